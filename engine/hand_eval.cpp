#include "engine/hand_eval.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace engine {

namespace {

constexpr int kAce = 12;
constexpr int kFive = 3;

// Keys pack the category into bits 20..23 and up to five ranks (4 bits each,
// most significant first) below it, so plain integer order is hand order.
// Every packed value is below kKeyLimit, so kKeyLimit - packed reverses the
// order for the low rankings and stays positive.
constexpr std::uint32_t kKeyLimit = 9u << 20;

// Cards as "order values" (0..12, higher = higher in the ranking being
// built), counted by multiplicity: bit v of at_least[m] is set when m or more
// of the cards have value v. Adding a card climbs its bit one level, with no
// branch on the cards; the exact multiplicities fall out of the four masks.
struct ValueCounts {
  unsigned at_least[5] = {};  // [0] unused

  void add(int value) {
    const unsigned bit = 1u << value;
    at_least[4] |= at_least[3] & bit;
    at_least[3] |= at_least[2] & bit;
    at_least[2] |= at_least[1] & bit;
    at_least[1] |= bit;
  }
};

constexpr std::uint32_t category_bits(HighCategory category) { return static_cast<std::uint32_t>(category) << 20; }

constexpr std::uint32_t pack(HighCategory category, const int* values, int count) {
  std::uint32_t key = category_bits(category);
  for (int i = 0; i < count; ++i) key |= static_cast<std::uint32_t>(values[i]) << (16 - 4 * i);
  return key;
}

// For each 13-bit mask of values: up to five of its values from the highest,
// one nibble each from bit 16 down, and in bits 24..27 how many it packed.
// Grouping five cards concatenates four such entries, with no loop over
// the cards (a table of 32 KiB, built by the compiler).
constexpr std::array<std::uint32_t, 1u << 13> kDescending = [] {
  std::array<std::uint32_t, 1u << 13> table{};
  for (unsigned mask = 0; mask < table.size(); ++mask) {
    std::uint32_t packed = 0;
    std::uint32_t n = 0;
    for (int value = 12; value >= 0 && n < 5; --value) {
      if ((mask >> value & 1u) == 0) continue;
      packed |= static_cast<std::uint32_t>(value) << (16 - 4 * n);
      ++n;
    }
    table[mask] = packed | n << 24;
  }
  return table;
}();

// The key of five values read as a pair-based shape (never a straight or a
// flush): the category, then the values by multiplicity and, within one,
// from the highest (the significance order of every pair-based ranking),
// one nibble each from bit 16 down. Omaha judges 60 to 100 five-card hands
// a player, so this is the evaluators' inner loop.
std::uint32_t grouped_key(const ValueCounts& c) {
  const unsigned exactly[4] = {c.at_least[4], c.at_least[3] & ~c.at_least[4], c.at_least[2] & ~c.at_least[3],
                               c.at_least[1] & ~c.at_least[2]};  // 4, 3, 2, 1 cards
  HighCategory category = HighCategory::kHighCard;
  if (exactly[0] != 0) {
    category = HighCategory::kQuads;
  } else if (exactly[1] != 0) {
    category = exactly[2] != 0 ? HighCategory::kFullHouse : HighCategory::kTrips;
  } else if (exactly[2] != 0) {
    // One pair or two: a single bit clears with its lowest (no popcount
    // instruction is assumed of the target; the library call costs more).
    category = (exactly[2] & (exactly[2] - 1)) == 0 ? HighCategory::kPair : HighCategory::kTwoPair;
  }
  std::uint32_t values = 0;
  std::uint32_t used = 0;  // nibbles written so far
  for (const unsigned group : exactly) {
    const std::uint32_t entry = kDescending[group];
    values |= (entry & 0xFFFFFu) >> (4 * used);
    used += entry >> 24;
  }
  return category_bits(category) | values;
}

// The ranks a key packs, in significance order: defining_rank_count of its
// category nibbles from bit 16 down (every key is built that way).
std::array<std::int8_t, 5> packed_values(std::uint32_t packed, HighCategory category) {
  std::array<std::int8_t, 5> values{-1, -1, -1, -1, -1};
  for (int i = 0; i < defining_rank_count(category); ++i)
    values[static_cast<std::size_t>(i)] = static_cast<std::int8_t>((packed >> (16 - 4 * i)) & 0xFu);
  return values;
}

HighValue high_value(std::uint32_t key) {
  HighValue out;
  out.key = key;
  out.category = static_cast<HighCategory>(key >> 20);
  out.ranks = packed_values(key, out.category);
  return out;
}

// The high key of five cards counted by rank, `suits` holding a bit per
// suit among them; `wheel_is_straight` is false for 2-7 (R-SD-7).
std::uint32_t high_key(const ValueCounts& ranks, unsigned suits, bool wheel_is_straight) {
  const bool flush = (suits & (suits - 1)) == 0;  // one suit bit (five cards: never zero)
  if (ranks.at_least[2] == 0) {                   // five different ranks
    const unsigned held = ranks.at_least[1];
    constexpr unsigned kWheel = (1u << kAce) | 0xFu;
    int top = -1;
    if ((held >> std::countr_zero(held)) == 0x1Fu) {
      top = std::bit_width(held) - 1;
    } else if (wheel_is_straight && held == kWheel) {
      top = kFive;  // A-5-4-3-2 tops at the five
    }
    if (top >= 0)
      return category_bits(flush ? HighCategory::kStraightFlush : HighCategory::kStraight) |
             static_cast<std::uint32_t>(top) << 16;
    if (flush) return category_bits(HighCategory::kFlush) | grouped_key(ranks);  // high card's category is 0
  }
  return grouped_key(ranks);
}

// High value of five cards; `wheel_is_straight` is false for 2-7 (R-SD-7).
HighValue high_of(const Card* five, bool wheel_is_straight) {
  ValueCounts ranks;
  unsigned suits = 0;
  for (int i = 0; i < 5; ++i) {
    ranks.add(five[i].rank());
    suits |= 1u << static_cast<unsigned>(five[i].suit());
  }
  return high_value(high_key(ranks, suits, wheel_is_straight));
}

// Calls f(five) for every 5-card subset of `cards`.
template <class F>
void for_each_five(std::span<const Card> cards, F&& f) {
  const int n = static_cast<int>(cards.size());
  Card five[5];
  for (int a = 0; a < n - 4; ++a) {
    five[0] = cards[a];
    for (int b = a + 1; b < n - 3; ++b) {
      five[1] = cards[b];
      for (int c = b + 1; c < n - 2; ++c) {
        five[2] = cards[c];
        for (int d = c + 1; d < n - 1; ++d) {
          five[3] = cards[d];
          for (int e = d + 1; e < n; ++e) {
            five[4] = cards[e];
            f(five);
          }
        }
      }
    }
  }
}

// The best key of the hands of exactly two `hole` and three `board` cards,
// each counted by value(card) and judged by key(counts, suits). The board's
// three-card choices are counted once (at most ten), then each pair of hole
// cards is added to a copy of each: a hand costs two additions and a key,
// and only the best key is turned into a value by the caller.
template <class Value, class Key>
std::uint32_t best_omaha_key(std::span<const Card> hole, std::span<const Card> board, Value value, Key key) {
  assert(hole.size() >= 2 && hole.size() <= 6);
  assert(board.size() >= 3 && board.size() <= 5);
  struct Part {
    ValueCounts counts;
    unsigned suits = 0;
    void add(Card c, int v) {
      counts.add(v);
      suits |= 1u << static_cast<unsigned>(c.suit());
    }
  };
  std::array<Part, 10> triples;  // C(5, 3)
  std::size_t triple_count = 0;
  // A longer board breaks the precondition; it is never written past the
  // array for that (a release build has no assert).
  const std::size_t nb = std::min<std::size_t>(board.size(), 5);
  for (std::size_t a = 0; a + 2 < nb; ++a)
    for (std::size_t b = a + 1; b + 1 < nb; ++b)
      for (std::size_t c = b + 1; c < nb; ++c) {
        Part& t = triples[triple_count++];
        for (const std::size_t i : {a, b, c}) t.add(board[i], value(board[i]));
      }
  std::uint32_t best = 0;  // every key is above 0
  const std::size_t nh = hole.size();
  for (std::size_t i = 0; i + 1 < nh; ++i) {
    for (std::size_t j = i + 1; j < nh; ++j) {
      for (std::size_t t = 0; t < triple_count; ++t) {
        Part five = triples[t];
        five.add(hole[i], value(hole[i]));
        five.add(hole[j], value(hole[j]));
        best = std::max(best, key(five.counts, five.suits));
      }
    }
  }
  return best;
}

// The rank of an ace-low order value (engine/card.h: ace_low_rank).
constexpr int rank_of_ace_low_value(int value) { return value == 0 ? kAce : value - 1; }

// Ace-to-five lows count cards by ace_low_rank, which rises with badness
// (the king worst): the grouped key says how bad a hand is, and kKeyLimit
// minus it is the low key.
std::uint32_t a5_low_key(const ValueCounts& values) { return kKeyLimit - grouped_key(values); }

LowValue a5_low_value(std::uint32_t key) {
  const std::uint32_t packed = kKeyLimit - key;
  LowValue out;
  out.rule = LowRule::kAceToFive;
  out.key = key;
  out.category = static_cast<HighCategory>(packed >> 20);
  const std::array<std::int8_t, 5> values = packed_values(packed, out.category);
  for (int i = 0; i < defining_rank_count(out.category); ++i)
    out.ranks[static_cast<std::size_t>(i)] =
        static_cast<std::int8_t>(rank_of_ace_low_value(values[static_cast<std::size_t>(i)]));
  return out;
}

int rank_of(Card c) { return c.rank(); }
int ace_low_rank_of(Card c) { return ace_low_rank(c.rank()); }

}  // namespace

HighValue eval_high5(const Card* five) { return high_of(five, /*wheel_is_straight=*/true); }

// The best high hand of 5 to 7 cards, read off rank counts and suit masks
// in one pass instead of evaluating the 21 five-card subsets: showdowns are
// judged on every hand that reaches one. Equal to the best eval_high5 over
// the subsets in key, category and ranks (tests/engine/hand_eval_test.cpp).
HighValue best_high(std::span<const Card> cards) {
  assert(cards.size() >= 5 && cards.size() <= 7);
  int count[13] = {};
  unsigned by_suit[4] = {};  // bit r: rank r of that suit is held
  int in_suit[4] = {};       // bits of by_suit, counted as they are set (no popcount)
  unsigned ranks = 0;
  for (const Card c : cards) {
    const unsigned suit = static_cast<unsigned>(c.suit());
    const unsigned bit = 1u << c.rank();
    ++count[c.rank()];
    in_suit[suit] += (by_suit[suit] & bit) == 0;
    by_suit[suit] |= bit;
    ranks |= bit;
  }
  // Top card of the best straight within `mask`, -1 if none; the wheel
  // A-2-3-4-5 tops at the five.
  auto straight_top = [](unsigned mask) {
    for (int top = kAce; top >= 4; --top)
      if (((mask >> (top - 4)) & 0x1Fu) == 0x1Fu) return top;
    constexpr unsigned kWheel = (1u << kAce) | 0xFu;
    return (mask & kWheel) == kWheel ? kFive : -1;
  };
  // Up to `n` ranks of `mask`, highest first, skipping `skip_a` and `skip_b`.
  auto highest = [](unsigned mask, int n, int* out, int skip_a = -1, int skip_b = -1) {
    int k = 0;
    for (int r = kAce; r >= 0 && k < n; --r)
      if ((mask >> r & 1u) && r != skip_a && r != skip_b) out[k++] = r;
    return k;
  };
  HighValue out;
  int values[5] = {};
  int used = 0;
  auto finish = [&](HighCategory category) {
    out.category = category;
    out.key = pack(category, values, used);
    for (int i = 0; i < used; ++i) out.ranks[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(values[i]);
    return out;
  };

  unsigned flush = 0;
  for (int suit = 0; suit < 4; ++suit)
    if (in_suit[suit] >= 5) flush = by_suit[suit];
  if (flush != 0) {
    if (const int top = straight_top(flush); top >= 0) {
      values[used++] = top;
      return finish(HighCategory::kStraightFlush);
    }
  }
  int quads = -1, trips = -1, second_trips = -1, pair = -1, second_pair = -1;
  for (int r = kAce; r >= 0; --r) {
    if (count[r] == 4) {
      quads = r;
    } else if (count[r] == 3) {
      (trips < 0 ? trips : second_trips) = r;
    } else if (count[r] == 2) {
      if (pair < 0)
        pair = r;
      else if (second_pair < 0)
        second_pair = r;
    }
  }
  if (quads >= 0) {
    values[used++] = quads;
    used += highest(ranks, 1, values + used, quads);
    return finish(HighCategory::kQuads);
  }
  if (trips >= 0 && (second_trips >= 0 || pair >= 0)) {
    values[used++] = trips;
    values[used++] = std::max(second_trips, pair);
    return finish(HighCategory::kFullHouse);
  }
  if (flush != 0) {
    used = highest(flush, 5, values);
    return finish(HighCategory::kFlush);
  }
  if (const int top = straight_top(ranks); top >= 0) {
    values[used++] = top;
    return finish(HighCategory::kStraight);
  }
  if (trips >= 0) {
    values[used++] = trips;
    used += highest(ranks, 2, values + used, trips);
    return finish(HighCategory::kTrips);
  }
  if (second_pair >= 0) {
    values[used++] = pair;
    values[used++] = second_pair;
    used += highest(ranks, 1, values + used, pair, second_pair);
    return finish(HighCategory::kTwoPair);
  }
  if (pair >= 0) {
    values[used++] = pair;
    used += highest(ranks, 3, values + used, pair);
    return finish(HighCategory::kPair);
  }
  used = highest(ranks, 5, values);
  return finish(HighCategory::kHighCard);
}

HighValue eval_short_deck5(const Card* five, bool trips_beat_straight) {
  HighValue v = high_of(five, /*wheel_is_straight=*/false);
  if (v.category == HighCategory::kHighCard || v.category == HighCategory::kFlush) {
    // Ranks distinct and descending in `ranks`: A-9-8-7-6 is the wheel.
    constexpr int kNine = 7, kSix = 4;
    if (v.ranks[0] == kAce && v.ranks[1] == kNine && v.ranks[4] == kSix) {
      v.category = v.category == HighCategory::kFlush ? HighCategory::kStraightFlush : HighCategory::kStraight;
      v.ranks = {kNine, -1, -1, -1, -1};
      const int values[1] = {kNine};
      v.key = pack(v.category, values, 1);
    }
  }
  // Category order, worst to best: high card, pair, two pair, straight,
  // trips, full house, flush, quads, straight flush (or trips, then straight).
  constexpr std::array<std::uint32_t, 9> kOrder{0, 1, 2, 4, 3, 6, 5, 7, 8};
  constexpr std::array<std::uint32_t, 9> kStraightOverTrips{0, 1, 2, 3, 4, 6, 5, 7, 8};
  const auto& order = trips_beat_straight ? kOrder : kStraightOverTrips;
  v.key = order[static_cast<std::size_t>(v.category)] << 20 | (v.key & 0xFFFFFu);
  return v;
}

HighValue best_short_deck_high(std::span<const Card> cards, bool trips_beat_straight) {
  assert(cards.size() >= 5 && cards.size() <= 7);
  HighValue best;
  bool any = false;
  for_each_five(cards, [&](const Card* five) {
    const HighValue v = eval_short_deck5(five, trips_beat_straight);
    if (!any || v.key > best.key) best = v;
    any = true;
  });
  return best;
}

HighValue best_omaha_high(std::span<const Card> hole, std::span<const Card> board) {
  return high_value(best_omaha_key(hole, board, rank_of, [](const ValueCounts& ranks, unsigned suits) {
    return high_key(ranks, suits, /*wheel_is_straight=*/true);
  }));
}

LowValue eval_a5_low(const Card* five) {
  ValueCounts values;
  for (int i = 0; i < 5; ++i) values.add(ace_low_rank(five[i].rank()));
  return a5_low_value(a5_low_key(values));
}

bool qualifies_eight_or_better(const LowValue& low) {
  constexpr int kEightValue = 7;  // ace_low_rank of the eight
  return low.rule == LowRule::kAceToFive && low.category == HighCategory::kHighCard &&
         ace_low_rank(low.ranks[0]) <= kEightValue;
}

std::optional<LowValue> best_a5_low(std::span<const Card> cards, bool eight_or_better) {
  assert(cards.size() >= 5 && cards.size() <= 7);
  LowValue best;
  bool any = false;
  for_each_five(cards, [&](const Card* five) {
    const LowValue v = eval_a5_low(five);
    if (!any || v.key > best.key) best = v;
    any = true;
  });
  // Any qualifying low beats every non-qualifying one (a pair, or a no-pair
  // hand topped by a nine or higher), so the best low qualifies iff any does.
  if (eight_or_better && !qualifies_eight_or_better(best)) return std::nullopt;
  return best;
}

std::optional<LowValue> best_omaha_low(std::span<const Card> hole, std::span<const Card> board) {
  const LowValue best = a5_low_value(best_omaha_key(
      hole, board, ace_low_rank_of, [](const ValueCounts& values, unsigned) { return a5_low_key(values); }));
  if (!qualifies_eight_or_better(best)) return std::nullopt;
  return best;
}

LowValue eval_27_low(const Card* five) {
  const HighValue h = high_of(five, /*wheel_is_straight=*/false);
  LowValue out;
  out.rule = LowRule::kDeuceToSeven;
  out.category = h.category;
  out.key = kKeyLimit - h.key;
  out.ranks = h.ranks;
  return out;
}

LowValue best_27_low(std::span<const Card> cards) {
  assert(cards.size() >= 5 && cards.size() <= 7);
  LowValue best;
  bool any = false;
  for_each_five(cards, [&](const Card* five) {
    const LowValue v = eval_27_low(five);
    if (!any || v.key > best.key) best = v;
    any = true;
  });
  return best;
}

BadugiValue best_badugi(std::span<const Card> cards, bool aces_high) {
  // Order values, 0 the best card: the ace (aces low) or the deuce.
  const auto order_value = [aces_high](int rank) { return aces_high ? rank : ace_low_rank(rank); };
  const auto rank_of = [aces_high](int value) { return aces_high ? value : rank_of_ace_low_value(value); };
  assert(cards.size() <= 5);
  const unsigned n = static_cast<unsigned>(cards.size());
  BadugiValue best;
  // At most 31 non-empty subsets; keep the valid one with the highest key.
  // A valid one has cards of distinct suits, so never more than four.
  for (unsigned subset = 1; subset < (1u << n); ++subset) {
    unsigned suits = 0;
    unsigned ranks = 0;  // bit per order value
    bool valid = true;
    for (unsigned i = 0; i < n && valid; ++i) {
      if (!((subset >> i) & 1u)) continue;
      const unsigned suit_bit = 1u << static_cast<unsigned>(cards[i].suit());
      const unsigned rank_bit = 1u << order_value(cards[i].rank());
      valid = !(suits & suit_bit) && !(ranks & rank_bit);
      suits |= suit_bit;
      ranks |= rank_bit;
    }
    if (!valid) continue;
    // Highest order value first, one nibble each; a lower packed value is a
    // better badugi of the same size.
    BadugiValue v;
    std::uint32_t packed = 0;
    int shift = 12;
    for (int value = 12; value >= 0; --value) {
      if (!((ranks >> value) & 1u)) continue;
      v.ranks[v.size] = static_cast<std::int8_t>(rank_of(value));
      ++v.size;
      packed |= static_cast<std::uint32_t>(value) << shift;
      shift -= 4;
    }
    v.key = (static_cast<std::uint32_t>(v.size) << 16) | (0xFFFFu - packed);
    if (v.key > best.key) best = v;
  }
  return best;
}

}  // namespace engine

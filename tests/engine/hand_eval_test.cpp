// Hand evaluators: exhaustive class counts, TRICKY_CASES known answers, and
// Omaha against a brute-force reference built from standard containers.
#include "engine/hand_eval.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string_view>
#include <utility>
#include <vector>

#include "tests/support/card_text.h"
#include "tests/support/test_scale.h"

namespace {

using engine::BadugiValue;
using engine::Card;
using engine::HighCategory;
using engine::HighValue;
using engine::LowValue;

constexpr int kTwo = 0, kThree = 1, kFour = 2, kFive = 3, kSix = 4, kSeven = 5, kEight = 6, kNine = 7, kTen = 8,
              kJack = 9, kQueen = 10, kKing = 11, kAce = 12;

using card_text::cards;

std::vector<int> defining(const HighValue& v) {
  return {v.ranks.begin(), v.ranks.begin() + engine::defining_rank_count(v.category)};
}
std::vector<int> defining(const LowValue& v) {
  return {v.ranks.begin(), v.ranks.begin() + engine::defining_rank_count(v.category)};
}

HighValue high(std::string_view text) { return engine::best_high(cards(text)); }
LowValue low27(std::string_view text) { return engine::best_27_low(cards(text)); }
LowValue low_a5(std::string_view text) { return *engine::best_a5_low(cards(text), false); }

// ---------------------------------------------------------------------------
// Reference evaluator: written independently of hand_eval.cpp with maps and
// sorts, slow but obvious. Returns (category, ranks in significance order).
struct Ref {
  int category = -1;
  std::vector<int> ranks;
  auto operator<=>(const Ref&) const = default;
};

Ref ref_high5(const std::vector<Card>& five) {
  std::map<int, int> count;
  for (const Card c : five) ++count[c.rank()];
  std::vector<std::pair<int, int>> groups;  // (multiplicity, rank)
  for (const auto& [rank, n] : count) groups.emplace_back(n, rank);
  std::sort(groups.rbegin(), groups.rend());
  const bool flush = std::all_of(five.begin(), five.end(), [&](Card c) { return c.suit() == five[0].suit(); });
  Ref r;
  for (const auto& g : groups) r.ranks.push_back(g.second);
  int straight_top = -1;
  if (groups.size() == 5) {
    if (r.ranks[0] - r.ranks[4] == 4) straight_top = r.ranks[0];
    if (r.ranks == std::vector<int>{kAce, kFive, kFour, kThree, kTwo}) straight_top = kFive;
  }
  if (straight_top >= 0) {
    r.category = flush ? 8 : 4;
    r.ranks = {straight_top};
  } else if (groups[0].first == 4) {
    r.category = 7;
  } else if (groups[0].first == 3 && groups[1].first == 2) {
    r.category = 6;
  } else if (flush) {
    r.category = 5;
  } else if (groups[0].first == 3) {
    r.category = 3;
  } else if (groups[0].first == 2 && groups[1].first == 2) {
    r.category = 2;
  } else if (groups[0].first == 2) {
    r.category = 1;
  } else {
    r.category = 0;
  }
  return r;
}

Ref as_ref(const HighValue& v) { return {static_cast<int>(v.category), defining(v)}; }

// Reference 8-or-better low of five cards: ace-low values (A = 1) from the
// top down, nullopt unless five different ranks all <= 8. Smaller is better.
std::optional<std::vector<int>> ref_low8(const std::vector<Card>& five) {
  std::vector<int> v;
  for (const Card c : five) v.push_back(c.rank() == kAce ? 1 : c.rank() + 2);
  std::sort(v.rbegin(), v.rend());
  if (std::adjacent_find(v.begin(), v.end()) != v.end() || v[0] > 8) return std::nullopt;
  return v;
}

std::vector<int> as_ace_low_values(const LowValue& v) {
  std::vector<int> out;
  for (const int r : defining(v)) out.push_back(r == kAce ? 1 : r + 2);
  return out;
}

// Calls f on every 5-card subset of `all` taking exactly `from_first` of the
// first `split` cards (the Omaha rule by brute force over all C(n,5)); a
// negative `from_first` takes any five.
template <class F>
void each_five_with(const std::vector<Card>& all, std::size_t split, int from_first, F f) {
  const std::size_t n = all.size();
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    if (std::popcount(mask) != 5) continue;
    if (from_first >= 0 && std::popcount(mask & ((1u << split) - 1)) != from_first) continue;
    std::vector<Card> five;
    for (std::size_t i = 0; i < n; ++i) {
      if ((mask >> i) & 1u) five.push_back(all[i]);
    }
    f(five);
  }
}

// ---------------------------------------------------------------------------

TEST_CASE("exhaustive: all 2,598,960 five-card hands under high, A-5 and 2-7") {
  constexpr std::size_t kKeySpace = std::size_t{1} << 24;  // every key is below 9 << 20
  std::vector<bool> high_seen(kKeySpace), a5_seen(kKeySpace), a5_qual_seen(kKeySpace), d27_seen(kKeySpace);
  std::int64_t high_count[9] = {}, d27_count[9] = {}, a5_count[9] = {};
  std::int64_t total = 0, qualifying = 0, wheel_lows = 0;
  std::int64_t high_distinct = 0, a5_distinct = 0, a5_qual_distinct = 0, d27_distinct = 0;
  LowValue best27, worst27;
  worst27.key = ~std::uint32_t{0};
  std::uint32_t best_a5_key = 0;
  Card five[5];
  for (int a = 0; a < 48; ++a) {
    five[0] = Card::from_code(a);
    for (int b = a + 1; b < 49; ++b) {
      five[1] = Card::from_code(b);
      for (int c = b + 1; c < 50; ++c) {
        five[2] = Card::from_code(c);
        for (int d = c + 1; d < 51; ++d) {
          five[3] = Card::from_code(d);
          for (int e = d + 1; e < 52; ++e) {
            five[4] = Card::from_code(e);
            ++total;
            const HighValue h = engine::eval_high5(five);
            ++high_count[static_cast<int>(h.category)];
            if (!high_seen[h.key]) high_seen[h.key] = true, ++high_distinct;

            const LowValue l = engine::eval_a5_low(five);
            ++a5_count[static_cast<int>(l.category)];
            if (!a5_seen[l.key]) a5_seen[l.key] = true, ++a5_distinct;
            if (engine::qualifies_eight_or_better(l)) {
              ++qualifying;
              if (!a5_qual_seen[l.key]) a5_qual_seen[l.key] = true, ++a5_qual_distinct;
            }
            if (l.key > best_a5_key) best_a5_key = l.key, wheel_lows = 0;
            if (l.key == best_a5_key) ++wheel_lows;

            const LowValue t = engine::eval_27_low(five);
            ++d27_count[static_cast<int>(t.category)];
            if (!d27_seen[t.key]) d27_seen[t.key] = true, ++d27_distinct;
            if (t.key > best27.key) best27 = t;
            if (t.key < worst27.key) worst27 = t;
          }
        }
      }
    }
  }
  CHECK(total == 2598960);

  // High: the textbook category counts and 7462 equivalence classes.
  CHECK(high_count[static_cast<int>(HighCategory::kStraightFlush)] == 40);
  CHECK(high_count[static_cast<int>(HighCategory::kQuads)] == 624);
  CHECK(high_count[static_cast<int>(HighCategory::kFullHouse)] == 3744);
  CHECK(high_count[static_cast<int>(HighCategory::kFlush)] == 5108);
  CHECK(high_count[static_cast<int>(HighCategory::kStraight)] == 10200);
  CHECK(high_count[static_cast<int>(HighCategory::kTrips)] == 54912);
  CHECK(high_count[static_cast<int>(HighCategory::kTwoPair)] == 123552);
  CHECK(high_count[static_cast<int>(HighCategory::kPair)] == 1098240);
  CHECK(high_count[static_cast<int>(HighCategory::kHighCard)] == 1302540);
  CHECK(high_distinct == 7462);

  // straights and flushes are ignored, so every no-pair hand is a
  // "high card" shape: 1302540 + 5108 + 10200 + 40 = 1317888.
  CHECK(a5_count[static_cast<int>(HighCategory::kHighCard)] == 1317888);
  CHECK(a5_count[static_cast<int>(HighCategory::kPair)] == 1098240);
  CHECK(a5_count[static_cast<int>(HighCategory::kTwoPair)] == 123552);
  CHECK(a5_count[static_cast<int>(HighCategory::kTrips)] == 54912);
  CHECK(a5_count[static_cast<int>(HighCategory::kFullHouse)] == 3744);
  CHECK(a5_count[static_cast<int>(HighCategory::kQuads)] == 624);
  CHECK(a5_count[static_cast<int>(HighCategory::kStraight)] == 0);
  CHECK(a5_count[static_cast<int>(HighCategory::kFlush)] == 0);
  CHECK(a5_count[static_cast<int>(HighCategory::kStraightFlush)] == 0);
  // Classes: C(13,5) no-pair + 13*C(12,3) pair + C(13,2)*11 two pair
  // + 13*C(12,2) trips + 13*12 full house + 13*12 quads
  // = 1287 + 2860 + 858 + 858 + 156 + 156.
  CHECK(a5_distinct == 6175);
  // 8-or-better: five different ranks out of A,2..8 = C(8,5) = 56 rank sets,
  // any suits (flushes do not matter) = 4^5 = 1024 each: 57,344 hands.
  CHECK(qualifying == 56 * 1024);
  CHECK(qualifying == 57344);
  CHECK(a5_qual_distinct == 56);
  // The best A-5 low is the wheel, in all 4^5 suit patterns.
  CHECK(best_a5_key == engine::eval_a5_low(cards("5h 4s 3d 2c Ac").data()).key);
  CHECK(wheel_lows == 1024);

  // 2-7: same 7462 classes as high but the wheel is no straight: 9 straight
  // ranks, so 36 straight flushes, 9180 straights, 5112 flushes (the four
  // A-5-4-3-2 suited hands), 1303560 no-pair hands (+1020 offsuit wheels).
  CHECK(d27_count[static_cast<int>(HighCategory::kStraightFlush)] == 36);
  CHECK(d27_count[static_cast<int>(HighCategory::kStraight)] == 9180);
  CHECK(d27_count[static_cast<int>(HighCategory::kFlush)] == 5112);
  CHECK(d27_count[static_cast<int>(HighCategory::kHighCard)] == 1303560);
  CHECK(d27_count[static_cast<int>(HighCategory::kQuads)] == 624);
  CHECK(d27_distinct == 7462);
  // Best: 7-5-4-3-2 not all one suit. Worst: a royal flush.
  CHECK(best27.category == HighCategory::kHighCard);
  CHECK(defining(best27) == std::vector<int>{kSeven, kFive, kFour, kThree, kTwo});
  CHECK(best27.key == engine::eval_27_low(cards("7s 5d 4c 3h 2s").data()).key);
  CHECK(worst27.category == HighCategory::kStraightFlush);
  CHECK(defining(worst27) == std::vector<int>{kAce});
}

TEST_CASE("eval_high5 agrees with the reference evaluator on random hands" * doctest::test_suite("property")) {
  std::mt19937_64 rng(20240611);
  std::vector<Card> deck;
  for (int code = 0; code < Card::kCount; ++code) deck.push_back(Card::from_code(code));
  std::vector<Card> previous;
  Ref previous_ref;
  HighValue previous_value;
  int disagreements = 0;
  for (int i = 0; i < 50000; ++i) {
    std::shuffle(deck.begin(), deck.end(), rng);
    const std::vector<Card> five(deck.begin(), deck.begin() + 5);
    const HighValue v = engine::eval_high5(five.data());
    const Ref r = ref_high5(five);
    if (as_ref(v) != r) ++disagreements;
    if (i > 0 && ((v.key <=> previous_value.key) != (r <=> previous_ref))) ++disagreements;
    previous_ref = r;
    previous_value = v;
  }
  CHECK(disagreements == 0);
}

TEST_CASE("high categories and defining ranks, table-driven") {
  struct Row {
    const char* hand;
    HighCategory category;
    std::vector<int> ranks;
  };
  const std::vector<Row> rows = {
      {"As Ks Qs Js Ts", HighCategory::kStraightFlush, {kAce}},
      {"5d 4d 3d 2d Ad", HighCategory::kStraightFlush, {kFive}},
      {"9c 9d 9h 9s 2c", HighCategory::kQuads, {kNine, kTwo}},
      {"Kc Kd Kh 5s 5c", HighCategory::kFullHouse, {kKing, kFive}},
      {"5c 5d 5h Ks Kc", HighCategory::kFullHouse, {kFive, kKing}},
      {"Ah 9h 7h 4h 2h", HighCategory::kFlush, {kAce, kNine, kSeven, kFour, kTwo}},
      {"9c Td Jh Qs Kc", HighCategory::kStraight, {kKing}},
      {"Ac 2d 3h 4s 5c", HighCategory::kStraight, {kFive}},
      {"Ac Kd Qh Js Tc", HighCategory::kStraight, {kAce}},
      {"Qc Kd Ah 2s 3c", HighCategory::kHighCard, {kAce, kKing, kQueen, kThree, kTwo}},  // no wrap-around
      {"8c 8d 8h As 3c", HighCategory::kTrips, {kEight, kAce, kThree}},
      {"Ac Ad 5h 5s Kc", HighCategory::kTwoPair, {kAce, kFive, kKing}},
      {"Kc Kd 7h 4s 2c", HighCategory::kPair, {kKing, kSeven, kFour, kTwo}},
      {"Ac Jd 8h 4s 2c", HighCategory::kHighCard, {kAce, kJack, kEight, kFour, kTwo}},
      // Seven cards: best five.
      {"Ah Kh 2c 3d 4s 5h 9h", HighCategory::kStraight, {kFive}},
      {"Ah Kh Qh 2c 2d 2s Jh", HighCategory::kTrips, {kTwo, kAce, kKing}},
      {"Ah Kh Qh Jh 2d 2s 9h", HighCategory::kFlush, {kAce, kKing, kQueen, kJack, kNine}},
      {"7c 7d 7h 2s 2c 2d Ac", HighCategory::kFullHouse, {kSeven, kTwo}},
      {"6c 6d 6h 6s Kc Kd Ks", HighCategory::kQuads, {kSix, kKing}},
      {"Jc Jd 4h 4s 9c 9d 3s", HighCategory::kTwoPair, {kJack, kNine, kFour}},
      {"2c 3c 4c 5c 6c 7c 8d", HighCategory::kStraightFlush, {kSeven}},
  };
  for (const Row& row : rows) {
    CAPTURE(row.hand);
    const HighValue v = high(row.hand);
    CHECK(v.category == row.category);
    CHECK(defining(v) == row.ranks);
  }
}

TEST_CASE("TC-34: the same five hands under deuce-to-seven, ace-to-five and high") {
  const char* h1 = "7s 5d 4c 3h 2s";
  const char* h2 = "Ad 5c 4d 3s 2d";
  const char* h3 = "Ah Kc 4s 3c 2h";
  const char* h4 = "Kh 9h 7h 6h 5h";

  // 2-7: H1 > H2 (ace-five high, not a straight) > H3 > H4 (flush).
  CHECK(low27(h1) > low27(h2));
  CHECK(low27(h2) > low27(h3));
  CHECK(low27(h3) > low27(h4));
  CHECK(low27(h2).category == HighCategory::kHighCard);
  CHECK(defining(low27(h2)) == std::vector<int>{kAce, kFive, kFour, kThree, kTwo});
  CHECK(low27(h4).category == HighCategory::kFlush);
  // It loses to any king-high hand (R-SD-7); the PK trap ranks it below A-K-4-3-2.
  CHECK(low27(h2) < low27("Kc Qd Jh 9s 8c"));

  // H2 (wheel) > H1 > H3 (K-4-3-2-A) > H4 (K-9-7-6-5).
  CHECK(low_a5(h2) > low_a5(h1));
  CHECK(low_a5(h1) > low_a5(h3));
  CHECK(low_a5(h3) > low_a5(h4));
  CHECK(defining(low_a5(h3)) == std::vector<int>{kKing, kFour, kThree, kTwo, kAce});

  // High: H4 (flush) > H2 (5-high straight) > H3 > H1.
  CHECK(high(h4) > high(h2));
  CHECK(high(h2) > high(h3));
  CHECK(high(h3) > high(h1));
  CHECK(high(h2).category == HighCategory::kStraight);
  CHECK(defining(high(h2)) == std::vector<int>{kFive});
}

TEST_CASE("TC-40: counterfeited kickers split, suits never break ties") {
  const auto board = cards("Ks Kd Qc Qh 2s");
  auto with = [&](const char* hole) {
    auto all = cards(hole);
    all.insert(all.end(), board.begin(), board.end());
    return engine::best_high(all);
  };
  const HighValue p1 = with("Ac 3d");
  const HighValue p2 = with("Ad 4c");
  const HighValue p3 = with("Js Jd");
  CHECK(p1 == p2);
  CHECK(p1.key == p2.key);
  CHECK(p1.category == HighCategory::kTwoPair);
  CHECK(defining(p1) == std::vector<int>{kKing, kQueen, kAce});
  CHECK(defining(p3) == std::vector<int>{kKing, kQueen, kJack});  // the jacks do not play
  CHECK(p3 < p1);

  // Same ranks, different suits, every ranking: equal keys.
  CHECK(high("As Kd 9h 7c 3s") == high("Ac Kh 9d 7s 3c"));
  CHECK(low_a5("8s 6d 4h 2c As") == low_a5("8c 6h 4s 2d Ad"));
  CHECK(low27("8s 6d 4h 3c 2s") == low27("8c 6h 4s 3d 2d"));
  CHECK(engine::best_badugi(cards("Kc 7d 4h As")) == engine::best_badugi(cards("Ks 7c 4d Ah")));
}

TEST_CASE("TC-29: Omaha uses exactly two hole and three board cards") {
  const auto board = cards("Ac 2d 3h 4s 5c");
  const auto x = cards("Kh Kd Qc Qs");
  const auto y = cards("6h 7c Jd Jc");
  const auto z = cards("9s 9h 8d 8c");

  const HighValue hx = engine::best_omaha_high(x, board);
  const HighValue hy = engine::best_omaha_high(y, board);
  const HighValue hz = engine::best_omaha_high(z, board);
  CHECK(hx.category == HighCategory::kPair);
  CHECK(defining(hx) == std::vector<int>{kKing, kAce, kFive, kFour});
  CHECK(hy.category == HighCategory::kStraight);
  CHECK(defining(hy) == std::vector<int>{kSeven});
  CHECK(hz.category == HighCategory::kPair);
  CHECK(defining(hz) == std::vector<int>{kNine, kAce, kFive, kFour});
  CHECK(hy > hx);
  CHECK(hy > hz);
  CHECK(hx > hz);

  // The trap: under hold'em rules the board's wheel would play for X.
  CHECK(high("Kh Kd Ac 2d 3h 4s 5c").category == HighCategory::kStraight);

  // O/8: only Y has a low, 7-6-3-2-A (two hole cards 7-6, board A-2-3).
  const auto ly = engine::best_omaha_low(y, board);
  REQUIRE(ly.has_value());
  CHECK(defining(*ly) == std::vector<int>{kSeven, kSix, kThree, kTwo, kAce});
  CHECK_FALSE(engine::best_omaha_low(x, board).has_value());
  CHECK_FALSE(engine::best_omaha_low(z, board).has_value());
}

TEST_CASE("TC-31: no qualifying low, so the high hand scoops") {
  const auto board = cards("Ad 2h 3c Ks Qd");
  const auto x = cards("4c 4d 9s 9h");
  const auto y = cards("Kh Kc Js 9c");
  const auto z = cards("2s 2d 3d 3h");
  CHECK_FALSE(engine::best_omaha_low(x, board).has_value());
  CHECK_FALSE(engine::best_omaha_low(y, board).has_value());
  CHECK_FALSE(engine::best_omaha_low(z, board).has_value());

  const HighValue hx = engine::best_omaha_high(x, board);
  const HighValue hy = engine::best_omaha_high(y, board);
  const HighValue hz = engine::best_omaha_high(z, board);
  CHECK(hx.category == HighCategory::kPair);
  CHECK(defining(hx) == std::vector<int>{kNine, kAce, kKing, kQueen});
  CHECK(hy.category == HighCategory::kTrips);
  CHECK(defining(hy) == std::vector<int>{kKing, kAce, kQueen});
  CHECK(hz.category == HighCategory::kTrips);
  CHECK(defining(hz) == std::vector<int>{kThree, kAce, kKing});
  CHECK(hy > hz);
  CHECK(hy > hx);
}

TEST_CASE("TC-30: O/8 two players share the same 7-5-3-2-A low") {
  const auto board = cards("2c 5d 7h Ks Kd");
  const auto a = cards("As 3s Kc Qh");
  const auto b = cards("Ah 3h 9c 9d");
  const auto c = cards("Qs Qc Jh Jd");
  const auto la = engine::best_omaha_low(a, board);
  const auto lb = engine::best_omaha_low(b, board);
  REQUIRE(la.has_value());
  REQUIRE(lb.has_value());
  CHECK(*la == *lb);
  CHECK(defining(*la) == std::vector<int>{kSeven, kFive, kThree, kTwo, kAce});
  CHECK_FALSE(engine::best_omaha_low(c, board).has_value());
  CHECK(engine::best_omaha_high(a, board).category == HighCategory::kTrips);
  // High: A's trip kings > C's kings and queens > B's kings and nines.
  CHECK(engine::best_omaha_high(a, board) > engine::best_omaha_high(c, board));
  CHECK(engine::best_omaha_high(c, board) > engine::best_omaha_high(b, board));
  CHECK(defining(engine::best_omaha_high(b, board)) == std::vector<int>{kKing, kNine, kSeven});
}

TEST_CASE("A-5 lows: wheel, qualifier and pairs, table-driven") {
  // Each row: better hand, worse hand (7 cards each for razz / stud-8 shape).
  struct Row {
    const char* better;
    const char* worse;
  };
  const std::vector<Row> rows = {
      {"As 2d 3c 4h 5s Kd Kc", "As 2d 3c 4h 6s Kd Kc"},  // wheel beats 6-4-3-2-A
      {"6s 4d 3c 2h As Qd Qc", "6s 5d 3c 2h As Qd Qc"},  // 6-4 beats 6-5
      {"8s 7d 6c 5h 4s Qd Qc", "9s 2d 3c 4h As Qd Jc"},  // any 8 beats any 9
      {"Ks Qd Jc Th 9s 7d 6c", "As Ad 2c 3h 4s 4d 2d"},  // any no-pair beats any pair
      {"As Ad 2c 3h 4s Kd Kc", "2s 2d 3c 4h 5s Kd Kc"},  // pair of aces beats pair of deuces
      {"3s 3d Ac 2h 7s Kd Kc", "3s 3d Ac 2h 8s Kd Kc"},  // same pair: kickers from the top
  };
  for (const Row& row : rows) {
    CAPTURE(row.better);
    CAPTURE(row.worse);
    CHECK(low_a5(row.better) > low_a5(row.worse));
  }

  const auto wheel = engine::best_a5_low(cards("As 2d 3c 4h 5s Kd Kc"), true);
  REQUIRE(wheel.has_value());
  CHECK(defining(*wheel) == std::vector<int>{kFive, kFour, kThree, kTwo, kAce});
  CHECK(wheel->key == engine::eval_a5_low(cards("5c 4c 3c 2c Ac").data()).key);  // a flush does not matter

  // Qualifier: 8-high qualifies, 9-high or a forced pair does not.
  CHECK(engine::best_a5_low(cards("8s 7d 6c 5h 4s Kd Kc"), true).has_value());
  CHECK_FALSE(engine::best_a5_low(cards("9s 7d 6c 5h 4s Kd Kc"), true).has_value());
  CHECK_FALSE(engine::best_a5_low(cards("As Ad 2c 2h 3s 3d 4c"), true).has_value());
  CHECK(engine::best_a5_low(cards("9s 7d 6c 5h 4s Kd Kc"), false).has_value());
  // TC-32: both tied lows are 8-5-4-2-A; suits do not split them here.
  const auto b = engine::best_a5_low(cards("Ac 2d 4h 5s 8h Kc Kd"), true);
  const auto c = engine::best_a5_low(cards("Ad 2c 4s 5h 8s Qc Jd"), true);
  REQUIRE(b.has_value());
  REQUIRE(c.has_value());
  CHECK(*b == *c);
  CHECK(defining(*b) == std::vector<int>{kEight, kFive, kFour, kTwo, kAce});
  // TC-32 A's trip nines make no low.
  CHECK_FALSE(engine::best_a5_low(cards("9s 9d 9c 7c 6d 3c Th"), true).has_value());
}

TEST_CASE("2-7 lows, table-driven") {
  struct Row {
    const char* better;
    const char* worse;
  };
  const std::vector<Row> rows = {
      {"7s 5d 4c 3h 2s", "7s 6d 4c 3h 2s"},  // the nuts
      {"7s 6d 4c 3h 2s", "8s 5d 4c 3h 2s"},
      {"8s 5d 4c 3h 2s", "6s 5d 4c 3h 2s"},  // 6-5-4-3-2 is a straight
      {"Ks Qd Jc 9h 8s", "As 5d 4c 3h 2s"},  // ace-five is ace high, loses to king high
      {"As 5d 4c 3h 2s", "As Kd 4c 3h 2s"},  // ... but beats other ace-high hands
      {"As Kd Qc Jh 9s", "2s 2d 3c 4h 5s"},  // no pair beats any pair
      {"2s 2d 4c 5h 6s", "As Ad 2c 3h 4s"},  // aces are the worst pair
      {"Ks Qd Jc 9h 8s", "7h 5h 4h 3h 2h"},  // a flush counts against you
  };
  for (const Row& row : rows) {
    CAPTURE(row.better);
    CAPTURE(row.worse);
    CHECK(low27(row.better) > low27(row.worse));
  }
  // Seven cards (single-draw showdowns are five, but the helper takes 5..7).
  CHECK(defining(low27("7s 5d 4c 3h 2s Ks Kd")) == std::vector<int>{kSeven, kFive, kFour, kThree, kTwo});
}

TEST_CASE("badugi") {
  auto bad = [](const char* text) { return engine::best_badugi(cards(text)); };
  struct Row {
    const char* hand;
    int size;
    std::vector<int> ranks;
  };
  const std::vector<Row> rows = {
      {"As 2h 3d 4c", 4, {kFour, kThree, kTwo, kAce}},
      {"8c 5d 7s Th", 4, {kTen, kEight, kSeven, kFive}},
      {"As 2s 3h 4d", 3, {kFour, kThree, kAce}},  // two spades: keep the ace
      {"Ac Kd 6c Kc", 2, {kKing, kAce}},          // K-A beats K-6 and 6-... (club ace)
      {"Tc 3s 2s 7h", 3, {kTen, kSeven, kTwo}},
      {"Ac As Ad Ah", 1, {kAce}},
      {"Kc Qc Jc Tc", 1, {kTen}},
  };
  for (const Row& row : rows) {
    CAPTURE(row.hand);
    const BadugiValue v = bad(row.hand);
    CHECK(v.size == row.size);
    CHECK(std::vector<int>(v.ranks.begin(), v.ranks.begin() + v.size) == row.ranks);
  }
  // Any 4-card badugi beats any 3-card one, which beats any 2-card one.
  CHECK(bad("Kc Qd Jh Ts") > bad("As 2s 3h 4d"));
  CHECK(bad("Kc Qd Js Ts") > bad("Ac 2c 3c 4d"));
  CHECK(bad("4c 3d 2h As") > bad("5c 3d 2h As"));
  CHECK(bad("5c 4d 2h As") > bad("5c 4d 3h As"));
  CHECK(bad("").size == 0);
}

TEST_CASE("Omaha against brute force: 20,000 random deals" * doctest::test_suite("property")) {
  std::mt19937_64 rng(0x0D15EA5E);
  std::vector<Card> deck;
  for (int code = 0; code < Card::kCount; ++code) deck.push_back(Card::from_code(code));
  int high_mismatch = 0, low_mismatch = 0, lows = 0, board_plays_differs = 0;
  const int deals = test_scale::deals(20000);  // a stride's share under the sanitizers
  for (int deal = 0; deal < deals; ++deal) {
    std::shuffle(deck.begin(), deck.end(), rng);
    // One deal in four is five-card Omaha (Big O), one six-card Omaha; boards
    // are flop, turn or river.
    const std::size_t hole_n = deal % 4 == 3 ? 5 : deal % 4 == 2 ? 6 : 4;
    const std::size_t board_n = 3 + static_cast<std::size_t>(deal % 3);
    const std::vector<Card> hole(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(hole_n));
    const std::vector<Card> board(deck.begin() + static_cast<std::ptrdiff_t>(hole_n),
                                  deck.begin() + static_cast<std::ptrdiff_t>(hole_n + board_n));
    std::vector<Card> all = hole;
    all.insert(all.end(), board.begin(), board.end());

    Ref best_ref;
    std::optional<std::vector<int>> best_low;
    each_five_with(all, hole_n, 2, [&](const std::vector<Card>& five) {
      best_ref = std::max(best_ref, ref_high5(five));
      const auto l = ref_low8(five);
      if (l && (!best_low || *l < *best_low)) best_low = l;
    });
    const HighValue h = engine::best_omaha_high(hole, board);
    if (as_ref(h) != best_ref) ++high_mismatch;

    const auto l = engine::best_omaha_low(hole, board);
    if (l.has_value() != best_low.has_value() || (l && as_ace_low_values(*l) != *best_low)) ++low_mismatch;
    if (l) ++lows;

    // How often the "any five of nine" mistake would give another answer.
    Ref any_ref;
    each_five_with(all, hole_n, -1, [&](const std::vector<Card>& five) { any_ref = std::max(any_ref, ref_high5(five)); });
    if (any_ref != best_ref) ++board_plays_differs;
  }
  CHECK(high_mismatch == 0);
  CHECK(low_mismatch == 0);
  // Sanity: the sample exercises both outcomes.
  CHECK(lows > deals / 20);
  CHECK(lows < deals - deals / 20);
  CHECK(board_plays_differs > deals / 20);
}

TEST_CASE("hold'em best_high against brute force over the 21 subsets") {
  std::mt19937_64 rng(7);
  std::vector<Card> deck;
  for (int code = 0; code < Card::kCount; ++code) deck.push_back(Card::from_code(code));
  int mismatch = 0;
  for (int deal = 0, deals = test_scale::deals(20000); deal < deals; ++deal) {
    std::shuffle(deck.begin(), deck.end(), rng);
    const std::vector<Card> seven(deck.begin(), deck.begin() + 7);
    Ref best;
    each_five_with(seven, 7, 5, [&](const std::vector<Card>& five) { best = std::max(best, ref_high5(five)); });
    if (as_ref(engine::best_high(seven)) != best) ++mismatch;
  }
  CHECK(mismatch == 0);
}


TEST_CASE("best_high equals the best eval_high5 of its subsets: key, category and ranks, 5 to 7 cards") {
  std::mt19937_64 rng(11);
  std::vector<Card> deck;
  for (int code = 0; code < Card::kCount; ++code) deck.push_back(Card::from_code(code));
  int mismatch = 0;
  std::array<int, 9> categories{};
  for (int deal = 0; deal < 60000; ++deal) {
    std::shuffle(deck.begin(), deck.end(), rng);
    const std::size_t n = 5 + static_cast<std::size_t>(deal % 3);
    // One deal in four is drawn from a short range of ranks, so that quads,
    // full houses and straight flushes occur often enough to be compared.
    std::vector<Card> hand;
    for (const Card c : deck)
      if (hand.size() < n && (deal % 4 != 0 || c.rank() >= 8)) hand.push_back(c);
    engine::HighValue best;
    bool any = false;
    each_five_with(hand, n, -1, [&](const std::vector<Card>& five) {
      const engine::HighValue v = engine::eval_high5(five.data());
      if (!any || v.key > best.key) best = v;
      any = true;
    });
    const engine::HighValue got = engine::best_high(hand);
    if (got.key != best.key || got.category != best.category || got.ranks != best.ranks) ++mismatch;
    ++categories[static_cast<std::size_t>(got.category)];
  }
  CHECK(mismatch == 0);
  for (int c : categories) CHECK(c > 0);  // every category was met and compared
}

}  // namespace

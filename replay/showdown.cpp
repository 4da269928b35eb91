#include "replay/showdown.h"

#include <algorithm>
#include <array>
#include <span>

namespace replay {

namespace {

using engine::Variant;

bool is_omaha(Variant v) {
  return v == Variant::kOmaha || v == Variant::kOmaha5 || v == Variant::kOmaha6 || v == Variant::kCourchevel;
}

bool is_drawmaha(Variant v) { return v == Variant::kDrawmaha || v == Variant::kDrawmaha27; }

// The player's own cards alone: drawmaha's draw half is his five, whatever
// the board (docs/games.md G-DRAWMAHA-3).
std::span<const engine::Card> own_cards(const engine::HandRecord& rec, int player) {
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  return {hole.begin(), hole.end()};
}

// A player's cards: his own, then the board's (flop games; stud's community
// card when the deck ran out). Draw games have no board: cards a log shows
// on street markers of a draw hand are not part of anyone's hand (and would
// make more than the seven cards an evaluator takes).
struct Hand {
  std::array<engine::Card, 16> cards{};
  std::size_t size = 0;
  std::span<const engine::Card> all() const { return {cards.data(), size}; }
};

Hand gather(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  Hand h;
  for (engine::Card c : rec.players[static_cast<std::size_t>(player)].hole) h.cards[h.size++] = c;
  if (engine::is_draw(rec.game.variant)) return h;
  for (engine::Card c : board) h.cards[h.size++] = c;
  return h;
}


// The double hold'em hand a player makes whatever card he set as his point
// card; nullopt when the choice changes it.
std::optional<engine::HighValue> double_holdem_hand(const engine::HandRecord& rec, int player,
                                                    const engine::CardList& board) {
  const std::array<engine::HighValue, 3> choices = double_holdem_hands(rec, player, board);
  if (choices[0].key != choices[1].key || choices[0].key != choices[2].key) return std::nullopt;
  return choices[0];
}

// The winners of a double hold'em pot (G-DOUBLE-3): when every contender's
// hand is the same whatever his point card, as in any game; otherwise the
// one contender whose worst choice beats every other's best wins alone,
// and with no such contender the winners are not known.
void double_holdem_winners(const engine::HandRecord& rec, const std::vector<int>& contenders,
                           const engine::CardList& board, BoardWinners& w) {
  struct Range {
    int player = -1;
    std::uint32_t least = 0;
    std::uint32_t most = 0;
  };
  std::vector<Range> ranges;
  bool exact = true;
  for (int p : contenders) {
    if (!hand_known(rec, p, board)) {
      w.known = false;
      return;
    }
    const std::array<engine::HighValue, 3> choices = double_holdem_hands(rec, p, board);
    Range r{p, choices[0].key, choices[0].key};
    for (const engine::HighValue& c : choices) {
      r.least = std::min(r.least, c.key);
      r.most = std::max(r.most, c.key);
    }
    exact = exact && r.least == r.most;
    ranges.push_back(r);
  }
  const auto surest = std::max_element(ranges.begin(), ranges.end(),
                                       [](const Range& a, const Range& b) { return a.least < b.least; });
  for (const Range& r : ranges) {
    if (exact && r.least == surest->least) w.high.push_back(r.player);  // ties, in odd-chip order
    if (!exact && &r != &*surest && r.most >= surest->least) {
      w.known = false;
      return;
    }
  }
  if (!exact) w.high.assign(1, surest->player);
}

int low_rank(int rank) { return engine::ace_low_rank(rank); }

// How a half's tied winners are put in odd-chip order by their cards (stud,
// or a regulator's highest-card rule): as a high hand, or as a low one with
// the ace below the deuce or above the king (2-7 razz, docs/games.md
// G-RAZZ27-5; both halves of badeucey, whose ace is high, G-BADEUCEY-3).
enum class TieRanking : std::uint8_t { kHigh, kAceToFive, kDeuceToSeven };

// A card's rank as `ranking` orders it, higher the worse for a low.
int tie_rank(TieRanking ranking, int rank) { return ranking == TieRanking::kAceToFive ? low_rank(rank) : rank; }

// The ranking of a half: the first (BoardWinners::high) or the second.
TieRanking first_tie_ranking(Variant v) {
  switch (v) {
    case Variant::kRazz:
    case Variant::kBadacey: return TieRanking::kAceToFive;
    case Variant::kRazz27:
    case Variant::kBadeucey:
    case Variant::kDrawmaha27: return TieRanking::kDeuceToSeven;
    default: return TieRanking::kHigh;
  }
}
// The second half: the badugi of badeucey (aces high) and badacey, hi/lo's
// A-5 low, drawmaha's Omaha high.
TieRanking second_tie_ranking(Variant v) {
  if (is_drawmaha(v)) return TieRanking::kHigh;
  return v == Variant::kBadeucey ? TieRanking::kDeuceToSeven : TieRanking::kAceToFive;
}

// Odd-chip priority of a tied stud winner, higher first (R-OC-4):
// TDA/WSOP: the suit of the highest card among the five of his hand (aces
// low in an A-5 low); RRP: the highest card of all his cards (the lowest
// for a low half).
int stud_odd_chip_priority(const engine::HandRecord& rec, int player, const engine::CardList& board,
                           const engine::Profile& profile, TieRanking ranking) {
  const Hand h = gather(rec, player, board);
  const bool low_half = ranking != TieRanking::kHigh;
  if (profile.stud_odd_chip == engine::StudOddChip::kSuitAllCards) {
    int best = low_half ? 1000 : -1;
    for (engine::Card c : h.all()) {
      const int v = tie_rank(ranking, c.rank()) * 4 + static_cast<int>(c.suit());
      best = low_half ? std::min(best, v) : std::max(best, v);
    }
    return low_half ? -best : best;
  }
  // The tied hands share their ranks: only the suit of their highest card
  // differs. That is the highest of the ranks the hand is made of, which is
  // not always the first named (K-K-7-7-A: the ace; a wheel: the five).
  int top = -1;
  if (low_half) {
    const auto low = ranking == TieRanking::kAceToFive ? engine::best_a5_low(h.all(), false)
                                                       : std::optional(engine::best_27_low(h.all()));
    for (int i = 0; low && i < engine::defining_rank_count(low->category); ++i) {
      const int r = low->ranks[static_cast<std::size_t>(i)];
      if (top < 0 || tie_rank(ranking, r) > tie_rank(ranking, top)) top = r;
    }
  } else {
    const auto high = engine::best_high(h.all());
    if (high.category == engine::HighCategory::kFlush || high.category == engine::HighCategory::kStraightFlush) {
      // The flush's own suit: count suits to find it.
      std::array<int, 4> n{};
      for (engine::Card c : h.all()) ++n[static_cast<std::size_t>(c.suit())];
      return static_cast<int>(std::max_element(n.begin(), n.end()) - n.begin());
    }
    for (int i = 0; i < engine::defining_rank_count(high.category); ++i)
      top = std::max(top, static_cast<int>(high.ranks[static_cast<std::size_t>(i)]));
  }
  int suit = -1;
  for (engine::Card c : h.all())
    if (c.rank() == top) suit = std::max(suit, static_cast<int>(c.suit()));
  return suit;
}

void order_stud_ties(const engine::HandRecord& rec, const engine::CardList& board, const engine::Profile& profile,
                     TieRanking ranking, std::vector<int>& winners) {
  if (winners.size() < 2) return;
  std::stable_sort(winners.begin(), winners.end(), [&](int a, int b) {
    return stud_odd_chip_priority(rec, a, board, profile, ranking) >
           stud_odd_chip_priority(rec, b, board, profile, ranking);
  });
}

// A regulator's odd-chip rule (Profile::odd_chip_override highest_card,
// e.g. South Dakota 20:18:16:33): tied winners in the order of the highest
// card of their own (rank, then suit; for a low half the lowest, as the
// half ranks the ace), whatever the game. Board cards are everyone's and do
// not count.
void order_by_highest_card(const engine::HandRecord& rec, TieRanking ranking, std::vector<int>& winners) {
  if (winners.size() < 2) return;
  const bool low_half = ranking != TieRanking::kHigh;
  const auto priority = [&](int player) {
    int best = low_half ? 1000 : -1;
    for (engine::Card c : rec.players[static_cast<std::size_t>(player)].hole) {
      const int v = tie_rank(ranking, c.rank()) * 4 + static_cast<int>(c.suit());
      best = low_half ? std::min(best, v) : std::max(best, v);
    }
    return low_half ? -best : best;
  };
  std::stable_sort(winners.begin(), winners.end(), [&](int a, int b) { return priority(a) > priority(b); });
}

}  // namespace

// With each card as the point card, which plays with either of the other
// two, never both of them together: the better of two hold'em hands on the
// board.
std::array<engine::HighValue, 3> double_holdem_hands(const engine::HandRecord& rec, int player,
                                                     const engine::CardList& board) {
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  const auto holdem = [&](engine::Card a, engine::Card b) {
    std::array<engine::Card, 7> cards{a, b};
    std::size_t n = 2;
    for (engine::Card c : board) cards[n++] = c;
    return engine::best_high(std::span(cards.data(), n));
  };
  std::array<engine::HighValue, 3> choices;
  for (std::size_t point = 0; point < 3; ++point) {
    const engine::HighValue with_one = holdem(hole.cards[point], hole.cards[(point + 1) % 3]);
    const engine::HighValue with_other = holdem(hole.cards[point], hole.cards[(point + 2) % 3]);
    choices[point] = with_one.key >= with_other.key ? with_one : with_other;
  }
  return choices;
}

int hole_card_count(Variant v) {
  switch (v) {
    case Variant::kHoldem:
    case Variant::kSixPlusHoldem:
    case Variant::kSplitHoldem:
      return 2;
    case Variant::kOmaha: return 4;
    case Variant::kOmaha5: return 5;
    case Variant::kOmaha6: return 6;
    case Variant::kCourchevel: return 5;
    // The cards held after the flop's exchange, which the showdown judges
    // (docs/games.md G-DRAWMAHA-2, G-IRISH-2): drawmaha draws back to five,
    // Irish keeps two of its four.
    case Variant::kDrawmaha27:
    case Variant::kDrawmaha: return 5;
    case Variant::kIrish: return 2;
    case Variant::kDoubleHoldem: return 3;
    case Variant::kKuhn: return 1;
    default: return 0;
  }
}

bool hand_known(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  const Variant v = rec.game.variant;
  if (engine::is_stud(v)) return hole.size + board.size == engine::stud_card_count(v);
  if (engine::is_draw(v)) return hole.size == engine::draw_hand_size(v);
  if (v == Variant::kKuhn) return hole.size == 1;  // no board
  return board.size == 5 && hole.size == hole_card_count(v);
}

bool own_cards_known(const engine::HandRecord& rec, int player) {
  const int held = rec.players[static_cast<std::size_t>(player)].hole.size;
  const Variant v = rec.game.variant;
  if (engine::is_stud(v)) return held + rec.boards[0].size >= engine::stud_card_count(v);
  if (engine::is_draw(v)) return held >= engine::draw_hand_size(v);
  return held >= hole_card_count(v);
}

std::optional<engine::HighValue> high_hand(const engine::HandRecord& rec, int player, const engine::CardList& board,
                                           bool trips_beat_straight) {
  if (!hand_known(rec, player, board)) return std::nullopt;
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  // Drawmaha's board hand is its Omaha half (G-DRAWMAHA-3).
  if (is_omaha(rec.game.variant) || is_drawmaha(rec.game.variant))
    return engine::best_omaha_high(std::span(hole.begin(), hole.end()), std::span(board.begin(), board.end()));
  if (rec.game.variant == Variant::kSixPlusHoldem)
    return engine::best_short_deck_high(gather(rec, player, board).all(), trips_beat_straight);
  if (rec.game.variant == Variant::kDoubleHoldem) return double_holdem_hand(rec, player, board);
  return engine::best_high(gather(rec, player, board).all());
}

std::optional<engine::LowValue> low_hand(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  if (!hand_known(rec, player, board)) return std::nullopt;
  const auto& hole = rec.players[static_cast<std::size_t>(player)].hole;
  if (is_omaha(rec.game.variant)) return engine::best_omaha_low(std::span(hole.begin(), hole.end()), std::span(board.begin(), board.end()));
  return engine::best_a5_low(gather(rec, player, board).all(), true);
}

std::optional<std::uint32_t> main_value(const engine::HandRecord& rec, int player, const engine::CardList& board,
                                        bool trips_beat_straight) {
  if (!hand_known(rec, player, board)) return std::nullopt;
  const Hand h = gather(rec, player, board);
  switch (rec.game.variant) {
    case Variant::kRazz:
    case Variant::kDrawA5Triple:
    case Variant::kDrawA5Single:
    case Variant::kBadacey: return engine::best_a5_low(h.all(), false)->key;
    case Variant::kDraw27Single:
    case Variant::kDraw27Triple:
    case Variant::kRazz27:
    case Variant::kBadeucey: return engine::best_27_low(h.all()).key;
    case Variant::kBadugi: return engine::best_badugi(h.all()).key;
    // Drawmaha's first half, the draw half: the player's five alone
    // (docs/games.md G-DRAWMAHA-3, G-SPLIT-2).
    case Variant::kDrawmaha: return engine::best_high(own_cards(rec, player)).key;
    case Variant::kDrawmaha27: return engine::best_27_low(own_cards(rec, player)).key;
    case Variant::kKuhn: return static_cast<std::uint32_t>(h.all().front().rank());  // high card, no suit
    case Variant::kDoubleHoldem: {
      const std::optional<engine::HighValue> made = double_holdem_hand(rec, player, board);
      return made ? std::optional<std::uint32_t>(made->key) : std::nullopt;
    }
    default: return high_hand(rec, player, board, trips_beat_straight)->key;
  }
}

std::optional<std::uint32_t> second_value(const engine::HandRecord& rec, int player, const engine::CardList& board) {
  if (!hand_known(rec, player, board)) return std::nullopt;
  switch (rec.game.variant) {
    case Variant::kBadeucey: return engine::best_badugi(gather(rec, player, board).all(), true).key;
    case Variant::kBadacey: return engine::best_badugi(gather(rec, player, board).all(), false).key;
    // Drawmaha's Omaha half: two of his five and three of the board.
    case Variant::kDrawmaha:
    case Variant::kDrawmaha27: return high_hand(rec, player, board)->key;
    default: return std::nullopt;
  }
}

void board_winners_into(const engine::HandRecord& rec, const std::vector<int>& contenders,
                        const engine::CardList& board, const engine::Profile& profile, BoardWinners& w) {
  w.known = true;
  w.high.clear();
  w.low.clear();
  if (contenders.size() == 1) {
    w.high.push_back(contenders.front());
    return;
  }
  const Variant v = rec.game.variant;
  if (v == Variant::kDoubleHoldem) {
    double_holdem_winners(rec, contenders, board, w);
    return;
  }
  const bool split = engine::is_split_game(v);
  std::optional<std::uint32_t> best;
  std::optional<std::uint32_t> best_low;
  for (int i : contenders) {
    const auto h = main_value(rec, i, board, profile.short_deck_trips_beat_straight);
    if (!h) {
      w.known = false;
      return;
    }
    if (!best || *h > *best) { best = h; w.high.assign(1, i); }
    else if (*h == *best) w.high.push_back(i);
    // The second half: a split game's second ranking, which every hand
    // has (docs/games.md G-SPLIT-1), or a hi/lo game's qualifying low.
    std::optional<std::uint32_t> l;
    if (split) {
      l = second_value(rec, i, board);
    } else if (rec.game.hi_lo) {
      if (const auto low = low_hand(rec, i, board)) l = low->key;
    }
    if (!l) continue;
    if (!best_low || *l > *best_low) { best_low = l; w.low.assign(1, i); }
    else if (*l == *best_low) w.low.push_back(i);
  }
  if (profile.odd_chip_override == engine::OddChipOverride::kHighestCard) {
    order_by_highest_card(rec, first_tie_ranking(v), w.high);
    order_by_highest_card(rec, second_tie_ranking(v), w.low);
  } else if (engine::is_stud(v)) {
    order_stud_ties(rec, board, profile, first_tie_ranking(v), w.high);
    order_stud_ties(rec, board, profile, second_tie_ranking(v), w.low);
  }
}

}  // namespace replay

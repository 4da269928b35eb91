// Hold'em, 6+ and Split Hold'em, Omaha (four, five and six cards, high and
// hi/lo) and Courchevel for the hand generator: hole cards, blinds (6+: the
// button blind), the pre-flop round, then the flop, turn and river
// (POKERSTARS_FORMAT.md §5). Courchevel shows the first board card before
// the first round ("*** PRE-FLOP *** [2s]"); Split Hold'em deals its two
// boards street by street ("*** FIRST FLOP *** [..]", "*** SECOND FLOP ***
// [..]", the betting after both).
#include <algorithm>

#include "engine/hand_eval.h"
#include "generator/generator_deal.h"
#include "validators/hand_description.h"
#include "replay/showdown.h"

namespace generator {

namespace {

using engine::Variant;

// "*** FLOP *** [2s 3h 4h]" ("*** FIRST FLOP *** ..." for the first of two
// boards); the turn and river show the earlier cards in a bracket of their
// own. Courchevel's flop may keep its first card apart, "[8s] [2c 9h]" (the
// client's later form; the earlier one is the plain three-card bracket).
void street_line(Deal& d, Street s, std::span<const Card> b, std::string_view which, bool first_card_apart) {
  auto& out = d.out;
  out += "*** ";
  out += which;
  switch (s) {
    case Street::kFlop:
      out += "FLOP *** ";
      if (first_card_apart) {
        d.cards(b.first(1));
        out += ' ';
        d.cards(b.subspan(1, 2));
      } else {
        d.cards(b.first(3));
      }
      break;
    case Street::kTurn:
      out += "TURN *** ";
      d.cards(b.first(3));
      out += ' ';
      d.cards(b.subspan(3, 1));
      break;
    case Street::kRiver:
      out += "RIVER *** ";
      d.cards(b.first(4));
      out += ' ';
      d.cards(b.subspan(4, 1));
      break;
    case Street::kPreflop:
    case Street::kSeventh:
    case Street::kShowdown:
      break;
  }
  out += '\n';
}

void street_marker(Deal& d, Street s, bool first_card_apart) {
  if (d.two_boards()) {
    street_line(d, s, d.board, "FIRST ", false);
    street_line(d, s, d.second_board, "SECOND ", false);
  } else {
    street_line(d, s, d.board, "", first_card_apart);
  }
  d.e.board_cards = d.board_count = 2 + static_cast<int>(s);
  ++d.e.rounds;
}

// Hold'em: the best five of seven (6+: under the short-deck ranking; Split
// Hold'em: on each board); Omaha and Courchevel: two hole and three board
// cards, and in hi/lo the 8-or-better low the same way (RULES.md R-SD-3,
// R-SD-6).
Showing evaluate(const Deal& d, int i) {
  const auto& hole = d.own[static_cast<std::size_t>(i)];
  const auto held =
      std::span<const Card>(hole.data(), static_cast<std::size_t>(d.own_count[static_cast<std::size_t>(i)]));
  const Variant v = d.e.variant;
  const bool short_deck = v == Variant::kSixPlusHoldem;
  auto high_on = [&](const std::array<Card, 5>& board) {
    if (held.size() > 2) return engine::best_omaha_high(held, board);
    std::array<Card, 7> seven{};
    std::copy(held.begin(), held.end(), seven.begin());
    std::copy(board.begin(), board.end(), seven.begin() + 2);
    return short_deck ? engine::best_short_deck_high(seven) : engine::best_high(seven);
  };
  Showing s;
  const engine::HighValue high = high_on(d.board);
  s.high = high.key;
  s.text = validators::pokerstars_high_description(high, short_deck);
  if (d.two_boards()) {
    const engine::HighValue second = high_on(d.second_board);
    s.second_high = second.key;
    s.second_text = validators::pokerstars_high_description(second);
  }
  if (!d.e.hi_lo) return s;
  s.text = "HI: " + s.text;
  if (const auto low = engine::best_omaha_low(held, d.board)) {
    s.low = low->key;
    s.text += "; LO: " + validators::pokerstars_low_description(*low);
  }
  return s;
}

}  // namespace

void play_flop(Deal& d) {
  auto& e = d.e;
  const int hole = replay::hole_card_count(e.variant);
  for (int i = 0; i < d.n; ++i)
    for (int c = 0; c < hole; ++c) d.deal_to(i);
  for (auto& c : d.board) c = d.deck.draw(d.rng);
  if (d.two_boards())
    for (auto& c : d.second_board) c = d.deck.draw(d.rng);

  engine::HandState st = d.start_blind_game("*** HOLE CARDS ***");
  const bool courchevel = e.variant == Variant::kCourchevel;
  const bool first_card_apart = courchevel && d.rng.chance(50);
  if (courchevel) {
    d.out += "*** PRE-FLOP *** ";
    d.cards(std::span<const Card>(d.board).first(1));
    d.out += '\n';
  }
  Street street = Street::kPreflop;
  int aggressor = d.betting_round(st);
  while (st.live_count() > 1 && street != Street::kRiver && st.can_act_count() > 1) {
    street = static_cast<Street>(static_cast<int>(street) + 1);
    street_marker(d, street, first_card_apart);
    st.start_street(street);
    aggressor = d.betting_round(st);
  }

  // Betting is over: the uncalled bet, then the rest of the board.
  d.settle(st);
  const bool contested = st.live_count() > 1;
  while (contested && street != Street::kRiver) {
    street = static_cast<Street>(static_cast<int>(street) + 1);
    street_marker(d, street, first_card_apart);
  }
  d.finish(st, aggressor >= 0 ? aggressor : (e.button + 1) % d.n, evaluate);
}

}  // namespace generator

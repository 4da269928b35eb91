// Hold'em and Omaha (four and five cards, high and hi/lo) for the hand
// generator: hole cards, blinds, the pre-flop round, then the flop, turn and
// river (POKERSTARS_FORMAT.md §5).
#include <algorithm>

#include "cli/generator_deal.h"
#include "engine/hand_eval.h"
#include "validators/hand_description.h"

namespace cli::gen {

namespace {

int hole_cards(engine::Variant v) { return v == engine::Variant::kOmaha5 ? 5 : v == engine::Variant::kOmaha ? 4 : 2; }

void street_marker(Deal& d, Street s) {
  auto& out = d.out;
  const std::span<const Card> b(d.board);
  switch (s) {
    case Street::kFlop:
      out += "*** FLOP *** ";
      d.cards(b.first(3));
      break;
    case Street::kTurn:
      out += "*** TURN *** ";
      d.cards(b.first(3));
      out += ' ';
      d.cards(b.subspan(3, 1));
      break;
    case Street::kRiver:
      out += "*** RIVER *** ";
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
  d.e.board_cards = d.board_count = 2 + static_cast<int>(s);
  ++d.e.rounds;
}

// Hold'em: the best five of seven; Omaha: two hole and three board cards,
// and in hi/lo the 8-or-better low the same way (RULES.md R-SD-3, R-SD-6).
Showing evaluate(const Deal& d, int i) {
  const auto& hole = d.own[static_cast<std::size_t>(i)];
  const auto held =
      std::span<const Card>(hole.data(), static_cast<std::size_t>(d.own_count[static_cast<std::size_t>(i)]));
  Showing s;
  engine::HighValue high;
  if (d.e.variant == engine::Variant::kHoldem) {
    std::array<Card, 7> seven{};
    std::copy(held.begin(), held.end(), seven.begin());
    std::copy(d.board.begin(), d.board.end(), seven.begin() + 2);
    high = engine::best_high(seven);
  } else {
    high = engine::best_omaha_high(held, d.board);
  }
  s.high = high.key;
  s.text = validators::pokerstars_high_description(high);
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
  const int hole = hole_cards(e.variant);
  for (int i = 0; i < d.n; ++i)
    for (int c = 0; c < hole; ++c) d.deal_to(i);
  for (auto& c : d.board) c = d.deck.draw(d.rng);

  engine::HandState st = d.start_blind_game("*** HOLE CARDS ***");
  Street street = Street::kPreflop;
  int aggressor = d.betting_round(st);
  while (st.live_count() > 1 && street != Street::kRiver && st.can_act_count() > 1) {
    street = static_cast<Street>(static_cast<int>(street) + 1);
    street_marker(d, street);
    st.start_street(street);
    aggressor = d.betting_round(st);
  }

  // Betting is over: the uncalled bet, then the rest of the board.
  d.settle(st);
  const bool contested = st.live_count() > 1;
  while (contested && street != Street::kRiver) {
    street = static_cast<Street>(static_cast<int>(street) + 1);
    street_marker(d, street);
  }
  d.finish(st, aggressor >= 0 ? aggressor : (e.button + 1) % d.n, evaluate);
}

}  // namespace cli::gen

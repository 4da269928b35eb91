// settle_added_wagers (parser/added_wagers.h): an all-in that adds its
// amount becomes a call, a raise or a bet; the player who already has the
// largest bet in (the big blind's option after limps) bets in most rooms'
// terms and raises in Cake's.
#include <doctest/doctest.h>

#include <vector>

#include "engine/hand_record.h"
#include "parser/added_wagers.h"

namespace {

using engine::Act;
using engine::Chips;

engine::ActionRecord wager(Act kind, int player, Chips amount, bool all_in = false) {
  engine::ActionRecord a;
  a.kind = kind;
  a.player = static_cast<std::int16_t>(player);
  a.street = engine::Street::kPreflop;
  a.amount = amount;
  a.all_in = all_in;
  return a;
}

// Blinds of 5 and 10, player 2 limps for 10, then the big blind (player 1)
// is all in for 40 more, then player 2 is all in for 25.
engine::HandRecord limped_pot() {
  engine::HandRecord rec;
  rec.actions = {wager(Act::kPostSmallBlind, 0, Chips{5}), wager(Act::kPostBigBlind, 1, Chips{10}),
                 wager(Act::kCall, 2, Chips{10}), wager(Act::kBet, 1, Chips{40}, true),
                 wager(Act::kBet, 2, Chips{25}, true)};
  return rec;
}

}  // namespace

TEST_CASE("settle_added_wagers: an all-in over the player's own largest bet, by the room's terms") {
  std::vector<engine::Finding> findings;
  engine::HandRecord stays = limped_pot();
  parser::settle_added_wagers(stays, findings);
  CHECK(stays.actions[3].kind == Act::kBet);  // the big blind's 40 stays a bet
  CHECK(stays.actions[3].amount == Chips{40});
  CHECK(stays.actions[4].kind == Act::kCall);  // 10 + 25 reaches no further than 50
  engine::HandRecord raises = limped_pot();
  parser::settle_added_wagers(raises, findings, parser::AllInOverOwnBet::kRaises);
  CHECK(raises.actions[3].kind == Act::kRaise);  // Cake: a raise to 50, 40 over the 10
  CHECK(raises.actions[3].to == Chips{50});
  CHECK(raises.actions[3].amount == Chips{40});
  CHECK(raises.actions[4].kind == Act::kCall);
  CHECK(findings.empty());
}

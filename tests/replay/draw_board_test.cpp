// A draw hand whose log shows cards on street markers (a damaged or edited
// log: draw games have no board) is valued on the players' five cards
// alone. Found by fuzz_pokerstars_hand: the board was added to each hand
// and the evaluator, which takes at most seven cards, was given nine.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/profile.h"
#include "parser/pokerstars_parser.h"
#include "replay/awards.h"
#include "replay/trace.h"

TEST_CASE("five-card draw: cards on a flop marker are no part of the hands at showdown") {
  const std::string text =
      "PokerStars Hand #4700: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/01 12:00:00 ET\n"
      "Table 'Draw' 6-max Seat #1 is the button\n"
      "Seat 1: Ann ($10 in chips)\n"
      "Seat 2: Bea ($10 in chips)\n"
      "Bea: posts small blind $0.05\n"
      "Ann: posts big blind $0.10\n"
      "*** DEALING HANDS ***\n"
      "Bea: calls $0.05\n"
      "Ann: checks\n"
      "*** FLOP *** [Ah Kc 7s Qd]\n"
      "*** SHOW DOWN ***\n"
      "Ann: shows [2c 2d 5h 9s Jc] (a pair of Deuces)\n"
      "Bea: shows [3c 4d 8h Ts Qs] (high card Queen)\n"
      "Ann collected $0.20 from pot\n"
      "*** SUMMARY ***\n"
      "Total pot $0.20 | Rake $0\n"
      "Seat 1: Ann (big blind) showed [2c 2d 5h 9s Jc] and won ($0.20) with a pair of Deuces\n"
      "Seat 2: Bea (small blind) showed [3c 4d 8h Ts Qs] and lost with high card Queen\n";
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  REQUIRE(rec.boards[0].size == 4);
  const replay::Trace t = replay::replay_hand(rec, *engine::find_profile("pokerstars", false));
  // Ann's pair of deuces wins the $0.20; with the board counted, Bea's
  // queen would pair the board's and win.
  REQUIRE(t.awards.size() == 1);
  REQUIRE(t.awards[0].has_value());
  CHECK(t.awards[0]->shares.at(0) == engine::Chips{20});
  CHECK(!t.awards[0]->shares.contains(1));
}

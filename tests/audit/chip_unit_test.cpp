// The unit a split is made of (Profile::odd_chip_unit, chip_in_play_until):
// online cash games pay in the currency's smallest unit whatever the stakes;
// PokerStars paid in the smallest chip in play until the end of 2008;
// tournaments and play money pay in whole chips.
//
// The hand: $0.25/$0.50, every amount a multiple of $0.25, so the smallest
// chip in play is $0.25. Ann (button) and Bob tie with the board's straight
// for a pot of $5.00 less $0.25 rake = $4.75. To the cent: 2.38 to Bob, the
// first winner left of the button, 2.37 to Ann. In $0.25 chips: 19 chips,
// 10 to Bob ($2.50) and 9 to Ann ($2.25). The collect lines start on line 24.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace {

std::string tied_hand(std::string_view date, std::string_view bob, std::string_view ann) {
  std::string s = "PokerStars Hand #3001:  Hold'em No Limit ($0.25/$0.50 USD) - ";
  s += date;
  s += R"( ET
Table 'Delta' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cid ($50 in chips)
Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
Ann: raises $1 to $1.50
Bob: calls $1.25
Cid: folds
*** FLOP *** [Ah Kd Qs]
Bob: bets $0.75
Ann: calls $0.75
*** TURN *** [Ah Kd Qs] [Jc]
Bob: checks
Ann: checks
*** RIVER *** [Ah Kd Qs Jc] [Th]
Bob: checks
Ann: checks
*** SHOW DOWN ***
Bob: shows [4c 3d] (a straight, Ten to Ace)
Ann: shows [6s 6d] (a straight, Ten to Ace)
)";
  s += "Bob collected ";
  s += bob;
  s += " from pot\nAnn collected ";
  s += ann;
  s += R"( from pot
*** SUMMARY ***
Total pot $5 | Rake $0.25
Board [Ah Kd Qs Jc Th]
Seat 1: Ann (button) showed [6s 6d] and won ()";
  s += ann;
  s += R"() with a straight, Ten to Ace
Seat 2: Bob (small blind) showed [4c 3d] and won ()";
  s += bob;
  s += R"() with a straight, Ten to Ace
Seat 3: Cid (big blind) folded before Flop
)";
  return s;
}

constexpr std::string_view k2021 = "2021/08/21 14:45:25";
constexpr std::string_view k2008 = "2008/01/15 21:00:00";

}  // namespace

TEST_CASE("chip unit: a cash tie of today is split to the cent, whatever the chips in play") {
  CHECK_AUDIT(tied_hand(k2021, "$2.38", "$2.37"), "pokerstars", {});
  // Split in $0.25 chips today: Ann gets less than her even share of 2.37.
  CHECK_AUDIT(tied_hand(k2021, "$2.50", "$2.25"), "pokerstars", {{"tie-not-split-equally", 24, 1}});
}

TEST_CASE("chip unit: PokerStars split in the smallest chip in play until the end of 2008") {
  CHECK_AUDIT(tied_hand(k2008, "$2.50", "$2.25"), "pokerstars", {});
  CHECK_AUDIT(tied_hand(k2008, "$2.38", "$2.37"), "pokerstars", {{"odd-chip-invalid", 24, 1}});
  CHECK_AUDIT(tied_hand("2008/12/31 23:59:59", "$2.50", "$2.25"), "pokerstars", {});
  CHECK_AUDIT(tied_hand("2009/01/01 00:00:00", "$2.38", "$2.37"), "pokerstars", {});
}

TEST_CASE("chip unit: rooms whose own logs show cents split to the cent in 2008 too") {
  CHECK_AUDIT(tied_hand(k2008, "$2.38", "$2.37"), "partypoker", {});
  CHECK_AUDIT(tied_hand(k2008, "$2.38", "$2.37"), "wpn", {});
  // Live rules (robert) split in the smallest chip in play at any date.
  CHECK_AUDIT(tied_hand(k2021, "$2.50", "$2.25"), "robert", {});
}

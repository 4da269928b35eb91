// The unit a split is made of (Profile::odd_chip_unit, chip_in_play_until):
// online cash games pay in the currency's smallest unit whatever the stakes;
// PokerStars paid in the smallest chip in play until the end of 2008;
// tournaments pay in whole chips, and play money as the room pays it (888's
// Practice Play to the hundredth, PokerStars' in whole chips).
//
// The hand: $0.25/$0.50, every amount a multiple of $0.25, so the smallest
// chip in play is $0.25. Ann (button) and Bob tie with the board's straight
// for a pot of $5.00 less $0.25 rake = $4.75. To the cent: 2.38 to Bob, the
// first winner left of the button, 2.37 to Ann. In $0.25 chips: 19 chips,
// 10 to Bob ($2.50) and 9 to Ann ($2.25). The collect lines start on line 24.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

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

namespace {

// An 888 Practice Play (play money) hand at 0.25/0.50: Ann (button) and Cid
// tie with the board's straight for 4.75; Cid, the first winner left of the
// button, collects `cid` and Ann `ann` (lines 27 and 28). A tournament's
// chips, and PHH's amounts, are never play money.
std::string practice_play_tie(std::string_view cid, std::string_view ann) {
  std::string s = R"(#Game No : 900000101
***** 888poker Hand History for Game 900000101 *****
0.25/0.50 Blinds No Limit Holdem - *** 15 05 2020 21:40:28
Table Osaka 6 Max (Practice Play)
Seat 1 is the button
Total number of players : 3
Seat 1: Ann ( 50 )
Seat 2: Bob ( 50 )
Seat 4: Cid ( 50 )
Bob posts small blind [0.25]
Cid posts big blind [0.50]
** Dealing down cards **
Ann raises [1.50]
Bob folds
Cid calls [1]
** Dealing flop ** [ Ah, Kd, Qs ]
Cid bets [0.75]
Ann calls [0.75]
** Dealing turn ** [ Jc ]
Cid checks
Ann checks
** Dealing river ** [ Th ]
Cid checks
Ann checks
** Summary **
Cid shows [ 2c, 3d ]
Ann shows [ 4c, 5d ]
Cid collected [ )";
  s += cid;
  s += " ]\nAnn collected [ ";
  s += ann;
  s += " ]\n";
  return s;
}

}  // namespace

TEST_CASE("chip unit: 888's play money is split to the hundredth, PokerStars' in whole chips") {
  const auto room = [](std::string_view text, std::string_view profile = {},
                       const std::vector<engine::SwitchSetting>& switches = {}) {
    return audit_expect::audit_room(parser::SiteFormat::kPacific, text, profile, switches);
  };
  CHECK(room(practice_play_tie("2.38", "2.37")).findings.empty());
  // Not an even split to the hundredth: Ann gets less than her share.
  const auto uneven = room(practice_play_tie("2.50", "2.25"));
  REQUIRE(uneven.findings.size() == 1);
  CHECK(engine::rule_id(uneven.findings[0].rule) == "tie-not-split-equally");
  // The same hand judged as a room that pays play money in whole chips.
  const auto chips = room(practice_play_tie("2.38", "2.37"), "", {{"play_money_in_cents", "false"}});
  REQUIRE(chips.findings.size() == 1);
  CHECK(engine::rule_id(chips.findings[0].rule) == "odd-chip-invalid");
  CHECK(chips.findings[0].pos.line == 28);  // the split's last collect
}

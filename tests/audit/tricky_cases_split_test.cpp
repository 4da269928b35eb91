// TRICKY_CASES.md rankings and hi/lo splits as PokerStars hands audited
// through audit::audit_hand: TC-34 (one set of hands under deuce-to-seven,
// ace-to-five and high, as draw hands), TC-35 (O/8 with a side pot: a split
// main pot and a scooped side pot) and TC-46 (O/8 identical hands: the whole
// pot split evenly under wsop, each half on its own under tda).
//
// The other Omaha cases (TC-29, TC-30, TC-31 and a TC-35 shape without the
// side pot) are in omaha_test.cpp; the stud ones in tricky_cases_stud_test.cpp.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "tests/support/audit_expect.h"
#include "tests/support/hand_text.h"

namespace {

// ---------------------------------------------------------------- TC-34
using hand_text::draw_hand;
using hand_text::Drawn;

// The case's four hands, with the descriptions PokerStars gives them in each ranking.
constexpr Drawn kH1Low{"H1", "7s 5d 4c 3h 2s", "Lo: 7,5,4,3,2"};
constexpr Drawn kH4Flush{"H4", "Kh 9h 7h 6h 5h", "Lo: a flush, King high"};

}  // namespace

TEST_CASE("TC-34 (WSOP-L 281-282, RRP): deuce-to-seven, A-5-4-3-2 is ace high and no straight") {
  const std::vector<Drawn> four{
      kH1Low, {"H2", "Ad 5c 4d 3s 2d", "Lo: A,5,4,3,2"}, {"H3", "Ah Kc 4s 3c 2h", "Lo: A,K,4,3,2"}, kH4Flush};
  // H1 > H2 > H3 > H4 (the flush is worst).
  CHECK_AUDIT(draw_hand("Triple Draw 2-7 Lowball Limit", 3, four, 0), "", {});
  // H2 against H3 alone: A-5-4-3-2 beats A-K-4-3-2. Trap (PokerKit): H2 as a
  // straight, so H3 wins. The collect line is on line 28.
  const std::vector<Drawn> two{four[1], four[2]};
  CHECK_AUDIT(draw_hand("Triple Draw 2-7 Lowball Limit", 3, two, 0), "", {});
  CHECK_AUDIT(draw_hand("Triple Draw 2-7 Lowball Limit", 3, two, 1), "", {{"wrong-winner", 28, 1}});
  CHECK_AUDIT(draw_hand("Single Draw 2-7 Lowball Limit", 1, two, 1), "", {{"wrong-winner", 18, 1}});
}

TEST_CASE("TC-34: ace-to-five, the wheel is best and K-9-7-6-5 beats K-4-3-2-A, high, the flush wins") {
  const std::vector<Drawn> a5{{"H1", "7s 5d 4c 3h 2s", "Lo: 7,5,4,3,2"},
                              {"H2", "Ad 5c 4d 3s 2d", "Lo: 5,4,3,2,A"},
                              {"H3", "Ah Kc 4s 3c 2h", "Lo: K,4,3,2,A"},
                              {"H4", "Kh 9h 7h 6h 5h", "Lo: K,9,7,6,5"}};
  // H2 (wheel) > H1 > H3 > H4: the 2-7 order would give the pot to H1.
  CHECK_AUDIT(draw_hand("Triple Draw A-5 Lowball Limit", 3, a5, 1), "", {});
  CHECK_AUDIT(draw_hand("Triple Draw A-5 Lowball Limit", 3, a5, 0), "", {{"wrong-winner", 46, 1}});
  // H3 against H4 alone: K-4-3-2-A is the lower king.
  CHECK_AUDIT(draw_hand("Triple Draw A-5 Lowball Limit", 3, {a5[2], a5[3]}, 0), "", {});

  // High (five-card draw): H4 (flush) > H2 (five-high straight) > H3 > H1.
  const std::vector<Drawn> high{{"H1", "7s 5d 4c 3h 2s", "high card Seven"},
                                {"H2", "Ad 5c 4d 3s 2d", "a straight, Ace to Five"},
                                {"H3", "Ah Kc 4s 3c 2h", "high card Ace"},
                                {"H4", "Kh 9h 7h 6h 5h", "a flush, King high"}};
  CHECK_AUDIT(draw_hand("5 Card Draw Limit", 1, high, 3), "", {});
  CHECK_AUDIT(draw_hand("5 Card Draw Limit", 1, high, 1), "", {{"wrong-winner", 28, 1}});
  CHECK_AUDIT(draw_hand("5 Card Draw Limit", 1, {high[1], high[2]}, 0), "", {});
}

namespace {
// ---------------------------------------------------------------- TC-35
// O/8 tournament, 10/20. C (button) raises to 60, A and B call; on the flop
// A is all-in for his last 40, B raises to 240, C calls. Contributions A 100,
// B 300, C 300: main 300 (A B C), side 400 (B C). Board 2h 6c 8d Kc Kh. The
// collect lines start on line 26.
std::string tc35(std::string_view collects, std::string_view c_won, std::string_view a_won, std::string_view b_won) {
  return std::string(
             R"(PokerStars Hand #5035: Tournament #9035, $10+$1 USD Omaha Hi/Lo Pot Limit - Level I (10/20) - 2024/06/02 14:00:00 ET
Table '9035 1' 9-max Seat #1 is the button
Seat 1: C (1000 in chips)
Seat 2: A (100 in chips)
Seat 3: B (1000 in chips)
A: posts small blind 10
B: posts big blind 20
*** HOLE CARDS ***
C: raises 40 to 60
A: calls 50
B: calls 40
*** FLOP *** [2h 6c 8d]
A: bets 40 and is all-in
B: raises 200 to 240
C: calls 240
*** TURN *** [2h 6c 8d] [Kc]
B: checks
C: checks
*** RIVER *** [2h 6c 8d Kc] [Kh]
B: checks
C: checks
)") + hand_text::showdown({{3, "B", "9s 9d Tc Td", "HI: two pair, Kings and Tens", b_won, " (big blind)"},
                           {1, "C", "Ks Qd Jd Th", "HI: three of a kind, Kings", c_won, " (button)"},
                           {2, "A", "Ac 3d Qs Js", "HI: a pair of Kings; LO: 8,6,3,2,A", a_won, " (small blind)"}},
                          collects, "Total pot 700 Main pot 300. Side pot 400. | Rake 0\nBoard [2h 6c 8d Kc Kh]\n", {});
}
}  // namespace

TEST_CASE("TC-35: hi/lo with a side pot, a low in the main pot, a scoop in the side pot") {
  // Main: high 150 to C, low 150 to A. Side: no low between B and C, C scoops 400.
  const std::string_view main = "C collected 150 from main pot\nA collected 150 from main pot\n";
  for (std::string_view profile : {"pokerstars", "tda", "wsop", "robert"})
    CHECK_AUDIT(tc35(std::string("C collected 400 from side pot\n") + std::string(main), "550", "150", ""), profile,
                {});
  // Trap: the side pot split in halves although nobody in it has a low.
  CHECK_AUDIT(tc35(std::string("C collected 200 from side pot\nB collected 200 from side pot\n") + std::string(main),
                   "350", "150", "200"),
              "", {{"scoop-not-awarded", 26, 1}});
  // Trap: A, all-in for the main pot only, takes the low half of the side pot.
  CHECK_AUDIT(tc35(std::string("C collected 200 from side pot\nA collected 200 from side pot\n") + std::string(main),
                   "350", "350", ""),
              "", {{"scoop-not-awarded", 26, 1}, {"ineligible-player-awarded", 27, 1, "A"}});
}

namespace {
// ---------------------------------------------------------------- TC-46
// O/8 $0.01/$0.02: C (seat 1) is the button, A seat 2, B seat 3; each puts
// in $0.34, pot $1.02. Board 2c 3d 4h Ks Qc: A and B both make the wheel for
// high and low. The collect lines start on line 28.
std::string tc46(std::string_view collects, std::string_view a_won, std::string_view b_won) {
  return std::string(R"(PokerStars Hand #5046:  Omaha Hi/Lo Pot Limit ($0.01/$0.02 USD) - 2024/06/02 14:05:00 ET
Table 'Omicron' 6-max Seat #1 is the button
Seat 1: C ($5.01 in chips)
Seat 2: A ($5.01 in chips)
Seat 3: B ($5.01 in chips)
A: posts small blind $0.01
B: posts big blind $0.02
*** HOLE CARDS ***
C: calls $0.02
A: calls $0.01
B: checks
*** FLOP *** [2c 3d 4h]
A: bets $0.06
B: calls $0.06
C: calls $0.06
*** TURN *** [2c 3d 4h] [Ks]
A: bets $0.24
B: calls $0.24
C: calls $0.24
*** RIVER *** [2c 3d 4h Ks] [Qc]
A: bets $0.02
B: calls $0.02
C: calls $0.02
)") + hand_text::showdown(
             {{2, "A", "As 5d 9c 9d", "HI: a straight, Ace to Five; LO: 5,4,3,2,A", a_won, " (small blind)"},
              {3, "B", "Ah 5c Js Jd", "HI: a straight, Ace to Five; LO: 5,4,3,2,A", b_won, " (big blind)"},
              {1, "C", "Kh Kd Qd Qh", "HI: three of a kind, Kings", "", " (button)"}},
             collects, "Total pot $1.02 | Rake $0\nBoard [2c 3d 4h Ks Qc]\n", {});
}
// Each half 51 split 26/25, both odd cents to A, the first seat left of the button.
const std::string kTc46Halves = tc46(
    "A collected $0.26 from pot\nB collected $0.25 from pot\nA collected $0.26 from pot\nB collected $0.25 from pot\n",
    "$0.52", "$0.50");
// The whole pot split as evenly as possible.
const std::string kTc46Even = tc46(
    "A collected $0.26 from pot\nB collected $0.25 from pot\nB collected $0.26 from pot\nA collected $0.25 from pot\n",
    "$0.51", "$0.51");
}  // namespace

TEST_CASE("TC-46 (WSOP-T 73 vs TDA 2024): identical hands winning both halves of an O/8 pot") {
  // wsop (hilo_identical_even): A 51, B 51, cash and tournament alike.
  CHECK_AUDIT(kTc46Even, "wsop", {});
  CHECK_AUDIT(kTc46Halves, "wsop", {{"odd-chip-wrong-recipient", 28, 1}});
  const audit::HandReport wsop = audit_expect::audit(kTc46Halves, "wsop");
  const engine::Finding* even = audit_expect::find(wsop, "odd-chip-wrong-recipient");
  REQUIRE(even != nullptr);
  CHECK(even->expected.text == "A $0.51, B $0.51");
  CHECK(even->expected.shares == std::vector<engine::Share>{{"A", engine::Chips{51}}, {"B", engine::Chips{51}}});
  CHECK(even->message.find("as evenly as possible") != std::string::npos);
  CHECK(even->message.find("(profile wsop)") != std::string::npos);
  // tda (20-D deleted in 2022), and the profiles without the switch: A 52, B 50.
  for (std::string_view profile : {"tda", "robert", "pokerstars"}) {
    CHECK_AUDIT(kTc46Halves, profile, {});
    CHECK_AUDIT(kTc46Even, profile, {{"odd-chip-wrong-recipient", 28, 1}});
  }
  const audit::HandReport tda = audit_expect::audit(kTc46Even, "tda");
  const engine::Finding* halves = audit_expect::find(tda, "odd-chip-wrong-recipient");
  REQUIRE(halves != nullptr);
  CHECK(halves->expected.text == "A $0.52, B $0.50");
  CHECK(halves->expected.shares == std::vector<engine::Share>{{"A", engine::Chips{52}}, {"B", engine::Chips{50}}});
  CHECK(halves->message.find("each half on its own (profile tda)") != std::string::npos);
}

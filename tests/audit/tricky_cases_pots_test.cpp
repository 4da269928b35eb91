// TRICKY_CASES.md forced bets and pots: TC-17, TC-20 (section B) and TC-23,
// TC-24, TC-25 (section C), as PokerStars hands audited through
// audit::audit_hand under the site's own profile (`pokerstars`): none of these
// outcomes depends on a profile switch. Chip amounts are tournament or play
// chips; TC-20 is a $1/$2 cash hand as in the case.
//
// Each legal line of play must be clean; each trap named by the case is
// written as the log a faulty server would produce and must be reported.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace tricky_cases_pots_test {

namespace {

std::string with(std::string_view from, std::string_view to, std::string text) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// ---------------------------------------------------------------- TC-17
// NLHE 50/100; the big blind B has only 60 and posts it all-in. Ends on line 9.
constexpr std::string_view kTc17 = R"(PokerStars Hand #4217: Tournament #8017, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/05 19:00:00 ET
Table '8017 1' 9-max Seat #1 is the button
Seat 1: N (5000 in chips)
Seat 2: S (5000 in chips)
Seat 3: B (60 in chips)
Seat 4: U (5000 in chips)
S: posts small blind 50
B: posts big blind 60 and is all-in
*** HOLE CARDS ***
)";
constexpr std::string_view kTc17Rest = R"(*** FLOP *** [Jc 7h 2d]
U: checks
N: checks
*** TURN *** [Jc 7h 2d] [9s]
U: checks
N: checks
*** RIVER *** [Jc 7h 2d 9s] [Kd]
U: checks
N: checks
*** SHOW DOWN ***
U: shows [Ah Jd] (a pair of Jacks)
N: shows [Qc Qh] (a pair of Queens)
N collected 80 from side pot
B: shows [7c 7s] (three of a kind, Sevens)
B collected 230 from main pot
*** SUMMARY ***
Total pot 310 Main pot 230. Side pot 80. | Rake 0
Board [Jc 7h 2d 9s Kd]
Seat 1: N (button) showed [Qc Qh] and won (80) with a pair of Queens
Seat 2: S (small blind) folded before Flop
Seat 3: B (big blind) showed [7c 7s] and won (230) with three of a kind, Sevens
Seat 4: U showed [Ah Jd] and lost with a pair of Jacks
)";

}  // namespace

TEST_CASE("TC-17 (WSOP-L 150, RRP blinds 1): a short all-in big blind, the bring-in stays 100") {
  // UTG and the button call 100, the SB folds: main 230 (BB, UTG, BTN), side 80.
  CHECK_AUDIT(std::string(kTc17) + "U: calls 100\nN: calls 100\nS: folds\n" + std::string(kTc17Rest), "", {});

  // "Calling 60" with chips behind is wrong (U completes when the action
  // comes back, so the money still adds up).
  CHECK_AUDIT(std::string(kTc17) + "U: calls 60\nN: calls 100\nS: folds\nU: calls 40\n" + std::string(kTc17Rest), "",
              {{"wrong-call-amount", 10, 4, "U"}});
}

namespace {
// ---------------------------------------------------------------- TC-20
// $1/$2, six-handed; Xan (seat 5, the cutoff) comes back and posts $1 dead
// plus $2 live. Ends on line 15.
constexpr std::string_view kTc20 = R"(PokerStars Hand #4220:  Hold'em No Limit ($1/$2 USD) - 2024/05/05 19:05:00 ET
Table 'Eta' 6-max Seat #6 is the button
Seat 1: Sia ($200.37 in chips)
Seat 2: Bea ($198.12 in chips)
Seat 3: Uma ($200 in chips)
Seat 4: Moe ($211.09 in chips)
Seat 5: Xan ($150 in chips)
Seat 6: Ben ($205.50 in chips)
Sia: posts small blind $1
Bea: posts big blind $2
Xan: posts small & big blinds $3
*** HOLE CARDS ***
Uma: folds
Moe: folds
Xan: checks
)";
constexpr std::string_view kTc20Seats = R"(Seat 2: Bea (big blind) collected ($)
Seat 3: Uma folded before Flop (didn't bet)
Seat 4: Moe folded before Flop (didn't bet)
Seat 5: Xan folded on the Flop
Seat 6: Ben (button) folded before Flop (didn't bet)
)";
}  // namespace

TEST_CASE("TC-20 (WSOP-L 156): of made-up blinds only the big-blind part is live") {
  // (i) Xan checks (his live $2 matches the BB), the SB completes: pot 7.
  CHECK_AUDIT(std::string(kTc20) + R"(Ben: folds
Sia: calls $1
Bea: checks
*** FLOP *** [Kd 9s 4h]
Sia: checks
Bea: bets $4
Xan: folds
Sia: folds
Uncalled bet ($4) returned to Bea
Bea collected $6.70 from pot
Bea: doesn't show hand
*** SUMMARY ***
Total pot $7 | Rake $0.30
Board [Kd 9s 4h]
Seat 1: Sia (small blind) folded on the Flop
)" + with("($)", "($6.70)", std::string(kTc20Seats)),
              "", {});

  // (ii) The BB raises to $6: Xan calls by adding $4 (7 in all); pot 15.
  const std::string raised = std::string(kTc20) + R"(Ben: folds
Sia: calls $1
Bea: raises $4 to $6
Xan: calls $4
Sia: folds
*** FLOP *** [Kd 9s 4h]
Bea: bets $8
Xan: folds
Uncalled bet ($8) returned to Bea
Bea collected $14.25 from pot
Bea: doesn't show hand
*** SUMMARY ***
Total pot $15 | Rake $0.75
Board [Kd 9s 4h]
Seat 1: Sia (small blind) folded before Flop
)" + with("($)", "($14.25)", std::string(kTc20Seats));
  CHECK_AUDIT(raised, "", {});

  // Trap: the server counted the dead $1 as live, so Xan "calls $3". The
  // catalogue names this case (dead-money-counted-live), not a plain
  // wrong-call-amount; whatever the log's sums yield besides, the call line
  // carries the specific finding.
  const audit::HandReport trap =
      audit_expect::audit(with("Total pot $15 | Rake $0.75", "Total pot $14 | Rake $0.70",
                               with("Bea collected $14.25", "Bea collected $13.30",
                                    with("Xan: calls $4", "Xan: calls $3", raised))));
  REQUIRE_FALSE(trap.findings.empty());
  CHECK(engine::rule_id(trap.findings.front().rule) == "dead-money-counted-live");
  CHECK(trap.findings.front().pos.line == 19);
  CHECK(trap.findings.front().pos.column == 6);
  CHECK(trap.findings.front().player == "Xan");
  CHECK(audit_expect::find(trap, "wrong-call-amount") == nullptr);
}

namespace {
// ---------------------------------------------------------------- TC-23
constexpr std::string_view kTc23 = R"(PokerStars Hand #4223: Tournament #8023, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/05 19:10:00 ET
Table '8023 1' 9-max Seat #1 is the button
Seat 1: E (5000 in chips)
Seat 2: A (300 in chips)
Seat 3: B (700 in chips)
Seat 4: C (1500 in chips)
Seat 5: D (2000 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: raises 200 to 300
D: calls 300
E: calls 300
A: calls 250 and is all-in
B: raises 400 to 700 and is all-in
C: calls 400
D: folds
E: calls 400
*** FLOP *** [Ks Qd 7c]
C: bets 800 and is all-in
E: calls 800
*** TURN *** [Ks Qd 7c] [4h]
*** RIVER *** [Ks Qd 7c 4h] [2s]
*** SHOW DOWN ***
C: shows [7d 7h] (three of a kind, Sevens)
E: shows [As Ad] (a pair of Aces)
B: shows [Qs Qc] (three of a kind, Queens)
A: shows [Kh Kd] (three of a kind, Kings)
C collected 1600 from side pot-2
B collected 1200 from side pot-1
A collected 1500 from main pot
*** SUMMARY ***
Total pot 4300 Main pot 1500. Side pot-1 1200. Side pot-2 1600. | Rake 0
Board [Ks Qd 7c 4h 2s]
Seat 1: E (button) showed [As Ad] and lost with a pair of Aces
Seat 2: A (small blind) showed [Kh Kd] and won (1500) with three of a kind, Kings
Seat 3: B (big blind) showed [Qs Qc] and won (1200) with three of a kind, Queens
Seat 4: C showed [7d 7h] and won (1600) with three of a kind, Sevens
Seat 5: D folded before Flop
)";
}  // namespace

TEST_CASE("TC-23: three all-in levels, a folded contributor, a different winner for each pot") {
  CHECK_AUDIT(kTc23, "", {});

  // Trap: the folded player's 300 is left out of the pots (main 1,200): the
  // stated pots are wrong and 300 chips vanish. The collect line itself pays
  // what the log states.
  const audit::HandReport trap = audit_expect::audit(
      with("A collected 1500", "A collected 1200",
           with("Total pot 4300 Main pot 1500.", "Total pot 4000 Main pot 1200.",
                with("won (1500)", "won (1200)", std::string(kTc23)))));
  CHECK(audit_expect::has(trap, "pot-amount-mismatch", 33, 11));
  CHECK(audit_expect::has(trap, "chip-conservation", 33, 11));
  CHECK(audit_expect::only(trap, {"pot-amount-mismatch", "chip-conservation"}));
}

namespace {
// ---------------------------------------------------------------- TC-24
// Heads-up, 1,000 each in the pot before the river. Ends on line 18.
constexpr std::string_view kTc24 = R"(PokerStars Hand #4224: Tournament #8024, $10+$1 USD Hold'em No Limit - Level V (100/200) - 2024/05/05 19:15:00 ET
Table '8024 1' 9-max Seat #1 is the button
Seat 1: A (6000 in chips)
Seat 2: B (2200 in chips)
A: posts small blind 100
B: posts big blind 200
*** HOLE CARDS ***
A: raises 400 to 600
B: calls 400
*** FLOP *** [Th 7c 2d]
B: checks
A: bets 400
B: calls 400
*** TURN *** [Th 7c 2d] [5s]
B: checks
A: checks
*** RIVER *** [Th 7c 2d 5s] [Jh]
B: checks
)";
std::string tc24_bet_folded(std::string_view returned, std::string_view collected, std::string_view total) {
  return std::string(kTc24) + "A: bets 500\nB: folds\n" + std::string(returned) + "A collected " +
         std::string(collected) + R"( from pot
A: doesn't show hand
*** SUMMARY ***
Total pot )" + std::string(total) + R"( | Rake 0
Board [Th 7c 2d 5s Jh]
Seat 1: A (button) (small blind) collected ()" + std::string(collected) + R"()
Seat 2: B (big blind) folded on the River
)";
}
}  // namespace

TEST_CASE("TC-24: an uncalled bet is returned and never part of the pot") {
  // (i) A shoves 5,000, B calls all-in for 1,200: 3,800 back, pot 4,400.
  CHECK_AUDIT(std::string(kTc24) + R"(A: bets 5000 and is all-in
B: calls 1200 and is all-in
Uncalled bet (3800) returned to A
*** SHOW DOWN ***
A: shows [Jc Js] (three of a kind, Jacks)
B: shows [Ts 9s] (a pair of Tens)
A collected 4400 from pot
*** SUMMARY ***
Total pot 4400 | Rake 0
Board [Th 7c 2d 5s Jh]
Seat 1: A (button) (small blind) showed [Jc Js] and won (4400) with three of a kind, Jacks
Seat 2: B (big blind) showed [Ts 9s] and lost with a pair of Tens
)",
              "", {});

  // (ii) A bets 500, B folds: the 500 comes back and A wins the 2,000 pot.
  CHECK_AUDIT(tc24_bet_folded("Uncalled bet (500) returned to A\n", "2000", "2000"), "", {});

  // Trap: "won 2,500" with no refund line. The pot figures are wrong as well
  // (total and collect line), but the uncalled bet must be named.
  const audit::HandReport trap = audit_expect::audit(tc24_bet_folded("", "2500", "2500"));
  const engine::Finding* f = audit_expect::find(trap, "uncalled-bet-not-returned");
  REQUIRE(f != nullptr);
  CHECK(f->player == "A");
  CHECK(audit_expect::only(trap, {"uncalled-bet-not-returned", "pot-amount-mismatch"}));
}

namespace {
// ---------------------------------------------------------------- TC-25
// NLHE 1/2 play chips, six-handed; A (SB) has 100. A royal flush on the board:
// every live hand ties. Main 600 (A B C E) and ONE side pot of 606 (B C E).
std::string tc25(std::string_view side_collects, std::string_view b_won, std::string_view c_won,
                 std::string_view e_won) {
  return std::string(R"(PokerStars Hand #4225:  Hold'em No Limit (1/2) - 2024/05/05 19:20:00 ET
Table 'Theta' 6-max (Play Money) Seat #6 is the button
Seat 1: A (100 in chips)
Seat 2: B (1000 in chips)
Seat 3: C (1000 in chips)
Seat 4: D (1000 in chips)
Seat 5: F (1000 in chips)
Seat 6: E (1000 in chips)
A: posts small blind 1
B: posts big blind 2
*** HOLE CARDS ***
C: raises 4 to 6
D: calls 6
F: calls 6
E: calls 6
A: calls 5
B: calls 4
*** FLOP *** [As Ks Qs]
A: bets 94 and is all-in
B: calls 94
C: calls 94
D: calls 94
F: calls 94
E: calls 94
*** TURN *** [As Ks Qs] [Js]
B: bets 2
C: calls 2
D: calls 2
F: raises 2 to 4
E: calls 4
B: calls 2
C: calls 2
D: folds
*** RIVER *** [As Ks Qs Js] [Ts]
B: bets 196
C: calls 196
F: folds
E: calls 196
*** SHOW DOWN ***
B: shows [4h 5h] (a Royal Flush)
C: shows [6c 7d] (a Royal Flush)
E: shows [8h 9c] (a Royal Flush)
A: shows [2c 3d] (a Royal Flush)
)") + std::string(side_collects) +
         R"(A collected 150 from main pot
B collected 150 from main pot
C collected 150 from main pot
E collected 150 from main pot
*** SUMMARY ***
Total pot 1206 Main pot 600. Side pot 606. | Rake 0
Board [As Ks Qs Js Ts]
Seat 1: A (small blind) showed [2c 3d] and won (150) with a Royal Flush
Seat 2: B (big blind) showed [4h 5h] and won ()" +
         std::string(b_won) + R"() with a Royal Flush
Seat 3: C showed [6c 7d] and won ()" + std::string(c_won) + R"() with a Royal Flush
Seat 4: D folded on the Turn
Seat 5: F folded on the River
Seat 6: E (button) showed [8h 9c] and won ()" +
         std::string(e_won) + R"() with a Royal Flush
)";
}
}  // namespace

TEST_CASE("TC-25 (TDA 21): side pots are made at all-in levels only") {
  // Final: A 150; B, C, E 352 each (150 + 202).
  CHECK_AUDIT(tc25("B collected 202 from side pot\nC collected 202 from side pot\nE collected 202 from side pot\n", "352",
                   "352", "352"),
              "", {});

  // Trap: one pot per contribution level (10, 8, 588) split separately gives
  // B 353 / C 352 / E 351: an unequal split of one tie.
  CHECK_AUDIT(tc25("B collected 203 from side pot\nC collected 202 from side pot\nE collected 201 from side pot\n", "353",
                   "352", "351"),
              "", {{"tie-not-split-equally", 44, 1}});
}

}  // namespace tricky_cases_pots_test

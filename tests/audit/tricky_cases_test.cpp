// TRICKY_CASES.md section A (bet sizing and re-opening), TC-01 to TC-08,
// written as PokerStars tournament hands (amounts in chips) and audited
// through audit::audit_hand. The other hold'em cases are in
// tricky_cases_pots_test.cpp and tricky_cases_showdown_test.cpp.
//
// These cases state the TDA 2024 rules (TDA 43, 47), so they run under the
// `tda` profile. (The `pokerstars` profile measures the minimum raise after an
// incomplete all-in from the last raise, as the site's own logs do: see
// engine/profile.h MinRaiseBasis; TC-01 (d) and TC-08 would differ there.)
//
// Each case shares the hand up to its decision point (a constant whose last
// line number is given) and then branches: the illegal branch pins its one
// finding, the legal branches must be clean. Names are one letter, so a
// verb starts at column 4 ("D: raises").
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace tricky_cases_test {

namespace {

constexpr std::string_view kTda = "tda";

std::string with(std::string_view from, std::string_view to, std::string text) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// ---------------------------------------------------------------- TC-01
// NLHE 100/200, post-flop order A B C D. Flop: A bets 600, B raises to 1,600,
// C raises to 3,600 (F = 2,000). Ends on line 17.
constexpr std::string_view kTc01 = R"(PokerStars Hand #4101: Tournament #8001, $10+$1 USD Hold'em No Limit - Level VIII (100/200) - 2024/05/04 20:00:00 ET
Table '8001 1' 9-max Seat #4 is the button
Seat 1: A (20000 in chips)
Seat 2: B (20000 in chips)
Seat 3: C (20000 in chips)
Seat 4: D (20000 in chips)
A: posts small blind 100
B: posts big blind 200
*** HOLE CARDS ***
C: calls 200
D: calls 200
A: calls 100
B: checks
*** FLOP *** [Qs 9h 4d]
A: bets 600
B: raises 1000 to 1600
C: raises 2000 to 3600
)";

// D (deep) raises to `to`; everyone folds.
std::string tc01_deep(std::string_view raise, std::string_view uncalled) {
  return std::string(kTc01) + std::string(raise) + R"(
A: folds
B: folds
C: folds
Uncalled bet ()" + std::string(uncalled) + R"() returned to D
D collected 10200 from pot
D: doesn't show hand
*** SUMMARY ***
Total pot 10200 | Rake 0
Board [Qs 9h 4d]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) folded on the Flop
Seat 3: C folded on the Flop
Seat 4: D (button) collected (10200)
)";
}

// D has 5,000 behind on the flop and shoves: an incomplete raise (+1,400).
std::string tc01_shove(std::string_view after) {
  return with("D (20000 in chips)", "D (5200 in chips)", std::string(kTc01)) + "D: raises 1400 to 5000 and is all-in\n" +
         std::string(after);
}

constexpr std::string_view kTc01AfterA = R"(B: folds
C: folds
Uncalled bet ($) returned to A
*** TURN *** [Qs 9h 4d] [2c]
*** RIVER *** [Qs 9h 4d 2c] [7s]
*** SHOW DOWN ***
A: shows [Ah Qh] (a pair of Queens)
D: shows [9c 9d] (three of a kind, Nines)
D collected 16000 from pot
*** SUMMARY ***
Total pot 16000 | Rake 0
Board [Qs 9h 4d 2c 7s]
Seat 1: A (small blind) showed [Ah Qh] and lost with a pair of Queens
Seat 2: B (big blind) folded on the Flop
Seat 3: C folded on the Flop
Seat 4: D (button) showed [9c 9d] and won (16000) with three of a kind, Nines
)";

}  // namespace

TEST_CASE("TC-01 (TDA 43 Ex.1): the minimum raise adds the largest increment, 2,000") {
  // (a) A raise to 5,000 by a player with chips behind is below the minimum 5,600.
  CHECK_AUDIT(tc01_deep("D: raises 1400 to 5000", "1400"), kTda, {{"raise-below-minimum", 18, 4, "D"}});
  // (b) The raise to 5,600 is the minimum.
  CHECK_AUDIT(tc01_deep("D: raises 2000 to 5600", "2000"), kTda, {});
  // (c) D may shove 5,000 (incomplete); A faces 4,400 >= F and may raise, to
  // at least 7,000: F stays 2,000.
  CHECK_AUDIT(tc01_shove(std::string("A: raises 2000 to 7000\n") + with("($)", "(2000)", std::string(kTc01AfterA))),
              kTda, {});
  // (d) ... so a raise to 6,900 is below the minimum (the doubling trap
  // would even allow less).
  CHECK_AUDIT(tc01_shove(std::string("A: raises 1900 to 6900\n") + with("($)", "(1900)", std::string(kTc01AfterA))),
              kTda, {{"raise-below-minimum", 19, 4, "A"}});
  // (e) A and B only call; C, the last full raiser, faces 1,400 < F: he may
  // only call or fold.
  CHECK_AUDIT(tc01_shove(R"(A: calls 4400
B: calls 3400
C: raises 2000 to 7000
A: folds
B: folds
Uncalled bet (2000) returned to C
*** TURN *** [Qs 9h 4d] [2c]
*** RIVER *** [Qs 9h 4d 2c] [7s]
*** SHOW DOWN ***
C: shows [Kc Kd] (a pair of Kings)
D: shows [9c 9d] (three of a kind, Nines)
D collected 20800 from pot
*** SUMMARY ***
Total pot 20800 | Rake 0
Board [Qs 9h 4d 2c 7s]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) folded on the Flop
Seat 3: C showed [Kc Kd] and lost with a pair of Kings
Seat 4: D (button) showed [9c 9d] and won (20800) with three of a kind, Nines
)"),
              kTda, {{"raise-not-reopened", 21, 4, "C"}});
}

namespace {
// ---------------------------------------------------------------- TC-02
// NLHE 50/100; U (UTG) is all-in for 150 (+50). Ends on line 10.
constexpr std::string_view kTc02 = R"(PokerStars Hand #4102: Tournament #8002, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/04 20:05:00 ET
Table '8002 1' 9-max Seat #1 is the button
Seat 1: N (5000 in chips)
Seat 2: S (5000 in chips)
Seat 3: B (5000 in chips)
Seat 4: U (150 in chips)
S: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
U: raises 50 to 150 and is all-in
)";
}  // namespace

TEST_CASE("TC-02 (TDA 43 Ex.2): a short all-in does not change the minimum raise") {
  // The next minimum raise-to is 250; N raises to 200 with chips behind.
  CHECK_AUDIT(std::string(kTc02) + R"(N: raises 50 to 200
S: folds
B: folds
Uncalled bet (50) returned to N
*** FLOP *** [Jd 8c 3s]
*** TURN *** [Jd 8c 3s] [Kh]
*** RIVER *** [Jd 8c 3s Kh] [5d]
*** SHOW DOWN ***
U: shows [Ac Js] (a pair of Jacks)
N: shows [Th Tc] (a pair of Tens)
U collected 450 from pot
*** SUMMARY ***
Total pot 450 | Rake 0
Board [Jd 8c 3s Kh 5d]
Seat 1: N (button) showed [Th Tc] and lost with a pair of Tens
Seat 2: S (small blind) folded before Flop
Seat 3: B (big blind) folded before Flop
Seat 4: U showed [Ac Js] and won (450) with a pair of Jacks
)",
              kTda, {{"raise-below-minimum", 11, 4, "N"}});

  // Everyone calls 150: the big blind has not acted and may raise, to 250.
  CHECK_AUDIT(std::string(kTc02) + R"(N: calls 150
S: calls 100
B: raises 100 to 250
N: folds
S: folds
Uncalled bet (100) returned to B
*** FLOP *** [Jd 8c 3s]
*** TURN *** [Jd 8c 3s] [Kh]
*** RIVER *** [Jd 8c 3s Kh] [5d]
*** SHOW DOWN ***
B: shows [Kd Qd] (a pair of Kings)
U: shows [Ac Js] (a pair of Jacks)
B collected 600 from pot
*** SUMMARY ***
Total pot 600 | Rake 0
Board [Jd 8c 3s Kh 5d]
Seat 1: N (button) folded before Flop
Seat 2: S (small blind) folded before Flop
Seat 3: B (big blind) showed [Kd Qd] and won (600) with a pair of Kings
Seat 4: U showed [Ac Js] and lost with a pair of Jacks
)",
              kTda, {});
}

namespace {
// ---------------------------------------------------------------- TC-03
// NLHE BB 100, flop: A bets 100, B is all-in for 140. Ends on line 14.
constexpr std::string_view kTc03 = R"(PokerStars Hand #4103: Tournament #8003, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/04 20:10:00 ET
Table '8003 1' 9-max Seat #3 is the button
Seat 1: A (5000 in chips)
Seat 2: B (240 in chips)
Seat 3: C (5000 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: calls 100
A: calls 50
B: checks
*** FLOP *** [Ts 6h 3c]
A: bets 100
B: raises 40 to 140 and is all-in
)";
std::string tc03(std::string_view raise, std::string_view uncalled) {
  return std::string(kTc03) + std::string(raise) + R"(
A: folds
Uncalled bet ()" + std::string(uncalled) + R"() returned to C
*** TURN *** [Ts 6h 3c] [8d]
*** RIVER *** [Ts 6h 3c 8d] [2h]
*** SHOW DOWN ***
B: shows [Tc 9c] (a pair of Tens)
C: shows [Ad Kd] (high card Ace)
B collected 680 from pot
*** SUMMARY ***
Total pot 680 | Rake 0
Board [Ts 6h 3c 8d 2h]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) showed [Tc 9c] and won (680) with a pair of Tens
Seat 3: C (button) showed [Ad Kd] and lost with high card Ace
)";
}
}  // namespace

TEST_CASE("TC-03 (RRP NL, WSOP-L 172): no completion in no-limit") {
  // "Completing" B's raise to 200 is below the minimum raise-to of 240.
  CHECK_AUDIT(tc03("C: raises 60 to 200", "60"), kTda, {{"raise-below-minimum", 15, 4, "C"}});
  CHECK_AUDIT(tc03("C: raises 100 to 240", "100"), kTda, {});
}

namespace {
// ---------------------------------------------------------------- TC-04
// NLHE BB 100, flop: A bets 100, B raises to 200, C is all-in for 250 (+50).
// Ends on line 15.
constexpr std::string_view kTc04 = R"(PokerStars Hand #4104: Tournament #8004, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/04 20:15:00 ET
Table '8004 1' 9-max Seat #3 is the button
Seat 1: A (5000 in chips)
Seat 2: B (5000 in chips)
Seat 3: C (350 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: calls 100
A: calls 50
B: checks
*** FLOP *** [Kc 7d 2s]
A: bets 100
B: raises 100 to 200
C: raises 50 to 250 and is all-in
)";
}  // namespace

TEST_CASE("TC-04 (RRP NL, WSOP-L 173): the last full raiser cannot re-raise over a short all-in") {
  // A only calls; B faces 50 < F = 100.
  CHECK_AUDIT(std::string(kTc04) + R"(A: calls 150
B: raises 250 to 500
A: folds
Uncalled bet (250) returned to B
*** TURN *** [Kc 7d 2s] [9h]
*** RIVER *** [Kc 7d 2s 9h] [4c]
*** SHOW DOWN ***
B: shows [Kh Js] (a pair of Kings)
C: shows [7h 7s] (three of a kind, Sevens)
C collected 1050 from pot
*** SUMMARY ***
Total pot 1050 | Rake 0
Board [Kc 7d 2s 9h 4c]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) showed [Kh Js] and lost with a pair of Kings
Seat 3: C (button) showed [7h 7s] and won (1050) with three of a kind, Sevens
)",
              kTda, {{"raise-not-reopened", 17, 4, "B"}});

  // A faces 150 >= F: B's full raise re-opened the betting for him.
  CHECK_AUDIT(std::string(kTc04) + R"(A: raises 250 to 500
B: folds
Uncalled bet (250) returned to A
*** TURN *** [Kc 7d 2s] [9h]
*** RIVER *** [Kc 7d 2s 9h] [4c]
*** SHOW DOWN ***
A: shows [Ks Qd] (a pair of Kings)
C: shows [7h 7s] (three of a kind, Sevens)
C collected 1000 from pot
*** SUMMARY ***
Total pot 1000 | Rake 0
Board [Kc 7d 2s 9h 4c]
Seat 1: A (small blind) showed [Ks Qd] and lost with a pair of Kings
Seat 2: B (big blind) folded on the Flop
Seat 3: C (button) showed [7h 7s] and won (1000) with three of a kind, Sevens
)",
              kTda, {});
}

namespace {
// ---------------------------------------------------------------- TC-05
// Five players put 100 each pre-flop. Flop: A bets 100, B all-in 125, C calls
// 125, D all-in 200, E calls 200. Ends on line 21.
constexpr std::string_view kTc05 = R"(PokerStars Hand #4105: Tournament #8005, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/04 20:20:00 ET
Table '8005 1' 9-max Seat #5 is the button
Seat 1: A (5100 in chips)
Seat 2: B (225 in chips)
Seat 3: C (5100 in chips)
Seat 4: D (300 in chips)
Seat 5: E (5100 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: calls 100
D: calls 100
E: calls 100
A: calls 50
B: checks
*** FLOP *** [2c 7d 9h]
A: bets 100
B: raises 25 to 125 and is all-in
C: calls 125
D: raises 75 to 200 and is all-in
E: calls 200
)";
constexpr std::string_view kTc05Shows = R"(C: shows [8s 8c] (a pair of Eights)
D: shows [Jh Jd] (three of a kind, Jacks)
B: shows [Kh Kd] (three of a kind, Kings)
)";
}  // namespace

TEST_CASE("TC-05 (TDA 47 Ex.1): short all-ins add up, judged per player") {
  // Branch 1-A: A just calls; C faces only 75 more and may not raise.
  CHECK_AUDIT(std::string(kTc05) + R"(A: calls 100
C: raises 200 to 400
E: folds
A: folds
Uncalled bet (200) returned to C
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Kc]
*** SHOW DOWN ***
)" + std::string(kTc05Shows) + R"(D collected 300 from side pot
B collected 1125 from main pot
*** SUMMARY ***
Total pot 1425 Main pot 1125. Side pot 300. | Rake 0
Board [2c 7d 9h Js Kc]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) showed [Kh Kd] and won (1125) with three of a kind, Kings
Seat 3: C showed [8s 8c] and lost with a pair of Eights
Seat 4: D showed [Jh Jd] and won (300) with three of a kind, Jacks
Seat 5: E (button) folded on the Flop
)",
              kTda, {{"raise-not-reopened", 23, 4, "C"}});

  // Branch 1-A played legally: main 1,125 to B, side 300 to D.
  CHECK_AUDIT(std::string(kTc05) + R"(A: calls 100
C: calls 75
*** TURN *** [2c 7d 9h] [Js]
A: checks
C: checks
E: checks
*** RIVER *** [2c 7d 9h Js] [Kc]
A: checks
C: checks
E: checks
*** SHOW DOWN ***
A: shows [As Qs] (high card Ace)
E: shows [9s 9d] (three of a kind, Nines)
)" + std::string(kTc05Shows) + R"(D collected 300 from side pot
B collected 1125 from main pot
*** SUMMARY ***
Total pot 1425 Main pot 1125. Side pot 300. | Rake 0
Board [2c 7d 9h Js Kc]
Seat 1: A (small blind) showed [As Qs] and lost with high card Ace
Seat 2: B (big blind) showed [Kh Kd] and won (1125) with three of a kind, Kings
Seat 3: C showed [8s 8c] and lost with a pair of Eights
Seat 4: D showed [Jh Jd] and won (300) with three of a kind, Jacks
Seat 5: E (button) showed [9s 9d] and lost with three of a kind, Nines
)",
              kTda, {});

  // Branch 1-B: A faces 100 >= F and raises to 300; C then faces 175 and may
  // re-raise. A's folded chips reach a third level that only C covers.
  CHECK_AUDIT(std::string(kTc05) + R"(A: raises 100 to 300
C: raises 200 to 500
E: folds
A: folds
Uncalled bet (200) returned to C
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Kc]
*** SHOW DOWN ***
)" + std::string(kTc05Shows) + R"(C collected 200 from side pot-2
D collected 300 from side pot-1
B collected 1125 from main pot
*** SUMMARY ***
Total pot 1625 Main pot 1125. Side pot-1 300. Side pot-2 200. | Rake 0
Board [2c 7d 9h Js Kc]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) showed [Kh Kd] and won (1125) with three of a kind, Kings
Seat 3: C showed [8s 8c] and won (200) with a pair of Eights
Seat 4: D showed [Jh Jd] and won (300) with three of a kind, Jacks
Seat 5: E (button) folded on the Flop
)",
              kTda, {});
}

namespace {
// ---------------------------------------------------------------- TC-06
// NLHE BB 100, flop: A checks, B is all-in for 60. Ends on line 14.
constexpr std::string_view kTc06 = R"(PokerStars Hand #4106: Tournament #8006, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/04 20:25:00 ET
Table '8006 1' 9-max Seat #3 is the button
Seat 1: A (5000 in chips)
Seat 2: B (160 in chips)
Seat 3: C (5000 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: calls 100
A: calls 50
B: checks
*** FLOP *** [8h 5d 2c]
A: checks
B: bets 60 and is all-in
)";
}  // namespace

TEST_CASE("TC-06 (RRP NL 2-3, TDA 47-A): an all-in bet below the big blind, a player who checked cannot raise") {
  // C calls; A already acted (he checked) and faces 60 < a full bet.
  CHECK_AUDIT(std::string(kTc06) + R"(C: calls 60
A: raises 140 to 200
C: folds
Uncalled bet (140) returned to A
*** TURN *** [8h 5d 2c] [Qc]
*** RIVER *** [8h 5d 2c Qc] [3s]
*** SHOW DOWN ***
B: shows [8s 8d] (three of a kind, Eights)
A: shows [Ah Qh] (a pair of Queens)
B collected 480 from pot
*** SUMMARY ***
Total pot 480 | Rake 0
Board [8h 5d 2c Qc 3s]
Seat 1: A (small blind) showed [Ah Qh] and lost with a pair of Queens
Seat 2: B (big blind) showed [8s 8d] and won (480) with three of a kind, Eights
Seat 3: C (button) folded on the Flop
)",
              kTda, {{"raise-not-reopened", 16, 4, "A"}});

  // C has not acted on this street: he may raise, to at least 160 (60 + BB).
  CHECK_AUDIT(std::string(kTc06) + R"(C: raises 100 to 160
A: folds
Uncalled bet (100) returned to C
*** TURN *** [8h 5d 2c] [Qc]
*** RIVER *** [8h 5d 2c Qc] [3s]
*** SHOW DOWN ***
B: shows [8s 8d] (three of a kind, Eights)
C: shows [Kc Kd] (a pair of Kings)
B collected 420 from pot
*** SUMMARY ***
Total pot 420 | Rake 0
Board [8h 5d 2c Qc 3s]
Seat 1: A (small blind) folded on the Flop
Seat 2: B (big blind) showed [8s 8d] and won (420) with three of a kind, Eights
Seat 3: C (button) showed [Kc Kd] and lost with a pair of Kings
)",
              kTda, {});
}

namespace {
// ---------------------------------------------------------------- TC-07
// NLHE 2,000/4,000: A calls, B folds, C is all-in for 7,500 (+3,500), the SB
// folds. Ends on line 14; G is the big blind.
constexpr std::string_view kTc07 = R"(PokerStars Hand #4107: Tournament #8007, $10+$1 USD Hold'em No Limit - Level XX (2000/4000) - 2024/05/04 20:30:00 ET
Table '8007 1' 9-max Seat #5 is the button
Seat 1: S (50000 in chips)
Seat 2: G (50000 in chips)
Seat 3: A (50000 in chips)
Seat 4: B (50000 in chips)
Seat 5: C (7500 in chips)
S: posts small blind 2000
G: posts big blind 4000
*** HOLE CARDS ***
A: calls 4000
B: folds
C: raises 3500 to 7500 and is all-in
S: folds
)";
constexpr std::string_view kTc07Board = R"(*** FLOP *** [Ac 8d 4h]
*** TURN *** [Ac 8d 4h] [Tc]
*** RIVER *** [Ac 8d 4h Tc] [6s]
*** SHOW DOWN ***
A: shows [9c 9h] (a pair of Nines)
C: shows [Ah 3d] (a pair of Aces)
)";
}  // namespace

TEST_CASE("TC-07 (TDA 47 Ex.3): the big blind's option after a short all-in") {
  // Branch 3-A: the BB calls; A faces 3,500 < 4,000 and may only call or fold.
  CHECK_AUDIT(std::string(kTc07) + R"(G: calls 3500
A: raises 8000 to 15500
G: folds
Uncalled bet (8000) returned to A
)" + std::string(kTc07Board) + R"(C collected 24500 from pot
*** SUMMARY ***
Total pot 24500 | Rake 0
Board [Ac 8d 4h Tc 6s]
Seat 1: S (small blind) folded before Flop
Seat 2: G (big blind) folded before Flop
Seat 3: A showed [9c 9h] and lost with a pair of Nines
Seat 4: B folded before Flop (didn't bet)
Seat 5: C (button) showed [Ah 3d] and won (24500) with a pair of Aces
)",
              kTda, {{"raise-not-reopened", 16, 4, "A"}});

  // Branch 3-A played legally: one pot of 24,500 (SB 2,000 dead + 3 x 7,500).
  CHECK_AUDIT(std::string(kTc07) + R"(G: calls 3500
A: calls 3500
*** FLOP *** [Ac 8d 4h]
G: checks
A: checks
*** TURN *** [Ac 8d 4h] [Tc]
G: checks
A: checks
*** RIVER *** [Ac 8d 4h Tc] [6s]
G: checks
A: checks
*** SHOW DOWN ***
G: shows [Kd Ks] (a pair of Kings)
A: shows [9c 9h] (a pair of Nines)
C: shows [Ah 3d] (a pair of Aces)
C collected 24500 from pot
*** SUMMARY ***
Total pot 24500 | Rake 0
Board [Ac 8d 4h Tc 6s]
Seat 1: S (small blind) folded before Flop
Seat 2: G (big blind) showed [Kd Ks] and lost with a pair of Kings
Seat 3: A showed [9c 9h] and lost with a pair of Nines
Seat 4: B folded before Flop (didn't bet)
Seat 5: C (button) showed [Ah 3d] and won (24500) with a pair of Aces
)",
              kTda, {});

  // Branch 3-B: the BB raises to 11,500 (the minimum); A now faces 7,500 >=
  // 4,000 and may re-raise.
  CHECK_AUDIT(std::string(kTc07) + R"(G: raises 4000 to 11500
A: raises 8000 to 19500
G: folds
Uncalled bet (8000) returned to A
)" + std::string(kTc07Board) + R"(A collected 8000 from side pot
C collected 24500 from main pot
*** SUMMARY ***
Total pot 32500 Main pot 24500. Side pot 8000. | Rake 0
Board [Ac 8d 4h Tc 6s]
Seat 1: S (small blind) folded before Flop
Seat 2: G (big blind) folded before Flop
Seat 3: A showed [9c 9h] and won (8000) with a pair of Nines
Seat 4: B folded before Flop (didn't bet)
Seat 5: C (button) showed [Ah 3d] and won (24500) with a pair of Aces
)",
              kTda, {});
}

namespace {
// ---------------------------------------------------------------- TC-08
// Six players put 100 each pre-flop. Flop: A bets 300, B all-in 500, C all-in
// 650, D all-in 800, E calls 800, F folds. Ends on line 24.
constexpr std::string_view kTc08 = R"(PokerStars Hand #4108: Tournament #8008, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/04 20:35:00 ET
Table '8008 1' 9-max Seat #6 is the button
Seat 1: A (10000 in chips)
Seat 2: B (600 in chips)
Seat 3: C (750 in chips)
Seat 4: D (900 in chips)
Seat 5: E (10000 in chips)
Seat 6: F (10000 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: calls 100
D: calls 100
E: calls 100
F: calls 100
A: calls 50
B: checks
*** FLOP *** [3s 8d Tc]
A: bets 300
B: raises 200 to 500 and is all-in
C: raises 150 to 650 and is all-in
D: raises 150 to 800 and is all-in
E: calls 800
F: folds
)";
constexpr std::string_view kTc08Shows = R"(D: shows [3c 3h] (three of a kind, Threes)
C: shows [Th Td] (three of a kind, Tens)
B: shows [Qs Qd] (three of a kind, Queens)
)";
}  // namespace

TEST_CASE("TC-08 (TDA 47 Ex.2): re-opened by short all-ins, the minimum raise is still the last full raise") {
  // A faces 500 >= F = 300 and may raise, but to at least 1,100.
  CHECK_AUDIT(std::string(kTc08) + R"(A: raises 200 to 1000
E: folds
Uncalled bet (200) returned to A
*** TURN *** [3s 8d Tc] [Qh]
*** RIVER *** [3s 8d Tc Qh] [4d]
*** SHOW DOWN ***
A: shows [Ac Kc] (high card Ace)
)" + std::string(kTc08Shows) + R"(D collected 450 from side pot-2
C collected 600 from side pot-1
B collected 3100 from main pot
*** SUMMARY ***
Total pot 4150 Main pot 3100. Side pot-1 600. Side pot-2 450. | Rake 0
Board [3s 8d Tc Qh 4d]
Seat 1: A (small blind) showed [Ac Kc] and lost with high card Ace
Seat 2: B (big blind) showed [Qs Qd] and won (3100) with three of a kind, Queens
Seat 3: C showed [Th Td] and won (600) with three of a kind, Tens
Seat 4: D showed [3c 3h] and won (450) with three of a kind, Threes
Seat 5: E folded on the Flop
Seat 6: F (button) folded on the Flop
)",
              kTda, {{"raise-below-minimum", 25, 4, "A"}});

  // A calls; three pots: main 3,100 (F's 100 inside) to B, side 1 (600) to
  // C, side 2 (450) to E.
  CHECK_AUDIT(std::string(kTc08) + R"(A: calls 500
*** TURN *** [3s 8d Tc] [Qh]
A: checks
E: checks
*** RIVER *** [3s 8d Tc Qh] [4d]
A: checks
E: checks
*** SHOW DOWN ***
A: shows [Ac Kc] (high card Ace)
E: shows [8s 8h] (three of a kind, Eights)
)" + std::string(kTc08Shows) + R"(E collected 450 from side pot-2
C collected 600 from side pot-1
B collected 3100 from main pot
*** SUMMARY ***
Total pot 4150 Main pot 3100. Side pot-1 600. Side pot-2 450. | Rake 0
Board [3s 8d Tc Qh 4d]
Seat 1: A (small blind) showed [Ac Kc] and lost with high card Ace
Seat 2: B (big blind) showed [Qs Qd] and won (3100) with three of a kind, Queens
Seat 3: C showed [Th Td] and won (600) with three of a kind, Tens
Seat 4: D showed [3c 3h] and lost with three of a kind, Threes
Seat 5: E showed [8s 8h] and won (450) with three of a kind, Eights
Seat 6: F (button) folded on the Flop
)",
              kTda, {});
}

}  // namespace tricky_cases_test

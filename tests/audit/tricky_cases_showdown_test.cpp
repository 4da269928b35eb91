// TRICKY_CASES.md odd chips, showdown and the remaining pot cases: TC-26,
// TC-27, TC-28, TC-40, TC-41, TC-42, TC-43, TC-44, as PokerStars hands
// audited through audit::audit_hand. TC-41 depends on the limit_cap switch and
// runs under several profiles; the others use the site's own profile.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace {

// ---------------------------------------------------------------- TC-26
// Tournament 100/200, button seat 9. Adapted to the PokerStars profile, whose
// odd-chip unit is one chip in tournaments (RULES.md §0.1 odd_chip_unit): the
// case's 100-chip unit (TDA 20: smallest chip in play) cannot be read from a
// log, so 1,100 split three ways is 367/367/366, the two odd chips going one
// each to the first two winners left of the button (seats 2 and 3).
// `ante` is the big blind's big-blind ante line ("" for none); `val` is the
// action of seat 6 pre-flop.
std::string tc26(std::string_view ante, std::string_view val, std::string_view val_flop, std::string_view val_show,
                 std::string_view collects, std::string_view ida, std::string_view oto, std::string_view una,
                 std::string_view val_summary) {
  auto checks = [&](std::string_view street) {
    return std::string(street) + "Ida: checks\nOto: checks\nRex: checks\nUna: checks\n" + std::string(val_flop);
  };
  return std::string(R"(PokerStars Hand #4326: Tournament #8026, $10+$1 USD Hold'em No Limit - Level VIII (100/200) - 2024/05/06 18:00:00 ET
Table '8026 3' 9-max Seat #9 is the button
Seat 1: Sol (4000 in chips)
Seat 2: Ida (4000 in chips)
Seat 3: Oto (4000 in chips)
Seat 4: Rex (4000 in chips)
Seat 5: Una (4000 in chips)
Seat 6: Val (4000 in chips)
Seat 7: Wes (4000 in chips)
Seat 8: Yul (4000 in chips)
Seat 9: Zoe (4000 in chips)
)") + std::string(ante) +
         R"(Sol: posts small blind 100
Ida: posts big blind 200
*** HOLE CARDS ***
Oto: calls 200
Rex: calls 200
Una: calls 200
)" + std::string(val) +
         R"(Wes: folds
Yul: folds
Zoe: folds
Sol: folds
Ida: checks
)" + checks("*** FLOP *** [Ks Qd 8c]\n") +
         checks("*** TURN *** [Ks Qd 8c] [4h]\n") + checks("*** RIVER *** [Ks Qd 8c 4h] [2s]\n") +
         R"(*** SHOW DOWN ***
Ida: shows [Ac Jd] (high card Ace)
Oto: shows [Ad Jc] (high card Ace)
Rex: shows [7c 6c] (high card King)
Una: shows [Ah Jh] (high card Ace)
)" + std::string(val_show) +
         std::string(collects) + R"(*** SUMMARY ***
Total pot 1100 | Rake 0
Board [Ks Qd 8c 4h 2s]
Seat 1: Sol (small blind) folded before Flop
Seat 2: Ida (big blind) showed [Ac Jd] and won ()" +
         std::string(ida) + R"() with high card Ace
Seat 3: Oto showed [Ad Jc] and won ()" + std::string(oto) + R"() with high card Ace
Seat 4: Rex showed [7c 6c] and lost with high card King
Seat 5: Una showed [Ah Jh] and won ()" + std::string(una) + R"() with high card Ace
Seat 6: Val )" + std::string(val_summary) + R"(
Seat 7: Wes folded before Flop (didn't bet)
Seat 8: Yul folded before Flop (didn't bet)
Seat 9: Zoe (button) folded before Flop (didn't bet)
)";
}

// Without an ante: seat 6 calls too and loses, so the pot is 100 + 5 x 200.
std::string tc26_no_ante(std::string_view collects, std::string_view ida, std::string_view oto,
                         std::string_view una) {
  return tc26("", "Val: calls 200\n", "Val: checks\n", "Val: shows [9d 5s] (high card King)\n", collects, ida, oto,
              una, "showed [9d 5s] and lost with high card King");
}

}  // namespace

TEST_CASE("TC-26 (TDA 20, RRP Ties): odd chips in whole units, at most one per player") {
  CHECK_AUDIT(tc26_no_ante("Ida collected 367 from pot\nOto collected 367 from pot\nUna collected 366 from pot\n", "367",
                           "367", "366"),
              "", {});
  // Trap (PokerKit): the whole remainder to one player, 368/366/366.
  CHECK_AUDIT(tc26_no_ante("Ida collected 368 from pot\nOto collected 366 from pot\nUna collected 366 from pot\n", "368",
                           "366", "366"),
              "", {{"odd-chip-invalid", 48, 1}});
  // Trap: both odd chips to the wrong players (Oto and Una instead of Ida and Oto).
  CHECK_AUDIT(tc26_no_ante("Ida collected 366 from pot\nOto collected 367 from pot\nUna collected 367 from pot\n", "366",
                           "367", "367"),
              "", {{"odd-chip-wrong-recipient", 48, 1}});
}

TEST_CASE("TC-26 as dealt: the big-blind ante is dead money in the main pot, never an uncalled bet") {
  // RULES.md R-ANTE-3 / R-POT-3.5: the BBA goes to the main pot untrimmed;
  // pot 1,100 = 200 BBA + 100 SB + 4 x 200, split 367/367/366.
  CHECK_AUDIT(tc26("Ida: posts the ante 200\n", "Val: folds\n", "", "",
                   "Ida collected 367 from pot\nOto collected 367 from pot\nUna collected 366 from pot\n", "367", "367",
                   "366", "folded before Flop (didn't bet)"),
              "", {});
}

namespace {
// ---------------------------------------------------------------- TC-27
// NLHE 1/2 play chips, three-handed: BTN raises to 6, SB folds, BB calls.
// Pot 13; both play A-A-K-K-Q. Collect lines on lines 24-25.
std::string tc27(std::string_view bea, std::string_view ben) {
  return std::string(R"(PokerStars Hand #4327:  Hold'em No Limit (1/2) - 2024/05/06 18:05:00 ET
Table 'Iota' 6-max (Play Money) Seat #1 is the button
Seat 1: Ben (200 in chips)
Seat 2: Sia (200 in chips)
Seat 3: Bea (200 in chips)
Sia: posts small blind 1
Bea: posts big blind 2
*** HOLE CARDS ***
Ben: raises 4 to 6
Sia: folds
Bea: calls 4
*** FLOP *** [Ac Ad Kc]
Bea: checks
Ben: checks
*** TURN *** [Ac Ad Kc] [Kd]
Bea: checks
Ben: checks
*** RIVER *** [Ac Ad Kc Kd] [Qs]
Bea: checks
Ben: checks
*** SHOW DOWN ***
Bea: shows [Jd 2c] (two pair, Aces and Kings)
Ben: shows [Jh 3c] (two pair, Aces and Kings)
Bea collected )") + std::string(bea) + " from pot\nBen collected " + std::string(ben) + R"( from pot
*** SUMMARY ***
Total pot 13 | Rake 0
Board [Ac Ad Kc Kd Qs]
Seat 1: Ben (button) showed [Jh 3c] and won ()" +
         std::string(ben) + R"() with two pair, Aces and Kings
Seat 2: Sia (small blind) folded before Flop
Seat 3: Bea (big blind) showed [Jd 2c] and won ()" +
         std::string(bea) + R"() with two pair, Aces and Kings
)";
}
}  // namespace

TEST_CASE("TC-27: the odd chip goes to the first winner left of the button, past a folded small blind") {
  CHECK_AUDIT(tc27("7", "6"), "", {});
  CHECK_AUDIT(tc27("6", "7"), "", {{"odd-chip-wrong-recipient", 24, 1}});
}

namespace {
// ---------------------------------------------------------------- TC-28
// Dead button on empty seat 4; seats 6 and 2 tie. The case's pot of 101 is
// 125 here (antes 3, blinds 10/20): 63 to seat 6, 62 to seat 2. Collect
// lines on lines 34-35.
std::string tc28(std::string_view fox, std::string_view bud) {
  return std::string(R"(PokerStars Hand #4328: Tournament #8028, $10+$1 USD Hold'em No Limit - Level II (10/20) - 2024/05/06 18:10:00 ET
Table '8028 1' 6-max Seat #4 is the button
Seat 1: Amy (1500 in chips)
Seat 2: Bud (1500 in chips)
Seat 3: Cat (1500 in chips)
Seat 5: Eli (1500 in chips)
Seat 6: Fox (1500 in chips)
Amy: posts the ante 3
Bud: posts the ante 3
Cat: posts the ante 3
Eli: posts the ante 3
Fox: posts the ante 3
Eli: posts small blind 10
Fox: posts big blind 20
*** HOLE CARDS ***
Amy: calls 20
Bud: calls 20
Cat: folds
Eli: folds
Fox: checks
*** FLOP *** [Kh 9d 4c]
Fox: bets 20
Amy: folds
Bud: calls 20
*** TURN *** [Kh 9d 4c] [7s]
Fox: checks
Bud: checks
*** RIVER *** [Kh 9d 4c 7s] [2h]
Fox: checks
Bud: checks
*** SHOW DOWN ***
Fox: shows [Kd 8c] (a pair of Kings)
Bud: shows [Kc 8h] (a pair of Kings)
Fox collected )") + std::string(fox) + " from pot\nBud collected " + std::string(bud) + R"( from pot
*** SUMMARY ***
Total pot 125 | Rake 0
Board [Kh 9d 4c 7s 2h]
Seat 1: Amy folded on the Flop
Seat 2: Bud showed [Kc 8h] and won ()" +
         std::string(bud) + R"() with a pair of Kings
Seat 3: Cat folded before Flop (didn't bet)
Seat 5: Eli (small blind) folded before Flop
Seat 6: Fox (big blind) showed [Kd 8c] and won ()" +
         std::string(fox) + R"() with a pair of Kings
)";
}
}  // namespace

TEST_CASE("TC-28: with a dead button the odd chip is counted from the empty button seat") {
  CHECK_AUDIT(tc28("63", "62"), "", {});
  // Trap: lowest seat number first.
  CHECK_AUDIT(tc28("62", "63"), "", {{"odd-chip-wrong-recipient", 34, 1}});
}

namespace {
// ---------------------------------------------------------------- TC-40
// Board Ks Kd Qc Qh 2s: Bob (A-c) and Cid (A-d) both play K-K-Q-Q-A; Ann's
// jacks do not play. $1.50 less $0.07 rake: $0.72 to Bob (first left of the
// button), $0.71 to Cid. The collect lines start on line 28.
std::string tc40(std::string_view collects, std::string_view ann, std::string_view bob, std::string_view cid) {
  return std::string(R"(PokerStars Hand #4340:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/06 18:15:00 ET
Table 'Kappa' 6-max Seat #1 is the button
Seat 1: Ann ($50.37 in chips)
Seat 2: Bob ($48.12 in chips)
Seat 3: Cid ($50 in chips)
Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
Ann: calls $0.50
Bob: calls $0.25
Cid: checks
*** FLOP *** [Ks Kd Qc]
Bob: checks
Cid: checks
Ann: checks
*** TURN *** [Ks Kd Qc] [Qh]
Bob: checks
Cid: checks
Ann: checks
*** RIVER *** [Ks Kd Qc Qh] [2s]
Bob: checks
Cid: checks
Ann: checks
*** SHOW DOWN ***
Bob: shows [Ac 3d] (two pair, Kings and Queens)
Cid: shows [Ad 4c] (two pair, Kings and Queens)
Ann: shows [Js Jd] (two pair, Kings and Queens)
)") + std::string(collects) + R"(*** SUMMARY ***
Total pot $1.50 | Rake $0.07
Board [Ks Kd Qc Qh 2s]
Seat 1: Ann (button) showed [Js Jd] and )" +
         std::string(ann) + R"( with two pair, Kings and Queens
Seat 2: Bob (small blind) showed [Ac 3d] and )" +
         std::string(bob) + R"( with two pair, Kings and Queens
Seat 3: Cid (big blind) showed [Ad 4c] and )" +
         std::string(cid) + R"( with two pair, Kings and Queens
)";
}
}  // namespace

TEST_CASE("TC-40 (RRP Ties 1, WSOP-L 146): counterfeited kickers, suits never break ties") {
  CHECK_AUDIT(tc40("Bob collected $0.72 from pot\nCid collected $0.71 from pot\n", "lost", "won ($0.72)", "won ($0.71)"),
              "", {});
  // Trap: the A-d beats the A-c by suit.
  CHECK_AUDIT(tc40("Cid collected $1.43 from pot\n", "lost", "lost", "won ($1.43)"), "",
              {{"suit-used-to-break-tie", 28, 1}});
  // Trap: the three pairs counted as better.
  CHECK_AUDIT(tc40("Ann collected $1.43 from pot\n", "won ($1.43)", "lost", "lost"), "", {{"wrong-winner", 28, 1}});
}

namespace {
// ---------------------------------------------------------------- TC-41
// LHE $10/$20: the $10 big blind is the bet; Dee raises to 20, Eve to 30, Fay
// to 40, Ann (the button) to 50.
constexpr std::string_view kTc41 = R"(PokerStars Hand #4341:  Hold'em Limit ($10/$20 USD) - 2024/05/06 18:20:00 ET
Table 'Lambda' 6-max Seat #1 is the button
Seat 1: Ann ($500.37 in chips)
Seat 2: Bob ($480.12 in chips)
Seat 3: Cid ($500 in chips)
Seat 4: Dee ($611.09 in chips)
Seat 5: Eve ($455.55 in chips)
Seat 6: Fay ($390.42 in chips)
Bob: posts small blind $5
Cid: posts big blind $10
*** HOLE CARDS ***
Dee: raises $10 to $20
Eve: raises $10 to $30
Fay: raises $10 to $40
Ann: raises $10 to $50
Bob: folds
Cid: folds
Dee: calls $30
Eve: calls $20
Fay: calls $10
*** FLOP *** [Jd 8s 3c]
Dee: checks
Eve: checks
Fay: checks
Ann: bets $10
Dee: folds
Eve: folds
Fay: folds
Uncalled bet ($10) returned to Ann
Ann collected $212 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $215 | Rake $3
Board [Jd 8s 3c]
Seat 1: Ann (button) collected ($212)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee folded on the Flop
Seat 5: Eve folded on the Flop
Seat 6: Fay folded on the Flop
)";
}  // namespace

TEST_CASE("TC-41: limit hold'em pre-flop cap, the big blind is the bet") {
  // Bet + 3 raises: 40 is the cap (pokerstars: 'Betting is capped' at 4 bets; robert: RRP betting 3).
  CHECK_AUDIT(kTc41, "", {{"raise-cap-exceeded", 15, 6, "Ann"}});
  CHECK_AUDIT(kTc41, "pokerstars", {{"raise-cap-exceeded", 15, 6, "Ann"}});
  CHECK_AUDIT(kTc41, "robert", {{"raise-cap-exceeded", 15, 6, "Ann"}});
  // Bet + 4 raises: 50 is legal and the cap (TDA 48 house cap as WSOP-T 100-b; WSOP-L 126).
  CHECK_AUDIT(kTc41, "tda", {});
  CHECK_AUDIT(kTc41, "wsop", {});
}

TEST_CASE("TC-42: a bet when nobody can call is a warning and comes back uncalled") {
  // The pot stays 3,000. Only the warning: live rules do not forbid the bet
  // (RULES.md R-BET-3), so it is not also an action after a closed round.
  CHECK_AUDIT(R"(PokerStars Hand #4342: Tournament #8042, $10+$1 USD Hold'em No Limit - Level VI (100/200) - 2024/05/06 18:25:00 ET
Table '8042 1' 9-max Seat #1 is the button
Seat 1: A (1500 in chips)
Seat 2: B (5000 in chips)
A: posts small blind 100
B: posts big blind 200
*** HOLE CARDS ***
A: raises 1300 to 1500 and is all-in
B: calls 1300
*** FLOP *** [Qd 6s 2h]
B: bets 500
Uncalled bet (500) returned to B
*** TURN *** [Qd 6s 2h] [9c]
*** RIVER *** [Qd 6s 2h 9c] [Ts]
*** SHOW DOWN ***
B: shows [Ah Qc] (a pair of Queens)
A: shows [8d 8c] (a pair of Eights)
B collected 3000 from pot
*** SUMMARY ***
Total pot 3000 | Rake 0
Board [Qd 6s 2h 9c Ts]
Seat 1: A (button) (small blind) showed [8d 8c] and lost with a pair of Eights
Seat 2: B (big blind) showed [Ah Qc] and won (3000) with a pair of Queens
)",
              "", {{"bet-with-no-live-opponent", 11, 4, "B"}});
}

namespace {
// ---------------------------------------------------------------- TC-43
// NLHE 100/200: A (UTG) all-in for 700, B (BTN) and C (BB) go on; C folds the
// river. Main 2,200 (A B), side 2,000 (B only, awarded at once).
std::string tc43(std::string_view main_winner, std::string_view b_outcome, std::string_view a_outcome) {
  return std::string(R"(PokerStars Hand #4343: Tournament #8043, $10+$1 USD Hold'em No Limit - Level VI (100/200) - 2024/05/06 18:30:00 ET
Table '8043 1' 9-max Seat #1 is the button
Seat 1: B (10000 in chips)
Seat 2: S (5000 in chips)
Seat 3: C (10000 in chips)
Seat 4: A (700 in chips)
S: posts small blind 100
C: posts big blind 200
*** HOLE CARDS ***
A: raises 500 to 700 and is all-in
B: calls 700
S: folds
C: calls 500
*** FLOP *** [2s 7h 9d]
C: checks
B: bets 1000
C: calls 1000
*** TURN *** [2s 7h 9d] [Jc]
C: checks
B: checks
*** RIVER *** [2s 7h 9d Jc] [4s]
C: checks
B: bets 3000
C: folds
Uncalled bet (3000) returned to B
B collected 2000 from side pot
*** SHOW DOWN ***
B: shows [Kc Kd] (a pair of Kings)
A: shows [Ah Ac] (a pair of Aces)
)") + std::string(main_winner) + R"( collected 2200 from main pot
*** SUMMARY ***
Total pot 4200 Main pot 2200. Side pot 2000. | Rake 0
Board [2s 7h 9d Jc 4s]
Seat 1: B (button) showed [Kc Kd] and )" +
         std::string(b_outcome) + R"( with a pair of Kings
Seat 2: S (small blind) folded before Flop
Seat 3: C (big blind) folded on the River
Seat 4: A showed [Ah Ac] and )" +
         std::string(a_outcome) + R"( with a pair of Aces
)";
}
}  // namespace

TEST_CASE("TC-43 (TDA Addendum R16): the side pot is won without a showdown, the main pot goes to showdown") {
  CHECK_AUDIT(tc43("A", "won (2000)", "won (2200)"), "", {});
  // Trap: the side-pot winner takes the main pot too.
  CHECK_AUDIT(tc43("B", "won (4200)", "lost"), "", {{"wrong-winner", 30, 1}});
}

namespace {
// ---------------------------------------------------------------- TC-44
// NLHE 50/100: A all-in 500, B raises to 1,500, C shoves 4,000, the blinds and
// B fold. Refund 2,500 to C; main 1,650 (A C), side 2,000 (C only).
std::string tc44(std::string_view refund, std::string_view side, std::string_view pots_line) {
  return std::string(R"(PokerStars Hand #4344: Tournament #8044, $10+$1 USD Hold'em No Limit - Level III (50/100) - 2024/05/06 18:35:00 ET
Table '8044 1' 9-max Seat #5 is the button
Seat 1: S (3000 in chips)
Seat 2: G (3000 in chips)
Seat 3: A (500 in chips)
Seat 4: B (5000 in chips)
Seat 5: C (4000 in chips)
S: posts small blind 50
G: posts big blind 100
*** HOLE CARDS ***
A: raises 400 to 500 and is all-in
B: raises 1000 to 1500
C: raises 2500 to 4000 and is all-in
S: folds
G: folds
B: folds
Uncalled bet ()") + std::string(refund) + R"() returned to C
C collected )" + std::string(side) + R"( from side pot
*** FLOP *** [9s 6d 3c]
*** TURN *** [9s 6d 3c] [Th]
*** RIVER *** [9s 6d 3c Th] [2d]
*** SHOW DOWN ***
A: shows [Qh Qs] (a pair of Queens)
C: shows [Ac Kd] (high card Ace)
A collected 1650 from main pot
*** SUMMARY ***
)" + std::string(pots_line) + R"(
Board [9s 6d 3c Th 2d]
Seat 1: S (small blind) folded before Flop
Seat 2: G (big blind) folded before Flop
Seat 3: A showed [Qh Qs] and won (1650) with a pair of Queens
Seat 4: B folded before Flop
Seat 5: C (button) showed [Ac Kd] and won ()" +
         std::string(side) + R"() with high card Ace
)";
}
}  // namespace

TEST_CASE("TC-44: the refund is measured against a folded player's contribution") {
  CHECK_AUDIT(tc44("2500", "2000", "Total pot 3650 Main pot 1650. Side pot 2000. | Rake 0"), "", {});

  // Trap: measured against live players only (A's 500), 3,500 comes back and
  // B's 1,000 is left in a pot of its own.
  const audit::HandReport trap = audit_expect::audit(tc44("3500", "1000", "Total pot 2650 Main pot 1650. Side pot 1000. | Rake 0"));
  REQUIRE_FALSE(trap.findings.empty());
  CHECK(engine::rule_id(trap.findings.front().rule) == "uncalled-bet-not-returned");
  CHECK(trap.findings.front().pos.line == 17);
  CHECK(trap.findings.front().player == "C");
  CHECK(audit_expect::only(trap, {"uncalled-bet-not-returned", "pot-amount-mismatch"}));
}

// TRICKY_CASES.md stud cases as PokerStars hands audited through
// audit::audit_hand: TC-12 (the completion is not a raise), TC-13 (the open
// pair on 4th street), TC-21 (bring-in and first actor on ties), TC-22 (short
// bring-in, all-in for the ante), TC-32 (stud/8 odd chip) and TC-33 (razz odd
// chip). Most of them depend on a profile switch (RULES.md §0.1): each runs
// under the profiles that disagree, and each answer is pinned.
//
// Cash hands are in dollars; the odd-chip cases are tournament hands, whose
// unit is one chip, so that the case's pots (247, 101) are the logs' pots.
// Names are short: an action's verb starts in column 2 + the name's length.
#include <doctest/doctest.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/audit_expect.h"
#include "tests/support/hand_text.h"

namespace {

using hand_text::as_tournament;
using hand_text::with;

// ---------------------------------------------------------------- TC-12
// 7-stud $15/$30, ante $3, bring-in $5: P1 brings in, P2 completes to 15,
// P3 raises to 30, P4 to 45, P5 to 60 (line 26).
constexpr std::string_view kTc12 = R"(PokerStars Hand #5012:  7 Card Stud Limit ($15/$30 USD) - 2024/06/02 12:00:00 ET
Table 'Sigma' 8-max
Seat 1: P1 ($500 in chips)
Seat 2: P2 ($500 in chips)
Seat 3: P3 ($500 in chips)
Seat 4: P4 ($500 in chips)
Seat 5: P5 ($500 in chips)
Seat 6: P6 ($500 in chips)
P1: posts the ante $3
P2: posts the ante $3
P3: posts the ante $3
P4: posts the ante $3
P5: posts the ante $3
P6: posts the ante $3
*** 3rd STREET ***
Dealt to P1 [2c]
Dealt to P2 [9h]
Dealt to P3 [Td]
Dealt to P4 [Js]
Dealt to P5 [Qc]
Dealt to P6 [Kd]
P1: brings in for $5
P2: raises $10 to $15
P3: raises $15 to $30
P4: raises $15 to $45
P5: raises $15 to $60
)";

// P6 raises to 75 (line 27) and everyone folds: pot 18 + 5 + 15 + 30 + 45 + 60 + 60.
constexpr std::string_view kTc12To75 = R"(P6: raises $15 to $75
P1: folds
P2: folds
P3: folds
P4: folds
P5: folds
Uncalled bet ($15) returned to P6
P6 collected $233 from pot
P6: doesn't show hand
*** SUMMARY ***
Total pot $233 | Rake $0
Seat 1: P1 folded on the 3rd Street
Seat 2: P2 folded on the 3rd Street
Seat 3: P3 folded on the 3rd Street
Seat 4: P4 folded on the 3rd Street
Seat 5: P5 folded on the 3rd Street
Seat 6: P6 collected ($233)
)";

// P6 folds at 60 and so does everyone else: P5 wins 18 + 5 + 15 + 30 + 45 + 45.
constexpr std::string_view kTc12Fold = R"(P6: folds
P1: folds
P2: folds
P3: folds
P4: folds
Uncalled bet ($15) returned to P5
P5 collected $158 from pot
P5: doesn't show hand
*** SUMMARY ***
Total pot $158 | Rake $0
Seat 1: P1 folded on the 3rd Street
Seat 2: P2 folded on the 3rd Street
Seat 3: P3 folded on the 3rd Street
Seat 4: P4 folded on the 3rd Street
Seat 5: P5 collected ($158)
Seat 6: P6 folded on the 3rd Street (didn't bet)
)";

}  // namespace

TEST_CASE("TC-12 (RRP stud 3, WSOP-L 219): the completion is the bet, the raises count after it") {
  const std::string to75 = std::string(kTc12) + std::string(kTc12To75);
  // A bet and 3 raises: capped at 60, the raise to 75 is one too many (RRP
  // betting 3; the PokerStars logs cap a round at 4 bets). The bring-in is
  // not counted: P5's raise to 60 is legal.
  CHECK_AUDIT(to75, "robert", {{"raise-cap-exceeded", 27, 5, "P6"}});
  CHECK_AUDIT(to75, "pokerstars", {{"raise-cap-exceeded", 27, 5, "P6"}});
  // "Four raises remain" after the completion (WSOP-L 126; TDA 48 as WSOP-T 100-b): 75 is the cap.
  CHECK_AUDIT(to75, "wsop", {});
  CHECK_AUDIT(to75, "tda", {});
  // Stopping at 60 is legal everywhere.
  for (std::string_view profile : {"robert", "pokerstars", "wsop", "tda"})
    CHECK_AUDIT(std::string(kTc12) + std::string(kTc12Fold), profile, {});
}

namespace {
// ---------------------------------------------------------------- TC-13
// 7-stud $10/$20, ante $2, bring-in $3. Cy shows 7c 7d on 4th street and is
// high; `fourth` is the 4th-street betting from line 21, after which all
// three have put in `per_player` on 4th street. On 5th street Cy bets and
// the others fold: Cy wins 6 + 9 + 3 x per_player.
std::string tc13(std::string_view fourth, int per_player) {
  const std::string pot = std::string("$") + std::to_string(15 + 3 * per_player);
  return std::string(R"(PokerStars Hand #5013:  7 Card Stud Limit ($10/$20 USD) - 2024/06/02 12:05:00 ET
Table 'Sigma' 8-max
Seat 1: Ava ($400 in chips)
Seat 2: Bo ($400 in chips)
Seat 3: Cy ($400 in chips)
Ava: posts the ante $2
Bo: posts the ante $2
Cy: posts the ante $2
*** 3rd STREET ***
Dealt to Ava [4h]
Dealt to Bo [3s]
Dealt to Cy [7c]
Bo: brings in for $3
Cy: calls $3
Ava: calls $3
*** 4th STREET ***
Dealt to Ava [4h] [Kc]
Dealt to Bo [3s] [9d]
Dealt to Cy [7c] [7d]
Pair on board - a double bet is allowed
)") + std::string(fourth) +
         R"(*** 5th STREET ***
Dealt to Ava [4h Kc] [2d]
Dealt to Bo [3s 9d] [5h]
Dealt to Cy [7c 7d] [Jh]
Cy: bets $20
Ava: folds
Bo: folds
Uncalled bet ($20) returned to Cy
Cy collected )" +
         pot + R"( from pot
Cy: doesn't show hand
*** SUMMARY ***
Total pot )" +
         pot + R"( | Rake $0
Seat 1: Ava folded on the 5th Street
Seat 2: Bo folded on the 5th Street
Seat 3: Cy collected ()" +
         pot + R"()
)";
}

constexpr std::string_view kTc13Tournament =
    "PokerStars Hand #5013: Tournament #9013, $10+$1 USD 7 Card Stud Limit - Level V (10/20) - 2024/06/02 12:05:00 ET";
constexpr std::string_view kDoubleBet = "Pair on board - a double bet is allowed\n";

// Cy bets the big bet, Bo raises by another big bet: 40 each.
constexpr std::string_view kBigBet =
    "Cy: bets $20\nAva: calls $20\nBo: raises $20 to $40\nCy: calls $20\nAva: calls $20\n";

}  // namespace

TEST_CASE("TC-13 (RRP stud 4, WSOP-L 220 vs TDA RP-10-F): the open pair on 4th street, cash and tournament") {
  const std::string big = tc13(kBigBet, 40);
  // Cash: seat 3 may bet 10 or 20; the raise over a 20 bet is 20.
  for (std::string_view profile : {"robert", "wsop", "pokerstars"}) CHECK_AUDIT(big, profile, {});
  // Small bet, small raise (to 20), small raise (to 30).
  CHECK_AUDIT(tc13("Cy: bets $10\nAva: raises $10 to $20\nBo: raises $10 to $30\nCy: calls $20\nAva: calls $10\n", 30),
              "robert", {});
  // Small bet, then a big raise (to 30): every later raise is big (to 50).
  const std::string_view big_raise = "Cy: bets $10\nAva: raises $20 to $30\n";
  CHECK_AUDIT(tc13(std::string(big_raise) + "Bo: raises $20 to $50\nCy: calls $40\nAva: calls $20\n", 50), "robert",
              {});
  CHECK_AUDIT(tc13(std::string(big_raise) + "Bo: raises $10 to $40\nCy: calls $30\nAva: calls $10\n", 40), "robert",
              {{"limit-wrong-increment", 23, 5, "Bo"}});
  // Any player may make the double bet, not only the pair.
  CHECK_AUDIT(tc13("Cy: checks\nAva: bets $20\nBo: calls $20\nCy: calls $20\n", 20), "wsop", {});

  // Tournament (TDA RP-10-F; WSOP-T): only the small bet. Bo's raise is then
  // measured from Cy's 20 as well.
  const std::string big_tournament = as_tournament(big, kTc13Tournament);
  for (std::string_view profile : {"tda", "wsop"})
    CHECK_AUDIT(big_tournament, profile,
                {{"limit-wrong-increment", 21, 5, "Cy"}, {"limit-wrong-increment", 23, 5, "Bo"}});
  CHECK_AUDIT(
      as_tournament(tc13("Cy: bets $10\nAva: calls $10\nBo: raises $10 to $20\nCy: calls $10\nAva: calls $10\n", 20),
                    kTc13Tournament),
      "tda", {});
  // The profile decides, not the hand: tda applied to the cash hand.
  CHECK_AUDIT(big, "tda", {{"limit-wrong-increment", 21, 5, "Cy"}, {"limit-wrong-increment", 23, 5, "Bo"}});
}

TEST_CASE("TC-13: never a double bet in stud/8 (WSOP-L 233), nor without an open pair") {
  // The same cards as stud/8: Bo still brings in, Cy's pair still opens.
  const std::string hilo =
      with(kDoubleBet, "", with("7 Card Stud Limit", "7 Card Stud Hi/Lo Limit", tc13(kBigBet, 40)));
  CHECK_AUDIT(hilo, "robert", {{"limit-wrong-increment", 20, 5, "Cy"}, {"limit-wrong-increment", 22, 5, "Bo"}});
  // Stud high with no pair showing: Cy's A-7 opens, the 4th street is for 10.
  auto no_pair = [](std::string_view fourth, int per_player) {
    return with("[7c 7d] [Jh]", "[7c Ad] [Jh]",
                with("[7c] [7d]\n" + std::string(kDoubleBet), "[7c] [Ad]\n", tc13(fourth, per_player)));
  };
  CHECK_AUDIT(no_pair(kBigBet, 40), "robert",
              {{"limit-wrong-increment", 20, 5, "Cy"}, {"limit-wrong-increment", 22, 5, "Bo"}});
  CHECK_AUDIT(no_pair("Cy: bets $10\nAva: calls $10\nBo: raises $10 to $20\nCy: calls $10\nAva: calls $10\n", 20),
              "robert", {});
}

namespace {
// ---------------------------------------------------------------- TC-21
// 3rd street, five players Ann..Eve in seats 1-5 showing `up`. Player
// `opener` brings in for $3 (line 19); Dan completes to $10 and everyone
// else folds: Dan wins the antes, the bring-in and his own $3.
std::string tc21_third(std::string_view game, const std::array<std::string_view, 5>& up, std::size_t opener) {
  const std::array<std::string_view, 5> names{"Ann", "Bud", "Cal", "Dan", "Eve"};
  std::string t = "PokerStars Hand #5021:  " + std::string(game) + " ($10/$20 USD) - 2024/06/02 13:00:00 ET\n";
  t += "Table 'Sigma' 8-max\n";
  for (std::size_t i = 0; i < 5; ++i)
    t += "Seat " + std::to_string(i + 1) + ": " + std::string(names[i]) + " ($200 in chips)\n";
  for (std::string_view n : names) t += std::string(n) + ": posts the ante $1\n";
  t += "*** 3rd STREET ***\n";
  for (std::size_t i = 0; i < 5; ++i) t += "Dealt to " + std::string(names[i]) + " [" + std::string(up[i]) + "]\n";
  t += std::string(names[opener]) + ": brings in for $3\n";
  for (std::size_t k = 1; k < 5; ++k) {
    const std::string_view n = names[(opener + k) % 5];
    t += std::string(n) + (n == "Dan" ? ": raises $7 to $10\n" : ": folds\n");
  }
  t += std::string(names[opener]) + ": folds\n";
  t += "Uncalled bet ($7) returned to Dan\nDan collected $11 from pot\nDan: doesn't show hand\n";
  t += "*** SUMMARY ***\nTotal pot $11 | Rake $0\n";
  for (std::size_t i = 0; i < 5; ++i) {
    t += "Seat " + std::to_string(i + 1) + ": " + std::string(names[i]);
    t += names[i] == "Dan" ? " collected ($11)\n"
         : i == opener     ? " folded on the 3rd Street\n"
                           : " folded on the 3rd Street (didn't bet)\n";
  }
  return t;
}

constexpr std::array<std::string_view, 5> kTc21Stud{"Ac", "2d", "2c", "Ks", "9h"};
constexpr std::array<std::string_view, 5> kTc21Razz{"Kh", "Ks", "Qs", "Ac", "7d"};
constexpr std::size_t kAnn = 0, kBud = 1, kCal = 2;

}  // namespace

TEST_CASE("TC-21 (WSOP-L 215, 235, 240, RRP stud 1): the bring-in is the lowest up-card (razz: the highest)") {
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"}) {
    // Stud and stud/8: the 2-c (seat 3), by suit below the 2-d; the ace is high.
    CHECK_AUDIT(tc21_third("7 Card Stud Limit", kTc21Stud, kCal), profile, {});
    CHECK_AUDIT(tc21_third("7 Card Stud Hi/Lo Limit", kTc21Stud, kCal), profile, {});
    CHECK_AUDIT(tc21_third("7 Card Stud Limit", kTc21Stud, kBud), profile, {{"bring-in-wrong-player", 19, 6, "Bud"}});
    CHECK_AUDIT(tc21_third("7 Card Stud Hi/Lo Limit", kTc21Stud, kBud), profile,
                {{"bring-in-wrong-player", 19, 6, "Bud"}});
    CHECK_AUDIT(tc21_third("7 Card Stud Limit", kTc21Stud, kAnn), profile, {{"bring-in-wrong-player", 19, 6, "Ann"}});
    // Razz: the K-s (seat 2), by suit above the K-h.
    CHECK_AUDIT(tc21_third("Razz Limit", kTc21Razz, kBud), profile, {});
    CHECK_AUDIT(tc21_third("Razz Limit", kTc21Razz, kAnn), profile, {{"bring-in-wrong-player", 19, 6, "Ann"}});
  }
}

namespace {
// TC-21 4th street: a $10/$20 hand whose players (seats 1, 2, ...) ante $1
// and show `third`, then `third` and `fourth`; `opener` brings in for $3 and
// everyone calls. The 4th-street betting `fourth` starts on line 5 + 5 x
// players and ends with Cal's uncalled bet of $10, the others folding.
struct Showing {
  std::string_view name, third, fourth;
};
std::string tc21_fourth(std::string_view game, const std::vector<Showing>& players, std::size_t opener,
                        std::string_view fourth) {
  const std::size_t n = players.size();
  auto name = [&](std::size_t i) { return std::string(players[i % n].name); };
  std::string t = "PokerStars Hand #5121:  " + std::string(game) + " ($10/$20 USD) - 2024/06/02 13:05:00 ET\n";
  t += "Table 'Sigma' 8-max\n";
  for (std::size_t i = 0; i < n; ++i) t += "Seat " + std::to_string(i + 1) + ": " + name(i) + " ($200 in chips)\n";
  for (std::size_t i = 0; i < n; ++i) t += name(i) + ": posts the ante $1\n";
  t += "*** 3rd STREET ***\n";
  for (const Showing& p : players) t += "Dealt to " + std::string(p.name) + " [" + std::string(p.third) + "]\n";
  t += name(opener) + ": brings in for $3\n";
  for (std::size_t k = 1; k < n; ++k) t += name(opener + k) + ": calls $3\n";
  t += "*** 4th STREET ***\n";
  for (const Showing& p : players)
    t += "Dealt to " + std::string(p.name) + " [" + std::string(p.third) + "] [" + std::string(p.fourth) + "]\n";
  const std::string pot = std::string("$") + std::to_string(4 * n);
  t += std::string(fourth) + "Uncalled bet ($10) returned to Cal\nCal collected " + pot + " from pot\n";
  t += "Cal: doesn't show hand\n*** SUMMARY ***\nTotal pot " + pot + " | Rake $0\n";
  for (std::size_t i = 0; i < n; ++i)
    t += "Seat " + std::to_string(i + 1) + ": " + name(i) +
         (name(i) == "Cal" ? " collected (" + pot + ")\n" : std::string(" folded on the 4th Street\n"));
  return t;
}

// Stud high: Ann A-h 7-c and Cal A-s 7-d tie for high; Bud (K-d) brought in.
std::string tc21_stud_fourth(std::string_view fourth) {
  return tc21_fourth("7 Card Stud Limit", {{"Ann", "Ah", "7c"}, {"Bud", "Kd", "5c"}, {"Cal", "As", "7d"}}, 1, fourth);
}
constexpr std::string_view kAnnFirst = "Ann: checks\nBud: checks\nCal: bets $10\nAnn: folds\nBud: folds\n";
constexpr std::string_view kCalFirst = "Cal: bets $10\nAnn: folds\nBud: folds\n";
constexpr std::string_view kTc21Tournament =
    "PokerStars Hand #5121: Tournament #9121, $10+$1 USD 7 Card Stud Limit - Level V (10/20) - 2024/06/02 13:05:00 ET";

// Razz: Bud 6-c 4-h and Dan 6-s 4-d tie for low; Ann (K-d) brought in.
std::string tc21_razz_fourth(std::string_view fourth) {
  return tc21_fourth("Razz Limit", {{"Ann", "Kd", "9c"}, {"Bud", "6c", "4h"}, {"Cal", "Qh", "8h"}, {"Dan", "6s", "4d"}},
                     0, fourth);
}
constexpr std::string_view kBudFirst = "Bud: checks\nCal: bets $10\nDan: folds\nAnn: folds\nBud: folds\n";
constexpr std::string_view kDanFirst =
    "Dan: checks\nAnn: checks\nBud: checks\nCal: bets $10\nDan: folds\nAnn: folds\nBud: folds\n";
constexpr std::string_view kTc21RazzTournament =
    "PokerStars Hand #5121: Tournament #9121, $10+$1 USD Razz Limit - Level V (10/20) - 2024/06/02 13:05:00 ET";

}  // namespace

TEST_CASE("TC-21 4th street, stud high: tied high hands open by position (RRP, WSOP-L) or by suit (TDA, WSOP-T)") {
  // Cash, position: seat 1 opens.
  for (std::string_view profile : {"robert", "wsop", "pokerstars"}) {
    CHECK_AUDIT(tc21_stud_fourth(kAnnFirst), profile, {});
    CHECK_AUDIT(tc21_stud_fourth(kCalFirst), profile, {{"wrong-first-actor", 20, 6, "Cal"}});
  }
  // Tournament, suit: the A-s opens (TDA RP-10-D; WSOP-T 2024 stud high).
  for (std::string_view profile : {"tda", "wsop"}) {
    CHECK_AUDIT(as_tournament(tc21_stud_fourth(kCalFirst), kTc21Tournament), profile, {});
    CHECK_AUDIT(as_tournament(tc21_stud_fourth(kAnnFirst), kTc21Tournament), profile,
                {{"wrong-first-actor", 20, 6, "Ann"}});
  }
  // WSOP-T breaks ties by suit in stud high only: in stud/8 by position; TDA by suit in both.
  const auto hilo = [](std::string_view fourth) {
    return with("7 Card Stud Limit", "7 Card Stud Hi/Lo Limit",
                as_tournament(tc21_stud_fourth(fourth), kTc21Tournament));
  };
  CHECK_AUDIT(hilo(kAnnFirst), "wsop", {});
  CHECK_AUDIT(hilo(kCalFirst), "wsop", {{"wrong-first-actor", 20, 6, "Cal"}});
  CHECK_AUDIT(hilo(kCalFirst), "tda", {});
}

TEST_CASE(
    "TC-21 4th street, razz: the lowest board opens, a tie by position (RRP, WSOP) or by the high card's suit (TDA)") {
  for (std::string_view profile : {"robert", "wsop", "pokerstars"}) {
    CHECK_AUDIT(tc21_razz_fourth(kBudFirst), profile, {});
    CHECK_AUDIT(tc21_razz_fourth(kDanFirst), profile, {{"wrong-first-actor", 25, 6, "Dan"}});
  }
  // WSOP-T razz still goes by position; TDA RP-10-D: the 6-s.
  CHECK_AUDIT(as_tournament(tc21_razz_fourth(kBudFirst), kTc21RazzTournament), "wsop", {});
  CHECK_AUDIT(as_tournament(tc21_razz_fourth(kDanFirst), kTc21RazzTournament), "tda", {});
  CHECK_AUDIT(as_tournament(tc21_razz_fourth(kBudFirst), kTc21RazzTournament), "tda",
              {{"wrong-first-actor", 25, 6, "Bud"}});
}

namespace {
// ---------------------------------------------------------------- TC-22
// 7-stud $15/$30, ante $3, bring-in $5. L (2-c) has the low card; M and N
// check it down from 4th street, N opening with the king on 4th and 5th, M
// on 6th and 7th where L's open eights are high but all-in. `l_stack` and
// `l_ante` say how short L is; `third` is the 3rd-street betting from line
// 13; `showdown` the rest.
std::string tc22(std::string_view l_stack, std::string_view l_ante, std::string_view third, std::string_view showdown) {
  return std::string(R"(PokerStars Hand #5022:  7 Card Stud Limit ($15/$30 USD) - 2024/06/02 12:10:00 ET
Table 'Sigma' 8-max
Seat 1: L ()") +
         std::string(l_stack) + R"( in chips)
Seat 2: M ($500 in chips)
Seat 3: N ($500 in chips)
L: posts the ante $3)" +
         std::string(l_ante) + R"(
M: posts the ante $3
N: posts the ante $3
*** 3rd STREET ***
Dealt to L [2c]
Dealt to M [9h]
Dealt to N [Kd]
)" + std::string(third) +
         R"(*** 4th STREET ***
Dealt to L [2c] [3d]
Dealt to M [9h] [Jc]
Dealt to N [Kd] [4s]
N: checks
M: checks
*** 5th STREET ***
Dealt to L [2c 3d] [8h]
Dealt to M [9h Jc] [Tc]
Dealt to N [Kd 4s] [5s]
N: checks
M: checks
*** 6th STREET ***
Dealt to L [2c 3d 8h] [8d]
Dealt to M [9h Jc Tc] [6h]
Dealt to N [Kd 4s 5s] [Qh]
M: checks
N: checks
*** RIVER ***
M: checks
N: checks
)" + std::string(showdown);
}

// L's two pair wins the main pot, M's aces the side pot (whole dollars).
std::string tc22_showdown(int main, int side) {
  const std::string main_won = std::string("$") + std::to_string(main);
  const std::string side_won = std::string("$") + std::to_string(side);
  const std::string collects =
      "M collected " + side_won + " from side pot\nL collected " + main_won + " from main pot\n";
  const std::string pots = std::string("Total pot $") + std::to_string(main + side) + " Main pot " + main_won +
                           ". Side pot " + side_won + ". | Rake $0\n";
  return hand_text::showdown({{1, "L", "7c 7h 2c 3d 8h 8d Js", "two pair, Eights and Sevens", main_won},
                              {2, "M", "Ah As 9h Jc Tc 6h 7d", "a pair of Aces", side_won},
                              {3, "N", "Kc 2s Kd 4s 5s Qh 3s", "a pair of Kings", ""}},
                             collects, pots, {});
}

}  // namespace

TEST_CASE("TC-22 (i) (WSOP-L 217): a short bring-in stands, the others call the full bring-in") {
  // L antes 3 and brings in 2, all-in; M and N call 5. Main 15 (L M N), side 6 (M N).
  const std::string_view short_bring_in = "L: brings in for $2 and is all-in\n";
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"})
    CHECK_AUDIT(tc22("$5", "", std::string(short_bring_in) + "M: calls $5\nN: calls $5\n", tc22_showdown(15, 6)),
                profile, {});
  // M may complete instead: to the small bet, 15. Main 15, side 26 (M and N
  // put in 18). PokerStars writes the increment over the chips put in (the
  // short bring-in of 2, as over a short all-in big blind), so "raises 13 to 15".
  CHECK_AUDIT(
      tc22("$5", "", std::string(short_bring_in) + "M: raises $13 to $15\nN: calls $15\n", tc22_showdown(15, 26)),
      "pokerstars", {});
  // Trap: N "calls" the short 2 with chips behind (and makes up the rest later).
  CHECK_AUDIT(
      tc22("$5", "", std::string(short_bring_in) + "M: calls $5\nN: calls $2\nN: calls $3\n", tc22_showdown(15, 6)),
      "pokerstars", {{"wrong-call-amount", 15, 4, "N"}});
}

TEST_CASE("TC-22 (ii) (WSOP-L 217, TDA RP-10-E): the low card all-in for the ante, the player on his left brings in") {
  // L has exactly 3 and is all-in for the ante; M brings in for 5, N calls.
  // Main 9 (L M N), side 10 (M N).
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"})
    CHECK_AUDIT(tc22("$3", " and is all-in", "M: brings in for $5\nN: calls $5\n", tc22_showdown(9, 10)), profile, {});
  // Any other player bringing in is wrong: N is not on L's left.
  CHECK_AUDIT(tc22("$3", " and is all-in", "N: brings in for $5\nM: calls $5\n", tc22_showdown(9, 10)), "pokerstars",
              {{"bring-in-wrong-player", 13, 4, "N"}});
}

namespace {
// ---------------------------------------------------------------- TC-32
// Stud/8 tournament, Level I (10/20), ante 1, bring-in 3 (X folds). A, B
// and C bet one unit a street: pot 4 + 3 + 3 x 80 = 247. A's trip nines win
// the high half, 124; B and C tie for low with 8-5-4-2-A and split 123.
// The collect lines start on line 50.
std::string tc32(std::string_view collects, std::string_view b_won, std::string_view c_won) {
  return std::string(
             R"(PokerStars Hand #5032: Tournament #9032, $10+$1 USD 7 Card Stud Hi/Lo Limit - Level I (10/20) - 2024/06/02 12:20:00 ET
Table '9032 1' 8-max
Seat 1: X (1500 in chips)
Seat 2: A (1500 in chips)
Seat 3: B (1500 in chips)
Seat 4: C (1500 in chips)
X: posts the ante 1
A: posts the ante 1
B: posts the ante 1
C: posts the ante 1
*** 3rd STREET ***
Dealt to X [2h]
Dealt to A [9c]
Dealt to B [Kc]
Dealt to C [Qc]
X: brings in for 3
A: raises 7 to 10
B: calls 10
C: calls 10
X: folds
*** 4th STREET ***
Dealt to A [9c] [7c]
Dealt to B [Kc] [Kd]
Dealt to C [Qc] [Jd]
B: bets 10
C: calls 10
A: calls 10
*** 5th STREET ***
Dealt to A [9c 7c] [6d]
Dealt to B [Kc Kd] [4h]
Dealt to C [Qc Jd] [4s]
B: bets 20
C: calls 20
A: calls 20
*** 6th STREET ***
Dealt to A [9c 7c 6d] [3c]
Dealt to B [Kc Kd 4h] [5s]
Dealt to C [Qc Jd 4s] [5h]
B: bets 20
C: calls 20
A: calls 20
*** RIVER ***
B: bets 20
C: calls 20
A: calls 20
)") + hand_text::showdown({{3, "B", "Ac 2d Kc Kd 4h 5s 8h", "HI: a pair of Kings; LO: 8,5,4,2,A", b_won},
                           {4, "C", "Ad 2c Qc Jd 4s 5h 8s", "HI: high card Ace; LO: 8,5,4,2,A", c_won},
                           {2, "A", "9s 9d 9c 7c 6d 3c Th", "HI: three of a kind, Nines", "124"}},
                          collects, "Total pot 247 | Rake 0\n", {{1, "X folded on the 3rd Street"}});
}
const std::string kTc32SuitInFive =
    tc32("A collected 124 from pot\nC collected 62 from pot\nB collected 61 from pot\n", "61", "62");
const std::string kTc32SuitAll =
    tc32("A collected 124 from pot\nB collected 62 from pot\nC collected 61 from pot\n", "62", "61");
}  // namespace

TEST_CASE(
    "TC-32 (TDA 20-B, WSOP vs RRP): stud/8 tied lows, the odd chip by suit in the five cards, or over all cards") {
  // TDA 20-B, WSOP-T 73 (and the site's default): the 8-s (C) beats the 8-h (B): C 62, B 61.
  for (std::string_view profile : {"tda", "wsop", "pokerstars"}) {
    CHECK_AUDIT(kTc32SuitInFive, profile, {});
    CHECK_AUDIT(kTc32SuitAll, profile, {{"odd-chip-wrong-recipient", 50, 1}});
  }
  // RRP: the lowest card by suit of all seven, the A-c (B): B 62, C 61.
  CHECK_AUDIT(kTc32SuitAll, "robert", {});
  CHECK_AUDIT(kTc32SuitInFive, "robert", {{"odd-chip-wrong-recipient", 50, 1}});
  const audit::HandReport report = audit_expect::audit(kTc32SuitInFive, "robert");
  REQUIRE_FALSE(report.findings.empty());
  CHECK(report.findings.front().expected.text == "A 124, B 62, C 61");
  CHECK(report.findings.front().actual.text == "A 124, B 61, C 62");
}

namespace {
// ---------------------------------------------------------------- TC-33
// Razz tournament, Level II (20/40), ante 5, bring-in 6 (X folds). B and C
// put in 20 on 3rd and 4th street: pot 15 + 6 + 80 = 101. Both make
// 7-5-4-3-A; the collect lines start on line 38.
std::string tc33(std::string_view collects, std::string_view b_won, std::string_view c_won) {
  return std::string(
             R"(PokerStars Hand #5033: Tournament #9033, $10+$1 USD Razz Limit - Level II (20/40) - 2024/06/02 12:25:00 ET
Table '9033 1' 8-max
Seat 1: X (1500 in chips)
Seat 2: B (1500 in chips)
Seat 3: C (1500 in chips)
X: posts the ante 5
B: posts the ante 5
C: posts the ante 5
*** 3rd STREET ***
Dealt to X [Kd]
Dealt to B [4d]
Dealt to C [4s]
X: brings in for 6
B: raises 14 to 20
C: calls 20
X: folds
*** 4th STREET ***
Dealt to B [4d] [5h]
Dealt to C [4s] [5c]
B: bets 20
C: calls 20
*** 5th STREET ***
Dealt to B [4d 5h] [Ks]
Dealt to C [4s 5c] [7h]
C: checks
B: checks
*** 6th STREET ***
Dealt to B [4d 5h Ks] [7c]
Dealt to C [4s 5c 7h] [Qs]
C: checks
B: checks
*** RIVER ***
C: checks
B: checks
)") + hand_text::showdown({{3, "C", "As 3d 4s 5c 7h Qs Qd", "Lo: 7,5,4,3,A", c_won},
                           {2, "B", "Ac 3s 4d 5h Ks 7c Kh", "Lo: 7,5,4,3,A", b_won}},
                          collects, "Total pot 101 | Rake 0\n", {{1, "X folded on the 3rd Street"}});
}
const std::string kTc33C = tc33("C collected 51 from pot\nB collected 50 from pot\n", "50", "51");
const std::string kTc33B = tc33("B collected 51 from pot\nC collected 50 from pot\n", "51", "50");
}  // namespace

TEST_CASE("TC-33 (TDA 20-B vs RRP): razz odd chip, two profiles, two verdicts on the same hand") {
  // TDA 20-B, WSOP-T 73: the high card by suit in the five, the 7-h (C) over the 7-c (B).
  for (std::string_view profile : {"tda", "wsop", "pokerstars"}) {
    CHECK_AUDIT(kTc33C, profile, {});
    CHECK_AUDIT(kTc33B, profile, {{"odd-chip-wrong-recipient", 38, 1}});
  }
  // RRP (low game): the lowest card by suit of all, the A-c (B).
  CHECK_AUDIT(kTc33B, "robert", {});
  CHECK_AUDIT(kTc33C, "robert", {{"odd-chip-wrong-recipient", 38, 1}});
}

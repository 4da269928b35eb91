// Known-answer tests for the findings stud and draw hands can raise, each
// with a hand that breaks the rule (line and column pinned) and a legal
// look-alike that must be clean, through audit::audit_hand.
//
// Covered elsewhere, with both sides:
//   bring-in-wrong-player (stud high, stud/8, razz) and wrong-first-actor on
//     tied boards: tricky_cases_stud_test.cpp, TC-21;
//   limit-wrong-increment for the big bet on 4th street without an open pair
//     and in stud/8: TC-13 (razz: below); raise-cap-exceeded after a completion: TC-12;
//   odd-chip-wrong-recipient for tied stud/8 and razz lows: TC-32, TC-33.
//
// Stakes are PokerStars' $0.04/$0.08 stud (ante $0.01, bring-in $0.02), so
// the smallest unit in play is the cent. One-letter names: verbs in column 4.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"
#include "tests/support/hand_text.h"

namespace findings_stud_draw_test {

namespace {

using hand_text::with;

// Seven-card stud, three players; X (2-c) has the low card. Ends on line 12.
constexpr std::string_view kStudTop =
    R"(PokerStars Hand #6001:  7 Card Stud Limit ($0.04/$0.08 USD) - 2024/06/03 10:00:00 ET
Table 'Atalante' 8-max
Seat 1: X ($1.61 in chips)
Seat 2: P ($1.84 in chips)
Seat 3: Q ($1.37 in chips)
X: posts the ante $0.01
P: posts the ante $0.01
Q: posts the ante $0.01
*** 3rd STREET ***
Dealt to X [2c]
Dealt to P [2s]
Dealt to Q [4c]
)";

// 3rd street only: X brings in, P completes (line 14), the others fold.
constexpr std::string_view kCompletion = R"(X: brings in for $0.02
P: raises $0.02 to $0.04
Q: folds
X: folds
Uncalled bet ($0.02) returned to P
P collected $0.07 from pot
P: doesn't show hand
*** SUMMARY ***
Total pot $0.07 | Rake $0
Seat 1: X folded on the 3rd Street
Seat 2: P collected ($0.07)
Seat 3: Q folded on the 3rd Street (didn't bet)
)";

// Nobody brings in: `opener` bets the small bet at once and the others fold.
std::string open_for_small_bet(std::string_view opener, std::string_view second, std::string_view third) {
  const std::string o(opener);
  return std::string(kStudTop) + o + ": bets $0.04\n" + std::string(second) + ": folds\n" + std::string(third) +
         ": folds\nUncalled bet ($0.04) returned to " + o + "\n" + o + " collected $0.03 from pot\n" + o +
         ": doesn't show hand\n*** SUMMARY ***\nTotal pot $0.03 | Rake $0\n";
}

}  // namespace

TEST_CASE("limit-wrong-increment: a stud completion to more than the small bet, to the small bet is clean") {
  CHECK_AUDIT(std::string(kStudTop) + std::string(kCompletion), "", {});
  const std::string to6 =
      with("P: raises $0.02 to $0.04", "P: raises $0.04 to $0.06",
           with("Uncalled bet ($0.02)", "Uncalled bet ($0.04)", std::string(kStudTop) + std::string(kCompletion)));
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"})
    CHECK_AUDIT(to6, profile, {{"limit-wrong-increment", 14, 4, "P"}});
}

TEST_CASE("bring-in-wrong-player: with no bring-in, only the low card may open, it may complete at once") {
  // RULES.md R-SB-2: the low card may open for a full small bet.
  CHECK_AUDIT(open_for_small_bet("X", "P", "Q") +
                  "Seat 1: X collected ($0.03)\nSeat 2: P folded on the 3rd Street (didn't bet)\n"
                  "Seat 3: Q folded on the 3rd Street (didn't bet)\n",
              "", {});
  // P opens instead: the finding sits on the 3rd-street marker, naming P.
  CHECK_AUDIT(open_for_small_bet("P", "Q", "X") +
                  "Seat 1: X folded on the 3rd Street (didn't bet)\nSeat 2: P collected ($0.03)\n"
                  "Seat 3: Q folded on the 3rd Street (didn't bet)\n",
              "", {{"bring-in-wrong-player", 9, 1, "P"}});
}

namespace {
// X brings in and folds to P's completion; P and Q check it down. Q's K-4
// beats P's K-2 on 4th street, and Q opens every later street. Both make
// K-K-7-7-A; the pot is $0.13. The collect lines start on line 38.
std::string kings_and_sevens(std::string_view collects, std::string_view q_won, std::string_view p_won,
                             std::string_view p_cards = "Ks 3d 2s Kh 7c Ac 7d") {
  return std::string(kStudTop) + R"(X: brings in for $0.02
P: raises $0.02 to $0.04
Q: calls $0.04
X: folds
*** 4th STREET ***
Dealt to P [2s] [Kh]
Dealt to Q [4c] [Kd]
Q: checks
P: checks
*** 5th STREET ***
Dealt to P [2s Kh] [7c]
Dealt to Q [4c Kd] [7h]
Q: checks
P: checks
*** 6th STREET ***
Dealt to P [2s Kh 7c] [Ac]
Dealt to Q [4c Kd 7h] [Ad]
Q: checks
P: checks
*** RIVER ***
Q: checks
P: checks
)" +
         hand_text::showdown({{3, "Q", "Kc 2h 4c Kd 7h Ad 7s", "two pair, Kings and Sevens", q_won},
                              {2, "P", p_cards, "two pair, Kings and Sevens", p_won}},
                             collects, "Total pot $0.13 | Rake $0\n", {{1, "X folded on the 3rd Street"}});
}
// The split: the odd cent to the high card by suit, the A-d (Q) over the A-c (P).
const std::string kSplit =
    kings_and_sevens("Q collected $0.07 from pot\nP collected $0.06 from pot\n", "$0.07", "$0.06");
}  // namespace

TEST_CASE("wrong-first-actor, stud: the best showing hand opens 4th street (K-4 over K-2)") {
  CHECK_AUDIT(kSplit, "", {});
  CHECK_AUDIT(with("Q: checks\nP: checks\n", "P: checks\nQ: checks\n", kSplit), "",
              {{"wrong-first-actor", 20, 4, "P"}});
}

TEST_CASE("suit-used-to-break-tie, stud: tied two pair share the pot, the A-d does not win it") {
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"}) CHECK_AUDIT(kSplit, profile, {});
  CHECK_AUDIT(kings_and_sevens("Q collected $0.13 from pot\n", "$0.13", ""), "", {{"suit-used-to-break-tie", 38, 1}});
}

TEST_CASE("odd-chip-wrong-recipient, stud high: the odd chip goes by the highest card's suit, the ace, not the kings") {
  // TDA 20-B (high card by suit in the five cards) and RRP (all the cards)
  // agree here: the A-d. By the kings' suit P (K-s) would get it.
  // The unit is the cent under every profile: wsop's (WSOP-L 148, the unit
  // of the forced bets) is read from the ante and bring-in, not from the
  // header's $0.04/$0.08 bets.
  const std::string to_p =
      kings_and_sevens("P collected $0.07 from pot\nQ collected $0.06 from pot\n", "$0.06", "$0.07");
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"}) {
    CHECK_AUDIT(kSplit, profile, {});
    CHECK_AUDIT(to_p, profile, {{"odd-chip-wrong-recipient", 38, 1}});
  }
}

TEST_CASE("wrong-card-count, stud: eight cards shown, seven are clean") {
  CHECK_AUDIT(kings_and_sevens("Q collected $0.07 from pot\nP collected $0.06 from pot\n", "$0.07", "$0.06",
                               "Ks 3d 2s Kh 7c Ac 7d 9h"),
              "", {{"wrong-card-count", 37, 4, "P"}});
}

TEST_CASE("wrong-card-count, stud: a street deals one card a player (3rd two down and one up), a hand is shown whole") {
  CHECK_AUDIT(kSplit, "", {});
  // 3rd street: P's line with two cards (one up-card, or the hero's three).
  CHECK(audit_expect::has(audit_expect::audit(with("Dealt to P [2s]\n", "Dealt to P [9s 2s]\n", kSplit)),
                          "wrong-card-count", 11, 1));
  CHECK(audit_expect::has(audit_expect::audit(with("Dealt to P [2s]\n", "Dealt to P [9s 9d 5c 2s]\n", kSplit)),
                          "wrong-card-count", 11, 1));
  // The hero's three are clean.
  CHECK(audit_expect::find(audit_expect::audit(with("Dealt to P [2s]\n", "Dealt to P [Ks 3d 2s]\n", kSplit)),
                           "wrong-card-count") == nullptr);
  // 4th street: two up-cards at once.
  CHECK(audit_expect::has(audit_expect::audit(with("Dealt to P [2s] [Kh]", "Dealt to P [2s] [Kh 9s]", kSplit)),
                          "wrong-card-count", 18, 1));
  // The showdown: five of P's seven cards.
  const auto five = audit_expect::audit(
      kings_and_sevens("Q collected $0.07 from pot\nP collected $0.06 from pot\n", "$0.07", "$0.06", "Ks 3d 2s Kh 7c"));
  CHECK(audit_expect::has(five, "wrong-card-count", 37, 4));
}

namespace {
// Razz, the same seats: P (K-d) brings in; on 4th street X's 8-3 is the
// lowest board and opens (line 20); he bets and the others fold.
std::string razz(std::string_view fourth) {
  return with("Dealt to X [2c]\nDealt to P [2s]\nDealt to Q [4c]\n",
              "Dealt to X [3c]\nDealt to P [Kd]\nDealt to Q [5h]\n",
              with("7 Card Stud Limit", "Razz Limit", std::string(kStudTop))) +
         R"(P: brings in for $0.02
Q: calls $0.02
X: calls $0.02
*** 4th STREET ***
Dealt to X [3c] [8d]
Dealt to P [Kd] [2s]
Dealt to Q [5h] [9c]
)" + std::string(fourth) +
         R"(X: bets $0.04
P: folds
Q: folds
Uncalled bet ($0.04) returned to X
X collected $0.09 from pot
X: doesn't show hand
*** SUMMARY ***
Total pot $0.09 | Rake $0
Seat 1: X collected ($0.09)
Seat 2: P folded on the 4th Street
Seat 3: Q folded on the 4th Street
)";
}
}  // namespace

TEST_CASE("wrong-first-actor, razz: the lowest board opens (8-3 before 9-5 and K-2)") {
  CHECK_AUDIT(razz(""), "", {});
  CHECK_AUDIT(razz("Q: checks\n"), "", {{"wrong-first-actor", 20, 4, "Q"}});
}

TEST_CASE("limit-wrong-increment, razz: no double bet on 4th street, even with an open pair (WSOP-L 237)") {
  // P shows K-d K-h; robert and pokerstars allow the double bet in stud high only.
  const std::string pair = with("Dealt to P [Kd] [2s]", "Dealt to P [Kd] [Kh]", razz(""));
  for (std::string_view profile : {"robert", "pokerstars"}) {
    CHECK_AUDIT(pair, profile, {});
    CHECK_AUDIT(with("X: bets $0.04", "X: bets $0.08", with("Uncalled bet ($0.04)", "Uncalled bet ($0.08)", pair)),
                profile, {{"limit-wrong-increment", 20, 4, "X"}});
  }
}

namespace {
// Triple draw 2-7, three players, seat 1 the button: after the first draw
// (line 12) the small blind H2 is the first to exchange and to act (line 13,
// line 16).
const std::string kTripleDraw = hand_text::draw_hand("Triple Draw 2-7 Lowball Limit", 3,
                                                     {{"H1", "7s 5d 4c 3h 2s", "Lo: 7,5,4,3,2"},
                                                      {"H2", "8s 6d 4d 3s 2d", "Lo: 8,6,4,3,2"},
                                                      {"H3", "9h 7c 5c 4s 3c", "Lo: 9,7,5,4,3"}},
                                                     0);
}  // namespace

TEST_CASE("wrong-first-actor, draw: after the draw the first live player left of the button opens") {
  CHECK_AUDIT(kTripleDraw, "", {});
  CHECK_AUDIT(with("H2: checks\nH3: checks\nH1: checks\n", "H3: checks\nH1: checks\nH2: checks\n", kTripleDraw), "",
              {{"wrong-first-actor", 16, 5, "H3"}});
}

TEST_CASE("wrong-card-count, draw: an exchange of six cards from a five-card hand, five is clean") {
  CHECK_AUDIT(with("H2: stands pat\n", "H2: discards 5 cards\n", kTripleDraw), "", {});
  CHECK_AUDIT(with("H2: stands pat\n", "H2: discards 6 cards\n", kTripleDraw), "", {{"wrong-card-count", 13, 5, "H2"}});
}

namespace {
// Stud/8: P (9-c) brings in, Q and R call; Q's open kings open every later
// street and it is checked down. P's trip nines win high; Q holds `q_cards`,
// R (J-J-T-T) has no low. Pot $0.09: high $0.05, low $0.04. The collect
// lines start on line 45.
std::string stud8(std::string_view q_cards, std::string_view q_description, std::string_view collects,
                  std::string_view p_won, std::string_view q_won, std::string_view r_won) {
  return std::string(R"(PokerStars Hand #6003:  7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD) - 2024/06/03 10:10:00 ET
Table 'Dawn' 8-max
Seat 1: P ($1.61 in chips)
Seat 2: Q ($1.84 in chips)
Seat 3: R ($1.37 in chips)
P: posts the ante $0.01
Q: posts the ante $0.01
R: posts the ante $0.01
*** 3rd STREET ***
Dealt to P [9c]
Dealt to Q [Kc]
Dealt to R [Js]
P: brings in for $0.02
Q: calls $0.02
R: calls $0.02
*** 4th STREET ***
Dealt to P [9c] [7c]
Dealt to Q [Kc] [Kd]
Dealt to R [Js] [Td]
Q: checks
R: checks
P: checks
*** 5th STREET ***
Dealt to P [9c 7c] [6d]
Dealt to Q [Kc Kd] [4h]
Dealt to R [Js Td] [5h]
Q: checks
R: checks
P: checks
*** 6th STREET ***
Dealt to P [9c 7c 6d] [3c]
Dealt to Q [Kc Kd 4h] [5s]
Dealt to R [Js Td 5h] [8s]
Q: checks
R: checks
P: checks
*** RIVER ***
Q: checks
R: checks
P: checks
)") + hand_text::showdown({{2, "Q", q_cards, q_description, q_won},
                           {3, "R", "Qc Tc Js Td 5h 8s Jd", "HI: two pair, Jacks and Tens", r_won},
                           {1, "P", "9s 9d 9c 7c 6d 3c Th", "HI: three of a kind, Nines", p_won}},
                          collects, "Total pot $0.09 | Rake $0\n", {});
}
constexpr std::string_view kLow = "Ac 2d Kc Kd 4h 5s 8h";
constexpr std::string_view kLowText = "HI: a pair of Kings; LO: 8,5,4,2,A";
constexpr std::string_view kNoLow = "Qd Qh Kc Kd 4h 5s 8h";
constexpr std::string_view kNoLowText = "HI: two pair, Kings and Queens";
}  // namespace

TEST_CASE("low-awarded-to-non-qualifier, stud/8: the low half goes to the 8-or-better low, not to J-J-T-T") {
  CHECK_AUDIT(stud8(kLow, kLowText, "P collected $0.05 from pot\nQ collected $0.04 from pot\n", "$0.05", "$0.04", ""),
              "", {});
  CHECK_AUDIT(stud8(kLow, kLowText, "P collected $0.05 from pot\nR collected $0.04 from pot\n", "$0.05", "", "$0.04"),
              "", {{"low-awarded-to-non-qualifier", 45, 1}});
}

TEST_CASE("odd-chip-wrong-recipient, stud/8: the pot's odd chip goes to the high half") {
  CHECK_AUDIT(stud8(kLow, kLowText, "Q collected $0.05 from pot\nP collected $0.04 from pot\n", "$0.04", "$0.05", ""),
              "", {{"odd-chip-wrong-recipient", 45, 1}});
}

TEST_CASE("scoop-not-awarded, stud/8: with no qualifying low the high hand scoops") {
  CHECK_AUDIT(stud8(kNoLow, kNoLowText, "P collected $0.09 from pot\nNo low hand qualified\n", "$0.09", "", ""), "",
              {});
  CHECK_AUDIT(
      stud8(kNoLow, kNoLowText, "P collected $0.05 from pot\nQ collected $0.04 from pot\n", "$0.05", "$0.04", ""), "",
      {{"scoop-not-awarded", 45, 1}});
}

namespace {
// Stud/8 with no qualifying low and two high hands tied: a pair of fours
// with A-K-Q each. The pot of 205 chips splits 103 / 102, and the odd chip
// goes by the suit of the highest card of the five, the ace: A-s (B) beats
// A-c (A). The fours' suits (4-s for A) do not decide it. From the
// generated corpus, which had it wrong (generator/stud_generator.cpp).
std::string tied_highs_no_low(std::string_view collects, std::string_view a_won, std::string_view b_won) {
  return std::string(
             R"(PokerStars Hand #238433814626: Tournament #3580291662, $1+$0.10 USD 7 Card Stud Hi/Lo Limit - Level III (40/80) - 2024/05/20 17:10:22 ET
Table '3580291662 21' 8-max
Seat 3: A (3100 in chips)
Seat 5: B (1826 in chips)
Seat 6: C (254 in chips)
A: posts the ante 5
B: posts the ante 5
C: posts the ante 5
*** 3rd STREET ***
Dealt to A [4c 4s Qh]
Dealt to B [Qs]
Dealt to C [7c]
C: brings in for 10
A: calls 10
B: calls 10
*** 4th STREET ***
Dealt to A [4c 4s Qh] [Ac]
Dealt to B [Qs] [3h]
Dealt to C [7c] [3d]
A: checks
B: checks
C: checks
*** 5th STREET ***
Dealt to A [4c 4s Qh Ac] [8s]
Dealt to B [Qs 3h] [2s]
Dealt to C [7c 3d] [3c]
C: checks
A: checks
B: checks
*** 6th STREET ***
Dealt to A [4c 4s Qh Ac 8s] [9c]
Dealt to B [Qs 3h 2s] [Kd]
Dealt to C [7c 3d 3c] [7h]
C: checks
A: checks
B: bets 80
C: folds
A: calls 80
*** RIVER ***
Dealt to A [4c 4s Qh Ac 8s 9c] [Kc]
A: checks
B: checks
*** SHOW DOWN ***
A: shows [4c 4s Qh Ac 8s 9c Kc] (HI: a pair of Fours)
B: shows [4h As Qs 3h 2s Kd 4d] (HI: a pair of Fours)
)") + std::string(collects) +
         "No low hand qualified\n*** SUMMARY ***\nTotal pot 205 | Rake 0\n"
         "Seat 3: A showed [4c 4s Qh Ac 8s 9c Kc] and won (" +
         std::string(a_won) + ") with HI: a pair of Fours\nSeat 5: B showed [4h As Qs 3h 2s Kd 4d] and won (" +
         std::string(b_won) + ") with HI: a pair of Fours\nSeat 6: C folded on the 6th Street\n";
}
}  // namespace

TEST_CASE("odd-chip-wrong-recipient, stud/8 with no low: tied high hands split, the odd chip by the ace's suit") {
  for (std::string_view profile : {"pokerstars", "tda", "robert", "wsop"})
    CHECK_AUDIT(tied_highs_no_low("B collected 103 from pot\nA collected 102 from pot\n", "102", "103"), profile, {});
  // The same two players paid the same pot: the odd chip is misplaced, and
  // no half went to a low (not scoop-not-awarded, which says a low was paid).
  CHECK_AUDIT(tied_highs_no_low("A collected 103 from pot\nB collected 102 from pot\n", "103", "102"), "",
              {{"odd-chip-wrong-recipient", 46, 1}});
}

}  // namespace findings_stud_draw_test

// Draw games: each line that shows a player's cards shows his hand at a
// time (validators/draw_hands.cpp). The first deal holds the game's hand
// size; he throws only cards he holds; "Dealt to Hero [kept] [new]" keeps
// exactly what he held less what he threw, deals none he keeps and makes a
// whole hand again; "stands pat on [..]" and the show are the hand he
// holds. Each fault is one finding, at its line. And an exchange is an
// action (replay/replay.cpp): one before the betting closed is one finding,
// the betting after it going on in its round, and a folded player's draw
// moves no card. PokerStars text and PHH alike; each change beside the
// legal hand it changes, which audits clean; Full Tilt's and Winamax's
// readers share PokerStars' lines.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "tests/support/audit_expect.h"
#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"
#include "tests/support/single_draw_hand.h"

namespace {

using hand_text::with;

// "rule line:column" for each finding, PHH or PokerStars text.
std::string findings(std::string_view text) {
  if (text.starts_with("variant")) return audit_expect::got(audit::audit_phh_hand(text, 1, 1, "test", "hand", {}), {});
  return audit_expect::got(audit_expect::audit(text), {});
}

// Five-card draw, six players: the hero keeps three, draws two and shows
// the hand the draw gave him.
constexpr std::string_view kKeepsThree =
    R"(PokerStars Hand #5200: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/02 12:00:00 ET
Table 'Kept' 6-max Seat #6 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cid ($10 in chips)
Seat 4: Dan ($10 in chips)
Seat 5: Eve ($10 in chips)
Seat 6: Hero ($10 in chips)
Ann: posts small blind $0.05
Bob: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Hero [2c 3d 4h 9s Ks]
Cid: calls $0.10
Dan: folds
Eve: calls $0.10
Hero: calls $0.10
Ann: folds
Bob: checks
*** FIRST DRAW ***
Bob: discards 2 cards
Cid: discards 1 card
Eve: stands pat
Hero: discards 2 cards [9s Ks]
Dealt to Hero [2c 3d 4h] [5s 7c]
Bob: checks
Cid: bets $0.20
Eve: folds
Hero: calls $0.20
Bob: folds
*** SHOW DOWN ***
Cid: shows [Ah Ad Kc Qs 2d] (a pair of Aces)
Hero: shows [2c 3d 4h 5s 7c] (high card Seven)
Cid collected $0.85 from pot
*** SUMMARY ***
Total pot $0.85 | Rake $0
Seat 1: Ann (small blind) folded before the Draw
Seat 2: Bob (big blind) folded after the Draw
Seat 3: Cid showed [Ah Ad Kc Qs 2d] and won ($0.85) with a pair of Aces
Seat 4: Dan folded before the Draw (didn't bet)
Seat 5: Eve folded after the Draw
Seat 6: Hero (button) showed [2c 3d 4h 5s 7c] and lost with high card Seven
)";

// The hero's show, in its line and in the summary.
std::string shows(std::string_view cards, std::string_view text) {
  std::string out = with("Hero: shows [2c 3d 4h 5s 7c]", "Hero: shows [" + std::string(cards) + "]", text);
  return with("Hero (button) showed [2c 3d 4h 5s 7c]", "Hero (button) showed [" + std::string(cards) + "]", out);
}

}  // namespace

TEST_CASE("draw: the cards the hero keeps are followed, each line that shows his hand judged against the one before") {
  CHECK(findings(kKeepsThree) == "(no finding)\n");
  // He throws a card he was never dealt.
  CHECK(findings(with("discards 2 cards [9s Ks]", "discards 2 cards [9s Qh]", kKeepsThree)) ==
        "inconsistent-record 23:7\n");
  // Six cards after the draw, the 8h never dealt to him.
  CHECK(findings(with("[2c 3d 4h] [5s 7c]", "[2c 3d 4h 8h] [5s 7c]", kKeepsThree)) == "wrong-card-count 24:1\n");
  // One thrown, five kept and one new.
  CHECK(findings(with("[2c 3d 4h] [5s 7c]", "[2c 3d 4h Ks 8h] [5s]",
                      with("discards 2 cards [9s Ks]", "discards 1 card [9s]", kKeepsThree))) ==
        "wrong-card-count 24:1\n");
  // The right count, but he keeps the 8h and not the 4h he held.
  CHECK(findings(with("[2c 3d 4h] [5s 7c]", "[2c 3d 8h] [5s 7c]", kKeepsThree)) == "inconsistent-record 24:1\n");
  // He keeps the 2c and is dealt it as new.
  CHECK(findings(with("[2c 3d 4h] [5s 7c]", "[2c 3d 4h] [7c 2c]", kKeepsThree)) == "duplicate-card 24:1\n");
  // He shows a hand other than the one the draw gave him.
  CHECK(findings(shows("2c 3d 4h 5s 8h", kKeepsThree)) == "inconsistent-record 32:7\n");
}

TEST_CASE("draw: the first deal holds the game's hand size, and what follows from a wrong one is no second finding") {
  // Six cards dealt: the draw keeps four of them and the show holds six.
  const std::string six =
      shows("2c 3d 4h 8h 5s 7c", with("[2c 3d 4h] [5s 7c]", "[2c 3d 4h 8h] [5s 7c]",
                                      with("[2c 3d 4h 9s Ks]", "[2c 3d 4h 9s Ks 8h]", kKeepsThree)));
  CHECK(findings(six) == "wrong-card-count 12:1\n");
  // Four dealt, one of them thrown: the draw line is taken as it is.
  const std::string four = shows("2c 3d 4h 5s", with("[2c 3d 4h] [5s 7c]", "[2c 3d 4h] [5s]",
                                                     with("discards 2 cards [9s Ks]", "discards 1 card [9s]",
                                                          with("[2c 3d 4h 9s Ks]", "[2c 3d 4h 9s]", kKeepsThree))));
  CHECK(findings(four) == "wrong-card-count 12:1\n");
}

TEST_CASE("draw: standing pat on a hand shows the hand he holds") {
  const std::string pat =
      shows("2c 3d 4h 9s Ks", with("Hero: discards 2 cards [9s Ks]\nDealt to Hero [2c 3d 4h] [5s 7c]\n",
                                   "Hero: stands pat on [2c 3d 4h 9s Ks]\n", kKeepsThree));
  CHECK(findings(pat) == "(no finding)\n");
  CHECK(findings(with("stands pat on [2c 3d 4h 9s Ks]", "stands pat on [2c 3d 4h 9s Qh]", pat)) ==
        "inconsistent-record 23:7\n");
}

TEST_CASE("draw: an exchange before the betting closed is one finding, the betting after it in its own round") {
  // Bob draws before his option, his check after it; the marker follows.
  CHECK(findings(with("Bob: checks\n*** FIRST DRAW ***\nBob: discards 2 cards\n",
                      "Bob: discards 2 cards\nBob: checks\n*** FIRST DRAW ***\n", kKeepsThree)) ==
        "action-out-of-turn 18:6\n");
  // The marker before his early draw.
  CHECK(findings(with("Bob: checks\n*** FIRST DRAW ***\nBob: discards 2 cards\n",
                      "*** FIRST DRAW ***\nBob: discards 2 cards\nBob: checks\n", kKeepsThree)) ==
        "action-out-of-turn 19:6\n");
  // The hero draws, and is dealt his cards, before Ann and Bob have acted.
  CHECK(findings(with("Hero: calls $0.10\n",
                      "Hero: calls $0.10\nHero: discards 2 cards [9s Ks]\nDealt to Hero [2c 3d 4h] [5s 7c]\n",
                      with("Hero: discards 2 cards [9s Ks]\nDealt to Hero [2c 3d 4h] [5s 7c]\n", "", kKeepsThree))) ==
        "action-out-of-turn 17:7\n");
}

namespace {

// PHH single draw, eight players, every card known: p1 draws two, p2 two;
// p2 calls p1's bet and both show the hands their draws gave them.
const std::string kPhhShown = single_draw_hand::closed_by(
    "  'p1 cbr 4', 'p2 cc', 'p3 f', 'p4 f', 'p5 f', 'p6 f', 'p7 f', 'p8 f',\n"
    "  'p1 sm 2c3c4c3s4s', 'p2 sm 7c8c9c5s6s',\n");

}  // namespace

TEST_CASE("PHH draw: each deal, throw and show against the hand before, at the line that shows it") {
  CHECK(findings(kPhhShown) == "(no finding)\n");
  // Six cards in the first deal: at the deal, not the starting stacks.
  CHECK(findings(with("'d dh p1 2c3c4c5c6c'", "'d dh p1 2c3c4c5c6cAs'", kPhhShown)) == "wrong-card-count 7:4\n");
  // Four dealt, then a 6c thrown that the deal did not give him: one finding.
  CHECK(findings(with("'d dh p1 2c3c4c5c6c'", "'d dh p1 2c3c4c5c'", kPhhShown)) == "wrong-card-count 7:4\n");
  // Another player's card thrown: at the throw, no hand of six.
  CHECK(findings(with("'p1 sd 5c6c'", "'p1 sd 5c7c'", kPhhShown)) == "inconsistent-record 10:4\n");
  // A new card he keeps.
  CHECK(findings(with("'d dh p1 3s4s'", "'d dh p1 3s2c'", kPhhShown)) == "duplicate-card 10:18\n");
  // A show other than the hand the draw gave him.
  CHECK(findings(with("'p1 sm 2c3c4c3s4s'", "'p1 sm 2c3c4c3sAs'", kPhhShown)) == "inconsistent-record 19:4\n");
  // An unknown card may be any: a partly unknown deal shows what it holds.
  CHECK(findings(with("'d dh p1 2c3c4c5c6c'", "'d dh p1 2c3c4c5c?\?'", kPhhShown)) == "(no finding)\n");
}

TEST_CASE("PHH draw: an exchange before the betting closed is one finding, a folded player's draw moves no card") {
  // p1 draws (and is dealt) before p2's option.
  const std::string early =
      with("  'p1 sd 5c6c', 'd dh p1 3s4s',\n", "",
           with("'p1 cc', 'p2 cc',", "'p1 cc', 'p1 sd 5c6c', 'd dh p1 3s4s', 'p2 cc',", kPhhShown));
  CHECK(findings(early) == "action-out-of-turn 9:67\n");
  // p3 folds, then draws and is dealt p8's 2s: the draw is the finding, not the card.
  CHECK(findings(with("'p3 f',", "'p3 f', 'p3 sd 7s', 'd dh p3 2s',", kPhhShown)) ==
        "action-by-inactive-player 18:33\n");
}

namespace {

// 2-7 triple draw, three players, no reshuffle: the hero draws two, then
// one, stands pat on the third draw and bets; both fold.
constexpr std::string_view kTripleDraw =
    R"(PokerStars Hand #5300: Triple Draw 2-7 Lowball Limit ($0.10/$0.20 USD) - 2024/06/02 13:00:00 ET
Table 'Kept' 6-max Seat #3 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Hero ($10 in chips)
Ann: posts small blind $0.05
Bob: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Hero [2c 3d 4h 9s Ks]
Hero: calls $0.10
Ann: calls $0.05
Bob: checks
*** FIRST DRAW ***
Ann: discards 2 cards
Bob: discards 1 card
Hero: discards 2 cards [9s Ks]
Dealt to Hero [2c 3d 4h] [5s Kc]
Ann: checks
Bob: checks
Hero: checks
*** SECOND DRAW ***
Ann: discards 1 card
Bob: stands pat
Hero: discards 1 card [Kc]
Dealt to Hero [2c 3d 4h 5s] [7c]
Ann: checks
Bob: checks
Hero: checks
*** THIRD DRAW ***
Ann: stands pat
Bob: stands pat
Hero: stands pat on [2c 3d 4h 5s 7c]
Ann: checks
Bob: checks
Hero: bets $0.20
Ann: folds
Bob: folds
Uncalled bet ($0.20) returned to Hero
Hero collected $0.30 from pot
Hero: doesn't show hand
*** SUMMARY ***
Total pot $0.30 | Rake $0
Seat 1: Ann (small blind) folded after the 3rd Draw
Seat 2: Bob (big blind) folded after the 3rd Draw
Seat 3: Hero (button) collected ($0.30)
)";

}  // namespace

TEST_CASE("draw: between two markers, an exchange by a player who drew in the round is the next round's, early") {
  CHECK(findings(kTripleDraw) == "(no finding)\n");
  // The hero's second draw, with his new card, before his check that closes the first draw's betting.
  const std::string second = "Hero: discards 1 card [Kc]\nDealt to Hero [2c 3d 4h 5s] [7c]\n";
  CHECK(findings(with("Bob: checks\nHero: checks\n*** SECOND", "Bob: checks\n" + second + "Hero: checks\n*** SECOND",
                      with(second, "", kTripleDraw))) == "action-out-of-turn 20:7\n");
  // The hero, last to draw in the second draw and yet to, draws after its betting began: late, one finding.
  CHECK(findings(with("Ann: checks\nBob: checks\nHero: checks\n*** THIRD",
                      "Ann: checks\n" + second + "Bob: checks\nHero: checks\n*** THIRD",
                      with(second, "", kTripleDraw))) == "round-closed-early 24:6\n");
}

TEST_CASE("draw: Full Tilt's and Winamax's lines of the hero's hand are followed as PokerStars' are") {
  const std::string tilt = room_hands::data("fulltilt", "draw.txt");
  CHECK(room_hands::findings_of(parser::SiteFormat::kFullTilt, tilt) == "fulltilt draw27-triple fixed-limit");
  // He keeps the Kd he threw, and not the 9s.
  CHECK(
      room_hands::findings_of(parser::SiteFormat::kFullTilt, with("[2h 3d 7c 9s] [4c]", "[2h 3d 7c Kd] [4c]", tilt)) ==
      "fulltilt draw27-triple fixed-limit\ninconsistent-record 16:1");
  // He stands pat on a hand other than his.
  CHECK(room_hands::findings_of(parser::SiteFormat::kFullTilt,
                                with("Alpha stands pat on [2h 3d 7c 9s 4c]\nBravo is dealt",
                                     "Alpha stands pat on [2h 3d 7c 9s 5c]\nBravo is dealt", tilt)) ==
        "fulltilt draw27-triple fixed-limit\ninconsistent-record 22:7");
  // Winamax shows none of the hero's exchanges: only his deal is judged.
  const std::string winamax = room_hands::data("winamax", "draw.txt");
  CHECK(room_hands::findings_of(parser::SiteFormat::kWinamax, winamax) == "winamax draw27-triple fixed-limit");
  CHECK(room_hands::findings_of(parser::SiteFormat::kWinamax,
                                with("Dealt to Ann [2h Td 8c 7c 8s]", "Dealt to Ann [2h Td 8c 7c 8s 9d]", winamax)) ==
        "winamax draw27-triple fixed-limit\nwrong-card-count 10:1");
}

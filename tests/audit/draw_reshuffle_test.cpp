// Draw games: the reshuffle. Where PokerStars writes "The deck is
// reshuffled" it is checked against the stub; a card let go comes back only
// from a reshuffle that took it in; and the four switches that say how a
// room reshuffles (draw_burns, draw_last_card, draw_reshuffle_mucked,
// draw_own_discards) are each shown deciding a hand both ways.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "engine/profile_choice.h"
#include "tests/support/hand_text.h"
#include "tests/support/single_draw_hand.h"

namespace draw_reshuffle_test {

namespace {

using hand_text::with;

// "rule line" for each finding of the hand under `profile` with `settings`.
std::string findings(std::string_view text, std::vector<engine::SwitchSetting> settings = {},
                     std::string_view profile = "") {
  audit::AuditSettings s;
  s.profile = engine::ProfileChoice(profile, settings);
  const audit::HandReport r = text.starts_with("variant") ? audit::audit_phh_hand(text, 1, 1, "test", "hand", s)
                                                          : audit::audit_hand(text, 1, 1, "test", s);
  std::string out;
  for (const auto& f : r.findings)
    out += std::string(engine::rule_id(f.rule)) + " " + std::to_string(f.pos.line) + "\n";
  return out;
}

// Five-card draw, eight players: 40 cards dealt, 12 in the stub, which the
// first seven exchanges take to the last card; the line comes before the
// hero's (line 30), as PokerStars writes it.
constexpr std::string_view kEightHanded =
    R"(PokerStars Hand #5100: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/01 12:00:00 ET
Table 'Reshuffle' 8-max Seat #8 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cid ($10 in chips)
Seat 4: Dan ($10 in chips)
Seat 5: Eve ($10 in chips)
Seat 6: Fay ($10 in chips)
Seat 7: Gus ($10 in chips)
Seat 8: Hero ($10 in chips)
Ann: posts small blind $0.05
Bob: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Hero [2c 3d 4h 9s Ks]
Cid: calls $0.10
Dan: calls $0.10
Eve: calls $0.10
Fay: calls $0.10
Gus: calls $0.10
Hero: calls $0.10
Ann: calls $0.05
Bob: checks
*** FIRST DRAW ***
Ann: discards 2 cards
Bob: discards 2 cards
Cid: discards 1 card
Dan: discards 2 cards
Eve: discards 1 card
Fay: discards 2 cards
Gus: discards 2 cards
The deck is reshuffled
Hero: discards 2 cards [9s Ks]
Dealt to Hero [2c 3d 4h] [5s 7c]
Ann: checks
Bob: checks
Cid: bets $0.20
Dan: folds
Eve: folds
Fay: folds
Gus: folds
Hero: calls $0.20
Ann: folds
Bob: folds
*** SHOW DOWN ***
Cid: shows [Ah Ad Kc Qs 2d] (a pair of Aces)
Hero: shows [2c 3d 4h 5s 7c] (high card Seven)
Cid collected $1.20 from pot
*** SUMMARY ***
Total pot $1.20 | Rake $0
Seat 1: Ann (small blind) folded after the Draw
Seat 2: Bob (big blind) folded after the Draw
Seat 3: Cid showed [Ah Ad Kc Qs 2d] and won ($1.20) with a pair of Aces
Seat 4: Dan folded after the Draw
Seat 5: Eve folded after the Draw
Seat 6: Fay folded after the Draw
Seat 7: Gus folded after the Draw
Seat 8: Hero (button) showed [2c 3d 4h 5s 7c] and lost with high card Seven
)";

}  // namespace

TEST_CASE("PokerStars' reshuffle line: where the stub runs out it is clean, early or left out it is inconsistent") {
  CHECK(findings(kEightHanded) == "");
  // One exchange early: two cards were still in the stub for Gus's two.
  const std::string early = with("Gus: discards 2 cards\n", "The deck is reshuffled\nGus: discards 2 cards\n",
                                 with("The deck is reshuffled\n", "", kEightHanded));
  CHECK(findings(early) == "inconsistent-record 30\n");
  // Left out: the hero draws two from an empty stub.
  CHECK(findings(with("The deck is reshuffled\n", "", kEightHanded)) == "inconsistent-record 31\n");
  // A second line with nothing drawn after it.
  CHECK(findings(with("Ann: checks\n", "Ann: checks\nThe deck is reshuffled\n", kEightHanded)) ==
        "inconsistent-record 35\n");
}

TEST_CASE(
    "a card dealt back in the exchange that threw it, or shown by another while the hero held it, is a duplicate") {
  // The hero's own 9s among his new cards: discards of this exchange are
  // not in the reshuffle.
  CHECK(findings(with("[2c 3d 4h] [5s 7c]", "[2c 3d 4h] [5s 9s]", kEightHanded)) == "duplicate-card 33\n");
  // Cid shows the hero's Ks, which Cid drew before the hero threw it: the
  // card was dealt twice, then the hero discarded it.
  const std::string twice = with("Cid showed [Ah Ad Kc Qs 2d]", "Cid showed [Ah Ad Ks Qs 2d]",
                                 with("Cid: shows [Ah Ad Kc Qs 2d]", "Cid: shows [Ah Ad Ks Qs 2d]", kEightHanded));
  CHECK(findings(twice) == "duplicate-card 45\n");
}

// The hero folds before the draw; the stub runs out after four exchanges
// and Eve, who draws after the reshuffle, shows the hero's 9s.
constexpr std::string_view kFoldedCard =
    R"(PokerStars Hand #5101: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/01 12:05:00 ET
Table 'Reshuffle' 8-max Seat #8 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cid ($10 in chips)
Seat 4: Dan ($10 in chips)
Seat 5: Eve ($10 in chips)
Seat 6: Fay ($10 in chips)
Seat 7: Gus ($10 in chips)
Seat 8: Hero ($10 in chips)
Ann: posts small blind $0.05
Bob: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Hero [2c 3d 4h 9s Ks]
Cid: calls $0.10
Dan: calls $0.10
Eve: calls $0.10
Fay: calls $0.10
Gus: calls $0.10
Hero: folds
Ann: calls $0.05
Bob: checks
*** FIRST DRAW ***
Ann: discards 3 cards
Bob: discards 3 cards
Cid: discards 3 cards
Dan: discards 3 cards
The deck is reshuffled
Eve: discards 2 cards
Fay: stands pat
Gus: stands pat
Ann: checks
Bob: checks
Cid: checks
Dan: checks
Eve: bets $0.20
Fay: calls $0.20
Gus: folds
Ann: folds
Bob: folds
Cid: folds
Dan: folds
*** SHOW DOWN ***
Eve: shows [Kd Kh 9s 4c 2d] (a pair of Kings)
Fay: shows [Qc Qd 8h 7s 6c] (a pair of Queens)
Eve collected $1.10 from pot
*** SUMMARY ***
Total pot $1.10 | Rake $0
Seat 1: Ann (small blind) folded after the Draw
Seat 2: Bob (big blind) folded after the Draw
Seat 3: Cid folded after the Draw
Seat 4: Dan folded after the Draw
Seat 5: Eve showed [Kd Kh 9s 4c 2d] and won ($1.10) with a pair of Kings
Seat 6: Fay showed [Qc Qd 8h 7s 6c] and lost with a pair of Queens
Seat 7: Gus folded after the Draw
Seat 8: Hero (button) folded before the Draw (didn't bet)
)";

TEST_CASE("draw_reshuffle_mucked: a folded card comes back only where folded hands are reshuffled") {
  // PokerStars reshuffles the discards, not the folded hands.
  CHECK(findings(kFoldedCard) == "duplicate-card 44\n");
  CHECK(findings(kFoldedCard, {{"draw_reshuffle_mucked", "true"}}) == "");
  // A card the hero never held is no concern of his folded hand.
  CHECK(findings(with("[Kd Kh 9s 4c 2d] and", "[Kd Kh 9d 4c 2d] and",
                      with("[Kd Kh 9s 4c 2d] (a", "[Kd Kh 9d 4c 2d] (a", kFoldedCard))) == "");
}

// Triple draw, six players: 30 dealt, the first draw takes the stub's 22;
// the second begins with a reshuffle, and the hero is dealt back the Ks he
// threw in the first.
constexpr std::string_view kOwnDiscard =
    R"(PokerStars Hand #5102: Triple Draw 2-7 Lowball Limit ($0.10/$0.20 USD) - 2024/06/01 12:10:00 ET
Table 'Reshuffle' 6-max Seat #6 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cid ($10 in chips)
Seat 4: Dan ($10 in chips)
Seat 5: Eve ($10 in chips)
Seat 6: Hero ($10 in chips)
Ann: posts small blind $0.05
Bob: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Hero [2c 3d 4h Ks Qs]
Cid: calls $0.10
Dan: calls $0.10
Eve: calls $0.10
Hero: calls $0.10
Ann: calls $0.05
Bob: checks
*** FIRST DRAW ***
Ann: discards 5 cards
Bob: discards 5 cards
Cid: discards 4 cards
Dan: discards 4 cards
Eve: discards 2 cards
Hero: discards 2 cards [Ks Qs]
Dealt to Hero [2c 3d 4h] [7c 8d]
Ann: checks
Bob: checks
Cid: checks
Dan: checks
Eve: checks
Hero: checks
*** SECOND DRAW ***
The deck is reshuffled
Ann: discards 1 card
Bob: discards 1 card
Cid: stands pat
Dan: stands pat
Eve: stands pat
Hero: discards 1 card [8d]
Dealt to Hero [2c 3d 4h 7c] [Ks]
Ann: checks
Bob: checks
Cid: bets $0.20
Dan: folds
Eve: folds
Hero: folds
Ann: folds
Bob: folds
Uncalled bet ($0.20) returned to Cid
Cid collected $0.60 from pot
*** SUMMARY ***
Total pot $0.60 | Rake $0
Seat 1: Ann (small blind) folded after the 2nd Draw
Seat 2: Bob (big blind) folded after the 2nd Draw
Seat 3: Cid collected ($0.60)
Seat 4: Dan folded after the 2nd Draw
Seat 5: Eve folded after the 2nd Draw
Seat 6: Hero (button) folded after the 2nd Draw
)";

TEST_CASE("draw_own_discards: after a reshuffle PokerStars never deals a player a card he threw") {
  CHECK(findings(kOwnDiscard) == "duplicate-card 41\n");
  CHECK(findings(kOwnDiscard, {{"draw_own_discards", "later_exchanges"}}) == "");
  // Before the reshuffle it is a duplicate under every profile.
  const std::string early = with("[2c 3d 4h] [7c 8d]", "[2c 3d 4h] [7c Ks]", kOwnDiscard);
  CHECK(findings(early, {{"draw_own_discards", "later_exchanges"}}).find("duplicate-card 26\n") != std::string::npos);
}

// PHH single draw, eight players: 40 dealt, 12 in the stub. The first seven
// exchanges draw 10; p8 draws 2 and gets p1's 5c. With a burn and the last
// card kept back (wsop), only 10 could be dealt from the stub: p8's cards
// come after a reshuffle and may hold a discard. With no burn and the last
// card dealt, two were left for him: the 5c is a card dealt twice.
const std::string kSingleDraw =
    single_draw_hand::closed_by("  'p1 cbr 4', 'p2 f', 'p3 f', 'p4 f', 'p5 f', 'p6 f', 'p7 f', 'p8 f',\n");

TEST_CASE("draw_burns and draw_last_card: when the stub runs out decides whether a discard may come back") {
  CHECK(findings(kSingleDraw) == "");
  CHECK(findings(kSingleDraw, {{"draw_burns", "0"}, {"draw_last_card", "dealt"}}) == "duplicate-card 17\n");
  // Either alone leaves the stub one short for p8's two: a reshuffle.
  CHECK(findings(kSingleDraw, {{"draw_burns", "0"}}) == "");
  CHECK(findings(kSingleDraw, {{"draw_last_card", "dealt"}}) == "");
}

TEST_CASE("PHH: a card dealt twice then discarded, and a card re-dealt that nobody threw, are duplicates") {
  // p2 is dealt p1's 2c and throws it: the later deal is the second copy.
  const std::string twice =
      with("'p2 sd TcJc'", "'p2 sd Tc2c'", with("'d dh p2 7c8c9cTcJc'", "'d dh p2 7c8c9cTc2c'", kSingleDraw));
  CHECK(findings(twice) == "duplicate-card 7\n");
  // p7 is dealt p1's 2c, which p1 still holds.
  CHECK(findings(with("'d dh p7 Qs'", "'d dh p7 2c'", kSingleDraw)) == "duplicate-card 16\n");
}

TEST_CASE("PHH draws: the replacements, known or not, are as many as the cards thrown") {
  CHECK(findings(with("'d dh p8 Ks5c'", "'d dh p8 Ks5c7s'", kSingleDraw)).find("wrong-card-count 17\n") !=
        std::string::npos);
  // Unknown cards count too: p2 throws two unknown and is dealt three.
  const std::string unknown = with("'p2 sd TcJc', 'd dh p2 5s6s'", "'p2 sd ???\?', 'd dh p2 ?????\?'",
                                   with("'d dh p2 7c8c9cTcJc'", "'d dh p2 ?????????\?'", kSingleDraw));
  CHECK(findings(unknown) == "wrong-card-count 11\n");
  CHECK(findings(with("'d dh p2 ?????\?'", "'d dh p2 ???\?'", unknown)) == "");
}

}  // namespace draw_reshuffle_test

// Everest Poker hands of our own (tests/data/everest/): its peculiar
// elements read clean under the everest profile, and one deliberate error
// of each category gives its exact finding ids and positions. Each XML file
// is a `<SESSION>` then a `<HAND>`, split as the input layer splits it; the
// .txt files are Everest hands in PokerTracker's export layout.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

namespace everest_hands_test {

namespace {

std::string findings_of(const char* name) { return room_hands::file_findings(room_hands::data("everest", name)); }

}  // namespace

TEST_CASE("Everest: its own elements read clean (BET that adds, BET 0 a check, PUSH, SWEEP)") {
  // Amounts in cents; "BET 30" a raise to $0.30 over the blinds, "BET 25"
  // the small blind's call, "BET 0" a check, the uncalled $0.50 pushed back,
  // the pot swept after its rake, a blind not posted (XBLIND: Dan sits
  // out), a chat line, the winner not showing (XSHOW).
  CHECK(findings_of("clean.xml") == "2 everest holdem no-limit");
}

TEST_CASE("Everest: one deliberate error of each category") {
  // Illegal raise: Alice raises to $0.15 over the $0.10 big blind.
  CHECK(findings_of("raise.xml") == "2 everest holdem no-limit\nraise-below-minimum 15:3");
  // Wrong split: all three play the royal flush on the board; Alice is paid it all.
  CHECK(findings_of("split.xml") == "2 everest holdem no-limit\ntie-not-split-equally 37:3");
  // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to Alice on the
  // button, not to Carol, first left of it among the winners.
  CHECK(findings_of("oddchip.xml") == "2 everest holdem no-limit\nodd-chip-wrong-recipient 33:3");
  // Side pot: Bob, all in for $2, is paid the $8 side pot too.
  CHECK(findings_of("sidepot.xml") == "2 everest holdem no-limit\nineligible-player-awarded 36:3");
  // Card error: the ace of spades is Alice's and the board's.
  CHECK(findings_of("cards.xml") == "2 everest holdem no-limit\nduplicate-card 36:3");
}

TEST_CASE("Everest: the everest profile's rules, on hands in PokerTracker's export layout") {
  // Fixed limit: no cap once two players are left to bet (a bet and five
  // raises after the third player folds) ...
  CHECK(findings_of("limit_heads_up.txt") == "1 pokertracker holdem fixed-limit");
  // ... but three still able to bet when the cap is reached keep it.
  CHECK(findings_of("limit_cap_three.txt") ==
        "1 pokertracker holdem fixed-limit\nraise-cap-exceeded 20:7\nraise-cap-exceeded 21:9");
  // Bet 200, all in to 320 (half a bet or more), raised a bet above it to 520 ...
  CHECK(findings_of("limit_short_allin.txt") == "1 pokertracker holdem fixed-limit");
  // ... not to 400, completing the bet.
  CHECK(findings_of("limit_short_allin_wrong.txt") ==
        "1 pokertracker holdem fixed-limit\nlimit-wrong-increment 20:7");
  // Disconnect protection: Alpha, "disconnected, and is allin" on his small
  // blind, wins the $1.50 main pot; the others bet on for the side pot ...
  CHECK(findings_of("disconnected.txt") == "1 pokertracker holdem no-limit");
  // ... which he is not paid.
  CHECK(findings_of("disconnected_wrong.txt") == "1 pokertracker holdem no-limit\nineligible-player-awarded 29:1");
}

TEST_CASE("Everest: the last SWEEP states the pot after the rake, judged") {
  const std::string text = room_hands::data("everest", "clean.xml");
  // The final sweep $0.10 too high: the pot stated (sweep, rake and tax) is
  // $0.80 where $0.70 went in.
  const std::string swept = "<SWEEP rake=\"2\" tax=\"0\">68</SWEEP>\n  <XSHOW";
  const std::string wrong = hand_text::with(swept, "<SWEEP rake=\"2\" tax=\"0\">78</SWEEP>\n  <XSHOW", text);
  CHECK(room_hands::file_findings(wrong) == "2 everest holdem no-limit\npot-amount-mismatch 27:3");
  // A game no hand of the corpus shows is named.
  const std::string stud = hand_text::with("game=\"hold-em\"", "game=\"stud\"", text);
  CHECK(room_hands::file_findings(stud) == "2 everest unknown no-limit unread\nunsupported-game 2:1");
}

}  // namespace everest_hands_test

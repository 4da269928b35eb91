// Microgaming hands of our own (tests/data/microgaming/): its peculiar
// elements read clean under the default profile, and one deliberate error
// of each category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/room_hands.h"

namespace microgaming_hands_test {

namespace {

std::string findings_of(const char* name) { return room_hands::file_findings(room_hands::data("microgaming", name)); }

}  // namespace

TEST_CASE("Microgaming: its own elements read clean (MoneyReturned or an unsaid return, a bad-beat fee)") {
  // Hand 1: the client's ----PRIMA.DAT---- lines around the element, a
  // "Bet" over the big blind that adds $0.35 (a raise to it), the uncalled
  // $0.50 written as MoneyReturned.
  // Hand 2: a seat sitting out, a BadBeatContribution out of Carol's stack
  // and not in the pot, the uncalled $0.30 inside Bob's $0.55 win.
  CHECK(findings_of("clean.xml") == "3 microgaming holdem no-limit\n36 microgaming holdem no-limit");
}

TEST_CASE("Microgaming: one deliberate error of each category") {
  // Illegal raise: Alice raises to $0.15 over the $0.10 big blind ("Raise" 0.15 adds it).
  CHECK(findings_of("raise.xml") == "1 microgaming holdem no-limit\nraise-below-minimum 14:7");
  // Wrong split: all three play the royal flush on the board; Alice is paid it all.
  CHECK(findings_of("split.xml") == "1 microgaming holdem no-limit\ntie-not-split-equally 50:10");
  // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to Alice on the
  // button, not to Carol, first left of it among the winners.
  CHECK(findings_of("oddchip.xml") == "1 microgaming holdem no-limit\nodd-chip-wrong-recipient 43:10");
  // Side pot: Bob, all in for $2, is paid the $8 side pot too.
  CHECK(findings_of("sidepot.xml") == "1 microgaming holdem no-limit\nineligible-player-awarded 49:10");
  // Card error: the ace of spades is Alice's and the board's.
  CHECK(findings_of("cards.xml") == "1 microgaming holdem no-limit\nduplicate-card 17:7");
}

TEST_CASE("Microgaming: a newcomer's PostedToPlay of the small blind's amount is live (second_small_blind_live)") {
  // Dan posts 0.05 at 0.05|0.10 and raises 0.30 more, to 0.35, which Bob
  // calls: his post counted toward his bet.
  CHECK(findings_of("posted_to_play.xml") == "3 microgaming holdem no-limit");
  // A PostedToPlay of 0.07 is neither blind's amount.
  CHECK(findings_of("posted_to_play_wrong.xml") == "3 microgaming holdem no-limit\nwrong-forced-bet-amount 13:7");
}

TEST_CASE("Microgaming: a hand of one player is cancelled, an unknown game is named") {
  std::string text = room_hands::data("microgaming", "raise.xml");
  // Bob and Carol gone: Alice alone, the hand cancelled, nothing judged.
  std::string alone = text;
  for (const char* seat : {"      <Seat num=\"2\" alias=\"Bob\" balance=\"10.00\" endbalance=\"10.00\"/>\n",
                           "      <Seat num=\"3\" alias=\"Carol\" balance=\"10.00\" endbalance=\"10.00\"/>\n"}) {
    const std::size_t at = alone.find(seat);
    REQUIRE(at != std::string::npos);
    alone.erase(at, std::string(seat).size());
  }
  const std::size_t play = alone.find("      <Action seq=\"1\"");
  alone.erase(play, alone.find("      <Action type=\"Win\">") - play);
  CHECK(room_hands::file_findings(alone) == "1 microgaming holdem no-limit");
  std::string stud = text;
  stud.replace(stud.find("gametypeid=\"1\""), 14, "gametypeid=\"7\"");
  CHECK(room_hands::file_findings(stud) == "1 microgaming unknown no-limit unread\nunsupported-game 1:1");
}

}  // namespace microgaming_hands_test

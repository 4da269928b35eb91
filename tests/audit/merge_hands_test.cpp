// Merge Gaming hands of our own (tests/data/merge/): its peculiar elements
// read clean under the default profile, and one deliberate error of each
// category gives its exact finding ids and positions. Each file is a whole
// document (the `<description>` then the hands), split as the input layer
// splits it, so that every hand gets the description as its opening.
#include <doctest/doctest.h>

#include <string>

#include "engine/hand_record.h"
#include "parser/merge_parser.h"
#include "parser/site_headers.h"
#include "tests/support/room_hands.h"

namespace {

std::string findings_of(const char* name) { return room_hands::file_findings(room_hands::data("merge", name)); }

}  // namespace

TEST_CASE("Merge: its own elements read clean (raise to a street total, both forms of the uncalled bet)") {
  // Hand 1: "RAISE 0.30" is a street total, "CALL 0.25" what it adds, a bet
  // no one calls is inside the winner's share ($1.17 = $0.67 + $0.50).
  // Hand 2: the uncalled $0.30 is a winner of its own (uncalled="true").
  // Seats count from 0, the dealer is a seat number.
  CHECK(findings_of("clean.xml") == "2 merge holdem no-limit\n31 merge holdem no-limit");
}

TEST_CASE("Merge: one deliberate error of each category") {
  // Illegal raise: Alice raises to $0.15 over the $0.10 big blind.
  CHECK(findings_of("raise.xml") == "2 merge holdem no-limit\nraise-below-minimum 13:3");
  // Wrong split: all three play the royal flush on the board; Alice is paid it all.
  CHECK(findings_of("split.xml") == "2 merge holdem no-limit\ntie-not-split-equally 45:3");
  // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to Alice on the
  // button, not to Carol, first left of it among the winners.
  CHECK(findings_of("oddchip.xml") == "2 merge holdem no-limit\nodd-chip-wrong-recipient 40:3");
  // Side pot: Bob, all in for $2, is paid the $8 side pot too.
  CHECK(findings_of("sidepot.xml") == "2 merge holdem no-limit\nineligible-player-awarded 44:3");
  // Card error: the ace of spades is Alice's and the board's.
  CHECK(findings_of("cards.xml") == "2 merge holdem no-limit\nduplicate-card 18:2");
}

TEST_CASE("Merge: the description gives the structure and stakes, the hand its game, table and hero") {
  const std::string text = room_hands::data("merge", "clean.xml");
  const parser::SiteSplit split = parser::split_site_hands(text);
  REQUIRE(split.hands.size() == 2);
  const parser::SiteHand& h = split.hands[1];
  CHECK(h.opening.text.starts_with("<description type=\"Holdem\""));
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  parser::MergeScratch scratch;
  REQUIRE(parser::parse_merge_hand(std::string_view(text).substr(h.offset, h.length), h.line, h.column, h.opening, rec,
                                   findings, scratch) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  CHECK(rec.hand_id == "9000-2");
  CHECK(rec.table == "9000");
  CHECK(rec.game.big_blind == engine::Chips{10});
  CHECK(rec.button_seat == 2);  // dealer="1", seats counted from 0
  REQUIRE(rec.hero >= 0);
  CHECK(rec.players[static_cast<std::size_t>(rec.hero)].name == "Alice");
}

TEST_CASE("Merge: a seat that acts but is not listed gets a stand-in, and an unruled game is named") {
  std::string text = room_hands::data("merge", "raise.xml");
  // Carol's seat 2 left out of <players>: inconsistent-record where seat 2 first
  // acts; Alice's short raise is judged as before.
  const std::string carol = "\t\t<player seat=\"2\" nickname=\"Carol\" balance=\"$10.00\" dealtin=\"true\" />\n";
  const std::size_t at = text.find(carol);
  REQUIRE(at != std::string::npos);
  std::string unlisted = text;
  unlisted.erase(at, carol.size());
  CHECK(room_hands::file_findings(unlisted) ==
        "2 merge holdem no-limit\ninconsistent-record 9:3\nraise-below-minimum 12:3");
  // Half pot limit has no rules: read, not replayed, the game named.
  std::string half = text;
  half.replace(half.find("No Limit"), 8, "Half Pot Limit");
  CHECK(room_hands::file_findings(half) == "2 merge unknown no-limit unread\nunsupported-game 2:1");
}

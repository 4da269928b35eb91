// iPoker hands of our own (tests/data/ipoker/): its peculiar elements read
// clean under the ipoker profile, and one deliberate error of each category
// gives its exact finding ids and positions. Each file is a whole document:
// its session header and one <game>, split as the input layer splits it.
#include <doctest/doctest.h>

#include <string>

#include "audit/audit_hand.h"
#include "parser/ipoker_parser.h"
#include "parser/site_headers.h"
#include "tests/support/room_hands.h"

namespace ipoker_hands_test {

namespace {

// The report of the one hand of a document (of tests/data/ipoker/NAME), as
// room_hands' report_lines writes it.
std::string findings_in(const std::string& text) {
  const parser::SiteSplit split = parser::split_site_hands(text);
  REQUIRE(split.hands.size() == 1);
  const parser::SiteHand& h = split.hands.front();
  audit::HandWorkspace workspace;
  return room_hands::report_lines(audit::audit_room_hand(h.format, std::string_view(text).substr(h.offset, h.length),
                                                         h.line, h.column, "test", audit::AuditSettings{}, workspace,
                                                         h.opening));
}

std::string findings_of(const char* name) { return findings_in(room_hands::data("ipoker", name)); }

void check_rows(std::span<const room_hands::Row> rows) {
  for (const room_hands::Row& row : rows) {
    CAPTURE(row.file);
    CHECK(findings_of(row.file) == row.want);
  }
}

}  // namespace

TEST_CASE("iPoker: its own elements read clean (cash, tournament, five-card Omaha)") {
  const room_hands::Row rows[] = {
      // Players listed out of seat order, an empty seat (name=""), a player
      // sitting out (type 8), decimal commas, actions written out of their
      // numbers' order, the uncalled €1 inside the bettor's win.
      {"clean_cash.xml", "ipoker holdem no-limit"},
      // Chips grouped "1.500", antes, no dealer flag (the button dead on an
      // empty seat), a showdown, `&amp;` in the table name.
      {"clean_tournament.xml", "ipoker holdem no-limit"},
      // "PL €0,50/€1" names no game: five cards dealt make it five-card
      // Omaha; client 21 leaves the uncalled €2 out of the win.
      {"clean_plo5.xml", "ipoker omaha5 pot-limit"},
      // A side pot paid as the rules pay it: the short all-in's main pot,
      // the side pot to the better of the two who cover it.
      {"sidepot.xml", "ipoker holdem no-limit"},
      // Fixed limit: all in for $0.13 on the $0.20 turn (type 7), raised to
      // $0.40 as if it were the full bet (limit_short_all_in taken_as_full_bet).
      {"short_allin_limit.xml", "ipoker holdem fixed-limit"},
  };
  check_rows(rows);
}

TEST_CASE("iPoker: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alice raises to €0.15 over the €0.10 big blind.
      {"raise.xml", "ipoker holdem no-limit\nraise-below-minimum 27:4"},
      // Wrong split: both play the board's straight; Alice is paid it all.
      {"split.xml", "ipoker holdem no-limit\ntie-not-split-equally 16:5"},
      // Odd chip: €0.25 split €0.13 / €0.12, the odd cent to Alice on the
      // button, not to Bob, first left of it among the winners.
      {"oddchip.xml", "ipoker holdem no-limit\nodd-chip-wrong-recipient 16:5"},
      // Side pot: sidepot.xml's hand with Bob, all in for €1, paid win="€7":
      // the €3 main pot and the €4 side pot of Carol's fives. iPoker states
      // each player's win, no pot: he is paid more than the pots he covered hold.
      {"ineligible.xml", "ipoker holdem no-limit\nineligible-player-awarded 17:5"},
      // Short all-in: the $0.13 all-in raised to $0.33, a bet over it, not $0.40.
      {"short_allin_limit_wrong.xml", "ipoker holdem fixed-limit\nlimit-wrong-increment 43:4"},
      // The log cut after the blinds (the game still named by the session's
      // header), and a game type iPoker does not write.
      {"truncated.xml", "ipoker holdem no-limit unread\ntruncated-hand 12:2"},
      {"bad_gametype.xml", "ipoker unknown no-limit unread\nparse-error 5:13"},
  };
  check_rows(rows);
}

TEST_CASE("iPoker: the session header gives the game, table, currency and hero") {
  const std::string text = room_hands::data("ipoker", "clean_cash.xml");
  const parser::SiteHand h = parser::split_site_hands(text).hands.front();
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  parser::IpokerScratch scratch;
  REQUIRE(parser::parse_ipoker_hand(std::string_view(text).substr(h.offset, h.length), h.line, h.column,
                                    h.opening, rec, findings, scratch) ==
          parser::ParseStatus::kOk);
  CHECK(rec.hand_id == "7100000001");
  CHECK(rec.table == "Testville, 123456789");
  CHECK(rec.currency == "EUR");
  CHECK(rec.game.big_blind.minor_units() == 10);
  REQUIRE(rec.hero >= 0);
  CHECK(rec.players[static_cast<std::size_t>(rec.hero)].name == "Alice");
  CHECK(rec.players.front().seat == 1);  // in seat order
  CHECK(rec.button_seat == 1);
  // Without its session header the hand names no game: a finding, no crash.
  findings.clear();
  CHECK(parser::parse_ipoker_hand(std::string_view(text).substr(h.offset, h.length), h.line, h.column, {}, rec,
                                  findings, scratch) == parser::ParseStatus::kUnreadable);
  REQUIRE(findings.size() == 1);
  CHECK(findings.front().rule == engine::Rule::kParseError);
}

TEST_CASE("iPoker: an element it does not write is a warning and the hand is replayed without it") {
  const std::string clean = room_hands::data("ipoker", "clean_cash.xml");
  // In a <round>, in the <game>, in the <players>: at its tag.
  CHECK(findings_in(room_hands::with_line(clean, "   <action no=\"4\"", "   <chat player=\"Bob\">gl</chat>")) ==
        "ipoker holdem no-limit\nunrecognized-line 30:4");
  CHECK(findings_in(room_hands::with_line(clean, "  <round no=\"0\">", "  <zorglub/>")) ==
        "ipoker holdem no-limit\nunrecognized-line 23:3");
  CHECK(findings_in(room_hands::with_line(clean, "    <player seat=\"5\"", "    <observer name=\"Zed\"/>")) ==
        "ipoker holdem no-limit\nunrecognized-line 16:5");
  // A hand with a finding keeps it, one line down.
  CHECK(findings_in(
            room_hands::with_line(room_hands::data("ipoker", "raise.xml"), "  <round no=\"0\">", "  <zorglub/>")) ==
        "ipoker holdem no-limit\nunrecognized-line 21:3\nraise-below-minimum 28:4");
  // What a <general> holds beside its players describes the hand: silent.
  CHECK(findings_in(room_hands::with_line(clean, "   <startdate>2015-06-01 20:00", "   <servername>s1</servername>")) ==
        "ipoker holdem no-limit");
}

TEST_CASE("iPoker: an action it cannot read stops the hand, the findings before it kept") {
  // Of the reader, and of the replay of the actions before it.
  std::string text =
      room_hands::with_line(room_hands::data("ipoker", "clean_cash.xml"), "  <round no=\"0\">", "  <zorglub/>");
  const std::string fold = "player=\"Carol\" type=\"0\"";
  text.replace(text.find(fold), fold.size(), "player=\"Carol\" type=\"77\"");
  CHECK(findings_in(text) == "ipoker holdem no-limit unread\nunrecognized-line 23:3\nparse-error 35:34");
  // After Alice's raise below the minimum (line 27), Bob's call cannot be
  // read: the raise's finding is kept.
  std::string raise = room_hands::data("ipoker", "raise.xml");
  const std::string call = "player=\"Bob\" type=\"3\"";
  raise.replace(raise.find(call), call.size(), "player=\"Bob\" type=\"77\"");
  CHECK(findings_in(raise) == "ipoker holdem no-limit unread\nparse-error 29:32\nraise-below-minimum 27:4");
}

TEST_CASE("iPoker: a player who acts or is dealt cards without being listed contradicts <players>") {
  const std::string clean = room_hands::data("ipoker", "clean_cash.xml");
  // Carol's fold written as Zed's: at Zed's name, the hand read up to it.
  std::string text = clean;
  const std::string fold = "player=\"Carol\" type=\"0\"";
  text.replace(text.find(fold), fold.size(), "player=\"Zed\" type=\"0\"");
  CHECK(findings_in(text) == "ipoker holdem no-limit unread\ninconsistent-record 34:19");
  // Cards dealt to Zed: at the <cards> element.
  text = clean;
  const std::string cards = "<cards type=\"Pocket\" player=\"Carol\">";
  text.replace(text.find(cards), cards.size(), "<cards type=\"Pocket\" player=\"Zed\">");
  CHECK(findings_in(text) == "ipoker holdem no-limit unread\ninconsistent-record 33:4");
  // HHSmithy's invalid-hand fixture's fault: one player listed, a second
  // one posting. The unlisted player is named, not the count.
  text = clean;
  for (const char* name : {"Alice", "Bob", "Dave"}) {
    const std::string listed = std::string("name=\"") + name + "\" chips";
    text.replace(text.find(listed), listed.size(), "name=\"\" chips");
  }
  CHECK(findings_in(text) == "ipoker holdem no-limit unread\ninconsistent-record 24:19");
  // One player listed and no one else in the hand: no hand to replay.
  text = clean.substr(0, clean.find("  <round no=\"0\">")) + " </game>\n</session>\n";
  for (const char* name : {"Alice", "Bob", "Dave"}) {
    const std::string listed = std::string("name=\"") + name + "\" chips";
    text.replace(text.find(listed), listed.size(), "name=\"\" chips");
  }
  CHECK(findings_in(text) == "ipoker holdem no-limit unread\nparse-error 15:4");
}

}  // namespace ipoker_hands_test

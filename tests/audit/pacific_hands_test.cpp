// 888poker hands of our own (tests/data/888/): its peculiar lines read clean
// under the 888 profile, and one deliberate error of each category gives its
// exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/room_hands.h"

namespace pacific_hands_test {

namespace {

std::string data(std::string_view name) { return room_hands::data("888", name); }

std::string findings_of(const std::string& text) {
  return room_hands::findings_of(parser::SiteFormat::kPacific, text);
}

}  // namespace

TEST_CASE("888poker: its own lines read clean (cash, euro locale, tournament, Snap)") {
  const room_hands::Row rows[] = {
      // A raise that states the chips it adds ("raises [$0.06]" to $0.06),
      // a muck at the show down, a collect after an unstated rake.
      {"clean.txt", "888 holdem no-limit"},
      // "0,01 €" amounts, "1 192,48 €" stacks, Swedish ranks (Ec, Knh, Dd),
      // a bet everybody folds to, returned without a line.
      {"euro.txt", "888 omaha pot-limit"},
      // Antes, an all-in raise of "$1,545" called short, the uncalled $1,230
      // paid back as a collect of its own.
      {"tournament.txt", "888 holdem no-limit"},
      // Snap: a player who folds before posting sits the hand out; a walk
      // collects the big blind's uncalled cent with the pot.
      {"snap_walk.txt", "888 holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kPacific, "888", rows);
}

TEST_CASE("888poker: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Ann's "raises [$0.03]" makes $0.03 over the $0.02 big blind.
      {"raise.txt", "888 holdem no-limit\nraise-below-minimum 14:5"},
      // Wrong split: a royal flush on the board, the pot paid $0.20 / $0.08.
      {"split.txt", "888 holdem no-limit\ntie-not-split-equally 30:1"},
      // Odd chip: $0.29 split $0.15 / $0.14, the odd cent to Ann, not to
      // Cid, the first winner left of the button.
      {"oddchip.txt", "888 holdem no-limit\nodd-chip-wrong-recipient 30:1"},
      // Side pot category: Bob folded and is paid the pot.
      {"ineligible.txt", "888 holdem no-limit\nineligible-player-awarded 30:1\nwrong-winner 30:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kPacific, "888", rows);
}

TEST_CASE("888poker: a hand cut short, a foreign line and a blank seat name give findings, not a crash") {
  const std::string clean = data("clean.txt");
  // Cut before the summary.
  CHECK(findings_of(clean.substr(0, clean.find("** Summary **"))) == "888 holdem no-limit unread\ntruncated-hand 26:1");
  // A line 888 never writes ("NAME:" is not 888's separator): a warning,
  // and the hand is replayed without it (docs/unrecognized-lines.md).
  std::string foreign = clean;
  foreign.insert(foreign.find("Bob folds"), "Bob: shoves\n");
  CHECK(findings_of(foreign) == "888 holdem no-limit\nunrecognized-line 15:1");
  // A seated name, then words that are no action 888 writes: a warning too.
  std::string verb = clean;
  verb.insert(verb.find("Bob folds"), "Bob jumps\n");
  CHECK(findings_of(verb) == "888 holdem no-limit\nunrecognized-line 15:1");
  // No header.
  CHECK(findings_of("Seat 1: Ann ( $2 )\n") == "888 unknown no-limit unread\nparse-error 1:1");
}

TEST_CASE("888poker: amounts in every locale the client writes") {
  struct Row {
    const char* written;  // a stack as the seat line writes it
    const char* want;     // the report's first line, then the finding if any
  };
  const std::string clean = data("clean.txt");
  const Row rows[] = {
      {"$1,492.66", "888 holdem no-limit"},
      {"1.492,66 $", "888 holdem no-limit"},
      {"1 492,66 $", "888 holdem no-limit"},
      {"1\xC2\xA0" "492,66 $", "888 holdem no-limit"},
      {"$99999999999999999", "888 holdem no-limit unread\nparse-error 7:16"},
  };
  for (const Row& row : rows) {
    CAPTURE(std::string(row.written));
    std::string text = clean;
    text.replace(text.find("$2 )"), 2, row.written);
    CHECK(room_hands::findings_of(parser::SiteFormat::kPacific, text) == std::string(row.want));
  }
}

TEST_CASE("888poker: an unknown line is a warning and the hand is replayed without it") {
  const std::string clean = data("clean.txt");
  // Among the actions, among the seats, in the summary: each at its line,
  // column 1, and the hand as clean as without it.
  CHECK(findings_of(room_hands::with_line(clean, "Bob folds", "Zorglub the mighty blinks")) ==
        "888 holdem no-limit\nunrecognized-line 15:1");
  CHECK(findings_of(room_hands::with_line(clean, "Seat 2:", "  Zorglub the mighty blinks")) ==
        "888 holdem no-limit\nunrecognized-line 8:3");
  CHECK(findings_of(room_hands::with_line(clean, "Cid mucks", "Zorglub the mighty blinks")) ==
        "888 holdem no-limit\nunrecognized-line 29:1");
  // A hand with a finding keeps it, one line down.
  CHECK(findings_of(room_hands::with_line(data("raise.txt"), "Bob folds", "Zorglub the mighty blinks")) ==
        "888 holdem no-limit\nunrecognized-line 15:1\nraise-below-minimum 14:5");
  // The last line of a hand with no summary is where the log was cut.
  CHECK(findings_of(clean.substr(0, clean.find("** Summary **")) + "Zorglub the mighty blinks\n") ==
        "888 holdem no-limit unread\ntruncated-hand 27:1");
}

TEST_CASE("888poker: a line that begins as one 888 writes and cannot be read stops the hand") {
  const std::string clean = data("clean.txt");
  struct Row {
    const char* line;  // inserted before "Bob folds" (line 15)
    const char* want;
  };
  const Row rows[] = {
      // A seated name and 888's blank, then one of its action words that
      // cannot be read, or read with more after it: at the verb, or after it.
      {"Bob calls [$0.0x]", "888 holdem no-limit unread\nparse-error 15:5"},
      {"Bob folds now", "888 holdem no-limit unread\nparse-error 15:10"},
      // A name the seat list lacks, before one of 888's verbs.
      {"Zed raises [$1]", "888 holdem no-limit unread\nparse-error 15:1"},
      // A damaged street marker, seat line or hole-card line.
      {"** Dealing flip ** [ 2d ]", "888 holdem no-limit unread\nparse-error 15:1"},
      {"Seat 3: Dan ( $x )", "888 holdem no-limit unread\nparse-error 15:1"},
      {"Dealt to Bob [ Ah, K ]", "888 holdem no-limit unread\nparse-error 15:1"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.line);
    CHECK(findings_of(room_hands::with_line(clean, "Bob folds", row.line)) == row.want);
  }
  // The findings of the lines before stay with the unreadable hand.
  CHECK(findings_of(room_hands::with_line(room_hands::with_line(clean, "Bob folds", "Bob calls [$0.0x]"),
                                          "Seat 2:", "Zorglub the mighty blinks")) ==
        "888 holdem no-limit unread\nunrecognized-line 8:1\nparse-error 16:5");
}

TEST_CASE("888poker: a tournament notice after the summary is read silently") {
  // "jpprewitt finished 64/79": a player's place, no chips of the hand.
  CHECK(findings_of(data("clean.txt") + "Cid finished 2/3\n") == "888 holdem no-limit");
}

TEST_CASE("888poker: a header damaged after the room's own prefix is its own hand's parse-error") {
  // Issue 21, point 2: the hand before keeps its lines and is read as alone
  // (it was lost with the damaged one: 1 hand, unreadable). The damaged
  // hand's parse-error is at the damage: the banner's number.
  CHECK(room_hands::file_findings(room_hands::with_damaged_second(data("clean.txt"), "Hand History for Game 900000001",
                                                                  "Hand History for Game ?")) ==
        "1 888 holdem no-limit\n32 888 unknown no-limit unread\nparse-error 33:38");
}

}  // namespace pacific_hands_test

// 888poker hands of our own (tests/data/888/): its peculiar lines read clean
// under the 888 profile, and one deliberate error of each category gives its
// exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/room_hands.h"

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
  // A line 888 never writes.
  std::string foreign = clean;
  foreign.insert(foreign.find("Bob folds"), "Bob: shoves\n");
  CHECK(findings_of(foreign) == "888 holdem no-limit unread\nparse-error 15:1");
  // An unknown verb after a seated name: the position of the verb.
  std::string verb = clean;
  verb.insert(verb.find("Bob folds"), "Bob jumps\n");
  CHECK(findings_of(verb) == "888 holdem no-limit unread\nparse-error 15:5");
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

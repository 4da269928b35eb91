// A line inside a hand that names a seated player, in every room's text
// (issue 21, docs/unrecognized-lines.md): chat and the observer's empty
// `NAME:` line are read silently; a notice the room's grammar does not know
// (`NAME has requested the time bank`) is an unrecognized-line warning and
// the hand is replayed without it; a line whose rest begins with one of the
// room's action words but cannot be read stops the hand (parse-error).
//
// Each room's raise.txt (tests/data/<room>/) holds one raise below the
// minimum; the lines are inserted right after it, before `anchor`, so the
// raise's finding keeps its position.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "tests/support/room_hands.h"
#include "tests/support/short_raise_hand.h"

namespace {

struct Room {
  parser::SiteFormat format;
  const char* dir;       // tests/data/<dir>/raise.txt
  const char* anchor;    // the line after the raise
  const char* name;      // a seated player
  const char* head;      // the report's first line
  const char* raise;     // the raise's finding
  std::uint32_t line;    // the anchor's line: where the inserted line goes
  const char* damaged;   // an action word, then an amount that cannot be read
  std::uint32_t column;  // where the damaged line's parse-error points (PartyPoker: the line's start)
  bool colon_is_chat;    // the room's chat is "NAME: text"
};

const Room kRooms[] = {
    {parser::SiteFormat::kPacific, "888", "Bob folds", "Bob", "888 holdem no-limit", "raise-below-minimum 14:5", 15,
     "Bob calls [$0.0x]", 5, false},
    {parser::SiteFormat::kBovada, "bovada", "Dealer [ME] : Folds", "UTG", "bovada holdem no-limit",
     "raise-below-minimum 14:7", 15, "UTG : Calls $0.x", 15, false},
    {parser::SiteFormat::kFullTilt, "fulltilt", "Bravo folds", "Bravo", "fulltilt holdem no-limit",
     "raise-below-minimum 10:7", 11, "Bravo calls $abc", 7, true},
    {parser::SiteFormat::kGgpoker, "ggpoker", "Bob: folds", "Bob", "ggpoker holdem no-limit",
     "raise-below-minimum 12:6", 13, "Bob: calls $abc", 6, false},
    {parser::SiteFormat::kWinamax, "winamax", "Ann folds", "Ann", "winamax holdem no-limit", "raise-below-minimum 10:5",
     11, "Ann calls abc\xE2\x82\xAC", 5, false},
    {parser::SiteFormat::kWpn, "wpn", "Bravo folds", "Bravo", "wpn holdem no-limit", "raise-below-minimum 10:7", 11,
     "Bravo calls $abc", 7, false},
    {parser::SiteFormat::kPartyPoker, "partypoker", "Ann folds", "Ann", "partypoker holdem no-limit",
     "raise-below-minimum 13:5", 14, "Ann calls [$0.1x USD]", 1, true},
    {parser::SiteFormat::kEverleaf, "everleaf", "Delta folds", "Delta", "everleaf holdem no-limit",
     "raise-below-minimum 15:9", 16, "Delta calls [$ 0.0x USD]", 7, true},
    {parser::SiteFormat::kOngame, "ongame", "Bravo folds", "Bravo", "ongame holdem no-limit", "raise-below-minimum 13:7",
     14, "Bravo calls $abc", 7, false},
    {parser::SiteFormat::kEntraction, "entraction", "Alpha                       Call", "Alpha",
     "entraction holdem no-limit", "raise-below-minimum 17:29", 18, "Alpha Call (abc)", 7, false},
};

std::string findings_with(const Room& room, std::string_view line) {
  return room_hands::findings_of(room.format,
                                 room_hands::with_line(room_hands::data(room.dir, "raise.txt"), room.anchor, line));
}

std::string unrecognized(const Room& room) {
  return std::string(room.head) + "\nunrecognized-line " + std::to_string(room.line) + ":1\n" + room.raise;
}

std::string stars_with(std::string_view line) {
  return room_hands::report_lines(
      audit::audit_hand(room_hands::with_line(std::string(short_raise_hand::kHand), "K0rvid: folds", line), 1, 1,
                        "test", audit::AuditSettings{}));
}

}  // namespace

TEST_CASE("unknown lines: a seated player's notice is a warning, chat and the empty NAME: line are silent") {
  for (const Room& room : kRooms) {
    CAPTURE(room.dir);
    const std::string name = room.name;
    const std::string clean = std::string(room.head) + "\n" + room.raise;
    REQUIRE(findings_with(room, "") == clean);
    // Read silently in every room: PokerStars' chat, the observer's empty line.
    CHECK(findings_with(room, name + " said, \"nh\"") == clean);
    CHECK(findings_with(room, name + ":") == clean);
    CHECK(findings_with(room, name + ": ") == clean);
    // A notice the room's grammar does not know, after a seated name.
    CHECK(findings_with(room, name + " has requested the time bank") ==
          (room.format == parser::SiteFormat::kFullTilt ? clean : unrecognized(room)));
    // "NAME: text" is chat where the room writes chat so, else unknown.
    CHECK(findings_with(room, name + ": nh guys") == (room.colon_is_chat ? clean : unrecognized(room)));
    // A line of nobody.
    CHECK(findings_with(room, "The table will close in 5 minutes") == unrecognized(room));
  }
}

TEST_CASE("unknown lines: an action word whose amount cannot be read stops the hand, the raise before it kept") {
  // Unreadable at the damaged line; the raise below the minimum of the line
  // before is still reported (validators::validate_before).
  for (const Room& room : kRooms) {
    CAPTURE(room.dir);
    CHECK(findings_with(room, room.damaged) == std::string(room.head) + " unread\nparse-error " +
                                                   std::to_string(room.line) + ":" + std::to_string(room.column) +
                                                   "\n" + room.raise);
  }
}

TEST_CASE("unknown lines: PokerStars reads a seated player's unknown words as a warning, a damaged action stops") {
  const std::string clean = "pokerstars holdem no-limit\nraise-below-minimum 14:12";
  REQUIRE(stars_with("") == clean);
  // Chat, the observer's empty line, table events: silent.
  for (const char* line : {"K0rvid said, \"nh\"", "K0rvid:", "K0rvid: ", "K0rvid: is sitting out"}) {
    CAPTURE(line);
    CHECK(stars_with(line) == clean);
  }
  // A seated name, then no action word: left out, the hand replayed.
  for (const char* line : {"K0rvid: has requested the time bank", "K0rvid: dances", "K0rvid: 12345",
                           "K0rvid uses time bank (10 seconds)", "Dealer: the table will close in 5 minutes"}) {
    CAPTURE(line);
    CHECK(stars_with(line) == "pokerstars holdem no-limit\nunrecognized-line 15:1\nraise-below-minimum 14:12");
  }
  // An action word that cannot be read, or read with more after it.
  CHECK(stars_with("quietmoose: calls $abc") ==
        "pokerstars holdem no-limit unread\nparse-error 15:13\nraise-below-minimum 14:12");
  CHECK(stars_with("K0rvid: folds now") ==
        "pokerstars holdem no-limit unread\nparse-error 15:15\nraise-below-minimum 14:12");
  CHECK(stars_with("K0rvid: raises $1 to") ==
        "pokerstars holdem no-limit unread\nparse-error 15:9\nraise-below-minimum 14:12");
}

TEST_CASE("unknown lines: the legal look-alikes of an action word stay actions") {
  // "callsign" is no action word; the same line with a real call is read.
  const Room& gg = kRooms[3];
  CHECK(findings_with(gg, "Bob: callsign nh") == unrecognized(gg));
  // Full Tilt's "shows two pair" (a hand's words shown again) is no show.
  const Room& ft = kRooms[2];
  CHECK(findings_with(ft, "Bravo shows two pair, Nines and Sixes") == std::string(ft.head) + "\n" + ft.raise);
}

// A header damaged after a room's own prefix, between two whole hands
// (issue 21): it starts a hand of its own, that hand is unreadable with a
// parse-error where the damage is and no hand id (not the number's first
// digits), and both neighbours stay whole and clean. Each room's clean.txt
// (tests/data/<room>/) three times, the middle copy's header damaged.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "tests/support/room_hands.h"

namespace {

// Per hand of `text` as the audit splits it: "line #id" then
// room_hands::report_lines, hand after hand.
std::string hands_of(const std::string& text) {
  return room_hands::file_findings(text, room_hands::HandIds::shown);
}

// `file` of `room` three times, `piece` of the second copy's header
// replaced by `damaged`.
std::string damaged_middle(std::string_view room, std::string_view file, std::string_view piece,
                           std::string_view damaged) {
  std::string text = room_hands::data(room, file);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  text.append("\n");
  std::string middle = text;
  const std::size_t at = middle.find(piece);
  REQUIRE(at != std::string::npos);
  middle.replace(at, piece.size(), damaged);
  return text + "\n\n" + middle + "\n\n" + text;
}

struct Case {
  const char* room;
  const char* file;
  const char* piece;
  const char* damaged;
  const char* want;
};

}  // namespace

TEST_CASE("damaged headers: the damaged hand is unreadable at the damage, with no id, its neighbours whole") {
  const Case cases[] = {
      // Full Tilt: the prefix then no number before ':' (it took the hand
      // before: 2 hands, the first unreadable at the damaged line).
      {"fulltilt", "clean.txt", "Game #90000000010:", "Game #9000able:",
       "1 #90000000010 fulltilt holdem no-limit\n"
       "45 # fulltilt unknown no-limit unread\nparse-error 45:27\n"
       "89 #90000000010 fulltilt holdem no-limit"},
      {"fulltilt", "clean.txt", "Game #90000000010: Table", "Game #900000000zz Table",
       "1 #90000000010 fulltilt holdem no-limit\n"
       "45 # fulltilt unknown no-limit unread\nparse-error 45:32\n"
       "89 #90000000010 fulltilt holdem no-limit"},
      // 888: digits then junk (it was read as hand 9000, clean).
      {"888", "clean.txt", "Game 900000001 *****", "Game 9000x0001 ***",
       "1 #900000001 888 holdem no-limit\n"
       "33 # 888 unknown no-limit unread\nparse-error 34:42\n"
       "65 #900000001 888 holdem no-limit"},
      // Everleaf: the banner's number damaged after the skin's line (the
      // hand starts at the skin's line, the damage is on the next).
      {"everleaf", "clean.txt", "game #900000001 *****", "game #9000x0001 *****",
       "1 #900000001 everleaf holdem no-limit\n"
       "38 # everleaf unknown no-limit unread\nparse-error 39:34\n"
       "75 #900000001 everleaf holdem no-limit"},
      // WPN's classic layout: the line that numbers the hand (it gave hand
      // 8000, an unrecognized-line and errors the room did not make).
      {"wpn", "classic.txt", "Game ID: 800000001 0.10/0.25 Testite   (JP) (Hold'em)", "Game ID: 8000zz1 0.10/0.",
       "1 #800000001 wpn holdem no-limit\n"
       "52 # wpn holdem no-limit unread\nparse-error 53:14\n"
       "103 #800000001 wpn holdem no-limit"},
      // The others kept the number's first digits as the unreadable hand's id.
      {"wpn", "clean.txt", "Hand #900000001 - Holdem", "Hand #9000able - Holdem",
       "1 #900000001 wpn holdem no-limit\n"
       "41 # wpn unknown no-limit unread\nparse-error 41:11\n"
       "81 #900000001 wpn holdem no-limit"},
      {"bovada", "clean.txt", "Hand #4000000001 TBL", "Hand #40000able TBL",
       "1 #4000000001 bovada holdem no-limit\n"
       "42 # bovada unknown no-limit unread\nparse-error 42:19\n"
       "83 #4000000001 bovada holdem no-limit"},
      {"ggpoker", "clean.txt", "Poker Hand #RC1000001:", "Poker Hand #RC10x0-ble:",
       "1 #RC1000001 ggpoker holdem no-limit\n"
       "30 # ggpoker unknown no-limit unread\nparse-error 30:19\n"
       "59 #RC1000001 ggpoker holdem no-limit"},
      {"winamax", "clean.txt", "HandId: #5335178-3970-1382586707 - Holdem", "HandId: #53351zz-39 - Holdem",
       "1 #5335178-3970-1382586707 winamax holdem no-limit\n"
       "34 # winamax unknown no-limit unread\nparse-error 34:42\n"
       "67 #5335178-3970-1382586707 winamax holdem no-limit"},
      {"partypoker", "clean.txt", "Game 100200300 *****", "Game 1002zz300 *****",
       "1 #100200300 partypoker holdem no-limit\n"
       "51 # partypoker unknown no-limit unread\nparse-error 54:33\n"
       "101 #100200300 partypoker holdem no-limit"},
      {"partypoker", "emailed_clean.txt", "Game 1784559729098abcdefghij *****", "Game 17845$$$",
       "1 #1784559729098abcdefghij partypoker holdem no-limit\n"
       "34 # partypoker unknown no-limit unread\nparse-error 34:34\n"
       "67 #1784559729098abcdefghij partypoker holdem no-limit"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.room);
    CAPTURE(c.damaged);
    CHECK(hands_of(damaged_middle(c.room, c.file, c.piece, c.damaged)) == c.want);
  }
}

TEST_CASE("damaged headers: the legal look-alikes stay whole hands") {
  // A converter's source after 888's and PartyPoker's banners, Full Tilt's
  // French client: hands read as ever.
  CHECK(hands_of(damaged_middle("888", "clean.txt", "900000001 *****", "900000001 ***** (WPN)")) ==
        "1 #900000001 888 holdem no-limit\n33 #900000001 888 holdem no-limit\n65 #900000001 888 holdem no-limit");
  CHECK(hands_of(damaged_middle("partypoker", "clean.txt", "100200300 *****", "100200300 ***** (Poker Stars)")) ==
        "1 #100200300 partypoker holdem no-limit\n51 #100200300 partypoker holdem no-limit\n"
        "101 #100200300 partypoker holdem no-limit");
  CHECK(hands_of(damaged_middle("fulltilt", "clean.txt", "Full Tilt Poker Game", "Full Tilt Poker.fr Game")) ==
        "1 #90000000010 fulltilt holdem no-limit\n45 #90000000010 fulltilt holdem no-limit\n"
        "89 #90000000010 fulltilt holdem no-limit");
}

TEST_CASE("damaged headers: a PokerStars header keeps no piece of its number") {
  const std::string_view damaged =
      "PokerStars Hand #250able:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/03/14 19:02:11 ET\n"
      "Table 'Vesta IV' 6-max Seat #1 is the button\n"
      "Seat 1: Ann ($50 in chips)\n";
  const audit::HandReport report = audit::audit_hand(damaged, 1, 1, "test", audit::AuditSettings{});
  CHECK(report.hand_id.empty());
  CHECK(room_hands::report_lines(report) == "pokerstars unknown no-limit unread\nparse-error 1:21");
}

// Winamax hands of our own (tests/data/winamax/): its peculiar lines read
// clean under the winamax profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Winamax: its own lines read clean (cash, tournament, Hi/Lo, stud, triple draw)") {
  const room_hands::Row rows[] = {
      // A dead small blind and a big blind posted "out of position", a deny
      // by a player not seated, a seated player with no line (sitting out),
      // the flop bet nobody called inside the collect and the total, a
      // summary that lists the winner alone.
      {"clean.txt", "winamax holdem no-limit"},
      // Stakes ante/small/big, a bounty on a seat, a side pot named on its
      // collect, a total rounded to thousands ("7.53k").
      {"tourney.txt", "winamax holdem no-limit"},
      // "Omaha8", play money in cents, two shows and two summary lines a
      // player, collects "from pot (HI)" and "(LO)".
      {"hilo.txt", "winamax omaha pot-limit"},
      // Hidden cards "[X X 9h] [Kh]", "brings in", "*** 7th STREET ***".
      {"stud.txt", "winamax stud7 fixed-limit"},
      // "*** FIRST-BET ***", "*** FIRST-DRAW ***", "discard 2 cards",
      // "stands pat [X X X X X]".
      {"draw.txt", "winamax draw27-triple fixed-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kWinamax, "winamax", rows);
}

TEST_CASE("Winamax: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Cid raises to 0.75€ over the 0.50€ big blind (the
      // verb's column: Winamax writes no colon after the name).
      {"raise.txt", "winamax holdem no-limit\nraise-below-minimum 10:5"},
      // Wrong split: a board both players play, the pot paid 2€ / 1.50€.
      {"split.txt", "winamax holdem no-limit\ntie-not-split-equally 27:1"},
      // Odd chip: 3.51€ split 1.75€ / 1.76€, the odd cent to Bob, not to
      // Ann, the first winner left of the button.
      {"oddchip.txt", "winamax holdem no-limit\nodd-chip-wrong-recipient 27:1"},
      // Side pot: Ann, all-in for 5€, collects the side pot she did not cover.
      {"sidepot.txt", "winamax holdem no-limit\nineligible-player-awarded 28:1\nwrong-winner 28:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kWinamax, "winamax", rows);
}

TEST_CASE("Winamax: a header damaged after the room's own prefix is its own hand's parse-error") {
  // Issue 21, point 2: the hand before keeps its lines and is read as alone
  // (it was lost with the damaged one: 1 hand, unreadable).
  CHECK(room_hands::file_findings(
            room_hands::with_damaged_second(room_hands::data("winamax", "clean.txt"), "HandId: #", "HandI: #")) ==
        "1 winamax holdem no-limit\n33 winamax unknown no-limit unread\nparse-error 33:1");
}

// OnGame hands of our own (tests/data/ongame/): the room's peculiar lines
// read clean, and one deliberate error of each category gives its exact
// finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("OnGame: its own lines read clean") {
  const room_hands::Row rows[] = {
      // "Players in round: 4 (6)", a one-digit day, a table name with
      // brackets, "posts dead blind" after the same player's big blind,
      // "raises $3 to $4" (the chips added, then the total), "[all in]", an
      // uncalled bet returned without a line, the flop line written again
      // after the all-in, the show down in the summary's seat lines.
      {"clean.txt", "ongame holdem no-limit"},
      // A tournament ("(TOURNAMENT: \"..\", S-929-1303, buy-in: €20)"),
      // antes, an ante that takes the whole stack with no "[all in]", the big
      // blind all in for less written "posts small blind (110) [all in]",
      // main and two side pots.
      {"tournament.txt", "ongame holdem no-limit"},
      // Stud: "[-, -, 3d]", "small bring in", "Dealing 4th street",
      // "Dealing river", seven cards in the summary.
      {"stud.txt", "ongame stud7 fixed-limit"},
      // Five-card draw: "changed 2 cards", "New hand for Hero: [..]".
      {"draw.txt", "ongame draw5 fixed-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kOngame, "ongame", rows);
}

TEST_CASE("OnGame: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: the button raises to $1.50 over the $1 big blind.
      {"raise.txt", "ongame holdem no-limit\nraise-below-minimum 13:7"},
      // Wrong award: the pot is paid to Alpha's queens, not Delta One's kings;
      // the summary's final stacks follow the log's payout.
      {"award.txt", "ongame holdem no-limit\nwrong-winner 32:22\nstack-mismatch 34:1\nstack-mismatch 37:1"},
      // Odd chip: $0.25 split on the board's straight, the odd cent to the
      // button, not to the big blind, first left of him still in.
      {"oddchip.txt",
       "ongame holdem no-limit\nodd-chip-wrong-recipient 27:24\nstack-mismatch 29:1\nstack-mismatch 31:1"},
      // Side pot: Cat, all in for 130, is paid the second side pot too.
      {"sidepot.txt",
       "ongame holdem no-limit\nineligible-player-awarded 35:24\nwrong-winner 35:24\nstack-mismatch "
       "37:1\nstack-mismatch 39:1"},
      // Card error: Delta One shows the flop's ace of clubs.
      {"cards.txt", "ongame holdem no-limit\nduplicate-card 37:1"},
      // Wrong description: clean.txt with Delta One's kings written "PAIR
      // QUEEN" in the summary; found at the words.
      {"description.txt", "ongame holdem no-limit\nhand-description-mismatch 37:47"},
  };
  room_hands::check_rows(parser::SiteFormat::kOngame, "ongame", rows);
}

// Entraction hands of our own (tests/data/entraction/): the room's peculiar
// lines read clean, and one deliberate error of each category gives its exact
// finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Entraction: its own lines read clean") {
  const room_hands::Row rows[] = {
      // The column layout, a seated player with no line (sitting out),
      // "Blind out of turn:", every action stating the chips it adds, an
      // "All-In" bet and an "All-In" raise, "Payback", the turn and river
      // lines repeating the board, "shows:" with a description, "wins:".
      {"clean.txt", "entraction holdem no-limit"},
      // A tournament: chips without "EUR", "and 20 ante", "Ante" lines, a big
      // blind that takes the whole stack (no all-in mark), "main pot" and
      // "side pot" wins, "Game ended ... BST".
      {"tournament.txt", "entraction holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kEntraction, "entraction", rows);
}

TEST_CASE("Entraction: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Delta raises by 0.50 (to 1.50) over the 1.00 big blind.
      {"raise.txt", "entraction holdem no-limit\nraise-below-minimum 17:29"},
      // Wrong award: the pot is paid to Alpha's queens, not Delta's kings.
      {"award.txt", "entraction holdem no-limit\nwrong-winner 36:1"},
      // Odd chip: 0.25 split on the board's straight, the odd cent to the
      // button, not to the big blind, first left of him still in.
      {"oddchip.txt", "entraction holdem no-limit\nodd-chip-wrong-recipient 34:1"},
      // Side pot: Cat, all in with her big blind, is paid the side pot too.
      {"sidepot.txt", "entraction holdem no-limit\nineligible-player-awarded 39:1"},
      // Card error: Delta shows the flop's ace of clubs.
      {"cards.txt", "entraction holdem no-limit\nduplicate-card 33:1"},
      // Wrong description: clean.txt with Delta's kings written "two pairs,
      // Kings and Queens" on his show line and his win; found at the show
      // line's words.
      {"description.txt", "entraction holdem no-limit\nhand-description-mismatch 33:38"},
  };
  room_hands::check_rows(parser::SiteFormat::kEntraction, "entraction", rows);
}

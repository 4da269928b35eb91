// Enet hands of our own (tests/data/enet/): the room's peculiar lines read
// clean under the default profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Enet: its own lines read clean") {
  const room_hands::Row rows[] = {
      // Decimal commas, the limit in the table's name, "raises €0,30" what
      // it adds, "Rake:" after each street, glued cards, a seat of "(€0 in
      // chips)" not dealt in, the show down's collect with a colon, the
      // summary's "(dealer)".
      {"clean.txt", "enet holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kEnet, "enet", rows);
}

TEST_CASE("Enet: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Bravo's "raises €0,15" goes to €0,15 over the €0,10
      // big blind; folded to, the €0,05 returned and said again as
      // collected, the summary's €0,25 paying the pot.
      {"raise.txt", "enet holdem no-limit\nraise-below-minimum 9:8"},
      // Wrong split: all three play the royal flush on the board; the big
      // blind takes the pot.
      {"split.txt", "enet holdem no-limit\ntie-not-split-equally 28:1"},
      // Odd chip: €0,25 tied 13 / 12, the odd cent to the button, not to
      // the big blind, first left of him among the winners.
      {"oddchip.txt", "enet holdem no-limit\nodd-chip-wrong-recipient 24:1"},
      // Side pot: Bravo, all in for €1, is paid the €3 main pot; the €4
      // side pot Charlie's kings win is paid to nobody (as in the corpus's
      // "side pot failure"; Enet's collects name no pot).
      {"sidepot.txt", "enet holdem no-limit\nchip-conservation 28:11"},
      // Wrong description: clean.txt with Charlie's three jacks written
      // "Three of a kind, Kings" on his show line and in the summary; found
      // at the show line's verb, the first to describe his hand.
      {"description.txt", "enet holdem no-limit\nhand-description-mismatch 28:10"},
  };
  room_hands::check_rows(parser::SiteFormat::kEnet, "enet", rows);
}

// Unibet hands of our own (tests/data/unibet/): the room's lines read clean
// under the default profile, and one deliberate error of each category gives
// its exact finding ids and positions. The corpus's one hand is won before
// the flop: the later streets are written as the reader assumes them
// (docs/UNIBET_FORMAT.md), each marker with the whole board so far.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Unibet: its own lines read clean") {
  const room_hands::Row rows[] = {
      // "raises €0.30 to €0.30" (what it adds, then the total), the win
      // and the total counting the uncalled €0.20, the summary's bets.
      {"clean.txt", "unibet holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kUnibet, "unibet", rows);
}

TEST_CASE("Unibet: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Charlie raises to €0.15 over the €0.10 big blind.
      {"raise.txt", "unibet holdem no-limit\nraise-below-minimum 15:9"},
      // Wrong split: all three play the royal flush on the board; Charlie
      // "wins €0.30", and the summary's bets and wins say so.
      {"split.txt", "unibet holdem no-limit\ntie-not-split-equally 34:1"},
      // Odd chip: €0.25 tied by Bravo and Charlie on the board's royal
      // flush, the odd cent to Charlie on the button, not to Bravo, first
      // left of him among the winners.
      {"oddchip.txt", "unibet holdem no-limit\nodd-chip-wrong-recipient 30:1"},
      // Side pot: Bravo, all in for €1 ("raises €0.90 to €1, and is
      // all-in"), "wins €5": the €3 main pot and the €2 side pot Charlie's
      // kings win over Alpha's queens. The log names no pot and states none:
      // he is paid more than the pots he covered hold.
      {"sidepot.txt", "unibet holdem no-limit\nineligible-player-awarded 33:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kUnibet, "unibet", rows);
}

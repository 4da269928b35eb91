// Unibet hands of our own (tests/data/unibet/): the room's lines read clean
// under the default profile, and the illegal-raise error of the categories
// the Betfair and Unibet hands share between them (tests/audit/betfair_hands_test.cpp).
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Unibet: its own lines and one deliberate raise error") {
  const room_hands::Row rows[] = {
      // "raises €0.30 to €0.30" (what it adds, then the total), the win
      // and the total counting the uncalled €0.20, the summary's bets.
      {"clean.txt", "unibet holdem no-limit"},
      // Illegal raise: Charlie raises to €0.15 over the €0.10 big blind.
      {"raise.txt", "unibet holdem no-limit\nraise-below-minimum 15:9"},
  };
  room_hands::check_rows(parser::SiteFormat::kUnibet, "unibet", rows);
}

// Betfair hands of our own (tests/data/betfair/): the room's lines read
// clean under the default profile, and the side-pot error of the categories
// the Betfair and Unibet hands share between them (tests/audit/unibet_hands_test.cpp).
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Betfair: its own lines and one deliberate side-pot error") {
  const room_hands::Row rows[] = {
      // Amounts in brackets, "raises to" the street total, "calls" what it
      // adds, the new board cards alone, the win after an unstated rake.
      {"clean.txt", "betfair holdem no-limit"},
      // Side pot: Bravo, all in for $1, is paid side pot #1, which only
      // Alpha and Charlie contest ("goes all-in" on a line of its own).
      {"sidepot.txt", "betfair holdem no-limit\nineligible-player-awarded 31:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kBetfair, "betfair", rows);
}

// Betfair hands of our own (tests/data/betfair/): the room's lines read
// clean under the default profile, and one deliberate error of each
// category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Betfair: its own lines read clean") {
  const room_hands::Row rows[] = {
      // Amounts in brackets, "raises to" the street total, "calls" what it
      // adds, the new board cards alone, the win after an unstated rake.
      {"clean.txt", "betfair holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kBetfair, "betfair", rows);
}

TEST_CASE("Betfair: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: clean.txt's hand with Alpha's "raises to [$0.15]"
      // over the $0.10 big blind, called with "calls [$0.05]".
      {"raise.txt", "betfair holdem no-limit\nraise-below-minimum 13:7"},
      // Wrong split: Alpha's and Charlie's ace-king tie on a pair of Kings;
      // the $1.60 after the rake is paid $1 / $0.60, each "from main pot".
      {"split.txt", "betfair holdem no-limit\ntie-not-split-equally 30:1"},
      // Odd chip: the same tie for $1.65, no rake taken; the odd cent to
      // Alpha on the button, not to Charlie, first left of him among the
      // winners.
      {"oddchip.txt", "betfair holdem no-limit\nodd-chip-wrong-recipient 30:1"},
      // Side pot: Bravo, all in for $1, is paid side pot #1, which only
      // Alpha and Charlie contest ("goes all-in" on a line of its own).
      {"sidepot.txt", "betfair holdem no-limit\nineligible-player-awarded 31:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kBetfair, "betfair", rows);
}

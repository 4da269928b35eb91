// Seals With Clubs hands of our own (tests/data/sealswithclubs/): the room's
// peculiar lines read clean under the default profile, and one deliberate
// error of each category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Seals With Clubs: its own lines read clean") {
  const room_hands::Row rows[] = {
      // The four header lines, seats "- sitting out" and "- waiting for big
      // blind", "has the dealer button", "posts small & big blind 3" (one
      // dead), "raises to 20 (All-in)", street markers with the new cards
      // alone, "** Main Pot Show Down **", "wins Main Pot (44) with a Pair",
      // "Rake (1)", descriptions with their kickers ("a Pair of Aces +974").
      {"clean.txt", "sealswithclubs holdem no-limit"},
      // A raise folded to: "refunded 4", "wins Pot (5)", "Rake (0)", "adds 2 chips".
      {"fold.txt", "sealswithclubs holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kSealsWithClubs, "sealswithclubs", rows);
}

TEST_CASE("Seals With Clubs: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to 3 over the big blind of 2.
      {"raise.txt", "sealswithclubs holdem no-limit\nraise-below-minimum 13:7"},
      // Card error: Alpha is dealt the ace of hearts twice.
      {"cards.txt", "sealswithclubs holdem no-limit\nduplicate-card 12:1"},
      // Wrong split: all three play the royal flush on board; the big blind takes all.
      {"split.txt", "sealswithclubs holdem no-limit\ntie-not-split-equally 32:1"},
      // Odd chip: 5 tied 3 / 2, the odd chip to the button, not to the big
      // blind, first left of him still in.
      {"oddchip.txt", "sealswithclubs holdem no-limit\nodd-chip-wrong-recipient 28:1"},
      // Side pot: Bravo, all in for 20, is paid side pot 1 ("wins Side Pot 1
      // (80)"), which only Alpha and Charlie contest.
      {"sidepot.txt", "sealswithclubs holdem no-limit\nineligible-player-awarded 29:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kSealsWithClubs, "sealswithclubs", rows);
}

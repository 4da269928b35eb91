// BetOnline (Chico network) hands of our own (tests/data/betonline/): the
// room's peculiar lines read clean under the default profile, and one
// deliberate error of each category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("BetOnline: its own lines read clean") {
  const room_hands::Row rows[] = {
      // Seats from 0 listed in no order with their marks ("- Big Blind",
      // "- The button"), "ante processed 0.00" (no post), "raises 1.50 to
      // 1.50" (what it adds, then the total), "joins the table", "has left
      // the table", a turn marker with its card glued on ("[2c 7d 9h][10s]"),
      // shows without brackets, a total after the rake ("Total pot 15.95 |
      // Rake 0.80" of a $16.75 pot), "but did not win", chat after the summary.
      {"clean.txt", "betonline holdem no-limit"},
      // Gear Poker's older layout: no stakes in the header, "(Play Money)",
      // seats numbered the other way round (button 9, blinds 8 and 7, then
      // seat 0 first to act), "Posts small blind 10.00.", "Dealt To Hero
      // [7S 7H]", capital suits, "Total Pot", "(Big Blind)  collected
      // (100.00) from the Pot.".
      {"gearpoker.txt", "betonline holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kBetOnline, "betonline", rows);
}

TEST_CASE("BetOnline: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to $0.75 over the $0.50 big blind.
      {"raise.txt", "betonline holdem no-limit\nraise-below-minimum 10:8"},
      // Wrong split: all three play the royal flush on board; the big blind takes all.
      {"split.txt", "betonline holdem no-limit\ntie-not-split-equally 34:1"},
      // Odd chip: $0.05 at $0.01/$0.02 tied $0.03 / $0.02, the odd cent to
      // the button, not to the big blind, first left of him still in.
      {"oddchip.txt", "betonline holdem no-limit\nodd-chip-wrong-recipient 28:1"},
      // Side pot: Bravo, all in for $2, wins the $6 main pot; the $4 side pot
      // is Charlie's, but Alpha, who folded on the flop, is paid it.
      {"sidepot.txt", "betonline holdem no-limit\nineligible-player-awarded 24:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kBetOnline, "betonline", rows);
}

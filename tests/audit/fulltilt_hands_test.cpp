// Full Tilt Poker hands of our own (tests/data/fulltilt/): the room's
// peculiar lines read clean under the fulltilt profile, and one deliberate
// error of each category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("Full Tilt: its own lines read clean") {
  const room_hands::Row rows[] = {
      // A "(6 max, deep)" table, a seat ", is sitting out" who "adds $50",
      // a dead small blind and a live big blind on two lines, "has 15
      // seconds left to act", chat, "raises to", ", and is all in", "shows
      // [..] a pair of Queens", "Duration 48s", "Board:" with a colon.
      {"clean.txt", "fulltilt holdem no-limit"},
      // Run it twice: "Players agree to Run It Twice", "*** TURN 2 ***",
      // the side pot won before the boards, "wins pot 2 ($22)", the main pot
      // stated before the rake, a summary per board.
      {"rit.txt", "fulltilt omaha pot-limit"},
      // Stud: antes, upper-case streets, "is low with [3c]", "brings in for",
      // "completes it to", "folded on 4th St.".
      {"stud.txt", "fulltilt stud7 fixed-limit"},
      // 2-7 triple draw: "discards 1 card [Kd]", "is dealt 2 cards", "stands
      // pat on [..]", lowball words "8,6,5,4,2".
      {"draw.txt", "fulltilt draw27-triple fixed-limit"},
      // Courchevel: the first board card on "*** FLOPET *** [9h]", the flop
      // line's other two; chips without a currency.
      {"courchevel.txt", "fulltilt courchevel pot-limit"},
      // A tournament ("$7,000 KO Guarantee (229436420), Table 11"), stakes in
      // thousands ("50K/100K Ante 10000"), "Seats: 9", "has timed out".
      {"tournament.txt", "fulltilt holdem no-limit"},
      // Irish: four cards dealt, "*** DISCARD ROUND ***", "Charlie discards"
      // (no count: two) and the hero's "Alpha discards [7c 2d]", then the
      // show downs of the two cards kept, their hold'em words judged
      // (docs/games.md G-IRISH).
      {"irish.txt", "fulltilt irish no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kFullTilt, "fulltilt", rows);
}

TEST_CASE("Full Tilt: a line it cannot read is a parse-error at the byte that breaks it") {
  const room_hands::Row rows[] = {
      // "raises to $0.30" followed by words no action line has.
      {"broken.txt", "fulltilt holdem no-limit unread\nparse-error 10:22"},
  };
  room_hands::check_rows(parser::SiteFormat::kFullTilt, "fulltilt", rows);
}

TEST_CASE("Full Tilt: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: the button raises to $0.15 over the $0.10 big blind.
      {"raise.txt", "fulltilt holdem no-limit\nraise-below-minimum 10:7"},
      // Wrong split: all three play the straight flush on board; the big blind takes all.
      {"split.txt", "fulltilt holdem no-limit\ntie-not-split-equally 29:1"},
      // Odd chip: $0.05 at $0.01/$0.02 tied $0.03 / $0.02, the odd cent to
      // the button, not to the big blind, first left of him still in.
      {"oddchip.txt", "fulltilt holdem no-limit\nodd-chip-wrong-recipient 25:1"},
      // Side pot: the small blind, all in for $2, is paid the $8 side pot
      // too, which the big blind's kings win.
      {"sidepot.txt", "fulltilt holdem no-limit\nineligible-player-awarded 27:1\nwrong-winner 27:1"},
      // Irish: Alpha discards three of his four, not two (G-IRISH-2).
      {"irish_discard.txt", "fulltilt irish no-limit\nwrong-card-count 19:7"},
  };
  room_hands::check_rows(parser::SiteFormat::kFullTilt, "fulltilt", rows);
}

TEST_CASE("Full Tilt: a shown hand described as another hand is hand-description-mismatch at its words") {
  // Delta's queens called kings on his show line, found at its verb.
  const std::string text =
      hand_text::with("Delta shows [Qc Qs] a pair of Queens", "Delta shows [Qc Qs] a pair of Kings",
                      room_hands::data("fulltilt", "clean.txt"));
  CHECK(room_hands::findings_of(parser::SiteFormat::kFullTilt, text) ==
        "fulltilt holdem no-limit\nhand-description-mismatch 29:7");
}

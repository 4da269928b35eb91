// Kings Club hands of our own (tests/data/kingsclub/): the room's lines read
// clean under its profile, and one deliberate error of each category gives
// its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Kings Club: its own lines read clean") {
  const room_hands::Row rows[] = {
      // The header, the date line, the table with its button, antes and
      // blinds posted with a colon, "Dealt to NAME: [X X]", calls and raises
      // as the street total ("Bravo calls 30" over his small blind of 5),
      // the bet everyone folds to returned without a line, the summary's
      // final stacks and nets, "Rake 2", "Charlie wins pot (191)".
      {"clean.txt", "kingsclub holdem no-limit"},
      // 2-7 drawmaha at 0.10/0.20: antes, the draw after the flop's betting
      // with no marker ("Bravo draws 1", "Charlie discards [Ks Kd] draws [4s
      // 2h]", "Alpha stands pat"), the turn's big bet, shows of the hands
      // after the draw; the pot of 0.33 split 0.17 to the low half (the draw
      // half, first: the odd cent) and 0.16 to the Omaha half
      // (docs/games.md G-DRAWMAHA).
      {"drawmaha27.txt", "kingsclub drawmaha27 fixed-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kKingsClub, "kingsclub", rows);
}

TEST_CASE("Kings Club: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to 15 over the big blind of 10.
      {"raise.txt", "kingsclub holdem no-limit\nraise-below-minimum 16:7"},
      // Wrong split: both play the royal flush on the board; Alpha takes
      // the pot, and the final stacks say so.
      {"split.txt", "kingsclub holdem no-limit\nstack-mismatch 25:1\nstack-mismatch 26:1\ntie-not-split-equally 27:1"},
      // Odd chip: 0.23 tied by Bravo and Charlie, the odd cent to Charlie,
      // not to Bravo, first left of the button.
      {"oddchip.txt",
       "kingsclub holdem no-limit\nstack-mismatch 32:1\nstack-mismatch 33:1\nodd-chip-wrong-recipient 34:1"},
      // Side pot: Bravo, all in for 50, is paid side pot 1, which only
      // Alpha and Charlie contest: Alpha's aces win both pots.
      {"sidepot.txt",
       "kingsclub holdem no-limit\nstack-mismatch 29:1\nstack-mismatch 30:1\nineligible-player-awarded 32:1"},
      // A wrong final stack: Alpha's seat line in the summary says 979
      // (-21) where the hand leaves him 969.
      {"stack.txt", "kingsclub holdem no-limit\nstack-mismatch 29:1"},
      // 2-7 drawmaha split wrongly: the odd cent of 0.33 to Alpha's Omaha
      // half, not to Charlie's draw half (G-DRAWMAHA-4), and the final
      // stacks as the log paid them.
      {"drawmaha27_oddchip.txt",
       "kingsclub drawmaha27 fixed-limit\nstack-mismatch 37:1\nstack-mismatch 39:1\nodd-chip-wrong-recipient 40:1"},
      // 2-7 drawmaha: Charlie draws the Jd, which is on the flop, found at
      // the bracket of the cards he draws.
      {"drawmaha27_board_card.txt", "kingsclub drawmaha27 fixed-limit\nduplicate-card 23:32"},
  };
  room_hands::check_rows(parser::SiteFormat::kKingsClub, "kingsclub", rows);
}

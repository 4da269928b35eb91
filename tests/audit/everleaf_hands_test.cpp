// Everleaf Gaming hands of our own (tests/data/everleaf/): the room's
// peculiar lines read clean under the everleaf profile, and one deliberate
// error of each category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

TEST_CASE("Everleaf: its own lines read clean") {
  const room_hands::Row rows[] = {
      // The skin's line and the banner, "Blinds" stakes, colon posts and
      // bets, raises as the chips they add, a disconnection notice, chat,
      // "shows [..] two pairs, ..." in lower case, a payout after the rake
      // whose description runs onto a line of its own.
      {"clean.txt", "everleaf holdem no-limit"},
      // Stud: antes, "Dealt to NAME [ Kd ]." a card a line, "posts
      // bring-in $0.02.", "completes to $0.05.", "** Dealing 4th Street **",
      // the seventh card on "** Dealing River **", "does not show cards".
      {"stud.txt", "everleaf stud7 fixed-limit"},
      // Fixed-limit Omaha hi/lo: stakes without "Blinds" are the bets;
      // "wins  high ($ 3.33 USD)" and "wins  low ($3.32)".
      {"hilo.txt", "everleaf omaha fixed-limit"},
      // Grand Poker's tournament line, chips without a unit ("( 1,030 )",
      // "[15]"), a "( new player )" seat who is not dealt in, an uncalled
      // bet returned without a line.
      {"tournament.txt", "everleaf holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kEverleaf, "everleaf", rows);
}

TEST_CASE("Everleaf: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Charlie adds $0.15, a raise to $0.15 over the $0.10 big blind.
      {"raise.txt", "everleaf holdem no-limit\nraise-below-minimum 15:9"},
      // Wrong award: all three play the straight flush on board; Bravo takes all.
      {"split.txt", "everleaf holdem no-limit\ntie-not-split-equally 32:1"},
      // Odd chip: $0.05 tied $0.03 / $0.02, the odd cent to the button, not
      // to Bravo, first left of him still in.
      {"oddchip.txt", "everleaf holdem no-limit\nodd-chip-wrong-recipient 28:1"},
      // Side pot: Alpha, all in for $1, is paid the $4 side pot too.
      {"sidepot.txt", "everleaf holdem no-limit\nineligible-player-awarded 30:1"},
      // Card error: Delta shows the Jc the flop dealt (and so, by the cards
      // as written, three jacks that would beat Charlie).
      {"card.txt", "everleaf holdem no-limit\nduplicate-card 33:7\nhand-description-mismatch 33:24\nwrong-winner 34:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kEverleaf, "everleaf", rows);
}

TEST_CASE(
    "Everleaf: a line it cannot read is a parse-error at the byte that breaks it, a hand without payouts is cut") {
  const room_hands::Row rows[] = {
      // "raises [$ 0.30 USD]" followed by a word no action line has.
      {"broken.txt", "everleaf holdem no-limit unread\nparse-error 16:28"},
      // The first 20 lines of clean.txt: no payout, so the log is cut.
      {"cut.txt", "everleaf holdem no-limit unread\ntruncated-hand 20:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kEverleaf, "everleaf", rows);
}

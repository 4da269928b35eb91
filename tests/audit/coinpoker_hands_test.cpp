// CoinPoker hands of our own (tests/data/coinpoker/): the room's peculiar
// lines read clean under the coinpoker profile, and one deliberate error of
// each category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("CoinPoker: its own lines read clean") {
  const room_hands::Row rows[] = {
      // Tether amounts, "Dealt to NAME" without cards, an "AUTOBB" big
      // blind after the deal left out of the poster's raise ("raises ₮0.05
      // to ₮0.15" is to ₮0.25), "RETURN", "Splash Fee" beside the rake,
      // "Hand was run once", "Board [ .. ]", "Game ended:", "won (₮2.51)".
      {"clean.txt", "coinpoker holdem no-limit"},
      // A tournament: "(50/100/13)" with the ante, the "Tournament '₮11
      // Turbo' '90001'" table line, "posts ante 13", chips in hundredths,
      // "ALLIN" stating what it adds, descriptions by category
      // ("High Card", "One Pair"), "showed [..] and lost with High Card".
      {"tournament.txt", "coinpoker holdem no-limit"},
      // Run it twice from the river: "*** FIRST TURN ***", "*** SECOND
      // RIVER ***", two show downs, "FIRST Board", and a summary line per run
      // ("won (₮9.70) with Full House, and won (₮9.70) with Full House").
      {"rit.txt", "coinpoker holdem no-limit"},
      // A side pot: Bravo, all in for ₮2, wins the ₮6 main pot and Charlie
      // the ₮8 side pot, each "collected .. from pot" (the log names no
      // pot); "ALLIN ₮1.95" over a raise is a raise to ₮2.
      {"sidepot.txt", "coinpoker holdem no-limit"},
      // A tournament tie split to the hundredth: 15,403.53 between two
      // straights, 7,701.77 to Delta, first left of the button, 7,701.76 to
      // Alpha (tournament_chips_in_cents).
      {"tournament_split.txt", "coinpoker holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kCoinPoker, "coinpoker", rows);
}

TEST_CASE("CoinPoker: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to ₮0.15 over the ₮0.10 big blind.
      {"raise.txt", "coinpoker holdem no-limit\nraise-below-minimum 12:8"},
      // Card error: Alpha is dealt the ace of hearts twice.
      {"cards.txt", "coinpoker holdem no-limit\nduplicate-card 9:1"},
      // Wrong split: all three play the straight flush on board; the big blind takes all.
      {"split.txt", "coinpoker holdem no-limit\ntie-not-split-equally 31:1"},
      // Odd chip: ₮0.05 at ₮0.01/₮0.02 tied ₮0.03 / ₮0.02, the odd cent to
      // the button, not to the big blind, first left of him still in.
      {"oddchip.txt", "coinpoker holdem no-limit\nodd-chip-wrong-recipient 27:1"},
      // Odd chip in a tournament: the same tie with the odd hundredth to
      // Alpha, the button, not to Delta.
      {"tournament_oddchip.txt", "coinpoker holdem no-limit\nodd-chip-wrong-recipient 29:1"},
      // Side pot: sidepot.txt's hand with Bravo, all in for ₮2, "collected
      // ₮14 from pot": the ₮6 main pot and the ₮8 side pot Charlie's kings
      // win. The log names no pot and states none: he is paid more than the
      // pots he covered hold.
      {"ineligible.txt", "coinpoker holdem no-limit\nineligible-player-awarded 29:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kCoinPoker, "coinpoker", rows);
}

TEST_CASE("CoinPoker: the same raise without its AUTOBB is a raise to what it says") {
  // Without the AUTOBB line "raises ₮0.05 to ₮0.15" goes to ₮0.15, below the
  // minimum, and the calls of ₮0.25 and the return no longer fit it.
  const std::string text = hand_text::with("Hero: AUTOBB ₮0.10\n", "", room_hands::data("coinpoker", "clean.txt"));
  CHECK(room_hands::findings_of(parser::SiteFormat::kCoinPoker, text) ==
        "coinpoker holdem no-limit\nraise-below-minimum 20:7\nwrong-call-amount 21:7\nround-closed-early 24:1\n"
        "uncalled-bet-not-returned 36:1\nchip-conservation 38:1");
}

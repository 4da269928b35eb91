// Absolute Poker / UltimateBet hands of our own (tests/data/absolute/): the
// room's peculiar lines read clean, and one deliberate error of each
// category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("Absolute: its own lines read clean") {
  const room_hands::Row rows[] = {
      // Antes in the header ("$1, $0.25 ante"), "Posts $1 dead $0.50" (live
      // then dead), notes "(Preselection)" and "(Timeout)", "Raises $4 to $4"
      // (what it adds, then the total), a check-raise, "returned ($20) : not
      // called", "Total Pot" before the rake and the jackpot's rake.
      {"clean.txt", "absolute holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kAbsolute, "absolute", rows);
}

TEST_CASE("Absolute: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: the button raises to $1.50 over the $1 big blind.
      {"raise.txt", "absolute holdem no-limit\nraise-below-minimum 9:9"},
      // Wrong award: a $6 pot paid and stated as $7.
      {"award.txt",
       "absolute holdem fixed-limit\nchip-conservation 28:1\npot-amount-mismatch 28:1\npot-amount-mismatch 30:11"},
      // Wrong split: Alpha's and Bravo's ace-queen tie on a pair of aces
      // (fixed limit); the $6 pot is paid $2 / $4, the summary's "won Total"
      // with it.
      {"split.txt", "absolute holdem fixed-limit\ntie-not-split-equally 28:1"},
      // Odd chip: $0.05 split $0.03 / $0.02, the odd cent to the button,
      // not to the big blind, first left of him.
      {"oddchip.txt", "absolute holdem no-limit\nodd-chip-wrong-recipient 24:1"},
      // Side pot: the small blind, all in for $5 ("All-In $4.50": what it
      // adds), is paid the $10 side pot too.
      {"sidepot.txt", "absolute holdem no-limit\nineligible-player-awarded 26:1\nwrong-winner 26:1"},
      // Card error: the big blind's 2d dealt again on the flop (Omaha hi/lo,
      // heads up, seats listed from the dealer's).
      {"card.txt", "absolute omaha fixed-limit\nduplicate-card 11:1"},
      // Wrong description: award.txt paid right ($6; clean.txt has no show
      // down), ALPHA's kings written "Two Pair, kings and nines" on his show
      // line and in the summary; found at the show line's verb.
      {"description.txt", "absolute holdem fixed-limit\nhand-description-mismatch 27:9"},
  };
  room_hands::check_rows(parser::SiteFormat::kAbsolute, "absolute", rows);
}

TEST_CASE("Absolute: a raise whose two amounts disagree is inconsistent-record") {
  // "Raises $5 to $4": $4 is the total, so it adds $4, not $5.
  const std::string text = room_hands::data("absolute", "clean.txt");
  const std::string wrong = hand_text::with("ALPHA - Raises $4 to $4", "ALPHA - Raises $5 to $4", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kAbsolute, wrong) ==
        "absolute holdem no-limit\ninconsistent-record 17:9");
}

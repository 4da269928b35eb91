// PokerTracker / Hold'em Manager export hands of our own
// (tests/data/pokertracker/): each layout's peculiar lines read clean, and
// one deliberate error of each category gives its exact finding ids and
// positions.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("PokerTracker: each layout's own lines read clean") {
  const room_hands::Row rows[] = {
      // iPoker's colon layout: "Version:.. Uncalled:Y", a "Server" line,
      // seats out of order and one with no line (not dealt in), "(REBUY)
      // (ADDON)", suit-first cards ("[HA CA]", "[d9 SK]"), "Raise (NF)" to
      // the amount, "Raise to" and "Allin" adding it, a marker showing its
      // new card only, "Total pot" after the rake, descriptions in iPoker's words.
      {"ipoker.txt", "pokertracker holdem no-limit"},
      // Merge: "Post DB $0.35" (both blinds), the win holding the uncalled bet.
      {"merge.txt", "pokertracker holdem no-limit"},
      // Everest: "posts the dead blind of $0.50" then "posts $1.00" (a dead
      // small and a live big blind), "The button is in seat #1", "Uncalled
      // bet of", the summary's collect.
      {"everest.txt", "pokertracker holdem no-limit"},
      // Everest tournament, fixed limit: antes, ", and is all-in", shows
      // before and after the summary marker, "finished in place".
      {"everest_tournament.txt", "pokertracker holdem fixed-limit"},
      // Microgaming Version:3: amounts that add ("raised - 75.00" from the 25
      // small blind), the stacks "at end" agreeing with the lines, the win
      // holding the uncalled 250 less a 1 rake.
      {"microgaming.txt", "pokertracker holdem no-limit"},
      // Microgaming 2011: calls and raises as street totals ("called -
      // 0.40" from the 0.05 small blind), all-ins adding.
      {"microgaming_2011.txt", "pokertracker holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kPokerTracker, "pokertracker", rows);
}

TEST_CASE("PokerTracker: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to $1.50 over the $1 big blind; the old
      // header's "Total pot" and win hold his $0.50 not called.
      {"raise.txt", "pokertracker holdem no-limit\nraise-below-minimum 10:8"},
      // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to the button, not
      // to the big blind, first left of him.
      {"oddchip.txt", "pokertracker holdem no-limit\nodd-chip-wrong-recipient 26:1"},
      // Side pot: Alpha's $40 not called stays in the pot he collects ($440 of $400).
      {"sidepot.txt", "pokertracker holdem fixed-limit\npot-amount-mismatch 24:1\nuncalled-bet-not-returned 25:1"},
      // Side pot (Microgaming's 2011 layout): Hero, all in for €2 ("went
      // all-in - €1.90" over his big blind), is paid side pot 1 too, which
      // only Alpha and Bravo contest ("wins €8.00 from side pot 1").
      {"microgaming_sidepot.txt", "pokertracker holdem no-limit\nineligible-player-awarded 29:1"},
      // Wrong description: ipoker.txt (the layout whose exports describe a
      // hand) with Alpha's mucked aces written "Two Pair, Aces and Kings";
      // found at the words.
      {"description.txt", "pokertracker holdem no-limit\nhand-description-mismatch 24:22"},
  };
  room_hands::check_rows(parser::SiteFormat::kPokerTracker, "pokertracker", rows);
  const std::string ipoker = room_hands::data("pokertracker", "ipoker.txt");
  // Wrong award: the aces are paid, the straight beats them.
  CHECK(room_hands::findings_of(parser::SiteFormat::kPokerTracker,
                                hand_text::with("Charlie: wins $58.50", "Alpha: wins $58.50", ipoker)) ==
        "pokertracker holdem no-limit\nwrong-winner 25:1");
  // Card error: Charlie shows the jack of the flop; his words, "Straight,
  // King High", are no longer what his cards make.
  CHECK(room_hands::findings_of(parser::SiteFormat::kPokerTracker,
                                hand_text::with("Charlie: Shows [d9 SK]", "Charlie: Shows [d9 DJ]", ipoker)) ==
        "pokertracker holdem no-limit\nduplicate-card 23:10\nhand-description-mismatch 23:10");
  // The stacks "at end": Hero's is a chip more than his lines give him.
  const std::string mg = room_hands::data("pokertracker", "microgaming.txt");
  CHECK(room_hands::findings_of(parser::SiteFormat::kPokerTracker,
                                hand_text::with("at end €5199.00", "at end €5200.00", mg)) ==
        "pokertracker holdem no-limit\ninconsistent-record 5:49");
}

// PKR hands of our own (tests/data/pkr/): the room's peculiar lines read
// clean under the default profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("PKR: its own lines read clean") {
  const room_hands::Row rows[] = {
      // The prelude and the header's lines, a seat "(away from table)" that
      // is not dealt in, cards "[A s]", "raises to" and "calls" as the
      // street total ("Charlie calls $0.30" over his $0.10 blind adds $0.20),
      // chat and table talk, "Pot sizes:", the rake from pot 1, the win net
      // of it, the final seat list and "End of Hand".
      {"clean.txt", "pkr holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kPkr, "pkr", rows);
}

TEST_CASE("PKR: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to $0.15 over the $0.10 big blind; the
      // bet everyone folds to goes back without a line, as PKR writes it.
      {"raise.txt", "pkr holdem no-limit\nraise-below-minimum 20:7"},
      // Wrong split: all three play the royal flush on the board; the big
      // blind takes the pot.
      {"split.txt", "pkr holdem no-limit\ntie-not-split-equally 46:1"},
      // Odd chip: $0.25 tied 13 / 12, the odd cent to the button, not to
      // the big blind, first left of him still in.
      {"oddchip.txt", "pkr holdem no-limit\nodd-chip-wrong-recipient 41:1"},
      // Side pot: Bravo, all in for $2, is paid side pot #1 ("Pot sizes: $6",
      // "Pot sizes: $8"), which only Alpha and Charlie contest: Charlie's
      // kings win it.
      {"sidepot.txt", "pkr holdem no-limit\nineligible-player-awarded 47:1\nwrong-winner 47:1"},
      // Wrong description: clean.txt with Alpha's pair of aces written "One
      // Pair: Kings" on his "has" line and his payout; found at the words of
      // the "has" line, the first to describe his hand.
      {"description.txt", "pkr holdem no-limit\nhand-description-mismatch 46:11"},
  };
  room_hands::check_rows(parser::SiteFormat::kPkr, "pkr", rows);
}

TEST_CASE("PKR: a payout's words are judged where no \"has\" line wrote them, other \"has\" lines are not words") {
  const std::string text = room_hands::data("pkr", "clean.txt");
  const std::string payout = hand_text::with("Alpha has One Pair: Aces\nAlpha wins $2.35 with: One Pair: Aces",
                                             "Alpha wins $2.35 with: Two Pairs: Aces, 9s", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kPkr, payout) ==
        "pkr holdem no-limit\nhand-description-mismatch 46:24");
  // The time bank's and a low hand's lines describe no high hand.
  const std::string time_bank =
      hand_text::with("Alpha shows [A s][K d]\n",
                      "Alpha shows [A s][K d]\nAlpha has 20 seconds remaining in the time bank\nAlpha has low hand: "
                      "A2345\n",
                      text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kPkr, time_bank) == "pkr holdem no-limit");
}

TEST_CASE("PKR: a file that begins inside a hand gives its tail as one truncated hand") {
  // The last lines of raise.txt's hand (from "Bravo folds"), then clean.txt's
  // whole hand: the tail is truncated-hand at its first line, not replayed,
  // and the hand after it is read as before.
  const std::string raise = room_hands::data("pkr", "raise.txt");
  const std::string tail = raise.substr(raise.find("Bravo folds"));
  CHECK(room_hands::file_findings(tail + "\n" + room_hands::data("pkr", "clean.txt")) ==
        "1 pkr unknown no-limit unread\ntruncated-hand 1:1\n11 pkr holdem no-limit");
  // Text of no hand before the first one stays text outside any hand.
  const std::string notes = "Some notes of mine\n\n" + room_hands::data("pkr", "clean.txt");
  CHECK(parser::split_site_hands(notes).leading_length == std::string_view("Some notes of mine").size());
}


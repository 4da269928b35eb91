// The Big Game hands of our own (tests/data/thebiggame/): the export's
// peculiar plays read clean under the thebiggame profile, and one deliberate
// error of each category gives its exact finding ids and positions (line 2,
// the LoadHand line, at the column of the play or deal concerned).
#include <doctest/doctest.h>

#include <string>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("The Big Game: its own plays read clean (button ante, straddles, runs, plays after the win)") {
  // Three hands of one table, the stacks carried on: the dealer's ante for
  // the table, a straddle left of the big blind, "Takes Back" of a bet no
  // one called; the button's straddle written at his turn after the folds
  // before him, an all-in whose uncalled part is paid inside "Wins", the
  // board run twice (the second run's turn and river as one deal); an empty
  // seat (no name), a bet paid back inside "Wins", and deals after the win
  // that repeat earlier cards (one a card the hand holds): not the hand's.
  const std::string text = room_hands::data("thebiggame", "clean.txt");
  CHECK(room_hands::file_findings(text, room_hands::HandIds::shown) ==
        "1 #1 thebiggame holdem no-limit\n"
        "3 #2 thebiggame holdem no-limit\n"
        "5 #3 thebiggame holdem no-limit");
}

TEST_CASE("The Big Game: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: the first to act raises to 600 over the 400 big blind.
      {"raise.txt", "thebiggame holdem no-limit\nraise-below-minimum 2:413"},
      // Wrong award: the sevens are paid over the nines at the showdown.
      {"award.txt", "thebiggame holdem no-limit\nwrong-winner 2:792"},
      // Odd chip: 3,800 split three ways on a royal flush board in $100
      // chips, the odd chips (1,300 each) to the button and the first seat
      // left of him, not to the two winners first left of the button.
      {"oddchip.txt", "thebiggame holdem no-limit\nodd-chip-wrong-recipient 2:867"},
      // Side pot: the big blind, all in for 20,000 pre-flop under a side
      // pot of two callers, is written checking on the flop.
      {"sidepot.txt", "thebiggame holdem no-limit\naction-by-inactive-player 2:618"},
      // Side pot: the same all-in without the check, the big blind's aces
      // paid "Wins" 80,800: the 60,800 main pot and the 20,000 side pot of
      // DELTA's kings (a Wins names no pot: he is paid more than the pots he
      // covered hold).
      {"ineligible.txt", "thebiggame holdem no-limit\nineligible-player-awarded 2:849"},
      // Card error: the turn is a card the big blind holds.
      {"cards.txt", "thebiggame holdem no-limit\nduplicate-card 2:620"},
  };
  room_hands::check_rows(parser::SiteFormat::kTheBigGame, "thebiggame", rows);
}

TEST_CASE("The Big Game: its conventions, kept and broken (re-straddle, a later seat's straddle, $100 chips)") {
  const room_hands::Row rows[] = {
      // DELTA straddles 800, ECHO after him re-straddles 1,600; FOXTROT,
      // left of ECHO, opens with a raise to 4,800 and ECHO calls last.
      {"restraddle.txt", "thebiggame holdem no-limit"},
      // The re-straddle is 1,200, not twice the straddle.
      {"restraddle_size.txt", "thebiggame holdem no-limit\nillegal-straddle 2:584"},
      // ECHO straddles from the second seat after the big blind: DELTA,
      // left of the big blind, acts first, ECHO last.
      {"late_straddle.txt", "thebiggame holdem no-limit"},
      // The same hand played from the seat left of ECHO: FOXTROT opens
      // (DELTA was due), and DELTA folds where ECHO was due.
      {"late_straddle_order.txt", "thebiggame holdem no-limit\nwrong-first-actor 2:584\naction-out-of-turn 2:695"},
      // 53,200 run five times, paid run by run in $100 chips: 10,700 to
      // runs 1 and 2, 10,600 to the others (DELTA 31,900, CHARLIE 21,300).
      {"run_five.txt", "thebiggame holdem no-limit"},
      // The same paid 10,640 a run: not whole $100 chips.
      {"run_five_chips.txt", "thebiggame holdem no-limit\nodd-chip-invalid 2:771"},
  };
  room_hands::check_rows(parser::SiteFormat::kTheBigGame, "thebiggame", rows);
}

TEST_CASE("The Big Game: a damaged LoadHand object is the hand's parse-error, its neighbours read") {
  const std::string text = room_hands::data("thebiggame", "clean.txt");
  // The second hand's Plays array loses its closing bracket.
  const std::string damaged = hand_text::with("value:98000}]})", "value:98000})", text);
  const std::string got = room_hands::file_findings(damaged);
  CHECK(got.find("1 thebiggame holdem no-limit\n3 thebiggame unknown no-limit unread\nparse-error 4:") == 0);
  CHECK(got.ends_with("\n5 thebiggame holdem no-limit"));
}

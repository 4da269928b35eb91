// Cake poker network hands of our own (tests/data/cake/): the room's peculiar
// lines read clean under its profile, one deliberate error of each category
// gives its exact finding ids and positions, and a hand the log cuts short
// is reported where it is cut, its neighbours read.
#include <doctest/doctest.h>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("Cake: its own lines read clean") {
  const room_hands::Row rows[] = {
      // "Dealer: Seat 1", a seated player never named (not dealt in), "raises
      // to", "Dealt to Alpha [Ah,Kd]", markers with the new cards alone, a
      // show down with "shows [..] (..)", "mucks" and, after the win (after
      // the rake: $3.26 of a $3.45 pot), "mucks [Ah,Kd] (Pair) .".
      {"clean.txt", "cake holdem no-limit"},
      // " DEALER" on the seat line, a folded player's "mucks", the winner
      // nobody called "mucks" and wins, "returns uncalled bet".
      {"walk.txt", "cake holdem no-limit"},
      // A tournament: "20/100/200" (ante, blinds), antes, thousands parted by
      // a comma or a no-break space, "is all in" raising twice, two show
      // downs paying the side pot first and the main pot last.
      {"tournament.txt", "cake holdem no-limit"},
      // A euro table: dollars with their euro value, the header's stakes in
      // euros, decimal commas, pot-limit Omaha.
      {"euro.txt", "cake omaha pot-limit"},
      // Fixed limit: the header's bets ("$0.02/$0.04"), dates with dashes,
      // "is all in $0.03" calling a raise short, shows before the show down.
      {"limit.txt", "cake holdem fixed-limit"},
      // A coin flip tournament: both stacks in before the cards, no line for it.
      {"coinflip.txt", "cake holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kCake, "cake", rows);
}

TEST_CASE("Cake: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Alpha raises to $0.75 over the $0.50 big blind.
      {"raise.txt", "cake holdem no-limit\nraise-below-minimum 9:8"},
      // Wrong split: all three play the royal flush on board; Charlie takes all.
      {"split.txt", "cake holdem no-limit\ntie-not-split-equally 28:1"},
      // Odd chip: 25 tied, 13 / 12; the odd chip is Charlie's, first left of
      // the button (seat 1) still in, not Alpha's.
      {"oddchip.txt", "cake holdem no-limit\nodd-chip-wrong-recipient 24:1"},
      // Side pot: Bravo, all in for 200, wins the 600 main pot; the 1,400 side
      // pot (the first show down's) is Charlie's, but Alpha, who folded on the
      // turn, is paid it.
      {"sidepot.txt", "cake holdem no-limit\nineligible-player-awarded 23:1"},
      // Wrong description: clean.txt with Charlie's three sevens written
      // "Two Pairs Sevens and Threes" on his show line and his payout; found
      // at the show line's verb, the first to describe his hand.
      {"description.txt", "cake holdem no-limit\nhand-description-mismatch 24:10"},
  };
  room_hands::check_rows(parser::SiteFormat::kCake, "cake", rows);
}

TEST_CASE("Cake: a payout's and a muck line's words are judged too") {
  const std::string text = room_hands::data("cake", "clean.txt");
  // A show line without words: the payout's describe the hand, found at them.
  const std::string payout = hand_text::with(
      "Charlie wins $3.26 with Three of a Kind Sevens", "Charlie wins $3.26 with Pair of Sevens",
      hand_text::with("Charlie: shows [7c 7h] (Three of a Kind Sevens  )", "Charlie: shows [7c 7h]", text));
  CHECK(room_hands::findings_of(parser::SiteFormat::kCake, payout) ==
        "cake holdem no-limit\nhand-description-mismatch 26:25");
  // Alpha's pair of aces named as two pair on his muck line.
  const std::string muck = hand_text::with("(Pair) .", "(TwoPair) .", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kCake, muck) ==
        "cake holdem no-limit\nhand-description-mismatch 27:23");
  // A payout's euro note is not part of the words.
  const std::string euro = hand_text::with(
      "(Three of a Kind Sevens  )", "",
      hand_text::with("with Three of a Kind Sevens", "with Three of a Kind Sevens   (EUR €2,80)", text));
  CHECK(room_hands::findings_of(parser::SiteFormat::kCake, euro) == "cake holdem no-limit");
}

TEST_CASE("Cake: a hand the log cuts short is reported where it is cut, its neighbours read") {
  // A file that begins inside a hand: its tail is one hand, truncated-hand at
  // its first line and not replayed; the whole hand after it is read.
  CHECK(room_hands::file_findings(room_hands::data("cake", "tail.txt")) ==
        "1 cake unknown no-limit unread\ntruncated-hand 1:1\n12 cake holdem no-limit");
  // "Player left the table" after the show down, no pot paid: cut there.
  CHECK(room_hands::findings_of(parser::SiteFormat::kCake, room_hands::data("cake", "left.txt")) ==
        "cake holdem no-limit unread\ntruncated-hand 18:1");
  // The same hand cut before its show down: at its last line.
  std::string cut = room_hands::data("cake", "left.txt");
  cut.erase(cut.find("***SHOW DOWN***"));
  CHECK(room_hands::findings_of(parser::SiteFormat::kCake, cut) == "cake holdem no-limit unread\ntruncated-hand 16:1");
  // Text before a file's first hand that holds no line of a hand is no
  // hand's tail: it stays text outside any hand.
  const std::string notes = "Some notes of mine\n\n" + room_hands::data("cake", "walk.txt");
  CHECK(parser::split_site_hands(notes).leading_length == std::string_view("Some notes of mine").size());
  CHECK(room_hands::file_findings(notes) == "3 cake holdem no-limit");
}

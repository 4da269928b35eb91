// WPN hands of our own (tests/data/wpn/): both layouts' peculiar lines read
// clean under the wpn profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("WPN: its own lines read clean (current and classic layouts)") {
  const room_hands::Row rows[] = {
      // Current layout: a table line without "Table", seats without "in
      // chips", "waits for big blind", "posts dead $0.15" (dead small and
      // live big blind), "raises $0.30 to $0.30", running "Main pot" lines,
      // "caps $3.00" (adds $3), a pot won without a show down and without a
      // collect line, "Total pot" after the rake and the JP fee.
      {"clean.txt", "wpn holdem no-limit"},
      // Classic layout: the seats listed from seat 2, a UTG straddle, a dead
      // and a live post, "sitting out", one card a line, raises and an all-in
      // stating what they add, "Pot:" after the rake and the JP fee, the
      // collects of the summary.
      {"classic.txt", "wpn holdem no-limit"},
      // A walk: no uncalled-bet line, "Total pot $0.07" and "won $0.07"
      // counting the big blind's own unmatched $0.03.
      {"walk.txt", "wpn holdem no-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kWpn, "wpn", rows);
}

TEST_CASE("WPN: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: the button raises to $0.15 over the $0.10 big blind.
      {"raise.txt", "wpn holdem no-limit\nraise-below-minimum 10:7"},
      // Wrong split: all three play the royal flush on board; the big blind takes all.
      {"split.txt", "wpn holdem no-limit\ntie-not-split-equally 33:1"},
      // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to the button, not
      // to the big blind, first left of him.
      {"oddchip.txt", "wpn holdem no-limit\nodd-chip-wrong-recipient 29:1"},
      // Side pot: the small blind, all in for $2, is paid the $8 side pot too.
      {"sidepot.txt", "wpn holdem no-limit\nineligible-player-awarded 35:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kWpn, "wpn", rows);
}

TEST_CASE("WPN: the classic layout's jackpot tables take a $0.25 drop the summary leaves out") {
  const room_hands::Row rows[] = {
      // A jackpot table ("Pyrite   (JP)"), four players dealt in, a raked
      // pot: $3.00 put in, "Pot: 2.61. Rake 0.14" and the unwritten $0.25.
      {"jackpot.txt", "wpn holdem no-limit"},
      // The same hand at a table without a jackpot: the $0.25 is missing.
      {"jackpot_no_table.txt",
       "wpn holdem no-limit\npot-amount-mismatch 36:6\nchip-conservation 36:6\npot-amount-mismatch 40:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kWpn, "wpn", rows);
  const std::string text = room_hands::data("wpn", "jackpot.txt");
  // A drop of $0.30: the summary is $0.05 short of it.
  const std::string wrong = hand_text::with("Pot: 2.61. Rake 0.14", "Pot: 2.56. Rake 0.14", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn,
                                hand_text::with("Collects: 2.61. Wins: 1.36.", "Collects: 2.56. Wins: 1.31.", wrong)) ==
        "wpn holdem no-limit\npot-amount-mismatch 36:6\nchip-conservation 36:6\npot-amount-mismatch 40:1");
  // Three players dealt in (Delta sits out): no drop is taken, so a summary
  // that leaves $0.25 out is short.
  std::string three = hand_text::with("Player Delta received a card.\nPlayer Delta received a card.\n", "", text);
  three = hand_text::with("Player Delta calls (0.25)\n", "", three);
  three = hand_text::with("Player Delta folds\n", "", three);
  three = hand_text::with("Player Delta does not show cards.Bets: 0.25. Collects: 0. Loses: 0.25.",
                          "Player Delta does not show cards.Bets: 0. Collects: 0. Wins: 0.", three);
  three = hand_text::with("Pot: 2.61. Rake 0.14", "Pot: 2.36. Rake 0.14", three);
  three = hand_text::with("Collects: 2.61. Wins: 1.36.", "Collects: 2.36. Wins: 1.11.", three);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn, three) ==
        "wpn holdem no-limit\npot-amount-mismatch 32:6\nchip-conservation 32:6\npot-amount-mismatch 36:1");
}

TEST_CASE("WPN: a newcomer's post of the small blind's amount is live (second_small_blind_live)") {
  const room_hands::Row rows[] = {
      // "Player Echo posts (2)" at 2/4, then "calls (2)" to the 4 big blind.
      {"entering.txt", "wpn holdem no-limit"},
      // "posts (3)": neither blind's amount.
      {"entering_wrong.txt", "wpn holdem no-limit\nwrong-forced-bet-amount 10:13"},
  };
  room_hands::check_rows(parser::SiteFormat::kWpn, "wpn", rows);
}

TEST_CASE("WPN: a shown hand described as another hand, in words or in its five cards, is hand-description-mismatch") {
  const std::string text = room_hands::data("wpn", "sidepot.txt");
  const std::string want = "wpn holdem no-limit\nhand-description-mismatch 32:9\nineligible-player-awarded 35:1";
  // Charlie's kings called queens, then his five cards with a card he does
  // not hold that makes two pair; found at his show line's verb.
  const std::string words = hand_text::with("(a pair of Kings [", "(a pair of Queens [", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn, words) == want);
  const std::string cards = hand_text::with("[Kc Kd 9h 7d 4h])", "[Kc Kd 9h 9d 4h])", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn, cards) == want);
}

TEST_CASE("WPN: the classic layout's hand descriptions are judged too") {
  const std::string text = room_hands::data("wpn", "classic.txt");
  // Lima's nines written as eights, then with a kicker he does not have.
  const std::string eights = hand_text::with("One pair of 9s [", "One pair of 8s [", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn, eights) ==
        "wpn holdem no-limit\nhand-description-mismatch 48:21");
  const std::string kicker = hand_text::with("One pair of 9s [", "One pair of 9s (kicker K) [", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn, kicker) ==
        "wpn holdem no-limit\nhand-description-mismatch 48:21");
  // The queen is his kicker: right.
  const std::string queen = hand_text::with("One pair of 9s [", "One pair of 9s (kicker Q) [", text);
  CHECK(room_hands::findings_of(parser::SiteFormat::kWpn, queen) == "wpn holdem no-limit");
}

TEST_CASE("WPN: a header damaged after its `Hand #` and digits is its own hand's parse-error") {
  // Issue 21, point 2: the hand before keeps its lines and is read alone;
  // the damaged hand's parse-error is where " - " should follow the number.
  const std::string text = room_hands::data("wpn", "raise.txt");
  const std::string file = room_hands::with_damaged_second(text, "Hand #900000002 - Holdem", "Hand #900000002 Holdem");
  const std::size_t second_line = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 2;
  CHECK(room_hands::file_findings(file) == "1 wpn holdem no-limit\nraise-below-minimum 10:7\n" +
                                               std::to_string(second_line) + " wpn unknown no-limit unread\nparse-error " +
                                               std::to_string(second_line) + ":16");
}

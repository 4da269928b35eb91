// IGT hands of our own (tests/data/igt/): its JSON reads clean under the
// default profile (pokerstars), and one deliberate error of each category
// gives its exact finding ids and positions (line 1, the column of the
// action or result object concerned).
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("IGT: its own JSON reads clean (street totals, adjustments, a dead small blind, hi/lo)") {
  // One document of two hands: no-limit hold'em with a raise, a call and a
  // bet whose uncalled part comes back as ACTION_ADJUSTEMENT (his total set
  // back to 0.00), the win after the rake; pot-limit Omaha hi/lo with a
  // dead small blind (HAND_DSB) posted with its big blind, the board listed
  // whole at each street, no low, the high hand scooping.
  const std::string text = room_hands::data("igt", "clean.txt");
  CHECK(room_hands::file_findings(text, room_hands::HandIds::shown) ==
        "1 #100.hand.1 igt holdem no-limit\n"
        "1 #100.hand.7 igt omaha pot-limit");
}

TEST_CASE("IGT: one deliberate error of each category") {
  // Each file is an IGT document of one hand, split as the audit splits it.
  const std::pair<const char*, const char*> rows[] = {
      // Illegal raise: to 1.50 over the 1.00 big blind.
      {"raise.txt", "1 igt holdem no-limit\nraise-below-minimum 1:1056"},
      // Wrong award: the twos are paid over the hero's aces.
      {"award.txt", "1 igt holdem no-limit\nwrong-winner 1:2289"},
      // Odd chip: 11.03 split on a royal flush board, the odd cent to the
      // hero, not to CARL, first left of the button.
      {"oddchip.txt", "1 igt holdem no-limit\nodd-chip-wrong-recipient 1:2409"},
      // Side pot: the hero, all in pre-flop for 5.00 under the others'
      // side pot, is written checking on the flop.
      {"sidepot.txt", "1 igt holdem no-limit\naction-by-inactive-player 1:1592"},
      // Side pot: the same hand without the check, the hero paid 23.00: the
      // 15.00 main pot his ace-king wins and the 8.00 side pot of CARL's
      // queen high over BORIS's ten high (a result names no pot: he is paid
      // more than the pots he covered hold).
      {"ineligible.txt", "1 igt holdem no-limit\nineligible-player-awarded 1:2216"},
      // Card error: CARL shows the hero's Ah.
      {"cards.txt", "1 igt holdem no-limit\nduplicate-card 1:2290"},
      // Wrong description: clean.txt with a "hand" for the hero's kings in
      // its second hand, "$(STR_G_WIN_PAIR) $(STR_G_CARDS_ACES)"; found at
      // the words.
      {"description.txt", "1 igt holdem no-limit\n1 igt omaha pot-limit\nhand-description-mismatch 1:4991"},
  };
  for (const auto& row : rows) {
    CAPTURE(row.first);
    CHECK(room_hands::file_findings(room_hands::data("igt", row.first)) == row.second);
  }
}

TEST_CASE("IGT: a board that does not begin with the cards dealt before it is inconsistent-record") {
  const std::string text = room_hands::data("igt", "award.txt");
  // The turn lists another flop: the 7d written 8d.
  const std::string turn =
      hand_text::with("\"value\":\"BOARD_TURN\",\"card\":[{\"link\":\"12\"},{\"link\":\"18\"}",
                      "\"value\":\"BOARD_TURN\",\"card\":[{\"link\":\"12\"},{\"link\":\"19\"}", text);
  CHECK(room_hands::file_findings(turn).find("\ninconsistent-record 1:") != std::string::npos);
}

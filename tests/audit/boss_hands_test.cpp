// Boss Media hands of our own (tests/data/boss/): the room's XML reads
// clean under the boss profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>

#include "parser/boss_parser.h"
#include "tests/support/room_hands.h"

namespace {

std::string findings_of(const char* name) { return room_hands::file_findings(room_hands::data("boss", name)); }

}  // namespace

TEST_CASE("Boss Media: its own XML reads clean") {
  // A byte-order mark, an empty seat, DEALER="Y", a raise to a street total
  // (3.00) and a call of what it adds (2.00), markers listing the whole
  // board, a show down with the rake: POT="14.00" RAKE="0.50".
  CHECK(findings_of("clean.xml") == "1 boss holdem no-limit");
  // The document around the hand (<?xml?>, <ROOT>), a dead small blind
  // (HAND_DSB) before the same player's big blind, a call written as the
  // total it comes to, an all-in bet folded to whose return is not written.
  CHECK(findings_of("fold.xml") == "3 boss holdem no-limit");
  // Fixed-limit five-card draw: blinds of half the small bet (the boss
  // profile), the round marker without cards, CHANGECARD exchanges.
  CHECK(findings_of("draw.xml") == "1 boss draw5 fixed-limit");
  // Fixed-limit hold'em: both blinds posted in one HAND_AB of 15.00 at
  // 10.00/20.00 (10.00 live, 5.00 dead), calls written as totals.
  CHECK(findings_of("postboth.xml") == "1 boss holdem fixed-limit");
}

TEST_CASE("Boss Media: one deliberate error of each category") {
  // Illegal raise: Alpha raises to 1.50 over the big blind of 1.00.
  CHECK(findings_of("raise.xml") == "1 boss holdem no-limit\nraise-below-minimum 17:1");
  // Wrong split: all three play the royal flush on board; Charlie is paid it all.
  CHECK(findings_of("split.xml") == "1 boss holdem no-limit\ntie-not-split-equally 48:1");
  // Odd chip: 0.05 split 0.03 / 0.02, the odd cent to Alpha on the button,
  // not to Charlie, first left of him among the winners.
  CHECK(findings_of("oddchip.xml") == "1 boss holdem no-limit\nodd-chip-wrong-recipient 43:1");
  // Side pot: Bravo folds the side pot he built with Alpha over Charlie's
  // all-in, and is paid 80.00 (a WIN names no pot: read as the main pot's).
  CHECK(findings_of("sidepot.xml") == "1 boss holdem no-limit\nineligible-player-awarded 40:1");
  // Card error: the ace of spades is Alpha's and the flop's.
  CHECK(findings_of("cards.xml") == "1 boss holdem no-limit\nduplicate-card 20:1");
  // Wrong description: clean.xml with Alpha's aces written "$(STR_G_WIN_PAIR)
  // $(STR_G_CARDS_KINGS)"; found at the HAND attribute's words.
  CHECK(findings_of("description.xml") == "1 boss holdem no-limit\nhand-description-mismatch 47:42");
}

TEST_CASE("Boss Media: card numbers, an unknown game") {
  // Suits diamonds, clubs, hearts, spades; ranks from the ace.
  const std::pair<const char*, const char*> cards[] = {{"0", "Ad"},  {"1", "2d"},  {"12", "Kd"}, {"13", "Ac"},
                                                       {"25", "Kc"}, {"26", "Ah"}, {"39", "As"}, {"51", "Ks"}};
  // Named, not bound: CAPTURE's lambda cannot capture a structured binding (clang).
  for (const auto& row : cards) {
    const char* link = row.first;
    CAPTURE(link);
    const auto c = parser::boss_card(link);
    REQUIRE(c);
    CHECK(c->to_string() == row.second);
  }
  CHECK_FALSE(parser::boss_card("52"));
  CHECK_FALSE(parser::boss_card("b"));
  CHECK_FALSE(parser::boss_card(""));
  std::string stud = room_hands::data("boss", "raise.xml");
  stud.replace(stud.find("GAME=\"GAME_THM\""), 15, "GAME=\"GAME_7CS\"");
  // Column 4: the file is read as it is, its byte-order mark's three bytes
  // before the tag (the input layer's decoding drops them).
  CHECK(room_hands::file_findings(stud) == "1 boss unknown no-limit unread\nunsupported-game 1:4");
}

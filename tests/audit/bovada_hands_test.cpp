// Bovada hands of our own (tests/data/bovada/): its peculiar lines read
// clean under the bovada profile, one deliberate error of each category
// gives its exact finding ids and positions, and its anonymised seats are
// kept out of the cross-hand audits.
#include <doctest/doctest.h>

#include <string>

#include "audit/audit_hand.h"
#include "parser/bovada_parser.h"
#include "tests/support/room_hands.h"

namespace {

std::string data(const char* name) { return room_hands::data("bovada", name); }

}  // namespace

TEST_CASE("Bovada: its own lines read clean (new and old layouts, Zone Poker, stud)") {
  const room_hands::Row rows[] = {
      // "Raises $1.50 to $1.50" (adds, to), "All-in $18.50" as a raise, "Call",
      // "Folds(timeout)", Leave/Enter/Table deposit, [ME] with two blanks, a
      // total without its rake ("Total Pot($40.25)", $39.25 paid).
      {"clean.txt", "bovada holdem no-limit"},
      // 2012 layout: "Raises $16" (the total), "Card dealt to table [..]"
      // streets, "Ante/Small Blind", a seat that sits out with no cards.
      {"old_limit.txt", "bovada holdem fixed-limit"},
      // Zone Poker: a walk whose $0.15 uncalled blind stays in the result,
      // and a summary with no line.
      {"zone_walk.txt", "bovada holdem no-limit"},
      // Stud without street markers: "Seat+3" names, "Bring_in chip", the
      // streets told by the cards dealt, "Seat 5:  Folded ..." without a name.
      {"stud.txt", "bovada stud7 fixed-limit"},
      // Fixed limit: all in for $8.50 on the $16 turn, raised to $32 as if
      // the all-in were the full bet (limit_short_all_in taken_as_full_bet).
      {"short_allin_limit.txt", "bovada holdem fixed-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kBovada, "bovada", rows);
}

TEST_CASE("Bovada: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: UTG raises to $0.75 over the $0.50 big blind.
      {"raise.txt", "bovada holdem no-limit\nraise-below-minimum 14:7"},
      // Wrong split: both play the royal flush on board; the big blind takes all.
      {"split.txt", "bovada holdem no-limit\ntie-not-split-equally 29:1"},
      // Odd chip: $0.05 split $0.02 / $0.03, the odd cent to UTG, not to the
      // big blind, first left of the button.
      {"oddchip.txt", "bovada holdem no-limit\nodd-chip-wrong-recipient 29:1"},
      // Side pot: UTG, all in for $5, is paid the $20 side pot too.
      {"sidepot.txt", "bovada holdem no-limit\nineligible-player-awarded 31:1"},
      // Short all-in: the $8.50 all-in raised to $24.50, a bet over the
      // all-in as the authorities have it, not Bovada's $32.
      {"short_allin_limit_wrong.txt", "bovada holdem fixed-limit\nlimit-wrong-increment 26:7"},
  };
  room_hands::check_rows(parser::SiteFormat::kBovada, "bovada", rows);
}

TEST_CASE("Bovada: a newcomer's \"Posts chip\" of the small blind's amount is live (second_small_blind_live)") {
  const room_hands::Row rows[] = {
      // "UTG : Posts chip $0.25" at $0.25/$0.50, then "Call $0.25" to the big blind.
      {"posts_chip.txt", "bovada holdem no-limit"},
      // "Posts chip $0.30": neither blind's amount.
      {"posts_chip_wrong.txt", "bovada holdem no-limit\nwrong-forced-bet-amount 9:7"},
  };
  room_hands::check_rows(parser::SiteFormat::kBovada, "bovada", rows);
}

TEST_CASE("Bovada: positions are not players, so no table session follows them, only copies are compared") {
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  const std::string text = data("clean.txt");
  REQUIRE(parser::parse_bovada_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  CHECK(rec.anonymous_players);
  CHECK(rec.table == "2000001");
  CHECK(rec.players[static_cast<std::size_t>(rec.hero)].name == "UTG+1");  // " [ME]" is no part of the name
  audit::AuditSettings settings;
  settings.sessions = true;
  // A hand of a table session elsewhere gets a snapshot; a Bovada hand one
  // for its copies only (TableSessions::add compares it with the room's
  // other hands by its number, and pairs it with none).
  audit::HandWorkspace workspace;
  const auto report = audit::audit_room_hand(parser::SiteFormat::kBovada, text, 1, 1, "test", settings, workspace);
  REQUIRE(report.session.has_value());
  CHECK(report.session->copies_only);
  CHECK(report.session->copy_key == 4000000001u);
  CHECK(report.session->copy.digest != 0);
}

TEST_CASE("Bovada: a header damaged after the room's own prefix is its own hand's parse-error") {
  // Issue 21, point 2: the hand before keeps its lines and is read as alone
  // (it was lost with the damaged one: 1 hand, unreadable).
  CHECK(room_hands::file_findings(room_hands::with_damaged_second(room_hands::data("bovada", "clean.txt"),
                                                                  "Hand #4000000001", "Hand #40000x0001")) ==
        "1 bovada holdem no-limit\n41 bovada unknown no-limit unread\nparse-error 41:19");
}

// Inputs the fuzz targets of fuzz/ found breaking an invariant, minimised.
// Each case runs the pipeline of fuzz/fuzz_audit.cpp on the input (decode,
// split, audit_hand) and checks the invariants that failed, so a regression
// shows up in the ordinary test suite without clang or libFuzzer. A case
// notes which target found it and what was wrong.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/decode.h"
#include "parser/pokerstars_parser.h"
#include "parser/pokerstars_split.h"

namespace {

using engine::Rule;

// 1-based line of byte `offset` of `text`: "\r\n", "\n" and "\r" each end a line.
std::uint32_t line_of(std::string_view text, std::size_t offset) {
  std::uint32_t line = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    if (text[i] == '\n' || text[i] == '\r') ++line;
  }
  return line;
}

bool says_why(const std::vector<engine::Finding>& findings) {
  for (const auto& f : findings)
    if (f.rule == Rule::kParseError || f.rule == Rule::kTruncatedHand || f.rule == Rule::kUnsupportedGame) return true;
  return false;
}

// The invariants of fuzz/fuzz_audit.cpp that the cases below once broke.
void check_audit_invariants(std::string_view bytes) {
  const auto decoded = parser::decode(bytes);
  const std::string_view text = decoded.text;
  const auto split = parser::split_pokerstars(text);
  for (const auto& span : split.hands) {
    const auto r = audit::audit_hand(text.substr(span.offset, span.length), span.line, span.column, "t", {});
    const std::uint32_t last_line = line_of(text, span.offset + span.length);
    for (const auto& f : r.findings) {
      CAPTURE(engine::rule_id(f.rule));
      CAPTURE(f.pos.line);
      CAPTURE(f.pos.column);
      CHECK(f.pos.line >= span.line);
      CHECK(f.pos.line <= last_line);
      CHECK(f.pos.column >= 1);
      if (f.pos.line == span.line) CHECK(f.pos.column >= span.column);
    }
    if (!r.replayed) CHECK(says_why(r.findings));
  }
}

}  // namespace

// fuzz_pokerstars_hand: a hand text with no non-blank line came back
// kUnreadable with no finding at all (the hand would vanish from a report).
// Fixed in parser/pokerstars_parser.cpp: a parse-error at the hand's position.
TEST_CASE("fuzz regression: an empty or blank hand is unreadable with a finding saying why") {
  for (const std::string_view text : {std::string_view(""), std::string_view("\n"), std::string_view(" \t\r\n\r")}) {
    CAPTURE(text.size());
    engine::HandRecord record;
    std::vector<engine::Finding> findings;
    CHECK(parser::parse_pokerstars_hand(text, 7, 3, record, findings) == parser::ParseStatus::kUnreadable);
    REQUIRE(findings.size() == 1);
    CHECK(findings[0].rule == Rule::kParseError);
    CHECK(findings[0].pos.line == 7);
    CHECK(findings[0].pos.column == 3);
  }
}

// fuzz_audit: a one-line hand whose header is glued onto a broken line
// reported truncated-hand at column 1 of that line, before its own header
// (inside the previous hand's text). Fixed in parser/pokerstars_parser.cpp:
// HandRecord::end_pos takes the header's column when the last line is the
// header line.
TEST_CASE("fuzz regression: truncated-hand of a one-line glued hand points at its header") {
  constexpr std::string_view kInput =
      "Seat 2: Orla Fenn ($48.20 PokerStars Hand #2501: Hold'em No Limit ($0.25/$0.50 USD) - 2024/03/14 19:02:11 ET\n";
  check_audit_invariants(kInput);

  const auto split = parser::split_pokerstars(kInput);
  REQUIRE(split.hands.size() == 1);
  const auto& span = split.hands[0];
  CHECK(span.glued);
  CHECK(span.column == 27);
  const auto r = audit::audit_hand(kInput.substr(span.offset, span.length), span.line, span.column, "t", {});
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].rule == Rule::kTruncatedHand);
  CHECK(r.findings[0].pos.line == 1);
  CHECK(r.findings[0].pos.column == 27);
}

// fuzz_audit: a card list cut short at the end of a street line ("[5d 6c",
// no ']') put its cards on the board: the list failed, the line matched
// through `rest`, but the per-card actions had already run. Found as a
// duplicate-card between "[5d" on the river line and a shown [5d]. Fixed in
// parser/pokerstars_parser.cpp: cards are collected per complete list
// (action<card_list>), so a broken list adds none.
TEST_CASE("fuzz regression: an unterminated card list adds no cards") {
  constexpr std::string_view kInput =
      "PokerStars Game #4:Hold'em Limit\n"
      "Seat 1: Fishmax3 (9 in chips)\n"
      "*** FLOP *** [5d 6c\n"
      "Fishmax3: shows [7d]\n"
      "*** SUMMARY ***\n"
      "Total pot 0\n"
      "Seat 1: Fishmax3 mucked";
  engine::HandRecord record;
  std::vector<engine::Finding> findings;
  parser::parse_pokerstars_hand(kInput, 1, 1, record, findings);
  CHECK(record.boards[0].size == 0);
  REQUIRE(record.players.size() == 1);
  CHECK(record.players[0].hole.size == 1);  // [7d] of the shows line: a complete list still counts

  constexpr std::string_view kComplete =
      "PokerStars Game #4:Hold'em Limit\n"
      "Seat 1: Fishmax3 (9 in chips)\n"
      "*** FLOP *** [5d 6c 10h] [XX]\n"
      "*** SUMMARY ***\n"
      "Total pot 0\n"
      "Board [5d 6c Th]\n";
  parser::parse_pokerstars_hand(kComplete, 1, 1, record, findings);
  CHECK(record.boards[0].size == 3);
  CHECK(record.summary_boards[0].size == 3);  // board_cards is a card_list of its own rule type
}

// fuzz_audit (minimised): board cards that first appear on a turn or river
// marker, the hand having no flop marker, are positioned at the flop marker's
// position, which is unknown: duplicate-card at line 0, column 0.
// validators/card_findings.cpp, card_findings(): `board_pos` is
// rec.street_pos[kFlop] only; it now falls back to the first board marker.
TEST_CASE("fuzz regression: duplicate-card of a board dealt without a flop marker has a position") {
  constexpr std::string_view kInput =
      "PokerStars Game #4:Hold'em Limit\n"
      "Seat 1: Fishmax3 (9 in chips)\n"
      "*** RIVER *** [5d]\n"
      "Fishmax3: shows [5d]\n"
      "*** SUMMARY ***\n"
      "Total pot 0\n"
      "Seat 2: b";
  const auto r = audit::audit_hand(kInput, 1, 1, "t", {});
  bool duplicate = false;
  for (const auto& f : r.findings) {
    if (f.rule != Rule::kDuplicateCard) continue;
    duplicate = true;
    CHECK(f.pos.line >= 1);
    CHECK(f.pos.column >= 1);
  }
  CHECK(duplicate);
}

// fuzz_audit (found by CI's smoke run, 2026-11-26): a turn marker that deals
// three cards more makes a board of seven; the hand description check copied
// two hole cards and the whole board into a seven-card array (a write past
// its end, under ASan a stack-buffer-overflow). validators/card_findings.cpp
// now compares descriptions only on boards of three to five cards.
TEST_CASE("fuzz regression: a board of more than five cards is reported, not read past its end") {
  constexpr std::string_view kInput =
      "PokerStars Hand #251200000101: Hold'em No Limit ($0.50/$1.00 USD) - 2024/03/15 21:10:05 ET\n"
      "Table 'Vega' 6-max Seat #1 is the button\n"
      "Seat 1: Vireo ($100 in chips)\n"
      "Seat 2: dustjacket ($100 in chips)\n"
      "Vireo: posts small blind $0.50\n"
      "dustjacket: posts big blind $1\n"
      "*** HOLE CARDS ***\n"
      "Vireo: calls $0.50\n"
      "dustjacket: checks\n"
      "*** FLOP *** [Kd 8c 3h]\n"
      "dustjacket: checks\n"
      "Vireo: checks\n"
      "*** TURN *** [Kd 8c 3h] [Jd 2h 4d] [5s]\n"
      "dustjacket: checks\n"
      "Vireo: checks\n"
      "*** SHOW DOWN ***\n"
      "dustjacket: shows [Kh Tc] (a pair of Kings)\n"
      "Vireo: shows [9s 9c] (a pair of Nines)\n"
      "dustjacket collected $2 from pot\n"
      "*** SUMMARY ***\n"
      "Total pot $2 | Rake $0\n"
      "Board [Kd 8c 3h Jd 5s]\n"
      "Seat 1: Vireo (button) (small blind) showed [9s 9c] and lost with a pair of Nines\n"
      "Seat 2: dustjacket (big blind) showed [Kh Tc] and won ($2) with a pair of Kings\n";
  check_audit_invariants(kInput);
  const auto r = audit::audit_hand(kInput, 1, 1, "t", {});
  bool card_count = false;
  for (const auto& f : r.findings) {
    if (f.rule == Rule::kWrongCardCount) {
      card_count = true;
      CHECK(f.pos.line == 13);
    }
    CHECK(f.rule != Rule::kHandDescriptionMismatch);
  }
  CHECK(card_count);
}

// libFuzzer target: parse_pokerstars_hand on one hand's text (the input as
// is: the splitter's output is any text that starts with a header, and the
// parser must not rely on more).
//
// Invariants checked:
//   - no exception escapes (PEGTL errors are caught at the grammar boundary);
//   - the status agrees with the findings: kUnreadable comes with a
//     parse-error or truncated-hand, kUnsupported with unsupported-game, kOk
//     with none of those three;
//   - every finding has a known rule, line >= the hand's line, column >= 1,
//     and points into the hand: its line exists, its column at most one past
//     the end of that line (columns on the first line count from the hand's
//     own column);
//   - the record's text fields are views into the input; player and pot
//     indices are in range; action positions lie in the hand;
//   - positions are file-relative: parsing the same text as if it started at
//     line 1000, column 7 moves every finding by exactly that much;
//   - a hand read whole replays without any stack, bet or pot below zero,
//     after every action and at the end.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "fuzz/fuzz_support.h"
#include "engine/profile.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"

namespace {

using engine::Finding;
using engine::Rule;
using engine::SourcePos;
using parser::ParseStatus;

struct Parsed {
  ParseStatus status = ParseStatus::kOk;
  std::vector<Finding> findings;
};

std::string where(const SourcePos& p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

// `pos` (file-relative, the hand starting at `line`:`column`) lies in `text`.
void check_pos(const fuzz::LineIndex& index, std::uint32_t line, std::uint32_t column, SourcePos pos,
               const std::string& what, bool allow_unknown) {
  if (allow_unknown && pos.line == 0 && pos.column == 0) return;
  FUZZ_CHECK(pos.line >= line && pos.column >= 1, what + " at " + where(pos));
  const std::uint32_t rel = pos.line - line + 1;
  FUZZ_CHECK(rel <= index.count(), what + " at " + where(pos) + " is past the hand's last line");
  const std::size_t first = rel == 1 ? column - 1 : 0;
  FUZZ_CHECK(pos.column <= first + index.line_text(rel).size() + 1,
             what + " at " + where(pos) + " is past the end of its line (" +
                 std::to_string(first + index.line_text(rel).size()) + " bytes)");
}

// The replay of a hand read whole never holds a negative amount.
void check_replay(const engine::HandRecord& rec) {
  const engine::Profile& profile = *engine::find_profile("pokerstars", rec.game.tournament);
  const replay::Trace t = replay::replay_hand(rec, profile, true);
  for (std::size_t k = 0; k < t.after.size(); ++k) {
    FUZZ_CHECK(t.after[k].pot >= engine::Chips{0}, "a negative pot after step " + std::to_string(k));
    for (const replay::SeatSnapshot& s : t.after[k].seats)
      FUZZ_CHECK(s.stack >= engine::Chips{0} && s.street_bet >= engine::Chips{0} &&
                     s.contributed >= engine::Chips{0} && s.dead >= engine::Chips{0},
                 "a negative stack or bet after step " + std::to_string(k));
  }
  for (const engine::Pot& p : t.pots.pots) FUZZ_CHECK(p.amount >= engine::Chips{0}, "a negative pot built");
}

bool inside(std::string_view text, std::string_view part) {
  if (part.empty()) return true;
  return part.data() >= text.data() && part.data() + part.size() <= text.data() + text.size();
}

Parsed parse_and_check(std::string_view text, std::uint32_t line, std::uint32_t column) {
  Parsed p;
  engine::HandRecord rec;
  try {
    p.status = parser::parse_pokerstars_hand(text, line, column, rec, p.findings);
  } catch (const std::exception& e) {
    fuzz::fail(__FILE__, __LINE__, "parse_pokerstars_hand threw", e.what());
  } catch (...) {
    fuzz::fail(__FILE__, __LINE__, "parse_pokerstars_hand threw", "a non-std exception");
  }

  bool unreadable = false;
  bool unsupported = false;
  for (const Finding& f : p.findings) {
    FUZZ_CHECK(static_cast<int>(f.rule) < engine::kRuleCount, "unknown rule");
    FUZZ_CHECK(!engine::rule_id(f.rule).empty(), "a rule without an id");
    FUZZ_CHECK(!f.message.empty(), std::string(engine::rule_id(f.rule)) + " without a message");
    unreadable = unreadable || f.rule == Rule::kParseError || f.rule == Rule::kTruncatedHand;
    unsupported = unsupported || f.rule == Rule::kUnsupportedGame;
  }
  switch (p.status) {
    case ParseStatus::kOk:
      FUZZ_CHECK(!unreadable && !unsupported, "kOk with a parse-error, truncated-hand or unsupported-game");
      break;
    case ParseStatus::kUnreadable:
      FUZZ_CHECK(unreadable, "kUnreadable without a parse-error or truncated-hand finding (" +
                                 std::to_string(p.findings.size()) + " findings): the hand is lost silently");
      break;
    case ParseStatus::kUnsupported:
      FUZZ_CHECK(unsupported, "kUnsupported without an unsupported-game finding");
      break;
  }

  const fuzz::LineIndex index(text);
  for (const Finding& f : p.findings)
    check_pos(index, line, column, f.pos, std::string(engine::rule_id(f.rule)), false);

  FUZZ_CHECK(inside(text, rec.hand_id) && inside(text, rec.table) && inside(text, rec.currency),
             "a header field is not a view into the hand");
  FUZZ_CHECK(rec.players.size() <= 64, "more than 64 players");
  for (const auto& pl : rec.players) {
    FUZZ_CHECK(inside(text, pl.name) && inside(text, pl.description), "a player field is not a view into the hand");
    check_pos(index, line, column, pl.pos, "a seat line", true);
  }
  for (const auto& a : rec.actions) {
    FUZZ_CHECK(a.player >= -1 && a.player < static_cast<int>(rec.players.size()),
               "action player index " + std::to_string(a.player) + " out of range");
    check_pos(index, line, column, a.pos, "an action", true);
  }
  if (p.status == ParseStatus::kOk) check_replay(rec);
  return p;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Parsed at_start = parse_and_check(text, 1, 1);

  constexpr std::uint32_t kLine = 1000;
  constexpr std::uint32_t kColumn = 7;
  const Parsed moved = parse_and_check(text, kLine, kColumn);
  FUZZ_CHECK(moved.status == at_start.status, "the status depends on where the hand starts");
  FUZZ_CHECK(moved.findings.size() == at_start.findings.size(), "the findings depend on where the hand starts");
  for (std::size_t i = 0; i < moved.findings.size(); ++i) {
    const SourcePos a = at_start.findings[i].pos;
    const SourcePos b = moved.findings[i].pos;
    const SourcePos want{a.line + kLine - 1, a.line == 1 ? a.column + kColumn - 1 : a.column};
    FUZZ_CHECK(b.line == want.line && b.column == want.column, std::string(engine::rule_id(moved.findings[i].rule)) +
                                                                   " at " + where(a) + " for a hand at 1:1 but " +
                                                                   where(b) + " for a hand at 1000:7");
  }
  return 0;
}

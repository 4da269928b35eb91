// libFuzzer target: the whole pipeline of `handaudit audit` on one file's
// bytes, minus the file and the threads: decode, split, audit_hand on every
// hand (text outside any hand reported as cli/audit_command.cpp does), then
// the JSON and text reports of every hand and the summary.
//
// Invariants checked:
//   - audit_hand never throws, on any profile;
//   - every hand yields exactly one report at its header; a hand that was not
//     replayed says why (parse-error, truncated-hand or unsupported-game);
//   - every finding has line >= 1 and column >= 1 and lies inside its hand:
//     between the header line and the hand's last line, at most one column
//     past the end of that line;
//   - every JSON line is valid JSON whose type, line, status and findings
//     (rule, line, column) are those of the report; the summary too, and its
//     counts add up;
//   - each text block starts with "SOURCE:LINE:COLUMN: " and quotes the
//     source line the finding points at, as an independent line count sees it;
//   - the report writers and the summary text run on all of it;
//   - a replayed hand, of any room, ends holding no negative stack, bet,
//     refund or pot (the replay asserts every step: -UNDEBUG here).
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "audit/audit_summary.h"
#include "audit/hand_report.h"
#include "audit/outside_text.h"
#include "engine/finding.h"
#include "engine/profile.h"
#include "engine/profile_choice.h"
#include "fuzz/fuzz_support.h"
#include "input/source_lines.h"
#include "parser/decode.h"
#include "parser/pokerstars_split.h"
#include "report/output.h"
#include "report/report_json.h"
#include "report/report_text.h"
#include "validators/table_sessions.h"

namespace {

using engine::Finding;
using engine::Rule;

constexpr std::string_view kSource = "fuzz.txt";

std::string where(const engine::SourcePos& p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

bool is_blank_text(std::string_view text) {
  for (char c : text)
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') return false;
  return true;
}

// As api/hand_stream.cpp's report of text outside any hand standing at
// `place` in the input.
audit::HandReport junk_report(std::string_view text, const parser::Junk& junk, audit::OutsidePlace place) {
  audit::HandReport report;
  report.source = std::string(kSource);
  report.line = junk.line;
  report.column = junk.column;
  report.format = "pokerstars";
  report.game = "unknown";
  report.outside_hand = true;
  report.findings.push_back(
      audit::outside_text_finding(text.substr(junk.offset, junk.length), {junk.line, junk.column}, place, false));
  return report;
}

audit::HandReport audit_one(std::string_view hand, const parser::HandSpan& span, const audit::AuditSettings& settings,
                            audit::HandWorkspace& workspace) {
  try {
    return audit::audit_hand(hand, span.line, span.column, kSource, settings, workspace);
  } catch (const std::exception& e) {
    fuzz::fail(__FILE__, __LINE__, "audit_hand threw", e.what());
  } catch (...) {
    fuzz::fail(__FILE__, __LINE__, "audit_hand threw", "a non-std exception");
  }
}

// The replay of a hand audited whole (its workspace's trace) ends with no
// negative amount, as fuzz_pokerstars_hand checks for PokerStars' text.
void check_never_negative(const audit::HandReport& r, const replay::Trace& t) {
  if (!r.replayed) return;
  const engine::Chips nothing{0};
  for (const engine::PlayerState& p : t.players)
    FUZZ_CHECK(p.stack >= nothing && p.street_bet >= nothing && p.contributed >= nothing && p.dead >= nothing,
               "a negative stack or bet at the end of hand " + r.hand_id);
  for (const engine::Pot& p : t.pots.pots) FUZZ_CHECK(p.amount >= nothing, "a negative pot built");
  FUZZ_CHECK(t.pots.refund >= nothing, "a negative refund");
}

void check_hand_report(const audit::HandReport& r, const parser::HandSpan& span, const fuzz::LineIndex& index) {
  FUZZ_CHECK(r.line == span.line && r.column == span.column && !r.outside_hand,
             "the report is not at its hand's header");
  bool says_why = false;
  const std::uint32_t last_line = index.line_of(span.offset + span.length);
  for (const Finding& f : r.findings) {
    const std::string what = std::string(engine::rule_id(f.rule)) + " at " + where(f.pos) + " (hand at " +
                             std::to_string(span.line) + ":" + std::to_string(span.column) + "-" +
                             std::to_string(last_line) + ")";
    FUZZ_CHECK(static_cast<int>(f.rule) < engine::kRuleCount, "unknown rule");
    FUZZ_CHECK(f.pos.line >= 1 && f.pos.column >= 1, what + ": a finding without a position");
    FUZZ_CHECK(f.pos.line >= span.line && f.pos.line <= last_line, what + ": outside its hand");
    const std::size_t line_bytes = index.line_text(f.pos.line).size();
    FUZZ_CHECK(f.pos.column <= line_bytes + 1,
               what + ": past the end of its line (" + std::to_string(line_bytes) + " bytes)");
    FUZZ_CHECK(f.pos.line != span.line || f.pos.column >= span.column, what + ": before its hand's header");
    says_why =
        says_why || f.rule == Rule::kParseError || f.rule == Rule::kTruncatedHand || f.rule == Rule::kUnsupportedGame;
  }
  if (!r.replayed) FUZZ_CHECK(says_why, "a hand not replayed, with no finding saying why: lost silently");
}

nlohmann::json parse_json_line(const std::string& line) {
  FUZZ_CHECK(!line.empty() && line.back() == '\n' && line.find('\n') == line.size() - 1,
             "a JSON record is not exactly one line");
  try {
    return nlohmann::json::parse(line);
  } catch (const std::exception& e) {
    fuzz::fail(__FILE__, __LINE__, "invalid JSON", std::string(e.what()) + ": " + fuzz::excerpt(line));
  }
}

void check_json(const audit::HandReport& r) {
  std::string line;
  report::append_json_hand(line, r);
  const nlohmann::json j = parse_json_line(line);
  FUZZ_CHECK(j.at("type") == (r.outside_hand ? "text" : "hand"), "JSON type");
  FUZZ_CHECK(j.at("line") == r.line, "JSON line");
  FUZZ_CHECK(j.at("status") == audit::status_id(audit::hand_status(r)), "JSON status");
  if (fuzz::valid_utf8(r.hand_id)) FUZZ_CHECK(j.at("hand_id") == r.hand_id, "JSON hand_id");
  const auto& findings = j.at("findings");
  FUZZ_CHECK(findings.size() == r.findings.size(), "JSON finding count");
  for (std::size_t i = 0; i < r.findings.size(); ++i) {
    const Finding& f = r.findings[i];
    const auto& jf = findings[i];
    FUZZ_CHECK(
        jf.at("rule") == engine::rule_id(f.rule) && jf.at("line") == f.pos.line && jf.at("column") == f.pos.column,
        "JSON finding " + std::to_string(i));
    if (fuzz::valid_utf8(f.message)) FUZZ_CHECK(jf.at("message") == f.message, "JSON message");
    FUZZ_CHECK(f.player.empty() == jf.at("player").is_null(), "JSON player null-ness");
  }
}

void check_text(const audit::HandReport& r, const input::SourceLines& lines, const fuzz::LineIndex& index, bool colour) {
  for (const Finding& f : r.findings) {
    std::string block;
    report::append_finding(block, r, f, lines, colour);
    FUZZ_CHECK(!block.empty() && block.back() == '\n', "a text block not ending its line");
    if (colour) continue;
    const std::string head = std::string(kSource) + ":" + where(f.pos) + ": ";
    FUZZ_CHECK(block.starts_with(head), "text block \"" + fuzz::excerpt(block) + "\" does not start with " + head);
    const std::string_view quoted = lines.line(f.pos.line);
    const std::string_view truth = index.line_text(f.pos.line);
    FUZZ_CHECK(quoted == truth, "SourceLines gives \"" + fuzz::excerpt(quoted) + "\" for line " +
                                    std::to_string(f.pos.line) + ", which is \"" + fuzz::excerpt(truth) + "\"");
    if (!quoted.empty()) {
      const std::string prefix = "  " + std::to_string(f.pos.line) + " | ";
      const std::size_t at = block.find(prefix);
      FUZZ_CHECK(at != std::string::npos, "the text block does not quote its line");
      std::string_view shown = std::string_view(block).substr(at + prefix.size());
      shown = shown.substr(0, shown.find('\n'));
      // A line longer than 120 bytes is shown as a window of it, "..."
      // where it is cut (report/report_text.cpp); a shorter one whole.
      if (quoted.size() > 120) {
        if (shown.starts_with("...")) shown.remove_prefix(3);
        if (shown.ends_with("...")) shown.remove_suffix(3);
        FUZZ_CHECK(quoted.find(shown) != std::string_view::npos, "the text block quotes text its line does not hold");
      } else {
        FUZZ_CHECK(shown == quoted, "the text block does not quote its line");
      }
    }
  }
}

std::FILE* dev_null() {
  static std::FILE* f = std::fopen("/dev/null", "w");
  return f;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  std::uint32_t hash = 2166136261u;
  for (std::size_t i = 0; i < size; i += 1 + size / 64) hash = (hash ^ data[i]) * 16777619u;

  // The site's own profile most of the time; every named profile now and
  // then, and now and then the draw reshuffle's and the straddles' switches
  // the other way.
  const auto names = engine::profile_names();
  audit::AuditSettings settings;
  const std::string_view name = hash % 4 == 0 ? names[(hash / 4) % names.size()] : std::string_view();
  static const engine::SwitchSetting kOtherHouse[] = {
      {"draw_burns", "2"}, {"draw_last_card", "kept"}, {"draw_reshuffle_mucked", "true"},
      {"draw_own_discards", "later_exchanges"}, {"straddles", "any_seat"},
      {"button_straddle_order", "utg_skip_straddler"}, {"restraddles", "true"}};
  std::span<const engine::SwitchSetting> other_house;
  if ((hash >> 8) % 8 == 0) other_house = kOtherHouse;
  settings.profile = engine::ProfileChoice(name, other_house);
  settings.sessions = true;
  const bool colour = (hash >> 16) % 2 == 1;

  const parser::DecodedText decoded = parser::decode(bytes);
  const std::string_view text = decoded.text;
  const parser::SplitResult split = parser::split_pokerstars(text);
  const fuzz::LineIndex index(text);
  const input::SourceLines lines(text);

  // Reports in input order, as the audit command writes them.
  std::vector<audit::HandReport> reports;
  std::size_t junk_i = 0;
  auto flush_junk_before = [&](std::size_t offset) {
    for (; junk_i < split.junk.size() && split.junk[junk_i].offset < offset; ++junk_i) {
      const parser::Junk& j = split.junk[junk_i];
      if (j.kind != parser::JunkKind::kText || is_blank_text(text.substr(j.offset, j.length))) continue;
      const bool at_start = is_blank_text(text.substr(0, j.offset));
      const audit::OutsidePlace place = !at_start ? audit::OutsidePlace::kAmongHands
                                        : split.hands.empty() && j.offset + j.length == text.size()
                                            ? audit::OutsidePlace::kWholeFile
                                            : audit::OutsidePlace::kFileStart;
      reports.push_back(junk_report(text, j, place));
    }
  };
  audit::HandWorkspace workspace;
  for (const parser::HandSpan& span : split.hands) {
    flush_junk_before(span.offset);
    audit::HandReport r = audit_one(text.substr(span.offset, span.length), span, settings, workspace);
    check_hand_report(r, span, index);
    check_never_negative(r, workspace.trace);
    reports.push_back(std::move(r));
  }
  flush_junk_before(SIZE_MAX);

  audit::AuditSummary summary;
  summary.files = 1;
  report::Output out(dev_null());
  report::JsonReportWriter json_writer(out);
  report::TextReportWriter text_writer(out, colour);
  validators::TableSessions sessions{settings.profile};
  for (audit::HandReport& r : reports) {
    summary.count(r);
    check_json(r);
    check_text(r, lines, index, colour);
    json_writer.write_hand(r, lines);
    text_writer.write_hand(r, lines);
    if (r.session) sessions.add(std::move(*r.session));
  }
  // Cross-hand findings: placed in this input, each at a hand's position.
  for (const validators::TableFindings& table : sessions.finish()) {
    for (const validators::CrossHandFinding& c : table.findings) {
      FUZZ_CHECK(c.finding.pos.line >= 1 && c.finding.pos.line <= index.count(), "cross-hand finding off the input");
      FUZZ_CHECK(!c.hand_id.empty() && !c.previous_hand_id.empty(), "cross-hand finding without its hands");
    }
    summary.count_table(table);
    json_writer.write_table(table);
    text_writer.write_table(table);
  }
  FUZZ_CHECK(summary.hands == split.hands.size(), "one hand object per header");
  FUZZ_CHECK(summary.hands + summary.outside_hands == reports.size(), "summary count");
  FUZZ_CHECK(summary.clean + summary.with_findings + summary.unreadable == summary.hands, "statuses do not add up");
  json_writer.write_summary(summary);
  text_writer.write_summary(summary);
  std::string summary_line;
  report::append_json_summary(summary_line, summary);
  const nlohmann::json js = parse_json_line(summary_line);
  FUZZ_CHECK(js.at("hands") == summary.hands && js.at("outside_hands") == summary.outside_hands, "JSON summary counts");
  FUZZ_CHECK(!report::summary_text(summary).empty(), "empty summary text");
  out.buffer().clear();  // nothing needs to reach /dev/null
  return 0;
}

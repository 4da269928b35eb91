// Known-answer helpers for the audit tests (findings_*_test.cpp,
// tricky_cases_*_test.cpp): one PokerStars hand goes through the same
// pipeline as `handaudit audit` (audit::audit_hand: parse, replay, validate)
// and its findings are rendered one per line, so that a failing CHECK shows
// the whole list the program produced beside the list the rules demand.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "engine/finding.h"

namespace audit_expect {

// A player field that the test does not check.
inline constexpr std::string_view kAnyPlayer = "\x01";

// One expected finding: its rule id, its position in the hand's text (the
// hand starts on line 1, column 1), and the player it names ("" = none).
struct Want {
  std::string_view rule;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string_view player = kAnyPlayer;
};

// Under `profile` ("" each site's own) with house `switches` set on top,
// as --profile and --set give them.
inline audit::HandReport audit(std::string_view text, std::string_view profile = {},
                               const std::vector<engine::SwitchSetting>& switches = {}) {
  return audit::audit_hand(text, 1, 1, "test",
                           audit::AuditSettings{.profile = engine::ProfileChoice(profile, switches)});
}

// The same for one hand of another room's text (audit::audit_room_hand),
// under that room's profile unless `profile` names another.
inline audit::HandReport audit_room(parser::SiteFormat format, std::string_view text, std::string_view profile = {},
                                    const std::vector<engine::SwitchSetting>& switches = {}) {
  audit::HandWorkspace workspace;
  return audit::audit_room_hand(format, text, 1, 1, "test",
                                audit::AuditSettings{.profile = engine::ProfileChoice(profile, switches)}, workspace);
}

inline std::string line_of(std::string_view rule, std::uint32_t line, std::uint32_t column,
                           std::string_view player, bool with_player) {
  std::string s = std::string(rule) + " " + std::to_string(line) + ":" + std::to_string(column);
  if (with_player) s += " (" + std::string(player) + ")";
  return s + "\n";
}

// The program's findings, showing the player wherever `wants` checks one
// (matched by index: the lists are in report order, i.e. by position).
inline std::string got(const audit::HandReport& report, const std::vector<Want>& wants) {
  std::string out;
  for (std::size_t i = 0; i < report.findings.size(); ++i) {
    const engine::Finding& f = report.findings[i];
    const bool with_player = i < wants.size() && wants[i].player != kAnyPlayer;
    out += line_of(engine::rule_id(f.rule), f.pos.line, f.pos.column, f.player, with_player);
  }
  return out.empty() ? "(no finding)\n" : out;
}

inline std::string want(const std::vector<Want>& wants) {
  std::string out;
  for (const Want& w : wants) out += line_of(w.rule, w.line, w.column, w.player, w.player != kAnyPlayer);
  return out.empty() ? "(no finding)\n" : out;
}

// The first finding with `rule`, or nullptr.
inline const engine::Finding* find(const audit::HandReport& report, std::string_view rule) {
  for (const auto& f : report.findings)
    if (engine::rule_id(f.rule) == rule) return &f;
  return nullptr;
}

// True when the report has a finding `rule` at line:column.
inline bool has(const audit::HandReport& report, std::string_view rule, std::uint32_t line, std::uint32_t column) {
  for (const auto& f : report.findings)
    if (engine::rule_id(f.rule) == rule && f.pos.line == line && f.pos.column == column) return true;
  return false;
}

// True when every finding of the report has one of `rules` (for traps whose
// secondary findings may reasonably be reported once or twice).
inline bool only(const audit::HandReport& report, std::initializer_list<std::string_view> rules) {
  for (const auto& f : report.findings) {
    bool listed = false;
    for (std::string_view r : rules) listed = listed || engine::rule_id(f.rule) == r;
    if (!listed) return false;
  }
  return true;
}

}  // namespace audit_expect

// CHECK_AUDIT(text, profile, {{"rule", line, column, "player"}, ...}): the hand
// yields exactly these findings, in this order. An empty list: no finding.
#define CHECK_AUDIT(text, profile, ...)                                                  \
  do {                                                                                   \
    const std::vector<audit_expect::Want> wants_ = __VA_ARGS__;                          \
    const audit::HandReport report_ = audit_expect::audit((text), (profile));              \
    CHECK(audit_expect::got(report_, wants_) == audit_expect::want(wants_));             \
  } while (false)

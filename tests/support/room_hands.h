// A room's hand files of our own (tests/data/<room>/) and what auditing one
// under the room's profile reports, for the <room>_hands_test.cpp tests.
#pragma once

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"

namespace room_hands {

// tests/data/<room>/<name>, from the source tree (HANDAUDIT_SOURCE).
inline std::string data(std::string_view room, std::string_view name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  const auto dir = std::filesystem::path(source != nullptr ? source : ".") / "tests/data" / room;
  return cli_test::read_file(dir / name);
}

// "format game structure" (" unread" when not replayed), then
// "rule line:column" per finding, in report order, of one report.
inline std::string report_lines(const audit::HandReport& report) {
  // Appended piece by piece: chains of + draw GCC 12's false -Wrestrict.
  std::string out = report.format;
  out.append(" ").append(report.game).append(" ").append(report.structure);
  if (!report.replayed) out.append(" unread");
  for (const auto& f : report.findings) {
    out.append("\n").append(engine::rule_id(f.rule)).append(" ");
    out.append(std::to_string(f.pos.line)).append(":").append(std::to_string(f.pos.column));
  }
  return out;
}

// The same for `text` audited as one hand of `format` at line 1.
inline std::string findings_of(parser::SiteFormat format, const std::string& text) {
  audit::HandWorkspace workspace;
  return report_lines(audit::audit_room_hand(format, text, 1, 1, "test", audit::AuditSettings{}, workspace));
}

// `text` with `line` inserted before the first occurrence of `before` (the
// start of a line).
inline std::string with_line(std::string text, std::string_view before, std::string_view line) {
  const std::size_t at = text.find(before);
  REQUIRE(at != std::string::npos);
  text.insert(at, std::string(line).append("\n"));
  return text;
}

// Whether file_findings names each hand by its id after its line.
enum class HandIds { omitted, shown };

// Every hand of `text` as the audit splits it: "line " (with `ids` shown,
// "line #id ") then report_lines, hand after hand.
inline std::string file_findings(const std::string& text, HandIds ids = HandIds::omitted) {
  audit::HandWorkspace workspace;
  std::string out;
  for (const parser::SiteHand& h : parser::split_site_hands(text).hands) {
    const audit::HandReport report =
        audit::audit_room_hand(h.format, std::string_view(text).substr(h.offset, h.length), h.line, h.column, "test",
                               audit::AuditSettings{}, workspace, h.opening);
    if (!out.empty()) out.append("\n");
    out.append(std::to_string(h.line)).append(" ");
    if (ids == HandIds::shown) out.append("#").append(report.hand_id).append(" ");
    out.append(report_lines(report));
  }
  return out;
}

// `text` twice, the second copy's `header` (a piece of its first line)
// replaced by `damaged`: a file whose second hand's header cannot be read.
inline std::string with_damaged_second(const std::string& text, std::string_view header, std::string_view damaged) {
  std::string second = text;
  const std::size_t at = second.find(header);
  REQUIRE(at != std::string::npos);
  second.replace(at, header.size(), damaged);
  return text + "\n" + second;
}

// A hand file and what findings_of must give for it.
struct Row {
  const char* file;
  const char* want;
};

inline void check_rows(parser::SiteFormat format, std::string_view room, std::span<const Row> rows) {
  for (const Row& row : rows) {
    CAPTURE(row.file);
    CHECK(findings_of(format, data(room, row.file)) == row.want);
  }
}

}  // namespace room_hands

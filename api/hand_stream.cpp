#include "api/hand_stream.h"

#include <filesystem>

#include "audit/outside_text.h"
#include "parser/lines.h"
#include "parser/stars_summary.h"

namespace api {

namespace {

audit::HandReport outside_text_report(const LoadedFile& file, const audit::Unit& unit) {
  audit::HandReport report;
  report.source = file.path;
  report.line = unit.line;
  report.column = unit.column;
  report.format = unit.phh_file ? "phh" : "pokerstars";
  report.game = "unknown";
  report.replayed = false;
  report.outside_hand = true;
  report.findings.push_back(outside_text_finding(file, unit));
  return report;
}

audit::HandReport damage_report(const LoadedFile& file, const audit::Unit& unit) {
  audit::HandReport report;
  report.source = file.path;
  report.line = unit.line;
  report.column = unit.column;
  report.format = "pokerstars";
  report.game = "unknown";
  report.replayed = false;
  report.outside_hand = true;
  report.damaged_input = true;
  report.findings.push_back(audit::damaged_input_finding(file.damage, {unit.line, unit.column}));
  return report;
}

// The report of any unit: a hand of any format, or text outside any hand
// (one finding: a parse-error, or a note for a file without hands).
audit::HandReport audit_unit_report(const LoadedFile& file, const audit::Unit& unit,
                                    const audit::AuditSettings& settings, audit::HandWorkspace& workspace) {
  switch (unit.kind) {
    case audit::UnitKind::kPokerStars:
      return audit::audit_hand(unit_text(file, unit), unit.line, unit.column, file.path, settings, workspace);
    case audit::UnitKind::kPhh:
      return audit::audit_phh_hand(unit_text(file, unit), unit.line, unit.column, file.path,
                                   phh_hand_name(file.path, unit), settings);
    case audit::UnitKind::kSite:
      if (parser::room_is_read(unit.site))
        return audit::audit_room_hand(unit.site, unit_text(file, unit), unit.line, unit.column, file.path, settings,
                                      workspace, audit::unit_opening(file.text, unit));
      return audit::unread_site_hand(unit.line, unit.column, file.path, unit.site, site_hand_id(file, unit));
    case audit::UnitKind::kOutside:
      return outside_text_report(file, unit);
    case audit::UnitKind::kDamage:
      return damage_report(file, unit);
    case audit::UnitKind::kSummary: {
      audit::HandReport report;
      report.source = file.path;
      report.line = unit.line;
      report.column = unit.column;
      report.format = "pokerstars";
      report.outside_hand = true;
      report.tournament_summary = std::make_shared<const parser::StarsSummary>(
          parser::read_stars_summary(unit_text(file, unit), unit.line, unit.column));
      return report;
    }
  }
  return outside_text_report(file, unit);
}

audit::HandReport audit_unit(const LoadedFile& file, const audit::Unit& unit, const audit::AuditSettings& settings,
                             audit::HandWorkspace& workspace) {
  audit::HandReport report = audit_unit_report(file, unit, settings, workspace);
  report.unit = unit;
  return report;
}

}  // namespace

engine::SourcePos end_of_text(std::string_view text, std::uint32_t first_line) {
  // LF, CRLF and CR each end a line, as the parsers count them.
  const auto line = static_cast<std::uint32_t>(first_line + parser::count_line_breaks(text));
  const char* last_break = parser::find_last_line_break(text.data(), text.data() + text.size());
  const std::size_t line_start = last_break == nullptr ? 0 : static_cast<std::size_t>(last_break - text.data()) + 1;
  return {line, static_cast<std::uint32_t>(text.size() - line_start + 1)};
}

std::string_view unit_text(const LoadedFile& file, const audit::Unit& unit) {
  return file.text.substr(unit.offset, unit.length);
}

audit::OutsidePlace outside_place(const LoadedFile& file, const audit::Unit& unit) {
  const auto blank = [](std::string_view s) { return s.find_first_not_of(" \t\r\n\f\v") == std::string_view::npos; };
  const bool file_start = file.lines.first_line() == 1 && blank(file.text.substr(0, unit.offset));
  const bool whole = file.lines.first_line() == 1 && file.text.size() < input::kMaxHeldBytes &&
                     (unit.handless_block || (file_start && blank(file.text.substr(unit.offset + unit.length))));
  if (whole) return audit::OutsidePlace::kWholeFile;
  return file_start ? audit::OutsidePlace::kFileStart : audit::OutsidePlace::kAmongHands;
}

engine::Finding outside_text_finding(const LoadedFile& file, const audit::Unit& unit) {
  return audit::outside_text_finding(unit_text(file, unit), {unit.line, unit.column}, outside_place(file, unit),
                                     unit.phh_file);
}

std::string_view site_hand_id(const LoadedFile& file, const audit::Unit& unit) {
  return file.text.substr(unit.id_offset, unit.id_length);
}

std::string phh_hand_name(std::string_view path, const audit::Unit& unit) {
  std::string name = std::filesystem::path(path).stem().string();
  if (unit.index > 0) {
    // Appended piece by piece: "#" + to_string() draws GCC 12's false -Wrestrict.
    name += '#';
    name += std::to_string(unit.index);
  }
  return name;
}


std::vector<audit::HandReport> audit_chunk_reports(const LoadedFile& file, const std::vector<audit::Unit>& chunk,
                                                   const audit::AuditSettings& settings, const audit::RuleFilter& filter,
                                                   WorkspacePool& workspaces) {
  std::unique_ptr<audit::HandWorkspace> workspace = workspaces.take();
  std::vector<audit::HandReport> reports =
      process_chunk<audit::HandReport>(file, chunk, [&](const LoadedFile& f, const audit::Unit& unit, bool& read) {
        audit::HandReport report = audit_unit(f, unit, settings, *workspace);
        read = unit.kind != audit::UnitKind::kPokerStars || report.replayed;
        filter.apply(report.findings);
        return report;
      });
  workspaces.give(std::move(workspace));
  return reports;
}

}  // namespace api

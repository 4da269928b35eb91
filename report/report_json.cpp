#include "report/report_json.h"

#include <fmt/format.h>

#include <iterator>

#include "report/string_writer.h"

namespace report {

using namespace std::string_view_literals;

namespace {

// A finding object is written in three parts, so that a cross-hand finding
// can put its places (source, hand ids) between them:
// {"rule":..,"category":..,"severity":..,  <places>  ,"player":..,...,"actual":..}
template <typename Out>
void append_finding_head(Out& out, const engine::Finding& f) {
  append_id_field(out, "rule", engine::rule_id(f.rule));
  out.push_back(',');
  append_id_field(out, "category", engine::category_id(engine::rule_category(f.rule)));
  out.push_back(',');
  append_id_field(out, "severity", engine::severity_id(f.severity()));
}

template <typename Out>
void append_position(Out& out, engine::SourcePos pos) {
  append_int_field(out, "line", pos.line);
  out.push_back(',');
  append_int_field(out, "column", pos.column);
}

template <typename Out>
void append_finding_tail(Out& out, const engine::Finding& f) {
  append_nullable_field(out, "player", f.player);
  out.push_back(',');
  append_nullable_field(out, "street", f.street);
  out.push_back(',');
  append_string_field(out, "message", f.message);
  out.push_back(',');
  append_nullable_field(out, "expected", f.expected.text);
  out.push_back(',');
  append_nullable_field(out, "actual", f.actual.text);
}

}  // namespace

template <typename Out>
void append_json_findings(Out& out, const std::vector<engine::Finding>& findings) {
  out.append("\"findings\":["sv);
  bool first = true;
  for (const engine::Finding& f : findings) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('{');
    append_finding_head(out, f);
    out.push_back(',');
    append_position(out, f.pos);
    out.push_back(',');
    append_finding_tail(out, f);
    out.push_back('}');
  }
  out.push_back(']');
}

template void append_json_findings(std::string& out, const std::vector<engine::Finding>& findings);
template void append_json_findings(StringWriter& out, const std::vector<engine::Finding>& findings);

void append_json_table(std::string& out, const validators::TableFindings& table) {
  out.append("{\"type\":\"table\","sv);
  append_string_field(out, "site", table.site);
  out.push_back(',');
  append_string_field(out, "table", table.table);
  out.push_back(',');
  append_nullable_field(out, "tournament", table.tournament_id);
  out.append(",\"findings\":["sv);
  bool first = true;
  for (const validators::CrossHandFinding& c : table.findings) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('{');
    append_finding_head(out, c.finding);
    out.push_back(',');
    append_string_field(out, "source", c.source);
    out.push_back(',');
    append_position(out, c.finding.pos);
    out.push_back(',');
    append_string_field(out, "hand_id", c.hand_id);
    out.push_back(',');
    append_string_field(out, "previous_source", c.previous_source);
    out.push_back(',');
    append_int_field(out, "previous_line", c.previous_pos.line);
    out.push_back(',');
    append_string_field(out, "previous_hand_id", c.previous_hand_id);
    out.push_back(',');
    append_finding_tail(out, c.finding);
    out.push_back('}');
  }
  out.append("]}\n"sv);
}

namespace {

template <typename Out>
void append_hand(Out& out, const audit::HandReport& report) {
  out.append(report.outside_hand ? "{\"type\":\"text\","sv : "{\"type\":\"hand\","sv);
  append_string_field(out, "source", report.source);
  out.push_back(',');
  append_int_field(out, "line", report.line);
  out.push_back(',');
  append_string_field(out, "hand_id", report.hand_id);
  out.push_back(',');
  append_id_field(out, "format", report.format);
  out.push_back(',');
  append_id_field(out, "game", report.game);
  out.push_back(',');
  append_id_field(out, "structure", report.structure);
  out.push_back(',');
  append_id_field(out, "status", audit::status_id(audit::hand_status(report)));
  out.push_back(',');
  append_json_findings(out, report.findings);
  out.append("}\n"sv);
}

}  // namespace

void append_json_hand(std::string& out, const audit::HandReport& report) {
  // About 200 bytes a hand and 300 a finding: one check of the room per
  // piece, the string grown once.
  StringWriter writer(out, 256 + report.source.size() + 384 * report.findings.size());
  append_hand(writer, report);
}

void append_json_summary(std::string& out, const audit::AuditSummary& summary) {
  out.append("{\"type\":\"summary\","sv);
  append_int_field(out, "files", summary.files);
  out.push_back(',');
  append_int_field(out, "hands", summary.hands);
  out.push_back(',');
  append_int_field(out, "clean", summary.clean);
  out.push_back(',');
  append_int_field(out, "with_findings", summary.with_findings);
  out.push_back(',');
  append_int_field(out, "unreadable", summary.unreadable);
  out.push_back(',');
  append_int_field(out, "outside_hands", summary.outside_hands);
  if (summary.baselined > 0) {
    out.push_back(',');
    append_int_field(out, "baselined", summary.baselined);
  }
  out.append(",\"by_rule\":{"sv);
  bool first = true;
  for (const auto& [id, n] : audit::rule_counts_by_id(summary)) {
    if (!first) out.push_back(',');
    first = false;
    append_int_field(out, id, n);
  }
  out.append("},"sv);
  append_key(out, "seconds");
  fmt::format_to(std::back_inserter(out), "{:.3f}", summary.seconds);
  out.append("}\n"sv);
}

void JsonReportWriter::write_hand(const audit::HandReport& report, const input::SourceLines& lines) {
  render_hand(report, lines, out_.buffer());
  out_.commit();
}

void JsonReportWriter::render_hand(const audit::HandReport& report, const input::SourceLines&, std::string& out) const {
  append_json_hand(out, report);
}

void JsonReportWriter::write_table(const validators::TableFindings& table) {
  append_json_table(out_.buffer(), table);
  out_.commit();
}

void JsonReportWriter::write_summary(const audit::AuditSummary& summary) {
  append_json_summary(out_.buffer(), summary);
  out_.commit();
}

}  // namespace report

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

// The fields of a hand's finding, without the braces.
template <typename Out>
void append_hand_finding(Out& out, const engine::Finding& f) {
  append_finding_head(out, f);
  out.push_back(',');
  append_position(out, f.pos);
  out.push_back(',');
  append_finding_tail(out, f);
}

// The fields of a cross-hand finding, without the braces.
void append_cross_hand_finding(std::string& out, const validators::CrossHandFinding& c) {
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
}

// `,"waived":[...]`: each waived finding's fields and its waiver's number
// (from 1, as the project file lists them); nothing when none.
template <typename Out, typename Waived, typename AppendFinding>
void append_waived(Out& out, const std::vector<Waived>& waived, const AppendFinding& append_finding) {
  if (waived.empty()) return;
  out.append(",\"waived\":["sv);
  bool first = true;
  for (const Waived& w : waived) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('{');
    append_finding(out, w.finding);
    out.push_back(',');
    append_int_field(out, "waiver", w.waiver + 1);
    out.push_back('}');
  }
  out.push_back(']');
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
    append_hand_finding(out, f);
    out.push_back('}');
  }
  out.push_back(']');
}

template void append_json_findings(std::string& out, const std::vector<engine::Finding>& findings);
template void append_json_findings(StringWriter& out, const std::vector<engine::Finding>& findings);

void append_json_table(std::string& out, const validators::TableFindings& table) {
  if (table.whole_tournament) {
    out.append("{\"type\":\"tournament\","sv);
    append_string_field(out, "site", table.site);
    out.push_back(',');
    append_string_field(out, "tournament", table.tournament_id);
  } else {
    out.append("{\"type\":\"table\","sv);
    append_string_field(out, "site", table.site);
    out.push_back(',');
    append_string_field(out, "table", table.table);
    out.push_back(',');
    append_nullable_field(out, "tournament", table.tournament_id);
  }
  out.append(",\"findings\":["sv);
  bool first = true;
  for (const validators::CrossHandFinding& c : table.findings) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('{');
    append_cross_hand_finding(out, c);
    out.push_back('}');
  }
  out.push_back(']');
  append_waived(out, table.waived, append_cross_hand_finding);
  out.append("}\n"sv);
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
  append_waived(out, report.waived, append_hand_finding<Out>);
  out.append("}\n"sv);
}

}  // namespace

void append_json_hand(std::string& out, const audit::HandReport& report) {
  // About 200 bytes a hand and 300 a finding: one check of the room per
  // piece, the string grown once.
  StringWriter writer(out, 256 + report.source.size() + 384 * report.findings.size());
  append_hand(writer, report);
}

namespace {

// `,"waived":N,"waivers":[...]`: each waiver of the run, what it is for,
// whether it had expired and how many findings it matched.
void append_waivers(std::string& out, const audit::WaiverSet& waivers, const audit::AuditSummary& summary) {
  out.push_back(',');
  append_int_field(out, "waived", summary.waived);
  out.append(",\"waivers\":["sv);
  bool first = true;
  for (std::size_t i = 0; i < waivers.waivers().size(); ++i) {
    const audit::Waiver& w = waivers.waivers()[i];
    if (!w.usable) continue;
    out.append(first ? "{"sv : ",{"sv);
    first = false;
    append_int_field(out, "waiver", i + 1);
    out.push_back(',');
    append_id_field(out, "rule", engine::rule_id(w.rule));
    out.push_back(',');
    append_nullable_field(out, "table", w.table);
    out.push_back(',');
    append_nullable_field(out, "hand_id", w.hand_id);
    out.push_back(',');
    append_nullable_field(out, "player", w.player);
    out.push_back(',');
    append_string_field(out, "reason", w.reason);
    out.push_back(',');
    append_string_field(out, "expires", w.expires);
    out.append(waivers.expired(i) ? ",\"expired\":true,"sv : ",\"expired\":false,"sv);
    append_int_field(out, "findings", i < summary.waiver_matches.size() ? summary.waiver_matches[i] : 0);
    out.push_back('}');
  }
  out.push_back(']');
}

// `,"provenance":{...}`: the handaudit that wrote the report, the rules it
// applied and every input with its size and SHA-256.
void append_provenance(std::string& out, const RunInfo& run, const std::vector<audit::InputFile>& inputs) {
  out.append(",\"provenance\":{"sv);
  append_string_field(out, "handaudit", run.version);
  out.push_back(',');
  append_string_field(out, "build", run.build);
  out.push_back(',');
  append_nullable_field(out, "profile", run.profile);
  out.append(",\"switches\":{"sv);
  for (std::size_t i = 0; i < run.switches.size(); ++i) {
    if (i > 0) out.push_back(',');
    append_string_field(out, run.switches[i].first, run.switches[i].second);
  }
  const auto append_ids = [&](std::string_view key, const std::vector<std::string>& ids) {
    out.append(",\""sv);
    out.append(key);
    out.append("\":["sv);
    for (std::size_t i = 0; i < ids.size(); ++i) {
      if (i > 0) out.push_back(',');
      append_json_string(out, ids[i]);
    }
    out.push_back(']');
  };
  out.push_back('}');
  append_ids("only", run.only);
  append_ids("disable", run.disable);
  out.append(",\"inputs\":["sv);
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    out.append(i == 0 ? "{"sv : ",{"sv);
    append_string_field(out, "path", inputs[i].path);
    out.push_back(',');
    append_int_field(out, "bytes", inputs[i].bytes);
    out.push_back(',');
    append_string_field(out, "sha256", inputs[i].sha256);
    out.push_back('}');
  }
  out.append("]}"sv);
}

}  // namespace

void append_json_summary(std::string& out, const audit::AuditSummary& summary, const RunInfo* run) {
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
  if (run != nullptr && run->waivers) append_waivers(out, *run->waivers, summary);
  out.append(",\"by_rule\":{"sv);
  bool first = true;
  for (const auto& [id, n] : audit::rule_counts_by_id(summary)) {
    if (!first) out.push_back(',');
    first = false;
    append_int_field(out, id, n);
  }
  out.push_back('}');
  // What could not be read (exit status 3), when anything: a run that read
  // everything reads as it always did.
  if (!summary.unreadable_inputs.empty()) {
    out.append(",\"unreadable_inputs\":["sv);
    for (std::size_t i = 0; i < summary.unreadable_inputs.size(); ++i) {
      if (i > 0) out.push_back(',');
      append_json_string(out, summary.unreadable_inputs[i]);
    }
    out.push_back(']');
  }
  if (run != nullptr && !run->version.empty()) append_provenance(out, *run, summary.inputs);
  out.push_back(',');
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
  append_json_summary(out_.buffer(), summary, run_.get());
  out_.commit();
}

}  // namespace report

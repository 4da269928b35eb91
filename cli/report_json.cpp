#include "cli/report_json.h"

#include <fmt/format.h>

#include <iterator>

#include "parser/decode.h"

namespace cli {

namespace {

constexpr std::string_view kReplacement = "\\ufffd";

void append_key(std::string& out, std::string_view key) {
  out.push_back('"');
  out.append(key);  // keys are our own ASCII literals
  out.append("\":");
}

void append_string_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  append_json_string(out, value);
}

void append_nullable_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  if (value.empty()) {
    out.append("null");
  } else {
    append_json_string(out, value);
  }
}

void append_number_field(std::string& out, std::string_view key, std::uint64_t value) {
  append_key(out, key);
  fmt::format_to(std::back_inserter(out), "{}", value);
}

}  // namespace

void append_json_string(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out.push_back('"');
  std::size_t i = 0;
  while (i < s.size()) {
    // Copy the longest run that needs no escaping in one go.
    std::size_t run = i;
    while (run < s.size()) {
      const auto c = static_cast<unsigned char>(s[run]);
      if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
      ++run;
    }
    out.append(s.data() + i, run - i);
    i = run;
    if (i == s.size()) break;

    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const std::size_t n = parser::utf8_sequence_length(s, i);
      if (n == 0) {
        out.append(kReplacement);
        ++i;
      } else {
        out.append(s.data() + i, n);
        i += n;
      }
      continue;
    }
    switch (c) {
      case '"':
        out.append("\\\"");
        break;
      case '\\':
        out.append("\\\\");
        break;
      case '\b':
        out.append("\\b");
        break;
      case '\f':
        out.append("\\f");
        break;
      case '\n':
        out.append("\\n");
        break;
      case '\r':
        out.append("\\r");
        break;
      case '\t':
        out.append("\\t");
        break;
      default:
        out.append("\\u00");
        out.push_back(kHex[c >> 4]);
        out.push_back(kHex[c & 0xF]);
        break;
    }
    ++i;
  }
  out.push_back('"');
}

namespace {

// A finding object is written in three parts, so that a cross-hand finding
// can put its places (source, hand ids) between them:
// {"rule":..,"category":..,"severity":..,  <places>  ,"player":..,...,"actual":..}
void append_finding_head(std::string& out, const engine::Finding& f) {
  append_string_field(out, "rule", engine::rule_id(f.rule));
  out.push_back(',');
  append_string_field(out, "category", engine::category_id(engine::rule_category(f.rule)));
  out.push_back(',');
  append_string_field(out, "severity", engine::severity_id(f.severity()));
}

void append_position(std::string& out, engine::SourcePos pos) {
  append_number_field(out, "line", pos.line);
  out.push_back(',');
  append_number_field(out, "column", pos.column);
}

void append_finding_tail(std::string& out, const engine::Finding& f) {
  append_nullable_field(out, "player", f.player);
  out.push_back(',');
  append_nullable_field(out, "street", f.street);
  out.push_back(',');
  append_string_field(out, "message", f.message);
  out.push_back(',');
  append_nullable_field(out, "expected", f.expected);
  out.push_back(',');
  append_nullable_field(out, "actual", f.actual);
}

}  // namespace

void append_json_findings(std::string& out, const std::vector<engine::Finding>& findings) {
  out.append("\"findings\":[");
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

void append_json_table(std::string& out, const validators::TableFindings& table) {
  out.append("{\"type\":\"table\",");
  append_string_field(out, "site", table.site);
  out.push_back(',');
  append_string_field(out, "table", table.table);
  out.push_back(',');
  append_nullable_field(out, "tournament", table.tournament_id);
  out.append(",\"findings\":[");
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
    append_number_field(out, "previous_line", c.previous_pos.line);
    out.push_back(',');
    append_string_field(out, "previous_hand_id", c.previous_hand_id);
    out.push_back(',');
    append_finding_tail(out, c.finding);
    out.push_back('}');
  }
  out.append("]}\n");
}

void append_json_hand(std::string& out, const HandReport& report) {
  out.append(report.outside_hand ? "{\"type\":\"text\"," : "{\"type\":\"hand\",");
  append_string_field(out, "source", report.source);
  out.push_back(',');
  append_number_field(out, "line", report.line);
  out.push_back(',');
  append_string_field(out, "hand_id", report.hand_id);
  out.push_back(',');
  append_string_field(out, "format", report.format);
  out.push_back(',');
  append_string_field(out, "game", report.game);
  out.push_back(',');
  append_string_field(out, "structure", report.structure);
  out.push_back(',');
  append_string_field(out, "status", status_id(hand_status(report)));
  out.push_back(',');
  append_json_findings(out, report.findings);
  out.append("}\n");
}

void append_json_summary(std::string& out, const AuditSummary& summary) {
  out.append("{\"type\":\"summary\",");
  append_number_field(out, "files", summary.files);
  out.push_back(',');
  append_number_field(out, "hands", summary.hands);
  out.push_back(',');
  append_number_field(out, "clean", summary.clean);
  out.push_back(',');
  append_number_field(out, "with_findings", summary.with_findings);
  out.push_back(',');
  append_number_field(out, "unreadable", summary.unreadable);
  out.push_back(',');
  append_number_field(out, "outside_hands", summary.outside_hands);
  out.append(",\"by_rule\":{");
  bool first = true;
  for (const auto& [id, n] : rule_counts_by_id(summary)) {
    if (!first) out.push_back(',');
    first = false;
    append_number_field(out, id, n);
  }
  out.append("},");
  append_key(out, "seconds");
  fmt::format_to(std::back_inserter(out), "{:.3f}", summary.seconds);
  out.append("}\n");
}

void JsonReportWriter::write_hand(const HandReport& report, const SourceLines&) {
  append_json_hand(out_.buffer(), report);
  out_.commit();
}

void JsonReportWriter::write_table(const validators::TableFindings& table) {
  append_json_table(out_.buffer(), table);
  out_.commit();
}

void JsonReportWriter::write_summary(const AuditSummary& summary) {
  append_json_summary(out_.buffer(), summary);
  out_.commit();
}

}  // namespace cli

#include "report/report_sarif.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <iterator>

#include "handaudit/version.h"
#include "input/inputs.h"
#include "report/report_json.h"
#include "validators/catalogue.h"

namespace report {

namespace {

constexpr std::string_view kSchema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
constexpr std::string_view kProgramName = "handaudit";

// "raise-below-minimum" -> "RaiseBelowMinimum": SARIF's rule name is an
// identifier-like name beside the opaque id.
std::string pascal_case(std::string_view id) {
  std::string name;
  bool upper = true;
  for (const char c : id) {
    if (c == '-') {
      upper = true;
      continue;
    }
    name.push_back(upper && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c);
    upper = false;
  }
  return name;
}

void append_key(std::string& out, std::string_view key) {
  out.push_back('"');
  out.append(key);  // keys are our own ASCII literals
  out.append("\":");
}

void append_string_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  append_json_string(out, value);
}

// {"text":"..."}: SARIF's message and multiformatMessageString objects.
void append_text_object(std::string& out, std::string_view key, std::string_view text) {
  append_key(out, key);
  out.append("{\"text\":");
  append_json_string(out, text);
  out.push_back('}');
}

std::string_view level(engine::Severity s) {
  switch (s) {
    case engine::Severity::kError:
      return "error";
    case engine::Severity::kWarning:
      return "warning";
    case engine::Severity::kNote:
      return "note";
  }
  return "error";
}

bool is_uri_safe(char c, bool absolute) {
  // Unreserved characters, the sub-delims and '@' (RFC 3986 pchar) and '/'.
  // ':' would read as a scheme in the first segment of a relative path.
  static constexpr std::string_view kSafe = "-._~!$&'()*+,;=@/";
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
  if (c == ':') return absolute;
  return c != '\0' && kSafe.find(c) != std::string_view::npos;
}

// `"<key>":{"uri":...}`: an artifactLocation object (a result's location,
// an artifact's "location").
void append_artifact_location(std::string& out, std::string_view source, std::string_view key = "artifactLocation") {
  append_key(out, key);
  out.push_back('{');
  if (source == input::kStdinPath) {
    append_string_field(out, "uri", source);
    out.push_back(',');
    append_text_object(out, "description", "standard input");
  } else {
    append_string_field(out, "uri", path_to_uri(source));
    if (!source.starts_with('/')) out.append(",\"uriBaseId\":\"%SRCROOT%\"");
  }
  out.push_back('}');
}

// Where a result is and what it concerns beyond the finding itself.
struct ResultPlace {
  std::string_view source;
  std::string_view hand_id;
  std::uint32_t hand_line = 0;  // the hand's first line (a baseline keys a finding by its line within its hand)
  std::string_view line_text;  // the line at finding.pos.line, for the column in code points
  bool outside_hand = false;
  // Cross-hand findings: the earlier hand and the table.
  std::string_view previous_hand_id;
  std::string_view table;
  // A waived finding: the waiver (numbered from 1) that accepted it.
  const audit::Waiver* waiver = nullptr;
  std::uint32_t waiver_number = 0;
};

// SARIF's way of saying a result was looked at and accepted: a suppression
// of kind "external" (it lives outside the log's source, in the project
// file), accepted, with the waiver's reason as its justification.
void append_suppression(std::string& out, const audit::Waiver& waiver, std::uint32_t number) {
  out.append(",\"suppressions\":[{\"kind\":\"external\",\"status\":\"accepted\",");
  append_string_field(out, "justification", waiver.reason);
  fmt::format_to(std::back_inserter(out), ",\"properties\":{{\"waiver\":{},", number);
  append_string_field(out, "expires", waiver.expires);
  out.append("}}]");
}

void append_result(std::string& out, const engine::Finding& f, const ResultPlace& place) {
  const std::string_view id = engine::rule_id(f.rule);
  out.push_back('{');
  append_string_field(out, "ruleId", id);
  fmt::format_to(std::back_inserter(out), ",\"ruleIndex\":{},", static_cast<int>(f.rule));
  append_string_field(out, "level", level(f.severity()));
  out.push_back(',');
  append_text_object(out, "message", f.message);
  out.append(",\"locations\":[{\"physicalLocation\":{");
  append_artifact_location(out, place.source);
  if (f.pos.line != 0) {
    fmt::format_to(std::back_inserter(out), ",\"region\":{{\"startLine\":{}", f.pos.line);
    if (f.pos.column != 0) {
      const std::uint32_t column = code_point_column(place.line_text, f.pos.column);
      fmt::format_to(std::back_inserter(out), ",\"startColumn\":{}", column);
    }
    out.push_back('}');
  }
  out.append("}}]");
  if (place.waiver != nullptr) append_suppression(out, *place.waiver, place.waiver_number);

  // What the other reports say beside the message, for tools that show a
  // result's property bag.
  std::string properties;
  const auto add = [&](std::string_view key, std::string_view value) {
    if (value.empty()) return;
    if (!properties.empty()) properties.push_back(',');
    append_string_field(properties, key, value);
  };
  add("handId", place.hand_id);
  add("category", engine::category_id(engine::rule_category(f.rule)));
  add("player", f.player);
  add("street", f.street);
  add("expected", f.expected.text);
  add("actual", f.actual.text);
  add("previousHandId", place.previous_hand_id);
  add("table", place.table);
  if (place.hand_line != 0) {
    if (!properties.empty()) properties.push_back(',');
    fmt::format_to(std::back_inserter(properties), "\"handLine\":{}", place.hand_line);
  }
  if (place.outside_hand) properties.append(",\"outsideHand\":true");
  out.append(",\"properties\":{");
  out.append(properties);
  out.append("}}");
}

}  // namespace

std::string path_to_uri(std::string_view path) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const bool absolute = path.starts_with('/');
  std::string uri = absolute ? "file://" : "";
  for (const char c : path) {
    if (is_uri_safe(c, absolute)) {
      uri.push_back(c);
      continue;
    }
    const auto byte = static_cast<unsigned char>(c);
    uri.push_back('%');
    uri.push_back(kHex[byte >> 4]);
    uri.push_back(kHex[byte & 0xF]);
  }
  return uri;
}

std::string uri_to_path(std::string_view uri) {
  if (uri.starts_with("file://")) uri.remove_prefix(7);
  std::string path;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    unsigned value = 0;
    if (uri[i] == '%' && i + 2 < uri.size() &&
        std::from_chars(uri.data() + i + 1, uri.data() + i + 3, value, 16).ptr == uri.data() + i + 3) {
      path.push_back(static_cast<char>(value));
      i += 2;
    } else {
      path.push_back(uri[i]);
    }
  }
  return path;
}

std::uint32_t code_point_column(std::string_view line, std::uint32_t column) {
  if (column == 0) return 0;
  const std::size_t bytes = column - 1;
  const std::size_t within = std::min(bytes, line.size());
  std::uint32_t points = 0;
  for (std::size_t i = 0; i < within; ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++points;
  return points + static_cast<std::uint32_t>(bytes - within) + 1;
}

void append_sarif_rules(std::string& out) {
  out.push_back('[');
  bool first = true;
  for (const validators::RuleDoc& doc : validators::all_rule_docs()) {
    const std::string_view id = engine::rule_id(doc.rule);
    out.append(first ? "\n            {" : ",\n            {");
    first = false;
    append_string_field(out, "id", id);
    out.push_back(',');
    append_string_field(out, "name", pascal_case(id));
    out.push_back(',');
    append_text_object(out, "shortDescription", doc.summary);
    out.push_back(',');
    append_text_object(out, "fullDescription", doc.checks);
    out.push_back(',');
    append_text_object(out, "help",
                       fmt::format("Authority: {}\n\nExample:\n{}", doc.authority, doc.example));
    out.append(",\"defaultConfiguration\":{");
    append_string_field(out, "level", level(engine::default_severity(doc.rule)));
    out.append("},\"properties\":{");
    const std::string_view category = engine::category_id(engine::rule_category(doc.rule));
    append_string_field(out, "category", category);
    out.append(",\"tags\":[");
    append_json_string(out, category);
    out.push_back(']');
    if (!doc.profile_switches.empty()) {
      out.push_back(',');
      append_string_field(out, "profileSwitches", doc.profile_switches);
    }
    out.append("}}");
  }
  out.append("\n          ]");
}

SarifReportWriter::SarifReportWriter(Output& out, std::shared_ptr<const RunInfo> run)
    : out_(out), run_(std::move(run)) {
  std::string& o = out_.buffer();
  o.append("{\n  \"$schema\": ");
  append_json_string(o, kSchema);
  o.append(",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n");
  o.append("      \"tool\": {\n        \"driver\": {\n          \"name\": ");
  append_json_string(o, kProgramName);
  o.append(",\n          \"version\": ");
  append_json_string(o, handaudit::kVersion);
  o.append(",\n          \"semanticVersion\": ");
  append_json_string(o, handaudit::kVersion);
  if (run_ && !run_->version.empty()) {
    o.append(",\n          \"properties\": {");
    append_string_field(o, "build", run_->build);
    o.push_back('}');
  }
  o.append(",\n          \"rules\": ");
  append_sarif_rules(o);
  o.append("\n        }\n      },\n");
  o.append("      \"columnKind\": \"unicodeCodePoints\",\n");
  o.append("      \"results\": [");
  out_.commit();
}

void SarifReportWriter::next_result(std::string& out) {
  out.append(first_result_ ? "\n        " : ",\n        ");
  first_result_ = false;
}

const audit::Waiver& SarifReportWriter::waiver(std::uint32_t index) const { return run_->waivers->waivers()[index]; }

void SarifReportWriter::write_hand(const audit::HandReport& report, const input::SourceLines& lines) {
  if (report.findings.empty() && report.waived.empty()) return;
  std::string& out = out_.buffer();
  const auto line_of = [&](const engine::Finding& f) {
    return f.pos.line != 0 ? lines.line(f.pos.line) : std::string_view();
  };
  for (const engine::Finding& f : report.findings) {
    next_result(out);
    append_result(out, f, {report.source, report.hand_id, report.line, line_of(f), report.outside_hand, {}, {}});
  }
  for (const audit::WaivedFinding& w : report.waived) {
    next_result(out);
    append_result(out, w.finding,
                  {report.source, report.hand_id, report.line, line_of(w.finding), report.outside_hand, {}, {},
                   &waiver(w.waiver),
                   w.waiver + 1});
  }
  out_.commit();
}

void SarifReportWriter::write_table(const validators::TableFindings& table) {
  std::string& out = out_.buffer();
  for (const validators::CrossHandFinding& c : table.findings) {
    next_result(out);
    append_result(out, c.finding, {c.source, c.hand_id, 0, c.excerpt, false, c.previous_hand_id, table.table});
  }
  for (const validators::WaivedCrossHand& w : table.waived) {
    const validators::CrossHandFinding& c = w.finding;
    next_result(out);
    append_result(out, c.finding,
                  {c.source, c.hand_id, 0, c.excerpt, false, c.previous_hand_id, table.table, &waiver(w.waiver),
                   w.waiver + 1});
  }
  out_.commit();
}

void SarifReportWriter::append_provenance(std::string& out, const audit::AuditSummary& summary) const {
  // Each input with its length and digest: SARIF's artifacts.
  out.append("      \"artifacts\": [");
  for (std::size_t i = 0; i < summary.inputs.size(); ++i) {
    const audit::InputFile& input = summary.inputs[i];
    out.append(i == 0 ? "\n        {" : ",\n        {");
    append_artifact_location(out, input.path, "location");
    fmt::format_to(std::back_inserter(out), ",\"length\":{},\"hashes\":{{", input.bytes);
    append_string_field(out, "sha-256", input.sha256);
    out.append("}}");
  }
  out.append(summary.inputs.empty() ? "],\n" : "\n      ],\n");
  // How the tool was run: the profile, switches and rules in force.
  // An input that could not be read (exit status 3) fails the invocation,
  // each one a notification (its damage is a result too).
  out.append("      \"invocations\": [{\"executionSuccessful\":");
  out.append(summary.unreadable_inputs.empty() ? "true" : "false");
  if (!summary.unreadable_inputs.empty()) {
    out.append(",\"toolExecutionNotifications\":[");
    for (std::size_t i = 0; i < summary.unreadable_inputs.size(); ++i) {
      out.append(i == 0 ? "{\"level\":\"error\"," : ",{\"level\":\"error\",");
      append_text_object(out, "message", "cannot read " + summary.unreadable_inputs[i]);
      out.push_back('}');
    }
    out.push_back(']');
  }
  out.append(",\"properties\":{");
  append_string_field(out, "profile", run_->profile.empty() ? "each site's own" : run_->profile);
  out.push_back(',');
  append_string_field(out, "switches", switches_text(*run_));
  out.push_back(',');
  append_string_field(out, "rules", rules_text(*run_));
  out.append("}}],\n");
}

void SarifReportWriter::write_summary(const audit::AuditSummary& summary) {
  std::string& out = out_.buffer();
  out.append(first_result_ ? "],\n" : "\n      ],\n");
  if (run_ && !run_->version.empty()) append_provenance(out, summary);
  fmt::format_to(std::back_inserter(out),
                 "      \"properties\": {{\"files\":{},\"hands\":{},\"clean\":{},"
                 "\"withFindings\":{},\"unreadable\":{},\"outsideHands\":{},\"errors\":{},"
                 "\"warnings\":{}",
                 summary.files, summary.hands, summary.clean, summary.with_findings,
                 summary.unreadable, summary.outside_hands, summary.errors, summary.warnings);
  // Notes came after the other counts (FINDINGS.md): written once there are
  // any, so that a run without them reads as it always did.
  if (summary.notes > 0) fmt::format_to(std::back_inserter(out), ",\"notes\":{}", summary.notes);
  // Waived results are in the results, suppressed: counted apart.
  if (run_ && run_->waivers) fmt::format_to(std::back_inserter(out), ",\"waived\":{}", summary.waived);
  out.append("}\n");
  out.append("    }\n  ]\n}\n");
  out_.commit();
}

}  // namespace report

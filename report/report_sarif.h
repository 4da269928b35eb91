// The `sarif` report (INTERFACE.md): SARIF 2.1.0, the static-analysis result
// format that code-scanning dashboards read. One run; tool.driver carries
// every rule of the catalogue (validators/catalogue.h), so that a result's
// ruleIndex is its engine::Rule value whatever --only / --disable say.
//
//   {"$schema": "...sarif-schema-2.1.0.json", "version": "2.1.0", "runs": [{
//     "tool": {"driver": {"name": "handaudit", "version": "0.1.0", "rules": [...]}},
//     "columnKind": "unicodeCodePoints",
//     "results": [
//       {"ruleId": "raise-below-minimum", "ruleIndex": 26, "level": "error",
//        "message": {"text": "Bob raises to $0.75 ..."},
//        "locations": [{"physicalLocation": {
//          "artifactLocation": {"uri": "hands.txt", "uriBaseId": "%SRCROOT%"},
//          "region": {"startLine": 1432, "startColumn": 5}}}],
//        "properties": {"handId": "228695023643", "player": "Bob", ...}},
//       ...],
//     "properties": {"files": 3, "hands": 1200, ...}}]}
//
// Streamed: the head (with the rules) is written at construction, each
// result when its hand is written, the tail by write_summary(). One result
// per line, so that the report diffs well.
//
// Locations: the uri is the path as given, percent-encoded where RFC 3986
// requires it; a relative path is relative to "%SRCROOT%" (the directory the
// audit ran in), an absolute one becomes a file:// URI, standard input is
// "-" with a description. Columns are counted in Unicode code points
// (columnKind), converted from the byte columns of the findings.
#pragma once

#include <cstdint>
#include <string>
#include <memory>
#include <string_view>
#include <utility>

#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace report {


// `path` as a URI reference: unreserved characters, '/' and the sub-delims
// stay, everything else (space, '%', '#', '?', ':' in a relative path,
// non-ASCII bytes, ...) is percent-encoded; an absolute path gets "file://".
std::string path_to_uri(std::string_view path);
// The path a path_to_uri() URI was made from: percent-decoded, "file://" taken off.
std::string uri_to_path(std::string_view uri);

// The 1-based code-point column of the byte column `column` (1-based) of
// `line`; a column past the end counts one per missing byte. 0 stays 0.
std::uint32_t code_point_column(std::string_view line, std::uint32_t column);

// The reportingDescriptor of every rule, in engine::Rule order, as a JSON
// array (one rule per line).
void append_sarif_rules(std::string& out);

class SarifReportWriter final : public ReportWriter {
 public:
  // Writes the head of the log: schema, version, tool with its rules.
  explicit SarifReportWriter(Output& out, std::shared_ptr<const RunInfo> run = {});

  void write_hand(const audit::HandReport& report, const input::SourceLines& lines) override;
  // Cross-hand findings are results like the others, at the later hand,
  // with properties previousHandId and table. Waived findings are results
  // too, each with a suppression giving its waiver's reason.
  void write_table(const validators::TableFindings& table) override;
  // Closes results; with the run's provenance, adds the inputs as
  // artifacts (length, SHA-256) and an invocation (profile, switches,
  // rules); adds the summary counts as run properties; closes the log.
  void write_summary(const audit::AuditSummary& summary) override;

 private:
  void next_result(std::string& out);  // the separator before a result
  void append_provenance(std::string& out, const audit::AuditSummary& summary) const;
  const audit::Waiver& waiver(std::uint32_t index) const;

  Output& out_;
  std::shared_ptr<const RunInfo> run_;
  bool first_result_ = true;
};

}  // namespace report

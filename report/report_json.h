// The `json` report: newline-delimited JSON (INTERFACE.md). One "hand" object
// per hand in input order, then one "summary" object. Written by streaming
// into the output buffer: a JSON DOM per hand costs more than the audit.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>
#include <string_view>

#include "report/json_text.h"  // append_json_string, for the users of this header
#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace report {

// The "hand" object of one report, newline-terminated. Finding keys are
// always present; player, street, expected and actual are null when empty.
void append_json_hand(std::string& out, const audit::HandReport& report);

// `"findings":[...]` as in a hand object; shared with convert's hand JSON.
// `Out`: std::string or report::StringWriter (instantiated for both).
template <typename Out>
void append_json_findings(Out& out, const std::vector<engine::Finding>& findings);

// The "table" object of one table session's cross-hand findings,
// newline-terminated (docs/cross-hand.md):
// {"type":"table","site":..,"table":..,"tournament":..|null,"findings":[
//   {"rule":..,"category":..,"severity":..,"source":..,"line":..,"column":..,
//    "hand_id":..,"previous_source":..,"previous_line":..,"previous_hand_id":..,
//    "player":..,"street":..,"message":..,"expected":..,"actual":..}]}
// and, for the findings across a tournament's tables, the same with
// {"type":"tournament","site":..,"tournament":..,"findings":[...]}.
void append_json_table(std::string& out, const validators::TableFindings& table);

// The "summary" object, newline-terminated; by_rule keys sorted. With
// `run`'s waivers, "waived" and "waivers" too.
void append_json_summary(std::string& out, const audit::AuditSummary& summary, const RunInfo* run = nullptr);

class JsonReportWriter final : public ReportWriter {
 public:
  explicit JsonReportWriter(Output& out, std::shared_ptr<const RunInfo> run = {}) : out_(out), run_(std::move(run)) {}

  void write_hand(const audit::HandReport& report, const input::SourceLines& lines) override;
  bool renders_hands_apart() const override { return true; }
  void render_hand(const audit::HandReport& report, const input::SourceLines& lines, std::string& out) const override;
  void write_table(const validators::TableFindings& table) override;
  void write_summary(const audit::AuditSummary& summary) override;

 private:
  Output& out_;
  std::shared_ptr<const RunInfo> run_;
};

}  // namespace report

// `handaudit audit`: a handaudit::Auditor over the inputs, its report to
// `out`, and `handaudit convert`.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "audit/audit_summary.h"
#include "audit/exit_code.h"
#include "handaudit/auditor.h"
#include "handaudit/converter.h"
#include "handaudit/profile.h"

namespace cli {

using ReportFormat = handaudit::ReportFormat;

struct AuditOptions {
  std::vector<std::string> paths;  // as given: files, directories, "-"
  ReportFormat format = ReportFormat::kText;
  unsigned jobs = 1;    // worker threads; the report is the same for every value
  std::optional<handaudit::Profile> profile;  // nullopt: each site's own profile
  std::vector<handaudit::SwitchSetting> switches;  // set on top of it, in order
  audit::FailOn fail_on = audit::FailOn::kError;
  handaudit::RuleSelection rules;
  bool quiet = false;   // no summary on `err`
  bool colour = false;  // colour the text report (the caller asks the terminal)
  bool html_all_hands = false;  // html: every hand embedded, not only those with findings
  std::size_t html_max_hands = 2000;  // html: hands embedded at most (handaudit::ReportOptions)
  std::shared_ptr<const handaudit::Baseline> baseline;  // audit --baseline; null: none
  // audit --write-baseline: where to write this run's findings as NDJSON (a
  // hand or text object for each hand with findings, a table object for each
  // table with some), for a later --baseline; empty: nowhere.
  std::string write_baseline;
  // audit --follow: the paths are followed as they grow (Auditor::follow)
  // until SIGINT or SIGTERM, the report unbuffered.
  bool follow = false;
  std::vector<handaudit::Waiver> waivers;  // the project file's
  std::string waivers_as_of;               // YYYY-MM-DD; "": today (UTC)
};

// Runs the audit, writing the report to `out` and diagnostics plus the closing
// summary to `err`. Unreadable inputs are reported on `err` and skipped; the
// rest are still audited. Returns the exit status of INTERFACE.md. A report
// that cannot be written (disk full; EPIPE: the reader of a pipe has gone and
// SIGPIPE is ignored) stops the reading of the inputs, is reported on `err`
// and gives kUsage: the output named on the command line is unusable, and the
// report is lost. (With SIGPIPE at its default, the signal ends the process
// at that write instead, as it does cat.)
audit::ExitCode run_audit(const AuditOptions& options, std::FILE* out, std::FILE* err);

// `handaudit convert`: our JSON (convert/convert_json.h, docs/hand-json.md), OHH
// (convert/convert_ohh.h) or PHH (convert/convert_phh.h).
using ConvertFormat = handaudit::ConvertFormat;

struct ConvertOptions {
  std::vector<std::string> paths;  // as given: files, directories, "-"
  ConvertFormat to = ConvertFormat::kJson;
  unsigned jobs = 1;    // worker threads; the output is the same for every value
  bool quiet = false;   // no closing count on `err`
};

// Writes the hands to `out` in input order, through the same streaming loop
// and ordered pool as run_audit. json: one object per hand and per stretch of
// text outside any hand. ohh and phh: the hands that have a form there; the
// others (unreadable, or a game the format cannot hold) are named on `err`
// unless quiet, and in a comment of the PHH document. Findings do not change
// the exit status: kOk, or
// kUnreadableInput when an input could not be read, or kUsage when the output
// cannot be written.
audit::ExitCode run_convert(const ConvertOptions& options, std::FILE* out, std::FILE* err);

}  // namespace cli

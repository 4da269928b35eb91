// ReportWriter: the interface of the audit report formats (text, json, ...).
// The audit command calls it from one thread, hands in input order.
#pragma once

#include "cli/audit_summary.h"
#include "cli/hand_report.h"
#include "cli/source_lines.h"

namespace cli {

class ReportWriter {
 public:
  virtual ~ReportWriter() = default;

  // `report` is already filtered (--only / --disable). `lines` is the decoded
  // text of the file the hand comes from, for quoting source lines.
  virtual void write_hand(const HandReport& report, const SourceLines& lines) = 0;

  // Called once, after the last hand.
  virtual void write_summary(const AuditSummary& summary) = 0;
};

}  // namespace cli

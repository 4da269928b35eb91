// ReportWriter: the interface of the audit report formats (text, json, ...).
// The audit command calls it from one thread, hands in input order.
#pragma once

#include "cli/audit_summary.h"
#include "cli/hand_report.h"
#include "cli/source_lines.h"
#include "validators/table_sessions.h"

namespace cli {

class ReportWriter {
 public:
  virtual ~ReportWriter() = default;

  // `report` is already filtered (--only / --disable). `lines` is the decoded
  // text of the file the hand comes from, for quoting source lines.
  virtual void write_hand(const HandReport& report, const SourceLines& lines) = 0;

  // The cross-hand findings of one table session (already filtered, at
  // least one), after the last hand and before the summary; tables in
  // TableSessions::finish() order. Each finding carries its own excerpt.
  virtual void write_table(const validators::TableFindings& table) = 0;

  // Called once, after the last hand.
  virtual void write_summary(const AuditSummary& summary) = 0;
};

}  // namespace cli

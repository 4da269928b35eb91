// ReportWriter: the interface of the audit report formats (text, json, ...).
// The audit command calls its write_ functions from one thread, hands in
// input order; render_hand may run on any thread.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_summary.h"
#include "audit/hand_report.h"
#include "input/source_lines.h"
#include "report/output.h"
#include "validators/table_sessions.h"

namespace report {

class ReportWriter {
 public:
  virtual ~ReportWriter() = default;

  // `report` is already filtered (--only / --disable). `lines` is the decoded
  // text of the file the hand comes from, for quoting source lines.
  virtual void write_hand(const audit::HandReport& report, const input::SourceLines& lines) = 0;

  // Whether a hand's text depends on that hand alone (and its file's
  // lines), and not on the hands written before it. Then the audit command
  // renders each hand on the thread that audited it, and the writing thread
  // only copies text: it never reads a report another core has built.
  virtual bool renders_hands_apart() const { return false; }

  // Appends to `out` what write_hand would write for `report`. Only when
  // renders_hands_apart(); safe to call from several threads at once.
  virtual void render_hand(const audit::HandReport& /*report*/, const input::SourceLines& /*lines*/,
                           std::string& /*out*/) const {}

  // The text render_hand gave for consecutive hands, in input order, on the
  // writing thread: appended to `out` as it is. A writer that bounds its
  // output by a count over all hands (the html report's embedded hands)
  // cuts it here, where the hands come in order whatever the threads.
  virtual void write_rendered(std::string_view text, Output& out) { out.append(text); }

  // The cross-hand findings of one table session (already filtered, at
  // least one), after the last hand and before the summary; tables in
  // TableSessions::finish() order. Each finding carries its own excerpt.
  virtual void write_table(const validators::TableFindings& table) = 0;

  // Hands the writer wants once the cross-hand findings are written (the
  // html page's, for its links across hands): by source, lines of them,
  // sorted. The caller reads the sources it was given again and,
  // after begin_named_hands(), gives each hand holding one of the lines to
  // render_hand and write_rendered as before, in input order. None by default.
  using NamedHands = std::map<std::string, std::vector<std::uint32_t>, std::less<>>;
  virtual NamedHands hands_named() const { return {}; }
  // Whether hands_named() may name any: the caller then keeps what it could
  // not read again otherwise (standard input, api/hand_stream.h).
  virtual bool names_hands() const { return false; }
  virtual void begin_named_hands() {}
  // While reading them: whether more would still be written (false stops the reading).
  virtual bool room_for_named_hands() const { return false; }

  // Called once, after the last hand.
  virtual void write_summary(const audit::AuditSummary& summary) = 0;
};

}  // namespace report

// The `text` report: one compiler-style block per finding (INTERFACE.md),
//
//   hands.txt:1432:6: error[raise-below-minimum] Bob raises to $0.75 ...
//     1432 | Bob: raises $0.25 to $0.75
//          |      ^~~~~~
//
// and the closing summary that goes to standard error for every format.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace report {

// Colour is for people: only on a terminal, never when NO_COLOR is set.
bool colour_wanted(std::FILE* file);

// Appends the two excerpt lines: `  LINE | text` and the caret line with '^'
// under byte column `column` (1-based) and '~' to the end of the word there.
// Padding copies tabs and counts a UTF-8 sequence as one cell, so the caret
// lines up on a terminal. column 0 (unknown) gives no caret line.
void append_excerpt(std::string& out, std::uint32_t line_number, std::string_view text,
                    std::uint32_t column, bool colour);

// Appends the block of one finding: header line, then the excerpt when the
// source line is known.
void append_finding(std::string& out, const audit::HandReport& hand, const engine::Finding& finding,
                    const input::SourceLines& lines, bool colour);

// The same block for a finding in `source` whose line (finding.pos.line) is
// `line_text`; empty `line_text`: no excerpt.
void append_finding_at(std::string& out, std::string_view source, const engine::Finding& finding,
                       std::string_view line_text, bool colour);

// "N hands in F files: C clean, W with findings, U unreadable", then, when
// there are findings, one line of counts per rule id in id order.
std::string summary_text(const audit::AuditSummary& summary);

// One line per waiver of the run, in the project file's order: what it is
// for, until when (or since when expired), how many findings it matched and
// its reason.
std::string waivers_text(const audit::WaiverSet& waivers, const audit::AuditSummary& summary);

class TextReportWriter final : public ReportWriter {
 public:
  TextReportWriter(Output& out, bool colour, std::shared_ptr<const RunInfo> run = {})
      : out_(out), colour_(colour), run_(std::move(run)) {}

  void write_hand(const audit::HandReport& report, const input::SourceLines& lines) override;
  bool renders_hands_apart() const override { return true; }
  void render_hand(const audit::HandReport& report, const input::SourceLines& lines, std::string& out) const override;
  // Cross-hand findings come out as the others, each at the later hand.
  void write_table(const validators::TableFindings& table) override;
  // The text report's summary goes to standard error (summary_text()): the
  // report itself ends with the waivers of the run (waivers_text()), if any,
  // and its provenance (provenance_text()).
  void write_summary(const audit::AuditSummary& summary) override;

 private:
  Output& out_;
  bool colour_;
  std::shared_ptr<const RunInfo> run_;
};

}  // namespace report

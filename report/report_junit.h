// The `junit` report (INTERFACE.md): JUnit XML, the test-report format CI
// systems read (Jenkins, GitLab, Azure, GitHub actions that publish tests).
//
//   <testsuites name="handaudit">
//     <testsuite name="hands.txt" tests="2" failures="1" errors="0" skipped="0" time="0.012">
//       <testcase name="228695023643" classname="hands.txt">
//         <failure message="raise-below-minimum: Bob raises ..." type="raise-below-minimum">
//   hands.txt:1432:5
//     1432 | Bob: raises $0.25 to $0.75
//          |      ^~~~~~</failure>
//         <system-out>hands.txt:1440:1: warning[winner-did-not-show] ...</system-out>
//       </testcase>
//       <testcase name="228695023644" classname="hands.txt"/>
//     </testsuite>
//   </testsuites>
//
// One <testsuite> per input file with hands (name = the path as given), one
// <testcase> per hand (name = the hand id, "line N" without one) and per
// stretch of text outside any hand ("text outside any hand line N"). Every
// error finding is a <failure> (message "rule-id: message", type = rule id,
// body = location, source excerpt, expected / actual); warnings are lines of
// the test case's <system-out>. A hand that was not audited and has no error
// finding (unsupported-game) is <skipped>. "errors" is always 0: in JUnit it
// means the test itself could not run, while even an unreadable hand is a
// verdict on the log (parse-error is an error finding, hence a failure).
//
// Streams per file: a suite's opening tag carries its counts, so the test
// cases of the current file are held in memory until its last hand has been
// written (about 70 bytes per clean hand, a few hundred per finding).
// testsuite time is the wall time the report spent on the file, measured
// from the previous file's end.
#pragma once

#include <chrono>
#include <memory>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace report {

// Appends `s` as XML character data: escapes & < > " ' (so the result is
// also safe inside an attribute value), writes CR as &#13; (parsers would
// turn it into LF), and replaces what XML 1.0 forbids with U+FFFD: control
// characters other than TAB, LF and CR, U+FFFE, U+FFFF, and every byte of an
// invalid UTF-8 sequence. The result is well-formed UTF-8 whatever the input.
void append_xml_text(std::string& out, std::string_view s);

// As append_xml_text, and TAB and LF also as character references, which
// attribute-value normalisation would otherwise turn into spaces.
void append_xml_attribute(std::string& out, std::string_view s);

class JunitReportWriter final : public ReportWriter {
 public:
  // Writes the XML declaration and the opening <testsuites> tag.
  explicit JunitReportWriter(Output& out, std::shared_ptr<const RunInfo> run = {});

  void write_hand(const audit::HandReport& report, const input::SourceLines& lines) override;
  // One <testsuite> per table session ("cross-hand: pokerstars table
  // 'Alpha'"), one <testcase> per later hand with findings (name = its hand
  // id, classname = its file); the failure body also names the earlier hand.
  void write_table(const validators::TableFindings& table) override;
  // Closes the last suite and the document. With waivers, a last suite
  // "waivers" first: one test case per waiver, skipped (accepted) when in
  // force, with the findings it waived and its reason. Then a suite
  // "provenance" without tests, whose properties are the handaudit version
  // and build, the profile, switches and rules, and each input's path, size
  // and SHA-256 (input.N.path, input.N.bytes, input.N.sha256, from 1).
  void write_summary(const audit::AuditSummary& summary) override;

 private:
  // Writes the current suite (opening tag with counts, held test cases,
  // closing tag) and empties it.
  void close_suite();
  void write_waivers(const audit::AuditSummary& summary);
  void write_provenance(const audit::AuditSummary& summary);

  Output& out_;
  std::shared_ptr<const RunInfo> run_;
  std::chrono::steady_clock::time_point suite_started_;
  // The suite being gathered: the file's path, the last hand's position (a
  // hand at or before it starts a new file with the same path: within a file
  // positions only grow), counts and the test cases' XML.
  bool open_ = false;
  std::string source_;
  std::uint32_t last_line_ = 0;
  std::uint32_t last_column_ = 0;
  std::uint64_t tests_ = 0;
  std::uint64_t failures_ = 0;
  std::uint64_t skipped_ = 0;
  std::string cases_;
};

}  // namespace report

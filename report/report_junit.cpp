#include "report/report_junit.h"

#include <fmt/format.h>

#include <iterator>

#include "parser/decode.h"
#include "report/report_text.h"

namespace report {

namespace {

// A suite's held test cases go to the output in slices of this size.
constexpr std::size_t kCopySlice = 1 << 16;
// Past this, the buffer of held test cases is freed after its suite.
constexpr std::size_t kKeepCapacity = 1 << 22;

// U+FFFD REPLACEMENT CHARACTER in UTF-8.
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

// U+FFFE and U+FFFF are valid UTF-8 but not XML 1.0 characters.
bool is_xml_noncharacter(std::string_view s, std::size_t i, std::size_t n) {
  return n == 3 && static_cast<unsigned char>(s[i]) == 0xEF &&
         static_cast<unsigned char>(s[i + 1]) == 0xBF &&
         (static_cast<unsigned char>(s[i + 2]) == 0xBE ||
          static_cast<unsigned char>(s[i + 2]) == 0xBF);
}

void append_xml(std::string& out, std::string_view s, bool attribute) {
  std::size_t i = 0;
  while (i < s.size()) {
    // Copy the longest run that needs no escaping in one go.
    std::size_t run = i;
    while (run < s.size()) {
      const auto c = static_cast<unsigned char>(s[run]);
      if (c < 0x20 || c >= 0x80 || c == '&' || c == '<' || c == '>' || c == '"' || c == '\'') break;
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
        out.append(is_xml_noncharacter(s, i, n) ? kReplacement : s.substr(i, n));
        i += n;
      }
      continue;
    }
    switch (c) {
      case '&':
        out.append("&amp;");
        break;
      case '<':
        out.append("&lt;");
        break;
      case '>':
        out.append("&gt;");
        break;
      case '"':
        out.append("&quot;");
        break;
      case '\'':
        out.append("&apos;");
        break;
      case '\r':
        out.append("&#13;");
        break;
      case '\n':
        out.append(attribute ? "&#10;" : "\n");
        break;
      case '\t':
        out.append(attribute ? "&#9;" : "\t");
        break;
      default:  // the other C0 controls: not XML 1.0 characters at all
        out.append(kReplacement);
        break;
    }
    ++i;
  }
}

void append_attribute(std::string& out, std::string_view name, std::string_view value) {
  out.push_back(' ');
  out.append(name);
  out.append("=\"");
  append_xml_attribute(out, value);
  out.push_back('"');
}

// "path:line:column", leaving out what is unknown (0).
std::string location(std::string_view source, engine::SourcePos pos) {
  std::string text(source);
  if (pos.line != 0) {
    fmt::format_to(std::back_inserter(text), ":{}", pos.line);
    if (pos.column != 0) fmt::format_to(std::back_inserter(text), ":{}", pos.column);
  }
  return text;
}

std::string testcase_name(const audit::HandReport& report) {
  if (report.damaged_input)
    return report.line != 0 ? fmt::format("damaged input line {}", report.line) : std::string("damaged input");
  if (report.outside_hand) return fmt::format("text outside any hand line {}", report.line);
  if (!report.hand_id.empty()) return report.hand_id;
  return fmt::format("line {}", report.line);
}

// A finding of a test case, with the source line it points at and, for a
// cross-hand finding, the hand it was compared with.
struct Quoted {
  const engine::Finding* finding = nullptr;
  std::string_view line_text;
  std::string note;  // a last line of the failure body; empty for none
};

// The body of a <failure>: where, the source line with a caret, and what the
// rules expected against what the log says.
std::string failure_body(std::string_view source, const Quoted& q) {
  const engine::Finding& f = *q.finding;
  std::string body = location(source, f.pos);
  body.push_back('\n');
  if (f.pos.line != 0 && !q.line_text.empty()) append_excerpt(body, f.pos.line, q.line_text, f.pos.column, false);
  if (!f.expected.text.empty()) fmt::format_to(std::back_inserter(body), "expected: {}\n", f.expected.text);
  if (!f.actual.text.empty()) fmt::format_to(std::back_inserter(body), "actual: {}\n", f.actual.text);
  if (!q.note.empty()) fmt::format_to(std::back_inserter(body), "{}\n", q.note);
  return body;
}

struct CaseOutcome {
  bool failed = false;
  bool skipped = false;
};

// Appends one <testcase> for the findings of one hand from `source`.
// `audited`: the hand was replayed (a hand that was not, with no error, is
// skipped).
CaseOutcome append_testcase(std::string& out, std::string_view name, std::string_view source, bool audited,
                            const std::vector<Quoted>& findings) {
  CaseOutcome outcome;
  out.append("    <testcase");
  append_attribute(out, "name", name);
  append_attribute(out, "classname", source);

  // Warnings and notes go to <system-out>: they fail no test case.
  bool has_other = false;
  for (const Quoted& q : findings) {
    if (q.finding->severity() == engine::Severity::kError) {
      outcome.failed = true;
    } else {
      has_other = true;
    }
  }
  outcome.skipped = !outcome.failed && !audited;
  if (!outcome.failed && !has_other && !outcome.skipped) {
    out.append("/>\n");
    return outcome;
  }
  out.append(">\n");

  if (outcome.skipped) {
    out.append("      <skipped");
    // An unsupported game says why it was not audited; a hand whose
    // findings were all switched off says nothing more.
    std::string message = "not audited";
    if (!findings.empty()) message += fmt::format(": {}", engine::rule_id(findings.front().finding->rule));
    append_attribute(out, "message", message);
    out.append("/>\n");
  }
  for (const Quoted& q : findings) {
    const engine::Finding& f = *q.finding;
    if (f.severity() != engine::Severity::kError) continue;
    const std::string_view id = engine::rule_id(f.rule);
    out.append("      <failure");
    append_attribute(out, "message", fmt::format("{}: {}", id, f.message));
    append_attribute(out, "type", id);
    out.push_back('>');
    append_xml_text(out, failure_body(source, q));
    out.append("</failure>\n");
  }
  if (has_other) {
    out.append("      <system-out>");
    for (const Quoted& q : findings) {
      const engine::Finding& f = *q.finding;
      if (f.severity() == engine::Severity::kError) continue;
      append_xml_text(out, fmt::format("{}: {}[{}] {}\n", location(source, f.pos), engine::severity_id(f.severity()),
                                       engine::rule_id(f.rule), f.message));
    }
    out.append("</system-out>\n");
  }
  out.append("    </testcase>\n");
  return outcome;
}

// The suite name of a table session's cross-hand findings.
std::string table_suite_name(const validators::TableFindings& table) {
  if (table.whole_tournament) return fmt::format("tournament: {} {}", table.site, table.tournament_id);
  std::string name = fmt::format("cross-hand: {} table '{}'", table.site, table.table);
  if (!table.tournament_id.empty()) name += fmt::format(" (tournament {})", table.tournament_id);
  return name;
}

}  // namespace

void append_xml_text(std::string& out, std::string_view s) { append_xml(out, s, false); }

void append_xml_attribute(std::string& out, std::string_view s) { append_xml(out, s, true); }

JunitReportWriter::JunitReportWriter(Output& out, std::shared_ptr<const RunInfo> run)
    : out_(out), run_(std::move(run)), suite_started_(std::chrono::steady_clock::now()) {
  out_.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"handaudit\">\n");
}

void JunitReportWriter::write_hand(const audit::HandReport& report, const input::SourceLines& lines) {
  const bool same_file =
      open_ && report.source == source_ &&
      (report.line > last_line_ || (report.line == last_line_ && report.column > last_column_));
  if (!same_file) {
    if (open_) close_suite();
    open_ = true;
    source_ = report.source;
  }
  last_line_ = report.line;
  last_column_ = report.column;

  ++tests_;
  std::vector<Quoted> quoted;
  quoted.reserve(report.findings.size());
  for (const engine::Finding& f : report.findings)
    quoted.push_back({&f, f.pos.line != 0 ? lines.line(f.pos.line) : std::string_view(), {}});
  const CaseOutcome outcome = append_testcase(cases_, testcase_name(report), report.source, report.replayed, quoted);
  failures_ += outcome.failed ? 1 : 0;
  skipped_ += outcome.skipped ? 1 : 0;
}

void JunitReportWriter::write_table(const validators::TableFindings& table) {
  if (table.findings.empty()) return;  // all waived: the waivers' suite counts them
  if (open_) close_suite();
  open_ = true;
  source_ = table_suite_name(table);
  // One test case per later hand, holding that hand's cross-hand findings.
  std::size_t i = 0;
  while (i < table.findings.size()) {
    const validators::CrossHandFinding& first = table.findings[i];
    std::vector<Quoted> quoted;
    for (; i < table.findings.size() && table.findings[i].hand_id == first.hand_id &&
           table.findings[i].source == first.source;
         ++i) {
      const validators::CrossHandFinding& c = table.findings[i];
      quoted.push_back({&c.finding, c.excerpt,
                        fmt::format("previous hand: {} ({})", c.previous_hand_id,
                                    location(c.previous_source, c.previous_pos))});
    }
    ++tests_;
    const CaseOutcome outcome = append_testcase(cases_, first.hand_id, first.source, true, quoted);
    failures_ += outcome.failed ? 1 : 0;
  }
  close_suite();
}

void JunitReportWriter::close_suite() {
  const auto now = std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(now - suite_started_).count();
  suite_started_ = now;

  std::string& out = out_.buffer();
  out.append("  <testsuite");
  append_attribute(out, "name", source_);
  fmt::format_to(std::back_inserter(out),
                 " tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" time=\"{:.3f}\">\n",
                 tests_, failures_, skipped_, seconds);
  // In slices, so that the output buffer does not grow to a copy of the
  // whole suite.
  for (std::size_t at = 0; at < cases_.size(); at += kCopySlice) {
    out_.buffer().append(cases_, at, kCopySlice);
    out_.commit();
  }
  out_.append("  </testsuite>\n");
  out_.commit();

  open_ = false;
  source_.clear();
  last_line_ = 0;
  last_column_ = 0;
  tests_ = failures_ = skipped_ = 0;
  cases_.clear();
  // A large file's buffer is not kept for the small ones after it.
  if (cases_.capacity() > kKeepCapacity) std::string().swap(cases_);
}

void JunitReportWriter::write_waivers(const audit::AuditSummary& summary) {
  const audit::WaiverSet& waivers = *run_->waivers;
  open_ = true;
  source_ = "waivers";
  for (std::size_t i = 0; i < waivers.waivers().size(); ++i) {
    const audit::Waiver& w = waivers.waivers()[i];
    if (!w.usable) continue;
    const std::uint64_t matched = i < summary.waiver_matches.size() ? summary.waiver_matches[i] : 0;
    ++tests_;
    cases_.append("    <testcase");
    append_attribute(cases_, "name", fmt::format("waiver {}: {}", i + 1, waiver_scope(w)));
    append_attribute(cases_, "classname", "waivers");
    cases_.append(">\n      ");
    if (waivers.expired(i)) {
      // An expired waiver accepts nothing: its findings are failures above.
      cases_.append("<system-out>");
      append_xml_text(cases_, fmt::format("expired on {}: its {} finding{} reported ({})", w.expires, matched,
                                          matched == 1 ? " is" : "s are", w.reason));
      cases_.append("</system-out>\n");
    } else {
      ++skipped_;
      cases_.append("<skipped");
      append_attribute(cases_, "message",
                       fmt::format("{} finding{} waived until {}: {}", matched, matched == 1 ? "" : "s", w.expires,
                                   w.reason));
      cases_.append("/>\n");
    }
    cases_.append("    </testcase>\n");
  }
  close_suite();
}

void JunitReportWriter::write_provenance(const audit::AuditSummary& summary) {
  std::string& out = out_.buffer();
  out.append("  <testsuite name=\"provenance\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0.000\">\n");
  out.append("    <properties>\n");
  const auto property = [&out](std::string_view name, std::string_view value) {
    out.append("      <property");
    append_attribute(out, "name", name);
    append_attribute(out, "value", value);
    out.append("/>\n");
  };
  property("handaudit.version", run_->version);
  property("handaudit.build", run_->build);
  property("profile", run_->profile.empty() ? "each site's own" : run_->profile);
  property("switches", switches_text(*run_));
  property("rules", rules_text(*run_));
  for (std::size_t i = 0; i < summary.inputs.size(); ++i) {
    const audit::InputFile& input = summary.inputs[i];
    property(fmt::format("input.{}.path", i + 1), input.path);
    property(fmt::format("input.{}.bytes", i + 1), std::to_string(input.bytes));
    property(fmt::format("input.{}.sha256", i + 1), input.sha256);
  }
  out.append("    </properties>\n  </testsuite>\n");
  out_.commit();
}

void JunitReportWriter::write_summary(const audit::AuditSummary& summary) {
  if (open_) close_suite();
  if (run_ && run_->waivers) write_waivers(summary);
  if (run_ && !run_->version.empty()) write_provenance(summary);
  out_.append("</testsuites>\n");
  out_.commit();
}

}  // namespace report

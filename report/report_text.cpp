#include "report/report_text.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace report {

namespace {

constexpr std::string_view kBold = "\x1b[1m";
constexpr std::string_view kRed = "\x1b[1;31m";
constexpr std::string_view kMagenta = "\x1b[1;35m";
constexpr std::string_view kCyan = "\x1b[1;36m";
constexpr std::string_view kGreen = "\x1b[1;32m";
constexpr std::string_view kReset = "\x1b[0m";

bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
bool is_blank(char c) { return c == ' ' || c == '\t'; }

}  // namespace

bool colour_wanted(std::FILE* file) {
  if (std::getenv("NO_COLOR") != nullptr) return false;
  return ::isatty(::fileno(file)) == 1;
}

// A line longer than this (a one-line JSON hand, a damaged file) is shown
// as a window of as many bytes around the finding's column, "..." where cut.
constexpr std::size_t kExcerptWidth = 120;

void append_excerpt(std::string& out, std::uint32_t line_number, std::string_view text,
                    std::uint32_t column, bool colour) {
  const std::string number = fmt::format("{}", line_number);
  // A column past the end points just after the last character (something
  // missing at the end of the line).
  std::size_t at = column == 0 ? 0 : std::min<std::size_t>(column - 1, text.size());
  std::string_view before, after;
  if (text.size() > kExcerptWidth) {
    std::size_t from = at > kExcerptWidth / 3 ? at - kExcerptWidth / 3 : 0;
    while (from > 0 && is_continuation(text[from])) --from;
    std::size_t to = std::min(text.size(), from + kExcerptWidth);
    while (to < text.size() && is_continuation(text[to])) ++to;
    before = from > 0 ? "..." : "";
    after = to < text.size() ? "..." : "";
    text = text.substr(from, to - from);
    at = at - from + before.size();
  }
  fmt::format_to(std::back_inserter(out), "  {} | {}{}{}\n", number, before, text, after);
  if (column == 0) return;

  out.append(2 + number.size(), ' ');
  out.append(" | ");
  // The caret line runs over the text as shown, the "..." before it included.
  const std::string shown = std::string(before).append(text);
  text = shown;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\t') {
      out.push_back('\t');
    } else if (!is_continuation(text[i])) {
      out.push_back(' ');
    }
  }
  std::size_t tildes = 0;
  if (at < text.size() && !is_blank(text[at])) {
    for (std::size_t i = at + 1; i < text.size() && !is_blank(text[i]); ++i)
      if (!is_continuation(text[i])) ++tildes;
  }
  if (colour) out.append(kGreen);
  out.push_back('^');
  out.append(tildes, '~');
  if (colour) out.append(kReset);
  out.push_back('\n');
}

void append_finding(std::string& out, const audit::HandReport& hand, const engine::Finding& finding,
                    const input::SourceLines& lines, bool colour) {
  append_finding_at(out, hand.source, finding, finding.pos.line != 0 ? lines.line(finding.pos.line) : "", colour);
}

void append_finding_at(std::string& out, std::string_view source, const engine::Finding& finding,
                       std::string_view line_text, bool colour) {
  const engine::SourcePos pos = finding.pos;
  if (colour) out.append(kBold);
  out.append(source);
  if (pos.line != 0) {
    fmt::format_to(std::back_inserter(out), ":{}", pos.line);
    if (pos.column != 0) fmt::format_to(std::back_inserter(out), ":{}", pos.column);
  }
  out.push_back(':');
  if (colour) out.append(kReset);
  out.push_back(' ');

  const engine::Severity severity = finding.severity();
  if (colour) out.append(severity == engine::Severity::kError ? kRed : severity == engine::Severity::kWarning ? kMagenta : kCyan);
  fmt::format_to(std::back_inserter(out), "{}[{}]", engine::severity_id(severity),
                 engine::rule_id(finding.rule));
  if (colour) out.append(kReset);
  out.push_back(' ');
  out.append(finding.message);
  out.push_back('\n');

  if (pos.line == 0 || line_text.empty()) return;
  append_excerpt(out, pos.line, line_text, pos.column, colour);
}

std::string summary_text(const audit::AuditSummary& summary) {
  std::string text = fmt::format(
      "{} hand{} in {} file{}: {} clean, {} with findings, {} unreadable", summary.hands,
      summary.hands == 1 ? "" : "s", summary.files, summary.files == 1 ? "" : "s", summary.clean,
      summary.with_findings, summary.unreadable);
  if (summary.outside_hands > 0)
    fmt::format_to(std::back_inserter(text), "; {} stretch{} of text outside any hand", summary.outside_hands,
                   summary.outside_hands == 1 ? "" : "es");
  if (summary.cross_hand_findings > 0)
    fmt::format_to(std::back_inserter(text), "; {} cross-hand finding{} at {} table{}", summary.cross_hand_findings,
                   summary.cross_hand_findings == 1 ? "" : "s", summary.tables_with_findings,
                   summary.tables_with_findings == 1 ? "" : "s");
  if (summary.baselined > 0)
    fmt::format_to(std::back_inserter(text), "; {} finding{} of the baseline left out", summary.baselined,
                   summary.baselined == 1 ? "" : "s");
  if (summary.waived > 0)
    fmt::format_to(std::back_inserter(text), "; {} finding{} waived", summary.waived, summary.waived == 1 ? "" : "s");
  if (summary.tables_unordered > 0)
    fmt::format_to(std::back_inserter(text), "; {} table{} not compared across hands (hand numbers out of time order)",
                   summary.tables_unordered, summary.tables_unordered == 1 ? "" : "s");
  text.push_back('\n');
  const auto counts = audit::rule_counts_by_id(summary);
  if (counts.empty()) return text;
  text.append("by rule:");
  const char* separator = " ";
  for (const auto& [id, n] : counts) {
    fmt::format_to(std::back_inserter(text), "{}{} {}", separator, id, n);
    separator = ", ";
  }
  text.push_back('\n');
  return text;
}

void TextReportWriter::write_hand(const audit::HandReport& report, const input::SourceLines& lines) {
  if (report.findings.empty()) return;
  render_hand(report, lines, out_.buffer());
  out_.commit();
}

void TextReportWriter::render_hand(const audit::HandReport& report, const input::SourceLines& lines, std::string& out) const {
  for (const engine::Finding& f : report.findings) append_finding(out, report, f, lines, colour_);
}

std::string waivers_text(const audit::WaiverSet& waivers, const audit::AuditSummary& summary) {
  std::string text;
  for (std::size_t i = 0; i < waivers.waivers().size(); ++i) {
    const audit::Waiver& w = waivers.waivers()[i];
    if (!w.usable) continue;
    const std::uint64_t n = i < summary.waiver_matches.size() ? summary.waiver_matches[i] : 0;
    const bool expired = waivers.expired(i);
    fmt::format_to(std::back_inserter(text), "waiver {} ({}, {} {}): {} finding{} {}; reason: {}\n", i + 1,
                   waiver_scope(w), expired ? "expired on" : "until", w.expires, n, n == 1 ? "" : "s",
                   expired ? "reported" : "waived", w.reason);
  }
  return text;
}

void TextReportWriter::write_summary(const audit::AuditSummary& summary) {
  if (!run_) return;
  if (run_->waivers) out_.buffer().append(waivers_text(*run_->waivers, summary));
  if (!run_->version.empty()) out_.buffer().append(provenance_text(*run_, summary.inputs));
  out_.commit();
}

void TextReportWriter::write_table(const validators::TableFindings& table) {
  for (const validators::CrossHandFinding& f : table.findings)
    append_finding_at(out_.buffer(), f.source, f.finding, f.excerpt, colour_);
  out_.commit();
}

}  // namespace report

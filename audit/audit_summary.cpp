#include "audit/audit_summary.h"

#include <algorithm>

namespace audit {

HandStatus hand_status(const HandReport& report) {
  if (!report.replayed) return HandStatus::kUnreadable;
  return report.findings.empty() ? HandStatus::kClean : HandStatus::kFindings;
}

std::string_view status_id(HandStatus s) {
  switch (s) {
    case HandStatus::kClean:
      return "clean";
    case HandStatus::kFindings:
      return "findings";
    case HandStatus::kUnreadable:
      return "unreadable";
  }
  return "unreadable";
}

bool reaches(FailOn fail_on, engine::Severity s) {
  if (s == engine::Severity::kNote) return false;
  switch (fail_on) {
    case FailOn::kError:
      return s == engine::Severity::kError;
    case FailOn::kWarning:
      return true;
    case FailOn::kNever:
      return false;
  }
  return false;
}

void AuditSummary::count(const HandReport& report) {
  baselined += report.baselined;
  if (report.outside_hand) {
    ++outside_hands;
  } else {
    ++hands;
    count_status(report);
  }
  for (const engine::Finding& f : report.findings) count_finding(f);
  count_waivers(report.waived, report.expired_waivers);
}

void AuditSummary::count_waivers(const auto& waived_findings, const std::vector<std::uint32_t>& expired) {
  const auto match = [this](std::uint32_t index) {
    if (waiver_matches.size() <= index) waiver_matches.resize(index + 1);
    ++waiver_matches[index];
  };
  for (const auto& w : waived_findings) {
    ++waived;
    match(w.waiver);
  }
  for (const std::uint32_t index : expired) match(index);
}

void AuditSummary::add_hands(const AuditSummary& part) {
  hands += part.hands;
  outside_hands += part.outside_hands;
  clean += part.clean;
  with_findings += part.with_findings;
  unreadable += part.unreadable;
  for (std::size_t i = 0; i < by_rule.size(); ++i) by_rule[i] += part.by_rule[i];
  errors += part.errors;
  warnings += part.warnings;
  notes += part.notes;
  baselined += part.baselined;
  waived += part.waived;
  if (waiver_matches.size() < part.waiver_matches.size()) waiver_matches.resize(part.waiver_matches.size());
  for (std::size_t i = 0; i < part.waiver_matches.size(); ++i) waiver_matches[i] += part.waiver_matches[i];
}

void AuditSummary::count_table(const validators::TableFindings& table) {
  count_waivers(table.waived, table.expired_waivers);
  if (table.findings.empty()) return;
  ++tables_with_findings;
  for (const validators::CrossHandFinding& c : table.findings) {
    ++cross_hand_findings;
    count_finding(c.finding);
  }
}

void AuditSummary::count_finding(const engine::Finding& f) {
  ++by_rule[static_cast<std::size_t>(f.rule)];
  switch (f.severity()) {
    case engine::Severity::kError:
      ++errors;
      break;
    case engine::Severity::kWarning:
      ++warnings;
      break;
    case engine::Severity::kNote:
      ++notes;
      break;
  }
}

void AuditSummary::count_status(const HandReport& report) {
  switch (hand_status(report)) {
    case HandStatus::kClean:
      ++clean;
      break;
    case HandStatus::kFindings:
      ++with_findings;
      break;
    case HandStatus::kUnreadable:
      ++unreadable;
      break;
  }
}

std::vector<std::pair<std::string_view, std::uint64_t>> rule_counts_by_id(
    const AuditSummary& summary) {
  std::vector<std::pair<std::string_view, std::uint64_t>> counts;
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const std::uint64_t n = summary.by_rule[static_cast<std::size_t>(i)];
    if (n != 0) counts.emplace_back(engine::rule_id(static_cast<engine::Rule>(i)), n);
  }
  std::sort(counts.begin(), counts.end());
  return counts;
}

ExitCode audit_exit_code(const AuditSummary& summary, FailOn fail_on, bool unreadable_input) {
  if (unreadable_input) return ExitCode::kUnreadableInput;
  const bool failing = (summary.errors > 0 && reaches(fail_on, engine::Severity::kError)) ||
                       (summary.warnings > 0 && reaches(fail_on, engine::Severity::kWarning));
  return failing ? ExitCode::kFindings : ExitCode::kOk;
}

}  // namespace audit

#include "audit/audit_summary.h"

#include <doctest/doctest.h>

#include <tuple>
#include <vector>

#include "audit/rule_filter.h"

namespace {

audit::AuditSummary with_counts(std::uint64_t errors, std::uint64_t warnings) {
  audit::AuditSummary summary;
  summary.errors = errors;
  summary.warnings = warnings;
  return summary;
}

}  // namespace

TEST_CASE("--fail-on decides exit status 1, an unreadable input (3) wins") {
  using audit::ExitCode;
  using audit::FailOn;
  struct Case {
    std::uint64_t errors;
    std::uint64_t warnings;
    FailOn fail_on;
    bool unreadable_input;
    ExitCode expected;
  };
  const Case cases[] = {
      {0, 0, FailOn::kError, false, ExitCode::kOk},
      {0, 3, FailOn::kError, false, ExitCode::kOk},
      {1, 0, FailOn::kError, false, ExitCode::kFindings},
      {1, 3, FailOn::kError, false, ExitCode::kFindings},
      {0, 0, FailOn::kWarning, false, ExitCode::kOk},
      {0, 1, FailOn::kWarning, false, ExitCode::kFindings},
      {1, 0, FailOn::kWarning, false, ExitCode::kFindings},
      {1, 1, FailOn::kNever, false, ExitCode::kOk},
      {0, 0, FailOn::kNever, true, ExitCode::kUnreadableInput},
      {1, 1, FailOn::kError, true, ExitCode::kUnreadableInput},
      {0, 0, FailOn::kError, true, ExitCode::kUnreadableInput},
  };
  for (const Case& c : cases) {
    CAPTURE(c.errors);
    CAPTURE(c.warnings);
    CAPTURE(static_cast<int>(c.fail_on));
    CAPTURE(c.unreadable_input);
    CHECK(audit::audit_exit_code(with_counts(c.errors, c.warnings), c.fail_on, c.unreadable_input) ==
          c.expected);
  }
}

TEST_CASE("hand status and counts") {
  audit::HandReport report;
  report.replayed = true;
  CHECK(audit::hand_status(report) == audit::HandStatus::kClean);
  engine::Finding warning;
  warning.rule = engine::Rule::kStackContinuity;
  report.findings.push_back(warning);
  CHECK(audit::hand_status(report) == audit::HandStatus::kFindings);
  report.replayed = false;
  CHECK(audit::hand_status(report) == audit::HandStatus::kUnreadable);
  CHECK(audit::status_id(audit::HandStatus::kUnreadable) == "unreadable");

  audit::AuditSummary summary;
  summary.count(report);
  report.replayed = true;
  report.findings.clear();
  summary.count(report);
  CHECK(summary.hands == 2);
  CHECK(summary.unreadable == 1);
  CHECK(summary.clean == 1);
  CHECK(summary.warnings == 1);
  CHECK(summary.errors == 0);
  CHECK(summary.by_rule[static_cast<std::size_t>(engine::Rule::kStackContinuity)] == 1);
}

TEST_CASE("counts made apart add up to the counts made at once") {
  // The workers count their batches; the writing thread adds the counts.
  std::vector<audit::HandReport> reports(5);
  reports[0].replayed = true;
  reports[1].replayed = true;
  reports[1].findings.resize(2);
  reports[1].findings[0].rule = engine::Rule::kRaiseBelowMinimum;
  reports[1].findings[1].rule = engine::Rule::kStackContinuity;
  reports[2].replayed = false;
  reports[2].findings.resize(1);
  reports[2].findings[0].rule = engine::Rule::kParseError;
  reports[3].outside_hand = true;
  reports[3].findings = reports[2].findings;
  reports[4].replayed = true;
  reports[4].findings.resize(1);
  reports[4].findings[0].rule = engine::Rule::kRaiseBelowMinimum;

  audit::AuditSummary at_once;
  for (const audit::HandReport& r : reports) at_once.count(r);
  audit::AuditSummary first;
  audit::AuditSummary second;
  for (std::size_t i = 0; i < reports.size(); ++i) (i < 2 ? first : second).count(reports[i]);
  audit::AuditSummary added;
  added.files = 3;
  added.add_hands(first);
  added.add_hands(second);

  CHECK(added.files == 3);  // not a hand count: left as it was
  CHECK(added.hands == 4);
  CHECK(added.outside_hands == 1);
  CHECK(added.clean == 1);
  CHECK(added.with_findings == 2);
  CHECK(added.unreadable == 1);
  CHECK(added.errors == 4);
  CHECK(added.warnings == 1);
  CHECK(added.by_rule == at_once.by_rule);
  CHECK(added.by_rule[static_cast<std::size_t>(engine::Rule::kRaiseBelowMinimum)] == 2);
  CHECK(added.by_rule[static_cast<std::size_t>(engine::Rule::kParseError)] == 2);
  CHECK(std::tie(added.hands, added.outside_hands, added.clean, added.with_findings, added.unreadable, added.errors,
                 added.warnings) == std::tie(at_once.hands, at_once.outside_hands, at_once.clean,
                                             at_once.with_findings, at_once.unreadable, at_once.errors,
                                             at_once.warnings));
}

TEST_CASE("rule filter: --only, then --disable, unknown ids are refused") {
  std::string unknown;
  auto filter = audit::RuleFilter::from_ids({}, {"wrong-winner"}, &unknown);
  REQUIRE(filter);
  CHECK_FALSE(filter->enabled(engine::Rule::kWrongWinner));
  CHECK(filter->enabled(engine::Rule::kParseError));

  filter = audit::RuleFilter::from_ids({"wrong-winner", "parse-error"}, {"parse-error"}, &unknown);
  REQUIRE(filter);
  CHECK(filter->enabled(engine::Rule::kWrongWinner));
  CHECK_FALSE(filter->enabled(engine::Rule::kParseError));
  CHECK_FALSE(filter->enabled(engine::Rule::kStackMismatch));

  std::vector<engine::Finding> findings(3);
  findings[0].rule = engine::Rule::kWrongWinner;
  findings[1].rule = engine::Rule::kStackMismatch;
  findings[2].rule = engine::Rule::kWrongWinner;
  findings[2].message = "second";
  filter->apply(findings);
  REQUIRE(findings.size() == 2);
  CHECK(findings[1].message == "second");

  CHECK_FALSE(audit::RuleFilter::from_ids({}, {"no-such-rule"}, &unknown));
  CHECK(unknown == "no-such-rule");
  CHECK_FALSE(audit::RuleFilter::from_ids({"Wrong-Winner"}, {}, &unknown));
}

TEST_CASE("a note never reaches --fail-on, and notes alone never fail a run") {
  using audit::FailOn;
  for (FailOn fail_on : {FailOn::kError, FailOn::kWarning, FailOn::kNever}) {
    CHECK_FALSE(audit::reaches(fail_on, engine::Severity::kNote));
    audit::AuditSummary summary;
    summary.notes = 5;
    CHECK(audit::audit_exit_code(summary, fail_on, false) == audit::ExitCode::kOk);
  }
  CHECK(engine::severity_id(engine::Severity::kNote) == "note");
  CHECK(engine::severity_id(engine::Severity::kWarning) == "warning");
  CHECK(engine::severity_id(engine::Severity::kError) == "error");
}

// audit --baseline (issue 24, point 2): a run reports, and fails on, only the
// findings an earlier run's NDJSON report does not hold; hands moved within
// their file still match.
#include <doctest/doctest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "cli/audit_command.h"
#include "cli/baseline_file.h"
#include "tests/support/test_util.h"

namespace baseline_test {

namespace {

struct Run {
  audit::ExitCode code;
  std::string out;
};

Run audit_json(const std::string& path, std::shared_ptr<const handaudit::Baseline> baseline = nullptr,
               const std::string& write_baseline = {}, cli::ReportFormat format = cli::ReportFormat::kJson) {
  cli::AuditOptions options;
  options.paths = {path};
  options.format = format;
  options.quiet = true;
  options.baseline = std::move(baseline);
  options.write_baseline = write_baseline;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  const audit::ExitCode code = cli::run_audit(options, out, err);
  Run run{code, cli_test::slurp(out)};
  std::fclose(out);
  std::fclose(err);
  return run;
}

std::shared_ptr<const handaudit::Baseline> baseline_of(const std::string& ndjson) {
  std::string error;
  std::optional<handaudit::Baseline> baseline = cli::parse_baseline(ndjson, error);
  REQUIRE_MESSAGE(baseline, error);
  return std::make_shared<const handaudit::Baseline>(std::move(*baseline));
}

// The sample hand with Bob's collect $0.10 short of the pot: two findings.
std::string short_collect(int id) {
  std::string hand = cli_test::sample_hand(id);
  hand.replace(hand.find("Bob collected $0.50"), 19, "Bob collected $0.40");
  return hand;
}

}  // namespace

TEST_CASE("audit --baseline: a second run against the first reports nothing, a new error alone fails") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("night.txt", short_collect(1) + cli_test::sample_hand(2) + short_collect(3));
  const Run first = audit_json(path);
  CHECK(first.code == audit::ExitCode::kFindings);
  const auto baseline = baseline_of(first.out);

  const Run again = audit_json(path, baseline);
  CHECK(again.code == audit::ExitCode::kOk);
  CHECK(again.out.find("\"status\":\"findings\"") == std::string::npos);
  CHECK(again.out.find("\"baselined\":") != std::string::npos);

  // The same hands in another order, and a new error in hand #2: exactly
  // that one is reported.
  std::string two = cli_test::sample_hand(2);
  two.replace(two.find("Total pot $0.50"), 15, "Total pot $0.60");
  dir.write("night.txt", short_collect(3) + two + short_collect(1));
  const Run changed = audit_json(path, baseline);
  CHECK(changed.code == audit::ExitCode::kFindings);
  const auto errors = [](const std::string& s) {
    std::size_t n = 0;
    for (std::size_t at = s.find("\"severity\":\"error\""); at != std::string::npos;
         at = s.find("\"severity\":\"error\"", at + 1))
      ++n;
    return n;
  };
  CHECK(errors(first.out) >= 2);
  CHECK(errors(changed.out) == 1);
  CHECK(changed.out.find("\"hand_id\":\"2\",\"format\":\"pokerstars\",\"game\":\"holdem\","
                         "\"structure\":\"no-limit\",\"status\":\"findings\"") != std::string::npos);
}

TEST_CASE("audit --write-baseline: the findings written as the run goes are a baseline that leaves them all out") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("night.txt", short_collect(1) + cli_test::sample_hand(2) + short_collect(3));
  const std::string written = (dir.path() / "base.ndjson").string();
  const Run first = audit_json(path, nullptr, written);
  CHECK(first.code == audit::ExitCode::kFindings);
  std::FILE* file = std::fopen(written.c_str(), "rb");
  REQUIRE(file);
  const std::string baseline = cli_test::slurp(file);
  std::fclose(file);
  // Hands #1 and #3 have findings; the clean hand #2 is not written (a
  // table object may name it: the short collect shows again in its stacks).
  std::size_t hands = 0;
  for (std::size_t at = baseline.find("{\"type\":\"hand\""); at != std::string::npos;
       at = baseline.find("{\"type\":\"hand\"", at + 1))
    ++hands;
  CHECK(hands == 2);
  const Run again = audit_json(path, baseline_of(baseline));
  CHECK(again.code == audit::ExitCode::kOk);
  CHECK(again.out.find("\"status\":\"findings\"") == std::string::npos);
}

TEST_CASE("audit --baseline: a file that is not an NDJSON report is refused with its line") {
  std::string error;
  CHECK_FALSE(cli::parse_baseline("{\"type\":\"summary\"}\nnot json\n", error));
  CHECK(error == "line 2: not an object of an NDJSON report (`audit --format json`) or a SARIF log");
  CHECK(cli::parse_baseline("\n{\"type\":\"summary\",\"files\":0}\n", error).has_value());
  CHECK_FALSE(cli::read_baseline("/nonexistent/base.ndjson", error));
  CHECK(error == "No such file or directory");
}

TEST_CASE("audit --baseline: a SARIF log as the baseline, names with accents, and a new error alone fails") {
  const cli_test::TempDir dir;
  // Accented names: SARIF counts columns in code points, the report in bytes.
  const auto accented = [](std::string hand) {
    for (std::size_t at = hand.find("Bob"); at != std::string::npos; at = hand.find("Bob", at + 1))
      hand.replace(at, 3, "B\xC3\xB6" "b");
    return hand;
  };
  const std::string path =
      dir.write("night.txt", accented(short_collect(1)) + accented(cli_test::sample_hand(2)) + accented(short_collect(3)));
  const Run sarif = audit_json(path, nullptr, {}, cli::ReportFormat::kSarif);
  CHECK(sarif.code == audit::ExitCode::kFindings);
  const auto baseline = baseline_of(sarif.out);
  CHECK_FALSE(baseline->columns);
  CHECK(!baseline->keys.empty());

  const Run again = audit_json(path, baseline);
  CHECK(again.code == audit::ExitCode::kOk);
  CHECK(again.out.find("\"status\":\"findings\"") == std::string::npos);
  CHECK(again.out.find("\"type\":\"table\"") == std::string::npos);

  std::string two = accented(cli_test::sample_hand(2));
  two.replace(two.find("Total pot $0.50"), 15, "Total pot $0.60");
  dir.write("night.txt", accented(short_collect(3)) + two + accented(short_collect(1)));
  const Run changed = audit_json(path, baseline);
  CHECK(changed.code == audit::ExitCode::kFindings);
  std::size_t with_findings = 0;
  for (std::size_t at = changed.out.find("\"status\":\"findings\""); at != std::string::npos;
       at = changed.out.find("\"status\":\"findings\"", at + 1))
    ++with_findings;
  CHECK(with_findings == 1);
  CHECK(changed.out.find("\"hand_id\":\"2\",\"format\":\"pokerstars\",\"game\":\"holdem\","
                         "\"structure\":\"no-limit\",\"status\":\"findings\"") != std::string::npos);
}

}  // namespace baseline_test

// The report is byte-identical for every --jobs (INTERFACE.md), on real data:
// the whole PokerStars and PHH corpus (skipped when absent) and the project's
// own samples and cross-hand session, in every report format (html: its
// hands cut at --html-max-hands where they come in order), cross-hand
// findings included. Not timed: throughput lives in bench/.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/audit_command.h"
#include "tests/support/test_scale.h"
#include "tests/support/test_util.h"

namespace {

std::string audit_paths(const std::vector<std::string>& paths, cli::ReportFormat format, int jobs) {
  cli::AuditOptions options;
  options.paths = paths;
  options.format = format;
  options.jobs = jobs;
  options.quiet = true;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  (void)cli::run_audit(options, out, err);
  std::string text = cli_test::slurp(out);
  std::fclose(out);
  std::fclose(err);
  return cli_test::without_times(text);  // wall times: the only thing that may differ between runs
}

std::vector<std::string> inputs() {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  std::vector<std::string> paths;
  if (source != nullptr) {
    paths.push_back((std::filesystem::path(source) / "samples").string());
    paths.push_back((std::filesystem::path(source) / "tests" / "data" / "cross_hand").string());
  }
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  if (corpus != nullptr && std::filesystem::is_directory(corpus)) {
    paths.push_back((std::filesystem::path(corpus) / "pokerstars").string());
    paths.push_back((std::filesystem::path(corpus) / "phh" / "wsop").string());
  }
  return paths;
}

}  // namespace

TEST_CASE("--jobs 1, 2 and 7 give byte-identical reports on the corpus, the samples and a cross-hand session" *
          doctest::test_suite("corpus")) {
  const std::vector<std::string> paths = inputs();
  if (paths.empty()) {
    MESSAGE("HANDAUDIT_SOURCE and HANDAUDIT_CORPUS unset: nothing to compare");
    return;
  }
  for (cli::ReportFormat format : {cli::ReportFormat::kJson, cli::ReportFormat::kText, cli::ReportFormat::kSarif,
                                   cli::ReportFormat::kJunit, cli::ReportFormat::kHtml}) {
    CAPTURE(static_cast<int>(format));
    const std::string one = audit_paths(paths, format, 1);
    CHECK(one.size() > 1000);
    // Under the sanitizers (test_scale.h) -j2 is compared in NDJSON only:
    // the writers of the other formats are the same at -j2 and -j7, and
    // fifteen runs of the corpus were a minute of each sanitized suite.
    if (test_scale::whole() || format == cli::ReportFormat::kJson) CHECK(audit_paths(paths, format, 2) == one);
    CHECK(audit_paths(paths, format, 7) == one);
    if (format == cli::ReportFormat::kJson) {
      // Cross-hand findings are part of what is compared.
      CHECK(one.find("\"type\":\"table\"") != std::string::npos);
    }
  }
}

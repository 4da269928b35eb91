// `handaudit audit` (cli::run_audit) over inputs made in a temporary
// directory: unreadable inputs and exit status 3, empty files and text outside
// any hand, and byte-identical reports for any --jobs. The units underneath
// are tested in tests/input/ (inputs_test.cpp, ordered_pool_test.cpp).
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/audit_command.h"
#include "tests/support/test_util.h"

namespace fs = std::filesystem;

TEST_CASE("unreadable inputs give exit status 3 and the readable ones are still audited") {
  const cli_test::TempDir dir;
  dir.write("in/a.txt", cli_test::sample_hand(1));
  dir.write("in/c.txt", cli_test::sample_hand(2) + cli_test::sample_hand(3));
  // Entries that fail for root too: a dangling link, a link loop (ELOOP at
  // open), and a file that opens but cannot be read (/proc/self/mem: EIO at
  // offset 0), between the readable files.
  fs::create_symlink(dir.path() / "nowhere", dir.path() / "in" / "b.txt");
  fs::create_symlink(dir.path() / "in" / "b2.txt", dir.path() / "in" / "b2.txt");
  const bool have_proc = fs::exists("/proc/self/mem");
  if (have_proc) fs::create_symlink("/proc/self/mem", dir.path() / "in" / "b3.txt");
  bool have_locked_file = false;
  if (::geteuid() != 0) {
    const std::string locked = dir.write("in/d.txt", cli_test::sample_hand(4));
    fs::permissions(locked, fs::perms::none);
    have_locked_file = true;
  } else {
    MESSAGE("running as root, which reads a mode-000 file anyway: that case is skipped");
  }

  cli::AuditOptions options;
  options.paths = {(dir.path() / "in").string(), (dir.path() / "missing.txt").string()};
  options.format = cli::ReportFormat::kJson;
  options.fail_on = audit::FailOn::kNever;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  REQUIRE(out);
  REQUIRE(err);
  const audit::ExitCode code = cli::run_audit(options, out, err);
  const std::string report = cli_test::slurp(out);
  const std::string diagnostics = cli_test::slurp(err);
  std::fclose(out);
  std::fclose(err);

  CHECK(code == audit::ExitCode::kUnreadableInput);
  const std::string in = (dir.path() / "in").string();
  CHECK(diagnostics.find("handaudit: cannot read " + in + "/b.txt: ") != std::string::npos);
  CHECK(diagnostics.find("handaudit: cannot read " + in + "/b2.txt: Too many levels of symbolic links\n") !=
        std::string::npos);
  if (have_proc)
    CHECK(diagnostics.find("handaudit: cannot read " + in + "/b3.txt: Input/output error\n") != std::string::npos);
  CHECK(diagnostics.find("handaudit: cannot read " + (dir.path() / "missing.txt").string() +
                         ": No such file or directory\n") != std::string::npos);
  if (have_locked_file)
    CHECK(diagnostics.find("handaudit: cannot read " + in + "/d.txt: Permission denied\n") !=
          std::string::npos);
  // Three hands from the two readable files, in input order, then the summary.
  const auto a = report.find("\"source\":\"" + in + "/a.txt\"");
  const auto c = report.find("\"source\":\"" + in + "/c.txt\"");
  REQUIRE(a != std::string::npos);
  REQUIRE(c != std::string::npos);
  CHECK(a < c);
  CHECK(report.find("\"hand_id\":\"2\"") < report.find("\"hand_id\":\"3\""));
  // A file counts once it is open, even when a read then fails (b3.txt).
  const std::string files = have_proc ? "3" : "2";
  CHECK(report.find("\"type\":\"summary\",\"files\":" + files + ",\"hands\":3,") != std::string::npos);
}

TEST_CASE("an empty file gives no hand object, text outside any hand gives a text object") {
  const cli_test::TempDir dir;
  dir.write("1-empty.txt", "");
  dir.write("2-blank.txt", "\n  \r\n\n");
  dir.write("3-junk.txt", "\nnot a hand at all\n" + cli_test::sample_hand(7));

  cli::AuditOptions options;
  options.paths = {dir.path().string()};
  options.format = cli::ReportFormat::kJson;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  const audit::ExitCode code = cli::run_audit(options, out, err);
  const std::string report = cli_test::slurp(out);
  std::fclose(out);
  std::fclose(err);

  CHECK(code == audit::ExitCode::kFindings);  // the parse-error of the junk
  CHECK(report.find("\"files\":3,\"hands\":1,") != std::string::npos);
  CHECK(report.find("\"outside_hands\":1,") != std::string::npos);
  CHECK(report.find("{\"type\":\"text\",") != std::string::npos);
  const std::string junk =
      R"("line":2,"hand_id":"","format":"pokerstars","game":"unknown",)"
      R"("structure":"","status":"unreadable","findings":[{"rule":"parse-error",)"
      R"("category":"format","severity":"error","line":2,"column":1,)"
      R"("player":null,"street":null,"message":"text outside any hand",)";
  CHECK(report.find(junk) != std::string::npos);
  CHECK(report.find(junk) < report.find(R"("hand_id":"7")"));
}

TEST_CASE("the audit report is byte-identical for --jobs 1, 2 and 7") {
  const cli_test::TempDir dir;
  int id = 1;
  for (int file = 0; file < 9; ++file) {
    std::string text = file % 3 == 0 ? "stray text\n" : "";
    for (int hand = 0; hand < 20 + file * 11; ++hand) text += cli_test::sample_hand(id++);
    dir.write(std::to_string(file) + ".txt", text);
  }
  std::vector<std::string> reports;
  for (const cli::ReportFormat format : {cli::ReportFormat::kJson, cli::ReportFormat::kText}) {
    for (const unsigned jobs : {1u, 2u, 7u}) {
      cli::AuditOptions options;
      options.paths = {dir.path().string()};
      options.format = format;
      options.jobs = jobs;
      std::FILE* out = std::tmpfile();
      std::FILE* err = std::tmpfile();
      cli::run_audit(options, out, err);
      reports.push_back(cli_test::without_seconds(cli_test::slurp(out)));
      std::fclose(out);
      std::fclose(err);
    }
  }
  CHECK(reports[0].find("\"hands\":" + std::to_string(id - 1) + ",") != std::string::npos);
  CHECK(reports[0].find("\"outside_hands\":3,") != std::string::npos);
  CHECK(reports[0] == reports[1]);
  CHECK(reports[0] == reports[2]);
  CHECK(reports[3] == reports[4]);
  CHECK(reports[3] == reports[5]);
}

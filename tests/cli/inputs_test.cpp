#include "input/inputs.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/audit_command.h"
#include "tests/cli/test_util.h"

namespace fs = std::filesystem;

namespace {

std::vector<std::string> paths_of(const std::vector<input::InputEntry>& entries) {
  std::vector<std::string> paths;
  for (const input::InputEntry& e : entries) paths.push_back(e.path);
  return paths;
}

}  // namespace

TEST_CASE("a directory expands to its regular files, sorted, hidden entries skipped") {
  const cli_test::TempDir dir;
  dir.write("b.txt", "b");
  dir.write("a.txt", "a");
  dir.write("sub/z.txt", "z");
  dir.write("sub/deeper/y.txt", "y");
  dir.write("sub-dir/x.txt", "x");
  dir.write(".hidden.txt", "h");
  dir.write(".git/config", "h");
  dir.write("sub/.cache/c.txt", "h");
  const std::string root = dir.path().string();

  const std::vector<input::InputEntry> entries = input::expand_inputs({root});
  const std::vector<std::string> expected{root + "/a.txt", root + "/b.txt", root + "/sub-dir/x.txt",
                                          root + "/sub/deeper/y.txt", root + "/sub/z.txt"};
  CHECK(paths_of(entries) == expected);
  for (const input::InputEntry& e : entries) CHECK_FALSE(e.failed());
}

TEST_CASE("explicit arguments keep their order; a hidden file named explicitly is read") {
  const cli_test::TempDir dir;
  const std::string b = dir.write("b.txt", "b");
  const std::string hidden = dir.write(".h.txt", "h");
  const std::string missing = (dir.path() / "missing.txt").string();

  const std::vector<input::InputEntry> entries = input::expand_inputs({b, "-", hidden, missing});
  REQUIRE(entries.size() == 4);
  CHECK(paths_of(entries) == std::vector<std::string>{b, "-", hidden, missing});
  CHECK_FALSE(entries[0].failed());
  CHECK_FALSE(entries[1].failed());
  CHECK_FALSE(entries[2].failed());
  CHECK(entries[3].failed());
  CHECK(entries[3].error == "No such file or directory");
}

TEST_CASE("a dangling symlink below a directory is reported, not dropped") {
  const cli_test::TempDir dir;
  dir.write("a.txt", "a");
  fs::create_symlink(dir.path() / "gone.txt", dir.path() / "link.txt");
  const std::vector<input::InputEntry> entries = input::expand_inputs({dir.path().string()});
  REQUIRE(entries.size() == 2);
  CHECK_FALSE(entries[0].failed());
  CHECK(entries[1].path == (dir.path() / "link.txt").string());
  CHECK(entries[1].failed());
}

TEST_CASE("read_whole_file reads everything and reports what it cannot read") {
  const cli_test::TempDir dir;
  std::string big(300000, 'x');
  big[123456] = '\0';
  const std::string path = dir.write("big.bin", big);
  std::string out;
  CHECK_FALSE(input::read_whole_file(path, out));
  CHECK(out == big);

  const std::string empty = dir.write("empty.txt", "");
  CHECK_FALSE(input::read_whole_file(empty, out));
  CHECK(out.empty());

  const auto missing = input::read_whole_file((dir.path() / "missing").string(), out);
  REQUIRE(missing);
  CHECK(*missing == "No such file or directory");
  // open() succeeds on a directory, read() fails.
  const auto directory = input::read_whole_file(dir.path().string(), out);
  REQUIRE(directory);
  CHECK(*directory == "Is a directory");
}

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

TEST_CASE("an empty file gives no hand object; text outside any hand gives a text object") {
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

TEST_CASE("one thread for regular files under 1 MiB in all; the given jobs otherwise") {
  const cli_test::TempDir dir;
  const std::string small = dir.write("small.txt", std::string(1000, 'x'));
  const std::string half = dir.write("half.txt", std::string(input::kSmallInputBytes / 2, 'x'));
  const std::string sub = (dir.path() / "sub").string();
  dir.write("sub/a.txt", "a");

  CHECK(input::jobs_worth_starting({small}, 4) == 1);
  CHECK(input::jobs_worth_starting({small, half}, 4) == 1);
  CHECK(input::jobs_worth_starting({half, half}, 4) == 4);  // 1 MiB: worth the threads
  CHECK(input::jobs_worth_starting({small}, 1) == 1);
  // Sizes not known before reading: a directory, standard input, a missing path.
  CHECK(input::jobs_worth_starting({sub}, 2) == 2);
  CHECK(input::jobs_worth_starting({small, "-"}, 2) == 2);
  CHECK(input::jobs_worth_starting({(dir.path() / "missing.txt").string()}, 2) == 2);
  CHECK(input::jobs_worth_starting({}, 2) == 2);
}

// End-to-end checks of build/handaudit (HANDAUDIT_BIN, set by CTest): the
// command line itself, exit codes and the streams things go to. Skipped when
// the binary is not given.
#include <doctest/doctest.h>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "tests/support/binary_run.h"
#include "tests/support/test_util.h"

namespace binary_test {

namespace {

const char* binary() { return cli_test::handaudit_binary(); }

// Runs `handaudit ARGS <STDIN` through the shell; ARGS must be shell-quoted already.
cli_test::BinaryRun run(const std::string& args, const std::string& stdin_path = "/dev/null") {
  return cli_test::run_binary(binary(), std::filesystem::current_path(), args, stdin_path);
}

}  // namespace

TEST_CASE("handaudit binary: version, help, usage errors" * doctest::test_suite("binary")) {
  if (!binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const cli_test::TempDir dir;
  const std::string hands = dir.write("hands.txt", cli_test::sample_hand(1));

  cli_test::BinaryRun r = run("--version");
  CHECK(r.status == 0);
  CHECK(r.out == "handaudit 0.1.0\n");

  r = run("--help");
  CHECK(r.status == 0);
  CHECK(r.out.find("audit") != std::string::npos);

  CHECK(run("").status == 2);
  CHECK(run("frobnicate").status == 2);
  CHECK(run("audit").status == 2);  // PATH is required
  CHECK(run("audit --format xml '" + hands + "'").status == 2);
  CHECK(run("audit --fail-on sometimes '" + hands + "'").status == 2);
  CHECK(run("audit --profile casino '" + hands + "'").status == 2);
  // Every profile the engine knows is a value of --profile, pokermaster too.
  for (const char* profile : {"tda", "wsop", "robert", "pokerstars", "pokermaster", "ggpoker", "888", "pokernow",
                              "ipoker", "partypoker", "wpn", "fulltilt", "thebiggame", "coinpoker", "everleaf", "boss",
                              "kingsclub", "cake", "microgaming", "merge", "everest"}) {
    CAPTURE(profile);
    CHECK(run(std::string("audit --profile ") + profile + " '" + hands + "'").status == 0);
    CHECK(run(std::string("replay --profile ") + profile + " '" + hands + "'").status == 0);
  }
  CHECK(run("audit --jobs 0 '" + hands + "'").status == 2);
  r = run("audit --disable parse-error,no-such-rule '" + hands + "'");
  CHECK(r.status == 2);
  CHECK(r.err.find("no-such-rule") != std::string::npos);
  CHECK(run("audit --only no-such-rule '" + hands + "'").status == 2);
  CHECK(run("audit --format junit '" + hands + "'").status == 0);
  CHECK(run("convert '" + hands + "'").status == 0);
  CHECK(run("convert --to ohh '" + hands + "'").status == 0);
  CHECK(run("convert --to phh '" + hands + "'").status == 0);
  CHECK(run("convert --to xml '" + hands + "'").status == 2);
  CHECK(run("convert").status == 2);  // PATH is required
  CHECK(run("rules no-such-rule").status == 2);

  r = run("rules");
  CHECK(r.status == 0);
  CHECK(r.out.starts_with("parse-error "));
  r = run("rules raise-below-minimum");
  CHECK(r.status == 0);
  CHECK(r.out.starts_with("raise-below-minimum: "));
}

TEST_CASE("handaudit binary: audit options, streams and exit statuses" * doctest::test_suite("binary")) {
  if (!binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const cli_test::TempDir dir;
  // A hand's lines under a header no reader knows: text outside any hand.
  const std::string junk = dir.write("junk.txt", "Winaax Poker - HandId: #1 - nothing like a hand\nBob: folds\n");
  const std::string hands = dir.write("hands.txt", cli_test::sample_hand(1));
  const std::string notes = dir.write("notes.txt", "nothing like a hand\n");

  // A file that holds no hand: a note, which fails nothing.
  cli_test::BinaryRun r = run("audit '" + notes + "'");
  CHECK(r.status == 0);
  CHECK(cli_test::without_provenance(r.out) == notes + ":1:1: note[no-hands-in-file] this file holds no hand history\n"
                         "  1 | nothing like a hand\n"
                         "    | ^~~~~~~\n");
  // The same note in every report, a file with no hand counted as no lost
  // hand: NDJSON's text object (severity note, outside_hands 1, hands 0),
  // SARIF's result at level note, JUnit's skipped case with the note in its
  // system-out.
  r = run("audit --format json '" + notes + "'");
  CHECK(r.status == 0);
  CHECK(r.out.find("{\"type\":\"text\",\"source\":\"" + notes + "\",\"line\":1,") != std::string::npos);
  CHECK(r.out.find("\"findings\":[{\"rule\":\"no-hands-in-file\",\"category\":\"format\",\"severity\":\"note\"") !=
        std::string::npos);
  CHECK(r.out.find("\"hands\":0,\"clean\":0,\"with_findings\":0,\"unreadable\":0,\"outside_hands\":1,"
                   "\"by_rule\":{\"no-hands-in-file\":1}") != std::string::npos);
  r = run("audit --format sarif '" + notes + "'");
  CHECK(r.status == 0);
  CHECK(r.out.find("\"level\":\"note\",\"message\":{\"text\":\"this file holds no hand history\"}") !=
        std::string::npos);
  r = run("audit --format junit '" + notes + "'");
  CHECK(r.status == 0);
  CHECK(r.out.find("<skipped message=\"not audited: no-hands-in-file\"/>") != std::string::npos);
  CHECK(r.out.find("<system-out>" + notes + ":1:1: note[no-hands-in-file] this file holds no hand history\n</system-out>") !=
        std::string::npos);

  // Text outside any hand: a parse-error, an error finding.
  r = run("audit --format json '" + junk + "'");
  CHECK(r.status == 1);
  CHECK(r.out.find("\"message\":\"text outside any hand: its first line numbers a hand as a header does, in a form "
                   "no reader knows\"") != std::string::npos);
  CHECK(r.out.find("{\"type\":\"summary\",\"files\":1,\"hands\":0,") != std::string::npos);
  CHECK(r.out.find("\"outside_hands\":1,") != std::string::npos);
  CHECK(r.err.find("0 hands in 1 file: 0 clean, 0 with findings, 0 unreadable; 1 stretch of text outside any hand\n") == 0);

  CHECK(run("audit --fail-on never '" + junk + "'").status == 0);
  // The rule switched off: still unreadable, but nothing fails.
  r = run("audit -q --disable parse-error '" + junk + "'");
  CHECK(r.status == 0);
  CHECK(cli_test::without_provenance(r.out).empty());
  CHECK(r.err.empty());
  CHECK(run("audit --only wrong-winner '" + junk + "'").status == 0);

  // Text report to a file with -o, nothing on stdout; no colour off a terminal.
  const std::string report = (dir.path() / "report.txt").string();
  r = run("audit -q -o '" + report + "' '" + junk + "'");
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  std::FILE* file = std::fopen(report.c_str(), "rb");
  REQUIRE(file);
  const std::string text = cli_test::without_provenance(cli_test::slurp(file));
  std::fclose(file);
  CHECK(text == junk +
                    ":1:1: error[parse-error] text outside any hand: its first line numbers a hand as a header does, "
                    "in a form no reader knows\n"
                    "  1 | Winaax Poker - HandId: #1 - nothing like a hand\n"
                    "    | ^~~~~~\n");

  // Unreadable input: 3, and the other input is still reported.
  r = run("audit --format json '" + hands + "' '" + (dir.path() / "missing").string() + "'");
  CHECK(r.status == 3);
  CHECK(r.out.find("\"source\":\"" + hands + "\"") != std::string::npos);
  CHECK(r.err.find("handaudit: cannot read " + (dir.path() / "missing").string() +
                   ": No such file or directory\n") != std::string::npos);

  // Standard input.
  r = run("audit --format json -", junk);
  CHECK(r.out.find("\"source\":\"-\"") != std::string::npos);
}

TEST_CASE("handaudit binary: bench --write writes the generated corpus, which audits as that many hands" *
          doctest::test_suite("binary")) {
  if (!binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const cli_test::TempDir dir;
  const std::string corpus = (dir.path() / "corpus.txt").string();
  cli_test::BinaryRun r = run("bench --hands 300 --write '" + corpus + "'");
  CHECK(r.status == 0);
  REQUIRE(std::filesystem::exists(corpus));
  const auto bytes = std::filesystem::file_size(corpus);
  CHECK(r.out == "300 hands, " + std::to_string(bytes) + " bytes written to " + corpus + "\n");
  r = run("audit --format json --fail-on never -q '" + corpus + "'");
  CHECK(r.status == 0);
  CHECK(r.out.find("\"hands\":300,") != std::string::npos);
  CHECK(r.out.find("\"unreadable\":0,") != std::string::npos);

  // The same seed: the same bytes, every time.
  const std::string again = (dir.path() / "again.txt").string();
  CHECK(run("bench --hands 300 --write '" + again + "'").status == 0);
  CHECK(cli_test::read_file(again) == cli_test::read_file(corpus));

  CHECK(run("bench --hands 5 --write '" + (dir.path() / "no" / "such" / "dir.txt").string() + "'").status == 3);
  CHECK(run("bench --write '" + again + "' '" + corpus + "'").status == 2);  // a corpus or given files, not both
}

}  // namespace binary_test

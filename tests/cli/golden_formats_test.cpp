// Golden tests of the CI report formats (STYLE.md 21), as golden_test.cpp
// does for text and JSON: build/handaudit on samples/errors.txt against
//
// tests/golden/errors.junit.xml  stdout of `audit --format junit -j1 -q samples/errors.txt`,
//                                suite times written as time="0.000"
// tests/golden/errors.sarif      stdout of `audit --format sarif -j1 -q samples/errors.txt`,
//                                as a JSON value with the rules' texts left out
//                                (report_sarif_test.cpp checks them against the
//                                catalogue, whose wording may change), indented
//
// tests/golden/clean_limit_and_pl.phhs  stdout of `convert --to phh -j1 -q samples/clean_limit_and_pl.txt`
// tests/golden/clean_tournament.ohh      stdout of `convert --to ohh -j1 -q samples/clean_tournament.txt`
//
// The commands run in the source directory, so reports name
// "samples/errors.txt". HANDAUDIT_UPDATE_GOLDEN=1 rewrites the files from the
// current binary; review the diff hand by hand. Skipped without HANDAUDIT_BIN
// and HANDAUDIT_SOURCE.
//
// Also here: the progress line of the audit command (input/progress.h), which
// only people at a terminal see, so the binary's reports must never hold it.
#include <doctest/doctest.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "input/progress.h"
#include "tests/support/build_name.h"
#include "tests/support/binary_run.h"
#include "tests/support/test_util.h"

namespace golden_formats_test {

namespace {

namespace fs = std::filesystem;

// Everything written to `file` so far, leaving the position at the end so
// that writing may go on (C requires a seek between reading and writing).
std::string contents(std::FILE* file) {
  std::string text = cli_test::slurp(file);
  std::fseek(file, 0, SEEK_END);
  return text;
}

// The suites' wall times are the only thing that varies between runs.
// ... and the build named in the provenance (written BUILD).
std::string without_times(const std::string& xml) {
  return cli_test::with_build_unnamed(cli_test::without_times(xml, "0.000"));
}

// The SARIF log without the texts of its rules (descriptions, help).
nlohmann::json sarif_for_golden(const std::string& text) {
  nlohmann::json log = nlohmann::json::parse(cli_test::with_build_unnamed(text));
  for (nlohmann::json& rule : log["runs"][0]["tool"]["driver"]["rules"]) {
    rule.erase("shortDescription");
    rule.erase("fullDescription");
    rule.erase("help");
  }
  return log;
}

}  // namespace

TEST_CASE("golden: JUnit report of samples/errors.txt" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  const cli_test::BinaryRun r = env->run("audit --format junit -j1 -q samples/errors.txt");
  CHECK(r.status == 1);
  CHECK(r.err.empty());
  const std::string got = without_times(r.out);
  const std::string want = env->golden("errors.junit.xml", got);
  CHECK(got == want);
  // The same for every -j.
  CHECK(without_times(env->run("audit --format junit -j4 -q samples/errors.txt").out) == want);
}

TEST_CASE("golden: SARIF report of samples/errors.txt" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  const cli_test::BinaryRun r = env->run("audit --format sarif -j1 -q samples/errors.txt");
  CHECK(r.status == 1);
  CHECK(r.err.empty());
  const nlohmann::json got = sarif_for_golden(r.out);
  const nlohmann::json want =
      nlohmann::json::parse(env->golden("errors.sarif", got.dump(2) + "\n"));
  CHECK_MESSAGE(got == want, "diff: " << nlohmann::json::diff(want, got).dump());
  CHECK(sarif_for_golden(env->run("audit --format sarif -j4 -q samples/errors.txt").out) == want);
}

TEST_CASE("golden: the CI formats' exit statuses and streams" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  for (const char* format : {"junit", "sarif"}) {
    CAPTURE(format);
    const std::string f = std::string("audit --format ") + format;
    CHECK(env->run(f + " -q samples/clean_cash_nl.txt").status == 0);
    CHECK(env->run(f + " -q --fail-on never samples/errors.txt").status == 0);
    CHECK(env->run(f + " -q samples/errors.txt samples/no_such_file.txt").status == 3);
    // Not quiet: the summary on stderr, and no progress line (not a terminal).
    const cli_test::BinaryRun r = env->run(f + " samples/errors.txt");
    CHECK(r.err.starts_with("20 hands in 1 file: "));
    CHECK(r.err.find('\r') == std::string::npos);
    CHECK(r.err.find('\x1b') == std::string::npos);
  }
}

TEST_CASE("progress: shown after a second, at most 4 times a second, erased at the end") {
  using namespace std::chrono_literals;
  using Clock = input::Progress::Clock;
  const Clock::time_point start{};
  Clock::time_point now = start;
  std::FILE* err = std::tmpfile();
  REQUIRE(err != nullptr);
  CHECK(!input::Progress::wanted(err, stdout, false));  // not a terminal
  {
    input::Progress progress(err, true, [&] { return now; });
    std::uint32_t line = 0;
    // The clock is read every 16 reports.
    const auto reports = [&](const char* source, int n) {
      for (int i = 0; i < n; ++i) progress.report(source, ++line, 1, 1);
    };
    now = start + 500ms;
    reports("a.txt", 16);
    CHECK(contents(err).empty());  // too early
    now = start + 1000ms;
    reports("a.txt", 16);
    CHECK(contents(err) == "\rhandaudit: 0 files and 32 hands done, 32 hands/s\x1b[K");
    now = start + 1200ms;
    line = 0;  // a second file
    reports("b.txt", 16);
    CHECK(contents(err) == "\rhandaudit: 0 files and 32 hands done, 32 hands/s\x1b[K");
    now = start + 1250ms;
    reports("b.txt", 16);
    CHECK(contents(err) ==
          "\rhandaudit: 0 files and 32 hands done, 32 hands/s\x1b[K"
          "\rhandaudit: 1 file and 64 hands done, 51 hands/s\x1b[K");
    // Text outside any hand is not a hand; the same path again is a new file.
    line = 0;
    progress.report("b.txt", 1, 1, 0);
    CHECK(progress.text(start + 2000ms) == "handaudit: 2 files and 64 hands done, 32 hands/s");
    // A batch of hands at once: its last position and its count.
    progress.report("b.txt", 40, 1, 32);
    CHECK(progress.text(start + 2000ms) == "handaudit: 2 files and 96 hands done, 48 hands/s");
    progress.finish();
    progress.finish();  // once only
  }
  CHECK(contents(err) ==
        "\rhandaudit: 0 files and 32 hands done, 32 hands/s\x1b[K"
        "\rhandaudit: 1 file and 64 hands done, 51 hands/s\x1b[K"
        "\r\x1b[K");
  std::fclose(err);
}

TEST_CASE("progress: off, or never drawn, it writes nothing") {
  using namespace std::chrono_literals;
  using Clock = input::Progress::Clock;
  Clock::time_point now{};
  std::FILE* err = std::tmpfile();
  REQUIRE(err != nullptr);
  {
    input::Progress off(err, false, [&] { return now; });
    now += 10s;
    for (std::uint32_t i = 1; i <= 100; ++i) off.report("a.txt", i, 1, 1);
  }
  {
    input::Progress short_run(err, true, [&] { return now; });
    for (std::uint32_t i = 1; i <= 100; ++i) short_run.report("a.txt", i, 1, 1);
  }
  CHECK(contents(err).empty());
  std::fclose(err);
}

TEST_CASE("golden: convert --to phh and --to ohh of the samples" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  const cli_test::BinaryRun phh = env->run("convert --to phh -j1 -q samples/clean_limit_and_pl.txt");
  CHECK(phh.status == 0);
  CHECK(phh.err.empty());
  CHECK(phh.out == env->golden("clean_limit_and_pl.phhs", phh.out));
  CHECK(env->run("convert --to phh -j4 -q samples/clean_limit_and_pl.txt").out == phh.out);
  const cli_test::BinaryRun ohh = env->run("convert --to ohh -j1 -q samples/clean_tournament.txt");
  CHECK(ohh.status == 0);
  CHECK(ohh.err.empty());
  CHECK(ohh.out == env->golden("clean_tournament.ohh", ohh.out));
  CHECK(env->run("convert --to ohh -j4 -q samples/clean_tournament.txt").out == ohh.out);
}

}  // namespace golden_formats_test

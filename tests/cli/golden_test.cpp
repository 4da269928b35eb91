// Golden tests of build/handaudit on samples/ (STYLE.md 21): the JSON and
// text reports of every sample file are compared with the expected files in
// tests/golden/, and the exit statuses with INTERFACE.md. The binary and the
// source tree come from CTest (HANDAUDIT_BIN, HANDAUDIT_SOURCE); without them
// the tests are skipped.
//
// tests/golden/NAME.json   stdout of `audit --format json -j1 -q samples/NAME.txt`
// tests/golden/NAME.out    stdout of `audit --format text -j1 samples/NAME.txt`
//                          (in both, the provenance's build is written BUILD)
// tests/golden/NAME.err    stderr of the same (the summary)
// The commands run in the source directory, so reports name "samples/NAME.txt".
// JSON lines are compared as JSON values, the summary without "seconds".
//
// The golden files hold what the RULES demand, not whatever the program
// printed once: never regenerate them blindly. HANDAUDIT_UPDATE_GOLDEN=1
// rewrites them from the current binary; review the diff hand by hand.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/build_name.h"
#include "tests/support/binary_run.h"
#include "tests/support/test_util.h"

namespace golden_test {

namespace {

namespace fs = std::filesystem;

// NDJSON as values, the summary's run time removed.
std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.value("type", "") == "summary") j.erase("seconds");
    out.push_back(std::move(j));
  }
  return out;
}

struct Sample {
  const char* name;
  int status;   // exit status of the audit
};
constexpr Sample kSamples[] = {
    {"clean_cash_nl", 0},
    {"clean_tournament", 0},
    {"clean_limit_and_pl", 0},
    {"errors", 1},
};

}  // namespace

TEST_CASE("golden: JSON reports of samples/" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  for (const Sample& s : kSamples) {
    CAPTURE(s.name);
    const cli_test::BinaryRun r = env->run(std::string("audit --format json -j1 -q samples/") + s.name + ".txt");
    CHECK(r.status == s.status);
    CHECK(r.err.empty());
    const std::string out = cli_test::with_build_unnamed(r.out);
    const auto got = json_lines(out);
    const auto want = json_lines(env->golden(std::string(s.name) + ".json", out));
    REQUIRE(!want.empty());
    CHECK(got.size() == want.size());
    for (std::size_t i = 0; i < got.size() && i < want.size(); ++i) {
      CAPTURE(i);
      CHECK_MESSAGE(got[i] == want[i], "got  " << got[i].dump() << "\nwant " << want[i].dump());
    }
  }
}

TEST_CASE("golden: text reports of samples/" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  for (const Sample& s : kSamples) {
    CAPTURE(s.name);
    const cli_test::BinaryRun r = env->run(std::string("audit --format text -j1 samples/") + s.name + ".txt");
    CHECK(r.status == s.status);
    const std::string out = cli_test::with_build_unnamed(r.out);
    CHECK(out == env->golden(std::string(s.name) + ".out", out));
    CHECK(r.err == env->golden(std::string(s.name) + ".err", r.err));
  }
}

TEST_CASE("golden: exit statuses" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  // 0: nothing at or above --fail-on; 1: findings.
  CHECK(env->run("audit -q samples/clean_cash_nl.txt samples/clean_tournament.txt samples/clean_limit_and_pl.txt")
            .status == 0);
  CHECK(env->run("audit -q --fail-on warning samples/clean_cash_nl.txt").status == 0);
  CHECK(env->run("audit -q samples/errors.txt").status == 1);
  CHECK(env->run("audit -q --fail-on never samples/errors.txt").status == 0);
  // Only the description mismatch (a warning) left: fails only at --fail-on warning.
  CHECK(env->run("audit -q --only hand-description-mismatch samples/errors.txt").status == 0);
  CHECK(env->run("audit -q --fail-on warning --only hand-description-mismatch samples/errors.txt").status == 1);
  // 2: usage errors.
  CHECK(env->run("audit --format xml samples/clean_cash_nl.txt").status == 2);
  CHECK(env->run("audit --no-such-option samples/clean_cash_nl.txt").status == 2);
  CHECK(env->run("audit --profile nowhere samples/clean_cash_nl.txt").status == 2);
  // 3: an input that cannot be opened, even beside readable ones.
  CHECK(env->run("audit -q samples/no_such_file.txt").status == 3);
  CHECK(env->run("audit -q samples/errors.txt samples/no_such_file.txt").status == 3);
}

// samples/errors.txt holds one deliberate error per hand. The table gives,
// hand by hand, every finding (rule and line) the rules call for. Where one
// defect makes two statements of the log false, both are listed.
TEST_CASE("samples/errors.txt: one deliberate error per hand" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples");
  if (!env) return;
  using Findings = std::vector<std::pair<std::string, int>>;
  const std::map<std::string, Findings> expected = {
      {"260400000001", {{"raise-below-minimum", 11}}},
      {"260400000002", {{"wrong-call-amount", 47}}},
      {"260400000003", {{"check-facing-bet", 84}}},
      {"260400000004", {{"action-out-of-turn", 113}}},
      // Returned to the wrong player (line 139), never to the raiser (143).
      {"260400000005", {{"uncalled-bet-not-returned", 139}, {"uncalled-bet-not-returned", 143}}},
      {"260400000006", {{"pot-amount-mismatch", 178}}},
      {"260400000007", {{"wrong-winner", 212}}},
      {"260400000008", {{"odd-chip-wrong-recipient", 247}}},
      {"260400000009", {{"tie-not-split-equally", 283}}},
      {"260400000010", {{"duplicate-card", 308}}},
      // The log counts the over-call everywhere; the one defect is the wager.
      {"260400000011", {{"wager-exceeds-stack", 345}}},
      {"260400000012", {{"raise-not-reopened", 377}}},
      {"260400000013", {{"pot-limit-exceeded", 409}}},
      {"260400000014", {{"limit-wrong-increment", 439}}},
      {"260400000015", {{"raise-cap-exceeded", 467}}},
      {"260400000016", {{"wrong-forced-bet-amount", 493}}},
      // Ten cents paid to nobody: the collect line and the money both wrong.
      {"260400000017", {{"pot-amount-mismatch", 529}, {"chip-conservation", 532}}},
      {"260400000018", {{"hand-description-mismatch", 565}}},
      {"260400000019", {{"bet-below-minimum", 590}}},
      // The all-in player paid a side pot he did not cover, which had a winner.
      {"260400000020", {{"ineligible-player-awarded", 632}, {"wrong-winner", 632}}},
  };
  const cli_test::BinaryRun r = env->run("audit --format json -j1 -q samples/errors.txt");
  CHECK(r.status == 1);
  std::size_t hands = 0;
  for (const auto& j : json_lines(r.out)) {
    if (j.value("type", "") != "hand") continue;
    ++hands;
    const std::string id = j.value("hand_id", "");
    CAPTURE(id);
    const auto it = expected.find(id);
    REQUIRE(it != expected.end());
    Findings got;
    for (const auto& f : j["findings"]) got.emplace_back(f.value("rule", ""), f.value("line", 0));
    std::string got_text, want_text;
    for (const auto& [rule, line] : got) got_text += rule + "@" + std::to_string(line) + " ";
    for (const auto& [rule, line] : it->second) want_text += rule + "@" + std::to_string(line) + " ";
    CHECK(got_text == want_text);
  }
  CHECK(hands == expected.size());
}

}  // namespace golden_test

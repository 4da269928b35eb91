// `handaudit replay` (cli/replay_command.h) on samples/replay_side_pots.txt:
// a clean no-limit hand with a short all-in call, a short all-in raise that
// does not reopen the betting, and two side pots.
//
// tests/golden/replay_side_pots.replay.out   stdout of `replay samples/replay_side_pots.txt`
// tests/golden/replay_side_pots.replay.json  stdout of `replay --format json samples/replay_side_pots.txt`
// The commands run in the source directory. JSON lines are compared as JSON
// values. The golden files were checked by hand against the rules (pots
// $33.50 / $12 / $10, Dave not reopened after Bob's $0.50 all-in raise);
// HANDAUDIT_UPDATE_GOLDEN=1 rewrites them: review the diff line by line.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/replay_command.h"
#include "tests/support/binary_run.h"
#include "tests/support/test_util.h"

namespace replay_command_test {

namespace {

namespace fs = std::filesystem;

std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(nlohmann::json::parse(line, nullptr, false));
  return out;
}

std::vector<std::string> text_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The text block of the action on source line `line`: from its "NN | " line
// to the next blank line.
std::string block_at(const std::string& text, int line) {
  const std::string head = "\n  " + std::to_string(line) + " | ";
  const auto at = text.find(head);
  if (at == std::string::npos) return {};
  const auto end = text.find("\n\n", at + 1);
  return text.substr(at + 1, end == std::string::npos ? std::string::npos : end - at - 1);
}

// Runs the command in-process, standard output and error into temporary files.
cli_test::BinaryRun run_in_process(const cli::ReplayOptions& options) {
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  cli_test::BinaryRun r;
  r.status = audit::to_int(cli::run_replay(options, out, err));
  r.out = cli_test::slurp(out);
  r.err = cli_test::slurp(err);
  std::fclose(out);
  std::fclose(err);
  return r;
}

}  // namespace

TEST_CASE("replay: golden text of samples/replay_side_pots.txt" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples/replay_side_pots.txt");
  if (!env) return;
  const cli_test::BinaryRun r = env->run("replay samples/replay_side_pots.txt");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out == env->golden("replay_side_pots.replay.out", r.out));
  for (const std::string& line : text_lines(r.out)) {
    CAPTURE(line);
    CHECK(line.size() <= 80);
  }
}

TEST_CASE("replay: golden NDJSON of samples/replay_side_pots.txt" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples/replay_side_pots.txt");
  if (!env) return;
  const cli_test::BinaryRun r = env->run("replay --format json samples/replay_side_pots.txt");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  const auto got = json_lines(r.out);
  const auto want = json_lines(env->golden("replay_side_pots.replay.json", r.out));
  REQUIRE(!want.empty());
  CHECK(got.size() == want.size());
  for (std::size_t i = 0; i < got.size() && i < want.size(); ++i) {
    CAPTURE(i);
    CHECK_MESSAGE(got[i] == want[i], "got  " << got[i].dump() << "\nwant " << want[i].dump());
  }
}

TEST_CASE("replay: the side pots and the short all-in, step by step") {
  const auto env = cli_test::binary_env("samples/replay_side_pots.txt");
  if (!env) return;
  cli::ReplayOptions options;
  options.path = (env->source / "samples" / "replay_side_pots.txt").string();
  const cli_test::BinaryRun text = run_in_process(options);
  REQUIRE(text.status == 0);

  // line | what the block must say
  const std::vector<std::pair<int, std::string>> table = {
      {12, "next: Erin: fold | call $1.50 | raise from $2.50 to $8.00"},
      {16, "next: nobody: the betting round is closed"},
      {18, "next: Carol: check | bet from $0.50 to $48.50"},
      {20, "next: Erin: fold | call $6.50 (all-in) | no raise: not enough chips"},
      {22, "next: Bob: fold | call $10.00 | raise to $10.50 (all-in)"},
      // Bob's $0.50 raise is short: Carol, who has not acted since Dave's full
      // raise, may raise; Dave may only call.
      {23, "next: Carol: fold | call $6.50 | raise from $16.00 to $48.50"},
      {24, "next: Dave: fold | call $0.50 | no raise: betting not reopened"},
      {25, "main       $33.50  Bob, Carol, Dave, Erin"},
      {25, "side-1     $12.00  Bob, Carol, Dave"},
      {28, "side-2      $5.00  Carol, Dave"},
      {29, "pot $55.50"},
      {21, "> Erin        $0.00      $6.50  all-in"},
  };
  for (const auto& [line, want] : table) {
    const auto& at_line = line;  // CAPTURE takes a variable: clang 14 captures no structured binding
    const auto& wanted = want;
    CAPTURE(at_line);
    CAPTURE(wanted);
    CHECK(block_at(text.out, line).find(want) != std::string::npos);
  }
  CHECK(text.out.find("awarded (log): Erin $33.50 (line 40)") != std::string::npos);
  CHECK(text.out.find("by the rules:  Dave $10.00") != std::string::npos);
  CHECK(text.out.find("none: the hand is clean") != std::string::npos);

  options.format = cli::ReplayFormat::kJson;
  const cli_test::BinaryRun json = run_in_process(options);
  REQUIRE(json.status == 0);
  const auto objects = json_lines(json.out);
  REQUIRE(objects.size() == 20);  // hand, 18 betting actions, result
  CHECK(objects.front()["type"] == "hand");
  CHECK(objects.back()["type"] == "result");
  for (std::size_t i = 1; i + 1 < objects.size(); ++i) {
    const auto& step = objects[i];
    CAPTURE(step.dump());
    CHECK(step["type"] == "step");
    CHECK(step["index"] == i - 1);
    // Chips are conserved after every step: behind + middle = $160.
    double sum = step["state"]["pot"].get<double>();
    for (const auto& p : step["state"]["players"]) sum += p["stack"].get<double>();
    CHECK(sum == doctest::Approx(160.0));
  }
  const auto& dave = objects[12];  // line 24: Carol calls; Dave is due
  CHECK(dave["line"] == 24);
  CHECK(dave["state"]["next"]["player"] == "Dave");
  CHECK(dave["state"]["next"]["raise"].is_null());
  CHECK(dave["state"]["next"]["no_raise"] == "betting not reopened");
  const auto& pots = objects.back()["pots"];
  REQUIRE(pots.size() == 3);
  CHECK(pots[0]["amount"] == 33.5);
  CHECK(pots[1]["eligible"] == nlohmann::json::array({"Bob", "Carol", "Dave"}));
  CHECK(pots[2]["awards"][0]["player"] == "Dave");
  CHECK(objects.back()["findings"].empty());
}

TEST_CASE("replay: hand selection, findings and exit statuses" * doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env("samples/replay_side_pots.txt");
  if (!env) return;
  // A hand id that is not there: usage error listing the ids the file holds.
  const cli_test::BinaryRun missing = env->run("replay samples/replay_side_pots.txt --hand 42");
  CHECK(missing.status == 2);
  CHECK(missing.out.empty());
  CHECK(missing.err.find("260500000001") != std::string::npos);
  CHECK(env->run("replay samples/no_such_file.txt").status == 3);
  CHECK(env->run("replay --format xml samples/replay_side_pots.txt").status == 2);
  // The first hand by default; an explicit id picks a later one.
  CHECK(env->run("replay samples/clean_cash_nl.txt").out.find("Hand #250100000001") != std::string::npos);

  // A finding is marked at its action.
  const cli_test::BinaryRun bad = env->run("replay samples/errors.txt --hand 260400000001");
  CHECK(bad.status == 1);
  const std::string block = block_at(bad.out, 11);
  CHECK(block.find("!! raise-below-minimum: wobblyjoe raises to $2.00 pre-flop") != std::string::npos);
  CHECK(bad.out.find("line 11: !! raise-below-minimum") != std::string::npos);
  const auto objects = json_lines(env->run("replay --format json samples/errors.txt --hand 260400000001").out);
  bool marked = false;
  for (const auto& o : objects)
    if (o["type"] == "step" && o["line"] == 11) marked = o["findings"].size() == 1 && o["findings"][0]["rule"] == "raise-below-minimum";
  CHECK(marked);
}

}  // namespace replay_command_test

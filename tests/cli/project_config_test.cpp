// The project file .handaudit.json: parsing (table-driven), loading, and,
// through build/handaudit (HANDAUDIT_BIN, skipped without it), the rule that
// the command line wins over the file and a bad file is a usage error.
#include "cli/project_config.h"

#include <doctest/doctest.h>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/binary_run.h"
#include "tests/support/test_util.h"

namespace project_config_test {

namespace {

namespace fs = std::filesystem;

std::string describe(const cli::ProjectConfig& c) {
  std::string s;
  const auto list = [](const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) out += (out.empty() ? "" : ",") + id;
    return out;
  };
  if (c.format) s += "format=" + std::to_string(static_cast<int>(*c.format)) + " ";
  if (c.fail_on) s += "fail_on=" + std::to_string(static_cast<int>(*c.fail_on)) + " ";
  if (c.profile) s += "profile=" + *c.profile + " ";
  if (c.set) {
    s += "set=";
    for (const auto& setting : *c.set) s += setting.name + "=" + setting.value + ";";
    s += " ";
  }
  if (c.disable) s += "disable=" + list(*c.disable) + " ";
  if (c.only) s += "only=" + list(*c.only) + " ";
  if (c.jobs) s += "jobs=" + std::to_string(*c.jobs) + " ";
  if (c.quiet) s += std::string("quiet=") + (*c.quiet ? "true" : "false") + " ";
  return s;
}

// Runs `handaudit ARGS` with `dir` as the working directory.
cli_test::BinaryRun run_in(const cli_test::TempDir& dir, const std::string& args) {
  return cli_test::run_binary(cli_test::handaudit_binary(), dir.path(), args);
}

// A hand with one error finding: the big blind is short.
std::string hand_with_error() {
  std::string hand = cli_test::sample_hand(1);
  const auto replace = [&](const std::string& from, const std::string& to) {
    hand.replace(hand.find(from), from.size(), to);
  };
  replace("Bob: posts big blind $0.50", "Bob: posts big blind $0.40");
  replace("Uncalled bet ($0.25)", "Uncalled bet ($0.15)");
  return hand;
}

}  // namespace

TEST_CASE("project file: keys and values") {
  struct Case {
    std::string_view text;
    std::string_view expected;  // describe() of the config, or "error: ..." (a prefix)
  };
  const Case cases[] = {
      {"{}", ""},
      {"\xEF\xBB\xBF{}", ""},  // a UTF-8 BOM is fine
      {R"({"format":"junit"})", "format=2 "},
      {R"({"format":"sarif","fail_on":"warning"})", "format=3 fail_on=1 "},
      {R"({"format":"html"})", "format=4 "},
      {R"({"fail_on":"never"})", "fail_on=2 "},
      {R"({"profile":"tda"})", "profile=tda "},
      {R"({"disable":["parse-error","wrong-winner"]})", "disable=parse-error,wrong-winner "},
      {R"({"disable":"parse-error, wrong-winner"})", "disable=parse-error,wrong-winner "},
      {R"({"only":[]})", "only= "},
      {R"({"jobs":4,"quiet":true})", "jobs=4 quiet=true "},
      {R"({"quiet":false})", "quiet=false "},
      {R"({"jobs":4096})", "jobs=4096 "},
      // House switches: values as text, numbers or booleans (JSON objects
      // come back in key order).
      {R"({"set":{"draw_last_card":"dealt","draw_burns":0,"disconnect_protection":true}})",
       "set=disconnect_protection=true;draw_burns=0;draw_last_card=dealt; "},
      {R"({"set":{}})", "set= "},
      {R"({"format":"json","fail_on":"error","profile":"wsop","disable":[],"only":["wrong-winner"],"jobs":1,"quiet":false})",
       "format=1 fail_on=0 profile=wsop disable= only=wrong-winner jobs=1 quiet=false "},

      {"", "error: not valid JSON: "},
      {"{", "error: not valid JSON: "},
      {R"({"format":"junit",})", "error: not valid JSON: "},
      {"// comment\n{}", "error: not valid JSON: "},
      {"[]", "error: the file must hold one JSON object of settings, not []"},
      {R"("junit")", "error: the file must hold one JSON object"},
      {R"({"output":"x"})", "error: unknown key 'output'; the keys are format, fail_on"},
      {R"({"fail-on":"never"})", "error: unknown key 'fail-on' (did you mean 'fail_on'?)"},
      {R"({"format":"xml"})",
       "error: 'format' must be one of text, json, junit, sarif, html, not \"xml\""},
      {R"({"format":2})", "error: 'format' must be one of"},
      {R"({"fail_on":"sometimes"})", "error: 'fail_on' must be one of error, warning, never"},
      {R"({"profile":"casino"})", "error: 'profile' must be one of tda, "},
      {R"({"disable":"no-such-rule"})", "error: 'disable': unknown rule id 'no-such-rule'"},
      {R"({"only":["wrong-winner",3]})",
       "error: 'only' must be a list of rule ids (strings), but holds 3"},
      {R"({"only":{"a":1}})", "error: 'only' must be a list of rule ids, not {\"a\":1}"},
      {R"({"jobs":0})", "error: 'jobs' must be a whole number from 1 to 4096, not 0"},
      {R"({"jobs":-2})", "error: 'jobs' must be a whole number"},
      {R"({"jobs":4097})", "error: 'jobs' must be a whole number"},
      {R"({"jobs":2.5})", "error: 'jobs' must be a whole number"},
      {R"({"jobs":"4"})", "error: 'jobs' must be a whole number"},
      {R"({"quiet":"yes"})", "error: 'quiet' must be true or false, not \"yes\""},
      {R"({"quiet":1})", "error: 'quiet' must be true or false"},
      {R"({"set":{"draw_burns":9}})", "error: 'set': switch 'draw_burns' takes a whole number from 0 to 3, not '9'"},
      {R"({"set":{"nosuch":true}})", "error: 'set': unknown switch 'nosuch'"},
      {R"({"set":["draw_burns=1"]})", "error: 'set' must be an object of switch names and values"},
      {R"({"set":{"draw_burns":1.5}})", "error: 'set': 'draw_burns' must be a string, a whole number or true/false"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    cli::ProjectConfig config;
    const std::optional<std::string> error = cli::parse_project_config(c.text, config);
    if (c.expected.starts_with("error: ")) {
      REQUIRE(error.has_value());
      CAPTURE(*error);
      CHECK(error->starts_with(c.expected.substr(7)));
      CHECK(error->find('\n') == std::string::npos);
    } else {
      CHECK(!error.has_value());
      if (error) MESSAGE(*error);
      CHECK(describe(config) == c.expected);
    }
  }
}

TEST_CASE("project file: a syntax error names its line and column") {
  cli::ProjectConfig config;
  const auto error =
      cli::parse_project_config("{\n  \"format\": \"junit\"\n  \"jobs\": 2\n}\n", config);
  REQUIRE(error);
  CHECK(error->find("at line 3, column ") != std::string::npos);
  CHECK(error->find("[json.exception") == std::string::npos);
}

TEST_CASE("project file: loading") {
  const cli_test::TempDir dir;
  cli::ProjectConfig config;
  // Missing: no error, nothing set.
  CHECK(!cli::load_project_config(dir.path() / ".handaudit.json", config));
  CHECK(describe(config).empty());

  const std::string path = dir.write(".handaudit.json", R"({"format":"sarif","jobs":2})");
  CHECK(!cli::load_project_config(path, config));
  CHECK(describe(config) == "format=3 jobs=2 ");

  dir.write(".handaudit.json", "{oops}");
  const auto bad = cli::load_project_config(path, config);
  REQUIRE(bad);
  CHECK(bad->starts_with("not valid JSON"));

  // A directory of that name cannot be read.
  fs::create_directories(dir.path() / "sub" / ".handaudit.json");
  const auto directory = cli::load_project_config(dir.path() / "sub" / ".handaudit.json", config);
  REQUIRE(directory);
  CHECK(directory->find("directory") != std::string::npos);
}

TEST_CASE("project file: handaudit audit reads it, the command line wins" * doctest::test_suite("binary")) {
  if (!cli_test::handaudit_binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const cli_test::TempDir dir;
  dir.write("hands.txt", hand_with_error());

  // No file: the defaults (text report on stdout, summary on stderr, exit 1).
  cli_test::BinaryRun r = run_in(dir, "audit hands.txt");
  CHECK(r.status == 1);
  CHECK(r.out.find("error[wrong-forced-bet-amount]") != std::string::npos);
  CHECK(!r.err.empty());

  // The file sets format, fail_on and quiet.
  dir.write(".handaudit.json", R"({"format": "json", "fail_on": "never", "quiet": true})");
  r = run_in(dir, "audit hands.txt");
  CHECK(r.status == 0);
  CHECK(r.out.starts_with("{\"type\":\"hand\""));
  CHECK(r.err.empty());

  // The command line wins, key by key.
  r = run_in(dir, "audit --format sarif hands.txt");
  CHECK(r.status == 0);
  CHECK(r.out.find("\"version\": \"2.1.0\"") != std::string::npos);
  r = run_in(dir, "audit --fail-on error hands.txt");
  CHECK(r.status == 1);
  CHECK(r.out.starts_with("{\"type\":\"hand\""));
  r = run_in(dir, "audit --no-quiet hands.txt");
  CHECK(r.err.find("1 hand in 1 file") != std::string::npos);

  // Rule lists: the file's disable applies; --disable on the command line
  // replaces it.
  dir.write(".handaudit.json", R"({"disable": ["wrong-forced-bet-amount"], "quiet": true})");
  CHECK(run_in(dir, "audit hands.txt").status == 0);
  CHECK(run_in(dir, "audit --disable wrong-winner hands.txt").status == 1);
  dir.write(".handaudit.json", R"({"only": "wrong-winner", "jobs": 3, "profile": "robert"})");
  CHECK(run_in(dir, "audit -q hands.txt").status == 0);
  CHECK(run_in(dir, "audit -q --only wrong-forced-bet-amount hands.txt").status == 1);

  // A bad file is a usage error, named in the message, whatever the command line says.
  dir.write(".handaudit.json", R"({"format": "xml"})");
  r = run_in(dir, "audit --format json hands.txt");
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err.starts_with("handaudit: .handaudit.json: 'format' must be one of"));
  dir.write(".handaudit.json", "{\"jobs\": 2,}");
  r = run_in(dir, "audit hands.txt");
  CHECK(r.status == 2);
  CHECK(r.err.starts_with("handaudit: .handaudit.json: not valid JSON: "));

  // House switches: the file's, then --set's (a bad one is a usage error).
  dir.write(".handaudit.json", R"({"set": {"draw_burns": 2}, "quiet": true})");
  CHECK(run_in(dir, "audit hands.txt").status == 1);
  r = run_in(dir, "audit --set draw_burns=7 hands.txt");
  CHECK(r.status == 2);
  CHECK(r.err.find("switch 'draw_burns' takes a whole number from 0 to 3, not '7'") != std::string::npos);
  r = run_in(dir, "audit --set draw_burns hands.txt");
  CHECK(r.status == 2);
  CHECK(r.err.find("'draw_burns' is not NAME=VALUE") != std::string::npos);
  dir.write(".handaudit.json", R"({"set": {"draw_burns": 9}})");
  r = run_in(dir, "audit hands.txt");
  CHECK(r.status == 2);
  CHECK(r.err.starts_with("handaudit: .handaudit.json: 'set': switch 'draw_burns'"));

  // Only the audit reads it.
  CHECK(run_in(dir, "rules wrong-winner").status == 0);
}

TEST_CASE("project file: waivers") {
  cli::ProjectConfig config;
  REQUIRE_FALSE(cli::parse_project_config(
      R"({"waivers":[{"rule":"stack-continuity","table":"Vesta IV","reason":"rebuys not logged","expires":"2027-01-31"},
                     {"rule":"wrong-winner","hand":"12","player":"Bob","reason":"ticket 9","expires":"2026-12-31"}]})",
      config));
  REQUIRE(config.waivers);
  REQUIRE(config.waivers->size() == 2);
  const handaudit::Waiver& second = (*config.waivers)[1];
  CHECK(second.rule == "wrong-winner");
  CHECK(second.hand_id == "12");
  CHECK(second.player == "Bob");
  CHECK(second.table.empty());
  CHECK(second.reason == "ticket 9");
  CHECK(second.expires == "2026-12-31");

  struct Case {
    std::string_view text;
    std::string_view error;
  };
  const Case refused[] = {
      {R"({"waivers":{}})", "'waivers' must be a list of waiver objects"},
      {R"({"waivers":[3]})", "'waivers': waiver 1: must be an object"},
      {R"({"waivers":[{"rule":"nosuch","player":"a","reason":"r","expires":"2026-01-01"}]})",
       "'waivers': waiver 1: unknown rule id 'nosuch'"},
      {R"({"waivers":[{"player":"a","reason":"r","expires":"2026-01-01"}]})", "'waivers': waiver 1: it names no 'rule'"},
      {R"({"waivers":[{"rule":"wrong-winner","reason":"r","expires":"2026-01-01"}]})",
       "'waivers': waiver 1: it names no table, hand or player"},
      {R"({"waivers":[{"rule":"wrong-winner","player":"a","expires":"2026-01-01"}]})",
       "'waivers': waiver 1: it gives no reason"},
      {R"({"waivers":[{"rule":"wrong-winner","player":"a","reason":"r"}]})",
       "'waivers': waiver 1: it has no 'expires' date"},
      {R"({"waivers":[{"rule":"wrong-winner","player":"a","reason":"r","expires":"31/12/2026"}]})",
       "'waivers': waiver 1: 'expires' must be a date written YYYY-MM-DD, not '31/12/2026'"},
      {R"({"waivers":[{"rule":"wrong-winner","player":"a","reason":"r","expires":"2026-02-29"}]})",
       "'waivers': waiver 1: 'expires' must be a date"},
      {R"({"waivers":[{"rule":"wrong-winner","player":"a","reason":"r","expires":"2026-01-01"},
                      {"rule":"wrong-winner","hand_id":"1","reason":"r","expires":"2026-01-01"}]})",
       "'waivers': waiver 2: unknown key 'hand_id'; the keys are rule, table, hand, player, reason, expires"},
      {R"({"waivers":[{"rule":"wrong-winner","player":7,"reason":"r","expires":"2026-01-01"}]})",
       "'waivers': waiver 1: 'player' must be a string"},
  };
  for (const Case& c : refused) {
    CAPTURE(c.text);
    const std::optional<std::string> error = cli::parse_project_config(c.text, config);
    REQUIRE(error.has_value());
    CAPTURE(*error);
    CHECK(error->starts_with(c.error));
  }
}

}  // namespace project_config_test

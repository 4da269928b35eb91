// Hands of other sites' formats through audit and convert: one unreadable
// hand object each, with an unsupported-game finding that names the format;
// a file that mixes formats is split per hand; the JSON schema names every
// format id.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli/audit_command.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"

namespace site_hands_test {

namespace {

// Cake, cut after its seat lines (a truncated hand).
constexpr std::string_view kCakeHand =
    "Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em -- 2012-06-20 - 23:10:52\n"
    "Dealer: Seat 9\n"
    "Seat 1: Hero ($115 in chips)\n"
    "Seat 3: Player0 ($250,50 in chips)\n"
    "Seat 8: Player1 ($67,50 in chips)\n"
    "Seat 9: Player2 ($311,50 in chips)\n";

// An ACPC match of Leduc hold'em, a game definition handaudit does not
// know: every format handaudit recognises is read, and a hand of a game
// with no rules is one unreadable hand with an unsupported-game warning (a
// format not read would be reported the same way, naming the format).
constexpr std::string_view kLeducMatch =
    "# name/game/hands/seed m project_acpc_server/trunk/leduc.game 2 1\n"
    "STATE:0:cc:Ks|Qs:0|0:a|b\n"
    "STATE:1:cc:Qs|Ks:0|0:a|b\n";
constexpr std::string_view kLeducMessage =
    "the match's game definition project_acpc_server/trunk/leduc.game is none handaudit knows "
    "(docs/ACPC_FORMAT.md lists them)";

// PartyPoker: the `#Game No :` prelude 888 writes too, then a banner with
// no brand; cut after its table line, so read as a truncated hand
// (parser/partypoker_parser.h).
constexpr std::string_view kPartyHand =
    "#Game No : 11614201072\n"
    "***** Hand History for Game 11614201072 *****\n"
    "$50 USD PL Texas Hold'em - Tuesday, April 03, 03:48:45 EDT 2012\n"
    "Table Table  131342 (No DP) (Real Money)\n";

struct Run {
  audit::ExitCode code;
  std::vector<nlohmann::json> objects;
};

Run audit_paths(const std::vector<std::string>& paths, audit::FailOn fail_on) {
  cli::AuditOptions options;
  options.paths = paths;
  options.format = cli::ReportFormat::kJson;
  options.fail_on = fail_on;
  options.jobs = 2;
  options.quiet = true;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  Run run{cli::run_audit(options, out, err), {}};
  std::istringstream lines(cli_test::slurp(out));
  for (std::string line; std::getline(lines, line);) run.objects.push_back(nlohmann::json::parse(line));
  std::fclose(out);
  std::fclose(err);
  return run;
}

}  // namespace

TEST_CASE("another site's hand of a game with no rules: one unreadable hand, an unsupported-game warning") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("leduc.log", std::string(kLeducMatch));
  const Run run = audit_paths({path}, audit::FailOn::kError);
  CHECK(run.code == audit::ExitCode::kOk);  // a warning: counted, not audited
  REQUIRE(run.objects.size() == 3);
  const nlohmann::json& hand = run.objects[0];
  CHECK(hand["type"] == "hand");
  CHECK(hand["line"] == 2);
  CHECK(hand["hand_id"] == "0");
  CHECK(hand["format"] == "acpc");
  CHECK(hand["status"] == "unreadable");
  REQUIRE(hand["findings"].size() == 1);
  CHECK(hand["findings"][0]["rule"] == "unsupported-game");
  CHECK(hand["findings"][0]["severity"] == "warning");
  CHECK(hand["findings"][0]["line"] == 2);  // the hand's own line
  CHECK(hand["findings"][0]["column"] == 1);
  CHECK(hand["findings"][0]["message"] == kLeducMessage);
  CHECK(run.objects[1]["line"] == 3);
  const nlohmann::json& summary = run.objects[2];
  CHECK(summary["hands"] == 2);
  CHECK(summary["unreadable"] == 2);
  CHECK(summary["outside_hands"] == 0);
  CHECK(audit_paths({path}, audit::FailOn::kWarning).code == audit::ExitCode::kFindings);
}

TEST_CASE("a file that mixes formats is split per hand, wherever the other site's hand stands") {
  const cli_test::TempDir dir;
  const std::string text = std::string(kPartyHand) + "\n" + cli_test::sample_hand(1) + std::string(kPartyHand) +
                           "\n" + cli_test::sample_hand(2) + std::string(kCakeHand);
  const Run run = audit_paths({dir.write("mixed.txt", text)}, audit::FailOn::kError);
  // Five hands, the table of the two PokerStars hands (the first and
  // second sample hands are not neighbours: a session-gap note), the summary.
  REQUIRE(run.objects.size() == 7);
  const char* formats[] = {"partypoker", "pokerstars", "partypoker", "pokerstars", "cake"};
  const int lines[] = {1, 6, 23, 28, 45};
  for (int i = 0; i < 5; ++i) {
    CAPTURE(i);
    CHECK(run.objects[i]["format"] == formats[i]);
    CHECK(run.objects[i]["line"] == lines[i]);
  }
  // The PokerStars hands are audited without the other site's text after them.
  CHECK(run.objects[1]["status"] == "clean");
  CHECK(run.objects[3]["status"] == "clean");
  CHECK(run.objects[0]["status"] == "unreadable");  // the PartyPoker hand stops after its table line
  CHECK(run.objects[5]["type"] == "table");
  REQUIRE(run.objects[5]["findings"].size() == 1);
  CHECK(run.objects[5]["findings"][0]["rule"] == "session-gap");
  CHECK(run.objects[6]["hands"] == 5);
  CHECK(run.code == audit::ExitCode::kFindings);
}

TEST_CASE("convert: another site's hand is an unreadable object with its format, id and finding") {
  const cli_test::TempDir dir;
  cli::ConvertOptions options;
  options.paths = {dir.write("leduc.log", kLeducMatch)};
  options.quiet = true;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  CHECK(cli::run_convert(options, out, err) == audit::ExitCode::kOk);
  const std::string converted = cli_test::slurp(out);
  CHECK(std::count(converted.begin(), converted.end(), '\n') == 2);  // one object a hand
  const nlohmann::json hand = nlohmann::json::parse(converted.substr(0, converted.find('\n')));
  std::fclose(out);
  std::fclose(err);
  CHECK(hand["format"] == "acpc");
  CHECK(hand["hand_id"] == "0");
  CHECK(hand["status"] == "unreadable");
  CHECK_FALSE(hand.contains("outside_hand"));
  REQUIRE(hand["findings"].size() == 1);
  CHECK(hand["findings"][0]["message"] == kLeducMessage);
}

TEST_CASE("docs/hand.schema.json lists every format id") {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  if (source == nullptr) {
    MESSAGE("HANDAUDIT_SOURCE not set: skipped");
    return;
  }
  std::ifstream in(std::filesystem::path(source) / "docs/hand.schema.json");
  const nlohmann::json schema = nlohmann::json::parse(in);
  const nlohmann::json& ids = schema["$defs"]["unreadable"]["properties"]["format"]["enum"];
  CHECK(ids.size() == parser::kSiteFormatCount + 2);
  for (std::size_t i = 0; i < parser::kSiteFormatCount; ++i) {
    const std::string id(parser::site_format_info(static_cast<parser::SiteFormat>(i)).id);
    CAPTURE(id);
    CHECK(std::find(ids.begin(), ids.end(), id) != ids.end());
  }
}

}  // namespace site_hands_test

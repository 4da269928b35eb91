// tournament-continuity (issue 24, point 1): tournament #88 of
// tests/data/tournament/ (make_tournament.py), three tables in three files,
// a bust-out and a table break whose players move. The clean tournament and
// its legal look-alikes (a re-entry, a rebuy) give nothing in any order of
// the files; each copy with one error gives exactly that finding, at the
// later hand's seat line of the player, and nothing else.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/ndjson_report.h"
#include "tests/support/test_util.h"

namespace {

std::filesystem::path tournament_folder(const std::string& variant) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return std::filesystem::path(source != nullptr ? source : ".") / "tests/data/tournament" / variant;
}

// Every finding of the audit of a variant's three files, in the order of
// `tables` (1 to 3), hand and table objects included; the hands must be clean.
std::vector<nlohmann::json> findings_of(const std::string& variant, const std::vector<int>& tables) {
  std::vector<std::string> paths;
  for (const int n : tables) paths.push_back((tournament_folder(variant) / ("table" + std::to_string(n) + ".txt")).string());
  std::vector<nlohmann::json> found;
  for (const nlohmann::json& object : cli_test::ndjson_report(paths)) {
    if (object["type"] == "hand") CHECK_MESSAGE(object["status"] == "clean", object.dump());
    if (object["type"] == "table") FAIL("a table object: " << object.dump());
    if (object["type"] == "tournament") {
      CHECK(object["site"] == "pokerstars");
      CHECK(object["tournament"] == "88");
      for (const nlohmann::json& f : object["findings"]) found.push_back(f);
    }
  }
  return found;
}

// The findings of a variant, the same in every order of its files.
std::vector<nlohmann::json> findings_in_any_order(const std::string& variant) {
  std::vector<int> order{1, 2, 3};
  const std::vector<nlohmann::json> first = findings_of(variant, order);
  while (std::next_permutation(order.begin(), order.end())) {
    CAPTURE(order[0]);
    CAPTURE(order[1]);
    CHECK(findings_of(variant, order) == first);
  }
  return first;
}

}  // namespace

TEST_CASE("tournament-continuity: three tables, a bust-out and a table break audit clean in any order") {
  CHECK(findings_in_any_order("clean").empty());
}

TEST_CASE("tournament-continuity: a busted player back with the starting stack is a re-entry, a rebuy logged is no bust") {
  CHECK(findings_in_any_order("reentry").empty());
  CHECK(findings_in_any_order("rebuy").empty());
}

TEST_CASE("tournament-continuity: chips appear for a player moved at the table break") {
  const std::vector<nlohmann::json> found = findings_in_any_order("moved_chips");
  REQUIRE(found.size() == 1);
  const nlohmann::json& f = found[0];
  CHECK(f["rule"] == "tournament-continuity");
  CHECK(f["severity"] == "error");
  CHECK(f["player"] == "Dee");
  CHECK(f["source"].get<std::string>().ends_with("moved_chips/table1.txt"));
  CHECK(f["line"] == 87);  // Dee's seat line in table 1's fifth hand
  CHECK(f["column"] == 14);
  CHECK(f["hand_id"] == "880000003001");
  CHECK(f["previous_source"].get<std::string>().ends_with("moved_chips/table2.txt"));
  CHECK(f["previous_hand_id"] == "880000002452");
  CHECK(f["previous_line"] == 62);
  CHECK(f["message"] ==
        "Dee ended hand #880000002452 at table '88 2' with 1470, but starts hand #880000003001 at table '88 1' "
        "with 1970; chips appear when a player moves table");
  CHECK(f["expected"] == "1470");
  CHECK(f["actual"] == "1970");
}

TEST_CASE("tournament-continuity: a busted player dealt in at another table") {
  const std::vector<nlohmann::json> found = findings_in_any_order("busted_returns");
  REQUIRE(found.size() == 1);
  const nlohmann::json& f = found[0];
  CHECK(f["rule"] == "tournament-continuity");
  CHECK(f["player"] == "Ida");
  CHECK(f["source"].get<std::string>().ends_with("busted_returns/table1.txt"));
  CHECK(f["line"] == 88);
  CHECK(f["column"] == 14);
  CHECK(f["hand_id"] == "880000003001");
  CHECK(f["previous_hand_id"] == "880000002653");  // the hand she busted in, at table 3
  CHECK(f["message"] ==
        "Ida busted in hand #880000002653 at table '88 3' (ended with nothing and bought no more chips), but sits "
        "in hand #880000003001 at table '88 1' with 800");
  CHECK(f["expected"] == "out of the tournament");
  CHECK(f["actual"] == "800");
}

TEST_CASE("tournament-continuity: a player dealt in at two tables at once") {
  const std::vector<nlohmann::json> found = findings_in_any_order("two_tables");
  REQUIRE(found.size() == 1);
  const nlohmann::json& f = found[0];
  CHECK(f["rule"] == "tournament-continuity");
  CHECK(f["player"] == "Dee");
  CHECK(f["source"].get<std::string>().ends_with("two_tables/table1.txt"));
  CHECK(f["line"] == 67);  // Dee's seat line in table 1's fourth hand
  CHECK(f["column"] == 14);
  CHECK(f["hand_id"] == "880000002251");
  CHECK(f["previous_hand_id"] == "880000001702");  // table 2's hand before it
  CHECK(f["message"] ==
        "Dee is dealt into hand #880000002251 at table '88 1', which starts between hands #880000001702 and "
        "#880000002452 at table '88 2', both with Dee seated: a player sits at one table at a time");
  CHECK(f["expected"] == "table '88 2'");
  CHECK(f["actual"] == "table '88 1'");
}

TEST_CASE("tournament-continuity: a tournament's finding is in every report format") {
  const char* binary = cli_test::handaudit_binary();
  if (binary == nullptr) {
    MESSAGE("handaudit binary not found: skipped");
    return;
  }
  const std::string folder = tournament_folder("two_tables").string();
  const auto report = [&](const std::string& format) {
    return cli_test::command_output(std::string("'") + binary + "' audit -q --fail-on never --format " + format +
                                    " '" + folder + "' 2>/dev/null");
  };
  // Text: at Dee's seat line, with the rule and the message.
  const std::string text = report("text");
  CHECK(text.find("two_tables/table1.txt:67:14: error[tournament-continuity] Dee is dealt into hand #880000002251 at "
                  "table '88 1'") != std::string::npos);
  // SARIF: one result of the rule, at that line and column.
  const nlohmann::json sarif = nlohmann::json::parse(report("sarif"));
  int results = 0;
  for (const nlohmann::json& r : sarif["runs"][0]["results"]) {
    if (r["ruleId"] != "tournament-continuity") continue;
    ++results;
    const nlohmann::json& region = r["locations"][0]["physicalLocation"]["region"];
    CHECK(region["startLine"] == 67);
    CHECK(region["startColumn"] == 14);
  }
  CHECK(results == 1);
  // JUnit: a failing case of the tournament naming the rule.
  const std::string junit = report("junit");
  CHECK(junit.find("tournament-continuity") != std::string::npos);
  CHECK(junit.find("<failure") != std::string::npos);
  // HTML: the tournament's section with the finding.
  const std::string html = report("html");
  CHECK(html.find("tournament-continuity") != std::string::npos);
  CHECK(html.find("Dee is dealt into hand #880000002251") != std::string::npos);
}

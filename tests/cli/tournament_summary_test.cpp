// tournament-summary-mismatch (issue 24, point 1): tournament #88 of
// tests/data/tournament/ (make_tournament.py) with its summary, clean/summary.txt,
// written by hand: nine entrants, Ida busted at table 3, the prizes the
// pool. The clean summary gives nothing in any order of the files; each copy
// with one error gives exactly that finding at its line, in the tournament
// object.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/ndjson_report.h"

namespace tournament_summary_test {

namespace {

std::string tournament_file(const std::string& path) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return (std::filesystem::path(source != nullptr ? source : ".") / "tests/data/tournament" / path).string();
}

// The tournament object's findings of the clean hands with `summary`, given
// first or last.
std::vector<nlohmann::json> findings_with(const std::string& summary, bool first) {
  std::vector<std::string> paths{tournament_file("clean/table1.txt"), tournament_file("clean/table2.txt"),
                                 tournament_file("clean/table3.txt")};
  paths.insert(first ? paths.begin() : paths.end(), tournament_file(summary));
  std::vector<nlohmann::json> found;
  for (const nlohmann::json& object : cli_test::ndjson_report(paths)) {
    CHECK(object["type"] != "text");  // a summary read is no text outside any hand
    if (object["type"] == "hand") CHECK_MESSAGE(object["status"] == "clean", object.dump());
    if (object["type"] == "tournament") {
      CHECK(object["site"] == "pokerstars");
      CHECK(object["tournament"] == "88");
      for (const nlohmann::json& f : object["findings"]) found.push_back(f);
    }
  }
  return found;
}

// The same whether the summary comes before the hands or after them.
std::vector<nlohmann::json> findings_of(const std::string& summary) {
  const std::vector<nlohmann::json> first = findings_with(summary, true);
  CHECK(findings_with(summary, false) == first);
  return first;
}

// The one finding of `summary`: tournament-summary-mismatch at `line`.
nlohmann::json one_mismatch(const std::string& summary, int line) {
  const std::vector<nlohmann::json> found = findings_of(summary);
  REQUIRE(found.size() == 1);
  const nlohmann::json& f = found[0];
  CHECK(f["rule"] == "tournament-summary-mismatch");
  CHECK(f["severity"] == "error");
  CHECK(f["source"].get<std::string>().ends_with(summary));
  CHECK(f["line"] == line);
  return f;
}

}  // namespace

TEST_CASE("tournament-summary-mismatch: the summary of the clean tournament agrees with its hands") {
  CHECK(findings_of("clean/summary.txt").empty());
}

TEST_CASE("tournament-summary-mismatch: prizes past the prize pool, at the prize that passes it") {
  const nlohmann::json f = one_mismatch("summary_prize/summary.txt", 9);
  CHECK(f["column"] == 3);
  CHECK(f["message"] == "the prizes listed reach $100.00 USD at place 3, more than the prize pool of $90.00 USD");
  CHECK(f["expected"] == "at most $90.00 USD");
  CHECK(f["actual"] == "$100.00 USD");
}

TEST_CASE("tournament-summary-mismatch: a busted player placed ahead of one who plays on") {
  const nlohmann::json f = one_mismatch("summary_place/summary.txt", 10);
  CHECK(f["message"] ==
        "Ida busted in hand #880000002653 at table '88 3', but is placed 4th, ahead of Hal (9th), who plays on "
        "until hand #880000005653");
  CHECK(f["previous_hand_id"] == "880000002653");
  CHECK(f["previous_source"].get<std::string>().ends_with("clean/table3.txt"));
  CHECK(f["previous_line"] == 62);
  CHECK(f["expected"] == "after 9th");
  CHECK(f["actual"] == "4th");
}

TEST_CASE("tournament-summary-mismatch: fewer entrants than the hands seat") {
  const nlohmann::json f = one_mismatch("summary_entrants/summary.txt", 3);
  CHECK(f["message"] == "the summary counts 8 players, but the tournament's hands seat 9");
}

TEST_CASE("tournament-summary-mismatch: a summary alone is judged against itself, and stays silent when it agrees") {
  const std::vector<nlohmann::json> alone = cli_test::ndjson_report({tournament_file("summary_prize/summary.txt")});
  int mismatches = 0;
  for (const nlohmann::json& object : alone) {
    CHECK(object["type"] != "text");
    if (object["type"] == "tournament")
      for (const nlohmann::json& f : object["findings"]) mismatches += f["rule"] == "tournament-summary-mismatch";
  }
  CHECK(mismatches == 1);
  for (const nlohmann::json& object : cli_test::ndjson_report({tournament_file("summary_place/summary.txt")}))
    CHECK(object["type"] == "summary");  // the places need the hands
}

}  // namespace tournament_summary_test

// tournament-continuity, the chips in play across a tournament's tables:
// tournament #88 of tests/data/tournament/ (make_tournament.py) with its
// summary (nine entrants). Every table's first hand seats its three players
// with the starting stack 1500, nine in all: the hands cover the tournament
// from its start, and the total is judged. clean/ keeps it at 13500 from
// the first hand to the last; late_move/, whose players come to their new
// tables too late for the move rule, gives one finding where chips appear
// and one where they vanish. Without the summary, or with a summary of
// other entrants, or with a player's own history (one table's hands),
// nothing is judged.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/ndjson_report.h"

namespace {

std::string tournament_file(const std::string& path) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return (std::filesystem::path(source != nullptr ? source : ".") / "tests/data/tournament" / path).string();
}

// The tournament object's findings of `paths` (under tests/data/tournament/)
// given in that order; every hand clean, no table object.
std::vector<nlohmann::json> findings_of(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) files.push_back(tournament_file(path));
  std::vector<nlohmann::json> found;
  for (const nlohmann::json& object : cli_test::ndjson_report(files)) {
    if (object["type"] == "hand") CHECK_MESSAGE(object["status"] == "clean", object.dump());
    if (object["type"] == "table") FAIL("a table object: " << object.dump());
    if (object["type"] == "tournament")
      for (const nlohmann::json& f : object["findings"]) found.push_back(f);
  }
  return found;
}

// The findings of a variant's three tables and `summary`, the same in every
// order of the four files.
std::vector<nlohmann::json> findings_in_any_order(const std::string& variant, const std::string& summary) {
  std::vector<std::string> paths{variant + "/table1.txt", variant + "/table2.txt", variant + "/table3.txt", summary};
  std::sort(paths.begin(), paths.end());
  const std::vector<nlohmann::json> first = findings_of(paths);
  while (std::next_permutation(paths.begin(), paths.end())) {
    CAPTURE(paths[0]);
    CAPTURE(paths[1]);
    CAPTURE(paths[2]);
    CHECK(findings_of(paths) == first);
  }
  return first;
}

// One chip-total finding as expected: at `player`'s seat line (column 14)
// in `file` of late_move/, hand `hand_id`, the chips brought from table 2's
// last hand, #880000000952.
struct TotalFinding {
  std::string player;
  std::string file;
  int line = 0;
  std::string hand_id;
  std::string message;
  std::string expected;
  std::string actual;
};

void check_total(const nlohmann::json& f, const TotalFinding& want) {
  CHECK(f["rule"] == "tournament-continuity");
  CHECK(f["severity"] == "error");
  CHECK(f["player"] == want.player);
  CHECK(f["source"].get<std::string>().ends_with("late_move/" + want.file));
  CHECK(f["line"] == want.line);
  CHECK(f["column"] == 14);
  CHECK(f["hand_id"] == want.hand_id);
  CHECK(f["previous_source"].get<std::string>().ends_with("late_move/table2.txt"));
  CHECK(f["previous_hand_id"] == "880000000952");
  CHECK(f["previous_line"] == 21);
  CHECK(f["message"] == want.message);
  CHECK(f["expected"] == want.expected);
  CHECK(f["actual"] == want.actual);
}

}  // namespace

TEST_CASE("tournament-continuity: the chips in play stay what the nine entrants brought, in any order of the files") {
  CHECK(findings_in_any_order("clean", "clean/summary.txt").empty());
}

TEST_CASE("tournament-continuity: a rebuy and a re-entry bring their chips into play") {
  // Ida's 1000 re-bought go with her to table 1; back busted with 1500, a
  // re-entry adds a starting stack to what the entrants brought.
  CHECK(findings_in_any_order("rebuy", "clean/summary.txt").empty());
  CHECK(findings_in_any_order("reentry", "clean/summary.txt").empty());
}

TEST_CASE("tournament-continuity: chips appear, then vanish, across the tables where no move rule judges the moves") {
  const std::vector<nlohmann::json> found = findings_in_any_order("late_move", "late_move/summary.txt");
  REQUIRE(found.size() == 2);
  // Dee's seat line in table 1's fifth hand; Eve's in table 3's fifth.
  check_total(found[0], {"Dee", "table1.txt", 87, "880000003001",
                         "the chips in play at the tournament's tables come to 14000 when hand #880000003001 starts "
                         "at table '88 1', but its 9 entrants' starting stacks of 1500 and the rebuys and add-ons "
                         "logged, 0, make 13500: 500 appear as Dee starts there with 1980, having ended hand "
                         "#880000000952 at table '88 2' with 1480",
                         "13500", "14000"});
  check_total(found[1], {"Eve", "table3.txt", 92, "880000003403",
                         "the chips in play at the tournament's tables come to 13800 when hand #880000003403 starts "
                         "at table '88 3', but its 9 entrants' starting stacks of 1500 and the rebuys and add-ons "
                         "logged, 0, make 13500: 200 vanish as Eve starts there with 1320, having ended hand "
                         "#880000000952 at table '88 2' with 1520 (300 more in all)",
                         "13500", "13800"});
}

TEST_CASE("tournament-continuity: no chip total without a summary stating the entrants the tables' first hands seat") {
  // No summary: the hands alone cannot show that they cover every table.
  CHECK(findings_of({"late_move/table1.txt", "late_move/table2.txt", "late_move/table3.txt"}).empty());
  // Eight entrants, where the first hands seat nine: the summary's own finding alone.
  const std::vector<nlohmann::json> found = findings_of(
      {"late_move/table1.txt", "late_move/table2.txt", "late_move/table3.txt", "summary_entrants/summary.txt"});
  REQUIRE(found.size() == 1);
  CHECK(found[0]["rule"] == "tournament-summary-mismatch");
}

TEST_CASE("tournament-continuity: a player's own history, one table of three, gives no chip total") {
  // Gus's history is table 3's hands: its first hand seats three of the nine
  // entrants. Eve and Fay arrive with chips whose past it does not hold (Eve
  // with 200 fewer than she ended table 2 with): nothing to judge.
  CHECK(findings_of({"late_move/table3.txt", "late_move/summary.txt"}).empty());
  CHECK(findings_of({"clean/table3.txt", "clean/summary.txt"}).empty());
}

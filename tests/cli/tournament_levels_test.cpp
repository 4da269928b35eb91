// tournament-level-mismatch (issue 24, point 1): the hands of one
// tournament, two tables in two files given in any order, against one blind
// structure. A clean structure gives no tournament object; one table playing
// a level at other blinds, or going back a level after the other table
// began a higher one, is each caught once, in the tournament's object.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/ndjson_report.h"
#include "tests/support/test_util.h"

namespace {

struct Level {
  const char* roman;
  int small_blind;
  int big_blind;
};

// A heads-up table of tournament #77: the button posts the small blind and
// folds, the big blind takes the pot; the button and the stacks carry over
// from hand to hand, so the table session is clean.
class Table {
 public:
  // Each table its own players: a player sits at one table at a time (tournament-continuity).
  explicit Table(std::string name)
      : name_(std::move(name)), ann_(name_ == "77 1" ? "Ann" : "Cid"), bob_(name_ == "77 1" ? "Bob" : "Dee") {}

  std::string hand(int id, const Level& level, int minute, int second) {
    const int sb = level.small_blind;
    const int bb = level.big_blind;
    const std::string button = button_ == 1 ? ann_ : bob_;
    const std::string other = button_ == 1 ? bob_ : ann_;
    const std::string when = "2024/05/01 20:" + two(minute) + ":" + two(second) + " ET";
    std::string text =
        "PokerStars Hand #" + std::to_string(id) + ": Tournament #77, $10+$1 USD Hold'em No Limit - Level " +
        level.roman + " (" + std::to_string(sb) + "/" + std::to_string(bb) + ") - " + when + "\n" + "Table '" + name_ +
        "' 9-max Seat #" + std::to_string(button_) + " is the button\n" + "Seat 1: " + ann_ + " (" + std::to_string(stack_[1]) +
        " in chips)\n" + "Seat 2: " + bob_ + " (" + std::to_string(stack_[2]) + " in chips)\n" + button +
        ": posts small blind " + std::to_string(sb) + "\n" + other + ": posts big blind " + std::to_string(bb) + "\n" +
        "*** HOLE CARDS ***\n" + button + ": folds\n" + "Uncalled bet (" + std::to_string(bb - sb) + ") returned to " +
        other + "\n" + other + " collected " + std::to_string(2 * sb) + " from pot\n" + other +
        ": doesn't show hand\n" + "*** SUMMARY ***\n" + "Total pot " + std::to_string(2 * sb) + " | Rake 0\n" +
        "Seat " + std::to_string(button_) + ": " + button + " (button) (small blind) folded before Flop\n" + "Seat " +
        std::to_string(3 - button_) + ": " + other + " (big blind) collected (" + std::to_string(2 * sb) + ")\n\n\n";
    stack_[button_] -= sb;
    stack_[3 - button_] += sb;
    button_ = 3 - button_;
    return text;
  }

 private:
  // Two digits. Appended piece by piece: "0" + to_string() draws GCC 12's
  // false -Wrestrict.
  static std::string two(int n) {
    std::string text = std::to_string(n);
    if (n < 10) text.insert(text.begin(), '0');
    return text;
  }
  std::string name_;
  std::string ann_;
  std::string bob_;
  int button_ = 1;
  std::map<int, int> stack_{{1, 1500}, {2, 1500}};
};

constexpr Level kI{"I", 10, 20};
constexpr Level kII{"II", 15, 30};
constexpr Level kIII{"III", 25, 50};

struct Night {
  std::string table_one;
  std::string table_two;
};

// Two tables through levels I to III, their hands interleaved in time;
// `table_two_third`: the level table 2's third hand names.
Night night(const Level& table_two_third) {
  Table one("77 1");
  Table two("77 2");
  Night n;
  n.table_one += one.hand(1001, kI, 0, 0);
  n.table_two += two.hand(1002, kI, 0, 20);
  n.table_one += one.hand(1003, kII, 10, 5);
  n.table_two += two.hand(1004, kII, 10, 30);
  n.table_one += one.hand(1005, kIII, 20, 1);
  n.table_two += two.hand(1006, table_two_third, 20, 40);
  n.table_one += one.hand(1007, kIII, 21, 0);
  return n;
}

// The objects of the NDJSON report of `files` (name, text), given in that order.
std::vector<nlohmann::json> report_of(const std::vector<std::pair<std::string, std::string>>& files) {
  const cli_test::TempDir dir;
  std::vector<std::string> paths;
  for (const auto& [name, text] : files) paths.push_back(dir.write(name, text));
  return cli_test::ndjson_report(paths);
}

// The tournament objects of a night's audit; every hand clean, no table object.
std::vector<nlohmann::json> tournaments(const Night& n) {
  // The second table's file first: the order of the files does not matter.
  std::vector<nlohmann::json> found;
  for (nlohmann::json& line : report_of({{"table2.txt", n.table_two}, {"table1.txt", n.table_one}})) {
    if (line["type"] == "hand") CHECK_MESSAGE(line["status"] == "clean", line.dump());
    if (line["type"] == "table") FAIL("a table object: " << line.dump());
    if (line["type"] == "tournament") found.push_back(std::move(line));
  }
  return found;
}

}  // namespace

TEST_CASE("tournament-level-mismatch: two tables that follow one structure audit clean") {
  CHECK(tournaments(night(kIII)).empty());
}

TEST_CASE("tournament-level-mismatch: a level played at other blinds at one table") {
  const Level other_blinds{"III", 30, 60};
  const std::vector<nlohmann::json> found = tournaments(night(other_blinds));
  REQUIRE(found.size() == 1);
  CHECK(found[0]["site"] == "pokerstars");
  CHECK(found[0]["tournament"] == "77");
  CHECK(found[0].count("table") == 0);
  REQUIRE(found[0]["findings"].size() == 1);
  const nlohmann::json& f = found[0]["findings"][0];
  CHECK(f["rule"] == "tournament-level-mismatch");
  CHECK(f["severity"] == "error");
  CHECK(f["hand_id"] == "1006");
  CHECK(f["previous_hand_id"] == "1005");
  CHECK(f["line"] == 35);    // table 2's third hand
  CHECK(f["column"] == 70);  // "Level III"
  CHECK(f["message"] ==
        "hand #1006 at table '77 2' plays level III at 30/60; level III is 25/50 at table '77 1' (hand #1005)");
  CHECK(f["expected"] == "25/50");
  CHECK(f["actual"] == "30/60");
}

TEST_CASE("tournament-level-mismatch: a table back at level II after the other began level III") {
  const std::vector<nlohmann::json> found = tournaments(night(kII));
  REQUIRE(found.size() == 1);
  REQUIRE(found[0]["findings"].size() == 1);
  const nlohmann::json& f = found[0]["findings"][0];
  CHECK(f["hand_id"] == "1006");
  CHECK(f["previous_hand_id"] == "1005");
  CHECK(f["message"] ==
        "hand #1006 at table '77 2' is at level II, but level III began at table '77 1' at "
        "2024/05/01 20:20:01 (hand #1005)");
  CHECK(f["expected"] == "level III or later");
  CHECK(f["actual"] == "level II");
}

TEST_CASE("tournament-level-mismatch: a level a table never played is no finding, nor a hand in the same second") {
  const auto run = [](const Level& level, int minute, int second) {
    Table one("77 1");
    Table two("77 2");
    Night n;
    n.table_one += one.hand(1001, kI, 0, 0);
    n.table_two += two.hand(1002, kI, 0, 20);
    n.table_one += one.hand(1003, kII, 10, 5);
    n.table_one += one.hand(1005, kIII, 20, 1);
    n.table_two += two.hand(1004, level, minute, second);
    return tournaments(n);
  };
  // Table 2 played no hand during level II.
  CHECK(run(kIII, 20, 30).empty());
  // Its level II hand began in the second table 1 began level III.
  CHECK(run(kII, 20, 1).empty());
  // A second later it is one level behind.
  CHECK(run(kII, 20, 2).size() == 1);
}

TEST_CASE("tournament-level-mismatch: a real tournament's six levels, and one hand's level written back one") {
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  const std::filesystem::path file =
      corpus == nullptr ? std::filesystem::path()
                        : std::filesystem::path(corpus) /
                              "pokerstars/mikrethor__cardroom-pokerstars-parser/src/test/"
                              "resources/HH20130828 T780452500 Hold'em No Limit 0,89\xC2\xA0\xE2\x82\xAC + "
                              "0,11\xC2\xA0\xE2\x82\xAC.txt";  // no-break spaces before the euros
  if (corpus == nullptr || !std::filesystem::exists(file)) {
    MESSAGE("HANDAUDIT_CORPUS not set: skipped");
    return;
  }
  const std::string text = cli_test::read_file(file);
  const auto tournament_findings = [](const std::string& hands) {
    std::vector<nlohmann::json> found;
    for (const nlohmann::json& line : report_of({{"t.txt", hands}}))
      if (line["type"] == "tournament")
        for (const auto& f : line["findings"]) found.push_back(f);
    return found;
  };
  // 96 hands at one table through levels I to VI (10/20 to 100/200).
  CHECK(tournament_findings(text).empty());
  std::string edited = text;
  const std::size_t last_iv = edited.rfind("Level IV (50/100)");
  REQUIRE(last_iv != std::string::npos);
  edited.replace(last_iv, 8, "Level III");
  const std::vector<nlohmann::json> found = tournament_findings(edited);
  REQUIRE(found.size() == 1);
  CHECK(found[0]["rule"] == "tournament-level-mismatch");
  CHECK(found[0]["expected"] == "25/50");
  CHECK(found[0]["actual"] == "50/100");
}

TEST_CASE("tournament-level-mismatch: a real GGPoker tournament, and one hand's level written back one") {
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  const std::filesystem::path file = corpus == nullptr
                                         ? std::filesystem::path()
                                         : std::filesystem::path(corpus) /
                                               "other-sites/GGPoker/jejellyroll-fr__fpdb-3/regression-test-files/"
                                               "tour/GGPoker/Flop/NLHE-8max-MTT-USD-250-202006.txt";
  if (corpus == nullptr || !std::filesystem::exists(file)) {
    MESSAGE("HANDAUDIT_CORPUS not set: skipped");
    return;
  }
  const auto tournament_findings = [](const std::string& hands) {
    std::vector<nlohmann::json> found;
    for (const nlohmann::json& line : report_of({{"gg.txt", hands}}))
      if (line["type"] == "tournament")
        for (const auto& f : line["findings"]) found.push_back(f);
    return found;
  };
  // 59 hands through levels 2 to 8 ("Level2 (60/120)").
  const std::string text = cli_test::read_file(file);
  CHECK(tournament_findings(text).empty());
  std::string edited = text;
  const std::size_t last_three = edited.rfind("Level3 (80/160)");
  REQUIRE(last_three != std::string::npos);
  edited.replace(last_three, 6, "Level2");
  const std::vector<nlohmann::json> found = tournament_findings(edited);
  REQUIRE(found.size() == 1);
  CHECK(found[0]["message"] ==
        "hand #TM247774421 at table '6' plays level 2 at 80/160; level 2 is 60/120 at table '6' "
        "(hand #TM247771977)");
}

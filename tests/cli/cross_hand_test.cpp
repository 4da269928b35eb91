// Cross-hand audits through `handaudit audit` (cli::run_audit): the table
// sessions of tests/data/cross_hand/ (made by make_sessions.py there).
//
// session/part{1,2,3}.txt: one sit-and-go table over three files, given in
// shuffled order, with exactly one button skip and one stack jump. The other
// files are legal look-alikes (and two illegal variants), each named for
// what it shows. Skipped without HANDAUDIT_SOURCE.
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
#include "tests/support/test_util.h"

namespace cross_hand_test {

namespace {

namespace fs = std::filesystem;

fs::path data_dir() {
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  return src == nullptr ? fs::path() : fs::path(src) / "tests/data/cross_hand";
}

bool have_data() {
  if (fs::exists(data_dir() / "session/part1.txt")) return true;
  MESSAGE("HANDAUDIT_SOURCE not set: skipped");
  return false;
}

std::string data(const std::string& relative) { return (data_dir() / relative).string(); }

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Result {
  int status = -1;
  std::string out;
};

struct Run {
  std::vector<std::string> paths;
  cli::ReportFormat format = cli::ReportFormat::kJson;
  unsigned jobs = 1;
  std::string profile{};
  audit::FailOn fail_on = audit::FailOn::kError;
  std::vector<std::string> only{};
  std::vector<std::string> disable{};

  Result operator()() const {
    cli::AuditOptions options;
    options.paths = paths;
    options.format = format;
    options.jobs = jobs;
    if (!profile.empty()) options.profile = handaudit::Profile::named(profile);
    options.fail_on = fail_on;
    options.quiet = true;
    std::string unknown;
    options.rules = *handaudit::RuleSelection::from_ids(only, disable, &unknown);
    std::FILE* out = std::tmpfile();
    std::FILE* err = std::tmpfile();
    Result r;
    r.status = static_cast<int>(cli::run_audit(options, out, err));
    r.out = cli_test::slurp(out);
    std::fclose(out);
    std::fclose(err);
    r.out = cli_test::without_times(r.out);  // the only thing that varies from run to run
    return r;
  }
};

// The findings of the NDJSON report's table objects, in report order.
std::vector<nlohmann::json> table_findings(const std::string& ndjson) {
  std::vector<nlohmann::json> found;
  std::istringstream lines(ndjson);
  for (std::string line; std::getline(lines, line);) {
    const auto o = nlohmann::json::parse(line);
    if (o["type"] != "table") continue;
    for (const auto& f : o["findings"]) found.push_back(f);
  }
  return found;
}

// The cross-hand findings as the tests compare them, one per line: "rule
// file:line:column player (hand_id after previous_hand_id)", the file
// without its folder.
std::string cross_hand_findings(const std::string& ndjson) {
  std::string found;
  for (const auto& f : table_findings(ndjson)) {
    found += (f["rule"].get<std::string>() + " " + fs::path(f["source"].get<std::string>()).filename().string() + ":" +
              std::to_string(f["line"].get<int>()) + ":" + std::to_string(f["column"].get<int>()) + " " +
              (f["player"].is_null() ? std::string("-") : f["player"].get<std::string>()) + " (" +
              f["hand_id"].get<std::string>() + " after " + f["previous_hand_id"].get<std::string>() + ")\n");
  }
  return found;
}

const std::string kButtonSkip = "button-movement part3.txt:2:31 Ann (250000001176 after 250000001021)\n";
const std::string kStackJump = "stack-continuity part2.txt:30:14 Dee (250000000790 after 250000000603)\n";

std::vector<std::string> shuffled_session() {
  return {data("session/part3.txt"), data("session/part1.txt"), data("session/part2.txt")};
}

}  // namespace

TEST_CASE("a table session over three files in shuffled order: one button skip and one stack jump, nothing else") {
  if (!have_data()) return;
  const Result r = Run{.paths = shuffled_session()}();
  CHECK(r.status == 1);  // button-movement is an error
  CHECK(cross_hand_findings(r.out) == kStackJump + kButtonSkip);

  // The table object comes after every hand object and before the summary,
  // which counts its findings.
  std::vector<std::string> types;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) types.push_back(nlohmann::json::parse(line)["type"]);
  REQUIRE(types.size() == 14);
  CHECK(types[11] == "hand");
  CHECK(types[12] == "table");
  CHECK(types[13] == "summary");
  const auto summary = nlohmann::json::parse(r.out.substr(r.out.rfind("{\"type\":\"summary\"")));
  CHECK(summary["by_rule"]["button-movement"] == 1);
  CHECK(summary["by_rule"]["stack-continuity"] == 1);
  CHECK(summary["clean"] == 12);

  // The same findings in file order: the order of the inputs does not matter.
  const Result ordered =
      Run{.paths = {data("session/part1.txt"), data("session/part2.txt"), data("session/part3.txt")}}();
  CHECK(cross_hand_findings(ordered.out) == kStackJump + kButtonSkip);
}

TEST_CASE("cross-hand reports are byte-identical for --jobs 1, 2 and 7 in every format") {
  if (!have_data()) return;
  for (const cli::ReportFormat format :
       {cli::ReportFormat::kText, cli::ReportFormat::kJson, cli::ReportFormat::kJunit, cli::ReportFormat::kSarif,
        cli::ReportFormat::kHtml}) {
    CAPTURE(static_cast<int>(format));
    Run run{shuffled_session(), format};
    const Result one = run();
    run.jobs = 2;
    const Result two = run();
    run.jobs = 7;
    const Result seven = run();
    CHECK(one.out == two.out);
    CHECK(one.out == seven.out);
    CHECK(one.out.find("button-movement") != std::string::npos);
    CHECK(one.out.find("stack-continuity") != std::string::npos);
  }
}

TEST_CASE("text, JUnit and SARIF place the cross-hand findings at the later hand") {
  if (!have_data()) return;
  const std::string text = Run{.paths = shuffled_session(), .format = cli::ReportFormat::kText}().out;
  CHECK(text.find("part3.txt:2:31: error[button-movement] in hand #250000001176, next after #250000001021, the "
                  "button is seat 2 (Bob)") != std::string::npos);
  CHECK(text.find("  2 | Table '9000001 1' 6-max Seat #2 is the button\n    |                               ^\n") !=
        std::string::npos);
  CHECK(text.find("part2.txt:30:14: warning[stack-continuity] Dee ended hand #250000000603 with 1500, but starts "
                  "hand #250000000790 with 2000") != std::string::npos);

  const std::string junit = Run{.paths = shuffled_session(), .format = cli::ReportFormat::kJunit}().out;
  CHECK(junit.find("<testsuite name=\"cross-hand: pokerstars table &apos;9000001 1&apos; (tournament 9000001)\" "
                   "tests=\"2\" failures=\"1\"") != std::string::npos);
  CHECK(junit.find("previous hand: 250000001021 (") != std::string::npos);

  const auto sarif = nlohmann::json::parse(Run{.paths = shuffled_session(), .format = cli::ReportFormat::kSarif}().out);
  int cross = 0;
  for (const auto& result : sarif["runs"][0]["results"]) {
    if (!result["properties"].contains("previousHandId")) continue;
    ++cross;
    CHECK(result["properties"]["table"] == "9000001 1");
    const auto& region = result["locations"][0]["physicalLocation"]["region"];
    if (result["ruleId"] == "button-movement") {
      CHECK(region["startLine"] == 2);
      CHECK(region["startColumn"] == 31);
      CHECK(result["level"] == "error");
    } else {
      CHECK(result["ruleId"] == "stack-continuity");
      CHECK(region["startLine"] == 30);
      CHECK(result["level"] == "warning");
    }
  }
  CHECK(cross == 2);
}

TEST_CASE("--fail-on, --disable and --only apply to cross-hand findings") {
  if (!have_data()) return;
  Run run{shuffled_session()};
  run.fail_on = audit::FailOn::kNever;
  CHECK(run().status == 0);

  run.fail_on = audit::FailOn::kError;
  run.disable = {"button-movement"};
  Result r = run();
  CHECK(r.status == 0);  // only a warning is left
  CHECK(cross_hand_findings(r.out) == kStackJump);
  CHECK(r.out.find("\"rule\":\"button-movement\"") == std::string::npos);

  run.fail_on = audit::FailOn::kWarning;
  CHECK(run().status == 1);

  run.disable = {};
  run.only = {"button-movement"};
  r = run();
  CHECK(cross_hand_findings(r.out) == kButtonSkip);
  CHECK(r.out.find("stack-continuity") == std::string::npos);

  run.only = {"raise-below-minimum"};
  r = run();
  CHECK(r.status == 0);
  CHECK(r.out.find("\"type\":\"table\"") == std::string::npos);
}

TEST_CASE("session-gap: a hand missing from the input is a note, not a button skip or a stack jump") {
  if (!have_data()) return;
  // The session given whole has no gap.
  const Result whole = Run{.paths = shuffled_session()}();
  CHECK_FALSE(whole.out.find("session-gap") != std::string::npos);
  // Leave out the third hand of part1.txt: the button then moves two seats
  // between its neighbours and several stacks change. That is what a gap
  // looks like, so neither is reported: the gap is, as a note.
  std::string part1 = read(data("session/part1.txt"));
  const auto third = part1.find("PokerStars Hand #250000000342");
  const auto fourth = part1.find("PokerStars Hand #250000000517");
  REQUIRE(third != std::string::npos);
  REQUIRE(fourth != std::string::npos);
  part1.erase(third, fourth - third);
  const cli_test::TempDir dir;
  const Result r = Run{.paths = {data("session/part3.txt"), dir.write("part1.txt", part1), data("session/part2.txt")}}();
  CHECK(cross_hand_findings(r.out) ==
        "session-gap part1.txt:48:1 - (250000000517 after 250000000188)\n" + kStackJump + kButtonSkip);
  CHECK(r.status == 1);  // the button skip; the note changes nothing
}

TEST_CASE("the same hands given twice are judged once") {
  if (!have_data()) return;
  const cli_test::TempDir dir;
  const std::string copy = dir.write("copy_of_part3.txt", read(data("session/part3.txt")));
  std::vector<std::string> paths = shuffled_session();
  paths.push_back(copy);
  const Result r = Run{.paths = paths}();
  CHECK(cross_hand_findings(r.out) == kStackJump + kButtonSkip);
}

TEST_CASE("a hand that arrives between two judged neighbours voids their findings") {
  if (!have_data()) return;
  // part1 and part2 in order make one run, in which the stack jump was
  // judged between #250000000603 and #250000000790. A hand of the table
  // numbered between them, given last, shows they were not neighbours.
  std::string part2 = read(data("session/part2.txt"));
  const auto from = part2.find("PokerStars Hand #250000000790");
  std::string between = part2.substr(from, part2.find("\n\n\n", from) + 3 - from);
  between.replace(between.find("#250000000790"), 13, "#250000000700");
  between.replace(between.find("20:06:15"), 8, "20:05:40");
  const cli_test::TempDir dir;
  const Result r = Run{.paths = {data("session/part1.txt"), data("session/part2.txt"), data("session/part3.txt"),
                        dir.write("late.txt", between)}}();
  CHECK(cross_hand_findings(r.out) == kButtonSkip);
}

TEST_CASE("hand numbers that disagree with the hands' times (anonymised files) leave the table unjudged") {
  if (!have_data()) return;
  // Swap the numbers of part3's first two hands: numbers and times disagree.
  std::string part3 = read(data("session/part3.txt"));
  part3.replace(part3.find("#250000001176"), 13, "#TEMPORARY");
  part3.replace(part3.find("#250000001230"), 13, "#250000001176");
  part3.replace(part3.find("#TEMPORARY"), 10, "#250000001230");
  const cli_test::TempDir dir;
  const Result r = Run{.paths = {dir.write("part3.txt", part3), data("session/part1.txt"), data("session/part2.txt")}}();
  CHECK(cross_hand_findings(r.out).empty());
}

TEST_CASE("stack-continuity: a correct cash session (button round, a top-up, a leave, a join), the top-up under tda") {
  if (!have_data()) return;
  const Result r = Run{.paths = {data("clean_cash_session.txt")}}();
  CHECK(r.status == 0);
  CHECK(cross_hand_findings(r.out).empty());
  // PokerStars logs no line for a cash top-up (profile switch
  // top_ups_logged); under the live rules of tda it is a finding.
  Run tda{{data("clean_cash_session.txt")}};
  tda.profile = "tda";
  CHECK(cross_hand_findings(tda().out) ==
        "stack-continuity clean_cash_session.txt:51:14 Bob (240000000047 after 240000000025)\n");
}

TEST_CASE("big-blind-twice-or-skipped, button-movement: going heads-up the big blind moves on, Cid paying it twice is both") {
  if (!have_data()) return;
  CHECK(cross_hand_findings(Run{.paths = {data("heads_up.txt")}}().out).empty());
  // The button stayed (button-movement, at the table line) and Cid paid the
  // big blind twice in a row (a warning of its own, at his seat line).
  CHECK(cross_hand_findings(Run{.paths = {data("heads_up_big_blind_twice.txt")}}().out) ==
        "button-movement heads_up_big_blind_twice.txt:43:26 Bob (241000000058 after 241000000033)\n"
        "big-blind-twice-or-skipped heads_up_big_blind_twice.txt:45:1 Cid (241000000058 after 241000000033)\n");
}

// tests/data/cross_hand/transitions/ (make_sessions.py, transitions_sessions):
// PokerStars' moving button across a change of the players dealt in, each
// legal sequence clean and its wrong variant caught at the line that shows it.

namespace {

// transitions/NAME.txt audits clean; transitions/NAME_wrong.txt gives `wrong`.
void check_transition(const std::string& name, const std::string& wrong) {
  const Result legal = Run{.paths = {data("transitions/" + name + ".txt")}}();
  CHECK(legal.status == 0);
  CHECK(cross_hand_findings(legal.out).empty());
  CHECK(cross_hand_findings(Run{.paths = {data("transitions/" + name + "_wrong.txt")}}().out) == wrong);
}

}  // namespace

TEST_CASE("heads-up transitions: two to three under the moving button, the newcomer posts the big blind") {
  if (!have_data()) return;
  // Wrong: the button stays on Bob's seat (a dead button would): Ann, the
  // big blind going heads-up to three, pays it again.
  check_transition("two_to_three",
                   "button-movement two_to_three_wrong.txt:38:31 Ann (244500000057 after 244500000031)\n"
                   "big-blind-twice-or-skipped two_to_three_wrong.txt:39:1 Ann (244500000057 after 244500000031)\n");
}

TEST_CASE("heads-up transitions: three to two under the moving button, the big blind leaves") {
  if (!have_data()) return;
  // Wrong: the button stays on Ann; Bob, not Ann, would have the big blind.
  check_transition("three_to_two",
                   "button-movement three_to_two_wrong.txt:43:33 Ann (244500000151 after 244500000134)\n");
}

TEST_CASE("heads-up transitions: a player joining between the blinds waits a hand, then posts the big blind") {
  if (!have_data()) return;
  // Wrong: dealt in at once as the small blind, Cid makes Dee pay the big blind twice.
  check_transition(
      "join_between_blinds",
      "big-blind-twice-or-skipped join_between_blinds_wrong.txt:30:1 Dee (244500000236 after 244500000210)\n");
}

TEST_CASE("heads-up transitions: a player leaving, the button and both blinds move on past his seat") {
  if (!have_data()) return;
  // Wrong: the big blind skips Eve (the hand's own wrong-blind-position says so too).
  check_transition("leave", "button-movement leave_wrong.txt:55:33 Eve (244500000350 after 244500000333)\n");
}

TEST_CASE("GGPoker: the rake its 2020 logs leave unstated and an insurance premium come off the winner's next stack") {
  if (!have_data()) return;
  // ggpoker/unstated_rake.txt: "Total pot $9" with no rake item; Ann, who
  // collected $9, starts the next hand $0.27 (3%) short. Bob collects $94.50,
  // pays a $4 all-in insurance premium and starts $3.80 (3% of $93.50 and the
  // $1 jackpot) short of the rest: both within the 5% and $1 the room may take.
  CHECK(cross_hand_findings(Run{.paths = {data("ggpoker/unstated_rake.txt")}}().out).empty());
  // Bob $2 shorter: more than the unstated rake can explain.
  CHECK(cross_hand_findings(Run{.paths = {data("ggpoker/rake_too_large.txt")}}().out) ==
        "stack-continuity rake_too_large.txt:71:14 Bob (OM1000203 after OM1000202)\n");
}

TEST_CASE("GGPoker: going heads-up the button moves on and the big blind may pay twice (profile ggpoker)") {
  if (!have_data()) return;
  // ggpoker/heads_up.txt: Eve, on the button, busts; the button moves on to
  // Fay, the small blind, and Hero posts the big blind again, as the GGPoker
  // corpus's one such table does (Velmrok's test2.txt, TM4181621415 ->
  // TM4181621433). Under pokerstars the big blind moves on.
  CHECK(cross_hand_findings(Run{.paths = {data("ggpoker/heads_up.txt")}}().out).empty());
  Run pokerstars{{data("ggpoker/heads_up.txt")}};
  pokerstars.profile = "pokerstars";
  CHECK(cross_hand_findings(pokerstars().out) ==
        "button-movement heads_up.txt:31:24 Fay (TM1000233 after TM1000201)\n"
        "big-blind-twice-or-skipped heads_up.txt:32:1 Hero (TM1000233 after TM1000201)\n");
}

namespace {

// Two walks at a cash table: Ann (seat 1), Bob (2), Dee (4); the button goes
// from seat 1 to seat 2. In the second hand Cid sits in seat 3, between the
// new button and the small blind (Dee), with `cid_line` as his seat line and
// `cid_acts` (his pre-flop line, or nothing).
std::string new_player_session(const std::string& cid_line, const std::string& cid_post, const std::string& cid_acts,
                               const std::string& pot) {
  return "PokerStars Hand #270000000001:  Hold'em No Limit ($0.50/$1 USD) - 2024/05/01 20:00:00 ET\n"
         "Table 'Epsilon' 6-max Seat #1 is the button\n"
         "Seat 1: Ann ($100 in chips)\nSeat 2: Bob ($100 in chips)\nSeat 4: Dee ($100 in chips)\n"
         "Bob: posts small blind $0.50\nDee: posts big blind $1\n*** HOLE CARDS ***\n"
         "Ann: folds\nBob: folds\nUncalled bet ($0.50) returned to Dee\nDee collected $1 from pot\n"
         "*** SUMMARY ***\nTotal pot $1 | Rake $0\n"
         "Seat 1: Ann (button) folded before Flop (didn't bet)\nSeat 2: Bob (small blind) folded before Flop\n"
         "Seat 4: Dee (big blind) collected ($1)\n\n\n"
         "PokerStars Hand #270000000009:  Hold'em No Limit ($0.50/$1 USD) - 2024/05/01 20:01:00 ET\n"
         "Table 'Epsilon' 6-max Seat #2 is the button\n"
         "Seat 1: Ann ($100 in chips)\nSeat 2: Bob ($99.50 in chips)\n" + cid_line +
         "Seat 4: Dee ($100.50 in chips)\n"
         "Dee: posts small blind $0.50\nAnn: posts big blind $1\n" + cid_post + "*** HOLE CARDS ***\n" + cid_acts +
         "Bob: folds\nDee: folds\nUncalled bet ($" + (cid_post.empty() ? "0.50" : "0") + ") returned to Ann\n"
         "Ann collected " + pot + " from pot\n*** SUMMARY ***\nTotal pot " + pot + " | Rake $0\n"
         "Seat 1: Ann (big blind) collected (" + pot + ")\nSeat 2: Bob (button) folded before Flop (didn't bet)\n" +
         (cid_acts.empty() ? "" : "Seat 3: Cid folded before Flop (didn't bet)\n") +
         "Seat 4: Dee (small blind) folded before Flop\n";
}

}  // namespace

TEST_CASE("dealt-in-between-sb-and-button: a new player dealt in free between the button and the small blind") {
  cli_test::TempDir dir;
  // Cid waits (sitting out): legal.
  const std::string waits = dir.write(
      "waits.txt", new_player_session("Seat 3: Cid ($100 in chips) is sitting out\n", "", "", "$1"));
  CHECK(cross_hand_findings(Run{.paths = {waits}}().out).empty());
  // Cid is dealt in and folds without having posted.
  const std::string free_hand =
      dir.write("free.txt", new_player_session("Seat 3: Cid ($100 in chips)\n", "", "Cid: folds\n", "$1"));
  CHECK(cross_hand_findings(Run{.paths = {free_hand}}().out) ==
        "dealt-in-between-sb-and-button free.txt:24:1 Cid (270000000009 after 270000000001)\n");
}

TEST_CASE("a dead button is legal under the tda profile, a button-movement under pokerstars") {
  if (!have_data()) return;
  Run run{{data("dead_button.txt")}};
  run.profile = "tda";
  CHECK(cross_hand_findings(run().out).empty());
  run.profile = "";
  CHECK(cross_hand_findings(run().out) ==
        "button-movement dead_button.txt:55:27 Cid (242000000039 after 242000000024)\n");
}

TEST_CASE("missed-blind-not-posted: a player who sat out through the big blind is dealt in again without posting it") {
  if (!have_data()) return;
  const Result r = Run{.paths = {data("missed_blind.txt")}}();
  CHECK(r.status == 0);  // a warning
  CHECK(cross_hand_findings(r.out) ==
        "missed-blind-not-posted missed_blind.txt:79:1 Cid (243000000067 after 243000000045)\n");
  // Posting a big blind when he comes back is legal.
  CHECK(cross_hand_findings(Run{.paths = {data("missed_blind_posted.txt")}}().out).empty());
}

TEST_CASE("a tournament rebuy logged in the hand carries into the next hand's stack") {
  const std::string first =
      "PokerStars Hand #260000000001: Tournament #9000002, $10+$1 USD Hold'em No Limit - Level I (10/20) - "
      "2024/05/01 21:00:00 ET\n"
      "Table '9000002 1' 6-max Seat #1 is the button\n"
      "Seat 1: Ann (1500 in chips)\n"
      "Seat 2: Bob (300 in chips)\n"
      "Seat 3: Cid (1500 in chips)\n"
      "Bob: posts small blind 10\n"
      "Cid: posts big blind 20\n"
      "*** HOLE CARDS ***\n"
      "Ann: folds\n"
      "Bob: raises 280 to 300 and is all-in\n"
      "Cid: calls 280\n"
      "*** FLOP *** [2c 7d 9h]\n"
      "*** TURN *** [2c 7d 9h] [Js]\n"
      "*** RIVER *** [2c 7d 9h Js] [3c]\n"
      "*** SHOW DOWN ***\n"
      "Bob: shows [Kh Qd] (high card King)\n"
      "Cid: shows [Ac 4s] (high card Ace)\n"
      "Cid collected 600 from pot\n"
      "Bob re-buys and receives 1500 chips for 1 FPPs\n"
      "*** SUMMARY ***\n"
      "Total pot 600 | Rake 0\n"
      "Board [2c 7d 9h Js 3c]\n"
      "Seat 1: Ann (button) folded before Flop (didn't bet)\n"
      "Seat 2: Bob (small blind) showed [Kh Qd] and lost with high card King\n"
      "Seat 3: Cid (big blind) showed [Ac 4s] and won (600) with high card Ace\n\n\n";
  const std::string second =
      "PokerStars Hand #260000000009: Tournament #9000002, $10+$1 USD Hold'em No Limit - Level I (10/20) - "
      "2024/05/01 21:01:10 ET\n"
      "Table '9000002 1' 6-max Seat #2 is the button\n"
      "Seat 1: Ann (1500 in chips)\n"
      "Seat 2: Bob (1500 in chips)\n"
      "Seat 3: Cid (1800 in chips)\n"
      "Cid: posts small blind 10\n"
      "Ann: posts big blind 20\n"
      "*** HOLE CARDS ***\n"
      "Bob: folds\n"
      "Cid: folds\n"
      "Uncalled bet (10) returned to Ann\n"
      "Ann collected 20 from pot\n"
      "Ann: doesn't show hand\n"
      "*** SUMMARY ***\n"
      "Total pot 20 | Rake 0\n"
      "Seat 1: Ann (big blind) collected (20)\n"
      "Seat 2: Bob (button) folded before Flop (didn't bet)\n"
      "Seat 3: Cid (small blind) folded before Flop\n\n\n";
  const cli_test::TempDir dir;
  const Result logged = Run{.paths = {dir.write("rebuy.txt", first + second)}}();
  CHECK(logged.out.find("\"status\":\"findings\"") == std::string::npos);
  CHECK(cross_hand_findings(logged.out).empty());

  std::string unlogged = first;
  unlogged.erase(unlogged.find("Bob re-buys"), std::string("Bob re-buys and receives 1500 chips for 1 FPPs\n").size());
  const Result r = Run{.paths = {dir.write("no_rebuy.txt", unlogged + second)}}();
  CHECK(cross_hand_findings(r.out) ==
        "stack-continuity no_rebuy.txt:30:14 Bob (260000000009 after 260000000001)\n");
}

// --- conflicting-copies: copies of one hand (tests/data/cross_hand/copies/, make_copies.py there)

namespace {

// The conflicting-copies findings, one per line: "file:line <- first copy's file:line: message".
std::string copy_conflicts(const std::string& ndjson) {
  std::string found;
  for (const auto& f : table_findings(ndjson)) {
    if (f["rule"] != "conflicting-copies") continue;
    found += fs::path(f["source"].get<std::string>()).filename().string();
    found += ':';
    found += std::to_string(f["line"].get<int>());
    found += " <- ";
    found += fs::path(f["previous_source"].get<std::string>()).filename().string();
    found += ':';
    found += std::to_string(f["previous_line"].get<int>());
    found += ": ";
    found += f["message"].get<std::string>();
    found += "\n";
  }
  return found;
}

std::string copy(const std::string& name) { return data("copies/" + name); }

std::string hand_objects(const std::string& ndjson) {
  std::size_t count = 0;
  for (std::size_t at = 0; (at = ndjson.find("{\"type\":\"hand\"", at)) != std::string::npos; ++at) ++count;
  return std::to_string(count);
}

}  // namespace

TEST_CASE("conflicting-copies: one amount changed in one copy is caught, with both places and the line") {
  if (!have_data()) return;
  const std::string tail = " was given before (";
  const Result r = Run{.paths = {copy("ann.txt"), copy("bob_amount_edited.txt")}}();
  CHECK(r.status == 1);
  CHECK(copy_conflicts(r.out) ==
        "bob_amount_edited.txt:65 <- ann.txt:50: hand #243000000047 was given before (" + copy("ann.txt") +
            ":50) and this copy's shared facts differ from it: they part at line 65 here, line 65 there; a copy "
            "of a hand can only differ if one was edited\n");
  // The other way round, the edited copy comes first and the original is the later one.
  const Result reversed = Run{.paths = {copy("bob_amount_edited.txt"), copy("ann.txt")}}();
  const std::string found = copy_conflicts(reversed.out);
  CHECK(found.rfind("ann.txt:65 <- bob_amount_edited.txt:50: hand #243000000047" + tail, 0) == 0);
  CHECK(std::count(found.begin(), found.end(), '\n') == 1);
}

TEST_CASE("conflicting-copies: a board card changed is caught at the flop") {
  if (!have_data()) return;
  const std::string found = copy_conflicts(Run{.paths = {copy("bob_board_edited.txt"), copy("ann.txt")}}().out);
  CHECK(found.rfind("ann.txt:64 <- bob_board_edited.txt:50: ", 0) == 0);
  CHECK(found.find("they part at line 64 here, line 64 there") != std::string::npos);
  CHECK(std::count(found.begin(), found.end(), '\n') == 1);
  const std::string other = copy_conflicts(Run{.paths = {copy("ann.txt"), copy("bob_board_edited.txt")}}().out);
  CHECK(other.rfind("bob_board_edited.txt:64 <- ann.txt:50: ", 0) == 0);
}

TEST_CASE("conflicting-copies: identical copies and two heroes' and an observer's views are one hand, no finding") {
  if (!have_data()) return;
  const Result same = Run{.paths = {copy("ann.txt"), copy("ann.txt")}}();
  CHECK(same.status == 0);
  CHECK(cross_hand_findings(same.out).empty());
  CHECK(hand_objects(same.out) == "6");  // each copy's hand objects, as before: the sessions count them once

  const Result views = Run{.paths = {copy("ann.txt"), copy("bob.txt"), copy("observer.txt")}}();
  CHECK(views.status == 0);
  CHECK(cross_hand_findings(views.out).empty());
  const Result reversed = Run{.paths = {copy("observer.txt"), copy("bob.txt"), copy("ann.txt")}}();
  CHECK(cross_hand_findings(reversed.out).empty());
}

TEST_CASE("conflicting-copies: the same report for --jobs 1 and 2 in every format") {
  if (!have_data()) return;
  for (const cli::ReportFormat format :
       {cli::ReportFormat::kText, cli::ReportFormat::kJson, cli::ReportFormat::kJunit, cli::ReportFormat::kSarif,
        cli::ReportFormat::kHtml}) {
    CAPTURE(static_cast<int>(format));
    Run run{{copy("bob.txt"), copy("ann.txt"), copy("bob_amount_edited.txt"), copy("bob_board_edited.txt")}, format};
    const Result one = run();
    run.jobs = 2;
    const Result two = run();
    CHECK(one.out == two.out);
    CHECK(one.out.find("conflicting-copies") != std::string::npos);
  }
}

// --- conflicting-copies of hands that join no table session (copies/make_room_copies.py)

namespace {

struct RoomCopies {
  std::string room;       // the files' prefix: ROOM_ann, ROOM_bob, ROOM_bob_edited
  std::string extension;  // ".txt", ".phh"
  std::string hand_id;    // of the hand edited
  int header = 0;         // its header's line
  int parts = 0;          // the line where the edited copy parts from the others
};

// Winamax's ids are not numbers, Bovada's seats are positions, Zoom deals a
// fresh table every hand, a PokerNow file is its own table: none of these
// hands is in a table session with its copies.
const std::vector<RoomCopies> kRoomCopies = {
    {"winamax", ".txt", "5335178-3970-1382590042", 19, 40},
    {"bovada", ".txt", "4000000777", 1, 5},
    {"zoom", ".txt", "243100000011", 1, 10},
    {"pokernow", ".txt", "1", 26, 25},
};

}  // namespace

TEST_CASE("conflicting-copies: a hand of no table session with one amount changed is caught at its line") {
  if (!have_data()) return;
  for (const RoomCopies& r : kRoomCopies) {
    CAPTURE(r.room);
    const std::string ann = r.room + "_ann" + r.extension;
    const std::string edited = r.room + "_bob_edited" + r.extension;
    const std::string part = std::to_string(r.parts);
    const std::string expected = edited + ":" + part + " <- " + ann + ":" + std::to_string(r.header) + ": hand #" +
                                 r.hand_id + " was given before (" + copy(ann) + ":" + std::to_string(r.header) +
                                 ") and this copy's shared facts differ from it: they part at line " + part +
                                 " here, line " + part + " there; a copy of a hand can only differ if one was edited\n";
    const Result r1 = Run{.paths = {copy(ann), copy(edited)}}();
    CHECK(r1.status == 1);
    CHECK(copy_conflicts(r1.out) == expected);
    // The other way round: the original is the later copy.
    const std::string reversed = copy_conflicts(Run{.paths = {copy(edited), copy(ann)}}().out);
    CHECK(reversed.rfind(ann + ":" + part + " <- " + edited + ":" + std::to_string(r.header) + ": ", 0) == 0);
    CHECK(std::count(reversed.begin(), reversed.end(), '\n') == 1);
  }
  // PHH: a hand named by its `event` and `hand`, one starting stack changed.
  const std::string phh = copy_conflicts(Run{.paths = {copy("phh_hand.phh"), copy("phh_hand_edited.phh")}}().out);
  CHECK(phh == "phh_hand_edited.phh:6 <- phh_hand.phh:1: hand #17 was given before (" + copy("phh_hand.phh") +
                   ":1) and this copy's shared facts differ from it: they part at line 6 here, line 6 there; a copy "
                   "of a hand can only differ if one was edited\n");
}

TEST_CASE("conflicting-copies: identical copies and two heroes' views of a hand of no table session say nothing") {
  if (!have_data()) return;
  for (const RoomCopies& r : kRoomCopies) {
    CAPTURE(r.room);
    const std::string ann = copy(r.room + "_ann" + r.extension);
    const std::string bob = copy(r.room + "_bob" + r.extension);
    for (const std::vector<std::string>& paths :
         {std::vector<std::string>{ann, ann}, std::vector<std::string>{ann, bob}, std::vector<std::string>{bob, ann}}) {
      const Result views = Run{.paths = paths}();
      CHECK(views.status == 0);
      CHECK(copy_conflicts(views.out).empty());
      CHECK(cross_hand_findings(views.out).empty());
    }
  }
  const Result phh = Run{.paths = {copy("phh_hand.phh"), copy("phh_hand.phh")}}();
  CHECK(phh.status == 0);
  CHECK(cross_hand_findings(phh.out).empty());
}

TEST_CASE("conflicting-copies: a PHH hand with a `hand` but no `event` or `table` names no hand across files") {
  if (!have_data()) return;
  // Pluribus's files number each session's hands from 1: two sessions' hand
  // 17 are two hands, not two copies.
  std::string text = read(copy("phh_hand.phh"));
  text.erase(text.find("event = "), std::string("event = 'Copies Cup Day 1'\n").size());
  std::string other = text;
  other.replace(other.find("[10000, 10000, 10000]"), 21, "[10000, 10050, 10000]");
  const cli_test::TempDir dir;
  const Result r = Run{.paths = {dir.write("session1/17.phh", text), dir.write("session2/17.phh", other)}}();
  CHECK(copy_conflicts(r.out).empty());
}

TEST_CASE("conflicting-copies: copies of hands of no table session report the same for --jobs 1 and 2") {
  if (!have_data()) return;
  std::vector<std::string> paths;
  for (const RoomCopies& r : kRoomCopies)
    for (const char* who : {"_bob", "_ann", "_bob_edited"}) paths.push_back(copy(r.room + who + r.extension));
  paths.push_back(copy("phh_hand_edited.phh"));
  paths.push_back(copy("phh_hand.phh"));
  for (const cli::ReportFormat format :
       {cli::ReportFormat::kText, cli::ReportFormat::kJson, cli::ReportFormat::kJunit, cli::ReportFormat::kSarif,
        cli::ReportFormat::kHtml}) {
    CAPTURE(static_cast<int>(format));
    Run run{paths, format};
    const Result one = run();
    run.jobs = 2;
    const Result two = run();
    CHECK(one.out == two.out);
  }
  const std::string found = copy_conflicts(Run{.paths = paths}().out);
  CHECK(std::count(found.begin(), found.end(), '\n') == 5);
}

}  // namespace cross_hand_test

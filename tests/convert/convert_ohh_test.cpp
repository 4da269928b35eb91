// convert --to ohh: every object has the fields OHH 1.4.6 requires with the
// spec's values (OHH.md), and the money adds up under its conventions: a
// Raise's amount is what the player puts in, so the wagers less the uncalled
// bet are the pots, and each pot is its wins plus its rake. Checked on a
// known hand, on samples/ and on the whole corpus (skipped without it).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "cli/audit_command.h"
#include "convert/convert_ohh.h"
#include "parser/decode.h"
#include "parser/phh_parser.h"
#include "parser/pokerstars_split.h"
#include "tests/support/test_scale.h"
#include "tests/support/test_util.h"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// Amounts in centi-units: OHH decimals are written from integers with at
// most two decimals, so rounding the parsed double is exact.
std::int64_t centi(const json& v) { return std::llround(v.get<double>() * 100); }

const std::set<std::string> kGameTypes{"Holdem", "Omaha", "OmahaHiLo", "Stud", "StudHiLo", "Draw"};
const std::set<std::string> kStreets{"Preflop", "Flop", "Turn", "River", "Showdown"};
const std::set<std::string> kActions{
    "Dealt Cards", "Mucks Cards", "Shows Cards",      "Post Ante", "Post SB",   "Post BB",
    "Straddle",    "Post Dead",   "Post Extra Blind", "Fold",      "Check",     "Bet",
    "Raise",       "Call",        "Added Chips",      "Sits Down", "Stands Up", "Add to Pot"};

// Problems with one OHH object, "" when none.
std::string check_ohh(const json& wrapper) {
  if (!wrapper.is_object() || !wrapper.contains("ohh")) return "no ohh wrapper";
  const json& h = wrapper["ohh"];
  for (const char* key : {"spec_version", "site_name", "game_number", "table_name", "game_type", "currency"})
    if (!h.contains(key) || !h[key].is_string()) return std::string("missing string ") + key;
  if (h["spec_version"] != "1.4.6") return "spec_version";
  if (!h["table_size"].is_number_integer()) return "table_size";
  if (!kGameTypes.count(h["game_type"])) return "game_type " + h["game_type"].get<std::string>();
  if (!h["bet_limit"]["bet_type"].is_string() || !h["bet_limit"]["bet_cap"].is_number()) return "bet_limit";
  std::set<int> ids;
  for (const json& p : h["players"]) {
    if (!p["id"].is_number_integer() || !p["seat"].is_number_integer() || !p["name"].is_string()) return "player";
    if (!p["starting_stack"].is_number() && !p["starting_stack"].is_null()) return "starting_stack";
    ids.insert(p["id"].get<int>());
  }
  if (h.contains("hero_player_id") && !ids.count(h["hero_player_id"].get<int>())) return "hero_player_id";
  if (h["rounds"].empty() || h["rounds"][0]["street"] != "Preflop") return "round 0 is not Preflop";

  // Each wager's amount is what it puts in: contributions per player. An
  // ante counts toward the uncalled bet unless one player antes for the
  // table (dead money then, RULES.md R-ANTE-3).
  int ante_payers = 0;
  for (const json& r : h["rounds"])
    for (const json& a : r["actions"]) ante_payers += a["action"] == "Post Ante" ? 1 : 0;
  std::map<int, std::int64_t> live, dead;
  std::int64_t wagered = 0;
  int number = 0, round_id = 0;
  for (const json& r : h["rounds"]) {
    if (r["id"] != round_id++) return "round ids";
    if (!kStreets.count(r["street"])) return "street";
    std::map<int, std::int64_t> street;
    std::int64_t high = 0;
    for (const json& a : r["actions"]) {
      if (a["action_number"].get<int>() <= number) return "action_number";
      number = a["action_number"];
      const std::string act = a["action"];
      if (!kActions.count(act)) return "action " + act;
      if (a.contains("player_id") && !ids.count(a["player_id"].get<int>())) return "player_id";
      if (!a.contains("amount")) continue;
      const std::int64_t amount = centi(a["amount"]);
      wagered += amount;
      if (act == "Add to Pot") continue;  // the house's money, by no player
      const int p = a["player_id"];
      if (act == "Post Dead") {
        dead[p] += amount;
        continue;
      }
      if (act == "Post Ante") {
        if (ante_payers > 1) live[p] += amount;
        continue;
      }
      live[p] += amount;
      street[p] += amount;
      if (act == "Raise" && street[p] <= high) return "a Raise that does not raise: amount must be what is put in";
      if (act == "Bet" && r["street"] == "Preflop" && h["game_type"] != "Stud" && h["game_type"] != "StudHiLo")
        return "Bet pre-flop";
      high = std::max(high, street[p]);
    }
  }
  // The uncalled bet goes back: the top contribution less the second.
  std::vector<std::int64_t> c;
  for (const auto& [p, v] : live) c.push_back(v);
  std::sort(c.rbegin(), c.rend());
  const std::int64_t uncalled = c.size() >= 2 ? c[0] - c[1] : c.empty() ? 0 : c[0];
  std::int64_t pots = 0;
  for (const json& pot : h["pots"]) {
    if (!pot["number"].is_number_integer() || !pot["amount"].is_number()) return "pot";
    pots += centi(pot["amount"]);
    std::int64_t wins = 0;
    bool cashed_out = false;
    for (const json& w : pot["player_wins"]) {
      if (!ids.count(w["player_id"].get<int>())) return "player_wins id";
      wins += centi(w["win_amount"]);
      cashed_out = cashed_out || w.contains("cashout_amount");
    }
    if (!pot["player_wins"].empty() && !cashed_out && wins + centi(pot["rake"]) != centi(pot["amount"]))
      return "pot " + std::to_string(pot["number"].get<int>()) + ": wins + rake != amount";
  }
  if (wagered - uncalled != pots)
    return "wagers " + std::to_string(wagered) + " less uncalled " + std::to_string(uncalled) + " != pots " +
           std::to_string(pots);
  return "";
}

std::vector<json> convert_ohh(const std::vector<std::string>& paths) {
  cli::ConvertOptions options;
  options.paths = paths;
  options.to = cli::ConvertFormat::kOhh;
  options.jobs = 2;
  options.quiet = true;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  cli::run_convert(options, out, err);
  const std::string text = cli_test::slurp(out);
  std::fclose(out);
  std::fclose(err);
  std::vector<json> hands;
  std::size_t start = 0;
  bool blank_before = true;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    const std::string line = text.substr(start, end - start);
    if (line.empty()) {
      CHECK_FALSE(blank_before);  // exactly one blank line between hands
      blank_before = true;
    } else {
      CHECK(blank_before);
      hands.push_back(json::parse(line));
      blank_before = false;
    }
    start = end == std::string::npos ? text.size() : end + 1;
  }
  return hands;
}

}  // namespace

TEST_CASE("convert ohh: a known hand, its raise amounts and rounds") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("hand.txt", cli_test::raised_hand());
  const std::vector<json> hands = convert_ohh({path});
  REQUIRE(hands.size() == 1);
  CHECK(check_ohh(hands[0]) == "");
  const json& h = hands[0]["ohh"];
  CHECK(h["game_number"] == "1");
  CHECK(h["start_date_utc"] == "2021-07-30T19:15:40");  // ET in summer: UTC-4
  CHECK(h["dealer_seat"] == 1);
  CHECK(h["hero_player_id"] == 2);
  CHECK(h["big_blind_amount"] == 0.5);
  const json& pre = h["rounds"][0]["actions"];
  // Post SB, Post BB, Dealt Cards, then Ann raises to 1.50 (puts in 1.50) and
  // Cy re-raises to 4.50: he puts in 4.00 on top of his big blind.
  CHECK(pre[2]["action"] == "Dealt Cards");
  CHECK(pre[2]["cards"] == json::array({"Ah", "Ad"}));
  CHECK(pre[3]["action"] == "Raise");
  CHECK(pre[3]["amount"] == 1.5);
  CHECK(pre[5]["action"] == "Raise");
  CHECK(pre[5]["amount"] == 4.0);
  CHECK(pre[6]["action"] == "Call");
  CHECK(pre[6]["amount"] == 3.0);
  // Flop: Cy bets 5, Ann raises to 10 (puts in 10), Cy calls 5.
  const json& flop = h["rounds"][1];
  CHECK(flop["street"] == "Flop");
  CHECK(flop["cards"] == json::array({"2c", "7d", "Ks"}));
  CHECK(flop["actions"][1]["amount"] == 10.0);
  CHECK(h["rounds"][2]["actions"][1]["is_allin"] == true);
  // The pot holds what was called: 29.25, 0.50 of it rake.
  REQUIRE(h["pots"].size() == 1);
  CHECK(h["pots"][0]["amount"] == 29.25);
  CHECK(h["pots"][0]["rake"] == 0.5);
  CHECK(h["pots"][0]["player_wins"][0]["win_amount"] == 28.75);
}

TEST_CASE("convert ohh: every object of the samples has the required fields and adds up") {
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  if (src == nullptr) {
    MESSAGE("HANDAUDIT_SOURCE not set: skipped");
    return;
  }
  for (const char* sample :
       {"clean_cash_nl.txt", "clean_limit_and_pl.txt", "clean_tournament.txt", "replay_side_pots.txt"}) {
    CAPTURE(sample);
    const std::vector<json> hands = convert_ohh({(fs::path(src) / "samples" / sample).string()});
    CHECK(!hands.empty());
    for (const json& h : hands) CHECK(check_ohh(h) == "");
  }
}

TEST_CASE("corpus: every PokerStars and PHH hand that replays converts to an OHH object that checks" *
          doctest::test_suite("corpus")) {
  convert::ConvertWorkspace workspace;
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  if (corpus == nullptr || !fs::exists(fs::path(corpus) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const fs::path root(corpus);
  std::size_t hands = 0, converted = 0;
  std::map<std::string, std::size_t> skipped, by_type, explained;
  std::vector<std::string> problems;
  // `findings`: the audit's rules for the hand; a log whose pots or payouts
  // disagree with the rules gives an OHH object that says the same.
  auto check = [&](const std::string& rel, std::uint32_t line, const convert::Converted& c, const std::string& findings) {
    ++hands;
    if (c.text.empty()) {
      ++skipped[c.skipped.substr(c.skipped.find("not converted: ") + 15)];
      return;
    }
    ++converted;
    const json h = json::parse(c.text);
    ++by_type[h["ohh"]["game_type"].get<std::string>()];
    const std::string problem = check_ohh(h);
    if (problem.empty()) return;
    if (!findings.empty())
      ++explained[findings];
    else
      problems.push_back(rel + ":" + std::to_string(line) + ": " + problem);
  };
  {
    std::ifstream in(root / "MANIFEST.tsv");
    std::string row;
    std::getline(in, row);
    while (std::getline(in, row)) {
      const std::string rel = row.substr(0, row.find('\t'));
      if (rel.rfind("pokerstars/", 0) != 0) continue;
      const auto decoded = parser::decode(cli_test::read_file(root / rel));
      std::size_t k = 0;  // the file's hands, one in test_scale::stride() taken
      for (const auto& span : parser::split_pokerstars(decoded.text).hands) {
        if (!test_scale::take(k++)) continue;
        const std::string_view text = std::string_view(decoded.text).substr(span.offset, span.length);
        std::string rules;
        for (const auto& f : audit::audit_hand(text, span.line, span.column, rel, {}).findings) {
          // Appended piece by piece, not (sep + id): GCC 12 -Wrestrict false positive.
          if (!rules.empty()) rules += ',';
          rules += engine::rule_id(f.rule);
        }
        check(rel, span.line,
              convert::convert_to_ohh(workspace, text, span.line, span.column, rel, convert::SourceFormat::kPokerStars, ""), rules);
      }
    }
  }
  std::size_t phh_files = 0;  // one in test_scale::stride() taken
  for (const auto& e : fs::recursive_directory_iterator(root / "phh")) {
    if (!e.is_regular_file() || e.path().extension() != ".phh" || !test_scale::take(phh_files++)) continue;
    const auto decoded = parser::decode(cli_test::read_file(e.path()));
    for (const auto& span : parser::split_phh(decoded.text).hands) {
      const std::string_view text = std::string_view(decoded.text).substr(span.offset, span.length);
      check(e.path().string(), span.line,
            convert::convert_to_ohh(workspace, text, span.line, span.column, e.path().string(), convert::SourceFormat::kPhh,
                                e.path().stem().string()),
            "");
    }
  }
  std::string list, skip_list, types, explained_list;
  for (std::size_t k = 0; k < problems.size() && k < 30; ++k) list += problems[k] + "\n";
  for (const auto& [why, n] : skipped) skip_list += "\n  " + std::to_string(n) + " " + why;
  for (const auto& [t, n] : by_type) types += " " + t + " " + std::to_string(n);
  std::size_t explained_n = 0;
  for (const auto& [why, n] : explained) {
    explained_list += "\n  " + std::to_string(n) + " " + why;
    explained_n += n;
  }
  CHECK_MESSAGE(problems.empty(), problems.size(), " OHH objects fail the checks:\n", list);
  MESSAGE("OHH: hands ", hands, ", converted ", converted, " (", types, " ), checked clean ",
          converted - explained_n - problems.size(), ", failing ", problems.size(), ", explained ", explained_n,
          " (the log's pots or payouts disagree with the rules; the audit's findings):", explained_list,
          "\nnot converted:", skip_list);
}

// Every converter's money on every corpus hand of every room (issue 21):
// the JSON final_stack, the PHH finishing_stacks and the final stacks an OHH
// reader works out (starting stack less what the actions put in, plus the
// wins, the cash-out and the uncalled bet) are one account, the log's
// (validators/log_account.h: start - put in + collected + returned + cashed
// out + the house's EV cash-out deals); each OHH pot balances (its wins, rake
// and jackpot are its amount); no amount or stack is negative; and the
// table's money is conserved:
//
//   sum(final - start) = cashed out + house deals + house money - rake - kept
//
// where the rake is the stated one (a log that states none, 888's and
// others' cash games, may only lose money: its rake), house deals are
// GGPoker's EV cash-out and all-in insurance premiums, house money is put in
// the pot by the house (GGPoker's Cash Drop, "STP added") and kept is a
// cashed-out winner's pot share the house keeps (docs/cash-out.md).
//
// A hand that breaks the account or the balance must be listed in
// tests/corpus/conservation_expected.tsv with the checks it fails, the
// audit's findings and why: the converters write the log's own account, so
// only a log whose money does not add up (the audit says so of each), what
// a format cannot carry (OHH has no insurance premium) and a PHH file's own
// half-chip finishing stacks may. Skips when the corpus is absent.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "audit/hand_units.h"
#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "convert/convert_support.h"
#include "parser/pokerstars_split.h"
#include "parser/room_readers.h"
#include "replay/trace.h"
#include "tests/support/test_scale.h"
#include "tests/support/test_util.h"
#include "validators/log_account.h"

namespace fs = std::filesystem;
using engine::Chips;

namespace {

const char* corpus() { return std::getenv("HANDAUDIT_CORPUS"); }

// A JSON amount in centi-units (the converters write at most two decimals).
std::int64_t centi(const nlohmann::json& v) { return std::llround(v.get<double>() * 100.0); }

// The amounts of a TOML array of decimals: "[1.50, 2, inf]" (inf: -1).
std::vector<std::int64_t> toml_amounts(const std::string& text) {
  std::vector<std::int64_t> out;
  std::string item;
  std::istringstream in(text.substr(1, text.size() - 2));
  while (std::getline(in, item, ',')) {
    item.erase(0, item.find_first_not_of(' '));
    out.push_back(item == "inf" ? -1 : std::llround(std::stod(item) * 100.0));
  }
  return out;
}

// The names of a TOML array of strings as handaudit writes them (escapes
// only for '"' and '\\', which the corpus's names hold none of).
std::vector<std::string> toml_names(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t at = text.find('"'); at != std::string::npos; at = text.find('"', at + 1)) {
    const std::size_t end = text.find('"', at + 1);
    out.push_back(text.substr(at + 1, end - at - 1));
    at = end;
  }
  return out;
}

// A PHH hand's `key = value` line's value, "" when absent.
std::string phh_value(const std::string& phh, const std::string& key) {
  const std::size_t at = phh.find("\n" + key + " = ");
  if (at == std::string::npos) return {};
  const std::size_t from = at + key.size() + 4;
  return phh.substr(from, phh.find('\n', from) - from);
}

// What the checks of one hand found wrong, each "format:check what".
using Problems = std::vector<std::string>;

void add(Problems& out, const std::string& format, const std::string& check, const std::string& what) {
  out.push_back(format + ":" + check + " " + what);
}

// Every number under `v` (amounts, stacks, counts) is >= 0.
void check_no_negative(const nlohmann::json& v, const std::string& format, const std::string& path, Problems& out) {
  if (v.is_number() && v.get<double>() < 0) add(out, format, "negative", path + " " + v.dump());
  if (v.is_object())
    for (const auto& [key, item] : v.items()) check_no_negative(item, format, path + "." + key, out);
  if (v.is_array())
    for (std::size_t k = 0; k < v.size(); ++k) check_no_negative(v[k], format, path, out);
}

// The log's account of each player (nullopt: unknown), worked out here from
// the record's lines, not by the converters' code: start less what he put
// in (at most what he had: a log that has him put in more is wrong, and
// wager-exceeds-stack says so), plus his collects, the return of his
// uncalled bet (the log's line, or the one it implies), his cash-out and
// GGPoker's house deals; never below zero.
std::vector<std::optional<std::int64_t>> log_finals(const replay::Trace& t) {
  const engine::HandRecord& rec = *t.record;
  const validators::LogAccount account = validators::log_account(t);
  std::vector<std::optional<std::int64_t>> out(rec.players.size());
  for (std::size_t i = 0; i < rec.players.size() && i < t.players.size(); ++i) {
    if (rec.players[i].stack_unknown) continue;
    const validators::PlayerAccount& p = account.players[i];
    const Chips put = t.players[i].contributed + t.players[i].dead;
    const Chips left = rec.players[i].stack > put ? rec.players[i].stack - put : Chips{0};
    out[i] = std::max<std::int64_t>(0, (left + p.collected + p.returned + p.cashed_out + p.house_deals).minor_units());
  }
  return out;
}

// One hand's outputs against the log's account and each other.
struct HandCheck {
  const replay::Trace& t;
  const nlohmann::json& json;  // the JSON hand object
  std::string phh;             // the PHH hand ("" when it has none)
  std::string ohh;             // the OHH line ("" when it has none)
  Problems problems;
  std::map<std::string, std::size_t>& terms;  // hands whose balance needs each term, for the message

  // By name: the JSON's final stacks.
  std::map<std::string, std::optional<std::int64_t>> finals;

  void run() {
    check_no_negative(json, "json", "", problems);
    check_json();
    if (!phh.empty()) check_phh();
    if (!ohh.empty()) check_ohh();
    check_balance();
  }

  void check_json() {
    const engine::HandRecord& rec = *t.record;
    const auto want = log_finals(t);
    for (std::size_t i = 0; i < json["players"].size(); ++i) {
      const nlohmann::json& p = json["players"][i];
      const std::string name = p["name"].is_string() ? p["name"].get<std::string>() : "";
      finals[name] = p["final_stack"].is_null() ? std::nullopt : std::optional(centi(p["final_stack"]));
      // PHH input states no payouts: its final stacks are the replay's.
      if (!rec.states_payouts || !finals[name] || !want[i]) continue;
      if (*finals[name] != *want[i])
        add(problems, "json", "account",
            name + " " + std::to_string(*finals[name]) + " against " + std::to_string(*want[i]));
    }
  }

  void check_phh() {
    const std::string written = phh_value(phh, "finishing_stacks");
    if (written.empty()) return;
    const std::vector<std::int64_t> finishing = toml_amounts(written);
    for (const std::int64_t f : finishing)
      if (f < -1) add(problems, "phh", "negative", "finishing stack " + std::to_string(f));
    std::vector<std::string> names = toml_names(phh_value(phh, "players"));
    if (names.empty())  // PHH input without names: its own order, as the JSON keeps it
      for (const nlohmann::json& p : json["players"]) names.push_back(p["name"].get<std::string>());
    for (std::size_t k = 0; k < names.size() && k < finishing.size(); ++k) {
      const auto it = finals.find(names[k]);
      if (it == finals.end() || !it->second) continue;
      if (finishing[k] != *it->second)
        add(problems, "phh", "final",
            names[k] + " " + std::to_string(finishing[k]) + " against json " + std::to_string(*it->second));
    }
  }

  void check_ohh() {
    const nlohmann::json hand = nlohmann::json::parse(ohh)["ohh"];
    check_no_negative(hand, "ohh", "", problems);
    std::map<int, std::int64_t> put, live, won, cashed;
    std::set<int> cashed_out;
    std::int64_t added = 0, total_put = 0, pots = 0;
    for (const nlohmann::json& round : hand["rounds"])
      for (const nlohmann::json& a : round["actions"]) {
        if (!a.contains("amount")) continue;
        if (!a.contains("player_id")) {
          added += centi(a["amount"]);  // Add to Pot: the house's money
          continue;
        }
        const int p = a["player_id"].get<int>();
        put[p] += centi(a["amount"]);
        total_put += centi(a["amount"]);
        const std::string action = a["action"].get<std::string>();
        if (action != "Post Ante" && action != "Post Dead") live[p] += centi(a["amount"]);
      }
    for (const nlohmann::json& pot : hand["pots"]) {
      std::int64_t paid = centi(pot["rake"]) + centi(pot["jackpot"]);
      for (const nlohmann::json& w : pot["player_wins"]) {
        paid += centi(w["win_amount"]);
        const int p = w["player_id"].get<int>();
        won[p] += centi(w["win_amount"]);
        if (w.contains("cashout_amount")) {
          cashed_out.insert(p);
          cashed[p] += centi(w["cashout_amount"]);
        }
      }
      pots += centi(pot["amount"]);
      if (paid != centi(pot["amount"]))
        add(problems, "ohh", "pot",
            std::to_string(pot["number"].get<int>()) + " pays " + std::to_string(paid) + " of " +
                std::to_string(centi(pot["amount"])));
    }
    // The bet nobody called is in no pot: it goes back to the one who bet
    // the most (antes and dead money aside; in a hand of antes alone, who
    // put in the most).
    const std::int64_t uncalled = total_put + added - pots;
    int top = -1;
    for (const auto& [p, amount] : put)
      if (top < 0 || std::pair(live[p], amount) > std::pair(live[top], put[top])) top = p;
    for (const nlohmann::json& p : hand["players"]) {
      const int id = p["id"].get<int>();
      const std::string name = p["name"].get<std::string>();
      if (p["starting_stack"].is_null()) continue;
      const auto it = finals.find(name);
      if (it == finals.end() || !it->second) continue;
      const std::int64_t start = centi(p["starting_stack"]);
      std::int64_t f = std::max<std::int64_t>(0, start - put[id]) + (id == top ? uncalled : 0);
      // A player who cashed out keeps the house's payment, not his wins
      // (the share the house keeps).
      f = std::max<std::int64_t>(0, f + (cashed_out.contains(id) ? cashed[id] : won[id]));
      if (f != *it->second)
        add(problems, "ohh", "final", name + " " + std::to_string(f) + " against json " + std::to_string(*it->second));
    }
  }

  // Sum(final - start) against the terms the log states.
  void check_balance() {
    const engine::HandRecord& rec = *t.record;
    const validators::LogAccount account = validators::log_account(t);
    std::int64_t change = 0;
    for (std::size_t i = 0; i < json["players"].size(); ++i) {
      const nlohmann::json& p = json["players"][i];
      if (p["final_stack"].is_null() || p["starting_stack"].is_null()) return;
      change += centi(p["final_stack"]) - centi(p["starting_stack"]);
    }
    std::int64_t deals = 0;
    for (const engine::HouseDeal& d : rec.house_deals) deals += d.amount.minor_units();
    if (deals != 0) ++terms["house deals (GGPoker's EV cash-out, all-in insurance)"];
    if (account.cashed_out.positive()) ++terms["cash-outs paid by the house"];
    if (account.kept_by_house.positive()) ++terms["a cashed-out winner's share kept by the house"];
    if (rec.house_money.positive()) ++terms["house money in the pot (Cash Drop, STP)"];
    const std::int64_t house =
        account.cashed_out.minor_units() + deals + rec.house_money.minor_units() - account.kept_by_house.minor_units();
    if (!rec.states_payouts) {  // PHH input: the replay pays every chip out
      if (change != house)
        add(problems, "table", "balance", std::to_string(change) + " against " + std::to_string(house));
      return;
    }
    if (!rec.states_rake) {
      ++terms["rake not stated: money may only be lost"];
      if (change > house) add(problems, "table", "balance", "creates " + std::to_string(change - house));
      return;
    }
    const std::int64_t rake = rec.stated.rake.value_or(Chips{0}).minor_units();
    if (change != house - rake)
      add(problems, "table", "balance", std::to_string(change) + " against " + std::to_string(house - rake));
  }
};

// The expected exceptions: path, hand line, the checks that fail
// (comma-separated "format:check"), the audit's findings on the hand (rule
// ids, "-" for none), why.
struct Expected {
  std::string checks;
  std::string rules;
  std::string reason;
};

std::map<std::pair<std::string, std::uint32_t>, Expected> read_expected() {
  std::map<std::pair<std::string, std::uint32_t>, Expected> out;
  std::ifstream in(cli_test::samples_dir().parent_path() / "tests/corpus/conservation_expected.tsv");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> f = cli_test::split_tabs(line);
    REQUIRE(f.size() == 5);
    out[{f[0], static_cast<std::uint32_t>(std::stoul(f[1]))}] = {f[2], f[3] == "-" ? "" : f[3], f[4]};
  }
  return out;
}

// The rule ids of the audit's findings on the hand, comma-separated.
std::string audit_rules(const audit::Unit& unit, std::string_view hand, const std::string& path,
                        const std::string& name, const std::string& text, audit::HandWorkspace& workspace) {
  const audit::AuditSettings settings;
  const audit::HandReport report = unit.kind == audit::UnitKind::kPhh
                                       ? audit::audit_phh_hand(hand, unit.line, unit.column, path, name, settings)
                                   : unit.kind == audit::UnitKind::kSite
                                       ? audit::audit_room_hand(unit.site, hand, unit.line, unit.column, path, settings,
                                                                workspace, audit::unit_opening(text, unit))
                                       : audit::audit_hand(hand, unit.line, unit.column, path, settings, workspace);
  std::set<std::string> ids;
  for (const engine::Finding& f : report.findings) ids.insert(std::string(engine::rule_id(f.rule)));
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

// "json:account,table:balance": the distinct checks of `problems`, sorted.
std::string check_ids(const Problems& problems) {
  std::set<std::string> ids;
  for (const std::string& p : problems) ids.insert(p.substr(0, p.find(' ')));
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

}  // namespace

TEST_CASE("corpus: every converter's stacks are the log's account, each OHH pot balances, money is conserved" *
          doctest::test_suite("corpus")) {
  if (corpus() == nullptr || !fs::exists(fs::path(corpus()) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const fs::path root(corpus());
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.is_regular_file()) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  const auto expected = read_expected();
  // met: the listed exceptions found failing; taken: the listed hands looked
  // at (all of them unless the run takes a sample, tests/support/test_scale.h).
  std::set<std::pair<std::string, std::uint32_t>> met, taken;
  convert::ConvertWorkspace w, out_workspace;
  audit::HandWorkspace audit_workspace;
  std::map<std::string, std::size_t> checked, terms;
  std::size_t units = 0;
  for (const fs::path& path : files) {
    const std::string text = cli_test::read_file(path);
    const std::string file = fs::relative(path, root).string();
    for (const audit::Unit& unit : audit::split_units(text, parser::split_pokerstars(text), 0, path.string(), 1)) {
      // Counted across files: most of the corpus's files (PHH) hold one hand.
      if (!test_scale::take(units++)) continue;
      if (expected.contains({file, unit.line})) taken.insert({file, unit.line});
      const std::string_view hand = std::string_view(text).substr(unit.offset, unit.length);
      convert::SourceFormat format = convert::SourceFormat::kPokerStars;
      if (unit.kind == audit::UnitKind::kPhh) format = convert::SourceFormat::kPhh;
      if (unit.kind == audit::UnitKind::kSite) {
        if (!parser::room_is_read(unit.site)) continue;
        format = convert::SourceFormat::of_room(unit.site, audit::unit_opening(text, unit));
      } else if (unit.kind != audit::UnitKind::kPokerStars && unit.kind != audit::UnitKind::kPhh) {
        continue;
      }
      const std::string name = unit.kind == audit::UnitKind::kPhh ? path.stem().string() : "";
      convert::parse_for_convert(w.hand, hand, unit.line, unit.column, format, name);
      if (w.hand.status != parser::ParseStatus::kOk) continue;
      replay::replay_hand(w.hand.record, *w.hand.profile, w.trace);
      std::string json_text;
      convert::append_converted_hand(out_workspace, json_text, hand, unit.line, unit.column, "corpus", format, name);
      const nlohmann::json json = nlohmann::json::parse(json_text);
      if (!json.contains("players")) continue;
      ++checked[std::string(w.hand.format)];
      HandCheck c{w.trace,
                  json,
                  convert::convert_to_phh(out_workspace, hand, unit.line, unit.column, "corpus", format, name).text,
                  convert::convert_to_ohh(out_workspace, hand, unit.line, unit.column, "corpus", format, name).text,
                  {},
                  terms,
                  {}};
      c.run();
      const std::pair<std::string, std::uint32_t> key{file, unit.line};
      const auto it = expected.find(key);
      if (c.problems.empty() && it == expected.end()) continue;
      met.insert(key);
      CAPTURE(file);
      CAPTURE(unit.line);
      std::string all;
      for (const std::string& p : c.problems) all += p + "; ";
      CAPTURE(all);
      const std::string rules = audit_rules(unit, hand, path.string(), name, text, audit_workspace);
      CAPTURE(rules);
      // An exception is listed with the checks it fails, no more, no fewer,
      // and the findings that say what is wrong with its log.
      CHECK(it != expected.end());
      if (it == expected.end()) continue;
      CHECK(it->second.checks == check_ids(c.problems));
      CHECK(it->second.rules == rules);
    }
  }
  for (const auto& listed : expected) {
    // Named, not a structured binding: clang cannot capture a binding in
    // CAPTURE's lambda.
    const auto& key = listed.first;
    CAPTURE(key.first);
    CAPTURE(key.second);
    if (test_scale::whole() || taken.contains(key)) CHECK(met.contains(key));  // a listed exception that no longer fails is taken out of the list
  }
  if (!test_scale::whole()) return;  // the totals below are the whole corpus's
  // The terms beside the rake, as the corpus has them: each of its hands
  // (docs/cash-out.md).
  CHECK(terms["cash-outs paid by the house"] == 34);
  CHECK(terms["a cashed-out winner's share kept by the house"] == 21);
  CHECK(terms["house deals (GGPoker's EV cash-out, all-in insurance)"] == 4);
  CHECK(terms["house money in the pot (Cash Drop, STP)"] == 5);  // and CoinPoker's two "SPLASH dropped"
  CHECK(terms["rake not stated: money may only be lost"] == 2888);  // 2428 before the readers of issue 28; Betfair 1, Cake 29, Merge's half-pot-limit badugi 1, PartyPoker's Double Hold'em 1
  std::string summary;
  for (const auto& [format, n] : checked) summary += format + " " + std::to_string(n) + "; ";
  summary += "terms:";
  for (const auto& [term, n] : terms) summary += " " + term + " " + std::to_string(n) + ";";
  MESSAGE(summary);
}

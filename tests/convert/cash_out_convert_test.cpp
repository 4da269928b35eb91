// The converters' money account (validators/log_account.h): cash-outs count
// in the final stacks (JSON final_stack, PHH finishing_stacks, OHH
// player_wins with cashout_amount and cashout_fee), a hand run twice is
// written to PHH with each show once and both boards and read back to the
// same stacks, and on every corpus hand the converter's final stacks are the
// log's own account, money conserved up to the rake and the house's
// cash-outs.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "convert/convert_support.h"
#include "parser/phh_parser.h"
#include "parser/pokerstars_split.h"
#include "replay/trace.h"
#include "tests/support/corpus_files.h"
#include "tests/support/room_hands.h"
#include "validators/uncalled_return.h"
#include "validators/validate.h"

namespace fs = std::filesystem;

namespace {

std::string hand_file(const char* name) { return room_hands::data("cashout", name); }

std::string to_json(const std::string& text, convert::SourceFormat format = convert::SourceFormat::kPokerStars) {
  convert::ConvertWorkspace w;
  std::string out;
  convert::append_converted_hand(w, out, text, 1, 1, "test", format);
  return out;
}

std::string to_phh(const std::string& text) {
  convert::ConvertWorkspace w;
  return convert::convert_to_phh(w, text, 1, 1, "test", convert::SourceFormat::kPokerStars, "").text;
}

std::string to_ohh(const std::string& text) {
  convert::ConvertWorkspace w;
  return convert::convert_to_ohh(w, text, 1, 1, "test", convert::SourceFormat::kPokerStars, "").text;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// A hand run twice, written to PHH, read back by handaudit's PHH reader:
// read with no finding, both runs.
engine::HandRecord read_back_run_twice(const std::string& phh) {
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_phh_hand(phh, 1, 1, "rit", rec, findings) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  CHECK(rec.runs == 2);
  return rec;
}

}  // namespace

TEST_CASE("convert cash-out: the cash-out is in the final stacks, OHH has its amount and fee") {
  // lost.txt: Carla starts with $18.39, puts in $16.79, gets $3.26 back and
  // $22.77 from the house: $27.63. Alma collects the pot: $25.96.
  const std::string lost = hand_file("lost.txt");
  CHECK(has(to_json(lost), R"({"name":"Carla","seat":3,"starting_stack":18.39,"final_stack":27.63)"));
  CHECK(has(to_phh(lost), "finishing_stacks = [15.30, 25.96, 10.00, 27.63]"));
  const std::string ohh_lost = to_ohh(lost);
  CHECK(has(ohh_lost, R"("player_wins":[{"player_id":0,"win_amount":25.96},{"player_id":2,"win_amount":0.00,"cashout_amount":22.77,"cashout_fee":0.46}])"));
  // won.txt: the house keeps Boris's $38.95 and pays him $26.10: he ends
  // with $133.50 - $20 + $26.10. OHH: his win_amount is the share the house
  // keeps, so the pot balances ($38.95 + $2.05 rake = $41).
  const std::string won = hand_file("won.txt");
  CHECK(has(to_json(won), R"({"name":"Boris","seat":2,"starting_stack":133.50,"final_stack":139.60)"));
  CHECK(has(to_ohh(won), R"({"player_id":1,"win_amount":38.95,"cashout_amount":26.10,"cashout_fee":0.26})"));
}

TEST_CASE("convert GGPoker EV cash-out: the risk paid and the cash-out received are in the final stacks") {
  // Cid won $97.50 of Ann's all-in and paid $22.68 of it for his cash-out:
  // 100 - 50 + 97.50 - 22.68. Bob lost his $40 and the house paid him
  // $31.07: 100 - 40 + 31.07. Neither is in the pot or its conservation.
  const auto gg = convert::SourceFormat::of_room(parser::SiteFormat::kGgpoker);
  const std::string paid = to_json(room_hands::data("ggpoker", "cashout.txt"), gg);
  CHECK(has(paid, R"({"name":"Cid","seat":3,"starting_stack":100.00,"final_stack":124.82)"));
  CHECK(has(paid, R"({"name":"Ann","seat":1,"starting_stack":50.00,"final_stack":0.00)"));
  const std::string received = to_json(room_hands::data("ggpoker", "cashout_received.txt"), gg);
  CHECK(has(received, R"({"name":"Bob","seat":2,"starting_stack":100.00,"final_stack":91.07)"));
  CHECK(has(received, R"({"name":"Cid","seat":3,"starting_stack":40.00,"final_stack":77.50)"));
  // An all-in insurance premium leaves the winner's stack: Bob collects
  // $94.50 and pays $4, 47 - 47 + 94.50 - 4 (the second hand of the file).
  const std::string session = room_hands::data("cross_hand", "ggpoker/unstated_rake.txt");
  const std::size_t second = session.find("Poker Hand #OM1000102");
  const std::string insured = to_json(session.substr(second, session.find("Poker Hand #OM1000103") - second), gg);
  CHECK(has(insured, R"({"name":"Bob","seat":2,"starting_stack":47.00,"final_stack":90.50)"));
}

TEST_CASE("convert cash-out: OHH of a cash-out reads back to the same account") {
  // side_pot.txt: Boris wins the main and the side pot and cashes out. OHH
  // writes the cash-out on his main-pot win only; his side-pot win_amount
  // ($77.80) is kept by the house too, not collected: he ends with
  // $60 - $50 + $80 = $90, through OHH as from the log.
  CHECK(has(to_ohh(hand_file("side_pot.txt")), R"("number":1,"amount":80.00,"rake":2.20,"jackpot":0.00,"player_wins":[{"player_id":1,"win_amount":77.80}])"));
  for (const char* name : {"lost.txt", "won.txt", "side_pot.txt"}) {
    CAPTURE(name);
    const std::string ohh = to_ohh(hand_file(name));
    convert::ConvertWorkspace w;
    std::string json;
    convert::append_converted_hand(w, json, ohh, 1, 1, "test", convert::SourceFormat::of_room(parser::SiteFormat::kOhh));
    const std::string original = to_json(hand_file(name));
    // Every player's final stack is the same through OHH.
    for (std::size_t at = original.find("\"final_stack\":"); at != std::string::npos;
         at = original.find("\"final_stack\":", at + 1)) {
      const std::string field = original.substr(at, original.find(',', at) - at);
      CHECK(has(json, field));
    }
    CHECK(has(json, "\"status\":\"clean\""));
  }
}

TEST_CASE("convert run twice: PHH shows each hand once, deals both runs and reads back to the same stacks") {
  const std::string phh = to_phh(hand_file("rit.txt"));
  CHECK(count(phh, "sm JcAc") == 1);
  CHECK(count(phh, "sm Kd8s") == 1);
  CHECK(has(phh, "\"d db 2d\",\n  \"d db Ts # second run\","));
  CHECK(has(phh, "finishing_stacks = [236.26, 270.30, 202.43, 111.58]"));
  const engine::HandRecord rec = read_back_run_twice(phh);
  CHECK(engine::card_list_text(rec.boards[1]) == "[Js 9h Jh Qs Ts]");
  const replay::Trace t = replay::replay_hand(rec, *engine::find_profile("wsop", true));
  // Each run is won by its own hand; PHH has no rake, so the replay differs
  // from the recorded stacks (what the players kept) by the $2.15 rake only.
  REQUIRE(t.awards.size() == 1);
  REQUIRE(t.awards[0].has_value());
  CHECK(t.awards[0]->shares.size() == 2);
  for (const engine::Finding& f : validators::validate(t)) CHECK(engine::rule_id(f.rule) == "stack-mismatch");
}

TEST_CASE("convert run twice: a cap game run twice reads back from PHH capped, a legal run twice") {
  // rit_cap.txt: Carla and Alma reach the $80 cap before the flop, so the
  // betting is over although both have chips behind. PHH has no cap: the
  // writer's _cap field, read back, marks the wagers that reach it, and the
  // replay keeps the chips above the cap in the finishing stacks (Carla
  // $420 - $80 + $82 = $422).
  const std::string phh = to_phh(hand_file("rit_cap.txt"));
  CHECK(has(phh, "_cap = 80.00"));
  CHECK(has(phh, "finishing_stacks = [422.00, 116.00, 302.00, 90.00]"));
  const engine::HandRecord rec = read_back_run_twice(phh);
  CHECK(rec.game.cap == engine::Chips{8000});  // $80 in centi-units
  const replay::Trace t = replay::replay_hand(rec, *engine::find_profile("wsop", true));
  // No rake: the finishing stacks are the replay's to the cent, and the run
  // twice is legal once both players are capped.
  CHECK(validators::validate(t).empty());
}

namespace {

const char* corpus() { return std::getenv("HANDAUDIT_CORPUS"); }

using corpus_files::pokerstars_files;

// One replayed hand against the log's own account: each converter final
// stack (JSON and PHH share convert::final_stacks) is start - put in +
// collected + returned + cashed out, counted here from the record's lines;
// and the table's money is conserved up to the stated rake and the pot
// shares the house kept for cash-outs. "" when both hold, else why not.
std::string account_check(const replay::Trace& t) {
  const engine::HandRecord& rec = *t.record;
  const auto finals = convert::final_stacks(t, convert::payouts(t));
  std::vector<engine::Chips> paid(rec.players.size(), engine::Chips{0});
  bool has_return_line = false;
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.player < 0) continue;
    if (a.kind == engine::Act::kUncalledReturn) has_return_line = true;
    if (a.kind == engine::Act::kCollect || a.kind == engine::Act::kUncalledReturn || a.kind == engine::Act::kCashOut)
      paid[static_cast<std::size_t>(a.player)] += a.amount;
  }
  engine::Chips change{0}, house{0};
  for (const engine::ActionRecord& a : rec.actions)
    if (a.kind == engine::Act::kCashOut) house += a.amount;
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    if (!finals[i]) continue;
    const engine::Chips start = rec.players[i].stack;
    engine::Chips want = start - t.players[i].contributed - t.players[i].dead + paid[i];
    // An old log prints no return line, its total pot shows the return
    // (validators/uncalled_return.h); never the replay's return on top of
    // a collect that holds it.
    if (!has_return_line && validators::uncalled_return_implied(t) && t.pots.refund_to == static_cast<int>(i))
      want += t.pots.refund - validators::uncalled_in_collect(t);
    if (*finals[i] != want) return "final stack of " + std::string(rec.players[i].name);
    change += *finals[i] - start;
  }
  const engine::Chips rake = rec.stated.rake.value_or(engine::Chips{0});
  engine::Chips kept{0};
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    bool cashed = false, collected = false;
    for (const engine::ActionRecord& a : rec.actions) {
      cashed = cashed || (a.player == static_cast<int>(i) && a.kind == engine::Act::kCashOut);
      collected = collected || (a.player == static_cast<int>(i) && a.kind == engine::Act::kCollect);
    }
    if (cashed && !collected && rec.players[i].summary_won) kept += *rec.players[i].summary_won;
  }
  if (rec.states_rake && change != house - rake - kept) return "money not conserved";
  return "";
}

}  // namespace

TEST_CASE("corpus: converter final stacks are the log's account and conserve money" * doctest::test_suite("corpus")) {
  if (corpus() == nullptr || !fs::exists(fs::path(corpus()) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const fs::path root(corpus());
  convert::ConvertWorkspace w;
  std::size_t checked = 0;
  std::map<std::string, std::size_t> exceptions;  // by the finding that says the log does not add up
  for (const std::string& file : pokerstars_files(root)) {
    std::ifstream in(root / file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (const auto& span : parser::split_pokerstars(text).hands) {
      convert::parse_for_convert(w.hand, std::string_view(text).substr(span.offset, span.length), span.line,
                                 span.column, convert::SourceFormat::kPokerStars, "");
      if (w.hand.status != parser::ParseStatus::kOk || w.hand.record.cancelled) continue;
      replay::replay_hand(w.hand.record, *w.hand.profile, w.trace);
      ++checked;
      const std::string why = account_check(w.trace);
      if (why.empty()) continue;
      // The log's own account does not add up: a finding must say so.
      std::string rule;
      for (const engine::Finding& f : validators::validate(w.trace))
        if (f.rule == engine::Rule::kChipConservation || f.rule == engine::Rule::kUncalledBetNotReturned ||
            f.rule == engine::Rule::kPotAmountMismatch)
          rule = std::string(engine::rule_id(f.rule));
      CAPTURE(file);
      CAPTURE(span.line);
      CAPTURE(why);
      CHECK(!rule.empty());
      ++exceptions[rule];
    }
  }
  std::string summary = std::to_string(checked) + " hands checked;";
  for (const auto& [rule, n] : exceptions) summary += " " + rule + " " + std::to_string(n);
  MESSAGE(summary);
  CHECK(checked > 5000);
}

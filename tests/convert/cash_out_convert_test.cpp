// The converters' money account (validators/log_account.h): cash-outs count
// in the final stacks (JSON final_stack, PHH finishing_stacks, OHH
// player_wins with cashout_amount and cashout_fee), PokerStars', PartyPoker's
// and GGPoker's alike; PHH carries them in `_cash_outs` and reads back to the
// same stacks; a hand run twice is written to PHH with each show once and
// both boards and read back to the same stacks. Every corpus hand of every
// room: tests/convert/conservation_corpus_test.cpp.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "convert/convert_support.h"
#include "parser/phh_parser.h"
#include "replay/trace.h"
#include "tests/support/room_hands.h"
#include "validators/validate.h"

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

TEST_CASE("convert GGPoker EV cash-out to OHH: the loser's cash-out is what he receives, the winner's his collect less the risk") {
  const auto gg = convert::SourceFormat::of_room(parser::SiteFormat::kGgpoker);
  const auto ohh_of = [&](const char* name) {
    convert::ConvertWorkspace w;
    return convert::convert_to_ohh(w, room_hands::data("ggpoker", name), 1, 1, "test", gg, "").text;
  };
  // Bob lost and received $31.07; Cid collected $97.50 and paid $22.68 of
  // it back: his cash-out is $74.82, his $97.50 the house's (so the pot
  // still balances: $97.50 + $3 rake = $100.50). GGPoker states no fee.
  const std::string received = ohh_of("cashout_received.txt");
  CHECK(has(received, R"({"player_id":1,"win_amount":0.00,"cashout_amount":31.07,"cashout_fee":0.00})"));
  const std::string paid = ohh_of("cashout.txt");
  CHECK(has(paid, R"({"player_id":2,"win_amount":97.50,"cashout_amount":74.82,"cashout_fee":0.00})"));
  // Read back, every final stack is the log's (Bob $91.07, Cid $124.82).
  for (const char* name : {"cashout_received.txt", "cashout.txt"}) {
    CAPTURE(name);
    convert::ConvertWorkspace w;
    std::string json;
    convert::append_converted_hand(w, json, ohh_of(name), 1, 1, "test", convert::SourceFormat::of_room(parser::SiteFormat::kOhh));
    const std::string original = to_json(room_hands::data("ggpoker", name), gg);
    for (std::size_t at = original.find("\"final_stack\":"); at != std::string::npos;
         at = original.find("\"final_stack\":", at + 1))
      CHECK(has(json, original.substr(at, original.find(',', at) - at)));
  }
  // The look-alike: a GGPoker hand without a cash-out has none.
  CHECK(!has(ohh_of("clean.txt"), "cashout"));
}

TEST_CASE("convert PartyPoker cash-out: the premium the log states is OHH's cashout_fee") {
  // "Cid Cash-out Premium % is 1.0", "Cid Cashout Amount is 23.01": the
  // payment is net of the premium, so the fee is 23.01 x 1/99 = $0.23 (his
  // 60.37 % of the $38.50 pot is $23.24).
  const auto party = convert::SourceFormat::of_room(parser::SiteFormat::kPartyPoker);
  const std::string hand = room_hands::data("partypoker", "emailed_cash_out.txt");
  const auto ohh_of = [&](const std::string& text) {
    convert::ConvertWorkspace w;
    return convert::convert_to_ohh(w, text, 1, 1, "test", party, "").text;
  };
  CHECK(has(ohh_of(hand), R"({"player_id":2,"win_amount":0.00,"cashout_amount":23.01,"cashout_fee":0.23})"));
  // A premium of 2.5 %: 23.01 x 2.5/97.5 = $0.59.
  std::string dearer = hand;
  dearer.replace(dearer.find("Premium % is 1.0"), 16, "Premium % is 2.5");
  CHECK(has(ohh_of(dearer), R"("cashout_amount":23.01,"cashout_fee":0.59})"));
  // The look-alike: no premium line, no fee stated.
  std::string no_premium = hand;
  no_premium.erase(no_premium.find("Cid Cash-out Premium"), std::string("Cid Cash-out Premium % is 1.0\n").size());
  CHECK(has(ohh_of(no_premium), R"("cashout_amount":23.01,"cashout_fee":0.00})"));
}

TEST_CASE("convert GGPoker house deals: JSON writes them as actions, so the actions rebuild the final stacks") {
  const auto gg = convert::SourceFormat::of_room(parser::SiteFormat::kGgpoker);
  CHECK(has(to_json(room_hands::data("ggpoker", "cashout_received.txt"), gg),
            R"({"street":"river","player":"Bob","action":"cash_out","amount":31.07,"to":null,"all_in":false})"));
  CHECK(has(to_json(room_hands::data("ggpoker", "cashout.txt"), gg),
            R"({"street":"river","player":"Cid","action":"cash_out_risk","amount":22.68,"to":null,"all_in":false},)"));
  const std::string session = room_hands::data("cross_hand", "ggpoker/unstated_rake.txt");
  const std::size_t second = session.find("Poker Hand #OM1000102");
  CHECK(has(to_json(session.substr(second, session.find("Poker Hand #OM1000103") - second), gg),
            R"({"street":"river","player":"Bob","action":"insurance_premium","amount":4.00,"to":null,"all_in":false})"));
  // The look-alike: a hand without a deal has none.
  const std::string clean = to_json(room_hands::data("ggpoker", "clean.txt"), gg);
  CHECK(!has(clean, "cash_out"));
  CHECK(!has(clean, "insurance_premium"));
}

TEST_CASE("convert cash-out to PHH: _cash_outs carries it, and the PHH reads back to the same stacks with no finding") {
  // PHH has no cash-out: handaudit writes its own `_cash_outs` (what the
  // house paid each player, PHH order) and reads it back. Before, each of
  // these read back to stack-mismatch.
  const auto gg = convert::SourceFormat::of_room(parser::SiteFormat::kGgpoker);
  struct Case {
    std::string text;
    convert::SourceFormat format;
    const char* cash_outs;
  };
  const std::vector<Case> cases = {
      {hand_file("lost.txt"), convert::SourceFormat::kPokerStars, "_cash_outs = [0.00, 0.00, 0.00, 22.77]"},
      {hand_file("won.txt"), convert::SourceFormat::kPokerStars, "_cash_outs = [0.00, 0.00, 0.00, 26.10]"},
      {hand_file("side_pot.txt"), convert::SourceFormat::kPokerStars, "_cash_outs = [80.00, 0.00, 0.00]"},
      {room_hands::data("ggpoker", "cashout.txt"), gg, "_cash_outs = [0.00, 74.82, 0.00]"},
      {room_hands::data("ggpoker", "cashout_received.txt"), gg, "_cash_outs = [0.00, 0.00, 31.07]"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.cash_outs);
    convert::ConvertWorkspace w;
    const std::string phh = convert::convert_to_phh(w, c.text, 1, 1, "test", c.format, "").text;
    CHECK(has(phh, c.cash_outs));
    engine::HandRecord rec;
    std::vector<engine::Finding> findings;
    REQUIRE(parser::parse_phh_hand(phh, 1, 1, "back", rec, findings) == parser::ParseStatus::kOk);
    CHECK(findings.empty());
    const replay::Trace t = replay::replay_hand(rec, *engine::find_profile("wsop", true));
    CHECK(validators::validate(t).empty());
    // The player who cashed out ends, converted from the PHH, with his
    // recorded finishing stack: the house's payment, not the pot (the
    // others' differ by the rake the replay does not take, which `_rake`
    // accounts for).
    const auto finals = convert::final_stacks(t, convert::payouts(t));
    std::size_t cashed = 0;
    for (const engine::ActionRecord& a : rec.actions) {
      if (a.kind != engine::Act::kCashOut) continue;
      ++cashed;
      const auto i = static_cast<std::size_t>(a.player);
      CHECK(finals[i] == rec.finishing_stacks[i]);
    }
    CHECK(cashed == 1);
    // The look-alike: without the field, the cash-out is money the replay
    // cannot find (stack-mismatch), as before.
    std::string bare = phh;
    bare.erase(bare.find("_cash_outs = "), bare.find('\n', bare.find("_cash_outs = ")) - bare.find("_cash_outs = ") + 1);
    engine::HandRecord bare_rec;
    findings.clear();
    REQUIRE(parser::parse_phh_hand(bare, 1, 1, "bare", bare_rec, findings) == parser::ParseStatus::kOk);
    bool mismatch = false;
    for (const engine::Finding& f : validators::validate(replay::replay_hand(bare_rec, *engine::find_profile("wsop", true))))
      mismatch = mismatch || f.rule == engine::Rule::kStackMismatch;
    CHECK(mismatch);
  }
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

// Open Hand History in (parser/ohh_parser.h): tests/data/ohh/ holds OHH of
// our own, written by `convert --to ohh` from samples/ (errors.ohh: one
// deliberate error per hand; pretty.ohh: a hand spread over lines, then one
// on a line; bad.ohh: broken JSON and an unknown action before a good hand).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "parser/site_headers.h"
#include "tests/support/room_corpus.h"
#include "tests/support/room_hands.h"
#include "tests/support/test_util.h"

namespace ohh_hands_test {

namespace {

std::string data(std::string_view name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return cli_test::read_file(std::filesystem::path(source != nullptr ? source : ".") / "tests/data/ohh" / name);
}

// Per hand of the file: "line rules" (rules sorted, joined by ','), and the
// first finding's "rule line:column".
struct Audited {
  std::vector<std::string> hands;
  std::vector<std::string> first;
};

Audited audit_file(const std::string& text) {
  Audited out;
  audit::HandWorkspace workspace;
  for (const parser::SiteHand& span : parser::split_site_hands(text).hands) {
    REQUIRE(span.format == parser::SiteFormat::kOhh);
    const auto report = audit::audit_room_hand(span.format, std::string_view(text).substr(span.offset, span.length),
                                               span.line, span.column, "test", audit::AuditSettings{}, workspace);
    CHECK(report.format == "ohh");
    std::string line = std::to_string(span.line);
    line.append(" ").append(room_corpus::rule_list(report));
    out.hands.push_back(line);
    std::string first;
    if (!report.findings.empty()) {
      const auto& f = report.findings.front();
      first.append(engine::rule_id(f.rule)).append(" ").append(std::to_string(f.pos.line));
      first.append(":").append(std::to_string(f.pos.column));
    }
    out.first.push_back(first);
  }
  return out;
}

}  // namespace

TEST_CASE("OHH in: each deliberate error of samples/errors.txt is found again in its OHH") {
  const Audited got = audit_file(data("errors.ohh"));
  // As audit finds them in samples/errors.txt, less the two rules OHH
  // cannot carry (uncalled-bet-not-returned: OHH has no return; hand
  // description: OHH writes none).
  const std::vector<std::string> expected = {
      "1 raise-below-minimum",      "3 wrong-call-amount",       "5 check-facing-bet",
      "7 action-out-of-turn",       "9 ",                        "11 pot-amount-mismatch",
      "13 wrong-winner",            "15 odd-chip-wrong-recipient", "17 tie-not-split-equally",
      "19 duplicate-card",          "21 wager-exceeds-stack",    "23 raise-not-reopened",
      "25 pot-limit-exceeded",      "27 limit-wrong-increment",  "29 raise-cap-exceeded",
      "31 wrong-forced-bet-amount", "33 chip-conservation,pot-amount-mismatch",
      "35 ",                        "37 bet-below-minimum",
      "39 ineligible-player-awarded,wrong-winner"};
  CHECK(got.hands == expected);
  // Each at the action (or pot) that shows it.
  CHECK(got.first[0] == "raise-below-minimum 1:1050");       // {"action_number":4,...,"action":"Raise","amount":1.50}
  CHECK(got.first[7] == "odd-chip-wrong-recipient 15:2042");  // the main pot's player_wins
  CHECK(got.first[8] == "tie-not-split-equally 17:2042");
  CHECK(got.first[19] == "ineligible-player-awarded 39:2340");
}

TEST_CASE("OHH in: a hand spread over lines and a hand on one line, both clean") {
  const std::string text = data("pretty.ohh");
  const auto split = parser::split_site_hands(text);
  REQUIRE(split.hands.size() == 2);
  CHECK(split.hands[0].line == 1);   // its `{` line, before `"ohh": {`
  CHECK(split.hands[1].line == 147);
  CHECK(split.hands[1].hand_id == "250100000017");
  CHECK_FALSE(split.leading_length);
  const Audited got = audit_file(text);
  CHECK(got.hands == std::vector<std::string>{"1 ", "147 "});
}

TEST_CASE("OHH in: broken JSON and an unknown action cost their own hand only") {
  const Audited got = audit_file(data("bad.ohh"));
  REQUIRE(got.hands.size() == 3);
  CHECK(got.first[0] == "parse-error 1:835");   // cut in the middle: the JSON ends at the line's end
  CHECK(got.first[1] == "parse-error 3:1255");  // "action":"Jumps"
  CHECK(got.hands[2] == "5 ");
}

TEST_CASE("OHH in: keys OHH does not define are extensions, read silently") {
  // A converter's own keys at the top, in a player and in an action carry
  // nothing the replay uses (docs/unrecognized-lines.md): the hand stays clean.
  std::string text = data("pretty.ohh");
  text = room_hands::with_line(text, "    \"spec_version\"", "    \"x_converter\": {\"name\": \"ours\"},");
  text = room_hands::with_line(text, "        \"seat\": 1", "        \"x_vpip\": 26,");
  const std::size_t action = text.find("\"action_number\"");
  REQUIRE(action != std::string::npos);
  text.insert(action, "\"x_time_ms\": 850, ");
  const Audited got = audit_file(text);
  CHECK(got.hands == std::vector<std::string>{"1 ", "149 "});  // the second hand two lines down
}

TEST_CASE("OHH in: games OHH cannot describe are read and named unsupported") {
  const std::string stud = R"({"ohh":{"spec_version":"1.4.6","game_number":"7","game_type":"Stud","bet_limit":{"bet_type":"FL","bet_cap":0},"players":[{"id":0,"seat":1,"name":"Ann","starting_stack":10}],"rounds":[],"pots":[]}})";
  audit::HandWorkspace workspace;
  const auto report = audit::audit_room_hand(parser::SiteFormat::kOhh, stud, 1, 1, "test", {}, workspace);
  REQUIRE(report.findings.size() == 1);
  CHECK(report.findings[0].rule == engine::Rule::kUnsupportedGame);
  CHECK(report.findings[0].message == "the hand was read but OHH states no bet sizes for stud (no small and big bet), so its stud hands cannot be replayed");
  CHECK(report.game == "stud7");
  CHECK_FALSE(report.replayed);
}

TEST_CASE("OHH in: an action it cannot read stops the hand, the findings before it kept") {
  // errors.ohh's first hand, on one line: wobblyjoe's raise below the
  // minimum (column 1050), then Mina's fold made an action OHH does not
  // define (column 1174).
  std::string hand = data("errors.ohh");
  hand = hand.substr(0, hand.find('\n') + 1);
  const Audited whole = audit_file(hand);
  REQUIRE(whole.hands.size() == 1);
  CHECK(whole.hands[0] == "1 raise-below-minimum");
  const std::string fold = R"({"action_number":5,"player_id":1,"action":"Fold"})";
  const std::size_t at = hand.find(fold);
  REQUIRE(at != std::string::npos);
  hand.replace(at, fold.size(), R"({"action_number":5,"player_id":1,"action":"Jumps"})");
  const Audited stopped = audit_file(hand);
  CHECK(stopped.hands[0] == "1 parse-error,raise-below-minimum");
  CHECK(stopped.first[0] == "parse-error 1:1174");
  // The legal raise (to 3.50, a raise of 2.00 over 1.50): only the stop.
  const std::string raise = R"("player_id":0,"action":"Raise","amount":2.00)";
  hand.replace(hand.find(raise), raise.size(), R"("player_id":0,"action":"Raise","amount":3.50)");
  CHECK(audit_file(hand).hands[0] == "1 parse-error");
}

}  // namespace ohh_hands_test

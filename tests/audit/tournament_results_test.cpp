// A tournament hand's result lines ("finished the tournament", "wins the
// tournament", bounties; validators/tournament_results.cpp) against the
// hand's money: the final hand of tournament #77 (tests/data/tournament/
// final_table/hand.txt, whose summary tests/cli/tournament_results_test.cpp
// writes), where Ann (3,000 chips)
// knocks out Bob (1,500) and Cid (800) at once. Each test changes one line
// of the clean hand and pins the finding it makes (line, column, player).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"
#include "tests/support/audit_expect.h"
#include "tests/support/test_util.h"

namespace {

// tests/data/tournament/final_table/hand.txt: lines 22-24 are the
// results; line 25 the bounty, when a test adds one.
const std::string kFinal = [] {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return cli_test::read_file(std::filesystem::path(source != nullptr ? source : ".") /
                             "tests/data/tournament/final_table/hand.txt");
}();

// `text` with the line that starts with `from` replaced by `to`.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, text.find('\n', at) - at, to);
  return text;
}

std::string with_line(std::string_view from, std::string_view to) { return replaced(kFinal, from, to); }

// kFinal with `line` added after the winner's.
std::string with_bounty(std::string_view line) {
  std::string t = kFinal;
  const std::size_t at = t.find("*** SUMMARY ***");
  t.insert(at, std::string(line) + "\n");
  return t;
}

}  // namespace

TEST_CASE("tournament results: the lines are read into the record") {
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  const std::string text = with_bounty("Ann wins the $5.25 bounty for eliminating Bob");
  REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  using Kind = engine::TournamentResult::Kind;
  REQUIRE(rec.tournament_results.size() == 4);
  const auto& cid = rec.tournament_results[0];
  CHECK(cid.kind == Kind::kFinished);
  CHECK(cid.player == 2);
  CHECK(cid.place == 3);
  CHECK(cid.money == engine::Chips{600});
  CHECK(cid.money_symbol == "$");
  CHECK(cid.pos == engine::SourcePos{22, 1});
  CHECK(rec.tournament_results[1].place == 2);
  const auto& ann = rec.tournament_results[2];
  CHECK(ann.kind == Kind::kWon);
  CHECK(ann.player == 0);
  CHECK(ann.money == engine::Chips{1500});
  const auto& bounty = rec.tournament_results[3];
  CHECK(bounty.kind == Kind::kBounty);
  CHECK(bounty.player == 0);
  CHECK(bounty.eliminated == 1);
  CHECK(bounty.money == engine::Chips{525});
  // A prize in dollars says nothing of how the hand's chips are written.
  CHECK_FALSE(rec.has_currency_symbol);
}

TEST_CASE("tournament results: lines the record leaves out") {
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  // A progressive bounty, a prize not written as one amount, a finish with
  // no place: none is read as a place or a prize, none is a parse error.
  std::string text = with_bounty("Ann wins $5.00 for eliminating Bob and their own bounty increases by $5.00 to $15.00");
  REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  CHECK(rec.tournament_results.size() == 3);
  rec = {};
  text = with_line("Cid finished", "Cid finished the tournament in 3rd place and received $6 .00.");
  REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  REQUIRE(rec.tournament_results.size() == 3);
  CHECK(rec.tournament_results[0].place == 3);
  CHECK_FALSE(rec.tournament_results[0].money.has_value());
  rec = {};
  text = with_line("Cid finished", "Cid finished the tournament");
  REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  REQUIRE(rec.tournament_results.size() == 3);
  CHECK(rec.tournament_results[0].place == 0);
  CHECK(findings.empty());
}

TEST_CASE("tournament results: the clean final hand has no finding") {
  CHECK_AUDIT(kFinal, "", {});
  CHECK_AUDIT(with_bounty("Ann wins the $5.00 bounty for eliminating Bob"), "", {});
}

TEST_CASE("tournament results: out in the same hand, the bigger starting stack places higher") {
  // Bob started with 1,500 and Cid with 800: Bob must not place below Cid.
  const std::string t =
      replaced(with_line("Cid finished", "Cid finished the tournament in 2nd place and received $9.00."),
               "Bob finished", "Bob finished the tournament in 3rd place and received $6.00.");
  CHECK_AUDIT(t, "", {{"inconsistent-record", 23, 1, "Bob"}});
  const audit::HandReport r = audit_expect::audit(t);
  REQUIRE(r.findings.size() == 1);
  CHECK(r.findings[0].message ==
        "Bob and Cid are out in this hand; Bob started it with more chips (1500 against 800) and so places higher, "
        "but is placed 3rd and Cid 2nd");
}

TEST_CASE("tournament results: a player who finished ends with nothing, the winner alone with chips") {
  // Ann, who ends with 5,300, said to finish 4th: her chips (not her place
  // against the two she knocked out: she is not out in this hand).
  CHECK_AUDIT(with_line("Ann wins", "Ann finished the tournament in 4th place"), "",
              {{"inconsistent-record", 24, 1, "Ann"}});
  // In 1st place she keeps them: a satellite's winners all finish 1st in
  // the hand that ends it, with their chips.
  CHECK_AUDIT(with_line("Ann wins", "Ann finished the tournament in 1st place and received $15.00."), "", {});
  const audit::HandReport r = audit_expect::audit(with_line("Ann wins", "Ann finished the tournament in 4th place"));
  REQUIRE(!r.findings.empty());
  CHECK(r.findings[0].message == "Ann finished the tournament, but ends this hand with 5300");
  // Cid, out with nothing, said to win it: his chips, and Ann's.
  CHECK_AUDIT(with_line("Ann wins", "Cid wins the tournament and receives $15.00 - congratulations!"), "",
              {{"inconsistent-record", 24, 1, "Cid"}, {"inconsistent-record", 24, 1, "Cid"}});
  // A winner in the hand: the best placed of those out in it is 2nd.
  const std::string third =
      replaced(with_line("Cid finished", "Cid finished the tournament in 4th place and received $6.00."),
               "Bob finished", "Bob finished the tournament in 3rd place and received $9.00.");
  CHECK_AUDIT(third, "", {{"inconsistent-record", 23, 1, "Bob"}});
}

TEST_CASE("tournament results: a bounty is won on a player out in the hand, by one who collected") {
  // Ann is not out; Bob collects nothing.
  CHECK_AUDIT(with_bounty("Bob wins the $5.00 bounty for eliminating Ann"), "",
              {{"inconsistent-record", 25, 1, "Bob"}, {"inconsistent-record", 25, 1, "Bob"}});
  CHECK_AUDIT(with_bounty("Ann wins the $5.00 bounty for eliminating Cid"), "", {});
}

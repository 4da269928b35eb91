// Hostile and broken input: never a crash, always a positioned finding, and
// the other hands of the file still audited.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "audit/audit_hand.h"
#include "parser/decode.h"
#include "parser/pokerstars_split.h"

namespace {

constexpr std::string_view kHand = R"(PokerStars Hand #100: Hold'em No Limit ($0.25/$0.50 USD) - 2024/01/01 10:00:00 ET
Table 'Alpha' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cid ($20 in chips)
Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
Ann: raises $1 to $1.50
Bob: folds
Cid: calls $1
*** FLOP *** [2c 7d Kh]
Cid: checks
Ann: bets $2
Cid: calls $2
*** TURN *** [2c 7d Kh] [Ts]
Cid: checks
Ann: checks
*** RIVER *** [2c 7d Kh Ts] [3s]
Cid: bets $16.50 and is all-in
Ann: calls $16.50
*** SHOW DOWN ***
Cid: shows [Kd Qd] (a pair of Kings)
Ann: shows [Ac Ad] (a pair of Aces)
Ann collected $40.25 from pot
*** SUMMARY ***
Total pot $40.25 | Rake $0
Board [2c 7d Kh Ts 3s]
Seat 1: Ann (button) showed [Ac Ad] and won ($40.25) with a pair of Aces
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Kd Qd] and lost with a pair of Kings
)";

struct Audit {
  std::size_t hands = 0;
  std::size_t clean = 0;
  std::size_t unpositioned = 0;
  std::string unpositioned_rule;   // the first finding without a position
};

Audit audit_text(std::string_view bytes) {
  Audit a;
  const auto decoded = parser::decode(bytes);
  const auto split = parser::split_pokerstars(decoded.text);
  for (const auto& span : split.hands) {
    ++a.hands;
    const auto r = audit::audit_hand(std::string_view(decoded.text).substr(span.offset, span.length), span.line,
                                   span.column, "t", {});
    if (r.findings.empty()) ++a.clean;
    for (const auto& f : r.findings)
      if (f.pos.line == 0 || f.pos.column == 0) {
        if (a.unpositioned++ == 0) a.unpositioned_rule = std::string(engine::rule_id(f.rule)) + ": " + f.message;
      }
  }
  return a;
}

}  // namespace

TEST_CASE("the reference hand is clean") {
  const auto a = audit_text(kHand);
  CHECK(a.hands == 1);
  CHECK(a.clean == 1);
}

TEST_CASE("a hand cut at every line: a positioned finding, and the next hand still audited") {
  std::size_t cuts = 0;
  for (std::size_t i = 0; i < kHand.size(); ++i) {
    if (kHand[i] != '\n' || i + 1 == kHand.size()) continue;
    const std::string text = std::string(kHand.substr(0, i + 1)) + "\n\n" + std::string(kHand);
    const auto a = audit_text(text);
    CHECK(a.hands == 2);
    CHECK(a.clean == 1);          // the cut hand has findings, the whole one none
    CHECK(a.unpositioned == 0);
    ++cuts;
  }
  CHECK(cuts > 25);
}

TEST_CASE("a hand cut at every byte never crashes and keeps the next hand") {
  for (std::size_t i = 1; i < kHand.size(); ++i) {
    const std::string text = std::string(kHand.substr(0, i)) + "\n" + std::string(kHand);
    const auto a = audit_text(text);
    CHECK(a.unpositioned == 0);
    CHECK(a.clean >= 1);
  }
}

TEST_CASE("random bit flips and byte insertions never crash" * doctest::test_suite("property")) {
  std::mt19937_64 rng(12345);
  for (int round = 0; round < 3000; ++round) {
    std::string text(kHand);
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng() % text.size();
      if (rng() % 2) text[at] = static_cast<char>(text[at] ^ (1 << (rng() % 8)));
      else text.insert(at, 1, static_cast<char>(rng() % 256));
    }
    const auto a = audit_text(text);
    CHECK_MESSAGE(a.unpositioned == 0, a.unpositioned_rule);
  }
}

TEST_CASE("empty input, binary junk, enormous amounts") {
  CHECK(audit_text("").hands == 0);
  std::string junk;
  std::mt19937_64 rng(7);
  for (int i = 0; i < 100000; ++i) junk.push_back(static_cast<char>(rng()));
  CHECK(audit_text(junk).unpositioned == 0);

  std::string huge(kHand);
  const auto at = huge.find("$50 in chips");
  huge.replace(at, 3, "$99999999999999999999999");
  const auto decoded = parser::decode(huge);
  const auto r = audit::audit_hand(decoded.text, 1, 1, "t", {});
  REQUIRE(!r.findings.empty());
  CHECK(r.findings[0].rule == engine::Rule::kParseError);
  CHECK(r.findings[0].pos.line == 3);
  CHECK(r.findings[0].pos.column == 15);  // the first digit
  CHECK_FALSE(r.replayed);

  std::string precise(kHand);
  precise.replace(precise.find("$50 in chips"), 3, "$50.000000000000000000000000001");
  const auto r2 = audit::audit_hand(precise, 1, 1, "t", {});
  REQUIRE(!r2.findings.empty());
  CHECK(r2.findings[0].rule == engine::Rule::kParseError);
}

TEST_CASE("a name of 10,000 characters and a line of a megabyte") {
  std::string text(kHand);
  const std::string name(10000, 'x');
  for (std::size_t at; (at = text.find("Bob")) != std::string::npos;) text.replace(at, 3, name);
  CHECK(audit_text(text).clean == 1);

  std::string long_line(kHand);
  long_line.insert(long_line.find("*** HOLE CARDS ***"), std::string(1 << 20, 'z') + "\n");
  const auto a = audit_text(long_line);
  CHECK(a.hands == 1);
  CHECK(a.clean == 0);
  CHECK(a.unpositioned == 0);
}

TEST_CASE("ten thousand seats: a positioned parse-error, not a crash") {
  std::string text = "PokerStars Hand #7: Hold'em No Limit ($0.25/$0.50 USD) - 2024/01/01 10:00:00 ET\n"
                     "Table 'Wide' 9-max Seat #1 is the button\n";
  for (int i = 1; i <= 10000; ++i) text += "Seat " + std::to_string(i) + ": P" + std::to_string(i) + " ($50 in chips)\n";
  text += "*** SUMMARY ***\nTotal pot $0 | Rake $0\n";
  const auto r = audit::audit_hand(text, 1, 1, "t", {});
  REQUIRE(!r.findings.empty());
  CHECK(r.findings[0].rule == engine::Rule::kParseError);
  CHECK(r.findings[0].pos.line == 67);   // the 65th seat line
  CHECK_FALSE(r.replayed);
}

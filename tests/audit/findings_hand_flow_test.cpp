// The hand as a whole (validators/hand_flow_findings.cpp): cards dealt after
// the hand was over, a pot layer nobody can claim, and run it twice where
// the rules forbid it; each with a legal look-alike.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace {

constexpr std::string_view kTop = R"(PokerStars Hand #1201:  Hold'em No Limit ($0.50/$1 USD) - 2024/05/01 20:00:00 ET
Table 'Gamma' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cid ($20 in chips)
Bob: posts small blind $0.50
Cid: posts big blind $1
*** HOLE CARDS ***
)";

std::string hand(std::string_view body) { return std::string(kTop) + std::string(body); }

}  // namespace

TEST_CASE("cards-after-hand-ended: a flop dealt after everyone folded to the big blind") {
  constexpr std::string_view kWalk = R"(Ann: folds
Bob: folds
Uncalled bet ($0.50) returned to Cid
Cid collected $1 from pot
*** SUMMARY ***
Total pot $1 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($1)
)";
  CHECK_AUDIT(hand(kWalk), "pokerstars", {});
  std::string late = hand(kWalk);
  late.insert(late.find("Uncalled"), "*** FLOP *** [2c 7d 9h]\n");
  CHECK_AUDIT(late, "pokerstars", {{"cards-after-hand-ended", 11, 1}});
}

TEST_CASE("run-it-twice-invalid: two boards while two players still have chips to bet") {
  // Cid is all-in for $20 pre-flop; Ann and Bob call and keep $30 each.
  auto twice = [](std::string_view bob_stack) {
    std::string t = hand(R"(Ann: raises $19 to $20
Bob: calls $19.50
Cid: calls $19 and is all-in
Hand was run twice
*** FIRST FLOP *** [2c 7d 9h]
*** FIRST TURN *** [2c 7d 9h] [Js]
*** FIRST RIVER *** [2c 7d 9h Js] [3s]
*** SECOND FLOP *** [4c 8d Th]
*** SECOND TURN *** [4c 8d Th] [Qs]
*** SECOND RIVER *** [4c 8d Th Qs] [5s]
*** FIRST SHOW DOWN ***
Ann: shows [Ac Ad] (a pair of Aces)
Bob: shows [Kc Kd] (a pair of Kings)
Cid: shows [Qc Qd] (a pair of Queens)
Ann collected $30 from pot
*** SECOND SHOW DOWN ***
Ann: shows [Ac Ad] (a pair of Aces)
Bob: shows [Kc Kd] (a pair of Kings)
Cid: shows [Qc Qd] (three of a kind, Queens)
Cid collected $30 from pot
*** SUMMARY ***
Total pot $60 | Rake $0
FIRST Board [2c 7d 9h Js 3s]
SECOND Board [4c 8d Th Qs 5s]
Seat 1: Ann (button) showed [Ac Ad] and won ($30) with a pair of Aces
Seat 2: Bob (small blind) showed [Kc Kd] and lost with a pair of Kings
Seat 3: Cid (big blind) showed [Qc Qd] and won ($30) with three of a kind, Queens
)");
    const auto at = t.find("Seat 2: Bob ($50");
    t.replace(at, 16, "Seat 2: Bob (" + std::string(bob_stack));
    return t;
  };
  // Bob has only $20 too: Ann alone keeps chips, the betting is over.
  const auto legal = audit_expect::audit(twice("$20"), "pokerstars");
  CHECK(audit_expect::find(legal, "run-it-twice-invalid") == nullptr);
  const auto bad = audit_expect::audit(twice("$50"), "pokerstars");
  const auto* f = audit_expect::find(bad, "run-it-twice-invalid");
  REQUIRE(f != nullptr);
  CHECK(f->pos.line == 31);  // the summary's FIRST Board line
}

TEST_CASE("unclaimable-pot-layer: every player who paid into a side pot folded") {
  // Cid all-in for $20; Ann and Bob build a side pot of $20, then both fold
  // (the log lets the last one fold too): nobody can win the side pot.
  const std::string text = hand(R"(Ann: raises $29 to $30
Bob: calls $29.50
Cid: calls $19 and is all-in
*** FLOP *** [2c 7d 9h]
Bob: folds
Ann: folds
Cid collected $80 from pot
*** SUMMARY ***
Total pot $80 | Rake $0
Board [2c 7d 9h]
Seat 1: Ann (button) folded on the Flop
Seat 2: Bob (small blind) folded on the Flop
Seat 3: Cid (big blind) collected ($80)
)");
  const auto report = audit_expect::audit(text, "pokerstars");
  const auto* f = audit_expect::find(report, "unclaimable-pot-layer");
  REQUIRE(f != nullptr);
  CHECK(f->pos.line == 17);
  CHECK(f->message.find("side pot 1 of $20") != std::string::npos);
  CHECK(f->message.find("pays it to Cid") == std::string::npos);  // the collect names no pot: it is the main pot's line
  // Look-alike: Bob calls Ann's flop bet instead of folding; the side pot
  // has its owners.
  std::string called = text;
  called.replace(called.find("Bob: folds\nAnn: folds\n"), 22, "Bob: checks\nAnn: checks\n");
  const auto fine = audit_expect::audit(called, "pokerstars");
  CHECK(audit_expect::find(fine, "unclaimable-pot-layer") == nullptr);
}

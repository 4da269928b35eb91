// Findings' expected and actual values through the public face, typed: a
// program compares amounts in minor units, counts, seats, cards and shares
// without reading the text, and the text is what the reports write.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "handaudit/handaudit.h"

namespace {

using Kind = handaudit::Quantity::Kind;

// samples/errors.txt hand 1: Pavlos K raises to $1.50, wobblyjoe re-raises
// to only $2 (the minimum is $2.50).
constexpr std::string_view kShortRaise =
    R"(PokerStars Hand #260400000001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/04/02 20:01:37 ET
Table 'Ceres 1' 6-max Seat #1 is the button
Seat 1: wobblyjoe ($52.37 in chips) 
Seat 2: Mina Okafor ($48.12 in chips) 
Seat 3: rust_belt ($50 in chips) 
Seat 4: Pavlos K ($61.09 in chips) 
Mina Okafor: posts small blind $0.25
rust_belt: posts big blind $0.50
*** HOLE CARDS ***
Pavlos K: raises $1 to $1.50
wobblyjoe: raises $0.50 to $2
Mina Okafor: folds 
rust_belt: folds 
Pavlos K: calls $0.50
*** FLOP *** [7s 4d 2c]
Pavlos K: checks 
wobblyjoe: bets $2.50
Pavlos K: folds 
Uncalled bet ($2.50) returned to wobblyjoe
wobblyjoe collected $4.55 from pot
wobblyjoe: doesn't show hand 
*** SUMMARY ***
Total pot $4.75 | Rake $0.20 
Board [7s 4d 2c]
Seat 1: wobblyjoe (button) collected ($4.55)
Seat 2: Mina Okafor (small blind) folded before Flop
Seat 3: rust_belt (big blind) folded before Flop
Seat 4: Pavlos K folded on the Flop
)";

// The one finding of `rule` in the single hand of `text`.
handaudit::Finding only_finding(std::string_view text, std::string_view rule) {
  const std::vector<handaudit::HandResult> hands = handaudit::audit_text(text);
  REQUIRE(hands.size() == 1);
  std::vector<handaudit::Finding> found;
  for (const handaudit::Finding& f : hands.front().findings)
    if (f.rule == rule) found.push_back(f);
  REQUIRE(found.size() == 1);
  return found.front();
}

// The finding of `rule` in samples/errors.txt, the sample with a hand per rule.
handaudit::Finding sample_finding(std::string_view rule) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  std::ifstream in(std::filesystem::path(source != nullptr ? source : ".") / "samples" / "errors.txt",
                   std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  for (const handaudit::HandResult& hand : handaudit::audit_text(text.str()))
    for (const handaudit::Finding& f : hand.findings)
      if (f.rule == rule) return f;
  FAIL("no " << rule << " in samples/errors.txt");
  return {};
}

// A value of `kind` written `text`; the lists are added by the callers below.
handaudit::Quantity quantity(Kind kind, std::string text, std::int64_t value = 0, std::string currency = {}) {
  return {.kind = kind,
          .value = value,
          .currency = std::move(currency),
          .cards = {},
          .shares = {},
          .amounts = {},
          .text = std::move(text)};
}

handaudit::Quantity money(std::int64_t minor_units, std::string text, std::string currency = "$") {
  return quantity(Kind::kMoney, std::move(text), minor_units, std::move(currency));
}

handaudit::Quantity cards(std::vector<std::string> list, std::string text) {
  handaudit::Quantity q = quantity(Kind::kCards, std::move(text));
  q.cards = std::move(list);
  return q;
}

handaudit::Quantity shares(std::vector<handaudit::Share> list, std::string text) {
  handaudit::Quantity q = quantity(Kind::kShares, std::move(text), 0, "$");
  q.shares = std::move(list);
  return q;
}

handaudit::Quantity amounts(std::vector<std::int64_t> list, std::string text) {
  handaudit::Quantity q = quantity(Kind::kAmounts, std::move(text), 0, "$");
  q.amounts = std::move(list);
  return q;
}

}  // namespace

TEST_CASE("finding values: a raise below the minimum is money, the phrase's amount in cents") {
  const handaudit::Finding f = only_finding(kShortRaise, "raise-below-minimum");
  CHECK(f.expected == money(250, "raise to at least $2.50"));
  CHECK(f.actual == money(200, "raise to $2.00"));
  CHECK(f.expected.value - f.actual.value == 50);
}

TEST_CASE("finding values: tournament chips are money without a currency, 100 minor units a chip") {
  // Hal re-raises to 200 over Vic's 150: the minimum is 250.
  const handaudit::Finding f = only_finding(
      R"(PokerStars Hand #2003: Tournament #7001, $5+$0.50 USD Hold'em No Limit - Level I (25/50) - 2024/05/02 21:05:00 ET
Table '7001 1' 6-max Seat #1 is the button
Seat 1: Vic (1500 in chips)
Seat 2: Hal (1500 in chips)
Seat 3: Pia (1500 in chips)
Hal: posts small blind 25
Pia: posts big blind 50
*** HOLE CARDS ***
Vic: raises 100 to 150
Hal: raises 50 to 200
Pia: folds
Vic: folds
Uncalled bet (50) returned to Hal
Hal collected 350 from pot
*** SUMMARY ***
Total pot 350 | Rake 0
Seat 1: Vic (button) folded before Flop
Seat 2: Hal (small blind) collected (350)
Seat 3: Pia (big blind) folded before Flop
)",
      "raise-below-minimum");
  CHECK(f.expected == money(25000, "raise to at least 250", ""));
  CHECK(f.actual == money(20000, "raise to 200", ""));
}

TEST_CASE("finding values: a summary board other than the board dealt is cards, in order") {
  std::string text(kShortRaise);
  text.replace(text.find("Board [7s 4d 2c]"), 16, "Board [7s 4d 3c]");
  const handaudit::Finding f = only_finding(text, "inconsistent-record");
  CHECK(f.expected == cards({"7s", "4d", "2c"}, "[7s 4d 2c]"));
  CHECK(f.actual == cards({"7s", "4d", "3c"}, "[7s 4d 3c]"));
}

TEST_CASE("finding values: the player due to act and the one who did are seats") {
  const handaudit::Finding f = sample_finding("action-out-of-turn");
  CHECK(f.expected == quantity(Kind::kSeat, "Mina Okafor", 2));
  CHECK(f.actual == quantity(Kind::kSeat, "rust_belt", 3));
}

TEST_CASE("finding values: a round past the cap is a count of bets") {
  const handaudit::Finding f = sample_finding("raise-cap-exceeded");
  CHECK(f.expected == quantity(Kind::kCount, "4 bets at most", 4));
  CHECK(f.actual == quantity(Kind::kCount, "5", 5));
}

TEST_CASE("finding values: a pot paid to the wrong player is shares per player") {
  const handaudit::Finding f = sample_finding("wrong-winner");
  CHECK(f.expected == shares({{"Pavlos K", 689}}, "Pavlos K $6.89"));
  CHECK(f.actual == shares({{"rust_belt", 689}}, "rust_belt $6.89"));
}

TEST_CASE("finding values: stated main and side pots are amounts in order") {
  const handaudit::Finding f = sample_finding("pot-amount-mismatch");
  CHECK(f.expected == amounts({1525, 1200}, "$15.25 + $12.00"));
  CHECK(f.actual == amounts({1375, 1225}, "$13.75 + $12.25"));
}

TEST_CASE("finding values: words where no number fits, none where the rule has no value") {
  const handaudit::Finding check = sample_finding("check-facing-bet");
  CHECK(check.expected == money(50, "call $0.50, raise or fold"));
  CHECK(check.actual == quantity(Kind::kText, "check"));
  CHECK(sample_finding("raise-not-reopened").expected == quantity(Kind::kText, "call or fold"));
  const handaudit::Finding duplicate = sample_finding("duplicate-card");
  CHECK(duplicate.expected == handaudit::Quantity{});
  CHECK(duplicate.actual == handaudit::Quantity{});
}

TEST_CASE("finding values: to_json writes the text, typed values and all") {
  std::vector<handaudit::HandResult> hands = handaudit::audit_text(kShortRaise);
  REQUIRE(hands.size() == 1);
  const std::string json = handaudit::to_json(hands.front());
  CHECK(json.find(R"("expected":"raise to at least $2.50","actual":"raise to $2.00")") != std::string::npos);
}

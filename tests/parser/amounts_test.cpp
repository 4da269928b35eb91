// Amounts as the PokerStars parser reads them: separators, decimals, the
// centi-unit scale and the limits (the short amounts of nearly every line go
// through a fast path; longer ones through checked arithmetic).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "parser/pokerstars_parser.h"

namespace {

// Ann's stack read from a two-player hand, or the parse error's message.
struct Read {
  std::optional<std::int64_t> stack;
  std::string error;
};

Read stack_of(const std::string& amount) {
  const std::string text =
      "PokerStars Hand #1:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:15:40 ET\n"
      "Table 'T' 6-max Seat #1 is the button\n"
      "Seat 1: Ann ($" +
      amount +
      " in chips)\n"
      "Seat 2: Bob ($50 in chips)\n"
      "Ann: posts small blind $0.25\n"
      "Bob: posts big blind $0.50\n"
      "*** HOLE CARDS ***\n"
      "Ann: folds\n"
      "Uncalled bet ($0.25) returned to Bob\n"
      "Bob collected $0.50 from pot\n"
      "*** SUMMARY ***\n"
      "Total pot $0.50 | Rake $0\n"
      "Seat 1: Ann (button) (small blind) folded before Flop\n"
      "Seat 2: Bob (big blind) collected ($0.50)\n";
  engine::HandRecord record;
  std::vector<engine::Finding> findings;
  parser::parse_pokerstars_hand(text, 1, 1, record, findings);
  Read read;
  if (!record.players.empty() && record.players[0].name == "Ann") read.stack = record.players[0].stack.minor_units();
  for (const engine::Finding& f : findings)
    if (f.rule == engine::Rule::kParseError) read.error = f.message;
  return read;
}

}  // namespace

TEST_CASE("amounts are read as centi-units, separators and trailing zero decimals allowed") {
  const std::pair<const char*, std::int64_t> cases[] = {
      {"50", 5000},
      {"0.05", 5},
      {"0.5", 50},
      {"1,492.66", 149266},
      {"12,345,678.9", 1234567890},
      {"50.000", 5000},
      {"999,999,999.99", 99999999999},           // 14 bytes: the fast path
      {"1,000,000,000.50", 100000000050},        // 16 bytes: the checked path
      {"43980465111.03", 4398046511103},         // the largest amount a log may state
      {"10,000,000,000.000000", 1000000000000},  // long, but zeros after the second decimal
  };
  for (const auto& [text, centi] : cases) {
    const auto& case_text = text;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_text);
    const Read read = stack_of(text);
    CHECK(read.error.empty());
    CHECK(read.stack == centi);
  }
}

TEST_CASE("amounts past two decimals or past the limit are parse errors") {
  const std::pair<const char*, const char*> cases[] = {
      {"50.001", "amount has more than two decimal places"},
      {"1,000,000,000.001", "amount has more than two decimal places"},
      {"43980465111.04", "amount is too large"},
      {"10,000,000,000,000", "amount is too large"},
      {"99999999999999999999999", "amount is too large"},
  };
  for (const auto& [text, message] : cases) {
    const auto& case_text = text;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_text);
    CHECK(stack_of(text).error.find(message) != std::string::npos);
  }
}

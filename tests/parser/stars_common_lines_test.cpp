// The commonest PokerStars lines read without the grammar
// (parser/stars_text_common_lines.h) give what the grammar gives: every
// PokerStars-format hand of the corpus, the samples and the test data, and
// lines made to sit on the edges of what the shortcut takes, are read both
// ways and the records, findings and statuses compared whole.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "parser/pokerstars_parser.h"
#include "parser/pokerstars_split.h"
#include "tests/support/decoded_files.h"

namespace stars_common_lines_test {

namespace fs = std::filesystem;

namespace {

struct Read {
  parser::ParseStatus status = parser::ParseStatus::kOk;
  engine::HandRecord record;
  std::vector<engine::Finding> findings;
};

// Both readers of one hand, each with the lists it keeps from hand to hand.
struct BothWays {
  parser::PokerStarsScratch fast;
  parser::PokerStarsScratch grammar;
  std::size_t hands = 0;
  std::vector<std::string> differences;

  BothWays() { grammar.set_grammar_only(true); }

  // Reads `text` (a hand at `line`) both ways; false, noted, where they differ.
  bool compare(std::string_view text, std::uint32_t line, std::uint32_t column, const std::string& where) {
    ++hands;
    Read a, b;
    try {
      a.status = parser::parse_pokerstars_hand(text, line, column, a.record, a.findings, fast);
      b.status = parser::parse_pokerstars_hand(text, line, column, b.record, b.findings, grammar);
    } catch (const std::exception& e) {
      differences.push_back(where + ": threw " + e.what());
      return false;
    }
    if (a.status == b.status && a.record == b.record && a.findings == b.findings) return true;
    differences.push_back(where);
    return false;
  }

  void compare_text(std::string_view text, const std::string& name) {
    for (const parser::HandSpan& span : parser::split_pokerstars(text).hands)
      compare(text.substr(span.offset, span.length), span.line, span.column, name + ":" + std::to_string(span.line));
  }

  void compare_tree(const fs::path& root) {
    decoded_files::for_each(root, [this](const std::string& name, std::string_view text) { compare_text(text, name); });
  }
};

constexpr std::string_view kHeader =
    "PokerStars Hand #1:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:15:40 ET\n"
    "Table 'T' 6-max Seat #1 is the button\n";

// A hand whose seat lines and first action lines are `seats` and `actions`.
std::string hand(std::string_view seats, std::string_view actions) {
  std::string text(kHeader);
  text.append(seats).append(actions);
  text +=
      "*** SUMMARY ***\n"
      "Total pot $1 | Rake $0\n";
  return text;
}

}  // namespace

TEST_CASE("common lines: lines on the edges of the shortcut read as the grammar reads them") {
  const std::string seats =
      "Seat 1: Al ($50 in chips)\n"
      "Seat 2: Al (50 in chips) Jr ($50 in chips)\n"
      "Seat 3: Bo (x) ($1,000.50 in chips) is sitting out\n"
      "Seat 4: Cy (\xE2\x82\xAC" "50 in chips)   out of hand\n";
  BothWays both;
  // Seat lines: names holding " (", stacks the grammar converts and the
  // shortcut leaves to it, bounties, sitting out written otherwise.
  for (const std::string_view seat : {
           "Seat 5: Di ($1.234 in chips)\n", "Seat 5: Di ($1.230 in chips)\n", "Seat 5: Di (1.2.3 in chips)\n",
           "Seat 5: Di ($9999999999999 in chips)\n", "Seat 5: Di ($1 in chips, $5 bounty)\n",
           "Seat 5: Di ($1 in chips)is sitting out\n", "Seat 5: Di ($1 in chips) sitting out\n",
           "Seat 5: Di ($ 1 in chips)\n", "Seat 5: Di ($1 in chips\n", "Seat 5:Di ($1 in chips)\n",
           "Seat 5: Di (1,00 in chips)\n", "Seat 5: Di ($1,000,000 in chips)\n", "Seat 55555555: Di ($1 in chips)\n",
           "Seat 5: Di (\xC2\xA3" "1 in chips) (\xC2\xA5" "2 in chips)\n", "Seat 1: Al ($1 in chips)\n",
           "Seat 5: Di ($1.2345678901234 in chips)\n", "Seat 5: Di (12345678901234.5 in chips)\n"}) {
    CAPTURE(seat);
    CHECK(both.compare(hand(seats + std::string(seat), "Al: folds\n"), 1, 1, std::string(seat)));
  }
  // Action lines: the verbs taken and their neighbours left to the grammar.
  for (const std::string_view action : {
           "Al: folds", "Al: folds [Ah Kd]", "Al: folds and is all-in", "Al: checks", "Al: checks and is all-in",
           "Al: calls $1", "Al: calls $1 and is all-in", "Al: calls $1 and is all-in and has reached the $2 cap",
           "Al: calls 1,00", "Al: calls $1.234", "Al: calls $1.230", "Al: calls $", "Al: calls $1x",
           "Al: callsign", "Al: bets \xE2\x82\xB9" "5", "Al: bets 99999999999999999999", "Al: raises $1 to $2",
           "Al: raises $1 to $2 and is all-in", "Al: raises $1 $2", "Al: raises $1 to", "Al: posts small blind $0.25",
           "Al: posts big blind $0.50", "Al: posts the ante $0.05", "Al: posts small & big blinds $0.75",
           "Al: posts straddle $1", "Al (50 in chips) Jr: calls $1", "Al: Jr: calls $1", "Nobody: calls $1",
           "Seat 1: folds", "Dealt to Al [Ah Kd]", "Uncalled bet ($1) returned to Al", "Al: shows [Ah Kd]",
           "Al: doesn't show hand", "Al: bets $1 (disconnect)", "Al:  folds", "Al: folds "}) {
    CAPTURE(action);
    CHECK(both.compare(hand(seats, std::string(action) + "\n"), 1, 1, std::string(action)));
  }
  CHECK(both.fast.common_lines() > 0);
  CHECK(both.grammar.common_lines() == 0);
}

TEST_CASE("common lines: the samples and the test data read as the grammar reads them") {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  if (source == nullptr) {
    MESSAGE("HANDAUDIT_SOURCE not set: skipped");
    return;
  }
  BothWays both;
  both.compare_tree(fs::path(source) / "samples");
  both.compare_tree(fs::path(source) / "tests/data");
  for (const std::string& where : both.differences) FAIL_CHECK("reads otherwise: " << where);
  CHECK(both.differences.empty());
  CHECK(both.hands > 100);
  CHECK(both.fast.common_lines() > 1000);
}

TEST_CASE("common lines: every PokerStars-format hand of the corpus reads as the grammar reads it" *
          doctest::test_suite("corpus")) {
  const char* corpus = std::getenv("HANDAUDIT_CORPUS");
  if (corpus == nullptr || !fs::exists(fs::path(corpus) / "pokerstars")) {
    MESSAGE("no corpus: skipped");
    return;
  }
  BothWays both;
  both.compare_tree(corpus);
  for (const std::string& where : both.differences) FAIL_CHECK("reads otherwise: " << where);
  CHECK(both.differences.empty());
  MESSAGE(both.hands << " hands, " << both.fast.common_lines() << " lines read without the grammar");
  CHECK(both.hands > 5000);
  CHECK(both.fast.common_lines() > 100000);
}

}  // namespace stars_common_lines_test

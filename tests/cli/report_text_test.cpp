#include "cli/report_text.h"

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "cli/source_lines.h"

namespace {

std::string excerpt(std::uint32_t line, std::string_view text, std::uint32_t column) {
  std::string out;
  cli::append_excerpt(out, line, text, column, false);
  return out;
}

}  // namespace

TEST_CASE("the caret sits under the column with tildes to the end of the word") {
  struct Case {
    std::uint32_t line;
    std::string_view text;
    std::uint32_t column;
    std::string_view expected;
  };
  const Case cases[] = {
      // INTERFACE.md's example: "raises" starts at column 6.
      {1432, "Bob: raises $0.25 to $0.75", 6,
       "  1432 | Bob: raises $0.25 to $0.75\n"
       "       |      ^~~~~~\n"},
      {7, "Bob: raises $0.25 to $0.75", 1, "  7 | Bob: raises $0.25 to $0.75\n    | ^~~~\n"},
      // The last word of the line.
      {7, "Bob: raises $0.25 to $0.75", 22,
       "  7 | Bob: raises $0.25 to $0.75\n    |                      ^~~~~\n"},
      // On a blank: a lone caret.
      {7, "a  b", 2, "  7 | a  b\n    |  ^\n"},
      // Past the end: just after the last character.
      {7, "abc", 9, "  7 | abc\n    |    ^\n"},
      // Column unknown: no caret line.
      {7, "abc", 0, "  7 | abc\n"},
      // A tab before the column is copied so the caret lines up.
      {7, "\tBob: folds", 7, "  7 | \tBob: folds\n    | \t     ^~~~~\n"},
      // A UTF-8 name takes one cell per character; columns are bytes.
      {7, "Jos\xc3\xa9: calls $1", 8, "  7 | Jos\xc3\xa9: calls $1\n    |       ^~~~~\n"},
      {7, "x \xc3\xa9t\xc3\xa9 y", 3, "  7 | x \xc3\xa9t\xc3\xa9 y\n    |   ^~~\n"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    CAPTURE(c.column);
    CHECK(excerpt(c.line, c.text, c.column) == c.expected);
  }
}

TEST_CASE("a finding block: header, source line, caret; colour only when asked") {
  const std::string text = "PokerStars Hand #1: ...\nBob: raises $0.25 to $0.75\n";
  const cli::SourceLines lines(text);
  cli::HandReport hand;
  hand.source = "hands.txt";
  engine::Finding f;
  f.rule = engine::Rule::kRaiseBelowMinimum;
  f.pos = {2, 6};
  f.message = "Bob raises to $0.75 on the flop";

  std::string out;
  cli::append_finding(out, hand, f, lines, false);
  CHECK(out ==
        "hands.txt:2:6: error[raise-below-minimum] Bob raises to $0.75 on the flop\n"
        "  2 | Bob: raises $0.25 to $0.75\n"
        "    |      ^~~~~~\n");

  out.clear();
  cli::append_finding(out, hand, f, lines, true);
  CHECK(out.find("\x1b[") != std::string::npos);

  // Position unknown: header only.
  f.pos = {};
  f.rule = engine::Rule::kStackContinuity;
  out.clear();
  cli::append_finding(out, hand, f, lines, false);
  CHECK(out == "hands.txt: warning[stack-continuity] Bob raises to $0.75 on the flop\n");
}

TEST_CASE("colour is never wanted with NO_COLOR, nor off a terminal") {
  std::FILE* file = std::tmpfile();
  REQUIRE(file != nullptr);
  CHECK_FALSE(cli::colour_wanted(file));  // not a terminal
  std::fclose(file);
}

TEST_CASE("the closing summary") {
  cli::AuditSummary summary;
  summary.files = 2;
  summary.hands = 5;
  summary.clean = 3;
  summary.with_findings = 1;
  summary.unreadable = 1;
  CHECK(cli::summary_text(summary) ==
        "5 hands in 2 files: 3 clean, 1 with findings, 1 unreadable\n");
  summary.by_rule[static_cast<std::size_t>(engine::Rule::kWrongWinner)] = 2;
  summary.by_rule[static_cast<std::size_t>(engine::Rule::kParseError)] = 1;
  CHECK(cli::summary_text(summary) ==
        "5 hands in 2 files: 3 clean, 1 with findings, 1 unreadable\n"
        "by rule: parse-error 1, wrong-winner 2\n");
}

TEST_CASE("source lines: LF, CRLF and CR each end one line") {
  struct Case {
    std::string_view text;
    std::uint32_t line;
    std::string_view expected;
  };
  const Case cases[] = {
      {"a\nb\nc", 1, "a"},      {"a\nb\nc", 2, "b"},    {"a\nb\nc", 3, "c"},
      {"a\nb\nc", 4, ""},       {"a\r\nb\r\n", 1, "a"}, {"a\r\nb\r\n", 2, "b"},
      {"a\r\nb\r\n", 3, ""},    {"a\rb\rc", 2, "b"},    {"a\rb\r\nc\nd", 3, "c"},
      {"a\rb\r\nc\nd", 4, "d"}, {"\n\nx", 3, "x"},      {"", 1, ""},
      {"abc", 0, ""},           {"a\r", 1, "a"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    CAPTURE(c.line);
    CHECK(cli::SourceLines(c.text).line(c.line) == c.expected);
  }
}

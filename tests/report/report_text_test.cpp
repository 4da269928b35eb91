#include "report/report_text.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "input/source_lines.h"
#include "report/output.h"
#include "report/report_json.h"

namespace {

std::string excerpt(std::uint32_t line, std::string_view text, std::uint32_t column) {
  std::string out;
  report::append_excerpt(out, line, text, column, false);
  return out;
}

// What `writer_of(output)`'s write_hand writes for `hand`, read back from
// a temporary file.
template <typename MakeWriter>
std::string written(const audit::HandReport& hand, const input::SourceLines& lines, MakeWriter writer_of) {
  std::FILE* file = std::tmpfile();
  REQUIRE(file != nullptr);
  {
    report::Output output(file);
    auto writer = writer_of(output);
    writer.write_hand(hand, lines);
  }
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text.push_back(static_cast<char>(c));
  std::fclose(file);
  return text;
}

// A hand of "hands.txt" with a raise-below-minimum on `line`, column 6.
audit::HandReport raise_below_minimum_on(std::uint32_t line) {
  audit::HandReport hand;
  hand.source = "hands.txt";
  hand.line = 1;
  hand.replayed = true;
  engine::Finding f;
  f.rule = engine::Rule::kRaiseBelowMinimum;
  f.pos = {line, 6};
  f.message = "a raise below the minimum";
  hand.findings.push_back(f);
  return hand;
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

TEST_CASE("a finding block: header, source line, caret, colour only when asked") {
  const std::string text = "PokerStars Hand #1: ...\nBob: raises $0.25 to $0.75\n";
  const input::SourceLines lines(text);
  audit::HandReport hand;
  hand.source = "hands.txt";
  engine::Finding f;
  f.rule = engine::Rule::kRaiseBelowMinimum;
  f.pos = {2, 6};
  f.message = "Bob raises to $0.75 on the flop";

  std::string out;
  report::append_finding(out, hand, f, lines, false);
  CHECK(out ==
        "hands.txt:2:6: error[raise-below-minimum] Bob raises to $0.75 on the flop\n"
        "  2 | Bob: raises $0.25 to $0.75\n"
        "    |      ^~~~~~\n");

  out.clear();
  report::append_finding(out, hand, f, lines, true);
  CHECK(out.find("\x1b[") != std::string::npos);

  // Position unknown: header only.
  f.pos = {};
  f.rule = engine::Rule::kStackContinuity;
  out.clear();
  report::append_finding(out, hand, f, lines, false);
  CHECK(out == "hands.txt: warning[stack-continuity] Bob raises to $0.75 on the flop\n");
}

TEST_CASE("colour is never wanted with NO_COLOR, nor off a terminal") {
  std::FILE* file = std::tmpfile();
  REQUIRE(file != nullptr);
  CHECK_FALSE(report::colour_wanted(file));  // not a terminal
  std::fclose(file);
}

TEST_CASE("the closing summary") {
  audit::AuditSummary summary;
  summary.files = 2;
  summary.hands = 5;
  summary.clean = 3;
  summary.with_findings = 1;
  summary.unreadable = 1;
  CHECK(report::summary_text(summary) ==
        "5 hands in 2 files: 3 clean, 1 with findings, 1 unreadable\n");
  summary.by_rule[static_cast<std::size_t>(engine::Rule::kWrongWinner)] = 2;
  summary.by_rule[static_cast<std::size_t>(engine::Rule::kParseError)] = 1;
  CHECK(report::summary_text(summary) ==
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
    CHECK(input::SourceLines(c.text).line(c.line) == c.expected);
  }
}

TEST_CASE("text and json render a hand apart exactly as they write it") {
  const std::string text = "PokerStars Hand #1: ...\nBob: raises $0.25 to $0.75\n";
  const input::SourceLines lines(text);
  const audit::HandReport hand = raise_below_minimum_on(2);

  const auto text_writer = [](report::Output& out) { return report::TextReportWriter(out, false); };
  const auto json_writer = [](report::Output& out) { return report::JsonReportWriter(out); };
  report::Output unused(stdout);
  std::string rendered = "before|";
  report::TextReportWriter(unused, false).render_hand(hand, lines, rendered);
  CHECK(report::TextReportWriter(unused, false).renders_hands_apart());
  CHECK(rendered == "before|" + written(hand, lines, text_writer));
  CHECK(rendered ==
        "before|hands.txt:2:6: error[raise-below-minimum] a raise below the minimum\n"
        "  2 | Bob: raises $0.25 to $0.75\n"
        "    |      ^~~~~~\n");

  rendered.clear();
  report::JsonReportWriter(unused).render_hand(hand, lines, rendered);
  CHECK(report::JsonReportWriter(unused).renders_hands_apart());
  CHECK(rendered == written(hand, lines, json_writer));
  CHECK(rendered.find(R"({"type":"hand","source":"hands.txt","line":1,)") == 0);

  // A clean hand has no text in the text report.
  rendered.clear();
  audit::HandReport clean = hand;
  clean.findings.clear();
  report::TextReportWriter(unused, false).render_hand(clean, lines, rendered);
  CHECK(rendered.empty());
  CHECK(written(clean, lines, text_writer).empty());
}

TEST_CASE("one file's lines quoted from several threads at once, before any index exists") {
  // The hands of one block are rendered on every worker; the first quote
  // builds the line index, whichever thread asks first.
  std::string text;
  for (int i = 1; i <= 2000; ++i) text += "Bob: line " + std::to_string(i) + (i % 3 == 0 ? "\r\n" : "\n");
  const input::SourceLines lines(text, 101);
  const report::TextReportWriter writer = [] {
    static report::Output unused(stdout);
    return report::TextReportWriter(unused, false);
  }();
  std::vector<std::string> out(4);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < out.size(); ++t) {
    threads.emplace_back([&, t] {
      for (std::uint32_t line = 101 + static_cast<std::uint32_t>(t); line <= 2100; line += 4)
        writer.render_hand(raise_below_minimum_on(line), lines, out[t]);
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (std::size_t t = 0; t < out.size(); ++t) {
    std::string expected;
    for (std::uint32_t line = 101 + static_cast<std::uint32_t>(t); line <= 2100; line += 4)
      expected += "hands.txt:" + std::to_string(line) + ":6: error[raise-below-minimum] a raise below the minimum\n  " +
                  std::to_string(line) + " | Bob: line " + std::to_string(line - 100) + "\n" +
                  std::string(std::to_string(line).size() + 3, ' ') + "|      ^~~~\n";
    CHECK(out[t] == expected);
  }
}

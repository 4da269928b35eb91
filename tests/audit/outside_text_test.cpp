// The finding of text outside any hand by where it stands in its file
// (audit/outside_text.h); the whole path from a file is in
// tests/api/no_hands_in_file_test.cpp.
#include <doctest/doctest.h>

#include "audit/outside_text.h"

using audit::OutsidePlace;
using engine::Rule;

namespace {

Rule rule_of(std::string_view text, OutsidePlace place, bool phh_file = false) {
  return audit::outside_text_finding(text, {3, 1}, place, phh_file).rule;
}

}  // namespace

TEST_CASE("outside text: hand lines are a cut-off hand only at the start of a file") {
  const std::string_view lines = "Bob: folds\n*** SUMMARY ***\n";
  CHECK(rule_of(lines, OutsidePlace::kWholeFile) == Rule::kTruncatedHand);
  CHECK(rule_of(lines, OutsidePlace::kFileStart) == Rule::kTruncatedHand);
  // Between hands they are junk where a hand should be, in PHH any text is.
  CHECK(rule_of(lines, OutsidePlace::kAmongHands) == Rule::kParseError);
  CHECK(rule_of(lines, OutsidePlace::kWholeFile, true) == Rule::kParseError);
  CHECK(rule_of(lines, OutsidePlace::kFileStart, true) == Rule::kParseError);

  const engine::Finding start = audit::outside_text_finding(lines, {1, 1}, OutsidePlace::kFileStart, false);
  CHECK(start.message ==
        "the file begins inside a hand: lines of a hand before the first hand header, the rest of a hand whose "
        "start is missing");
  CHECK(start.pos.line == 1);
}

TEST_CASE("outside text: a header no reader knows, and text that is no hand's") {
  const std::string_view unknown_header = "Winaax Poker - CashGame - HandId: #1-2-3 - Holdem no limit\nBob: folds\n";
  CHECK(audit::opens_like_a_header(unknown_header));
  CHECK(rule_of(unknown_header, OutsidePlace::kWholeFile) == Rule::kParseError);
  CHECK(rule_of(unknown_header, OutsidePlace::kFileStart) == Rule::kParseError);
  CHECK(audit::outside_text_finding(unknown_header, {1, 1}, OutsidePlace::kWholeFile, false).message ==
        "text outside any hand: its first line numbers a hand as a header does, in a form no reader knows");
  CHECK_FALSE(audit::opens_like_a_header("Bob: folds\nHand #2 follows\n"));

  // No line of a hand: a note for a whole file, an error anywhere else.
  const std::string_view prose = "# Notes\nnothing to audit here\n";
  CHECK(rule_of(prose, OutsidePlace::kWholeFile) == Rule::kNoHandsInFile);
  CHECK(rule_of(prose, OutsidePlace::kFileStart) == Rule::kParseError);
  CHECK(rule_of(prose, OutsidePlace::kAmongHands) == Rule::kParseError);
}

// A file that holds no hand at all is the note no-hands-in-file
// (FINDINGS.md: "a file that holds no hands" accuses no one); text outside
// any hand where hands are, or hand lines without their header, stay a
// parse-error. Through the public audit_text, as any input is audited.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "handaudit/handaudit.h"
#include "tests/support/test_util.h"

namespace {

// "rule line:column: message" of each finding of each result, one a line.
std::string findings(std::string_view text) {
  std::string out;
  for (const handaudit::HandResult& r : handaudit::audit_text(text, {}, "test.txt"))
    for (const handaudit::Finding& f : r.findings)
      out += f.rule + " " + std::to_string(f.position.line) + ":" + std::to_string(f.position.column) + ": " +
             f.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("no-hands-in-file: a tournament summary or a README is a note, junk among hands stays a parse-error") {
  CHECK(findings("***** Cassava Tournament Summary *****\nTournament ID: 78670600\nBuy-In: $0.01\n"
                 "jpprewitt finished 2/156\n") ==
        "no-hands-in-file 1:1: this file holds no hand history: it looks like a tournament summary\n");
  CHECK(findings("\xEF\xBB\xBF\r\nFull Tilt Poker Tournament Summary Daily Dollar (123) Hold'em No Limit\r\n") ==
        "no-hands-in-file 2:1: this file holds no hand history: it looks like a tournament summary\n");
  CHECK(findings("<html><body>results</body></html>\n") ==
        "no-hands-in-file 1:1: this file holds no hand history: it looks like an HTML page\n");
  CHECK(findings("# Notes\nnothing to audit here\n") == "no-hands-in-file 1:1: this file holds no hand history\n");
  // A README of test files whose prose says "folds" far from where a
  // player's name would stand.
  CHECK(findings("TID_1625641-1.txt - NLHE-USD-MTT-0.20+0.02-20110717.Sample.txt - First hand, player open folds\n") ==
        "no-hands-in-file 1:1: this file holds no hand history\n");
  // An e-mail of tournament summaries: its headers are no hand's text, and
  // the summary is read as a summary.
  const std::string mail =
      "Delivered-To: someone@example.com\nSubject: PokerStars Tournament History Request\n\n"
      "PokerStars Tournament #2892717422, No Limit Hold'em\nBuy-In: 17000/3000\n10 players\n"
      "Tournament started 2020/05/04 17:37:00 ET\n  1: piratetrns40 (United States), 82,251.67 (48.383%)\n";
  CHECK(findings(mail) == "no-hands-in-file 1:1: this file holds no hand history: it looks like an e-mail\n");
  CHECK(findings(mail + "\n" + cli_test::sample_hand(7)).starts_with("parse-error 1:1: text outside any hand\n"));
  const auto notes = handaudit::audit_text("# Notes\n", {}, "notes.md");
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].outside_hand);
  CHECK(notes[0].findings[0].severity == handaudit::Severity::kNote);

  // Look-alikes that stay errors: text before a hand, a header no reader
  // knows, a PHH file that holds no hand.
  const std::string hand = cli_test::sample_hand(7);
  CHECK(findings("# Notes\n" + hand).starts_with("parse-error 1:1: text outside any hand\n"));
  CHECK(findings("Winaax Poker - CashGame - HandId: #5285192-1130 - Holdem no limit\nBob: folds\n") ==
        "parse-error 1:1: text outside any hand: its first line numbers a hand as a header does, in a form no "
        "reader knows\n");
  // Hand lines with no header before them: the rest of a hand whose start
  // is missing, as a file of a hand's middle lines, or a file that begins
  // inside a hand and goes on with whole ones.
  const std::string rest = "truncated-hand 1:1: the file holds lines of a hand but no hand header: the rest of a "
                           "hand whose start is missing\n";
  CHECK(findings("Ann: posts small blind $0.50\nBob: folds\n") == rest);
  CHECK(findings("Player2 antes $0.50\nPlayer3 antes $0.50\nPlayer2 posts the small blind of $1\n") == rest);
  CHECK(findings("Seat 1: Ann (button) folded before Flop\n*** SUMMARY ***\n") == rest);
  CHECK(findings("Bob: folds\n*** SUMMARY ***\n\n" + hand)
            .starts_with("truncated-hand 1:1: the file begins inside a hand: lines of a hand before the first hand "
                         "header, the rest of a hand whose start is missing\n"));
  CHECK(handaudit::audit_text("not toml at all\n", {}, "table.phh").at(0).findings.at(0).rule == "parse-error");
  CHECK(findings("").empty());
}

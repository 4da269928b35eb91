// A hand that stops at a line the replay may need (a parse-error) or where
// the log is cut (truncated-hand) stays unreadable, and its findings also
// hold those of the actions read before that line (issue 21): the checks
// each action gets from what came before it, never those that need the
// hand's end (the pots, the awards, the summary's account), never at or
// after the stopping line. validators::validate_before. The other rooms:
// tests/audit/unknown_lines_test.cpp (an unreadable action after a raise
// below the minimum, in every room).
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"
#include "tests/support/short_raise_hand.h"

namespace {

std::string findings_of(const std::string& text) {
  return room_hands::report_lines(audit::audit_hand(text, 1, 1, "test", audit::AuditSettings{}));
}

}  // namespace

TEST_CASE("findings before a stop: PokerStars keeps the raise below the minimum before an unreadable call") {
  const std::string whole(short_raise_hand::kHand);
  REQUIRE(findings_of(whole) == "pokerstars holdem no-limit\nraise-below-minimum 14:12");
  // The call's amount cannot be read (line 18): the hand stops there,
  // unreadable, with the finding of line 14.
  CHECK(findings_of(hand_text::with("quietmoose: calls $0.25", "quietmoose: calls $abc", whole)) ==
        "pokerstars holdem no-limit unread\nparse-error 18:13\nraise-below-minimum 14:12");
  // A later stop keeps it too, and judges nothing of the pot: the collect
  // and the summary are not read.
  CHECK(findings_of(hand_text::with("the_gnome: mucks hand", "the_gnome: mucks $3", whole)) ==
        "pokerstars holdem no-limit unread\nparse-error 30:12\nraise-below-minimum 14:12");
}

TEST_CASE("findings before a stop: the legal look-alike has only its stop") {
  // The same hand with a legal raise: nothing before the stop, and the
  // players still due to act when it came are no finding.
  std::string legal = hand_text::with("the_gnome: raises $0.25 to $0.75", "the_gnome: raises $0.50 to $1",
                                      std::string(short_raise_hand::kHand));
  legal = hand_text::with("quietmoose: calls $0.25", "quietmoose: calls $0.50", legal);
  for (int k = 0; k < 3; ++k) legal = hand_text::with("$1.75", "$2.25", legal);
  REQUIRE(findings_of(legal) == "pokerstars holdem no-limit");
  CHECK(findings_of(hand_text::with("K0rvid: folds", "K0rvid: folds now", legal)) ==
        "pokerstars holdem no-limit unread\nparse-error 15:15");
  CHECK(findings_of(hand_text::with("quietmoose: checks\nthe_gnome: checks\n*** TURN",
                                    "quietmoose: bets $x\nthe_gnome: checks\n*** TURN", legal)) ==
        "pokerstars holdem no-limit unread\nparse-error 20:13");
}

TEST_CASE("findings before a stop: a stop among the posts judges no post by the ones not read") {
  // Antes: the third cannot be read, so who else antes is not known, and
  // the players after it are not reported as dealt in without one.
  std::string antes = hand_text::with("Orla Fenn: posts small blind $0.25",
                                      "brisket_bill: posts the ante $0.05\nOrla Fenn: posts the ante $0.05\n"
                                      "quietmoose: posts the ante $0.x\nOrla Fenn: posts small blind $0.25",
                                      std::string(short_raise_hand::kHand));
  CHECK(findings_of(antes) == "pokerstars holdem no-limit unread\nparse-error 11:30");
}

TEST_CASE("findings before a stop: a hand cut short keeps the findings before its last line") {
  const std::string whole(short_raise_hand::kHand);
  // Cut before the summary: truncated, the raise's finding kept.
  CHECK(findings_of(whole.substr(0, whole.find("*** SUMMARY ***"))) ==
        "pokerstars holdem no-limit unread\ntruncated-hand 31:1\nraise-below-minimum 14:12");
  // Cut in the middle of the flop's line: the cut line judges nothing (its
  // cards are not all there), the finding before it stays.
  CHECK(findings_of(whole.substr(0, whole.find("7d Jh]"))) ==
        "pokerstars holdem no-limit unread\ntruncated-hand 19:1\nraise-below-minimum 14:12");
}

TEST_CASE("findings before a stop: PHH keeps the findings of the actions before one it cannot read") {
  // p3 raises to 3 over a big blind of 2 (line 8); p1's action on line 9
  // cannot be read.
  const std::string hand =
      "variant = 'NT'\n"
      "antes = [0, 0, 0]\n"
      "blinds_or_straddles = [1, 2, 0]\n"
      "min_bet = 2\n"
      "starting_stacks = [100, 100, 100]\n"
      "actions = [\n"
      "  'd dh p1 AhAd', 'd dh p2 KhKd', 'd dh p3 QhQd',\n"
      "  'p3 cbr 3',\n"
      "  'p1 zz 7',\n"
      "  'p2 f',\n"
      "]\n";
  const auto phh_findings = [](const std::string& text) {
    return room_hands::report_lines(audit::audit_phh_hand(text, 1, 1, "test", "hand", audit::AuditSettings{}));
  };
  CHECK(phh_findings(hand) == "phh holdem no-limit unread\nparse-error 9:7\nraise-below-minimum 8:4");
  // The legal raise to 4: only the stop.
  CHECK(phh_findings(hand_text::with("'p3 cbr 3'", "'p3 cbr 4'", hand)) == "phh holdem no-limit unread\nparse-error 9:7");
  // Read whole, the hand has the raise's finding alone.
  CHECK(phh_findings(hand_text::with("'p1 zz 7'", "'p1 f'", hand)) == "phh holdem no-limit\nraise-below-minimum 8:4");
}

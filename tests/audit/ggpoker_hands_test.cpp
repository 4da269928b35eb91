// GGPoker hands of our own (tests/data/ggpoker/): its peculiar lines read
// clean under the ggpoker profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include "tests/support/room_hands.h"

namespace ggpoker_hands_test {

namespace {

std::string data(std::string_view name) { return room_hands::data("ggpoker", name); }
std::string findings_of(const std::string& text) { return room_hands::findings_of(parser::SiteFormat::kGgpoker, text); }

}  // namespace

TEST_CASE("GGPoker: its own lines read clean (cash hand, run it twice, straddle, cash-out and insurance)") {
  // clean: "Dealt to NAME" without cards, Jackpot/Bingo/Fortune/Tax beside the rake.
  // rit: all-in on the flop, run twice; "SECOND Board [4h Ts]" lists only the run-out.
  // straddle: "Dee: straddle $2" from UTG.
  // cashout: EV cash-out and an all-in insurance bought, a Cashout Risk note in the summary.
  // cashout_received: the loser's "Receives Cashout ($31.07)", an EV Cashout note in the summary.
  // rit3: run three times, the $197 after rake paid $65.67 / $65.67 / $65.66, the extra cents to the earlier boards.
  for (const char* name : {"clean.txt", "rit.txt", "straddle.txt", "cashout.txt", "cashout_received.txt", "rit3.txt"}) {
    CAPTURE(name);
    CHECK(findings_of(data(name)) == "ggpoker holdem no-limit");
  }
}

TEST_CASE("GGPoker: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Ann raises to $1.50 over the $1 big blind.
      {"raise.txt", "ggpoker holdem no-limit\nraise-below-minimum 12:6"},
      // Wrong split: a board both players play, the pot paid $4.50 / $2.
      {"split.txt", "ggpoker holdem no-limit\ntie-not-split-equally 27:1"},
      // Wrong split of a hand run twice: Ann paid the second board Cid won.
      {"rit_wrong.txt", "ggpoker holdem no-limit\nwrong-winner 27:1"},
      // The same run three times: the third board, Ann's, paid to Cid (at its collect line).
      {"rit3_wrong.txt", "ggpoker holdem no-limit\nwrong-winner 34:1"},
      // Deal: the third run's river is the Jh the first run's turn dealt, found at the marker that deals it again.
      {"rit3_dup.txt", "ggpoker holdem no-limit\nduplicate-card 28:1"},
      // Odd chip: $6.49 split $3.25 / $3.24, the odd cent to Ann, not to the
      // first winner left of the button.
      {"oddchip.txt", "ggpoker holdem no-limit\nodd-chip-wrong-recipient 27:1"},
      // Side pot category: Bob folded and is paid the pot.
      {"ineligible.txt",
       "ggpoker holdem no-limit\nineligible-player-awarded 21:1\nwrong-winner 21:1\ninconsistent-record 25:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kGgpoker, "ggpoker", rows);
}

TEST_CASE("GGPoker: the Cash Drop is in the pot a pot-limit raise is measured by") {
  // $0.20 dropped before the deal at $0.01/$0.02 PLO: over Dan's raise to
  // $0.06, Ann's raise to $0.41 is the pot (0.01 + 0.02 + 0.06 + 0.20, and
  // her call of 0.06); to $0.42 is a cent over it.
  CHECK(findings_of(data("cash_drop.txt")) == "ggpoker omaha pot-limit");
  CHECK(findings_of(data("cash_drop_over.txt")) == "ggpoker omaha pot-limit\npot-limit-exceeded 16:6");
}

}  // namespace ggpoker_hands_test

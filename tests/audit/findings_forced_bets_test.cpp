// Forced bets in their seats (validators/forced_bet_findings.cpp): each id
// with a hand that breaks the rule, its line, column and player pinned, and
// a legal look-alike with no finding. Four players, seat 1 the button; the
// verb of a post starts in column 6 (three-letter names).
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace {

// Header, table and seats (lines 1-6), `posts` from line 7, the hole-card
// marker, then everyone folds to `bb`, who gets his uncalled `back` and
// collects `pot`. `folds` in turn order.
std::string hand(std::string_view game, std::string_view posts, std::string_view folds, std::string_view bb,
                 std::string_view back, std::string_view pot, std::string_view stacks = {}) {
  std::string t = "PokerStars Hand #1101:  " + std::string(game) + " - 2024/05/01 20:00:00 ET\n";
  t += "Table 'Beta' 6-max Seat #1 is the button\n";
  t += stacks.empty() ? "Seat 1: Ann ($50 in chips)\nSeat 2: Bob ($50 in chips)\nSeat 3: Cid ($50 in chips)\nSeat 4: Dee ($50 in chips)\n"
                      : std::string(stacks);
  t += std::string(posts) + "*** HOLE CARDS ***\n" + std::string(folds);
  if (!back.empty()) t += "Uncalled bet (" + std::string(back) + ") returned to " + std::string(bb) + "\n";
  t += std::string(bb) + " collected " + std::string(pot) + " from pot\n";
  t += "*** SUMMARY ***\nTotal pot " + std::string(pot) + " | Rake $0\n";
  int seat = 0;
  for (std::string_view p : {"Ann", "Bob", "Cid", "Dee"})
    t += "Seat " + std::to_string(++seat) + ": " + std::string(p) +
         (p == bb ? " collected (" + std::string(pot) + ")\n" : std::string(" folded before Flop\n"));
  return t;
}

constexpr std::string_view kNl = "Hold'em No Limit ($0.50/$1 USD)";

}  // namespace

TEST_CASE("wrong-blind-position: the small blind from a seat that is not left of the button") {
  // Legal: Bob (seat 2) small, Cid big; Dee, Ann, Bob fold.
  CHECK_AUDIT(hand(kNl, "Bob: posts small blind $0.50\nCid: posts big blind $1\n", "Dee: folds\nAnn: folds\nBob: folds\n",
                   "Cid", "$0.50", "$1"),
              "pokerstars", {});
  // Cid posts the small blind and Dee the big: both a seat late (the big
  // blind follows the small one, so only the first is reported).
  CHECK_AUDIT(hand(kNl, "Cid: posts small blind $0.50\nDee: posts big blind $1\n", "Ann: folds\nBob: folds\nCid: folds\n",
                   "Dee", "$0.50", "$1"),
              "pokerstars", {{"wrong-blind-position", 7, 6, "Cid"}});
  // The small blind in place, the big blind skipping Cid.
  CHECK_AUDIT(hand(kNl, "Bob: posts small blind $0.50\nDee: posts big blind $1\n", "Ann: folds\nBob: folds\nCid: folds\n",
                   "Dee", "$0.50", "$1"),
              "pokerstars", {{"wrong-blind-position", 8, 6, "Dee"}});
}

TEST_CASE("second_small_blind_live: a newcomer's entering post of the small blind's amount") {
  // Dee comes in and posts $0.50 at $0.50/$1, a post the log writes as its
  // plain entering post (a big blind line). Under pokerstars it is a big
  // blind posted short; under a profile whose house counts a newcomer's
  // small blind live (wpn, bovada, microgaming) it is that small blind, and
  // the big blind's unmatched $0.50 goes back to him.
  const std::string text = hand(kNl, "Bob: posts small blind $0.50\nCid: posts big blind $1\nDee: posts big blind $0.50\n",
                                "Dee: folds\nAnn: folds\nBob: folds\n", "Cid", "$0.50", "$1.50");
  CHECK_AUDIT(text, "pokerstars", {{"wrong-forced-bet-amount", 9, 6, "Dee"}});
  for (const char* profile : {"wpn", "bovada", "microgaming", "partypoker"}) {
    CAPTURE(profile);
    CHECK_AUDIT(text, profile, {});
  }
  // Another amount is still a big blind posted short.
  const std::string short_post = hand(kNl, "Bob: posts small blind $0.50\nCid: posts big blind $1\nDee: posts big blind $0.60\n",
                                      "Dee: folds\nAnn: folds\nBob: folds\n", "Cid", "$0.40", "$1.70");
  CHECK_AUDIT(short_post, "wpn", {{"wrong-forced-bet-amount", 9, 6, "Dee"}});
}

TEST_CASE("illegal-straddle: none under pokerstars, the UTG straddle of two big blinds under pokermaster") {
  auto straddled = [](std::string_view amount, std::string_view back, std::string_view pot) {
    return hand(kNl, "Bob: posts small blind $0.50\nCid: posts big blind $1\nDee: posts big blind " + std::string(amount) + "\n",
                "Ann: folds\nBob: folds\nCid: folds\n", "Dee", back, pot);
  };
  CHECK_AUDIT(straddled("$2", "$1", "$2.50"), "pokermaster", {});
  CHECK_AUDIT(straddled("$2", "$1", "$2.50"), "pokerstars", {{"illegal-straddle", 9, 6, "Dee"}});
  // Twice the big blind only.
  CHECK_AUDIT(straddled("$3", "$2", "$2.50"), "pokermaster", {{"illegal-straddle", 9, 6, "Dee"}});
}

TEST_CASE("bba-order-violation: a short big blind fills the blind before the big-blind ante (bb_first)") {
  // Cid has $1.50 for a $1 blind and a $1 big-blind ante: blind $1, ante $0.50.
  const std::string stacks =
      "Seat 1: Ann ($50 in chips)\nSeat 2: Bob ($50 in chips)\nSeat 3: Cid ($1.50 in chips)\nSeat 4: Dee ($50 in chips)\n";
  auto bba = [&](std::string_view ante, std::string_view blind, std::string_view back, std::string_view pot) {
    return hand(kNl, "Cid: posts the ante " + std::string(ante) + "\nBob: posts small blind $0.50\nCid: posts big blind " +
                         std::string(blind) + " and is all-in\n",
                "Dee: folds\nAnn: folds\nBob: folds\n", "Cid", back, pot, stacks);
  };
  CHECK_AUDIT(bba("$0.50", "$1", "$0.50", "$1.50"), "pokerstars", {});
  CHECK_AUDIT(bba("$1", "$0.50", "", "$2"), "pokerstars", {{"bba-order-violation", 9, 6, "Cid"}});
}

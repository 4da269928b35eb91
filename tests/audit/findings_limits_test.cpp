// Known-answer tests, one per finding id of FINDINGS.md: fixed-limit and
// pot-limit bet sizes and table stakes (the rest of the illegal-bet family is
// in findings_test.cpp). Each id has a hand that breaks exactly that rule and
// a legal look-alike with no finding; both go through audit::audit_hand.
//
// The hands share kTop (lines 1-6) and the blinds (lines 7-9), so their own
// text starts on line 10; names are three letters (verbs at column 6).
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace findings_limits_test {

namespace {

constexpr std::string_view kTop = R"(PokerStars Hand #3001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/03 22:00:00 ET
Table 'Delta' 6-max Seat #1 is the button
Seat 1: Ann ($50.37 in chips)
Seat 2: Bob ($48.12 in chips)
Seat 3: Cid ($50 in chips)
Seat 4: Dee ($61.09 in chips)
)";
constexpr std::string_view kPosts = R"(Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
)";

std::string nl(std::string_view body) { return std::string(kTop) + std::string(kPosts) + std::string(body); }

std::string with(std::string_view from, std::string_view to, std::string text) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// Pot limit at $0.50/$1.00 (blinds $0.50 and $1).
std::string pl(std::string_view body) {
  std::string t = with("Hold'em No Limit ($0.25/$0.50 USD)", "Hold'em Pot Limit ($0.50/$1.00 USD)", nl(body));
  t = with("posts small blind $0.25", "posts small blind $0.50", t);
  return with("posts big blind $0.50", "posts big blind $1", t);
}

// Fixed limit $0.50/$1.00: the header gives the bets, the blinds stay $0.25/$0.50.
std::string fl(std::string_view body) {
  return with("Hold'em No Limit ($0.25/$0.50 USD)", "Hold'em Limit ($0.50/$1.00 USD)", nl(body));
}

}  // namespace

TEST_CASE("limit-wrong-increment: a $1 bet on a $0.50 flop, a $1 bet on the turn is fine") {
  CHECK_AUDIT(fl(R"(Dee: calls $0.50
Ann: folds
Bob: calls $0.25
Cid: checks
*** FLOP *** [Tc 5d 5h]
Bob: checks
Cid: bets $1
Dee: folds
Bob: folds
Uncalled bet ($1) returned to Cid
Cid collected $1.43 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $1.50 | Rake $0.07
Board [Tc 5d 5h]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded on the Flop
Seat 3: Cid (big blind) collected ($1.43)
Seat 4: Dee folded on the Flop
)"),
              "", {{"limit-wrong-increment", 16, 6, "Cid"}});

  CHECK_AUDIT(fl(R"(Dee: calls $0.50
Ann: folds
Bob: calls $0.25
Cid: checks
*** FLOP *** [Tc 5d 5h]
Bob: checks
Cid: bets $0.50
Dee: calls $0.50
Bob: folds
*** TURN *** [Tc 5d 5h] [Ah]
Cid: bets $1
Dee: folds
Uncalled bet ($1) returned to Cid
Cid collected $2.38 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $2.50 | Rake $0.12
Board [Tc 5d 5h Ah]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded on the Flop
Seat 3: Cid (big blind) collected ($2.38)
Seat 4: Dee folded on the Turn
)"),
              "", {});
}

TEST_CASE("raise-cap-exceeded: a fifth bet after 'Betting is capped', the capped round called is fine") {
  // Profile pokerstars: a bet and 3 raises; the big blind is the bet pre-flop.
  CHECK_AUDIT(fl(R"(Dee: raises $0.50 to $1
Ann: raises $0.50 to $1.50
Bob: raises $0.50 to $2
Betting is capped
Cid: raises $0.50 to $2.50
Dee: calls $1.50
Ann: folds
Bob: folds
*** FLOP *** [Qs 7h 4c]
Cid: bets $0.50
Dee: folds
Uncalled bet ($0.50) returned to Cid
Cid collected $8.10 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $8.50 | Rake $0.40
Board [Qs 7h 4c]
Seat 1: Ann (button) folded before Flop
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($8.10)
Seat 4: Dee folded on the Flop
)"),
              "", {{"raise-cap-exceeded", 14, 6, "Cid"}});

  CHECK_AUDIT(fl(R"(Dee: raises $0.50 to $1
Ann: raises $0.50 to $1.50
Bob: raises $0.50 to $2
Betting is capped
Cid: calls $1.50
Dee: calls $1
Ann: folds
*** FLOP *** [Qs 7h 4c]
Bob: checks
Cid: checks
Dee: bets $0.50
Bob: folds
Cid: folds
Uncalled bet ($0.50) returned to Dee
Dee collected $7.13 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $7.50 | Rake $0.37
Board [Qs 7h 4c]
Seat 1: Ann (button) folded before Flop
Seat 2: Bob (small blind) folded on the Flop
Seat 3: Cid (big blind) folded on the Flop
Seat 4: Dee collected ($7.13)
)"),
              "", {});
}

TEST_CASE("pot-limit-exceeded: a first raise to $4 at $0.50/$1, the pot-sized raise to $3.50 is fine") {
  auto hand = [](std::string_view raise, std::string_view uncalled) {
    return pl(std::string(raise) + R"(
Ann: folds
Bob: folds
Cid: folds
Uncalled bet ()" + std::string(uncalled) + R"() returned to Dee
Dee collected $2.50 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $2.50 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee collected ($2.50)
)");
  };
  CHECK_AUDIT(hand("Dee: raises $3 to $4", "$3"), "", {{"pot-limit-exceeded", 10, 6, "Dee"}});
  CHECK_AUDIT(hand("Dee: raises $2.50 to $3.50", "$2.50"), "", {});
}

namespace {
constexpr std::string_view kShortDeeHead = R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [8s 6d 3c]
Cid: checks
Dee: checks
*** TURN *** [8s 6d 3c] [Jd]
Cid: checks
Dee: checks
*** RIVER *** [8s 6d 3c Jd] [Qh]
Cid: bets $6
)";
constexpr std::string_view kShortDeeSeats = R"(Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Qs Td] and lost with a pair of Queens
)";
}  // namespace

TEST_CASE("wager-exceeds-stack: calling $6 with $4.70 behind, calling all-in for $4.70 is fine") {
  // The log is consistent with itself: it counts Dee's $6 everywhere. The one
  // defect is the wager beyond his stack (table stakes, WSOP-L 60); the engine
  // must not cut the call down and then report the log's sums as well.
  CHECK_AUDIT(with("Dee ($61.09 in chips)", "Dee ($6.20 in chips)", nl(std::string(kShortDeeHead) + R"(Dee: calls $6
*** SHOW DOWN ***
Cid: shows [Qs Td] (a pair of Queens)
Dee: shows [Jh Jc] (three of a kind, Jacks)
Dee collected $14.49 from pot
*** SUMMARY ***
Total pot $15.25 | Rake $0.76
Board [8s 6d 3c Jd Qh]
)" + std::string(kShortDeeSeats) + "Seat 4: Dee showed [Jh Jc] and won ($14.49) with three of a kind, Jacks\n")),
              "", {{"wager-exceeds-stack", 22, 6, "Dee"}});

  CHECK_AUDIT(with("Dee ($61.09 in chips)", "Dee ($6.20 in chips)", nl(std::string(kShortDeeHead) + R"(Dee: calls $4.70 and is all-in
Uncalled bet ($1.30) returned to Cid
*** SHOW DOWN ***
Cid: shows [Qs Td] (a pair of Queens)
Dee: shows [Jh Jc] (three of a kind, Jacks)
Dee collected $12.02 from pot
*** SUMMARY ***
Total pot $12.65 | Rake $0.63
Board [8s 6d 3c Jd Qh]
)" + std::string(kShortDeeSeats) + "Seat 4: Dee showed [Jh Jc] and won ($12.02) with three of a kind, Jacks\n")),
              "", {});
}

}  // namespace findings_limits_test

// Known-answer tests, one per finding id of FINDINGS.md (format, deal,
// forced-bet, action-order and illegal-bet families; the pot families are in
// findings_pots_test.cpp, fixed-limit, pot-limit and
// table-stakes sizes in findings_limits_test.cpp). Each id has a small PokerStars hand that breaks
// exactly that rule, with the finding's line and column pinned, and a legal
// look-alike that must yield no finding at all. Hands go through
// audit::audit_hand, the pipeline of `handaudit audit`.
//
// Most hands share the nine lines of kNl (header, table, four seats, blinds,
// hole-card marker), so their own text starts on line 10. Stacks carry odd
// cents so that the smallest unit in play is one cent. Names are three
// letters, so an action's verb starts in column 6 ("Dee: raises").
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "tests/support/audit_expect.h"

namespace findings_test {

namespace {

constexpr std::string_view kTop = R"(PokerStars Hand #1001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:00:00 ET
Table 'Alpha' 6-max Seat #1 is the button
Seat 1: Ann ($50.37 in chips)
Seat 2: Bob ($48.12 in chips)
Seat 3: Cid ($50 in chips)
Seat 4: Dee ($61.09 in chips)
)";
constexpr std::string_view kPosts = R"(Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
)";

// A no-limit hand: kTop, the blinds, then `body` from line 10.
std::string nl(std::string_view body) { return std::string(kTop) + std::string(kPosts) + std::string(body); }

// Dee's pair of Aces beats Cid's at the show down; the turn and river
// markers (lines 18, 21) and the summary repeat the board.
std::string show_down() {
  return nl(R"(Dealt to Dee [As Kd]
Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [9d Ah 2c]
Cid: checks
Dee: checks
*** TURN *** [9d Ah 2c] [5s]
Cid: checks
Dee: checks
*** RIVER *** [9d Ah 2c 5s] [Jh]
Cid: checks
Dee: checks
*** SHOW DOWN ***
Cid: shows [Ac 3c] (a pair of Aces)
Dee: shows [As Kd] (a pair of Aces)
Dee collected $3.10 from pot
*** SUMMARY ***
Total pot $3.25 | Rake $0.15
Board [9d Ah 2c 5s Jh]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Ac 3c] and lost with a pair of Aces
Seat 4: Dee showed [As Kd] and won ($3.10) with a pair of Aces
)");
}

// The same seats with other stacks.
std::string with(std::string_view from, std::string_view to, std::string text) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// Everyone folds to the big blind; used where only the header matters.
constexpr std::string_view kWalk = R"(Dee: folds
Ann: folds
Bob: folds
Uncalled bet ($0.25) returned to Cid
Cid collected $0.50 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $0.50 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($0.50)
Seat 4: Dee folded before Flop (didn't bet)
)";

}  // namespace

// ---------------------------------------------------------------- format

TEST_CASE("parse-error: an action word whose amount cannot be read, a chat line quoting one is fine") {
  const std::string bad = nl(R"(Dee: calls $abc
Ann: folds
)");
  CHECK_AUDIT(bad, "", {{"parse-error", 10, 6}});
  CHECK_FALSE(audit_expect::audit(bad).replayed);
  // A seated name, then no action word: a line PokerStars does not write,
  // left out and the hand replayed (docs/unrecognized-lines.md).
  const std::string unknown = nl(std::string("Dee: dances\n") + std::string(kWalk));
  CHECK_AUDIT(unknown, "", {{"unrecognized-line", 10, 1}});
  CHECK(audit_expect::audit(unknown).replayed);

  CHECK_AUDIT(nl(std::string(R"(Ann said, "Dee: dances")") + "\n" + std::string(kWalk)), "", {});
}

TEST_CASE("truncated-hand: the hand stops before its summary, the whole hand is clean") {
  const std::string cut = nl(R"(Dee: raises $1 to $1.50
Ann: folds
)");
  CHECK_AUDIT(cut, "", {{"truncated-hand", 11, 1}});
  CHECK_FALSE(audit_expect::audit(cut).replayed);
  CHECK_AUDIT(nl(kWalk), "", {});
}

TEST_CASE("truncated-hand: a hand cut in the middle of its last line is truncated, not unreadable text") {
  // FINDINGS.md: truncated-hand covers "no summary, cut mid-line"; a client
  // crash leaves exactly this (POKERSTARS_FORMAT.md §0).
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: fol)"),
              "", {{"truncated-hand", 11, 1}});
}

TEST_CASE("inconsistent-record: a seat listed twice, a player joining the table is fine") {
  std::string twice = std::string(kTop) + "Seat 4: Eve ($20 in chips)\n" + std::string(kPosts) + std::string(kWalk);
  CHECK_AUDIT(twice, "", {{"inconsistent-record", 7, 1}});
  CHECK(audit_expect::audit(twice).replayed);

  std::string joins = std::string(kTop) + "Eve joins the table at seat #5\n" + std::string(kPosts) + std::string(kWalk);
  CHECK_AUDIT(joins, "", {});
}

TEST_CASE("inconsistent-record: a name acts who is not seated") {
  // FINDINGS.md lists this case under inconsistent-record (the log
  // contradicts itself), not parse-error: the line is well formed.
  CHECK_AUDIT(nl(std::string("Zed: folds\n") + std::string(kWalk)), "", {{"inconsistent-record", 10, 1}});
}

// "raises X to Y" says Y - X is the bet faced (POKERSTARS_FORMAT.md §7).
// Found by the generator's mutation tests: a stud bring-in or fixed-limit
// small blind one unit off, followed by a raise to a total, changed no
// other amount, and the raise's own X went unread.
TEST_CASE("inconsistent-record: a raise whose increment and total disagree, over a short big blind X counts from the small blind") {
  // Corpus, Tournament #2352932788: a big blind all-in for 17 of 80, then
  // "raises 120 to 160" over the small blind's 40.
  const std::string short_blind = std::string(kTop) + R"(Bob: posts small blind $0.25
Cid: posts big blind $0.20 and is all-in
*** HOLE CARDS ***
Dee: raises $1.25 to $1.50
Ann: folds
Bob: folds
Uncalled bet ($1.25) returned to Dee
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3s]
*** SHOW DOWN ***
Dee: shows [Ah Ad] (a pair of Aces)
Dee collected $0.10 from side pot
Cid: shows [Kc Kd] (a pair of Kings)
Dee collected $0.60 from main pot
*** SUMMARY ***
Total pot $0.70 Main pot $0.60. Side pot $0.10. | Rake $0
Board [2c 7d 9h Js 3s]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Kc Kd] and lost with a pair of Kings
Seat 4: Dee showed [Ah Ad] and won ($0.70) with a pair of Aces
)";
  const std::string hand = with("Cid ($50 in chips)", "Cid ($0.20 in chips)", short_blind);
  CHECK_AUDIT(hand, "", {});
  // Counted from the level to call (the full big blind), X is a dollar.
  CHECK_AUDIT(with("raises $1.25 to", "raises $1 to", hand), "", {{"inconsistent-record", 10, 6, "Dee"}});

  // Cap games name the cap after Y: X is still the first amount
  // (corpus NLHE-CAP-9max-USD-0.25-0.50-201011.Capped.preflop.txt).
  CHECK_AUDIT(R"(PokerStars Game #52151000000:  Hold'em No Limit ($0.25/$0.50 - $10 Cap -  USD) - 2010/11/01 12:20:00 ET
Table 'Ibarruri' 2-max Seat #2 is the button
Seat 1: Hero ($10 in chips)
Seat 2: Villain ($13 in chips)
Villain: posts small blind $0.25
Hero: posts big blind $0.50
*** HOLE CARDS ***
Villain: raises $1 to $1.50
Hero: raises $2 to $3.50
Villain: raises $6.50 to $10 and has reached the $10 cap
Hero: calls $6.50 and is all-in
*** FLOP *** [Qd 7s 2c]
*** TURN *** [Qd 7s 2c] [Qh]
*** RIVER *** [Qd 7s 2c Qh] [9c]
*** SHOW DOWN ***
Villain: shows [Qs Kh] (three of a kind, Queens)
Hero: shows [Ah 6d] (a pair of Queens)
Villain collected $19 from pot
*** SUMMARY ***
Total pot $20 | Rake $1
Board [Qd 7s 2c Qh 9c]
Seat 1: Hero (big blind) showed [Ah 6d] and lost with a pair of Queens
Seat 2: Villain (button) (small blind) showed [Qs Kh] and won ($19) with three of a kind, Queens
)",
              "", {});
}

// ---------------------------------------------------------------- deal

namespace {

// Dee, dealt `hole` at line 10, bets the flop `flop` (line 15) and Cid
// folds: nobody shows.
std::string flop_bet_takes_it(std::string_view hole, std::string_view flop) {
  const std::string board(flop);
  return nl("Dealt to Dee " + std::string(hole) + R"(
Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** )" + board + R"(
Cid: checks
Dee: bets $2
Cid: folds
Uncalled bet ($2) returned to Dee
Dee collected $3.10 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $3.25 | Rake $0.15
Board )" + board + R"(
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded on the Flop
Seat 4: Dee collected ($3.10)
)");
}

}  // namespace

TEST_CASE("duplicate-card: the hero's ace comes again on the flop, repeated boards and shows are fine") {
  CHECK_AUDIT(flop_bet_takes_it("[As Kd]", "[9d As 2c]"), "", {{"duplicate-card", 15, 1}});

  // The turn and river markers and the summary repeat cards: the same cards.
  CHECK_AUDIT(show_down(), "", {});
}

TEST_CASE("inconsistent-record: a street marker repeats another board than the one dealt before it") {
  // The flop says 2c, the turn and river markers repeat it as 2d: an edited
  // flop whose later markers were left as they were (line 18). The same
  // cards in another order (GGPoker writes them so) are the same board.
  std::string edited = show_down();
  for (const std::string_view from : {"*** TURN *** [9d Ah 2c", "*** RIVER *** [9d Ah 2c", "Board [9d Ah 2c"})
    edited = with(from, std::string(from.substr(0, from.size() - 1)) + "d", edited);
  CHECK_AUDIT(edited, "", {{"inconsistent-record", 18, 1}});
  CHECK_AUDIT(with("*** TURN *** [9d Ah 2c]", "*** TURN *** [2c Ah 9d]", show_down()), "", {});
}

TEST_CASE("duplicate-card: reported at the line that deals or shows the second copy") {
  // The river brings the hero's Kd (line 10) again, at its marker (21:1);
  // Cid's show down (line 25) shows the turn's 5s (line 18) again.
  std::string hand = show_down();
  for (const auto& [from, to] : std::initializer_list<std::pair<std::string_view, std::string_view>>{
           {"[9d Ah 2c 5s] [Jh]", "[9d Ah 2c 5s] [Kd]"},
           {"Board [9d Ah 2c 5s Jh]", "Board [9d Ah 2c 5s Kd]"},
           {"Cid: shows [Ac 3c] (a pair of Aces)", "Cid: shows [Ac 5s] (two pair, Aces and Fives)"},
           {"Dee: shows [As Kd] (a pair of Aces)", "Dee: shows [As Kd] (two pair, Aces and Kings)"},
           {"showed [Ac 3c] and lost with a pair of Aces", "showed [Ac 5s] and lost with two pair, Aces and Fives"},
           {"won ($3.10) with a pair of Aces", "won ($3.10) with two pair, Aces and Kings"}})
    hand = with(from, std::string(to), hand);
  CHECK_AUDIT(hand, "", {{"duplicate-card", 21, 1}, {"duplicate-card", 25, 6}});
}

namespace {
constexpr std::string_view kTwoCardFlopHead = R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
)";
constexpr std::string_view kFlopEnd = R"(Cid: checks
Dee: bets $2
Cid: folds
Uncalled bet ($2) returned to Dee
Dee collected $3.10 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $3.25 | Rake $0.15
)";
constexpr std::string_view kFlopSeats = R"(Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded on the Flop
Seat 4: Dee collected ($3.10)
)";
}  // namespace

TEST_CASE("wrong-card-count: a flop of two cards, a flop of three is fine") {
  CHECK_AUDIT(nl(std::string(kTwoCardFlopHead) + "*** FLOP *** [9d 2c]\n" + std::string(kFlopEnd) +
                 "Board [9d 2c]\n" + std::string(kFlopSeats)),
              "", {{"wrong-card-count", 14, 1}});
  CHECK_AUDIT(nl(std::string(kTwoCardFlopHead) + "*** FLOP *** [9d 2c 7h]\n" + std::string(kFlopEnd) +
                 "Board [9d 2c 7h]\n" + std::string(kFlopSeats)),
              "", {});
}

TEST_CASE("wrong-card-count: a two-card flop stays wrong when a turn card follows") {
  // FINDINGS.md: the board must grow by 3, 1 and 1 cards; a board that ends
  // with three cards after a two-card flop and a turn is still malformed.
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [9d 2c]
Cid: checks
Dee: checks
*** TURN *** [9d 2c] [7h]
Cid: checks
Dee: bets $2
Cid: folds
Uncalled bet ($2) returned to Dee
Dee collected $3.10 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $3.25 | Rake $0.15
Board [9d 2c 7h]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded on the Turn
Seat 4: Dee collected ($3.10)
)"),
              "", {{"wrong-card-count", 14, 1}});
}

TEST_CASE("wrong-card-count and inconsistent-record: the hero dealt three cards, or other cards than he shows") {
  // Line 10 deals Dee three cards; his show down at line 26 shows two of
  // them, which replace the hand read: the deal is judged at its own line.
  CHECK_AUDIT(with("Dealt to Dee [As Kd]", "Dealt to Dee [As Kd 4h]", show_down()), "",
              {{"wrong-card-count", 10, 1}});
  // Dealt the Qd, he shows the Kd: the log contradicts itself, at the show.
  CHECK_AUDIT(with("Dealt to Dee [As Kd]", "Dealt to Dee [As Qd]", show_down()), "",
              {{"inconsistent-record", 26, 6}});
  // Three cards never shown: one finding, at the deal, not a second at his seat.
  CHECK_AUDIT(flop_bet_takes_it("[As Kd 4h]", "[9d Ah 2c]"), "", {{"wrong-card-count", 10, 1}});
}

// ---------------------------------------------------------------- forced bets

TEST_CASE("wrong-forced-bet-amount: a big blind of $0.25 with chips behind, a short all-in blind is fine") {
  const std::string wrong = std::string(kTop) + R"(Bob: posts small blind $0.25
Cid: posts big blind $0.25
*** HOLE CARDS ***
Dee: folds
Ann: folds
Bob: folds
Cid collected $0.50 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $0.50 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($0.50)
Seat 4: Dee folded before Flop (didn't bet)
)";
  CHECK_AUDIT(wrong, "", {{"wrong-forced-bet-amount", 8, 6, "Cid"}});
  // Expected and actual amounts are in the log's own unit (INTERFACE.md: "the
  // source's own unit"), like every other finding's, not in centi-units.
  const audit::HandReport report = audit_expect::audit(wrong);
  if (const engine::Finding* f = audit_expect::find(report, "wrong-forced-bet-amount")) {
    CHECK(f->expected.text == "$0.50");
    CHECK(f->actual.text == "$0.25");
    CHECK(f->expected.kind == engine::FindingValue::Kind::kMoney);
    CHECK(f->expected.value == 50);  // minor units
    CHECK(f->actual.value == 25);
    CHECK(f->actual.currency == "$");
  }

  // RULES.md R-BL-4: the short blind stands, the others still call $0.50.
  CHECK_AUDIT(with("Cid ($50 in chips)", "Cid ($0.30 in chips)", std::string(kTop)) + R"(Bob: posts small blind $0.25
Cid: posts big blind $0.30 and is all-in
*** HOLE CARDS ***
Dee: calls $0.50
Ann: folds
Bob: folds
Uncalled bet ($0.20) returned to Dee
*** FLOP *** [Kh 8d 5c]
*** TURN *** [Kh 8d 5c] [2s]
*** RIVER *** [Kh 8d 5c 2s] [Jd]
*** SHOW DOWN ***
Cid: shows [Ks 9c] (a pair of Kings)
Dee: shows [Qd Qs] (a pair of Queens)
Cid collected $0.85 from pot
*** SUMMARY ***
Total pot $0.85 | Rake $0
Board [Kh 8d 5c 2s Jd]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Ks 9c] and won ($0.85) with a pair of Kings
Seat 4: Dee showed [Qd Qs] and lost with a pair of Queens
)",
              "", {});
}

// ---------------------------------------------------------------- action order

TEST_CASE("action-out-of-turn: the big blind folds before the small blind, heads-up the button acts first") {
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: folds
Cid: folds
Bob: folds
Uncalled bet ($1) returned to Dee
Dee collected $1.25 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $1.25 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee collected ($1.25)
)"),
              "", {{"action-out-of-turn", 12, 6, "Cid"}});

  // RULES.md R-BL-2: heads-up the button posts the small blind, acts first
  // pre-flop and last after the flop.
  CHECK_AUDIT(R"(PokerStars Hand #1002:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:01:00 ET
Table 'Beta' 2-max Seat #1 is the button
Seat 1: Ann ($50.37 in chips)
Seat 2: Bob ($48.12 in chips)
Ann: posts small blind $0.25
Bob: posts big blind $0.50
*** HOLE CARDS ***
Ann: raises $0.75 to $1.25
Bob: calls $0.75
*** FLOP *** [Td 7c 3s]
Bob: checks
Ann: bets $1.50
Bob: folds
Uncalled bet ($1.50) returned to Ann
Ann collected $2.38 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $2.50 | Rake $0.12
Board [Td 7c 3s]
Seat 1: Ann (button) (small blind) collected ($2.38)
Seat 2: Bob (big blind) folded on the Flop
)",
              "", {});
}

namespace {
// Bob folds pre-flop; line 16 is where he shows up again.
std::string inactive_hand(std::string_view line16) {
  return nl(std::string(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [Jh 6c 2d]
Cid: checks
)") + std::string(line16) +
            R"(
Dee: bets $2
Cid: folds
Uncalled bet ($2) returned to Dee
Dee collected $3.10 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $3.25 | Rake $0.15
Board [Jh 6c 2d]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded on the Flop
Seat 4: Dee collected ($3.10)
)");
}
}  // namespace

TEST_CASE("action-by-inactive-player: a folded player checks, a folded player sitting out is fine") {
  CHECK_AUDIT(inactive_hand("Bob: checks"), "", {{"action-by-inactive-player", 16, 6, "Bob"}});
  CHECK_AUDIT(inactive_hand("Bob: sits out"), "", {});
}

// ---------------------------------------------------------------- bet sizes

namespace {
std::string check_hand(std::string_view flop_reply) {
  return nl(std::string(R"(Dee: calls $0.50
Ann: folds
Bob: calls $0.25
Cid: checks
*** FLOP *** [Ah 8c 3d]
Bob: checks
Cid: bets $0.50
)") + std::string(flop_reply) +
            R"(*** TURN *** [Ah 8c 3d] [Qs]
Cid: bets $1
Dee: folds
Uncalled bet ($1) returned to Cid
Cid collected $2.38 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $2.50 | Rake $0.12
Board [Ah 8c 3d Qs]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded on the Flop
Seat 3: Cid (big blind) collected ($2.38)
Seat 4: Dee folded on the Turn
)");
}
}  // namespace

TEST_CASE("check-facing-bet: a check facing $0.50, the big blind's check of his option is fine") {
  // Dee checks facing the bet, then calls when the action comes back.
  CHECK_AUDIT(check_hand("Dee: checks\nBob: folds\nDee: calls $0.50\n"), "",
              {{"check-facing-bet", 17, 6, "Dee"}});
  CHECK_AUDIT(check_hand("Dee: calls $0.50\nBob: folds\n"), "", {});
}

TEST_CASE("wrong-call-amount: calling $1.50 of a $2 bet, calling a short all-in for less is fine") {
  // Ann calls short and completes the call when the action comes back: the
  // money adds up, only the first call is wrong.
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: calls $1.50
Bob: folds
Cid: calls $1
*** FLOP *** [Kc 9d 4s]
Cid: checks
Dee: bets $2
Ann: calls $1.50
Cid: folds
Ann: calls $0.50
*** TURN *** [Kc 9d 4s] [2h]
Dee: checks
Ann: checks
*** RIVER *** [Kc 9d 4s 2h] [Jc]
Dee: bets $4
Ann: folds
Uncalled bet ($4) returned to Dee
Dee collected $8.32 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $8.75 | Rake $0.43
Board [Kc 9d 4s 2h Jc]
Seat 1: Ann (button) folded on the River
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded on the Flop
Seat 4: Dee collected ($8.32)
)"),
              "", {{"wrong-call-amount", 17, 6, "Ann"}});

  // RULES.md R-BET-2: the call is min(amount to call, chips behind).
  CHECK_AUDIT(with("Ann ($50.37 in chips)", "Ann ($3.87 in chips)", nl(R"(Dee: raises $1 to $1.50
Ann: calls $1.50
Bob: folds
Cid: folds
*** FLOP *** [Kc 9d 4s]
Dee: bets $4
Ann: calls $2.37 and is all-in
Uncalled bet ($1.63) returned to Dee
*** TURN *** [Kc 9d 4s] [2h]
*** RIVER *** [Kc 9d 4s 2h] [Jc]
*** SHOW DOWN ***
Dee: shows [Ah Kh] (a pair of Kings)
Ann: shows [9s 9h] (three of a kind, Nines)
Ann collected $8.07 from pot
*** SUMMARY ***
Total pot $8.49 | Rake $0.42
Board [Kc 9d 4s 2h Jc]
Seat 1: Ann (button) showed [9s 9h] and won ($8.07) with three of a kind, Nines
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee showed [Ah Kh] and lost with a pair of Kings
)")),
              "", {});
}

TEST_CASE("wrong-call-amount: an undercall that closes the river is one finding, not two") {
  // The log returns the unmatched $0.50 to the bettor, so its money adds up.
  // The defect is the call amount (R-BET-2); Dee did act, so the round did
  // not close before he acted (round-closed-early would repeat the same
  // defect under a second id).
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [Kc 9d 4s]
Cid: checks
Dee: bets $2
Cid: calls $2
*** TURN *** [Kc 9d 4s] [2h]
Cid: checks
Dee: checks
*** RIVER *** [Kc 9d 4s 2h] [Jc]
Cid: bets $4
Dee: calls $3.50
Uncalled bet ($0.50) returned to Cid
*** SHOW DOWN ***
Cid: shows [9c 9h] (three of a kind, Nines)
Dee: shows [Kd Qh] (a pair of Kings)
Cid collected $13.54 from pot
*** SUMMARY ***
Total pot $14.25 | Rake $0.71
Board [Kc 9d 4s 2h Jc]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [9c 9h] and won ($13.54) with three of a kind, Nines
Seat 4: Dee showed [Kd Qh] and lost with a pair of Kings
)"),
              "", {{"wrong-call-amount", 23, 6, "Dee"}});
}

TEST_CASE("bet-below-minimum: a $0.25 bet at $0.25/$0.50, an all-in bet below the big blind is fine") {
  CHECK_AUDIT(nl(R"(Dee: calls $0.50
Ann: calls $0.50
Bob: folds
Cid: checks
*** FLOP *** [Ks 8h 8d]
Cid: bets $0.25
Dee: folds
Ann: folds
Uncalled bet ($0.25) returned to Cid
Cid collected $1.68 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $1.75 | Rake $0.07
Board [Ks 8h 8d]
Seat 1: Ann (button) folded on the Flop
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($1.68)
Seat 4: Dee folded on the Flop
)"),
              "", {{"bet-below-minimum", 15, 6, "Cid"}});

  // RULES.md R-NL-1: the minimum is the big blind unless the bettor is all-in.
  CHECK_AUDIT(with("Cid ($50 in chips)", "Cid ($0.80 in chips)", nl(R"(Dee: calls $0.50
Ann: calls $0.50
Bob: folds
Cid: checks
*** FLOP *** [Ks 8h 8d]
Cid: bets $0.30 and is all-in
Dee: calls $0.30
Ann: folds
*** TURN *** [Ks 8h 8d] [4c]
*** RIVER *** [Ks 8h 8d 4c] [Qh]
*** SHOW DOWN ***
Cid: shows [Kd 5s] (two pair, Kings and Eights)
Dee: shows [Ac Jc] (a pair of Eights)
Cid collected $2.24 from pot
*** SUMMARY ***
Total pot $2.35 | Rake $0.11
Board [Ks 8h 8d 4c Qh]
Seat 1: Ann (button) folded on the Flop
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Kd 5s] and won ($2.24) with two pair, Kings and Eights
Seat 4: Dee showed [Ac Jc] and lost with a pair of Eights
)")),
              "", {});
}

TEST_CASE("raise-below-minimum: a re-raise by $0.50 over a $1 raise, the same raise all-in is fine") {
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: raises $0.50 to $2
Bob: folds
Cid: folds
Dee: calls $0.50
*** FLOP *** [7s 4d 2c]
Dee: checks
Ann: bets $2.50
Dee: folds
Uncalled bet ($2.50) returned to Ann
Ann collected $4.55 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $4.75 | Rake $0.20
Board [7s 4d 2c]
Seat 1: Ann (button) collected ($4.55)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee folded on the Flop
)"),
              "", {{"raise-below-minimum", 11, 6, "Ann"}});

  CHECK_AUDIT(with("Ann ($50.37 in chips)", "Ann ($2 in chips)", nl(R"(Dee: raises $1 to $1.50
Ann: raises $0.50 to $2 and is all-in
Bob: folds
Cid: folds
Dee: calls $0.50
*** FLOP *** [7s 4d 2c]
*** TURN *** [7s 4d 2c] [Tc]
*** RIVER *** [7s 4d 2c Tc] [Kh]
*** SHOW DOWN ***
Dee: shows [Ad Qd] (high card Ace)
Ann: shows [4h 4s] (three of a kind, Fours)
Ann collected $4.52 from pot
*** SUMMARY ***
Total pot $4.75 | Rake $0.23
Board [7s 4d 2c Tc Kh]
Seat 1: Ann (button) showed [4h 4s] and won ($4.52) with three of a kind, Fours
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee showed [Ad Qd] and lost with high card Ace
)")),
              "", {});
}

namespace {
// Flop: Cid bets $1, Dee raises to $2, Ann (short) is all-in to `ann_to`,
// Cid calls; then Dee raises again to `dee_to` (TC-04 shape).
std::string reopen_hand(std::string_view ann_stack, std::string_view ann_raise, std::string_view cid_call,
                        std::string_view dee_raise, std::string_view tail) {
  return with("Ann ($50.37 in chips)", ann_stack, nl(std::string(R"(Dee: calls $0.50
Ann: calls $0.50
Bob: folds
Cid: checks
*** FLOP *** [Jc 8d 3h]
Cid: bets $1
Dee: raises $1 to $2
)") + std::string(ann_raise) + "\n" + std::string(cid_call) + "\n" + std::string(dee_raise) + "\n" +
                                                   std::string(tail)));
}
constexpr std::string_view kReopenShowdown = R"(*** TURN *** [Jc 8d 3h] [5s]
Cid: checks
Dee: checks
*** RIVER *** [Jc 8d 3h 5s] [Kd]
Cid: checks
Dee: checks
*** SHOW DOWN ***
Cid: shows [8s 7s] (a pair of Eights)
Dee: shows [Ah Jd] (a pair of Jacks)
Ann: shows [Js Jh] (three of a kind, Jacks)
Dee collected $4 from side pot
)";
}  // namespace

TEST_CASE("raise-not-reopened: the last full raiser re-raises over a short all-in, after a full all-in raise he may") {
  // TC-04 / RULES.md R-NL-3: Dee faces only $0.50 more after Ann's all-in.
  CHECK_AUDIT(reopen_hand("Ann ($3 in chips)", "Ann: raises $0.50 to $2.50 and is all-in", "Cid: calls $1.50",
                          "Dee: raises $2 to $4.50", std::string("Cid: calls $2\n") + std::string(kReopenShowdown) + R"(Ann collected $8.59 from main pot
*** SUMMARY ***
Total pot $13.25 Main pot $8.59. Side pot $4. | Rake $0.66
Board [Jc 8d 3h 5s Kd]
Seat 1: Ann (button) showed [Js Jh] and won ($8.59) with three of a kind, Jacks
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [8s 7s] and lost with a pair of Eights
Seat 4: Dee showed [Ah Jd] and won ($4) with a pair of Jacks
)"),
              "", {{"raise-not-reopened", 19, 6, "Dee"}});

  // Ann's all-in adds a full $1: betting is reopened for Dee.
  CHECK_AUDIT(reopen_hand("Ann ($3.50 in chips)", "Ann: raises $1 to $3 and is all-in", "Cid: calls $2",
                          "Dee: raises $2 to $5", std::string("Cid: calls $2\n") + std::string(kReopenShowdown) + R"(Ann collected $10.02 from main pot
*** SUMMARY ***
Total pot $14.75 Main pot $10.02. Side pot $4. | Rake $0.73
Board [Jc 8d 3h 5s Kd]
Seat 1: Ann (button) showed [Js Jh] and won ($10.02) with three of a kind, Jacks
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [8s 7s] and lost with a pair of Eights
Seat 4: Dee showed [Ah Jd] and won ($4) with a pair of Jacks
)"),
              "", {});
}

TEST_CASE("unrecognized-line: a line of no kind PokerStars writes is left out, the hand still audited") {
  // A converter's leftover between two actions: a warning at its line, and
  // the hand is replayed to its end without it (the walk is clean).
  const std::string odd = nl(std::string("Seat sit down\n") + std::string(kWalk));
  CHECK_AUDIT(odd, "", {{"unrecognized-line", 10, 1}});
  CHECK(audit_expect::audit(odd).replayed);
  // A hand header, even a damaged one, is never passed over: it stops the
  // hand before it (a parse-error there), which does not take in its lines.
  const std::string damaged = nl(std::string(kWalk) +
                                 "PokerStars Hand #10O2able:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/01 20:01:00 ET\n"
                                 "Table 'Alpha' 6-max Seat #2 is the button\n");
  CHECK_AUDIT(damaged, "", {{"parse-error", 22, 1}});
  // Look-alikes read silently: chat, a table event, an observer's empty
  // `NAME:` line.
  CHECK_AUDIT(nl(std::string("Ann said, \"Seat sit down\"\nEve joins the table at seat #5\nBob: \n") +
                 std::string(kWalk)),
              "", {});
}

TEST_CASE("unrecognized-line: a converter's Ignition lines are read as what they are, not left out") {
  // Ignition hands converted to PokerStars text keep the room's seat events
  // (no chips move) and its fold notes (still folds): the walk stays clean.
  const std::string folds = nl(R"(Ann: Seat re-join
Dee: folds (auth)
Ann: folds & shows [Td Tc]
Dee: Table leave user
Bob: folds (disconnect)
Ann: Sitout (wait for bb)
Uncalled bet ($0.25) returned to Cid
Cid collected $0.50 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $0.50 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($0.50)
Seat 4: Dee folded before Flop (didn't bet)
)");
  CHECK_AUDIT(folds, "", {});
  // The folds are folds: without Dee's, Ann acts first and Dee never acts
  // before the pot is paid (reported at the total).
  CHECK_AUDIT(with("Dee: folds (auth)\n", "", folds), "", {{"wrong-first-actor", 11, 6}, {"round-closed-early", 19, 11}});
  // A fold note the converter does not write is still an unreadable fold.
  CHECK_AUDIT(with("folds (auth)", "folds (bored)", folds), "", {{"parse-error", 11, 12}});
}

TEST_CASE("inconsistent-record: money paid to a name the seat list lacks is left out, the hand still audited") {
  // The walk's return and collect name Zed, who has no seat: each line is
  // the log contradicting itself (13:1, 14:1), and without them the summary's
  // $0.50 to Cid is paid by no collect line (20:1).
  std::string paid = nl(kWalk);
  paid = with("returned to Cid", "returned to Zed", paid);
  paid = with("Cid collected", "Zed collected", paid);
  const audit::HandReport r = audit_expect::audit(paid);
  CHECK(r.replayed);
  std::vector<std::string> at;
  for (const engine::Finding& f : r.findings)
    if (f.rule == engine::Rule::kInconsistentRecord) at.push_back(std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column));
  CHECK(at == std::vector<std::string>{"13:1", "14:1", "20:1"});
  // The same lines naming the seated Cid: clean.
  CHECK_AUDIT(nl(kWalk), "", {});
}

}  // namespace findings_test

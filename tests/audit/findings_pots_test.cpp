// Known-answer tests, one per finding id of FINDINGS.md: the side-pot,
// pot-split, odd-chip and conservation families and the hand descriptions
// (the other families are in findings_test.cpp). Each id has a hand that
// breaks exactly that rule and a legal look-alike with no finding.
//
// The hands share kTop (lines 1-6) and the blinds (lines 7-9): their own text
// starts on line 10. Stacks carry odd cents, so the smallest unit in play is
// one cent (R-OC-1). Collect and "Uncalled bet" lines are reported at column
// 1, the summary's pot figures at the amount after "Total pot " (column 11).
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"

namespace findings_pots_test {

namespace {

constexpr std::string_view kTop = R"(PokerStars Hand #2001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/02 21:00:00 ET
Table 'Gamma' 6-max Seat #1 is the button
Seat 1: Ann ($50.37 in chips)
Seat 2: Bob ($48.12 in chips)
Seat 3: Cid ($50 in chips)
Seat 4: Dee ($61.09 in chips)
Bob: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
)";

std::string nl(std::string_view body) { return std::string(kTop) + std::string(body); }

std::string with(std::string_view from, std::string_view to, std::string text) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

// ---------------------------------------------------------------- side pots

TEST_CASE("uncalled-bet-not-returned: the uncalled raise goes back to the wrong player, a log without the line is fine") {
  auto hand = [](std::string_view return_line) {
    return nl(std::string(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: folds
)") + std::string(return_line) +
              R"(Dee collected $1.25 from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $1.25 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee collected ($1.25)
)");
  };
  // Cid is paid Dee's uncalled dollar (line 14) and Dee never gets it back
  // (reported at the pot total, line 18).
  CHECK_AUDIT(hand("Uncalled bet ($1) returned to Cid\n"), "",
              {{"uncalled-bet-not-returned", 14, 1, "Cid"}, {"uncalled-bet-not-returned", 18, 11, "Dee"}});
  CHECK_AUDIT(hand("Uncalled bet ($1) returned to Dee\n"), "", {});
  // Logs before about 2008 print no return line; the total leaves it out.
  CHECK_AUDIT(hand(""), "", {});
}

namespace {
// Ann is all-in for $5 pre-flop; Cid and Dee build a $12 side pot, Dee folds
// the turn. Correct: main $15.25 (rake $1.25 taken there), side $12.
std::string side_pot_hand(std::string_view side, std::string_view main, std::string_view pots_line) {
  return with("Ann ($50.37 in chips)", "Ann ($5 in chips)", nl(std::string(R"(Dee: raises $1 to $1.50
Ann: raises $3.50 to $5 and is all-in
Bob: folds
Cid: calls $4.50
Dee: calls $3.50
*** FLOP *** [Qh 9c 4d]
Cid: bets $6
Dee: calls $6
*** TURN *** [Qh 9c 4d] [7s]
Cid: bets $10
Dee: folds
Uncalled bet ($10) returned to Cid
*** RIVER *** [Qh 9c 4d 7s] [2c]
*** SHOW DOWN ***
Cid: shows [Qc Jd] (a pair of Queens)
Ann: shows [9h 9s] (three of a kind, Nines)
Cid collected )") + std::string(side) + " from side pot\nAnn collected " + std::string(main) + R"( from main pot
*** SUMMARY ***
)" + std::string(pots_line) + R"(
Board [Qh 9c 4d 7s 2c]
Seat 1: Ann (button) showed [9h 9s] and won ()" + std::string(main) + R"() with three of a kind, Nines
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Qc Jd] and won ()" + std::string(side) + R"() with a pair of Queens
Seat 4: Dee folded on the Turn
)"));
}
}  // namespace

TEST_CASE("pot-amount-mismatch: the folded small blind's chips put in the side pot, the right split is fine") {
  CHECK_AUDIT(side_pot_hand("$12.25", "$13.75", "Total pot $27.25 Main pot $13.75. Side pot $12.25. | Rake $1.25"), "",
              {{"pot-amount-mismatch", 29, 11}});
  CHECK_AUDIT(side_pot_hand("$12", "$14", "Total pot $27.25 Main pot $14. Side pot $12. | Rake $1.25"), "", {});
}

namespace {
// Ann is all-in for $4 with the best hand; Cid's pair of tens beats Dee's
// nines for the $10 side pot. Main $12.25, rake $0.58 taken from it.
std::string all_in_award_hand(std::string_view collects, std::string_view ann_summary, std::string_view cid_summary) {
  return with("Ann ($50.37 in chips)", "Ann ($4 in chips)", nl(std::string(R"(Dee: raises $1 to $1.50
Ann: raises $2.50 to $4 and is all-in
Bob: folds
Cid: calls $3.50
Dee: calls $2.50
*** FLOP *** [Ts 5c 2h]
Cid: bets $5
Dee: calls $5
*** TURN *** [Ts 5c 2h] [8c]
Cid: checks
Dee: checks
*** RIVER *** [Ts 5c 2h 8c] [Kd]
Cid: checks
Dee: checks
*** SHOW DOWN ***
Cid: shows [Ac Td] (a pair of Tens)
Dee: shows [9d 9s] (a pair of Nines)
Ann: shows [Kh Ks] (three of a kind, Kings)
)") + std::string(collects) + R"(*** SUMMARY ***
Total pot $22.25 Main pot $11.67. Side pot $10. | Rake $0.58
Board [Ts 5c 2h 8c Kd]
Seat 1: Ann (button) showed [Kh Ks] and won ()" + std::string(ann_summary) + R"() with three of a kind, Kings
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Ac Td] )" + std::string(cid_summary) + R"(
Seat 4: Dee showed [9d 9s] and lost with a pair of Nines
)"));
}
}  // namespace

TEST_CASE("ineligible-player-awarded: the all-in player is paid the side pot, the main pot alone is fine") {
  // Ann did not cover the side pot's level; the pot also missed its winner.
  CHECK_AUDIT(all_in_award_hand("Ann collected $10 from side pot\nAnn collected $11.67 from main pot\n", "$21.67",
                                "and lost with a pair of Tens"),
              "", {{"ineligible-player-awarded", 28, 1, "Ann"}, {"wrong-winner", 28, 1}});
  CHECK_AUDIT(all_in_award_hand("Cid collected $10 from side pot\nAnn collected $11.67 from main pot\n", "$11.67",
                                "and won ($10) with a pair of Tens"),
              "", {});
}

TEST_CASE("ineligible-player-awarded: no pot stated or named, the all-in player paid beyond the pots he covered") {
  // "collected .. from pot" and a total alone (CoinPoker and Unibet write no
  // more): no pot can be judged, but Ann, who covered the $12.25 main pot
  // alone, is paid $21.67. Paid her main pot and Cid the side pot: fine.
  auto unstated = [](std::string_view collects, std::string_view ann, std::string_view cid) {
    return with("Total pot $22.25 Main pot $11.67. Side pot $10. | Rake $0.58", "Total pot $22.25 | Rake $0.58",
                all_in_award_hand(collects, ann, cid));
  };
  CHECK_AUDIT(unstated("Ann collected $21.67 from pot\n", "$21.67", "and lost with a pair of Tens"), "",
              {{"ineligible-player-awarded", 28, 1, "Ann"}});
  CHECK_AUDIT(unstated("Ann collected $11.67 from pot\nCid collected $10 from pot\n", "$11.67",
                       "and won ($10) with a pair of Tens"),
              "", {});
  // At the collect that takes her past it.
  CHECK_AUDIT(
      unstated("Ann collected $11.67 from pot\nAnn collected $10 from pot\n", "$21.67", "and lost with a pair of Tens"),
      "", {{"ineligible-player-awarded", 29, 1, "Ann"}});
  // Cid, who covered every pot, paid $1 nobody put in: chip-conservation
  // alone, no pot of his is another's.
  CHECK_AUDIT(unstated("Ann collected $11.67 from pot\nCid collected $11 from pot\n", "$11.67",
                       "and won ($11) with a pair of Tens"),
              "", {{"chip-conservation", 29, 1}});
}

TEST_CASE("ineligible-player-awarded: a player who folded collects the pot") {
  CHECK_AUDIT(nl(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [Ts 5c 2h]
Cid: bets $2
Dee: folds
Uncalled bet ($2) returned to Cid
Dee collected $3.10 from pot
*** SUMMARY ***
Total pot $3.25 | Rake $0.15
Board [Ts 5c 2h]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind)
Seat 4: Dee collected ($3.10)
)"),
              "", {{"ineligible-player-awarded", 18, 1, "Dee"}, {"wrong-winner", 18, 1}});
}

// ---------------------------------------------------------------- pot splits

namespace {
// Heads-up to the river between Cid and Dee; `cid`, `dee` are their cards
// and descriptions, `collect` the collect line.
std::string showdown_hand(std::string_view cid, std::string_view dee, std::string_view collect,
                          std::string_view cid_summary, std::string_view dee_summary) {
  return nl(std::string(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [Td 6h 2s]
Cid: checks
Dee: bets $2
Cid: calls $2
*** TURN *** [Td 6h 2s] [Kc]
Cid: checks
Dee: checks
*** RIVER *** [Td 6h 2s Kc] [3d]
Cid: checks
Dee: checks
*** SHOW DOWN ***
Cid: shows )") + std::string(cid) + "\nDee: shows " + std::string(dee) + "\n" + std::string(collect) + R"(
*** SUMMARY ***
Total pot $7.25 | Rake $0.36
Board [Td 6h 2s Kc 3d]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) )" + std::string(cid_summary) + "\nSeat 4: Dee " + std::string(dee_summary) + "\n");
}
}  // namespace

TEST_CASE("wrong-winner: a pair of Kings paid over three Tens, the better kicker winning is fine") {
  CHECK_AUDIT(showdown_hand("[Kh 9h] (a pair of Kings)", "[Ts Tc] (three of a kind, Tens)",
                            "Cid collected $6.89 from pot", "showed [Kh 9h] and won ($6.89) with a pair of Kings",
                            "showed [Ts Tc] and lost with three of a kind, Tens"),
              "", {{"wrong-winner", 27, 1}});
  CHECK_AUDIT(showdown_hand("[Kh 9h] (a pair of Kings)", "[Ks Qc] (a pair of Kings)", "Dee collected $6.89 from pot",
                            "showed [Kh 9h] and lost with a pair of Kings",
                            "showed [Ks Qc] and won ($6.89) with a pair of Kings"),
              "", {});
}

namespace {
// Dee and Ann both play A-K-Q with the board's fives; $7.95 less $0.40 rake
// leaves $7.55 to split: $3.78 to Dee (seat 4, the first winner left of the
// button on seat 1) and $3.77 to Ann (the button comes last).
std::string split_hand(std::string_view collects, std::string_view ann_won, std::string_view dee_won) {
  return nl(std::string(R"(Dee: raises $1 to $1.50
Ann: calls $1.50
Bob: folds
Cid: folds
*** FLOP *** [As Kd 8h]
Dee: checks
Ann: checks
*** TURN *** [As Kd 8h] [5c]
Dee: bets $2.10
Ann: calls $2.10
*** RIVER *** [As Kd 8h 5c] [5s]
Dee: checks
Ann: checks
*** SHOW DOWN ***
Dee: shows [Qc Jh] (a pair of Fives)
Ann: shows [Qd Jd] (a pair of Fives)
)") + std::string(collects) + R"(*** SUMMARY ***
Total pot $7.95 | Rake $0.40
Board [As Kd 8h 5c 5s]
Seat 1: Ann (button) showed [Qd Jd] and won ()" + std::string(ann_won) + R"() with a pair of Fives
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee showed [Qc Jh] and won ()" + std::string(dee_won) + R"() with a pair of Fives
)");
}
}  // namespace

TEST_CASE("tie-not-split-equally: $5 and $2.55 for tied hands, an equal split is fine") {
  CHECK_AUDIT(split_hand("Dee collected $5 from pot\nAnn collected $2.55 from pot\n", "$2.55", "$5"), "",
              {{"tie-not-split-equally", 26, 1}});
  CHECK_AUDIT(split_hand("Dee collected $3.78 from pot\nAnn collected $3.77 from pot\n", "$3.77", "$3.78"), "",
              {});
}

TEST_CASE("odd-chip-wrong-recipient: the odd cent to the button, to the first winner left of the button is fine") {
  // RULES.md R-OC-3: the button himself comes last in the order.
  CHECK_AUDIT(split_hand("Ann collected $3.78 from pot\nDee collected $3.77 from pot\n", "$3.78", "$3.77"), "",
              {{"odd-chip-wrong-recipient", 26, 1}});
  CHECK_AUDIT(split_hand("Ann collected $3.77 from pot\nDee collected $3.78 from pot\n", "$3.77", "$3.78"), "",
              {});
}

namespace {
// Three players play the board's straight. $3.76 less $0.17 rake = $3.59 =
// 359 cents: 119 each and 2 odd cents, one each to Cid and Dee (the first two
// winners left of the button); Ann, on the button, gets $1.19.
std::string three_way(std::string_view cid, std::string_view dee, std::string_view ann) {
  return nl(std::string(R"(Dee: calls $0.50
Ann: calls $0.50
Bob: folds
Cid: checks
*** FLOP *** [Ah Kd Qs]
Cid: checks
Dee: bets $0.67
Ann: calls $0.67
Cid: calls $0.67
*** TURN *** [Ah Kd Qs] [Jc]
Cid: checks
Dee: checks
Ann: checks
*** RIVER *** [Ah Kd Qs Jc] [Th]
Cid: checks
Dee: checks
Ann: checks
*** SHOW DOWN ***
Cid: shows [4c 3d] (a straight, Ten to Ace)
Dee: shows [6s 6d] (a straight, Ten to Ace)
Ann: shows [9c 2h] (a straight, Ten to Ace)
Cid collected )") + std::string(cid) + " from pot\nDee collected " + std::string(dee) + " from pot\nAnn collected " +
            std::string(ann) + R"( from pot
*** SUMMARY ***
Total pot $3.76 | Rake $0.17
Board [Ah Kd Qs Jc Th]
Seat 1: Ann (button) showed [9c 2h] and won ()" + std::string(ann) + R"() with a straight, Ten to Ace
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [4c 3d] and won ()" + std::string(cid) + R"() with a straight, Ten to Ace
Seat 4: Dee showed [6s 6d] and won ()" + std::string(dee) + R"() with a straight, Ten to Ace
)");
}
}  // namespace

TEST_CASE("odd-chip-invalid: one player gets both odd cents of a three-way split, one each is fine") {
  // RRP Ties / TDA 20: no player gets more than one odd chip from one split.
  CHECK_AUDIT(three_way("$1.21", "$1.19", "$1.19"), "", {{"odd-chip-invalid", 31, 1}});
  CHECK_AUDIT(three_way("$1.20", "$1.20", "$1.19"), "", {});
}

TEST_CASE("odd-chip-invalid: a tournament split into half chips") {
  // 1125 chips between two tied hands: shares must be whole chips (563/562).
  const std::string text = R"(PokerStars Hand #2002: Tournament #7001, $5+$0.50 USD Hold'em No Limit - Level V (75/150) - 2024/05/02 21:05:00 ET
Table '7001 1' 6-max Seat #4 is the button
Seat 1: Vic (1960 in chips)
Seat 2: Hal (2555 in chips)
Seat 3: Pia (1080 in chips)
Seat 4: Dru (2490 in chips)
Seat 5: Mai (2830 in chips)
Vic: posts the ante 15
Hal: posts the ante 15
Pia: posts the ante 15
Dru: posts the ante 15
Mai: posts the ante 15
Mai: posts small blind 75
Vic: posts big blind 150
*** HOLE CARDS ***
Hal: folds
Pia: calls 150
Dru: folds
Mai: calls 75
Vic: checks
*** FLOP *** [Ah Kc 7s]
Mai: checks
Vic: checks
Pia: checks
*** TURN *** [Ah Kc 7s] [Qd]
Mai: checks
Vic: checks
Pia: checks
*** RIVER *** [Ah Kc 7s Qd] [2s]
Mai: bets 300
Vic: folds
Pia: calls 300
*** SHOW DOWN ***
Mai: shows [Ad 5c] (a pair of Aces)
Pia: shows [Ac 5h] (a pair of Aces)
Mai collected 562.50 from pot
Pia collected 562.50 from pot
*** SUMMARY ***
Total pot 1125 | Rake 0
Board [Ah Kc 7s Qd 2s]
Seat 1: Vic (big blind) folded on the River
Seat 2: Hal folded before Flop (didn't bet)
Seat 3: Pia showed [Ac 5h] and won (562.50) with a pair of Aces
Seat 4: Dru (button) folded before Flop (didn't bet)
Seat 5: Mai (small blind) showed [Ad 5c] and won (562.50) with a pair of Aces
)";
  CHECK_AUDIT(text, "", {{"odd-chip-invalid", 36, 1}});
}

// ---------------------------------------------------------------- conservation

TEST_CASE("chip-conservation: ten cents of the pot are paid to nobody, an all-in cash-out is fine") {
  auto hand = [](std::string_view collected) {
    return nl(std::string(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: calls $1.25
Cid: folds
*** FLOP *** [6c 6s Td]
Bob: bets $2
Dee: calls $2
*** TURN *** [6c 6s Td] [3h]
Bob: checks
Dee: bets $4
Bob: folds
Uncalled bet ($4) returned to Dee
Dee collected )") + std::string(collected) + R"( from pot
Dee: doesn't show hand
*** SUMMARY ***
Total pot $7.50 | Rake $0.37
Board [6c 6s Td 3h]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded on the Turn
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee collected ()" + std::string(collected) + ")\n");
  };
  // The collect line does not match the pot (line 22), and the money does
  // not add up (line 25): both are true of this log.
  CHECK_AUDIT(hand("$7.03"), "", {{"pot-amount-mismatch", 22, 1}, {"chip-conservation", 25, 11}});
  CHECK_AUDIT(hand("$7.13"), "", {});
  // Paid ten cents too much: the collect line that goes over the chips put
  // in is where the money comes from nowhere.
  CHECK_AUDIT(hand("$7.23"), "", {{"chip-conservation", 22, 1}, {"pot-amount-mismatch", 22, 1}});

  // POKERSTARS_FORMAT.md §8: an all-in cash-out replaces the collect line and
  // does not balance by design.
  CHECK_AUDIT(with("Ann ($50.37 in chips)", "Ann ($5 in chips)", nl(R"(Dee: raises $1 to $1.50
Ann: raises $3.50 to $5 and is all-in
Bob: folds
Cid: folds
Dee: calls $3.50
*** FLOP *** [9h 7d 2s]
*** TURN *** [9h 7d 2s] [Kc]
*** RIVER *** [9h 7d 2s Kc] [4h]
*** SHOW DOWN ***
Ann: shows [Ac Ad] (a pair of Aces)
Dee: shows [Kh Qh] (a pair of Kings)
Ann cashed out the hand for $9.12 | Cash Out Fee $0.09
*** SUMMARY ***
Total pot $10.75 | Rake $0.53
Board [9h 7d 2s Kc 4h]
Seat 1: Ann (button) showed [Ac Ad] and won ($10.22) with a pair of Aces (pot not awarded as player cashed out)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee showed [Kh Qh] and lost with a pair of Kings
)")),
              "", {});
}

// ---------------------------------------------------------------- descriptions

TEST_CASE("hand-description-mismatch: Kings described as a pair of Queens, the right words are fine") {
  auto hand = [](std::string_view dee_text) {
    return nl(std::string(R"(Dee: raises $1 to $1.50
Ann: folds
Bob: folds
Cid: calls $1
*** FLOP *** [Qd 7c 4s]
Cid: checks
Dee: bets $1.50
Cid: calls $1.50
*** TURN *** [Qd 7c 4s] [9h]
Cid: checks
Dee: checks
*** RIVER *** [Qd 7c 4s 9h] [2d]
Cid: checks
Dee: checks
*** SHOW DOWN ***
Cid: shows [Qh Tc] (a pair of Queens)
Dee: shows [Kc Kh] ()") + std::string(dee_text) + R"()
Dee collected $5.94 from pot
*** SUMMARY ***
Total pot $6.25 | Rake $0.31
Board [Qd 7c 4s 9h 2d]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) showed [Qh Tc] and lost with a pair of Queens
Seat 4: Dee showed [Kc Kh] and won ($5.94) with )" + std::string(dee_text) + "\n");
  };
  CHECK_AUDIT(hand("a pair of Queens"), "", {{"hand-description-mismatch", 26, 6, "Dee"}});
  CHECK_AUDIT(hand("a pair of Kings"), "", {});
  // A kicker clause that names the hand's own top kicker.
  CHECK_AUDIT(hand("a pair of Kings - Queen kicker"), "", {});
}

// Found by the generator: the main pot of three cents splits into a high
// half of two cents (cord86's) and a low half of one cent, which the tied
// lows share as one cent and nothing. Leaving out the "collected $0" line
// was called suit-used-to-break-tie; a share that rounds to nothing is no
// award.
TEST_CASE("a tied share of nothing may be written as collected $0 or left out (R-OC-2)") {
  const std::string hand = R"(PokerStars Hand #247233835112:  5 Card Omaha Hi/Lo Pot Limit ($0.50/$1.00 USD) - 2024/05/20 21:31:04 ET
Table 'Acamar IV' 9-max Seat #7 is the button
Seat 1: Stormzilla ($29.82 in chips)
Seat 3: Kuca ($156.72 in chips)
Seat 7: Slope ($0.08 in chips)
Seat 8: cord86 ($0.01 in chips)
cord86: posts small blind $0.01 and is all-in
Stormzilla: posts big blind $1
*** HOLE CARDS ***
Kuca: calls $1
Slope: folds
Stormzilla: raises $1 to $2
Kuca: raises $4.01 to $6.01
Stormzilla: raises $4.01 to $10.02
Kuca: folds
Uncalled bet ($4.01) returned to Stormzilla
*** FLOP *** [Ad 7s Td]
*** TURN *** [Ad 7s Td] [4s]
*** RIVER *** [Ad 7s Td 4s] [5c]
*** SHOW DOWN ***
Stormzilla: shows [3h 8s 5h 9c Kc] (HI: a pair of Fives; LO: 7,5,4,3,A)
Stormzilla collected $6 from side pot
Stormzilla collected $6 from side pot
cord86: shows [Ks Qc 7c 3s Jc] (HI: a pair of Sevens; LO: 7,5,4,3,A)
cord86 collected $0.02 from main pot
cord86 collected $0.01 from main pot
Stormzilla collected $0 from main pot
*** SUMMARY ***
Total pot $12.03 Main pot $0.03. Side pot $12. | Rake $0
Board [Ad 7s Td 4s 5c]
Seat 1: Stormzilla (big blind) showed [3h 8s 5h 9c Kc] and won ($12) with HI: a pair of Fives; LO: 7,5,4,3,A
Seat 3: Kuca folded before Flop
Seat 7: Slope (button) folded before Flop (didn't bet)
Seat 8: cord86 (small blind) showed [Ks Qc 7c 3s Jc] and won ($0.03) with HI: a pair of Sevens; LO: 7,5,4,3,A
)";
  CHECK_AUDIT(hand, "", {});
  CHECK_AUDIT(with("Stormzilla collected $0 from main pot\n", "", hand), "", {});
}

}  // namespace findings_pots_test

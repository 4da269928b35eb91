// Rules of the source documents a hand log can reveal, each with a hand that
// breaks it and a legal look-alike (issue 23): the limit small blind, the
// first actor of each hold'em round, and a forced bet posted after the deal.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/audit_expect.h"
#include "tests/support/hand_text.h"

namespace source_rules_test {

namespace {

using hand_text::with;

using audit_expect::got;
using audit_expect::Want;
using audit_expect::want;

// $10/$20 fixed-limit hold'em, four players: the small blind is $5 (line 7).
constexpr std::string_view kLimit = R"(PokerStars Hand #4800: Hold'em Limit ($10/$20 USD) - 2024/06/01 12:00:00 ET
Table 'Limit' 6-max Seat #1 is the button
Seat 1: Ann ($500 in chips)
Seat 2: Bea ($500 in chips)
Seat 3: Cid ($500 in chips)
Seat 4: Dee ($500 in chips)
Bea: posts small blind $5
Cid: posts big blind $10
*** HOLE CARDS ***
Dee: calls $10
Ann: calls $10
Bea: calls $5
Cid: checks
*** FLOP *** [2c 7d 9h]
Bea: checks
Cid: bets $10
Dee: folds
Ann: calls $10
Bea: folds
*** TURN *** [2c 7d 9h] [Js]
Cid: checks
Ann: checks
*** RIVER *** [2c 7d 9h Js] [3s]
Cid: checks
Ann: checks
*** SHOW DOWN ***
Cid: shows [Ac Ad] (a pair of Aces)
Ann: shows [8s 8d] (a pair of Eights)
Cid collected $60 from pot
*** SUMMARY ***
Total pot $60 | Rake $0
Board [2c 7d 9h Js 3s]
Seat 1: Ann (button) showed [8s 8d] and lost with a pair of Eights
Seat 2: Bea (small blind) folded on the Flop
Seat 3: Cid (big blind) showed [Ac Ad] and won ($60) with a pair of Aces
Seat 4: Dee folded on the Flop
)";

}  // namespace

TEST_CASE(
    "wrong-forced-bet-amount: a limit small blind is half the small bet, rounded down to a chip, not what is posted") {
  CHECK(audit_expect::audit(kLimit).findings.empty());
  // $10 (then a check to the big blind's level) and $3 (then $7): each the
  // one finding, at the post.
  const std::vector<Want> at_post{{"wrong-forced-bet-amount", 7, 6, "Bea"}};
  const std::string ten = with("Bea: calls $5", "Bea: checks", with("small blind $5", "small blind $10", kLimit));
  CHECK(got(audit_expect::audit(ten), at_post) == want(at_post));
  const std::string three = with("Bea: calls $5", "Bea: calls $7", with("small blind $5", "small blind $3", kLimit));
  CHECK(got(audit_expect::audit(three), at_post) == want(at_post));
  // $15, more than the big blind, is found at the post too (what follows
  // from it, the calls that do not meet it, is reported as well).
  const std::string fifteen = with("Bea: calls $5", "Bea: checks", with("small blind $5", "small blind $15", kLimit));
  const auto r = audit_expect::audit(fifteen);
  REQUIRE(!r.findings.empty());
  CHECK(engine::rule_id(r.findings[0].rule) == "wrong-forced-bet-amount");
  CHECK(r.findings[0].pos.line == 7);
  // Where the room's blinds are not PokerStars' rounding, the profile says so.
  CHECK(audit_expect::audit(ten, "tda").findings.empty());
}

TEST_CASE("wrong-first-actor: hold'em opens left of the big blind pre-flop, left of the button after") {
  CHECK(audit_expect::audit(kLimit).findings.empty());
  // The button acts before the player left of the big blind.
  const std::string preflop = with("Dee: calls $10\nAnn: calls $10\n", "Ann: calls $10\nDee: calls $10\n", kLimit);
  CHECK(audit_expect::has(audit_expect::audit(preflop), "wrong-first-actor", 10, 6));
  // The big blind bets first on the flop, before the small blind.
  const std::string flop = with("Bea: checks\nCid: bets $10\n", "Cid: bets $10\nBea: checks\n", kLimit);
  CHECK(audit_expect::has(audit_expect::audit(flop), "wrong-first-actor", 15, 6));
}

TEST_CASE("wrong-first-actor: heads-up the button acts first pre-flop and the big blind first after") {
  constexpr std::string_view kHeadsUp =
      R"(PokerStars Hand #4801: Hold'em No Limit ($0.50/$1 USD) - 2024/06/01 12:00:00 ET
Table 'Duel' 2-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bea ($100 in chips)
Ann: posts small blind $0.50
Bea: posts big blind $1
*** HOLE CARDS ***
Ann: calls $0.50
Bea: checks
*** FLOP *** [2c 7d 9h]
Bea: bets $1
Ann: folds
Uncalled bet ($1) returned to Bea
Bea collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
Board [2c 7d 9h]
Seat 1: Ann (button) (small blind) folded on the Flop
Seat 2: Bea (big blind) collected ($2)
)";
  CHECK(audit_expect::audit(kHeadsUp).findings.empty());
  const std::string flop =
      with("Ann: checks\nBea: bets", "Ann: checks\nBea: bets",
           with("Bea: bets $1\nAnn: folds\n", "Ann: checks\nBea: bets $1\nAnn: folds\n", kHeadsUp));
  CHECK(audit_expect::has(audit_expect::audit(flop), "wrong-first-actor", 11, 6));
}

TEST_CASE(
    "wrong-first-actor: over a button straddle the small blind opens, or with utg_skip_straddler the player left of "
    "the big blind and the straddler last") {
  // GGPoker text, whose profile allows a straddle from any seat: Ann
  // straddles $4 on the button of a $1/$2 game, five players. Seat order
  // (left_of_straddler, RULES.md R-ST-3 (a)): Bob, Cid, Dee, Eve, Ann. The
  // other house order (b): Dee, Eve, Bob, Cid, then Ann with her option.
  constexpr std::string_view kButtonStraddle = R"(Poker Hand #HD4810: Hold'em No Limit ($1/$2) - 2024/06/01 12:00:00
Table 'Gamma' 6-max Seat #1 is the button
Seat 1: Ann ($200 in chips)
Seat 2: Bob ($200 in chips)
Seat 3: Cid ($200 in chips)
Seat 4: Dee ($200 in chips)
Seat 5: Eve ($200 in chips)
Bob: posts small blind $1
Cid: posts big blind $2
Ann: straddle $4
*** HOLE CARDS ***
Bob: folds
Cid: folds
Dee: calls $4
Eve: folds
Ann: raises $8 to $12
Dee: folds
Uncalled bet ($8) returned to Ann
*** SHOWDOWN ***
Ann collected $11 from pot
*** SUMMARY ***
Total pot $11 | Rake $0 | Jackpot $0 | Bingo $0
Seat 1: Ann (button) won ($11)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee folded before Flop
Seat 5: Eve folded before Flop (didn't bet)
)";
  const auto gg = [](std::string_view text, const std::vector<engine::SwitchSetting>& switches = {}) {
    return audit_expect::audit_room(parser::SiteFormat::kGgpoker, text, "", switches);
  };
  const std::vector<engine::SwitchSetting> skip{{"button_straddle_order", "utg_skip_straddler"}};
  CHECK(gg(kButtonStraddle).findings.empty());
  const std::vector<Want> utg_first{{"wrong-first-actor", 12, 6, "Bob"}, {"action-out-of-turn", 14, 6, "Dee"}};
  CHECK(got(gg(kButtonStraddle, skip), utg_first) == want(utg_first));

  // Dee opens, the blinds act after Eve, and Ann, acting last, still has
  // her option: she raises, and the turn comes round to Dee again.
  const std::string skipped = with("Bob: folds\nCid: folds\nDee: calls $4\nEve: folds\n",
                                   "Dee: calls $4\nEve: folds\nBob: folds\nCid: folds\n", kButtonStraddle);
  CHECK(gg(skipped, skip).findings.empty());
  const std::vector<Want> seat_order{{"wrong-first-actor", 12, 6, "Dee"}, {"action-out-of-turn", 14, 6, "Bob"}};
  CHECK(got(gg(skipped), seat_order) == want(seat_order));

}

TEST_CASE("forced-bet-after-deal: a blind posted once the betting began is its own finding, at its line") {
  // Dee posts a big blind on the flop; the pot counts it (collected $70).
  const std::string late = with(
      "won ($60)", "won ($70)",
      with("Total pot $60", "Total pot $70",
           with("Cid collected $60", "Cid collected $70",
                with("*** FLOP *** [2c 7d 9h]\n", "*** FLOP *** [2c 7d 9h]\nDee: posts big blind $10\n", kLimit))));
  const std::vector<Want> only{{"forced-bet-after-deal", 15, 6, "Dee"}};
  CHECK(got(audit_expect::audit(late), only) == want(only));
  // The same post before the deal is a blind like any other: Dee's $10 is
  // then live, and his call is a check.
  CHECK(audit_expect::audit(kLimit).findings.empty());
}

namespace {

// Five-card draw with antes only: each of the three antes $0.05 (lines 6-8).
constexpr std::string_view kAntes =
    R"(PokerStars Hand #4802: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/01 12:00:00 ET
Table 'Draw' 6-max Seat #1 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bea ($10 in chips)
Seat 3: Cid ($10 in chips)
Ann: posts the ante $0.05
Bea: posts the ante $0.05
Cid: posts the ante $0.05
*** DEALING HANDS ***
Bea: checks
Cid: bets $0.10
Ann: folds
Bea: calls $0.10
*** FIRST DRAW ***
Bea: discards 1 card
Cid: stands pat
Bea: checks
Cid: checks
*** SHOW DOWN ***
Bea: shows [Ah Ad Kc Qs 2d] (a pair of Aces)
Cid: mucks hand
Bea collected $0.35 from pot
*** SUMMARY ***
Total pot $0.35 | Rake $0
Seat 1: Ann (button) folded before the Draw
Seat 2: Bea showed [Ah Ad Kc Qs 2d] and won ($0.35) with a pair of Aces
Seat 3: Cid mucked
)";

}  // namespace

TEST_CASE(
    "wrong-forced-bet-amount: a small blind above the big blind is one finding, the table calling the big blind or "
    "the post") {
  // Bea's small blind is $15 at $10/$20. Dee and Ann call the $10 big blind
  // and Bea checks: the excess is dead money, the calls right, the $65 pot
  // whole.
  const auto paid = [](std::string_view from, std::string_view to, std::string text) {
    for (int i = 0; i < 3; ++i) text = with(from, to, text);  // the collect, the total pot, the summary seat
    return text;
  };
  const std::string over = paid("$60", "$65",
                                with("Bea: calls $5\n", "Bea: checks\n",
                                     with("posts small blind $5", "posts small blind $15", kLimit)));
  const std::vector<Want> post{{"wrong-forced-bet-amount", 7, 6, "Bea"}};
  CHECK(got(audit_expect::audit(over), post) == want(post));
  // The same with the table calling the $15: the post is live.
  const std::string called = paid("$65", "$80",
                                  with("Dee: calls $10\nAnn: calls $10\nBea: checks\nCid: checks\n",
                                       "Dee: calls $15\nAnn: calls $15\nBea: checks\nCid: calls $5\n", over));
  CHECK(got(audit_expect::audit(called), post) == want(post));
  // A small blind of the big blind's $10: still the one finding.
  const std::string even = with("posts small blind $15", "posts small blind $10", paid("$65", "$60", over));
  CHECK(got(audit_expect::audit(even), post) == want(post));
}

TEST_CASE("wrong-forced-bet-amount: in an ante game every player dealt in antes") {
  CHECK(audit_expect::audit(kAntes).findings.empty());
  // Cid posts none and plays to the showdown: found where the cards are dealt.
  const std::string missing =
      with("won ($0.35)", "won ($0.30)",
           with("Total pot $0.35", "Total pot $0.30",
                with("Bea collected $0.35", "Bea collected $0.30", with("Cid: posts the ante $0.05\n", "", kAntes))));
  // One finding: the others' antes are then dead money, not an uncalled bet.
  const std::vector<Want> only{{"wrong-forced-bet-amount", 8, 1, "Cid"}};
  CHECK(got(audit_expect::audit(missing), only) == want(only));
  // A short ante with chips behind: the post's one finding, nothing after it
  // (it brought uncalled-bet-not-returned and pot-amount-mismatch before).
  const std::string short_ante =
      with("won ($0.35)", "won ($0.32)",
           with("Total pot $0.35", "Total pot $0.32",
                with("Bea collected $0.35", "Bea collected $0.32",
                     with("Cid: posts the ante $0.05", "Cid: posts the ante $0.02", kAntes))));
  const std::vector<Want> at_post{{"wrong-forced-bet-amount", 8, 6, "Cid"}};
  CHECK(got(audit_expect::audit(short_ante), at_post) == want(at_post));
  // A lone payer antes for the table (a big blind ante): nobody else owes one.
  const std::string lone = with("Bea: posts the ante $0.05\n", "", with("Ann: posts the ante $0.05\n", "", kAntes));
  CHECK(audit_expect::find(audit_expect::audit(lone), "wrong-forced-bet-amount") == nullptr);
}

namespace {

// The board is a royal flush: both hands play it, and the pot is split.
constexpr std::string_view kBoardPlays =
    R"(PokerStars Hand #4803: Hold'em No Limit ($0.25/$0.50 USD) - 2024/06/01 12:00:00 ET
Table 'Tie' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bea ($50 in chips)
Seat 3: Cid ($50 in chips)
Bea: posts small blind $0.25
Cid: posts big blind $0.50
*** HOLE CARDS ***
Ann: calls $0.50
Bea: folds
Cid: checks
*** FLOP *** [As Ks Qs]
Cid: checks
Ann: checks
*** TURN *** [As Ks Qs] [Js]
Cid: checks
Ann: checks
*** RIVER *** [As Ks Qs Js] [Ts]
Cid: checks
Ann: checks
*** SHOW DOWN ***
Cid: shows [2c 3d] (a Royal Flush)
Ann: shows [4h 5h] (a Royal Flush)
Cid collected $0.63 from pot
Ann collected $0.62 from pot
*** SUMMARY ***
Total pot $1.25 | Rake $0
Board [As Ks Qs Js Ts]
Seat 1: Ann (button) showed [4h 5h] and won ($0.62) with a Royal Flush
Seat 2: Bea (small blind) folded before Flop
Seat 3: Cid (big blind) showed [2c 3d] and won ($0.63) with a Royal Flush
)";

}  // namespace

TEST_CASE("tie-not-split-equally: the board plays for both hands and one is paid it all, no suit involved") {
  CHECK(audit_expect::audit(kBoardPlays).findings.empty());
  const std::string one = with("won ($0.63)", "won ($1.25)",
                               with("and won ($0.62)", "and lost",
                                    with("Cid collected $0.63 from pot\nAnn collected $0.62 from pot\n",
                                         "Cid collected $1.25 from pot\n", kBoardPlays)));
  const std::vector<Want> only{{"tie-not-split-equally", 24, 1}};
  CHECK(got(audit_expect::audit(one), only) == want(only));
  // Where a card of his own could have told them apart (TC-40's kickers),
  // paying one is suit-used-to-break-tie (tricky_cases_showdown_test.cpp).
}

TEST_CASE("action-after-round-closed: raising one's own bet once it is called is one finding, for one act") {
  // Cid bets the river, Ann calls: the round is over. Cid's raise after it
  // is the one finding (not also raise-not-reopened, nor Ann's not answering
  // it as round-closed-early); its uncalled part goes back to him.
  const std::string called =
      with("won ($0.63)", "won ($1.63)",
           with("won ($0.62)", "won ($1.62)",
                with("Total pot $1.25", "Total pot $3.25",
                     with("Cid collected $0.63 from pot\nAnn collected $0.62 from pot\n",
                          "Cid collected $1.63 from pot\nAnn collected $1.62 from pot\n",
                          with("Cid: checks\nAnn: checks\n*** SHOW DOWN ***",
                               "Cid: bets $1\nAnn: calls $1\n*** SHOW DOWN ***", kBoardPlays)))));
  CHECK(audit_expect::audit(called).findings.empty());
  const std::string raised =
      with("Ann: calls $1\n", "Ann: calls $1\nCid: raises $1 to $2\nUncalled bet ($1) returned to Cid\n", called);
  const std::vector<Want> only{{"action-after-round-closed", 21, 6, "Cid"}};
  CHECK(got(audit_expect::audit(raised), only) == want(only));
}

TEST_CASE("irregular-stakes: a limit game's big bet is twice its small bet, unless the house says otherwise") {
  CHECK(audit_expect::audit(kLimit).findings.empty());
  const std::string thirty = with("Hold'em Limit ($10/$20 USD)", "Hold'em Limit ($10/$30 USD)", kLimit);
  const std::vector<Want> only{{"irregular-stakes", 1, 1}};
  CHECK(got(audit_expect::audit(thirty), only) == want(only));
  // A house that deals such a structure names it: limit_big_bet any.
  CHECK(audit_expect::audit(thirty, "", {{"limit_big_bet", "any"}}).findings.empty());
}

TEST_CASE("raise-below-minimum: over a straddle, one straddle more, or one big blind more with three_bb") {
  // $0.50/$1, Dee's straddle of $2 (pokermaster writes it as a second big
  // blind); Ann raises to $3: one big blind over the straddle.
  constexpr std::string_view kStraddle =
      R"(PokerStars Hand #4804: Hold'em No Limit ($0.50/$1 USD) - 2024/06/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cid ($50 in chips)
Seat 4: Dee ($50 in chips)
Bob: posts small blind $0.50
Cid: posts big blind $1
Dee: posts big blind $2
*** HOLE CARDS ***
Ann: raises $1 to $3
Bob: folds
Cid: folds
Dee: folds
Uncalled bet ($1) returned to Ann
Ann collected $5.50 from pot
*** SUMMARY ***
Total pot $5.50 | Rake $0
Seat 1: Ann (button) collected ($5.50)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dee folded before Flop
)";
  const std::vector<Want> short_raise{{"raise-below-minimum", 11, 6, "Ann"}};
  CHECK(got(audit_expect::audit(kStraddle, "pokermaster"), short_raise) == want(short_raise));
  CHECK(audit_expect::audit(kStraddle, "pokermaster", {{"straddle_min_raise", "three_bb"}}).findings.empty());
}

TEST_CASE(
    "odd-chip-wrong-recipient: a regulator's highest-card rule (odd_chip_override) gives the odd chip by the cards") {
  // The board plays for both: $1.25 split, the odd cent first left of the
  // button (Cid) by the game's rule; to the highest card of one's own (Ann's
  // 5h over Cid's 3d) under odd_chip_override highest_card.
  CHECK(audit_expect::audit(kBoardPlays).findings.empty());
  const std::vector<engine::SwitchSetting> highest{{"odd_chip_override", "highest_card"}};
  const auto r = audit_expect::audit(kBoardPlays, "", highest);
  REQUIRE(r.findings.size() == 1);
  CHECK(engine::rule_id(r.findings[0].rule) == "odd-chip-wrong-recipient");
  const std::string by_card =
      with("[2c 3d] and won ($0.63)", "[2c 3d] and won ($0.62)",
           with("[4h 5h] and won ($0.62)", "[4h 5h] and won ($0.63)",
                with("Cid collected $0.63 from pot\nAnn collected $0.62 from pot\n",
                     "Ann collected $0.63 from pot\nCid collected $0.62 from pot\n", kBoardPlays)));
  CHECK(audit_expect::audit(by_card, "", highest).findings.empty());
  CHECK_FALSE(audit_expect::audit(by_card).findings.empty());
}

}  // namespace source_rules_test

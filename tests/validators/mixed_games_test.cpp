// The mixed-game rooms' games (docs/games.md) replayed and audited whole.
// No reader of this build writes them (the KingsClub reader is another
// branch's), so each hand is written as PokerStars text of the nearest game
// PokerStars deals (single or triple draw 2-7, razz), read by the
// PokerStars reader, and its record then named the game it is: what the
// replay and the validators do from there on is the game's own. The hands
// are the corpus's KingsClub hands where one shows the rule, with the same
// seats, cards and amounts.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/profile.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"
#include "tests/support/audited_hand.h"
#include "tests/support/hand_text.h"

namespace {

using audited_hand::Audited;
using audited_hand::paid;
using audited_hand::rules;
using engine::Chips;
using engine::Variant;
using hand_text::with;

// `text` read as PokerStars text, named `variant`, replayed under the
// pokerstars profile and validated. The small blind of a fixed-limit game is
// read from the log, not PokerStars' own (KingsClub posts half the small
// bet, $11 at $22/$44, where PokerStars rounds down to $10). Kept behind a
// pointer: the trace points at the record and the profile.
std::unique_ptr<Audited> audit_as(std::string_view text, Variant variant) {
  auto a = std::make_unique<Audited>();
  REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, a->record, a->read) == parser::ParseStatus::kOk);
  REQUIRE(a->read.empty());
  a->record.game.variant = variant;
  a->profile = *engine::find_profile("pokerstars", a->record.game.tournament);
  a->profile.limit_small_blind = engine::LimitSmallBlind::kFromLog;
  audited_hand::replay_and_validate(*a);
  return a;
}

}  // namespace

TEST_CASE("engine::Variant: the mixed-game rooms' games, their ids, rounds and hands") {
  CHECK(engine::variant_id(Variant::kDrawA5Single) == "drawa5-single");
  CHECK(engine::variant_id(Variant::kRazz27) == "razz27");
  CHECK(engine::variant_id(Variant::kBadeucey) == "badeucey");
  CHECK(engine::variant_id(Variant::kBadacey) == "badacey");
  CHECK(engine::variant_id(Variant::kDrawmaha27) == "drawmaha27");
  CHECK(engine::variant_id(Variant::kIrish) == "irish");
  // A-5 single draw: two rounds, the big bet after the draw (G-A5SD-1).
  CHECK(engine::is_draw(Variant::kDrawA5Single));
  CHECK(engine::betting_rounds(Variant::kDrawA5Single) == 2);
  CHECK_FALSE(engine::big_bet_round(Variant::kDrawA5Single, engine::Street::kPreflop));
  CHECK(engine::big_bet_round(Variant::kDrawA5Single, engine::Street::kFlop));
  CHECK(engine::draw_hand_size(Variant::kDrawA5Single) == 5);
  // 2-7 razz: seven-card stud's five rounds, the big bet from 5th street.
  CHECK(engine::is_stud(Variant::kRazz27));
  CHECK(engine::stud_card_count(Variant::kRazz27) == 7);
  CHECK(engine::betting_rounds(Variant::kRazz27) == 5);
  CHECK_FALSE(engine::big_bet_round(Variant::kRazz27, engine::Street::kFlop));
  CHECK(engine::big_bet_round(Variant::kRazz27, engine::Street::kTurn));
  // Badeucey and badacey: triple draw with five cards, split.
  for (const Variant v : {Variant::kBadeucey, Variant::kBadacey}) {
    CHECK(engine::is_draw(v));
    CHECK(engine::is_split_game(v));
    CHECK(engine::draw_hand_size(v) == 5);
    CHECK(engine::betting_rounds(v) == 4);
    CHECK(engine::big_bet_round(v, engine::Street::kTurn));
    CHECK_FALSE(engine::big_bet_round(v, engine::Street::kFlop));
  }
  CHECK_FALSE(engine::is_split_game(Variant::kBadugi));
  CHECK_FALSE(engine::is_split_game(Variant::kOmaha));
  // Every one replayed, the flop draws too (docs/games.md G-DRAWMAHA, G-IRISH).
  for (const Variant v : {Variant::kDrawA5Single, Variant::kRazz27, Variant::kBadeucey, Variant::kBadacey,
                          Variant::kDrawmaha27, Variant::kDrawmaha, Variant::kIrish})
    CHECK(engine::replay_supported(v));
}

namespace {

// A-5 single draw at $0.10/$0.20: H1's 5-4-3-2-A, the best A-5 hand and an
// ace-high loser at 2-7, against H2's J-9-8-5-2; `winner` collects $0.20.
std::string a5_single(std::size_t winner) {
  return hand_text::draw_hand("Single Draw 2-7 Lowball Limit", 1,
                              {{"H1", "As 2d 3c 4h 5s", "Lo: 5,4,3,2,A"}, {"H2", "2c 5d 8h 9s Jh", "Lo: J,9,8,5,2"}},
                              winner);
}

}  // namespace

TEST_CASE("A-5 single draw (G-A5SD-2): the wheel wins, read as 2-7 it would lose") {
  const auto wheel = audit_as(a5_single(0), Variant::kDrawA5Single);
  CHECK(rules(*wheel).empty());
  CHECK(paid(*wheel, 0, 0) == 20);
  CHECK(paid(*wheel, 0, 1) == 0);
  // The log that pays H2 is wrong under A-5 ...
  CHECK(rules(*audit_as(a5_single(1), Variant::kDrawA5Single)) == "wrong-winner 18\n");
  // ... and right under 2-7, where A-5-4-3-2 is ace high.
  CHECK(rules(*audit_as(a5_single(1), Variant::kDraw27Single)).empty());
}

namespace {

// The A-5 single draw hand with a bet of `bet` after the draw, called, and
// the pot of `pot` to H1.
std::string bet_after_draw(std::string_view bet, std::string_view pot) {
  const std::string b(bet), p(pot);
  std::string text = with("H2: checks\nH1: checks\n", "H2: bets " + b + "\nH1: calls " + b + "\n", a5_single(0));
  text = with("collected $0.20", "collected " + p, text);
  text = with("Total pot $0.20", "Total pot " + p, text);
  return with("won ($0.20)", "won (" + p + ")", text);
}

}  // namespace

TEST_CASE("A-5 single draw (G-A5SD-1): fixed limit, the big bet after the draw") {
  const auto big = audit_as(bet_after_draw("$0.20", "$0.60"), Variant::kDrawA5Single);
  CHECK(rules(*big).empty());
  CHECK(paid(*big, 0, 0) == 60);
  CHECK(rules(*audit_as(bet_after_draw("$0.10", "$0.40"), Variant::kDrawA5Single)) == "limit-wrong-increment 13\n");
}

namespace {

// KingsClub #3703449, "Limit 2-7 Razz - 500/1,000" (corpus: Stud/2-7 Razz-USD-
// 500-1000-202102.multi.pot.failure.txt), as PokerStars writes razz. The
// room's log stops showing cards at 6th street; the 7th cards here (P1 Th,
// P2 9d) are made up so that the hand reaches a showdown. The T-c brings
// in (the highest card, G-RAZZ27-3); on 4th street P1's J-9 is the lowest
// board; from 5th on P2's K-6-4 and K-J-6-4 are, but he is all-in, so P1
// opens (G-RAZZ27-4). P2's 9-6-4-3-2 wins the main pot, P1 the side pot
// against the folded hero.
constexpr std::string_view kRazz27 =
    R"(PokerStars Hand #3703449:  Razz Limit ($500/$1000 USD) - 2021/02/21 09:28:49 ET
Table 'Bobbys Room Mix 2' 8-max
Seat 1: P0 ($44181 in chips)
Seat 2: P1 ($12749 in chips)
Seat 4: Hero ($23025.75 in chips)
Seat 6: P2 ($1787.75 in chips)
P0: posts the ante $125
P1: posts the ante $125
Hero: posts the ante $125
P2: posts the ante $125
*** 3rd STREET ***
Dealt to P0 [Tc]
Dealt to P1 [9c]
Dealt to Hero [4c 5d 8h]
Dealt to P2 [4s]
P0: brings in for $125
P1: raises $375 to $500
Hero: raises $500 to $1000
P2: raises $500 to $1500
P0: folds
P1: calls $1000
Hero: raises $500 to $2000
P2: calls $162.75 and is all-in
P1: calls $500
*** 4th STREET ***
Dealt to P1 [9c] [Jd]
Dealt to Hero [4c 5d 8h] [8d]
Dealt to P2 [4s] [Kd]
P1: checks
Hero: checks
*** 5th STREET ***
Dealt to P1 [9c Jd] [As]
Dealt to Hero [4c 5d 8h 8d] [5c]
Dealt to P2 [4s Kd] [6s]
P1: checks
Hero: bets $1000
P1: calls $1000
*** 6th STREET ***
Dealt to P1 [9c Jd As] [5s]
Dealt to Hero [4c 5d 8h 8d 5c] [Qd]
Dealt to P2 [4s Kd 6s] [Jh]
P1: bets $1000
Hero: folds
Uncalled bet ($1000) returned to P1
*** RIVER ***
*** SHOW DOWN ***
P1: shows [6c 5h 9c Jd As 5s Th] (Lo: J,T,9,6,5)
P2: shows [2c 3h 4s Kd 6s Jh 9d] (Lo: 9,6,4,3,2)
P1 collected $2674.50 from side pot
P2 collected $5613.25 from main pot
*** SUMMARY ***
Total pot $8287.75 Main pot $5613.25. Side pot $2674.50. | Rake $0
Seat 1: P0 folded on the 3rd Street
Seat 2: P1 showed [6c 5h 9c Jd As 5s Th] and won ($2674.50) with Lo: J,T,9,6,5
Seat 4: Hero folded on the 6th Street
Seat 6: P2 showed [2c 3h 4s Kd 6s Jh 9d] and won ($5613.25) with Lo: 9,6,4,3,2
)";

}  // namespace

TEST_CASE("2-7 razz (G-RAZZ27-2..4): the corpus hand audits clean, its bring-in, openers and pots") {
  const auto a = audit_as(kRazz27, Variant::kRazz27);
  CHECK(rules(*a).empty());
  REQUIRE(a->trace.awards.size() == 2);
  CHECK(paid(*a, 0, 3) == 561325);  // P2's 9-6-4-3-2: the main pot
  CHECK(paid(*a, 0, 1) == 0);
  CHECK(paid(*a, 1, 1) == 267450);  // P1 alone in the side pot
  // P0 (who folds on 3rd street) showing the A-c instead: the highest card
  // in 2-7 razz, so his bring-in stays right; in razz the ace is the lowest
  // and the 9-c must bring in.
  const std::string ace = with("Dealt to P0 [Tc]", "Dealt to P0 [Ac]", std::string(kRazz27));
  CHECK(rules(*audit_as(ace, Variant::kRazz27)).empty());
  CHECK(rules(*audit_as(ace, Variant::kRazz)) == "bring-in-wrong-player 16\n");
  // The 2-d instead: the 9-c is then the highest card, and P1 must bring in.
  const std::string deuce = with("Dealt to P0 [Tc]", "Dealt to P0 [2d]", std::string(kRazz27));
  CHECK(rules(*audit_as(deuce, Variant::kRazz27)) == "bring-in-wrong-player 16\n");
}

namespace {

// KingsClub #40200897, "Limit Badeucey - 22/44" (corpus: Draw/Badeucey-Limit-
// USD-22-44-202101.txt), as PokerStars writes triple draw 2-7. At the
// showdown Player2's 8-7-5-3-2 is the best 2-7 low and Player4's 6-5-4-3
// the best badugi (the hero has 8-7-6-3-2 and a 7-6-3-2 badugi; Player2 a
// three-card badugi): $1,100.50 after the rake, $550.25 a half.
constexpr std::string_view kBadeucey =
    R"(PokerStars Hand #40200897:  Triple Draw 2-7 Lowball Limit ($22/$44 USD) - 2021/01/09 18:23:18 ET
Table 'Real Deal Mix' 7-max Seat #4 is the button
Seat 1: Player0 ($1895.42 in chips)
Seat 2: Hero ($666 in chips)
Seat 3: Player1 ($1504.73 in chips)
Seat 4: Player2 ($3236.54 in chips)
Seat 5: Player3 ($2421.02 in chips)
Seat 6: Player4 ($683.24 in chips)
Seat 7: Player5 ($1411.89 in chips)
Player0: posts the ante $5.50
Hero: posts the ante $5.50
Player1: posts the ante $5.50
Player2: posts the ante $5.50
Player3: posts the ante $5.50
Player4: posts the ante $5.50
Player5: posts the ante $5.50
Player3: posts small blind $11
Player4: posts big blind $22
*** DEALING HANDS ***
Dealt to Hero [Kc 5d 2d Jc 3h]
Player5: folds
Player0: folds
Hero: raises $22 to $44
Player1: folds
Player2: calls $44
Player3: folds
Player4: calls $22
*** FIRST DRAW ***
Player4: discards 2 cards
Hero: discards 3 cards [Kc 5d Jc]
Dealt to Hero [2d 3h] [Jd Tc Qs]
Player2: discards 3 cards
Player4: bets $22
Hero: calls $22
Player2: raises $22 to $44
Player4: raises $22 to $66
Hero: calls $44
Player2: raises $22 to $88
Player4: calls $22
Hero: calls $22
*** SECOND DRAW ***
Player4: discards 1 card
Hero: discards 3 cards [Jd Tc Qs]
Dealt to Hero [2d 3h] [6s 7c 2c]
Player2: stands pat
Player4: checks
Hero: checks
Player2: bets $44
Player4: calls $44
Hero: raises $44 to $88
Player2: raises $44 to $132
Player4: calls $88
Hero: raises $44 to $176
Player2: calls $44
Player4: calls $44
*** THIRD DRAW ***
Player4: stands pat
Hero: discards 1 card [2c]
Dealt to Hero [2d 3h 6s 7c] [8h]
Player2: stands pat
Player4: checks
Hero: bets $44
Player2: calls $44
Player4: calls $44
*** SHOW DOWN ***
Hero: shows [6s 7c 2d 8h 3h] (Lo: 8,7,6,3,2)
Player2: shows [8c 5h 2s 3s 7h] (Lo: 8,7,5,3,2)
Player4: shows [6h 5s 4d 3c 9h] (Lo: 9,6,5,4,3)
Player2 collected $550.25 from pot
Player4 collected $550.25 from pot
*** SUMMARY ***
Total pot $1105.50 | Rake $5
Seat 1: Player0 folded before the Draw (didn't bet)
Seat 2: Hero showed [6s 7c 2d 8h 3h] and lost with Lo: 8,7,6,3,2
Seat 3: Player1 folded before the Draw (didn't bet)
Seat 4: Player2 (button) showed [8c 5h 2s 3s 7h] and won ($550.25) with Lo: 8,7,5,3,2
Seat 5: Player3 (small blind) folded before the Draw
Seat 6: Player4 (big blind) showed [6h 5s 4d 3c 9h] and won ($550.25) with Lo: 9,6,5,4,3
Seat 7: Player5 folded before the Draw (didn't bet)
)";

// Three players at $0.10/$0.20, seat 1 the button: B folds his small blind,
// A and C check it down. A holds 7-5-4-3-2, the best low either way; C holds
// `c_cards`. The pot is $0.25, so its halves are $0.13 and $0.12: the first
// half, the low, takes the odd cent (G-SPLIT-2). `collects` pays it.
std::string three_way(std::string_view c_cards, std::string_view collects, std::string_view a_won,
                      std::string_view c_won) {
  std::string t =
      "PokerStars Hand #5100:  Triple Draw 2-7 Lowball Limit ($0.10/$0.20 USD) - 2024/06/02 14:10:00 ET\n"
      "Table 'Tau' 6-max Seat #1 is the button\n"
      "Seat 1: A ($5 in chips)\nSeat 2: B ($5 in chips)\nSeat 3: C ($5 in chips)\n"
      "B: posts small blind $0.05\nC: posts big blind $0.10\n*** DEALING HANDS ***\n"
      "A: calls $0.10\nB: folds\nC: checks\n";
  for (const char* draw : {"FIRST", "SECOND", "THIRD"})
    t += std::string("*** ") + draw + " DRAW ***\nC: stands pat\nA: stands pat\nC: checks\nA: checks\n";
  return t + hand_text::showdown({{1, "A", "7s 5d 4h 3c 2c", "Lo: 7,5,4,3,2", a_won, " (button)"},
                                  {3, "C", c_cards, "Lo", c_won, " (big blind)"}},
                                 collects, "Total pot $0.25 | Rake $0\n",
                                 {{2, "B (small blind) folded before the Draw"}});
}

}  // namespace

TEST_CASE("badeucey (G-BADEUCEY-2): the corpus hand, the 2-7 half and the badugi half to two players") {
  const auto a = audit_as(kBadeucey, Variant::kBadeucey);
  CHECK(rules(*a).empty());
  // Players in seat order: Player0 0, Hero 1, Player1 2, Player2 3, Player3
  // 4, Player4 5. The award halves the pot before the rake ($1,105.50); the
  // collect lines' $550.25 each are after it, which the validators accept.
  CHECK(paid(*a, 0, 3) == 55275);
  CHECK(paid(*a, 0, 5) == 55275);
  CHECK(paid(*a, 0, 1) == 0);
  // Badacey ranks the same hands the same way here (no ace, no straight).
  CHECK(rules(*audit_as(kBadeucey, Variant::kBadacey)).empty());
  // As 2-7 triple draw the whole pot is Player2's: the split is wrong.
  CHECK(rules(*audit_as(kBadeucey, Variant::kDraw27Triple)) == "wrong-winner 69\n");
}

TEST_CASE("badeucey and badacey (G-BADEUCEY-3, G-SPLIT-2): the ace by game, the odd cent to the low half") {
  // C's 5-4-3-2 badugi beats A's 7-5-4-2 in both games; A's 7-5-4-3-2 wins
  // the low half, and with it the odd cent: $0.13 to A, $0.12 to C.
  const std::string halves =
      three_way("5s 2d 3h 4c Kc", "A collected $0.13 from pot\nC collected $0.12 from pot\n", "$0.13", "$0.12");
  for (const Variant v : {Variant::kBadeucey, Variant::kBadacey}) {
    CAPTURE(engine::variant_id(v));
    const auto a = audit_as(halves, v);
    CHECK(rules(*a).empty());
    CHECK(paid(*a, 0, 0) == 13);
    CHECK(paid(*a, 0, 2) == 12);
  }
  // The odd cent to the badugi half instead is the wrong recipient.
  const std::string swapped =
      three_way("5s 2d 3h 4c Kc", "A collected $0.12 from pot\nC collected $0.13 from pot\n", "$0.12", "$0.13");
  CHECK(rules(*audit_as(swapped, Variant::kBadeucey)) == "odd-chip-wrong-recipient 30\n");
  // C's A-4-3-2 badugi: the nuts with the ace low (badacey), and with the ace
  // high (badeucey) worse than A's 7-5-4-2, so A scoops the badeucey pot.
  const std::string ace = three_way("As 2d 3h 4c Kc", "A collected $0.25 from pot\n", "$0.25", "");
  const auto scoop = audit_as(ace, Variant::kBadeucey);
  CHECK(rules(*scoop).empty());
  CHECK(paid(*scoop, 0, 0) == 25);
  CHECK(paid(*scoop, 0, 2) == 0);
  const auto badacey = audit_as(ace, Variant::kBadacey);
  CHECK(rules(*badacey) == "wrong-winner 30\n");
  CHECK(paid(*badacey, 0, 0) == 13);
  CHECK(paid(*badacey, 0, 2) == 12);
}

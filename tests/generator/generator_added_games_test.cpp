// The games the generator deals since the first twelve (six-card Omaha,
// Courchevel, 6+ and Split Hold'em, five-card stud, A-5 triple draw): that
// what makes each of them its own game happens in the generated hands, read
// back from the text by the parser. generator_games_test.cpp holds the
// properties every game shares (clean audits, chips conserved, mutations
// reported).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hand_eval.h"
#include "engine/hand_record.h"
#include "generator/hand_generator.h"
#include "tests/support/generator_test_util.h"

namespace {

using generator::GameKind;
using generator::HandGenerator;
using engine::Act;
using engine::Card;
using engine::Chips;
using engine::Street;
using namespace gen_test;

// Runs `hands` hands of `game` (any table size) through `look`, with the
// hand's text, its parsed record and the generator's account.
template <typename Look>
void deal(GameKind game, std::uint64_t seed, int hands, Look look) {
  auto o = with(seed);
  o.only(game);
  HandGenerator gen(o);
  std::string text;
  for (int h = 0; h < hands; ++h) {
    text.clear();
    gen.next(text);
    Replayed r;
    REQUIRE(replay_text(text, r));
    look(text, r.record, gen.last());
  }
}

bool has_line(std::string_view text, std::string_view prefix) { return line_starting(text, prefix) != 0; }

// The cards a player shows at the showdown with a board, as one hand.
std::vector<Card> seven(const engine::PlayerRecord& p, const engine::CardList& board) {
  std::vector<Card> all(p.hole.begin(), p.hole.end());
  all.insert(all.end(), board.begin(), board.end());
  return all;
}

}  // namespace

TEST_CASE("six-card Omaha: six hole cards dealt and shown" * doctest::test_suite("property")) {
  int dealt = 0, shown = 0, other = 0;
  deal(GameKind::kOmaha6, 61, 500, [&](std::string_view, const engine::HandRecord& rec, const auto&) {
    if (rec.hero >= 0) dealt += rec.players[static_cast<std::size_t>(rec.hero)].hole.size == 6;
    for (const auto& p : rec.players) {
      if (!p.showed) continue;
      shown += p.hole.size == 6;
      other += p.hole.size != 6;
    }
  });
  CHECK(dealt > 400);
  CHECK(shown > 300);
  CHECK(other == 0);
}

TEST_CASE("Courchevel: the first board card is shown before the first round, and is the flop's first card" *
          doctest::test_suite("property")) {
  for (GameKind game : {GameKind::kCourchevel, GameKind::kCourchevelHiLo}) {
    CAPTURE(generator::game_kind_id(game));
    int shown_first = 0, flops = 0, same_card = 0, apart = 0, five_held = 0;
    deal(game, 62, 500, [&](std::string_view text, const engine::HandRecord& rec, const auto&) {
      // "*** PRE-FLOP *** [Xx]" after the hole cards, before any action.
      const std::uint32_t at = line_starting(text, "*** PRE-FLOP *** [");
      const std::uint32_t hole = line_starting(text, "*** HOLE CARDS ***");
      const std::string_view line = line_at(text, at);
      const bool first_action = std::none_of(rec.actions.begin(), rec.actions.end(), [&](const auto& a) {
        return a.pos.line < at && (a.kind == Act::kFold || a.kind == Act::kCall || a.kind == Act::kRaise);
      });
      shown_first += at > hole && hole > 0 && line.size() == 21 && first_action;
      if (rec.hero >= 0) five_held += rec.players[static_cast<std::size_t>(rec.hero)].hole.size == 5;
      if (rec.boards[0].size < 3) return;
      ++flops;
      same_card += line.substr(18, 2) == rec.boards[0].cards[0].to_string();
      // The client's later form keeps the card apart: "*** FLOP *** [8s] [2c 9h]".
      apart += line_at(text, line_starting(text, "*** FLOP ***")).find("] [") != std::string_view::npos;
    });
    CHECK(shown_first == 500);
    CHECK(flops > 200);
    CHECK(same_card == flops);
    CHECK(apart > flops / 4);
    CHECK(apart < flops * 3 / 4);
    CHECK(five_held > 400);
  }
}

TEST_CASE("6+ Hold'em: a button blind and antes, the 36-card deck, the short-deck ranking decides" *
          doctest::test_suite("property")) {
  int button_blinds = 0, other_blinds = 0, all_ante = 0, low_cards = 0, tagged = 0, decided_short = 0, showdowns = 0;
  deal(GameKind::kSixPlusHoldem, 63, 500, [&](std::string_view text, const engine::HandRecord& rec, const auto& e) {
    int antes = 0;
    for (const auto& a : rec.actions) {
      antes += a.kind == Act::kPostAnte;
      other_blinds += a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind;
      const bool by_button = rec.players[static_cast<std::size_t>(a.player < 0 ? 0 : a.player)].seat == rec.button_seat;
      button_blinds += a.kind == Act::kPostButtonBlind && by_button;
    }
    all_ante += antes == e.players;
    constexpr int kSix = 4;
    for (const auto& p : rec.players)
      for (Card c : p.hole) low_cards += c.rank() < kSix;
    for (Card c : rec.boards[0]) low_cards += c.rank() < kSix;
    tagged += text.find(" (button blind) ") != std::string_view::npos;
    // Two hands shown on a full board whose order the standard ranking
    // would turn round: trips over a straight, a flush over a full house.
    std::vector<const engine::PlayerRecord*> shown;
    for (const auto& p : rec.players)
      if (p.showed && rec.boards[0].size == 5) shown.push_back(&p);
    showdowns += shown.size() >= 2;
    bool turned = false;
    for (std::size_t a = 0; a < shown.size(); ++a)
      for (std::size_t b = a + 1; b < shown.size(); ++b) {
        const auto x = seven(*shown[a], rec.boards[0]), y = seven(*shown[b], rec.boards[0]);
        const auto short_x = engine::best_short_deck_high(x).key, short_y = engine::best_short_deck_high(y).key;
        const auto high_x = engine::best_high(x).key, high_y = engine::best_high(y).key;
        turned = turned || (short_x > short_y && high_x < high_y) || (short_x < short_y && high_x > high_y);
      }
    decided_short += turned;
  });
  CHECK(button_blinds == 500);
  CHECK(other_blinds == 0);
  CHECK(all_ante == 500);
  CHECK(low_cards == 0);
  CHECK(tagged == 500);
  CHECK(showdowns > 150);
  CHECK(decided_short > 5);
}

TEST_CASE("Split Hold'em: two boards, each pot halved between them, the odd chip to the first" *
          doctest::test_suite("property")) {
  int both_shown = 0, other_winner = 0, odd_first = 0, odd_wrong = 0;
  deal(GameKind::kSplitHoldem, 64, 500, [&](std::string_view text, const engine::HandRecord& rec, const auto& e) {
    if (e.showdown) {
      both_shown += has_line(text, "*** FIRST SHOW DOWN ***") && has_line(text, "*** SECOND SHOW DOWN ***") &&
                    rec.boards[0].size == 5 && rec.boards[1].size == 5;
    }
    for (int k = 0; k < e.pot_count; ++k) {
      const auto& pot = e.pot[static_cast<std::size_t>(k)];
      other_winner += pot.board_winners[0] != pot.board_winners[1] && pot.board_winners[1] != 0;
      if (!e.showdown) continue;
      // Each board's half as the collect lines pay it.
      std::array<Chips, 2> half{};
      for (const auto& a : rec.actions)
        if (a.kind == Act::kCollect && a.pot == k) half[static_cast<std::size_t>(a.board)] += a.amount;
      const bool odd = !pot.net.is_multiple_of(2 * e.unit);
      odd_first += odd && half[0] - half[1] == e.unit;
      odd_wrong += (odd && half[0] - half[1] != e.unit) || (!odd && half[0] != half[1]);
    }
  });
  CHECK(both_shown > 150);
  CHECK(other_winner > 30);
  CHECK(odd_first > 20);
  CHECK(odd_wrong == 0);
}

TEST_CASE("five-card stud: one down and four up, the bring-in, the big bet from 4th street" *
          doctest::test_suite("property")) {
  int second_street = 0, bring_ins = 0, five_shown = 0, other_shown = 0, big_on_4th = 0, small_on_3rd = 0,
      wrong_size = 0;
  deal(GameKind::kStud5, 65, 500, [&](std::string_view text, const engine::HandRecord& rec, const auto& e) {
    second_street += has_line(text, "*** 2nd STREET ***");
    bring_ins += e.bring_in_player >= 0;
    for (const auto& p : rec.players) {
      if (!p.showed) continue;
      five_shown += p.hole.size == 5 && p.up.size == 4;
      other_shown += p.hole.size != 5;
    }
    for (const auto& a : rec.actions) {
      if (a.kind != Act::kBet) continue;
      const Chips unit = a.street >= Street::kTurn ? e.big_bet : e.small_bet;
      big_on_4th += a.street == Street::kTurn && a.amount == e.big_bet;
      small_on_3rd += a.street == Street::kFlop && a.amount == e.small_bet;
      wrong_size += !a.all_in && a.amount != unit;
    }
  });
  CHECK(second_street == 500);
  CHECK(bring_ins > 300);
  CHECK(five_shown > 200);
  CHECK(other_shown == 0);
  CHECK(big_on_4th > 30);
  CHECK(small_on_3rd > 30);
  CHECK(wrong_size == 0);
}

TEST_CASE("A-5 triple draw: aces low, and a straight or flush is only a low" * doctest::test_suite("property")) {
  int wheels = 0, straight_or_flush_won = 0, made = 0;
  deal(GameKind::kTripleDrawA5, 66, 2000, [&](std::string_view text, const engine::HandRecord& rec, const auto& e) {
    if (!e.showdown) return;
    wheels += text.find("(Lo: 5,4,3,2,A)") != std::string_view::npos;
    std::map<int, Chips> won;
    for (const auto& a : rec.actions)
      if (a.kind == Act::kCollect) won[a.player] += a.amount;
    for (std::size_t i = 0; i < rec.players.size(); ++i) {
      const auto& p = rec.players[i];
      if (!p.showed || p.hole.size != 5) continue;
      const auto shape = engine::eval_high5(p.hole.begin()).category;
      const bool straight_or_flush = shape == engine::HighCategory::kStraight ||
                                     shape == engine::HighCategory::kFlush ||
                                     shape == engine::HighCategory::kStraightFlush;
      made += straight_or_flush;
      straight_or_flush_won += straight_or_flush && won.count(static_cast<int>(i));
    }
  });
  CHECK(wheels > 5);
  CHECK(made > 20);
  CHECK(straight_or_flush_won > 5);
}

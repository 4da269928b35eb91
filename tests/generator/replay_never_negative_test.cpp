// No state of the replay ever holds a negative stack or pot (issue: a
// player charged for an action after he folded, or for more than he had,
// went below zero). Random play-outs of every game the generator deals,
// each replayed as written and with one of its amounts made absurd: a
// wager many times the stack, a call by a player who folded, a post larger
// than the stack, an uncalled bet returned beyond what was put in. After
// every step the table's stacks, bets and pot are at least zero, and so are
// the final stacks and the pots built.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "engine/hand_record.h"
#include "engine/profile.h"
#include "generator/hand_generator.h"
#include "parser/pokerstars_parser.h"
#include "parser/pokerstars_split.h"
#include "replay/trace.h"
#include "tests/support/generator_test_util.h"

namespace {

using engine::Act;
using engine::Chips;

// Where a replay first went below zero, "" if it never did.
std::string first_negative(const replay::Trace& t) {
  for (std::size_t k = 0; k < t.after.size(); ++k) {
    const replay::Snapshot& s = t.after[k];
    if (s.pot < Chips{0}) return "pot after step " + std::to_string(k);
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
      const replay::SeatSnapshot& seat = s.seats[i];
      if (seat.stack < Chips{0} || seat.street_bet < Chips{0} || seat.contributed < Chips{0} || seat.dead < Chips{0})
        return "seat " + std::to_string(i) + " after step " + std::to_string(k);
    }
  }
  for (std::size_t i = 0; i < t.players.size(); ++i)
    if (t.players[i].stack < Chips{0} || t.players[i].contributed < Chips{0})
      return "player " + std::to_string(i) + " at the end";
  for (const engine::Pot& p : t.pots.pots)
    if (p.amount < Chips{0}) return "a pot built";
  return "";
}

bool is_wager(Act k) { return k == Act::kCall || k == Act::kBet || k == Act::kRaise; }
bool is_post(Act k) {
  return k == Act::kPostSmallBlind || k == Act::kPostBigBlind || k == Act::kPostSmallAndBig || k == Act::kPostAnte ||
         k == Act::kPostButtonBlind || k == Act::kPostStraddle || k == Act::kBringIn;
}

// The record with one of its amounts made absurd, by `kind` (0..3) and the
// generator's random `pick`; false when the hand has nothing to change so.
bool mutate(engine::HandRecord& rec, int kind, std::uint64_t pick) {
  std::vector<std::size_t> at;
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    const Act k = rec.actions[i].kind;
    if ((kind == 0 && is_wager(k)) || (kind == 1 && k == Act::kFold) || (kind == 2 && is_post(k)) ||
        (kind == 3 && k == Act::kUncalledReturn))
      at.push_back(i);
  }
  if (at.empty()) return false;
  const std::size_t i = at[pick % at.size()];
  engine::ActionRecord& a = rec.actions[i];
  const Chips big = rec.players[static_cast<std::size_t>(a.player)].stack * 40 + Chips{100};
  switch (kind) {
    case 0:  // a wager many times the stack
      a.amount = a.amount + big;
      a.to = a.to + big;
      break;
    case 1: {  // the player who folded calls a fortune, right after
      engine::ActionRecord call = a;
      call.kind = Act::kCall;
      call.amount = big;
      rec.actions.insert(rec.actions.begin() + static_cast<std::ptrdiff_t>(i) + 1, call);
      break;
    }
    case 2:  // a post larger than the stack
      a.amount = a.amount + big;
      break;
    case 3:  // more returned than was put in
      a.amount = a.amount + big;
      break;
  }
  return true;
}

}  // namespace

TEST_CASE("replay: no stack, bet or pot goes below zero in any game, with absurd amounts" *
          doctest::test_suite("property")) {
  for (int g = 0; g < generator::kGameKinds; ++g) {
    const auto game = static_cast<generator::GameKind>(g);
    CAPTURE(generator::game_kind_id(game));
    auto options = gen_test::with(900 + static_cast<std::uint64_t>(g));
    options.only(game);
    options.tricky_names = false;
    generator::HandGenerator gen(options);
    int mutated = 0;
    for (int h = 0; h < 40; ++h) {
      std::string text;
      gen.next(text);
      engine::HandRecord rec;
      std::vector<engine::Finding> findings;
      REQUIRE(parser::parse_pokerstars_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
      const engine::Profile& profile = *engine::find_profile("pokerstars", rec.game.tournament);
      CHECK(first_negative(replay::replay_hand(rec, profile, true)) == "");
      for (int kind = 0; kind < 4; ++kind) {
        engine::HandRecord changed = rec;
        if (!mutate(changed, kind, gen.hands_generated() * 7 + static_cast<std::uint64_t>(kind))) continue;
        ++mutated;
        CAPTURE(kind);
        CAPTURE(text);
        CHECK(first_negative(replay::replay_hand(changed, profile, true)) == "");
      }
    }
    CHECK(mutated >= 40);
  }
}

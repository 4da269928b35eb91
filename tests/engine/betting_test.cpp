// The betting state machine on the bet-sizing cases of TRICKY_CASES.md §A.
#include <doctest/doctest.h>

#include <vector>

#include "engine/betting.h"

using engine::Chips;
using engine::Move;
using engine::Rule;

namespace {

engine::GameDef game(engine::Structure s, std::int64_t sb, std::int64_t bb) {
  engine::GameDef g;
  g.variant = engine::Variant::kHoldem;
  g.structure = s;
  g.small_blind = Chips{sb};
  g.big_blind = Chips{bb};
  g.small_bet = Chips{bb};
  g.big_bet = Chips{2 * bb};
  return g;
}

// Players in seats 1..n with the given stacks, button on seat n, on `street`
// (post-flop streets start with seat 1).
engine::HandState table(const engine::GameDef& g, const engine::Profile& p, std::vector<std::int64_t> stacks,
                        engine::Street street = engine::Street::kFlop) {
  std::vector<engine::PlayerState> ps;
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    engine::PlayerState s;
    s.seat = static_cast<int>(i) + 1;
    s.stack = Chips{stacks[i]};
    s.in_hand = true;
    ps.push_back(s);
  }
  engine::HandState st(g, p, ps, static_cast<int>(stacks.size()));
  st.start_street(street);
  return st;
}

engine::Action act(int player, Move m, std::int64_t to = 0, bool all_in = false) {
  engine::Action a;
  a.player = player;
  a.move = m;
  a.to = Chips{to};
  a.added = Chips{to};
  a.all_in_flag = all_in;
  return a;
}

engine::Action call(int player, std::int64_t added, bool all_in = false) {
  engine::Action a = act(player, Move::kCall, 0, all_in);
  a.added = Chips{added};
  return a;
}

bool has(const engine::Violations& v, Rule r) {
  for (const auto& x : v.list)
    if (x.rule == r) return true;
  return false;
}

// Applies the action, which must be legal.
void ok(engine::HandState& s, const engine::Action& a) {
  auto v = s.check(a);
  CHECK_MESSAGE(v.empty(), "unexpected violation ", v.empty() ? "" : engine::rule_id(v.list[0].rule));
  s.commit(a);
}

const engine::Profile& tda() { return *engine::find_profile("tda", true); }
const engine::Profile& robert() { return *engine::find_profile("robert", false); }

}  // namespace

TEST_CASE("TC-01: the minimum raise is the largest increment") {
  auto g = game(engine::Structure::kNoLimit, 100, 200);
  auto s = table(g, tda(), {100000, 100000, 100000, 5000});
  ok(s, act(0, Move::kBet, 600));
  ok(s, act(1, Move::kRaise, 1600));
  ok(s, act(2, Move::kRaise, 3600));
  CHECK(s.legal().min_to == Chips{5000});   // capped by D's stack of 5000
  auto below = act(3, Move::kRaise, 4900);
  CHECK(has(s.check(below), Rule::kRaiseBelowMinimum));
  ok(s, act(3, Move::kRaise, 5000, true));  // incomplete all-in: F stays 2000
  CHECK(s.full_raise() == Chips{2000});
  CHECK(s.legal().actor == 0);
  CHECK(s.legal().can_raise);               // A faces 4400: re-opened
  CHECK(s.legal().min_to == Chips{7000});
  ok(s, call(0, 4400));
  ok(s, call(1, 3400));
  CHECK(s.legal().actor == 2);
  CHECK_FALSE(s.legal().can_raise);         // C faces only 1400 < F
  CHECK(has(s.check(act(2, Move::kRaise, 9000)), Rule::kRaiseNotReopened));
}

TEST_CASE("TC-02: a short all-in does not change the minimum raise") {
  auto g = game(engine::Structure::kNoLimit, 50, 100);
  auto s = table(g, tda(), {1000, 150, 1000});
  ok(s, act(0, Move::kBet, 100));
  ok(s, act(1, Move::kRaise, 150, true));
  CHECK(s.legal().min_to == Chips{250});
  CHECK(has(s.check(act(2, Move::kRaise, 200)), Rule::kRaiseBelowMinimum));
  CHECK(s.check(act(2, Move::kRaise, 250)).empty());
}

TEST_CASE("TC-03: no completion in no-limit") {
  auto s = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {1000, 140, 1000});
  ok(s, act(0, Move::kBet, 100));
  ok(s, act(1, Move::kRaise, 140, true));
  CHECK(has(s.check(act(2, Move::kRaise, 200)), Rule::kRaiseBelowMinimum));
  CHECK(s.check(act(2, Move::kRaise, 240)).empty());
}

TEST_CASE("TC-04: the last full raiser cannot re-raise over a short all-in") {
  auto s = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {1000, 1000, 250});
  ok(s, act(0, Move::kBet, 100));
  ok(s, act(1, Move::kRaise, 200));
  ok(s, act(2, Move::kRaise, 250, true));
  CHECK(s.legal().can_raise);   // A faces 150 >= 100
  ok(s, call(0, 150));
  CHECK_FALSE(s.legal().can_raise);
  CHECK(has(s.check(act(1, Move::kRaise, 400)), Rule::kRaiseNotReopened));
  CHECK(s.check(call(1, 50)).empty());
}

TEST_CASE("TC-05: short all-ins add up, judged per player") {
  auto s = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {5000, 125, 5000, 200, 5000});
  ok(s, act(0, Move::kBet, 100));
  ok(s, act(1, Move::kRaise, 125, true));
  ok(s, call(2, 125));
  ok(s, act(3, Move::kRaise, 200, true));
  ok(s, call(4, 200));
  REQUIRE(s.legal().actor == 0);
  CHECK(s.legal().can_raise);
  CHECK(s.legal().min_to == Chips{300});
  SUBCASE("1-A: A calls, C may not raise") {
    ok(s, call(0, 100));
    REQUIRE(s.legal().actor == 2);
    CHECK_FALSE(s.legal().can_raise);
    CHECK(has(s.check(act(2, Move::kRaise, 400)), Rule::kRaiseNotReopened));
  }
  SUBCASE("1-B: A raises, C may re-raise") {
    ok(s, act(0, Move::kRaise, 300));
    REQUIRE(s.legal().actor == 2);
    CHECK(s.legal().can_raise);
  }
}

TEST_CASE("TC-06: a player who checked cannot raise an all-in bet below the big blind") {
  auto s = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {1000, 60, 1000});
  ok(s, act(0, Move::kCheck));
  ok(s, act(1, Move::kBet, 60, true));
  CHECK(s.legal().min_to == Chips{160});
  ok(s, call(2, 60));
  CHECK_FALSE(s.legal().can_raise);
  CHECK(has(s.check(act(0, Move::kRaise, 200)), Rule::kRaiseNotReopened));
}

TEST_CASE("check, call and stack violations") {
  auto s = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {1000, 300, 1000});
  ok(s, act(0, Move::kBet, 200));
  CHECK(has(s.check(act(1, Move::kCheck)), Rule::kCheckFacingBet));
  CHECK(has(s.check(call(1, 150)), Rule::kWrongCallAmount));
  CHECK(has(s.check(act(1, Move::kRaise, 500)), Rule::kWagerExceedsStack));
  CHECK(has(s.check(call(1, 200, true)), Rule::kAllInFlagInconsistent));
  CHECK(has(s.check(call(2, 200)), Rule::kActionOutOfTurn));
  CHECK(has(s.check(act(1, Move::kBet, 50)), Rule::kRaiseBelowMinimum));
  auto t = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {1000, 1000});
  CHECK(has(t.check(act(0, Move::kBet, 50)), Rule::kBetBelowMinimum));
  CHECK(t.check(act(0, Move::kBet, 100)).empty());
}

TEST_CASE("TC-09 (i): limit, an all-in of half a raise re-opens the betting") {
  auto g = game(engine::Structure::kFixedLimit, 5, 10);   // turn unit 20
  auto s = table(g, robert(), {1000, 30, 1000}, engine::Street::kTurn);
  ok(s, act(0, Move::kBet, 20));
  ok(s, act(1, Move::kRaise, 30, true));
  CHECK(s.legal().min_to == Chips{50});
  ok(s, call(2, 30));
  CHECK(s.legal().can_raise);
  ok(s, act(0, Move::kRaise, 50));
}

TEST_CASE("TC-09 (ii): limit, an all-in below half a raise does not re-open") {
  auto g = game(engine::Structure::kFixedLimit, 5, 10);
  auto s = table(g, robert(), {1000, 28, 1000}, engine::Street::kTurn);
  ok(s, act(0, Move::kBet, 20));
  ok(s, act(1, Move::kRaise, 28, true));
  CHECK(s.legal().min_to == Chips{40});   // C completes to 40
  SUBCASE("C calls: A may only call") {
    ok(s, call(2, 28));
    CHECK_FALSE(s.legal().can_raise);
  }
  SUBCASE("C completes: A may re-raise to 60") {
    ok(s, act(2, Move::kRaise, 40));
    CHECK(s.legal().can_raise);
    CHECK(s.legal().min_to == Chips{60});
    CHECK(has(s.check(act(0, Move::kRaise, 70)), Rule::kLimitWrongIncrement));
  }
}

TEST_CASE("limit_short_all_in: where the next raise goes after a short all-in bet or raise") {
  auto g = game(engine::Structure::kFixedLimit, 5, 10);  // turn unit 20
  engine::Profile house = tda();
  SUBCASE("taken_as_full_bet: an all-in bet of 11 on a 20 street stands for 20, raised to 40") {
    house.limit_short_all_in = engine::LimitShortAllIn::kTakenAsFullBet;
    auto s = table(g, house, {11, 1000, 1000}, engine::Street::kTurn);
    ok(s, act(0, Move::kBet, 11, true));
    CHECK(s.legal().min_to == Chips{40});
    CHECK(has(s.check(act(1, Move::kRaise, 31)), Rule::kLimitWrongIncrement));
    CHECK(has(s.check(act(1, Move::kRaise, 20)), Rule::kLimitWrongIncrement));
    ok(s, act(1, Move::kRaise, 40));
    ok(s, act(2, Move::kRaise, 60));
  }
  SUBCASE("taken_as_full_bet over a raise: bet 20, raise all in to 30, the next raise to 60") {
    house.limit_short_all_in = engine::LimitShortAllIn::kTakenAsFullBet;
    auto s = table(g, house, {1000, 30, 1000}, engine::Street::kTurn);
    ok(s, act(0, Move::kBet, 20));
    ok(s, act(1, Move::kRaise, 30, true));
    CHECK(s.legal().min_to == Chips{60});
    ok(s, call(2, 30));
    CHECK(s.legal().can_raise);  // re-opened for the bettor
    ok(s, act(0, Move::kRaise, 60));
  }
  SUBCASE("taken_as_full_bet: under half a bet the level stays, the next wager completes it") {
    house.limit_short_all_in = engine::LimitShortAllIn::kTakenAsFullBet;
    auto s = table(g, house, {9, 1000, 1000}, engine::Street::kTurn);
    ok(s, act(0, Move::kBet, 9, true));
    CHECK(s.legal().min_to == Chips{20});
    CHECK(has(s.check(act(1, Move::kRaise, 40)), Rule::kLimitWrongIncrement));
  }
  SUBCASE("the same all-in bet of 11: counts_as_full raises to 31, next_raise_completes to 20") {
    house.limit_short_all_in = engine::LimitShortAllIn::kCountsAsFull;
    auto s = table(g, house, {11, 1000, 1000}, engine::Street::kTurn);
    ok(s, act(0, Move::kBet, 11, true));
    CHECK(s.legal().min_to == Chips{31});
    CHECK(has(s.check(act(1, Move::kRaise, 40)), Rule::kLimitWrongIncrement));
    house.limit_short_all_in = engine::LimitShortAllIn::kNextRaiseCompletes;
    auto t = table(g, house, {11, 1000, 1000}, engine::Street::kTurn);
    ok(t, act(0, Move::kBet, 11, true));
    CHECK(t.legal().min_to == Chips{20});
  }
}

TEST_CASE("TC-11: limit cap per profile") {
  auto g = game(engine::Structure::kFixedLimit, 5, 10);   // flop unit 10
  auto run = [&](const engine::Profile& p) {
    auto s = table(g, p, {1000, 1000, 1000});
    ok(s, act(0, Move::kBet, 10));
    ok(s, act(1, Move::kRaise, 20));
    ok(s, act(2, Move::kFold));
    ok(s, act(0, Move::kRaise, 30));
    ok(s, act(1, Move::kRaise, 40));
    return s;
  };
  SUBCASE("robert: heads-up before the cap means no cap") {
    auto s = run(robert());
    ok(s, act(0, Move::kRaise, 50));
    ok(s, act(1, Move::kRaise, 60));
  }
  SUBCASE("pokerstars: a bet and three raises, heads-up too") {
    auto s = run(*engine::find_profile("pokerstars", false));
    CHECK(has(s.check(act(0, Move::kRaise, 50)), Rule::kRaiseCapExceeded));
  }
  SUBCASE("merge: the round began three-handed, so a bet and three raises") {
    auto s = run(*engine::find_profile("merge", false));
    CHECK(has(s.check(act(0, Move::kRaise, 50)), Rule::kRaiseCapExceeded));
  }
  SUBCASE("everest: heads-up before the cap means no cap, as robert") {
    auto s = run(*engine::find_profile("everest", false));
    ok(s, act(0, Move::kRaise, 50));
    ok(s, act(1, Move::kRaise, 60));
  }
  SUBCASE("wsop cash: the round began three-handed, so a bet and four raises") {
    auto s = run(*engine::find_profile("wsop", false));
    ok(s, act(0, Move::kRaise, 50));
    CHECK(has(s.check(act(1, Move::kRaise, 60)), Rule::kRaiseCapExceeded));
  }
}

TEST_CASE("TC-11: a round that begins heads-up has no cap under merge, four bets under pokerstars") {
  auto g = game(engine::Structure::kFixedLimit, 5, 10);  // flop unit 10
  const auto run = [&](const engine::Profile& p) {
    auto s = table(g, p, {1000, 1000});
    for (int i = 0; i < 4; ++i) ok(s, act(i % 2, i == 0 ? Move::kBet : Move::kRaise, 10 * (i + 1)));
    return s;
  };
  auto merge = run(*engine::find_profile("merge", false));
  ok(merge, act(0, Move::kRaise, 50));
  ok(merge, act(1, Move::kRaise, 60));
  auto stars = run(*engine::find_profile("pokerstars", false));
  CHECK(has(stars.check(act(0, Move::kRaise, 50)), Rule::kRaiseCapExceeded));
}

TEST_CASE("limit_short_all_in of the room profiles") {
  using engine::LimitShortAllIn;
  CHECK(engine::find_profile("bovada", false)->limit_short_all_in == LimitShortAllIn::kTakenAsFullBet);
  CHECK(engine::find_profile("ipoker", false)->limit_short_all_in == LimitShortAllIn::kTakenAsFullBet);
  CHECK(engine::find_profile("ipoker", true)->limit_short_all_in == LimitShortAllIn::kTakenAsFullBet);
  CHECK(engine::find_profile("merge", false)->limit_short_all_in == LimitShortAllIn::kCountsAsFull);
  CHECK(engine::find_profile("everest", false)->limit_short_all_in == LimitShortAllIn::kCountsAsFull);
  CHECK(engine::find_profile("pokerstars", false)->limit_short_all_in == LimitShortAllIn::kNextRaiseCompletes);
}

TEST_CASE("TC-14 and TC-15: pot-limit maxima") {
  auto g = game(engine::Structure::kPotLimit, 100, 200);
  auto pre = [&](const engine::Profile& p) {
    std::vector<engine::PlayerState> ps(4);
    for (int i = 0; i < 4; ++i) { ps[i].seat = i + 1; ps[i].stack = Chips{100000}; ps[i].in_hand = true; }
    engine::HandState s(g, p, ps, 4);
    s.post(0, Chips{100}, Chips{0}, false, Chips{0});
    s.post(1, Chips{200}, Chips{0}, true, Chips{200});
    s.start_preflop(1);
    return s;
  };
  auto s = pre(tda());
  CHECK(s.legal().actor == 2);
  CHECK(s.legal().max_to == Chips{700});
  CHECK(has(s.check(act(2, Move::kRaise, 800)), Rule::kPotLimitExceeded));

  // Post-flop chain: pot 1000, A bets 300, B calls: C may make it 2200.
  auto t = table(g, tda(), {100000, 100000, 100000});
  t.post_ante(0, Chips{1000});
  ok(t, act(0, Move::kBet, 300));
  ok(t, call(1, 300));
  CHECK(t.legal().max_to == Chips{2200});
  ok(t, act(2, Move::kRaise, 2200));
  CHECK(t.legal().max_to == Chips{7900});

  // TC-15: pot 100, A bets 100, B calls all-in 50: C's maximum is 450.
  auto u = table(game(engine::Structure::kPotLimit, 25, 50), tda(), {1000, 50, 1000});
  u.post_ante(0, Chips{100});
  ok(u, act(0, Move::kBet, 100));
  ok(u, call(1, 50, true));
  CHECK(u.legal().max_to == Chips{450});
}

TEST_CASE("house money put in before the deal is in the pot a pot-limit raise is measured by") {
  // GGPoker's Cash Drop of $0.20 at $0.01/$0.02 PLO: over a raise to $0.06
  // the pot is 0.01 + 0.02 + 0.06 + 0.20, 0.35 once called, so the next
  // raise may go to 0.06 + 0.35 = 0.41 (centi-units); without the drop 0.21.
  const auto g = game(engine::Structure::kPotLimit, 1, 2);
  const auto pre = [&](Chips house) {
    std::vector<engine::PlayerState> ps(4);
    for (int i = 0; i < 4; ++i) { ps[i].seat = i + 1; ps[i].stack = Chips{300}; ps[i].in_hand = true; }
    engine::HandState s(g, tda(), ps, 4);
    s.add_house_money(house);
    s.post(0, Chips{1}, Chips{0}, false, Chips{0});
    s.post(1, Chips{2}, Chips{0}, true, Chips{2});
    s.start_preflop(1);
    return s;
  };
  auto s = pre(Chips{20});
  ok(s, act(2, Move::kRaise, 6));
  CHECK(s.legal().max_to == Chips{41});
  CHECK(s.check(act(3, Move::kRaise, 41)).empty());
  CHECK(has(s.check(act(3, Move::kRaise, 42)), Rule::kPotLimitExceeded));
  // The house's money is nobody's bet: the players' pot leaves it out.
  CHECK(s.pot_total() == Chips{9});
  auto none = pre(Chips{0});
  ok(none, act(2, Move::kRaise, 6));
  CHECK(none.legal().max_to == Chips{21});
}

TEST_CASE("round flow: the big blind keeps his option, the round then closes") {
  auto g = game(engine::Structure::kNoLimit, 50, 100);
  std::vector<engine::PlayerState> ps(3);
  for (int i = 0; i < 3; ++i) { ps[i].seat = i + 1; ps[i].stack = Chips{1000}; ps[i].in_hand = true; }
  engine::HandState s(g, tda(), ps, 3);
  s.post(0, Chips{50}, Chips{0}, false, Chips{0});
  s.post(1, Chips{100}, Chips{0}, true, Chips{100});
  s.start_preflop(1);
  CHECK(s.first_to_act() == 2);
  ok(s, call(2, 100));
  ok(s, call(0, 50));
  CHECK_FALSE(s.round_complete());
  CHECK(s.legal().actor == 1);
  CHECK(s.legal().can_raise);
  ok(s, act(1, Move::kCheck));
  CHECK(s.round_complete());
  CHECK(has(s.check(act(2, Move::kCheck)), Rule::kActionAfterRoundClosed));
}

TEST_CASE("a raise to what the only opponent can match need not be a full raise") {
  // Heads-up flop: A has 750 behind, B 4900. A bets 600; B raises to 750,
  // which puts A all-in: legal, though below the 1200 minimum.
  auto s = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {750, 4900});
  ok(s, act(0, Move::kBet, 600));
  CHECK(s.legal().min_to == Chips{750});
  ok(s, act(1, Move::kRaise, 750));
  // Short of that it is still too small.
  auto t = table(game(engine::Structure::kNoLimit, 50, 100), tda(), {750, 4900});
  ok(t, act(0, Move::kBet, 600));
  CHECK(has(t.check(act(1, Move::kRaise, 700)), Rule::kRaiseBelowMinimum));
}

TEST_CASE("disconnect protection: all-in for what he has put in, folded with nothing in") {
  const auto g = game(engine::Structure::kNoLimit, 50, 100);
  engine::HandState s = table(g, tda(), {10000, 10000, 10000});
  ok(s, act(0, Move::kBet, 200));
  ok(s, call(1, 200));
  // Seat 3 disconnects before putting a chip in: no claim, folded.
  s.treat_as_all_in(2);
  CHECK(s.players()[2].folded);
  CHECK_FALSE(s.players()[2].all_in);
  CHECK(s.round_complete());
  // Seat 2 has $2 in: he keeps his claim on it and acts no more.
  engine::HandState t = table(g, tda(), {10000, 10000, 10000});
  ok(t, act(0, Move::kBet, 200));
  ok(t, call(1, 200));
  t.treat_as_all_in(1);
  CHECK(t.players()[1].all_in);
  CHECK_FALSE(t.players()[1].folded);
}

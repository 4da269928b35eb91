// Pot layers, refunds and splits: the worked cases of TRICKY_CASES.md.
#include <doctest/doctest.h>

#include <vector>

#include "engine/pots.h"

using engine::Chips;

namespace {

engine::PotBuild build(std::vector<std::int64_t> c, std::vector<bool> folded, std::int64_t dead = 0) {
  std::vector<Chips> chips;
  for (auto x : c) chips.push_back(Chips{x});
  bool f[engine::kMaxPlayers] = {};
  for (std::size_t i = 0; i < folded.size(); ++i) f[i] = folded[i];
  return engine::build_pots(chips, std::span<const bool>(f, folded.size()), Chips{dead});
}

engine::PlayerMask mask(std::initializer_list<int> players) {
  engine::PlayerMask m = 0;
  for (int p : players) m |= engine::PlayerMask{1} << p;
  return m;
}

}  // namespace

TEST_CASE("TC-23: three all-in levels and a folded contributor") {
  // A 300, B 700, C 1500, D 300 (folded), E 1500.
  auto b = build({300, 700, 1500, 300, 1500}, {false, false, false, true, false});
  CHECK(b.refund_to == -1);
  REQUIRE(b.pots.size() == 3);
  CHECK(b.pots[0].amount == Chips{1500});
  CHECK(b.pots[0].eligible == mask({0, 1, 2, 4}));
  CHECK(b.pots[1].amount == Chips{1200});
  CHECK(b.pots[1].eligible == mask({1, 2, 4}));
  CHECK(b.pots[2].amount == Chips{1600});
  CHECK(b.pots[2].eligible == mask({2, 4}));
}

TEST_CASE("TC-25: layers with the same eligible players merge") {
  // A 100, B 300, C 300, D 102 (folded), F 104 (folded), E 300.
  auto b = build({100, 300, 300, 102, 104, 300}, {false, false, false, true, true, false});
  REQUIRE(b.pots.size() == 2);
  CHECK(b.pots[0].amount == Chips{600});
  CHECK(b.pots[1].amount == Chips{606});
  CHECK(b.pots[1].eligible == mask({1, 2, 5}));
}

TEST_CASE("TC-44: the refund is measured against a folded player's contribution") {
  // A 500 all-in, B 1500 folded, C 4000, SB 50 and BB 100 folded.
  auto b = build({500, 1500, 4000, 50, 100}, {false, true, false, true, true});
  CHECK(b.refund_to == 2);
  CHECK(b.refund == Chips{2500});
  REQUIRE(b.pots.size() == 2);
  CHECK(b.pots[0].amount == Chips{1650});
  CHECK(b.pots[0].eligible == mask({0, 2}));
  CHECK(b.pots[1].amount == Chips{2000});
  CHECK(b.pots[1].eligible == mask({2}));
}

TEST_CASE("TC-24: an uncalled shove is returned and never in the pot") {
  auto b = build({6000, 2200}, {false, false});
  CHECK(b.refund_to == 0);
  CHECK(b.refund == Chips{3800});
  REQUIRE(b.pots.size() == 1);
  CHECK(b.pots[0].amount == Chips{4400});
}

TEST_CASE("TC-17: a short big blind opens a side pot at once, dead money goes to the main pot") {
  // SB 50 folded (dead in the layers like any folded chips), BB 60 all-in, UTG 100, BTN 100.
  auto b = build({50, 60, 100, 100}, {true, false, false, false});
  REQUIRE(b.pots.size() == 2);
  CHECK(b.pots[0].amount == Chips{230});
  CHECK(b.pots[1].amount == Chips{80});
  auto d = build({0, 100, 100}, {false, false, false}, 50);
  REQUIRE(d.pots.size() == 1);
  CHECK(d.pots[0].amount == Chips{250});
}

TEST_CASE("TC-19: uniform antes are trimmed into the layers") {
  auto b = build({500, 500, 500, 40}, {false, false, false, false});
  REQUIRE(b.pots.size() == 2);
  CHECK(b.pots[0].amount == Chips{160});
  CHECK(b.pots[1].amount == Chips{1380});
}

TEST_CASE("split_pot: whole units, at most one odd unit each (TC-26, TC-28)") {
  struct Case { std::int64_t amount, unit; std::size_t winners; std::vector<std::int64_t> shares; };
  const Case cases[] = {
      {1100, 100, 3, {400, 400, 300}},   // TC-26: 100-chip units
      {101, 1, 2, {51, 50}},             // TC-28
      {13, 1, 2, {7, 6}},                // TC-27
      {100, 1, 4, {25, 25, 25, 25}},
      {7, 1, 1, {7}},
      {105, 10, 2, {55, 50}},            // a crumb below one unit goes to the first winner
  };
  for (const auto& c : cases) {
    auto s = engine::split_pot(Chips{c.amount}, Chips{c.unit}, c.winners);
    REQUIRE(s.size() == c.shares.size());
    for (std::size_t i = 0; i < s.size(); ++i) CHECK(s[i] == Chips{c.shares[i]});
  }
}

#include "replay/shares.h"

#include <doctest/doctest.h>

#include <utility>
#include <vector>

using engine::Chips;
using replay::Shares;

namespace {

std::vector<std::pair<int, Chips>> entries(const Shares& s) {
  std::vector<std::pair<int, Chips>> out;
  for (const auto& [player, chips] : s) out.emplace_back(player, chips);
  return out;
}

}  // namespace

TEST_CASE("shares add up per player and iterate in player order") {
  Shares s;
  CHECK(s.empty());
  s.add(63, Chips{5});
  s.add(2, Chips{100});
  s.add(0, Chips{-3});
  s.add(2, Chips{25});
  CHECK(s.size() == 3);
  CHECK(s.contains(2));
  CHECK_FALSE(s.contains(1));
  CHECK(s.at(2) == Chips{125});
  CHECK(entries(s) == std::vector<std::pair<int, Chips>>{{0, Chips{-3}}, {2, Chips{125}}, {63, Chips{5}}});
  CHECK(s.players() == ((engine::PlayerMask{1} << 63) | 0b101u));
}

TEST_CASE("shares that are not positive are no award") {
  Shares s;
  s.add(1, Chips{0});
  s.add(4, Chips{50});
  s.add(7, Chips{-50});
  s.keep_positive();
  CHECK(entries(s) == std::vector<std::pair<int, Chips>>{{4, Chips{50}}});
}

TEST_CASE("shares are equal when the same players get the same amounts") {
  Shares a;
  Shares b;
  a.add(3, Chips{10});
  b.add(3, Chips{10});
  CHECK(a == b);
  b.add(3, Chips{1});
  CHECK_FALSE(a == b);
  Shares c;
  c.add(4, Chips{10});
  CHECK_FALSE(a == c);
  // A share dropped and added again starts from nothing.
  Shares d;
  d.add(5, Chips{-7});
  d.keep_positive();
  d.add(5, Chips{2});
  CHECK(d.at(5) == Chips{2});
}

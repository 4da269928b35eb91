// Tables going from three players to two and back, players joining and
// leaving, under each button rule (docs/cross-hand.md, "The rules applied"):
// check_button and check_big_blind_twice on hand-made pairs.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/profile.h"
#include "tests/support/snapshot_hands.h"
#include "validators/session_pair.h"

namespace {

using snapshot_hands::hand;

const engine::Profile& profile(const char* name) { return *engine::find_profile(name, false); }

validators::ButtonVerdict verdict(const validators::HandSnapshot& a, const validators::HandSnapshot& b,
                                  const char* name) {
  return validators::check_button(a, b, profile(name)).verdict;
}

std::size_t big_blind_twice(const validators::HandSnapshot& a, const validators::HandSnapshot& b, const char* name) {
  std::vector<engine::Finding> out;
  validators::check_big_blind_twice(a, b, profile(name), out);
  return out.size();
}

using validators::ButtonVerdict;

// Three-handed: Ann on the button, Bob small blind, Cid big blind.
const validators::HandSnapshot kThree = hand("1", 1, 2, 3, {{"Ann", 1}, {"Bob", 2}, {"Cid", 3}});

}  // namespace

TEST_CASE("heads-up transitions: three to two, the big blind moves on (TDA 34-B, PokerStars)") {
  // Ann leaves. Cid had the big blind: Bob posts it now, Cid has the button.
  const auto moved_on = hand("2", 3, 3, 2, {{"Bob", 2}, {"Cid", 3}});
  CHECK(verdict(kThree, moved_on, "tda") == ButtonVerdict::kAsRequired);
  CHECK(verdict(kThree, moved_on, "pokerstars") == ButtonVerdict::kAsRequired);
  CHECK(big_blind_twice(kThree, moved_on, "tda") == 0);
  // The button moved on to Bob and Cid pays the big blind again.
  const auto followed = hand("2", 2, 2, 3, {{"Bob", 2}, {"Cid", 3}});
  CHECK(verdict(kThree, followed, "tda") == ButtonVerdict::kBroken);
  CHECK(verdict(kThree, followed, "pokerstars") == ButtonVerdict::kBroken);
  CHECK(big_blind_twice(kThree, followed, "tda") == 1);
}

TEST_CASE("heads-up transitions: three to two, PokerNow's button moves on and the big blind may stay") {
  const auto followed = hand("2", 2, 2, 3, {{"Bob", 2}, {"Cid", 3}});
  CHECK(verdict(kThree, followed, "pokernow") == ButtonVerdict::kAsRequired);
  CHECK(big_blind_twice(kThree, followed, "pokernow") == 0);
  // What TDA requires is not what PokerNow does.
  const auto moved_on = hand("2", 3, 3, 2, {{"Bob", 2}, {"Cid", 3}});
  CHECK(verdict(kThree, moved_on, "pokernow") == ButtonVerdict::kBroken);
  // Heads-up going on, the big blind alternates under both rules; twice
  // running inside heads-up play is still reported.
  const auto next = hand("3", 3, 3, 2, {{"Bob", 2}, {"Cid", 3}});
  CHECK(verdict(followed, next, "pokernow") == ButtonVerdict::kAsRequired);
  const auto again = hand("3", 2, 2, 3, {{"Bob", 2}, {"Cid", 3}});
  CHECK(verdict(followed, again, "pokernow") == ButtonVerdict::kBroken);
  CHECK(big_blind_twice(followed, again, "pokernow") == 1);
}

TEST_CASE("heads-up transitions: two to three under a dead button, the newcomer posts the big blind") {
  // Heads-up: Ann button and small blind, Bob big blind. Dee sits in seat 4.
  const auto heads_up = hand("1", 1, 1, 2, {{"Ann", 1}, {"Bob", 2}});
  // The big blind moves on to Dee, Bob posts the small blind, the button
  // stays on Ann's seat.
  const auto three = hand("2", 1, 2, 4, {{"Ann", 1}, {"Bob", 2}, {"Dee", 4}});
  CHECK(verdict(heads_up, three, "tda") == ButtonVerdict::kAsRequired);
  // The button moving to Bob would give Ann the big blind she did not skip.
  const auto moved = hand("2", 2, 4, 1, {{"Ann", 1}, {"Bob", 2}, {"Dee", 4}});
  CHECK(verdict(heads_up, moved, "tda") == ButtonVerdict::kBroken);
}

TEST_CASE("heads-up transitions: a player leaves under a dead button") {
  // Cid (big blind) leaves a four-handed table: the big blind moves on to
  // Dee, nobody posts the small blind (its player has gone), the button
  // takes Bob's seat (the previous small blind).
  const auto four = hand("1", 1, 2, 3, {{"Ann", 1}, {"Bob", 2}, {"Cid", 3}, {"Dee", 4}});
  const auto after = hand("2", 2, 0, 4, {{"Ann", 1}, {"Bob", 2}, {"Dee", 4}});
  CHECK(verdict(four, after, "tda") == ButtonVerdict::kAsRequired);
  // A small blind posted by Bob, the button player, is not the rule's.
  const auto wrong = hand("2", 2, 2, 4, {{"Ann", 1}, {"Bob", 2}, {"Dee", 4}});
  CHECK(verdict(four, wrong, "tda") == ButtonVerdict::kBroken);
}

TEST_CASE("heads-up transitions: a dead button on a seat the log does not name") {
  // Bob (small blind) busts: the button is dead on his empty seat 2. A log
  // that says "(dead button)" without the seat makes the reader guess the
  // seat before the first blind (here seat 2 again, or any empty seat).
  const auto four = hand("1", 1, 2, 3, {{"Ann", 1}, {"Bob", 2}, {"Cid", 3}, {"Dee", 4}});
  auto guessed = hand("2", 2, 3, 4, {{"Ann", 1}, {"Cid", 3}, {"Dee", 4}});
  guessed.button_guessed = true;
  CHECK(verdict(four, guessed, "pokernow") == ButtonVerdict::kAsRequired);
  // A guess elsewhere agrees as long as the rule's seat is empty...
  guessed.button_seat = 5;
  CHECK(verdict(four, guessed, "pokernow") == ButtonVerdict::kAsRequired);
  // ...but a named button on the wrong seat is still wrong.
  guessed.button_guessed = false;
  CHECK(verdict(four, guessed, "pokernow") == ButtonVerdict::kBroken);
}

// 888 (docs/888_FORMAT.md): the button held when the small blind busts
// or leaves (button_mode held_when_small_blind_gone) and rebuys the log
// does not write (tournament_rebuys_logged false, iPoker's too), on hand-made pairs of
// hands shaped like the corpus's games 778807946-778807999, 190625036-
// 190625343 and 190610820-190611717.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/profile.h"
#include "tests/support/snapshot_hands.h"
#include "validators/session_pair.h"

namespace {

using snapshot_hands::Seat;

validators::HandSnapshot tournament_hand(const char* id, int button, int small, int big,
                                         const std::vector<Seat>& seats) {
  return snapshot_hands::hand(id, button, small, big, seats, true);  // tournament hands
}

const engine::Profile& profile_888() { return *engine::find_profile("888", true); }

validators::ButtonVerdict verdict(const validators::HandSnapshot& a, const validators::HandSnapshot& b,
                                  const engine::Profile& profile) {
  return validators::check_button(a, b, profile).verdict;
}

using validators::ButtonVerdict;

// Button Ann (seat 1), small blind Bob (seat 2), big blind Cid (seat 3);
// Dee and Eve after them.
const validators::HandSnapshot kBefore =
    tournament_hand("1", 1, 2, 3, {{"Ann", 1}, {"Bob", 2}, {"Cid", 3}, {"Dee", 4}, {"Eve", 5}});

}  // namespace

TEST_CASE("888: when the small blind busts the button stays or takes his seat, the big blind moves one") {
  const engine::Profile& held = profile_888();
  CHECK(held.button_mode == engine::ButtonMode::kHeldWhenSmallBlindGone);
  // Bob busts. The button stays on Ann (game 778807999), or goes to Bob's
  // empty seat 2 (game 190625343); Cid posts the small blind, Dee the big.
  const std::vector<Seat> without_bob{{"Ann", 1}, {"Cid", 3}, {"Dee", 4}, {"Eve", 5}};
  CHECK(verdict(kBefore, tournament_hand("2", 1, 3, 4, without_bob), held) == ButtonVerdict::kAsRequired);
  CHECK(verdict(kBefore, tournament_hand("2", 2, 3, 4, without_bob), held) == ButtonVerdict::kAsRequired);
  // The moving button's answer (Cid's button, Dee and Eve the blinds) is
  // right too: 888 moves it on when only the big blind has gone.
  CHECK(verdict(kBefore, tournament_hand("2", 3, 4, 5, without_bob), held) == ButtonVerdict::kAsRequired);
  // But the big blind never skips Dee, and the button never jumps to a
  // seat with a player in it past the old small blind's.
  CHECK(verdict(kBefore, tournament_hand("2", 1, 3, 5, without_bob), held) == ButtonVerdict::kBroken);
  CHECK(verdict(kBefore, tournament_hand("2", 4, 5, 1, without_bob), held) == ButtonVerdict::kBroken);
  // With Bob still there, it is the moving button alone.
  const std::vector<Seat> all{{"Ann", 1}, {"Bob", 2}, {"Cid", 3}, {"Dee", 4}, {"Eve", 5}};
  CHECK(verdict(kBefore, tournament_hand("2", 2, 3, 4, all), held) == ButtonVerdict::kAsRequired);
  CHECK(verdict(kBefore, tournament_hand("2", 1, 2, 3, all), held) == ButtonVerdict::kBroken);
  // PokerStars' moving button and the dead button say otherwise about the
  // held one.
  CHECK(verdict(kBefore, tournament_hand("2", 1, 3, 4, without_bob), *engine::find_profile("pokerstars", true)) ==
        ButtonVerdict::kBroken);
  CHECK(verdict(kBefore, tournament_hand("2", 1, 3, 4, without_bob), *engine::find_profile("tda", true)) ==
        ButtonVerdict::kBroken);
}

TEST_CASE("888 tournaments: a rebuy the log does not write is no stack-continuity finding, lost chips still are") {
  // Bob busts and comes back with 1,000 (a rebuy), Cid with 940 adds 1,000.
  const auto before = tournament_hand("1", 1, 2, 3, {{"Ann", 1}, {"Bob", 2, 1000, 0}, {"Cid", 3, 1000, 940}});
  const auto rebought = tournament_hand("2", 2, 3, 1, {{"Ann", 1}, {"Bob", 2, 1000}, {"Cid", 3, 1940}});
  CHECK(validators::check_stacks(before, rebought, profile_888()).findings.empty());
  CHECK(validators::check_stacks(before, rebought, *engine::find_profile("pokerstars", true)).findings.size() == 2);
  CHECK(validators::check_stacks(before, rebought, *engine::find_profile("tda", true)).findings.size() == 2);
  // iPoker's tournaments write none either (its rebuy tournament "$3,500 GP R/A").
  CHECK(validators::check_stacks(before, rebought, *engine::find_profile("ipoker", true)).findings.empty());
  // Chips that vanish are reported under 888 too.
  const auto lost = tournament_hand("2", 2, 3, 1, {{"Ann", 1, 900}, {"Bob", 2, 1000}, {"Cid", 3, 940}});
  const auto check = validators::check_stacks(before, lost, profile_888());
  REQUIRE(check.findings.size() == 1);
  CHECK(check.findings[0].player == "Ann");
}

// The rankings of the mixed-game rooms' games (docs/games.md): A-5 single
// draw's five cards, 2-7 razz's best five of seven, and the badugi half of
// badeucey (aces high) and badacey (aces low) played from five cards.
#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "engine/hand_eval.h"
#include "tests/support/card_text.h"

namespace {

using card_text::cards;

constexpr int kTwo = 0, kThree = 1, kFour = 2, kFive = 3, kSix = 4, kSeven = 5, kEight = 6, kNine = 7, kKing = 11,
              kAce = 12;

engine::LowValue a5(std::string_view text) { return *engine::best_a5_low(cards(text), false); }
engine::LowValue low27(std::string_view text) { return engine::best_27_low(cards(text)); }
engine::BadugiValue badugi(std::string_view text, bool aces_high) {
  return engine::best_badugi(cards(text), aces_high);
}

std::vector<int> badugi_ranks(const engine::BadugiValue& v) { return {v.ranks.begin(), v.ranks.begin() + v.size}; }

}  // namespace

TEST_CASE("A-5 single draw (G-A5SD-2): the wheel is best, straights and flushes do not count, pairs do") {
  // The corpus hand: J-9-8-5-2 beats 7-4-3-3-A, whose pair counts against it.
  CHECK(a5("2d Jh 8h 5s 9s") > a5("7s 3h 3s 4c As"));
  // 5-4-3-2-A is the best hand: a straight in high poker, the nuts here.
  CHECK(a5("As 2d 3c 4h 5s") > a5("Ac 2c 3c 4c 6d"));
  // A flush is only its ranks: 7-5-4-3-2 of hearts beats 8-4-3-2-A.
  CHECK(a5("7h 5h 4h 3h 2h") > a5("8c 4d 3s 2h Ah"));
  // Under 2-7 the same two hands rank the other way round.
  CHECK(low27("As 2d 3c 4h 5s") < low27("2c 5d 8h 9s Jh"));
  CHECK(a5("As 2d 3c 4h 5s") > a5("2c 5d 8h 9s Jh"));
}

TEST_CASE("2-7 razz (G-RAZZ27-2): the best 2-7 low of seven cards, aces high, straights and flushes against") {
  // Ace high loses to an eight: the ace is the highest card.
  CHECK(low27("8c 7d 5h 4s 2c Kd Qh") > low27("Ac 7d 5h 4s 2c Kd Qh"));
  // A-5-4-3-2 is ace high, no straight: it loses to any king high.
  CHECK(low27("As 5d 4h 3c 2c") < low27("Kd 9c 7h 4s 3c"));
  // A pair loses to any hand without one, even king high.
  CHECK(low27("2c 2d 3h 4s 5c 2h 3d") < low27("Kc Qd Jh 9s 8c Kh Ks"));
  // A straight counts against: 6-5-4-3-2 is a straight; with seven cards the
  // best five avoid it (7-5-4-3-2 from 7-6-5-4-3-2 plus a king).
  CHECK(low27("6c 5d 4h 3s 2c") < low27("8c 5d 4h 3s 2c"));
  const engine::LowValue seven = low27("7c 6d 5h 4s 3c 2d Kh");
  CHECK(seven.category == engine::HighCategory::kHighCard);
  CHECK(std::vector<int>(seven.ranks.begin(), seven.ranks.end()) ==
        std::vector<int>{kSeven, kFive, kFour, kThree, kTwo});
  // A flush counts against: five hearts lose to the same ranks unsuited.
  CHECK(low27("7h 5h 4h 3h 2h") < low27("7h 5h 4h 3h 2c"));
  // From seven cards with three hearts among the low ones, the flush is no
  // better than the best mixed five: 8-7-5-3-2 here.
  CHECK(low27("8h 7h 5h 3h 2h 8c Kd").key == low27("8c 7h 5d 3s 2h").key);
  // Seven cards play their best five: 9-6-4-3-2 beats J-T-9-6-5 (the pair
  // of fives and the ace left out).
  CHECK(low27("2c 3h 4s Kd 6s Jh 9d") > low27("6c 5h 9c Jd As 5s Th"));
}

TEST_CASE("badeucey and badacey (G-BADEUCEY-2, -3): the badugi half, four of five cards, the ace by game") {
  // Badacey's badugi plays the ace low: 4-3-2-A of four suits is the nuts.
  const engine::BadugiValue wheel = badugi("Ah 2d 3c 4s Kd", false);
  CHECK(wheel.size == 4);
  CHECK(badugi_ranks(wheel) == std::vector<int>{kFour, kThree, kTwo, kAce});
  // Badeucey's plays it high: the same cards make A-4-3-2 (the deuce of
  // diamonds rather than the king), the ace now its worst card, which
  // 5-4-3-2 of four suits beats.
  const engine::BadugiValue ace_high = badugi("Ah 2d 3c 4s Kd", true);
  CHECK(ace_high.size == 4);
  CHECK(badugi_ranks(ace_high) == std::vector<int>{kAce, kFour, kThree, kTwo});
  CHECK(badugi("5h 2d 3c 4s Kd", true) > ace_high);
  CHECK(badugi("5h 2d 3c 4s Kd", false) < wheel);
  // Any four-card badugi beats any three-card one, aces high too (BARGE:
  // A-K-Q-J of four suits beats any three-card hand).
  CHECK(badugi("As Kh Qd Jc 9c", true) > badugi("2s 3h 4d 5d 6d", true));
  // The fifth card lets a better four play: of 8-7-6-3-2 with two hearts, the
  // corpus hero's 7-6-3-2 (the three of hearts, not the eight).
  const engine::BadugiValue hero = badugi("6s 7c 2d 8h 3h", true);
  CHECK(badugi_ranks(hero) == std::vector<int>{kSeven, kSix, kThree, kTwo});
  // ... and 6-5-4-3 beats it (the corpus hand's badugi half), while
  // 8-7-5-3-2 with only three suits makes a three-card hand.
  CHECK(badugi("6h 5s 4d 3c 9h", true) > hero);
  CHECK(badugi("8c 5h 2s 3s 7h", true).size == 3);
  // Badacey's corpus hand: 9-6-5-4 beats 9-7-2-A, both four-card badugis.
  CHECK(badugi("6c 4d 6h 9h 5s", false) > badugi("Ad 2h 8h 7c 9s", false));
  CHECK(badugi_ranks(badugi("Ad 2h 8h 7c 9s", false)) == std::vector<int>{kNine, kSeven, kTwo, kAce});
  // A hand without an ace makes the same badugi either way (keys of the two
  // rules are not comparable: only the ranks are).
  CHECK(badugi_ranks(badugi("Kc 9d 5h 8s", true)) == std::vector<int>{kKing, kNine, kEight, kFive});
  CHECK(badugi_ranks(badugi("Kc 9d 5h 8s", false)) == std::vector<int>{kKing, kNine, kEight, kFive});
  // Two suits among five cards: a two-card badugi, the lowest of them.
  CHECK(badugi("Jc Jd 4c 4d 2c", true).size == 2);
  CHECK(badugi_ranks(badugi("Jc Jd 4c 4d 2c", true)) == std::vector<int>{kFour, kTwo});
}

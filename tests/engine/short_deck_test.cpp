// Short-deck (6+ Hold'em) ranking: every five-card hand of the 36-card deck
// against the class counts, and the three ways it differs from the standard
// ranking (R-SD-3; PokerStars' 6+ rules).
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <string_view>
#include <vector>

#include "engine/hand_eval.h"
#include "tests/support/card_text.h"

namespace {

using engine::Card;
using engine::HighCategory;

using card_text::cards;

std::uint32_t key(std::string_view five) { return engine::eval_short_deck5(cards(five).data()).key; }

}  // namespace

TEST_CASE("short deck: class counts over all 376,992 hands of the 36-card deck") {
  std::vector<Card> deck;
  for (int rank = 4; rank < Card::kRanks; ++rank)  // sixes to aces
    for (int suit = 0; suit < Card::kSuits; ++suit) deck.emplace_back(rank, static_cast<engine::Suit>(suit));
  REQUIRE(deck.size() == 36);
  std::map<HighCategory, int> count;
  std::array<Card, 5> five{};
  const int n = static_cast<int>(deck.size());
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      for (int c = b + 1; c < n; ++c)
        for (int d = c + 1; d < n; ++d)
          for (int e = d + 1; e < n; ++e) {
            five = {deck[a], deck[b], deck[c], deck[d], deck[e]};
            ++count[engine::eval_short_deck5(five.data()).category];
          }
  // Six straights (A-6-7-8-9 up to T-J-Q-K-A) in four suits each.
  CHECK(count[HighCategory::kStraightFlush] == 24);
  CHECK(count[HighCategory::kQuads] == 288);
  CHECK(count[HighCategory::kFullHouse] == 1728);
  CHECK(count[HighCategory::kFlush] == 480);
  CHECK(count[HighCategory::kStraight] == 6120);
  CHECK(count[HighCategory::kTrips] == 16128);
  CHECK(count[HighCategory::kTwoPair] == 36288);
  CHECK(count[HighCategory::kPair] == 193536);
  CHECK(count[HighCategory::kHighCard] == 122400);
}

TEST_CASE("short deck: flush over full house, trips over straight, A-6-7-8-9 the lowest straight") {
  CHECK(key("Ah Jh 9h 7h 6h") > key("Ks Kd Kc 6s 6d"));      // flush > full house
  CHECK(key("7s 7d 7c As Kd") > key("Ts 9d 8c 7h 6s"));      // trips > straight
  CHECK(key("Ts 9d 8c 7h 6s") > key("As 9d 8c 7h 6s"));      // 6-T beats the wheel
  CHECK(key("As 9d 8c 7h 6s") > key("Ac Ad Kh Qs Jd"));      // the wheel is a straight
  CHECK(engine::eval_short_deck5(cards("As 9d 8c 7h 6s").data()).category == HighCategory::kStraight);
  CHECK(engine::eval_short_deck5(cards("Ah 9h 8h 7h 6h").data()).category == HighCategory::kStraightFlush);
  CHECK(key("Kh Kd Ks 6c 6d") > key("Qh Qd Qs Ac Ad"));      // full houses by the trips
  // Best of seven picks the short-deck best, not the standard one.
  const auto seven = cards("Kh Kd Ks 6c 6h 9h 7h");
  CHECK(engine::best_short_deck_high(seven).category == HighCategory::kFullHouse);
  const auto flush7 = cards("Kh Kd Ks 6h 9h 7h Ah");
  CHECK(engine::best_short_deck_high(flush7).category == HighCategory::kFlush);
}

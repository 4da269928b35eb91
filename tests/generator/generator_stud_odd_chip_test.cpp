// The generator's odd-chip order of tied stud hands (generator/stud_generator.cpp)
// against RULES.md R-OC-4 as the pokerstars profile reads it: the suit of
// the highest card of the five-card hand, which is not always the rank the
// hand is named by. The validator's side of the same hands is in
// findings_stud_draw_test.cpp.
#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/hand_eval.h"
#include "generator/generator_deal.h"
#include "tests/support/card_text.h"

namespace {

using engine::Card;

using card_text::cards;

int high_priority(std::string_view text) {
  const std::vector<Card> held = cards(text);
  return generator::stud_high_priority(held, engine::best_high(held));
}

int low_priority(std::string_view text) {
  const std::vector<Card> held = cards(text);
  return generator::stud_low_priority(held, *engine::best_a5_low(held, false));
}

}  // namespace

TEST_CASE("stud odd chip: the suit of the five's highest card, the kicker when it outranks the pair") {
  // A pair of fours with A-K-Q each (a hand of the generated corpus that
  // paid the odd chip by the fours' suits, 4-s over 4-h): A-s beats A-c.
  constexpr std::string_view kFoursAceClubs = "4c 4s Qh Ac 8s 9c Kc";
  constexpr std::string_view kFoursAceSpades = "4h As Qs 3h 2s Kd 4d";
  REQUIRE(engine::best_high(cards(kFoursAceClubs)).key == engine::best_high(cards(kFoursAceSpades)).key);
  CHECK(high_priority(kFoursAceSpades) > high_priority(kFoursAceClubs));

  // Kings and queens with an ace: A-h beats A-d, whatever the kings' suits.
  constexpr std::string_view kAceDiamonds = "Ks Ad Qd Qc 7s Kh 9h";
  constexpr std::string_view kAceHearts = "Ah Qs Kc 3d Kd Qh 9s";
  REQUIRE(engine::best_high(cards(kAceDiamonds)).key == engine::best_high(cards(kAceHearts)).key);
  CHECK(high_priority(kAceHearts) > high_priority(kAceDiamonds));

  // When the named rank is the top card, its suit decides: aces up.
  CHECK(high_priority("As Ad Kc Kd 9h 5c 2d") > high_priority("Ah Ac Ks Kh 9s 5d 2c"));
}

TEST_CASE("stud odd chip, lows: the highest card of the low, aces low") {
  // 8-5-4-2-A: the eight decides (8-s over 8-h), not the ace.
  CHECK(low_priority("8s 5c 4d 2h Ad Kc Qc") > low_priority("8h 5d 4c 2s As Kd Qd"));
  // Seven cards of four ranks make a razz low with a pair: deuces with
  // 8-5-3. The eight is the highest card, not the deuces named first: 8-s
  // over 8-h, where the deuces (2-d against 2-s) would say otherwise.
  CHECK(low_priority("2c 2d 3d 3h 5c 8s 8d") > low_priority("2h 2s 3c 3s 5d 8h 8c"));
}

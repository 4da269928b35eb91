#include "engine/hand_record.h"

namespace engine {

std::string_view street_id(Street s, Variant v) {
  if (s == Street::kShowdown) return "showdown";
  const auto i = static_cast<std::size_t>(s);
  static constexpr std::string_view kFlop[] = {"preflop", "flop", "turn", "river", "river"};
  static constexpr std::string_view kStud7[] = {"third", "fourth", "fifth", "sixth", "seventh"};
  static constexpr std::string_view kStud5[] = {"second", "third", "fourth", "fifth", "fifth"};
  static constexpr std::string_view kDraw[] = {"predraw", "first-draw", "second-draw", "third-draw", "third-draw"};
  if (i >= std::size(kFlop)) return "preflop";
  if (v == Variant::kStud5) return kStud5[i];
  if (is_stud(v)) return kStud7[i];
  if (is_draw(v)) return kDraw[i];
  return kFlop[i];
}

std::string card_list_text(const CardList& cards) {
  std::string s = "[";
  for (Card c : cards) {
    // Appended piece by piece, not (sep + text): GCC 12 -Wrestrict false positive.
    if (s.size() > 1) s += ' ';
    s += c.to_string();
  }
  return s + "]";
}

}  // namespace engine

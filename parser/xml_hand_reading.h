// Small pieces the readers of XML hand histories share (Merge, Microgaming):
// messages built from views, small whole numbers of attributes, and the
// uncalled part of a street's highest bet.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chips.h"

namespace parser::xml_hand {

// The pieces one after another (GCC 12 warns falsely of "x" + std::string).
inline std::string joined(std::initializer_list<std::string_view> pieces) {
  std::string out;
  for (const std::string_view piece : pieces) out.append(piece);
  return out;
}

// A small whole number (seats, counts); nullopt for anything else.
inline std::optional<int> small_int(std::string_view s) {
  if (s.empty() || s.size() > 6) return std::nullopt;
  int n = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// The part of a street's highest live bet that no one matched, and whose
// it is (player -1: none), from each player's live chips of the street.
struct Uncalled {
  engine::Chips amount{0};
  int player = -1;
};
inline Uncalled uncalled_bet(const std::vector<engine::Chips>& bets) {
  int top = -1;
  engine::Chips second{0};
  for (std::size_t i = 0; i < bets.size(); ++i) {
    if (top < 0 || bets[i] > bets[static_cast<std::size_t>(top)]) {
      if (top >= 0) second = max(second, bets[static_cast<std::size_t>(top)]);
      top = static_cast<int>(i);
    } else {
      second = max(second, bets[i]);
    }
  }
  if (top < 0) return {};
  const engine::Chips over = bets[static_cast<std::size_t>(top)] - second;
  return over.positive() ? Uncalled{over, top} : Uncalled{};
}

}  // namespace parser::xml_hand

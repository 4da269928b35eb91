// Chips: an amount of money as an integer of minor units.
//
// Every amount in handaudit is held as an integer number of *centi-units* of the
// unit the log writes: $1.25 is 125, a tournament stack of 1500 chips is 150000.
// One fixed scale for every hand keeps arithmetic exact and lets play money,
// cash and PHH decimals share one type; the odd-chip unit of a hand (1 cent,
// 1 chip = 100) is a separate value chosen by the game and profile.
#pragma once

#include <compare>
#include <cstdint>
#include <limits>
#include <optional>

namespace engine {

struct Chips {
  std::int64_t v = 0;

  constexpr Chips() = default;
  constexpr explicit Chips(std::int64_t x) : v(x) {}

  // Centi-units per written unit: "$1" and "1 chip" are both kScale.
  static constexpr std::int64_t kScale = 100;

  constexpr auto operator<=>(const Chips&) const = default;

  constexpr Chips& operator+=(Chips o) { v += o.v; return *this; }
  constexpr Chips& operator-=(Chips o) { v -= o.v; return *this; }
  constexpr bool is_zero() const { return v == 0; }
  constexpr bool positive() const { return v > 0; }
};

constexpr Chips operator+(Chips a, Chips b) { return Chips{a.v + b.v}; }
constexpr Chips operator-(Chips a, Chips b) { return Chips{a.v - b.v}; }
constexpr Chips operator-(Chips a) { return Chips{-a.v}; }
constexpr Chips min(Chips a, Chips b) { return a < b ? a : b; }
constexpr Chips max(Chips a, Chips b) { return a < b ? b : a; }

// Sum that reports overflow instead of wrapping: hostile logs can state amounts
// near the int64 limit, and a wrapped sum would hide the lie.
constexpr std::optional<Chips> checked_add(Chips a, Chips b) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a.v, b.v, &r)) return std::nullopt;
  return Chips{r};
}

// Largest amount a log may state; keeps every sum of up to 2^20 such amounts
// inside int64.
inline constexpr Chips kMaxAmount{std::numeric_limits<std::int64_t>::max() >> 21};

}  // namespace engine

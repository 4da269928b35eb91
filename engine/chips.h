// Chips: an amount of money as an integer of minor units.
//
// Every amount in handaudit is held as an integer number of *centi-units* of the
// unit the log writes: $1.25 is 125, a tournament stack of 1500 chips is 150000.
// One fixed scale for every hand keeps arithmetic exact and lets play money,
// cash and PHH decimals share one type; the odd-chip unit of a hand (1 cent,
// 1 chip = 100) is a separate value chosen by the game and profile.
#pragma once

#include <compare>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>

namespace engine {

class Chips {
 public:
  constexpr Chips() = default;
  constexpr explicit Chips(std::int64_t minor_units) : v_(minor_units) {}

  // Centi-units per written unit: "$1" and "1 chip" are both kScale.
  static constexpr std::int64_t kScale = 100;

  // The amount in centi-units (kScale per written unit).
  constexpr std::int64_t minor_units() const { return v_; }

  constexpr auto operator<=>(const Chips&) const = default;

  constexpr Chips& operator+=(Chips o) {
    v_ += o.v_;
    return *this;
  }
  constexpr Chips& operator-=(Chips o) {
    v_ -= o.v_;
    return *this;
  }
  constexpr bool is_zero() const { return v_ == 0; }
  constexpr bool positive() const { return v_ > 0; }

  friend constexpr Chips operator+(Chips a, Chips b) { return Chips{a.v_ + b.v_}; }
  friend constexpr Chips operator-(Chips a, Chips b) { return Chips{a.v_ - b.v_}; }
  friend constexpr Chips operator-(Chips a) { return Chips{-a.v_}; }

  // `n` times an amount: 3 * big blind, a number of odd-chip units. A signed
  // integer count only: no double, no bool, no unsigned wrap-around.
  template <std::signed_integral N>
  friend constexpr Chips operator*(Chips a, N n) {
    return Chips{a.v_ * static_cast<std::int64_t>(n)};
  }
  template <std::signed_integral N>
  friend constexpr Chips operator*(N n, Chips a) {
    return Chips{static_cast<std::int64_t>(n) * a.v_};
  }

  // An amount cut into `n` equal parts, truncated toward zero (integer
  // division of the centi-units): half the small bet. `n` must not be zero.
  template <std::signed_integral N>
  friend constexpr Chips operator/(Chips a, N n) {
    return Chips{a.v_ / static_cast<std::int64_t>(n)};
  }

  // How many whole `unit`s `a` holds, truncated toward zero, and what is left
  // over (as std::chrono durations): a pot in odd-chip units. `unit` must not
  // be zero.
  friend constexpr std::int64_t operator/(Chips a, Chips unit) { return a.v_ / unit.v_; }
  friend constexpr Chips operator%(Chips a, Chips unit) { return Chips{a.v_ % unit.v_}; }

  // A whole number of `unit`s (an odd-chip unit, a cent, a chip); `unit`
  // must not be zero.
  constexpr bool is_multiple_of(Chips unit) const { return v_ % unit.v_ == 0; }

 private:
  std::int64_t v_ = 0;
};

constexpr Chips min(Chips a, Chips b) { return a < b ? a : b; }
constexpr Chips max(Chips a, Chips b) { return a < b ? b : a; }

// Sum that reports overflow instead of wrapping: hostile logs can state amounts
// near the int64 limit, and a wrapped sum would hide the lie.
constexpr std::optional<Chips> checked_add(Chips a, Chips b) {
  std::int64_t r = 0;
  if (__builtin_add_overflow(a.minor_units(), b.minor_units(), &r)) return std::nullopt;
  return Chips{r};
}

// Largest amount a log may state; keeps every sum of up to 2^20 such amounts
// inside int64.
inline constexpr Chips kMaxAmount{std::numeric_limits<std::int64_t>::max() >> 21};

}  // namespace engine

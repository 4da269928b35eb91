// Misuse that must not compile (STYLE.md 9).
#include <doctest/doctest.h>

#include <concepts>
#include <cstdint>
#include <string>
#include <type_traits>

#include "engine/card.h"
#include "engine/chips.h"
#include "engine/finding.h"

static_assert(!std::is_convertible_v<int, engine::Chips>, "amounts are never implicit integers");
static_assert(!std::is_convertible_v<double, engine::Chips>, "no floating point money");
static_assert(!std::is_convertible_v<engine::Chips, std::int64_t>);
// The centi-units are read through minor_units() only, never written from
// outside. (Concepts, so that an expression that does not compile is a false
// requirement, not an error.)
template <typename C>
concept HasPublicV = requires(C c) {
  c.v;
};
template <typename C>
concept HasPublicValue = requires(C c) {
  c.v_;
};
template <typename C>
concept AssignableMinorUnits = requires(C c) {
  c.minor_units() = 1;
};
template <typename C, typename N>
concept Multipliable = requires(C c, N n) {
  c* n;
  n* c;
};
template <typename C, typename N>
concept Divisible = requires(C c, N n) {
  c / n;
};
template <typename C, typename N>
concept Addable = requires(C c, N n) {
  c + n;
};
template <typename C, typename N>
concept Comparable = requires(C c, N n) {
  c < n;
};
static_assert(!HasPublicV<engine::Chips>, "the value is private");
static_assert(!HasPublicValue<engine::Chips>, "the value is private");
static_assert(!AssignableMinorUnits<engine::Chips>, "minor_units() reads, never writes");
static_assert(std::is_same_v<decltype(engine::Chips{}.minor_units()), std::int64_t>);
static_assert(!std::is_aggregate_v<engine::Chips>, "no Chips{.v = ...}");
static_assert(engine::Chips{125}.minor_units() == 125);
// Units stay explicit: an amount times or over a signed count, never a
// double, a flag or an unsigned value; no sum with or comparison to a bare
// integer.
static_assert(Multipliable<engine::Chips, int> && Multipliable<engine::Chips, std::int64_t>);
static_assert(!Multipliable<engine::Chips, double>, "no floating point money");
static_assert(!Multipliable<engine::Chips, bool>, "a count, not a flag");
static_assert(!Multipliable<engine::Chips, std::size_t>, "a signed count: no unsigned wrap-around");
static_assert(!Multipliable<engine::Chips, engine::Chips>, "an amount times an amount is no amount");
static_assert(!Divisible<engine::Chips, double>, "no floating point money");
static_assert(std::is_same_v<decltype(engine::Chips{} / 2), engine::Chips>);
static_assert(std::is_same_v<decltype(engine::Chips{} / engine::Chips{1}), std::int64_t>, "whole units");
static_assert(std::is_same_v<decltype(engine::Chips{} % engine::Chips{1}), engine::Chips>, "what is left");
static_assert(!Addable<engine::Chips, int>, "no implicit integer amounts");
static_assert(!Comparable<engine::Chips, int>, "compare amounts with amounts");
// What the operations compute (integer division truncates toward zero).
static_assert(engine::Chips{250} / engine::Chips{100} == 2 &&
              engine::Chips{250} % engine::Chips{100} == engine::Chips{50});
static_assert(engine::Chips{-250} / engine::Chips{100} == -2 &&
              engine::Chips{-250} % engine::Chips{100} == engine::Chips{-50});
static_assert(engine::Chips{25} * 3 == engine::Chips{75} && 3 * engine::Chips{25} == engine::Chips{75});
static_assert(engine::Chips{75} / 2 == engine::Chips{37} && engine::Chips{-75} / 2 == engine::Chips{-37});
static_assert(engine::Chips{300}.is_multiple_of(engine::Chips{100}) &&
              !engine::Chips{250}.is_multiple_of(engine::Chips{100}));
static_assert(engine::Chips{0}.is_multiple_of(engine::Chips{7}) &&
              engine::Chips{-300}.is_multiple_of(engine::Chips{100}));
static_assert(sizeof(engine::Card) == 1, "a card is one byte");
static_assert(std::is_same_v<std::underlying_type_t<engine::Rule>, std::uint8_t>);
// A finding's expected / actual value says what it is: a bare string does
// not make one (FindingValue::words(...) says "text").
static_assert(!std::is_assignable_v<engine::FindingValue&, std::string>, "a kind, not just words");
static_assert(!std::is_assignable_v<engine::FindingValue&, const char*>, "a kind, not just words");
static_assert(!std::is_assignable_v<engine::FindingValue&, engine::Chips>, "money says its currency and text");
static_assert(std::is_same_v<std::underlying_type_t<engine::FindingValue::Kind>, std::uint8_t>);

TEST_CASE("Card text round trip over the whole deck") {
  for (int code = 0; code < engine::Card::kCount; ++code) {
    const auto c = engine::Card::from_code(code);
    const auto back = engine::Card::parse(c.to_string());
    REQUIRE(back.has_value());
    CHECK(*back == c);
  }
  CHECK_FALSE(engine::Card::parse("1h").has_value());
  CHECK_FALSE(engine::Card::parse("Ax").has_value());
  CHECK(engine::Card::parse("10s")->to_string() == "Ts");
}

TEST_CASE("Every rule id round-trips") {
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const auto r = static_cast<engine::Rule>(i);
    CHECK(engine::rule_from_id(engine::rule_id(r)) == r);
  }
  CHECK_FALSE(engine::rule_from_id("no-such-rule").has_value());
}

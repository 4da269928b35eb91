// Misuse that must not compile (STYLE.md 9).
#include <doctest/doctest.h>

#include <type_traits>

#include "engine/card.h"
#include "engine/chips.h"
#include "engine/finding.h"

static_assert(!std::is_convertible_v<int, engine::Chips>, "amounts are never implicit integers");
static_assert(!std::is_convertible_v<double, engine::Chips>, "no floating point money");
static_assert(!std::is_convertible_v<engine::Chips, std::int64_t>);
static_assert(sizeof(engine::Card) == 1, "a card is one byte");
static_assert(std::is_same_v<std::underlying_type_t<engine::Rule>, std::uint8_t>);

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

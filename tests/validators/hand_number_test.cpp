// A hand id as the number that orders a table's hands (validators::hand_number):
// PokerStars' digits, GGPoker's digits after its game letters, and nothing
// for ids that are not a number.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>

#include "validators/hand_snapshot.h"

using validators::hand_number;

TEST_CASE("hand_number: digits, after at most three capital letters") {
  CHECK(hand_number("250000001176") == std::uint64_t{250000001176});
  CHECK(hand_number("OM181427500") == std::uint64_t{181427500});
  CHECK(hand_number("HD1245993") == std::uint64_t{1245993});
  CHECK(hand_number("TM4181621433") == std::uint64_t{4181621433});
  CHECK(hand_number("9999999999999999999") == std::uint64_t{9999999999999999999ULL});
}

TEST_CASE("hand_number: not a number") {
  CHECK(hand_number("") == std::nullopt);
  CHECK(hand_number("OM") == std::nullopt);                  // letters alone
  CHECK(hand_number("ABCD123") == std::nullopt);             // four letters
  CHECK(hand_number("om181427500") == std::nullopt);         // lower case: PokerNow's random ids
  CHECK(hand_number("hbsvdl1ctvhu") == std::nullopt);
  CHECK(hand_number("12a34") == std::nullopt);
  CHECK(hand_number("12345678901234567890") == std::nullopt);  // 20 digits may not fit
}

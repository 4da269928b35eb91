// Cards written as in the logs, for tests: "As 2d 3c" -> three cards. A bad
// token fails the test that wrote it.
#pragma once

#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "engine/card.h"

namespace card_text {

inline std::vector<engine::Card> cards(std::string_view text) {
  std::vector<engine::Card> out;
  while (!text.empty()) {
    const auto space = text.find(' ');
    const auto token = text.substr(0, space);
    if (!token.empty()) {
      const auto card = engine::Card::parse(token);
      REQUIRE_MESSAGE(card.has_value(), "bad card in test data");
      out.push_back(*card);
    }
    if (space == std::string_view::npos) break;
    text.remove_prefix(space + 1);
  }
  return out;
}

}  // namespace card_text

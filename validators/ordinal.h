// Places as the rooms write them: "1st", "22nd", "103rd", "11th".
#pragma once

#include <cstdint>
#include <string>

namespace validators {

inline std::string ordinal(std::uint32_t n) {
  const unsigned last = n % 10;
  const bool teen = n % 100 >= 11 && n % 100 <= 13;
  const char* suffix = teen ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

}  // namespace validators

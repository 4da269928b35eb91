// An amount written with the locale's digit groups, as the bracket rooms
// (888, PartyPoker) and iPoker write them: "1,492.66", "3 023,50", "2.000",
// "0,44". The last '.' or ',' is the decimal point when one or two digits
// follow it (these rooms' amounts have two decimals at most); every other
// separator groups thousands.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/chips.h"

namespace parser {

// `text`: digits and separators only, from its first digit to its last.
// Centi-units; nullopt when it has more than 15 digits or passes
// engine::kMaxAmount.
inline std::optional<engine::Chips> grouped_amount(std::string_view text) {
  std::int64_t units = 0;
  int digits = 0;
  int after = -1;  // digits since the last separator; -1: none yet
  char last = 0;
  for (const char c : text) {
    if (c >= '0' && c <= '9') {
      if (++digits > 15) return std::nullopt;
      units = units * 10 + (c - '0');
      if (after >= 0) ++after;
    } else {
      last = c;
      after = 0;
    }
  }
  int decimals = (last == '.' || last == ',') && after >= 1 && after <= 2 ? after : 0;
  for (; decimals < 2; ++decimals) units *= 10;
  if (units > engine::kMaxAmount.minor_units()) return std::nullopt;
  return engine::Chips{units};
}

}  // namespace parser

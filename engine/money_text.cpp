#include "engine/money_text.h"

#include <cstdlib>

namespace engine {

std::string money_text(Chips amount, const HandRecord& record) {
  const std::int64_t v = amount.v;
  const std::uint64_t mag = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  std::string out = v < 0 ? "-" : "";
  const bool cash = record.has_currency_symbol;
  if (cash) out += record.currency == "EUR" ? "\u20ac" : record.currency == "GBP" ? "\u00a3" : "$";
  out += std::to_string(mag / Chips::kScale);
  const std::uint64_t cents = mag % Chips::kScale;
  if (cash || cents != 0) {
    out += '.';
    out += static_cast<char>('0' + cents / 10);
    out += static_cast<char>('0' + cents % 10);
  }
  return out;
}

}  // namespace engine

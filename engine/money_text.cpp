#include "engine/money_text.h"

#include <cstdlib>

namespace engine {

std::string_view money_symbol(const HandRecord& record) {
  if (!record.has_currency_symbol) return {};
  return record.currency == "EUR" ? "\u20ac" : record.currency == "GBP" ? "\u00a3" : "$";
}

std::string money_text(Chips amount, std::string_view symbol) {
  const std::int64_t v = amount.minor_units();
  const std::uint64_t mag = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  std::string out = v < 0 ? "-" : "";
  const bool cash = !symbol.empty();
  out += symbol;
  out += std::to_string(mag / Chips::kScale);
  const std::uint64_t cents = mag % Chips::kScale;
  if (cash || cents != 0) {
    out += '.';
    out += static_cast<char>('0' + cents / 10);
    out += static_cast<char>('0' + cents % 10);
  }
  return out;
}

std::string money_text(Chips amount, const HandRecord& record) {
  return money_text(amount, money_symbol(record));
}

}  // namespace engine

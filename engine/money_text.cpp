#include "engine/money_text.h"

#include <charconv>

namespace engine {

namespace {

static_assert(Chips::kScale == 100, "two decimals");

// The number of written units in `magnitude` centi-units, unsigned, from
// `p` on; returns the end. `buf` has room for 20 digits, '.' and 2 decimals.
char* write_unsigned(char* p, char* end, std::uint64_t magnitude, Decimals decimals) {
  p = std::to_chars(p, end, magnitude / Chips::kScale).ptr;
  const auto cents = static_cast<unsigned>(magnitude % Chips::kScale);
  if (cents != 0 || decimals == Decimals::kTwo) {
    *p++ = '.';
    *p++ = static_cast<char>('0' + cents / 10);
    if (cents % 10 != 0 || decimals != Decimals::kFewest) *p++ = static_cast<char>('0' + cents % 10);
  }
  return p;
}

// |v| without overflow, also for the most negative value.
std::uint64_t magnitude_of(std::int64_t v) {
  return v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
}

}  // namespace

std::string_view decimal_text(Chips amount, Decimals decimals, DecimalBuffer& buf) {
  const std::int64_t v = amount.minor_units();
  char* p = buf.data();
  if (v < 0) *p++ = '-';
  p = write_unsigned(p, buf.data() + buf.size(), magnitude_of(v), decimals);
  return {buf.data(), static_cast<std::size_t>(p - buf.data())};
}

std::string money_text(Chips amount, MoneyStyle style) {
  const std::int64_t v = amount.minor_units();
  DecimalBuffer buf;
  char* const end = write_unsigned(buf.data(), buf.data() + buf.size(), magnitude_of(v), style.decimals);
  std::string out;
  out.reserve(1 + style.symbol.size() + static_cast<std::size_t>(end - buf.data()));
  if (v < 0) out += '-';
  out += style.symbol;
  out.append(buf.data(), end);
  return out;
}

std::string_view money_symbol(const HandRecord& record) {
  if (!record.has_currency_symbol) return {};
  if (record.currency == "USDT") return "\u20ae";  // CoinPoker's tether, ₮
  return record.currency == "EUR" ? "\u20ac" : record.currency == "GBP" ? "\u00a3" : "$";
}

std::string money_text(Chips amount, std::string_view symbol) { return money_text(amount, log_money_style(symbol)); }

std::string money_text(Chips amount, const HandRecord& record) { return money_text(amount, money_symbol(record)); }

}  // namespace engine

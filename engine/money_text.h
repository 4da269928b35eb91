// Amounts as text: the one decimal formatter of handaudit.
//
// An amount is held in centi-units (Chips::kScale per written unit) and
// written as a decimal number of written units: 125 -> "1.25", 150000 ->
// "1500". The styles differ only in the decimals they show and the currency
// symbol before the number; no style groups thousands. Exact: integers
// only, no floating point. Pure, no I/O, safe from any thread.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/chips.h"
#include "engine/hand_record.h"

namespace engine {

// The decimals an amount shows (two at most: Chips::kScale is 100).
enum class Decimals : std::uint8_t {
  kTwo,         // always two: 125 -> "1.25", 100 -> "1.00" (cash, as the log writes it)
  kTwoIfCents,  // none for a whole amount, else two: 100 -> "1", 150 -> "1.50" (chips, as the log writes them)
  kFewest,      // only those the value needs: 100 -> "1", 150 -> "1.5", 125 -> "1.25" (JSON and TOML numbers)
};

// How money_text writes an amount: '-' for a negative one, then `symbol`,
// then the number: "-$1.25".
struct MoneyStyle {
  std::string_view symbol;  // "$", "\u20ac", ...; "" for none
  Decimals decimals = Decimals::kTwoIfCents;
};

// The style of the log: with a currency symbol always two decimals ("$0.75",
// "$2.00"), chips without one and with cents only when they have some
// ("1500", "12.50").
constexpr MoneyStyle log_money_style(std::string_view symbol) {
  return {symbol, symbol.empty() ? Decimals::kTwoIfCents : Decimals::kTwo};
}

// `amount` in `style`.
std::string money_text(Chips amount, MoneyStyle style);

// Amounts as the log writes them: "$0.75" in cash hands, "1500" in chips:
// log_money_style() of the hand's symbol.
std::string money_text(Chips amount, const HandRecord& record);

// The same with the hand's currency symbol given ("$", "€"; "" for chips):
// for callers that keep a summary of a hand, not its record.
std::string money_text(Chips amount, std::string_view symbol);

// The symbol money_text writes for `record`'s amounts; "" for chips.
std::string_view money_symbol(const HandRecord& record);

// Room for any amount as a bare number: '-', 17 digits (int64 / 100), '.',
// 2 decimals, with a margin.
using DecimalBuffer = std::array<char, 24>;

// `amount` as a bare decimal number, '-' before a negative one, no symbol
// (valid as a JSON or TOML number), written into `buf` without allocating:
// for the converters' hot path. The view points into `buf`.
std::string_view decimal_text(Chips amount, Decimals decimals, DecimalBuffer& buf);

}  // namespace engine

// The one decimal formatter of amounts: every style and its edges
// (engine/money_text.h). The callers' own expectations (reports, converters,
// `handaudit replay`) are in the golden tests; these pin the styles.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "engine/hand_record.h"
#include "engine/money_text.h"

using engine::Chips;
using engine::Decimals;

namespace {

constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();

// One amount in the three decimal styles, without a symbol.
struct Row {
  std::int64_t centi;
  std::string_view two, two_if_cents, fewest;
};

// clang-format off
constexpr Row kRows[] = {
    // centi-units           kTwo                      kTwoIfCents               kFewest
    {0,                      "0.00",                   "0",                      "0"},
    {1,                      "0.01",                   "0.01",                   "0.01"},
    {5,                      "0.05",                   "0.05",                   "0.05"},
    {10,                     "0.10",                   "0.10",                   "0.1"},
    {50,                     "0.50",                   "0.50",                   "0.5"},
    {99,                     "0.99",                   "0.99",                   "0.99"},
    {100,                    "1.00",                   "1",                      "1"},
    {125,                    "1.25",                   "1.25",                   "1.25"},
    {1250,                   "12.50",                  "12.50",                  "12.5"},
    {150000,                 "1500.00",                "1500",                   "1500"},
    {150050,                 "1500.50",                "1500.50",                "1500.5"},
    {100000000000,           "1000000000.00",          "1000000000",             "1000000000"},  // no separators
    {-1,                     "-0.01",                  "-0.01",                  "-0.01"},
    {-50,                    "-0.50",                  "-0.50",                  "-0.5"},
    {-100,                   "-1.00",                  "-1",                     "-1"},
    {-125,                   "-1.25",                  "-1.25",                  "-1.25"},
    {-150000,                "-1500.00",               "-1500",                  "-1500"},
    {4398046511103,          "43980465111.03",         "43980465111.03",         "43980465111.03"},   // kMaxAmount
    {kMax,                   "92233720368547758.07",   "92233720368547758.07",   "92233720368547758.07"},
    {kMax - 7,               "92233720368547758.00",   "92233720368547758",      "92233720368547758"},
    {kMin,                   "-92233720368547758.08",  "-92233720368547758.08",  "-92233720368547758.08"},
    {kMin + 8,               "-92233720368547758.00",  "-92233720368547758",     "-92233720368547758"},
    {kMin + 18,              "-92233720368547757.90",  "-92233720368547757.90",  "-92233720368547757.9"},
};
// clang-format on

std::string decimal(std::int64_t centi, Decimals d) {
  engine::DecimalBuffer buf;
  return std::string(engine::decimal_text(Chips{centi}, d, buf));
}

std::string money(std::int64_t centi, std::string_view symbol, Decimals d) {
  return engine::money_text(Chips{centi}, engine::MoneyStyle{symbol, d});
}

}  // namespace

TEST_CASE("decimal_text and money_text without a symbol: each decimal style") {
  for (const Row& r : kRows) {
    CAPTURE(r.centi);
    CHECK(decimal(r.centi, Decimals::kTwo) == r.two);
    CHECK(decimal(r.centi, Decimals::kTwoIfCents) == r.two_if_cents);
    CHECK(decimal(r.centi, Decimals::kFewest) == r.fewest);
    CHECK(money(r.centi, "", Decimals::kTwo) == r.two);
    CHECK(money(r.centi, "", Decimals::kTwoIfCents) == r.two_if_cents);
    CHECK(money(r.centi, "", Decimals::kFewest) == r.fewest);
  }
}

TEST_CASE("money_text with a symbol: the sign first, then the symbol") {
  struct SymbolRow {
    std::int64_t centi;
    std::string_view symbol;
    Decimals decimals;
    std::string_view text;
  };
  // clang-format off
  constexpr SymbolRow rows[] = {
      {0,      "$",        Decimals::kTwo,        "$0.00"},
      {0,      "$",        Decimals::kTwoIfCents, "$0"},
      {75,     "$",        Decimals::kTwo,        "$0.75"},
      {200,    "$",        Decimals::kTwo,        "$2.00"},
      {200,    "$",        Decimals::kTwoIfCents, "$2"},
      {25,     "$",        Decimals::kTwoIfCents, "$0.25"},
      {250,    "$",        Decimals::kFewest,     "$2.5"},
      {-125,   "$",        Decimals::kTwo,        "-$1.25"},
      {-200,   "$",        Decimals::kTwoIfCents, "-$2"},
      {1000,   "\u20ac",   Decimals::kTwo,        "\u20ac10.00"},
      {-1,     "\u00a3",   Decimals::kTwo,        "-\u00a30.01"},
      {kMax,   "$",        Decimals::kTwo,        "$92233720368547758.07"},
      {kMin,   "\u20ac",   Decimals::kTwo,        "-\u20ac92233720368547758.08"},
      {kMin,   "$",        Decimals::kFewest,     "-$92233720368547758.08"},
  };
  // clang-format on
  for (const SymbolRow& r : rows) {
    CAPTURE(r.centi);
    CAPTURE(r.symbol);
    CHECK(money(r.centi, r.symbol, r.decimals) == r.text);
  }
}

TEST_CASE("Amounts as the log writes them: cash always with two decimals, chips with cents only when they have some") {
  struct LogRow {
    std::int64_t centi;
    std::string_view symbol;
    std::string_view text;
  };
  // clang-format off
  constexpr LogRow rows[] = {
      {75,      "$",  "$0.75"},
      {200,     "$",  "$2.00"},
      {0,       "$",  "$0.00"},
      {-150,    "$",  "-$1.50"},
      {150000,  "",   "1500"},
      {150050,  "",   "1500.50"},
      {0,       "",   "0"},
      {-150000, "",   "-1500"},
      {-5,      "",   "-0.05"},
  };
  // clang-format on
  for (const LogRow& r : rows) {
    CAPTURE(r.centi);
    CHECK(engine::money_text(Chips{r.centi}, r.symbol) == r.text);
  }
  static_assert(engine::log_money_style("$").decimals == Decimals::kTwo);
  static_assert(engine::log_money_style("").decimals == Decimals::kTwoIfCents);
}

TEST_CASE("Amounts of a hand record: its currency's symbol") {
  struct RecordRow {
    bool has_symbol;
    std::string_view currency;
    std::string_view symbol;
    std::string_view text;  // of 1250
  };
  // clang-format off
  constexpr RecordRow rows[] = {
      {true,  "USD", "$",      "$12.50"},
      {true,  "EUR", "\u20ac", "\u20ac12.50"},
      {true,  "GBP", "\u00a3", "\u00a312.50"},
      {true,  "",    "$",      "$12.50"},
      {false, "",    "",       "12.50"},
      {false, "USD", "",       "12.50"},  // play money: no symbol written
  };
  // clang-format on
  for (const RecordRow& r : rows) {
    CAPTURE(r.currency);
    engine::HandRecord rec;
    rec.has_currency_symbol = r.has_symbol;
    rec.currency = r.currency;
    CHECK(engine::money_symbol(rec) == r.symbol);
    CHECK(engine::money_text(Chips{1250}, rec) == r.text);
  }
}

TEST_CASE("decimal_text writes into the buffer it is given") {
  engine::DecimalBuffer buf;
  const std::string_view text = engine::decimal_text(Chips{-125}, Decimals::kTwo, buf);
  CHECK(text == "-1.25");
  CHECK(text.data() >= buf.data());
  CHECK(text.data() + text.size() <= buf.data() + buf.size());
}

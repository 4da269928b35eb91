// A finding: one place where a hand history and the rules disagree, with its
// stable rule id (FINDINGS.md), where it is, and what was expected against
// what the log says.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace handaudit {

// error: the log shows something the rules forbid, or money that does not
// add up. warning: suspicious or incomplete, a legal hand can look like
// this. note: a fact to know that accuses no one; never fails a run.
enum class Severity : std::uint8_t { kNote, kWarning, kError };
std::string_view severity_id(Severity s);  // "note", "warning", "error"

// 1-based line and column in the decoded source text; 0 when unknown.
struct Position {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  friend bool operator==(const Position&, const Position&) = default;
};

// One player's part of a pot: `amount` in minor units, as Quantity::value.
struct Share {
  std::string player;
  std::int64_t amount = 0;
  friend bool operator==(const Share&, const Share&) = default;
};

// What a finding expected, or what the log says: a typed value to compare,
// and `text`, the words the reports write for it.
struct Quantity {
  enum class Kind : std::uint8_t {
    kNone,     // the rule has no such value; text is empty
    kMoney,    // one amount: value, currency ("raise to at least $6": 600, "$")
    kCount,    // a number of things (bets in a round): value
    kSeat,     // a seat: value is the seat number, 0 for nobody; text names the player
    kCards,    // cards in order: cards
    kShares,   // an amount per player: shares, currency
    kAmounts,  // several amounts in order (the main pot, then each side pot): amounts, currency
    kText,     // words only, where no number fits ("call or fold")
  };
  Kind kind = Kind::kNone;
  // kMoney: the amount in minor units, hundredths of the unit the log writes
  // (cents; 100 per tournament or play chip); kCount: the count; kSeat: the
  // seat number.
  std::int64_t value = 0;
  std::string currency;               // kMoney, kShares, kAmounts: "$", "\u20ac", "\u00a3"; "" for chips
  std::vector<std::string> cards;     // kCards: "Ah", "Td", ... in order
  std::vector<Share> shares;          // kShares: in the order the report lists them
  std::vector<std::int64_t> amounts;  // kAmounts: minor units, as value
  std::string text;                   // as the reports write it; empty for kNone
  friend bool operator==(const Quantity&, const Quantity&) = default;
};

struct Finding {
  std::string rule;      // "raise-below-minimum": the id of FINDINGS.md
  std::string category;  // "illegal-bet"
  Severity severity = Severity::kError;
  Position position;
  std::string player;    // empty when no single player is concerned
  std::string street;    // "preflop", "flop", ... or empty
  std::string message;   // one sentence a floor manager understands
  // What the rules (or the log's own sums) give, and what the log says;
  // their `text` is what the reports write ("$2.50", "to $6"), kind kNone
  // when the rule has none.
  Quantity expected;
  Quantity actual;
  friend bool operator==(const Finding&, const Finding&) = default;
};

}  // namespace handaudit

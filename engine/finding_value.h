// FindingValue: what a finding expected, or what the log says, as a typed
// value (an amount, a count, a seat, cards, shares of a pot, the pots) with
// the words the reports write for it, so that a program compares numbers
// instead of reading text.
//
// The factories are the way to make one: each call site says what its value
// is, and the factory writes `text` exactly as the reports always have
// (amounts through engine/money_text.h). Pure values, no I/O.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/chips.h"

namespace engine {

struct HandRecord;
struct CardList;

// One player's part of a pot.
struct Share {
  std::string player;
  Chips amount{0};
  friend bool operator==(const Share&, const Share&) = default;
};

struct FindingValue {
  enum class Kind : std::uint8_t {
    kNone,     // no value: the rule has none (text empty)
    kMoney,    // one amount: `value` in minor units, `currency`
    kCount,    // a number of things (bets in a round): `value`
    kSeat,     // a seat at the table: `value` the seat number, 0 for nobody; `text` names the player
    kCards,    // cards in order: `cards`
    kShares,   // an amount per player: `shares`, `currency`
    kAmounts,  // several amounts in order (the main pot, then each side pot): `amounts`, `currency`
    kText,     // words only: no number fits (the last: api/results.cpp counts up to it)
  };

  Kind kind = Kind::kNone;
  std::int64_t value = 0;      // kMoney: minor units (Chips); kCount: the count; kSeat: the seat number
  std::string currency;        // kMoney, kShares, kAmounts: "$", "\u20ac" ... as the log writes amounts; "" for chips
  std::vector<Card> cards;     // kCards
  std::vector<Share> shares;   // kShares
  std::vector<Chips> amounts;  // kAmounts
  std::string text;            // what the reports write ("raise to at least $6"); empty for kNone

  // kMoney: the amount as the log writes it ("$2.50", "1500").
  static FindingValue money(Chips amount, std::string_view symbol);
  static FindingValue money(Chips amount, const HandRecord& record);
  // kMoney: a phrase whose core is one amount: before + amount + after
  // ("raise to at least $6", "return $2 to Bob").
  static FindingValue money_phrase(std::string_view before, Chips amount, const HandRecord& record,
                                   std::string_view after = {});
  // kMoney: an amount said in words of their own ("no return" for 0).
  static FindingValue money_worded(Chips amount, const HandRecord& record, std::string words);
  // kCount: `n` things, in `words` ("4 bets at most").
  static FindingValue count(std::int64_t n, std::string words);
  // kSeat: seat number `seat` (0: nobody), in `words` (the player's name, "button seat 3 (Bob)").
  static FindingValue seat(int seat, std::string words);
  // kSeat: the seat of player `player` (index into record.players), named;
  // kNone for a negative index.
  static FindingValue player_seat(const HandRecord& record, int player);
  // kCards: "[Ah Kd]".
  static FindingValue card_list(const CardList& cards);
  // kShares: "Alice $1.50, Bob $1.50"; "nobody" when empty.
  static FindingValue share_list(std::vector<Share> shares, std::string_view symbol);
  // kAmounts: "$10 + $4".
  static FindingValue amount_list(std::vector<Chips> amounts, std::string_view symbol);
  // kText: words where no number fits ("call or fold").
  static FindingValue words(std::string words);

  Chips chips() const { return Chips{value}; }  // kMoney's amount
  bool empty() const { return text.empty(); }
  friend bool operator==(const FindingValue&, const FindingValue&) = default;
};

}  // namespace engine

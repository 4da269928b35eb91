// The commonest body lines of PokerStars' text read without the grammar:
// the seat lines ("Seat 3: NAME ($1.50 in chips)"), whose name the grammar
// reads a byte at a time trying the stack at each blank, and "NAME: folds",
// "NAME: checks", "NAME: calls $1", "NAME: bets $1", "NAME: raises $1 to
// $2", "NAME: posts small blind $1" (big blind, the ante), with or without
// " and is all-in", which the grammar reaches only after trying the seat,
// dealt and uncalled lines and then, for the verb, each alternative before it.
//
// Not a grammar (that is parser/stars_text_rules.h): a recogniser of a
// subset of its language that takes a line only when the grammar would
// read it as an action line with exactly these effects on the Builder, and
// otherwise leaves the line to the grammar untouched. Anything it is not
// sure of (another verb, a note after the amount, an amount to_chips must
// check or refuse, a symbol it does not know, a line the grammar would try
// as a seat, dealt or uncalled line first) goes to the grammar. Amounts are
// the grammar's own pieces: amount_number_end (stars_text_rules.h) and
// plain_chips (stars_text_builder.h). That the
// two agree is a test: tests/parser/stars_common_lines_test.cpp reads every
// PokerStars hand of the corpus both ways and compares the records.
//
// In an unnamed namespace for the reason parser/stars_text_builder.h gives.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include <tao/pegtl.hpp>

#include "parser/same_bytes.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_builder.h"

namespace parser::stars_text {

namespace {

// What the line holds, read before anything is written.
struct CommonLine {
  Act act = Act::kFold;
  int amounts = 0;            // 0, 1, or 2 ("raises X to Y")
  Chips amount[2]{};
  bool symbol = false;        // an amount was written with a currency symbol
  bool all_in = false;
};

// Whether [p, end) starts with `word`; moves p past it when it does.
inline bool take(const char*& p, const char* end, std::string_view word) {
  if (static_cast<std::size_t>(end - p) < word.size() || !same_bytes(p, word)) return false;
  p += word.size();
  return true;
}

// The amount that starts at `p` as the grammar's `amount` reads it (an
// optional currency symbol, then amount_number_end's digits): where it ends
// (nullptr where the grammar reads none), and its centi-units where
// plain_chips takes it (nullopt: the grammar must judge).
struct Amount {
  const char* end = nullptr;
  std::optional<Chips> chips;
  bool symbol = false;
};
inline Amount read_amount(const char* p, const char* end) {
  Amount out;
  if (p != end && *p == '$') {
    ++p;
    out.symbol = true;
  } else {  // € £ ¥ ₹, the grammar's currency_symbol
    out.symbol = take(p, end, "\xE2\x82\xAC") || take(p, end, "\xC2\xA3") || take(p, end, "\xC2\xA5") ||
                 take(p, end, "\xE2\x82\xB9");
  }
  const char* const digits_end = amount_number_end(p, end);
  if (digits_end == p) return out;
  out.end = digits_end;
  out.chips = plain_chips(std::string_view(p, static_cast<std::size_t>(digits_end - p)));
  return out;
}

// Takes the amount at `p` into `out`; false where the grammar reads none
// there or must judge it.
inline bool take_amount(const char*& p, const char* end, CommonLine& out) {
  const Amount amount = read_amount(p, end);
  if (!amount.chips) return false;
  out.amount[out.amounts++] = *amount.chips;
  out.symbol = out.symbol || amount.symbol;
  p = amount.end;
  return true;
}

// The verb after "NAME: " to the line's end; false where the grammar must judge.
inline bool read_common_verb(const char* p, const char* end, CommonLine& out) {
  if (p == end) return false;
  switch (*p) {
    case 'f': return take(p, end, "folds") && p == end;  // out.act is kFold
    case 'c':
      if (take(p, end, "checks")) {
        out.act = Act::kCheck;
        return p == end;
      }
      out.act = Act::kCall;
      if (!take(p, end, "calls ")) return false;
      break;
    case 'b':
      out.act = Act::kBet;
      if (!take(p, end, "bets ")) return false;
      break;
    case 'r':
      out.act = Act::kRaise;
      if (!take(p, end, "raises ") || !take_amount(p, end, out) || !take(p, end, " to ")) return false;
      break;
    case 'p':
      if (take(p, end, "posts small blind ")) {
        out.act = Act::kPostSmallBlind;
      } else if (take(p, end, "posts big blind ")) {
        out.act = Act::kPostBigBlind;
      } else if (take(p, end, "posts the ante ")) {
        out.act = Act::kPostAnte;
      } else {
        return false;
      }
      break;
    default: return false;
  }
  if (!take_amount(p, end, out)) return false;
  if (p == end) return true;
  out.all_in = take(p, end, " and is all-in");
  return out.all_in && p == end;
}

// The seat line's parts, read before anything is written: "Seat 3: NAME
// ($1.50 in chips)", then " is sitting out" or " out of hand" or anything.
struct SeatLine {
  int seat = 0;
  std::string_view name;
  Chips stack{0};
  bool symbol = false;        // the stack is written with a currency symbol
  bool sitting_out = false;
};

// The grammar's seat line (stars_text_rules.h, seat_line) without a bounty;
// false where the grammar must judge.
inline bool read_seat_line(const char* p, const char* end, SeatLine& out) {
  if (!take(p, end, "Seat ") || p == end || !is_digit_char(*p)) return false;
  const char* const digits = p;
  while (p != end && is_digit_char(*p)) ++p;
  out.seat = small_number(std::string_view(digits, static_cast<std::size_t>(p - digits)));
  if (p == end || *p != ':') return false;
  const char* const colon = ++p;
  while (p != end && (*p == ' ' || *p == '\t')) ++p;
  if (p == colon || p == end) return false;
  // The name runs to the first blank that " (AMOUNT in chips" follows (the
  // grammar's seat_player_name, which tries seat_chips at each blank).
  const char* const name = p;
  for (const char* blank = name + 1;; ++blank) {
    while (blank != end && *blank != ' ') ++blank;
    if (blank == end) return false;
    if (end - blank < 2 || blank[1] != '(') continue;
    const Amount stack = read_amount(blank + 2, end);
    const char* after = stack.end;
    if (after == nullptr || !take(after, end, " in chips")) continue;
    // The grammar's stack is this amount, whether or not it converts it.
    if (!stack.chips) return false;
    out.stack = *stack.chips;
    out.symbol = stack.symbol;
    out.name = std::string_view(name, static_cast<std::size_t>(blank - name));
    p = after;
    break;
  }
  if (p == end || *p != ')') return false;  // a bounty (", $5 bounty)") or worse: the grammar
  ++p;
  const char* const after = p;
  while (p != end && (*p == ' ' || *p == '\t')) ++p;
  out.sitting_out = p != after && (take(p, end, "is sitting out") || take(p, end, "out of hand"));
  return true;
}

// The first lines the Builder writes for any line it reads (parse_line's).
inline void begin_line(Builder& b, const char* begin, std::uint32_t number, std::uint32_t column_base) {
  b.reset_line();
  b.line = number;
  b.column_base = column_base;
  b.line_begin = begin;
}

using LineInput = tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*>;

// Reads `text` (line `number`, its first byte at column column_base + 1) as
// the grammar's seat or action line would, when it is one of the common
// lines; false, the Builder untouched, when it is not.
inline bool read_common_line(std::string_view text, std::uint32_t number, std::uint32_t column_base, Builder& b) {
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  if (text.starts_with("Seat ")) {
    SeatLine seat;
    if (!read_seat_line(begin, end, seat) || b.rec.players.size() >= kMaxSeats) return false;
    begin_line(b, begin, number, column_base);
    if (seat.symbol) b.rec.has_currency_symbol = true;
    b.amounts.push_back(seat.stack);
    b.seat = seat.seat;
    b.name = seat.name;
    b.stack = seat.stack;
    b.sitting_out = seat.sitting_out;
    action<seat_line>::apply(LineInput(begin, end, ""), b);
    ++b.scratch.common_lines;
    return true;
  }
  // The body line's alternatives before the action line.
  if (text.starts_with("Dealt to ") || text.starts_with("Uncalled bet (")) return false;
  const std::size_t name = b.match_seated_name(text, ": ");
  if (name == 0) return false;
  const int player = b.player;
  const char* const verb = begin + name + 2;
  CommonLine line;
  if (!read_common_verb(verb, end, line)) return false;
  if (b.rec.actions.size() >= kMaxActions) return false;  // the grammar says why

  begin_line(b, begin, number, column_base);
  b.player = player;
  if (line.symbol) b.rec.has_currency_symbol = true;
  for (int i = 0; i < line.amounts; ++i) b.amounts.push_back(line.amount[i]);
  b.act = line.act;
  b.is_action = true;
  b.all_in = line.all_in;
  commit_action(LineInput(begin, end, ""), b, verb);
  ++b.scratch.common_lines;
  return true;
}

}  // namespace

}  // namespace parser::stars_text

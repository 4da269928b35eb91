// The builder that PokerStars-style readers fill a HandRecord with: the
// scratch values of the line being read and the hand-level state, the name
// matcher the grammars' `seated_name` calls, and the amount conversion.
// Shared by every room whose text has the PokerStars layout
// (parser/pokerstars_parser.cpp, parser/ggpoker_parser.cpp), and by the
// 888poker reader (parser/pacific_parser.cpp), which has a layout of its own.
//
// Everything here is in an unnamed namespace on purpose: each reader's
// translation unit gets its own copy with internal linkage, as when this was
// part of pokerstars_parser.cpp, so the compiler inlines the hot path exactly
// as before (the PokerStars reader's instruction count is measured).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/hand_limits.h"
#include "parser/same_bytes.h"

namespace parser::stars_text {

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::SourcePos;
using engine::Street;
using engine::Structure;
using engine::Variant;

constexpr std::size_t kMaxLineLength = 64 * 1024;

enum class Marker : std::uint8_t {
  kNone, kHoleCards, kFlop, kTurn, kRiver, kShowdown, kSummary,
  kStudStreet,  // "3rd STREET": marker_number = 3
  kDealing,     // draw: "DEALING HANDS"
  kDraw,        // draw: "FIRST DRAW" .. "THIRD DRAW": marker_number = 1..3
  kOther,
};

// A seated player's name, kept beside its index for the name matcher.
struct NameKey {
  const char* data;
  std::uint32_t size;
  int player;
};

// Lists reused hand after hand (PokerStarsScratch): no allocation once warm.
struct Scratch {
  std::vector<Chips> amounts;
  std::vector<Chips> won;
  std::vector<NameKey> names;
  // `names` by first byte, longest first and seat order among equals:
  // first_name[c] is 1 + the index of the first name that starts with byte c
  // (0: none), and next_name[i] the same for the name after names[i]. At
  // most kMaxSeats names: an index fits a byte.
  std::array<std::uint8_t, 256> first_name{};
  std::array<std::uint8_t, kMaxSeats> next_name{};
  // For the test that the common lines read without the grammar are read
  // as the grammar reads them (parser/stars_text_common_lines.h): every
  // line through the grammar, and the count of lines that were not.
  bool grammar_only = false;
  std::size_t common_lines = 0;
};
struct Builder {
  HandRecord& rec;
  std::vector<engine::Finding>& findings;
  Scratch& scratch;
  std::uint32_t line = 0;          // file line of the current line
  std::uint32_t column_base = 0;   // file column of the line's first byte, minus 1
  const char* line_begin = nullptr;

  // Scratch values of the current line.
  std::vector<Chips>& amounts = scratch.amounts;
  engine::CardList cards{};
  int player = -1;                 // set by seated_name / seat_owner_name
  int seat = 0;
  std::string_view name{};
  std::string_view text{};         // hand description, table name, ...
  Chips stack{0};
  bool sitting_out = false;
  bool all_in = false;
  bool capped = false;
  Act act = Act::kFold;
  bool is_action = false;          // the verb moves money or cards
  int pot = -1;
  Marker marker = Marker::kNone;
  int board_index = 0;             // GGPoker: a board word alone on its line: 1 + the run it names, 0 none
  int run_marker = -1;             // the run a marker names: 0 FIRST, 1 SECOND, 2 THIRD, -1 none
  engine::TournamentResult result{};  // a tournament result line's, begun by result_name
  int last_bracket = -1;           // "Dealt to" lines: where the last of several brackets starts in `cards`
  int marker_number = 0;           // kStudStreet, kDraw
  int discard_count = 0;
  std::vector<Chips>& won = scratch.won;  // summary "won ($x)" amounts

  // Hand-level state.
  Street street = Street::kPreflop;
  int summary_seat_lines = 0;      // "Seat N:" lines after *** SUMMARY ***
  bool in_summary = false;
  int showdown_board = 0;
  // Draw games: a bet was made since the last exchange. Old five-card draw
  // logs print no "FIRST DRAW" marker: an exchange after betting starts the
  // next round (in a log that has markers, only for a player who drew in
  // this one: stars_text_actions.h, commit_action).
  bool bet_since_draw = false;
  // The action at which such an exchange started the round `street`; a
  // marker of that round after it says the round began there, and the
  // betting between them was the round before's (an exchange before the
  // betting closed, judged by the replay). npos once a marker began it.
  std::size_t round_guessed_at = static_cast<std::size_t>(-1);
  bool draw_markers = false;       // the hand has shown a draw's marker: its rounds begin at them
  // Rooms that deal a card a line (WPN's classic logs): how many cards each
  // player has been dealt so far, which tells a stud card up or down.
  std::array<std::uint8_t, kMaxSeats> cards_dealt{};
  std::vector<NameKey>& names = scratch.names;  // seated players with a name
  std::array<std::uint8_t, 256>& first_name = scratch.first_name;
  std::array<std::uint8_t, kMaxSeats>& next_name = scratch.next_name;
  // Players the names were taken from; none yet (they are a previous hand's).
  std::size_t names_ordered = static_cast<std::size_t>(-1);

  std::uint32_t column_of(const char* p) const {
    return column_base + static_cast<std::uint32_t>(p - line_begin) + 1;
  }
  SourcePos pos_of(const char* p) const { return SourcePos{line, column_of(p)}; }

  void reset_line() {
    amounts.clear();
    cards = {};
    player = -1;
    all_in = capped = false;
    is_action = false;
    pot = -1;
    marker = Marker::kNone;
    run_marker = -1;
    last_bracket = -1;
    won.clear();
    text = {};
    sitting_out = false;
  }

  Chips last_amount(std::size_t back = 0) const {
    return amounts.size() > back ? amounts[amounts.size() - 1 - back] : Chips{0};
  }

  // The chains of seated names by first byte, built when the seat list is
  // complete (the first line that names a player). Each name goes into its
  // chain after every name at least as long: chains are mostly one name,
  // so this costs no sort of the whole list.
  void order_names() {
    names.clear();
    first_name.fill(0);
    for (std::size_t i = 0; i < rec.players.size(); ++i) {
      const std::string_view n = rec.players[i].name;
      if (n.empty()) continue;
      const NameKey key{n.data(), static_cast<std::uint32_t>(n.size()), static_cast<int>(i)};
      std::uint8_t* link = &first_name[static_cast<unsigned char>(n.front())];
      while (*link != 0 && names[*link - 1u].size >= key.size) link = &next_name[*link - 1u];
      next_name[names.size()] = *link;
      *link = static_cast<std::uint8_t>(names.size() + 1);
      names.push_back(key);
    }
    names_ordered = rec.players.size();
  }

  // Longest seated name at the start of `rest` followed by `follow`.
  [[gnu::always_inline]] std::size_t match_seated_name(std::string_view rest, std::string_view follow) {
    if (rest.empty()) return 0;
    if (names_ordered != rec.players.size()) order_names();
    // Only the names that start with this byte, longest first; mostly one.
    // (A pass over every name, skipping those that start otherwise, took a
    // mispredicted branch a line: which seat acts is not predictable.)
    for (unsigned k = first_name[static_cast<unsigned char>(rest.front())]; k != 0; k = next_name[k - 1]) {
      const NameKey& n = names[k - 1];
      if (rest.size() >= n.size + follow.size() && same_bytes(rest.data(), {n.data, n.size}) &&
          same_bytes(rest.data() + n.size, follow)) {
        player = n.player;
        return n.size;
      }
    }
    return 0;
  }

  std::size_t match_seat_owner(std::string_view rest) {
    for (std::size_t i = 0; i < rec.players.size(); ++i) {
      const auto& p = rec.players[i];
      if (p.seat == seat && rest.size() >= p.name.size() && same_bytes(rest.data(), p.name)) {
        player = static_cast<int>(i);
        return p.name.size();
      }
    }
    return 0;
  }

  void inconsistent(const char* where, std::string message) {
    engine::Finding f;
    f.rule = Rule::kInconsistentRecord;
    f.pos = pos_of(where);
    f.message = std::move(message);
    findings.push_back(std::move(f));
  }
};

// The start of a line for a finding's `actual`: 80 bytes at most.
std::string excerpt(std::string_view s) {
  constexpr std::size_t kMax = 80;
  std::string out(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out;
}

// Appends a finding about the input (parse-error, truncated-hand ...).
void add_finding(std::vector<engine::Finding>& out, Rule rule, SourcePos pos, std::string message,
                 std::string actual = {}) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.message = std::move(message);
  if (!actual.empty()) f.actual = engine::FindingValue::words(std::move(actual));
  out.push_back(std::move(f));
}

// "1,492.66" (amount_number_end's language) in centi-units when it is at
// most 15 bytes, whose at most fifteen digits cannot overflow even as
// centi-units (10^17 < 2^63), so that no step needs a check: nearly every
// amount. nullopt for a longer one and for one to_chips refuses (a third
// decimal that is not a zero, more than kMaxAmount).
std::optional<Chips> plain_chips(std::string_view s) {
  if (s.size() > 15) return std::nullopt;
  std::int64_t value = 0;
  std::size_t i = 0;
  for (; i < s.size() && s[i] != '.'; ++i)
    if (s[i] != ',') value = value * 10 + (s[i] - '0');
  int places = 0;
  for (i += 1; i < s.size(); ++i) {
    if (places == 2) {
      if (s[i] != '0') return std::nullopt;
      continue;
    }
    value = value * 10 + (s[i] - '0');
    ++places;
  }
  for (; places < 2; ++places) value *= 10;
  if (value > engine::kMaxAmount.minor_units()) return std::nullopt;
  return Chips{value};
}

// Converts "1,492.66" to centi-units. Digits beyond the second decimal must be
// zeros: the engine's scale cannot hold them, and rounding money is not ours
// to do.
template <typename Input>
Chips to_chips(const Input& in) {
  const std::string_view s = in.string_view();
  if (const std::optional<Chips> plain = plain_chips(s)) return *plain;
  // Longer, or refused: each digit checked, and the reason given.
  std::int64_t units = 0;
  int decimals = -1;
  for (char c : s) {
    if (c == ',') continue;
    if (c == '.') { decimals = 0; continue; }
    const int d = c - '0';
    if (decimals >= 2) {
      if (d != 0) throw tao::pegtl::parse_error("amount has more than two decimal places", in);
      continue;
    }
    if (__builtin_mul_overflow(units, 10, &units) || __builtin_add_overflow(units, d, &units))
      throw tao::pegtl::parse_error("amount is too large", in);
    if (decimals >= 0) ++decimals;
  }
  if (decimals < 0) decimals = 0;
  for (; decimals < 2; ++decimals)
    if (__builtin_mul_overflow(units, 10, &units)) throw tao::pegtl::parse_error("amount is too large", in);
  if (units > engine::kMaxAmount.minor_units()) throw tao::pegtl::parse_error("amount is too large", in);
  return Chips{units};
}

// Seat numbers, pot numbers, card counts: digits only (the grammar says so),
// at most six read (larger is hostile input, held at 999,999).
int small_number(std::string_view digits) {
  int n = 0;
  for (char c : digits.substr(0, 6)) n = n * 10 + (c - '0');
  return n;
}


}  // namespace

}  // namespace parser::stars_text

// The line loop of the readers whose hands are not in the PokerStars layout
// but write amounts in brackets and a hand a line at a time: 888poker
// (parser/pacific_parser.cpp) and PartyPoker (parser/partypoker_parser.cpp),
// which share the `#Game No : N` prelude and the `***** Hand History for Game
// N *****` banner. Each reads a hand as its non-blank lines, each line with
// one rule of its grammar; what they share is here: the lines with their
// file positions, reading one line (a finding when it cannot be read), and
// the conversion of an amount written in the client's locale.
//
// In an unnamed namespace, as parser/stars_text_builder.h: each reader's
// translation unit gets its own copy.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "engine/chips.h"
#include "engine/finding.h"
#include "parser/grouped_amount.h"
#include "parser/lines.h"
#include "parser/stars_text_builder.h"

namespace parser::bracket_text {

namespace {

struct HandLine {
  std::string_view text;     // without blanks at either end
  std::uint32_t number = 0;  // file line
  std::uint32_t column = 1;  // file column of text[0]
};

// The hand's non-blank lines, blanks trimmed, with their file positions.
// "\r\n", "\n" and a lone "\r" each end a line (parser/lines.h).
void split_lines(std::string_view text, std::uint32_t line, std::uint32_t column, std::vector<HandLine>& out) {
  out.clear();
  const char* p = text.data();
  const char* const end = p + text.size();
  for (std::uint32_t number = line;; ++number) {
    const char* stop = find_line_break(p, end);
    std::string_view t(p, static_cast<std::size_t>(stop - p));
    std::uint32_t col = number == line ? column : 1;
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) {
      t.remove_prefix(1);
      ++col;
    }
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.remove_suffix(1);
    if (!t.empty()) out.push_back({t, number, col});
    if (stop == end) break;
    p = stop + (*stop == '\r' && stop + 1 != end && stop[1] == '\n' ? 2 : 1);
  }
}

// The amount the grammar matched (parser/grouped_amount.h), in
// centi-units.
template <typename In>
engine::Chips amount_chips(const In& in) {
  const std::optional<engine::Chips> amount = grouped_amount(in.string_view());
  if (!amount) throw tao::pegtl::parse_error("amount is too large", in);
  return *amount;
}

// Reads the line `l` with `Grammar` into the reader `r` (a
// stars_text::Builder): true when it matches. The input is left where the
// grammar stopped, for a reader that reads on from there.
template <typename Grammar, template <typename...> class Action, template <typename...> class Control,
          typename Reader>
bool parse_line(const HandLine& l, Reader& r) {
  r.reset_line();
  r.line = l.number;
  r.column_base = l.column - 1;
  r.line_begin = l.text.data();
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*> in(
      l.text.data(), l.text.data() + l.text.size(), "");
  return tao::pegtl::parse<Grammar, Action, Control>(in, r);
}

// As parse_line; false, with a parse-error finding and `failed` set, when a
// `must<>` of the grammar fails or the line is too long.
template <typename Grammar, template <typename...> class Action, template <typename...> class Control,
          typename Reader>
bool try_line(const HandLine& l, Reader& r, bool& failed) {
  failed = false;
  if (l.text.size() > stars_text::kMaxLineLength) {
    stars_text::add_finding(r.findings, engine::Rule::kParseError, {l.number, l.column}, "line longer than 64 KiB",
                            stars_text::excerpt(l.text));
    failed = true;
    return false;
  }
  try {
    return parse_line<Grammar, Action, Control>(l, r);
  } catch (const tao::pegtl::parse_error& e) {
    const auto& p = e.positions().front();
    stars_text::add_finding(r.findings, engine::Rule::kParseError,
                            {l.number, l.column + static_cast<std::uint32_t>(p.byte)},
                            "cannot read this line: " + std::string(e.message()),
                            stars_text::excerpt(l.text.substr(std::min<std::size_t>(p.byte, l.text.size()))));
    failed = true;
    return false;
  }
}

}  // namespace

}  // namespace parser::bracket_text

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
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "engine/chips.h"
#include "engine/finding.h"
#include "parser/action_words.h"
#include "parser/grouped_amount.h"
#include "parser/lines.h"
#include "parser/site_headers.h"
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

// Whether `text`, a line no rule of the room reads, looks like a hand's
// start, whole or damaged: the banner or a prelude both rooms write
// ("***** ... Hand History for Game", "#Game No :", "Game #N starts."), or
// another site's hand. Such a line is never passed over: the hand stops
// there rather than take in the next hand's lines.
inline bool starts_like_a_hand(std::string_view text) {
  for (const std::string_view start : {"*****", "#Game No", "Game #"})
    if (text.starts_with(start)) return true;
  return text.substr(0, 60).find("Hand History") != std::string_view::npos || may_begin_site_hand(text);
}

// Whether one of the room's `verbs` (" folds", " calls [") follows a first
// word of `text`: a name the seat list lacks doing what only an action or a
// payout does, which the replay may need.
inline bool names_a_verb(std::string_view text, std::initializer_list<std::string_view> verbs) {
  for (const std::string_view verb : verbs) {
    const std::size_t at = text.find(verb);
    if (at != std::string_view::npos && at > 0) return true;
  }
  return false;
}

// Whether `text`, a line no rule of the room reads, may be an action the
// replay needs (docs/unrecognized-lines.md): a seated player's name, the
// blank, then one of the room's action `words` ("Bob calls [$0.0x]"); or a
// name the seat list lacks ("Bob One", "Zed") before one of the room's
// `verbs` (" calls ["). A seated name followed by other words ("Bob has
// requested the time bank") or by a colon ("Bob: he folds") is a line the
// room does not write, not an action.
template <typename Reader>
bool may_be_action(std::string_view text, Reader& r, std::initializer_list<std::string_view> words,
                   std::initializer_list<std::string_view> verbs) {
  const std::size_t n = r.match_seated_name(text, " ");
  if (n != 0 && parser::begins_with_word(text.substr(n + 1), words)) return true;
  if (r.match_seated_name(text, ":") != 0) return false;
  return names_a_verb(text, verbs);
}

// The hand stopped at `findings.back()`. When that is a line the replay may
// need and that cannot be read (parse-error) or where the log is cut
// (truncated-hand), what was read before it is settled as a whole hand's
// (`finish`) for the audit to judge the actions before it
// (HandRecord::stop_pos, docs/unrecognized-lines.md).
template <typename Finish>
void settle_before_stop(engine::HandRecord& rec, const std::vector<engine::Finding>& findings, Finish&& finish) {
  const engine::Rule rule = findings.back().rule;
  if (rule != engine::Rule::kParseError && rule != engine::Rule::kTruncatedHand) return;
  rec.stop_pos = findings.back().pos;
  finish();
}

// A line of a hand that no rule of the room reads and that does not end a
// cut hand (docs/unrecognized-lines.md). A hand's start, whole or damaged,
// or a line that begins as one the room writes (`room_like`: its seat
// lines, street markers, a seated name and the room's separator, a verb)
// is a parse-error and the hand stops there: false. Any other line is an
// unrecognized-line at its first column, and the hand is read on without
// it: true. `room` names the room's hand histories ("an 888poker hand
// history").
inline bool pass_over_unread(const HandLine& l, bool room_like, std::string_view room,
                             std::vector<engine::Finding>& findings) {
  std::string message = "cannot read this line: ";
  if (room_like) {
    message.append("it begins as a line ").append(room).append(" contains, and what it says cannot be read");
  } else if (starts_like_a_hand(l.text)) {
    message.append("it is not a line ").append(room).append(" contains, and it starts like a hand");
  } else {
    message = "it is not a line ";
    message.append(room).append(" contains; the hand is replayed without it");
    stars_text::add_finding(findings, engine::Rule::kUnrecognizedLine, {l.number, l.column}, std::move(message),
                            stars_text::excerpt(l.text));
    return true;
  }
  stars_text::add_finding(findings, engine::Rule::kParseError, {l.number, l.column}, std::move(message),
                          stars_text::excerpt(l.text));
  return false;
}

// The start of a bracket room's hand (888, Everleaf): the record reset to
// the room's `format` (its site too) at `line`/`column`, the hand split into
// `lines`, the record's end at the last one. False, with a finding, when the
// hand has no line.
inline bool begin_hand(std::string_view format, std::string_view text, std::uint32_t line, std::uint32_t column,
                       engine::HandRecord& out, std::vector<engine::Finding>& findings, std::vector<HandLine>& lines) {
  out.reset();
  out.format = format;
  out.site = format;
  out.header_pos = engine::SourcePos{line, column};
  split_lines(text, line, column, lines);
  if (lines.empty()) {
    stars_text::add_finding(findings, engine::Rule::kParseError, {line, column}, "the hand is empty: no hand header");
    return false;
  }
  out.end_pos = engine::SourcePos{lines.back().number, lines.back().number == line ? column : 1};
  return true;
}

// A hand read to its last line without the end it must have (888's summary,
// Everleaf's payouts: HandRecord::has_summary) was cut there: a
// truncated-hand at the last line, `message` saying what is missing, and
// what was read settled (`finish`) for the audit. False when it was.
template <typename Finish>
bool ends_whole(engine::HandRecord& out, std::vector<engine::Finding>& findings, const std::vector<HandLine>& lines,
                std::string_view message, Finish&& finish) {
  if (out.has_summary) return true;
  stars_text::add_finding(findings, engine::Rule::kTruncatedHand, out.end_pos, std::string(message),
                          stars_text::excerpt(lines.back().text));
  settle_before_stop(out, findings, finish);
  return false;
}

// The record wants a raise as its increment over the street's highest bet
// and its street total; 888 and Everleaf write the chips a raise adds. A
// raise whose `to` the reader already holds is a stud completion, which
// states its street total (Everleaf's "completes to $0.05"). A dead blind's
// live part (888: `to` until here) counts toward the street's bets, its dead
// part does not.
inline void settle_added_raises(engine::HandRecord& rec) {
  using engine::Act;
  using engine::Chips;
  std::array<Chips, kMaxSeats> bet{};  // this street's live bets, per player
  Chips high{0};
  engine::Street street = engine::Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.player < 0 || p >= bet.size()) continue;
    if (a.street != street) {
      street = a.street;
      bet.fill(Chips{0});
      high = Chips{0};
    }
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kBringIn:
      case Act::kCall:
      case Act::kBet:
        bet[p] += a.amount;
        break;
      case Act::kPostSmallAndBig:
        bet[p] += a.to;
        a.to = Chips{0};
        break;
      case Act::kRaise:
        if (!a.to.positive()) a.to = bet[p] + a.amount;
        a.amount = a.to - high;
        bet[p] = a.to;
        break;
      default:
        break;
    }
    if (bet[p] > high) high = bet[p];
  }
}

}  // namespace

}  // namespace parser::bracket_text

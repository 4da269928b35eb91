// The line loop of a PokerStars-style reader: a hand split into lines, the
// header read with the room's header rule, every other line with its street,
// body or summary rules, and the summary checked for completeness. Each room's
// reader instantiates `read_hand` with a dialect naming its rules
// (parser/pokerstars_parser.cpp, parser/ggpoker_parser.cpp).
// In an unnamed namespace for the reason parser/stars_text_builder.h gives.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "parser/lines.h"
#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/pokerstars_parser.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_common_lines.h"
#include "parser/site_headers.h"

namespace parser::stars_text {

namespace {

// A line of the hand: its text without terminator and trailing blanks.
struct HandLine {
  std::string_view text;
  std::uint32_t number = 0;
  std::uint32_t column_base = 0;
};

std::string_view trim_blanks_right(std::string_view s) {
  // Most lines end in a printable byte: one compare tells.
  while (!s.empty() && static_cast<unsigned char>(s.back()) <= ' ' &&
         (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

template <typename Grammar>
bool parse_line(const HandLine& line, Builder& b) {
  b.reset_line();
  b.line = line.number;
  b.column_base = line.column_base;
  b.line_begin = line.text.data();
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*> in(
      line.text.data(), line.text.data() + line.text.size(), "");
  return tao::pegtl::parse<Grammar, action, control>(in, b);
}

// Splits a hand into its non-blank lines ("\n", "\r\n" or a lone "\r"),
// blanks trimmed. The first line starts at file line `line`, column `column`
// and may start mid-line in the file (a header glued onto a broken line).
void split_lines(std::string_view text, std::uint32_t line, std::uint32_t column, std::vector<HandLine>& lines) {
  lines.clear();
  std::uint32_t number = line;
  std::uint32_t base = column - 1;
  auto emit = [&](const char* from, const char* to) {
    std::string_view l = trim_blanks_right(std::string_view(from, static_cast<std::size_t>(to - from)));
    // Some archives indent every line by a space: skip leading blanks,
    // keeping columns true to the file.
    std::uint32_t indent = 0;
    while (!l.empty() && (l.front() == ' ' || l.front() == '\t')) {
      l.remove_prefix(1);
      ++indent;
    }
    if (!l.empty()) lines.push_back(HandLine{l, number, base + indent});
    ++number;
    base = 0;
  };
  // "\r\n" is one break; a lone '\r' ends a line of its own (CR-only and
  // mixed files). Linear in every case.
  const char* p = text.data();
  const char* const end = p + text.size();
  while (true) {
    const char* stop = find_line_break(p, end);
    emit(p, stop);
    if (stop == end) break;
    p = stop + (*stop == '\r' && stop + 1 != end && stop[1] == '\n' ? 2 : 1);
  }
}

// The last line of a hand with no summary that cannot be read is where the
// log was cut (a crash glued the next header onto it): reports that and
// returns true; false when `l` is not such a line.
bool report_cut_short(const std::vector<HandLine>& lines, const HandLine& l, std::vector<engine::Finding>& findings) {
  if (&l != &lines.back()) return false;
  for (const HandLine& other : lines)
    if (other.text.rfind("*** SUMMARY ***", 0) == 0) return false;
  add_finding(findings, Rule::kTruncatedHand, SourcePos{l.number, l.column_base + 1},
              "the hand stops in the middle of a line, before its summary: the log is cut here", excerpt(l.text));
  return true;
}

// A `must<>` of the grammar failed on `l`: reports where (or that the log is
// cut there). Always false, so readers can `return report_must_failure(...)`.
bool report_must_failure(const std::vector<HandLine>& lines, const HandLine& l, const tao::pegtl::parse_error& e,
                         std::vector<engine::Finding>& findings) {
  if (report_cut_short(lines, l, findings)) return false;
  const auto& p = e.positions().front();
  const SourcePos pos{l.number, l.column_base + static_cast<std::uint32_t>(p.byte) + 1};
  std::string what(e.message());
  add_finding(findings, Rule::kParseError, pos, "cannot read this line: " + what,
              excerpt(l.text.substr(std::min<std::size_t>(p.byte, l.text.size()))));
  return false;
}

// Text before a file's first header, which parser::split_site_hands gives
// as a hand when it holds lines of one (parser::is_hand_tail): the end of a
// hand whose beginning the file does not hold, reported truncated-hand and
// not replayed; text of no hand otherwise, a parse-error.
template <typename Dialect>
ParseStatus read_tail(std::string_view text, std::uint32_t line, std::uint32_t column, SiteFormat format,
                      HandRecord& out, std::vector<engine::Finding>& findings, std::vector<HandLine>& lines) {
  out.reset();
  out.format = Dialect::kFormat;
  out.site = Dialect::kSite;
  out.header_pos = SourcePos{line, column};
  split_lines(text, line, column, lines);
  if (lines.empty()) {
    add_finding(findings, Rule::kParseError, out.header_pos, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  out.end_pos = SourcePos{lines.back().number, lines.back().number == line ? column : 1};
  if (!is_hand_tail(format, text)) {
    add_finding(findings, Rule::kParseError, out.header_pos, Dialect::kHeaderExpected, excerpt(lines[0].text));
    return ParseStatus::kUnreadable;
  }
  add_finding(findings, Rule::kTruncatedHand, out.header_pos,
              "the hand's beginning is missing: the log starts inside a hand (" + std::to_string(lines.size()) +
                  " lines of its end, without its header, seats and first actions), which is not replayed",
              excerpt(lines[0].text));
  return ParseStatus::kUnreadable;
}

// Reads the header line (game, stakes, times); false, with a finding, when
// it cannot be read. `header_pos` is where the hand starts in the file.
template <typename Dialect>
bool read_header(const std::vector<HandLine>& lines, SourcePos header_pos, Builder& b) {
  HandRecord& out = b.rec;
  try {
    if (lines[0].text.size() > kMaxLineLength || !parse_line<typename Dialect::header_line>(lines[0], b)) {
      add_finding(b.findings, Rule::kParseError, header_pos,
                  Dialect::kHeaderExpected,
                  excerpt(lines[0].text));
      return false;
    }
  } catch (const tao::pegtl::parse_error& e) {
    return report_must_failure(lines, lines[0], e, b.findings);
  }
  if (!out.fast_fold) out.start_time = header_time(lines[0].text).value_or(0);
  read_header_times(lines[0].text, out.start, out.start_et);
  return true;
}

// Line `i` of a hand not replayed yet: only the table (a stud hand still
// belongs to its table session) and the summary are looked for, so a cut
// hand is still told apart from a whole one.
void skim_unsupported_line(const HandLine& l, std::size_t i, Builder& b) {
  if (i == 1 && l.text.rfind("Table ", 0) == 0) {
    try {
      parse_line<table_line>(l, b);
    } catch (const tao::pegtl::parse_error&) {
      // Not read: the hand is reported as unsupported all the same.
    }
  }
  if (l.text.rfind("*** SUMMARY ***", 0) == 0) b.rec.has_summary = true;
}

// Whether `text`, a line no rule of the room reads, looks like a hand's
// header, whole or damaged: a room's words for it near the start (every
// PokerStars-style prefix ends "Hand #", "Game #" or "GAME #":
// pokerstars_header_prefixes; GGPoker's "Poker Hand #", "Winamax Poker -"),
// or another site's hand. Taking a line for a header only stops the hand
// there, as an unknown line did before unrecognized-line existed.
inline bool starts_like_a_hand(std::string_view text) {
  const std::string_view start = text.substr(0, 40);
  for (const std::string_view words : {"Hand #", "Game #", "GAME #"})
    if (start.find(words) != std::string_view::npos) return true;
  return text.starts_with("Winamax Poker") || may_begin_site_hand(text);
}

// A line of no kind the room writes (docs/unrecognized-lines.md): a warning
// at its start, and the hand is replayed without the line. The message names
// the room (Dialect's kForeignLine, "it is not a line a PokerStars hand
// history contains").
template <typename Dialect>
void report_unrecognized(const HandLine& l, std::vector<engine::Finding>& findings) {
  std::string message(Dialect::kForeignLine);
  constexpr std::string_view kCannotRead = "cannot read this line: ";
  if (message.starts_with(kCannotRead)) message.erase(0, kCannotRead.size());
  message += "; the hand is replayed without it";
  add_finding(findings, Rule::kUnrecognizedLine, SourcePos{l.number, l.column_base + 1}, std::move(message),
              excerpt(l.text));
}

// Whether the room's body lines are the PokerStars grammar's own, so that
// its commonest lines may be read without it (parser/stars_text_common_lines.h):
// `Dialect::kCommonLinesFast`, false unless the dialect says so.
template <typename Dialect>
constexpr bool common_lines_fast() {
  if constexpr (requires { Dialect::kCommonLinesFast; })
    return Dialect::kCommonLinesFast;
  else
    return false;
}

// Reads line `i` (after the header) of a replayed hand: table, seats, street
// markers, actions, summary. False, with a finding, when it cannot be read;
// a line of no kind the room writes is a warning and is passed over.
template <typename Dialect>
[[gnu::always_inline]] inline bool read_body_line(const std::vector<HandLine>& lines, std::size_t i, Builder& b) {
  const HandLine& l = lines[i];
  if (l.text.size() > kMaxLineLength) {
    add_finding(b.findings, Rule::kParseError, SourcePos{l.number, l.column_base + 1}, "line longer than 64 KiB",
                excerpt(l.text));
    return false;
  }
  try {
    if (i == 1 || (i <= 2 && b.rec.players.empty())) {
      if (l.text.rfind("Table ", 0) == 0 && parse_line<typename Dialect::table_line>(l, b)) return true;
    }
    // Street markers and seat lines are told by their first bytes; the
    // other lines go through every alternative of the grammar. Byte by
    // byte: GCC calls memcmp for compare(0, 4, ..) where this function has
    // grown past its inlining limits (PKR's, 2,600 instructions a hand).
    const std::string_view text = l.text;
    const bool marker = text.size() > 4 && text[0] == '*' && text[1] == '*' && text[2] == '*' && text[3] == ' ';
    using summary_line = typename Dialect::summary_line;
    using street_line = typename Dialect::street_line;
    using body_line = typename Dialect::body_line;
    const bool fast = common_lines_fast<Dialect>() && !b.scratch.grammar_only;
    const bool ok = b.in_summary ? parse_line<summary_line>(l, b)
                    : marker     ? parse_line<street_line>(l, b) || parse_line<body_line>(l, b)
                                 : (fast && read_common_line(l.text, l.number, l.column_base, b)) ||
                                       parse_line<body_line>(l, b);
    if (!ok) {
      if (report_cut_short(lines, l, b.findings)) return false;
      // A hand header, whole or damaged ("PokerStars Hand #25Oable..."), or
      // another site's hand: the hand stops here rather than take in the
      // next hand's lines (the caller reads another site's hand apart,
      // api/hand_stream.h).
      if (starts_like_a_hand(l.text)) {
        add_finding(b.findings, Rule::kParseError, SourcePos{l.number, l.column_base + 1}, Dialect::kForeignLine,
                    excerpt(l.text));
        return false;
      }
      report_unrecognized<Dialect>(l, b.findings);
    }
  } catch (const tao::pegtl::parse_error& e) {
    // Recognised by its first words (a seated player's "NAME: "), then not
    // readable: it may be the action the replay needs, so the hand stops.
    return report_must_failure(lines, l, e, b.findings);
  }
  return true;
}

// A hand that is not cancelled must end with a summary, and the summary with
// a seat line for every player who took part (when `lists_everyone`: rooms
// that list only some players need a total); one missing, or no total, means
// the log was cut. False, with a finding, when it was.
bool check_summary_complete(const std::vector<HandLine>& lines, const Builder& b, bool lists_everyone) {
  const HandRecord& out = b.rec;
  if (out.cancelled) return true;
  if (!out.has_summary) {
    add_finding(b.findings, Rule::kTruncatedHand, out.end_pos, "the hand stops before its summary: the log is cut here",
                excerpt(lines.back().text));
    return false;
  }
  if (!lists_everyone && out.stated.total.has_value()) return true;
  int took_part = 0;
  int missing = -1;
  std::array<bool, kMaxSeats> acted_by{};  // one pass over the actions, not one per player
  for (const auto& a : out.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < kMaxSeats && a.kind != engine::Act::kUncalledReturn)
      acted_by[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < out.players.size(); ++i) {
    const bool acted = acted_by[i];
    took_part += acted ? 1 : 0;
    if (acted && !out.players[i].in_summary && missing < 0) missing = static_cast<int>(i);
  }
  const bool complete = out.stated.total.has_value() && (missing < 0 || b.summary_seat_lines >= took_part);
  if (missing >= 0 && complete) {
    // Every line is there, but one names somebody else: the log
    // contradicts itself (anonymisers do this), it was not cut.
    add_finding(b.findings, Rule::kInconsistentRecord, out.end_pos,
                "the summary has no seat line for " + std::string(out.players[static_cast<std::size_t>(missing)].name) +
                    ", who took part in the hand");
  }
  if (!complete) {
    add_finding(b.findings, Rule::kTruncatedHand, out.end_pos,
                "the summary stops before every player's seat line: the log is cut here", excerpt(lines.back().text));
    return false;
  }
  return true;
}


// The body stopped the hand: where (HandRecord::stop_pos), when it is a
// line the replay may need that cannot be read (parse-error) or where the
// log is cut (truncated-hand), so that the room's reader settles what was
// read before it and the audit judges it.
inline void mark_stop(HandRecord& out, const std::vector<engine::Finding>& findings) {
  if (!findings.empty() &&
      (findings.back().rule == Rule::kParseError || findings.back().rule == Rule::kTruncatedHand))
    out.stop_pos = findings.back().pos;
}

// Whether the room's summary has a seat line for every player who took part
// (`Dialect::kSummaryListsEveryone`, true unless the dialect says otherwise).
template <typename Dialect>
constexpr bool summary_lists_everyone() {
  if constexpr (requires { Dialect::kSummaryListsEveryone; })
    return Dialect::kSummaryListsEveryone;
  else
    return true;
}

// Whether the room writes this hand's summary without a line (Bovada's Zone
// Poker hands): a dialect says so with `summary_may_be_empty(const Builder&)`;
// by default every summary must be whole.
template <typename Dialect>
bool summary_may_be_empty(const Builder& b) {
  if constexpr (requires { Dialect::summary_may_be_empty(b); })
    return Dialect::summary_may_be_empty(b);
  else
    return false;
}

// A seated player the hand never names (no post, no action, no cards) was
// not dealt in: the rooms whose seat lists hold such players without a mark
// (PKR's "away from table" and "will be dealt in after the button", Cake's
// player who has just sat down) call this once the hand is read.
inline void set_unnamed_sitting_out(HandRecord& rec) {
  std::array<bool, kMaxSeats> named{};
  for (const engine::ActionRecord& a : rec.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < kMaxSeats) named[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i)
    if (!named[i] && rec.players[i].hole.empty()) rec.players[i].sitting_out = true;
}

// The lists a reader reuses hand after hand (each room's scratch holds one).
struct Lists {
  Scratch builder;
  std::vector<HandLine> lines;
};

// Reads one hand of `Dialect`'s room: the header, then each line, then the
// summary's completeness. `Dialect` names the room's rules (header_line,
// table_line, street_line, body_line, summary_line), its `kFormat` and `kSite` ids,
// the messages of a header or line it cannot read and, optionally,
// `kSummaryListsEveryone` and `summary_may_be_empty`.
template <typename Dialect>
[[gnu::always_inline]] inline ParseStatus read_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                      std::vector<engine::Finding>& findings, Lists& lists) {
  out.reset();
  out.format = Dialect::kFormat;
  out.site = Dialect::kSite;
  out.header_pos = SourcePos{line, column};
  Builder b{.rec = out, .findings = findings, .scratch = lists.builder};

  std::vector<HandLine>& lines = lists.lines;
  split_lines(text, line, column, lines);
  if (lines.empty()) {
    // Nothing but blanks: the splitter never hands this over, but a caller
    // that does must still learn why nothing was read.
    add_finding(findings, Rule::kParseError, SourcePos{line, column}, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  // Column 1 of the last line, except when that line is the header's own line
  // (a one-line hand, possibly glued onto a broken line): the header's column.
  out.end_pos = SourcePos{lines.back().number, lines.back().number == line ? column : 1};

  if (!read_header<Dialect>(lines, SourcePos{line, column}, b)) return ParseStatus::kUnreadable;
  const bool supported = engine::replay_supported(out.game.variant);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    if (!supported) {
      skim_unsupported_line(lines[i], i, b);
    } else if (!read_body_line<Dialect>(lines, i, b)) {
      mark_stop(out, findings);
      return ParseStatus::kUnreadable;
    }
  }
  if (!summary_may_be_empty<Dialect>(b) && !check_summary_complete(lines, b, summary_lists_everyone<Dialect>())) {
    mark_stop(out, findings);  // at the last line: it may be cut too
    return ParseStatus::kUnreadable;
  }
  if (!supported) {
    add_finding(findings, Rule::kUnsupportedGame, out.header_pos,
                "the hand was read but " + std::string(engine::variant_id(out.game.variant)) +
                    " hands are not replayed yet");
    return ParseStatus::kUnsupported;
  }
  return ParseStatus::kOk;
}

}  // namespace

}  // namespace parser::stars_text

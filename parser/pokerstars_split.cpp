#include "parser/pokerstars_split.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>

#include "parser/lines.h"
#include "parser/same_bytes.h"

namespace parser {
namespace {

// Hand headers are "<prefix><digits>:" (POKERSTARS_FORMAT.md §1): PokerStars'
// own prefixes, the old Hold'em Manager all-caps export, and the sites that
// copy the format changing only the prefix. No prefix is a suffix of another,
// so at most one matches at a given '#'.
constexpr std::array<std::string_view, 11> kHandPrefixes = {
    "PokerStars Hand #",
    "PokerStars Game #",
    "PokerStars Zoom Hand #",
    "PokerStars Home Game Hand #",
    "POKERSTARS GAME #",
    "Full Tilt Hand #",
    "Full Tilt Rush Hand #",
    "Run It Once Poker Hand #",
    "PokerMaster Hand #",
    "PokerBros Hand #",
    "PPPoker Hand #",
};

// Tournament summary documents are "<prefix><digits>," at the start of a line.
// They are not hands, and they end the hand before them.
constexpr std::array<std::string_view, 3> kSummaryPrefixes = {
    "PokerStars Tournament #",
    "Full Tilt Tournament #",
    "Run It Once Poker Tournament #",
};

// The word every prefix above ends with, before its " #": a '#' after any
// other word ("Seat #1 is the button") is no header, and is passed over
// without comparing every prefix.
constexpr std::array<std::string_view, 4> kPrefixLastWords = {"Hand", "Game", "GAME", "ment"};
constexpr bool ends_in_a_last_word(std::string_view prefix) {
  const std::string_view word = prefix.substr(prefix.size() - 6, 4);
  return std::find(kPrefixLastWords.begin(), kPrefixLastWords.end(), word) != kPrefixLastWords.end();
}
static_assert(std::all_of(kHandPrefixes.begin(), kHandPrefixes.end(), ends_in_a_last_word) &&
              std::all_of(kSummaryPrefixes.begin(), kSummaryPrefixes.end(), ends_in_a_last_word));

// Lines that wrap exported hands and belong to none: support transcripts,
// tournament-history e-mails.
constexpr std::array<std::string_view, 2> kWrapperPrefixes = {
    "Transcript for ",
    "Tournament History for ",
};

// A chat line is "NAME said, \"...\"": a player can type a header into it, so a
// mid-line header in a chat line does not start a hand. Names are short; the
// marker is looked for this far into the line only, which keeps the check O(1).
constexpr std::string_view kChatMarker = "said, \"";
constexpr std::size_t kChatWindow = 256;

// Bytes past kDetectBytes that looks_like_pokerstars() reads so that a header
// starting just before the limit can still be checked up to its ':'.
constexpr std::size_t kDetectLookahead = 128;

bool is_break(char c) { return c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// `*********** # 1 **************`: 3+ stars, '#', a number, 3+ stars.
bool is_star_wrapper(std::string_view line) {
  std::size_t i = 0;
  const auto skip = [&](char c) {
    const std::size_t from = i;
    while (i < line.size() && line[i] == c) ++i;
    return i - from;
  };
  if (skip('*') < 3) return false;
  skip(' ');
  if (i >= line.size() || line[i] != '#') return false;
  ++i;
  skip(' ');
  std::size_t digits = 0;
  while (i < line.size() && is_digit(line[i])) ++i, ++digits;
  if (digits == 0) return false;
  skip(' ');
  return skip('*') >= 3 && i == line.size();
}

// `Hand #112181:` alone on a line: the label some trackers put before a hand.
bool is_tracker_label(std::string_view line) {
  constexpr std::string_view kLabel = "Hand #";
  if (!line.starts_with(kLabel)) return false;
  line.remove_prefix(kLabel.size());
  if (line.ends_with(':')) line.remove_suffix(1);
  return !line.empty() && std::all_of(line.begin(), line.end(), is_digit);
}

bool is_control(char c) { return (c >= '\0' && c < ' ' && c != '\t') || c == '\x7F'; }

// Drops what may precede a header on its line without making the header glued:
// whitespace, stray BOMs, and control bytes (one summary file in the corpus
// starts with a 0x10 byte; crashed writers leave NULs). None of it is text a
// broken line could end with.
std::string_view skip_padding(std::string_view text) {
  for (;;) {
    text = trim_left(text);
    if (text.empty() || !is_control(text.front())) return text;
    text.remove_prefix(1);
  }
}

// Blank and wrapper lines: never part of a hand's span, never junk.
bool is_filler(std::string_view line) {
  line = skip_padding(trim_right(line));
  if (line.empty() || is_star_wrapper(line) || is_tracker_label(line)) return true;
  return std::any_of(kWrapperPrefixes.begin(), kWrapperPrefixes.end(),
                     [&](std::string_view p) { return line.starts_with(p); });
}

// Length of seg once trailing filler lines (and the breaks before them) are cut.
std::size_t trim_trailing_filler(std::string_view seg) {
  std::size_t end = seg.size();
  while (end > 0) {
    std::size_t line_end = end;
    while (line_end > 0 && is_break(seg[line_end - 1])) --line_end;
    const char* last_break = find_last_line_break(seg.data(), seg.data() + line_end);
    const std::size_t line_begin = last_break ? static_cast<std::size_t>(last_break - seg.data()) + 1 : 0;
    if (!is_filler(seg.substr(line_begin, line_end - line_begin))) return line_end;
    end = line_begin;
  }
  return 0;
}

// Offset of the first line of seg that is not filler (seg.size() if none).
std::size_t skip_leading_filler(std::string_view seg) {
  for (const Line& line : Lines(seg)) {
    if (!is_filler(line.text)) return line.offset;
  }
  return seg.size();
}

enum class BoundaryKind : std::uint8_t { kHand, kSummary };

struct Boundary {
  std::size_t offset;      // first byte of the prefix
  std::size_t line_begin;  // start of its line; only padding lies between unless glued
  BoundaryKind kind;
  bool glued;
};

// Finds hand headers and summary starts, in order, by jumping from '#' to '#'.
class BoundaryScanner {
 public:
  // first_at_line_start: text[0] starts a line (false when the text is a
  // chunk that begins at a glued header).
  BoundaryScanner(std::string_view text, bool first_at_line_start)
      : text_(text), first_at_line_start_(first_at_line_start) {}

  std::optional<Boundary> next() {
    while (pos_ < text_.size()) {
      const void* hit = std::memchr(text_.data() + pos_, '#', text_.size() - pos_);
      if (hit == nullptr) break;
      const std::size_t hash = static_cast<std::size_t>(static_cast<const char*>(hit) - text_.data());
      pos_ = hash + 1;
      if (hash == 0 || text_[hash - 1] != ' ') continue;  // every prefix ends in " #"
      if (!word_before_ends_a_prefix(hash)) continue;     // "Seat #1 is the button"
      if (auto b = check(hash)) return b;
    }
    pos_ = text_.size();
    return std::nullopt;
  }

 private:
  // Start of the prefix from `prefixes` that ends with the '#' at `hash`.
  std::optional<std::size_t> prefix_before(std::size_t hash, std::span<const std::string_view> prefixes) const {
    for (std::string_view p : prefixes) {
      if (hash + 1 >= p.size() && same_bytes(text_.data() + hash + 1 - p.size(), p)) return hash + 1 - p.size();
    }
    return std::nullopt;
  }

  // Whether the four bytes before the " #" at `hash` are a prefix's last word.
  bool word_before_ends_a_prefix(std::size_t hash) const {
    if (hash < 5) return false;  // no prefix is that short
    const char* word = text_.data() + hash - 5;
    return std::any_of(kPrefixLastWords.begin(), kPrefixLastWords.end(),
                       [&](std::string_view w) { return same_bytes(word, w); });
  }

  // '#' at hash is followed by digits and then `terminator`.
  bool number_then(std::size_t hash, char terminator) const {
    std::size_t i = hash + 1;
    while (i < text_.size() && is_digit(text_[i])) ++i;
    return i > hash + 1 && i < text_.size() && text_[i] == terminator;
  }

  // Start of the line holding `at`. Calls come with increasing `at`, so each
  // byte is looked at once even on a pathological single-line input.
  std::size_t line_start(std::size_t at) {
    std::size_t i = at;
    while (i > scanned_to_ && !is_break(text_[i - 1])) --i;
    if (i == 0 || is_break(text_[i - 1])) line_start_ = i;
    scanned_to_ = at;
    return line_start_;
  }

  std::optional<Boundary> check(std::size_t hash) {
    BoundaryKind kind = BoundaryKind::kHand;
    std::optional<std::size_t> start = prefix_before(hash, kHandPrefixes);
    bool numbered = true;
    if (start) {
      numbered = number_then(hash, ':');
    } else {
      start = prefix_before(hash, kSummaryPrefixes);
      if (!start || !number_then(hash, ',')) return std::nullopt;
      kind = BoundaryKind::kSummary;
    }
    const std::size_t ls = line_start(*start);
    const std::string_view before = text_.substr(ls, *start - ls);
    const bool at_line_start = skip_padding(before).empty() && (ls > 0 || first_at_line_start_);
    // A line that begins with a hand prefix starts a hand even when the
    // rest of its header is damaged ("PokerStars Hand #250able ..."): the
    // damage is that hand's parse-error, not a line of the hand before.
    if (at_line_start) return Boundary{*start, ls, kind, false};
    if (!numbered) return std::nullopt;
    // A summary is a document of its own: it never starts mid-line.
    if (kind == BoundaryKind::kSummary) return std::nullopt;
    if (before.substr(0, kChatWindow).find(kChatMarker) != std::string_view::npos) return std::nullopt;
    return Boundary{*start, ls, kind, true};
  }

  std::string_view text_;
  bool first_at_line_start_;
  std::size_t pos_ = 0;          // where the next memchr starts
  std::size_t scanned_to_ = 0;   // line_start() has examined text_[0, scanned_to_)
  std::size_t line_start_ = 0;   // start of the line holding scanned_to_
};

// Line and column of increasing offsets, counting each byte once.
class PositionTracker {
 public:
  PositionTracker(std::string_view text, TextPosition start)
      : text_(text),
        base_(start.offset),
        line_(start.line),
        line_start_(-static_cast<std::ptrdiff_t>(start.column) + 1) {}

  // `at` never falls between the '\r' and '\n' of one break (callers pass
  // line starts, line ends and header starts), so no break is counted twice.
  TextPosition advance_to(std::size_t at) {
    const std::string_view seg = text_.substr(pos_, at - pos_);
    const std::size_t breaks = count_line_breaks(seg);
    if (breaks > 0) {
      line_ += static_cast<std::uint32_t>(breaks);
      std::size_t i = at;
      while (i > pos_ && !is_break(text_[i - 1])) --i;
      line_start_ = static_cast<std::ptrdiff_t>(i);
    }
    pos_ = at;
    return {base_ + at, line_, static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(at) - line_start_ + 1)};
  }

 private:
  std::string_view text_;
  std::size_t base_;
  std::size_t pos_ = 0;
  std::uint32_t line_;
  std::ptrdiff_t line_start_;  // negative while the first line began in an earlier chunk
};

// End of the last complete line: a '\r' as the very last byte may still be
// followed by the '\n' of the next chunk, so it does not complete a line yet.
std::size_t complete_lines_end(std::string_view chunk) {
  std::size_t i = chunk.size();
  while (i > 0) {
    const char c = chunk[i - 1];
    if (c == '\n' || (c == '\r' && i < chunk.size())) break;
    --i;
  }
  return i;
}

enum class SegmentKind : std::uint8_t { kLeading, kHand, kSummary };

class Splitter {
 public:
  Splitter(std::string_view text, TextPosition start, SplitResult& out)
      : text_(text), tracker_(text, start), out_(out), open_pos_(start) {}

  void run(bool final) {
    BoundaryScanner scanner(text_, open_pos_.column == 1);
    while (const std::optional<Boundary> b = scanner.next()) {
      close(b->offset);
      open_kind_ = b->kind == BoundaryKind::kHand ? SegmentKind::kHand : SegmentKind::kSummary;
      open_begin_ = b->offset;
      open_line_begin_ = b->line_begin;
      open_glued_ = b->glued;
      open_pos_ = tracker_.advance_to(b->offset);
    }
    if (final || open_kind_ == SegmentKind::kLeading) {
      close(text_.size());
      out_.consumed = text_.size();
      out_.next = tracker_.advance_to(text_.size());
    } else if (open_glued_) {
      out_.consumed = open_begin_;
      out_.next = open_pos_;
    } else {
      // Resume at the line start, not at the header: a chunk that began at an
      // indented header could not tell its padding from a broken line.
      out_.consumed = open_line_begin_;
      out_.next = {open_pos_.offset - (open_begin_ - open_line_begin_), open_pos_.line, 1};
    }
  }

 private:
  // Emits the open segment [open_begin_, stop).
  void close(std::size_t stop) {
    const std::string_view seg = text_.substr(open_begin_, stop - open_begin_);
    switch (open_kind_) {
      case SegmentKind::kLeading: {
        const std::size_t skip = skip_leading_filler(seg);
        const std::size_t length = trim_trailing_filler(seg);
        if (length <= skip) return;  // blank and wrapper lines only
        const TextPosition pos = tracker_.advance_to(open_begin_ + skip);
        out_.junk.push_back({pos.offset, length - skip, pos.line, pos.column, JunkKind::kText});
        return;
      }
      case SegmentKind::kHand:
        out_.hands.push_back({open_pos_.offset, trim_trailing_filler(seg), open_pos_.line, open_pos_.column,
                              open_glued_});
        return;
      case SegmentKind::kSummary:
        out_.junk.push_back({open_pos_.offset, trim_trailing_filler(seg), open_pos_.line, open_pos_.column,
                             JunkKind::kTournamentSummary});
        return;
    }
  }

  std::string_view text_;
  PositionTracker tracker_;
  SplitResult& out_;
  SegmentKind open_kind_ = SegmentKind::kLeading;
  std::size_t open_begin_ = 0;
  std::size_t open_line_begin_ = 0;
  bool open_glued_ = false;
  TextPosition open_pos_;
};

}  // namespace

SplitResult split_pokerstars_chunk(std::string_view chunk, TextPosition start, bool final) {
  SplitResult result;
  const std::string_view text = final ? chunk : chunk.substr(0, complete_lines_end(chunk));
  Splitter(text, start, result).run(final);
  return result;
}

SplitResult split_pokerstars(std::string_view text) { return split_pokerstars_chunk(text, TextPosition{}, true); }

bool looks_like_pokerstars(std::string_view text) {
  BoundaryScanner scanner(text.substr(0, kDetectBytes + kDetectLookahead), true);
  while (const std::optional<Boundary> b = scanner.next()) {
    if (b->offset >= kDetectBytes) return false;
    if (b->kind == BoundaryKind::kHand) return true;
  }
  return false;
}

std::span<const std::string_view> pokerstars_header_prefixes() { return kHandPrefixes; }

}  // namespace parser

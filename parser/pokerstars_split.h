// split_pokerstars: where each hand of a PokerStars-style text starts and ends.
//
// Splitting is on header lines (POKERSTARS_FORMAT.md §0, §1), never on blank
// lines: real files separate hands by 0-3 blank lines, by export-wrapper lines
// (`*********** # 1 **************`), or not at all, and a client crash can glue
// the next header onto the end of a broken line. A hand runs from its header
// to just before the next header (or tournament-summary document), minus
// trailing blank and wrapper lines. Text before the first hand that is not
// blank or wrapper is returned as junk so that nothing is dropped silently.
//
// A header is one of pokerstars_header_prefixes() followed by `<digits>:`.
// At the start of a line (after nothing but whitespace, stray BOMs or control
// bytes) it always counts, and so does the prefix alone, whatever follows it
// (a damaged header starts its own hand). Anywhere else in a line it counts as glued, unless
// the line is a chat line (`NAME said, "...`), where a player may have typed it.
// Wrapper lines: blank, `*** # N ***`, `Transcript for ...`, `Tournament
// History for ...`, a tracker's lone `Hand #N:` label.
//
// The scan finds '#' with memchr and checks the few bytes around it, so it is
// linear, allocation-light (the result vectors only) and runs at memory speed.
// Inputs larger than memory can be fed in pieces (split_pokerstars_chunk).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace parser {

// A position in the whole decoded input.
struct TextPosition {
  std::size_t offset = 0;    // bytes from the start of the input
  std::uint32_t line = 1;    // 1-based
  std::uint32_t column = 1;  // 1-based byte column within the line
};

struct HandSpan {
  std::size_t offset = 0;    // of the header's first byte, in the whole input
  std::size_t length = 0;    // up to the end of the hand's last non-blank line (no terminator)
  std::uint32_t line = 0;    // of the header, 1-based
  std::uint32_t column = 0;  // of the header, 1-based; > 1 when indented or glued
  // The header sat at the end of a non-blank line: the previous hand (or the
  // junk before it) was cut off there, typically by a client crash.
  bool glued = false;
};

enum class JunkKind : std::uint8_t {
  kText,               // text before the first hand: "text outside any hand"
  kTournamentSummary,  // a `PokerStars Tournament #N, ...` document: not a hand, not an error
};

struct Junk {
  std::size_t offset = 0;  // in the whole input
  std::size_t length = 0;  // up to the end of its last non-blank line
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  JunkKind kind = JunkKind::kText;
};

struct SplitResult {
  std::vector<HandSpan> hands;  // in input order
  std::vector<Junk> junk;       // in input order
  // Bytes of the buffer accounted for. The whole buffer for a final call; for
  // a non-final chunk, where the last hand (whose end is not known yet) starts
  // (its line start, or its header if glued): the next chunk must begin there.
  std::size_t consumed = 0;
  TextPosition next;            // position of buffer[consumed]: `start` for the next chunk
};

// Splits a whole decoded text.
SplitResult split_pokerstars(std::string_view text);

// Splits one piece of a larger text. `start` is the position of chunk[0] in the
// whole input (the previous call's `next`; {} for the first chunk). Unless
// `final`, only complete lines are examined and the last hand (or summary) is
// held back: the next chunk must start at chunk[consumed]. A chunk without any
// header is reported as junk up to its last complete line (so leading text
// spread over several such chunks comes back as one Junk per chunk). A hand
// longer than a chunk gives consumed == 0: call again with a larger buffer.
// Hands, summaries and positions are otherwise exactly those of one call.
SplitResult split_pokerstars_chunk(std::string_view chunk, TextPosition start, bool final);

// Format detection: a hand header starts within the first kDetectBytes bytes.
inline constexpr std::size_t kDetectBytes = 4096;
bool looks_like_pokerstars(std::string_view text);

// The header prefixes recognised (PokerStars and the sites that copy its
// format), each ending in " #". Exposed for documentation and tests.
std::span<const std::string_view> pokerstars_header_prefixes();

}  // namespace parser

// Reads PHH (Poker Hand History, PHH.md): `.phh` files of one hand and `.phhs`
// files of many, into engine::HandRecord.
//
// A PHH hand is the input of a state machine: configuration plus deals and
// actions, with no posts, collections or pot lines. The reader turns it into
// the record every format shares: players p1..pN in PHH order on synthetic
// seats 1..N with the button on pN (heads-up: the blinds reversed, PHH.md §2),
// the antes and blinds as posts, every betting action with its amount in
// centi-units (a `cc` gets the amount it calls, worked out from the betting so
// far), boards, shown cards, and the recorded results (`finishing_stacks`,
// `winnings`). Nothing is checked against the rules here: replay/ and
// validators/ do that.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// One hand of a PHH text, or a piece of text outside any hand.
struct PhhSpan {
  std::size_t offset = 0;     // first byte, in the whole text
  std::size_t length = 0;     // up to the end of its last non-blank line (no terminator)
  std::uint32_t line = 0;     // 1-based, of the first byte
  std::uint32_t column = 0;   // 1-based
  std::uint32_t index = 0;    // hands: 1-based position in the file
  std::string_view table;     // .phhs: the table name ("1", "2", ...); "" for a .phh
};

struct PhhSplit {
  std::vector<PhhSpan> hands;
  // .phhs text before the first table that is not blank or comment: no hand
  // owns it (TOML would make it root keys, which PokerKit cannot load).
  std::vector<PhhSpan> junk;
  bool tables = false;        // the text has `[N]` tables (.phhs layout)
};

// A .phh is one hand (the whole text, when it holds anything but blanks and
// comments); a .phhs has one hand per `[N]` table, from its header line to
// just before the next header. Headers are found at the start of a line
// outside strings and arrays, so a `[1]` inside a multi-line array is not one.
PhhSplit split_phh(std::string_view text);

// Format detection: the first line that is not blank or a comment is a
// `key = value` line or a `[N]` table header.
bool looks_like_phh(std::string_view text);

// Reads one hand (as split_phh found it; `line`/`column` locate its first
// byte in the decoded file, so every position reported is file-relative).
// `hand_name` is the hand's id when the file has no `hand` field (the caller
// passes the file stem, plus the index for a .phhs); it must outlive `out`, as
// must `text`. Findings about the input are appended to `findings`: one
// parse-error when the hand cannot be read, inconsistent-record where the
// file contradicts itself, unsupported-game for variants not replayed yet
// (read in full all the same).
ParseStatus parse_phh_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                           std::string_view hand_name, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings);

}  // namespace parser

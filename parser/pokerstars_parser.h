// Reads one PokerStars-style hand into an engine::HandRecord.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"

namespace parser {

enum class ParseStatus : std::uint8_t {
  kOk,            // the record is complete and can be replayed
  kUnreadable,    // parse-error or truncated-hand: findings say why
  kUnsupported,   // read, but the game is not replayed yet (unsupported-game)
};

// `text` is one hand as the splitter found it; `line`/`column` locate its
// first byte in the decoded file, so every position reported is file-relative.
// Views in `out` point into `text`. Findings about the input are appended to
// `findings`.
ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

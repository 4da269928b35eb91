// Reads one hand of The Big Game (PokerStars' TV show, 2009-2010: the
// website's hand data), `URL: ...` then `LoadHand({Hand:{...},Plays:[...]})`,
// a JavaScript object literal (parser/js_literal_grammar.h), into an
// engine::HandRecord. docs/THEBIGGAME_FORMAT.md describes the layout and
// what the reader makes of it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// `text` is one hand as parser::split_site_hands found it (its URL line and
// its LoadHand line); `line`/`column` locate its first byte in the decoded
// file. Views in `out` point into `text`. The record's format and site are
// "thebiggame". A board run more times than the record holds
// (engine::kMaxRuns) is read as unsupported-game, named.
ParseStatus parse_thebiggame_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

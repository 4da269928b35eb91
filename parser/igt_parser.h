// Reads one IGT (International Game Technology, the former Boss Media
// network) hand of its JSON history, one object of `{"history":[...]}`
// (`{"player":[...],"action":[...],"showDown":{...},"handId":...}`), into an
// engine::HandRecord. docs/IGT_FORMAT.md describes the layout and what the
// reader makes of it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// `text` is one hand as parser::split_site_hands found it: the hand's object,
// followed by the `,` before the next one or the `]}` that closes the
// document; `line`/`column` locate its first byte in the decoded file. Views
// in `out` point into `text`. The record's format and site are "igt".
ParseStatus parse_igt_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings);

}  // namespace parser

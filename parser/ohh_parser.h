// Reads one Open Hand History hand (OHH 1.4.x: one `{"ohh": {...}}` object,
// ../shared/docs/OHH.md) into an engine::HandRecord, so that a room or a tool
// that exports OHH can be audited directly, and handaudit's own
// `convert --to ohh` reads back. docs/ohh-phh.md ("OHH in") maps each field.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// `text` is one hand as parser::split_site_hands found it; `line`/`column`
// locate its first byte in the decoded file. Views in `out` point into
// `text` or into out.owned_text (names with JSON escapes). The record's
// format is "ohh"; its site the room `site_name` names where handaudit knows
// its profile ("pokerstars", "ggpoker"), else "ohh". Games OHH cannot
// describe fully (Stud: no bet sizes; Draw: not which draw game) are read
// as unsupported-game, named.
ParseStatus parse_ohh_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings);

}  // namespace parser

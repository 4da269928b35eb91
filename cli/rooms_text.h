// What each format handaudit reads lets it check: the rooms a rule cannot
// check and why (`handaudit rules ID`), and the whole format x rule table
// (`handaudit rules --rooms`, docs/rooms.md).
#pragma once

#include <string>

#include "engine/finding.h"

namespace cli {

// One line per format that cannot check `rule`: "PHH: the summary's total
// pot is not written (PHH states each player's winnings, not the pot)";
// "" when every format read can.
std::string uncheckable_on(engine::Rule rule);

// A Markdown table: a row per rule, a column per format read (PokerStars,
// PHH, then each room read), each cell "yes" or "no: <the fact it lacks>".
std::string rooms_table();

}  // namespace cli

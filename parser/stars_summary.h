// read_stars_summary: a PokerStars tournament summary (a `PokerStars
// Tournament #N, ...` document, parser/pokerstars_split.h's
// JunkKind::kTournamentSummary) as a plain struct, by the grammar of
// parser/stars_summary_grammar.h. validators/tournament_summary.cpp checks it
// against itself and against the hands of its tournament.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/tournament_summary.h"

namespace parser {

using StarsSummary = engine::TournamentSummary;

// The summary in `text`, a kTournamentSummary document whose first line is
// line `first_line` of its file at `first_column`.
StarsSummary read_stars_summary(std::string_view text, std::uint32_t first_line, std::uint32_t first_column);

}  // namespace parser

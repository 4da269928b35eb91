// Reads one hand of an ACPC match log (a `STATE:` line, parser/acpc_grammar.h)
// into an engine::HandRecord, under the game definition the log's opening
// comment names (docs/ACPC_FORMAT.md).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"
#include "parser/site_headers.h"

namespace parser {

// An ACPC game definition (project_acpc_server's *.game files), as far as a
// match log needs it. Amounts are chips; seats 0-based, in the order the
// log lists the players.
struct AcpcGame {
  std::string_view id;                 // the game file's name without ".game": "holdem.nolimit.2p.reverse_blinds"
  engine::Variant variant = engine::Variant::kHoldem;
  bool limit = false;
  int players = 2;
  int rounds = 4;
  std::array<int, 3> blind{};          // per seat
  int ante = 0;                        // each player's
  std::array<int, 4> first_player{};   // the seat that opens each round
  std::array<int, 4> raise_size{};     // fixed limit: the bet of each round
  int raise_cap = -1;                  // fixed limit: raises after a round's opening bet (maxRaises less it)
  std::int64_t stack = 0;              // each player's; limit games: ACPC's default, INT32_MAX
};

// The game a game file names ("project_acpc_server/trunk/kuhn.limit.3p.game",
// "holdem.limit.2p.reverse_blinds"); nullopt for a game handaudit does not know.
std::optional<AcpcGame> acpc_game_named(std::string_view file);

// `text` is one hand as parser::split_site_hands found it (its STATE line,
// and the match's SCORE line after the last hand); `line`/`column` locate its
// first byte in the decoded file. `opening` is the log's text before its
// first hand, whose `# name/game/hands/seed` comment names the game; without
// one the game is told from the line itself (docs/ACPC_FORMAT.md). Views in
// `out` point into `text`; findings about the input are appended to
// `findings`. The record's format and site are "acpc".
ParseStatus parse_acpc_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                            const DocumentOpening& opening, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings);

}  // namespace parser

// `handaudit convert --to ohh`: hands as Open Hand History 1.4.6 objects
// (OHH.md), one `{"ohh":{...}}` object per line.
//
// Conventions where OHH leaves a choice (docs/ohh-phh.md has the full list):
//  * Raise `amount` is what the player puts in with the raise (the spec's
//    rule), not the raise-to total; Bet, Call and posts their own amount.
//  * Rounds: flop games Preflop, Flop, Turn, River; a run-it-twice hand
//    repeats the streets of the second board. Stud: 3rd street is Preflop,
//    4th Flop, 5th Turn, 6th and 7th two River rounds. Draw: the betting
//    before the first draw is Preflop, after the first, second and third
//    draw Flop, Turn, River. Shows and mucks are in a last Showdown round.
//  * Stud cards are `Dealt Cards` actions at the start of each round (the
//    up-cards; the down-cards too where the log shows them); the bring-in is
//    `Post Extra Blind`; a draw exchange is a `Dealt Cards` action with the
//    new cards where the log shows them (the hero's); standing pat has no
//    action.
//  * Uncalled bets: the wager keeps its amount; the pots do not hold the
//    part returned.
//  * Rake: per pot, what the pot held less what was collected from it when
//    that adds up to the hand's stated rake; otherwise all on the main pot.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "convert/convert_support.h"
#include "engine/game.h"

namespace convert {

// OHH `game_type` (Holdem, Omaha, OmahaHiLo, Stud, StudHiLo, Draw); nullopt
// for an unknown game. Razz is Stud, short deck and split hold'em Holdem,
// five- and six-card Omaha and Courchevel Omaha: OHH has no values of their own.
std::optional<std::string_view> ohh_game_type(const engine::GameDef& game);

// One hand converted: a newline-terminated `{"ohh":{...}}` line, or an empty
// `text` and the reason in `skipped`.
Converted convert_to_ohh(ConvertWorkspace& workspace, std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                         SourceFormat format, std::string_view hand_name);

}  // namespace convert

// PartyPoker's players who act without a seat line (a player who joins the
// table during the posts, parser/partypoker_parser.cpp's take_unseated):
// where they sit.
#pragma once

#include <cstddef>

#include "engine/hand_record.h"

namespace parser::partypoker {

// Whether player `i` is in the hand: an action or cards of his own.
bool dealt_in(const engine::HandRecord& rec, std::size_t i);

// Seats the players from index `seated` on (seat 0: not said) in a table of
// `table_seats` (0: not said, ten at least): each between the seated
// players who act before and after him, in an empty seat there or in the
// seat of a listed player not in the hand, who is then dropped (one who
// left: NLHE-0.02-0.04-USD-201207.players.joining.leaving, Player8 in
// Player6's seat 2); any seat there gives the same order of play. Then puts
// the players back in seat order, which the replay deals in, the actions'
// and the hero's indices with them.
void seat_unseated(engine::HandRecord& rec, std::size_t seated, int table_seats);

}  // namespace parser::partypoker

// Exchanges: the games in which a player throws some of his own cards after
// the deal (and is dealt new ones for them, or not), and how many cards each
// exchange moves. The draw games exchange before each round after the first
// (RULES.md, the draw); the flop draws exchange once, inside a flop game,
// after the flop's betting and before the turn: drawmaha draws zero to five
// new cards (docs/games.md G-DRAWMAHA-2), Irish throws two of its four and
// draws none (G-IRISH-2).
//
// A HandRecord files each exchange (Act::kDiscard, Act::kStandPat) under the
// betting round it opens: a draw game's first draw under kFlop (its "first
// draw" round), a flop draw's under kTurn (kFlopDrawRound).
#pragma once

#include <string_view>

#include "engine/game.h"
#include "engine/hand_record.h"

namespace engine {

// Drawmaha, 2-7 drawmaha, Irish: one exchange round between the flop's
// betting and the turn.
bool is_flop_draw(Variant v);

// The draw games (is_draw) and the flop draws.
bool has_exchanges(Variant v);

// The round a flop draw's exchanges open and are filed under.
inline constexpr Street kFlopDrawRound = Street::kTurn;

// An exchange round as messages name it: a draw game's own ("first-draw",
// street_id), a flop draw's "draw" (drawmaha) or "discard" (Irish), not the
// turn it is filed under.
std::string_view exchange_round_id(Street round, Variant v);

// Cards each player is dealt in a game with exchanges: the draw hand (5, 4
// in badugi), 5 in drawmaha, 4 in Irish; 0 in the other games.
int exchange_dealt_cards(Variant v);

// Whether an exchange deals as many new cards as it throws (the draw games,
// drawmaha) or only throws (Irish's discard, after which the player holds
// two cards).
bool exchange_draws(Variant v);

// The number of cards every exchange must throw where the game fixes it (2
// in Irish, G-IRISH-2); -1 where a player throws any number from none to
// his whole hand.
int exchange_fixed_discards(Variant v);

}  // namespace engine

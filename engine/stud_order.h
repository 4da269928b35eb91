// Stud order: who brings in on the first street and who opens the later
// ones, from the up-cards (RULES.md R-SB-1 and §1.5).
//
// Card-level decisions use suits (clubs < diamonds < hearts < spades);
// showing hands do not, unless the profile breaks ties by suit.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/game.h"
#include "engine/profile.h"

namespace engine {

// One player's up-cards as the first street's decision sees them.
struct UpCards {
  int player = -1;              // index into the hand's players
  std::span<const Card> cards;  // showing now, in the order dealt
  bool all_in = false;          // no chips left to bet (on 3rd street: all-in for the ante)
};

// The player who must bring in: the lowest first up-card by rank, then suit,
// aces high (stud, stud/8, five-card stud); the highest with aces low in razz
// (the K of spades brings in before the K of hearts); the highest with aces
// high in 2-7 razz, the A of spades first (docs/games.md G-RAZZ27-3). When that player is
// all-in for the ante, the first player after him in `up` order (clockwise)
// who is not all-in opens instead (RULES.md R-SB-3, WSOP-L 217). -1 when `up`
// is empty, a player's first up-card is unknown, or nobody can bet.
int bring_in_player(Variant v, std::span<const UpCards> up);

// The player whose showing hand opens a later street: the best showing hand
// (quads > trips > two pair > pair > high cards; no straights or flushes),
// or the lowest A-5 showing hand in razz (pairs count against), the lowest
// 2-7 showing hand in 2-7 razz (aces high, docs/games.md G-RAZZ27-4). Ties go by
// position (the first in `up` order, which is clockwise from the dealer) or
// by the high card's suit, per the profile's stud_showing_tie. -1 when empty.
// An all-in player may hold the best showing hand: the opening then passes
// clockwise from him (WSOP-L 240; HandState::open_at), so `all_in` is not
// read here.
int showing_hand_opener(Variant v, bool hi_lo, const Profile& profile, std::span<const UpCards> up);

// The showing hand's strength: higher opens first (razz and 2-7 razz keys
// rank lows so that the lowest hand has the highest key). Ties in this key
// are ties at the table.
std::uint32_t showing_key(Variant v, std::span<const Card> cards);

// Whether any up-cards show a pair (the open-pair option on 4th street).
bool shows_pair(std::span<const Card> cards);

}  // namespace engine

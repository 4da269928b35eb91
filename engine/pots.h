// Pots: uncalled-bet refund, pot layers with eligibility, and exact splits.
//
// RULES.md R-POT-2/3: the refund is the top contribution minus the second
// (folded players count, their chips did call); layers are cut at every
// distinct contribution level and neighbouring layers with the same eligible
// players are merged, so a side pot exists only where a live player is all-in;
// dead money goes to the main pot. Amounts in centi-units.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/chips.h"

namespace engine {

// Players are indices 0..63; a pot's eligible players are a bit mask.
using PlayerMask = std::uint64_t;
inline constexpr int kMaxPlayers = 64;

struct Pot {
  Chips amount{0};
  PlayerMask eligible = 0;   // live players who covered this pot's level
  PlayerMask contributors = 0;
};

struct PotBuild {
  int refund_to = -1;        // -1: nothing uncalled
  Chips refund{0};
  std::vector<Pot> pots;     // [0] main, then side pots in order
};

// `contributed[i]`: live chips and antes player i put in over the hand;
// `folded[i]`; `all_in[i]` (may be empty: nobody); `dead`: dead blinds and
// other dead money. A level where an all-in player's chips stop always cuts
// a pot, even when that player then forfeited his hand (PokerStars folds a
// sitting-out all-in blind and still states his side pot); other levels with
// the same eligible players merge.
PotBuild build_pots(std::span<const Chips> contributed, std::span<const bool> folded, Chips dead,
                    std::span<const bool> all_in = {});

// Divides `amount` among `winners` (already in odd-chip priority order) in
// whole multiples of `unit`: every winner gets the same number of units and
// the r leftover units go one each to the first r winners. A remainder below
// one unit (an amount that is not a whole number of units) goes to the first
// winner. Returns the shares in the order of `winners`.
std::vector<Chips> split_pot(Chips amount, Chips unit, std::size_t winners);

}  // namespace engine

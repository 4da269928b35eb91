// Showdown: the value of a player's hand for the game, and the players who
// win a share of a pot on one board (high, and the low half in hi/lo games).
#pragma once

#include <optional>
#include <vector>

#include "engine/hand_eval.h"
#include "engine/hand_record.h"

namespace validators {

// Hole cards a player holds in the variant (2 hold'em, 4/5/6 Omaha, 5
// Courchevel); 0 when unknown for the variant.
int hole_card_count(engine::Variant v);

// The player's best high hand on `board` (hold'em: best five of seven;
// Omaha: exactly two hole and three board cards), if his cards and a full
// board are known.
std::optional<engine::HighValue> high_hand(const engine::HandRecord& rec, int player, const engine::CardList& board);
// The qualifying 8-or-better low (Omaha: two plus three), if any.
std::optional<engine::LowValue> low_hand(const engine::HandRecord& rec, int player, const engine::CardList& board);

struct BoardWinners {
  bool known = true;            // every contender's hand could be valued
  std::vector<int> high;        // in the order of `contenders`
  std::vector<int> low;         // hi/lo only; empty when no low qualifies
};

// `contenders` in odd-chip order; a single contender wins without cards.
BoardWinners board_winners(const engine::HandRecord& rec, const std::vector<int>& contenders,
                           const engine::CardList& board);

}  // namespace validators

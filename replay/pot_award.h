// What the rules pay from each pot of a hand, as replay leaves it in the
// Trace: who contests the pot, who wins each board (the showdown, valued
// once), and the split of the pot as built.
#pragma once

#include <vector>

#include "engine/chips.h"
#include "engine/pots.h"
#include "replay/shares.h"
#include "replay/showdown.h"

namespace replay {

// One pot's showdown: its contenders (eligible, not mucked) in odd-chip
// order, and the winners of each board they play for (two when run twice).
struct PotShowdown {
  engine::PlayerMask mask = 0;  // the contenders as a set
  std::vector<int> contenders;
  std::vector<BoardWinners> boards;
  // Every contender's hand could be valued on every board (a single
  // contender wins without cards).
  bool known = false;
};

// One pot's split and how it came about.
struct PotAward {
  Shares shares;                        // per player, in centi-units
  engine::PlayerMask high_winners = 0;  // the main ranking's winners, every board
  bool low_half = false;                // a board's part was halved for a qualifying low
  bool scooped_no_low = false;          // hi/lo: a board had no qualifying low, its high hand scooped
  bool identical_hands = false;         // the same players won both halves of a board (RULES.md R-SD-8.3)
  // Hands tied for a board's high or low half. Several winners without a
  // tie are the halves of hi/lo or of two boards (run twice, Split Hold'em).
  bool tied = false;
};

}  // namespace replay

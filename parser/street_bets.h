// The chips each player has in on the current street and behind him, for
// the readers whose logs state a wager by the player's street total (IGT's
// "value", The Big Game's "Raises To") where the record holds a call's
// chips, a bet's, and a raise's increment and total.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "engine/chips.h"
#include "engine/hand_record.h"

namespace parser {

struct StreetBets {
  std::vector<engine::Chips> bet;    // each player's chips in on this street
  std::vector<engine::Chips> stack;  // what he has behind
  engine::Chips high{0};             // the street's highest total

  // The players' starting stacks, nothing in yet.
  void start(const std::vector<engine::PlayerRecord>& players) {
    stack.clear();
    for (const auto& p : players) stack.push_back(p.stack);
    bet.assign(players.size(), engine::Chips{0});
    high = engine::Chips{0};
  }
  void new_street() {
    std::fill(bet.begin(), bet.end(), engine::Chips{0});
    high = engine::Chips{0};
  }
  // `r` (its player set) as a wager to the street total `to`: a call when
  // it comes to no more than the highest total, else a raise over it, or a
  // bet when there is none; the chips move from his stack.
  void wager_to(engine::ActionRecord& r, engine::Chips to) {
    const auto p = static_cast<std::size_t>(r.player);
    if (to <= high) {
      r.kind = engine::Act::kCall;
      r.amount = to - bet[p];
    } else if (high.positive()) {
      r.kind = engine::Act::kRaise;
      r.amount = to - high;
      r.to = to;
    } else {
      r.kind = engine::Act::kBet;
      r.amount = to - bet[p];
      r.to = to;
    }
    put(p, to - bet[p]);
  }
  // Chips he puts in on this street (a post, a call).
  void put(std::size_t p, engine::Chips chips) {
    bet[p] += chips;
    stack[p] -= chips;
    high = max(high, bet[p]);
  }
};

}  // namespace parser

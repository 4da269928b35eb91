// The posts of a PokerStars-style hand as the record holds them: what each
// post moved, one straddle a player. GGPoker and Winamax write a player's
// dead small blind and live big blind on two lines (GGPoker "posts missed
// blind", Winamax "posts small blind .. out of position"); settle_posts
// joins them as PokerStars writes them ("posts small & big blinds").
// In an unnamed namespace for the reason parser/stars_text_builder.h gives.
#pragma once

#include <algorithm>
#include <array>

#include "parser/stars_text_builder.h"

namespace parser::stars_text {

namespace {

// The record holds what each post moved, one straddle a player. The rooms
// write the posts their own way:
//   - a dead small blind (read as Act::kPostSmallAndBig: GGPoker's "posts
//     missed blind $5", Winamax's "posts small blind 1€ out of position")
//     then "posts big blind $10" by one player: a dead small blind and a live
//     big blind, held as one post of both (the small-blind part dead) as
//     PokerStars writes it; a dead small blind alone is a second small blind,
//     dead money;
//   - "straddle $x" is the player's total so far: "straddle $0.08" after his
//     "straddle $0.04" puts in $0.04 more, and a big blind's "straddle $100"
//     after his $50 blind puts in $50 more.
// Posts come first in a hand: the scan stops at the first other action.
void settle_posts(HandRecord& rec) {
  auto& actions = rec.actions;
  std::array<Chips, kMaxSeats> live{};       // live posts so far, per player
  std::array<int, kMaxSeats> straddle_at{};  // 1 + index of his straddle, 0 = none
  for (std::size_t i = 0; i < actions.size(); ++i) {
    engine::ActionRecord& a = actions[i];
    const auto p = static_cast<std::size_t>(a.player);
    if (a.player < 0 || p >= kMaxSeats) break;
    if (a.kind == Act::kPostAnte) continue;
    if (a.kind == Act::kPostSmallAndBig) {
      auto big = std::find_if(actions.begin() + static_cast<std::ptrdiff_t>(i) + 1, actions.end(),
                              [&](const engine::ActionRecord& x) { return x.kind == Act::kPostBigBlind && x.player == a.player; });
      if (big == actions.end()) {
        a.kind = Act::kPostSmallBlind;
        continue;
      }
      a.amount += big->amount;
      a.all_in = big->all_in;
      live[p] += big->amount;
      actions.erase(big);
    } else if (a.kind == Act::kPostStraddle) {
      const Chips more = a.amount - live[p];
      live[p] = a.amount;
      if (straddle_at[p] == 0) {
        a.amount = more;
        straddle_at[p] = static_cast<int>(i) + 1;
        continue;
      }
      engine::ActionRecord& first = actions[static_cast<std::size_t>(straddle_at[p] - 1)];
      first.amount += more;
      first.all_in = a.all_in;
      actions.erase(actions.begin() + static_cast<std::ptrdiff_t>(i));
      --i;
    } else if (a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind || a.kind == Act::kPostButtonBlind) {
      live[p] += a.amount;
    } else {
      break;
    }
  }
}

}  // namespace

}  // namespace parser::stars_text

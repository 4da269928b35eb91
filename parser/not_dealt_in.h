// Players a hand's seat list names who were not dealt in: the rooms whose
// seat lists hold every seat (PKR, the tracker exports, Enet, Betfair,
// Unibet) and mark nobody sitting out. A player dealt in has a line of the
// hand (a post, an action, a show) before the first round closes, or cards
// of his own.
#pragma once

#include <array>
#include <cstddef>

#include "engine/hand_record.h"
#include "parser/hand_limits.h"

namespace parser {

// Sets `sitting_out` on every player with no action of the record and no
// known hole cards.
inline void mark_not_dealt_in(engine::HandRecord& rec) {
  std::array<bool, kMaxSeats> named{};
  for (const engine::ActionRecord& a : rec.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < kMaxSeats)
      named[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i)
    if (!named[i] && rec.players[i].hole.empty()) rec.players[i].sitting_out = true;
}

}  // namespace parser

// The limits of one hand that every reader enforces (README, "Limits"): a
// hand past them is hostile input, reported as a parse-error at the seat or
// action that passes them, and not replayed.
#pragma once

#include <cstddef>

#include "engine/pots.h"

namespace parser {

inline constexpr std::size_t kMaxSeats = 64;      // players of one hand: the bits of a PlayerMask
inline constexpr std::size_t kMaxActions = 4096;  // actions of one hand, posted blinds and antes included
static_assert(kMaxSeats == static_cast<std::size_t>(engine::kMaxPlayers));

}  // namespace parser

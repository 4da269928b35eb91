// What the rules pay from each pot: the best eligible hands that did not muck,
// the pot split exactly in odd-chip order (RULES.md R-POT-5, R-OC-2/3/4).
//
// settle_pots() values the showdown of every pot once, at the end of
// replay_hand, and leaves it with the split of each pot as built in the
// Trace (Trace::showdowns, Trace::awards). award_findings splits again, from
// those winners, the amount the log says a pot held after rake; phh_results,
// the replay command and convert read Trace::awards. Hand values come from
// replay/showdown.h (high, and low in hi/lo).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "engine/chips.h"
#include "replay/pot_award.h"
#include "replay/trace.h"

namespace replay {

// Fills t.showdowns and t.awards from t.pots: called by replay_hand once the
// pots are built.
void settle_pots(Trace& t);

// The split of pot `k` of a settled trace when it holds `net` (after rake),
// among its contenders, in whole units of the hand's odd-chip unit: per
// board when run twice; in hi/lo a high and a low half, the odd unit to the
// high half (R-SD-8), the high hand scooping when no low qualifies, and
// identical hands winning both halves sharing the whole part evenly when the
// profile says so (hilo_identical_even). nullopt when nobody contests the
// pot, or a contender's hand is not known (hole cards or board missing).
std::optional<PotAward> split_pot_award(const Trace& t, std::size_t k, engine::Chips net);

// Board `b`'s part of pot `k` when the board was run more than once: `net`
// split over the boards as split_pot_award does (the extra units to the
// earlier boards), then that part among board `b`'s winners. nullopt where
// split_pot_award gives none, or the showdown has no board `b`.
std::optional<PotAward> board_part_award(const Trace& t, std::size_t k, engine::Chips net, std::size_t b);

// Trace::awards[k]'s shares as a map, player -> centi-units; nullopt as there.
std::optional<std::map<int, engine::Chips>> awarded_shares(const Trace& t, std::size_t k);

}  // namespace replay

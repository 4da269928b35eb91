// What the rules pay from each pot: the best eligible hands that did not muck,
// the pot split exactly in odd-chip order (RULES.md R-POT-5, R-OC-2/3).
//
// The computation award_findings does for collect lines, for the families
// that need the payouts themselves (phh_results: PHH finishing stacks).
// Hand values come from validators/showdown.h (high, and low in hi/lo).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "engine/chips.h"
#include "replay/trace.h"

namespace validators {

// The players who contest pot `k` of `t.pots`: eligible and not mucked, in
// odd-chip order (clockwise from the first seat left of the button).
std::vector<int> pot_contenders(const replay::Trace& t, std::size_t k);

// What the rules pay from pot `k` when it holds `net` (after rake), per
// player, split in whole units of the hand's odd-chip unit (per board when
// run twice; high and low halves in hi/lo, the odd unit to the high half). nullopt when the pot is contested and a
// contender's hand is not known (hole cards or board missing), or nobody
// contests it.
std::optional<std::map<int, engine::Chips>> award_pot(const replay::Trace& t, std::size_t k, engine::Chips net);

// Logs written before about 2008 print no "Uncalled bet" line: the return
// shows only in a total pot that leaves the uncalled chips out. True when
// `t`'s log is of that kind: no return line, an uncalled amount
// (t.pots.refund to t.pots.refund_to), and a stated total equal to the
// replayed pots. Such a log is consistent, and the refund did go back.
bool uncalled_return_implied(const replay::Trace& t);

}  // namespace validators

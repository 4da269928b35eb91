// What the rules pay from each pot: the best eligible hands that did not muck,
// the pot split exactly in odd-chip order (RULES.md R-POT-5, R-OC-2/3/4).
//
// The one computation of the split: award_findings compares it with the
// log's collect lines; phh_results, replay and convert use the payouts
// themselves. Hand values come from validators/showdown.h (high, and low in
// hi/lo).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "engine/chips.h"
#include "replay/trace.h"
#include "validators/shares.h"

namespace validators {

// The players who contest pot `k` of `t.pots`: eligible and not mucked.
engine::PlayerMask contender_mask(const replay::Trace& t, std::size_t k);
// The players of `players` in odd-chip order (clockwise from the first seat
// left of the button).
std::vector<int> in_odd_chip_order(const engine::HandRecord& rec, engine::PlayerMask players);
// The contenders of pot `k` in odd-chip order.
std::vector<int> pot_contenders(const replay::Trace& t, std::size_t k);

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

// The split of a pot holding `net` (after rake) among `contenders` (in
// odd-chip order), in whole units of the hand's odd-chip unit: per board when
// run twice; in hi/lo a high and a low half, the odd unit to the high half
// (R-SD-8), the high hand scooping when no low qualifies, and identical
// hands winning both halves sharing the whole part evenly when the profile
// says so (hilo_identical_even). nullopt when the pot is contested and a
// contender's hand is not known (hole cards or board missing). Precondition:
// `contenders` is not empty.
std::optional<PotAward> split_award(const replay::Trace& t, const std::vector<int>& contenders, engine::Chips net);

// What the rules pay from pot `k` when it holds `net`: split_award's shares
// for its contenders. nullopt when nobody contests it or a contender's hand
// is not known.
std::optional<std::map<int, engine::Chips>> award_pot(const replay::Trace& t, std::size_t k, engine::Chips net);

// Logs written before about 2008 print no "Uncalled bet" line: the return
// shows only in a total pot that leaves the uncalled chips out. True when
// `t`'s log is of that kind: no return line, an uncalled amount
// (t.pots.refund to t.pots.refund_to), and a stated total equal to the
// replayed pots. Such a log is consistent, and the refund did go back.
bool uncalled_return_implied(const replay::Trace& t);

}  // namespace validators

// Whether a log shows its uncalled bet's return only through its total pot.
#pragma once

#include "replay/trace.h"

namespace validators {

// Logs written before about 2008 print no "Uncalled bet" line: the return
// shows only in a total pot that leaves the uncalled chips out. True when
// `t`'s log is of that kind: no return line, an uncalled amount
// (t.pots.refund to t.pots.refund_to), and a stated total equal to the
// replayed pots. Such a log is consistent, and the refund did go back.
// Also true for every uncalled bet of a room that never writes the return
// (HandRecord::states_returns false: 888poker).
bool uncalled_return_implied(const replay::Trace& t);

// The part of the uncalled bet that a room writing no return line pays
// inside the collects instead (HandRecord::states_returns false): all of
// it when one of his collects is the refund exactly and other collects pay
// the pot, else what the collects
// pay beyond the pots, out of his own collects, up to the refund. 888poker does either, hand by hand: everyone folds to
// a raise to $0.08 over $0.02 and the raiser "collected [ $0.04 ]", the pot (888_poker_hand_history_1.txt); a walk pays
// the big blind "collected [ $0.03 ]", his uncalled cent included; an all-in for $2,000 called for $1,650 leaves the
// $330 out of "collected [ $3,350 ]", another pays the excess as a collect of its own ("Hero collected [ $220 ]",
// NLHE-FREE-MTT-$75Freeroll20120217.txt). 0 for other logs.
engine::Chips uncalled_in_collect(const replay::Trace& t);

// The same for any log: for a room that writes its returns, the part of the
// uncalled bet its collects pay beyond the pots (it wrote no return and paid
// the bet back inside a collect: uncalled-bet-not-returned says the log is
// wrong); for the others uncalled_in_collect.
engine::Chips uncalled_beyond_pots(const replay::Trace& t);

}  // namespace validators

// Whether a log shows its uncalled bet's return only through its total pot.
#pragma once

#include "replay/trace.h"

namespace validators {

// Logs written before about 2008 print no "Uncalled bet" line: the return
// shows only in a total pot that leaves the uncalled chips out. True when
// `t`'s log is of that kind: no return line, an uncalled amount
// (t.pots.refund to t.pots.refund_to), and a stated total equal to the
// replayed pots. Such a log is consistent, and the refund did go back.
bool uncalled_return_implied(const replay::Trace& t);

}  // namespace validators

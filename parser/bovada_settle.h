// What a Bovada hand's lines leave open, settled once the hand is read
// (docs/BOVADA_FORMAT.md): the seats' order, the button, stud's forced bets,
// the kind and size of each all-in and raise, and the stakes, which cash
// headers do not state. No I/O; works on the record alone.
#pragma once

#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"

namespace parser {

// Settles `rec`, read by parse_bovada_hand; findings about the log (a raise
// whose two amounts disagree) are appended to `findings`.
void settle_bovada_hand(engine::HandRecord& rec, std::vector<engine::Finding>& findings);

}  // namespace parser

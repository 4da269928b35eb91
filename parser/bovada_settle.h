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

// The stakes of a hand whose header states none, as a PokerStars header
// would state them: the first full small and big blind posted; in
// fixed-limit games the small bet (the big blind) and the big bet (twice
// it); in stud the small bet the betting shows. Also read by iPoker, whose
// cash and tournament headers may state no stakes.
void derive_posted_stakes(engine::HandRecord& rec);

}  // namespace parser

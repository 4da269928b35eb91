// The PHH `actions` of a replayed hand (PHH.md §5): deals, bring-in,
// betting, draws and showdown, in PHH notation.
#pragma once

#include <string>
#include <vector>

#include "replay/trace.h"

namespace convert {

// Players in PHH order (PHH.md §2) and back: `record[k]` is the record index
// of player p(k+1); `phh[i]` the PHH index of record player i, -1 for a
// player not dealt in. Button games: clockwise from the first seat left of
// the button, so that p1 is the small blind and pN the button (heads-up: p1
// the big blind). Stud: by seat, as PokerStars has no button in stud.
struct PhhOrder {
  std::vector<int> record;
  std::vector<int> phh;
};
PhhOrder phh_order(const replay::Trace& t);

// The action strings, in time order:
//  * the first deal (`d dh pN CARDS`; `??` for each unknown card), then the
//    bring-in (`pN pb`) and the betting (`pN f`, `pN cc`, `pN cbr TO` with TO
//    the player's street total);
//  * flop games: each board as its street is reached (`d db`); boards dealt
//    after the betting is over (an all-in run-out) come after the showdown
//    actions, as PHH.md §5 says players show before the rest is dealt;
//  * stud: one `d dh` per player still in on 4th to 7th street (down-cards
//    unknown unless the log shows them: `??`), every street dealt before the
//    showdown;
//  * draw: `pN sd` (stand pat) or `pN sd CARDS` (the discarded cards) and
//    then `d dh pN CARDS` for the replacements, `??` for each card the log
//    does not show (HandRecord::exchanges has those it does);
//  * showdown: `pN sm CARDS` for a show, `pN sm` for a muck.
// Posts are not actions in PHH (they are the antes and blinds fields);
// uncalled returns and collections are derived by the replay.
std::vector<std::string> phh_actions(const replay::Trace& t, const PhhOrder& order);

}  // namespace convert

// Winamax prints no "Uncalled bet (..) returned to NAME" line: the player
// whose bet nobody called "collects" it along with his pot, and the summary's
// total counts it (PLO-5max-EUR-1.00-2.00-201611.post.both: a bet of 8€
// folded to, "collected 15.48€" and "Total pot 15.48€ | Rake 0.52€" of a pot
// of 8€ before the bet). The record is made to read as PokerStars' logs do.
#pragma once

#include "engine/hand_record.h"

namespace parser {

// The chips of the largest contribution that nobody matched, when the hand
// has no return line: a return of them to their owner is inserted before
// the first collect (at that collect's position) and they are taken out of
// his collect that held them and out of the stated total. Nothing changes
// when he collected less than that (the log then contradicts itself, and
// the replay says so).
void winamax_settle_uncalled(engine::HandRecord& rec);

}  // namespace parser

// PartyPoker pays an uncalled bet back inside the winner's "wins" line
// ("michel129 wins $16.16 USD": the $8.50 pot less its rake, and his $8.08
// river bet nobody called, 10MultipleHands.txt) or the emailed summary's
// "collected": the record wants the return apart.
#pragma once

#include <vector>

#include "engine/hand_record.h"

namespace parser::partypoker {

// Takes the uncalled part of the largest live contribution over the hand
// (`total`, per player; what it puts in beyond the next largest) out of
// that player's collects into an Act::kUncalledReturn: a collect of that
// amount becomes the return, or the last larger one gives it up. Nothing
// when his collects are smaller (the log does not pay it back) or a
// cash-out is paid. Run once the wagers are settled.
void split_uncalled_return(engine::HandRecord& rec, const std::vector<engine::Chips>& total);

}  // namespace parser::partypoker

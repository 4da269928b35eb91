// Amounts as the log writes them: "$0.75" in cash hands, "1500" in chips.
#pragma once

#include <string>
#include <string_view>

#include "engine/chips.h"
#include "engine/hand_record.h"

namespace engine {

std::string money_text(Chips amount, const HandRecord& record);

// The same with the hand's currency symbol given ("$", "€"; "" for chips):
// for callers that keep a summary of a hand, not its record.
std::string money_text(Chips amount, std::string_view symbol);

// The symbol money_text writes for `record`'s amounts; "" for chips.
std::string_view money_symbol(const HandRecord& record);

}  // namespace engine

// Amounts as the log writes them: "$0.75" in cash hands, "1500" in chips.
#pragma once

#include <string>

#include "engine/chips.h"
#include "engine/hand_record.h"

namespace engine {

std::string money_text(Chips amount, const HandRecord& record);

}  // namespace engine

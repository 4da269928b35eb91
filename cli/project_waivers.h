// The "waivers" key of the project file (docs/config.md): findings accepted
// for a table, a hand or a player, each with a reason and an expiry date.
//
//   "waivers": [
//     {"rule": "stack-continuity", "table": "Vesta IV", "reason": "rebuys are not logged",
//      "expires": "2027-01-31"},
//     {"rule": "raise-below-minimum", "hand": "228695023643", "player": "Bob",
//      "reason": "ticket 4411: the room's client allowed it", "expires": "2026-12-31"}]
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "handaudit/auditor.h"

namespace cli {

// Reads the value of "waivers" into `out`; the message of the first mistake
// (naming the waiver by its number, from 1) when it is not a list of
// waivers handaudit::waiver_error() accepts.
std::optional<std::string> read_waivers(const nlohmann::json& value,
                                        std::optional<std::vector<handaudit::Waiver>>& out);

}  // namespace cli

// header_stamp: the start time a hand header states, as a number that orders the hands of
// one table (cross-hand audits check that hand numbers and times agree).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/hand_time.h"

namespace parser {

// Seconds since 1970-01-01 00:00:00 of the civil date and time in `header`
// (zone-naive): the time marked ET when there is one ("... 21:15:40 CET
// [2021/07/30 15:15:40 ET]", "... - 2009/10/12 - 23:45:12 (ET)"), else the
// first. Dates are "YYYY/MM/DD", times "H:MM:SS" (hour not padded).
// nullopt when the header states no valid date and time.
std::optional<std::int64_t> header_time(std::string_view header);

// The same seconds of a civil date and time a reader has taken apart
// already (its zone ignored); nullopt when it is no valid date and time of
// day, by the ranges header_time allows (year 0-9999).
std::optional<std::int64_t> civil_seconds(const engine::HandTime& t);

}  // namespace parser

// header_stamp: the start time a hand header states, as a number that orders the hands of
// one table (cross-hand audits check that hand numbers and times agree).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace parser {

// Seconds since 1970-01-01 00:00:00 of the civil date and time in `header`
// (zone-naive): the time marked ET when there is one ("... 21:15:40 CET
// [2021/07/30 15:15:40 ET]", "... - 2009/10/12 - 23:45:12 (ET)"), else the
// first. Dates are "YYYY/MM/DD", times "H:MM:SS" (hour not padded).
// nullopt when the header states no valid date and time.
std::optional<std::int64_t> header_time(std::string_view header);

}  // namespace parser

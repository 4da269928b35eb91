// The date and time of a PokerStars-style hand header (POKERSTARS_FORMAT.md
// §1): "2021/08/21 20:45:25 CET [2021/08/21 14:45:25 ET]", the old
// "2009/10/12 - 23:45:12 (ET)", or a time with no zone at all.
#pragma once

#include <string_view>

#include "engine/hand_time.h"

namespace parser {

// Reads the times of `header` (the whole header line): `start` gets the first
// one (the log's local time), `et` the one written in ET (the first itself
// when its zone is ET). Zones are views into `header`. Leaves both unknown
// when the header has no date.
void read_header_times(std::string_view header, engine::HandTime& start, engine::HandTime& et);

}  // namespace parser

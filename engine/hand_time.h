// HandTime: when a hand started, as the log writes it, and the same moment in
// UTC where the log's zone allows it (OHH `start_date_utc`, PHH time fields).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace engine {

struct HandTime {
  int year = 0;   // 0: the log does not say
  int month = 0;  // 1..12
  int day = 0;    // 1..31
  int hour = 0;   // 0..23
  int minute = 0;
  int second = 0;
  bool clock = false;     // the time of day is known (PHH may give a date alone)
  std::string_view zone;  // as written: "ET", "CET", "UTC"; "" when none

  bool known() const { return year != 0; }

  friend bool operator==(const HandTime&, const HandTime&) = default;
};

// The same moment in UTC, for a time written in ET (US Eastern time, with the
// daylight-saving dates the US has used since 1987: first Sunday of April to
// last Sunday of October until 2006, second Sunday of March to first Sunday
// of November since 2007; the repeated hour of the change back is read as
// daylight time), UTC or GMT. nullopt for any other zone or a date out of
// range or a date with no time of day: other zones' rules are not known here.
std::optional<HandTime> to_utc(const HandTime& t);

// A calendar date moved by `days` (may be negative).
void add_days(HandTime& t, int days);

// The UTC time `seconds` after 1970-01-01 00:00:00 UTC (a Unix time, as XML
// formats such as Boss Media's write a hand's start), zone "UTC".
HandTime utc_time_of(std::int64_t seconds);

}  // namespace engine

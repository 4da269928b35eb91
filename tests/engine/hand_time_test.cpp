// engine::to_utc: ET with the US daylight-saving rules (before and since
// 2007, at 2:00 local on the switch days), UTC and GMT as they are, other
// zones and dates without a time of day not converted.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "engine/hand_time.h"

namespace {

engine::HandTime at(int y, int mo, int d, int h, int mi, std::string_view zone) {
  engine::HandTime t;
  t.year = y;
  t.month = mo;
  t.day = d;
  t.hour = h;
  t.minute = mi;
  t.clock = true;
  t.zone = zone;
  return t;
}

std::string text(const std::optional<engine::HandTime>& t) {
  if (!t) return "none";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d %02d:%02d", t->year, t->month, t->day, t->hour, t->minute);
  return buf;
}

}  // namespace

TEST_CASE("to_utc: ET daylight saving, day and year rollover, other zones") {
  struct Row {
    engine::HandTime t;
    const char* utc;
  };
  const Row rows[] = {
      {at(2021, 7, 30, 15, 15, "ET"), "2021-07-30 19:15"},  // summer: UTC-4
      {at(2021, 1, 15, 12, 0, "ET"), "2021-01-15 17:00"},   // winter: UTC-5
      {at(2024, 3, 10, 1, 59, "ET"), "2024-03-10 06:59"},   // before the switch (2nd Sunday of March)
      {at(2024, 3, 10, 3, 0, "ET"), "2024-03-10 07:00"},    // after it
      {at(2024, 11, 3, 2, 0, "ET"), "2024-11-03 07:00"},    // back to standard at 2:00 (1st Sunday of November)
      {at(2006, 4, 1, 12, 0, "ET"), "2006-04-01 17:00"},    // 2006: still standard until the 1st Sunday of April
      {at(2006, 4, 2, 12, 0, "ET"), "2006-04-02 16:00"},
      {at(2006, 10, 29, 12, 0, "ET"), "2006-10-29 17:00"},   // last Sunday of October
      {at(2021, 12, 31, 22, 30, "ET"), "2022-01-01 03:30"},  // into the next year
      {at(2024, 2, 28, 23, 0, "ET"), "2024-02-29 04:00"},    // leap day
      {at(2021, 7, 30, 15, 15, "UTC"), "2021-07-30 15:15"},
      {at(2021, 7, 30, 15, 15, "GMT"), "2021-07-30 15:15"},
      {at(2021, 7, 30, 15, 15, "CET"), "none"},
      {at(2021, 7, 30, 15, 15, ""), "none"},
  };
  for (const Row& r : rows) {
    CAPTURE(r.utc);
    CHECK(text(engine::to_utc(r.t)) == r.utc);
  }
  engine::HandTime date_only = at(2023, 6, 22, 0, 0, "ET");
  date_only.clock = false;
  CHECK_FALSE(engine::to_utc(date_only));
}

TEST_CASE("utc_time_of: Unix seconds to the UTC date and time, leap days and times before 1970") {
  // The first Boss Media hand of the corpus: DATE="1265759017".
  const engine::HandTime t = engine::utc_time_of(1265759017);
  CHECK(text(t) == "2010-02-09 23:43");
  CHECK(t.second == 37);
  CHECK(t.clock);
  CHECK(t.zone == "UTC");
  CHECK(text(engine::utc_time_of(951782400)) == "2000-02-29 00:00");
  CHECK(text(engine::utc_time_of(0)) == "1970-01-01 00:00");
  const engine::HandTime before = engine::utc_time_of(-1);
  CHECK(text(before) == "1969-12-31 23:59");
  CHECK(before.second == 59);
}

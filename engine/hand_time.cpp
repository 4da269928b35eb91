#include "engine/hand_time.h"

namespace engine {

namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
// days_from_civil).
long days_from_civil(int y, int m, int d) {
  y -= m <= 2 ? 1 : 0;
  const int era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = y - era * 400;
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return static_cast<long>(era) * 146097 + doe - 719468;
}

void civil_from_days(long z, int& y, int& m, int& d) {
  z += 719468;
  const long era = (z >= 0 ? z : z - 146096) / 146097;
  const long doe = z - era * 146097;
  const long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const long mp = (5 * doy + 2) / 153;
  d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  y = static_cast<int>(yoe + era * 400 + (m <= 2 ? 1 : 0));
}

// 0 = Sunday.
int weekday(long days) { return static_cast<int>(((days % 7) + 11) % 7); }

// The day of the month of the n-th (1-based) Sunday, or of the last one (n = 0).
int sunday(int y, int m, int n) {
  if (n == 0) {
    const int last = m == 12 ? 31 : static_cast<int>(days_from_civil(y, m + 1, 1) - days_from_civil(y, m, 1));
    const long end = days_from_civil(y, m, last);
    return last - weekday(end);
  }
  const long first = days_from_civil(y, m, 1);
  return 1 + (7 - weekday(first)) % 7 + 7 * (n - 1);
}

// Whether a local US Eastern time is daylight time; the switch is at 2:00 local.
bool eastern_daylight(const HandTime& t) {
  int start_month = 4, start_day = sunday(t.year, 4, 1), end_month = 10, end_day = sunday(t.year, 10, 0);
  if (t.year >= 2007) {
    start_month = 3;
    start_day = sunday(t.year, 3, 2);
    end_month = 11;
    end_day = sunday(t.year, 11, 1);
  }
  const auto key = [](int m, int d, int h) { return (m * 100 + d) * 100 + h; };
  const int now = key(t.month, t.day, t.hour);
  return now >= key(start_month, start_day, 2) && now < key(end_month, end_day, 2);
}

}  // namespace

void add_days(HandTime& t, int days) {
  civil_from_days(days_from_civil(t.year, t.month, t.day) + days, t.year, t.month, t.day);
}

HandTime utc_time_of(std::int64_t seconds) {
  // Floor division, so that a time before 1970 falls on the day before.
  std::int64_t days = seconds / 86400;
  std::int64_t rest = seconds % 86400;
  if (rest < 0) {
    rest += 86400;
    --days;
  }
  HandTime t;
  civil_from_days(static_cast<long>(days), t.year, t.month, t.day);
  t.hour = static_cast<int>(rest / 3600);
  t.minute = static_cast<int>(rest % 3600 / 60);
  t.second = static_cast<int>(rest % 60);
  t.clock = true;
  t.zone = "UTC";
  return t;
}

std::optional<HandTime> to_utc(const HandTime& t) {
  if (!t.clock || t.year < 1987 || t.year > 9999 || t.month < 1 || t.month > 12 || t.day < 1 || t.day > 31 ||
      t.hour > 23 || t.minute > 59 || t.second > 60)
    return std::nullopt;
  int offset = 0;  // hours to add to reach UTC
  if (t.zone == "ET") {
    offset = eastern_daylight(t) ? 4 : 5;
  } else if (t.zone != "UTC" && t.zone != "GMT") {
    return std::nullopt;
  }
  HandTime u = t;
  u.zone = "UTC";
  u.hour += offset;
  if (u.hour >= 24) {
    u.hour -= 24;
    add_days(u, 1);
  }
  return u;
}

}  // namespace engine

#include "parser/header_stamp.h"

namespace parser {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Reads exactly `n` digits at `s[i]`.
std::optional<int> digits(std::string_view s, std::size_t i, std::size_t n) {
  if (i + n > s.size()) return std::nullopt;
  int v = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (!is_digit(s[i + k])) return std::nullopt;
    v = v * 10 + (s[i + k] - '0');
  }
  return v;
}

// Days from 1970-01-01 to the civil date y-m-d (proleptic Gregorian;
// H. Hinnant's days_from_civil).
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2 ? 1 : 0;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

// The seconds of a civil date and time, when each part is in its range.
std::optional<std::int64_t> seconds_of(int year, int month, int day, int hour, int minute, int second) {
  if (year < 0 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return std::nullopt;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return std::nullopt;
  const std::int64_t days = days_from_civil(year, static_cast<unsigned>(month), static_cast<unsigned>(day));
  return days * 86400 + hour * 3600 + minute * 60 + second;
}

struct Stamp {
  std::int64_t seconds = 0;
  std::size_t end = 0;  // index just past the time
};

// A "YYYY/MM/DD H:MM:SS" (or "YYYY/MM/DD - H:MM:SS") starting at s[i].
std::optional<Stamp> stamp_at(std::string_view s, std::size_t i) {
  const auto year = digits(s, i, 4);
  const auto month = digits(s, i + 5, 2);
  const auto day = digits(s, i + 8, 2);
  if (!year || !month || !day || s[i + 4] != '/' || s[i + 7] != '/') return std::nullopt;
  std::size_t k = i + 10;
  while (k < s.size() && (s[k] == ' ' || s[k] == '-')) ++k;
  std::size_t hour_digits = 0;
  while (k + hour_digits < s.size() && is_digit(s[k + hour_digits]) && hour_digits < 3) ++hour_digits;
  if (hour_digits == 0 || hour_digits > 2) return std::nullopt;
  const auto hour = digits(s, k, hour_digits);
  k += hour_digits;
  if (k >= s.size() || s[k] != ':') return std::nullopt;
  const auto minute = digits(s, k + 1, 2);
  if (k + 3 >= s.size() || s[k + 3] != ':') return std::nullopt;
  const auto second = digits(s, k + 4, 2);
  if (!hour || !minute || !second) return std::nullopt;
  const std::optional<std::int64_t> seconds = seconds_of(*year, *month, *day, *hour, *minute, *second);
  if (!seconds) return std::nullopt;
  return Stamp{*seconds, k + 6};
}

// Whether the zone written after a time is ET: " ET", "(ET)" or " ET]".
bool followed_by_et(std::string_view s, std::size_t end) {
  const std::string_view rest = s.substr(end);
  return rest.starts_with(" ET") || rest.starts_with(" (ET)");
}

}  // namespace

std::optional<std::int64_t> civil_seconds(const engine::HandTime& t) {
  if (!t.clock) return std::nullopt;
  return seconds_of(t.year, t.month, t.day, t.hour, t.minute, t.second);
}

std::optional<std::int64_t> header_time(std::string_view header) {
  std::optional<std::int64_t> first;
  // A date's first '/' is its fifth byte: look only there.
  for (std::size_t slash = header.find('/', 4); slash != std::string_view::npos; slash = header.find('/', slash + 1)) {
    const std::optional<Stamp> stamp = stamp_at(header, slash - 4);
    if (!stamp) continue;
    if (followed_by_et(header, stamp->end)) return stamp->seconds;
    if (!first) first = stamp->seconds;
    slash = stamp->end;
  }
  return first;
}

}  // namespace parser

#include "parser/header_time.h"

namespace parser {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

// Reads 1..max digits at `i`; false when there is none.
bool read_number(std::string_view s, std::size_t& i, int max, int& out) {
  out = 0;
  int n = 0;
  while (i < s.size() && is_digit(s[i]) && n < max) {
    out = out * 10 + (s[i] - '0');
    ++i;
    ++n;
  }
  return n > 0;
}

bool expect(std::string_view s, std::size_t& i, char c) {
  if (i >= s.size() || s[i] != c) return false;
  ++i;
  return true;
}

// "YYYY/MM/DD[ - ]H:MM:SS[ ZONE|(ZONE)]" at `i`; advances `i` past it.
bool read_time(std::string_view s, std::size_t& i, engine::HandTime& t) {
  std::size_t k = i;
  if (!read_number(s, k, 4, t.year) || k - i != 4 || !expect(s, k, '/') || !read_number(s, k, 2, t.month) ||
      !expect(s, k, '/') || !read_number(s, k, 2, t.day))
    return false;
  while (k < s.size() && (s[k] == ' ' || s[k] == '-')) ++k;
  if (!read_number(s, k, 2, t.hour) || !expect(s, k, ':') || !read_number(s, k, 2, t.minute) || !expect(s, k, ':') ||
      !read_number(s, k, 2, t.second))
    return false;
  t.clock = true;
  std::size_t z = k;
  while (z < s.size() && s[z] == ' ') ++z;
  const bool paren = z < s.size() && s[z] == '(';
  if (paren) ++z;
  const std::size_t zone = z;
  while (z < s.size() && is_upper(s[z])) ++z;
  t.zone = z - zone >= 2 && z - zone <= 5 ? s.substr(zone, z - zone) : std::string_view();
  if (t.zone.empty())
    z = k;
  else if (paren && z < s.size() && s[z] == ')')
    ++z;
  i = z;
  return true;
}

}  // namespace

void read_header_times(std::string_view header, engine::HandTime& start, engine::HandTime& et) {
  start = {};
  et = {};
  // A time starts four digits before its date's first '/': only those
  // places are tried, not every byte of the header. `from`: where the last
  // time read ended; no time starts before it.
  std::size_t from = 0;
  for (std::size_t slash = header.find('/', 4); slash != std::string_view::npos; slash = header.find('/', slash + 1)) {
    std::size_t i = slash - 4;
    if (i < from || !is_digit(header[i]) || (i > 0 && is_digit(header[i - 1]))) continue;
    engine::HandTime t;
    if (!read_time(header, i, t)) continue;
    if (!start.known()) start = t;
    if (!et.known() && t.zone == "ET") et = t;
    from = i;
    slash = i > 0 ? i - 1 : 0;  // the next search starts at `from`
  }
}

}  // namespace parser

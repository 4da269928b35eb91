// parser::read_header_times on the header forms of POKERSTARS_FORMAT.md §1.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "parser/header_time.h"

namespace {

std::string text(const engine::HandTime& t) {
  if (!t.known()) return "none";
  char buf[48];
  std::snprintf(buf, sizeof buf, "%04d/%02d/%02d %02d:%02d:%02d ", t.year, t.month, t.day, t.hour, t.minute, t.second);
  return buf + std::string(t.zone);
}

}  // namespace

TEST_CASE("header times: local first, ET where given") {
  struct Row {
    const char* header;
    const char* start;
    const char* et;
  };
  const Row rows[] = {
      {"PokerStars Hand #228695023643:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:15:40 ET",
       "2021/07/30 21:15:40 ET", "2021/07/30 21:15:40 ET"},
      {"PokerStars Zoom Hand #229229075998:  Hold'em No Limit ($0.01/$0.02) - 2021/08/21 20:45:25 CET "
       "[2021/08/21 14:45:25 ET]",
       "2021/08/21 20:45:25 CET", "2021/08/21 14:45:25 ET"},
      {"PokerStars Game #1003659126: Hold'em No Limit ($1/$2) - 2009/10/12 - 23:45:12 (ET)", "2009/10/12 23:45:12 ET",
       "2009/10/12 23:45:12 ET"},
      {"PokerStars Hand #1: Tournament #937193984, $0.91+$0.09 USD Hold'em No Limit - Level V (40/80) - "
       "2014/07/13 8:48:13 ET",
       "2014/07/13 08:48:13 ET", "2014/07/13 08:48:13 ET"},
      {"PokerStars Hand #3434271432: Omaha Fixed Limit ($30/$60.00) - 2017/03/08 20:45:32", "2017/03/08 20:45:32 ",
       "none"},
      {"PokerStars Hand #1: Hold'em No Limit ($1/$2)", "none", "none"},
  };
  for (const Row& r : rows) {
    CAPTURE(r.header);
    engine::HandTime start, et;
    parser::read_header_times(r.header, start, et);
    CHECK(text(start) == r.start);
    CHECK(text(et) == r.et);
    CHECK(start.clock == start.known());
  }
}

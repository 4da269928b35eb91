#include "validators/table_sessions.h"

#include <doctest/doctest.h>

#include <cstdint>

namespace {

// A comparable hand of table "T" with no seats: enough for the sessions'
// bookkeeping, and nothing for the pair rules to find.
validators::HandSnapshot hand(std::uint64_t number, std::int64_t start_time) {
  validators::HandSnapshot s;
  s.site = std::string("pokerstars");  // move-assigned: GCC 12 warns wrongly (-Wrestrict) on assigning a literal here
  s.table = std::string("T");
  s.hand_id = std::to_string(number);
  s.number = number;
  s.start_time = start_time;
  s.comparable = true;
  s.button_seat = 1;
  return s;
}

}  // namespace

TEST_CASE("table sessions: neighbours in order are judged, a hand given twice is not") {
  validators::TableSessions sessions("");
  for (const std::uint64_t n : {10, 20, 30, 20, 40}) sessions.add(hand(n, static_cast<std::int64_t>(n) * 60));
  CHECK(sessions.stats().pairs == 3);
  CHECK(sessions.stats().duplicates == 1);
  CHECK(sessions.unordered_tables() == 0);
  CHECK(sessions.finish().empty());
}

TEST_CASE("table sessions: once numbers and times disagree, the table is judged no more") {
  // Its findings would all be dropped at the end (anonymised files): none
  // is judged or kept meanwhile, however long the table goes on.
  validators::TableSessions sessions("");
  sessions.add(hand(10, 600));
  sessions.add(hand(20, 300));  // later number, earlier time
  for (std::uint64_t n = 30; n < 1000; n += 10) sessions.add(hand(n, static_cast<std::int64_t>(n) * 60));
  CHECK(sessions.stats().pairs == 0);
  CHECK(sessions.unordered_tables() == 1);
  CHECK(sessions.finish().empty());
}

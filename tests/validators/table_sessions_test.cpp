#include "validators/table_sessions.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

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
  validators::TableSessions sessions{engine::ProfileChoice()};
  for (const std::uint64_t n : {10, 20, 30, 20, 40}) sessions.add(hand(n, static_cast<std::int64_t>(n) * 60));
  CHECK(sessions.stats().pairs == 3);
  CHECK(sessions.stats().duplicates == 1);
  CHECK(sessions.unordered_tables() == 0);
  CHECK(sessions.finish().empty());
}

TEST_CASE("table sessions: once numbers and times disagree, the table is judged no more") {
  // Its findings would all be dropped at the end (anonymised files): none
  // is judged or kept meanwhile, however long the table goes on.
  validators::TableSessions sessions{engine::ProfileChoice()};
  sessions.add(hand(10, 600));
  sessions.add(hand(20, 300));  // later number, earlier time
  for (std::uint64_t n = 30; n < 1000; n += 10) sessions.add(hand(n, static_cast<std::int64_t>(n) * 60));
  CHECK(sessions.stats().pairs == 0);
  CHECK(sessions.unordered_tables() == 1);
  CHECK(sessions.finish().empty());
}

namespace {

// hand(number) with a fingerprint: `facts` hashes on lines 1, 2, ... and a
// digest made of them, read from `source` with its header on line 1.
validators::HandSnapshot copy_of(std::uint64_t number, const std::vector<std::uint64_t>& facts, const char* source) {
  validators::HandSnapshot s = hand(number, static_cast<std::int64_t>(number) * 60);
  s.source = std::string(source);
  s.header_pos = {1, 1};
  std::uint64_t digest = 17;
  for (std::size_t i = 0; i < facts.size(); ++i) {
    s.copy.facts.push_back({facts[i], static_cast<std::uint32_t>(i + 1)});
    digest = digest * 31 + facts[i];
  }
  s.copy.digest = digest;
  return s;
}

std::vector<validators::CrossHandFinding> conflicts(validators::TableSessions& sessions) {
  std::vector<validators::CrossHandFinding> found;
  for (const validators::TableFindings& t : sessions.finish())
    for (const validators::CrossHandFinding& c : t.findings)
      if (c.finding.rule == engine::Rule::kConflictingCopies) found.push_back(c);
  return found;
}

}  // namespace

TEST_CASE("table sessions: a copy whose facts differ is a conflicting-copies at the line where it parts") {
  validators::TableSessions sessions{engine::ProfileChoice()};
  sessions.add(copy_of(10, {1, 2, 3, 4}, "a.txt"));
  sessions.add(copy_of(20, {1, 2, 3, 4}, "a.txt"));
  sessions.add(copy_of(10, {1, 2, 3, 4}, "b.txt"));  // the same facts: a duplicate, nothing said
  sessions.add(copy_of(20, {1, 2, 9, 4}, "b.txt"));  // the third fact differs
  CHECK(sessions.stats().duplicates == 2);
  const auto found = conflicts(sessions);
  REQUIRE(found.size() == 1);
  CHECK(found[0].source == "b.txt");
  CHECK(found[0].finding.pos.line == 3);
  CHECK(found[0].previous_source == "a.txt");
  CHECK(found[0].previous_pos.line == 1);
  CHECK(found[0].finding.message.find("they part at line 3 here, line 3 there") != std::string::npos);
}

TEST_CASE("table sessions: a first copy further back than the recent hands is named, the line is not") {
  validators::TableSessions sessions{engine::ProfileChoice()};
  sessions.add(copy_of(10, {1, 2, 3}, "a.txt"));
  for (std::uint64_t n = 11; n <= 10 + validators::TableSessions::kRecentHands; ++n)
    sessions.add(copy_of(n, {n, 2, 3}, "a.txt"));
  sessions.add(copy_of(10, {1, 5, 3}, "b.txt"));
  const auto found = conflicts(sessions);
  REQUIRE(found.size() == 1);
  CHECK(found[0].finding.pos.line == 1);  // the later copy's header
  CHECK(found[0].previous_source == "a.txt");
  CHECK(found[0].finding.message.find("too far back") != std::string::npos);
}

TEST_CASE("table sessions: conflicting copies survive encode and decode, and a merge of two parts finds them") {
  validators::TableSessions first(engine::ProfileChoice(), true);
  first.add(copy_of(10, {1, 2, 3}, "a.txt"));
  first.add(copy_of(20, {1, 2, 3}, "a.txt"));
  validators::TableSessions second(engine::ProfileChoice(), true);
  second.add(copy_of(20, {7, 2, 3}, "b.txt"));
  second.add(copy_of(20, {1, 2, 3}, "c.txt"));  // conflicts with b's, agrees with a's
  std::string error;
  auto decoded = validators::TableSessions::decode(second.encode(), error);
  REQUIRE_MESSAGE(decoded, error);
  CHECK(decoded->encode() == second.encode());
  CHECK_FALSE(first.merge(std::move(*decoded)));
  // One state given a, b and c in turn reports b's copy only: c agrees with a's.
  const auto found = conflicts(first);
  REQUIRE(found.size() == 1);
  CHECK(found[0].source == "b.txt");
  CHECK(found[0].previous_source == "a.txt");
}

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

namespace {

// copy_of() for a hand of no table session (a fast-fold hand, say), named
// in its room by `key` (HandSnapshot::copy_key), at table `table`.
validators::HandSnapshot room_copy(std::uint64_t key, const std::vector<std::uint64_t>& facts, const char* source,
                                   const char* table) {
  validators::HandSnapshot s = copy_of(0, facts, source);
  s.copies_only = true;
  s.copy_key = key;
  s.number = 0;
  s.hand_id = "H-" + std::to_string(key % 1000);
  s.table = std::string(table);
  return s;
}

}  // namespace

TEST_CASE("table sessions: hands of no table are compared room-wide by their copy key, whatever their table") {
  const std::uint64_t hashed = validators::kHashedCopyKey + 12345;
  validators::TableSessions sessions{engine::ProfileChoice()};
  sessions.add(room_copy(hashed, {1, 2, 3}, "a.txt", "Halley"));
  sessions.add(room_copy(hashed + 1, {1, 2, 3}, "a.txt", "Halley"));
  sessions.add(room_copy(hashed, {1, 2, 3}, "b.txt", "Halley"));      // the same facts: nothing said
  sessions.add(room_copy(hashed + 1, {1, 8, 3}, "b.txt", "Alcor"));   // the second fact differs
  CHECK(sessions.tables() == 0);  // no table session
  CHECK(sessions.stats().duplicates == 0);
  const auto tables = sessions.finish();
  REQUIRE(tables.size() == 1);
  CHECK(tables[0].site == "pokerstars");
  CHECK(tables[0].table == "Alcor");  // the later copy's
  REQUIRE(tables[0].findings.size() == 1);
  const validators::CrossHandFinding& c = tables[0].findings[0];
  CHECK(c.finding.rule == engine::Rule::kConflictingCopies);
  CHECK(c.source == "b.txt");
  CHECK(c.finding.pos.line == 2);
  CHECK(c.hand_id == "H-" + std::to_string((hashed + 1) % 1000));
  CHECK(c.previous_source == "a.txt");
}

TEST_CASE("table sessions: room-wide copies travel in the state, a merge names a hashed key's hand by its place") {
  const std::uint64_t hashed = validators::kHashedCopyKey + 99;
  validators::TableSessions first(engine::ProfileChoice(), true);
  first.add(room_copy(hashed, {1, 2, 3}, "a.txt", "Halley"));
  first.add(room_copy(424242, {1, 2, 3}, "a.txt", "Halley"));
  validators::TableSessions second(engine::ProfileChoice(), true);
  second.add(room_copy(hashed, {1, 2, 4}, "b.txt", "Halley"));
  second.add(room_copy(424242, {1, 2, 3}, "b.txt", "Halley"));  // agrees with a's
  second.add(room_copy(424242, {5, 2, 3}, "c.txt", "Halley"));  // conflicts with b's, so with a's too
  std::string error;
  auto decoded = validators::TableSessions::decode(second.encode(), error);
  REQUIRE_MESSAGE(decoded, error);
  CHECK(decoded->encode() == second.encode());
  CHECK_FALSE(first.merge(std::move(*decoded)));
  std::vector<std::string> found;
  for (const validators::TableFindings& t : first.finish())
    for (const validators::CrossHandFinding& c : t.findings)
      found.push_back(t.table + " " + c.source + ":" + std::to_string(c.finding.pos.line) + " #" + c.hand_id + " <- " +
                      c.previous_source);
  // The hashed key's hand: no id, no table (neither is in the state); c's
  // copy, judged in its part, keeps both.
  CHECK(found == std::vector<std::string>{" b.txt:1 # <- a.txt", "Halley c.txt:1 #H-242 <- a.txt"});
}

TEST_CASE("copy_key: the hand id as a number, else a hash, PokerNow's hand code, PHH's hand with its event or table") {
  engine::HandRecord r;
  r.format = "pokerstars";
  r.hand_id = "229229075998";
  CHECK(validators::copy_key(r) == 229229075998u);
  r.hand_id = "5335178-3970-1382590042";  // Winamax
  const std::uint64_t winamax = validators::copy_key(r);
  CHECK(winamax >= validators::kHashedCopyKey);
  r.hand_id = "5335178-3970-1382590043";
  CHECK(validators::copy_key(r) != winamax);
  r.hand_id = "RC1000003";  // GGPoker: the letters count
  const std::uint64_t rush = validators::copy_key(r);
  r.hand_id = "HD1000003";
  CHECK(validators::copy_key(r) != rush);
  r.hand_id = "";
  CHECK(validators::copy_key(r) == 0);

  engine::HandRecord now;
  now.format = "pokernow";
  now.table_is_file = true;
  now.hand_id = "35";  // counts one game's hands from 1
  CHECK(validators::copy_key(now) == 0);
  now.hand_code = "leffxzrze4zb";
  CHECK(validators::copy_key(now) >= validators::kHashedCopyKey);

  engine::HandRecord phh;
  phh.format = "phh";
  phh.hand_id = "17";
  CHECK(validators::copy_key(phh) == 0);  // Pluribus: each session's hands from 1
  phh.event = "Copies Cup Day 1";
  const std::uint64_t in_event = validators::copy_key(phh);
  CHECK(in_event >= validators::kHashedCopyKey);
  phh.table = "3";
  CHECK(validators::copy_key(phh) != in_event);
  phh.hand_id = "";
  CHECK(validators::copy_key(phh) == 0);  // no `hand` field
}

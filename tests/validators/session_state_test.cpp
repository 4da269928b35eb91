// validators/session_state.h: the reader refuses what does not fit, one
// finding's fields round-trip through write_finding / read_finding, states
// of other profiles are not merged.
#include "validators/session_state.h"

#include <doctest/doctest.h>

#include <string>

#include "validators/table_sessions.h"

namespace {

validators::HandSnapshot hand(std::uint64_t number, std::string source) {
  validators::HandSnapshot s;
  s.site = std::string("pokerstars");
  s.table = std::string("T");
  s.source = std::move(source);
  s.hand_id = std::to_string(number);
  s.number = number;
  s.start_time = static_cast<std::int64_t>(number) * 60;
  s.comparable = true;
  s.button_seat = 1;
  s.top_text = std::string("Seat 1: Ann ($5 in chips)");
  validators::SnapshotSeat seat;
  seat.name = std::string("Ann");
  seat.seat = 1;
  seat.start = engine::Chips{500};
  seat.final_stack = engine::Chips{500};
  seat.line = {0, 25};
  s.seats.push_back(seat);
  return s;
}

}  // namespace

TEST_CASE("session state: a finding round-trips through write_finding and read_finding") {
  engine::Finding f;
  f.rule = engine::Rule::kStackContinuity;
  f.pos = {12, 34};
  f.player = std::string("Bob");
  f.street = std::string("preflop");
  f.message = std::string("a message");
  f.expected = engine::FindingValue::money(engine::Chips{500}, "$");
  f.actual = engine::FindingValue::share_list({{"Bob", engine::Chips{350}}, {"Cid", engine::Chips{250}}}, "$");
  engine::Finding typed = f;  // the other kinds, through the same pair
  typed.expected = engine::FindingValue::amount_list({engine::Chips{1000}, engine::Chips{-5}}, "");
  typed.actual.kind = engine::FindingValue::Kind::kCards;
  typed.actual.cards = {engine::Card::from_code(51), engine::Card::from_code(0)};
  typed.actual.text = "[As 2c]";
  validators::StateWriter out;
  validators::write_finding(out, f);
  const std::string bytes = out.take();
  validators::StateReader in(bytes);
  engine::Finding back;
  REQUIRE(validators::read_finding(in, back));
  CHECK(in.at_end());
  CHECK(back.rule == f.rule);
  CHECK((back.pos.line == 12 && back.pos.column == 34));
  CHECK(back.player == f.player);
  CHECK(back.street == f.street);
  CHECK(back.message == f.message);
  CHECK(back.expected == f.expected);
  CHECK(back.actual == f.actual);
  CHECK(back.actual.shares.size() == 2);
  validators::StateWriter typed_out;
  validators::write_finding(typed_out, typed);
  const std::string typed_bytes = typed_out.take();
  validators::StateReader typed_in(typed_bytes);
  engine::Finding typed_back;
  REQUIRE(validators::read_finding(typed_in, typed_back));
  CHECK(typed_back.expected == typed.expected);
  CHECK(typed_back.actual == typed.actual);

  std::string bad = bytes;
  bad[0] = static_cast<char>(engine::kRuleCount);
  validators::StateReader wrong(bad);
  CHECK(!validators::read_finding(wrong, back));
  CHECK(wrong.error().find("not in the catalogue") != std::string::npos);
}

TEST_CASE("session state: counts and lengths beyond the bytes left are refused before anything is allocated") {
  validators::StateWriter out;
  out.u32(0xffffffffu);  // a string's length
  const std::string bytes = out.take();
  validators::StateReader in(bytes);
  std::string s;
  CHECK(!in.string(s));
  CHECK(in.error().find("truncated") != std::string::npos);
  CHECK(!in.u8(*std::make_unique<std::uint8_t>()));  // failed once, fails on

  validators::StateReader counts("abcd");
  CHECK(!counts.count(5, 1, "things"));
  CHECK(counts.error().find("5 things") != std::string::npos);

  const std::string long_varint(11, '\xff');
  validators::StateReader varint(long_varint);
  std::uint64_t v = 0;
  CHECK(!varint.varint(v));
}

TEST_CASE("session state: round trip, and merge refuses another profile or itself") {
  validators::TableSessions sessions(engine::ProfileChoice(), true);
  for (const std::uint64_t n : {10, 20, 30, 20}) sessions.add(hand(n, "a.txt"));
  for (const std::uint64_t n : {50, 60}) sessions.add(hand(n, "b.txt"));  // a linked run
  sessions.add(hand(40, "c.txt"));                                        // between linked runs: voided
  CHECK(sessions.stats().duplicates == 1);
  CHECK(sessions.stats().voided == 1);
  const std::string bytes = sessions.encode();
  std::string error;
  std::optional<validators::TableSessions> back = validators::TableSessions::decode(bytes, error);
  REQUIRE_MESSAGE(back, error);
  CHECK(back->encode() == bytes);
  CHECK(back->stats().voided == 1);

  validators::TableSessions wsop{engine::ProfileChoice("wsop")};
  const std::optional<std::string> refused = wsop.merge(std::move(*back));
  REQUIRE(refused);
  CHECK(refused->find("different profiles") != std::string::npos);
  CHECK(sessions.merge(std::move(sessions)));
}

TEST_CASE("session state: parts merged in the order given judge their pairs as one state does") {
  // Hands 10..90 of one table in three files, given as parts in every
  // order: add() of all in that order and merge() of the parts agree on
  // duplicates, voided hands and findings (none here: no rule breaks).
  const std::vector<std::vector<std::uint64_t>> files = {{10, 20, 30}, {40, 50, 60}, {70, 80, 90}};
  const std::vector<std::vector<int>> orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (const auto& order : orders) {
    CAPTURE(order[0] * 100 + order[1] * 10 + order[2]);
    validators::TableSessions one(engine::ProfileChoice(), true);
    validators::TableSessions merged(engine::ProfileChoice(), true);
    for (const int f : order) {
      validators::TableSessions part(engine::ProfileChoice(), true);
      const std::string source = std::to_string(f) + ".txt";
      for (const std::uint64_t n : files[static_cast<std::size_t>(f)]) {
        one.add(hand(n, source));
        part.add(hand(n, source));
      }
      CHECK(!merged.merge(std::move(part)));
    }
    CHECK(merged.stats().voided == one.stats().voided);
    CHECK(merged.stats().duplicates == one.stats().duplicates);
    CHECK(merged.finish().size() == one.finish().size());
  }
}

// One hand read by a room's reader, replayed and validated, kept together
// for the tests that look at its trace as well as its findings
// (tests/validators/mixed_games_test.cpp, flop_draw_test.cpp): what the
// rules pay from each pot, and the findings as "rule line" lines.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/profile.h"
#include "replay/trace.h"
#include "validators/validate.h"

namespace audited_hand {

// Behind a pointer (std::unique_ptr<Audited>): the trace points at the
// record and the profile.
struct Audited {
  engine::Profile profile;
  engine::HandRecord record;
  std::vector<engine::Finding> read;  // the reader's findings
  replay::Trace trace;
  std::vector<engine::Finding> findings;
};

// The record, read, replayed under `a.profile` and validated.
inline void replay_and_validate(Audited& a) {
  a.trace = replay::replay_hand(a.record, a.profile);
  a.findings = validators::validate(a.trace);
}

// "rule line" for each finding, one a line.
inline std::string rules(const Audited& a) {
  std::string out;
  for (const engine::Finding& f : a.findings)
    out += std::string(engine::rule_id(f.rule)) + " " + std::to_string(f.pos.line) + "\n";
  return out;
}

// What pot `k` pays player `i` by the rules, in minor units; 0 when nothing.
inline std::int64_t paid(const Audited& a, std::size_t k, int i) {
  REQUIRE(k < a.trace.awards.size());
  REQUIRE(a.trace.awards[k].has_value());
  const auto& shares = a.trace.awards[k]->shares;
  return shares.contains(i) ? shares.at(i).minor_units() : 0;
}

}  // namespace audited_hand

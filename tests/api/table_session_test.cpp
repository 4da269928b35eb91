// A long generated session of one 9-max cash table (generator/table_session.h):
// players join and leave, the table goes heads-up and back, stretches of
// hands are left out of the log, some hands are played out with real
// betting. Played by the pokerstars profile's rules, it must give no error
// or warning, only a session-gap note per stretch the log shows as missing;
// one button skip must be caught.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "generator/table_session.h"
#include "handaudit/auditor.h"

namespace table_session_test {

namespace {

struct Outcome {
  handaudit::Summary summary;
  std::map<std::string, int> by_rule;  // cross-hand findings

  int count(const std::string& rule) const {
    const auto it = by_rule.find(rule);
    return it == by_rule.end() ? 0 : it->second;
  }
};

Outcome audit(const generator::TableSession& session) {
  handaudit::Auditor auditor;
  auditor.audit_bytes("session.txt", session.text);
  const handaudit::AuditOutcome outcome = auditor.finish();
  Outcome o;
  o.summary = outcome.summary;
  for (const handaudit::TableResult& t : outcome.tables)
    for (const handaudit::CrossHandFinding& f : t.findings) ++o.by_rule[f.finding.rule];
  return o;
}

}  // namespace

TEST_CASE("table session: 10,000 hands with gaps, joins, leaves, heads-up play and real betting audit clean") {
  // Three seeds: each a 9-max cash table's session of 10,000 hands written,
  // played by the pokerstars profile's rules.
  for (const std::uint64_t seed : {7u, 11u, 2026u}) {
    CAPTURE(seed);
    generator::TableSessionOptions options;
    options.seed = seed;
    const generator::TableSession session = generator::generate_table_session(options);
    // The session exercises what it is for.
    CHECK(options.max_seats == 9);
    CHECK(session.written == 10000);
    CHECK(session.left_out > 500);
    CHECK(session.gaps > 50);
    CHECK(session.heads_up > 20);
    CHECK(session.transitions > 10);
    CHECK(session.joins > 300);
    CHECK(session.leaves > 300);
    // Some hands are played out (raises, calls, all-ins, side pots), not
    // only walks and blind steals.
    CHECK(session.played_out > 3000);
    CHECK(session.showdowns > 500);

    const Outcome o = audit(session);
    CHECK(o.summary.hands == 10000);
    CHECK(o.summary.errors == 0);
    CHECK(o.summary.warnings == 0);
    // Every cross-hand finding is a gap note, at most one per stretch left
    // out (a stretch of a whole orbit puts the button back in place: no
    // evidence, no note).
    CHECK(o.by_rule.size() <= 1);
    CHECK(o.count("session-gap") <= session.gaps);
    CHECK(o.count("session-gap") * 10 >= session.gaps * 7);
    MESSAGE("seed ", seed, ": ", session.written, " hands written, ", session.left_out, " left out in ", session.gaps,
            " stretches, ", session.played_out, " played out (", session.showdowns, " showdowns), ",
            session.heads_up, " heads-up, ", session.joins, " joins, ", session.leaves, " leaves, ",
            o.count("session-gap"), " session-gap notes");
  }
}

TEST_CASE("table session: one button that skips a player is caught") {
  generator::TableSessionOptions options;
  options.seed = 7;
  options.button_skip_at = 5000;
  const generator::TableSession session = generator::generate_table_session(options);
  CHECK(session.written == 10000);
  const Outcome o = audit(session);
  CHECK(o.summary.errors == 1);
  CHECK(o.summary.warnings == 0);
  CHECK(o.count("button-movement") == 1);
}

}  // namespace table_session_test

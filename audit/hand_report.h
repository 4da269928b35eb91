// HandReport: everything the report writers need to know about one hand,
// independent of the input format. Owns its strings: the input buffer may be
// gone by the time the report is written.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/finding.h"
#include "audit/hand_units.h"
#include "engine/tournament_summary.h"
#include "validators/hand_snapshot.h"

namespace audit {

// A finding a waiver took out of the report (audit/waiver.h).
struct WaivedFinding {
  engine::Finding finding;
  std::uint32_t waiver = 0;  // its index in the run's WaiverSet
};

struct HandReport {
  std::string source;        // the path as given, "-" for standard input
  std::uint32_t line = 0;    // the hand's header line, 1-based
  std::uint32_t column = 0;
  std::string hand_id;       // the log's own hand number
  std::string table;         // the table's name as the log writes it, with AuditSettings::table_names; else ""
  // With AuditSettings::table_names too: the hour of the day the hand
  // started as its log states it (0..23; -1 when it does not), and the
  // log's zone for it ("ET"; "" when none). The html report's chart.
  std::int8_t start_hour = -1;
  std::string start_zone;
  std::string format;        // "pokerstars", "phh", or another site's format id (parser/site_headers.h)
  std::string game;          // engine::variant_id, "unknown" when unreadable
  std::string structure;     // engine::structure_id
  bool replayed = false;     // false: parse-error / truncated-hand / unsupported-game
  // Not a hand: text outside any hand, reported so nothing is lost silently,
  // but not counted as a hand (INTERFACE.md: one hand object per header).
  bool outside_hand = false;
  // Of those, the place where an input stops being readable (a damaged
  // archive, member or compressed file; docs/archives.md): no text.
  bool damaged_input = false;
  std::uint32_t baselined = 0;  // findings left out: the baseline holds them
  std::vector<engine::Finding> findings;  // in source order
  // With waivers only: the findings they took out, in source order, and the
  // waivers that matched a finding kept (they had expired), one per finding.
  std::vector<WaivedFinding> waived;
  std::vector<std::uint32_t> expired_waivers;
  // What the cross-hand audits need of this hand (a PokerStars-format hand
  // with a table line); moved out by the audit command once written.
  std::optional<validators::HandSnapshot> session;
  // A tournament summary read (UnitKind::kSummary): not a hand, not
  // reported as one; the audit command hands it to the tournament checks
  // (validators/tournament_summary.cpp) and drops the report.
  std::shared_ptr<const engine::TournamentSummary> tournament_summary;
  // Where the hand's text lies in the piece of input it was read from (the
  // text of the input::SourceLines the writers get with it): for a writer
  // that reads the one hand again to show it (the html report's replayer).
  // Set by api::audit_unit; a default Unit (length 0) elsewhere.
  Unit unit;
};

}  // namespace audit

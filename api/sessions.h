// The table sessions of the public Auditor (include/handaudit/auditor.h):
// judging them at finish(), and taking in the state another Auditor
// exported.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_summary.h"
#include "audit/rule_filter.h"
#include "audit/waiver.h"
#include "handaudit/auditor.h"
#include "report/report_writer.h"
#include "validators/table_sessions.h"
#include "validators/tournament_levels.h"

namespace api {

// sessions.finish() then levels.finish() (the tournaments, across their
// tables): the tables with findings that `filter` reports, less
// those `baseline` holds and those `waivers` take out (kept apart as
// waived), as public results, counted in `summary` (with the unordered
// tables) and written by `writer` (when there is a report).
std::vector<handaudit::TableResult> judge_tables(validators::TableSessions& sessions,
                                                 validators::TournamentLevels& levels, const audit::RuleFilter& filter,
                                                 const handaudit::Baseline* baseline,
                                                 const audit::WaiverSet* waivers, audit::AuditSummary& summary, report::ReportWriter* writer);

// Decodes `state` (TableSessions::encode, its tournaments' part included)
// and merges it into `sessions` and `levels`; the reason, and nothing
// merged, when the bytes are not a state or its profile is another.
std::optional<std::string> merge_state(validators::TableSessions& sessions, validators::TournamentLevels& levels,
                                       std::string_view state);

}  // namespace api

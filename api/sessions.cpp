#include "api/sessions.h"

#include <utility>

#include "api/baseline.h"
#include "api/results.h"

namespace api {

std::vector<handaudit::TableResult> judge_tables(validators::TableSessions& sessions,
                                                 validators::TournamentLevels& levels, const audit::RuleFilter& filter,
                                                 const handaudit::Baseline* baseline,
                                                 const audit::WaiverSet* waivers, audit::AuditSummary& summary,
                                                 report::ReportWriter* writer) {
  std::vector<handaudit::TableResult> tables;
  std::vector<validators::TableFindings> judged = sessions.finish();
  for (validators::TableFindings& tournament : levels.finish()) judged.push_back(std::move(tournament));
  for (validators::TableFindings& table : judged) {
    std::erase_if(table.findings,
                  [&](const validators::CrossHandFinding& c) { return !filter.enabled(c.finding.rule); });
    if (baseline != nullptr) summary.baselined += drop_baselined(table, *baseline);
    if (waivers != nullptr) audit::apply_waivers(table, *waivers);
    if (table.findings.empty() && table.waived.empty()) continue;
    summary.count_table(table);
    if (writer != nullptr) writer->write_table(table);
    tables.push_back(table_result(table));
  }
  summary.tables_unordered = sessions.unordered_tables();
  return tables;
}

std::optional<std::string> merge_state(validators::TableSessions& sessions, validators::TournamentLevels& levels,
                                       std::string_view state) {
  std::string error;
  validators::TournamentLevels tournaments;
  std::optional<validators::TableSessions> other = validators::TableSessions::decode(state, error, &tournaments);
  if (!other) return error;
  if (std::optional<std::string> refused = sessions.merge(std::move(*other))) return refused;
  levels.merge(std::move(tournaments));
  return std::nullopt;
}

}  // namespace api

// Findings accepted before (audit --baseline, handaudit::Baseline): each
// finding has a key, and a finding whose key the baseline holds is left out
// of the results, the report and the exit status.
//
// A hand's finding is keyed by its file, its hand's id, its rule, its player
// and its place in the hand (lines after the hand's first line, column), so
// that hands moved within a file, or files audited in another order, still
// match; findings of one hand with the same key are told apart by their
// order. A cross-hand finding is keyed by its file, the later hand's id, its
// rule and its player. Keys are made alike from a report being written and
// from an earlier run's NDJSON report (cli/baseline_file.h).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "audit/hand_report.h"
#include "handaudit/auditor.h"
#include "validators/table_sessions.h"

namespace api {

struct FindingPlace {
  std::string_view source;
  std::string_view hand_id;
  std::uint32_t hand_line = 0;  // the hand's first line; 0 for a cross-hand finding
  std::string_view rule;
  std::string_view player;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

std::string hand_finding_key(const FindingPlace& place);
std::string cross_hand_finding_key(const FindingPlace& place);

// Numbers the keys of one hand's (or one table's) findings: the first
// finding with a key gets "…0", the next with the same key "…1".
class KeyOrdinals {
 public:
  std::string next(std::string key);

 private:
  std::map<std::string, int> seen_;
};

// Leaves out of `report` the findings `baseline` holds, counting them in
// report.baselined.
void drop_baselined(audit::HandReport& report, const handaudit::Baseline& baseline);
// The same for a table's cross-hand findings; returns how many.
std::uint64_t drop_baselined(validators::TableFindings& table, const handaudit::Baseline& baseline);

}  // namespace api

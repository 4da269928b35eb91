// The html report's summary (api/report_html.h): the counts of the run and
// its findings by rule, by category, by table and by hour of the day, as
// bar charts drawn in inline SVG.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "audit/audit_summary.h"
#include "report/run_info.h"

namespace api::html {

// The findings of the embedded hands by table and by hour (what only the
// hands read again tell): sums, the same whatever order the hands came in.
struct FindingCounts {
  std::map<std::string, std::uint64_t> by_table;  // "" when the log names none
  // (zone, hour 0..23): the hour the log states the hand started, in its zone.
  std::map<std::pair<std::string, int>, std::uint64_t> by_hour;
};

// A horizontal bar chart of `bars` (label, count), in their order, titled
// `title`; nothing when there are none.
void append_bar_chart(std::string& out, std::string_view id, std::string_view title,
                      const std::vector<std::pair<std::string, std::uint64_t>>& bars);

// The <section id="summary">. `run` may be null.
// `note`: a line of the report's own to add, "" for none.
void append_summary(std::string& out, const audit::AuditSummary& summary, const FindingCounts& counts,
                    const report::RunInfo* run, std::string_view note = {});

}  // namespace api::html

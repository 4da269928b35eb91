// The report writer of each public ReportFormat (include/handaudit/auditor.h).
#pragma once

#include <memory>

#include "engine/profile_choice.h"
#include "handaudit/auditor.h"
#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace api {

// `colour` is for the text report only, `html_all_hands` and `profile` (the
// run's, which its hands are replayed under again) for the html report;
// `run`: what the report says of the run beside its findings (null: nothing).
std::unique_ptr<report::ReportWriter> make_report_writer(const handaudit::ReportOptions& options, report::Output& out,
                                                         std::shared_ptr<const report::RunInfo> run,
                                                         const engine::ProfileChoice& profile);

}  // namespace api

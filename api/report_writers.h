// The report writer of each public ReportFormat (include/handaudit/auditor.h).
#pragma once

#include <memory>

#include "handaudit/auditor.h"
#include "report/output.h"
#include "report/report_writer.h"
#include "report/run_info.h"

namespace api {

// `colour` is for the text report only; `run`: what the report says of the
// run beside its findings (null: nothing).
std::unique_ptr<report::ReportWriter> make_report_writer(handaudit::ReportFormat format, report::Output& out,
                                                         bool colour, std::shared_ptr<const report::RunInfo> run);

}  // namespace api

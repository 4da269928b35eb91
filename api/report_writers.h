// The report writer of each public ReportFormat (include/handaudit/auditor.h).
#pragma once

#include <memory>

#include "handaudit/auditor.h"
#include "report/output.h"
#include "report/report_writer.h"

namespace api {

// `colour` is for the text report only.
std::unique_ptr<report::ReportWriter> make_report_writer(handaudit::ReportFormat format, report::Output& out,
                                                         bool colour);

}  // namespace api

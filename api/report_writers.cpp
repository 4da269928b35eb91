#include "api/report_writers.h"

#include <utility>

#include "report/report_json.h"
#include "report/report_junit.h"
#include "report/report_sarif.h"
#include "report/report_text.h"

namespace api {

std::unique_ptr<report::ReportWriter> make_report_writer(handaudit::ReportFormat format, report::Output& out,
                                                         bool colour, std::shared_ptr<const report::RunInfo> run) {
  switch (format) {
    case handaudit::ReportFormat::kText:
      return std::make_unique<report::TextReportWriter>(out, colour, std::move(run));
    case handaudit::ReportFormat::kJson:
      return std::make_unique<report::JsonReportWriter>(out, std::move(run));
    case handaudit::ReportFormat::kJunit:
      return std::make_unique<report::JunitReportWriter>(out, std::move(run));
    case handaudit::ReportFormat::kSarif:
      return std::make_unique<report::SarifReportWriter>(out, std::move(run));
  }
  return nullptr;
}

}  // namespace api

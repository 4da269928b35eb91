#include "api/report_writers.h"

#include <utility>

#include "api/report_html.h"
#include "report/report_json.h"
#include "report/report_junit.h"
#include "report/report_sarif.h"
#include "report/report_text.h"

namespace api {

std::unique_ptr<report::ReportWriter> make_report_writer(const handaudit::ReportOptions& options, report::Output& out,
                                                         std::shared_ptr<const report::RunInfo> run,
                                                         const engine::ProfileChoice& profile) {
  switch (options.format) {
    case handaudit::ReportFormat::kText:
      return std::make_unique<report::TextReportWriter>(out, options.colour, std::move(run));
    case handaudit::ReportFormat::kJson:
      return std::make_unique<report::JsonReportWriter>(out, std::move(run));
    case handaudit::ReportFormat::kJunit:
      return std::make_unique<report::JunitReportWriter>(out, std::move(run));
    case handaudit::ReportFormat::kSarif:
      return std::make_unique<report::SarifReportWriter>(out, std::move(run));
    case handaudit::ReportFormat::kHtml:
      return std::make_unique<HtmlReportWriter>(out, std::move(run), profile, options.html_all_hands,
                                                options.html_max_hands);
  }
  return nullptr;
}

}  // namespace api

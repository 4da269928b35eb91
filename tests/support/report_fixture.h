// Hand reports and the file texts they quote, written through one of the
// report writers (report/*_report.h), for the tests of a writer's output.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "audit/audit_hand.h"
#include "audit/audit_summary.h"
#include "engine/finding.h"
#include "input/source_lines.h"
#include "report/output.h"
#include "tests/support/test_util.h"

namespace report_test {

// `Writer` is a report writer taking a report::Output (JunitReportWriter,
// SarifReportWriter): hands added to `hands`, then render() writes them and
// the summary of them, and returns the text.
template <typename Writer>
struct ReportFixture {
  struct File {
    std::string text;
    std::unique_ptr<input::SourceLines> lines;
  };
  std::vector<std::unique_ptr<File>> files;
  std::vector<std::pair<audit::HandReport, const input::SourceLines*>> hands;

  // A file of `text`, kept alive for the hands that quote it.
  const input::SourceLines* file(std::string text) {
    files.push_back(std::make_unique<File>());
    files.back()->text = std::move(text);
    files.back()->lines = std::make_unique<input::SourceLines>(files.back()->text);
    return files.back()->lines.get();
  }

  std::string render() const {
    std::FILE* tmp = std::tmpfile();
    REQUIRE(tmp != nullptr);
    {
      report::Output out(tmp);
      Writer writer(out);
      audit::AuditSummary summary;
      for (const auto& [report, lines] : hands) {
        summary.count(report);
        writer.write_hand(report, *lines);
      }
      writer.write_summary(summary);
      REQUIRE(out.flush());
    }
    std::string text = cli_test::slurp(tmp);
    std::fclose(tmp);
    return text;
  }
};

// A finding of `rule` at line:column (0:0: none) saying `message`.
inline engine::Finding finding(engine::Rule rule, std::uint32_t line, std::uint32_t column, std::string message) {
  engine::Finding f;
  f.rule = rule;
  f.pos = {line, column};
  f.message = std::move(message);
  return f;
}

}  // namespace report_test

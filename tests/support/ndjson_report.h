// The objects of `handaudit audit --format json` over files, for the tests
// of what a run finds across its inputs (tournaments, tables).
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/audit_command.h"
#include "tests/support/test_util.h"

namespace cli_test {

// One object per line of the NDJSON report of `paths`, given in that order.
inline std::vector<nlohmann::json> ndjson_report(const std::vector<std::string>& paths) {
  cli::AuditOptions options;
  options.paths = paths;
  options.format = cli::ReportFormat::kJson;
  options.quiet = true;
  const auto run = capture([&](std::FILE* out, std::FILE* err) { return cli::run_audit(options, out, err); });
  std::vector<nlohmann::json> objects;
  for (std::size_t at = 0; at < run.out.size();) {
    const std::size_t end = run.out.find('\n', at);
    objects.push_back(nlohmann::json::parse(run.out.substr(at, end - at)));
    at = end + 1;
  }
  return objects;
}

}  // namespace cli_test

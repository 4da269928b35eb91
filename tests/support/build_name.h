// The golden tests' view of the provenance's build name (handaudit::kBuild).
#pragma once

#include <string>
#include <string_view>

#include "handaudit/version.h"

namespace cli_test {

// `report` with this build's name (handaudit::kBuild: compiler, build type,
// static or sanitized) written "BUILD": the golden files hold one report
// for every build that runs them.
inline std::string with_build_unnamed(std::string report) {
  const std::string_view build = handaudit::kBuild;
  for (std::size_t at = report.find(build); at != std::string::npos; at = report.find(build, at + 5))
    report.replace(at, build.size(), "BUILD");
  return report;
}

}  // namespace cli_test

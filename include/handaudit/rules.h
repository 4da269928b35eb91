// The catalogue of finding rules (FINDINGS.md), as `handaudit rules` serves it.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "handaudit/finding.h"

namespace handaudit {

struct RuleInfo {
  std::string_view id;         // "raise-not-reopened"
  std::string_view category;   // "illegal-bet"
  Severity severity = Severity::kError;
  std::string_view summary;    // one line
  std::string_view checks;     // what exactly is checked
  std::string_view authority;  // "TDA 2024 Rule 43-A; ..."
  std::string_view profile_switches;  // the profile switches the check reads, comma-separated; may be empty
};

// Every rule, in catalogue order. The views point into the library: they
// never dangle.
const std::vector<RuleInfo>& rules();
std::optional<RuleInfo> find_rule(std::string_view id);

}  // namespace handaudit

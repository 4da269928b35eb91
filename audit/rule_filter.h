// RuleFilter: which rules a run reports (--only / --disable). Filtering
// happens before a hand's status is computed, so a hand whose only finding is
// switched off counts as clean.
#pragma once

#include <bitset>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"

namespace audit {

class RuleFilter {
 public:
  RuleFilter() { enabled_.set(); }

  // Builds the filter of `--only` (empty = every rule) minus `--disable`.
  // Returns the first unknown id through `unknown` and nullopt on failure.
  static std::optional<RuleFilter> from_ids(const std::vector<std::string>& only,
                                            const std::vector<std::string>& disable,
                                            std::string* unknown);

  bool enabled(engine::Rule r) const { return enabled_.test(static_cast<std::size_t>(r)); }
  void set(engine::Rule r, bool on) { enabled_.set(static_cast<std::size_t>(r), on); }

  // Removes the findings of switched-off rules, keeping the order of the rest.
  void apply(std::vector<engine::Finding>& findings) const;

 private:
  std::bitset<engine::kRuleCount> enabled_;
};

}  // namespace audit

#include "audit/rule_filter.h"

#include <algorithm>

namespace audit {

std::optional<RuleFilter> RuleFilter::from_ids(const std::vector<std::string>& only,
                                               const std::vector<std::string>& disable,
                                               std::string* unknown) {
  RuleFilter filter;
  if (!only.empty()) filter.enabled_.reset();
  for (const std::string& id : only) {
    const std::optional<engine::Rule> rule = engine::rule_from_id(id);
    if (!rule) {
      if (unknown) *unknown = id;
      return std::nullopt;
    }
    filter.set(*rule, true);
  }
  for (const std::string& id : disable) {
    const std::optional<engine::Rule> rule = engine::rule_from_id(id);
    if (!rule) {
      if (unknown) *unknown = id;
      return std::nullopt;
    }
    filter.set(*rule, false);
  }
  return filter;
}

void RuleFilter::apply(std::vector<engine::Finding>& findings) const {
  if (enabled_.all()) return;
  std::erase_if(findings, [this](const engine::Finding& f) { return !enabled(f.rule); });
}

}  // namespace audit

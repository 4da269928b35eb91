// The rules catalogue, the profiles and the rule selections of the public face.
#include <string>

#include "api/results.h"
#include "audit/rule_filter.h"
#include "engine/finding.h"
#include "engine/profile.h"
#include "engine/profile_switches.h"
#include "handaudit/auditor.h"
#include "handaudit/profile.h"
#include "handaudit/rules.h"
#include "validators/catalogue.h"

namespace handaudit {

namespace {

std::vector<RuleInfo> make_rules() {
  std::vector<RuleInfo> out;
  for (const validators::RuleDoc& doc : validators::all_rule_docs()) {
    out.push_back({engine::rule_id(doc.rule), engine::category_id(engine::rule_category(doc.rule)),
                   api::public_severity(engine::default_severity(doc.rule)), doc.summary, doc.checks, doc.authority,
                   doc.profile_switches});
  }
  return out;
}

}  // namespace

const std::vector<RuleInfo>& rules() {
  static const std::vector<RuleInfo> kRules = make_rules();
  return kRules;
}

std::optional<RuleInfo> find_rule(std::string_view id) {
  const std::optional<engine::Rule> rule = engine::rule_from_id(id);
  if (!rule) return std::nullopt;
  return rules()[static_cast<std::size_t>(*rule)];
}

SwitchSetting SwitchSetting::from_text(std::string_view text) {
  const std::size_t eq = text.find('=');
  if (eq == std::string_view::npos) return {std::string(text), {}};
  return {std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

std::vector<SwitchInfo> switches() {
  std::vector<SwitchInfo> out;
  for (const engine::ProfileSwitch& s : engine::profile_switches())
    out.push_back({std::string(s.name), std::string(s.values), std::string(s.summary)});
  return out;
}

std::optional<std::string> switch_error(const SwitchSetting& setting) {
  return engine::switch_error(setting.name, setting.value);
}

std::optional<Profile> Profile::named(std::string_view name) {
  for (const std::string_view known : engine::profile_names())
    if (known == name) return Profile(std::string(name));
  return std::nullopt;
}

std::vector<std::string> Profile::names() {
  std::vector<std::string> out;
  for (const std::string_view known : engine::profile_names()) out.emplace_back(known);
  return out;
}

std::optional<RuleSelection> RuleSelection::from_ids(const std::vector<std::string>& only,
                                                     const std::vector<std::string>& disable, std::string* unknown) {
  std::string first_unknown;
  if (!audit::RuleFilter::from_ids(only, disable, &first_unknown)) {
    if (unknown != nullptr) *unknown = first_unknown;
    return std::nullopt;
  }
  RuleSelection selection;
  selection.only_ = only;
  selection.disable_ = disable;
  return selection;
}

}  // namespace handaudit

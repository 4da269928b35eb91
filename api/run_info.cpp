#include "api/run_info.h"

#include <utility>

#include "engine/finding.h"
#include "handaudit/version.h"

namespace api {

std::shared_ptr<const audit::WaiverSet> waiver_set(const handaudit::AuditorOptions& options) {
  if (options.waivers.empty()) return nullptr;
  std::vector<audit::Waiver> waivers;
  for (const handaudit::Waiver& w : options.waivers) {
    const bool usable = !handaudit::waiver_error(w);
    waivers.push_back({usable ? *engine::rule_from_id(w.rule) : engine::Rule::kParseError, w.table, w.hand_id, w.player,
                       w.reason, w.expires, usable});
  }
  // A date that is not one would judge every waiver wrongly: today instead.
  std::string as_of = audit::is_date(options.waivers_as_of) ? options.waivers_as_of : audit::today_utc();
  return std::make_shared<const audit::WaiverSet>(std::move(waivers), std::move(as_of));
}

std::shared_ptr<const report::RunInfo> run_info(const handaudit::AuditorOptions& options) {
  auto info = std::make_shared<report::RunInfo>();
  info->waivers = waiver_set(options);
  info->version = handaudit::kVersion;
  info->build = handaudit::kBuild;
  if (options.profile) info->profile = options.profile->name();
  for (const handaudit::SwitchSetting& s : options.switches)
    if (!handaudit::switch_error(s)) info->switches.emplace_back(s.name, s.value);
  info->only = options.rules.only();
  info->disable = options.rules.disable();
  return info;
}

}  // namespace api

namespace handaudit {

std::optional<std::string> waiver_error(const Waiver& w) {
  if (!engine::rule_from_id(w.rule)) return "unknown rule id '" + w.rule + "'";
  if (w.table.empty() && w.hand_id.empty() && w.player.empty())
    return std::string("it names no table, hand or player: a waiver is for one of them");
  if (w.reason.empty()) return std::string("it gives no reason");
  if (!audit::is_date(w.expires)) return "'expires' must be a date written YYYY-MM-DD, not '" + w.expires + "'";
  return std::nullopt;
}

}  // namespace handaudit

#include "engine/profile_choice.h"

#include <algorithm>

#include "engine/profile_switches.h"

namespace engine {

ProfileChoice::ProfileChoice(std::string_view name, std::span<const SwitchSetting> settings)
    : name_(name), key_(name) {
  if (settings.empty()) return;
  const std::span<const Profile> builtins = builtin_profiles();
  auto changed = std::make_shared<std::vector<Profile>>(builtins.begin(), builtins.end());
  for (const SwitchSetting& s : settings) {
    key_ += ';' + s.name + '=' + s.value;
    const ProfileSwitch* sw = find_switch(s.name);
    if (sw == nullptr) continue;  // the caller checked with switch_error()
    for (Profile& p : *changed) sw->set(p, s.value);
  }
  changed_ = std::move(changed);
}

std::optional<ProfileChoice> ProfileChoice::from_key(std::string_view key) {
  const std::size_t first = key.find(';');
  const std::string_view name = key.substr(0, first);
  if (!name.empty() && find_profile(name, false) == nullptr) return std::nullopt;
  std::vector<SwitchSetting> settings;
  std::string_view rest = first == std::string_view::npos ? std::string_view() : key.substr(first + 1);
  while (!rest.empty()) {
    const std::size_t end = rest.find(';');
    const std::string_view item = rest.substr(0, end);
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    SwitchSetting s{std::string(item.substr(0, eq)), std::string(item.substr(eq + 1))};
    if (switch_error(s.name, s.value)) return std::nullopt;
    settings.push_back(std::move(s));
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  }
  return ProfileChoice(name, settings);
}

const Profile& ProfileChoice::for_hand(std::string_view format, std::string_view site, bool tournament) const {
  const bool phh = format == "phh";
  const std::string_view name = !name_.empty() ? std::string_view(name_) : default_profile(format, site);
  // PHH does not say whether a hand is from a tournament; where the WSOP
  // cash and tournament rules differ, the spec lets the tournament rules win.
  const bool as_tournament = phh || tournament;
  const Profile* p = find_profile(name, as_tournament);
  if (p == nullptr) p = find_profile(phh ? "wsop" : "pokerstars", as_tournament);
  if (changed_ == nullptr) return *p;
  return (*changed_)[static_cast<std::size_t>(p - builtin_profiles().data())];
}

}  // namespace engine

// ProfileChoice: the profile each hand is audited under, as a run chose it:
// one built-in profile by name, or each site's own (engine::default_profile),
// with any house switches set on top (`--set NAME=VALUE`, the project
// file's "set"). Immutable once made; copies share the changed profiles, so
// one may be handed to every worker.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/profile.h"

namespace engine {

struct SwitchSetting {
  std::string name;
  std::string value;
  friend bool operator==(const SwitchSetting&, const SwitchSetting&) = default;
};

class ProfileChoice {
 public:
  ProfileChoice() = default;  // each site's own, as built in
  // `name`: a built-in profile, "" for each site's own. Each setting must be
  // one switch_error() accepts; a later setting of a switch wins.
  explicit ProfileChoice(std::string_view name, std::span<const SwitchSetting> settings = {});

  // The choice written as one string, what a saved table-session state keeps:
  // the name, then ";switch=value" for each setting. from_key() reads it
  // back; nullopt when it names an unknown profile or setting.
  const std::string& key() const { return key_; }
  static std::optional<ProfileChoice> from_key(std::string_view key);

  const std::string& name() const { return name_; }
  bool has_settings() const { return changed_ != nullptr; }

  // The profile a hand of that format, site and kind is audited under: the
  // chosen one, else the site's own; PHH's is wsop's tournament value.
  const Profile& for_hand(std::string_view format, std::string_view site, bool tournament) const;

  friend bool operator==(const ProfileChoice& a, const ProfileChoice& b) { return a.key_ == b.key_; }

 private:
  std::string name_;
  std::string key_;
  // Every built-in profile with the settings applied, in builtin_profiles()
  // order; null when there are none.
  std::shared_ptr<const std::vector<Profile>> changed_;
};

}  // namespace engine

// The house switches of a Profile by name (RULES.md §0.1): what each is
// called, which values it takes, and how one is read from or set on a
// profile. `--set NAME=VALUE`, the project file's "set" object and
// `handaudit rules --switches` all go through this one table.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/profile.h"

namespace engine {

struct ProfileSwitch {
  std::string_view name;     // "draw_burns"
  std::string_view values;   // the values it takes, for people: "bb_first, ante_first"
  std::string_view summary;  // what it decides, one line
  std::string (*get)(const Profile&);
  // Sets the switch from `value` as a person writes it; false when the
  // switch does not take that value (the profile is then unchanged).
  bool (*set)(Profile&, std::string_view value);
};

// Every switch, in RULES.md §0.1 order, then the ones the rooms' logs added.
std::span<const ProfileSwitch> profile_switches();
const ProfileSwitch* find_switch(std::string_view name);

// Why `name=value` cannot be set, or nullopt when it can.
std::optional<std::string> switch_error(std::string_view name, std::string_view value);

}  // namespace engine

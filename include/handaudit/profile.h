// House rules where the authorities disagree are named profiles (RULES.md
// §0): `tda`, `wsop`, `robert`, and one per site derived from its logs.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace handaudit {

// A house switch set on top of a profile (`--set NAME=VALUE`, RULES.md
// §0.1): the switch's name as switches() lists it, and one of its values.
struct SwitchSetting {
  // "NAME=VALUE" as --set takes it (no '=': the whole text is the name).
  static SwitchSetting from_text(std::string_view text);
  std::string name;
  std::string value;
  friend bool operator==(const SwitchSetting&, const SwitchSetting&) = default;
};

struct SwitchInfo {
  std::string name;     // "draw_burns"
  std::string values;   // the values it takes, for people: "a whole number from 0 to 3"
  std::string summary;  // what it decides
};

// Every switch, in RULES.md §0.1 order.
std::vector<SwitchInfo> switches();
// Why `setting` cannot be set (an unknown switch, a value it does not take),
// or nullopt when it can.
std::optional<std::string> switch_error(const SwitchSetting& setting);

class Profile {
 public:
  // The profile of that name, or nullopt when there is none.
  static std::optional<Profile> named(std::string_view name);
  // Every name named() knows.
  static std::vector<std::string> names();

  const std::string& name() const { return name_; }
  friend bool operator==(const Profile&, const Profile&) = default;

 private:
  explicit Profile(std::string name) : name_(std::move(name)) {}
  std::string name_;
};

}  // namespace handaudit

// House rules where the authorities disagree are named profiles (RULES.md
// §0): `tda`, `wsop`, `robert`, and one per site derived from its logs.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace handaudit {

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

#include "cli/project_waivers.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <string_view>
#include <utility>

namespace cli {

namespace {

using nlohmann::json;

constexpr std::string_view kWaiverKeys = "rule, table, hand, player, reason, expires";

// The string member `key` of a waiver's object into `out` (absent: left
// empty); the message when it is not a string.
std::optional<std::string> read_text(const json& waiver, std::string_view key, std::string& out) {
  const auto it = waiver.find(key);
  if (it == waiver.end()) return std::nullopt;
  if (!it->is_string()) return fmt::format("'{}' must be a string", key);
  out = it->get<std::string>();
  return std::nullopt;
}

std::optional<std::string> read_waiver(const json& value, handaudit::Waiver& w) {
  if (!value.is_object()) return std::string("must be an object");
  for (const auto& [key, member] : value.items()) {
    if (key != "rule" && key != "table" && key != "hand" && key != "player" && key != "reason" && key != "expires")
      return fmt::format("unknown key '{}'; the keys are {}", key, kWaiverKeys);
  }
  for (const auto& [key, field] : {std::pair<std::string_view, std::string*>{"rule", &w.rule},
                                   {"table", &w.table},
                                   {"hand", &w.hand_id},
                                   {"player", &w.player},
                                   {"reason", &w.reason},
                                   {"expires", &w.expires}}) {
    if (std::optional<std::string> error = read_text(value, key, *field)) return error;
  }
  if (w.rule.empty()) return std::string("it names no 'rule'");
  if (w.expires.empty()) return std::string("it has no 'expires' date (YYYY-MM-DD): every waiver ends");
  return handaudit::waiver_error(w);
}

}  // namespace

std::optional<std::string> read_waivers(const json& value, std::optional<std::vector<handaudit::Waiver>>& out) {
  if (!value.is_array()) return std::string("'waivers' must be a list of waiver objects");
  std::vector<handaudit::Waiver> waivers;
  for (const json& item : value) {
    handaudit::Waiver w;
    if (std::optional<std::string> error = read_waiver(item, w))
      return fmt::format("'waivers': waiver {}: {}", waivers.size() + 1, *error);
    waivers.push_back(std::move(w));
  }
  out = std::move(waivers);
  return std::nullopt;
}

}  // namespace cli

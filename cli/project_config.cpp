#include "cli/project_config.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <system_error>
#include <utility>

#include "cli/project_waivers.h"
#include "engine/finding.h"
#include "engine/profile.h"
#include "handaudit/profile.h"

namespace cli {

namespace {

using nlohmann::json;

constexpr unsigned kMaxJobs = 4096;  // as -j's range

constexpr std::string_view kKeys[] = {"format", "fail_on", "profile", "set",     "disable",
                                      "only",   "jobs",    "quiet",   "waivers"};

template <class Enum>
struct Named {
  std::string_view name;
  Enum value;
};

constexpr Named<ReportFormat> kFormats[] = {{"text", ReportFormat::kText},
                                            {"json", ReportFormat::kJson},
                                            {"junit", ReportFormat::kJunit},
                                            {"sarif", ReportFormat::kSarif},
                                            {"html", ReportFormat::kHtml}};
constexpr Named<audit::FailOn> kFailOns[] = {
    {"error", audit::FailOn::kError}, {"warning", audit::FailOn::kWarning}, {"never", audit::FailOn::kNever}};

template <class Range>
std::string joined(const Range& names) {
  std::string list;
  for (const auto& name : names) {
    if (!list.empty()) list += ", ";
    list += std::string(name);
  }
  return list;
}

// The value as written in the file, for messages: short, on one line.
std::string shown(const json& value) {
  std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

template <class Enum, std::size_t N>
std::optional<std::string> read_enum(const json& value, std::string_view key,
                                     const Named<Enum> (&names)[N], std::optional<Enum>& out) {
  if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    for (const Named<Enum>& n : names) {
      if (n.name == text) {
        out = n.value;
        return std::nullopt;
      }
    }
  }
  std::vector<std::string_view> list;
  for (const Named<Enum>& n : names) list.push_back(n.name);
  return fmt::format("'{}' must be one of {}, not {}", key, joined(list), shown(value));
}

std::optional<std::string> read_profile(const json& value, std::optional<std::string>& out) {
  const auto names = engine::profile_names();
  if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    if (std::find(names.begin(), names.end(), text) != names.end()) {
      out = text;
      return std::nullopt;
    }
  }
  return fmt::format("'profile' must be one of {}, not {}", joined(names), shown(value));
}

// House switches: an object of switch names to values, a value written as
// on the command line ("dealt") or as a JSON number or boolean (0, true).
std::optional<std::string> read_switches(const json& value,
                                         std::optional<std::vector<handaudit::SwitchSetting>>& out) {
  if (!value.is_object())
    return fmt::format("'set' must be an object of switch names and values, not {}", shown(value));
  std::vector<handaudit::SwitchSetting> settings;
  for (const auto& [name, v] : value.items()) {
    std::string text;
    if (v.is_string())
      text = v.get<std::string>();
    else if (v.is_boolean() || v.is_number_integer())
      text = v.dump();
    else
      return fmt::format("'set': '{}' must be a string, a whole number or true/false, not {}", name, shown(v));
    handaudit::SwitchSetting setting{name, std::move(text)};
    if (std::optional<std::string> error = handaudit::switch_error(setting)) return "'set': " + *error;
    settings.push_back(std::move(setting));
  }
  out = std::move(settings);
  return std::nullopt;
}

// A list of rule ids: a JSON array of strings, or one string of
// comma-separated ids as on the command line.
std::optional<std::string> read_rule_ids(const json& value, std::string_view key,
                                         std::optional<std::vector<std::string>>& out) {
  std::vector<std::string> ids;
  const auto add = [&](std::string_view text) {
    while (true) {
      const std::size_t comma = text.find(',');
      std::string_view id = text.substr(0, comma);
      while (id.starts_with(' ')) id.remove_prefix(1);
      while (id.ends_with(' ')) id.remove_suffix(1);
      if (!id.empty()) ids.emplace_back(id);
      if (comma == std::string_view::npos) break;
      text.remove_prefix(comma + 1);
    }
  };
  if (value.is_string()) {
    add(value.get_ref<const std::string&>());
  } else if (value.is_array()) {
    for (const json& item : value) {
      if (!item.is_string())
        return fmt::format("'{}' must be a list of rule ids (strings), but holds {}", key,
                           shown(item));
      add(item.get_ref<const std::string&>());
    }
  } else {
    return fmt::format("'{}' must be a list of rule ids, not {}", key, shown(value));
  }
  for (const std::string& id : ids) {
    if (!engine::rule_from_id(id))
      return fmt::format("'{}': unknown rule id '{}' (run 'handaudit rules' for the list)", key,
                         id);
  }
  out = std::move(ids);
  return std::nullopt;
}

std::optional<std::string> read_jobs(const json& value, std::optional<unsigned>& out) {
  if (value.is_number_integer()) {
    // is_number_integer() covers both signed and unsigned storage.
    const auto n = value.get<std::int64_t>();
    if (n >= 1 && n <= kMaxJobs) {
      out = static_cast<unsigned>(n);
      return std::nullopt;
    }
  }
  return fmt::format("'jobs' must be a whole number from 1 to {}, not {}", kMaxJobs, shown(value));
}

std::optional<std::string> read_quiet(const json& value, std::optional<bool>& out) {
  if (!value.is_boolean())
    return fmt::format("'quiet' must be true or false, not {}", shown(value));
  out = value.get<bool>();
  return std::nullopt;
}

std::optional<std::string> read_key(const std::string& key, const json& value,
                                    ProjectConfig& config) {
  if (key == "format") return read_enum(value, key, kFormats, config.format);
  if (key == "fail_on") return read_enum(value, key, kFailOns, config.fail_on);
  if (key == "profile") return read_profile(value, config.profile);
  if (key == "set") return read_switches(value, config.set);
  if (key == "disable") return read_rule_ids(value, key, config.disable);
  if (key == "only") return read_rule_ids(value, key, config.only);
  if (key == "jobs") return read_jobs(value, config.jobs);
  if (key == "quiet") return read_quiet(value, config.quiet);
  if (key == "waivers") return read_waivers(value, config.waivers);
  // A likely slip first: the command line spells these with '-'.
  std::string hint;
  std::string underscored = key;
  std::replace(underscored.begin(), underscored.end(), '-', '_');
  if (underscored != key &&
      std::find(std::begin(kKeys), std::end(kKeys), underscored) != std::end(kKeys))
    hint = fmt::format(" (did you mean '{}'?)", underscored);
  return fmt::format("unknown key '{}'{}; the keys are {}", key, hint, joined(kKeys));
}

// nlohmann's message without its "[json.exception.parse_error.101] " prefix.
std::string syntax_message(const char* what) {
  std::string_view text = what;
  if (text.starts_with("[json.exception.")) {
    const std::size_t end = text.find("] ");
    if (end != std::string_view::npos) text.remove_prefix(end + 2);
  }
  return std::string(text);
}

}  // namespace

std::optional<std::string> parse_project_config(std::string_view text, ProjectConfig& config) {
  config = ProjectConfig{};
  json root;
  // The parser's exception is caught at once (STYLE.md 13): it is the only
  // way nlohmann reports where the syntax error is.
  try {
    root = json::parse(text, nullptr, true, /*ignore_comments=*/false);
  } catch (const json::parse_error& e) {
    return "not valid JSON: " + syntax_message(e.what());
  }
  if (!root.is_object())
    return fmt::format("the file must hold one JSON object of settings, not {}", shown(root));
  for (const auto& [key, value] : root.items()) {
    if (std::optional<std::string> error = read_key(key, value, config)) return error;
  }
  return std::nullopt;
}

std::optional<std::string> load_project_config(const std::filesystem::path& path,
                                               ProjectConfig& config) {
  config = ProjectConfig{};
  std::error_code ec;
  const std::filesystem::file_status status = std::filesystem::status(path, ec);
  if (status.type() == std::filesystem::file_type::not_found) return std::nullopt;
  if (ec) return fmt::format("cannot read it: {}", ec.message());
  if (std::filesystem::is_directory(status))
    return std::string("cannot read it: it is a directory");

  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) return fmt::format("cannot read it: {}", std::strerror(errno != 0 ? errno : EIO));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::string("cannot read it: read error");
  return parse_project_config(text.str(), config);
}

}  // namespace cli

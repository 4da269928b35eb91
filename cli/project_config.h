// The project file `.handaudit.json` (docs/config.md): defaults for
// `handaudit audit` kept beside the hand histories, so that a CI job and the
// people who run the tool by hand get the same audit. It is read from the
// working directory; every key is optional and the command line wins over it.
//
//   {"format": "junit", "fail_on": "warning", "profile": "tda",
//    "set": {"draw_burns": 0, "disconnect_protection": true},
//    "disable": ["hand-description-mismatch"], "jobs": 4, "quiet": true}
//
// Unknown keys and values of the wrong type or outside their range are
// errors, not ignored: a misspelt key would otherwise change nothing, and
// nobody would notice.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_summary.h"
#include "cli/audit_command.h"

namespace cli {

inline constexpr std::string_view kProjectConfigName = ".handaudit.json";

// The settings of a project file; nullopt: the key is absent.
struct ProjectConfig {
  std::optional<ReportFormat> format;
  std::optional<audit::FailOn> fail_on;
  std::optional<std::string> profile;               // a built-in profile name
  std::optional<std::vector<handaudit::SwitchSetting>> set;  // house switches, --set before the command line's
  std::optional<std::vector<std::string>> disable;  // rule ids of the catalogue
  std::optional<std::vector<std::string>> only;     // rule ids of the catalogue
  std::optional<unsigned> jobs;                     // 1 to 4096, as -j
  std::optional<bool> quiet;
  std::optional<std::vector<handaudit::Waiver>> waivers;  // cli/project_waivers.h
};

// Parses the text of a project file into `config`. Returns nullopt on
// success, else a one-line message naming the key (or the line and column
// of a syntax error); `config` is then unspecified.
std::optional<std::string> parse_project_config(std::string_view text, ProjectConfig& config);

// Reads and parses the project file at `path`. A missing file is no error
// (the config stays empty); a file that exists but cannot be read, or does
// not parse, is. The message does not name the file: the caller does.
std::optional<std::string> load_project_config(const std::filesystem::path& path,
                                               ProjectConfig& config);

}  // namespace cli

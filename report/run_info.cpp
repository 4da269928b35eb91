#include "report/run_info.h"

#include <fmt/format.h>

#include <iterator>

#include "report/json_text.h"

namespace report {

namespace {

std::string comma_list(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& item : items) {
    if (!text.empty()) text += ", ";
    text += item;
  }
  return text;
}

}  // namespace

std::string waiver_scope(const audit::Waiver& w) {
  std::string scope(engine::rule_id(w.rule));
  if (!w.table.empty()) scope += fmt::format(", table '{}'", w.table);
  if (!w.hand_id.empty()) scope += fmt::format(", hand {}", w.hand_id);
  if (!w.player.empty()) scope += fmt::format(", player '{}'", w.player);
  return scope;
}

std::string rules_text(const RunInfo& run) {
  std::string text = run.only.empty() ? "every rule" : "only " + comma_list(run.only);
  if (!run.disable.empty()) text += " but " + comma_list(run.disable);
  return text;
}

std::string switches_text(const RunInfo& run) {
  if (run.switches.empty()) return "none";
  std::string text;
  for (const auto& [name, value] : run.switches) {
    if (!text.empty()) text += ", ";
    text += name + "=" + value;
  }
  return text;
}

std::string provenance_text(const RunInfo& run, const std::vector<audit::InputFile>& inputs) {
  std::string text =
      fmt::format("handaudit {} ({}); profile: {}; switches: {}; rules: {}\n", run.version, run.build,
                  run.profile.empty() ? "each site's own" : run.profile, switches_text(run), rules_text(run));
  for (const audit::InputFile& input : inputs) {
    text += "input ";
    append_json_string(text, input.path);
    fmt::format_to(std::back_inserter(text), ": {} bytes, sha256 {}\n", input.bytes, input.sha256);
  }
  return text;
}

}  // namespace report

#include "cli/baseline_file.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "api/baseline.h"

namespace cli {

namespace {

using nlohmann::json;

std::string text_of(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::uint32_t number_of(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number_unsigned() ? it->get<std::uint32_t>() : 0;
}

// The keys of one hand (or text) object's findings.
void add_hand(const json& hand, handaudit::Baseline& baseline) {
  const std::string source = text_of(hand, "source");
  const std::string hand_id = text_of(hand, "hand_id");
  const std::uint32_t hand_line = number_of(hand, "line");
  api::KeyOrdinals ordinals;
  for (const json& f : hand.at("findings")) {
    const std::string rule = text_of(f, "rule");
    const std::string player = text_of(f, "player");
    const api::FindingPlace place{source, hand_id, hand_line, rule, player, number_of(f, "line"), number_of(f, "column")};
    baseline.keys.insert(ordinals.next(api::hand_finding_key(place)));
  }
}

// The keys of one table object's cross-hand findings.
void add_table(const json& table, handaudit::Baseline& baseline) {
  api::KeyOrdinals ordinals;
  for (const json& f : table.at("findings")) {
    const std::string source = text_of(f, "source");
    const std::string hand_id = text_of(f, "hand_id");
    const std::string rule = text_of(f, "rule");
    const std::string player = text_of(f, "player");
    baseline.keys.insert(ordinals.next(api::cross_hand_finding_key({source, hand_id, 0, rule, player, 0, 0})));
  }
}

}  // namespace

std::optional<handaudit::Baseline> parse_baseline(std::string_view ndjson, std::string& error) {
  handaudit::Baseline baseline;
  std::size_t number = 0;
  while (!ndjson.empty()) {
    ++number;
    const std::size_t end = ndjson.find('\n');
    const std::string_view line = ndjson.substr(0, end);
    ndjson.remove_prefix(end == std::string_view::npos ? ndjson.size() : end + 1);
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    const json object = json::parse(line, nullptr, /*allow_exceptions=*/false);
    const std::string type = object.is_object() ? text_of(object, "type") : std::string();
    const bool findings = object.is_object() && object.contains("findings") && object.at("findings").is_array();
    if (type == "summary") continue;
    if ((type == "hand" || type == "text") && findings) {
      add_hand(object, baseline);
    } else if (type == "table" && findings) {
      add_table(object, baseline);
    } else {
      error = fmt::format("line {}: not an object of an NDJSON report (`audit --format json`)", number);
      return std::nullopt;
    }
  }
  return baseline;
}

std::optional<handaudit::Baseline> read_baseline(const std::string& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = std::strerror(errno);
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return parse_baseline(text.str(), error);
}

}  // namespace cli

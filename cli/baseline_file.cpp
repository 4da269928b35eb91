#include "cli/baseline_file.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "api/baseline.h"
#include "report/report_sarif.h"

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

// The keys of a SARIF log's results (`audit --format sarif`): a hand's
// finding by its properties handId and handLine, one across hands (with
// previousHandId) by its hand; a suppressed (waived) result is no finding.
// Results of one hand, and of one table, come together and in the NDJSON
// report's order, so they are numbered as there. Columns are code points
// here: the keys leave them out (Baseline::columns).
bool add_sarif(const json& log, handaudit::Baseline& baseline, std::string& error) {
  baseline.columns = false;
  const json* results = nullptr;
  if (log.contains("runs") && log["runs"].is_array() && !log["runs"].empty() && log["runs"][0].is_object() &&
      log["runs"][0].contains("results") && log["runs"][0]["results"].is_array())
    results = &log["runs"][0]["results"];
  if (results == nullptr) {
    error = "a SARIF log without a run's results";
    return false;
  }
  api::KeyOrdinals ordinals;
  std::string group;  // the hand or table the ordinals number
  for (const json& r : *results) {
    if (!r.is_object() || (r.contains("suppressions") && !r["suppressions"].empty())) continue;
    const json properties = r.value("properties", json::object());
    const json location = r.contains("locations") && r["locations"].is_array() && !r["locations"].empty()
                              ? r["locations"][0].value("physicalLocation", json::object())
                              : json::object();
    const std::string source =
        report::uri_to_path(text_of(location.value("artifactLocation", json::object()), "uri"));
    const json region = location.value("region", json::object());
    const std::string rule = text_of(r, "ruleId");
    const std::string hand_id = text_of(properties, "handId");
    const std::string player = text_of(properties, "player");
    const bool cross_hand = properties.contains("previousHandId");
    const std::string here =
        cross_hand ? "t" + text_of(properties, "table") : source + '\x1f' + hand_id + '\x1f' + properties.value("handLine", json(0)).dump();
    if (here != group) {
      ordinals = api::KeyOrdinals();
      group = here;
    }
    if (cross_hand) {
      baseline.keys.insert(ordinals.next(api::cross_hand_finding_key({source, hand_id, 0, rule, player, 0, 0})));
    } else {
      const api::FindingPlace place{source, hand_id, number_of(properties, "handLine"), rule, player,
                                    number_of(region, "startLine"), 0};
      baseline.keys.insert(ordinals.next(api::hand_finding_key(place)));
    }
  }
  return true;
}

}  // namespace

std::optional<handaudit::Baseline> parse_baseline(std::string_view ndjson, std::string& error) {
  handaudit::Baseline baseline;
  // A SARIF log is one JSON document; an NDJSON report, one object per line.
  if (const std::size_t first = ndjson.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
      first != std::string_view::npos && ndjson[first] == '{') {
    const json whole = json::parse(ndjson.substr(first), nullptr, /*allow_exceptions=*/false);
    if (whole.is_object() && whole.contains("runs")) {
      if (!add_sarif(whole, baseline, error)) return std::nullopt;
      return baseline;
    }
  }
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
    } else if ((type == "table" || type == "tournament") && findings) {
      add_table(object, baseline);
    } else {
      error = fmt::format("line {}: not an object of an NDJSON report (`audit --format json`) or a SARIF log",
                          number);
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

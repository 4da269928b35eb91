#include "cli/report_provenance.h"

#include <charconv>
#include <nlohmann/json.hpp>

#include "report/report_sarif.h"

namespace cli {

namespace {

using nlohmann::json;

bool is_hex_digest(std::string_view s) {
  return s.size() == 64 && s.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

std::optional<std::uint64_t> number(std::string_view s) {
  std::uint64_t n = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return n;
}

// An input object of the NDJSON summary: {"path":..,"bytes":..,"sha256":..}.
std::optional<ProvenanceInput> json_input(const json& j) {
  if (!j.is_object()) return std::nullopt;
  const auto path = j.find("path");
  const auto bytes = j.find("bytes");
  const auto sha = j.find("sha256");
  if (path == j.end() || !path->is_string() || bytes == j.end() || !bytes->is_number_unsigned() || sha == j.end() ||
      !sha->is_string() || !is_hex_digest(sha->get_ref<const std::string&>()))
    return std::nullopt;
  return ProvenanceInput{path->get<std::string>(), bytes->get<std::uint64_t>(), sha->get<std::string>()};
}

std::optional<ReportProvenance> from_ndjson(std::string_view text, std::string& error) {
  // The summary is the last object: read the lines from the end.
  std::size_t end = text.size();
  while (end > 0) {
    const std::size_t start = text.rfind('\n', end - 1);
    const std::size_t from = start == std::string_view::npos ? 0 : start + 1;
    const std::string_view line = text.substr(from, end - from);
    end = start == std::string_view::npos ? 0 : start;
    if (line.find("\"type\":\"summary\"") == std::string_view::npos) continue;
    const json summary = json::parse(line, nullptr, /*allow_exceptions=*/false);
    const auto p = summary.is_object() ? summary.find("provenance") : summary.end();
    if (!summary.is_object() || p == summary.end() || !p->is_object()) break;
    ReportProvenance out{"json", p->value("handaudit", ""), p->value("build", ""), {}};
    const auto inputs = p->find("inputs");
    if (inputs == p->end() || !inputs->is_array()) break;
    for (const json& i : *inputs) {
      std::optional<ProvenanceInput> input = json_input(i);
      if (!input) {
        error = "the summary's provenance lists an input without its path, size or SHA-256";
        return std::nullopt;
      }
      out.inputs.push_back(std::move(*input));
    }
    return out;
  }
  error = "its summary holds no provenance";
  return std::nullopt;
}

std::optional<ReportProvenance> from_sarif(const json& log, std::string& error) {
  const json* run = log.contains("runs") && log["runs"].is_array() && !log["runs"].empty() ? &log["runs"][0] : nullptr;
  if (run == nullptr || !run->contains("artifacts") || !(*run)["artifacts"].is_array()) {
    error = "its run lists no artifacts";
    return std::nullopt;
  }
  ReportProvenance out{"sarif", {}, {}, {}};
  if (const json* driver = &(*run)["tool"]["driver"]; driver->is_object()) {
    out.version = driver->value("version", "");
    if (driver->contains("properties") && (*driver)["properties"].is_object())
      out.build = (*driver)["properties"].value("build", "");
  }
  for (const json& artifact : (*run)["artifacts"]) {
    const json uri = artifact.is_object() ? artifact.value("location", json::object()).value("uri", json()) : json();
    const json sha = artifact.is_object() ? artifact.value("hashes", json::object()).value("sha-256", json()) : json();
    const json length = artifact.is_object() ? artifact.value("length", json()) : json();
    if (!uri.is_string() || !sha.is_string() || !is_hex_digest(sha.get<std::string>()) ||
        !length.is_number_unsigned()) {
      error = "an artifact has no uri, length or sha-256";
      return std::nullopt;
    }
    out.inputs.push_back({report::uri_to_path(uri.get<std::string>()), length.get<std::uint64_t>(), sha.get<std::string>()});
  }
  return out;
}

// XML character data back to text: the five entities and &#N; / &#xN;
// (report/report_junit.h writes no others).
std::string xml_unescaped(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out.push_back(s[i]);
      continue;
    }
    const std::size_t semi = s.find(';', i);
    if (semi == std::string_view::npos) {
      out.push_back(s[i]);
      continue;
    }
    const std::string_view entity = s.substr(i + 1, semi - i - 1);
    if (entity == "amp")
      out.push_back('&');
    else if (entity == "lt")
      out.push_back('<');
    else if (entity == "gt")
      out.push_back('>');
    else if (entity == "quot")
      out.push_back('"');
    else if (entity == "apos")
      out.push_back('\'');
    else if (entity.starts_with('#')) {
      const bool hex = entity.size() > 1 && (entity[1] == 'x' || entity[1] == 'X');
      unsigned code = 0;
      const std::string_view digits = entity.substr(hex ? 2 : 1);
      std::from_chars(digits.data(), digits.data() + digits.size(), code, hex ? 16 : 10);
      out.push_back(static_cast<char>(code));  // report_junit writes only ASCII controls this way
    } else {
      out.append(s.substr(i, semi - i + 1));
    }
    i = semi;
  }
  return out;
}

// The value of attribute `name` in the tag `tag`.
std::optional<std::string> attribute(std::string_view tag, std::string_view name) {
  const std::string key = " " + std::string(name) + "=\"";
  const std::size_t at = tag.find(key);
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t from = at + key.size();
  const std::size_t end = tag.find('"', from);
  if (end == std::string_view::npos) return std::nullopt;
  return xml_unescaped(tag.substr(from, end - from));
}

std::optional<ReportProvenance> from_junit(std::string_view text, std::string& error) {
  const std::size_t suite = text.find("<testsuite name=\"provenance\"");
  if (suite == std::string_view::npos) {
    error = "it has no suite \"provenance\"";
    return std::nullopt;
  }
  const std::size_t suite_end = text.find("</testsuite>", suite);
  const std::string_view body =
      text.substr(suite, suite_end == std::string_view::npos ? text.size() : suite_end - suite);
  ReportProvenance out{"junit", {}, {}, {}};
  for (std::size_t at = body.find("<property "); at != std::string_view::npos; at = body.find("<property ", at + 1)) {
    const std::string_view tag = body.substr(at, body.find('>', at) - at);
    const std::optional<std::string> name = attribute(tag, "name");
    const std::optional<std::string> value = attribute(tag, "value");
    if (!name || !value) continue;
    if (*name == "handaudit.version") out.version = *value;
    if (*name == "handaudit.build") out.build = *value;
    // input.N.path / .bytes / .sha256, N from 1 in order.
    if (!name->starts_with("input.")) continue;
    const std::size_t dot = name->find('.', 6);
    const std::optional<std::uint64_t> n = number(std::string_view(*name).substr(6, dot - 6));
    if (!n || *n == 0 || dot == std::string::npos) continue;
    if (out.inputs.size() < *n) out.inputs.resize(*n);
    ProvenanceInput& input = out.inputs[*n - 1];
    const std::string_view field = std::string_view(*name).substr(dot + 1);
    if (field == "path") input.path = *value;
    if (field == "sha256") input.sha256 = *value;
    if (field == "bytes") input.bytes = number(*value).value_or(0);
  }
  for (const ProvenanceInput& input : out.inputs) {
    if (input.path.empty() || !is_hex_digest(input.sha256)) {
      error = "an input of its provenance has no path or SHA-256";
      return std::nullopt;
    }
  }
  return out;
}

// The text report's last lines: "handaudit V (BUILD); ..." then
// `input "PATH": N bytes, sha256 HEX` (report::provenance_text).
std::optional<ReportProvenance> from_text(std::string_view text, std::string& error) {
  std::size_t head = text.starts_with("handaudit ") ? 0 : text.rfind("\nhandaudit ");
  if (head == std::string_view::npos) {
    error = "it has no provenance lines (\"handaudit VERSION (BUILD); ...\")";
    return std::nullopt;
  }
  if (head != 0) ++head;
  ReportProvenance out{"text", {}, {}, {}};
  std::size_t at = head;
  bool first = true;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    if (first) {
      first = false;
      const std::size_t open = line.find(" (");
      const std::size_t close = line.find(");");
      if (open == std::string_view::npos || close == std::string_view::npos || close < open) break;
      out.version = std::string(line.substr(10, open - 10));
      out.build = std::string(line.substr(open + 2, close - open - 2));
      continue;
    }
    // input "PATH": N bytes, sha256 HEX
    const std::size_t tail = line.rfind("\": ");
    if (!line.starts_with("input \"") || tail == std::string_view::npos) break;
    const json path = json::parse(line.substr(6, tail - 5), nullptr, /*allow_exceptions=*/false);
    const std::string_view rest = line.substr(tail + 3);
    const std::size_t bytes_end = rest.find(" bytes, sha256 ");
    if (!path.is_string() || bytes_end == std::string_view::npos) break;
    const std::optional<std::uint64_t> bytes = number(rest.substr(0, bytes_end));
    const std::string_view sha = rest.substr(bytes_end + 15);
    if (!bytes || !is_hex_digest(sha)) break;
    out.inputs.push_back({path.get<std::string>(), *bytes, std::string(sha)});
  }
  if (first || out.version.empty()) {
    error = "its provenance lines do not read";
    return std::nullopt;
  }
  return out;
}

}  // namespace

std::optional<ReportProvenance> read_provenance(std::string_view report, std::string& error) {
  std::string_view text = report;
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && text[first] == '<') return from_junit(text, error);
  if (first != std::string_view::npos && text[first] == '{') {
    // SARIF is one JSON document; NDJSON one object per line.
    const json whole = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (whole.is_object() && whole.contains("runs")) return from_sarif(whole, error);
    return from_ndjson(text, error);
  }
  return from_text(text, error);
}

}  // namespace cli

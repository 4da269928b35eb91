// The catalogue walk (issue 4): every rule id is known to `handaudit rules`
// with its category and severity, and has its own test case in the suite:
// a TEST_CASE named "<id>: ..." (or "<id>, <id2>: ...") whose body both
// expects the finding and shows a legal look-alike that does not produce it.
//
// The second part reads the test sources ($HANDAUDIT_SOURCE/tests), so a
// rule added to the catalogue without its tests fails here, by name.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/rules_command.h"
#include "engine/finding.h"

namespace {

struct TestCase {
  std::string name;
  std::string body;   // up to the next TEST_CASE of the file
  std::string file;
};

std::vector<TestCase> test_cases(const std::filesystem::path& root) {
  std::vector<TestCase> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    constexpr std::string_view kOpen = "TEST_CASE(\"";
    for (std::size_t at = text.find(kOpen); at != std::string::npos;) {
      const std::size_t name_begin = at + kOpen.size();
      const std::size_t name_end = text.find('"', name_begin);
      const std::size_t next = text.find(kOpen, name_end);
      out.push_back({text.substr(name_begin, name_end - name_begin),
                     text.substr(name_end, (next == std::string::npos ? text.size() : next) - name_end),
                     entry.path().filename().string()});
      at = next;
    }
  }
  return out;
}

// "a, b: text" names rules a and b.
bool names_rule(std::string_view test_name, std::string_view id) {
  const std::size_t colon = test_name.find(": ");
  if (colon == std::string_view::npos) return false;
  std::string_view ids = test_name.substr(0, colon);
  while (!ids.empty()) {
    const std::size_t comma = ids.find(", ");
    if (ids.substr(0, comma) == id) return true;
    if (comma == std::string_view::npos) break;
    ids.remove_prefix(comma + 2);
  }
  return false;
}

// "round-closed-early" -> "Rule::kRoundClosedEarly".
std::string enum_name(std::string_view id) {
  std::string out = "Rule::k";
  bool upper = true;
  for (char c : id) {
    if (c == '-') {
      upper = true;
      continue;
    }
    out.push_back(upper ? static_cast<char>(c - 'a' + 'A') : c);
    upper = false;
  }
  return out;
}

// The body expects the finding: its id as a word (not part of a longer id),
// or its enum.
bool expects(std::string_view body, std::string_view id) {
  auto id_char = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; };
  for (std::size_t at = body.find(id); at != std::string_view::npos; at = body.find(id, at + 1)) {
    const bool starts = at == 0 || !id_char(body[at - 1]);
    const bool ends = at + id.size() == body.size() || !id_char(body[at + id.size()]);
    if (starts && ends) return true;
  }
  return body.find(enum_name(id)) != std::string_view::npos;
}

// The body has a look-alike: an audit expected clean ({}), a finding looked
// for and not found, or a CHECK_FALSE.
bool has_look_alike(std::string_view body) {
  for (std::string_view mark : {"{})", "== nullptr", "CHECK_FALSE(", "== \"\"", ".empty())"})
    if (body.find(mark) != std::string_view::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("catalogue walk: every rule is listed by `rules` with its category and severity") {
  const std::string table = cli::rules_table();
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const auto r = static_cast<engine::Rule>(i);
    const std::string id(engine::rule_id(r));
    CAPTURE(id);
    const std::size_t at = table.find(id + " ");
    REQUIRE(at != std::string::npos);
    const std::string line = table.substr(at, table.find('\n', at) - at);
    CHECK(line.find(std::string(engine::category_id(engine::rule_category(r)))) != std::string::npos);
    CHECK(line.find(std::string(engine::severity_id(engine::default_severity(r)))) != std::string::npos);
  }
}

TEST_CASE("catalogue walk: every rule has a test case that triggers it and a legal look-alike") {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  if (source == nullptr || !std::filesystem::is_directory(std::filesystem::path(source) / "tests")) {
    MESSAGE("HANDAUDIT_SOURCE unset: the test sources cannot be walked");
    return;
  }
  const auto cases = test_cases(std::filesystem::path(source) / "tests");
  std::string missing;
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const std::string id(engine::rule_id(static_cast<engine::Rule>(i)));
    bool trigger = false, look_alike = false;
    for (const auto& c : cases) {
      if (!names_rule(c.name, id)) continue;
      trigger = trigger || expects(c.body, id);
      look_alike = look_alike || has_look_alike(c.body);
    }
    if (!trigger || !look_alike)
      missing += id + (trigger ? " (no look-alike)" : look_alike ? " (no trigger)" : " (no test case)") + "\n";
  }
  CHECK_MESSAGE(missing.empty(), "rules without a \"<id>: ...\" test case that triggers them beside a legal look-alike:\n"
                                     << missing);
}

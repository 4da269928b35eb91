// The rules catalogue: one complete doc per rule, in enum order, and agreement
// with the user-facing catalogue FINDINGS.md (ids, severities, categories) and
// the profile fields of RULES.md §0.1 when the shared docs are present.
#include "validators/catalogue.h"

#include "engine/profile_switches.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "tests/support/doc_files.h"

namespace {

using engine::Rule;
using validators::RuleDoc;

// The fields of RULES.md §0.1 (the profile switches).
const std::set<std::string, std::less<>> kProfileFields = {
    "bba_order",         "straddles",          "straddle_min_raise",   "button_straddle_order",
    "button_mode",       "limit_cap",          "limit_cap_two_rounds", "heads_up_uncap",
    "stud_open_pair_option", "stud_showing_tie", "pl_blind_basis",     "hilo_identical_even",
    "odd_chip_unit",     "stud_odd_chip",      "odd_chip_override",    "rake",
};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// "a, b" -> {"a", "b"}; "" -> {}.
std::vector<std::string> split_switches(std::string_view s) {
  std::vector<std::string> out;
  while (!s.empty()) {
    const auto comma = s.find(',');
    out.emplace_back(trim(s.substr(0, comma)));
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
  }
  return out;
}

std::size_t line_count(std::string_view s) {
  return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n')) + 1;
}

using doc_files::read_lines;
using doc_files::shared_doc;

// The text between the first pair of backticks of a table row "| `id` | ...".
std::string first_code_span(std::string_view row) {
  const auto open = row.find('`');
  const auto close = row.find('`', open + 1);
  if (open == std::string_view::npos || close == std::string_view::npos) return {};
  return std::string(row.substr(open + 1, close - open - 1));
}

// The cell after the first one of "| a | b | c |", trimmed.
std::string second_cell(std::string_view row) {
  auto first = row.find('|');
  auto second = row.find('|', first + 1);
  auto third = row.find('|', second + 1);
  if (third == std::string_view::npos) return {};
  return std::string(trim(row.substr(second + 1, third - second - 1)));
}

}  // namespace

TEST_CASE("catalogue: one complete doc per rule, in enum order") {
  const auto docs = validators::all_rule_docs();
  REQUIRE(docs.size() == static_cast<std::size_t>(engine::kRuleCount));

  for (int i = 0; i < engine::kRuleCount; ++i) {
    const auto r = static_cast<Rule>(i);
    const RuleDoc& doc = validators::rule_doc(r);
    const std::string id(engine::rule_id(r));
    CAPTURE(id);

    CHECK(doc.rule == r);
    CHECK(&doc == &docs[static_cast<std::size_t>(i)]);

    CHECK_FALSE(doc.summary.empty());
    CHECK(doc.summary.size() <= 100);
    CHECK(doc.summary.find('\n') == std::string_view::npos);

    CHECK_FALSE(doc.checks.empty());
    CHECK(doc.checks.find('\n') == std::string_view::npos);
    CHECK_FALSE(doc.authority.empty());

    // Example: 3-10 lines, no blank line, ending in the verdict for this rule.
    CHECK_FALSE(doc.example.empty());
    CHECK(line_count(doc.example) >= 3);
    CHECK(line_count(doc.example) <= 10);
    CHECK(doc.example.find("\n\n") == std::string_view::npos);
    CHECK(doc.example.back() != '\n');
    const auto last_nl = doc.example.rfind('\n');
    const std::string_view verdict =
        last_nl == std::string_view::npos ? doc.example : doc.example.substr(last_nl + 1);
    const std::string expected_verdict = "=> " + id;
    const std::string severity(engine::severity_id(engine::default_severity(r)));
    CHECK(verdict.substr(0, expected_verdict.size()) == expected_verdict);
    CHECK(verdict.find("(" + severity + ")") != std::string_view::npos);
    // Only the last line is a verdict.
    CHECK(doc.example.find("=> ") == doc.example.size() - verdict.size());

    // Profile switches are switches --set can set: RULES.md §0.1's fields
    // and those the rooms' logs added (engine/profile_switches.h).
    for (const auto& name : split_switches(doc.profile_switches)) {
      CAPTURE(name);
      CHECK(engine::find_switch(name) != nullptr);
    }
  }
}

TEST_CASE("catalogue: rule_doc and all_rule_docs agree") {
  const auto docs = validators::all_rule_docs();
  for (std::size_t i = 0; i < docs.size(); ++i)
    CHECK(&validators::rule_doc(docs[i].rule) == &docs[i]);
}

TEST_CASE("catalogue: ids, severities and categories match FINDINGS.md and docs/findings-added.md") {
  const auto path = shared_doc("FINDINGS.md");
  if (!path) {
    MESSAGE("FINDINGS.md not found (HANDAUDIT_SOURCE unset or no ../shared/docs): skipped");
    return;
  }
  // FINDINGS.md, then the project's own additions, read as one catalogue.
  auto lines = read_lines(*path);
  const auto added = std::filesystem::path(std::getenv("HANDAUDIT_SOURCE")) / "docs" / "findings-added.md";
  REQUIRE(std::filesystem::is_regular_file(added));
  for (std::string& line : read_lines(added)) lines.push_back(std::move(line));

  std::string category;  // from the last "## name — ..." heading
  std::set<std::string> ids_in_doc;
  for (const auto& line : lines) {
    if (line.rfind("## ", 0) == 0) {
      const std::string_view heading = std::string_view(line).substr(3);
      const auto dash = heading.find(" \xE2\x80\x94 ");  // " — "
      category = dash == std::string_view::npos ? std::string() : std::string(heading.substr(0, dash));
      continue;
    }
    if (line.rfind("| `", 0) != 0) continue;

    const std::string id = first_code_span(line);
    const std::string sev = second_cell(line);
    CAPTURE(id);
    CAPTURE(line);
    CHECK_FALSE(category.empty());
    CHECK(ids_in_doc.insert(id).second);  // listed once

    const auto rule = engine::rule_from_id(id);
    REQUIRE_MESSAGE(rule.has_value(), "FINDINGS.md id unknown to engine::rule_from_id");
    CHECK(engine::severity_id(engine::default_severity(*rule)) == sev);
    CHECK(engine::category_id(engine::rule_category(*rule)) == category);
    CHECK(validators::rule_doc(*rule).rule == *rule);
  }

  CHECK(ids_in_doc.size() == static_cast<std::size_t>(engine::kRuleCount));
  for (const auto& doc : validators::all_rule_docs()) {
    const std::string id(engine::rule_id(doc.rule));
    CAPTURE(id);
    CHECK(ids_in_doc.count(id) == 1);
  }
}

TEST_CASE("catalogue: the fields of RULES.md §0.1 are switches --set can set") {
  const auto path = shared_doc("RULES.md");
  if (!path) {
    MESSAGE("RULES.md not found (HANDAUDIT_SOURCE unset or no ../shared/docs): skipped");
    return;
  }
  // The §0.1 table is the only one in RULES.md whose rows start with "| `".
  std::set<std::string, std::less<>> fields;
  for (const auto& line : read_lines(*path))
    if (line.rfind("| `", 0) == 0) fields.insert(first_code_span(line));
  CHECK(fields == kProfileFields);
  // Each of them can be set by name.
  for (const auto& name : fields) {
    CAPTURE(name);
    CHECK(engine::find_switch(name) != nullptr);
  }
}

// docs/rules-table.md maps RULES.md to the findings: every finding id of the
// program and every rule id of RULES.md must have a row, so that a rule or a
// finding added later cannot be left out of it unnoticed.
#include <doctest/doctest.h>

#include <cctype>
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

using doc_files::read_lines;
using doc_files::shared_doc;
using doc_files::source_file;

// The rule ids RULES.md defines: each opens a bold item, "**R-BL-6b Posting ...".
std::set<std::string> rules_md_ids(const std::vector<std::string>& lines) {
  std::set<std::string> ids;
  for (const auto& line : lines) {
    for (auto at = line.find("**R-"); at != std::string::npos; at = line.find("**R-", at + 2)) {
      std::size_t end = at + 2;
      while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '-')) ++end;
      ids.insert(line.substr(at + 2, end - at - 2));
    }
  }
  return ids;
}

// The first cell of "| R-OC-4b | ... |", trimmed. Compared whole, since a
// substring test would let R-OC-4b's row pass for R-OC-4.
std::string first_cell(std::string_view row) {
  row.remove_prefix(1);
  row = row.substr(0, row.find('|'));
  while (!row.empty() && row.front() == ' ') row.remove_prefix(1);
  while (!row.empty() && row.back() == ' ') row.remove_suffix(1);
  return std::string(row);
}

}  // namespace

TEST_CASE("rules table: every finding id and every RULES.md rule has a row") {
  const auto table = source_file(std::filesystem::path("docs") / "rules-table.md");
  if (!table) {
    MESSAGE("docs/rules-table.md not found (HANDAUDIT_SOURCE unset or no file): skipped");
    return;
  }
  const auto lines = read_lines(*table);

  // The "Every finding id" table: a row "| `id` |" per engine::Rule.
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const std::string id(engine::rule_id(static_cast<engine::Rule>(i)));
    const std::string row = "| `" + id + "` |";
    CAPTURE(id);
    bool found = false;
    for (const auto& line : lines) found = found || line.rfind(row, 0) == 0;
    CHECK(found);
  }

  const auto rules = shared_doc("RULES.md");
  if (!rules) {
    MESSAGE("RULES.md not found (HANDAUDIT_SOURCE unset or no ../shared/docs): rule rows not checked");
    return;
  }
  std::set<std::string> rows;
  for (const auto& line : lines)
    if (line.rfind("| R-", 0) == 0) rows.insert(first_cell(line));
  const auto ids = rules_md_ids(read_lines(*rules));
  CHECK_FALSE(ids.empty());  // the pattern still finds RULES.md's rules
  for (const auto& id : ids) {
    CAPTURE(id);
    CHECK(rows.count(id) == 1);
  }
}

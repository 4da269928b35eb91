#include "cli/rules_command.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <optional>

#include "cli/rooms_text.h"
#include "validators/catalogue.h"

namespace cli {

namespace {

engine::Rule rule_at(int i) { return static_cast<engine::Rule>(i); }

// Appends a titled section, its text indented by two spaces per line so that
// multi-line examples keep their shape.
void append_section(std::string& out, std::string_view title, std::string_view body) {
  fmt::format_to(std::back_inserter(out), "\n{}:\n", title);
  if (body.empty()) body = "none";
  while (!body.empty()) {
    const std::size_t nl = body.find('\n');
    const std::string_view line = body.substr(0, nl);
    if (line.empty()) {
      out.push_back('\n');
    } else {
      fmt::format_to(std::back_inserter(out), "  {}\n", line);
    }
    if (nl == std::string_view::npos) break;
    body.remove_prefix(nl + 1);
  }
}

}  // namespace

std::string rules_table() {
  std::size_t id_width = 0;
  std::size_t category_width = 0;
  std::size_t severity_width = 0;
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const engine::Rule r = rule_at(i);
    id_width = std::max(id_width, engine::rule_id(r).size());
    category_width = std::max(category_width, engine::category_id(engine::rule_category(r)).size());
    severity_width =
        std::max(severity_width, engine::severity_id(engine::default_severity(r)).size());
  }
  std::string out;
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const engine::Rule r = rule_at(i);
    const validators::RuleDoc& doc = validators::rule_doc(r);
    fmt::format_to(std::back_inserter(out), "{:<{}}  {:<{}}  {:<{}}  {}\n", engine::rule_id(r),
                   id_width, engine::category_id(engine::rule_category(r)), category_width,
                   engine::severity_id(engine::default_severity(r)), severity_width,
                   std::string_view(doc.summary));
  }
  return out;
}

std::string rule_text(engine::Rule rule) {
  const validators::RuleDoc& doc = validators::rule_doc(rule);
  std::string out;
  fmt::format_to(std::back_inserter(out), "{}: {}\n\n", engine::rule_id(rule),
                 std::string_view(doc.summary));
  fmt::format_to(std::back_inserter(out), "category: {}\nseverity: {}\n",
                 engine::category_id(engine::rule_category(rule)),
                 engine::severity_id(engine::default_severity(rule)));
  append_section(out, "What it checks", doc.checks);
  append_section(out, "Authority", doc.authority);
  append_section(out, "Profile switches", doc.profile_switches);
  append_section(out, "Example", doc.example);
  const std::string uncheckable = uncheckable_on(rule);
  append_section(out, "Not checked on", uncheckable.empty() ? "none: every format handaudit reads writes what it needs"
                                                            : std::string_view(uncheckable));
  return out;
}

audit::ExitCode run_rules(std::string_view id, std::FILE* out, std::FILE* err) {
  if (id.empty()) {
    fmt::print(out, "{}", rules_table());
    return audit::ExitCode::kOk;
  }
  const std::optional<engine::Rule> rule = engine::rule_from_id(id);
  if (!rule) {
    fmt::print(err, "handaudit: unknown rule id '{}' (run 'handaudit rules' for the list)\n", id);
    return audit::ExitCode::kUsage;
  }
  fmt::print(out, "{}", rule_text(*rule));
  return audit::ExitCode::kOk;
}

}  // namespace cli

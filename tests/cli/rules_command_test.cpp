#include "cli/rules_command.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <sstream>
#include <string>

#include "tests/cli/test_util.h"
#include "validators/catalogue.h"

TEST_CASE("rules: one aligned line per rule in catalogue order") {
  const std::string table = cli::rules_table();
  std::istringstream lines(table);
  std::string line;
  int i = 0;
  std::size_t category_column = std::string::npos;
  while (std::getline(lines, line)) {
    const auto rule = static_cast<engine::Rule>(i++);
    CAPTURE(line);
    CHECK(line.starts_with(std::string(engine::rule_id(rule)) + " "));
    const std::string category(engine::category_id(engine::rule_category(rule)));
    const std::size_t at = line.find("  " + category + " ");
    REQUIRE(at != std::string::npos);
    if (category_column == std::string::npos) category_column = at;
    CHECK(at <= category_column);  // ids padded to one width
    CHECK(line.substr(category_column).find(category) == 2);
    CHECK(line.ends_with(std::string(validators::rule_doc(rule).summary)));
  }
  CHECK(i == engine::kRuleCount);
}

TEST_CASE("rules ID: the whole doc; an unknown id is a usage error") {
  const std::string text = cli::rule_text(engine::Rule::kRaiseBelowMinimum);
  CHECK(text.starts_with("raise-below-minimum: "));
  CHECK(text.find("category: illegal-bet\n") != std::string::npos);
  CHECK(text.find("severity: error\n") != std::string::npos);
  for (const char* section : {"What it checks:", "Authority:", "Profile switches:", "Example:"})
    CHECK(text.find(section) != std::string::npos);

  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  CHECK(cli::run_rules("no-such-rule", out, err) == cli::ExitCode::kUsage);
  CHECK(cli_test::slurp(out).empty());
  CHECK(cli_test::slurp(err).find("unknown rule id 'no-such-rule'") != std::string::npos);
  CHECK(cli::run_rules("parse-error", out, err) == cli::ExitCode::kOk);
  CHECK(cli_test::slurp(out).starts_with("parse-error: "));
  std::fclose(out);
  std::fclose(err);
}

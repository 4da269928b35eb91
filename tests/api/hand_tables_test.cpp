// AuditorOptions::hand_tables: each hand's result names its table (the
// Python module's findings_frame() reads it), and the NDJSON hand object
// stays as it was.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "handaudit/handaudit.h"
#include "tests/support/test_util.h"

namespace {

std::vector<handaudit::HandResult> audited(const handaudit::AuditorOptions& options) {
  return handaudit::audit_text(cli_test::read_file(cli_test::samples_dir() / "errors.txt"), options, "errors.txt");
}

}  // namespace

TEST_CASE("hand_tables names each hand's table, and the NDJSON object does not change") {
  handaudit::AuditorOptions options;
  options.hand_tables = true;
  const std::vector<handaudit::HandResult> named = audited(options);
  const std::vector<handaudit::HandResult> plain = audited({});
  REQUIRE(named.size() == 20);
  REQUIRE(plain.size() == 20);
  CHECK(named[0].table == "Ceres 1");
  CHECK(named[1].table == "Ceres 2");
  CHECK(named[2].table == "Ceres 3");
  for (std::size_t i = 0; i < plain.size(); ++i) {
    CHECK(plain[i].table.empty());
    CHECK(handaudit::to_json(named[i]) == handaudit::to_json(plain[i]));
  }
}

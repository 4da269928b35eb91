// The public replay (include/handaudit/replay.h): what `handaudit replay`
// prints, hand by hand, found by id.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/test_util.h"
#include "handaudit/replay.h"

namespace fs = std::filesystem;

namespace {

// What `handaudit replay` prints for `args`.
std::string cli_replay(const std::string& args) {
  const char* bin = std::getenv("HANDAUDIT_BIN");
  REQUIRE(bin != nullptr);
  return cli_test::command_output(std::string("'") + bin + "' replay " + args);
}

}  // namespace

TEST_CASE("replay: the hands' ids in order, a hand found by id or #id, none for an unknown id") {
  const std::string bytes = cli_test::read_file(cli_test::samples_dir() / "clean_cash_nl.txt");
  const std::vector<std::string> ids = handaudit::replay_hand_ids(bytes, "clean_cash_nl.txt");
  REQUIRE(ids.size() == 5);
  const auto first = handaudit::replay(bytes, "", {}, "clean_cash_nl.txt");
  REQUIRE(first);
  CHECK(first->hand_id == ids[0]);
  CHECK_FALSE(first->has_errors);
  std::string hashed = "#";  // appended, not "#" + id: GCC 12's false -Wrestrict
  hashed += ids[2];
  const auto third = handaudit::replay(bytes, hashed, {}, "clean_cash_nl.txt");
  REQUIRE(third);
  CHECK(third->hand_id == ids[2]);
  CHECK(third->text != first->text);
  CHECK_FALSE(handaudit::replay(bytes, "no-such-hand", {}, "clean_cash_nl.txt"));
  CHECK(handaudit::replay_hand_ids("no hand here\n").empty());
}

TEST_CASE("replay: as text and as NDJSON, what the command prints" * doctest::test_suite("binary")) {
  const fs::path file = cli_test::samples_dir() / "replay_side_pots.txt";
  const std::string bytes = cli_test::read_file(file);
  const auto text = handaudit::replay(bytes, "", {}, file.string());
  REQUIRE(text);
  std::string quoted = "'";  // appended piece by piece: GCC 12's false -Wrestrict
  quoted += file.string();
  quoted += '\'';
  CHECK(text->text == cli_replay(quoted));
  handaudit::ReplayOptions json;
  json.format = handaudit::ReplayFormat::kJson;
  const auto ndjson = handaudit::replay(bytes, "", json, file.string());
  REQUIRE(ndjson);
  CHECK(ndjson->text == cli_replay("--format json " + quoted));
  CHECK(ndjson->text.starts_with("{\"type\":\"hand\""));
}

TEST_CASE("replay: a hand with an error finding says so") {
  const std::string bytes = cli_test::read_file(cli_test::samples_dir() / "errors.txt");
  bool any = false;
  for (const std::string& id : handaudit::replay_hand_ids(bytes, "errors.txt")) {
    const auto replay = handaudit::replay(bytes, id, {}, "errors.txt");
    REQUIRE(replay);
    any = any || replay->has_errors;
  }
  CHECK(any);
}

// Waivers of the project file (issue 24 point 2) through `handaudit audit`:
// what a waiver takes out of the report and the exit status, how each
// report format lists it, and what happens once it has expired.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "cli/audit_command.h"
#include "tests/support/test_util.h"

namespace waivers_test {

namespace {

struct Run {
  audit::ExitCode code;
  std::string out;
  std::string err;
};

Run audit_with(const std::vector<std::string>& paths, std::vector<handaudit::Waiver> waivers, cli::ReportFormat format,
               std::string as_of = "2026-11-27") {
  cli::AuditOptions options;
  options.paths = paths;
  options.format = format;
  options.waivers = std::move(waivers);
  options.waivers_as_of = std::move(as_of);
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  const audit::ExitCode code = cli::run_audit(options, out, err);
  Run run{code, cli_test::slurp(out), cli_test::slurp(err)};
  std::fclose(out);
  std::fclose(err);
  return run;
}

// The sample hand with Bob's collect $0.10 short: three findings
// (pot-amount-mismatch, chip-conservation, and Bob's inconsistent-record).
std::string short_collect(int id) {
  std::string hand = cli_test::sample_hand(id);
  hand.replace(hand.find("Bob collected $0.50"), 19, "Bob collected $0.40");
  return hand;
}

// The objects of an NDJSON report; with `type`, only those of that type.
std::vector<nlohmann::json> lines_of(const std::string& ndjson, std::string_view type = {}) {
  std::vector<nlohmann::json> lines;
  std::size_t at = 0;
  while (at < ndjson.size()) {
    const std::size_t end = ndjson.find('\n', at);
    nlohmann::json line = nlohmann::json::parse(ndjson.substr(at, end - at));
    if (type.empty() || line["type"] == type) lines.push_back(std::move(line));
    at = end + 1;
  }
  return lines;
}

std::filesystem::path cross_hand_data() {
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  return src == nullptr ? std::filesystem::path() : std::filesystem::path(src) / "tests/data/cross_hand";
}

}  // namespace

TEST_CASE("waivers: the findings of a waived hand leave the report and the exit status, listed apart") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("night.txt", short_collect(1) + cli_test::sample_hand(2) + short_collect(3));
  const Run plain = audit_with({path}, {}, cli::ReportFormat::kJson);
  REQUIRE(plain.code == audit::ExitCode::kFindings);
  const std::vector<nlohmann::json> before = lines_of(plain.out, "hand");
  REQUIRE(before.size() == 3);
  const std::size_t per_hand = before[0]["findings"].size();
  REQUIRE(per_hand >= 1);

  // Hand 1 waived, every rule its findings break; hand 3 not.
  std::vector<handaudit::Waiver> waivers;
  for (const auto& f : before[0]["findings"]) waivers.push_back({f["rule"], "", "1", "", "ticket 4411", "2026-12-31"});
  const Run one = audit_with({path}, waivers, cli::ReportFormat::kJson);
  CHECK(one.code == audit::ExitCode::kFindings);  // hand 3 still fails
  const std::vector<nlohmann::json> after = lines_of(one.out, "hand");
  CHECK(after[0]["status"] == "clean");
  CHECK(after[0]["findings"].empty());
  REQUIRE(after[0]["waived"].size() == per_hand);
  CHECK(after[0]["waived"][0]["waiver"] == 1);
  CHECK(after[0]["waived"][0]["rule"] == before[0]["findings"][0]["rule"]);
  CHECK(after[0]["waived"][0]["line"] == before[0]["findings"][0]["line"]);
  CHECK(after[1].count("waived") == 0);
  CHECK(after[2]["findings"] == before[2]["findings"]);
  const nlohmann::json summary = lines_of(one.out, "summary").at(0);
  CHECK(summary["waived"] == per_hand);
  CHECK(summary["with_findings"] == 1);
  REQUIRE(summary["waivers"].size() == waivers.size());
  CHECK(summary["waivers"][0]["reason"] == "ticket 4411");
  CHECK(summary["waivers"][0]["expired"] == false);
  CHECK(summary["waivers"][0]["findings"] == 1);
  CHECK(summary["waivers"][0]["table"].is_null());
  CHECK(summary["waivers"][0]["hand_id"] == "1");

  // The same waivers for the table instead of the hand: the findings of
  // both hands go, and nothing is left to fail.
  for (handaudit::Waiver& w : waivers) {
    w.hand_id.clear();
    w.table = "Alpha";
  }
  const Run both = audit_with({path}, waivers, cli::ReportFormat::kText);
  CHECK(both.code == audit::ExitCode::kOk);
  CHECK(both.out.find("error[") == std::string::npos);
  CHECK(both.out.find("waiver 1 (" + waivers[0].rule +
                      ", table 'Alpha', until 2026-12-31): 2 findings waived; "
                      "reason: ticket 4411\n") != std::string::npos);
  CHECK(both.err.find(std::to_string(2 * per_hand) + " findings waived") != std::string::npos);
}

TEST_CASE("waivers: once expired, a waiver's findings are reported again and it says so") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("night.txt", short_collect(1));
  const Run plain = audit_with({path}, {}, cli::ReportFormat::kJson);
  const std::string rule = lines_of(plain.out)[0]["findings"][0]["rule"];
  const std::vector<handaudit::Waiver> waivers = {{rule, "Alpha", "", "", "known", "2026-11-27"}};

  const Run last_day = audit_with({path}, waivers, cli::ReportFormat::kJson, "2026-11-27");
  CHECK(lines_of(last_day.out)[0]["waived"].size() >= 1);
  CHECK(last_day.err.find("expired") == std::string::npos);

  const Run day_after = audit_with({path}, waivers, cli::ReportFormat::kJson, "2026-11-28");
  CHECK(day_after.out == plain.out.substr(0, plain.out.rfind("{\"type\":\"summary\"")) +
                             day_after.out.substr(day_after.out.rfind("{\"type\":\"summary\"")));
  const nlohmann::json summary = lines_of(day_after.out).back();
  CHECK(summary["waived"] == 0);
  CHECK(summary["waivers"][0]["expired"] == true);
  CHECK(summary["waivers"][0]["findings"] == 1);
  CHECK(day_after.code == audit::ExitCode::kFindings);
  CHECK(day_after.err.find("handaudit: waiver 1 (" + rule +
                           ") expired on 2026-11-27: its 1 finding is reported again\n") != std::string::npos);
}

TEST_CASE("waivers: SARIF keeps a waived result, suppressed with the waiver's reason, and JUnit skips it") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("night.txt", short_collect(1));
  const Run plain = audit_with({path}, {}, cli::ReportFormat::kJson);
  const std::string rule = lines_of(plain.out)[0]["findings"][0]["rule"];
  const std::vector<handaudit::Waiver> waivers = {{rule, "", "1", "", "ticket <7> & co", "2026-12-31"}};

  const nlohmann::json sarif = nlohmann::json::parse(audit_with({path}, waivers, cli::ReportFormat::kSarif).out);
  const nlohmann::json& results = sarif["runs"][0]["results"];
  int suppressed = 0;
  for (const auto& r : results) {
    if (!r.contains("suppressions")) continue;
    ++suppressed;
    CHECK(r["ruleId"] == rule);
    CHECK(r["suppressions"][0]["kind"] == "external");
    CHECK(r["suppressions"][0]["status"] == "accepted");
    CHECK(r["suppressions"][0]["justification"] == "ticket <7> & co");
  }
  CHECK(suppressed == 1);
  CHECK(sarif["runs"][0]["properties"]["waived"] == 1);

  const std::string junit = audit_with({path}, waivers, cli::ReportFormat::kJunit).out;
  CHECK(junit.find("<testsuite name=\"waivers\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\"") !=
        std::string::npos);
  CHECK(junit.find("<skipped message=\"1 finding waived until 2026-12-31: ticket &lt;7&gt; &amp; co\"/>") !=
        std::string::npos);
}

TEST_CASE("waivers: a cross-hand finding is waived for its table") {
  const std::filesystem::path data = cross_hand_data() / "dead_button.txt";
  if (!std::filesystem::exists(data)) {
    MESSAGE("HANDAUDIT_SOURCE not set: skipped");
    return;
  }
  const Run plain = audit_with({data.string()}, {}, cli::ReportFormat::kJson);
  const std::vector<nlohmann::json> lines = lines_of(plain.out);
  nlohmann::json table;
  for (const auto& l : lines)
    if (l["type"] == "table") table = l;
  REQUIRE(table.is_object());
  const std::string rule = table["findings"][0]["rule"];
  const std::size_t n = table["findings"].size();

  const Run waived = audit_with({data.string()}, {{rule, table["table"], "", "", "dead button", "2026-12-31"}},
                                cli::ReportFormat::kJson);
  nlohmann::json after;
  for (const auto& l : lines_of(waived.out))
    if (l["type"] == "table") after = l;
  REQUIRE(after.is_object());
  std::size_t left = 0;
  for (const auto& f : after["findings"]) left += f["rule"] == rule ? 1 : 0;
  CHECK(left == 0);
  REQUIRE(after["waived"].size() >= 1);
  CHECK(after["waived"].size() + after["findings"].size() == n);
  CHECK(after["waived"][0]["waiver"] == 1);
  CHECK(after["waived"][0]["previous_hand_id"] == table["findings"][0]["previous_hand_id"]);
  CHECK(lines_of(waived.out).back()["waivers"][0]["findings"] == after["waived"].size());
}

}  // namespace waivers_test

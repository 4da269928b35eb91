// The public face (include/handaudit/): results equal the NDJSON report's
// hand objects byte for byte, whatever the thread count; bytes fed in
// pieces give what the whole gives; profiles and rule selections refuse
// unknown names; the catalogue is complete.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/test_util.h"
#include "handaudit/handaudit.h"

namespace fs = std::filesystem;

namespace {

// The objects of `type` ("hand", "table") that `handaudit audit --format
// json` writes on `path`, one a line, newline included.
std::vector<std::string> cli_objects(const fs::path& path, std::string_view type) {
  const char* bin = std::getenv("HANDAUDIT_BIN");
  REQUIRE(bin != nullptr);
  const std::string command =
      std::string("'") + bin + "' audit --format json --fail-on never -q -j 2 '" + path.string() + "'";
  const std::string all = cli_test::command_output(command);
  const std::string prefix = "{\"type\":\"" + std::string(type) + "\"";
  std::vector<std::string> lines;
  std::istringstream in(all);
  for (std::string line; std::getline(in, line);)
    if (line.starts_with(prefix)) lines.push_back(line + "\n");
  return lines;
}

std::vector<std::string> cli_hand_lines(const fs::path& path) { return cli_objects(path, "hand"); }

std::vector<std::string> json_lines(const std::vector<handaudit::HandResult>& hands) {
  std::vector<std::string> lines;
  for (const handaudit::HandResult& hand : hands) lines.push_back(handaudit::to_json(hand));
  return lines;
}

}  // namespace

TEST_CASE("api: every sample's results serialise to the CLI's hand objects, for 1 and 3 threads" * doctest::test_suite("binary")) {
  for (const fs::path& path : {cli_test::samples_dir() / "errors.txt", cli_test::samples_dir() / "clean_cash_nl.txt", cli_test::samples_dir() / "replay_side_pots.txt"}) {
    CAPTURE(path.string());
    const std::vector<std::string> expected = cli_hand_lines(path);
    REQUIRE(!expected.empty());
    for (unsigned threads : {1u, 3u}) {
      CAPTURE(threads);
      handaudit::AuditorOptions options;
      options.threads = threads;
      handaudit::Auditor auditor(options);
      std::vector<handaudit::HandResult> hands;
      auditor.on_hand([&](handaudit::HandResult&& hand) { hands.push_back(std::move(hand)); });
      CHECK(auditor.audit_path(path.string()));
      const handaudit::AuditOutcome outcome = auditor.finish();
      CHECK(json_lines(hands) == expected);
      CHECK(outcome.summary.sources == 1);
      CHECK(outcome.summary.hands == expected.size());
      CHECK(outcome.unreadable_sources.empty());
    }
  }
}

TEST_CASE("api: bytes fed in pieces give the results of the whole, and of audit_text" * doctest::test_suite("binary")) {
  const fs::path path = cli_test::samples_dir() / "errors.txt";
  const std::string text = cli_test::read_file(path);
  const std::vector<handaudit::HandResult> whole = handaudit::audit_text(text, {}, path.string());
  REQUIRE(whole.size() > 10);
  CHECK(json_lines(whole) == cli_hand_lines(path));

  handaudit::Auditor auditor;
  std::vector<handaudit::HandResult> hands;
  auditor.on_hand([&](handaudit::HandResult&& hand) { hands.push_back(std::move(hand)); });
  for (std::size_t at = 0; at < text.size(); at += 97) auditor.feed(std::string_view(text).substr(at, 97));
  auditor.end_source(path.string());
  auditor.finish();
  CHECK(hands == whole);
}

TEST_CASE("api: a finding of errors.txt, field by field") {
  const fs::path path = cli_test::samples_dir() / "errors.txt";
  const std::vector<handaudit::HandResult> hands = handaudit::audit_text(cli_test::read_file(path), {}, "errors.txt");
  REQUIRE(!hands.empty());
  const handaudit::HandResult& first = hands.front();
  CHECK(first.source == "errors.txt");
  CHECK(first.format == "pokerstars");
  CHECK(first.status == handaudit::HandStatus::kFindings);
  REQUIRE(!first.findings.empty());
  const handaudit::Finding& f = first.findings.front();
  // README: samples/errors.txt:11:12: error[raise-below-minimum] wobblyjoe raises to $2.00 pre-flop; ...
  CHECK(f.rule == "raise-below-minimum");
  CHECK(f.category == "illegal-bet");
  CHECK(f.severity == handaudit::Severity::kError);
  CHECK(f.position == handaudit::Position{11, 12});
  CHECK(f.player == "wobblyjoe");
  CHECK(f.expected.text == "raise to at least $2.50");
  CHECK(f.actual.text == "raise to $2.00");
}

TEST_CASE("api: rule selections and profiles refuse what they do not know") {
  std::string unknown;
  CHECK_FALSE(handaudit::RuleSelection::from_ids({"raise-below-minimum", "no-such-rule"}, {}, &unknown));
  CHECK(unknown == "no-such-rule");
  const auto only = handaudit::RuleSelection::from_ids({"raise-below-minimum"}, {});
  REQUIRE(only);
  handaudit::AuditorOptions options;
  options.rules = *only;
  const std::vector<handaudit::HandResult> hands = handaudit::audit_text(cli_test::read_file(cli_test::samples_dir() / "errors.txt"), options);
  for (const handaudit::HandResult& hand : hands)
    for (const handaudit::Finding& f : hand.findings) CHECK(f.rule == "raise-below-minimum");

  CHECK_FALSE(handaudit::Profile::named("no-such-house"));
  const std::vector<std::string> names = handaudit::Profile::names();
  for (const char* name : {"tda", "wsop", "robert", "pokerstars", "pokermaster", "ggpoker", "888", "pokernow",
                           "ipoker", "partypoker", "wpn", "fulltilt", "thebiggame", "coinpoker", "everleaf", "boss",
                           "kingsclub", "cake", "microgaming", "merge", "everest"}) {
    CAPTURE(name);
    CHECK(std::find(names.begin(), names.end(), name) != names.end());
    REQUIRE(handaudit::Profile::named(name));
    CHECK(handaudit::Profile::named(name)->name() == name);
  }
}

TEST_CASE("api: the catalogue has every rule of FINDINGS.md, each found by its id") {
  const std::vector<handaudit::RuleInfo>& rules = handaudit::rules();
  CHECK(rules.size() == 61);  // FINDINGS.md's and docs/findings-added.md's
  for (const handaudit::RuleInfo& rule : rules) {
    CAPTURE(rule.id);
    CHECK(!rule.summary.empty());
    const auto found = handaudit::find_rule(rule.id);
    REQUIRE(found);
    CHECK(found->id == rule.id);
  }
  CHECK(handaudit::find_rule("raise-not-reopened")->category == "illegal-bet");
  CHECK_FALSE(handaudit::find_rule("nothing"));
  CHECK(handaudit::severity_id(handaudit::Severity::kNote) == "note");
}

TEST_CASE("api: an unreadable path is named, the rest still audited") {
  handaudit::Auditor auditor;
  std::size_t hands = 0;
  auditor.on_hand([&](handaudit::HandResult&&) { ++hands; });
  CHECK_FALSE(auditor.audit_path((cli_test::samples_dir() / "no-such-file.txt").string()));
  CHECK(auditor.audit_path((cli_test::samples_dir() / "clean_cash_nl.txt").string()));
  const handaudit::AuditOutcome outcome = auditor.finish();
  REQUIRE(outcome.unreadable_sources.size() == 1);
  CHECK(outcome.unreadable_sources[0].find("no-such-file.txt: ") != std::string::npos);
  CHECK(hands == outcome.summary.hands);
  CHECK(outcome.summary.clean == hands);
}

TEST_CASE("api: the tables' findings across hands serialise to the CLI's table objects" * doctest::test_suite("binary")) {
  const fs::path folder = cli_test::samples_dir().parent_path() / "tests/data/cross_hand";
  const std::vector<std::string> expected = cli_objects(folder, "table");
  REQUIRE(expected.size() >= 2);

  handaudit::AuditorOptions options;
  options.threads = 2;
  handaudit::Auditor auditor(options);
  CHECK(auditor.audit_path(folder.string()));
  const handaudit::AuditOutcome outcome = auditor.finish();
  std::vector<std::string> tables;
  for (const handaudit::TableResult& table : outcome.tables) tables.push_back(handaudit::to_json(table));
  CHECK(tables == expected);
  CHECK(outcome.summary.tables_with_findings == expected.size());
}

TEST_CASE("api: a report written through ReportOptions equals the CLI's, whatever the thread count" * doctest::test_suite("binary")) {
  const fs::path folder = cli_test::samples_dir();
  const std::vector<std::string> hands = cli_objects(folder, "hand");
  const std::vector<std::string> tables = cli_objects(folder, "table");
  for (unsigned threads : {1u, 2u}) {
    CAPTURE(threads);
    std::string report;
    std::size_t blocks = 0;
    handaudit::AuditorOptions options;
    options.threads = threads;
    options.report = handaudit::ReportOptions{handaudit::ReportFormat::kJson, false, [&](std::string_view block) {
                                                report.append(block);
                                                ++blocks;
                                                return true;
                                              }};
    handaudit::Auditor auditor(options);
    std::uint64_t progressed = 0;
    auditor.on_progress([&](const handaudit::Progress& p) { progressed += p.hands; });
    CHECK(auditor.audit_path(folder.string()));
    const handaudit::AuditOutcome outcome = auditor.finish();
    CHECK_FALSE(outcome.report_failed);
    CHECK(blocks >= 1);
    std::vector<std::string> got_hands;
    std::vector<std::string> got_tables;
    std::istringstream in(report);
    std::string last;
    for (std::string line; std::getline(in, line); last = line) {
      if (line.starts_with("{\"type\":\"hand\"")) got_hands.push_back(line + "\n");
      if (line.starts_with("{\"type\":\"table\"")) got_tables.push_back(line + "\n");
    }
    CHECK(got_hands == hands);
    CHECK(got_tables == tables);
    CHECK(last.starts_with("{\"type\":\"summary\",\"files\":"));
    CHECK(progressed == outcome.summary.hands);
  }
}

TEST_CASE("api: a report that cannot be written stops the reading and says so") {
  std::size_t calls = 0;
  handaudit::AuditorOptions options;
  options.report = handaudit::ReportOptions{handaudit::ReportFormat::kJson, false, [&](std::string_view) {
                                              ++calls;
                                              return false;
                                            }};
  handaudit::Auditor auditor(options);
  std::size_t hands = 0;
  auditor.on_hand([&](handaudit::HandResult&&) { ++hands; });
  // Hands enough for a report of several blocks (of 64 KiB).
  const std::string text = cli_test::read_file(cli_test::samples_dir() / "errors.txt");
  std::string big;
  while (big.size() < (1u << 20)) big += text;
  auditor.audit_bytes("first", big);
  auditor.audit_bytes("second", big);
  const handaudit::AuditOutcome outcome = auditor.finish();
  CHECK(outcome.report_failed);
  CHECK(calls == 1);  // refused once, never asked again
  // The first source went through before the refusal; the second was not read.
  const std::size_t in_one = handaudit::audit_text(big).size();
  CHECK(hands > 0);
  CHECK(hands <= in_one);
  CHECK(outcome.summary.hands == hands);
}

TEST_CASE("api: an input that cannot be read is told to on_unreadable as it is met") {
  handaudit::Auditor auditor;
  std::vector<std::string> told;
  auditor.on_unreadable([&](std::string_view path, std::string_view reason) {
    told.push_back(std::string(path) + " | " + std::string(reason));
  });
  CHECK_FALSE(auditor.audit_path((cli_test::samples_dir() / "no-such-file.txt").string()));
  REQUIRE(told.size() == 1);
  CHECK(told[0] == (cli_test::samples_dir() / "no-such-file.txt").string() + " | No such file or directory");
  CHECK(auditor.finish().unreadable_sources.size() == 1);
}

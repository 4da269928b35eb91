// The `sarif` report, parsed back with nlohmann::json: SARIF 2.1.0 structure,
// every rule of the catalogue, every finding of the audit.
//
// No SARIF 2.1.0 JSON schema ships in a Debian package (apt has only
// python3-sarif-python-om and golang-github-haya14busa-go-sarif-dev, object
// models without the schema file), so the test cannot validate against the
// schema offline. check_sarif() below enforces what the schema says of the
// objects we emit instead: required properties, enumerations, minimums, and
// its additionalProperties: false (only the schema's own property names).
#include "report/report_sarif.h"

#include <doctest/doctest.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "handaudit/version.h"
#include "input/source_lines.h"
#include "report/output.h"
#include "tests/support/binary_run.h"
#include "tests/support/report_fixture.h"
#include "tests/support/test_util.h"
#include "validators/catalogue.h"

namespace report_sarif_test {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// ---------------------------------------------------------------- checking

// Collects the places where `log` breaks the SARIF 2.1.0 schema (the parts
// that apply to what handaudit writes); empty when it conforms.
class SarifChecker {
 public:
  std::vector<std::string> problems;

  void log(const json& j) {
    object(j, "sarifLog", {"$schema", "version", "runs", "inlineExternalProperties", "properties"},
           {"version", "runs"});
    if (j.contains("version") && j["version"] != "2.1.0") problem("sarifLog.version is not 2.1.0");
    if (j.contains("$schema") && !j["$schema"].is_string()) problem("$schema is not a string");
    if (!j.contains("runs") || !j["runs"].is_array()) return;
    for (const json& r : j["runs"]) run(r);
  }

 private:
  void problem(std::string text) { problems.push_back(std::move(text)); }

  void object(const json& j, const std::string& what, std::set<std::string> allowed,
              std::set<std::string> required) {
    if (!j.is_object()) {
      problem(what + " is not an object");
      return;
    }
    for (const auto& [key, value] : j.items())
      if (!allowed.count(key)) problem(what + " has a property the schema does not define: " + key);
    for (const std::string& key : required)
      if (!j.contains(key)) problem(what + " lacks required " + key);
  }

  // A message (result.message, artifactLocation.description) or, with
  // `multiformat`, a multiformatMessageString (rule descriptions, help): both
  // hold text here, which the latter requires.
  void text_object(const json& j, const std::string& what, bool multiformat = false) {
    if (multiformat) {
      object(j, what, {"text", "markdown", "properties"}, {"text"});
    } else {
      object(j, what, {"text", "markdown", "id", "arguments", "properties"}, {"text"});
    }
    if (j.contains("text") && !j["text"].is_string()) problem(what + ".text is not a string");
  }

  void level(const json& j, const std::string& what) {
    static const std::set<std::string> kLevels = {"none", "note", "warning", "error"};
    if (!j.is_string() || !kLevels.count(j.get<std::string>())) problem(what + " is not a level");
  }

  void property_bag(const json& j, const std::string& what) {
    if (!j.is_object()) return problem(what + " is not an object");
    if (!j.contains("tags")) return;
    if (!j["tags"].is_array()) return problem(what + ".tags is not an array");
    std::set<std::string> seen;
    for (const json& t : j["tags"])
      if (!t.is_string() || !seen.insert(t.get<std::string>()).second)
        problem(what + ".tags holds a non-string or a duplicate");
  }

  void run(const json& r) {
    object(r, "run",
           {"tool",
            "invocations",
            "conversion",
            "language",
            "versionControlProvenance",
            "originalUriBaseIds",
            "artifacts",
            "logicalLocations",
            "graphs",
            "results",
            "automationDetails",
            "runAggregates",
            "baselineGuid",
            "redactionTokens",
            "defaultEncoding",
            "defaultSourceLanguage",
            "newlineSequences",
            "columnKind",
            "externalPropertyFileReferences",
            "threadFlowLocations",
            "taxonomies",
            "addresses",
            "translations",
            "policies",
            "webRequests",
            "webResponses",
            "specialLocations",
            "properties"},
           {"tool"});
    if (r.contains("columnKind") && r["columnKind"] != "utf16CodeUnits" &&
        r["columnKind"] != "unicodeCodePoints")
      problem("run.columnKind is not a column kind");
    if (r.contains("properties")) property_bag(r["properties"], "run.properties");
    if (!r.contains("tool")) return;
    object(r["tool"], "tool", {"driver", "extensions", "properties"}, {"driver"});
    const json& driver = r["tool"].value("driver", json::object());
    object(driver, "driver",
           {"guid",
            "name",
            "organization",
            "product",
            "productSuite",
            "shortDescription",
            "fullDescription",
            "fullName",
            "version",
            "semanticVersion",
            "dottedQuadFileVersion",
            "releaseDateUtc",
            "downloadUri",
            "informationUri",
            "globalMessageStrings",
            "notifications",
            "rules",
            "taxa",
            "locations",
            "language",
            "contents",
            "isComprehensive",
            "localizedDataSemanticVersion",
            "minimumRequiredLocalizedDataSemanticVersion",
            "associatedComponent",
            "translationMetadata",
            "supportedTaxonomies",
            "properties"},
           {"name"});
    std::size_t rule_count = 0;
    if (driver.contains("rules")) {
      if (!driver["rules"].is_array()) return problem("driver.rules is not an array");
      rule_count = driver["rules"].size();
      for (const json& rule : driver["rules"]) descriptor(rule);
    }
    if (!r.contains("results")) return;
    if (!r["results"].is_array()) return problem("run.results is not an array");
    for (const json& res : r["results"]) result(res, rule_count);
  }

  void descriptor(const json& d) {
    object(d, "reportingDescriptor",
           {"id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
            "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration",
            "helpUri", "help", "relationships", "properties"},
           {"id"});
    if (d.contains("id") && !d["id"].is_string()) problem("rule id is not a string");
    for (const char* key : {"shortDescription", "fullDescription", "help"})
      if (d.contains(key)) text_object(d[key], std::string("rule.") + key, true);
    if (d.contains("defaultConfiguration")) {
      object(d["defaultConfiguration"], "reportingConfiguration",
             {"enabled", "level", "rank", "parameters", "properties"}, {});
      if (d["defaultConfiguration"].contains("level"))
        level(d["defaultConfiguration"]["level"], "defaultConfiguration.level");
    }
    if (d.contains("properties")) property_bag(d["properties"], "rule.properties");
  }

  void result(const json& r, std::size_t rule_count) {
    object(r, "result",
           {"ruleId",
            "ruleIndex",
            "rule",
            "kind",
            "level",
            "message",
            "analysisTarget",
            "locations",
            "guid",
            "correlationGuid",
            "occurrenceCount",
            "partialFingerprints",
            "fingerprints",
            "stacks",
            "codeFlows",
            "graphs",
            "graphTraversals",
            "relatedLocations",
            "suppressions",
            "baselineState",
            "rank",
            "attachments",
            "hostedViewerUri",
            "workItemUris",
            "provenance",
            "fixes",
            "taxa",
            "webRequest",
            "webResponse",
            "properties"},
           {"message"});
    if (r.contains("message")) text_object(r["message"], "result.message");
    if (r.contains("level")) level(r["level"], "result.level");
    if (r.contains("ruleIndex")) {
      if (!r["ruleIndex"].is_number_integer() || r["ruleIndex"].get<int>() < -1 ||
          r["ruleIndex"].get<int>() >= static_cast<int>(rule_count))
        problem("result.ruleIndex out of range");
    }
    if (r.contains("properties")) property_bag(r["properties"], "result.properties");
    if (!r.contains("locations")) return;
    for (const json& loc : r["locations"]) {
      object(loc, "location",
             {"id", "physicalLocation", "logicalLocations", "message", "annotations",
              "relationships", "properties"},
             {});
      if (!loc.contains("physicalLocation")) continue;
      const json& p = loc["physicalLocation"];
      object(p, "physicalLocation",
             {"address", "artifactLocation", "region", "contextRegion", "properties"},
             {"artifactLocation"});
      if (p.contains("artifactLocation")) {
        object(p["artifactLocation"], "artifactLocation",
               {"uri", "uriBaseId", "index", "description", "properties"}, {});
        if (p["artifactLocation"].contains("description"))
          text_object(p["artifactLocation"]["description"], "artifactLocation.description");
      }
      if (p.contains("region")) {
        const json& g = p["region"];
        object(g, "region",
               {"startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength",
                "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties"},
               {});
        for (const char* key : {"startLine", "startColumn"})
          if (g.contains(key) && (!g[key].is_number_integer() || g[key].get<int>() < 1))
            problem(std::string("region.") + key + " is not an integer >= 1");
      }
    }
  }
};

std::vector<std::string> sarif_problems(const json& log) {
  SarifChecker checker;
  checker.log(log);
  return checker.problems;
}

// The rules of the log are the catalogue's, in engine::Rule order.
void check_rules(const json& log) {
  const json& rules = log["runs"][0]["tool"]["driver"]["rules"];
  REQUIRE(rules.size() == static_cast<std::size_t>(engine::kRuleCount));
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const auto rule = static_cast<engine::Rule>(i);
    const validators::RuleDoc& doc = validators::rule_doc(rule);
    const json& r = rules[static_cast<std::size_t>(i)];
    CAPTURE(engine::rule_id(rule));
    CHECK(r["id"] == engine::rule_id(rule));
    CHECK(r["name"].is_string());
    CHECK(r["shortDescription"]["text"] == doc.summary);
    CHECK(r["fullDescription"]["text"] == doc.checks);
    const std::string help = r["help"]["text"];
    CHECK(help.find(doc.authority) != std::string::npos);
    CHECK(help.find(doc.example) != std::string::npos);
    CHECK(r["defaultConfiguration"]["level"] ==
          engine::severity_id(engine::default_severity(rule)));
    CHECK(r["properties"]["category"] == engine::category_id(engine::rule_category(rule)));
  }
}

// ---------------------------------------------------------------- running

using Fixture = report_test::ReportFixture<report::SarifReportWriter>;
using report_test::finding;

audit::HandReport hand(std::string source, std::uint32_t line, std::string id) {
  audit::HandReport r;
  r.source = std::move(source);
  r.line = line;
  r.column = 1;
  r.hand_id = std::move(id);
  r.format = "pokerstars";
  r.game = "holdem";
  r.structure = "no-limit";
  r.replayed = true;
  return r;
}

}  // namespace

TEST_CASE("sarif: paths as URI references") {
  struct Case {
    std::string_view path;
    std::string_view uri;
  };
  const Case cases[] = {
      {"samples/errors.txt", "samples/errors.txt"},
      {"./a/../b-c_d~e.txt", "./a/../b-c_d~e.txt"},
      {"my hands/day 1.txt", "my%20hands/day%201.txt"},
      {"50%#1?.txt", "50%25%231%3F.txt"},
      {"a:b.txt", "a%3Ab.txt"},  // else "a" would read as a scheme
      {"x&y(1),z;w=@!$'*+.txt", "x&y(1),z;w=@!$'*+.txt"},
      {"Jos\xc3\xa9.txt", "Jos%C3%A9.txt"},
      {"back\\slash [1] {2}", "back%5Cslash%20%5B1%5D%20%7B2%7D"},
      {"/var/hands/a b.txt", "file:///var/hands/a%20b.txt"},
      {"/c:/x", "file:///c:/x"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.path);
    CHECK(report::path_to_uri(c.path) == c.uri);
  }
}

TEST_CASE("sarif: byte columns become code-point columns") {
  struct Case {
    std::string_view line;
    std::uint32_t bytes;
    std::uint32_t points;
  };
  const Case cases[] = {
      {"Bob: raises", 6, 6},
      {"Bob: raises", 0, 0},                 // unknown stays unknown
      {"Jos\xc3\xa9: raises", 8, 7},         // é is two bytes
      {"\xe2\x82\xac\xe2\x82\xac x", 8, 4},  // two three-byte euros
      {"\xf0\x9f\x82\xa1 x", 6, 3},          // one four-byte card
      {"abc", 9, 9},                         // past the end: one per byte
      {"\xc3\xa9", 5, 4},                    // past the end after a sequence
      {"", 1, 1},
  };
  for (const Case& c : cases) {
    CAPTURE(c.line);
    CAPTURE(c.bytes);
    CHECK(report::code_point_column(c.line, c.bytes) == c.points);
  }
}

TEST_CASE("sarif: the tool's version is the program's") {
  CHECK(std::string_view(handaudit::kVersion) == "0.1.0");
}

TEST_CASE("sarif: one run, every rule, one result per finding") {
  Fixture fx;
  const input::SourceLines* a = fx.file(
      "PokerStars Hand #1: Hold'em\n"
      "Jos\xc3\xa9: raises $0.25 to $0.75\n");
  audit::HandReport h1 = hand("dir/my hands.txt", 1, "1");
  engine::Finding f1 =
      finding(engine::Rule::kRaiseBelowMinimum, 2, 8, "Jos\xc3\xa9 raises \"to\" $0.75\n\x01 \xff");
  f1.player = "Jos\xc3\xa9";
  f1.street = "flop";
  f1.expected = engine::FindingValue::words("raise to at least $1.00");
  f1.actual = engine::FindingValue::words("raise to $0.75");
  h1.findings.push_back(f1);
  h1.findings.push_back(finding(engine::Rule::kHandDescriptionMismatch, 0, 0, "desc"));
  fx.hands.emplace_back(h1, a);
  fx.hands.emplace_back(hand("dir/my hands.txt", 4, "2"), a);  // clean: no result

  audit::HandReport junk = hand("/abs/junk.txt", 3, "");
  junk.outside_hand = true;
  junk.replayed = false;
  junk.findings.push_back(finding(engine::Rule::kParseError, 3, 1, "text outside any hand"));
  const input::SourceLines* b = fx.file("");
  fx.hands.emplace_back(junk, b);

  audit::HandReport stdin_hand = hand("-", 1, "9");
  stdin_hand.findings.push_back(finding(engine::Rule::kWrongWinner, 1, 1, "wrong winner"));
  fx.hands.emplace_back(stdin_hand, b);

  const std::string text = fx.render();
  CAPTURE(text);
  const json log = json::parse(text);
  const std::vector<std::string> problems = sarif_problems(log);
  CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems.front()));

  CHECK(log["$schema"].get<std::string>().ends_with("sarif-schema-2.1.0.json"));
  CHECK(log["version"] == "2.1.0");
  REQUIRE(log["runs"].size() == 1);
  const json& run = log["runs"][0];
  const json& driver = run["tool"]["driver"];
  CHECK(driver["name"] == "handaudit");
  CHECK(driver["version"] == "0.1.0");
  CHECK(!driver.contains("informationUri"));
  CHECK(run["columnKind"] == "unicodeCodePoints");
  check_rules(log);

  const json& results = run["results"];
  REQUIRE(results.size() == 4);
  for (const json& r : results)
    CHECK(driver["rules"][r["ruleIndex"].get<std::size_t>()]["id"] == r["ruleId"]);

  const json& r0 = results[0];
  CHECK(r0["ruleId"] == "raise-below-minimum");
  CHECK(r0["level"] == "error");
  CHECK(r0["message"]["text"] == "Jos\xc3\xa9 raises \"to\" $0.75\n\x01 \xef\xbf\xbd");
  const json& p0 = r0["locations"][0]["physicalLocation"];
  CHECK(p0["artifactLocation"]["uri"] == "dir/my%20hands.txt");
  CHECK(p0["artifactLocation"]["uriBaseId"] == "%SRCROOT%");
  CHECK(p0["region"]["startLine"] == 2);
  CHECK(p0["region"]["startColumn"] == 7);  // byte 8, after the two-byte é
  CHECK(r0["properties"]["handId"] == "1");
  CHECK(r0["properties"]["player"] == "Jos\xc3\xa9");
  CHECK(r0["properties"]["street"] == "flop");
  CHECK(r0["properties"]["expected"] == "raise to at least $1.00");
  CHECK(r0["properties"]["actual"] == "raise to $0.75");

  // A warning without a position: no region.
  CHECK(results[1]["level"] == "warning");
  CHECK(!results[1]["locations"][0]["physicalLocation"].contains("region"));

  // An absolute path: a file URI, no base.
  const json& p2 = results[2]["locations"][0]["physicalLocation"];
  CHECK(p2["artifactLocation"]["uri"] == "file:///abs/junk.txt");
  CHECK(!p2["artifactLocation"].contains("uriBaseId"));
  CHECK(results[2]["properties"]["outsideHand"] == true);

  // Standard input.
  const json& p3 = results[3]["locations"][0]["physicalLocation"];
  CHECK(p3["artifactLocation"]["uri"] == "-");
  CHECK(p3["artifactLocation"]["description"]["text"] == "standard input");

  CHECK(run["properties"]["hands"] == 3);
  CHECK(run["properties"]["errors"] == 3);
  CHECK(run["properties"]["warnings"] == 1);
}

TEST_CASE("sarif: a run without findings has an empty results array") {
  Fixture fx;
  const input::SourceLines* a = fx.file("");
  fx.hands.emplace_back(hand("a.txt", 1, "1"), a);
  const json log = json::parse(fx.render());
  CHECK(sarif_problems(log).empty());
  CHECK(log["runs"][0]["results"] == json::array());
  check_rules(log);
  const json empty = json::parse(Fixture{}.render());
  CHECK(sarif_problems(empty).empty());
}

TEST_CASE("sarif: every finding of the audit is a result" * doctest::test_suite("binary")) {
  const cli_test::TempDir dir;
  const std::string junk = dir.write("junk.txt", "nothing like a hand\n");
  const std::string inputs = "samples/errors.txt samples/clean_cash_nl.txt '" + junk + "'";
  const std::optional<cli_test::BinaryRun> sarif_run = cli_test::run_in_source("audit --format sarif -j3 -q " + inputs);
  if (!sarif_run) return;
  const std::optional<cli_test::BinaryRun> json_run = cli_test::run_in_source("audit --format json -j1 -q " + inputs);
  REQUIRE(json_run);
  CHECK(sarif_run->status == 1);
  CHECK(sarif_run->err.empty());

  const json log = json::parse(sarif_run->out);
  const std::vector<std::string> problems = sarif_problems(log);
  CHECK_MESSAGE(problems.empty(), (problems.empty() ? "" : problems.front()));
  check_rules(log);

  const auto key = [](const std::string& uri, int line, int column, const std::string& rule,
                      const std::string& level, const std::string& message) {
    return uri + ":" + std::to_string(line) + ":" + std::to_string(column) + " " + level + "[" +
           rule + "] " + message;
  };
  std::vector<std::string> got;
  for (const json& r : log["runs"][0]["results"]) {
    const json& p = r["locations"][0]["physicalLocation"];
    got.push_back(key(p["artifactLocation"]["uri"], p["region"]["startLine"],
                      p["region"]["startColumn"], r["ruleId"], r["level"], r["message"]["text"]));
  }
  std::vector<std::string> want;
  std::istringstream lines(json_run->out);
  for (std::string line; std::getline(lines, line);) {
    const json j = json::parse(line);
    if (j["type"] == "summary") continue;
    for (const json& f : j["findings"])
      want.push_back(key(report::path_to_uri(j["source"].get<std::string>()), f["line"], f["column"],
                         f["rule"], f["severity"], f["message"]));
  }
  CHECK(want.size() == 24);  // 23 in errors.txt, 1 in the junk file
  CHECK(got == want);        // in input order
}

}  // namespace report_sarif_test

// The `junit` report: escaping, and the document parsed back by a real XML
// parser (python3's xml.etree, i.e. expat, which rejects anything not
// well-formed; xmllint as well when installed). Without python3 the parsing
// checks are skipped with a message.
#include "report/report_junit.h"

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

#include "input/source_lines.h"
#include "report/output.h"
#include "tests/support/binary_run.h"
#include "tests/support/report_fixture.h"
#include "tests/support/test_util.h"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace std::string_view_literals;

constexpr std::string_view kFffd = "\xEF\xBF\xBD";

bool have(const char* tool) {
  return cli_test::shell_status(std::string("command -v ") + tool + " >/dev/null 2>&1") == 0;
}

// The element tree of `xml` as JSON ({"tag", "attrib", "text", "tail",
// "children"}), through python3's xml.etree; nullopt when python3 is absent.
// A document that does not parse fails the test, with the parser's message.
std::optional<json> parse_xml(const std::string& xml) {
  if (!have("python3")) {
    MESSAGE("python3 not installed: XML parsing checks skipped");
    return std::nullopt;
  }
  const cli_test::TempDir dir;
  const std::string in = dir.write("report.xml", xml);
  const std::string script =
      dir.write("to_json.py",
                "import json, sys, xml.etree.ElementTree as ET\n"
                "def conv(e):\n"
                "    return {'tag': e.tag, 'attrib': e.attrib, 'text': e.text or '',\n"
                "            'tail': e.tail or '', 'children': [conv(c) for c in e]}\n"
                "print(json.dumps(conv(ET.parse(sys.argv[1]).getroot())))\n");
  const std::string out = (dir.path() / "tree.json").string();
  const std::string err = (dir.path() / "error.txt").string();
  const int status = cli_test::shell_status("python3 '" + script + "' '" + in + "' >'" + out + "' 2>'" + err + "'");
  if (status != 0) {
    std::FILE* f = std::fopen(err.c_str(), "rb");
    const std::string message = f ? cli_test::slurp(f) : "";
    if (f) std::fclose(f);
    FAIL("the XML does not parse: " << message);
  }
  if (have("xmllint")) {
    CHECK_MESSAGE(cli_test::shell_status("xmllint --noout '" + in + "' 2>/dev/null") == 0,
                  "xmllint rejects the document");
  }
  std::FILE* f = std::fopen(out.c_str(), "rb");
  REQUIRE(f != nullptr);
  const std::string text = cli_test::slurp(f);
  std::fclose(f);
  return json::parse(text);
}

std::vector<json> children(const json& element, std::string_view tag) {
  std::vector<json> out;
  for (const json& c : element["children"])
    if (c["tag"] == tag) out.push_back(c);
  return out;
}

std::string attr(const json& element, const char* name) {
  return element["attrib"].value(name, std::string("<absent>"));
}

using Fixture = report_test::ReportFixture<report::JunitReportWriter>;
using report_test::finding;

audit::HandReport hand(std::string source, std::uint32_t line, std::string id, bool replayed) {
  audit::HandReport r;
  r.source = std::move(source);
  r.line = line;
  r.column = 1;
  r.hand_id = std::move(id);
  r.format = "pokerstars";
  r.game = "holdem";
  r.structure = "no-limit";
  r.replayed = replayed;
  return r;
}

}  // namespace

TEST_CASE("junit: XML escaping of text and attributes") {
  struct Case {
    std::string_view input;
    std::string_view text;       // as character data
    std::string_view attribute;  // inside an attribute value
  };
  const Case cases[] = {
      {"", "", ""},
      {"plain $0.75", "plain $0.75", "plain $0.75"},
      {"a & b", "a &amp; b", "a &amp; b"},
      {"<tag>", "&lt;tag&gt;", "&lt;tag&gt;"},
      {"]]>", "]]&gt;", "]]&gt;"},
      {R"("q" 'a')", "&quot;q&quot; &apos;a&apos;", "&quot;q&quot; &apos;a&apos;"},
      // TAB and LF are kept as such in text, referenced in attributes; CR
      // is always referenced (parsers turn a raw CR into LF).
      {"a\tb\nc\rd", "a\tb\nc&#13;d", "a&#9;b&#10;c&#13;d"},
      // C0 controls other than TAB, LF, CR are no XML 1.0 characters.
      {"\x01\x08\x0b\x0c\x1f", "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD",
       "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"},
      {"nul\0byte"sv,
       "nul\xEF\xBF\xBD"
       "byte",
       "nul\xEF\xBF\xBD"
       "byte"},
      {"\x7f", "\x7f", "\x7f"},  // DEL is an XML character
      {"Jos\xc3\xa9 \xe2\x82\xac \xf0\x9f\x82\xa1", "Jos\xc3\xa9 \xe2\x82\xac \xf0\x9f\x82\xa1",
       "Jos\xc3\xa9 \xe2\x82\xac \xf0\x9f\x82\xa1"},
      // Invalid UTF-8: one U+FFFD per byte.
      {"\xff", kFffd, kFffd},
      {"\xc3", kFffd, kFffd},
      {"\xc0\xaf", "\xEF\xBF\xBD\xEF\xBF\xBD", "\xEF\xBF\xBD\xEF\xBF\xBD"},
      {"\xed\xa0\x80", "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD",
       "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"},
      // U+FFFE and U+FFFF are valid UTF-8 but not XML characters.
      {"\xef\xbf\xbe\xef\xbf\xbf", "\xEF\xBF\xBD\xEF\xBF\xBD", "\xEF\xBF\xBD\xEF\xBF\xBD"},
      {"\xef\xbf\xbd", kFffd, kFffd},  // U+FFFD itself is fine
  };
  for (const Case& c : cases) {
    CAPTURE(c.input);
    std::string text;
    std::string attribute;
    report::append_xml_text(text, c.input);
    report::append_xml_attribute(attribute, c.input);
    CHECK(text == c.text);
    CHECK(attribute == c.attribute);
  }
}

TEST_CASE("junit: suites per file, test cases per hand, failures per error finding") {
  Fixture fx;
  const input::SourceLines* a = fx.file(
      "PokerStars Hand #1: Hold'em\n"
      "Bob: raises <$1> & \"more\"\n"
      "Bob: shows [Kc Kh] (a pair of Queens)\n");
  const std::string path_a = "dir/a&b <\"x\">.txt";

  audit::HandReport h1 = hand(path_a, 1, "1", true);
  engine::Finding f1 = finding(engine::Rule::kRaiseBelowMinimum, 2, 6,
                               "Bob's raise <to $0.75> & 'less'\r\n\ttab \x01 \xff");
  f1.expected = engine::FindingValue::words("raise to at least $1.00");
  f1.actual = engine::FindingValue::words("raise to $0.75");
  h1.findings.push_back(f1);
  h1.findings.push_back(finding(engine::Rule::kHandDescriptionMismatch, 3, 6, "desc & <warn>"));
  fx.hands.emplace_back(h1, a);

  fx.hands.emplace_back(hand(path_a, 5, "", true), a);  // clean, no id

  audit::HandReport junk = hand(path_a, 9, "", false);
  junk.outside_hand = true;
  junk.findings.push_back(finding(engine::Rule::kParseError, 9, 1, "text outside any hand"));
  fx.hands.emplace_back(junk, a);

  audit::HandReport unsupported = hand(path_a, 12, "3", false);
  unsupported.findings.push_back(
      finding(engine::Rule::kUnsupportedGame, 12, 1, "Courchevel is not supported"));
  fx.hands.emplace_back(unsupported, a);

  // The same path again: a second file, a second suite.
  fx.hands.emplace_back(hand(path_a, 1, "1", true), a);

  // A finding without a position: the body is the path alone.
  const input::SourceLines* b = fx.file("");
  audit::HandReport h2 = hand("b.txt", 1, "77", true);
  h2.findings.push_back(finding(engine::Rule::kChipConservation, 0, 0, "money lost"));
  h2.findings.push_back(finding(engine::Rule::kWrongWinner, 0, 0, "wrong winner"));
  fx.hands.emplace_back(h2, b);

  const std::string xml = fx.render();
  CAPTURE(xml);
  CHECK(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
  const std::optional<json> root = parse_xml(xml);
  if (!root) return;

  CHECK((*root)["tag"] == "testsuites");
  const std::vector<json> suites = children(*root, "testsuite");
  REQUIRE(suites.size() == 3);

  // Suite 1: four test cases.
  const json& s1 = suites[0];
  CHECK(attr(s1, "name") == path_a);
  CHECK(attr(s1, "tests") == "4");
  CHECK(attr(s1, "failures") == "2");
  CHECK(attr(s1, "errors") == "0");
  CHECK(attr(s1, "skipped") == "1");
  CHECK(attr(s1, "time").find('.') != std::string::npos);
  const std::vector<json> cases = children(s1, "testcase");
  REQUIRE(cases.size() == 4);
  for (const json& c : cases) CHECK(attr(c, "classname") == path_a);
  CHECK(attr(cases[0], "name") == "1");
  CHECK(attr(cases[1], "name") == "line 5");
  CHECK(attr(cases[2], "name") == "text outside any hand line 9");
  CHECK(attr(cases[3], "name") == "3");

  // Hand 1: the error is a failure, the warning a line of system-out.
  const std::vector<json> failures = children(cases[0], "failure");
  REQUIRE(failures.size() == 1);
  CHECK(attr(failures[0], "type") == "raise-below-minimum");
  CHECK(attr(failures[0], "message") ==
        "raise-below-minimum: Bob's raise <to $0.75> & 'less'\r\n\ttab \xEF\xBF\xBD \xEF\xBF\xBD");
  CHECK(failures[0]["text"] == path_a +
                                   ":2:6\n"
                                   "  2 | Bob: raises <$1> & \"more\"\n"
                                   "    |      ^~~~~~\n"
                                   "expected: raise to at least $1.00\n"
                                   "actual: raise to $0.75\n");
  const std::vector<json> out = children(cases[0], "system-out");
  REQUIRE(out.size() == 1);
  CHECK(out[0]["text"] == path_a + ":3:6: warning[hand-description-mismatch] desc & <warn>\n");

  // Clean: an empty test case.
  CHECK(cases[1]["children"].empty());
  // Text outside any hand: its parse-error.
  REQUIRE(children(cases[2], "failure").size() == 1);
  CHECK(attr(children(cases[2], "failure")[0], "type") == "parse-error");
  // Not audited, no error: skipped, the reason in system-out.
  REQUIRE(children(cases[3], "skipped").size() == 1);
  CHECK(attr(children(cases[3], "skipped")[0], "message") == "not audited: unsupported-game");
  CHECK(children(cases[3], "failure").empty());
  REQUIRE(children(cases[3], "system-out").size() == 1);

  // Suite 2: the same path again.
  CHECK(attr(suites[1], "name") == path_a);
  CHECK(attr(suites[1], "tests") == "1");
  CHECK(attr(suites[1], "failures") == "0");

  // Suite 3: two failures in one test case, which counts once.
  CHECK(attr(suites[2], "name") == "b.txt");
  CHECK(attr(suites[2], "tests") == "1");
  CHECK(attr(suites[2], "failures") == "1");
  const std::vector<json> f3 = children(children(suites[2], "testcase")[0], "failure");
  REQUIRE(f3.size() == 2);
  CHECK(f3[0]["text"] == "b.txt\n");
  CHECK(attr(f3[1], "type") == "wrong-winner");
}

TEST_CASE("junit: a run without hands is an empty, well-formed document") {
  Fixture fx;
  const std::string xml = fx.render();
  CHECK(xml ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "
        "name=\"handaudit\">\n</testsuites>\n");
  if (const std::optional<json> root = parse_xml(xml)) CHECK((*root)["children"].empty());
}

TEST_CASE("junit: every finding of the audit is in the report" * doctest::test_suite("binary")) {
  // The JSON report of the same run says what the findings are.
  const cli_test::TempDir dir;
  const std::string junk =
      dir.write("junk & more.txt", "nothing <like> a hand\x01\n\nstill & nothing\n");
  const std::string inputs = "samples/errors.txt samples/clean_cash_nl.txt '" + junk + "'";
  const std::optional<cli_test::BinaryRun> xml_run = cli_test::run_in_source("audit --format junit -j3 -q " + inputs);
  if (!xml_run) return;
  const std::optional<cli_test::BinaryRun> json_run = cli_test::run_in_source("audit --format json -j1 -q " + inputs);
  REQUIRE(json_run);
  CHECK(xml_run->status == 1);
  CHECK(xml_run->err.empty());

  const std::optional<json> root = parse_xml(xml_run->out);
  if (!root) return;

  // Every failure and warning line of the report, keyed by suite and test case.
  std::multiset<std::string> got;
  std::size_t testcases = 0;
  const std::vector<json> suites = children(*root, "testsuite");
  // Two files, the cross-hand table, and the provenance (no test case).
  CHECK(suites.size() == 4);
  CHECK(attr(suites.back(), "name") == "provenance");
  for (const json& suite : suites) {
    const std::vector<json> cases = children(suite, "testcase");
    testcases += cases.size();
    CHECK(attr(suite, "tests") == std::to_string(cases.size()));
    std::size_t failed = 0;
    for (const json& c : cases) {
      const std::vector<json> failures = children(c, "failure");
      if (!failures.empty()) ++failed;
      const std::string where = attr(suite, "name") + "|" + attr(c, "name") + "|";
      for (const json& f : failures) {
        const std::string body = f["text"];
        got.insert(where + "error|" + attr(f, "type") + "|" + body.substr(0, body.find('\n')) +
                   "|" + attr(f, "message"));
      }
      for (const json& o : children(c, "system-out")) {
        std::istringstream lines(o["text"].get<std::string>());
        for (std::string line; std::getline(lines, line);) got.insert(where + "warning|" + line);
      }
    }
    CHECK(attr(suite, "failures") == std::to_string(failed));
  }

  std::multiset<std::string> want;
  std::size_t objects = 0;
  std::istringstream lines(json_run->out);
  for (std::string line; std::getline(lines, line);) {
    const json j = json::parse(line);
    if (j["type"] == "summary") continue;
    ++objects;
    const std::string source = j["source"];
    const std::string name =
        j["type"] == "text" ? "text outside any hand line " + std::to_string(j["line"].get<int>())
                            : j["hand_id"].get<std::string>();
    for (const json& f : j["findings"]) {
      const std::string rule = f["rule"];
      const std::string message = f["message"];
      const std::string location = source + ":" + std::to_string(f["line"].get<int>()) + ":" +
                                   std::to_string(f["column"].get<int>());
      if (f["severity"] == "error") {
        want.insert(source + "|" + name + "|error|" + rule + "|" + location + "|" + rule + ": " +
                    message);
      } else {
        // Warnings and notes go to <system-out>, each with its severity.
        const std::string severity = f["severity"];
        want.insert(source + "|" + name + "|warning|" + location + ": " + severity + "[" + rule + "] " + message);
      }
    }
  }
  CHECK(testcases == objects);
  CHECK(want.size() > 23);  // 23 in errors.txt, and the junk file's
  CHECK(got == want);
}

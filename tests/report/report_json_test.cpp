#include "report/report_json.h"

#include <doctest/doctest.h>

#include <string>
#include <string_view>

namespace {

std::string escaped(std::string_view s) {
  std::string out;
  report::append_json_string(out, s);
  return out;
}

}  // namespace

TEST_CASE("append_json_string escapes what JSON requires and nothing else") {
  struct Case {
    std::string_view input;
    std::string_view expected;
  };
  using namespace std::string_view_literals;
  const Case cases[] = {
      {"", R"("")"},
      {"plain text $0.75", R"("plain text $0.75")"},
      {R"(say "hi")", R"("say \"hi\"")"},
      {R"(back\slash)", R"("back\\slash")"},
      {"a\nb\rc\td", R"("a\nb\rc\td")"},
      {"\b\f", R"("\b\f")"},
      {"\x01\x1f", R"("\u0001\u001f")"},
      {"nul\0byte"sv, R"("nul\u0000byte")"},
      {"\x7f", "\"\x7f\""},                          // DEL needs no escape
      {"/", R"("/")"},                               // nor does the solidus
      {"Jos\xc3\xa9", "\"Jos\xc3\xa9\""},            // UTF-8 kept as is
      {"\xe2\x82\xac 5", "\"\xe2\x82\xac 5\""},      // three-byte sequence
      {"\xf0\x9f\x82\xa1", "\"\xf0\x9f\x82\xa1\""},  // four-byte sequence
      {"\xff", R"("\ufffd")"},                       // invalid byte
      {"\xc3", R"("\ufffd")"},                       // truncated sequence
      {"\xc0\xaf", R"("\ufffd\ufffd")"},             // overlong
      {"\xed\xa0\x80", R"("\ufffd\ufffd\ufffd")"},   // surrogate
  };
  for (const Case& c : cases) {
    CAPTURE(c.input);
    CHECK(escaped(c.input) == c.expected);
  }
}

TEST_CASE("a hand object has stable keys, with null for empty optional strings") {
  audit::HandReport report;
  report.source = "dir/hands.txt";
  report.line = 1420;
  report.hand_id = "228695023643";
  report.format = "pokerstars";
  report.game = "holdem";
  report.structure = "no-limit";
  report.replayed = true;
  engine::Finding f;
  f.rule = engine::Rule::kRaiseBelowMinimum;
  f.pos = {1432, 5};
  f.player = "Bob";
  f.street = "flop";
  f.message = "Bob raises to $0.75";
  f.expected = engine::FindingValue::words("raise to at least 1.00");
  report.findings.push_back(f);

  std::string out;
  report::append_json_hand(out, report);
  CHECK(out ==
        R"({"type":"hand","source":"dir/hands.txt","line":1420,"hand_id":"228695023643",)"
        R"("format":"pokerstars","game":"holdem","structure":"no-limit","status":"findings",)"
        R"("findings":[{"rule":"raise-below-minimum","category":"illegal-bet","severity":"error",)"
        R"("line":1432,"column":5,"player":"Bob","street":"flop","message":"Bob raises to $0.75",)"
        R"("expected":"raise to at least 1.00","actual":null}]})"
        "\n");

  report.findings.clear();
  out.clear();
  report::append_json_hand(out, report);
  CHECK(out.find(R"("status":"clean","findings":[]})") != std::string::npos);

  report.replayed = false;
  out.clear();
  report::append_json_hand(out, report);
  CHECK(out.find(R"("status":"unreadable")") != std::string::npos);
}

TEST_CASE("the summary object sorts by_rule keys") {
  audit::AuditSummary summary;
  summary.files = 3;
  summary.hands = 1200;
  summary.clean = 1190;
  summary.with_findings = 9;
  summary.unreadable = 1;
  summary.by_rule[static_cast<std::size_t>(engine::Rule::kRaiseBelowMinimum)] = 1;
  summary.by_rule[static_cast<std::size_t>(engine::Rule::kParseError)] = 2;
  summary.seconds = 0.42;
  std::string out;
  report::append_json_summary(out, summary);
  CHECK(out ==
        R"({"type":"summary","files":3,"hands":1200,"clean":1190,"with_findings":9,"unreadable":1,"outside_hands":0,)"
        R"("by_rule":{"parse-error":2,"raise-below-minimum":1},"seconds":0.420})"
        "\n");
}

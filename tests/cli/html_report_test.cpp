// The html report (docs/html-report.md) as the audit command writes it: its
// escaping, its Content-Security-Policy (each hash that of the block it
// names), nothing referenced outside the page, hostile log text kept text,
// the same page for -j1 and -j2, and the replay command's page. What a
// reader sees in a browser is tests/browser/report_test.js's.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <regex>
#include <string>
#include <vector>

#include "api/html_text.h"
#include "handaudit/auditor.h"
#include "api/report_html_page.h"
#include "cli/audit_command.h"
#include "cli/replay_command.h"
#include "input/sha256.h"
#include "tests/support/binary_run.h"
#include "tests/support/test_util.h"

namespace html_report_test {

namespace {

std::filesystem::path source_dir() { return cli_test::samples_dir().parent_path(); }

std::string html_of(const std::vector<std::string>& paths, unsigned jobs, bool all_hands = false,
                    std::size_t max_hands = 2000) {
  cli::AuditOptions options;
  options.paths = paths;
  options.format = cli::ReportFormat::kHtml;
  options.jobs = jobs;
  options.quiet = true;
  options.html_all_hands = all_hands;
  options.html_max_hands = max_hands;
  return cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_audit(options, out, err); }).out;
}

// The text between the first `open` (up to its '>') and the next `close`
// from `from`; "" when none.
std::string block(const std::string& page, const std::string& open, const std::string& close, std::size_t from = 0) {
  const std::size_t start = page.find(open, from);
  if (start == std::string::npos) return {};
  const std::size_t body = page.find('>', start) + 1;
  return page.substr(body, page.find(close, body) - body);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The page without the contents of its script and style blocks: its markup,
// where every '<' is a tag of the report's (the logs' are escaped).
std::string markup_of(const std::string& page) {
  std::string out;
  std::size_t at = 0;
  while (true) {
    const std::size_t script = page.find("<script", at);
    const std::size_t style = page.find("<style", at);
    const std::size_t open = std::min(script, style);
    if (open == std::string::npos) break;
    const std::size_t body = page.find('>', open) + 1;
    out.append(page, at, body - at);
    at = page.find(open == script ? "</script>" : "</style>", body);
  }
  out.append(page, at);
  return out;
}

// Every place the page could make the browser fetch something: in a tag,
// attributes src, action, srcset, formaction, poster, data, and href but
// "#..."; in the style and the script (the page's own, the only ones it
// has), url(), @import, fetch(), import(), XMLHttpRequest, WebSocket,
// EventSource, a .src set. Text from the logs is not looked at: it is text.
std::vector<std::string> external_references(const std::string& page) {
  std::vector<std::string> found;
  static const std::regex kTag(R"re(<[A-Za-z][^>]*>)re");
  static const std::regex kAttribute(R"re(\s(src|action|srcset|formaction|poster|data)\s*=)re", std::regex::icase);
  static const std::regex kHref(R"re(\shref\s*=\s*"([^"]*)")re", std::regex::icase);
  static const std::regex kCode(R"re(url\(|@import|fetch\(|import\(|XMLHttpRequest|WebSocket|EventSource|\.src\s*=)re");
  const std::string markup = markup_of(page);
  for (auto tag = std::sregex_iterator(markup.begin(), markup.end(), kTag); tag != std::sregex_iterator(); ++tag) {
    const std::string t = tag->str();
    if (std::regex_search(t, kAttribute)) found.push_back(t);
    std::smatch href;
    if (std::regex_search(t, href, kHref) && href[1].str().rfind('#', 0) != 0) found.push_back(t);
  }
  for (const std::string_view code : {api::html::page_script(), api::html::page_style()}) {
    const std::string text(code);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kCode); it != std::sregex_iterator(); ++it)
      found.push_back(it->str());
  }
  return found;
}

}  // namespace

TEST_CASE("html escaping: text and attributes escape the five, JSON in a script block its ends") {
  std::string out;
  api::html::append_text(out, R"x(</script><img src=x onerror="alert(1)">&'x')x");
  CHECK(out == "&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;x&#39;");
  out.clear();
  api::html::append_attribute(out, R"("><script>)");
  CHECK(out == "&quot;&gt;&lt;script&gt;");
  out.clear();
  // U+2028 and U+2029 as UTF-8; é stays as it is.
  api::html::append_script_json(out, "{\"n\":\"</script><!--&\xE2\x80\xA8\xE2\x80\xA9\xC3\xA9\"}");
  CHECK(out == R"({"n":"\u003c/script\u003e\u003c!--\u0026\u2028\u2029)" "\xC3\xA9\"}");
  // A look-alike: other three-byte characters starting E2 80 are kept.
  out.clear();
  api::html::append_script_json(out, "\"\xE2\x80\x94\"");
  CHECK(out == "\"\xE2\x80\x94\"");
}

TEST_CASE("html escaping: base64 of RFC 4648's vectors, the anchor of a hand") {
  CHECK(api::html::base64("") == "");
  CHECK(api::html::base64("f") == "Zg==");
  CHECK(api::html::base64("fo") == "Zm8=");
  CHECK(api::html::base64("foo") == "Zm9v");
  CHECK(api::html::base64("foob") == "Zm9vYg==");
  CHECK(api::html::base64("foobar") == "Zm9vYmFy");
  // SHA-256 of nothing, as CSP writes it.
  CHECK(api::html::csp_hash("") == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  CHECK(api::html::hand_anchor("samples/errors.txt", 150) == "h-samples_2Ferrors_2Etxt-150");
  CHECK(api::html::hand_anchor("\"><x y=\xC3\xA9", 2) == "h-_22_3E_3Cx_20y_3D_C3_A9-2");
}

TEST_CASE("html report: the policy names the page's own style and script by hash, and nothing else runs" *
          doctest::test_suite("binary")) {
  const std::string page = html_of({cli_test::samples_dir().string()}, 1);
  REQUIRE(page.rfind("<!DOCTYPE html>", 0) == 0);
  const std::string style = block(page, "<style", "</style>");
  const std::string script = block(page, "<script>", "</script>");
  CHECK(style == api::html::page_style());
  CHECK(script == api::html::page_script());
  // Each hash worked out here from the block's bytes, not by the page's code.
  const auto hash = [](const std::string& text) {
    const std::string hex = input::sha256_hex(text);
    std::string digest;
    for (std::size_t i = 0; i < hex.size(); i += 2) digest += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
    return "sha256-" + api::html::base64(digest);
  };
  const std::string meta = "<meta http-equiv=\"Content-Security-Policy\" content=\"";
  const std::size_t at = page.find(meta) + meta.size();
  const std::string policy = page.substr(at, page.find('"', at) - at);
  CHECK(policy == "default-src &#39;none&#39;; style-src &#39;" + hash(style) + "&#39;; script-src &#39;" +
                      hash(script) + "&#39;; img-src data:; base-uri &#39;none&#39;; form-action &#39;none&#39;");
  // One script that runs; every other is a JSON data block. No inline
  // handler, no style attribute (the policy would block them).
  CHECK(count(page, "<script>") == 1);
  CHECK(count(page, "<script") == 1 + count(page, "<script type=\"application/json\""));
  CHECK(count(page, "<style") == 1);
  const std::string markup = markup_of(page);
  const std::regex tag(R"re(<[A-Za-z][^>]*>)re");
  const std::regex handler_or_style(R"re(\s(on[a-z]+|style)\s*=)re", std::regex::icase);
  for (auto t = std::sregex_iterator(markup.begin(), markup.end(), tag); t != std::sregex_iterator(); ++t) {
    CAPTURE(t->str());
    CHECK_FALSE(std::regex_search(t->str(), handler_or_style));
  }
}

TEST_CASE("html report: the same bytes for -j1 and -j2, with and without every hand, and nothing outside itself" *
          doctest::test_suite("binary")) {
  const std::vector<std::string> paths = {cli_test::samples_dir().string(),
                                          (source_dir() / "tests" / "data").string()};
  for (const bool all : {false, true}) {
    CAPTURE(all);
    const std::string one = html_of(paths, 1, all);
    const std::string two = html_of(paths, 2, all);
    CHECK(one.size() > 100000);
    CHECK(one == two);
    CHECK(external_references(one) == std::vector<std::string>{});
  }
  // The samples' page: 20 hands with findings embedded, the 14 clean only counted.
  const std::string samples = html_of({cli_test::samples_dir().string()}, 2);
  CHECK(count(samples, "<section class=\"hand\"") == 20);
  CHECK(count(samples, "<script type=\"application/json\" class=\"hand-replay\">") == 20);
  CHECK(samples.find("<dd id=\"n-hands\">34</dd>") != std::string::npos);
  CHECK(samples.find("<dd id=\"n-clean\">14</dd>") != std::string::npos);
  CHECK(count(html_of({cli_test::samples_dir().string()}, 2, true), "<section class=\"hand\"") == 34);
}

TEST_CASE("html report: past --html-max-hands a hand is in the findings table only, the same for -j1 and -j2" *
          doctest::test_suite("binary")) {
  const std::string page = html_of({cli_test::samples_dir().string()}, 2, false, 5);
  CHECK(count(page, "<section class=\"hand\"") == 5);
  CHECK(count(page, "class=\"hand-replay\"") == 5);
  CHECK(count(page, "class=\"hand-meta\"") == 20);  // every hand with findings still has its data
  std::size_t findings = 0;  // and every finding
  for (std::size_t at = page.find("class=\"hand-meta\">"); at != std::string::npos;
       at = page.find("class=\"hand-meta\">", at + 1))
    findings += count(page.substr(at, page.find("</script>", at) - at), "\"rule\":");
  CHECK(findings == 23);
  CHECK(page.find("The first 5 hands are embedded with their replayer; the findings of the 15 after them are in the "
                  "findings table only") != std::string::npos);
  // Cut where the hands come in order, whatever thread rendered them; every hand of tests/data past the first 50.
  const std::vector<std::string> paths = {cli_test::samples_dir().string(), (source_dir() / "tests" / "data").string()};
  const std::string one = html_of(paths, 1, true, 50);
  CHECK(count(one, "<section class=\"hand\"") == 50);
  CHECK(one == html_of(paths, 2, true, 50));
  // The look-alike: at the limit exactly, nothing is cut and no note is written.
  const std::string all = html_of({cli_test::samples_dir().string()}, 2, false, 20);
  CHECK(count(all, "<section class=\"hand\"") == 20);
  CHECK(all.find("limit-note") == all.find("limit-note{"));
}

TEST_CASE("html report: the hands a cross-hand finding names are on the page, the same for -j1 and -j2" *
          doctest::test_suite("binary")) {
  // Two clean hands of one table, the second's big blind where it may not be:
  // a finding across hands between hands without findings of their own.
  const std::string two =
      (source_dir() / "tests" / "data" / "cross_hand" / "transitions" / "join_between_blinds_wrong.txt").string();
  const std::string page = html_of({two}, 1);
  CHECK(page == html_of({two}, 2));
  CHECK(count(page, "<section class=\"hand for-cross-hand\"") == 2);
  CHECK(count(page, "class=\"hand-replay\"") == 2);
  CHECK(count(page, "class=\"cross-note\"") == 2);
  const std::string earlier = api::html::hand_anchor(two, 1);
  const std::string later = api::html::hand_anchor(two, 25);
  CHECK(page.find("<section class=\"hand for-cross-hand\" id=\"" + earlier + "\"") != std::string::npos);
  CHECK(page.find("<section class=\"hand for-cross-hand\" id=\"" + later + "\"") != std::string::npos);
  // The earlier hand's link names its anchor; the later's, a line of it (the script finds its section).
  CHECK(page.find("<a class=\"hand-ref\" href=\"#" + earlier + "\">") != std::string::npos);
  const std::size_t at = page.find("data-line=\"");
  REQUIRE(at != std::string::npos);
  const int line = std::stoi(page.substr(at + 11));
  CHECK(line >= 25);
  CHECK(line < 50);
  // The hands come before the findings across hands, in input order.
  CHECK(page.find("id=\"" + earlier + "\"") < page.find("id=\"" + later + "\""));
  CHECK(page.find("id=\"" + later + "\"") < page.find("<section class=\"cross-table\">"));
  // No room left under --html-max-hands: not embedded.
  CHECK(count(html_of({two}, 2, false, 0), "<section class=\"hand") == 0);
  CHECK(count(html_of({two}, 2, false, 1), "<section class=\"hand for-cross-hand\"") == 1);

  // The earlier hand clean, the later with a finding of its own: the earlier
  // added, the later once; the same bytes for every -j with the samples before.
  const std::string three = (source_dir() / "tests" / "data" / "cross_hand" / "transitions" / "leave_wrong.txt").string();
  const std::string page3 = html_of({three}, 2);
  CHECK(count(page3, "<section class=\"hand for-cross-hand\" id=\"" + api::html::hand_anchor(three, 27) + "\"") == 1);
  CHECK(count(page3, "id=\"" + api::html::hand_anchor(three, 54) + "\"") == 1);
  CHECK(count(page3, "class=\"hand-replay\"") == 2);
  const std::vector<std::string> paths = {cli_test::samples_dir().string(), three, two, three};
  CHECK(html_of(paths, 1) == html_of(paths, 2));
  CHECK(count(html_of(paths, 2), "id=\"" + api::html::hand_anchor(three, 27) + "\"") == 1);  // a file given twice: once
}

// The page of `path` followed (a stop asked at once: the file is read to
// its end), with `change` made to the file before the page is finished.
std::string followed_page(const std::string& path, const std::function<void()>& change) {
  handaudit::AuditorOptions options;
  std::string page;
  handaudit::ReportOptions report;
  report.format = handaudit::ReportFormat::kHtml;
  report.write = [&page](std::string_view bytes) {
    page.append(bytes);
    return true;
  };
  options.report = report;
  handaudit::Auditor auditor(options);
  CHECK(auditor.follow({path}, {[] { return true; }}));
  change();
  auditor.finish();
  return page;
}

TEST_CASE("html report: the hands a cross-hand finding names are on the page from standard input too" *
          doctest::test_suite("binary")) {
  const auto env = cli_test::binary_env();
  if (!env) return;
  const std::string two =
      (source_dir() / "tests" / "data" / "cross_hand" / "transitions" / "join_between_blinds_wrong.txt").string();
  const cli_test::TempDir scratch;
  const std::string piped = (scratch.path() / "piped.html").string();
  const std::string audit = "'" + env->bin + "' audit --format html -q --fail-on never -j2 - > ";
  // A pipe is copied as it is read; a file on standard input is read again from its start.
  REQUIRE(cli_test::shell_status("cat '" + two + "' | " + audit + "'" + piped + "'") == 0);
  const cli_test::BinaryRun redirected = cli_test::run_binary(env->bin, env->source,
                                                              "audit --format html -q --fail-on never -", two);
  REQUIRE(redirected.status == 0);
  const std::string page = cli_test::read_file(piped);
  CHECK(page == redirected.out);
  CHECK(count(page, "<section class=\"hand for-cross-hand\"") == 2);
  CHECK(page.find("<section class=\"hand for-cross-hand\" id=\"" + api::html::hand_anchor("-", 1) + "\"") !=
        std::string::npos);
  CHECK(page.find("<section class=\"hand for-cross-hand\" id=\"" + api::html::hand_anchor("-", 25) + "\"") !=
        std::string::npos);
  // The same hands as when the file is named, under its name.
  CHECK(count(html_of({two}, 2), "class=\"hand-replay\"") == count(page, "class=\"hand-replay\""));
}

TEST_CASE("html report: a note across hands embeds no hand, its line quoted is enough" * doctest::test_suite("binary")) {
  // A hand left out of a session: a session-gap note between two clean hands.
  std::string part1 = cli_test::read_file(source_dir() / "tests" / "data" / "cross_hand" / "session" / "part1.txt");
  const auto third = part1.find("PokerStars Hand #250000000342");
  const auto fourth = part1.find("PokerStars Hand #250000000517");
  REQUIRE(third != std::string::npos);
  REQUIRE(fourth != std::string::npos);
  part1.erase(third, fourth - third);
  const cli_test::TempDir scratch;
  const std::filesystem::path file = scratch.path() / "part1.txt";
  std::ofstream(file, std::ios::binary) << part1;
  const std::string page = html_of({file.string()}, 2);
  CHECK(page.find("session-gap") != std::string::npos);
  CHECK(page.find("<section class=\"cross-table\">") != std::string::npos);
  CHECK(count(page, "<section class=\"hand") == 0);
  // Every hand on the page: both hands of the note are there.
  CHECK(page.find("id=\"" + api::html::hand_anchor(file.string(), 48) + "\"") == std::string::npos);
  CHECK(html_of({file.string()}, 2, true).find("id=\"" + api::html::hand_anchor(file.string(), 48) + "\"") !=
        std::string::npos);
}

TEST_CASE("html report: a file followed is read again as it was followed, not as it has become") {
  const std::string two =
      (source_dir() / "tests" / "data" / "cross_hand" / "transitions" / "join_between_blinds_wrong.txt").string();
  const cli_test::TempDir scratch;
  const std::string file = (scratch.path() / "table.txt").string();
  std::filesystem::copy_file(two, file);
  const std::string first = api::html::hand_anchor(file, 1);
  const std::string second = api::html::hand_anchor(file, 25);

  const std::string page = followed_page(file, [] {});
  CHECK(count(page, "<section class=\"hand for-cross-hand\"") == 2);
  CHECK(page.find("id=\"" + first + "\"") != std::string::npos);
  CHECK(page.find("id=\"" + second + "\"") != std::string::npos);

  // Grown since: the bytes followed are read, no more.
  const std::string grown = followed_page(file, [&] { std::ofstream(file, std::ios::app) << "\n\n" << cli_test::read_file(two); });
  CHECK(count(grown, "<section class=\"hand for-cross-hand\"") == 2);

  // Rewritten since (not the bytes audited): no hand is read again, the links say so.
  const std::string text = cli_test::read_file(two);
  std::ofstream(file, std::ios::trunc) << text;
  const std::string rewritten = followed_page(file, [&] { std::ofstream(file, std::ios::trunc) << "#" << text; });
  CHECK(count(rewritten, "<section class=\"hand") == 0);
  CHECK(rewritten.find("<section class=\"cross-table\">") != std::string::npos);
}

TEST_CASE("html report: names, table and chat that carry markup stay text" * doctest::test_suite("binary")) {
  const std::string page = html_of({(source_dir() / "tests" / "data" / "html" / "hostile.txt").string()}, 1);
  REQUIRE(page.find("raise-below-minimum") != std::string::npos);
  // Never as markup: no tag of theirs, no comment opened, no raw line separator.
  CHECK(page.find("<img") == std::string::npos);
  CHECK(page.find("<script>alert") == std::string::npos);
  CHECK(page.find("</script><script>alert") == std::string::npos);
  CHECK(page.find("<!--") == std::string::npos);
  CHECK(page.find("\xE2\x80\xA8") == std::string::npos);
  CHECK(count(page, "<script>") == 1);
  CHECK(external_references(page) == std::vector<std::string>{});
  // As text and as JSON data, escaped for each.
  CHECK(page.find("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  CHECK(page.find(R"(\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e)") != std::string::npos);
  CHECK(page.find(R"(\"\u003e\u003cimg src=x onerror=alert(1)\u003e)") != std::string::npos);
}

TEST_CASE("replay --html: the replayer of one hand on its own page" * doctest::test_suite("binary")) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / "handaudit-replay-test.html";
  cli::ReplayOptions options;
  options.path = (cli_test::samples_dir() / "errors.txt").string();
  options.hand_id = "260400000006";
  options.html_path = file.string();
  const auto run = cli_test::capture([&](std::FILE* out, std::FILE* err) { return cli::run_replay(options, out, err); });
  CHECK(run.status == audit::ExitCode::kFindings);
  CHECK(run.out.empty());
  const std::string page = cli_test::read_file(file);
  std::filesystem::remove(file);
  CHECK(page.find("<section id=\"hands\" class=\"single\"") != std::string::npos);
  CHECK(count(page, "<section class=\"hand\"") == 1);
  CHECK(page.find("Hand <bdi>260400000006</bdi>") != std::string::npos);
  CHECK(page.find("pot-amount-mismatch") != std::string::npos);
  CHECK(block(page, "<script>", "</script>") == api::html::page_script());
  CHECK(external_references(page) == std::vector<std::string>{});
}

}  // namespace html_report_test

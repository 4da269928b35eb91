// The GGPoker corpus check: every hand of ../shared/corpus/other-sites/GGPoker
// is read (no parse-error, as many hands per file as MANIFEST.tsv counts), and
// every finding on them is one of tests/corpus/ggpoker_expected.tsv, each row
// with its reason: a genuine irregularity of the log, or a GGPoker convention
// not modelled yet. Skips without the corpus.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "parser/decode.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"

namespace fs = std::filesystem;

namespace {

using Key = std::pair<std::string, std::uint32_t>;  // (path under corpus/, header line)

std::map<Key, std::string> expected_findings(const fs::path& source) {
  std::map<Key, std::string> expected;
  std::ifstream in(source / "tests/corpus/ggpoker_expected.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto cols = cli_test::split_tabs(line);
    REQUIRE(cols.size() == 4);
    CHECK_MESSAGE(!cols[3].empty(), "a row without its reason: ", line);
    expected[{cols[0], static_cast<std::uint32_t>(std::stoul(cols[1]))}] = cols[2];
  }
  return expected;
}

// GGPoker files of the manifest and the hands it counts in each.
std::map<std::string, int> ggpoker_files(const fs::path& corpus) {
  std::map<std::string, int> files;
  std::ifstream in(corpus / "MANIFEST.tsv");
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line)) {
    const auto cols = cli_test::split_tabs(line);
    if (cols.size() >= 6 && cols[1] == "GGPoker") files[cols[0]] = std::stoi(cols[5]);
  }
  return files;
}

}  // namespace

TEST_CASE("corpus: every GGPoker hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  const char* corpus_env = std::getenv("HANDAUDIT_CORPUS");
  const char* source_env = std::getenv("HANDAUDIT_SOURCE");
  if (corpus_env == nullptr || source_env == nullptr || !fs::exists(fs::path(corpus_env) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const fs::path corpus(corpus_env);
  const auto expected = expected_findings(source_env);
  REQUIRE(!expected.empty());
  const auto files = ggpoker_files(corpus);
  REQUIRE(files.size() >= 36);

  std::size_t hands = 0, replayed = 0;
  std::set<Key> seen;
  std::vector<std::string> unexplained;
  audit::HandWorkspace workspace;
  for (const auto& [rel, manifest_hands] : files) {
    const std::string bytes = cli_test::read_file(corpus / rel);
    const auto decoded = parser::decode(bytes);
    const std::string_view text = decoded.text;
    int in_file = 0;
    for (const parser::SiteHand& span : parser::split_site_hands(text).hands) {
      REQUIRE(span.format == parser::SiteFormat::kGgpoker);
      ++in_file;
      const auto report = audit::audit_ggpoker_hand(text.substr(span.offset, span.length), span.line, span.column,
                                                     rel, audit::AuditSettings{}, workspace);
      CHECK(report.format == "ggpoker");
      CHECK(report.game != "unknown");
      replayed += report.replayed ? 1 : 0;
      std::set<std::string> rules;
      for (const auto& f : report.findings) rules.insert(std::string(engine::rule_id(f.rule)));
      if (rules.empty()) continue;
      std::string got;
      for (const auto& r : rules) got += (got.empty() ? "" : ",") + r;
      const Key key{rel, span.line};
      seen.insert(key);
      const auto it = expected.find(key);
      if (it == expected.end() || it->second != got)
        unexplained.push_back(rel + ":" + std::to_string(span.line) + " " + got +
                              (it == expected.end() ? "" : " (expected " + it->second + ")"));
    }
    CHECK_MESSAGE(in_file == manifest_hands, rel, ": ", in_file, " hands, the manifest counts ", manifest_hands);
    hands += static_cast<std::size_t>(in_file);
  }
  for (const auto& [key, rules] : expected)
    if (!seen.count(key)) unexplained.push_back(key.first + ":" + std::to_string(key.second) + " expected " + rules + " but got none");

  std::string list;
  for (const auto& u : unexplained) list += u + "\n";
  CHECK_MESSAGE(unexplained.empty(), "findings not in tests/corpus/ggpoker_expected.tsv:\n", list);
  MESSAGE("GGPoker hands ", hands, ", replayed ", replayed);
  CHECK(hands == 499);
  CHECK(replayed == 497);  // all but the two hands run three times
}

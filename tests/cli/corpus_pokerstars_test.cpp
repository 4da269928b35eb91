// The corpus check: every hand of ../shared/corpus/pokerstars is read, and
// every finding on it is one of tests/corpus/pokerstars_expected.tsv, each
// with the reason it is a genuine error in that log. Skips without the corpus.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/audit_hand.h"
#include "parser/decode.h"
#include "parser/pokerstars_split.h"
#include "tests/cli/test_util.h"

namespace fs = std::filesystem;

namespace {

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto tab = line.find('\t', start);
    out.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
    if (tab == std::string::npos) return out;
    start = tab + 1;
  }
}

}  // namespace

TEST_CASE("corpus: every PokerStars-format hand is read and every finding is explained") {
  const char* corpus_env = std::getenv("HANDAUDIT_CORPUS");
  const char* source_env = std::getenv("HANDAUDIT_SOURCE");
  if (corpus_env == nullptr || source_env == nullptr || !fs::exists(fs::path(corpus_env) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const fs::path corpus(corpus_env);

  // (path, header line) -> "rule,rule"
  std::map<std::pair<std::string, std::uint32_t>, std::string> expected;
  {
    std::ifstream in(fs::path(source_env) / "tests/corpus/pokerstars_expected.tsv");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      auto cols = split_tabs(line);
      REQUIRE(cols.size() == 4);
      expected[{cols[0], static_cast<std::uint32_t>(std::stoul(cols[1]))}] = cols[2];
    }
  }
  REQUIRE(!expected.empty());

  std::vector<std::string> files;
  {
    std::ifstream in(corpus / "MANIFEST.tsv");
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line))
      if (line.rfind("pokerstars/", 0) == 0) files.push_back(split_tabs(line)[0]);
  }
  REQUIRE(files.size() > 300);

  std::size_t hands = 0, replayed = 0, unsupported = 0;
  std::set<std::pair<std::string, std::uint32_t>> seen;
  std::vector<std::string> unexplained;
  for (const auto& rel : files) {
    const std::string bytes = cli_test::read_file(corpus / rel);
    const auto decoded = parser::decode(bytes);
    const auto split = parser::split_pokerstars(decoded.text);
    for (const auto& span : split.hands) {
      ++hands;
      const auto report = cli::audit_hand(std::string_view(decoded.text).substr(span.offset, span.length), span.line,
                                          span.column, rel, {});
      std::set<std::string> rules;
      for (const auto& f : report.findings)
        if (f.rule == engine::Rule::kUnsupportedGame) ++unsupported;
        else rules.insert(std::string(engine::rule_id(f.rule)));
      replayed += report.replayed ? 1 : 0;
      if (rules.empty()) continue;
      std::string got;
      for (const auto& r : rules) got += (got.empty() ? "" : ",") + r;
      const auto key = std::make_pair(rel, span.line);
      seen.insert(key);
      auto it = expected.find(key);
      if (it == expected.end() || it->second != got)
        unexplained.push_back(rel + ":" + std::to_string(span.line) + " " + got +
                              (it == expected.end() ? "" : " (expected " + it->second + ")"));
    }
  }
  for (const auto& [key, rules] : expected)
    if (!seen.count(key)) unexplained.push_back(key.first + ":" + std::to_string(key.second) + " expected " + rules + " but got none");

  std::string list;
  for (const auto& u : unexplained) list += u + "\n";
  CHECK_MESSAGE(unexplained.empty(), "findings not in tests/corpus/pokerstars_expected.tsv:\n", list);
  MESSAGE("hands ", hands, ", replayed ", replayed, ", unsupported game ", unsupported);
  CHECK(hands >= 5959);
}

// The corpus check every room's reader passes: every hand of the room's
// folder of ../shared/corpus/other-sites is read (no parse-error, as many
// hands per file as MANIFEST.tsv counts, or tests/corpus/hand_counts.tsv
// where it explains a difference), and every finding on them is one of
// tests/corpus/<room>_expected.tsv, each row with its reason: a genuine
// irregularity of the log, or a convention of the room not modelled yet.
// The hands' table sessions are audited too, as `handaudit audit` does, and
// every cross-hand finding is one of tests/corpus/<room>_cross_hand_expected.tsv
// (path, line, rule, player, reason). Skips without the corpus. One
// TEST_CASE per room calls check_room_corpus.
#pragma once

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
#include "parser/pokerstars_split.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"
#include "validators/table_sessions.h"

namespace room_corpus {

struct Room {
  const char* manifest_site;  // MANIFEST.tsv's site column: "GGPoker"
  parser::SiteFormat format;
  const char* expected;       // under tests/corpus/: "ggpoker_expected.tsv"
  std::size_t hands;          // in the corpus folder
  std::size_t replayed;       // of them, read and replayed
};

using Key = std::pair<std::string, std::uint32_t>;  // (path under corpus/, hand's first line)

inline std::map<Key, std::string> expected_findings(const std::filesystem::path& table) {
  std::map<Key, std::string> expected;
  std::ifstream in(table);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto cols = cli_test::split_tabs(line);
    REQUIRE(cols.size() == 4);
    CHECK_MESSAGE(!cols[3].empty(), "a row without its reason: ", line);
    // "-": a clean hand of another format filed in the folder, listed with
    // its reason as a finding is.
    expected[{cols[0], static_cast<std::uint32_t>(std::stoul(cols[1]))}] = cols[2] == "-" ? "" : cols[2];
  }
  return expected;
}

// "path:line rule player" of each row of a cross-hand table.
inline std::set<std::string> expected_cross_hand(const std::filesystem::path& table) {
  std::set<std::string> expected;
  std::ifstream in(table);
  REQUIRE_MESSAGE(in.good(), "no ", table.string());
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto cols = cli_test::split_tabs(line);
    REQUIRE(cols.size() == 5);
    CHECK_MESSAGE(!cols[4].empty(), "a row without its reason: ", line);
    expected.insert(cols[0] + ":" + cols[1] + " " + cols[2] + " " + cols[3]);
  }
  return expected;
}

// The cross-hand findings of the room's table sessions that its table does
// not list, and the rows it lists that were not found.
inline std::string unexplained_cross_hand(validators::TableSessions& sessions, const std::set<std::string>& expected) {
  std::set<std::string> got;
  for (const auto& table : sessions.finish())
    for (const auto& c : table.findings)
      got.insert(c.source + ":" + std::to_string(c.finding.pos.line) + " " +
                 std::string(engine::rule_id(c.finding.rule)) + " " + c.finding.player);
  std::string list;
  for (const auto& g : got)
    if (!expected.count(g)) list += g + "\n";
  for (const auto& e : expected)
    if (!got.count(e)) list += e + " expected but not found\n";
  return list;
}

// The room's files of the manifest and the hands it counts in each, as
// tests/corpus/hand_counts.tsv corrects them (each of its rows says why
// handaudit finds another number of hands in a file).
inline std::map<std::string, int> manifest_files(const std::filesystem::path& corpus,
                                                 const std::filesystem::path& hand_counts, std::string_view site) {
  std::map<std::string, int> files;
  std::ifstream in(corpus / "MANIFEST.tsv");
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line)) {
    const auto cols = cli_test::split_tabs(line);
    if (cols.size() >= 6 && cols[1] == site) files[cols[0]] = std::stoi(cols[5]);
  }
  std::ifstream counts(hand_counts);
  while (std::getline(counts, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto cols = cli_test::split_tabs(line);
    if (cols.size() >= 3 && files.count(cols[0])) files[cols[0]] = std::stoi(cols[2]);
  }
  return files;
}

// Files whose hand count differs from the manifest's, with the count
// handaudit splits (tests/corpus/hand_counts.tsv explains each).
inline std::map<std::string, int> split_deviations(const std::filesystem::path& source) {
  std::map<std::string, int> out;
  std::ifstream in(source / "tests/corpus/hand_counts.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto cols = cli_test::split_tabs(line);
    if (cols.size() == 4) out[cols[0]] = std::stoi(cols[2]);
  }
  return out;
}

// The finding ids of one report, sorted and joined by ",": "" for none.
inline std::string rule_list(const audit::HandReport& report) {
  std::set<std::string> rules;
  for (const auto& f : report.findings) rules.insert(std::string(engine::rule_id(f.rule)));
  std::string got;
  for (const auto& r : rules) got.append(got.empty() ? "" : ",").append(r);
  return got;
}

inline void check_room_corpus(const Room& room) {
  namespace fs = std::filesystem;
  const char* corpus_env = std::getenv("HANDAUDIT_CORPUS");
  const char* source_env = std::getenv("HANDAUDIT_SOURCE");
  if (corpus_env == nullptr || source_env == nullptr || !fs::exists(fs::path(corpus_env) / "MANIFEST.tsv")) {
    MESSAGE("corpus not found: skipped");
    return;
  }
  const fs::path corpus(corpus_env);
  const fs::path table = fs::path(source_env) / "tests/corpus" / room.expected;
  REQUIRE(fs::exists(table));
  const auto expected = expected_findings(table);
  const auto files = manifest_files(corpus, fs::path(source_env) / "tests/corpus/hand_counts.tsv", room.manifest_site);
  REQUIRE(!files.empty());
  const std::string_view id = parser::site_format_info(room.format).id;

  std::size_t hands = 0, replayed = 0;
  std::set<Key> seen;
  std::vector<std::string> unexplained;
  audit::HandWorkspace workspace;
  validators::TableSessions sessions{engine::ProfileChoice()};
  const audit::AuditSettings settings{.profile = {}, .sessions = true};
  for (const auto& file : files) {
    // Named, not bound: CHECK_MESSAGE's lambda cannot capture a structured
    // binding under clang 14.
    const std::string& rel = file.first;
    const int manifest_hands = file.second;
    const std::string bytes = cli_test::read_file(corpus / rel);
    const auto decoded = parser::decode(bytes);
    const std::string_view text = decoded.text;
    int in_file = 0;
    for (const parser::SiteHand& span : parser::split_site_hands(text).hands) {
      // A hand of another format filed in the room's folder must be listed
      // in the table, with its reason, as every finding is.
      const bool foreign = span.format != room.format;
      CHECK_MESSAGE((!foreign || expected.count({rel, span.line}) != 0), rel, ":", span.line,
                    " is a hand of another format");
      ++in_file;
      auto report = audit::audit_room_hand(span.format, text.substr(span.offset, span.length), span.line,
                                           span.column, rel, settings, workspace, span.opening);
      if (report.session) sessions.add(std::move(*report.session));
      if (!foreign) CHECK(report.format == id);
      if (report.replayed) CHECK_MESSAGE(report.game != "unknown", rel, ":", span.line, " replayed as an unknown game");
      replayed += report.replayed ? 1 : 0;
      const std::string got = rule_list(report);
      const Key key{rel, span.line};
      // A hand of another format is listed even when clean (no finding ids).
      if (foreign) seen.insert(key);
      if (got.empty() && !foreign) continue;
      seen.insert(key);
      const auto it = expected.find(key);
      if (it == expected.end() || it->second != got)
        unexplained.push_back(rel + ":" + std::to_string(span.line) + " " + got +
                              (it == expected.end() ? "" : " (expected " + it->second + ")"));
    }
    if (in_file == 0) {
      // A file of PokerStars text filed in the room's folder (the HHSmithy
      // fixtures): its hands are another format's, each listed in the table.
      for (const parser::HandSpan& span : parser::split_pokerstars(text).hands) {
        ++in_file;
        const Key key{rel, span.line};
        seen.insert(key);
        CHECK_MESSAGE(expected.count(key) != 0, rel, ":", span.line, " is a hand of another format");
      }
    }
    CHECK_MESSAGE(in_file == manifest_hands, rel, ": ", in_file, " hands, the manifest (as hand_counts.tsv corrects it) counts ",
                  manifest_hands);
    hands += static_cast<std::size_t>(in_file);
  }
  for (const auto& [key, rules] : expected)
    if (!seen.count(key)) unexplained.push_back(key.first + ":" + std::to_string(key.second) + " expected " + rules + " but got none");

  std::string list;
  for (const auto& u : unexplained) list += u + "\n";
  CHECK_MESSAGE(unexplained.empty(), "findings not in tests/corpus/", std::string(room.expected), ":\n", list);
  std::string cross_table(room.expected);
  cross_table.replace(cross_table.find("_expected.tsv"), 0, "_cross_hand");
  const std::string cross =
      unexplained_cross_hand(sessions, expected_cross_hand(fs::path(source_env) / "tests/corpus" / cross_table));
  CHECK_MESSAGE(cross.empty(), "cross-hand findings not in tests/corpus/", cross_table, ":\n", cross);
  MESSAGE(std::string(room.manifest_site), " hands ", hands, ", replayed ", replayed);
  CHECK(hands == room.hands);
  CHECK(replayed == room.replayed);
}

}  // namespace room_corpus

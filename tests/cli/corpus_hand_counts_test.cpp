// Nothing lost, corpus-wide: build/handaudit audits the whole of
// ../shared/corpus (HANDAUDIT_CORPUS) in one run, and for every file of
// MANIFEST.tsv the number of `hand` objects it reports equals the manifest's
// `hands`, or differs exactly as tests/corpus/hand_counts.tsv says and
// explains. Every hand of a format handaudit does not read yet is one
// unreadable hand with one unsupported-game finding that names the format.
// A hand of a read format is unreadable only when it is cut short, its game
// is not replayed, or its stopping line is listed in
// tests/corpus/unreadable_expected.tsv with why the replay cannot go on.
// Text outside any hand is the note of a file without hands, or is listed
// with its finding and why in tests/corpus/outside_text_expected.tsv.
// Skips without the corpus or the binary.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "parser/room_readers.h"
#include "parser/site_headers.h"
#include "tests/support/test_util.h"

namespace fs = std::filesystem;

namespace {

// path -> hands, from MANIFEST.tsv.
std::map<std::string, int> read_manifest(const fs::path& corpus) {
  std::map<std::string, int> files;
  std::ifstream in(corpus / "MANIFEST.tsv", std::ios::binary);
  std::string line;
  std::getline(in, line);  // header row
  while (std::getline(in, line)) {
    const auto cols = cli_test::split_tabs(line);
    if (cols.size() == 6) files[cols[0]] = std::stoi(cols[5]);
  }
  return files;
}

struct Deviation {
  int manifest = 0;
  int handaudit = 0;
  std::string reason;
};

// The rows of a four-column tests/corpus/*.tsv (comments and blank lines
// left out), each with its reason in the last column.
std::vector<std::vector<std::string>> read_explained_rows(const fs::path& file) {
  std::vector<std::vector<std::string>> rows;
  std::ifstream in(file, std::ios::binary);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto cols = cli_test::split_tabs(line);
    REQUIRE(cols.size() == 4);
    REQUIRE(!cols[3].empty());
    rows.push_back(std::move(cols));
  }
  return rows;
}

std::map<std::string, Deviation> read_deviations(const fs::path& source) {
  std::map<std::string, Deviation> out;
  for (const auto& cols : read_explained_rows(source / "tests/corpus/hand_counts.tsv"))
    out[cols[0]] = {std::stoi(cols[1]), std::stoi(cols[2]), cols[3]};
  return out;
}

// The rule that made a hand of a read room unreadable, or "" when the hand
// stopped for its end missing (truncated-hand) or for its game
// (unsupported-game): those say nothing about a line. Not when a line the
// reader could not read came first: a parse-error before them stopped the
// hand already (findings are in source order).
std::string why_unreadable(const nlohmann::json& findings) {
  std::string why;
  bool parse_error = false;
  for (const auto& f : findings) {
    const std::string rule = f["rule"];
    if (rule == "truncated-hand" || rule == "unsupported-game") return parse_error ? "parse-error" : "";
    parse_error = parse_error || rule == "parse-error";
    if (rule == "parse-error" || rule == "inconsistent-record") why = rule;
  }
  return why.empty() ? "no stopping finding" : why;
}

// (path under corpus/:hand line, rule) -> reason, from unreadable_expected.tsv.
std::map<std::pair<std::string, std::string>, std::string> read_unreadable_expected(const fs::path& source) {
  std::map<std::pair<std::string, std::string>, std::string> out;
  for (const auto& cols : read_explained_rows(source / "tests/corpus/unreadable_expected.tsv"))
    out[{cols[0] + ":" + cols[1], cols[2]}] = cols[3];
  return out;
}

// (path under corpus/:line, rule) -> reason, from outside_text_expected.tsv.
std::map<std::pair<std::string, std::string>, std::string> read_outside_text_expected(const fs::path& source) {
  std::map<std::pair<std::string, std::string>, std::string> out;
  for (const auto& cols : read_explained_rows(source / "tests/corpus/outside_text_expected.tsv"))
    out[{cols[0] + ":" + cols[1], cols[2]}] = cols[3];
  return out;
}

}  // namespace

TEST_CASE("an unreadable hand is exempt for its truncated-hand or unsupported-game only when no parse-error came first") {
  const auto findings = [](std::initializer_list<const char*> rules) {
    nlohmann::json list = nlohmann::json::array();
    for (const char* rule : rules) list.push_back({{"rule", rule}});
    return list;
  };
  CHECK(why_unreadable(findings({"truncated-hand"})).empty());
  CHECK(why_unreadable(findings({"unrecognized-line", "unsupported-game"})).empty());
  CHECK(why_unreadable(findings({"inconsistent-record", "truncated-hand"})).empty());
  CHECK(why_unreadable(findings({"parse-error", "truncated-hand"})) == "parse-error");
  CHECK(why_unreadable(findings({"parse-error", "unsupported-game"})) == "parse-error");
  CHECK(why_unreadable(findings({"truncated-hand", "parse-error"})).empty());
  CHECK(why_unreadable(findings({"parse-error"})) == "parse-error");
  CHECK(why_unreadable(findings({"wrong-winner"})) == "no stopping finding");
}

TEST_CASE("corpus: every file's hand objects match the manifest, or differ as explained" *
          doctest::test_suite("corpus")) {
  const char* corpus_env = std::getenv("HANDAUDIT_CORPUS");
  const char* source_env = std::getenv("HANDAUDIT_SOURCE");
  if (corpus_env == nullptr || source_env == nullptr || cli_test::handaudit_binary() == nullptr ||
      !fs::exists(fs::path(corpus_env) / "MANIFEST.tsv")) {
    MESSAGE("corpus or binary not found: skipped");
    return;
  }
  const fs::path corpus = fs::canonical(corpus_env);
  const std::map<std::string, int> manifest = read_manifest(corpus);
  const std::map<std::string, Deviation> deviations = read_deviations(source_env);
  REQUIRE(manifest.size() > 8000);
  REQUIRE(!deviations.empty());

  // The whole corpus in one run, two workers (the machine's share).
  const std::string command = std::string("'") + cli_test::handaudit_binary() +
                              "' audit --format json --fail-on never -q -j 2 '" + corpus.string() + "'";
  std::FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::map<std::string, int> hands;                 // path under corpus/ -> hand objects
  std::map<std::string, int> unread_by_format;      // format id -> hands not read yet
  std::set<std::string> read_rooms;                  // format ids of the rooms whose hands are read
  for (std::size_t f = 0; f < parser::kSiteFormatCount; ++f) {
    const auto format = static_cast<parser::SiteFormat>(f);
    if (parser::room_is_read(format)) read_rooms.insert(std::string(parser::site_format_info(format).id));
  }
  // Hands of a read room that stop for something other than their end
  // missing or their game: each is listed with why that line stops the replay.
  const std::map<std::pair<std::string, std::string>, std::string> unreadable_expected =
      read_unreadable_expected(source_env);
  std::vector<std::string> unexplained_unreadable;
  std::set<std::pair<std::string, std::string>> seen_unreadable;
  std::set<std::string> outside_manifest;
  std::vector<std::string> bad_unread;
  // Text outside any hand that is more than a file's no-hands-in-file note.
  const std::map<std::pair<std::string, std::string>, std::string> outside_expected =
      read_outside_text_expected(source_env);
  std::set<std::pair<std::string, std::string>> seen_outside;
  nlohmann::json summary;
  {
    std::string line;
    char buffer[1 << 16];
    const std::string prefix = corpus.string() + "/";
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) {
      line += buffer;
      if (line.empty() || line.back() != '\n') continue;  // a line longer than the buffer
      const nlohmann::json object = nlohmann::json::parse(line);
      line.clear();
      if (object["type"] == "summary") summary = object;
      if (object["type"] != "hand" && object["type"] != "text") continue;
      const std::string source = object["source"];
      const std::string path = source.starts_with(prefix) ? source.substr(prefix.size()) : source;
      if (object["type"] == "text") {
        const std::string rule = object["findings"].at(0)["rule"];
        if (rule != "no-hands-in-file") seen_outside.insert({path + ":" + std::to_string(object["line"].get<int>()), rule});
        continue;
      }
      ++hands[path];
      if (!manifest.count(path)) outside_manifest.insert(path);
      const std::string format = object["format"];
      if (format == "pokerstars" || format == "phh" || read_rooms.count(format)) {
        if (object["status"] == "unreadable") {
          const std::string why = why_unreadable(object["findings"]);
          const std::string place = path + ":" + std::to_string(object["line"].get<int>());
          if (!why.empty() && !unreadable_expected.count({place, why})) unexplained_unreadable.push_back(place + " " + why);
          if (!why.empty()) seen_unreadable.insert({place, why});
        }
        continue;
      }
      ++unread_by_format[format];
      const auto& findings = object["findings"];
      const bool one_finding_that_names_it =
          object["status"] == "unreadable" && findings.size() == 1 && findings[0]["rule"] == "unsupported-game" &&
          findings[0]["line"] == object["line"] &&
          findings[0]["message"].get<std::string>().ends_with(" hand histories are not read yet");
      if (!one_finding_that_names_it) bad_unread.push_back(path + ":" + std::to_string(object["line"].get<int>()));
    }
  }
  const int status = ::pclose(pipe);
  CHECK(status == 0);
  REQUIRE(summary.is_object());

  std::size_t equal = 0;
  std::size_t explained = 0;
  long manifest_hands = 0;
  long reported_hands = 0;
  std::ostringstream unexplained;
  for (const auto& [path, expected] : manifest) {
    const int got = hands.count(path) ? hands.at(path) : 0;
    manifest_hands += expected;
    reported_hands += got;
    const auto it = deviations.find(path);
    if (got == expected && it == deviations.end()) {
      ++equal;
    } else if (it != deviations.end() && it->second.manifest == expected && it->second.handaudit == got) {
      ++explained;
    } else {
      unexplained << "  " << path << ": manifest " << expected << ", handaudit " << got
                  << (it == deviations.end() ? "" : " (hand_counts.tsv: " + std::to_string(it->second.handaudit) + ")")
                  << "\n";
    }
  }
  for (const auto& [path, deviation] : deviations)
    if (!manifest.count(path)) unexplained << "  " << path << ": in hand_counts.tsv but not in the manifest\n";

  std::ostringstream formats;
  for (const auto& [format, n] : unread_by_format) formats << " " << format << " " << n << ";";
  MESSAGE("corpus: " << manifest.size() << " files checked, " << equal << " equal, " << explained
                     << " explained (tests/corpus/hand_counts.tsv), "
                     << manifest.size() - equal - explained << " unexplained; hands: manifest " << manifest_hands
                     << ", handaudit " << reported_hands << " (summary " << summary["hands"] << ", of which "
                     << summary["unreadable"] << " unreadable), text outside any hand " << summary["outside_hands"]);
  MESSAGE("hands of formats not read yet, by format:" << formats.str());
  CHECK_MESSAGE(unexplained.str().empty(), "hand counts that differ from MANIFEST.tsv without an explanation:\n",
                unexplained.str());
  CHECK(equal + explained == manifest.size());
  CHECK(reported_hands == summary["hands"].get<long>());
  // The messages are built first: doctest -s stringifies them on success too.
  const std::string first_outside = outside_manifest.empty() ? "" : *outside_manifest.begin();
  const std::string first_bad = bad_unread.empty() ? "" : bad_unread.front();
  CHECK_MESSAGE(outside_manifest.empty(), "hand objects from files outside the manifest: ", first_outside);
  CHECK_MESSAGE(bad_unread.empty(), "unread hands without their one unsupported-game finding: ", first_bad);
  // No hand of a read room is lost for a line that does not affect the replay.
  std::string stale;
  for (const auto& [key, reason] : unreadable_expected)
    if (!seen_unreadable.count(key)) stale += "  " + key.first + " " + key.second + "\n";
  std::string lost;
  for (const auto& place : unexplained_unreadable) lost += "  " + place + "\n";
  CHECK_MESSAGE(lost.empty(), "unreadable hands not in tests/corpus/unreadable_expected.tsv:\n", lost);
  CHECK_MESSAGE(stale.empty(), "tests/corpus/unreadable_expected.tsv rows no longer unreadable:\n", stale);
  std::string outside_unexplained;
  std::string outside_stale;
  for (const auto& key : seen_outside)
    if (!outside_expected.count(key)) outside_unexplained += "  " + key.first + " " + key.second + "\n";
  for (const auto& [key, reason] : outside_expected)
    if (!seen_outside.count(key)) outside_stale += "  " + key.first + " " + key.second + "\n";
  CHECK_MESSAGE(outside_unexplained.empty(), "text outside any hand not in tests/corpus/outside_text_expected.tsv:\n",
                outside_unexplained);
  CHECK_MESSAGE(outside_stale.empty(), "tests/corpus/outside_text_expected.tsv rows no longer seen:\n", outside_stale);
  // Every format of parser/site_headers.h that is not read occurs in the corpus.
  CHECK(unread_by_format.size() == parser::kSiteFormatCount - read_rooms.size());
}

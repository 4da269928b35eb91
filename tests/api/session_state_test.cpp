// The bytes of validators::TableSessions (validators/session_state.h) on
// real sessions: tests/data/cross_hand/ and samples/ audited hand by hand
// (audit::audit_hand), their state encoded, decoded and encoded again to
// the same bytes, and merged from parts to what one state of all gives.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "parser/decode.h"
#include "parser/pokerstars_split.h"
#include "validators/table_sessions.h"

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> session_paths() {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  std::vector<fs::path> paths;
  if (source == nullptr) return paths;
  for (const char* folder : {"tests/data/cross_hand", "samples"})
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(source) / folder))
      if (entry.path().extension() == ".txt") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

// Every hand of `path` into `sessions`, in order.
void add_file(validators::TableSessions& sessions, const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  const auto decoded = parser::decode(bytes.str());
  for (const auto& span : parser::split_pokerstars(decoded.text).hands) {
    auto report =
        audit::audit_hand(std::string_view(decoded.text).substr(span.offset, span.length), span.line, span.column,
                          path.filename().string(), audit::AuditSettings{.profile = {}, .sessions = true});
    if (report.session) sessions.add(std::move(*report.session));
  }
}

// The findings of finish(), one line each.
std::string findings(validators::TableSessions& sessions) {
  std::string text;
  for (const validators::TableFindings& table : sessions.finish())
    for (const validators::CrossHandFinding& c : table.findings)
      text += table.table + " " + c.hand_id + " " + std::string(engine::rule_id(c.finding.rule)) + " " +
              c.finding.player + " " + c.finding.message + " | " + c.excerpt + "\n";
  return text;
}

}  // namespace

TEST_CASE("session state: real sessions encode, decode and encode to the same bytes") {
  const std::vector<fs::path> paths = session_paths();
  if (paths.empty()) return;
  for (const bool seams : {false, true}) {
    validators::TableSessions sessions(engine::ProfileChoice(), seams);
    for (const fs::path& p : paths) add_file(sessions, p);
    const std::string bytes = sessions.encode();
    std::string error;
    std::optional<validators::TableSessions> decoded = validators::TableSessions::decode(bytes, error);
    REQUIRE_MESSAGE(decoded, error);
    CHECK(decoded->encode() == bytes);
    CHECK(decoded->tables() == sessions.tables());
    CHECK(decoded->stats().pairs == sessions.stats().pairs);
    CHECK(decoded->stats().duplicates == sessions.stats().duplicates);
    // The decoded state judges what the state it came from judges.
    const std::string expected = findings(sessions);
    CHECK(!expected.empty());
    CHECK(findings(*decoded) == expected);
  }
}

TEST_CASE("session state: each file a state, merged in turn, judges as one state given every file") {
  // One copy of each hand number: the files that give other hands under
  // another file's numbers (the variants of tests/data/cross_hand/ and its
  // edited copies) are conflicting copies, which a merge reports at the
  // later copy's header, not at the line where they part (docs/cross-hand.md,
  // Copies of one hand; tests/api/session_merge_test.cpp).
  std::vector<fs::path> paths = session_paths();
  std::erase_if(paths, [](const fs::path& p) {
    const std::string name = p.filename().string();
    return name.ends_with("_edited.txt") || name == "heads_up_big_blind_twice.txt" ||
           name == "missed_blind_posted.txt";
  });
  if (paths.empty()) return;
  validators::TableSessions whole(engine::ProfileChoice(), true);
  for (const fs::path& p : paths) add_file(whole, p);
  validators::TableSessions merged(engine::ProfileChoice(), true);
  for (const fs::path& p : paths) {
    validators::TableSessions part(engine::ProfileChoice(), true);
    add_file(part, p);
    std::string error;
    std::optional<validators::TableSessions> decoded = validators::TableSessions::decode(part.encode(), error);
    REQUIRE_MESSAGE(decoded, error);
    CHECK(!merged.merge(std::move(*decoded)));
  }
  CHECK(merged.stats().duplicates == whole.stats().duplicates);
  CHECK(merged.tables() == whole.tables());
  CHECK(findings(merged) == findings(whole));
}

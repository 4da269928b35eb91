// The state a hand's audit reuses is the caller's, not hidden in threads:
// a HandWorkspace carried from hand to hand gives the reports fresh ones
// give, and a run's WorkspacePool keeps one workspace per auditing thread.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "api/hand_stream.h"
#include "audit/audit_hand.h"
#include "parser/pokerstars_split.h"
#include "report/report_json.h"

namespace fs = std::filesystem;

namespace {

std::string sample_text(const char* name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  std::ifstream in(fs::path(source != nullptr ? source : ".") / "samples" / name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string json_of(const audit::HandReport& report) {
  std::string out;
  report::append_json_hand(out, report);
  return out;
}

}  // namespace

TEST_CASE("audit_hand: one workspace carried over hands of every kind gives what fresh ones give") {
  std::string text;
  for (const char* name : {"errors.txt", "clean_limit_and_pl.txt", "clean_tournament.txt", "replay_side_pots.txt"})
    text += sample_text(name) + "\n\n";
  const parser::SplitResult split = parser::split_pokerstars(text);
  REQUIRE(split.hands.size() > 25);
  audit::HandWorkspace carried;
  const audit::AuditSettings settings{engine::ProfileChoice(), true};
  // Twice over, so that every hand follows a hand of another game too.
  for (int pass = 0; pass < 2; ++pass) {
    for (const parser::HandSpan& hand : split.hands) {
      const std::string_view hand_text = std::string_view(text).substr(hand.offset, hand.length);
      const audit::HandReport fresh = audit::audit_hand(hand_text, hand.line, hand.column, "x", settings);
      const audit::HandReport reused = audit::audit_hand(hand_text, hand.line, hand.column, "x", settings, carried);
      CAPTURE(hand.line);
      CHECK(json_of(reused) == json_of(fresh));
      CHECK(reused.session.has_value() == fresh.session.has_value());
    }
  }
}

TEST_CASE("WorkspacePool: a thread gets its own workspace back, another thread gets another") {
  api::WorkspacePool pool;
  std::unique_ptr<audit::HandWorkspace> mine = pool.take();
  audit::HandWorkspace* const first = mine.get();
  pool.give(std::move(mine));
  mine = pool.take();
  CHECK(mine.get() == first);
  audit::HandWorkspace* theirs = nullptr;
  std::thread([&] {
    std::unique_ptr<audit::HandWorkspace> w = pool.take();
    theirs = w.get();
    pool.give(std::move(w));
  }).join();
  CHECK(theirs != nullptr);
  CHECK(theirs != first);
  pool.give(std::move(mine));
  CHECK(pool.take().get() == first);
}

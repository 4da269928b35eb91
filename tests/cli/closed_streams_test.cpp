// Standard input and output closed early, through the real binary
// (HANDAUDIT_BIN): a producer that stops mid-hand or sends nothing, no
// standard input at all, and a reader of the report that goes away. In every
// case handaudit ends by itself, without a crash and without hanging.
//
// The decision for a reader that goes away (README, "Exit status"): with the
// default SIGPIPE disposition handaudit is ended by SIGPIPE at its next write,
// as cat and grep are; where SIGPIPE is ignored the write fails with EPIPE,
// handaudit stops reading its input at once and exits 2 ("cannot write the
// report: Broken pipe"), the status of any report that cannot be written.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "tests/support/child_process.h"
#include "tests/support/test_util.h"

namespace {

using namespace std::chrono_literals;
using cli_test::Sigpipe;

struct Outcome {
  std::optional<int> status;  // wait status; nullopt: still running at the deadline
  std::string out;
  std::string err;

  int exit_code() const { return status && WIFEXITED(*status) ? WEXITSTATUS(*status) : -1; }
  int signal() const { return status && WIFSIGNALED(*status) ? WTERMSIG(*status) : 0; }
};

// Runs handaudit ARGS, feeding `feed` to its standard input (endlessly when
// `repeat`), reading its output until `keep_output` bytes have come.
Outcome run(const std::vector<std::string>& args, const std::string& feed, bool repeat = false,
            std::size_t keep_output = SIZE_MAX, Sigpipe sigpipe = Sigpipe::kDefault, bool no_stdin = false) {
  const cli_test::TempDir dir;
  const std::string err_path = (dir.path() / "stderr").string();
  Outcome outcome;
  {
    cli_test::ChildProcess child(cli_test::handaudit_binary(), args, err_path, sigpipe, no_stdin);
    REQUIRE(child.started());
    outcome.status = child.drive(feed, repeat, keep_output, 120s);
    outcome.out = child.output();
  }
  if (std::FILE* f = std::fopen(err_path.c_str(), "rb")) {
    outcome.err = cli_test::slurp(f);
    std::fclose(f);
  }
  return outcome;
}

bool contains(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

std::string many_hands(int count) {
  std::string text;
  for (int i = 1; i <= count; ++i) text += cli_test::sample_hand(i);
  return text;
}

}  // namespace

TEST_CASE("standard input closed mid-hand: the whole hands are audited, the cut one is a truncated-hand" *
          doctest::test_suite("binary")) {
  if (!cli_test::handaudit_binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const std::string last = cli_test::sample_hand(9999);
  // One hand, and 4,000 hands (2.2 MB: more than one read of standard input,
  // input/text_block.h), each followed by a hand cut in the middle of its
  // pre-flop action line.
  for (const int whole : {1, 4000}) {
    CAPTURE(whole);
    const Outcome r = run({"audit", "--format", "json", "-j", "2", "-"},
                          many_hands(whole) + last.substr(0, last.find("Alice: folds") + 7));
    REQUIRE(r.status);
    CHECK(r.exit_code() == 1);  // the truncated-hand is an error
    CHECK(contains(r.out, "{\"type\":\"summary\",\"files\":1,\"hands\":" + std::to_string(whole + 1) +
                              ",\"clean\":" + std::to_string(whole) + ",\"with_findings\":0,\"unreadable\":1,"));
    CHECK(contains(r.out, "\"hand_id\":\"9999\""));
    CHECK(contains(r.out, "\"rule\":\"truncated-hand\""));
  }
}

TEST_CASE("standard input closed after 0 bytes: no hand, no error" * doctest::test_suite("binary")) {
  if (!cli_test::handaudit_binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const Outcome r = run({"audit", "--format", "json", "-"}, "");
  REQUIRE(r.status);
  CHECK(r.exit_code() == 0);
  CHECK(r.out.starts_with("{\"type\":\"summary\",\"files\":1,\"hands\":0,\"clean\":0,"));
  CHECK(contains(r.err, "0 hands in 1 file"));
}

TEST_CASE("no standard input at all: an input that cannot be read, exit 3" * doctest::test_suite("binary")) {
  if (!cli_test::handaudit_binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const Outcome r = run({"audit", "-q", "-"}, "", false, SIZE_MAX, Sigpipe::kDefault, /*no_stdin=*/true);
  REQUIRE(r.status);
  CHECK(r.exit_code() == 3);
  CHECK(r.err == "handaudit: cannot read -: Bad file descriptor\n");
}

TEST_CASE("the reader of the report goes away: SIGPIPE ends handaudit, or it stops and exits 2" *
          doctest::test_suite("binary")) {
  if (!cli_test::handaudit_binary()) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  // Standard input never ends (the same hands again and again), so handaudit
  // can only stop because its output is gone: if it went on reading, the
  // test would time out. The reader closes after the first byte.
  const std::string hands = many_hands(200);
  const std::vector<std::vector<std::string>> commands = {{"audit", "--format", "json", "-j", "2", "-"},
                                                          {"convert", "-j", "2", "-"}};
  for (const auto& args : commands) {
    CAPTURE(args[0]);
    const Outcome killed = run(args, hands, true, 1, Sigpipe::kDefault);
    REQUIRE_MESSAGE(killed.status, "handaudit still running after its reader went away");
    CHECK(killed.signal() == SIGPIPE);

    const Outcome stopped = run(args, hands, true, 1, Sigpipe::kIgnored);
    REQUIRE_MESSAGE(stopped.status, "handaudit still running after its reader went away");
    CHECK(stopped.exit_code() == 2);
    CHECK(contains(stopped.err, "handaudit: cannot write the "));
    CHECK(contains(stopped.err, ": Broken pipe\n"));
  }
}

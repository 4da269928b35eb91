// audit --follow (issue 24, point 4): hands appended to files in a folder,
// in steps, are each reported once, in order, within a second of their last
// line; a hand written in two parts waits for its second; a rotated file,
// a truncated one and a new one are all followed; SIGINT ends the run with
// its summary.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/test_util.h"

namespace follow_test {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// build/handaudit audit --follow, its standard output read line by line.
class Following {
 public:
  Following(const char* bin, const std::vector<std::string>& args) {
    int out[2];
    REQUIRE(::pipe(out) == 0);
    pid_ = ::fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      ::dup2(out[1], STDOUT_FILENO);
      const int null = ::open("/dev/null", O_WRONLY);
      ::dup2(null, STDERR_FILENO);
      ::close(out[0]);
      ::close(out[1]);
      std::vector<char*> argv{const_cast<char*>(bin)};
      for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(bin, argv.data());
      ::_exit(127);
    }
    ::close(out[1]);
    fd_ = out[0];
  }
  ~Following() {
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    if (fd_ >= 0) ::close(fd_);
  }

  // The next line of output, or nothing within `timeout`.
  std::optional<std::string> line(std::chrono::milliseconds timeout) {
    const auto until = Clock::now() + timeout;
    while (true) {
      if (const auto end = pending_.find('\n'); end != std::string::npos) {
        std::string l = pending_.substr(0, end);
        pending_.erase(0, end + 1);
        return l;
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
      if (left <= 0) return std::nullopt;
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, static_cast<int>(left)) <= 0) continue;
      char buffer[4096];
      const ssize_t n = ::read(fd_, buffer, sizeof buffer);
      if (n <= 0) return std::nullopt;
      pending_.append(buffer, static_cast<std::size_t>(n));
    }
  }

  // The next report object, or null within `timeout`.
  nlohmann::json object(std::chrono::milliseconds timeout) {
    const std::optional<std::string> l = line(timeout);
    return l ? nlohmann::json::parse(*l) : nlohmann::json();
  }

  int stop(int signal) {
    ::kill(pid_, signal);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

 private:
  pid_t pid_ = -1;
  int fd_ = -1;
  std::string pending_;
};

void append(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::app);
  out << text;
}

// The sample hand with Bob's collect $0.10 short: findings.
std::string short_collect(int id) {
  std::string hand = cli_test::sample_hand(id);
  hand.replace(hand.find("Bob collected $0.50"), 19, "Bob collected $0.40");
  return hand;
}

constexpr std::chrono::milliseconds kSecond{1000};

fs::path source_dir() {
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  return src == nullptr ? fs::path(".") : fs::path(src);
}

}  // namespace

TEST_CASE(
    "audit --follow: each hand once, in order, within a second, through two-part writes, rotation, "
    "truncation and new files" *
    doctest::test_suite("binary")) {
  const char* bin = cli_test::handaudit_binary();
  if (bin == nullptr) {
    MESSAGE("HANDAUDIT_BIN not set: skipped");
    return;
  }
  const cli_test::TempDir dir;
  const fs::path logs = dir.path() / "logs";
  fs::create_directories(logs);
  append(logs / "a.txt", cli_test::sample_hand(1));
  Following run(bin, {"audit", "--follow", "--format", "json", "--fail-on", "never", logs.string()});

  std::vector<std::string> seen;
  // The hand's object within a second of its last line, and nothing else.
  const auto expect_hand = [&](const std::string& id) {
    const auto written = Clock::now();
    const nlohmann::json hand = run.object(kSecond);
    REQUIRE_MESSAGE(hand.is_object(), "hand " << id << " not reported within a second");
    CHECK(Clock::now() - written <= kSecond);
    CHECK(hand["type"] == "hand");
    CHECK(hand["hand_id"] == id);
    seen.push_back(hand.value("hand_id", ""));
    return hand;
  };
  // Hand 1 was there before the start.
  CHECK(expect_hand("1")["source"] == (logs / "a.txt").string());

  // Hand 2 in two parts: nothing until the second.
  const std::string two = cli_test::sample_hand(2);
  const std::size_t half = two.find("*** HOLE CARDS ***");
  append(logs / "a.txt", two.substr(0, half));
  CHECK(!run.line(std::chrono::milliseconds(600)));
  append(logs / "a.txt", two.substr(half));
  const nlohmann::json second = expect_hand("2");
  CHECK(second["line"] == 18);
  CHECK(second["status"] == "clean");

  // Rotation: a.txt renamed, hand 3 still written to it, a new a.txt.
  fs::rename(logs / "a.txt", logs / "a.txt.1");
  append(logs / "a.txt.1", cli_test::sample_hand(3));
  expect_hand("3");
  append(logs / "a.txt", cli_test::sample_hand(4));
  const nlohmann::json fourth = expect_hand("4");
  CHECK(fourth["line"] == 1);

  // Truncated in place and written again.
  append(logs / "b.txt", cli_test::sample_hand(5) + cli_test::sample_hand(6));
  expect_hand("5");
  expect_hand("6");
  std::filesystem::resize_file(logs / "b.txt", 0);
  append(logs / "b.txt", short_collect(7));
  const nlohmann::json seventh = expect_hand("7");
  CHECK(seventh["status"] == "findings");
  CHECK(seventh["line"] == 1);

  // A new file in a new folder.
  fs::create_directories(logs / "night2");
  append(logs / "night2" / "c.txt", cli_test::sample_hand(8));
  expect_hand("8");

  // Another room's hand (GGPoker, whose hands are read with their file):
  // whole once the file has been still a moment, still within a second.
  const std::string gg = cli_test::read_file(source_dir() / "tests/data/ggpoker/clean.txt");
  append(logs / "gg.txt", gg);
  const nlohmann::json gg_hand = run.object(kSecond);
  REQUIRE(gg_hand.is_object());
  CHECK(gg_hand["format"] == "ggpoker");
  CHECK(gg_hand["status"] == "clean");

  CHECK(!run.line(std::chrono::milliseconds(300)));
  CHECK(run.stop(SIGINT) == 0);
  std::vector<std::string> after;
  while (const std::optional<std::string> l = run.line(std::chrono::milliseconds(500))) after.push_back(*l);
  REQUIRE(!after.empty());
  const nlohmann::json summary = nlohmann::json::parse(after.back());
  CHECK(summary["type"] == "summary");
  CHECK(summary["hands"] == 9);
  CHECK(summary["files"] == 6);  // a.txt twice (rotated), b.txt twice (truncated), c.txt, gg.txt
  CHECK(seen == std::vector<std::string>{"1", "2", "3", "4", "5", "6", "7", "8"});
  for (const std::string& l : after) CHECK(nlohmann::json::parse(l)["type"] != "hand");
}

}  // namespace follow_test

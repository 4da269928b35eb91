// build/handaudit run as a user runs it, through the shell, for the tests of
// the binary (golden files, the command line, reports read by other tools).
// POSIX only.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include <doctest/doctest.h>

#include "tests/support/test_util.h"

namespace cli_test {

// What a command left: its exit status (-1 when it did not exit, killed by
// a signal say) and what it wrote on each stream.
struct BinaryRun {
  int status = -1;
  std::string out;
  std::string err;
};

// The exit status of a shell command, -1 when it did not exit.
inline int shell_status(const std::string& command) {
  const int raw = std::system(command.c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

// `'binary' args` run by the shell in `dir`, its standard input read from
// `stdin_path`; `args` are shell-quoted already.
inline BinaryRun run_binary(const std::string& binary, const std::filesystem::path& dir, const std::string& args,
                            const std::string& stdin_path = "/dev/null") {
  const TempDir scratch;
  const std::filesystem::path out = scratch.path() / "stdout";
  const std::filesystem::path err = scratch.path() / "stderr";
  BinaryRun run;
  run.status = shell_status("cd '" + dir.string() + "' && '" + binary + "' " + args + " >'" + out.string() + "' 2>'" +
                            err.string() + "' <'" + stdin_path + "'");
  run.out = read_file(out);
  run.err = read_file(err);
  return run;
}

// The binary and the source tree as CTest gives them (HANDAUDIT_BIN,
// HANDAUDIT_SOURCE).
struct BinaryEnv {
  std::string bin;
  std::filesystem::path source;

  // `handaudit args` run in the source tree, as the golden files were made.
  BinaryRun run(const std::string& args) const { return run_binary(bin, source, args); }

  // The text of tests/golden/NAME. With HANDAUDIT_UPDATE_GOLDEN=1 it is
  // first replaced by `actual`: review that diff hand by hand.
  std::string golden(const std::string& name, const std::string& actual) const {
    const std::filesystem::path path = source / "tests" / "golden" / name;
    const char* update = std::getenv("HANDAUDIT_UPDATE_GOLDEN");
    if (update != nullptr && std::string(update) == "1") std::ofstream(path, std::ios::binary) << actual;
    REQUIRE_MESSAGE(std::filesystem::exists(path), "missing golden file " << path);
    return read_file(path);
  }
};

// Both, when given and there with `needed` (a file of the source tree the
// test reads; "" for none); otherwise nullopt, and the test says it is
// skipped.
inline std::optional<BinaryEnv> binary_env(const std::filesystem::path& needed = {}) {
  const char* bin = std::getenv("HANDAUDIT_BIN");
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  if (bin == nullptr || src == nullptr || !std::filesystem::exists(bin) ||
      !std::filesystem::exists(std::filesystem::path(src) / needed)) {
    MESSAGE("HANDAUDIT_BIN / HANDAUDIT_SOURCE not set: skipped");
    return std::nullopt;
  }
  return BinaryEnv{bin, src};
}

// `handaudit args` run in the source tree when CTest gives both; nullopt,
// and the test skipped, otherwise.
inline std::optional<BinaryRun> run_in_source(const std::string& args) {
  const std::optional<BinaryEnv> env = binary_env();
  if (!env) return std::nullopt;
  return env->run(args);
}

}  // namespace cli_test

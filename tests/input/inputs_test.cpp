#include "input/inputs.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/test_util.h"

namespace fs = std::filesystem;

namespace {

std::vector<std::string> paths_of(const std::vector<input::InputEntry>& entries) {
  std::vector<std::string> paths;
  for (const input::InputEntry& e : entries) paths.push_back(e.path);
  return paths;
}

}  // namespace

TEST_CASE("a directory expands to its regular files, sorted, hidden entries skipped") {
  const cli_test::TempDir dir;
  dir.write("b.txt", "b");
  dir.write("a.txt", "a");
  dir.write("sub/z.txt", "z");
  dir.write("sub/deeper/y.txt", "y");
  dir.write("sub-dir/x.txt", "x");
  dir.write(".hidden.txt", "h");
  dir.write(".git/config", "h");
  dir.write("sub/.cache/c.txt", "h");
  const std::string root = dir.path().string();

  const std::vector<input::InputEntry> entries = input::expand_inputs({root});
  const std::vector<std::string> expected{root + "/a.txt", root + "/b.txt", root + "/sub-dir/x.txt",
                                          root + "/sub/deeper/y.txt", root + "/sub/z.txt"};
  CHECK(paths_of(entries) == expected);
  for (const input::InputEntry& e : entries) CHECK_FALSE(e.failed());
}

TEST_CASE("explicit arguments keep their order, a hidden file named explicitly is read") {
  const cli_test::TempDir dir;
  const std::string b = dir.write("b.txt", "b");
  const std::string hidden = dir.write(".h.txt", "h");
  const std::string missing = (dir.path() / "missing.txt").string();

  const std::vector<input::InputEntry> entries = input::expand_inputs({b, "-", hidden, missing});
  REQUIRE(entries.size() == 4);
  CHECK(paths_of(entries) == std::vector<std::string>{b, "-", hidden, missing});
  CHECK_FALSE(entries[0].failed());
  CHECK_FALSE(entries[1].failed());
  CHECK_FALSE(entries[2].failed());
  CHECK(entries[3].failed());
  CHECK(entries[3].error == "No such file or directory");
}

TEST_CASE("a dangling symlink below a directory is reported, not dropped") {
  const cli_test::TempDir dir;
  dir.write("a.txt", "a");
  fs::create_symlink(dir.path() / "gone.txt", dir.path() / "link.txt");
  const std::vector<input::InputEntry> entries = input::expand_inputs({dir.path().string()});
  REQUIRE(entries.size() == 2);
  CHECK_FALSE(entries[0].failed());
  CHECK(entries[1].path == (dir.path() / "link.txt").string());
  CHECK(entries[1].failed());
}

TEST_CASE("read_whole_file reads everything and reports what it cannot read") {
  const cli_test::TempDir dir;
  std::string big(300000, 'x');
  big[123456] = '\0';
  const std::string path = dir.write("big.bin", big);
  std::string out;
  CHECK_FALSE(input::read_whole_file(path, out));
  CHECK(out == big);

  const std::string empty = dir.write("empty.txt", "");
  CHECK_FALSE(input::read_whole_file(empty, out));
  CHECK(out.empty());

  const auto missing = input::read_whole_file((dir.path() / "missing").string(), out);
  REQUIRE(missing);
  CHECK(*missing == "No such file or directory");
  // open() succeeds on a directory, read() fails.
  const auto directory = input::read_whole_file(dir.path().string(), out);
  REQUIRE(directory);
  CHECK(*directory == "Is a directory");
}

TEST_CASE("one thread for regular files under 1 MiB in all, the given jobs otherwise") {
  const cli_test::TempDir dir;
  const std::string small = dir.write("small.txt", std::string(1000, 'x'));
  const std::string half = dir.write("half.txt", std::string(input::kSmallInputBytes / 2, 'x'));
  const std::string sub = (dir.path() / "sub").string();
  dir.write("sub/a.txt", "a");

  CHECK(input::jobs_worth_starting({small}, 4) == 1);
  CHECK(input::jobs_worth_starting({small, half}, 4) == 1);
  CHECK(input::jobs_worth_starting({half, half}, 4) == 4);  // 1 MiB: worth the threads
  CHECK(input::jobs_worth_starting({small}, 1) == 1);
  // Sizes not known before reading: a directory, standard input, a missing path.
  CHECK(input::jobs_worth_starting({sub}, 2) == 2);
  CHECK(input::jobs_worth_starting({small, "-"}, 2) == 2);
  CHECK(input::jobs_worth_starting({(dir.path() / "missing.txt").string()}, 2) == 2);
  CHECK(input::jobs_worth_starting({}, 2) == 2);
  // A packed file may hold far more than its size (its first bytes tell).
  const std::string packed = dir.write("packed.txt", std::string("\x1f\x8b\x08\x00 and more", 14));
  CHECK(input::jobs_worth_starting({packed}, 4) == 4);
  CHECK(input::jobs_worth_starting({half, packed}, 4) == 4);
}

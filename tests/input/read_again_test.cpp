// input/read_again.h: standard input copied as it is read and read back
// whole, a copy that cannot be made or kept is no copy, and a followed
// file read back up to the bytes audited only when it still begins with
// them.
#include "input/read_again.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "input/sha256.h"

namespace read_again_test {

namespace {

// Everything `source` gives, read `piece` bytes at a time.
std::string read_all(input::ByteSource& source, std::size_t piece) {
  std::string all;
  std::string buffer(piece, '\0');
  while (true) {
    const std::optional<std::size_t> got = source.read(buffer.data(), buffer.size());
    REQUIRE(got.has_value());
    all.append(buffer, 0, *got);
    if (*got < piece) return all;
  }
}

// TMPDIR set for one test, put back after.
class TmpDir {
 public:
  explicit TmpDir(const char* dir) {
    if (const char* old = std::getenv("TMPDIR")) old_ = old;
    ::setenv("TMPDIR", dir, 1);
  }
  ~TmpDir() {
    if (old_) ::setenv("TMPDIR", old_->c_str(), 1);
    else ::unsetenv("TMPDIR");
  }

 private:
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("read again: a pipe read through a spool is read back whole, and the copy seeks") {
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "line " + std::to_string(i) + "\n";
  input::MemoryBytes pipe(text, /*sized=*/false);
  input::Spool copy;
  CHECK_FALSE(copy.taken());
  CHECK(copy.reader() == nullptr);
  input::SpoolingSource through(pipe, copy);
  CHECK(read_all(through, 4093) == text);
  CHECK(copy.good());
  CHECK(copy.size() == text.size());
  const auto again = copy.reader();
  REQUIRE(again != nullptr);
  CHECK(again->can_seek());
  CHECK(again->remaining() == text.size());
  CHECK(read_all(*again, 65536) == text);
  CHECK(again->seek(-6, SEEK_END) == static_cast<std::int64_t>(text.size() - 6));
  CHECK(read_all(*again, 100) == "19999\n");
  CHECK_FALSE(again->seek(1, SEEK_END).has_value());
  // A second reader starts at the start, whatever the first did.
  CHECK(read_all(*copy.reader(), 7) == text);
}

TEST_CASE("read again: no temporary file, no copy") {
  const TmpDir nowhere("/nonexistent/handaudit-read-again");
  input::Spool copy;
  copy.append("Hand #1\n");
  CHECK(copy.taken());
  CHECK_FALSE(copy.good());
  CHECK(copy.reader() == nullptr);
}

TEST_CASE("read again: a prefix is the bytes audited, and same_prefix tells whether a file still begins with them") {
  const std::string audited = "PokerStars Hand #1: ...\n\n";
  const std::string digest = input::sha256_hex(audited);
  const std::string grown = audited + "PokerStars Hand #2: ...\n";
  input::MemoryBytes now(grown, /*sized=*/true);
  CHECK(input::same_prefix(now, audited.size(), digest));
  REQUIRE(now.seek(0, SEEK_SET) == 0);
  input::PrefixSource as_audited(now, audited.size());
  CHECK(as_audited.remaining() == audited.size());
  CHECK(read_all(as_audited, 5) == audited);

  const std::string rewritten = "#" + audited;
  input::MemoryBytes changed(rewritten, /*sized=*/true);
  CHECK_FALSE(input::same_prefix(changed, audited.size(), digest));
  input::MemoryBytes shorter(std::string_view(audited).substr(0, 10), /*sized=*/true);
  CHECK_FALSE(input::same_prefix(shorter, audited.size(), digest));
  input::MemoryBytes empty("", /*sized=*/true);
  CHECK(input::same_prefix(empty, 0, input::sha256_hex("")));
}

}  // namespace read_again_test

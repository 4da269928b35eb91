// input/sha256.h against the digests of FIPS 180-4's examples, and the
// digest an InputStream makes as it reads (issue 24, point 3).
#include "input/sha256.h"

#include <doctest/doctest.h>

#include <string>

#include "input/inputs.h"
#include "tests/support/test_util.h"

TEST_CASE("sha256: the standard's examples") {
  CHECK(input::sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(input::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(input::sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  // A million 'a's, given in pieces that do not fall on the 64-byte blocks.
  input::Sha256 hash;
  const std::string piece(1000, 'a');
  for (int i = 0; i < 1001; ++i) hash.update(std::string_view(piece).substr(0, i < 1000 ? 999 : 1000));
  CHECK(hash.hex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("sha256: a file read in order is hashed as it is read, one read out of order again") {
  const cli_test::TempDir dir;
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "line " + std::to_string(i) + "\n";
  const std::string path = dir.write("f.txt", text);
  const std::string expected = input::sha256_hex(text);

  input::InputStream whole;
  whole.set_hashing(true);
  REQUIRE_FALSE(whole.open(path));
  std::string buffer(4096, '\0');
  while (whole.read(buffer.data(), buffer.size()).value_or(0) == buffer.size()) {
  }
  const auto read_all = whole.whole_digest();
  REQUIRE(read_all);
  CHECK(read_all->sha256 == expected);
  CHECK(read_all->bytes == text.size());

  // Left half read: the rest is read for the digest.
  input::InputStream half;
  half.set_hashing(true);
  REQUIRE_FALSE(half.open(path));
  REQUIRE(half.read(buffer.data(), buffer.size()));
  const auto rest = half.whole_digest();
  REQUIRE(rest);
  CHECK(rest->sha256 == expected);

  // Sought (as a zip's reader does): hashed again from the start.
  input::InputStream sought;
  sought.set_hashing(true);
  REQUIRE_FALSE(sought.open(path));
  REQUIRE(sought.seek(-100, SEEK_END));
  REQUIRE(sought.read(buffer.data(), 100));
  const auto again = sought.whole_digest();
  REQUIRE(again);
  CHECK(again->sha256 == expected);
  CHECK(again->bytes == text.size());

  // And the file as it is now, by path.
  const auto now = input::digest_file(path);
  REQUIRE(now);
  CHECK(now->sha256 == expected);
  std::string error;
  CHECK_FALSE(input::digest_file(path + ".missing", &error));
  CHECK(error == "No such file or directory");
}

TEST_CASE("sha256: an InputStream hashes nothing unless asked") {
  const cli_test::TempDir dir;
  const std::string path = dir.write("f.txt", "abc\n");
  input::InputStream stream;
  REQUIRE_FALSE(stream.open(path));
  char buffer[16];
  CHECK(stream.read(buffer, sizeof buffer).value_or(0) == 4);
  CHECK_FALSE(stream.whole_digest());
}

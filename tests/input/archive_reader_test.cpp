// input::read_members (input/archive_reader.h) over archives made in the
// test with libarchive's write API: which members are read, in which order,
// under which names; damage, nesting, bombs and hostile names. The commands
// over the same are in tests/cli/archives_test.cpp.
#include "input/archive_reader.h"

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "input/member_name.h"
#include "input/packing.h"
#include "tests/support/archive_write.h"

using archive_test::Container;
using archive_test::EntryType;
using archive_test::make_archive;
using archive_test::Member;

namespace {

// What read_members passed on: each member's name and bytes, and each
// unreadable part's name and reason, in order.
struct Walked {
  std::vector<std::pair<std::string, std::string>> members;
  std::vector<std::pair<std::string, std::string>> unreadable;

  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& [name, bytes] : members) out.push_back(name);
    return out;
  }
};

Walked walk(const std::string& bytes, const std::string& name, const input::ArchiveLimits& limits = {},
            bool sized = true) {
  Walked walked;
  input::MemberCallbacks callbacks;
  callbacks.member = [&](const std::string& member, input::ByteSource& source) {
    std::string text;
    char buffer[4096];
    for (;;) {
      const std::optional<std::size_t> n = source.read(buffer, sizeof buffer);
      if (!n) break;
      text.append(buffer, *n);
      if (*n < sizeof buffer) break;
    }
    walked.members.emplace_back(member, std::move(text));
    return true;
  };
  callbacks.unreadable = [&](const std::string& what, const std::string& reason) {
    walked.unreadable.emplace_back(what, reason);
  };
  input::MemoryBytes source(bytes, sized);
  CHECK(input::read_members(source, name, callbacks, limits));
  return walked;
}

const std::vector<Member> kFolder{
    {"tables/", "", EntryType::kDirectory},
    {"tables/a.txt", "hand a\n"},
    {"tables/.hidden.txt", "hidden\n"},
    {"tables/b.txt", "hand b\n"},
    {"__MACOSX/tables/._b.txt", "resource fork\n"},
    {"tables/link.txt", "a.txt", EntryType::kSymlink},
    {"c.txt", "hand c\n"},
};

}  // namespace

TEST_CASE("packing is told by the first bytes, not the name") {
  const std::string tar_head = std::string(257, 'x') + "ustar";
  const struct {
    std::string head;
    input::Packing packing;
  } cases[] = {
      {std::string("\x1f\x8b\x08\x00", 4), input::Packing::kGzip},
      {std::string("BZh91AY&SY\x00", 11), input::Packing::kBzip2},
      {"BZh9 is how this text starts", input::Packing::kNone},
      {std::string("\xfd" "7zXZ\x00\x00", 7), input::Packing::kXz},
      {std::string("\x28\xb5\x2f\xfd\x00", 5), input::Packing::kZstd},
      {"PK\x03\x04rest", input::Packing::kZip},
      {"PK\x05\x06rest", input::Packing::kZip},
      {tar_head, input::Packing::kTar},
      {"7z\xbc\xaf\x27\x1c", input::Packing::k7Zip},
      {"Rar!\x1a\x07\x01", input::Packing::kRar},
      {"PokerStars Hand #1: Hold'em", input::Packing::kNone},
      {"PK is not enough", input::Packing::kNone},
      {"", input::Packing::kNone},
  };
  for (const auto& c : cases) {
    CAPTURE(c.head);
    CHECK(input::sniff_packing(c.head) == c.packing);
  }
}

TEST_CASE("member names: hidden components, and what a terminal is shown") {
  CHECK(input::member_is_hidden(".a.txt"));
  CHECK(input::member_is_hidden("dir/.git/config"));
  CHECK(input::member_is_hidden("__MACOSX/._a.txt"));
  CHECK_FALSE(input::member_is_hidden("./dir/a.txt"));
  CHECK_FALSE(input::member_is_hidden("../a.txt"));
  CHECK_FALSE(input::member_is_hidden("dir/a.b.txt"));

  CHECK(input::member_display_name("./tables/t1.txt") == "tables/t1.txt");
  CHECK(input::member_display_name("../../etc/passwd") == "../../etc/passwd");
  CHECK(input::member_display_name("a\x1b[2Jb.txt") == "a\\x1b[2Jb.txt");
  CHECK(input::member_display_name("line\nbreak\r.txt") == "line\\x0abreak\\x0d.txt");
  CHECK(input::member_display_name("bad\xff\xfe.txt") == "bad\\xff\\xfe.txt");
  CHECK(input::member_display_name("c1\xc2\x9b" "31m.txt") == "c1\\u009b31m.txt");
  CHECK(input::member_display_name("caf\xc3\xa9.txt") == "caf\xc3\xa9.txt");
  CHECK(input::member_display_name("") == "?");
  CHECK(input::member_full_name("night.zip", "t/1.txt") == "night.zip:t/1.txt");
}

TEST_CASE("a plain file is one member under its own name, its bytes as they are") {
  const std::string text = "PokerStars Hand #1: ...\nline two\n";
  for (const bool sized : {true, false}) {
    const Walked walked = walk(text, "hands.txt", {}, sized);
    REQUIRE(walked.members.size() == 1);
    CHECK(walked.members[0].first == "hands.txt");
    CHECK(walked.members[0].second == text);
    CHECK(walked.unreadable.empty());
  }
}

TEST_CASE("every container: regular members in archive order, hidden, directories and links skipped") {
  for (const Container container :
       {Container::kZip, Container::kTar, Container::kTarGz, Container::kTarBz2, Container::kTarXz,
        Container::kTarZstd}) {
    CAPTURE(static_cast<int>(container));
    const std::string bytes = make_archive(container, kFolder);
    for (const bool sized : {true, false}) {
      CAPTURE(sized);
      const Walked walked = walk(bytes, "night.bin", {}, sized);
      std::vector<std::string> expected{"night.bin:tables/a.txt", "night.bin:tables/b.txt", "night.bin:c.txt"};
      // A zip from a pipe is read by its local headers, which do not tell a
      // link from a file: the link is read, as the file of its target's name.
      if (container == Container::kZip && !sized) expected.insert(expected.begin() + 2, "night.bin:tables/link.txt");
      CHECK(walked.names() == expected);
      CHECK(walked.members[1].second == "hand b\n");
      CHECK(walked.unreadable.empty());
    }
  }
}

TEST_CASE("a compressed stream is the file it holds, under the input's name") {
  const std::string text = "hand one\nhand two\n";
  for (const Container container : {Container::kGzip, Container::kXz}) {
    const Walked walked = walk(make_archive(container, {{"ignored", text}}), "hands.txt.gz");
    REQUIRE(walked.members.size() == 1);
    CHECK(walked.members[0].first == "hands.txt.gz");
    CHECK(walked.members[0].second == text);
    CHECK(walked.unreadable.empty());
  }
}

TEST_CASE("archives inside archives are opened 3 deep, a deeper one is reported") {
  const std::string gz = make_archive(Container::kGzip, {{"x", "inner text\n"}});
  const std::string tgz = make_archive(Container::kTarGz, {{"t.txt.gz", gz}, {"plain.txt", "plain\n"}});
  const std::string zip = make_archive(Container::kZip, {{"first.txt", "first\n"}, {"inner.tgz", tgz}});
  const Walked three = walk(zip, "night.zip");
  CHECK(three.names() == std::vector<std::string>{"night.zip:first.txt", "night.zip:inner.tgz:t.txt.gz",
                                                  "night.zip:inner.tgz:plain.txt"});
  REQUIRE(three.members.size() == 3);
  CHECK(three.members[1].second == "inner text\n");
  CHECK(three.unreadable.empty());

  // One more level: the .gz is then the fourth archive.
  const std::string outer = make_archive(Container::kTar, {{"night.zip", zip}, {"after.txt", "after\n"}});
  const Walked four = walk(outer, "all.tar");
  CHECK(four.names() == std::vector<std::string>{"all.tar:night.zip:first.txt", "all.tar:night.zip:inner.tgz:plain.txt",
                                                 "all.tar:after.txt"});
  REQUIRE(four.unreadable.size() == 1);
  CHECK(four.unreadable[0].first == "all.tar:night.zip:inner.tgz:t.txt.gz");
  CHECK(four.unreadable[0].second == "gzip inside 3 archives: not opened (archives are opened 3 deep)");
}

TEST_CASE("a truncated tar.gz: the members before the cut are read, the cut one up to the cut, then reported") {
  std::string big;
  for (int i = 0; big.size() < 200000; ++i) big += "line " + std::to_string(i * 7919 % 100003) + " of the hand\n";
  const std::string bytes = make_archive(Container::kTarGz, {{"a.txt", "hand a\n"}, {"b.txt", big}, {"c.txt", "c\n"}});
  const Walked walked = walk(bytes.substr(0, bytes.size() / 2), "night.tgz");
  REQUIRE(walked.members.size() == 2);
  CHECK(walked.members[0].second == "hand a\n");
  CHECK(walked.members[1].first == "night.tgz:b.txt");
  CHECK(!walked.members[1].second.empty());
  CHECK(walked.members[1].second.size() < big.size());
  CHECK(big.starts_with(walked.members[1].second));
  // The tar ends inside the member, because the gzip stream ends early.
  CHECK(walked.unreadable == std::vector<std::pair<std::string, std::string>>{
                                 {"night.tgz:b.txt", "Truncated tar archive"},
                                 {"night.tgz", "truncated gzip input"}});
}

TEST_CASE("a zip cut between members, and junk behind a gzip magic number, name the archive") {
  const std::string zip = make_archive(Container::kZip, {{"a.txt", "hand a\n"}, {"b.txt", "hand b\n"}});
  const std::size_t second = zip.find("PK\x03\x04", 4);
  REQUIRE(second != std::string::npos);
  const Walked cut = walk(zip.substr(0, second + 10), "night.zip");
  CHECK(cut.names() == std::vector<std::string>{"night.zip:a.txt"});
  REQUIRE(cut.unreadable.size() == 1);
  CHECK(cut.unreadable[0].first == "night.zip");
  CHECK(cut.unreadable[0].second.find("(after a.txt)") != std::string::npos);

  const Walked junk = walk(std::string("\x1f\x8b\x08junk that is not deflate at all", 35), "hands.txt");
  CHECK(junk.members.empty());
  REQUIRE(junk.unreadable.size() == 1);
  CHECK(junk.unreadable[0].first == "hands.txt");
}

TEST_CASE("a corrupt member of a zip is reported, the next ones are still read") {
  // libarchive stops at corrupt deflate data; a zip in a file is opened
  // again past the member, its place told by the central directory.
  std::string a;
  for (int i = 0; a.size() < 20000; ++i) a += "row " + std::to_string(i * 31 % 977) + "\n";
  std::string zip = make_archive(Container::kZip, {{"a.txt", a}, {"b.txt", "hand b\n"}});
  // Inside a.txt's deflate data: its local header is 30 bytes plus the name.
  for (std::size_t i = 60; i < 90; ++i) zip[i] = static_cast<char>(zip[i] ^ 0x5a);
  const Walked walked = walk(zip, "night.zip");
  REQUIRE(!walked.unreadable.empty());
  CHECK(walked.unreadable[0].first == "night.zip:a.txt");
  CHECK(walked.names().back() == "night.zip:b.txt");
  CHECK(walked.members.back().second == "hand b\n");
}

TEST_CASE("a bad CRC and a damaged tar header: reported, the member's bytes and the next members read") {
  const std::string a(5000, 'a');
  std::string zip =
      make_archive(Container::kZip, {{"a.txt", a}, {"b.txt", "hand b\n"}}, "zip:compression=store");
  zip[100] = static_cast<char>(zip[100] ^ 1);  // inside a.txt's stored bytes
  const Walked crc = walk(zip, "crc.zip");
  CHECK(crc.names() == std::vector<std::string>{"crc.zip:a.txt", "crc.zip:b.txt"});
  REQUIRE(crc.members.size() == 2);
  CHECK(crc.members[0].second.size() == a.size());
  REQUIRE(crc.unreadable.size() == 1);
  CHECK(crc.unreadable[0].first == "crc.zip:a.txt");
  CHECK(crc.unreadable[0].second.starts_with("ZIP bad CRC"));

  std::string tar = make_archive(Container::kTar, {{"a.txt", "aaa\n"}, {"b.txt", "bbb\n"}, {"c.txt", "ccc\n"}});
  for (std::size_t i = 1024; i < 1124; ++i) tar[i] = static_cast<char>(tar[i] ^ 0x55);  // b.txt's header
  const Walked damaged = walk(tar, "night.tar");
  CHECK(damaged.names() == std::vector<std::string>{"night.tar:a.txt", "night.tar:c.txt"});
  CHECK(damaged.unreadable ==
        std::vector<std::pair<std::string, std::string>>{{"night.tar", "Damaged tar archive (after a.txt)"}});
}

TEST_CASE("an empty zip and an empty file hold nothing to report") {
  CHECK(walk(make_archive(Container::kZip, {}), "empty.zip").members.empty());
  CHECK(walk(make_archive(Container::kZip, {}), "empty.zip").unreadable.empty());
  const Walked empty = walk("", "empty.txt");
  REQUIRE(empty.members.size() == 1);
  CHECK(empty.members[0].second.empty());
}

TEST_CASE("encrypted zip members are reported and skipped, each") {
  // libarchive's writer encrypts every member once given a passphrase.
  const std::string zip = make_archive(Container::kZip, {{"secret.txt", "hand s\n"}, {"also.txt", "hand o\n"}},
                                       "zip:encryption=zipcrypt", "pass");
  const Walked walked = walk(zip, "secret.zip");
  CHECK(walked.members.empty());
  CHECK(walked.unreadable == std::vector<std::pair<std::string, std::string>>{
                                 {"secret.zip:secret.txt", "encrypted: not read"},
                                 {"secret.zip:also.txt", "encrypted: not read"}});
}

TEST_CASE("a decompression bomb is stopped, what came before still counts") {
  // Limits lowered, so that small archives cross them.
  input::ArchiveLimits limits;
  limits.bomb_bytes = std::size_t{1} << 20;
  limits.bomb_ratio = 100;
  // Not zeros: 512 zero bytes are a tar's end, and libarchive would read
  // a compressed stream of zeros as an empty tar (nothing to stop).
  const std::string same(std::size_t{8} << 20, 'x');
  const std::string tgz = make_archive(Container::kTarGz, {{"a.txt", "hand a\n"}, {"bomb.txt", same}, {"c.txt", "c\n"}});
  const Walked walked = walk(tgz, "night.tgz", limits);
  CHECK(walked.names() == std::vector<std::string>{"night.tgz:a.txt", "night.tgz:bomb.txt"});
  REQUIRE(walked.members.size() == 2);
  // The gzip stream is stopped as it passes the limit; the tar reader had
  // read ahead of the member, whose end it then misses.
  CHECK(walked.members[1].second.size() <= limits.bomb_bytes);
  CHECK(walked.members[1].second.size() > limits.bomb_bytes / 2);
  REQUIRE(walked.unreadable.size() == 2);
  CHECK(walked.unreadable[0] == std::pair<std::string, std::string>{"night.tgz:bomb.txt", "Truncated tar archive"});
  CHECK(walked.unreadable[1] ==
        std::pair<std::string, std::string>{
            "night.tgz", "stopped after 1 MiB: it expands more than 100 times over (a decompression bomb?)"});

  // A bomb member of a zip (each member compressed apart) is stopped as a
  // member, with the rest of its archive.
  const std::string zip = make_archive(Container::kZip, {{"bomb.txt", same}, {"c.txt", "c\n"}});
  const Walked in_zip = walk(zip, "night.zip", limits);
  CHECK(in_zip.names() == std::vector<std::string>{"night.zip:bomb.txt"});
  REQUIRE(in_zip.unreadable.size() == 1);
  CHECK(in_zip.unreadable[0].first == "night.zip:bomb.txt");
  CAPTURE(in_zip.unreadable[0].second);
  CHECK(in_zip.unreadable[0].second.ends_with("(a decompression bomb?); nothing after it in night.zip is read"));

  // Nested bombs: each archive small, together far beyond the limit.
  const std::string gz = make_archive(Container::kGzip, {{"x", std::string(std::size_t{600} << 10, 'x')}});
  std::vector<Member> many;
  for (int i = 0; i < 8; ++i) many.push_back({"part" + std::to_string(i) + ".gz", gz});
  const Walked nested = walk(make_archive(Container::kZip, many), "nested.zip", limits);
  CHECK(nested.members.size() < 4);
  REQUIRE(nested.unreadable.size() == 1);
  CHECK(nested.unreadable[0].second.find("nested.zip expands more than 100 times over") != std::string::npos);
}

TEST_CASE("a bomb at the real limits: a zstd stream of 1.1 GiB of one byte stops at 1 GiB") {
  constexpr std::int64_t kSize = (std::int64_t{11} << 30) / 10;
  const std::string zst = archive_test::make_streamed_archive(
      Container::kZstd, "same", kSize, [&](const std::function<void(std::string_view)>& write) {
        const std::string chunk(std::size_t{1} << 20, 'x');
        for (std::int64_t left = kSize; left > 0; left -= static_cast<std::int64_t>(chunk.size()))
          write(std::string_view(chunk).substr(0, static_cast<std::size_t>(std::min<std::int64_t>(left, 1 << 20))));
      });
  // zstd packs it about 30,000 times: far past the 1000 of the limit.
  CHECK(zst.size() < (std::size_t{1} << 20));
  std::uint64_t read = 0;
  std::vector<std::string> reasons;
  input::MemberCallbacks callbacks;
  callbacks.member = [&](const std::string&, input::ByteSource& source) {
    std::vector<char> buffer(std::size_t{1} << 20);
    for (std::optional<std::size_t> n; (n = source.read(buffer.data(), buffer.size())) && *n > 0;) read += *n;
    return true;
  };
  callbacks.unreadable = [&](const std::string&, const std::string& reason) { reasons.push_back(reason); };
  input::MemoryBytes source(zst, true);
  input::read_members(source, "same.zst", callbacks);
  CHECK(read <= input::kBombBytes);
  CHECK(read > input::kBombBytes - (std::uint64_t{2} << 20));
  REQUIRE(reasons.size() == 1);
  CAPTURE(reasons[0]);
  CHECK(reasons[0].starts_with("stopped after 102"));  // MiB: the block past 1 GiB is counted, not given
  CHECK(reasons[0].ends_with(" MiB: it expands more than 1000 times over (a decompression bomb?)"));
}

TEST_CASE("7-Zip and RAR are recognised and reported, not read as text") {
  const Walked walked = walk("7z\xbc\xaf\x27\x1c and more", "night.7z");
  CHECK(walked.members.empty());
  REQUIRE(walked.unreadable.size() == 1);
  CHECK(walked.unreadable[0].second == "a 7-Zip archive: not read (handaudit reads zip, tar, gzip, bzip2, xz and zstd)");
}

TEST_CASE("a hostile member name is shown escaped, and nothing is written anywhere") {
  const std::string zip = make_archive(Container::kZip, {{"../../\x1b[2Jevil\n.txt", "hand e\n"}});
  const Walked walked = walk(zip, "evil.zip");
  CHECK(walked.names() == std::vector<std::string>{"evil.zip:../../\\x1b[2Jevil\\x0a.txt"});
}

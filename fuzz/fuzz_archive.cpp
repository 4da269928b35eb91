// libFuzzer target: any bytes -> input::read_members (input/archive_reader.h),
// as a file and as a pipe, with the bomb limit lowered to 4 MiB so that
// every run stays small.
//
// Invariants checked (any failure aborts, so libFuzzer keeps the input):
//   names      every member is named "in" (a plain file or a compressed
//              stream) or "in:..." (an archive's member), and carries no
//              control character (member_display_name escapes them);
//   ends       each member's reads end (a short read), the whole input is
//              walked once, and nothing is given past the bomb limit (plus
//              one read of libarchive's);
//   plain      bytes that are not packed come out as they are, as one member.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_support.h"
#include "input/archive_reader.h"
#include "input/packing.h"

namespace {

constexpr std::uint64_t kLimit = std::uint64_t{4} << 20;

bool has_control(std::string_view name) {
  for (const char c : name)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return true;
  return false;
}

void walk(std::string_view bytes, bool sized) {
  input::ArchiveLimits limits;
  limits.bomb_bytes = kLimit;
  std::uint64_t given = 0;
  int members = 0;
  std::string first;
  input::MemberCallbacks callbacks;
  callbacks.member = [&](const std::string& name, input::ByteSource& source) {
    FUZZ_CHECK(name == "in" || name.starts_with("in:"), name);
    FUZZ_CHECK(!has_control(name), name);
    ++members;
    std::vector<char> buffer(std::size_t{1} << 16);
    for (;;) {
      const std::optional<std::size_t> n = source.read(buffer.data(), buffer.size());
      if (!n) break;
      given += *n;
      if (members == 1 && first.size() < bytes.size() + 1) first.append(buffer.data(), std::min(*n, bytes.size() + 1));
      if (*n < buffer.size()) break;
    }
    return true;
  };
  callbacks.unreadable = [&](const std::string& name, const std::string&) {
    FUZZ_CHECK(name == "in" || name.starts_with("in:"), name);
    FUZZ_CHECK(!has_control(name), name);
  };
  input::MemoryBytes source(bytes, sized);
  FUZZ_CHECK(input::read_members(source, "in", callbacks, limits), "a stop no callback asked for");
  // The bomb check comes after a read of at most kArchiveReadBytes-sized
  // pieces: one member's worth of reads past the limit at most.
  FUZZ_CHECK(given <= kLimit + (std::uint64_t{4} << 20), std::to_string(given));
  if (input::sniff_packing(bytes.substr(0, input::kSniffBytes)) == input::Packing::kNone) {
    FUZZ_CHECK(members == 1, std::to_string(members));
    FUZZ_CHECK(first == bytes, "a plain input changed");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  walk(bytes, true);
  walk(bytes, false);
  return 0;
}

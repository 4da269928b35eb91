// read_members: an input as the files it holds. A plain file is itself; a
// compressed stream (gzip, bzip2, xz, zstd) is the file inside it, under the
// input's own name; an archive (zip, tar, or a compressed tar) is its
// regular members in the archive's order, each named
// "archive:member/path", archives inside it opened in turn. What it is is
// told by its first bytes, never by its name. Streaming: a member is read
// from libarchive's blocks as it is decompressed, nothing is written to
// disk, memory does not grow with the input. docs/archives.md.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "input/byte_source.h"

namespace input {

// Archives opened inside one another, the outermost counted: a .gz in a
// .zip in a .tar is 3 deep. A deeper one is reported, not read.
inline constexpr int kMaxArchiveDepth = 3;
// Decompression bombs. A member (or a compressed stream) that has given
// more than kBombBytes and more than kBombRatio times the compressed bytes
// read for it is stopped, and so is the rest of its archive; so is a whole
// input whose text passes both against its size (nested bombs). Real hand
// histories compress 8 to 13 times, one table's log written over and over
// (the benchmarks' inputs) up to 850 times with xz; a bomb of one repeated
// byte packs 1,028 times with deflate (so it is stopped a little past
// 1 GiB: read ahead, the compressed bytes are counted early), 800,000
// with bzip2, 30,000 with zstd (docs/archives.md).
inline constexpr std::uint64_t kBombBytes = std::uint64_t{1} << 30;
inline constexpr std::uint64_t kBombRatio = 1000;

struct ArchiveLimits {
  int max_depth = kMaxArchiveDepth;
  std::uint64_t bomb_bytes = kBombBytes;
  std::uint64_t bomb_ratio = kBombRatio;
};

struct MemberCallbacks {
  // A file to read as text, named as reports name it (the input's own name,
  // or "archive:member"): read `bytes` to their end. A member cut short by
  // damage ends where the damage starts (as a file cut short would), and is
  // then reported to `unreadable`. Returns false to stop reading everything
  // (the output has failed).
  std::function<bool(const std::string& name, ByteSource& bytes)> member;
  // An input, archive or member that could not be read, or not to its end:
  // its name and the reason (libarchive's, or handaudit's limit).
  std::function<void(const std::string& name, const std::string& reason)> unreadable;
};

// Reads `source`, named `name`, to its end, passing each file it holds to
// `callbacks.member` in order. Returns false when a member callback asked
// to stop.
bool read_members(ByteSource& source, const std::string& name, const MemberCallbacks& callbacks,
                  const ArchiveLimits& limits = {});

}  // namespace input

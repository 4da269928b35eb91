// Expansion of the PATH arguments of a command into the files to read, and
// whole-file reading. INTERFACE.md: a PATH is a file, a directory (read
// recursively, every regular file, hidden entries skipped) or "-" for
// standard input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "input/byte_source.h"
#include "input/sha256.h"

namespace input {

inline constexpr const char* kStdinPath = "-";

// One input to read, or one that failed before it could be read (a missing
// path, an unreadable directory). `path` is as the user would name it: the
// argument itself, or the argument joined with the names below it.
struct InputEntry {
  std::string path;
  std::string error;  // empty: readable so far; else strerror-style reason

  bool failed() const { return !error.empty(); }
};

// Expands `args` in order. A directory contributes its regular files (at any
// depth, following no directory symlinks) sorted by path, so the order does
// not depend on the file system. Files or directories whose name starts with
// '.' are skipped below a directory argument, but a hidden path named
// explicitly is read. Anything else named explicitly (a FIFO, /dev/stdin) is
// passed through and read as a stream.
std::vector<InputEntry> expand_inputs(const std::vector<std::string>& args);

// The threads worth starting for `args` when the user gave no --jobs:
// `jobs`, or 1 when every argument is a regular file and together they hold
// less than kSmallInputBytes. On a small input a second thread costs more
// than it gives: starting it (0.7 ms on the project's machine, a fifth of
// auditing one hand) and warming its caches and memory. Directories,
// standard input, archives and compressed files (which may hold far more
// text than their size), no argument and anything else keep `jobs`.
inline constexpr std::uintmax_t kSmallInputBytes = 1 << 20;
unsigned jobs_worth_starting(const std::vector<std::string>& args, unsigned jobs);

// A file (or "-": standard input) read in pieces, so that inputs of any size
// stream through in constant memory.
class InputStream final : public ByteSource {
 public:
  InputStream() = default;
  InputStream(const InputStream&) = delete;
  InputStream& operator=(const InputStream&) = delete;
  ~InputStream() override;

  // nullopt on success, else the reason (strerror text).
  std::optional<std::string> open(const std::string& path);
  std::optional<std::size_t> read(char* buf, std::size_t size) override;
  std::optional<std::size_t> remaining() const override;
  std::optional<std::string> error() const override { return error_; }
  // A regular file seeks; a pipe or a terminal does not.
  std::optional<std::int64_t> seek(std::int64_t offset, int whence) override;
  bool can_seek() const override { return size_.has_value(); }

  // Whether read() hashes what it reads (off by default), for whole_digest().
  void set_hashing(bool on) { hashing_ = on; }

  // The size and SHA-256 of the whole input, for the report's provenance.
  // The bytes are hashed as they are read; what was not read yet is read
  // now, and a file read out of order (an archive whose index is at its
  // end) is hashed again from its start. nullopt on a read error, or for
  // standard input or a pipe left before its end (its bytes cannot be had),
  // or when hashing was off.
  std::optional<FileDigest> whole_digest();

 private:
  int fd_ = -1;
  bool owned_ = false;
  std::optional<std::size_t> size_;  // a regular file's size when opened
  std::size_t read_ = 0;             // the position: bytes read (or sought) so far
  std::optional<std::string> error_;
  Sha256 hash_;             // of the bytes read, while in order
  std::uint64_t hashed_ = 0;
  bool hashing_ = false;
  bool in_order_ = true;    // no seek yet: hash_ holds every byte before the position
  bool at_end_ = false;     // a read came back short: the input has ended
};

// Reads the whole of `path` ("-" = standard input) into `out`. Returns the
// reason on failure (nullopt on success); `out` is then unspecified.
std::optional<std::string> read_whole_file(const std::string& path, std::string& out);

}  // namespace input

// Inputs read a second time. The html report's links across hands need the
// hands they name, and those are known only once the whole input is
// audited (api/auditor.cpp, read_named_hands): a file is opened again, but
// standard input from a pipe is gone once read, and a file followed may
// have grown, been truncated or replaced since. So:
//   - Spool: a copy on disk of a stream taken as it is read, readable again
//     from its start (SpoolingSource takes it);
//   - PrefixSource: the first bytes of a source only, what a followed file
//     held when it was audited (same_prefix checks it still does).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "input/byte_source.h"

namespace input {

// An unnamed temporary file in $TMPDIR (else /tmp), gone from the file
// system as soon as it is made and gone for good with the Spool. It is made
// at the first append(); a failed write (a full disk) drops the copy.
class Spool {
 public:
  Spool() = default;
  Spool(const Spool&) = delete;
  Spool& operator=(const Spool&) = delete;
  ~Spool();

  void append(std::string_view bytes);
  // Whether anything was appended, kept or not.
  bool taken() const { return taken_; }
  // Whether every byte appended is in the copy.
  bool good() const { return taken_ && fd_ >= 0; }
  std::uint64_t size() const { return size_; }
  // The copy from its start, read as a regular file (its size told,
  // seekable), while the Spool lives; nullptr when !good().
  std::unique_ptr<ByteSource> reader() const;

 private:
  int fd_ = -1;
  bool taken_ = false;
  std::uint64_t size_ = 0;
};

// `inner` read through, every byte read appended to `copy`. It does not
// seek (a copy is taken in order); `inner`'s size is told.
class SpoolingSource final : public ByteSource {
 public:
  SpoolingSource(ByteSource& inner, Spool& copy) : inner_(inner), copy_(copy) {}

  std::optional<std::size_t> read(char* buf, std::size_t size) override;
  std::optional<std::size_t> remaining() const override { return inner_.remaining(); }
  std::optional<std::string> error() const override { return inner_.error(); }

 private:
  ByteSource& inner_;
  Spool& copy_;
};

// The first `limit` bytes of `inner` (positioned at its start), read as a
// pipe: it does not seek, as a limit past a seek would mean nothing.
class PrefixSource final : public ByteSource {
 public:
  PrefixSource(ByteSource& inner, std::uint64_t limit) : inner_(inner), left_(limit) {}

  std::optional<std::size_t> read(char* buf, std::size_t size) override;
  std::optional<std::size_t> remaining() const override { return static_cast<std::size_t>(left_); }
  std::optional<std::string> error() const override { return inner_.error(); }

 private:
  ByteSource& inner_;
  std::uint64_t left_;
};

// Whether the first `bytes` bytes of `source` (read from where it is) have
// the SHA-256 `digest` (hex); false on a read error or when it is shorter.
bool same_prefix(ByteSource& source, std::uint64_t bytes, std::string_view digest);

}  // namespace input

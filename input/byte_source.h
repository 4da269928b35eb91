// ByteSource: where streamed input comes from. InputStream (input/inputs.h)
// reads files and standard input; MemoryBytes, memory (tests, the fuzzer).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace input {

class ByteSource {
 public:
  virtual ~ByteSource() = default;

  // Reads into `buf` until `size` bytes or the end of the input: fewer than
  // `size` only at the end. nullopt on a read error (see error()).
  virtual std::optional<std::size_t> read(char* buf, std::size_t size) = 0;
  // Bytes left before the end when known (a regular file: as of its size
  // when opened; it may have grown since), else nullopt.
  virtual std::optional<std::size_t> remaining() const { return std::nullopt; }
  // The reason of the last failed read (strerror text).
  virtual std::optional<std::string> error() const = 0;
  // Moves to `offset` bytes from the start (whence SEEK_SET), the current
  // position (SEEK_CUR) or the end (SEEK_END), as lseek(2) does, for the
  // readers of archives whose index is at their end (zip). Returns the new
  // position from the start; nullopt when the source cannot seek (a pipe,
  // a member of another archive) or the offset is outside it.
  virtual std::optional<std::int64_t> seek(std::int64_t /*offset*/, int /*whence*/) { return std::nullopt; }
  virtual bool can_seek() const { return false; }
};

// Bytes in memory, read as a regular file (its size told) or, with
// `sized` false, as a pipe. The bytes must outlive it.
class MemoryBytes final : public ByteSource {
 public:
  MemoryBytes(std::string_view bytes, bool sized) : bytes_(bytes), sized_(sized) {}

  std::optional<std::size_t> read(char* buf, std::size_t size) override {
    const std::size_t n = std::min(size, bytes_.size() - at_);
    std::copy_n(bytes_.data() + at_, n, buf);
    at_ += n;
    ++reads_;
    return n;
  }
  std::optional<std::size_t> remaining() const override {
    if (!sized_) return std::nullopt;
    return bytes_.size() - at_;
  }
  std::optional<std::string> error() const override { return std::nullopt; }
  std::optional<std::int64_t> seek(std::int64_t offset, int whence) override {
    if (!sized_) return std::nullopt;
    const auto size = static_cast<std::int64_t>(bytes_.size());
    const std::int64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? static_cast<std::int64_t>(at_) : size;
    if (base + offset < 0 || base + offset > size) return std::nullopt;
    at_ = static_cast<std::size_t>(base + offset);
    return base + offset;
  }
  bool can_seek() const override { return sized_; }
  int reads() const { return reads_; }

 private:
  std::string_view bytes_;
  bool sized_;
  std::size_t at_ = 0;
  int reads_ = 0;
};

}  // namespace input

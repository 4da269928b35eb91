// HeadSource: a ByteSource whose first bytes are read ahead to tell what it
// holds (input/packing.h), then read again by whoever reads it: the bytes
// are given back first, the rest comes from the source. It also keeps the
// source's first read error, so that whoever hands the source on can report
// it after the reader is done.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "input/byte_source.h"

namespace input {

class HeadSource final : public ByteSource {
 public:
  // Reads up to `head_bytes` of `source` at once.
  HeadSource(ByteSource& source, std::size_t head_bytes);

  // The bytes read ahead (fewer than asked at the end of the source or at a
  // read error).
  std::string_view head() const { return head_; }

  std::optional<std::size_t> read(char* buf, std::size_t size) override;
  std::optional<std::size_t> remaining() const override;
  std::optional<std::string> error() const override { return error_; }
  // Seeks the source; the bytes read ahead are then behind.
  std::optional<std::int64_t> seek(std::int64_t offset, int whence) override;
  bool can_seek() const override { return source_.can_seek(); }

 private:
  ByteSource& source_;
  std::string head_;
  std::size_t head_at_ = 0;  // bytes of head_ given back so far
  bool head_failed_ = false;   // the read ahead failed: reported after its bytes
  bool source_ended_ = false;  // the read ahead met the end (or failed)
  std::size_t given_ = 0;  // the position: bytes given (or sought) so far
  std::optional<std::string> error_;
};

}  // namespace input

// GzipSource: the bytes of a gzip stream (RFC 1952), inflated with zlib as
// they are read. Concatenated streams are read as one (as gzip -d does);
// bytes after the last stream that start no other are ignored (tape
// padding). Damage ends the bytes where it starts, so that everything
// before a cut is still read, and is kept in error(): libarchive's gzip
// filter would drop the block of up to 64 KiB it was filling.
#pragma once

#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "input/byte_source.h"

namespace input {

class GzipSource final : public ByteSource {
 public:
  // Asked after each inflate with the bytes given so far and the
  // compressed bytes inflated so far; the reason to stop (a decompression
  // bomb), if any.
  using Check = std::function<std::optional<std::string>(std::uint64_t out, std::uint64_t in)>;

  GzipSource(ByteSource& source, Check check);
  GzipSource(const GzipSource&) = delete;
  GzipSource& operator=(const GzipSource&) = delete;
  ~GzipSource() override;

  // Short reads only at the end, at damage or at a stop.
  std::optional<std::size_t> read(char* buf, std::size_t size) override;
  std::optional<std::string> error() const override { return error_; }

  // Compressed bytes read from the source so far.
  const std::uint64_t& raw() const { return raw_; }
  bool stopped() const { return stopped_; }

 private:
  // Refills the input; false at its end or on a read error.
  bool refill();
  // After a stream's end: true when another stream follows (then started).
  bool next_stream();
  void fail(std::string reason);

  ByteSource& source_;
  Check check_;
  z_stream zs_{};
  bool zs_ready_ = false;
  std::vector<unsigned char> in_;
  bool in_ended_ = false;  // the source has no more bytes
  std::uint64_t raw_ = 0;
  std::uint64_t out_ = 0;
  bool ended_ = false;
  bool stopped_ = false;  // by check_
  std::optional<std::string> error_;
};

}  // namespace input

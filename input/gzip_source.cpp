#include "input/gzip_source.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace input {

namespace {

// Compressed bytes per read of the source.
constexpr std::size_t kInflateInputBytes = std::size_t{128} << 10;
// zlib's window bits (15: the 32 KiB window every gzip writer may use) plus
// 16: a gzip header and trailer, not zlib's.
constexpr int kGzipWindowBits = 15 + 16;

}  // namespace

GzipSource::GzipSource(ByteSource& source, Check check)
    : source_(source), check_(std::move(check)), in_(kInflateInputBytes) {
  if (inflateInit2(&zs_, kGzipWindowBits) == Z_OK) {
    zs_ready_ = true;
  } else {
    fail("out of memory");
  }
}

GzipSource::~GzipSource() {
  if (zs_ready_) inflateEnd(&zs_);
}

void GzipSource::fail(std::string reason) {
  ended_ = true;
  if (!error_) error_ = std::move(reason);
}

bool GzipSource::refill() {
  if (in_ended_) return false;
  const std::optional<std::size_t> n = source_.read(reinterpret_cast<char*>(in_.data()), in_.size());
  if (!n) {
    in_ended_ = true;
    fail(source_.error().value_or("read error"));
    return false;
  }
  raw_ += *n;
  in_ended_ = *n < in_.size();
  zs_.next_in = in_.data();
  zs_.avail_in = static_cast<uInt>(*n);
  return *n > 0;
}

bool GzipSource::next_stream() {
  if (zs_.avail_in == 0 && !refill()) return false;
  // Another stream starts with the magic; anything else is padding.
  if (zs_.next_in[0] != 0x1f) return false;
  return inflateReset(&zs_) == Z_OK;
}

std::optional<std::size_t> GzipSource::read(char* buf, std::size_t size) {
  std::size_t got = 0;
  while (got < size && !ended_) {
    if (zs_.avail_in == 0 && !refill()) {
      if (!ended_) fail("truncated gzip input");  // the source ended inside a stream
      break;
    }
    const std::size_t room = std::min(size - got, std::size_t{std::numeric_limits<uInt>::max()});
    zs_.next_out = reinterpret_cast<Bytef*>(buf + got);
    zs_.avail_out = static_cast<uInt>(room);
    const int status = inflate(&zs_, Z_NO_FLUSH);
    const std::size_t added = room - zs_.avail_out;
    got += added;
    out_ += added;
    // The compressed bytes inflated so far, not those read ahead: a bomb's
    // ratio is measured as it is.
    if (auto stop = check_(out_, raw_ - zs_.avail_in)) {
      got -= added;  // the piece that passed the limit is not given
      stopped_ = true;
      fail(std::move(*stop));
      break;
    }
    if (status == Z_STREAM_END) {
      if (!next_stream()) ended_ = true;
      continue;
    }
    if (status != Z_OK && status != Z_BUF_ERROR) fail(zs_.msg != nullptr ? zs_.msg : "damaged gzip data");
  }
  return got;
}

}  // namespace input

#include "input/head_source.h"

#include <algorithm>
#include <cstdio>

namespace input {

HeadSource::HeadSource(ByteSource& source, std::size_t head_bytes) : source_(source), head_(head_bytes, '\0') {
  const std::optional<std::size_t> n = source_.read(head_.data(), head_.size());
  source_ended_ = !n || *n < head_bytes;
  head_.resize(n.value_or(0));
  if (!n) {
    head_failed_ = true;
    error_ = source_.error();
  }
}

std::optional<std::size_t> HeadSource::read(char* buf, std::size_t size) {
  const std::size_t from_head = std::min(size, head_.size() - head_at_);
  std::copy_n(head_.data() + head_at_, from_head, buf);
  head_at_ += from_head;
  std::size_t got = from_head;
  // A read ahead that failed is reported once its bytes are given; one
  // that met the end is not read past (a terminal would be read again).
  if (got < size && head_failed_) return std::nullopt;
  if (got < size && !source_ended_) {
    const std::optional<std::size_t> n = source_.read(buf + got, size - got);
    if (!n) {
      if (!error_) error_ = source_.error();
      return std::nullopt;
    }
    got += *n;
  }
  given_ += got;
  return got;
}

std::optional<std::int64_t> HeadSource::seek(std::int64_t offset, int whence) {
  // The source is ahead of what was given by the head not given yet: a
  // move from here is made a move from the start.
  if (whence == SEEK_CUR) {
    offset += static_cast<std::int64_t>(given_);
    whence = SEEK_SET;
  }
  const std::optional<std::int64_t> at = source_.seek(offset, whence);
  if (!at) return std::nullopt;
  head_at_ = head_.size();
  source_ended_ = false;
  given_ = static_cast<std::size_t>(*at);
  return at;
}

std::optional<std::size_t> HeadSource::remaining() const {
  const std::optional<std::size_t> left = source_.remaining();
  if (!left) return std::nullopt;
  return *left + (head_.size() - head_at_);
}

}  // namespace input

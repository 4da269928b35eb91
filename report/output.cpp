#include "report/output.h"

#include <cerrno>

namespace report {

bool Output::flush() {
  if (!file_) {
    if (!buffer_.empty() && error_ == 0 && !write_(buffer_)) error_ = EIO;
    buffer_.clear();
    return error_ == 0;
  }
  errno = 0;
  if (!buffer_.empty()) {
    const bool written = std::fwrite(buffer_.data(), 1, buffer_.size(), file_) == buffer_.size();
    if (!written && error_ == 0) error_ = errno != 0 ? errno : EIO;
    buffer_.clear();
  }
  if (std::fflush(file_) != 0 && error_ == 0) error_ = errno != 0 ? errno : EIO;
  return error_ == 0;
}

}  // namespace report

// Output: a buffered byte sink over a stdio stream or a function, for the
// report writers. Writers append to buffer() and call commit(); the buffer
// goes out in large blocks, so the hot path formats into memory without a
// call per field.
#pragma once

#include <cstdio>
#include <functional>
#include <string>
#include <string_view>

namespace report {

class Output {
 public:
  // Takes each block; false when it could not be written.
  using Write = std::function<bool(std::string_view)>;

  // `file` is not owned and must outlive this object.
  explicit Output(std::FILE* file) : file_(file) {}
  // Blocks go to `write` (a failure is recorded as EIO).
  explicit Output(Write write) : write_(std::move(write)) {}
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  ~Output() { flush(); }

  std::string& buffer() { return buffer_; }
  void append(std::string_view s) { buffer_.append(s); }

  // Writes the buffer out once it is large; call after each record.
  void commit() {
    if (buffer_.size() >= kFlushAt) flush();
  }

  // Writes everything and flushes the stream, if any. False once any write
  // failed.
  bool flush();

  bool failed() const { return error_ != 0; }
  // The errno of the first failed write, 0 if none.
  int error() const { return error_; }

 private:
  static constexpr std::size_t kFlushAt = 1 << 16;

  std::FILE* file_ = nullptr;
  Write write_;  // when there is no file
  std::string buffer_;
  int error_ = 0;
};

}  // namespace report

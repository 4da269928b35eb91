// Output: a buffered byte sink over a stdio stream, for the report writers.
// Writers append to buffer() and call commit(); the buffer goes out in large
// blocks, so the hot path formats into memory without a call per field.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace report {

class Output {
 public:
  // `file` is not owned and must outlive this object.
  explicit Output(std::FILE* file) : file_(file) {}
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  ~Output() { flush(); }

  std::string& buffer() { return buffer_; }
  void append(std::string_view s) { buffer_.append(s); }

  // Writes the buffer out once it is large; call after each record.
  void commit() {
    if (buffer_.size() >= kFlushAt) flush();
  }

  // Writes everything and flushes the stream. False once any write failed.
  bool flush();

  bool failed() const { return error_ != 0; }
  // The errno of the first failed write, 0 if none.
  int error() const { return error_; }
  std::FILE* file() const { return file_; }

 private:
  static constexpr std::size_t kFlushAt = 1 << 16;

  std::FILE* file_;
  std::string buffer_;
  int error_ = 0;
};

}  // namespace report

// SourceLines: line-number lookup over the decoded text of one input file, so
// that report writers can quote the line a finding points at.
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string_view>
#include <vector>

namespace input {

class SourceLines {
 public:
  // `text` must outlive this object.
  // `first_line` is the file line number of the text's first line (a block
  // of a streamed file starts mid-file).
  explicit SourceLines(std::string_view text, std::uint32_t first_line = 1)
      : text_(text), first_line_(first_line) {}

  // Line `number` (1-based) without its line end; empty when out of range.
  // LF, CRLF and CR all end a line, as in the parsers' line counting.
  // The index is built on the first call, once, whichever thread makes it:
  // the hands of one block are rendered on several threads at once.
  std::string_view line(std::uint32_t number) const;
  // The text the lines are of.
  std::string_view text() const { return text_; }
  // The file line number of the text's first line.
  std::uint32_t first_line() const { return first_line_; }

 private:
  void build_index() const;

  std::string_view text_;
  std::uint32_t first_line_ = 1;
  mutable std::vector<std::size_t> starts_;  // offset of each line's first byte
  mutable std::once_flag indexed_;
};

}  // namespace input

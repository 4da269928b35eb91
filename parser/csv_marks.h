// Where a CSV text's quotes and line breaks are, found 64 bytes at a time.
//
// A PokerNow row is a quoted entry with doubled quotes inside, then the
// `at` and `order` columns: cutting it needs each '"' and '\n' in turn.
// One std::string_view::find a byte to look for costs a memchr call for
// every doubled quote of a name (`""mochi @ TkNg6TEK0X""`) and every line;
// here one pass of vector compares (parser/lines.h's ScanWidth: AVX2, SSE2,
// or a byte at a time at kWord) turns 64 bytes into one bit mask of both,
// read a bit at a time.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "parser/lines.h"

namespace parser {

class CsvMarks {
 public:
  explicit CsvMarks(std::string_view text);

  // The first '"' or '\n' at or after `from`, or the text's size. Inline
  // while `from` is among the bytes loaded (a row's entry has a few quotes
  // and one line end: most calls).
  std::size_t next(std::size_t from) {
    const std::size_t k = from - base_;  // wraps when from < base_
    if (k < kSpan) {
      const std::uint64_t marks = marks_ >> k;
      if (marks != 0) return from + static_cast<std::size_t>(std::countr_zero(marks));
      from = base_ + kSpan;
    }
    return next_loading(from);
  }

  // The first '\n' at or after `from`, or the text's size.
  std::size_t next_break(std::size_t from) {
    std::size_t at = next(from);
    while (at != text_.size() && text_[at] != '\n') at = next(at + 1);
    return at;
  }

 private:
  static constexpr std::size_t kSpan = 64;  // bytes the mask describes

  std::size_t next_loading(std::size_t from);
  // Fills the mask of the 64 bytes from `at` (fewer at the text's end).
  void load(std::size_t at);

  std::string_view text_;
  ScanWidth width_;            // scan_width() when made
  std::size_t base_ = 0;       // offset of the bytes the mask describes
  std::uint64_t marks_ = 0;    // bit k: text_[base_ + k] is '"' or '\n'
};

}  // namespace parser

// parser/csv_marks.h: every '"' and '\n' found, from every start, whatever
// the scan width (vectors of 64 bytes, or a byte at a time), across the
// 64-byte steps and at the text's end.
#include "parser/csv_marks.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "parser/lines.h"

namespace {

// A text of `size` bytes drawn from `alphabet`.
std::string random_text(std::size_t size, std::string_view alphabet, std::uint32_t& state) {
  std::string s;
  for (std::size_t i = 0; i < size; ++i) {
    state = state * 1664525u + 1013904223u;
    s += alphabet[(state >> 16) % alphabet.size()];
  }
  return s;
}

}  // namespace

TEST_CASE("csv marks: the next quote or line break, at every scan width") {
  std::uint32_t state = 7;
  std::vector<std::string> texts = {"", "\"", "\n", std::string(64, '"'), std::string(200, 'x') + "\n"};
  for (std::size_t size = 1; size < 300; size += 5) texts.push_back(random_text(size, "ab\"\n,\r\xC3", state));
  texts.push_back(std::string(130, 'y') + "\"");  // a mark only in the last, short step
  const parser::ScanWidth widest = parser::scan_width();
  for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
    const parser::ScanWidth set = parser::set_scan_width(width);
    CAPTURE(static_cast<int>(set));
    for (const std::string& s : texts) {
      CAPTURE(s.size());
      // Forward from every start, as split_rows asks: one scanner for all.
      parser::CsvMarks marks(s);
      for (std::size_t from = 0; from <= s.size(); ++from) {
        const std::size_t either = s.find_first_of("\"\n", from);
        const std::size_t lf = s.find('\n', from);
        CHECK(marks.next(from) == (either == std::string::npos ? s.size() : either));
        CHECK(marks.next_break(from) == (lf == std::string::npos ? s.size() : lf));
      }
      // Backward too: a start before the bytes loaded last loads again.
      parser::CsvMarks back(s);
      for (std::size_t from = s.size() + 1; from-- > 0;) {
        const std::size_t either = s.find_first_of("\"\n", from);
        CHECK(back.next(from) == (either == std::string::npos ? s.size() : either));
      }
    }
  }
  parser::set_scan_width(widest);
}

// api::end_of_text: where a piece of an input ends (line and 1-based byte
// column just after its last character), as a damage report names it.
// The vector scans it uses must agree with counting one byte at a time, at
// every scan width, whatever the line ends and wherever they fall.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

#include "api/hand_stream.h"
#include "parser/lines.h"

namespace {

// The end, one byte at a time: LF, CRLF and CR each end a line.
engine::SourcePos end_by_bytes(std::string_view text, std::uint32_t first_line) {
  std::uint32_t line = first_line;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') continue;
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    ++line;
    line_start = i + 1;
  }
  return {line, static_cast<std::uint32_t>(text.size() - line_start + 1)};
}

std::string pos_text(engine::SourcePos p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

}  // namespace

TEST_CASE("end_of_text: the line and column just after a piece's last character") {
  CHECK(pos_text(api::end_of_text("", 1)) == "1:1");
  CHECK(pos_text(api::end_of_text("Seat 1", 1)) == "1:7");
  CHECK(pos_text(api::end_of_text("a\nbc", 10)) == "11:3");
  CHECK(pos_text(api::end_of_text("a\r\nbc\r\n", 1)) == "3:1");  // CRLF is one line end
  CHECK(pos_text(api::end_of_text("a\rb\r", 1)) == "3:1");      // so is a lone CR, last byte too
  CHECK(pos_text(api::end_of_text("a\n\nb", 1)) == "3:2");
}

TEST_CASE("end_of_text: the same as counting byte by byte, at every scan width") {
  std::mt19937 random(2026);
  const char alphabet[] = {'a', 'b', ' ', '\n', '\r'};
  const parser::ScanWidth widest = parser::scan_width();
  for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
    parser::set_scan_width(width);
    for (int n = 0; n < 400; ++n) {
      std::string text;
      const std::size_t size = random() % 200;
      for (std::size_t i = 0; i < size; ++i) text += alphabet[random() % 5];
      CAPTURE(text);
      CHECK(pos_text(api::end_of_text(text, 7)) == pos_text(end_by_bytes(text, 7)));
    }
  }
  parser::set_scan_width(widest);
}

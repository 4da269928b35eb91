#include "parser/lines.h"

#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace lines_test {

namespace {

using parser::Line;
using parser::Lines;

struct ExpectedLine {
  std::string_view text;
  std::uint32_t number;
  std::size_t offset;
  bool operator==(const ExpectedLine&) const = default;
};

std::vector<ExpectedLine> collect(std::string_view text, std::uint32_t first_number = 1, std::size_t first_offset = 0) {
  std::vector<ExpectedLine> out;
  for (const Line& line : Lines(text, first_number, first_offset)) out.push_back({line.text, line.number, line.offset});
  return out;
}

// Reference break count: one per "\r\n", "\n" or lone "\r".
std::size_t naive_breaks(std::string_view s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\n') ++n;
    if (s[i] == '\r' && !(i + 1 < s.size() && s[i + 1] == '\n')) ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("lines: LF, CRLF, CR-only and mixed numbering") {
  struct Case {
    std::string_view input;
    std::vector<ExpectedLine> lines;
  };
  const Case cases[] = {
      {"", {}},
      {"a", {{"a", 1, 0}}},
      {"a\n", {{"a", 1, 0}}},
      {"a\nb", {{"a", 1, 0}, {"b", 2, 2}}},
      {"a\r\nbc\r\n", {{"a", 1, 0}, {"bc", 2, 3}}},
      {"a\rb\rc", {{"a", 1, 0}, {"b", 2, 2}, {"c", 3, 4}}},
      {"a\r\n\r\nb", {{"a", 1, 0}, {"", 2, 3}, {"b", 3, 5}}},
      {"a\nb\r\nc\rd", {{"a", 1, 0}, {"b", 2, 2}, {"c", 3, 5}, {"d", 4, 7}}},
      {"\n\n", {{"", 1, 0}, {"", 2, 1}}},
      {"\r", {{"", 1, 0}}},
      {"\r\r\n", {{"", 1, 0}, {"", 2, 1}}},
      {"\n\r", {{"", 1, 0}, {"", 2, 1}}},
      {"x \r\n\r\n\r\n\r\ny", {{"x ", 1, 0}, {"", 2, 4}, {"", 3, 6}, {"", 4, 8}, {"y", 5, 10}}},
      {std::string_view("a\0b\nc", 5), {{std::string_view("a\0b", 3), 1, 0}, {"c", 2, 4}}},
  };
  for (const Case& c : cases) {
    CAPTURE(c.input);
    CHECK(collect(c.input) == c.lines);
    CHECK(parser::count_line_breaks(c.input) == naive_breaks(c.input));
  }
}

TEST_CASE("lines: a slice numbers from its own start") {
  CHECK(collect("x\ny", 10, 100) == std::vector<ExpectedLine>{{"x", 10, 100}, {"y", 11, 102}});
}

TEST_CASE("lines: iterator basics") {
  Lines lines("a\nb");
  auto it = lines.begin();
  CHECK(it->text == "a");
  auto old = it++;
  CHECK(old->text == "a");
  CHECK(it->text == "b");
  ++it;
  CHECK(it == lines.end());
  CHECK(Lines("").begin() == Lines("").end());
}

TEST_CASE("lines: count_line_breaks over long text, past the 8-bit lane counters of the fast path") {
  std::uint32_t state = 11;
  const char alphabet[] = {'\n', '\r', '\n', 'x'};
  for (std::size_t len : {4079u, 4080u, 4081u, 4097u, 65536u, 100003u}) {
    std::string s;
    for (std::size_t i = 0; i < len; ++i) {
      state = state * 1664525u + 1013904223u;
      s += alphabet[state >> 30];
    }
    CAPTURE(len);
    CHECK(parser::count_line_breaks(s) == naive_breaks(s));
  }
  // All line feeds: every lane counts on every step.
  const std::string feeds(50000, '\n');
  CHECK(parser::count_line_breaks(feeds) == 50000);
}

TEST_CASE("lines: count_line_breaks across word boundaries") {
  // CRLF pairs straddling the 8-byte words of the fast path, at every offset.
  std::uint32_t state = 7;
  const char alphabet[] = {'a', '\r', '\n', 'b'};
  for (std::size_t len = 0; len < 200; ++len) {
    std::string s;
    for (std::size_t i = 0; i < len; ++i) {
      state = state * 1664525u + 1013904223u;
      s += alphabet[state >> 30];
    }
    CAPTURE(s);
    CHECK(parser::count_line_breaks(s) == naive_breaks(s));
    // Lines = breaks, plus one for a final unterminated line.
    const std::size_t expected_lines = naive_breaks(s) + (!s.empty() && s.back() != '\n' && s.back() != '\r' ? 1 : 0);
    CHECK(collect(s).size() == expected_lines);
  }
  for (std::size_t pad = 0; pad < 16; ++pad) {
    const std::string s = std::string(pad, 'x') + "\r\n" + std::string(9, 'y') + "\r";
    CHECK(parser::count_line_breaks(s) == 2);
  }
}

TEST_CASE("lines: trim_right, trim_left, is_blank") {
  const std::pair<std::string_view, std::string_view> right[] = {
      {"", ""},
      {"abc", "abc"},
      {"Kergie: folds ", "Kergie: folds"},
      {"abc \t \xC2\xA0 ", "abc"},
      {"\xC2\xA0", ""},
      {"a b", "a b"},
      {"abc\xA0", "abc\xA0"},  // a lone 0xA0 byte is not UTF-8 NBSP
      {" x", " x"},
  };
  for (const auto& [in, out] : right) {
    const auto& case_in = in;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_in);
    CHECK(parser::trim_right(in) == out);
  }
  const std::pair<std::string_view, std::string_view> left[] = {
      {"", ""},
      {"  \tx ", "x "},
      {"\xC2\xA0x", "x"},
      {"\xEF\xBB\xBFPokerStars", "PokerStars"},
      {"\xEF\xBB", "\xEF\xBB"},
  };
  for (const auto& [in, out] : left) {
    const auto& case_in = in;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_in);
    CHECK(parser::trim_left(in) == out);
  }
  const std::pair<std::string_view, bool> blank[] = {
      {"", true}, {"   ", true}, {"\t\xC2\xA0 ", true}, {"\xEF\xBB\xBF", true}, {" x ", false}, {"*", false},
  };
  for (const auto& [in, is_blank] : blank) {
    const auto& case_in = in;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_in);
    CHECK(parser::is_blank(in) == is_blank);
  }
}

TEST_CASE("lines: columns") {
  const std::string_view text = "first\r\nBob: raises $0.25 to $0.75\n";
  std::vector<Line> lines;
  for (const Line& line : Lines(text)) lines.push_back(line);
  REQUIRE(lines.size() == 2);
  const Line& second = lines[1];
  CHECK(second.number == 2);
  CHECK(second.offset == 7);
  CHECK(parser::column_at(second, 7) == 1);
  CHECK(parser::column_at(second, 12) == 6);
  const std::string_view verb = second.text.substr(5, 6);
  CHECK(verb == "raises");
  CHECK(parser::column_of(second, verb) == 6);
}

namespace {

// `length` bytes drawn from `alphabet` (its size a power of two) by a linear
// congruential generator whose state the caller keeps.
std::string random_text(std::size_t length, std::string_view alphabet, std::uint32_t& state) {
  const int shift = 32 - std::countr_zero(alphabet.size());
  std::string s;
  for (std::size_t i = 0; i < length; ++i) {
    state = state * 1664525u + 1013904223u;
    s += alphabet[state >> shift];
  }
  return s;
}

}  // namespace

TEST_CASE("lines: every scan width finds and counts the same breaks") {
  std::uint32_t state = 5;
  std::vector<std::string> texts;
  for (std::size_t len = 0; len < 300; len += 7) texts.push_back(random_text(len, "a\r\nbcdef", state));
  texts.push_back(std::string(20000, '\n'));       // every lane counts on every step
  texts.push_back(std::string(9000, 'x') + "\r");  // a break only at the very end
  texts.push_back(std::string(70, 'y') + "\r\n" + std::string(33, 'z'));
  const parser::ScanWidth widest = parser::scan_width();
  for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
    const parser::ScanWidth set = parser::set_scan_width(width);
    CAPTURE(static_cast<int>(set));
    CHECK(set <= widest);
    for (const std::string& s : texts) {
      CAPTURE(s.size());
      CHECK(parser::count_line_breaks(s) == naive_breaks(s));
      // Every break, from every start: the first one at or after it.
      for (std::size_t from = 0; from <= s.size(); from += 1 + from / 64) {
        const std::size_t next = s.find_first_of("\r\n", from);
        const char* found = parser::find_line_break(s.data() + from, s.data() + s.size());
        CHECK(static_cast<std::size_t>(found - s.data()) == (next == std::string::npos ? s.size() : next));
      }
    }
  }
  parser::set_scan_width(widest);
}

TEST_CASE("lines: the last break before an end, back sixteen bytes a step") {
  std::uint32_t state = 11;
  std::vector<std::string> texts = {"", "\n", "x", std::string(40, 'x') + "\r" + std::string(40, 'y'),
                                    std::string(1, '\n') + std::string(100, 'z')};
  for (std::size_t len = 1; len < 200; len += 5) texts.push_back(random_text(len, "a\r\nbcdefghijklmn", state));
  for (const std::string& s : texts) {
    CAPTURE(s.size());
    // Every end, every start below it: the last break in between, if any.
    for (std::size_t end = 0; end <= s.size(); ++end) {
      for (std::size_t begin = 0; begin <= end; begin += 1 + begin / 8) {
        const std::size_t last = s.substr(0, end).find_last_of("\r\n");
        const char* found = parser::find_last_line_break(s.data() + begin, s.data() + end);
        if (last == std::string::npos || last < begin) {
          CHECK(found == nullptr);
        } else {
          CHECK(found == s.data() + last);
        }
      }
    }
  }
}

}  // namespace lines_test

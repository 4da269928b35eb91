// Lines of a decoded buffer, without copying.
//
// A line ends at "\r\n", "\n" or a lone "\r": all three occur in real hand
// histories, sometimes mixed in one file, and each counts as one line break so
// that line numbers match what an editor shows. A terminator at the very end
// of the buffer does not start another (empty) line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace parser {

struct Line {
  std::string_view text;     // without its terminator
  std::uint32_t number = 0;  // 1-based
  std::size_t offset = 0;    // byte offset of text[0] in the iterated buffer
};

// Allocation-free forward range over the lines of a buffer:
//   for (const Line& line : Lines(text)) ...
class Lines {
 public:
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Line;
    using difference_type = std::ptrdiff_t;
    using pointer = const Line*;
    using reference = const Line&;

    Iterator() = default;
    const Line& operator*() const { return line_; }
    const Line* operator->() const { return &line_; }
    Iterator& operator++() {
      advance();
      return *this;
    }
    Iterator operator++(int) {
      Iterator old = *this;
      advance();
      return old;
    }
    bool operator==(const Iterator& o) const { return at_end_ == o.at_end_ && (at_end_ || next_ == o.next_); }

   private:
    friend class Lines;
    Iterator(std::string_view text, std::uint32_t first_number, std::size_t first_offset);
    void advance();

    std::string_view text_;
    std::size_t next_ = 0;  // offset in text_ where the line after line_ starts
    std::size_t base_ = 0;  // added to offsets, for buffers that are part of a larger text
    Line line_;
    bool at_end_ = true;
  };

  // first_number/first_offset: the number and offset the first line gets, for
  // buffers that are a slice of a larger text.
  explicit Lines(std::string_view text, std::uint32_t first_number = 1, std::size_t first_offset = 0)
      : text_(text), first_number_(first_number), first_offset_(first_offset) {}

  Iterator begin() const { return Iterator(text_, first_number_, first_offset_); }
  Iterator end() const { return Iterator(); }

 private:
  std::string_view text_;
  std::uint32_t first_number_;
  std::size_t first_offset_;
};

// Length of the line break at text[i] (2 for "\r\n", 1 for "\n" or "\r", 0 if none).
constexpr std::size_t line_break_length(std::string_view text, std::size_t i) {
  if (i >= text.size()) return 0;
  if (text[i] == '\n') return 1;
  if (text[i] != '\r') return 0;
  return i + 1 < text.size() && text[i + 1] == '\n' ? 2 : 1;
}

// The first '\n' or '\r' in [p, end), or `end`: 32 bytes a step where the
// CPU has AVX2, sixteen with SSE2. Hand text is split into lines once per
// hand; memchr for '\n' and again for '\r' costs two calls per line of
// thirty bytes.
const char* find_line_break(const char* p, const char* end);

// The last '\n' or '\r' in [begin, end), or nullptr: sixteen bytes a step
// back where the CPU has SSE2. Finds where the last line of a hand starts
// without reading that line byte by byte.
const char* find_last_line_break(const char* begin, const char* end);

// Number of line breaks in text ("\r\n" counts once; a '\r' as the last byte
// counts as a break). Vector-at-a-time as above, else word-at-a-time; used
// to number lines of large buffers.
std::size_t count_line_breaks(std::string_view text);

// The vector width of the two scanners above, told by the CPU at start-up.
// Tests narrow it to check that every width gives the same answers; it is
// not meant to change while other threads scan.
enum class ScanWidth : std::uint8_t { kWord, kSse2, kAvx2 };
ScanWidth scan_width();
// Sets the width, at most what the CPU has; returns the width set.
ScanWidth set_scan_width(ScanWidth width);

// Drops trailing spaces, tabs and no-break spaces (U+00A0, UTF-8 C2 A0): PokerStars
// clients end many lines with a space, cp1252 exports with 0xA0.
std::string_view trim_right(std::string_view text);

// Drops leading spaces, tabs, no-break spaces and stray BOMs (U+FEFF, EF BB BF,
// left at the start of a line when BOM-carrying files are concatenated).
std::string_view trim_left(std::string_view text);

// True when the line holds nothing but the characters the two trims drop.
bool is_blank(std::string_view text);

// 1-based column (byte index + 1) of a buffer offset that lies in `line`.
constexpr std::uint32_t column_at(const Line& line, std::size_t offset) {
  return static_cast<std::uint32_t>(offset - line.offset + 1);
}

// 1-based column of a view that points into line.text (e.g. a token a parser cut out).
inline std::uint32_t column_of(const Line& line, std::string_view part) {
  return static_cast<std::uint32_t>(part.data() - line.text.data() + 1);
}

}  // namespace parser

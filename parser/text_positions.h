// File positions (line, column) of the bytes of one hand's text, for readers
// that find a fact anywhere in a hand rather than line by line (PHH's TOML,
// OHH's JSON). Built once per hand: one pass over the text for its line
// starts, then a binary search per position asked.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "parser/lines.h"

namespace parser {

// The rest of the line from a finding's place, at most 80 bytes: the
// finding's `actual` in the readers that find facts anywhere in a hand.
inline std::string line_excerpt(std::string_view s) {
  constexpr std::size_t kMax = 80;
  const std::string_view line = s.substr(0, s.find_first_of("\r\n"));
  std::string out(line.substr(0, kMax));
  if (line.size() > kMax) out += "...";
  return out;
}

class TextPositions {
 public:
  // `text` starts at file line `line`, column `column`.
  TextPositions(std::string_view text, std::uint32_t line, std::uint32_t column) { reset(text, line, column); }
  // The positions of another text, the list of line starts reused: a reader
  // that keeps one from hand to hand allocates it no more once warm.
  void reset(std::string_view text, std::uint32_t line, std::uint32_t column) {
    text_ = text;
    line_ = line;
    column_ = column;
    starts_.clear();
    starts_.push_back(0);
    last_ = 0;
    // A vector scan to each break (find_line_break), not a test per byte:
    // an XML hand is a few thousand bytes in a few dozen lines.
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    for (const char* p = find_line_break(begin, end); p != end; p = find_line_break(p, end)) {
      const auto i = static_cast<std::size_t>(p - begin);
      p += line_break_length(text, i);
      starts_.push_back(static_cast<std::size_t>(p - begin));
    }
  }
  engine::SourcePos at(std::size_t offset) const {
    // The line of the last position asked first: a reader asks for places
    // in text order, often several on one line (an XML hand's actions).
    std::size_t k = last_;
    if (offset < starts_[k] || (k + 1 < starts_.size() && offset >= starts_[k + 1])) {
      const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
      k = static_cast<std::size_t>(it - starts_.begin()) - 1;
      last_ = k;
    }
    const auto col = static_cast<std::uint32_t>(offset - starts_[k] + 1 + (k == 0 ? column_ - 1 : 0));
    return engine::SourcePos{line_ + static_cast<std::uint32_t>(k), col};
  }
  engine::SourcePos at(const char* p) const { return at(static_cast<std::size_t>(p - text_.data())); }
  std::string_view text() const { return text_; }

 private:
  std::string_view text_;
  std::uint32_t line_ = 1;
  std::uint32_t column_ = 1;
  std::vector<std::size_t> starts_;
  mutable std::size_t last_ = 0;  // the line index `at` found last (a cache)
};

}  // namespace parser

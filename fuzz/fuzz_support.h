// Helpers shared by the libFuzzer targets: an invariant check that survives
// NDEBUG, and an independent line index (written apart from parser/lines.h on
// purpose, so that a bug there cannot hide itself).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace fuzz {

// Reports a broken invariant and aborts, so libFuzzer saves the input as a
// crash. Unlike assert(), never compiled out.
[[noreturn]] inline void fail(const char* file, int line, const char* condition, const std::string& detail) {
  std::fprintf(stderr, "\n%s:%d: invariant broken: %s\n  %s\n", file, line, condition, detail.c_str());
  std::fflush(stderr);
  std::abort();
}

#define FUZZ_CHECK(condition, detail)                                         \
  do {                                                                        \
    if (!(condition)) ::fuzz::fail(__FILE__, __LINE__, #condition, (detail)); \
  } while (0)

// Lines of a text as an editor numbers them: "\r\n", "\n" and a lone "\r"
// each end one line; a break at the very end starts no further line, but a
// text's position after it is still valid (line + 1, column 1).
class LineIndex {
 public:
  explicit LineIndex(std::string_view text) : text_(text) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      if (text[i] == '\n' || text[i] == '\r') starts_.push_back(i + 1);
    }
  }

  // Number of lines, counting the empty one after a final break.
  std::size_t count() const { return starts_.size(); }

  // 1-based line and column of byte `offset` (offset <= text size).
  std::uint32_t line_of(std::size_t offset) const {
    std::size_t lo = 0;
    std::size_t hi = starts_.size();
    while (hi - lo > 1) {
      const std::size_t mid = (lo + hi) / 2;
      if (starts_[mid] <= offset)
        lo = mid;
      else
        hi = mid;
    }
    return static_cast<std::uint32_t>(lo + 1);
  }
  std::uint32_t column_of(std::size_t offset) const {
    return static_cast<std::uint32_t>(offset - starts_[line_of(offset) - 1] + 1);
  }
  std::size_t line_start(std::uint32_t line) const { return starts_[line - 1]; }

  // Line `line` (1-based) without its break.
  std::string_view line_text(std::uint32_t line) const {
    const std::size_t begin = starts_[line - 1];
    std::size_t end = line < starts_.size() ? starts_[line] : text_.size();
    if (line < starts_.size()) {
      if (end > begin && text_[end - 1] == '\n') --end;
      if (end > begin && text_[end - 1] == '\r') --end;
    }
    return text_.substr(begin, end - begin);
  }

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;
};

// Strict UTF-8 check (Unicode table 3-7), independent of parser::is_valid_utf8.
inline bool valid_utf8(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  for (std::size_t i = 0; i < n;) {
    const unsigned c = p[i];
    std::size_t len = 0;
    std::uint32_t cp = 0;
    if (c < 0x80) {
      ++i;
      continue;
    }
    if ((c & 0xE0) == 0xC0)
      len = 2, cp = c & 0x1F;
    else if ((c & 0xF0) == 0xE0)
      len = 3, cp = c & 0x0F;
    else if ((c & 0xF8) == 0xF0)
      len = 4, cp = c & 0x07;
    else
      return false;
    if (i + len > n) return false;
    for (std::size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    const std::uint32_t min = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += len;
  }
  return true;
}

// What may precede a header on its line without gluing it to a broken line
// (parser/pokerstars_split.cpp skip_padding): spaces, tabs, control bytes,
// no-break spaces (C2 A0) and stray BOMs (EF BB BF).
inline bool is_padding(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c <= ' ' || c == 0x7F) {
      ++i;
    } else if (s.substr(i, 2) == "\xC2\xA0") {
      i += 2;
    } else if (s.substr(i, 3) == "\xEF\xBB\xBF") {
      i += 3;
    } else {
      return false;
    }
  }
  return true;
}

// The start of `s` for messages: escaped, at most 120 bytes.
inline std::string excerpt(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size() && i < 120; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out.push_back(static_cast<char>(c));
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    }
  }
  if (s.size() > 120) out += "...";
  return out;
}

}  // namespace fuzz

#include "report/json_text.h"

#include <bit>
#include <cstring>

#include "parser/decode.h"

namespace report {

namespace {

constexpr std::uint64_t kEveryByte = 0x0101010101010101;
constexpr std::uint64_t kHighBits = 0x8080808080808080;

// The high bit of each byte of `word` below `n` (n <= 0x80), by one
// subtraction for the 8 bytes. Exact for the lowest such byte; the borrow
// it leaves may flag bytes above it too, which is harmless here: only the
// first byte that needs attention is looked for.
constexpr std::uint64_t bytes_below(std::uint64_t word, std::uint64_t n) {
  return (word - n * kEveryByte) & ~word & kHighBits;
}

constexpr std::uint64_t bytes_equal(std::uint64_t word, unsigned char c) {
  return bytes_below(word ^ (c * kEveryByte), 1);
}

// The high bit of each byte of `word` (or of one above it, see bytes_below)
// that a JSON string cannot hold as it is.
constexpr std::uint64_t special_bytes(std::uint64_t word) {
  return bytes_below(word, 0x20) | bytes_equal(word, '"') | bytes_equal(word, '\\') | (word & kHighBits);
}

constexpr bool is_special(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u < 0x20 || u == '"' || u == '\\' || u >= 0x80;
}

// The index of the first special byte of the 8 at `p`, 8 when none.
std::size_t first_special_in_word(const char* p) {
  std::uint64_t word;
  std::memcpy(&word, p, sizeof word);
  const std::uint64_t flags = special_bytes(word);
  return flags == 0 ? 8 : static_cast<std::size_t>(std::countr_zero(flags)) / 8;
}

}  // namespace

std::size_t plain_prefix_length(std::string_view s) {
  const std::size_t n = s.size();
  // Words are read little-endian: the first byte is the lowest.
  if (std::endian::native == std::endian::little && n >= 8) {
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8)
      if (const std::size_t k = first_special_in_word(s.data() + i); k < 8) return i + k;
    if (i == n) return n;
    // The last word overlaps bytes already found plain; they flag nothing.
    const std::size_t last = n - 8;
    return last + first_special_in_word(s.data() + last);
  }
  std::size_t i = 0;
  while (i < n && !is_special(s[i])) ++i;
  return i;
}

JsonEscape json_escape_at_start(std::string_view s, std::array<char, 6>& scratch) {
  const auto c = static_cast<unsigned char>(s.front());
  if (c >= 0x80) {
    const std::size_t n = parser::utf8_sequence_length(s, 0);
    if (n == 0) return {"\\ufffd", 1};
    return {s.substr(0, n), n};
  }
  switch (c) {
    case '"':
      return {"\\\"", 1};
    case '\\':
      return {"\\\\", 1};
    case '\b':
      return {"\\b", 1};
    case '\f':
      return {"\\f", 1};
    case '\n':
      return {"\\n", 1};
    case '\r':
      return {"\\r", 1};
    case '\t':
      return {"\\t", 1};
    default:
      break;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  scratch = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xF]};
  return {std::string_view(scratch.data(), scratch.size()), 1};
}

}  // namespace report

// Byte-string equality a word at a time, for the parser's hottest compares:
// a seated name against the line (a dozen bytes, on every line) and the
// grammar's literals ("posts small blind ", " collected "), several tried per
// line. memcmp is a call each time; a byte loop is a compare and a branch per
// byte. Here a string of 4 to 8 bytes is two loads, a longer one a load per
// 8 bytes, the last load overlapping the one before.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace parser {

// The sizeof(Word) bytes at `p`, in the machine's byte order.
template <typename Word>
Word load_word(const char* p) {
  Word w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

// Whether `at` starts with `bytes`; `at` has room for them.
inline bool same_bytes(const char* at, std::string_view bytes) {
  const char* b = bytes.data();
  const std::size_t n = bytes.size();
  if (n >= 8) {
    for (std::size_t i = 0; i + 8 < n; i += 8)
      if (load_word<std::uint64_t>(at + i) != load_word<std::uint64_t>(b + i)) return false;
    return load_word<std::uint64_t>(at + n - 8) == load_word<std::uint64_t>(b + n - 8);
  }
  if (n >= 4)
    return load_word<std::uint32_t>(at) == load_word<std::uint32_t>(b) &&
           load_word<std::uint32_t>(at + n - 4) == load_word<std::uint32_t>(b + n - 4);
  for (std::size_t i = 0; i < n; ++i)
    if (at[i] != b[i]) return false;
  return true;
}

// same_bytes for a string known at compile time: the words it compares
// with are constants.
template <char... Cs>
struct SameAs {
  static constexpr std::size_t kLength = sizeof...(Cs);
  static constexpr std::array<char, kLength> kText{Cs...};

  // Bytes [at, at + sizeof(Word)) of the string as load_word reads them.
  template <typename Word, std::size_t At>
  static constexpr Word kWord = [] {
    std::array<char, sizeof(Word)> bytes{};
    for (std::size_t i = 0; i < sizeof(Word); ++i) bytes[i] = kText[At + i];
    return std::bit_cast<Word>(bytes);
  }();

  // Words from `At` on; the last one ends where the string does.
  template <std::size_t At>
  static bool words_from(const char* p) {
    if constexpr (At + 8 >= kLength) {
      return load_word<std::uint64_t>(p + kLength - 8) == kWord<std::uint64_t, kLength - 8>;
    } else {
      return load_word<std::uint64_t>(p + At) == kWord<std::uint64_t, At> && words_from<At + 8>(p);
    }
  }

  // Whether `p` starts with the string; `p` has room for it.
  static bool at(const char* p) {
    if constexpr (kLength >= 8) {
      return words_from<0>(p);
    } else if constexpr (kLength >= 4) {
      return load_word<std::uint32_t>(p) == kWord<std::uint32_t, 0> &&
             load_word<std::uint32_t>(p + kLength - 4) == kWord<std::uint32_t, kLength - 4>;
    } else {
      std::size_t i = 0;
      return ((p[i++] == Cs) && ...);
    }
  }
};

}  // namespace parser

#include "parser/decode.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace parser {
namespace {

constexpr char32_t kReplacement = 0xFFFD;
constexpr std::uint64_t kHighBits = 0x8080808080808080ull;

// Code points of cp1252 0x80-0x9F; 0 marks the five bytes the code page leaves
// undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D).
constexpr std::array<char16_t, 32> kCp1252High = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,  // 80-87
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,       // 88-8F
    0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,  // 90-97
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,  // 98-9F
};

// The result of looking at one UTF-8 sequence: its length when valid, else the
// length of the maximal invalid subpart (at least 1) that one U+FFFD replaces.
struct Utf8Step {
  std::size_t length;
  bool valid;
};

// Unicode 15, table 3-7 (well-formed UTF-8 byte sequences).
Utf8Step utf8_step(const unsigned char* p, std::size_t n) {
  const unsigned lead = p[0];
  if (lead < 0x80) return {1, true};
  std::size_t need = 0;
  unsigned lo = 0x80;
  unsigned hi = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    need = 1;
  } else if (lead == 0xE0) {
    need = 2;
    lo = 0xA0;  // no overlongs
  } else if (lead == 0xED) {
    need = 2;
    hi = 0x9F;  // no surrogates
  } else if (lead >= 0xE1 && lead <= 0xEF) {
    need = 2;
  } else if (lead == 0xF0) {
    need = 3;
    lo = 0x90;  // no overlongs
  } else if (lead >= 0xF1 && lead <= 0xF3) {
    need = 3;
  } else if (lead == 0xF4) {
    need = 3;
    hi = 0x8F;  // nothing above U+10FFFF
  } else {
    return {1, false};  // 80-C1, F5-FF never start a sequence
  }
  for (std::size_t i = 1; i <= need; ++i) {
    if (i >= n) return {i, false};
    const unsigned b = p[i];
    if (b < lo || b > hi) return {i, false};
    lo = 0x80;
    hi = 0xBF;
  }
  return {need + 1, true};
}

// Length of the valid UTF-8 prefix of p[0..n).
std::size_t valid_utf8_prefix(const unsigned char* p, std::size_t n) {
  std::size_t i = 0;
  while (i < n) {
    // Hand histories are almost all ASCII: test 16 bytes per step (8 where
    // SSE2 is missing), and step over the ASCII before the first other byte.
#if defined(__SSE2__)
    if (n - i >= 16) {
      const int high = _mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i)));
      if (high == 0) {
        i += 16;
        continue;
      }
      i += static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(high)));
    }
#else
    if (n - i >= 8) {
      std::uint64_t word;
      std::memcpy(&word, p + i, 8);
      if ((word & kHighBits) == 0) {
        i += 8;
        continue;
      }
    }
#endif
    if (p[i] < 0x80) {
      ++i;
      continue;
    }
    const Utf8Step step = utf8_step(p + i, n - i);
    if (!step.valid) return i;
    i += step.length;
  }
  return n;
}

// Writes cp as UTF-8 at out; returns the byte count (1-4).
std::size_t put_utf8(char* out, char32_t cp) {
  if (cp < 0x80) {
    out[0] = static_cast<char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    out[0] = static_cast<char>(0xC0 | (cp >> 6));
    out[1] = static_cast<char>(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = static_cast<char>(0xE0 | (cp >> 12));
    out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out[2] = static_cast<char>(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = static_cast<char>(0xF0 | (cp >> 18));
  out[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
  out[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  out[3] = static_cast<char>(0x80 | (cp & 0x3F));
  return 4;
}

std::size_t utf8_length(char32_t cp) { return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4; }

char32_t cp1252_to_unicode(unsigned char b) {
  if (b < 0x80 || b >= 0xA0) return b;
  const char16_t mapped = kCp1252High[b - 0x80];
  return mapped == 0 ? kReplacement : mapped;
}

bool ascii_word(const unsigned char* p) {
  std::uint64_t word;
  std::memcpy(&word, p, 8);
  return (word & kHighBits) == 0;
}

void decode_cp1252(const unsigned char* p, std::size_t n, DecodedText& out) {
  // Exact size first: the output of a multi-GB file should be allocated once.
  // Mostly ASCII, so 8-byte words without a high bit are taken whole.
  std::size_t size = 0;
  for (std::size_t i = 0; i < n;) {
    if (n - i >= 8 && ascii_word(p + i)) {
      size += 8;
      i += 8;
    } else {
      size += utf8_length(cp1252_to_unicode(p[i]));
      ++i;
    }
  }
  out.text.resize(size);
  char* w = out.text.data();
  for (std::size_t i = 0; i < n;) {
    if (n - i >= 8 && ascii_word(p + i)) {
      std::memcpy(w, p + i, 8);
      w += 8;
      i += 8;
      continue;
    }
    const char32_t cp = cp1252_to_unicode(p[i]);
    if (cp == kReplacement) ++out.replacements;
    w += put_utf8(w, cp);
    ++i;
  }
}

// Eight UTF-16 units at p, when all are ASCII, written as eight bytes at w:
// whether they were. WPN's UTF-16 files are almost all ASCII; one unit at a
// time their decoding cost more than reading their hands.
bool ascii_units_sse2(const unsigned char* p, bool little_endian, char* w) {
#if defined(__SSE2__)
  __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  if (!little_endian) v = _mm_or_si128(_mm_slli_epi16(v, 8), _mm_srli_epi16(v, 8));
  const __m128i high = _mm_and_si128(v, _mm_set1_epi16(static_cast<short>(0xFF80)));
  if (_mm_movemask_epi8(_mm_cmpeq_epi8(high, _mm_setzero_si128())) != 0xFFFF) return false;
  _mm_storel_epi64(reinterpret_cast<__m128i*>(w), _mm_packus_epi16(v, v));
  return true;
#else
  (void)p, (void)little_endian, (void)w;
  return false;
#endif
}

// UTF-16 units at p (n bytes) as UTF-8 at `w`, which has room for
// utf16_decoded_bound(n) bytes; returns the end of what was written.
char* decode_utf16_at(const unsigned char* p, std::size_t n, bool little_endian, char* w,
                      std::size_t& replacements) {
  const auto unit = [&](std::size_t i) -> char32_t {
    return little_endian ? static_cast<char32_t>(p[i] | (p[i + 1] << 8))
                         : static_cast<char32_t>((p[i] << 8) | p[i + 1]);
  };
  std::size_t i = 0;
  while (n - i >= 2) {
    if (n - i >= 16 && ascii_units_sse2(p + i, little_endian, w)) {
      i += 16;
      w += 8;
      continue;
    }
    const char32_t u = unit(i);
    i += 2;
    if (u < 0xD800 || u > 0xDFFF) {
      w += put_utf8(w, u);
      continue;
    }
    if (u <= 0xDBFF && n - i >= 2) {
      const char32_t low = unit(i);
      if (low >= 0xDC00 && low <= 0xDFFF) {
        i += 2;
        w += put_utf8(w, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
        continue;
      }
    }
    // Unpaired surrogate: the next unit, if any, is decoded on its own.
    w += put_utf8(w, kReplacement);
    ++replacements;
  }
  if (i < n) {
    w += put_utf8(w, kReplacement);
    ++replacements;
  }
  return w;
}

void decode_utf16(const unsigned char* p, std::size_t n, bool little_endian, DecodedText& out) {
  out.text.resize(utf16_decoded_bound(n));
  char* const begin = out.text.data();
  char* const end = decode_utf16_at(p, n, little_endian, begin, out.replacements);
  out.text.resize(static_cast<std::size_t>(end - begin));
}

// UTF-8 with invalid sequences replaced; `valid` bytes at the start are known good.
void decode_utf8_lenient(const unsigned char* p, std::size_t n, std::size_t valid, DecodedText& out) {
  // One U+FFFD (3 bytes) replaces at least one input byte.
  out.text.resize(valid + (n - valid) * 3);
  char* const begin = out.text.data();
  std::memcpy(begin, p, valid);
  char* w = begin + valid;
  std::size_t i = valid;
  while (i < n) {
    const std::size_t good = valid_utf8_prefix(p + i, n - i);
    std::memcpy(w, p + i, good);
    w += good;
    i += good;
    if (i >= n) break;
    const Utf8Step step = utf8_step(p + i, n - i);
    w += put_utf8(w, kReplacement);
    ++out.replacements;
    i += step.length;
  }
  out.text.resize(static_cast<std::size_t>(w - begin));
}

}  // namespace

bool is_valid_utf8(std::string_view bytes) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  return valid_utf8_prefix(p, bytes.size()) == bytes.size();
}

std::size_t decode_utf16_to(std::string_view bytes, bool little_endian, char* out, std::size_t& replacements) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  return static_cast<std::size_t>(decode_utf16_at(p, bytes.size(), little_endian, out, replacements) - out);
}

std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
  if (at >= text.size()) return 0;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const Utf8Step step = utf8_step(p + at, text.size() - at);
  return step.valid ? step.length : 0;
}

DecodedText decode(std::string_view bytes) {
  DecodedText out;
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  const std::size_t n = bytes.size();

  if (n >= 2 && p[0] == 0xFF && p[1] == 0xFE) {
    out.encoding = Encoding::kUtf16Le;
    out.converted = true;
    decode_utf16(p + 2, n - 2, true, out);
    return out;
  }
  if (n >= 2 && p[0] == 0xFE && p[1] == 0xFF) {
    out.encoding = Encoding::kUtf16Be;
    out.converted = true;
    decode_utf16(p + 2, n - 2, false, out);
    return out;
  }
  if (n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) {
    out.encoding = Encoding::kUtf8Bom;
    const std::size_t valid = valid_utf8_prefix(p + 3, n - 3);
    if (valid == n - 3) {
      out.text.assign(bytes.substr(3));
    } else {
      out.converted = true;
      decode_utf8_lenient(p + 3, n - 3, valid, out);
    }
    return out;
  }
  if (valid_utf8_prefix(p, n) == n) {
    out.encoding = Encoding::kUtf8;
    out.text.assign(bytes);  // the only copy on the common path
    return out;
  }
  out.encoding = Encoding::kCp1252;
  out.converted = true;
  decode_cp1252(p, n, out);
  return out;
}

DecodedText decode_block(std::string_view bytes, Encoding first) {
  DecodedText out;
  decode_block(bytes, first, out);
  return out;
}

void decode_block(std::string_view bytes, Encoding first, DecodedText& out) {
  out.encoding = first;
  out.converted = false;
  out.replacements = 0;
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  const std::size_t n = bytes.size();
  switch (first) {
    case Encoding::kUtf16Le:
    case Encoding::kUtf16Be:
      out.converted = true;
      decode_utf16(p, n, first == Encoding::kUtf16Le, out);
      return;
    case Encoding::kUtf8Bom: {
      const std::size_t valid = valid_utf8_prefix(p, n);
      if (valid == n) {
        out.text.assign(bytes);
      } else {
        out.converted = true;
        decode_utf8_lenient(p, n, valid, out);
      }
      return;
    }
    case Encoding::kUtf8:
    case Encoding::kCp1252:
      break;
  }
  if (first == Encoding::kUtf8 && valid_utf8_prefix(p, n) == n) {
    out.text.assign(bytes);
    return;
  }
  out.encoding = Encoding::kCp1252;
  out.converted = true;
  decode_cp1252(p, n, out);
}

std::size_t block_cut(std::string_view bytes, Encoding encoding, std::size_t known_without) {
  known_without = std::min(known_without, bytes.size());
  if (encoding == Encoding::kUtf16Le || encoding == Encoding::kUtf16Be) {
    // A UTF-16 line feed is two bytes at an even offset (after the BOM, which
    // the first block keeps: its length is even too); a pair that ends at or
    // after `known_without` may start just before it.
    const std::size_t low = known_without > 2 ? (known_without - 2) & ~std::size_t{1} : 0;
    for (std::size_t i = bytes.size() & ~std::size_t{1}; i >= 2 && i - 2 >= low; i -= 2) {
      const char lo = encoding == Encoding::kUtf16Le ? bytes[i - 2] : bytes[i - 1];
      const char hi = encoding == Encoding::kUtf16Le ? bytes[i - 1] : bytes[i - 2];
      if (lo == '\n' && hi == '\0') return i;
    }
    return 0;
  }
  const auto at = bytes.substr(known_without).rfind('\n');
  return at == std::string_view::npos ? 0 : known_without + at + 1;
}

std::string_view encoding_name(Encoding encoding) {
  switch (encoding) {
    case Encoding::kUtf8: return "utf-8";
    case Encoding::kUtf8Bom: return "utf-8-bom";
    case Encoding::kUtf16Le: return "utf-16le";
    case Encoding::kUtf16Be: return "utf-16be";
    case Encoding::kCp1252: return "cp1252";
  }
  return "unknown";
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  char bytes[4];
  out.append(bytes, put_utf8(bytes, cp));
}

}  // namespace parser

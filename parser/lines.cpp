#include "parser/lines.h"

#include <bit>
#include <cstring>

#include <algorithm>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

namespace parser {
namespace {

constexpr std::uint64_t kOnes = 0x0101010101010101ull;
constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
constexpr std::uint64_t kHigh = 0x8080808080808080ull;

// High bit set in exactly the bytes of `word` that equal `c` (exact, no false
// positives, unlike the cheaper "has zero byte" test).
constexpr std::uint64_t match_bytes(std::uint64_t word, unsigned char c) {
  const std::uint64_t x = word ^ (kOnes * c);
  const std::uint64_t t = ((x & kLow7) + kLow7) | x;
  return ~t & kHigh;
}

bool is_break(char c) { return c == '\n' || c == '\r'; }

}  // namespace

Lines::Iterator::Iterator(std::string_view text, std::uint32_t first_number, std::size_t first_offset)
    : text_(text), base_(first_offset), at_end_(false) {
  line_.number = first_number - 1;  // advance() counts the first line
  advance();
}

void Lines::Iterator::advance() {
  if (next_ >= text_.size()) {
    at_end_ = true;
    return;
  }
  const std::size_t start = next_;
  // Not memchr('\n'): in a CR-only file that would run to the end of the buffer
  // for every line. A vector step at a time: every splitter runs through here.
  const char* const data = text_.data();
  const std::size_t end = static_cast<std::size_t>(find_line_break(data + start, data + text_.size()) - data);
  line_.text = text_.substr(start, end - start);
  line_.offset = base_ + start;
  ++line_.number;
  next_ = end + line_break_length(text_, end);
}

namespace {

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HANDAUDIT_AVX2 1
#endif

// Scalar steps: the tail of every width, and the whole of kWord.
const char* find_break_bytes(const char* p, const char* end) {
  while (p != end && !is_break(*p)) ++p;
  return p;
}

std::size_t count_breaks_bytes(const unsigned char* p, std::size_t i, std::size_t n) {
  std::size_t count = 0;
  for (; i < n; ++i) {
    if (p[i] == '\n') {
      ++count;
    } else if (p[i] == '\r' && !(i + 1 < n && p[i + 1] == '\n')) {
      ++count;
    }
  }
  return count;
}

// Eight bytes a step, where no vector unit is known. Sets `i` past the
// bytes counted.
std::size_t count_breaks_words(const unsigned char* p, std::size_t& i, std::size_t n) {
  std::size_t count = 0;
  if constexpr (std::endian::native == std::endian::little) {
    for (; n - i >= 8; i += 8) {
      std::uint64_t word;
      std::memcpy(&word, p + i, 8);
      const std::uint64_t lf = match_bytes(word, '\n');
      const std::uint64_t cr = match_bytes(word, '\r');
      if ((lf | cr) == 0) continue;
      // A '\r' is a break of its own unless a '\n' follows (that pair is
      // counted once, through its '\n'). Byte k+1's flag shifted onto byte k:
      std::uint64_t lf_next = lf >> 8;
      if (i + 8 < n && p[i + 8] == '\n') lf_next |= std::uint64_t{0x80} << 56;
      // Flags are 0x80 per byte: as 0x01 per byte, one multiply sums them
      // (no popcount instruction is assumed of the target).
      count += static_cast<std::size_t>((((lf >> 7) * kOnes) >> 56) + ((((cr & ~lf_next) >> 7) * kOnes) >> 56));
    }
  }
  return count;
}

#if defined(__SSE2__)
const char* find_break_sse2(const char* p, const char* end) {
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  for (; end - p >= 16; p += 16) {
    const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const int hits = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(here, lf), _mm_cmpeq_epi8(here, cr)));
    if (hits != 0) return p + std::countr_zero(static_cast<unsigned>(hits));
  }
  return find_break_bytes(p, end);
}

// Sixteen bytes a step: a break is a '\n', or a '\r' not followed by one.
// Per byte lane the step adds 0 or 1 to an 8-bit counter, emptied into
// `count` before it can overflow (every 255 steps). The load at i + 1 needs
// the byte after the block, so the last 16 bytes are left to the caller.
std::size_t count_breaks_sse2(const unsigned char* p, std::size_t& i, std::size_t n) {
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  const __m128i zero = _mm_setzero_si128();
  std::size_t count = 0;
  while (n - i > 16) {
    __m128i lanes = zero;
    for (int step = 0; step < 255 && n - i > 16; ++step, i += 16) {
      const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
      const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i + 1));
      const __m128i is_lf = _mm_cmpeq_epi8(here, lf);
      const __m128i is_cr = _mm_cmpeq_epi8(here, cr);
      const __m128i is_crlf = _mm_and_si128(is_cr, _mm_cmpeq_epi8(next, lf));
      // Matches are -1: subtracting counts them.
      lanes = _mm_add_epi8(_mm_sub_epi8(_mm_sub_epi8(lanes, is_lf), is_cr), is_crlf);
    }
    const __m128i sums = _mm_sad_epu8(lanes, zero);
    count += static_cast<std::size_t>(_mm_cvtsi128_si64(sums)) +
             static_cast<std::size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  }
  return count;
}
#endif

#if defined(HANDAUDIT_AVX2)
// The SSE2 steps above, 32 bytes wide; compiled for AVX2 whatever the
// build's target, and called only when the CPU has it.
[[gnu::target("avx2")]] const char* find_break_avx2(const char* p, const char* end) {
  const __m256i lf = _mm256_set1_epi8('\n');
  const __m256i cr = _mm256_set1_epi8('\r');
  for (; end - p >= 32; p += 32) {
    const __m256i here = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    const int hits = _mm256_movemask_epi8(_mm256_or_si256(_mm256_cmpeq_epi8(here, lf), _mm256_cmpeq_epi8(here, cr)));
    if (hits != 0) return p + std::countr_zero(static_cast<unsigned>(hits));
  }
  return find_break_sse2(p, end);
}

[[gnu::target("avx2")]] std::size_t count_breaks_avx2(const unsigned char* p, std::size_t& i, std::size_t n) {
  const __m256i lf = _mm256_set1_epi8('\n');
  const __m256i cr = _mm256_set1_epi8('\r');
  const __m256i zero = _mm256_setzero_si256();
  std::size_t count = 0;
  while (n - i > 32) {
    __m256i lanes = zero;
    for (int step = 0; step < 255 && n - i > 32; ++step, i += 32) {
      const __m256i here = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i));
      const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i + 1));
      const __m256i is_lf = _mm256_cmpeq_epi8(here, lf);
      const __m256i is_cr = _mm256_cmpeq_epi8(here, cr);
      const __m256i is_crlf = _mm256_and_si256(is_cr, _mm256_cmpeq_epi8(next, lf));
      lanes = _mm256_add_epi8(_mm256_sub_epi8(_mm256_sub_epi8(lanes, is_lf), is_cr), is_crlf);
    }
    const __m256i sums = _mm256_sad_epu8(lanes, zero);  // four 64-bit sums
    count += static_cast<std::size_t>(_mm256_extract_epi64(sums, 0)) +
             static_cast<std::size_t>(_mm256_extract_epi64(sums, 1)) +
             static_cast<std::size_t>(_mm256_extract_epi64(sums, 2)) +
             static_cast<std::size_t>(_mm256_extract_epi64(sums, 3));
  }
  return count;
}
#endif

ScanWidth widest_scan() {
#if defined(HANDAUDIT_AVX2)
  __builtin_cpu_init();  // may run before the C library's own start-up
  if (__builtin_cpu_supports("avx2")) return ScanWidth::kAvx2;
#endif
#if defined(__SSE2__)
  return ScanWidth::kSse2;
#else
  return ScanWidth::kWord;
#endif
}

const ScanWidth kWidestScan = widest_scan();
ScanWidth g_scan_width = kWidestScan;

}  // namespace

ScanWidth scan_width() { return g_scan_width; }

ScanWidth set_scan_width(ScanWidth width) {
  g_scan_width = std::min(width, kWidestScan);
  return g_scan_width;
}

const char* find_line_break(const char* p, const char* end) {
  switch (g_scan_width) {
#if defined(HANDAUDIT_AVX2)
    case ScanWidth::kAvx2:
      return find_break_avx2(p, end);
#endif
#if defined(__SSE2__)
    case ScanWidth::kSse2:
      return find_break_sse2(p, end);
#endif
    default:
      return find_break_bytes(p, end);
  }
}

const char* find_last_line_break(const char* begin, const char* end) {
#if defined(__SSE2__)
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  for (; end - begin >= 16; end -= 16) {
    const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(end - 16));
    const int hits = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(here, lf), _mm_cmpeq_epi8(here, cr)));
    if (hits != 0) return end - 16 + (31 - std::countl_zero(static_cast<std::uint32_t>(hits)));
  }
#endif
  while (end != begin) {
    --end;
    if (is_break(*end)) return end;
  }
  return nullptr;
}

std::size_t count_line_breaks(std::string_view text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  std::size_t count = 0;
  switch (g_scan_width) {
#if defined(HANDAUDIT_AVX2)
    case ScanWidth::kAvx2:
      count = count_breaks_avx2(p, i, n);
      break;
#endif
#if defined(__SSE2__)
    case ScanWidth::kSse2:
      count = count_breaks_sse2(p, i, n);
      break;
#endif
    default:
      count = count_breaks_words(p, i, n);
      break;
  }
  return count + count_breaks_bytes(p, i, n);
}

std::string_view trim_right(std::string_view text) {
  while (!text.empty()) {
    const char c = text.back();
    if (c == ' ' || c == '\t') {
      text.remove_suffix(1);
    } else if (text.size() >= 2 && c == '\xA0' && text[text.size() - 2] == '\xC2') {
      text.remove_suffix(2);
    } else {
      break;
    }
  }
  return text;
}

std::string_view trim_left(std::string_view text) {
  while (!text.empty()) {
    const char c = text.front();
    if (c == ' ' || c == '\t') {
      text.remove_prefix(1);
    } else if (text.size() >= 2 && c == '\xC2' && text[1] == '\xA0') {
      text.remove_prefix(2);
    } else if (text.size() >= 3 && c == '\xEF' && text[1] == '\xBB' && text[2] == '\xBF') {
      text.remove_prefix(3);
    } else {
      break;
    }
  }
  return text;
}

bool is_blank(std::string_view text) { return trim_left(trim_right(text)).empty(); }

}  // namespace parser

#include "parser/byte_pairs.h"

#include <bit>

#include "parser/lines.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HANDAUDIT_AVX2 1
#endif

namespace parser {

namespace {

// Each takes `i`, the first candidate not yet tested, and moves it past
// those it tested; the offset of a pair, or npos when the caller's bytes
// from `i` on are left. Unused lanes of `want` repeat the first second
// byte: the same test.

#if defined(__SSE2__)
std::size_t pair_sse2(std::string_view text, std::size_t& i, char first, std::string_view seconds) {
  __m128i want[4];
  for (std::size_t k = 0; k < 4; ++k) want[k] = _mm_set1_epi8(seconds[k < seconds.size() ? k : 0]);
  const __m128i lead = _mm_set1_epi8(first);
  const char* const p = text.data();
  const std::size_t n = text.size();
  // Sixteen candidates a step, each with its next byte: 17 bytes read.
  for (; i < n && n - i > 16; i += 16) {
    const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i + 1));
    const __m128i seconds_hit =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(next, want[0]), _mm_cmpeq_epi8(next, want[1])),
                     _mm_or_si128(_mm_cmpeq_epi8(next, want[2]), _mm_cmpeq_epi8(next, want[3])));
    const int hits = _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(here, lead), seconds_hit));
    if (hits != 0) return i + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(hits)));
  }
  return std::string_view::npos;
}
#endif

#if defined(HANDAUDIT_AVX2)
// The SSE2 steps, 32 candidates wide; compiled for AVX2 whatever the
// build's target, and called only when the CPU has it (parser/lines.h's
// scan_width). A few hundred bytes of XML a line: most calls take a step
// or two of these.
[[gnu::target("avx2")]] std::size_t pair_avx2(std::string_view text, std::size_t& i, char first,
                                              std::string_view seconds) {
  __m256i want[4];
  for (std::size_t k = 0; k < 4; ++k) want[k] = _mm256_set1_epi8(seconds[k < seconds.size() ? k : 0]);
  const __m256i lead = _mm256_set1_epi8(first);
  const char* const p = text.data();
  const std::size_t n = text.size();
  for (; i < n && n - i > 32; i += 32) {
    const __m256i here = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i));
    const __m256i next = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i + 1));
    const __m256i seconds_hit =
        _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(next, want[0]), _mm256_cmpeq_epi8(next, want[1])),
                        _mm256_or_si256(_mm256_cmpeq_epi8(next, want[2]), _mm256_cmpeq_epi8(next, want[3])));
    const int hits = _mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(here, lead), seconds_hit));
    if (hits != 0) return i + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(hits)));
  }
  return std::string_view::npos;
}
#endif

}  // namespace

std::size_t find_byte_pair(std::string_view text, std::size_t from, char first, std::string_view seconds) {
  const std::size_t n = text.size();
  std::size_t i = from;
  if (!seconds.empty() && seconds.size() <= 4) {
    switch (scan_width()) {
#if defined(HANDAUDIT_AVX2)
      case ScanWidth::kAvx2:
        if (const std::size_t at = pair_avx2(text, i, first, seconds); at != std::string_view::npos) return at;
        [[fallthrough]];  // the last 32 bytes or fewer, sixteen a step
#endif
#if defined(__SSE2__)
      case ScanWidth::kSse2:
        if (const std::size_t at = pair_sse2(text, i, first, seconds); at != std::string_view::npos) return at;
        break;
#endif
      default:
        break;
    }
  }
  for (; i + 1 < n; ++i)
    if (text[i] == first && seconds.find(text[i + 1]) != std::string_view::npos) return i;
  return std::string_view::npos;
}

std::size_t find_by_pair(std::string_view text, std::size_t from, std::string_view word) {
  for (std::size_t at = from;; ++at) {
    at = find_byte_pair(text, at, word[0], word.substr(1, 1));
    if (at == std::string_view::npos || text.substr(at).starts_with(word)) return at;
  }
}

}  // namespace parser

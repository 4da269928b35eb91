#include "parser/byte_pairs.h"

#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace parser {

std::size_t find_byte_pair(std::string_view text, std::size_t from, char first, std::string_view seconds) {
  const std::size_t n = text.size();
  std::size_t i = from;
#if defined(__SSE2__)
  if (!seconds.empty() && seconds.size() <= 4) {
    // Unused lanes of `want` repeat the first second byte: the same test.
    __m128i want[4];
    for (std::size_t k = 0; k < 4; ++k) want[k] = _mm_set1_epi8(seconds[k < seconds.size() ? k : 0]);
    const __m128i lead = _mm_set1_epi8(first);
    const char* const p = text.data();
    // Sixteen candidates a step, each with its next byte: 17 bytes read.
    for (; i < n && n - i > 16; i += 16) {
      const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
      const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i + 1));
      const __m128i seconds_hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(next, want[0]), _mm_cmpeq_epi8(next, want[1])),
                                               _mm_or_si128(_mm_cmpeq_epi8(next, want[2]), _mm_cmpeq_epi8(next, want[3])));
      const int hits = _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(here, lead), seconds_hit));
      if (hits != 0) return i + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(hits)));
    }
  }
#endif
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

#include "parser/csv_marks.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "parser/lines.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HANDAUDIT_CSV_AVX2 1
#endif

namespace parser {
namespace {

// The mask of the `n` bytes at `p` (n <= 64), a byte at a time.
std::uint64_t mark_bytes(const char* p, std::size_t n) {
  std::uint64_t marks = 0;
  for (std::size_t k = 0; k < n; ++k) marks |= std::uint64_t{p[k] == '"' || p[k] == '\n'} << k;
  return marks;
}

#if defined(__SSE2__)
// The mask of the 64 bytes at `p`, sixteen a compare.
std::uint64_t mark_sse2(const char* p) {
  const __m128i quote = _mm_set1_epi8('"');
  const __m128i lf = _mm_set1_epi8('\n');
  std::uint64_t marks = 0;
  for (unsigned k = 0; k < 4; ++k) {
    const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
    const __m128i either = _mm_or_si128(_mm_cmpeq_epi8(here, quote), _mm_cmpeq_epi8(here, lf));
    marks |= std::uint64_t{static_cast<std::uint16_t>(_mm_movemask_epi8(either))} << (16 * k);
  }
  return marks;
}
#endif

#if defined(HANDAUDIT_CSV_AVX2)
// The same, 32 bytes a compare; compiled for AVX2 whatever the build's
// target, and called only when the CPU has it (scan_width() is kAvx2).
[[gnu::target("avx2")]] std::uint64_t mark_avx2(const char* p) {
  const __m256i quote = _mm256_set1_epi8('"');
  const __m256i lf = _mm256_set1_epi8('\n');
  const __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
  const __m256i high = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 32));
  const auto low_marks = static_cast<std::uint32_t>(
      _mm256_movemask_epi8(_mm256_or_si256(_mm256_cmpeq_epi8(low, quote), _mm256_cmpeq_epi8(low, lf))));
  const auto high_marks = static_cast<std::uint32_t>(
      _mm256_movemask_epi8(_mm256_or_si256(_mm256_cmpeq_epi8(high, quote), _mm256_cmpeq_epi8(high, lf))));
  return std::uint64_t{low_marks} | std::uint64_t{high_marks} << 32;
}
#endif

// The mask of the 64 bytes at `p` at `width`.
std::uint64_t mark_wide(const char* p, ScanWidth width) {
#if defined(HANDAUDIT_CSV_AVX2)
  if (width == ScanWidth::kAvx2) return mark_avx2(p);
#endif
#if defined(__SSE2__)
  if (width != ScanWidth::kWord) return mark_sse2(p);
#endif
  (void)width;
  return mark_bytes(p, 64);
}

}  // namespace

CsvMarks::CsvMarks(std::string_view text) : text_(text), width_(scan_width()) { load(0); }

void CsvMarks::load(std::size_t at) {
  base_ = at;
  const std::size_t n = std::min(kSpan, text_.size() - at);
  if (n == kSpan) {
    marks_ = mark_wide(text_.data() + at, width_);
  } else if (width_ != ScanWidth::kWord) {
    // The text's last bytes, padded with zeros (no mark) so that the loads
    // stay inside the buffer.
    char tail[kSpan] = {};
    if (n != 0) std::memcpy(tail, text_.data() + at, n);
    marks_ = mark_wide(tail, width_);
  } else {
    marks_ = mark_bytes(text_.data() + at, n);
  }
}

std::size_t CsvMarks::next_loading(std::size_t from) {
  for (; from < text_.size(); from = base_ + kSpan) {
    load(from);
    if (marks_ != 0) return from + static_cast<std::size_t>(std::countr_zero(marks_));
  }
  return text_.size();
}

}  // namespace parser

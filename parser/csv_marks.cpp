#include "parser/csv_marks.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "parser/lines.h"

#if defined(__SSE2__)
#include <emmintrin.h>
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

}  // namespace

CsvMarks::CsvMarks(std::string_view text) : text_(text), vectors_(scan_width() != ScanWidth::kWord) { load(0); }

void CsvMarks::load(std::size_t at) {
  base_ = at;
  const std::size_t n = std::min(kSpan, text_.size() - at);
#if defined(__SSE2__)
  if (vectors_ && n == kSpan) {
    marks_ = mark_sse2(text_.data() + at);
  } else if (vectors_) {
    // The text's last bytes, padded with zeros (no mark) so that the loads
    // stay inside the buffer.
    char tail[kSpan] = {};
    if (n != 0) std::memcpy(tail, text_.data() + at, n);
    marks_ = mark_sse2(tail);
  } else {
    marks_ = mark_bytes(text_.data() + at, n);
  }
#else
  marks_ = mark_bytes(text_.data() + at, n);
#endif
}

std::size_t CsvMarks::next_loading(std::size_t from) {
  for (; from < text_.size(); from = base_ + kSpan) {
    load(from);
    if (marks_ != 0) return from + static_cast<std::size_t>(std::countr_zero(marks_));
  }
  return text_.size();
}

}  // namespace parser

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

struct Masks {
  std::uint64_t quotes = 0;
  std::uint64_t breaks = 0;
};

// The masks of the `n` bytes at `p` (n <= 64), a byte at a time.
Masks mark_bytes(const char* p, std::size_t n) {
  Masks m;
  for (std::size_t k = 0; k < n; ++k) {
    m.quotes |= std::uint64_t{p[k] == '"'} << k;
    m.breaks |= std::uint64_t{p[k] == '\n'} << k;
  }
  return m;
}

#if defined(__SSE2__)
// The masks of the 64 bytes at `p`, sixteen a compare.
Masks mark_sse2(const char* p) {
  const __m128i quote = _mm_set1_epi8('"');
  const __m128i lf = _mm_set1_epi8('\n');
  Masks m;
  for (unsigned k = 0; k < 4; ++k) {
    const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
    const auto q = static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(here, quote)));
    const auto b = static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(here, lf)));
    m.quotes |= std::uint64_t{q} << (16 * k);
    m.breaks |= std::uint64_t{b} << (16 * k);
  }
  return m;
}
#endif

}  // namespace

CsvMarks::CsvMarks(std::string_view text) : text_(text), vectors_(scan_width() != ScanWidth::kWord) { load(0); }

void CsvMarks::load(std::size_t at) {
  base_ = at;
  const std::size_t n = std::min(kSpan, text_.size() - at);
  Masks m;
#if defined(__SSE2__)
  if (vectors_ && n == kSpan) {
    m = mark_sse2(text_.data() + at);
  } else if (vectors_) {
    // The text's last bytes, padded with zeros (neither mark) so that the
    // loads stay inside the buffer.
    char tail[kSpan] = {};
    if (n != 0) std::memcpy(tail, text_.data() + at, n);
    m = mark_sse2(tail);
  } else {
    m = mark_bytes(text_.data() + at, n);
  }
#else
  m = mark_bytes(text_.data() + at, n);
#endif
  quotes_ = m.quotes;
  breaks_ = m.breaks;
}

std::size_t CsvMarks::next_loading(std::size_t from, bool quotes) {
  for (; from < text_.size(); from = base_ + kSpan) {
    load(from);
    const std::uint64_t marks = quotes ? quotes_ | breaks_ : breaks_;
    if (marks != 0) return from + static_cast<std::size_t>(std::countr_zero(marks));
  }
  return text_.size();
}

}  // namespace parser

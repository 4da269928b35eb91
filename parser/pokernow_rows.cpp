#include "parser/pokernow_rows.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "parser/csv_marks.h"
#include "parser/lines.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace parser::pokernow {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The value of eight digits in `word` (the first digit in its low byte, as
// a little-endian load puts it), or nullopt when a byte is not a digit.
std::optional<std::uint64_t> eight_digits(std::uint64_t word) {
  // A digit is 0x30-0x39: high nibble 3, and adding 6 does not carry out of
  // the low one (a carry out of any byte spoils a high nibble on its way).
  constexpr std::uint64_t kHighNibbles = 0xF0F0F0F0F0F0F0F0ull;
  if (((word & kHighNibbles) | (((word + 0x0606060606060606ull) & kHighNibbles) >> 4)) != 0x3333333333333333ull)
    return std::nullopt;
  // Pairs of digits, then fours, then the eight, each in the low bits.
  word = ((word & 0x0F0F0F0F0F0F0F0Full) * (256 * 10 + 1)) >> 8;
  word = ((word & 0x00FF00FF00FF00FFull) * (65536 * 100 + 1)) >> 16;
  return ((word & 0x0000FFFF0000FFFFull) * ((std::uint64_t{1} << 32) * 10000 + 1)) >> 32;
}

#if defined(__SSE2__)
// The value of the `n` digits (1 to 16) that end at `end`, or nullopt when
// one is no digit; the sixteen bytes before `end` must be readable. One
// vector: the bytes before the digits made zeros, then pairs of digits,
// fours, eights (products of at most 99,990,000 in 32 bits).
std::optional<std::uint64_t> last_digits_sse2(const char* end, std::size_t n) {
  // Sixteen 0xFF then sixteen zeros: from kLead + n, 0xFF on the 16 - n
  // bytes before the digits.
  alignas(16) static constexpr unsigned char kLead[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
  const __m128i lead = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kLead + n));
  const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(end - 16));
  const __m128i d = _mm_andnot_si128(lead, _mm_sub_epi8(bytes, _mm_set1_epi8('0')));
  // A digit less '0' is 0 to 9 as a signed byte; every other byte is
  // negative or above 9.
  const __m128i bad = _mm_or_si128(_mm_cmpgt_epi8(d, _mm_set1_epi8(9)), _mm_cmplt_epi8(d, _mm_setzero_si128()));
  if (_mm_movemask_epi8(bad) != 0) return std::nullopt;
  // 16-bit lane j: byte 2j (the earlier digit) low, byte 2j + 1 high.
  const __m128i pairs = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(d, _mm_set1_epi16(0xFF)), _mm_set1_epi16(10)),
                                      _mm_srli_epi16(d, 8));
  const __m128i fours = _mm_madd_epi16(pairs, _mm_set1_epi32(0x00010000 | 100));
  const __m128i eights = _mm_madd_epi16(_mm_packs_epi32(fours, fours), _mm_set1_epi32(0x00010000 | 10000));
  const auto high = static_cast<std::uint32_t>(_mm_cvtsi128_si32(eights));
  const auto low = static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_srli_si128(eights, 4)));
  return std::uint64_t{high} * 100000000 + low;
}
#endif

// The value of `digits` (1 to 19 bytes), or nullopt when one is no digit;
// 19 digits wrap modulo 2^64 as n * 10 + digit does. The log's `order` has
// fifteen: in one SSE2 vector when `vectors` and the sixteen bytes before
// the digits' end are in the text (from `text_begin`); else eight at a
// time, the last ones as the eight bytes that end them, those read
// already made '0'. Byte by byte on a big-endian machine or for fewer
// than eight.
std::optional<std::uint64_t> digits_value(std::string_view digits, const char* text_begin, bool vectors) {
  static constexpr std::uint64_t kPow10[8] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000};
#if defined(__SSE2__)
  const char* const digits_end = digits.data() + digits.size();
  if (vectors && digits.size() <= 16 && digits_end - text_begin >= 16) return last_digits_sse2(digits_end, digits.size());
#else
  (void)text_begin;
  (void)vectors;
#endif
  std::uint64_t n = 0;
  if (std::endian::native == std::endian::little && digits.size() >= 8) {
    const char* const end = digits.data() + digits.size();
    std::uint64_t word = 0;
    for (; digits.size() >= 8; digits.remove_prefix(8)) {
      std::memcpy(&word, digits.data(), 8);
      const std::optional<std::uint64_t> eight = eight_digits(word);
      if (!eight) return std::nullopt;
      n = n * 100000000 + *eight;  // wraps as eight steps of n * 10 + digit
    }
    if (digits.empty()) return n;
    std::memcpy(&word, end - 8, 8);
    const unsigned read = 8 - static_cast<unsigned>(digits.size());  // bytes of `word` read above
    const std::uint64_t low = (std::uint64_t{1} << (8 * read)) - 1;
    const std::optional<std::uint64_t> rest = eight_digits((word & ~low) | (0x3030303030303030ull & low));
    if (!rest) return std::nullopt;
    return n * kPow10[digits.size()] + *rest;
  }
  for (const char c : digits) {
    if (!is_digit(c)) return std::nullopt;
    n = n * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return n;
}

// The `order` field: the digits after the row's second comma up to the
// line's end. `text_begin` and `vectors` as digits_value takes them.
std::optional<std::uint64_t> order_field(std::string_view rest, const char* text_begin, bool vectors) {
  const std::size_t comma = rest.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  std::string_view digits = rest.substr(comma + 1);
  while (!digits.empty() && (digits.back() == '\r' || digits.back() == ' ')) digits.remove_suffix(1);
  if (digits.empty() || digits.size() > 19) return std::nullopt;
  return digits_value(digits, text_begin, vectors);
}

}  // namespace

std::optional<RowError> split_rows(std::string_view text, std::uint32_t line, std::uint32_t column,
                                   std::vector<Row>& rows) {
  rows.clear();
  CsvMarks marks(text);
  const bool vectors = scan_width() != ScanWidth::kWord;
  std::size_t i = 0;
  std::uint32_t col = column;  // of text[i]
  while (i < text.size()) {
    Row row;
    row.line = line;
    std::uint32_t breaks = 0;
    std::size_t after = 0;  // index of the comma after the entry
    std::size_t end = 0;    // of the row's line: its '\n', or the text's size
    // Nearly every row starts with its entry's quote: not blank, no heading.
    if (text[i] == '"') {
      // The closing quote: the first one not doubled. The entry's line
      // breaks are counted on the way.
      std::size_t close = i + 1;
      for (;;) {
        close = marks.next(close);
        if (close == text.size())
          return RowError{{line, col}, "this row's entry opens a quote that is never closed"};
        if (text[close] == '\n') {
          ++breaks;
          ++close;
        } else if (close + 1 < text.size() && text[close + 1] == '"') {
          close += 2;  // a doubled quote
        } else {
          break;
        }
      }
      row.entry = text.substr(i + 1, close - i - 1);
      row.column = col + 1;
      after = close + 1;
      end = marks.next_break(after);
    } else {
      end = marks.next_break(i);
      // Blank lines, and the heading of a log appended to another one.
      const std::string_view whole = text.substr(i, end - i);
      if (whole.find_first_not_of(" \t\r") == std::string_view::npos || whole.starts_with("entry,at,order")) {
        i = end + 1;
        ++line;
        col = 1;
        continue;
      }
      after = std::min(text.find(',', i), end);
      row.entry = text.substr(i, after - i);
      row.column = col;
    }
    const std::string_view rest = text.substr(after, end - after);
    const std::optional<std::uint64_t> order =
        rest.starts_with(',') ? order_field(rest.substr(1), text.data(), vectors) : std::nullopt;
    if (!order) return RowError{{line + breaks, 1}, "this row is not `entry,at,order` with a number for order"};
    row.order = *order;
    row.multiline = breaks > 0;
    rows.push_back(row);
    line += breaks + 1;
    col = 1;
    i = end + 1;
  }
  return std::nullopt;
}

void order_rows(std::vector<Row>& rows) {
  std::reverse(rows.begin(), rows.end());
  // Newest first, reversed: in order already unless the log was edited.
  const auto by_order = [](const Row& a, const Row& b) { return a.order < b.order; };
  if (!std::is_sorted(rows.begin(), rows.end(), by_order)) std::stable_sort(rows.begin(), rows.end(), by_order);
}

engine::SourcePos pos_in(const Row& row, const char* p) {
  const std::string_view before(row.entry.data(), static_cast<std::size_t>(p - row.entry.data()));
  if (!row.multiline) return {row.line, row.column + static_cast<std::uint32_t>(before.size())};
  const std::size_t nl = before.rfind('\n');
  if (nl == std::string_view::npos) return {row.line, row.column + static_cast<std::uint32_t>(before.size())};
  const auto breaks = static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n'));
  return {row.line + breaks, static_cast<std::uint32_t>(before.size() - nl)};
}

}  // namespace parser::pokernow

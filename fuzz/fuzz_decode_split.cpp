// libFuzzer target: a file's bytes -> decode -> split_pokerstars.
//
// Invariants checked (any failure aborts, so libFuzzer keeps the input):
//   decode     the text is valid UTF-8; the encoding is the one the leading
//              bytes and the validity of the input imply; valid UTF-8 is copied
//              unchanged; each replacement left a U+FFFD; decoding the file in
//              blocks as the audit streams it (input/block_reader.h)
//              gives the same text as decoding it whole, for every encoding
//              but cp1252 (whose per-block fallback is documented).
//   split      hands and summaries lie inside the text, in order, without
//              overlap; each starts with its header (or summary) prefix; line
//              and column agree with an independent count; `glued` is true
//              exactly when something other than padding precedes the header
//              on its line; text outside every span is blank or wrapper lines
//              only (nothing is lost); leading junk precedes the first hand.
//   chunks     splitting the same text in pieces of any size (the streamed
//              path) gives the same hands and summaries and positions, and the
//              leading junk within that of one call.
//   detect     looks_like_pokerstars() agrees with where the first hand is.
//   sites      split_site_hands() (other sites' headers, run on the whole
//              text): hands inside the text, in order, without overlap, each
//              running to the next but for blank space; line and column agree
//              with an independent count; hand numbers lie in their hand; the
//              text left before the first hand ends before it; the hand
//              find_site_hand_after_first_line() names is one of them.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_support.h"
#include "input/block_reader.h"
#include "parser/decode.h"
#include "parser/pokerstars_split.h"
#include "parser/site_headers.h"

namespace {

using fuzz::LineIndex;
using parser::Encoding;
using parser::JunkKind;
using parser::SplitResult;
using parser::TextPosition;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// `s` starts with one of `prefixes`, then one or more digits, then `terminator`.
bool starts_with_header(std::string_view s, const std::vector<std::string_view>& prefixes, char terminator) {
  for (std::string_view p : prefixes) {
    if (!s.starts_with(p)) continue;
    std::size_t i = p.size();
    while (i < s.size() && is_digit(s[i])) ++i;
    return i > p.size() && i < s.size() && s[i] == terminator;
  }
  return false;
}

bool starts_with_prefix(std::string_view s, const std::vector<std::string_view>& prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](std::string_view p) { return s.starts_with(p); });
}

std::vector<std::string_view> hand_prefixes() {
  const auto span = parser::pokerstars_header_prefixes();
  return {span.begin(), span.end()};
}

const std::vector<std::string_view> kSummaryPrefixes = {"PokerStars Tournament #", "Full Tilt Tournament #",
                                                        "Run It Once Poker Tournament #"};

std::string_view drop_padding(std::string_view s) {
  while (!s.empty()) {
    const auto c = static_cast<unsigned char>(s.front());
    if (c <= ' ' || c == 0x7F)
      s.remove_prefix(1);
    else if (s.starts_with("\xC2\xA0"))
      s.remove_prefix(2);
    else if (s.starts_with("\xEF\xBB\xBF"))
      s.remove_prefix(3);
    else
      break;
  }
  return s;
}

std::string_view drop_trailing_blanks(std::string_view s) {
  for (;;) {
    if (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
      s.remove_suffix(1);
    else if (s.ends_with("\xC2\xA0"))
      s.remove_suffix(2);
    else
      return s;
  }
}

// A line that belongs to no hand (pokerstars_split.h): blank, `*** # N ***`,
// `Hand #N:` alone, `Transcript for ...`, `Tournament History for ...`.
bool is_filler_line(std::string_view line) {
  line = drop_padding(drop_trailing_blanks(line));
  if (line.empty()) return true;
  if (line.starts_with("Transcript for ") || line.starts_with("Tournament History for ")) return true;
  if (line.starts_with("Hand #")) {
    std::string_view rest = line.substr(6);
    if (rest.ends_with(':')) rest.remove_suffix(1);
    return !rest.empty() && std::all_of(rest.begin(), rest.end(), is_digit);
  }
  std::size_t i = 0;
  auto run = [&](char c) {
    const std::size_t from = i;
    while (i < line.size() && line[i] == c) ++i;
    return i - from;
  };
  if (run('*') < 3) return false;
  run(' ');
  if (i >= line.size() || line[i] != '#') return false;
  ++i;
  run(' ');
  const std::size_t digits_from = i;
  while (i < line.size() && is_digit(line[i])) ++i;
  if (i == digits_from) return false;
  run(' ');
  return run('*') >= 3 && i == line.size();
}

// Every piece of `gap` between line breaks is filler.
void check_gap(std::string_view text, std::size_t from, std::size_t to) {
  const std::string_view gap = text.substr(from, to - from);
  std::size_t start = 0;
  for (std::size_t i = 0; i <= gap.size(); ++i) {
    if (i == gap.size() || gap[i] == '\n' || gap[i] == '\r') {
      const std::string_view piece = gap.substr(start, i - start);
      FUZZ_CHECK(is_filler_line(piece), "text outside every hand and summary is lost: \"" + fuzz::excerpt(piece) +
                                            "\" at offset " + std::to_string(from + start));
      start = i + 1;
    }
  }
}

struct Span {
  std::size_t offset;
  std::size_t length;
  std::uint32_t line;
  std::uint32_t column;
  int kind;  // 0 hand, 1 summary, 2 leading text
  bool glued;
  bool operator==(const Span&) const = default;
};

std::vector<Span> spans_of(const SplitResult& r) {
  std::vector<Span> spans;
  for (const auto& h : r.hands) spans.push_back({h.offset, h.length, h.line, h.column, 0, h.glued});
  for (const auto& j : r.junk)
    spans.push_back({j.offset, j.length, j.line, j.column, j.kind == JunkKind::kText ? 2 : 1, false});
  std::stable_sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.offset < b.offset; });
  return spans;
}

void check_position(const LineIndex& index, std::size_t offset, std::uint32_t line, std::uint32_t column,
                    const char* what) {
  FUZZ_CHECK(index.line_of(offset) == line && index.column_of(offset) == column,
             std::string(what) + " at offset " + std::to_string(offset) + " reported at " + std::to_string(line) + ":" +
                 std::to_string(column) + ", is at " + std::to_string(index.line_of(offset)) + ":" +
                 std::to_string(index.column_of(offset)));
}

void check_split(std::string_view text, const LineIndex& index, const SplitResult& r) {
  static const std::vector<std::string_view> kHandPrefixes = hand_prefixes();
  FUZZ_CHECK(r.consumed == text.size(), "a whole-text split must consume everything");
  check_position(index, r.next.offset, r.next.line, r.next.column, "the end position");
  for (std::size_t i = 1; i < r.hands.size(); ++i)
    FUZZ_CHECK(r.hands[i - 1].offset < r.hands[i].offset, "hands out of order");
  for (std::size_t i = 1; i < r.junk.size(); ++i)
    FUZZ_CHECK(r.junk[i - 1].offset < r.junk[i].offset, "junk out of order");

  const std::vector<Span> spans = spans_of(r);
  std::size_t covered = 0;  // end of the previous span
  std::size_t leading = 0;
  for (const Span& s : spans) {
    FUZZ_CHECK(s.offset >= covered, "spans overlap at offset " + std::to_string(s.offset));
    FUZZ_CHECK(s.length > 0 && s.offset + s.length <= text.size(),
               "span out of the text: offset " + std::to_string(s.offset) + " length " + std::to_string(s.length));
    check_position(index, s.offset, s.line, s.column, "a span");
    check_gap(text, covered, s.offset);
    covered = s.offset + s.length;

    const std::string_view body = text.substr(s.offset);
    const std::string_view before = text.substr(index.line_start(s.line), s.offset - index.line_start(s.line));
    switch (s.kind) {
      case 0:
        // At a line start the prefix alone starts a hand (a damaged header is
        // its own hand's parse-error); glued to other text it needs #digits:.
        FUZZ_CHECK(fuzz::is_padding(before) ? starts_with_prefix(body, kHandPrefixes)
                                            : starts_with_header(body, kHandPrefixes, ':'),
                   "a hand not at a header: " + fuzz::excerpt(body));
        FUZZ_CHECK(s.glued == !fuzz::is_padding(before),
                   "glued is " + std::to_string(s.glued) + " after \"" + fuzz::excerpt(before) + "\"");
        break;
      case 1:
        FUZZ_CHECK(starts_with_header(body, kSummaryPrefixes, ','), "a summary not at its header");
        FUZZ_CHECK(fuzz::is_padding(before), "a summary starting mid-line");
        break;
      default:
        FUZZ_CHECK(++leading == 1, "more than one stretch of leading junk in one call");
        FUZZ_CHECK(s.offset == spans.front().offset, "leading junk after a hand or summary");
        break;
    }
  }
  check_gap(text, covered, text.size());
}

// Splits `text` in pieces of `step` bytes (the last piece final), the way the
// streamed audit feeds split_pokerstars_chunk, and collects the spans.
std::vector<Span> split_in_chunks(std::string_view text, const LineIndex& index, std::size_t step) {
  std::vector<Span> spans;
  TextPosition pos;
  std::size_t fed = 0;  // bytes of text handed to the splitter so far
  for (;;) {
    fed = std::min(text.size(), fed + step);
    const bool final = fed == text.size();
    const std::string_view chunk = text.substr(pos.offset, fed - pos.offset);
    const SplitResult r = parser::split_pokerstars_chunk(chunk, pos, final);
    FUZZ_CHECK(r.consumed <= chunk.size(), "consumed more than the chunk");
    FUZZ_CHECK(!final || r.consumed == chunk.size(), "a final chunk left bytes");
    FUZZ_CHECK(r.next.offset == pos.offset + r.consumed, "next.offset is not start + consumed");
    check_position(index, r.next.offset, r.next.line, r.next.column, "a chunk's next position");
    for (const Span& s : spans_of(r)) {
      FUZZ_CHECK(s.offset >= pos.offset && s.offset + s.length <= pos.offset + r.consumed,
                 "a chunk's span lies outside what it consumed");
      spans.push_back(s);
    }
    pos = r.next;
    if (final) return spans;
  }
}

void check_chunked(std::string_view text, const LineIndex& index, const SplitResult& whole, std::size_t step) {
  const std::vector<Span> chunked = split_in_chunks(text, index, step);
  std::vector<Span> a;
  std::vector<Span> b;
  std::size_t text_begin = SIZE_MAX, text_end = 0;
  for (const Span& s : spans_of(whole)) {
    if (s.kind != 2) a.push_back(s);
  }
  for (const Span& s : chunked) {
    if (s.kind != 2) {
      b.push_back(s);
    } else {
      text_begin = std::min(text_begin, s.offset);
      text_end = std::max(text_end, s.offset + s.length);
    }
  }
  FUZZ_CHECK(a.size() == b.size(), "chunks of " + std::to_string(step) + " bytes: " + std::to_string(b.size()) +
                                       " hands and summaries, one call: " + std::to_string(a.size()));
  for (std::size_t i = 0; i < a.size(); ++i) {
    FUZZ_CHECK(a[i] == b[i], "chunks of " + std::to_string(step) + " bytes: span " + std::to_string(i) +
                                 " differs: offset " + std::to_string(b[i].offset) + " length " +
                                 std::to_string(b[i].length) + " vs offset " + std::to_string(a[i].offset) +
                                 " length " + std::to_string(a[i].length));
  }
  // Leading text may come back in several pieces; together they cover the
  // same stretch as the one piece of a single call.
  const auto lead = std::find_if(whole.junk.begin(), whole.junk.end(),
                                 [](const parser::Junk& j) { return j.kind == JunkKind::kText; });
  if (lead == whole.junk.end()) {
    FUZZ_CHECK(text_end == 0, "chunks report leading text where one call reports none");
  } else {
    FUZZ_CHECK(text_begin == lead->offset && text_end == lead->offset + lead->length,
               "chunks report leading text [" + std::to_string(text_begin) + ", " + std::to_string(text_end) +
                   "), one call [" + std::to_string(lead->offset) + ", " + std::to_string(lead->offset + lead->length) +
                   ")");
  }
}

void check_decode(std::string_view bytes, const parser::DecodedText& d) {
  FUZZ_CHECK(fuzz::valid_utf8(d.text), "decoded text is not valid UTF-8");
  FUZZ_CHECK(!parser::encoding_name(d.encoding).empty(), "encoding without a name");
  const bool utf8 = fuzz::valid_utf8(bytes);
  Encoding expected = Encoding::kCp1252;
  if (bytes.starts_with("\xFF\xFE"))
    expected = Encoding::kUtf16Le;
  else if (bytes.starts_with("\xFE\xFF"))
    expected = Encoding::kUtf16Be;
  else if (bytes.starts_with("\xEF\xBB\xBF"))
    expected = Encoding::kUtf8Bom;
  else if (utf8)
    expected = Encoding::kUtf8;
  FUZZ_CHECK(d.encoding == expected, std::string("decoded as ") + std::string(parser::encoding_name(d.encoding)) +
                                         ", expected " + std::string(parser::encoding_name(expected)));
  FUZZ_CHECK(parser::is_valid_utf8(bytes) == utf8, "is_valid_utf8 disagrees with a strict check");
  if (expected == Encoding::kUtf8 || (expected == Encoding::kUtf8Bom && utf8)) {
    FUZZ_CHECK(d.text == bytes.substr(expected == Encoding::kUtf8 ? 0 : 3), "valid UTF-8 was not copied unchanged");
    FUZZ_CHECK(!d.converted && d.replacements == 0, "valid UTF-8 reported as converted");
  }
  if (expected == Encoding::kCp1252) {
    const auto undefined = static_cast<std::size_t>(std::count_if(bytes.begin(), bytes.end(), [](char c) {
      const auto b = static_cast<unsigned char>(c);
      return b == 0x81 || b == 0x8D || b == 0x8F || b == 0x90 || b == 0x9D;
    }));
    FUZZ_CHECK(d.replacements == undefined, "cp1252 replacements are not the undefined bytes");
  }
  std::size_t marks = 0;
  for (std::size_t at = 0; (at = d.text.find("\xEF\xBF\xBD", at)) != std::string::npos; at += 3) ++marks;
  FUZZ_CHECK(marks >= d.replacements, "fewer U+FFFD in the text than replacements counted");
}

// Decodes `bytes` as the audit streams them (input/block_reader.h), reading
// `block` bytes at a time, as a file when `sized` and else as a pipe; checks
// that the pieces follow each other and that each is valid UTF-8.
std::string decode_streamed(std::string_view bytes, std::size_t block, bool sized) {
  input::MemoryBytes source(bytes, sized);
  input::BlockRecycler recycler;
  std::string text;
  const auto error = input::read_pieces(
      source, recycler,
      [&](input::TextPiece&& piece) {
        FUZZ_CHECK(piece.base == text.size(), "a piece does not start where the previous one ended");
        FUZZ_CHECK(fuzz::valid_utf8(piece.text.view()), "a decoded piece is not valid UTF-8");
        text += piece.text.view();
        return true;
      },
      block);
  FUZZ_CHECK(!error, "reading memory failed");
  return text;
}

bool is_blank_char(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool is_blank_space(std::string_view s) { return std::all_of(s.begin(), s.end(), is_blank_char); }

// Length of `s` without trailing blank space.
std::size_t trimmed_length_of(std::string_view s) {
  std::size_t n = s.size();
  while (n > 0 && is_blank_char(s[n - 1])) --n;
  return n;
}

void check_site_split(std::string_view text, const LineIndex& index) {
  const parser::SiteSplit s = parser::split_site_hands(text);
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    const parser::SiteHand& h = s.hands[i];
    FUZZ_CHECK(h.length > 0 && h.offset + h.length <= text.size(), "a site hand outside the text");
    check_position(index, h.offset, h.line, h.column, "site hand");
    const std::size_t next = i + 1 < s.hands.size() ? s.hands[i + 1].offset : text.size();
    FUZZ_CHECK(h.offset + h.length <= next, "site hands overlap or are out of order");
    FUZZ_CHECK(is_blank_space(text.substr(h.offset + h.length, next - h.offset - h.length)),
               "text between site hands is lost");
    if (!h.hand_id.empty())
      FUZZ_CHECK(h.hand_id.data() >= text.data() + h.offset && h.hand_id.data() + h.hand_id.size() <= text.data() + next,
                 "a site hand's number outside its hand");
  }
  const std::size_t first = s.hands.empty() ? text.size() : s.hands.front().offset;
  if (s.leading_length) FUZZ_CHECK(*s.leading_length <= first, "text left over runs into the first site hand");
  if (s.hands.empty() && !fuzz::is_padding(text))
    FUZZ_CHECK(s.leading_length == trimmed_length_of(text), "text without a site hand not left over whole");
  if (const auto cut = parser::find_site_hand_after_first_line(text)) {
    const bool found = std::any_of(s.hands.begin(), s.hands.end(),
                                   [&](const parser::SiteHand& h) { return h.offset == *cut && h.line > 1; });
    FUZZ_CHECK(found, "find_site_hand_after_first_line() names no site hand after line 1");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // Block and chunk sizes vary with the input, deterministically.
  std::uint32_t hash = 2166136261u;
  for (std::size_t i = 0; i < size; i += 1 + size / 64) hash = (hash ^ data[i]) * 16777619u;

  const parser::DecodedText decoded = parser::decode(bytes);
  check_decode(bytes, decoded);
  const std::string_view text = decoded.text;

  const std::string streamed = decode_streamed(bytes, 1 + hash % 61 + size / 128, hash & 1);
  if (decoded.encoding != Encoding::kCp1252)
    FUZZ_CHECK(streamed == decoded.text, "streamed decoding differs from whole decoding (" +
                                             std::string(parser::encoding_name(decoded.encoding)) + ")");
  FUZZ_CHECK(parser::block_cut(bytes, Encoding::kUtf8) <= size, "block_cut past the end");

  const LineIndex index(text);
  const SplitResult whole = parser::split_pokerstars(text);
  check_split(text, index, whole);
  // Small pieces re-scan a held-back hand once per piece: keep the number of
  // pieces near 256 at most so large inputs still run fast.
  check_chunked(text, index, whole, 1 + (hash >> 8) % 97 + text.size() / 256);
  check_chunked(text, index, whole, 1 + text.size() / 3);
  check_site_split(text, index);

  // Detection: a hand header starting within the first kDetectBytes bytes.
  const bool looks = parser::looks_like_pokerstars(text);
  const bool early_hand = !whole.hands.empty() && whole.hands.front().offset < parser::kDetectBytes;
  if (looks) FUZZ_CHECK(early_hand, "looks_like_pokerstars() without a hand in the first 4 KiB");
  // The detector reads 128 bytes past the limit, enough for any real header
  // up to its ':'; a header with hundreds of digits may go unseen.
  if (early_hand && text.find(':', whole.hands.front().offset) < parser::kDetectBytes + 100)
    FUZZ_CHECK(looks, "a hand at offset " + std::to_string(whole.hands.front().offset) + " not detected");
  return 0;
}

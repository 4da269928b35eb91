#include "input/block_reader.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <utility>

#include "parser/decode.h"
#include "parser/site_headers.h"

namespace input {

namespace {

using parser::Encoding;

// Bytes to ask for next. One more than a regular file has left, so that a
// short read tells the end and no further read is needed; a file that has
// grown since it was opened (left == 0 before the end) is read on in
// standard reads.
std::size_t read_size(const ByteSource& input, std::size_t read_bytes) {
  const std::optional<std::size_t> left = input.remaining();
  if (left && *left > 0) return std::min(read_bytes, *left + 1);
  return read_bytes;
}

// Room for `n` bytes in `block`, keeping its text. The capacity at least
// doubles, so that a hand or a stretch without one that is longer than a
// read is copied a bounded number of times.
void make_room(TextBlock& block, std::size_t n, BlockRecycler& recycler) {
  if (n <= block.capacity()) return;
  n = std::max(n, block.capacity() * 2);
  TextBlock bigger = recycler.take(n);
  bigger.append(block.view());
  recycler.give(std::move(block));
  block = std::move(bigger);
}

// Whether a block with `room` bytes free takes a read of `want` bytes as
// far as its room goes rather than growing for all of them: when the room
// is short of the read by at most half (and not nothing: a read of none
// would not end). Blocks grown past the standard size are fresh memory
// each time (freed, not recycled), and the kernel faulting in their pages
// cost iPoker, whose pieces carry a session of up to a megabyte into the
// next block, a third of its time.
bool fills_short(std::size_t room, std::size_t want) { return room < want && room >= (want + 1) / 2; }

// The capacity of the block that carries `carry` bytes (the start of a hand,
// or iPoker's last session) into the next read of `want`: a standard block
// when fill_or_grow will fill it short, else room for the whole read.
std::size_t carry_capacity(std::size_t carry, std::size_t want) {
  constexpr std::size_t kStandard = BlockRecycler::kBlockCapacity;
  if (carry < kStandard && fills_short(kStandard - carry, want)) return kStandard;
  return carry + want;
}

// The bytes to read into `block` when `want` are asked: its room when it
// fills_short, else all of them, the block grown for them.
std::size_t fill_or_grow(TextBlock& block, std::size_t want, BlockRecycler& recycler) {
  const std::size_t room = block.capacity() - block.size();
  if (fills_short(room, want)) return room;
  make_room(block, block.size() + want, recycler);
  return want;
}

// What decode_in_place reuses block after block: fresh memory each time
// was zero-filled and faulted in anew (UTF-16 text, WPN's and Full Tilt's,
// is decoded block by block).
struct DecodeScratch {
  parser::DecodedText decoded;  // the decoding of another encoding
  TextBlock utf16;              // UTF-16's, written without a zero fill
};

// The `length` bytes at `at` of `block` replaced by `text`, the bytes after
// them moved along. Returns the end of `text` in the block.
std::size_t replace_in_block(TextBlock& block, std::size_t at, std::size_t length, std::string_view text) {
  const std::size_t rest_at = at + length;
  const std::size_t rest = block.size() - rest_at;
  const std::size_t size = at + text.size() + rest;
  block.reserve(size);  // only text longer than its bytes (UTF-16 of 3-byte characters) can need it
  std::memmove(block.data() + at + text.size(), block.data() + rest_at, rest);
  if (!text.empty()) std::memcpy(block.data() + at, text.data(), text.size());
  block.set_size(size);
  return at + text.size();
}

// Decodes the `length` bytes at `decoded_end` of `block`, which follow the
// decoded text, in place: valid UTF-8 stays where it is; anything else is
// replaced by its decoding (parser/decode.h), the bytes after it moved
// along. `first`: these are the input's first bytes (decode(), which tells
// the encoding); otherwise decode_block() with `encoding`. Returns the end
// of the decoded text.
std::size_t decode_in_place(TextBlock& block, std::size_t decoded_end, std::size_t length, bool first,
                            Encoding& encoding, DecodeScratch& scratch) {
  const std::string_view bytes = block.view().substr(decoded_end, length);
  constexpr std::string_view kBom = "\xEF\xBB\xBF";
  const bool utf8 = first ? !bytes.starts_with(kBom) : encoding == Encoding::kUtf8 || encoding == Encoding::kUtf8Bom;
  // FF FE and FE FF (UTF-16 byte order marks) are never valid UTF-8.
  if (utf8 && parser::is_valid_utf8(bytes)) return decoded_end + length;
  // Valid UTF-8 after a byte order mark: what decode() would give is the
  // same bytes without the mark, so they are moved over it in place rather
  // than copied through a string of the block's size.
  if (first && bytes.starts_with(kBom) && parser::is_valid_utf8(bytes.substr(kBom.size()))) {
    encoding = Encoding::kUtf8Bom;
    char* const at = block.data() + decoded_end;
    std::memmove(at, at + kBom.size(), block.size() - decoded_end - kBom.size());
    block.set_size(block.size() - kBom.size());
    return decoded_end + length - kBom.size();
  }
  if (!first && (encoding == Encoding::kUtf16Le || encoding == Encoding::kUtf16Be)) {
    scratch.utf16.reserve(parser::utf16_decoded_bound(length));
    std::size_t replacements = 0;  // not passed on: the U+FFFD are in the text, as with decode_block
    const std::size_t written =
        parser::decode_utf16_to(bytes, encoding == Encoding::kUtf16Le, scratch.utf16.data(), replacements);
    return replace_in_block(block, decoded_end, length, std::string_view(scratch.utf16.data(), written));
  }
  if (first)
    scratch.decoded = parser::decode(bytes);
  else
    parser::decode_block(bytes, encoding, scratch.decoded);
  if (first) encoding = scratch.decoded.encoding;
  return replace_in_block(block, decoded_end, length, scratch.decoded.text);
}

// The split of the decoded text `text` (at `pos` in the input) into the
// piece to pass on and the rest. PokerStars hands go out whole
// (split_pokerstars_chunk). Text without one is cut before the last hand of
// another site that starts in it (parser::last_site_hand_cut): the hands
// before it go out now, instead of the text being held back whole up to
// kMaxHeldBytes, which grew its block to 128 MiB and cut a hand in two
// there. What goes out is then one stretch of text outside PokerStars hands
// (one Junk), which the audit splits into the other site's hands.
struct Piece {
  parser::SplitResult split;
  bool whole_hands = false;  // split.consumed ends before a hand: pass it on now
};

// `next_try`: the size `text` must reach before other sites' hands are
// looked for again, doubled after each look that finds none, so that a long
// stretch without any hand is scanned a bounded number of times over.
Piece split_piece(std::string_view text, parser::TextPosition pos, bool final, std::size_t& next_try) {
  parser::SplitResult split = parser::split_pokerstars_chunk(text, pos, final);
  if (final || !split.hands.empty()) return {std::move(split), true};
  if (split.consumed == 0 || text.size() < next_try) return {std::move(split), false};
  const std::size_t cut = parser::last_site_hand_cut(text.substr(0, split.consumed));
  if (cut == 0) {
    next_try = 2 * text.size();
    return {std::move(split), false};
  }
  next_try = 0;
  return {parser::split_pokerstars_chunk(text.substr(0, cut), pos, true), true};
}

// Whether the undecoded bytes `line`, longer than kMaxHeldBytes, are one
// line to cut short (kLongLineKept): in a byte encoding, and no line break
// of any kind in them (a file whose lines end in '\r' alone is held whole,
// as UTF-16 text is).
bool is_one_long_line(std::string_view line, Encoding encoding) {
  if (encoding == Encoding::kUtf16Le || encoding == Encoding::kUtf16Be) return false;
  return line.find_first_of("\r\n") == std::string_view::npos;
}

// How many of a long line's first bytes to keep: kLongLineKept, less the
// start of a UTF-8 character it would cut.
std::size_t long_line_keep(std::string_view line) {
  std::size_t keep = std::min(kLongLineKept, line.size());
  while (keep > 0 && (static_cast<unsigned char>(line[keep]) & 0xC0) == 0x80) --keep;
  return keep;
}

// A long line being dropped (kLongLineKept): the bytes read since are
// [from, block end). Drops them up to the first line break in them, the
// rest moved down to `kept_end`. True while no break has come.
bool drop_long_line(TextBlock& block, std::size_t kept_end, std::size_t from) {
  const std::size_t found = block.view().substr(from).find_first_of("\r\n");
  if (found == std::string_view::npos) {
    block.set_size(kept_end);
    return true;
  }
  const std::size_t at = from + found;
  char* const data = block.data();
  std::memmove(data + kept_end, data + at, block.size() - at);
  block.set_size(kept_end + (block.size() - at));
  return false;
}

}  // namespace

std::optional<std::string> read_pieces(ByteSource& input, BlockRecycler& recycler,
                                       const std::function<bool(TextPiece&&)>& emit, std::size_t read_bytes) {
  // [0, decoded): decoded text not yet passed on; [decoded, size): bytes
  // read, not decoded yet (they end inside a line).
  TextBlock pending;
  std::size_t decoded = 0;
  parser::TextPosition pos;
  Encoding encoding = Encoding::kUtf8;
  bool first = true;
  bool eof = false;
  std::size_t next_site_try = 0;  // split_piece's
  std::size_t without_line_end = 0;  // leading bytes of the undecoded part known to hold no line end
  std::size_t long_line_end = 0;     // while a long line is dropped: the end of its kept bytes
  bool long_lines_held = false;      // lines end in '\r' alone, or UTF-16: no long line is cut
  DecodeScratch decode_scratch;
  while (true) {
    const std::size_t before_read = pending.size();
    if (!eof) {
      const std::size_t want = fill_or_grow(pending, read_size(input, read_bytes), recycler);
      const std::optional<std::size_t> n = input.read(pending.data() + pending.size(), want);
      if (!n) return input.error();
      pending.set_size(pending.size() + *n);
      eof = *n < want;
    }
    if (long_line_end != 0) {
      // Nothing new to decode or split until the line ends: the text before
      // it is not split again for every read of a long line.
      if (drop_long_line(pending, long_line_end, before_read) && !eof) continue;
      long_line_end = 0;
    }
    const std::string_view undecoded = pending.view().substr(decoded);
    // The first bytes tell UTF-16, whose line ends are two bytes long.
    if (first && undecoded.size() >= 2 && !eof) {
      if (undecoded.starts_with("\xFF\xFE")) encoding = Encoding::kUtf16Le;
      if (undecoded.starts_with("\xFE\xFF")) encoding = Encoding::kUtf16Be;
    }
    const std::size_t cut = eof ? undecoded.size() : parser::block_cut(undecoded, encoding, without_line_end);
    // What is left undecoded after the cut holds no line end: the next
    // search starts after it (one long line is not searched again per read).
    without_line_end = undecoded.size() - cut;
    if (cut == 0 && !eof && long_line_end == 0 && !long_lines_held && undecoded.size() > kMaxHeldBytes) {
      // Looked at once: a '\r' in it holds every later long line whole too.
      long_lines_held = !is_one_long_line(undecoded, encoding);
    }
    if (cut == 0 && !eof && long_line_end == 0 && !long_lines_held && undecoded.size() > kMaxHeldBytes) {
      long_line_end = decoded + long_line_keep(undecoded);
      pending.set_size(long_line_end);
      without_line_end = long_line_end - decoded;
      continue;
    }
    if (cut > 0 || eof) {
      decoded = decode_in_place(pending, decoded, cut, first, encoding, decode_scratch);
      first = false;
    }
    const bool final = eof;  // at the end, every byte has been decoded
    const auto [split, whole_hands] =
        split_piece(std::string_view(pending.data(), decoded), pos, final, next_site_try);
    const bool hold = !whole_hands && decoded < kMaxHeldBytes;
    if (split.consumed > 0 && !hold) {
      // The hands go out in the block itself; only the rest (less than a
      // hand, and the bytes not decoded yet) is copied, into the next block.
      const std::size_t carry = pending.size() - split.consumed;
      TextBlock next = final ? TextBlock() : recycler.take(carry_capacity(carry, read_size(input, read_bytes)));
      next.append(pending.view().substr(split.consumed));
      TextBlock hands = std::exchange(pending, std::move(next));
      hands.set_size(split.consumed);
      decoded -= split.consumed;
      const parser::TextPosition at = pos;
      pos = split.next;
      if (!emit(TextPiece{std::move(hands), at.line, at.offset, split})) return std::nullopt;
    }
    if (final) return std::nullopt;
  }
}

}  // namespace input

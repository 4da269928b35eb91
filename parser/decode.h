// decode: a hand-history file's bytes -> UTF-8 text.
//
// Hand histories arrive as UTF-8 (with or without BOM), UTF-16 with a BOM
// (Full Tilt, WPN) or Windows-1252 (old PokerStars exports). Everything after
// this point works on UTF-8 only, so the file is decoded once, up front.
// Decoding never fails: bytes that cannot be mapped become U+FFFD and are
// counted, so a caller can report them without losing the rest of the file.
// Line endings are left exactly as they are (LF, CRLF, CR, mixed): positions
// reported later are positions in the decoded text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace parser {

enum class Encoding : std::uint8_t {
  kUtf8,     // no BOM
  kUtf8Bom,  // EF BB BF, dropped from the text
  kUtf16Le,  // FF FE, dropped
  kUtf16Be,  // FE FF, dropped
  kCp1252,   // no BOM and not valid UTF-8
};

struct DecodedText {
  std::string text;                  // UTF-8 (valid unless the input held U+FFFD-worthy junk that was replaced)
  Encoding encoding = Encoding::kUtf8;
  bool converted = false;            // text is not a plain copy of the input bytes (BOM aside)
  std::size_t replacements = 0;      // code points written as U+FFFD because the input could not be mapped
};

// Decodes a whole file. Rules, in order:
//   - FF FE / FE FF: UTF-16 LE / BE; unpaired surrogates and a dangling odd
//     byte become U+FFFD.
//   - EF BB BF: UTF-8; the BOM is dropped. A BOM is strong evidence, so an
//     invalid sequence after it becomes U+FFFD (one per maximal invalid
//     subpart, as WHATWG does) instead of turning the whole file into cp1252.
//   - valid UTF-8: copied once, unchanged.
//   - anything else: Windows-1252 (0x80-0x9F per the code page, the five
//     undefined bytes -> U+FFFD, 0xA0-0xFF -> U+00A0-U+00FF).
// NUL and other control bytes pass through unchanged.
DecodedText decode(std::string_view bytes);

// Decodes a later block of a file whose first block gave `first` (streaming):
// no BOM is looked for; UTF-16 stays UTF-16; a UTF-8 file whose block is not
// valid UTF-8 is read as cp1252 (without a BOM) or leniently (with one), as
// decode() would. Blocks must be cut after a line end (after "\n\0" or
// "\0\n" in UTF-16) so that no character is split.
DecodedText decode_block(std::string_view bytes, Encoding first);
// The same into `out`, whose text's memory is reused: a stream decodes
// block after block into one buffer, not into fresh memory each time.
void decode_block(std::string_view bytes, Encoding first, DecodedText& out);

// UTF-16 units without a byte-order mark, decoded as decode_block does, to
// `out`, which has room for utf16_decoded_bound(bytes.size()) bytes: a
// stream's memory of its own, not zero-filled first as a string's would be.
// Returns the bytes written; `replacements` counts the U+FFFD written.
std::size_t decode_utf16_to(std::string_view bytes, bool little_endian, char* out, std::size_t& replacements);
// Each 2-byte unit becomes at most 3 UTF-8 bytes (a surrogate pair: 4 bytes
// for 4), and a dangling odd byte one U+FFFD.
constexpr std::size_t utf16_decoded_bound(std::size_t n) { return n / 2 * 3 + 3; }

// Where a streamed block may be cut: one past the last line end of `bytes`
// for `encoding` (0 when there is none). The first `known_without` bytes are
// known to hold no line end (looked at before, as the block grew): only the
// rest is searched, so a line that arrives in many reads is searched once.
std::size_t block_cut(std::string_view bytes, Encoding encoding, std::size_t known_without = 0);

// Appends code point `cp` as UTF-8; a surrogate or a value above U+10FFFF
// as U+FFFD (the readers of escaped text: PHH's TOML, OHH's JSON).
void append_utf8(std::string& out, char32_t cp);

// Strict UTF-8 check (no overlongs, no surrogates, nothing above U+10FFFF).
bool is_valid_utf8(std::string_view bytes);

// Length of the well-formed UTF-8 sequence that starts at text[at] (1-4), or
// 0 when the bytes there are not one, by the same rules as is_valid_utf8.
// The one UTF-8 test of the program: the report writers use it to copy valid
// text through and replace what is not.
std::size_t utf8_sequence_length(std::string_view text, std::size_t at);

// "utf-8", "utf-8-bom", "utf-16le", "utf-16be", "cp1252": the names the corpus
// README uses, for reports.
std::string_view encoding_name(Encoding encoding);

}  // namespace parser

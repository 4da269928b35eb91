#include "parser/decode.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>

namespace {

using parser::decode;
using parser::DecodedText;
using parser::Encoding;

using namespace std::string_literals;

// UTF-16 bytes with a BOM, for round trips.
std::string utf16_bytes(std::u16string_view units, bool little_endian) {
  std::string out = little_endian ? "\xFF\xFE"s : "\xFE\xFF"s;
  for (char16_t u : units) {
    const char hi = static_cast<char>(u >> 8);
    const char lo = static_cast<char>(u & 0xFF);
    out += little_endian ? lo : hi;
    out += little_endian ? hi : lo;
  }
  return out;
}

// A player name from the corpus and a Chinese one (乖就亲你), as UTF-8 and UTF-16.
constexpr const char* kAlcolea = "Alcol\xC3\xA9" "a";
constexpr std::u16string_view kAlcolea16 = u"Alcol\u00E9a";
constexpr const char* kCjk = "\xE4\xB9\x96\xE5\xB0\xB1\xE4\xBA\xB2\xE4\xBD\xA0";
constexpr std::u16string_view kCjk16 = u"\u4E56\u5C31\u4EB2\u4F60";

struct DecodeCase {
  const char* name;
  std::string input;
  std::string text;
  Encoding encoding;
  bool converted;
  std::size_t replacements;
};

}  // namespace

TEST_CASE("decode: encodings, BOMs and fallbacks") {
  const DecodeCase cases[] = {
      // name, input bytes, expected UTF-8 text, encoding, converted, replacements
      {"empty", "", "", Encoding::kUtf8, false, 0},
      {"ascii keeps CRLF/CR", "a\r\nb\rc\n", "a\r\nb\rc\n", Encoding::kUtf8, false, 0},
      {"utf-8 no BOM", "Seat 1: Alcol\xC3\xA9" "a", "Seat 1: Alcol\xC3\xA9" "a", Encoding::kUtf8, false, 0},
      {"utf-8 past 8-byte fast path", "Hand #1: "s + kAlcolea, "Hand #1: "s + kAlcolea, Encoding::kUtf8, false, 0},
      {"utf-8 4-byte", "\xF0\x9F\x98\x80", "\xF0\x9F\x98\x80", Encoding::kUtf8, false, 0},
      {"mojibake is valid utf-8", "D\xC3\x83\xC2\xBCss2411", "D\xC3\x83\xC2\xBCss2411", Encoding::kUtf8, false, 0},
      {"BOM dropped", "\xEF\xBB\xBFPokerStars", "PokerStars", Encoding::kUtf8Bom, false, 0},
      {"BOM only", "\xEF\xBB\xBF", "", Encoding::kUtf8Bom, false, 0},
      {"BOM then invalid byte", "\xEF\xBB\xBF" "a\xFF" "b", "a\xEF\xBF\xBD" "b", Encoding::kUtf8Bom, true, 1},
      {"BOM then truncated seq", "\xEF\xBB\xBF" "a\xE4\xB9", "a\xEF\xBF\xBD", Encoding::kUtf8Bom, true, 1},
      {"cp1252 NBSP", "Button Blind\xA0$0.50", "Button Blind\xC2\xA0$0.50", Encoding::kCp1252, true, 0},
      {"cp1252 euro", "\x80" "1/\x80" "2", "\xE2\x82\xAC" "1/\xE2\x82\xAC" "2", Encoding::kCp1252, true, 0},
      {"cp1252 quotes/dash", "\x93x\x94\x96", "\xE2\x80\x9Cx\xE2\x80\x9D\xE2\x80\x93", Encoding::kCp1252, true, 0},
      {"cp1252 Latin-1 range", "caf\xE9 \xFF", "caf\xC3\xA9 \xC3\xBF", Encoding::kCp1252, true, 0},
      {"cp1252 undefined 0x81", "a\x81" "b", "a\xEF\xBF\xBD" "b", Encoding::kCp1252, true, 1},
      {"cp1252 all undefined", "\x81\x8D\x8F\x90\x9D",
       "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD", Encoding::kCp1252, true, 5},
      {"invalid utf-8 -> cp1252", "\xC3\x28", "\xC3\x83(", Encoding::kCp1252, true, 0},
      {"overlong -> cp1252", "\xC0\xAF", "\xC3\x80\xC2\xAF", Encoding::kCp1252, true, 0},
      {"utf-8 surrogate -> cp1252", "\xED\xA0\x80", "\xC3\xAD\xC2\xA0\xE2\x82\xAC", Encoding::kCp1252, true, 0},
      {"truncated at end -> cp1252", "ab\xE4\xB9", "ab\xC3\xA4\xC2\xB9", Encoding::kCp1252, true, 0},
      {"NUL bytes pass", "a\0b\0"s, "a\0b\0"s, Encoding::kUtf8, false, 0},
      {"NUL plus cp1252", "\0\xFF"s, "\0\xC3\xBF"s, Encoding::kCp1252, true, 0},
      {"FF FE only", "\xFF\xFE", "", Encoding::kUtf16Le, true, 0},
      {"FE FF only", "\xFE\xFF", "", Encoding::kUtf16Be, true, 0},
      {"utf-16le Alcolea", utf16_bytes(kAlcolea16, true), kAlcolea, Encoding::kUtf16Le, true, 0},
      {"utf-16be Alcolea", utf16_bytes(kAlcolea16, false), kAlcolea, Encoding::kUtf16Be, true, 0},
      {"utf-16le CJK", utf16_bytes(kCjk16, true), kCjk, Encoding::kUtf16Le, true, 0},
      {"utf-16be CJK", utf16_bytes(kCjk16, false), kCjk, Encoding::kUtf16Be, true, 0},
      {"utf-16le keeps line ends", utf16_bytes(u"a\r\nb\rc\n", true), "a\r\nb\rc\n", Encoding::kUtf16Le, true, 0},
      {"utf-16le surrogate pair", utf16_bytes(u"\xD83D\xDE00", true), "\xF0\x9F\x98\x80", Encoding::kUtf16Le, true, 0},
      {"utf-16be surrogate pair", utf16_bytes(u"\xD83D\xDE00", false), "\xF0\x9F\x98\x80", Encoding::kUtf16Be, true, 0},
      {"utf-16le lone high", utf16_bytes(u"\xD83D" "A", true), "\xEF\xBF\xBD" "A", Encoding::kUtf16Le, true, 1},
      {"utf-16le lone low", utf16_bytes(u"A\xDE00", true), "A\xEF\xBF\xBD", Encoding::kUtf16Le, true, 1},
      {"utf-16le high at end", utf16_bytes(u"A\xD83D", true), "A\xEF\xBF\xBD", Encoding::kUtf16Le, true, 1},
      {"utf-16le two highs", utf16_bytes(u"\xD83D\xD83D\xDE00", true), "\xEF\xBF\xBD\xF0\x9F\x98\x80",
       Encoding::kUtf16Le, true, 1},
      {"utf-16le odd byte", utf16_bytes(u"A", true) + "\x42", "A\xEF\xBF\xBD", Encoding::kUtf16Le, true, 1},
      {"utf-16le NUL unit", utf16_bytes(std::u16string(u"a\0b", 3), true), "a\0b"s, Encoding::kUtf16Le, true, 0},
  };
  for (const DecodeCase& c : cases) {
    const std::string_view name = c.name;
    CAPTURE(name);
    const DecodedText d = decode(c.input);
    CHECK(d.text == c.text);
    CHECK(d.encoding == c.encoding);
    CHECK(d.converted == c.converted);
    CHECK(d.replacements == c.replacements);
  }
}

// UTF-16 text is read eight ASCII units at a time: a unit that is not ASCII
// at any place of a run (first, inside, last, in the tail after the last
// whole eight) must still be decoded one unit at a time, in either byte order.
TEST_CASE("decode: utf-16 ASCII runs with one other unit at every place") {
  const std::u16string ascii = u"Seat 1: Player (1500 in chips) is sitting out\r\n";  // 48 units
  for (const bool little_endian : {true, false}) {
    for (std::size_t at = 0; at <= ascii.size(); ++at) {
      std::u16string units = ascii;
      units.insert(at, kAlcolea16);
      std::string expected(ascii.begin(), ascii.begin() + static_cast<std::ptrdiff_t>(at));
      expected += kAlcolea;
      expected.append(ascii.begin() + static_cast<std::ptrdiff_t>(at), ascii.end());
      const DecodedText d = decode(utf16_bytes(units, little_endian));
      CAPTURE(little_endian);
      CAPTURE(at);
      CHECK(d.text == expected);
      CHECK(d.replacements == 0);
    }
  }
}

TEST_CASE("decode: is_valid_utf8") {
  const std::pair<std::string, bool> cases[] = {
      {"", true},
      {"plain ascii, longer than eight bytes", true},
      {"\xC3\xA9", true},
      {"\xE2\x82\xAC", true},
      {"\xF4\x8F\xBF\xBF", true},        // U+10FFFF
      {"\xF4\x90\x80\x80", false},       // above U+10FFFF
      {"\xC1\xBF", false},               // overlong
      {"\xE0\x9F\xBF", false},           // overlong
      {"\xED\x9F\xBF", true},            // U+D7FF
      {"\xED\xA0\x80", false},           // surrogate
      {"\x80", false},                   // stray continuation
      {"abcdefgh\xC3", false},           // truncated after a fast-path word
      {"\0\0\0\0\0\0\0\0\0"s, true},
  };
  for (const auto& [bytes, valid] : cases) {
    const auto& case_bytes = bytes;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_bytes);
    CHECK(parser::is_valid_utf8(bytes) == valid);
  }
}

TEST_CASE("decode: utf8_sequence_length, the one UTF-8 test of the report writers") {
  const std::tuple<std::string, std::size_t, std::size_t> cases[] = {
      {"a", 0, 1},
      {"x\xC3\xA9", 1, 2},
      {"\xE2\x82\xAC", 0, 3},
      {"\xF4\x8F\xBF\xBF", 0, 4},   // U+10FFFF
      {"\xF4\x90\x80\x80", 0, 0},   // above U+10FFFF
      {"\xC1\xBF", 0, 0},             // overlong
      {"\xED\xA0\x80", 0, 0},        // surrogate
      {"\x80", 0, 0},                  // stray continuation
      {"\xE2\x82", 0, 0},             // cut short by the end of the text
      {"ab", 2, 0},                    // past the end
  };
  for (const auto& [text, at, length] : cases) {
    const auto& case_text = text;  // CAPTURE takes a variable: clang 14 captures no structured binding
    CAPTURE(case_text);
    CHECK(parser::utf8_sequence_length(text, at) == length);
  }
}

TEST_CASE("decode: encoding names") {
  CHECK(parser::encoding_name(Encoding::kUtf8) == "utf-8");
  CHECK(parser::encoding_name(Encoding::kUtf8Bom) == "utf-8-bom");
  CHECK(parser::encoding_name(Encoding::kUtf16Le) == "utf-16le");
  CHECK(parser::encoding_name(Encoding::kUtf16Be) == "utf-16be");
  CHECK(parser::encoding_name(Encoding::kCp1252) == "cp1252");
}

TEST_CASE("decode: binary junk never crashes and always yields valid UTF-8" * doctest::test_suite("property")) {
  // Every single byte, every BOM followed by every byte, and pseudo-random
  // buffers (fixed seed) of many lengths.
  for (int b = 0; b < 256; ++b) {
    const std::string one(1, static_cast<char>(b));
    for (const std::string& prefix : {""s, "\xEF\xBB\xBF"s, "\xFF\xFE"s, "\xFE\xFF"s}) {
      const DecodedText d = decode(prefix + one);
      CHECK(parser::is_valid_utf8(d.text));
    }
  }
  std::uint32_t state = 12345;
  const auto next = [&] {
    state = state * 1664525u + 1013904223u;
    return static_cast<char>(state >> 24);
  };
  for (std::size_t len = 0; len < 300; ++len) {
    std::string bytes;
    for (std::size_t i = 0; i < len; ++i) bytes += next();
    const DecodedText d = decode(bytes);
    CHECK(parser::is_valid_utf8(d.text));
    const DecodedText le = decode("\xFF\xFE"s + bytes);
    CHECK(parser::is_valid_utf8(le.text));
    const DecodedText bom = decode("\xEF\xBB\xBF"s + bytes);
    CHECK(parser::is_valid_utf8(bom.text));
  }
}

TEST_CASE("decode: block_cut searches only the bytes not known to hold no line end") {
  using parser::Encoding;
  CHECK(parser::block_cut("ab\ncd\nef", Encoding::kUtf8) == 6);
  CHECK(parser::block_cut("ab\ncd\nef", Encoding::kUtf8, 6) == 0);  // told the first six hold none
  CHECK(parser::block_cut("ab\ncd\nef", Encoding::kUtf8, 5) == 6);
  CHECK(parser::block_cut("abcdef", Encoding::kUtf8, 99) == 0);     // past the end: nothing to search
  // UTF-16LE "a\n" is 61 00 0A 00: a line feed that starts just before the
  // known part is still found, one wholly inside it is not.
  const std::string le("a\0\n\0b\0"s);
  CHECK(parser::block_cut(le, Encoding::kUtf16Le) == 4);
  CHECK(parser::block_cut(le, Encoding::kUtf16Le, 3) == 4);
  CHECK(parser::block_cut(le, Encoding::kUtf16Le, 4) == 4);
  CHECK(parser::block_cut(le, Encoding::kUtf16Le, 6) == 0);
}

TEST_CASE("decode_block into a reused DecodedText gives what a fresh one gives") {
  // A stream decodes block after block into one DecodedText: nothing of the
  // block before (its length, its replacements, its encoding) may stay.
  const std::string le = utf16_bytes(u"Seat 1: \u00e9l\u00e8ve ($5)\n\xD800x\n", true).substr(2);
  const std::string cp1252 = "Caf\xE9 \x80 2\n";
  const std::string utf8 = "plain text\n";
  const std::tuple<std::string, Encoding> blocks[] = {
      {le, Encoding::kUtf16Le}, {cp1252, Encoding::kUtf8}, {utf8, Encoding::kUtf8}, {le, Encoding::kUtf16Le},
      {utf8, Encoding::kUtf8Bom}, {"\xEF\xBF short", Encoding::kUtf8Bom}, {utf8, Encoding::kCp1252}};
  DecodedText reused;
  for (const auto& [bytes, encoding] : blocks) {
    const DecodedText fresh = parser::decode_block(bytes, encoding);
    parser::decode_block(bytes, encoding, reused);
    CHECK(reused.text == fresh.text);
    CHECK(reused.encoding == fresh.encoding);
    CHECK(reused.converted == fresh.converted);
    CHECK(reused.replacements == fresh.replacements);
  }
}

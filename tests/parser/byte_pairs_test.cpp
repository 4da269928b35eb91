#include "parser/byte_pairs.h"
#include "parser/lines.h"

#include <doctest/doctest.h>

#include <random>
#include <string>
#include <string_view>

namespace {

using parser::find_by_pair;
using parser::find_byte_pair;

constexpr std::size_t npos = std::string_view::npos;

// The definition, a byte at a time.
std::size_t reference_pair(std::string_view text, std::size_t from, char first, std::string_view seconds) {
  for (std::size_t i = from; i + 1 < text.size(); ++i)
    if (text[i] == first && seconds.find(text[i + 1]) != npos) return i;
  return npos;
}

TEST_CASE("find_byte_pair: the first byte followed by one of the seconds") {
  CHECK(find_byte_pair("<action><game", 0, '<', "gGH") == 8);
  CHECK(find_byte_pair("<action><Game", 0, '<', "gGH") == 8);
  CHECK(find_byte_pair("<game", 1, '<', "gGH") == npos);
  CHECK(find_byte_pair("text ending in <", 0, '<', "gGH") == npos);  // no byte after it
  CHECK(find_byte_pair("", 0, '<', "g") == npos);
  CHECK(find_byte_pair("<g", 5, '<', "g") == npos);  // `from` past the end
  // Every place across the sixteen- and 32-byte steps, the last one
  // included, at every scan width this CPU has.
  const parser::ScanWidth widest = parser::scan_width();
  for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
    CAPTURE(parser::set_scan_width(width));
    for (std::size_t n = 2; n <= 100; ++n)
      for (std::size_t at = 0; at + 1 < n; ++at) {
        std::string text(n, 'x');
        text[at] = '<';
        text[at + 1] = 'H';
        CAPTURE(n);
        CAPTURE(at);
        CHECK(find_byte_pair(text, 0, '<', "gGH") == at);
        CHECK(find_byte_pair(text, at + 1, '<', "gGH") == npos);
        text[at + 1] = 'a';
        CHECK(find_byte_pair(text, 0, '<', "gGH") == npos);
      }
  }
  parser::set_scan_width(widest);
}

TEST_CASE("find_byte_pair agrees with the definition on random text, at every scan width") {
  const parser::ScanWidth widest = parser::scan_width();
  for (const parser::ScanWidth width : {parser::ScanWidth::kWord, parser::ScanWidth::kSse2, parser::ScanWidth::kAvx2}) {
    parser::set_scan_width(width);  // the widest this CPU has at most
    std::mt19937 rng(20261128);
    const std::string_view alphabet = "<<<gGHa/ \n";
    for (int round = 0; round < 2000; ++round) {
      std::string text(rng() % 200, ' ');
      for (char& c : text) c = alphabet[rng() % alphabet.size()];
      const std::size_t from = text.empty() ? 0 : rng() % (text.size() + 1);
      for (const std::string_view seconds : {"g", "gG", "gGH", "gGH/", "gGH/a"}) {
        CAPTURE(text);
        CAPTURE(from);
        CAPTURE(seconds);
        CHECK(find_byte_pair(text, from, '<', seconds) == reference_pair(text, from, '<', seconds));
      }
    }
  }
  parser::set_scan_width(widest);
}

TEST_CASE("find_by_pair finds a word as string_view::find does") {
  const std::string_view text = "<sess <session <sessio <session>";
  CHECK(find_by_pair(text, 0, "<session") == text.find("<session"));
  CHECK(find_by_pair(text, 7, "<session") == text.find("<session", 7));
  CHECK(find_by_pair(text, 16, "<session") == text.find("<session", 16));
  CHECK(find_by_pair(text, 24, "<session") == npos);
  CHECK(find_by_pair("<SESSION", 0, "<session") == npos);
}

}  // namespace

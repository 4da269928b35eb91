// Finding two bytes in a row where the first alone is common: the next tag
// of XML text that may open a hand (`<game`, `<Game`, `<HAND`) among the
// hundreds of `<action`, `<player` and `</round>` of each iPoker hand.
// A search for the first byte stops at each of those; this one tests
// sixteen pairs a step.
#pragma once

#include <cstddef>
#include <string_view>

namespace parser {

// The offset of the first byte `first` at or after `from` in `text` whose
// next byte is one of `seconds` (one to four bytes), or npos.
std::size_t find_byte_pair(std::string_view text, std::size_t from, char first, std::string_view seconds);

// The offset of the first `word` (two bytes or more) at or after `from` in
// `text`, or npos: string_view::find, its first two bytes found as a pair.
std::size_t find_by_pair(std::string_view text, std::size_t from, std::string_view word);

}  // namespace parser

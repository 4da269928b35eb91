// Whether a line goes on with one of a room's action words after a player's
// name: the test that tells a line the replay may need (it must be read,
// else the hand stops there) from one the room does not write (passed over
// with a warning). docs/unrecognized-lines.md gives each room's words.
#pragma once

#include <initializer_list>
#include <string_view>

namespace parser {

// Whether `rest` begins with one of `words` as a whole word: "calls [$1]",
// "calls", not "callsign".
inline bool begins_with_word(std::string_view rest, std::initializer_list<std::string_view> words) {
  for (const std::string_view word : words) {
    if (!rest.starts_with(word)) continue;
    if (rest.size() == word.size()) return true;
    const char next = rest[word.size()];
    const bool letter_or_digit =
        (next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z') || (next >= '0' && next <= '9');
    if (!letter_or_digit) return true;
  }
  return false;
}

}  // namespace parser

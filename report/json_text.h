// JSON text shared by every writer of JSON (the audit report, convert --to
// json and ohh, replay, SARIF): strings escaped, integers in decimal, and
// `"key":value` fields, streamed into the output (no DOM).
//
// Each appender is a template over its sink, a std::string or a
// report::StringWriter (report/string_writer.h): both offer push_back(char) and
// append(std::string_view); a StringWriter also takes a short run of pieces
// with a single check of its room (append_pieces). Literals go in as
// string_views, so that their length is known where they are appended (no
// strlen per call).
#pragma once

#include <array>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

#include "report/string_writer.h"

namespace report {

// Appends each piece (a char or a std::string_view) in turn. A
// StringWriter makes room for all of them at once (the overload below).
template <typename Out, typename... Pieces>
void append_pieces(Out& out, const Pieces&... pieces) {
  const auto append_piece = [&out](const auto& piece) {
    if constexpr (std::is_same_v<std::decay_t<decltype(piece)>, char>) {
      out.push_back(piece);
    } else {
      out.append(std::string_view(piece));
    }
  };
  (append_piece(pieces), ...);
}

template <typename... Pieces>
void append_pieces(StringWriter& out, const Pieces&... pieces) {
  out.append_pieces(pieces...);
}

// The length of the longest prefix of `s` that a JSON string holds as it
// is: bytes from 0x20 to 0x7f but '"' and '\\'. Looks at 8 bytes a step:
// most strings (names, ids, messages) need no escape at all.
std::size_t plain_prefix_length(std::string_view s);

// What stands in a JSON string for the first bytes of `s`, a non-empty
// string starting where plain_prefix_length() stopped: the escape of '"',
// '\\' or a control character; a valid UTF-8 sequence as it is; "\ufffd"
// for a byte that starts none (the output is valid JSON whatever the
// input). `consumed`: how many bytes of `s` it stands for. The text of a
// \u00XX escape is written into `scratch`.
struct JsonEscape {
  std::string_view text;
  std::size_t consumed = 0;
};
JsonEscape json_escape_at_start(std::string_view s, std::array<char, 6>& scratch);

// Appends `s` as a JSON string literal, quotes included. Escapes '"', '\\'
// and the control characters below 0x20; keeps valid UTF-8 as it is and
// replaces each byte of an invalid sequence with U+FFFD, so the output is
// always valid JSON. Runs that need no escape are copied whole.
template <typename Out>
void append_json_string(Out& out, std::string_view s) {
  std::size_t plain = plain_prefix_length(s);
  if (plain == s.size()) {  // most strings: names, ids, messages
    append_pieces(out, '"', s, '"');
    return;
  }
  out.push_back('"');
  while (true) {
    out.append(s.substr(0, plain));
    s.remove_prefix(plain);
    if (s.empty()) break;
    std::array<char, 6> scratch;
    const JsonEscape escape = json_escape_at_start(s, scratch);
    out.append(escape.text);
    s.remove_prefix(escape.consumed);
    plain = plain_prefix_length(s);
  }
  out.push_back('"');
}

// "00" "01" ... "99": two decimal digits per lookup, half the divisions.
inline constexpr std::array<char, 200> kDigitPairs = [] {
  std::array<char, 200> pairs{};
  for (int i = 0; i < 100; ++i) {
    pairs[2 * i] = static_cast<char>('0' + i / 10);
    pairs[2 * i + 1] = static_cast<char>('0' + i % 10);
  }
  return pairs;
}();

// Writes the decimal digits of `v` backwards, ending just before `end`;
// returns where they start. The caller has room for 20 digits (2^64 - 1).
inline char* decimal_digits_before(char* end, std::uint64_t v) {
  while (v >= 100) {
    end -= 2;
    std::memcpy(end, &kDigitPairs[2 * (v % 100)], 2);
    v /= 100;
  }
  if (v >= 10) {
    end -= 2;
    std::memcpy(end, &kDigitPairs[2 * v], 2);
  } else {
    *--end = static_cast<char>('0' + v);
  }
  return end;
}

// An integer in decimal, with '-' before a negative one, written at the
// end of `buf` (room for -2^63 and for 2^64 - 1).
template <std::integral T>
std::string_view integer_text(T value, std::array<char, 20>& buf) {
  static_assert(!std::is_same_v<T, bool>, "a bool is written as true or false");
  char* const end = buf.data() + buf.size();
  bool negative = false;
  if constexpr (std::is_signed_v<T>) negative = value < 0;
  auto magnitude = static_cast<std::uint64_t>(value);
  if (negative) magnitude = 0 - magnitude;  // also right for the most negative value
  char* begin = decimal_digits_before(end, magnitude);
  if (negative) *--begin = '-';
  return {begin, static_cast<std::size_t>(end - begin)};
}

template <typename Out, std::integral T>
void append_integer(Out& out, T value) {
  std::array<char, 20> buf;
  out.append(integer_text(value, buf));
}

// The field writers below are forced inline: a key is a literal, and once
// inlined its length is a constant, so that copying it is a few moves
// rather than a call to memcpy (a hand has about 150 fields). Each writes
// its key and a short value as one run of pieces.

// `"key":`. Keys are our own ASCII literals and are written as they are.
template <typename Out>
[[gnu::always_inline]] inline void append_key(Out& out, std::string_view key) {
  append_pieces(out, '"', key, std::string_view("\":"));
}

template <typename Out>
[[gnu::always_inline]] inline void append_string_field(Out& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  append_json_string(out, value);
}

// `id`: one of our own identifiers ("holdem", "flop", "raise"), plain ASCII
// with nothing to escape, so it is copied as it is.
template <typename Out>
[[gnu::always_inline]] inline void append_id_field(Out& out, std::string_view key, std::string_view id) {
  assert(plain_prefix_length(id) == id.size());
  append_pieces(out, '"', key, std::string_view("\":\""), id, '"');
}

// `null` for an empty value: the log did not say.
template <typename Out>
[[gnu::always_inline]] inline void append_nullable_field(Out& out, std::string_view key, std::string_view value) {
  if (value.empty()) {
    append_pieces(out, '"', key, std::string_view("\":null"));
  } else {
    append_key(out, key);
    append_json_string(out, value);
  }
}

template <typename Out, std::integral T>
[[gnu::always_inline]] inline void append_int_field(Out& out, std::string_view key, T value) {
  std::array<char, 20> buf;
  append_pieces(out, '"', key, std::string_view("\":"), integer_text(value, buf));
}

template <typename Out>
[[gnu::always_inline]] inline void append_bool_field(Out& out, std::string_view key, bool value) {
  append_pieces(out, '"', key, std::string_view("\":"), value ? std::string_view("true") : std::string_view("false"));
}

}  // namespace report

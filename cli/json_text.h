// JSON text shared by every writer of JSON (the audit report, convert --to
// json and ohh, replay, SARIF): strings escaped, integers in decimal, and
// `"key":value` fields, streamed into the output (no DOM).
//
// Each appender is a template over its sink, a std::string or a
// cli::StringWriter (cli/string_writer.h): both offer push_back(char) and
// append(std::string_view). Literals go in as string_views, so that their
// length is known where they are appended (no strlen per call).
#pragma once

#include <array>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace cli {

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
  out.push_back('"');
  while (true) {
    const std::size_t plain = plain_prefix_length(s);
    out.append(s.substr(0, plain));
    s.remove_prefix(plain);
    if (s.empty()) break;
    std::array<char, 6> scratch;
    const JsonEscape escape = json_escape_at_start(s, scratch);
    out.append(escape.text);
    s.remove_prefix(escape.consumed);
  }
  out.push_back('"');
}

// Writes the decimal digits of `v` backwards, ending just before `end`;
// returns where they start. The caller has room for 20 digits (2^64 - 1).
inline char* decimal_digits_before(char* end, std::uint64_t v) {
  do {
    *--end = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  return end;
}

// Appends an integer in decimal, with '-' before a negative one.
template <typename Out, std::integral T>
void append_integer(Out& out, T value) {
  static_assert(!std::is_same_v<T, bool>, "a bool is written as true or false");
  std::array<char, 20> buf;
  char* const end = buf.data() + buf.size();
  auto magnitude = static_cast<std::uint64_t>(value);
  if constexpr (std::is_signed_v<T>) {
    if (value < 0) {
      out.push_back('-');
      magnitude = 0 - magnitude;  // also right for the most negative value
    }
  }
  const char* const begin = decimal_digits_before(end, magnitude);
  out.append(std::string_view(begin, static_cast<std::size_t>(end - begin)));
}

// The field writers below are forced inline: a key is a literal, and once
// inlined its length is a constant, so that copying it is a few moves
// rather than a call to memcpy (a hand has about 150 fields).

// `"key":`. Keys are our own ASCII literals and are written as they are.
template <typename Out>
[[gnu::always_inline]] inline void append_key(Out& out, std::string_view key) {
  out.push_back('"');
  out.append(key);
  out.append(std::string_view("\":"));
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
  append_key(out, key);
  out.push_back('"');
  out.append(id);
  out.push_back('"');
}

// `null` for an empty value: the log did not say.
template <typename Out>
[[gnu::always_inline]] inline void append_nullable_field(Out& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  if (value.empty()) {
    out.append(std::string_view("null"));
  } else {
    append_json_string(out, value);
  }
}

template <typename Out, std::integral T>
[[gnu::always_inline]] inline void append_int_field(Out& out, std::string_view key, T value) {
  append_key(out, key);
  append_integer(out, value);
}

template <typename Out>
[[gnu::always_inline]] inline void append_bool_field(Out& out, std::string_view key, bool value) {
  append_key(out, key);
  out.append(value ? std::string_view("true") : std::string_view("false"));
}

}  // namespace cli

// A JSON document read into values that remember where they are: each value
// knows the offset of its first byte, so a reader of JSON hand histories
// (OHH) can point a finding at the very value it is about. Numbers keep their
// text, so money is read exactly (never through a double).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parser {

struct JsonMember;

struct JsonValue {
  enum class Kind : std::uint8_t { kNull, kFalse, kTrue, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  std::size_t offset = 0;  // of the value's first byte in the text parsed
  // Number: its text ("1.50"). String: its content as written, between the
  // quotes, escapes not decoded.
  std::string_view raw;
  bool escaped = false;  // string: `raw` holds escapes; decoded() differs from it
  std::vector<JsonValue> items;                             // array
  std::vector<JsonMember> members;                          // object, in document order

  bool is(Kind k) const { return kind == k; }
  // The member named `key`, or nullptr (also when this is not an object).
  const JsonValue* find(std::string_view key) const;
  // A string's text with its escapes decoded (invalid surrogates as U+FFFD).
  std::string decoded() const;
};

// One member of an object: its key (escapes decoded) and its value. Apart
// from JsonValue so that both are complete where a vector of either needs it.
struct JsonMember {
  std::string key;
  JsonValue value;
};

// A kind as a message names it: "a string", "an array".
inline std::string_view json_kind_name(JsonValue::Kind kind) {
  static constexpr std::string_view kNames[] = {"null",     "a boolean", "a boolean", "a number",
                                                "a string", "an array",  "an object"};
  return kNames[static_cast<int>(kind)];
}

struct JsonError {
  std::size_t offset = 0;  // where reading stopped: the first byte that does not fit
  std::string message;
};

// Nesting deeper than this is refused: no hand history needs it, and hostile
// input must not exhaust the stack.
inline constexpr int kMaxJsonDepth = 64;

// Reads `text`, one JSON value with blanks around it, into `out`. Views in
// `out` point into `text`.
std::optional<JsonError> parse_json(std::string_view text, JsonValue& out);
// The same for a JavaScript object literal, whose keys may be bare
// identifiers (`{Title:"d1h1",Seat:1}`, parser/js_literal_grammar.h); the
// keys are kept as written.
std::optional<JsonError> parse_js_literal(std::string_view text, JsonValue& out);

}  // namespace parser

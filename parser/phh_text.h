// The two text layers of a PHH hand (parser/phh_grammar.h), below the
// reader of parser/phh_parser.cpp: the TOML subset into a document of keys
// and values, and one string of the `actions` array into its parts. Values
// keep their text and the address of their first byte in the text read, so
// the reader can place every finding; amounts are converted exactly by
// to_centi(), never through a double.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/chips.h"

namespace parser::phh_text {

// ---------------------------------------------------------------- the TOML document

enum class Kind : std::uint8_t { kString, kInteger, kDecimal, kInf, kNan, kBool, kDateTime, kArray };

struct Value {
  Kind kind = Kind::kString;
  std::string_view text;       // the token; strings: between the quotes, escapes not decoded
  bool escapes = false;        // a basic string holding backslash escapes
  const char* where = nullptr;
  std::vector<Value> items;    // arrays
};

struct Entry {
  std::string_view key;
  const char* where = nullptr;
  Value value;
};

struct Document {
  std::vector<Entry> entries;
  std::vector<std::pair<std::string_view, const char*>> tables;
  // While reading.
  std::string_view key;
  const char* key_where = nullptr;
  std::vector<Value> open;     // arrays being read, innermost last
  Value last;

  void put(Value v) {
    if (!open.empty()) open.back().items.push_back(std::move(v));
    else last = std::move(v);
  }
};

// ---------------------------------------------------------------- one action string

struct ActionText {
  bool no_op = true;
  bool dealer = false;
  int actor = 0;               // pN: N (1-based)
  const char* actor_where = nullptr;
  enum class Verb : std::uint8_t { kDealHole, kDealBoard, kBet, kCall, kFold, kBringIn, kDiscard, kShow } verb{};
  int target = 0;              // d dh pN
  const char* target_where = nullptr;
  std::string_view amount;
  const char* amount_where = nullptr;
  std::string_view cards;      // hole, board, discard or shown cards
  bool show_dealt = false;     // sm -
};

// A place in the text read, and what the grammar expected there.
struct SyntaxError {
  std::size_t offset = 0;
  std::string expected;
};

// Reads one hand's TOML into `out`; its pointers point into `text`.
std::optional<SyntaxError> read_document(std::string_view text, Document& out);

// Reads one `actions` string (its text between the quotes, escapes decoded)
// into `out`; its pointers point into `text`.
std::optional<SyntaxError> read_action(std::string_view text, ActionText& out);

// ---------------------------------------------------------------- amounts and text

enum class AmountStatus : std::uint8_t { kOk, kTooPrecise, kTooLarge };


// A TOML integer or decimal ("2.50", "1_000", "1.5e3") to centi-units,
// exactly. Digits beyond the second decimal must be zeros: the engine's scale
// cannot hold them, and rounding money is not ours to do.
AmountStatus to_centi(std::string_view text, engine::Chips& out);

// The text of a basic string with its escapes decoded (the grammar checked them).
std::string unescape(std::string_view s);

}  // namespace parser::phh_text

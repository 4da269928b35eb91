// Small writers of `"key":value` JSON fields, for the converters that stream
// JSON objects (convert --to json, convert --to ohh). Keys are our own ASCII
// literals and are written as they are; values are escaped.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include "cli/convert_support.h"
#include "cli/report_json.h"
#include "engine/chips.h"
#include "engine/hand_record.h"

namespace cli {

inline void append_key(std::string& out, std::string_view key) {
  out.push_back('"');
  out.append(key);  // keys are our own ASCII literals
  out.append("\":");
}

inline void append_string_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  append_json_string(out, value);
}

// `null` for an empty value: the log did not say.
inline void append_nullable_field(std::string& out, std::string_view key, std::string_view value) {
  append_key(out, key);
  if (value.empty()) {
    out.append("null");
  } else {
    append_json_string(out, value);
  }
}

inline void append_int_field(std::string& out, std::string_view key, std::int64_t value) {
  append_key(out, key);
  fmt::format_to(std::back_inserter(out), "{}", value);
}

inline void append_bool_field(std::string& out, std::string_view key, bool value) {
  append_key(out, key);
  out.append(value ? "true" : "false");
}

inline void append_amount_field(std::string& out, std::string_view key, std::optional<engine::Chips> amount,
                                bool cash) {
  append_key(out, key);
  if (amount) {
    append_decimal_amount(out, *amount, cash);
  } else {
    out.append("null");
  }
}

// A JSON array of card strings: ["Ah","Kd"].
inline void append_cards(std::string& out, const engine::CardList& cards) {
  out.push_back('[');
  bool first = true;
  for (const engine::Card c : cards) {
    if (!first) out.push_back(',');
    first = false;
    out.push_back('"');
    out.append(c.to_string());
    out.push_back('"');
  }
  out.push_back(']');
}

}  // namespace cli

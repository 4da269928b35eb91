// The converters' own `"key":value` JSON fields (convert --to json, convert
// --to ohh): amounts and card lists. The general fields (strings, integers,
// booleans) are in report/json_text.h; like them, these are templates over the
// sink (std::string or report::StringWriter).
#pragma once

#include <optional>
#include <string_view>

#include "convert/convert_support.h"
#include "engine/card.h"
#include "engine/chips.h"
#include "engine/hand_record.h"
#include "engine/money_text.h"
#include "report/json_text.h"

namespace convert {

template <typename Out>
[[gnu::always_inline]] inline void append_amount_field(Out& out, std::string_view key,
                                                       std::optional<engine::Chips> amount, bool cash) {
  if (amount) {
    engine::DecimalBuffer buf;
    report::append_pieces(out, '"', key, std::string_view("\":"),
                          engine::decimal_text(*amount, amount_decimals(cash), buf));
  } else {
    report::append_pieces(out, '"', key, std::string_view("\":null"));
  }
}

// A JSON array of card strings: ["Ah","Kd"].
template <typename Out>
void append_cards(Out& out, const engine::CardList& cards) {
  out.push_back('[');
  bool first = true;
  for (const engine::Card c : cards) {
    if (!first) out.push_back(',');
    first = false;
    report::append_pieces(out, '"', engine::rank_char(c.rank()), engine::suit_char(c.suit()), '"');
  }
  out.push_back(']');
}

}  // namespace convert

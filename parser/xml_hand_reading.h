// Small pieces the readers of XML hand histories share (Merge, Microgaming):
// messages built from views, small whole numbers of attributes, the
// uncalled part of a street's highest bet, and ElementReader, the findings
// and attribute reads a reader of one hand's element makes.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chips.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/ipoker_game.h"
#include "parser/text_positions.h"
#include "parser/xml_tree.h"

namespace parser::xml_hand {

// The pieces one after another (GCC 12 warns falsely of "x" + std::string).
inline std::string joined(std::initializer_list<std::string_view> pieces) {
  std::string out;
  for (const std::string_view piece : pieces) out.append(piece);
  return out;
}

// A small whole number (seats, counts); nullopt for anything else.
inline std::optional<int> small_int(std::string_view s) {
  if (s.empty() || s.size() > 6) return std::nullopt;
  int n = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// The part of a street's highest live bet that no one matched, and whose
// it is (player -1: none), from each player's live chips of the street.
struct Uncalled {
  engine::Chips amount{0};
  int player = -1;
};
inline Uncalled uncalled_bet(const std::vector<engine::Chips>& bets) {
  int top = -1;
  engine::Chips second{0};
  for (std::size_t i = 0; i < bets.size(); ++i) {
    if (top < 0 || bets[i] > bets[static_cast<std::size_t>(top)]) {
      if (top >= 0) second = max(second, bets[static_cast<std::size_t>(top)]);
      top = static_cast<int>(i);
    } else {
      second = max(second, bets[i]);
    }
  }
  if (top < 0) return {};
  const engine::Chips over = bets[static_cast<std::size_t>(top)] - second;
  return over.positive() ? Uncalled{over, top} : Uncalled{};
}

// What a reader of one hand's XML element asks of it, with the finding of
// what is missing or wrong at the tag or attribute it is about. `room` names
// the room in the unrecognized-line messages ("Merge").
class ElementReader {
 public:
  ElementReader(std::string_view text, TextPositions& pos, const XmlTree& tree, std::vector<engine::Finding>& findings,
                std::string_view room)
      : text_(text), pos_(pos), tree_(tree), findings_(findings), room_(room) {}

 protected:
  // A finding at `offset` in the hand's text; false, for `return fail(...)`.
  bool fail(std::size_t offset, std::string message, engine::Rule rule = engine::Rule::kParseError) {
    engine::Finding f;
    f.rule = rule;
    f.pos = pos_.at(offset);
    f.message = std::move(message);
    if (offset < text_.size()) f.actual = engine::FindingValue::words(line_excerpt(text_.substr(offset)));
    findings_.push_back(std::move(f));
    return false;
  }
  bool fail(const XmlElement& at, std::string message) { return fail(at.offset, std::move(message)); }
  bool fail(const XmlAttribute& at, std::string message) { return fail(at.offset, std::move(message)); }
  // An element or event the room does not write where it stands:
  // unrecognized-line at its tag, and the hand is read on without it
  // (docs/unrecognized-lines.md).
  void unrecognized(const XmlElement& e, std::string_view what) {
    fail(e.offset, joined({what, " is not something ", room_, " writes there; the hand is replayed without it"}),
         engine::Rule::kUnrecognizedLine);
  }
  std::string_view attribute(const XmlElement& e, std::string_view name) const {
    const XmlAttribute* a = tree_.attribute(e, name);
    return a == nullptr ? std::string_view{} : a->raw;
  }
  bool required(const XmlElement& e, std::string_view name, const XmlAttribute*& out) {
    out = tree_.attribute(e, name);
    return out != nullptr || fail(e, joined({"<", e.name, "> has no ", name, " attribute"}));
  }
  // The attribute's amount in centi-units (ipoker_amount); `symbol` set
  // when it carries a currency symbol or code.
  bool amount_of(const XmlAttribute& a, engine::Chips& out, bool& symbol) {
    switch (ipoker_amount(a.raw, out, symbol)) {
      case AmountRead::kOk:
        return true;
      case AmountRead::kNoDigits:
        return fail(a, "an amount has no digits");
      case AmountRead::kNotANumber:
        return fail(a, "an amount is digits with '.' or ',' between them");
      case AmountRead::kTooLarge:
        return fail(a, "amount is too large");
    }
    return false;
  }
  // The same, where a currency written beside the amount does not matter.
  bool amount_of(const XmlAttribute& a, engine::Chips& out) {
    bool symbol = false;
    return amount_of(a, out, symbol);
  }
  // The player of `rec` sitting in the seat the attribute `key` names;
  // the room numbers its seats from `first_seat` (Merge 0, the record 1).
  bool seat_player(const XmlElement& e, std::string_view key, int first_seat, const engine::HandRecord& rec, int& out) {
    const XmlAttribute* seat = nullptr;
    if (!required(e, key, seat)) return false;
    const std::optional<int> n = small_int(seat->raw);
    for (std::size_t i = 0; n && i < rec.players.size(); ++i) {
      if (rec.players[i].seat != *n - first_seat + 1) continue;
      out = static_cast<int>(i);
      return true;
    }
    return fail(*seat, joined({"no player of the hand sits in seat ", seat->raw}));
  }

  // Reads the hand's element, `<tag>`, into `tree` (the one the reader was
  // made with); `end` is set past it. truncated-hand when the log stops
  // inside it, parse-error when it cannot be read or is another element, or
  // (`markup_after`) when what follows it is not the document's tags.
  bool read_hand_element(XmlTree& tree, std::string_view tag, std::size_t& end, bool markup_after) {
    if (const auto error = parse_xml_element(text_, tree, end)) {
      if (error->offset >= text_.size())
        return fail(text_.empty() ? 0 : text_.size() - 1,
                    joined({"the hand's <", tag, "> element is not closed: the log stops inside it"}),
                    engine::Rule::kTruncatedHand);
      return fail(error->offset, joined({"cannot read the hand's XML: ", error->message}));
    }
    if (tree.root().name != tag) return fail(tree.root(), joined({"a ", room_, " hand is a <", tag, "> element"}));
    if (!markup_after) return true;
    const auto tail = xml_tail_error(text_.substr(end));
    return !tail || fail(end + *tail, joined({"after the hand's </", tag, ">, only the document's tags may follow"}));
  }

  std::string_view text_;
  TextPositions& pos_;
  const XmlTree& tree_;
  std::vector<engine::Finding>& findings_;
  std::string_view room_;
};

}  // namespace parser::xml_hand

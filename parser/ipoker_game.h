// What an iPoker session's `<gametype>` says of its hands' game: "Holdem NL
// $0.02/$0.04", "Omaha PL €0,50/€1", "LH 20/40 x2 Limit $10.00/$20.00",
// "7 Card Stud Hi-Lo L ", "PL €0.05/€0.10" (five-card Omaha names no game),
// localised limit words ("Holdem SL", "Holdem БЛ").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/chips.h"
#include "engine/game.h"
#include "engine/hand_record.h"

namespace parser {

struct IpokerGame {
  engine::Variant variant = engine::Variant::kHoldem;
  bool hi_lo = false;
  bool named = true;  // false: "PL ..." names no game; Omaha, its hole cards say how many
  engine::Structure structure = engine::Structure::kNoLimit;
  // Stakes in centi-units: the blinds, or in fixed-limit games the small and
  // big bet; none in tournament headers and some cash headers ("Omaha PL ").
  bool stakes_stated = false;
  engine::Chips small{0};
  engine::Chips big{0};
  engine::Chips ante{0};
  bool symbol_seen = false;  // an amount of the hand or header carries a currency symbol or code
  int pocket_cards = 0;      // the most cards one `<cards type="Pocket">` deals, X (unknown) ones included
};

enum class AmountRead : std::uint8_t { kOk, kNoDigits, kNotANumber, kTooLarge };

// "€1,214.15", "$0.04", "1.500", "€0,50", "RSD45.70", "1,500" in
// centi-units: the symbol or code around the number is the currency's
// (`symbol` set true); the last '.' or ',' is the decimal point when one or
// two digits follow it, every other separator groups thousands.
AmountRead ipoker_amount(std::string_view text, engine::Chips& out, bool& symbol);

// Reads `text`, the `<gametype>`'s text, into `out`; the reason it cannot
// when it cannot ("the game type names no betting structure").
std::optional<std::string> read_game_type(std::string_view text, IpokerGame& out);

// The record's game from the header's and the hand's: variant (Omaha's from
// the hole cards dealt), structure, stakes (from the posts when the header
// states none, parser/bovada_settle.h), ante.
void apply_game(const IpokerGame& game, engine::HandRecord& rec);

}  // namespace parser

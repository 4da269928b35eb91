// `handaudit convert --to phh`: hands as PHH TOML (PHH.md), from any input.
//
// convert_to_phh() reads and replays one hand and gives its PHH fields (the
// body of a `.phhs` table, no header); PhhDocument lays the hands out: a
// single hand as a plain `.phh`, several as `.phhs` tables `[1]`, `[2]`, ...
// Amounts are decimal text in the source's unit from integer centi-units
// (append_decimal_amount), never through floating point.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "convert/convert_support.h"
#include "engine/game.h"
#include "report/output.h"

namespace convert {

// The PHH variant code of a game (PHH.md §3): the structure letter (F, N, P)
// then the game (T hold'em, S short deck, O Omaha, 7S stud, R razz, 2L1D and
// 2L3D 2-7 single and triple draw, B badugi), "/8" for hi/lo. The eleven
// codes of the spec, plus the same letters for the other structures of those
// games (e.g. "PO/8", "NO"); nullopt for games with no PHH letters (five-card
// Omaha, Courchevel, five-card draw, A-5 triple draw, five-card stud, split
// hold'em) and for "pot limit pre-flop, no limit after".
std::optional<std::string> phh_variant_code(const engine::GameDef& game);

// One hand converted: the PHH fields (no table header, newline-terminated),
// or an empty `text` and in `skipped` the reason it has no PHH form
// ("SOURCE:LINE: hand ID not converted: ...").
Converted convert_to_phh(ConvertWorkspace& workspace, std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                         SourceFormat format, std::string_view hand_name);

// Writes converted hands to `out` in the order given. The first hand is held
// until a second one comes or finish() is called: one hand is written as a
// plain `.phh`, several as `.phhs` tables [1], [2], ... (PHH.md §1; numbered
// in output order, skipped hands do not take a number). A skipped hand
// leaves a TOML comment with its reason where it would have been.
class PhhDocument {
 public:
  explicit PhhDocument(report::Output& out) : out_(out) {}
  void add(const Converted& hand);
  void finish();

 private:
  void write(const Converted& hand);

  report::Output& out_;
  std::vector<Converted> held_;  // everything up to and including the first hand
  std::size_t hands_ = 0;
  bool tables_ = false;
};

}  // namespace convert

// The units of a decoded block of input: the pieces that each yield one
// object of a report (a hand, or a stretch of text outside any hand), in
// input order. Used by the streaming loop of audit and convert
// (cli/audit_command.cpp); pure, no I/O.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "parser/pokerstars_split.h"
#include "parser/site_headers.h"

namespace audit {

enum class UnitKind : std::uint8_t {
  kPokerStars,  // a PokerStars-style hand
  kPhh,         // a PHH hand
  kSite,        // a hand of another site's format, recognised but not read yet
  kOutside,     // text outside any hand
  kSummary,     // a PokerStars tournament summary (parser/stars_summary.h): not a hand
  // Where an input stops being readable (a damaged or cut archive, member
  // or compressed stream: api::LoadedFile::damage says why); no text.
  kDamage,
};

// Offsets are relative to the block; line and column are file positions.
struct Unit {
  std::size_t offset = 0;
  std::size_t length = 0;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  UnitKind kind = UnitKind::kPokerStars;
  bool phh_file = false;      // kOutside: the text lies in a PHH file (reported as format "phh")
  // kOutside: no hand of any format stands in the block (a file of
  // tournament summaries, an e-mail holding them): the text is no hand's.
  bool handless_block = false;
  std::uint32_t index = 0;    // kPhh: the hand's table index in a .phhs, 0 for a .phh
  parser::SiteFormat site{};  // kSite: the format
  std::size_t id_offset = 0;  // kSite: the header's hand number, in the block
  std::size_t id_length = 0;
  // kSite: the document's opening the hand's reader needs (iPoker's session
  // header, parser::SiteHand::opening), in the block; length 0: none.
  std::size_t opening_offset = 0;
  std::size_t opening_length = 0;
  std::uint32_t opening_line = 0;
  std::uint32_t opening_column = 0;
};

// The units of a block in input order. `text` is a block whose first byte is
// at `base` in the whole input (where `split`'s positions are), on line
// `first_line`.
//   - PHH files (by extension, or text with no PokerStars hand whose first
//     statement is a `key = value` line) are split with split_phh.
//   - Otherwise the PokerStars hands of `split`; tournament summaries are
//     documents of their own, not hands and not errors, so they yield nothing.
//   - Text outside the PokerStars hands is searched for other sites' hands
//     (parser/site_headers.h); what is left of it, unless blank, is text
//     outside any hand.
std::vector<Unit> split_units(std::string_view text, const parser::SplitResult& split, std::size_t base,
                              std::string_view path, std::uint32_t first_line);

// A PokerStars hand that could not be read may hold another site's hand glued
// after it (a file that mixes formats; the PokerStars splitter only knows its
// own headers). Returns the PokerStars part and the other site's hands (and
// any text outside them) as units, or nothing when no other site's hand
// starts after its first line. `text` is the block `unit` lies in.
std::vector<Unit> split_foreign_tail(std::string_view text, const Unit& unit);

// A kSite unit's document opening (Unit::opening_*) in `text`, the block it
// lies in; empty when it has none.
inline parser::DocumentOpening unit_opening(std::string_view text, const Unit& unit) {
  if (unit.opening_length == 0) return {};
  return {text.substr(unit.opening_offset, unit.opening_length), unit.opening_line, unit.opening_column};
}

}  // namespace audit

#include "audit/hand_units.h"

#include <algorithm>
#include <filesystem>
#include <string>

#include "parser/lines.h"
#include "parser/phh_parser.h"

namespace audit {

namespace {

bool is_blank_text(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  });
}

bool has_phh_extension(std::string_view path) {
  const std::string ext = std::filesystem::path(path).extension().string();
  return ext == ".phh" || ext == ".phhs" || ext == ".PHH" || ext == ".PHHS";
}

void sort_by_offset(std::vector<Unit>& units) {
  std::stable_sort(units.begin(), units.end(), [](const Unit& a, const Unit& b) { return a.offset < b.offset; });
}

// Other sites' hands in `part`, a stretch of `block` outside the PokerStars
// hands that starts at `offset` in the block and at file `line`/`column`;
// what is left before them is text outside any hand.
void add_outside_text(std::string_view block, std::size_t offset, std::uint32_t line, std::uint32_t column,
                      std::string_view part, std::vector<Unit>& units) {
  const parser::SiteSplit sites = parser::split_site_hands(part);
  if (sites.leading_length) {
    Unit u{offset, *sites.leading_length, line, column};
    u.kind = UnitKind::kOutside;
    units.push_back(u);
  }
  for (const parser::SiteHand& hand : sites.hands) {
    // Positions in `part` are relative to its first line, which may not start
    // at column 1.
    Unit u{offset + hand.offset, hand.length, line + hand.line - 1,
           hand.line == 1 ? column + hand.column - 1 : hand.column};
    u.kind = UnitKind::kSite;
    u.site = hand.format;
    if (!hand.hand_id.empty()) {
      u.id_offset = static_cast<std::size_t>(hand.hand_id.data() - block.data());
      u.id_length = hand.hand_id.size();
    }
    if (!hand.opening.text.empty()) {
      u.opening_offset = static_cast<std::size_t>(hand.opening.text.data() - block.data());
      u.opening_length = hand.opening.text.size();
      u.opening_line = line + hand.opening.line - 1;
      u.opening_column = hand.opening.line == 1 ? column + hand.opening.column - 1 : hand.opening.column;
    }
    units.push_back(u);
  }
}

std::vector<Unit> phh_units(std::string_view text, std::uint32_t first_line) {
  std::vector<Unit> units;
  const parser::PhhSplit phh = parser::split_phh(text);
  for (const parser::PhhSpan& hand : phh.hands) {
    Unit u{hand.offset, hand.length, hand.line + first_line - 1, hand.column, UnitKind::kPhh};
    u.index = phh.tables ? hand.index : 0;
    units.push_back(u);
  }
  for (const parser::PhhSpan& junk : phh.junk) {
    Unit u{junk.offset, junk.length, junk.line + first_line - 1, junk.column, UnitKind::kOutside};
    u.phh_file = true;
    units.push_back(u);
  }
  sort_by_offset(units);
  return units;
}

}  // namespace

std::vector<Unit> split_units(std::string_view text, const parser::SplitResult& split, std::size_t base,
                              std::string_view path, std::uint32_t first_line) {
  if ((split.hands.empty() && parser::looks_like_phh(text)) || has_phh_extension(path))
    return phh_units(text, first_line);
  std::vector<Unit> units;
  units.reserve(split.hands.size() + split.junk.size());
  for (const parser::HandSpan& hand : split.hands)
    units.push_back({hand.offset - base, hand.length, hand.line, hand.column, UnitKind::kPokerStars});
  for (const parser::Junk& junk : split.junk) {
    if (junk.kind == parser::JunkKind::kTournamentSummary) {
      units.push_back({junk.offset - base, junk.length, junk.line, junk.column, UnitKind::kSummary});
      continue;
    }
    const std::string_view part = text.substr(junk.offset - base, junk.length);
    if (is_blank_text(part)) continue;
    add_outside_text(text, junk.offset - base, junk.line, junk.column, part, units);
  }
  const bool handless = std::none_of(units.begin(), units.end(), [](const Unit& u) {
    return u.kind == UnitKind::kPokerStars || u.kind == UnitKind::kSite;
  });
  if (handless)
    for (Unit& u : units) u.handless_block = u.kind == UnitKind::kOutside;
  sort_by_offset(units);
  return units;
}

std::vector<Unit> split_foreign_tail(std::string_view text, const Unit& unit) {
  const std::string_view hand = text.substr(unit.offset, unit.length);
  const std::optional<std::size_t> cut = parser::find_site_hand_after_first_line(hand);
  if (!cut) return {};
  // The tail starts at the beginning of the line the other site's hand starts on.
  std::size_t tail = *cut;
  while (tail > 0 && hand[tail - 1] != '\n' && hand[tail - 1] != '\r') --tail;
  std::size_t head_length = tail;
  while (head_length > 0 && is_blank_text(hand.substr(head_length - 1, 1))) --head_length;
  std::vector<Unit> units;
  Unit head = unit;
  head.length = head_length;
  units.push_back(head);
  const auto tail_line =
      static_cast<std::uint32_t>(unit.line + parser::count_line_breaks(hand.substr(0, tail)));
  add_outside_text(text, unit.offset + tail, tail_line, 1, hand.substr(tail), units);
  return units;
}

}  // namespace audit

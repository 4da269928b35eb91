// Reads one Entraction hand into an engine::HandRecord
// (parser/entraction_grammar.h, docs/ENTRACTION_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// The lists an Entraction parse reuses hand after hand, as PokerStarsScratch is for
// PokerStars hands: a caller that parses many keeps one (per thread).
class EntractionScratch {
 public:
  EntractionScratch();
  ~EntractionScratch();
  EntractionScratch(EntractionScratch&&) noexcept;
  EntractionScratch& operator=(EntractionScratch&&) noexcept;

 private:
  friend ParseStatus parse_entraction_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                           std::vector<engine::Finding>&, EntractionScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it (from its
// `Game # N - ...` header); `line`/`column` locate its first byte in the
// decoded file. As parse_pokerstars_hand otherwise: views in `out` point into
// `text`, findings about the input are appended to `findings`. The record's
// format and site are "entraction". The log states no total pot: the record
// leaves it unknown.
ParseStatus parse_entraction_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  EntractionScratch& scratch);
ParseStatus parse_entraction_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

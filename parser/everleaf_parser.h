// Reads one Everleaf Gaming hand (and its skins') into an engine::HandRecord
// (parser/everleaf_grammar.h, docs/EVERLEAF_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// The lists an Everleaf parse reuses hand after hand, as PokerStarsScratch
// is for PokerStars hands: a caller that parses many keeps one (per thread).
class EverleafScratch {
 public:
  EverleafScratch();
  ~EverleafScratch();
  EverleafScratch(EverleafScratch&&) noexcept;
  EverleafScratch& operator=(EverleafScratch&&) noexcept;

 private:
  friend ParseStatus parse_everleaf_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                         std::vector<engine::Finding>&, EverleafScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it (from the skin's
// line, or its `***** Hand history for game #N *****` banner); `line`/`column`
// locate its first byte in the decoded file. As parse_pokerstars_hand
// otherwise: views in `out` point into `text`, findings about the input are
// appended to `findings`. The record's format and site are "everleaf". The
// log writes no rake, no total pot and no uncalled-bet line: the record says
// so (HandRecord::states_rake, states_returns).
ParseStatus parse_everleaf_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                EverleafScratch& scratch);
ParseStatus parse_everleaf_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

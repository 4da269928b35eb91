// Reads one Unibet hand into an engine::HandRecord (parser/unibet_grammar.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a Unibet parse reuses hand after hand, as PokerStarsScratch is for
// PokerStars hands: a caller that parses many keeps one (per thread).
class UnibetScratch {
 public:
  UnibetScratch();
  ~UnibetScratch();
  UnibetScratch(UnibetScratch&&) noexcept;
  UnibetScratch& operator=(UnibetScratch&&) noexcept;

 private:
  friend ParseStatus parse_unibet_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                       std::vector<engine::Finding>&, UnibetScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it, from its header
// ("Game #N: Table .. - .."); `line`/`column` locate its first byte in the decoded file. As
// parse_pokerstars_hand otherwise: views in `out` point into `text`, findings
// about the input are appended to `findings`. The record's format and site
// are "unibet".
ParseStatus parse_unibet_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings, UnibetScratch& scratch);
ParseStatus parse_unibet_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings);

}  // namespace parser

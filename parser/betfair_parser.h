// Reads one Betfair hand into an engine::HandRecord (parser/betfair_grammar.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a Betfair parse reuses hand after hand, as PokerStarsScratch is for
// PokerStars hands: a caller that parses many keeps one (per thread).
class BetfairScratch {
 public:
  BetfairScratch();
  ~BetfairScratch();
  BetfairScratch(BetfairScratch&&) noexcept;
  BetfairScratch& operator=(BetfairScratch&&) noexcept;

 private:
  friend ParseStatus parse_betfair_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                        std::vector<engine::Finding>&, BetfairScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it, from its header
// ("***** Betfair Poker Hand History for Game N *****"); `line`/`column` locate its first byte in the decoded file. As
// parse_pokerstars_hand otherwise: views in `out` point into `text`, findings
// about the input are appended to `findings`. The record's format and site
// are "betfair".
ParseStatus parse_betfair_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                               std::vector<engine::Finding>& findings, BetfairScratch& scratch);
ParseStatus parse_betfair_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                               std::vector<engine::Finding>& findings);

}  // namespace parser

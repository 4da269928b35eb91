// Reads one BetOnline (Chico network) hand into an engine::HandRecord (parser/betonline_grammar.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a BetOnline parse reuses hand after hand, as PokerStarsScratch is
// for PokerStars hands: a caller that parses many keeps one (per thread).
class BetOnlineScratch {
 public:
  BetOnlineScratch();
  ~BetOnlineScratch();
  BetOnlineScratch(BetOnlineScratch&&) noexcept;
  BetOnlineScratch& operator=(BetOnlineScratch&&) noexcept;

 private:
  friend ParseStatus parse_betonline_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                          std::vector<engine::Finding>&, BetOnlineScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it; `line`/`column`
// locate its first byte in the decoded file. As parse_pokerstars_hand
// otherwise: views in `out` point into `text`, findings about the input are
// appended to `findings`. The record's format and site are "betonline".
ParseStatus parse_betonline_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                 BetOnlineScratch& scratch);
ParseStatus parse_betonline_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

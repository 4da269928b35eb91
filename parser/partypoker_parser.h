// Reads one PartyPoker hand into an engine::HandRecord
// (parser/partypoker_grammar.h, docs/PARTYPOKER_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// The lists a PartyPoker parse reuses hand after hand, as PokerStarsScratch
// is for PokerStars hands: a caller that parses many keeps one (per thread).
class PartyPokerScratch {
 public:
  PartyPokerScratch();
  ~PartyPokerScratch();
  PartyPokerScratch(PartyPokerScratch&&) noexcept;
  PartyPokerScratch& operator=(PartyPokerScratch&&) noexcept;

 private:
  friend ParseStatus parse_partypoker_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                           std::vector<engine::Finding>&, PartyPokerScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it (from its `Game #N
// starts.` or `#Game No : N` prelude, or its `***** Hand History for Game N
// *****` banner, `For Game` in the emailed layout); `line`/`column` locate its first byte in the decoded file.
// As parse_pokerstars_hand otherwise: views in `out` point into `text`,
// findings about the input are appended to `findings`. The record's format
// and site are "partypoker". The log writes no uncalled-bet line, and the
// first layout no rake and no total pot: the record says so
// (HandRecord::states_rake, states_returns).
ParseStatus parse_partypoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  PartyPokerScratch& scratch);
ParseStatus parse_partypoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

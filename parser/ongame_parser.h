// Reads one OnGame hand into an engine::HandRecord
// (parser/ongame_grammar.h, docs/ONGAME_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser {

// The lists an OnGame parse reuses hand after hand, as PokerStarsScratch is for
// PokerStars hands: a caller that parses many keeps one (per thread).
class OngameScratch {
 public:
  OngameScratch();
  ~OngameScratch();
  OngameScratch(OngameScratch&&) noexcept;
  OngameScratch& operator=(OngameScratch&&) noexcept;

 private:
  friend ParseStatus parse_ongame_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                       std::vector<engine::Finding>&, OngameScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it (from its
// `***** History for hand ID *****` banner); `line`/`column` locate its first
// byte in the decoded file. As parse_pokerstars_hand otherwise: views in `out`
// point into `text`, findings about the input are appended to `findings`.
// The record's format and site are "ongame". The log writes no uncalled-bet
// line (the return is left out of the pot and the player's final stack): the
// record says so (HandRecord::states_returns).
ParseStatus parse_ongame_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings, OngameScratch& scratch);
ParseStatus parse_ongame_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings);

}  // namespace parser

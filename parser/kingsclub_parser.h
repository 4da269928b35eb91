// Reads one Kings Club hand into an engine::HandRecord (parser/kingsclub_grammar.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a Kings Club parse reuses hand after hand, as PokerStarsScratch
// is for PokerStars hands: a caller that parses many keeps one (per thread).
class KingsClubScratch {
 public:
  KingsClubScratch();
  ~KingsClubScratch();
  KingsClubScratch(KingsClubScratch&&) noexcept;
  KingsClubScratch& operator=(KingsClubScratch&&) noexcept;

 private:
  friend ParseStatus parse_kingsclub_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                          std::vector<engine::Finding>&, KingsClubScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it, from its header
// ("#39969456: Pot Limit Omaha - 5/10"); `line`/`column` locate its first
// byte in the decoded file. As parse_pokerstars_hand otherwise: views in
// `out` point into `text`, findings about the input are appended to
// `findings`. The record's format and site are "kingsclub". A game its
// table does not name (kingsclub_parser.cpp, kGames) is read as `unknown`
// and returned kUnsupported with an unsupported-game finding.
ParseStatus parse_kingsclub_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                 KingsClubScratch& scratch);
ParseStatus parse_kingsclub_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

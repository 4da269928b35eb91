// Reads one Cake poker network hand into an engine::HandRecord (parser/cake_grammar.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a Cake parse reuses hand after hand, as PokerStarsScratch is for
// PokerStars hands: a caller that parses many keeps one (per thread).
class CakeScratch {
 public:
  CakeScratch();
  ~CakeScratch();
  CakeScratch(CakeScratch&&) noexcept;
  CakeScratch& operator=(CakeScratch&&) noexcept;

 private:
  friend ParseStatus parse_cake_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                     std::vector<engine::Finding>&, CakeScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: from its header
// ("Hand#..."), or, where a file begins inside a hand, the lines of that
// hand's end before the file's first header (reported truncated-hand, not
// replayed); `line`/`column` locate its first byte in the decoded file. As
// parse_pokerstars_hand otherwise: views in `out` point into `text`,
// findings about the input are appended to `findings`. The record's format
// and site are "cake".
ParseStatus parse_cake_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings, CakeScratch& scratch);
ParseStatus parse_cake_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings);

}  // namespace parser

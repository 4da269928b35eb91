// Reads one PKR hand into an engine::HandRecord (parser/pkr_grammar.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a PKR parse reuses hand after hand, as PokerStarsScratch is for
// PokerStars hands: a caller that parses many keeps one (per thread).
class PkrScratch {
 public:
  PkrScratch();
  ~PkrScratch();
  PkrScratch(PkrScratch&&) noexcept;
  PkrScratch& operator=(PkrScratch&&) noexcept;

 private:
  friend ParseStatus parse_pkr_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                    std::vector<engine::Finding>&, PkrScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it, from its prelude
// ("Table #N - NAME") or, where the log has none, its "Starting Hand #N";
// `line`/`column` locate its first byte in the decoded file. As
// parse_pokerstars_hand otherwise: views in `out` point into `text`, findings
// about the input are appended to `findings`. The record's format and site
// are "pkr".
ParseStatus parse_pkr_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings, PkrScratch& scratch);
ParseStatus parse_pkr_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings);

}  // namespace parser

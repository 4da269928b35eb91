// Reads one Everest Poker hand (an XML `<HAND id="...">` element, its game
// in the `<SESSION>` written before it) into an engine::HandRecord. The XML is read by parser/xml_grammar.h into a tree
// (parser/xml_tree.h); the reader interprets it (docs/EVEREST_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"
#include "parser/site_headers.h"

namespace parser {

// The tree a Everest parse reuses hand after hand: a caller that parses
// many keeps one (per thread).
class EverestScratch {
 public:
  EverestScratch();
  ~EverestScratch();
  EverestScratch(EverestScratch&&) noexcept;
  EverestScratch& operator=(EverestScratch&&) noexcept;

  struct Lists;

 private:
  friend ParseStatus parse_everest_hand(std::string_view, std::uint32_t, std::uint32_t, const DocumentOpening&,
                                        engine::HandRecord&, std::vector<engine::Finding>&, EverestScratch&);
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: its `<HAND>`
// element and what follows it up to the next hand (a tournament's `<PRIZE>`).
// `opening` is its `<SESSION .../>`: the game, structure, table and the
// hero's name. `line`/`column` locate its first byte in the decoded file.
// Views in `out` point into `text` and `opening.text`; findings about the
// input are appended to `findings`. The record's format and site are
// "everest".
ParseStatus parse_everest_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               const DocumentOpening& opening, engine::HandRecord& out,
                               std::vector<engine::Finding>& findings, EverestScratch& scratch);

}  // namespace parser

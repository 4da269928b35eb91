// Reads one Boss Media hand (an XML `<HISTORY ID="..." GAME="GAME_THM" ...>`
// element with its `<PLAYER>`, `<ACTION>` and `<SHOWDOWN>` children) into an
// engine::HandRecord. The XML is read by parser/xml_grammar.h into a tree
// (parser/xml_tree.h); the reader interprets it (docs/BOSS_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The tree a Boss Media parse reuses hand after hand: a caller that parses
// many keeps one (per thread).
class BossScratch {
 public:
  BossScratch();
  ~BossScratch();
  BossScratch(BossScratch&&) noexcept;
  BossScratch& operator=(BossScratch&&) noexcept;

  struct Lists;

 private:
  friend ParseStatus parse_boss_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                     std::vector<engine::Finding>&, BossScratch&);
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: its `<HISTORY>`
// element and the document's markup up to the next hand (`</ROOT>`).
// `line`/`column` locate its first byte in the decoded file. Views in `out`
// point into `text`; findings about the input are appended to `findings`.
// The record's format and site are "boss".
ParseStatus parse_boss_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings, BossScratch& scratch);

// Boss Media's card number (`<CARD LINK="n">`), 0 to 51: suit n / 13
// (diamonds, clubs, hearts, spades), rank n % 13 from the ace (0 the ace,
// 1 the deuce ... 12 the king). nullopt for anything else ("b", a card
// face down, included).
std::optional<engine::Card> boss_card(std::string_view link);

}  // namespace parser

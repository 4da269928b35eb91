// Reads one iPoker hand (an XML `<game gamecode="...">` element) into an
// engine::HandRecord. The XML is read by parser/xml_grammar.h into a tree
// (parser/xml_tree.h); the reader interprets it (docs/IPOKER_FORMAT.md).
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

// The trees and lists an iPoker parse reuses hand after hand: a caller that
// parses many keeps one (per thread).
class IpokerScratch {
 public:
  IpokerScratch();
  ~IpokerScratch();
  IpokerScratch(IpokerScratch&&) noexcept;
  IpokerScratch& operator=(IpokerScratch&&) noexcept;

  struct Lists;

 private:
  friend ParseStatus parse_ipoker_hand(std::string_view, std::uint32_t, std::uint32_t, const DocumentOpening&,
                                       engine::HandRecord&, std::vector<engine::Finding>&, IpokerScratch&);
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: its `<game>`
// element and the document's markup up to the next hand (`</session>`, the
// next session's header). `opening` is the header of the session the hand is
// part of (SiteHand::opening): its `<general>` states the game, stakes,
// table and currency. `line`/`column` locate the first byte of `text` in the
// decoded file. Views in `out` point into `text` and `opening.text`; findings
// about the input are appended to `findings`. The record's format and site
// are "ipoker".
ParseStatus parse_ipoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                              const DocumentOpening& opening, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings, IpokerScratch& scratch);

}  // namespace parser

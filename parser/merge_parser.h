// Reads one Merge Gaming hand (an XML `<game id="...">` element, its game
// and stakes in the file's `<description>`) into an engine::HandRecord. The
// XML is read by parser/xml_grammar.h into a tree (parser/xml_tree.h); the
// reader interprets it (docs/MERGE_FORMAT.md).
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

// The trees a Merge parse reuses hand after hand: a caller that parses many
// keeps one (per thread).
class MergeScratch {
 public:
  MergeScratch();
  ~MergeScratch();
  MergeScratch(MergeScratch&&) noexcept;
  MergeScratch& operator=(MergeScratch&&) noexcept;

  struct Lists;

 private:
  friend ParseStatus parse_merge_hand(std::string_view, std::uint32_t, std::uint32_t, const DocumentOpening&,
                                      engine::HandRecord&, std::vector<engine::Finding>&, MergeScratch&);
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: its `<game>`
// element and what follows it up to the next hand. `opening` is the file's
// `<description type="Holdem" stakes="No Limit ($0.02/$0.04)"/>`, written
// once before the first hand. `line`/`column` locate the first byte of
// `text` in the decoded file. Views in `out` point into `text` and
// `opening.text`; findings about the input are appended to `findings`. The
// record's format and site are "merge".
ParseStatus parse_merge_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                             const DocumentOpening& opening, engine::HandRecord& out,
                             std::vector<engine::Finding>& findings, MergeScratch& scratch);

}  // namespace parser

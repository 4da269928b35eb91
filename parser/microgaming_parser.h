// Reads one Microgaming hand (an XML `<Game hhversion="5" id="...">`
// element, or `<Game id="...">` in the older files) into an
// engine::HandRecord. The XML is read by parser/xml_grammar.h into a tree
// (parser/xml_tree.h); the reader interprets it (docs/MICROGAMING_FORMAT.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The tree a Microgaming parse reuses hand after hand: a caller that parses
// many keeps one (per thread).
class MicrogamingScratch {
 public:
  MicrogamingScratch();
  ~MicrogamingScratch();
  MicrogamingScratch(MicrogamingScratch&&) noexcept;
  MicrogamingScratch& operator=(MicrogamingScratch&&) noexcept;

  struct Lists;

 private:
  friend ParseStatus parse_microgaming_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                            std::vector<engine::Finding>&, MicrogamingScratch&);
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: its `<Game>`
// element and what follows it up to the next hand (the client's
// `ExtendedTableName:` and `----PRIMA.DAT----` lines between hands).
// `line`/`column` locate its first byte in the decoded file. Views in `out`
// point into `text`; findings about the input are appended to `findings`.
// The record's format and site are "microgaming".
ParseStatus parse_microgaming_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                   engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                   MicrogamingScratch& scratch);

}  // namespace parser

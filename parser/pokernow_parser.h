// Reads one PokerNow hand (a CSV game log, parser/pokernow_grammar.h) into
// an engine::HandRecord.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokerstars_parser.h"

namespace parser {

// The lists a PokerNow parse reuses hand after hand (the hand's rows): a
// caller that parses many keeps one (per thread).
class PokerNowScratch {
 public:
  PokerNowScratch();
  ~PokerNowScratch();
  PokerNowScratch(PokerNowScratch&&) noexcept;
  PokerNowScratch& operator=(PokerNowScratch&&) noexcept;

 private:
  friend ParseStatus parse_pokernow_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                         std::vector<engine::Finding>&, PokerNowScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

// `text` is one hand as parser::split_site_hands found it: CSV rows, newest
// first, from the first row after the newer hand's `-- starting hand` row
// to its own (the rows after its `-- ending hand #N --` row happened
// between the two hands); `line`/`column` locate its first byte in the
// decoded file. Views in `out` point into `text`; findings about the
// input are appended to `findings`, at the file's line and column. The
// record's format and site are "pokernow".
ParseStatus parse_pokernow_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                PokerNowScratch& scratch);
ParseStatus parse_pokernow_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

// Reads one PokerStars-style hand into an engine::HandRecord.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"

namespace parser {

enum class ParseStatus : std::uint8_t {
  kOk,            // the record is complete and can be replayed
  kUnreadable,    // parse-error or truncated-hand: findings say why
  kUnsupported,   // read, but the game is not replayed yet (unsupported-game)
};

// `text` is one hand as the splitter found it; `line`/`column` locate its
// first byte in the decoded file, so every position reported is file-relative.
// Views in `out` point into `text`. Findings about the input are appended to
// `findings`.
// The lists a parse reuses hand after hand. A caller that parses many hands
// keeps one (per thread: it is not shared) and passes it to each parse, which
// then allocates nothing once warm.
class PokerStarsScratch {
 public:
  PokerStarsScratch();
  ~PokerStarsScratch();
  PokerStarsScratch(PokerStarsScratch&&) noexcept;
  PokerStarsScratch& operator=(PokerStarsScratch&&) noexcept;

  // For tests/parser/stars_common_lines_test.cpp: read every line with the
  // grammar (on) or the commonest without it (off, the default); how many
  // lines were read without it since this scratch was made.
  void set_grammar_only(bool on);
  std::size_t common_lines() const;

 private:
  friend ParseStatus parse_pokerstars_hand(std::string_view, std::uint32_t, std::uint32_t, engine::HandRecord&,
                                           std::vector<engine::Finding>&, PokerStarsScratch&);
  struct Lists;
  std::unique_ptr<Lists> lists_;
};

ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  PokerStarsScratch& scratch);
// The same with lists of its own, for a single hand.
ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings);

}  // namespace parser

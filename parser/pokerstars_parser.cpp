// The PokerStars reader: the actions of parser/pokerstars_grammar.h's own
// rules (the header's prefixes, the tournament and the dealt line) on top of
// the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), and the line loop of
// parser/stars_text_reader.h instantiated with the PokerStars rules.

#include "parser/pokerstars_parser.h"

#include "parser/pokerstars_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace ps = pokerstars;

// ---- header
template <> struct action<ps::hand_number> : set_hand_id {};
template <> struct action<ps::prefix_full_tilt> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "full-tilt"; }
};
template <> struct action<ps::prefix_full_tilt_rush> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<ps::prefix_stars_zoom> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<ps::zoom_tournament> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<ps::prefix_run_it_once> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "run-it-once"; }
};
template <> struct action<ps::prefix_poker_master> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "pokermaster"; }
};
template <> struct action<ps::prefix_pppoker> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "pppoker"; }
};
template <> struct action<ps::prefix_poker_bros> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "pokerbros"; }
};
template <> struct action<ps::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};

// "IV" -> 4: the numerals of tournament levels (1 to a few dozen); 0 for
// what does not read as one or is too large to be a level.
std::uint16_t roman_value(std::string_view numeral) {
  const auto value = [](char c) {
    switch (c) {
      case 'I': return 1;
      case 'V': return 5;
      case 'X': return 10;
      case 'L': return 50;
      case 'C': return 100;
      case 'D': return 500;
      default: return 1000;  // 'M', the grammar's last numeral
    }
  };
  int total = 0;
  for (std::size_t i = 0; i < numeral.size(); ++i) {
    const int v = value(numeral[i]);
    total += i + 1 < numeral.size() && v < value(numeral[i + 1]) ? -v : v;
  }
  return total > 0 && total < 10000 ? static_cast<std::uint16_t>(total) : 0;
}

template <> struct action<ps::tournament_buy_in> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view buy_in = in.string_view();
    while (buy_in.ends_with(' ')) buy_in.remove_suffix(1);
    b.rec.tournament_buy_in = buy_in;
  }
};
template <> struct action<ps::round_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.level_round = roman_value(in.string_view()); }
};
template <> struct action<ps::level_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.level = roman_value(in.string_view()); }
};

template <> struct action<ps::dealt_line> : deal_cards {};

template <> inline constexpr const char* error_message<ps::expected_hand_number> = "the hand's number, then ':'";
template <> inline constexpr const char* error_message<ps::expected_game> =
    "a game description such as \"Hold'em No Limit ($0.25/$0.50 USD)\"";

struct PokerStarsDialect {
  using header_line = ps::header_line;
  using table_line = stars_text::table_line;
  using street_line = ps::street_line;
  using body_line = ps::body_line;
  using summary_line = ps::summary_line;
  static constexpr std::string_view kFormat = "pokerstars";
  static constexpr std::string_view kSite = "pokerstars";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"PokerStars Hand #<number>: <game> ...\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a PokerStars hand history contains";
  static constexpr bool kCommonLinesFast = true;
};

}  // namespace
}  // namespace stars_text

struct PokerStarsScratch::Lists : stars_text::Lists {};

PokerStarsScratch::PokerStarsScratch() : lists_(std::make_unique<Lists>()) {}
PokerStarsScratch::~PokerStarsScratch() = default;
PokerStarsScratch::PokerStarsScratch(PokerStarsScratch&&) noexcept = default;
PokerStarsScratch& PokerStarsScratch::operator=(PokerStarsScratch&&) noexcept = default;

void PokerStarsScratch::set_grammar_only(bool on) { lists_->builder.grammar_only = on; }
std::size_t PokerStarsScratch::common_lines() const { return lists_->builder.common_lines; }

ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  PokerStarsScratch scratch;
  return parse_pokerstars_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  PokerStarsScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::PokerStarsDialect>(text, line, column, out, findings, *scratch.lists_);
  // PokerStars writes "The deck is reshuffled" wherever its draw games
  // reshuffle (triple draw #35839176665: the line comes when the 52nd card
  // has been dealt), so one that is not written did not happen.
  out.reshuffles_logged = out.site == "pokerstars" && engine::is_draw(out.game.variant);
  return status;
}

}  // namespace parser

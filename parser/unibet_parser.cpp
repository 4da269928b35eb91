// The Unibet reader: the actions of parser/unibet_grammar.h's rules on top
// of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h,
// and what the lines leave open settled once the hand is read: raises
// stating what they add (parser/added_wagers.h), the players never named,
// and the uncalled bet paid back inside the win (parser/winamax_uncalled.h).
#include "parser/unibet_parser.h"

#include "parser/added_wagers.h"
#include "parser/not_dealt_in.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"
#include "parser/unibet_grammar.h"
#include "parser/winamax_uncalled.h"

namespace parser {

namespace stars_text {
namespace {

namespace ub = unibet;

// ---- header
template <>
struct action<ub::hand_number> : set_hand_id {};
template <>
struct action<ub::ub_table_name> : action<table_name> {};

// ---- seats and button
template <>
struct action<ub::ub_seat_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.name = in.string_view();
  }
};
template <>
struct action<ub::seat_line> : action<seat_line> {};
template <>
struct action<ub::button_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.button_seat = b.rec.players[static_cast<std::size_t>(b.player)].seat;
    b.rec.button_pos = b.pos_of(in.begin());
  }
};

// ---- sections: the hole cards' and the pre-flop's both begin the deal.
template <>
struct action<ub::marker_hole> : set_marker<Marker::kHoleCards> {};
template <>
struct action<ub::marker_preflop> : set_marker<Marker::kHoleCards> {};
template <>
struct action<ub::marker_ub_flop> : set_marker<Marker::kFlop> {};
template <>
struct action<ub::marker_ub_turn> : set_marker<Marker::kTurn> {};
template <>
struct action<ub::marker_ub_river> : set_marker<Marker::kRiver> {};
template <>
struct action<ub::marker_ub_showdown> : set_marker<Marker::kShowdown> {};
template <>
struct action<ub::marker_ub_summary> : set_marker<Marker::kSummary> {};
template <>
struct action<ub::street_line> : action<street_line> {};

// ---- actions
template <>
struct action<ub::post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<ub::post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<ub::act_fold> : set_act<Act::kFold> {};
template <>
struct action<ub::act_check> : set_act<Act::kCheck> {};
template <>
struct action<ub::act_call> : set_act<Act::kCall> {};
template <>
struct action<ub::act_bet> : set_act<Act::kBet> {};
template <>
struct action<ub::act_raise> : set_act<Act::kRaise> {};
template <>
struct action<ub::act_show> : set_act<Act::kShow> {};
template <>
struct action<ub::act_muck> : set_act<Act::kMuck> {};
template <>
struct action<ub::ub_all_in> : action<all_in> {};
template <>
struct action<ub::action_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};
template <>
struct action<ub::dealt_line> : deal_cards {};
template <>
struct action<ub::wins_line> : money_line<Act::kCollect> {};

// ---- summary
template <>
struct action<ub::ub_summary_seat_line> : action<summary_seat_line> {};

template <>
inline constexpr const char* error_message<ub::expected_hand_number> = "the hand's number, then ':'";
template <>
inline constexpr const char* error_message<ub::expected_game> =
    "the stakes, limit and game, such as \"0.05/0.10 - No Limit Hold'Em - \"";
template <>
inline constexpr const char* error_message<ub::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises, shows, mucks)";
template <>
inline constexpr const char* error_message<ub::expected_action_end> =
    "the end of the action line (or \", and is all-in\")";

struct UnibetDialect {
  using header_line = ub::header_line;
  using table_line = ub::header_line;  // no table line: the header names the table
  using street_line = ub::street_line;
  using body_line = ub::body_line;
  using summary_line = ub::summary_line;
  static constexpr std::string_view kFormat = "unibet";
  static constexpr std::string_view kSite = "unibet";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Game #<id>: Table <name> - <stakes> - <limit> <game> - <time>\"";
  static constexpr const char* kForeignLine = "cannot read this line: it is not a line a Unibet hand history contains";
  // The summary lists the players who put money in, not those who folded
  // without a bet (#1463192545: no line for Player2, Player3, Player4).
  static constexpr bool kSummaryListsEveryone = false;
};

}  // namespace
}  // namespace stars_text

struct UnibetScratch::Lists : stars_text::Lists {};

UnibetScratch::UnibetScratch() : lists_(std::make_unique<Lists>()) {}
UnibetScratch::~UnibetScratch() = default;
UnibetScratch::UnibetScratch(UnibetScratch&&) noexcept = default;
UnibetScratch& UnibetScratch::operator=(UnibetScratch&&) noexcept = default;

ParseStatus parse_unibet_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings) {
  UnibetScratch scratch;
  return parse_unibet_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_unibet_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings, UnibetScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::UnibetDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  settle_added_wagers(out, findings);
  mark_not_dealt_in(out);
  // "Hero wins €1.10" and "Total pot €1.10" count the €0.85 of his all-in
  // nobody called: the return is made apart, as PokerStars writes it.
  winamax_settle_uncalled(out);
  if (out.has_currency_symbol) out.currency = "EUR";
  return status;
}

}  // namespace parser

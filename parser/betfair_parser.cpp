// The Betfair reader: the actions of parser/betfair_grammar.h's rules on top
// of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h,
// and what the lines leave open settled once the hand is read: "goes all-in"
// marking the wager after it, raises to a street total made increments
// (parser/added_wagers.h), the players never named, and the wins after an
// unstated rake.
#include "parser/betfair_parser.h"

#include "parser/added_wagers.h"
#include "parser/betfair_grammar.h"
#include "parser/not_dealt_in.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace bf = betfair;

// ---- cards: "[ 7c, 6c, 5h, Jh ]"
template <>
struct action<bf::bf_cards> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const std::string_view s = in.string_view();
    for (std::size_t i = 0; i + 1 < s.size(); ++i) {
      if (s[i] == '[' || s[i] == ']' || s[i] == ' ' || s[i] == ',') continue;
      if (auto c = engine::Card::parse(s.substr(i, 2))) b.cards.push(*c);
      ++i;
    }
  }
};

// ---- header and table: the game is named on the line after the banner.
template <>
struct action<bf::hand_number> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.hand_id = in.string_view();
    b.rec.game.variant = Variant::kHoldem;  // until the game line names it
  }
};
template <>
struct action<bf::limit_pl> : set_structure<Structure::kPotLimit> {};
template <>
struct action<bf::limit_nl> : set_structure<Structure::kNoLimit> {};
template <>
struct action<bf::limit_fl> : set_structure<Structure::kFixedLimit> {};
template <>
struct action<bf::bf_table_name> : action<table_name> {};

// ---- seats
template <>
struct action<bf::bf_seat_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.name = in.string_view();
  }
};
template <>
struct action<bf::seat_line> : action<seat_line> {};

// ---- streets: a flop, turn or river line gives the new cards alone.
template <>
struct action<bf::marker_down_cards> : set_marker<Marker::kHoleCards> {};
template <>
struct action<bf::marker_bf_flop> : set_marker<Marker::kFlop> {};
template <>
struct action<bf::marker_bf_turn> : set_marker<Marker::kTurn> {};
template <>
struct action<bf::marker_bf_river> : set_marker<Marker::kRiver> {};
template <>
struct action<bf::marker_bf_showdown> : set_marker<Marker::kShowdown> {};
template <>
struct action<bf::marker_conclusion> : set_marker<Marker::kSummary> {};
template <>
struct action<bf::street_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.marker == Marker::kFlop || b.marker == Marker::kTurn || b.marker == Marker::kRiver) {
      engine::CardList board = b.rec.boards[0];
      for (engine::Card c : b.cards) board.push(c);
      b.cards = board;
    }
    action<street_line>::apply(in, b);
  }
};
template <>
struct action<bf::dealt_line> : deal_cards {};

// ---- actions
template <>
struct action<bf::post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<bf::post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<bf::act_fold> : set_act<Act::kFold> {};
template <>
struct action<bf::act_check> : set_act<Act::kCheck> {};
template <>
struct action<bf::act_call> : set_act<Act::kCall> {};
template <>
struct action<bf::act_bet> : set_act<Act::kBet> {};
template <>
struct action<bf::act_raise_to> : set_act<Act::kRaise> {};
// A mark, recorded as an all-in bet of nothing: settle_all_in_marks moves
// it onto the player's next wager.
template <>
struct action<bf::act_all_in> : set_all_in_act<Act::kBet> {};
template <>
struct action<bf::act_show> : set_act<Act::kShow> {};
template <>
struct action<bf::act_muck> : set_act<Act::kMuck> {};
template <>
struct action<bf::show_words> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.text = in.string_view();
  }
};
template <>
struct action<bf::action_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    // "raises to [$0.30]": the street total alone, `to`; settle_added_wagers
    // works out the increment.
    if (b.act == Act::kRaise) b.amounts.insert(b.amounts.begin(), Chips{0});
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};

// ---- conclusion
template <>
struct action<bf::wins_line> : money_line<Act::kCollect> {};
template <>
struct action<bf::end_line> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.has_summary = true;
  }
};

template <>
inline constexpr const char* error_message<bf::expected_hand_number> = "the hand's number, then \" *****\"";
template <>
inline constexpr const char* error_message<bf::expected_game> =
    "the limit, stakes and game, such as \"PL $0.05/$0.10 Omaha - \"";
template <>
inline constexpr const char* error_message<bf::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises to, goes all-in, shows, mucks)";
template <>
inline constexpr const char* error_message<bf::expected_action_end> = "the end of the action line";

struct BetfairDialect {
  using header_line = bf::header_line;
  using table_line = bf::table_line;
  using street_line = bf::street_line;
  using body_line = bf::body_line;
  using summary_line = bf::summary_line;
  static constexpr std::string_view kFormat = "betfair";
  static constexpr std::string_view kSite = "betfair";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"***** Betfair Poker Hand History for Game <id> *****\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Betfair Poker hand history contains";
  // No summary of seats: the conclusion's wins, then "Game N ends", close
  // the hand; a hand cut before them is truncated.
  static bool summary_may_be_empty(const Builder& b) {
    if (!b.rec.has_summary) return false;
    for (const engine::ActionRecord& a : b.rec.actions)
      if (a.kind == Act::kCollect) return true;
    return false;
  }
};

// "Hero goes all-in" then "Hero raises to [$1]": the mark (an all-in bet of
// nothing) set on the player's next wager and dropped.
void settle_all_in_marks(HandRecord& rec) {
  auto& actions = rec.actions;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (actions[i].kind != Act::kBet || !actions[i].all_in || actions[i].amount.positive()) continue;
    for (std::size_t k = i + 1; k < actions.size(); ++k)
      if (actions[k].player == actions[i].player) {
        actions[k].all_in = true;
        break;
      }
    actions.erase(actions.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
  }
}

}  // namespace
}  // namespace stars_text

struct BetfairScratch::Lists : stars_text::Lists {};

BetfairScratch::BetfairScratch() : lists_(std::make_unique<Lists>()) {}
BetfairScratch::~BetfairScratch() = default;
BetfairScratch::BetfairScratch(BetfairScratch&&) noexcept = default;
BetfairScratch& BetfairScratch::operator=(BetfairScratch&&) noexcept = default;

ParseStatus parse_betfair_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                               std::vector<engine::Finding>& findings) {
  BetfairScratch scratch;
  return parse_betfair_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_betfair_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                               std::vector<engine::Finding>& findings, BetfairScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::BetfairDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  stars_text::settle_all_in_marks(out);
  settle_added_wagers(out, findings);
  mark_not_dealt_in(out);
  // The wins are after a rake the log does not state (#100000000: $10.70 of
  // $11.26, the main pot's $5.00 paid $4.44), and no total is written.
  out.states_rake = false;
  if (out.has_currency_symbol) out.currency = "USD";
  return status;
}

}  // namespace parser

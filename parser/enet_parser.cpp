// The Enet reader: the actions of parser/enet_grammar.h's rules on top of
// the actions every PokerStars-style room shares (parser/stars_text_actions.h),
// the line loop of parser/stars_text_reader.h, and what the lines leave open
// settled once the hand is read: the limit (named by the table), the raises
// and all-ins written as what they add (parser/added_wagers.h), the players
// never named, and the pots of a hand without a show down paid by the
// summary.
#include "parser/enet_parser.h"

#include "parser/added_wagers.h"
#include "parser/enet_grammar.h"
#include "parser/grouped_amount.h"
#include "parser/not_dealt_in.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace en = enet;

// ---- amounts: "0,65" in centi-units.
template <>
struct action<en::enet_digits> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const std::optional<Chips> chips = grouped_amount(in.string_view());
    if (!chips) throw tao::pegtl::parse_error("amount is too large", in);
    b.amounts.push_back(*chips);
  }
};
template <>
struct action<en::enet_symbol> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.has_currency_symbol = true;
    b.rec.currency = in.peek_char() == '$' ? "USD" : "EUR";
  }
};

// ---- cards: "[4s2d3h]", two characters a card.
template <>
struct action<en::enet_cards> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const std::string_view s = in.string_view();
    for (std::size_t i = 1; i + 2 < s.size(); i += 2)
      if (auto c = engine::Card::parse(s.substr(i, 2))) b.cards.push(*c);
  }
};

// ---- header
template <>
struct action<en::hand_number> : set_hand_id {};
template <>
struct action<en::enet_stake_low> : action<stake_low> {};
template <>
struct action<en::enet_stake_high> : action<stake_high> {};

// ---- seats
template <>
struct action<en::enet_seat_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.name = in.string_view();
  }
};
template <>
struct action<en::enet_seat_stack> : action<seat_stack> {};
template <>
struct action<en::seat_line> : action<seat_line> {};

// ---- streets
template <>
struct action<en::marker_holecards> : set_marker<Marker::kHoleCards> {};
template <>
struct action<en::street_line> : action<street_line> {};

// ---- actions
template <>
struct action<en::post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<en::post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<en::act_fold> : set_act<Act::kFold> {};
template <>
struct action<en::act_check> : set_act<Act::kCheck> {};
template <>
struct action<en::act_call> : set_act<Act::kCall> {};
template <>
struct action<en::act_bet> : set_act<Act::kBet> {};
template <>
struct action<en::act_raise> : set_act<Act::kRaise> {};
// What it adds: a bet marked all in, which settle_added_wagers makes a
// call, bet or raise.
template <>
struct action<en::act_all_in> : set_all_in_act<Act::kBet> {};
template <>
struct action<en::act_show> : set_act<Act::kShow> {};
template <>
struct action<en::act_muck> : set_act<Act::kMuck> {};
template <>
struct action<en::act_mucked> : set_act<Act::kMuck, false> {};
template <>
struct action<en::hand_words> : action<hand_text> {};
template <>
struct action<en::action_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    const bool post = b.act == Act::kPostSmallBlind || b.act == Act::kPostBigBlind;
    if (post && b.amounts.empty()) return;  // a post of no amount said: no money moved
    // "raises €0,65" states what it adds: a raise whose `to` is 0
    // (settle_added_wagers adds the amount to what the player has in).
    if (b.act == Act::kRaise) b.amounts.push_back(Chips{0});
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 2);
  }
};

// ---- money lines
template <>
struct action<en::collect_line> : money_line<Act::kCollect> {};
template <>
struct action<en::uncalled_line> : action<uncalled_line> {};

// ---- summary
template <>
struct action<en::enet_total> : action<total_pot> {};
template <>
struct action<en::enet_rake> : action<rake> {};
template <>
struct action<en::dealer_tag> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.button_seat = b.seat;
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
template <>
struct action<en::enet_board_cards> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.summary_boards[0] = b.cards;
  }
};
template <>
struct action<en::board_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.rec.summary_board_pos.line == 0) b.rec.summary_board_pos = b.pos_of(in.begin());
  }
};
template <>
struct action<en::enet_won> : action<won_amount> {};
template <>
struct action<en::description> : action<summary_description> {};
template <>
struct action<en::summary_seat_line> : action<summary_seat_line> {};

template <>
inline constexpr const char* error_message<en::expected_hand_number> = "the hand's number, then ':'";
template <>
inline constexpr const char* error_message<en::expected_game> = "a game and its stakes such as \"Omaha (€0,10/€0,25)\"";
template <>
inline constexpr const char* error_message<en::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises, goes all-in, shows, mucks hand, mucked)";
template <>
inline constexpr const char* error_message<en::expected_action_end> = "the end of the action line";

struct EnetDialect {
  using header_line = en::header_line;
  using table_line = stars_text::table_line;
  using street_line = en::street_line;
  using body_line = en::body_line;
  using summary_line = en::summary_line;
  static constexpr std::string_view kFormat = "enet";
  static constexpr std::string_view kSite = "enet";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Game #<id>: <game> (<stakes>) - <time> <date>\"";
  static constexpr const char* kForeignLine = "cannot read this line: it is not a line an Enet hand history contains";
};

// The header names the game ("Omaha", "Hold'em"), the table's name its
// limit: "Table 'Reunion 1 - Pot Limit'", "'Parfigi 1 - No Limit'".
void settle_structure(HandRecord& rec) {
  const std::string_view table = rec.table;
  if (table.ends_with("Pot Limit"))
    rec.game.structure = Structure::kPotLimit;
  else if (table.ends_with("No Limit"))
    rec.game.structure = Structure::kNoLimit;
  else if (table.ends_with("Limit"))
    rec.game.structure = Structure::kFixedLimit;
}

}  // namespace
}  // namespace stars_text

struct EnetScratch::Lists : stars_text::Lists {};

EnetScratch::EnetScratch() : lists_(std::make_unique<Lists>()) {}
EnetScratch::~EnetScratch() = default;
EnetScratch::EnetScratch(EnetScratch&&) noexcept = default;
EnetScratch& EnetScratch::operator=(EnetScratch&&) noexcept = default;

ParseStatus parse_enet_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings) {
  EnetScratch scratch;
  return parse_enet_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_enet_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings, EnetScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::EnetDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  stars_text::settle_structure(out);
  // "Total pot €0" in four hands of six: the line closes the summary, its
  // amount is no pot.
  out.stated.total.reset();
  settle_added_wagers(out, findings);
  mark_not_dealt_in(out);
  // A hand won without a show down has no collect line of its own (the
  // "collected" after the uncalled bet repeats the return): its summary's
  // "collected (x)" pays the pot.
  collect_from_summary(out);
  return status;
}

}  // namespace parser

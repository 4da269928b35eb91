// The Absolute Poker / UltimateBet reader: the actions of
// parser/absolute_grammar.h's own rules on top of the actions every
// PokerStars-style room shares (parser/stars_text_actions.h), the line loop
// of parser/stars_text_reader.h, and what the lines leave open settled once
// the hand is read: a dead small blind joined to its live big blind
// (parser/stars_text_posts.h), raises and all-ins written as what they add
// (parser/added_wagers.h).

#include "parser/absolute_parser.h"

#include "parser/absolute_grammar.h"
#include "parser/added_wagers.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_posts.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace ab = absolute;

// ---- header
template <> struct action<ab::hand_number> : set_hand_id {};
template <> struct action<ab::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};
template <> struct action<ab::ab_holdem> : set_variant<Variant::kHoldem> {};
template <> struct action<ab::ab_omaha> : set_variant<Variant::kOmaha> {};
template <> struct action<ab::ab_stud> : set_variant<Variant::kStud7> {};
template <> struct action<ab::ab_razz> : set_variant<Variant::kRazz> {};
template <> struct action<ab::ab_hi_lo> : action<hi_lo> {};
template <> struct action<ab::heads_up> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.max_seats = 2; }
};
template <> struct action<ab::ab_limit_no> : set_structure<Structure::kNoLimit> {};
template <> struct action<ab::ab_limit_pot> : set_structure<Structure::kPotLimit> {};
template <> struct action<ab::ab_limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <> struct action<ab::ab_stake_low> : action<stake_low> {};
template <> struct action<ab::ab_stake_high> : action<stake_high> {};
// A no-limit header states the big blind alone: the small blind is the post's.
template <> struct action<ab::ab_big_blind> : action<stake_high> {};
template <> struct action<ab::ab_ante> : action<ante_amount> {};

// ---- table and seats
template <> struct action<ab::ab_table_name> : action<table_name> {};
template <> struct action<ab::ab_button_seat> : action<button_seat> {};
template <> struct action<ab::ab_seat_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<ab::ab_seat_stack> : action<seat_stack> {};
// The seats are listed from the dealer's ("Seat 6 - Player0 .. Seat 4 -
// Hero", PLO8-2max-USD-30-60-200912).
template <> struct action<ab::seat_line> : seat_line_in_seat_order {};

// ---- streets
template <> struct action<ab::pocket_cards> : set_marker<Marker::kHoleCards> {};
// "*** 3rd STREET ***"; seven-card stud's seventh is "*** RIVER ***".
template <> struct action<ab::stud_street> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker_number = in.peek_char() - '0';
    b.marker = Marker::kStudStreet;
  }
};
template <> struct action<ab::street_line> : action<street_line> {};

// ---- actions
template <> struct action<ab::pocket_list> : action<card_list> {};
template <> struct action<ab::pocket_line> : deal_cards {};
template <> struct action<ab::dealt_line> : deal_cards {};
template <> struct action<ab::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<ab::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<ab::post_live> : set_act<Act::kPostBigBlind> {};
template <> struct action<ab::post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<ab::ante> : set_act<Act::kPostAnte> {};
template <> struct action<ab::bring_in> : set_act<Act::kBringIn> {};
template <> struct action<ab::fold> : set_act<Act::kFold> {};
template <> struct action<ab::check> : set_act<Act::kCheck> {};
template <> struct action<ab::call> : set_act<Act::kCall> {};
template <> struct action<ab::bet> : set_act<Act::kBet> {};
// "Raises $45 to $60": what it adds, then the street total; settle_added_wagers
// checks the one against the other.
template <> struct action<ab::raise> : set_act<Act::kRaise> {};
template <> struct action<ab::all_in_raise> : set_all_in_act<Act::kRaise> {};
// "All-In $5": what it adds, a bet, call or raise as the street stands
// (settle_added_wagers).
template <> struct action<ab::all_in> : set_all_in_act<Act::kBet> {};
template <> struct action<ab::all_in_timeout> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.act = Act::kTreatedAllIn;
    b.is_action = true;
    b.amounts.push_back(Chips{0});
  }
};
template <> struct action<ab::sitout> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.players[static_cast<std::size_t>(b.player)].sitting_out = true;
  }
};
template <> struct action<ab::show> : set_act<Act::kShow> {};
// "Shows [Kc 5s] (Flush, ace high)": the words describing the hand shown.
template <> struct action<ab::show_text> : action<hand_text> {};
template <> struct action<ab::muck> : set_act<Act::kMuck> {};
template <> struct action<ab::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    const char* verb = in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 3;
    // An all-in before "*** POCKET CARDS ***" is a blind its poster cannot
    // pay in full ("Player1 - All-In $191.27" at $200/$400,
    // LHE-USD-200-400-201003.all.in.blind).
    if (b.act == Act::kBet && b.rec.street_pos[0].line == 0) b.act = short_blind_act(b);
    if (b.act != Act::kPostSmallAndBig) {
      commit_action(in, b, verb);
      return;
    }
    // "Posts $1 dead $0.50" (live, dead) or "Posts dead $40 dead $15" (both,
    // dead): the record's dead small blind, then the live big blind that
    // settle_posts joins to it.
    const Chips dead = b.last_amount(0);
    const Chips first = b.last_amount(1);
    const bool total_first = std::string_view(verb, 10) == "Posts dead";
    const Chips live = total_first ? first - dead : first;
    b.amounts.push_back(dead);
    commit_action(in, b, verb);
    b.act = Act::kPostBigBlind;
    b.amounts.push_back(live);
    commit_action(in, b, verb);
  }
};

// ---- money lines
template <> struct action<ab::uncalled_line> : action<uncalled_line> {};
template <> struct action<ab::collect_line> : money_line<Act::kCollect> {};

// ---- summary
template <> struct action<ab::ab_total> : action<total_pot> {};
template <> struct action<ab::ab_main> : action<main_pot> {};
template <> struct action<ab::ab_side> : action<side_pot> {};
// The rake and the jackpot's are both taken from the pot.
template <> struct action<ab::ab_rake> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.stated.rake = b.rec.stated.rake.value_or(Chips{0}) + b.last_amount();
  }
};
template <> struct action<ab::ab_jackpot> : action<ab::ab_rake> {};
template <> struct action<ab::ab_board_line> : action<board_line> {};
template <> struct action<ab::ab_won> : action<won_amount> {};
// The summary's words describe the hand where the show line wrote none.
template <> struct action<ab::summary_words> : action<summary_description> {};
template <> struct action<ab::summary_seat_line> : action<summary_seat_line> {};

template <> inline constexpr const char* error_message<ab::expected_game> =
    "a game and its stakes, such as \"Holdem  No Limit $1\" or \"Omaha Hi/Lo  Normal $30/$60\"";

struct AbsoluteDialect {
  using header_line = ab::header_line;
  using table_line = ab::table_line;
  using street_line = ab::street_line;
  using body_line = ab::body_line;
  using summary_line = ab::summary_line;
  static constexpr std::string_view kFormat = "absolute";
  static constexpr std::string_view kSite = "absolute";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Stage #<id>: <game> <limit> <stakes> - <time>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line an Absolute Poker or UltimateBet hand history contains";
};

}  // namespace
}  // namespace stars_text

struct AbsoluteScratch::Lists : stars_text::Lists {};

AbsoluteScratch::AbsoluteScratch() : lists_(std::make_unique<Lists>()) {}
AbsoluteScratch::~AbsoluteScratch() = default;
AbsoluteScratch::AbsoluteScratch(AbsoluteScratch&&) noexcept = default;
AbsoluteScratch& AbsoluteScratch::operator=(AbsoluteScratch&&) noexcept = default;

ParseStatus parse_absolute_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  AbsoluteScratch scratch;
  return parse_absolute_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_absolute_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                AbsoluteScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::AbsoluteDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status == ParseStatus::kUnreadable && out.stop_pos.line == 0) return status;
  stars_text::settle_posts(out);
  // A walk's "Collects 45 from main pot" and "Total Pot(45)" at 15/30 count
  // the big blind's own unmatched 15, with no "returned" line.
  return_walk_blind(out);
  settle_added_wagers(out, findings);
  return status;
}

}  // namespace parser

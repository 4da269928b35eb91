// The Seals With Clubs reader: the actions of parser/sealswithclubs_grammar.h's
// rules on top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h
// instantiated with them (a hand with no summary), and the raises, written as
// the street total alone, settled once the hand is read (parser/added_wagers.h).

#include "parser/sealswithclubs_parser.h"

#include "parser/added_wagers.h"
#include "parser/sealswithclubs_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace swc = sealswithclubs;

// ---- header and table
// The game is named on the next line ("Game: .."); hold'em until then, so
// that the hand is read as a game the replay knows.
template <>
struct action<swc::header_line> : set_variant<Variant::kHoldem> {};
template <>
struct action<swc::hand_number> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.hand_id = in.string_view();
  }
};
template <>
struct action<swc::game_nl_holdem> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kHoldem;
    b.rec.game.structure = Structure::kNoLimit;
  }
};
template <>
struct action<swc::game_pl_omaha> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kOmaha;
    b.rec.game.structure = Structure::kPotLimit;
  }
};
template <>
struct action<swc::game_limit_holdem> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kHoldem;
    b.rec.game.structure = Structure::kFixedLimit;
  }
};
template <>
struct action<swc::table_name> : action<stars_text::table_name> {};
template <>
struct action<swc::seat_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.name = in.string_view();
  }
};
template <>
struct action<swc::sitting_out> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.sitting_out = true;
  }
};
template <>
struct action<swc::seat_line> : action<stars_text::seat_line> {};
template <>
struct action<swc::button_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.rec.button_seat = b.rec.players[static_cast<std::size_t>(b.player)].seat;
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
template <>
struct action<swc::dealt_line> : deal_cards {};

// ---- actions
template <>
struct action<swc::post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<swc::post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<swc::post_both> : set_act<Act::kPostSmallAndBig> {};
template <>
struct action<swc::act_raise_to> : set_act<Act::kRaise> {};
template <>
struct action<swc::all_in_note> : action<all_in> {};
template <>
struct action<swc::action_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};
template <>
struct action<swc::refund_line> : action<uncalled_line> {};
template <>
struct action<swc::pot_main_words> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.pot = 0;
  }
};
template <>
struct action<swc::pot_words> : action<swc::pot_main_words> {};
template <>
struct action<swc::wins_line> : money_line<Act::kCollect> {};
template <>
struct action<swc::pot_rake> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.rec.stated.rake = b.rec.stated.rake.value_or(Chips{0}) + b.last_amount();
  }
};
template <>
struct action<swc::adds_line> : action<chips_added_line> {};

// ---- streets: a flop, turn or river marker gives the new cards alone; the
// board is the cards before them and these.
template <>
struct action<swc::marker_hole> : set_marker<Marker::kHoleCards> {};
template <>
struct action<swc::marker_flop> : set_marker<Marker::kFlop> {};
template <>
struct action<swc::marker_turn> : set_marker<Marker::kTurn> {};
template <>
struct action<swc::marker_river> : set_marker<Marker::kRiver> {};
template <>
struct action<swc::marker_show_down> : set_marker<Marker::kShowdown> {};
template <>
struct action<swc::street_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.marker == Marker::kFlop || b.marker == Marker::kTurn || b.marker == Marker::kRiver) {
      engine::CardList board = b.rec.boards[0];
      for (engine::Card c : b.cards) board.push(c);
      b.cards = board;
    } else if (b.marker == Marker::kShowdown && b.rec.summary_boards[0].empty()) {
      // The whole board, once: the record's summary board.
      b.rec.summary_boards[0] = b.cards;
      b.rec.summary_board_pos = b.pos_of(in.begin());
    }
    action<stars_text::street_line>::apply(in, b);
  }
};

template <>
inline constexpr const char* error_message<swc::expected_hand_number> =
    "the hand's number (\"6340502-110\"), then \" - \"";
template <>
inline constexpr const char* error_message<swc::expected_game> =
    "a game such as \"NL Hold'em\", \"PL Omaha\" or \"Limit Hold'em\"";
template <>
inline constexpr const char* error_message<swc::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises to, shows)";
template <>
inline constexpr const char* error_message<swc::expected_action_end> = "the end of the action line (or \" (All-in)\")";

struct SealsWithClubsDialect {
  using header_line = swc::header_line;
  using table_line = swc::table_line;
  using street_line = swc::street_line;
  using body_line = swc::body_line;
  using summary_line = swc::summary_line;
  static constexpr std::string_view kFormat = "sealswithclubs";
  static constexpr std::string_view kSite = "sealswithclubs";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Hand #<table>-<hand> - <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Seals With Clubs hand history contains";
  static constexpr bool kSummaryListsEveryone = false;
  // The log has no summary: each pot is paid on its own line.
  static bool summary_may_be_empty(const Builder&) { return true; }
};

}  // namespace
}  // namespace stars_text

struct SealsWithClubsScratch::Lists : stars_text::Lists {};

SealsWithClubsScratch::SealsWithClubsScratch() : lists_(std::make_unique<Lists>()) {}
SealsWithClubsScratch::~SealsWithClubsScratch() = default;
SealsWithClubsScratch::SealsWithClubsScratch(SealsWithClubsScratch&&) noexcept = default;
SealsWithClubsScratch& SealsWithClubsScratch::operator=(SealsWithClubsScratch&&) noexcept = default;

ParseStatus parse_sealswithclubs_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                      engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  SealsWithClubsScratch scratch;
  return parse_sealswithclubs_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_sealswithclubs_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                      engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                      SealsWithClubsScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::SealsWithClubsDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  out.has_summary = true;  // the pots are paid on their lines: nothing is missing
  settle_added_wagers(out, findings);
  return status;
}

}  // namespace parser

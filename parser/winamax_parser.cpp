// The Winamax reader: the actions of parser/winamax_grammar.h's own rules on
// top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h
// instantiated with the Winamax rules, and what Winamax writes its own way
// turned into the record PokerStars' logs give (settle_uncalled).

#include "parser/winamax_parser.h"

#include "parser/stars_text_actions.h"
#include "parser/stars_text_posts.h"
#include "parser/stars_text_reader.h"
#include "parser/winamax_grammar.h"
#include "parser/winamax_uncalled.h"

namespace parser {

namespace stars_text {
namespace {

namespace wmx = winamax;

// ---- leaves
template <> struct action<wmx::card_list> : action<card_list> {};
template <> struct action<wmx::board_cards> : action<card_list> {};

// ---- header
template <> struct action<wmx::hand_number> : set_hand_id {};
template <> struct action<wmx::tournament_word> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.tournament = true; }
};
template <> struct action<wmx::fast_fold_word> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<wmx::game_holdem> : set_variant<Variant::kHoldem> {};
template <> struct action<wmx::game_omaha8> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kOmaha;
    b.rec.game.hi_lo = true;
  }
};
template <> struct action<wmx::game_omaha5_short> : set_variant<Variant::kOmaha5> {};
template <> struct action<wmx::game_stud7_dash> : set_variant<Variant::kStud7> {};
template <> struct action<wmx::game_27_triple> : set_variant<Variant::kDraw27Triple> {};
template <> struct action<wmx::ante_amount> : action<ante_amount> {};
template <> struct action<wmx::stake_low> : action<stake_low> {};
template <> struct action<wmx::stake_high> : action<stake_high> {};

// ---- table and seats
template <> struct action<wmx::seat_stack> : action<seat_stack> {};
template <> struct action<wmx::no_stack> {
  template <typename In> static void apply(const In&, Builder& b) { b.stack = Chips{0}; }
};
template <> struct action<wmx::seat_player_name> : action<seat_player_name> {};
// A seat without chips ("(0)", "()") is not dealt in; deal_in takes the
// player back in if he posts or acts all the same.
template <> struct action<wmx::seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.stack.positive()) b.sitting_out = true;
    action<seat_line>::apply(in, b);
  }
};

// ---- streets
template <> struct action<wmx::marker_preflop> : set_marker<Marker::kHoleCards> {};
template <> struct action<wmx::marker_blinds> : set_marker<Marker::kOther> {};
template <> struct action<wmx::marker_bet_round> : set_marker<Marker::kOther> {};
template <Marker M, int N> struct set_numbered_marker {
  template <typename In> static void apply(const In&, Builder& b) {
    b.marker = M;
    b.marker_number = N;
  }
};
template <> struct action<wmx::marker_draw_first> : set_numbered_marker<Marker::kDraw, 1> {};
template <> struct action<wmx::marker_draw_second> : set_numbered_marker<Marker::kDraw, 2> {};
template <> struct action<wmx::marker_draw_third> : set_numbered_marker<Marker::kDraw, 3> {};
template <> struct action<wmx::marker_stud_third> : set_numbered_marker<Marker::kStudStreet, 3> {};
template <> struct action<wmx::marker_stud_fourth> : set_numbered_marker<Marker::kStudStreet, 4> {};
template <> struct action<wmx::marker_stud_fifth> : set_numbered_marker<Marker::kStudStreet, 5> {};
template <> struct action<wmx::marker_stud_sixth> : set_numbered_marker<Marker::kStudStreet, 6> {};
template <> struct action<wmx::marker_seventh> : set_marker<Marker::kRiver> {};
template <> struct action<wmx::street_line> : action<street_line> {};

// "Dealt to NAME [..]": the hero's cards, or another player's with the
// down-cards hidden ("[X X 9h] [Kh]", "[X X X X X]"): the cards shown of a
// stud player are his up-cards; a flop or draw player's are none.
template <> struct action<wmx::dealt_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const std::string_view cards = in.string_view().substr(std::string_view("Dealt to ").size() + p.name.size());
    if (cards.find('X') == std::string_view::npos) {
      deal_cards::apply(in, b);
      return;
    }
    if (!engine::is_stud(b.rec.game.variant)) return;
    p.hole = b.cards;
    p.up = b.cards;
  }
};

// ---- actions
template <> struct action<wmx::post_dead_small> : set_act<Act::kPostSmallAndBig> {};  // settle_posts joins it
template <> struct action<wmx::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<wmx::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<wmx::post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<wmx::act_call> : set_act<Act::kCall> {};
template <> struct action<wmx::act_bet> : set_act<Act::kBet> {};
template <> struct action<wmx::act_raise> : set_act<Act::kRaise> {};
template <> struct action<wmx::act_bring_in> : set_act<Act::kBringIn> {};
template <> struct action<wmx::act_discard> : set_act<Act::kDiscard> {};
template <> struct action<wmx::act_stand_pat> : set_act<Act::kStandPat> {};
template <> struct action<wmx::act_deny> : set_act<Act::kFold, false> {};
template <> struct action<wmx::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    // The shared action reads the verb two bytes after the name (": ");
    // Winamax writes one blank, so the verb's column is one less.
    if (!b.is_action) return;
    const std::size_t before = b.rec.actions.size();
    // A Hi/Lo winner shows twice, the high hand first ("(Two pairs : 5
    // and 4)", then "(High card : 7)"): the description is the high one.
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const std::string_view described = p.description;
    const SourcePos described_at = p.description_pos;
    action<stars_text::action_line>::apply(in, b);
    if (!described.empty()) {
      p.description = described;
      p.description_pos = described_at;
    }
    for (std::size_t i = before; i < b.rec.actions.size(); ++i) --b.rec.actions[i].pos.column;
    if (b.act == Act::kShow && p.show_pos.line == b.line) {
      --p.show_pos.column;
      if (p.description_pos.line == b.line) p.description_pos = p.show_pos;
    }
  }
};
template <> struct action<wmx::pot_side> : action<pot_side> {};
template <> struct action<wmx::collected_line> : action<collected_line> {};

// ---- summary
template <> struct action<wmx::rake> : action<rake> {};
template <> struct action<wmx::no_rake> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.rake = Chips{0}; }
};
template <> struct action<wmx::total_pot> : action<total_pot> {};
// Winamax's total is the pot after the rake, what the collects pay
// (NoLimitHoldem.txt: "collected 19.82€", "Total pot 19.82€ | Rake 0.98€"
// of 20.80€ put in): the record's total is before it, as PokerStars writes
// it. A total of a thousand chips or more is written in thousands with at
// most two decimals ("6.02k" for 6,020 or 6,025): it is read as what the
// collects pay when they round to it, as written (a total finding to follow)
// when they do not.
template <> struct action<wmx::total_pot_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.rec.stated.total) return;
    const Chips rake = b.rec.stated.rake.value_or(Chips{0});
    const std::string_view line = in.string_view();
    const std::size_t k = line.find("k |");
    if (k == std::string_view::npos) {
      b.rec.stated.total = *b.rec.stated.total + rake;
      return;
    }
    const std::size_t point = line.substr(0, k).find('.');
    const int decimals = point == std::string_view::npos ? 0 : static_cast<int>(k - point - 1);
    std::int64_t step = 1000 * Chips::kScale;  // centi-units the last written digit stands for
    for (int d = 0; d < decimals; ++d) step /= 10;
    const Chips written{b.rec.stated.total->minor_units() * 1000};
    Chips paid{0};
    for (const auto& a : b.rec.actions)
      if (a.kind == Act::kCollect) paid += a.amount;
    const std::int64_t off = paid.minor_units() - written.minor_units();
    b.rec.stated.total = (off > -step && off < step ? paid : written) + rake;
  }
};
template <> struct action<wmx::board_line> : action<board_line> {};
template <> struct action<wmx::won_amount> : action<won_amount> {};
// A Hi/Lo split has a seat line per half ("won 4.96€ with HI : ..", "won
// 4.95€ with LO : .."): the player won both.
template <> struct action<wmx::summary_seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const std::optional<Chips> before = p.summary_won;
    action<summary_seat_line>::apply(in, b);
    if (before && !b.won.empty() && p.summary_won) p.summary_won = *p.summary_won + *before;
  }
};

template <> inline constexpr const char* error_message<wmx::expected_hand_number> =
    "the hand's number, then \" - \"";
template <> inline constexpr const char* error_message<wmx::expected_game> =
    "a game description such as \"Holdem no limit (0.01€/0.02€)\"";
template <> inline constexpr const char* error_message<wmx::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises, shows, discard, stands pat ...)";

struct WinamaxDialect {
  using header_line = wmx::header_line;
  using table_line = wmx::table_line;
  using street_line = wmx::street_line;
  using body_line = wmx::body_line;
  using summary_line = wmx::summary_line;
  static constexpr std::string_view kFormat = "winamax";
  static constexpr std::string_view kSite = "winamax";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Winamax Poker - CashGame - HandId: #<id> - <game> (<stakes>) - "
      "<date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Winamax hand history contains";
  // Some clients list every player in the summary, others only those who
  // won or showed (NoLimitHoldem.txt: "Seat 7: morfrim (button) won
  // 19.82€" alone): a summary is whole with its total.
  static constexpr bool kSummaryListsEveryone = false;
};

}  // namespace
}  // namespace stars_text

namespace {

// Winamax's summary states no main and side pots, but each collect names
// its pot ("collected 4.34€ from side pot 1", "collected 8.56€ from main
// pot"): what the collects of each pot add up to is what the log says that
// pot held after the rake, as PokerStars' "Main pot $x. Side pot-1 $y." does.
void state_pots(engine::HandRecord& rec) {
  std::vector<engine::Chips> pots;
  bool side = false;
  for (const auto& a : rec.actions) {
    if (a.kind != engine::Act::kCollect || a.pot < 0) continue;
    const auto k = static_cast<std::size_t>(a.pot);
    if (k >= pots.size()) pots.resize(k + 1, engine::Chips{0});
    pots[k] += a.amount;
    side = side || k > 0;
  }
  if (!side) return;
  rec.stated.main = pots[0];
  rec.stated.side.assign(pots.begin() + 1, pots.end());
}

}  // namespace

struct WinamaxScratch::Lists : stars_text::Lists {};

WinamaxScratch::WinamaxScratch() : lists_(std::make_unique<Lists>()) {}
WinamaxScratch::~WinamaxScratch() = default;
WinamaxScratch::WinamaxScratch(WinamaxScratch&&) noexcept = default;
WinamaxScratch& WinamaxScratch::operator=(WinamaxScratch&&) noexcept = default;

ParseStatus parse_winamax_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  WinamaxScratch scratch;
  return parse_winamax_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_winamax_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               engine::HandRecord& out, std::vector<engine::Finding>& findings,
                               WinamaxScratch& scratch) {
  const ParseStatus status =
      stars_text::read_hand<stars_text::WinamaxDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos). A player with
  // no line before the stop is then taken as sitting out: his turn had not
  // come, or he sat out; either way none of the actions read was his.
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  stars_text::settle_posts(out);
  winamax_settle_uncalled(out);
  // A seated player who sits the hand out has no mark on his seat line: he
  // posts nothing and has no line at all (3BetHand.txt: Dbrz34, seated,
  // never acts while the others bet three streets).
  std::vector<bool> has_line(out.players.size(), false);
  for (const auto& a : out.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < has_line.size())
      has_line[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < out.players.size(); ++i)
    if (!has_line[i]) out.players[i].sitting_out = true;
  state_pots(out);
  // Play-money cash tables write amounts in cents without a symbol
  // ("Omaha8 pot limit (0.05/0.10)", PLO8-2max-play-0.05-0.10-201610.export:
  // a 0.93 pot split 0.47/0.46): a cash amount is in cents, symbol or not.
  if (!out.game.tournament) out.has_currency_symbol = true;
  return status;
}

}  // namespace parser

// The WPN reader: the actions of parser/wpn_grammar.h's own rules on top of
// the actions every PokerStars-style room shares (parser/stars_text_actions.h),
// the line loop of parser/stars_text_reader.h instantiated once per layout,
// and what the lines leave open settled once the hand is read: the classic
// layout's betting structure, and the wagers both layouts write as what they
// add (parser/added_wagers.h).

#include "parser/wpn_parser.h"

#include "parser/added_wagers.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_posts.h"
#include "parser/stars_text_reader.h"
#include "parser/wpn_grammar.h"

namespace parser {

namespace stars_text {
namespace {

// ---- shared by both layouts
template <> struct action<wpn::hand_number> : set_hand_id {};
template <> struct action<wpn::seat_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<wpn::seat_out> {
  template <typename In> static void apply(const In&, Builder& b) { b.sitting_out = true; }
};
// The classic layout lists the seats from any seat ("Seat 5: .. Seat 8: ..
// Seat 1: .."; NLHE-NA-0-0 HH00000000 T2-G0-201801).
template <> struct action<wpn::seat_line> : seat_line_in_seat_order {};
template <> struct action<wpn::act_caps> : set_act<Act::kRaise> {};
template <> struct action<wpn::post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<wpn::post_live> : set_act<Act::kPostBigBlind> {};
template <> struct action<wpn::run_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.run_marker = in.peek_char() - '1'; }
};
template <> struct action<wpn::jackpot_fee> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.stated.rake = b.rec.stated.rake.value_or(Chips{0}) + b.last_amount();
  }
};
template <> struct action<wpn::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};

// The action line just read, its verb at `verb`. Raises and caps that state
// what they add (classic "raises (6)", both layouts' "caps") leave `to` at 0
// for settle_added_wagers; a cap is the raise that reaches the table's cap.
template <typename In>
void commit_wpn_action(const In& in, Builder& b, const char* verb, bool raise_adds) {
  if (!b.is_action) return;
  commit_action(in, b, verb);
  engine::ActionRecord& a = b.rec.actions.back();
  const bool caps = std::string_view(verb, static_cast<std::size_t>(in.end() - verb)).starts_with("caps ");
  if (a.kind != Act::kRaise || !(raise_adds || caps)) return;
  a.amount = b.last_amount();
  a.to = Chips{0};
  a.reached_cap = caps;
}

// ---- current layout
template <> struct action<wpn::game_holdem_word> : set_variant<Variant::kHoldem> {};
template <> struct action<wpn::game_omaha_word> : set_variant<Variant::kOmaha> {};
template <> struct action<wpn::game_stud_word> : set_variant<Variant::kStud7> {};
template <> struct action<wpn::hi_lo_word> : action<hi_lo> {};
template <> struct action<wpn::acr_table_name> : action<table_name> {};
// In a flop game a card dealt before the hole cards is the draw for the
// button at a tournament's first hand ("Dealt to Hero [4s]", one card each,
// before the antes: PLO8-9max-USD-15-201906.SITGOID), not a hole card.
template <> struct action<wpn::acr_dealt_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!engine::is_stud(b.rec.game.variant) && b.rec.street_pos[0].line == 0) return;
    deal_cards::apply(in, b);
  }
};
template <> struct action<wpn::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<wpn::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<wpn::post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<wpn::bring_in> : set_act<Act::kBringIn> {};
template <> struct action<wpn::no_show> : set_act<Act::kFold, false> {};
// Seated but not dealt in: the player waits for the big blind ("waits for
// big blind", classic "wait BB") or sits out (classic "sitting out").
struct sits_out {
  template <typename In> static void apply(const In&, Builder& b) {
    b.act = Act::kFold;
    b.is_action = false;
    if (b.player < 0) return;  // "Player  sitting out": a player with no name, not seated
    const auto i = static_cast<std::size_t>(b.player);
    if (b.street == Street::kPreflop && b.cards_dealt[i] == 0) b.rec.players[i].sitting_out = true;
  }
};
template <> struct action<wpn::waits> : sits_out {};
template <> struct action<wpn::acr_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::size_t name = b.rec.players[static_cast<std::size_t>(b.player)].name.size();
    commit_wpn_action(in, b, in.begin() + name + 1, false);
  }
};
template <> struct action<wpn::run_it_twice> : set_marker<Marker::kOther> {};
template <> struct action<wpn::seventh_street> : set_marker<Marker::kRiver> {};
template <> struct action<wpn::acr_street_line> : action<street_line> {};
template <> struct action<wpn::acr_board_line> : action<board_line> {};
template <> struct action<wpn::acr_summary_seat_line> : action<summary_seat_line> {};
// "Total pot" is what was paid out, as the classic "Pot:": the total is that
// and the house's take (ActionShowedCards: $725 put in, "Total pot $722.00 |
// Rake $2.76 | JP Fee $0.24", "won $722.00").
struct add_house_take {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.stated.total = b.rec.stated.total.value_or(Chips{0}) + b.rec.stated.rake.value_or(Chips{0});
  }
};
template <> struct action<wpn::acr_total_line> : add_house_take {};

// ---- classic layout
// The game is named on the next line ("Game ID: .."); hold'em until then, so
// that the hand is read as a game the replay knows.
template <> struct action<wpn::classic_header_line> : set_variant<Variant::kHoldem> {};
template <> struct action<wpn::classic_six_plus> : set_variant<Variant::kSixPlusHoldem> {};
template <> struct action<wpn::classic_omaha> : set_variant<Variant::kOmaha> {};
template <> struct action<wpn::classic_stud> : set_variant<Variant::kStud7> {};
template <> struct action<wpn::classic_hi_lo> : action<hi_lo> {};
template <> struct action<wpn::classic_table_name> : action<table_name> {};
// "$5 Regular 9-Max, Table 1": a tournament's table.
template <> struct action<wpn::tournament_table> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.tournament = true; }
};
template <> struct action<wpn::classic_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<wpn::classic_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<wpn::classic_ante> : set_act<Act::kPostAnte> {};
// "posts (0.25) as a dead bet" then "posts (0.50)": settle_posts joins them.
template <> struct action<wpn::classic_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<wpn::classic_post> : set_act<Act::kPostBigBlind> {};
template <> struct action<wpn::classic_straddle> : set_act<Act::kPostStraddle> {};
template <> struct action<wpn::classic_bring_in> : set_act<Act::kBringIn> {};
template <> struct action<wpn::classic_fold> : set_act<Act::kFold> {};
template <> struct action<wpn::classic_check> : set_act<Act::kCheck> {};
template <> struct action<wpn::classic_call> : set_act<Act::kCall> {};
template <> struct action<wpn::classic_bet> : set_act<Act::kBet> {};
template <> struct action<wpn::classic_raise> : set_act<Act::kRaise> {};
template <> struct action<wpn::classic_caps> : set_act<Act::kRaise> {};
// All in for what it adds: settle_added_wagers makes it a call, bet or raise.
// Before the cards are dealt it is a blind posted short ("Player
// L6U11C2K1Y3 allin (0.24)" for a 0.25 big blind: ValidHand_2).
template <> struct action<wpn::classic_all_in> {
  template <typename In> static void apply(const In& in, Builder& b) {
    set_all_in_act<Act::kBet>::apply(in, b);
    for (std::uint8_t dealt : b.cards_dealt)
      if (dealt != 0) return;
    b.act = short_blind_act(b);
  }
};
template <> struct action<wpn::classic_all_in_bare> : set_act<Act::kFold, false> {};
template <> struct action<wpn::classic_muck> : set_act<Act::kMuck> {};
template <> struct action<wpn::classic_event> : set_act<Act::kFold, false> {};
template <> struct action<wpn::classic_sits_out> : sits_out {};
template <> struct action<wpn::classic_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::size_t name = b.rec.players[static_cast<std::size_t>(b.player)].name.size();
    commit_wpn_action(in, b, in.begin() + 7 + name + 1, true);  // after "Player NAME "
  }
};
template <> struct action<wpn::classic_disconnected_line> : money_line<Act::kTreatedAllIn> {};
template <> struct action<wpn::classic_unnamed_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    b.inconsistent(in.begin(), "a player with no name acts but is not in the seat list; the action is left out of the replay");
  }
};
template <> struct action<wpn::classic_unnamed_return_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.inconsistent(in.begin(), "an uncalled bet is returned to a player with no name, who is not in the seat list");
  }
};
template <> struct action<wpn::classic_unseated_summary_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.inconsistent(in.begin(), "the summary lists a player who is not in the seat list");
  }
};
// One card a line, face up when the line shows it to everyone. The hero
// sees his own: in flop games every card shown is his; in stud a player's
// 3rd to 6th cards are up, the others down (seen by the hero alone).
template <> struct action<wpn::classic_dealt_line> {
  template <typename In> static void apply(const In&, Builder& b) {
    const auto i = static_cast<std::size_t>(b.player);
    const int k = ++b.cards_dealt[i];
    if (b.cards.empty()) return;
    auto& p = b.rec.players[i];
    const engine::Card c = b.cards.cards[0];
    p.hole.push(c);
    if (engine::is_stud(b.rec.game.variant) && k >= 3 && k <= 6)
      p.up.push(c);
    else
      b.rec.hero = b.player;
  }
};
// "Third street" deals the fourth card: PokerStars' "4th STREET"; "Sixth
// street" the seventh, its "RIVER".
template <> struct action<wpn::classic_stud_street> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const char c = in.peek_char(1);  // tHird, fOurth, fIfth, sIxth
    b.marker = c == 'i' && in.peek_char() == 'S' ? Marker::kRiver : Marker::kStudStreet;
    b.marker_number = c == 'h' ? 4 : c == 'o' ? 5 : 6;
  }
};
template <> struct action<wpn::classic_street_line> : action<street_line> {};
// A seated player dealt no card was not in the hand, whether or not a line
// says he sits out (PLO-USD-2.50-5.00-201505.no.hero: seat 6 silent).
template <> struct action<wpn::classic_summary_marker> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.in_summary = true;
    b.rec.has_summary = true;
    for (std::size_t i = 0; i < b.rec.players.size() && i < kMaxSeats; ++i)
      if (b.cards_dealt[i] == 0) b.rec.players[i].sitting_out = true;
  }
};
template <> struct action<wpn::classic_pot> : action<total_pot> {};
// "Pot:" is what was paid out: the total is that and the house's take.
template <> struct action<wpn::classic_pot_line> : add_house_take {};
template <> struct action<wpn::classic_board_line> : action<board_line> {};
// "One pair of Js ", "Full House (3/8) ": what the shown cards make, in the
// classic layout's words (validators/hand_description.h).
template <> struct action<wpn::classic_description> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view text = in.string_view();
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    b.text = text;
  }
};
template <> struct action<wpn::classic_collects> {
  template <typename In> static void apply(const In&, Builder& b) { b.won.push_back(b.last_amount()); }
};
// The summary says who showed and what each collected; the body has no
// collect line, so the collect is this line's.
template <> struct action<wpn::classic_summary_player_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    ++b.summary_seat_lines;
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    p.in_summary = true;
    const SourcePos pos = b.pos_of(in.begin());
    if (!b.cards.empty()) {
      if (b.cards.size >= p.hole.size) p.hole = b.cards;
      p.showed = true;
      p.show_pos = pos;
    }
    if (!b.text.empty() && p.description.empty()) {
      p.description = b.text;
      p.description_pos = b.pos_of(b.text.data());
    }
    const Chips collects = b.won.empty() ? Chips{0} : b.won.front();
    if (!collects.positive()) return;
    p.summary_won = collects;
    p.summary_pos = pos;
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(b.player);
    a.street = b.street;
    a.amount = collects;
    a.pos = pos;
    b.rec.actions.push_back(a);
  }
};

template <> inline constexpr const char* error_message<wpn::expected_game> =
    "a game such as \"Holdem(No Limit)\"";
template <> inline constexpr const char* error_message<wpn::expected_hand_number> = "the hand's number, then \" - \"";
template <> inline constexpr const char* error_message<wpn::expected_classic_hand_number> =
    "the hand's number, then a blank";
template <> inline constexpr const char* error_message<wpn::expected_classic_game_rest> =
    "the stakes, the table and the game: \"0.10/0.25 Tantalite (Hold'em)\"";
template <> inline constexpr const char* error_message<wpn::expected_acr_verb> =
    "an action (posts, folds, checks, calls, bets, raises, caps, shows, mucks ...)";
template <> inline constexpr const char* error_message<wpn::expected_classic_verb> =
    "an action (has small blind, posts, folds, checks, calls, bets, raises, allin, mucks cards ...)";
template <> inline constexpr const char* error_message<wpn::expected_classic_action_end> = "the end of the action line";

struct WpnDialect {
  using header_line = wpn::acr_header_line;
  using table_line = wpn::acr_table_line;
  using street_line = wpn::acr_street_line;
  using body_line = wpn::acr_body_line;
  using summary_line = wpn::acr_summary_line;
  static constexpr std::string_view kFormat = "wpn";
  static constexpr std::string_view kSite = "wpn";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Hand #<id> - <game>(<limit>) - <stakes> - <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a WPN hand history contains";
};

struct WpnClassicDialect {
  using header_line = wpn::classic_header_line;
  using table_line = wpn::classic_game_line;
  using street_line = wpn::classic_street_line;
  using body_line = wpn::classic_body_line;
  using summary_line = wpn::classic_summary_line;
  static constexpr std::string_view kFormat = "wpn";
  static constexpr std::string_view kSite = "wpn";
  static constexpr const char* kHeaderExpected = "cannot read the hand header: expected \"Game started at: <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a WPN hand history contains";
};

// The classic layout does not name the betting structure. Its stakes are
// the blinds in no-limit and pot-limit games and the small and big bet in
// fixed-limit ones, whose big blind is the small bet ("2/4", big blind 2:
// LHE-2max-USD-2.00-4.00-201608); stud is fixed limit; otherwise hold'em is
// no limit and Omaha pot limit (PLO8-6max-USD-0.10-0.25-201608: pot-sized
// raises).
void settle_classic_structure(HandRecord& rec) {
  engine::GameDef& g = rec.game;
  const Chips big_blind = first_full_post(rec, Act::kPostBigBlind);
  const bool limit = engine::is_stud(g.variant) ||
                     (big_blind.positive() && big_blind == g.small_blind && big_blind != g.big_blind);
  if (limit)
    g.structure = Structure::kFixedLimit;
  else
    g.structure = g.variant == Variant::kOmaha ? Structure::kPotLimit : Structure::kNoLimit;
}

// Whether the classic layout's table is one with a jackpot: a bracketed
// word "JP" or "Beast" after its name ("Tantalite   (JP)", "Barstowite
// (Short, JP) - 2", "Braunite ( Beast )").
bool jackpot_table(std::string_view table) {
  for (std::size_t open = table.find('('); open != std::string_view::npos; open = table.find('(', open + 1)) {
    const std::size_t close = table.find(')', open);
    if (close == std::string_view::npos) return false;
    std::string_view words = table.substr(open + 1, close - open - 1);
    while (!words.empty()) {
      const std::size_t comma = words.find(',');
      std::string_view word = words.substr(0, comma);
      while (word.starts_with(' ')) word.remove_prefix(1);
      while (word.ends_with(' ')) word.remove_suffix(1);
      if (word == "JP" || word == "Beast") return true;
      words = comma == std::string_view::npos ? std::string_view{} : words.substr(comma + 1);
    }
  }
  return false;
}

// The jackpot drop of the classic layout's jackpot tables (2014), which its
// summary leaves out of both "Pot:" and "Rake": $0.25 from every raked pot
// of a hand dealt to four players or more. The bets of the corpus's 15 such
// hands add up to $0.25 more than pot and rake (GeneralHand.txt, 0.10/0.25:
// 8.39 put in, "Pot: 7.73. Rake 0.41"; Limit1.txt, 2/4: 514.00, "Pot: 510.75.
// Rake 3"), those of its raked jackpot-table hands dealt to two or three
// (WithShowdown.txt, NoHoleCards.txt, Turn.txt) and of every other table
// exactly. The drop is house money leaving the pot, counted with the rake
// as the later "JP fee" is; a drop of another amount, or one at a table
// without a jackpot, still leaves the summary's figures short.
constexpr Chips kClassicJackpotDrop{25};  // centi-units: $0.25
void add_classic_jackpot_drop(HandRecord& rec, std::string_view text) {
  // A summary that writes its "JP fee" (the 2016 logs) states the drop.
  if (rec.game.tournament || !jackpot_table(rec.table) || text.find(" JP fee ") != std::string_view::npos) return;
  if (!rec.stated.rake || !rec.stated.rake->positive() || !rec.stated.total) return;
  int dealt = 0;
  for (const auto& p : rec.players) dealt += p.sitting_out ? 0 : 1;
  if (dealt < 4) return;
  *rec.stated.rake += kClassicJackpotDrop;
  *rec.stated.total += kClassicJackpotDrop;
}

}  // namespace
}  // namespace stars_text

struct WpnScratch::Lists : stars_text::Lists {};

WpnScratch::WpnScratch() : lists_(std::make_unique<Lists>()) {}
WpnScratch::~WpnScratch() = default;
WpnScratch::WpnScratch(WpnScratch&&) noexcept = default;
WpnScratch& WpnScratch::operator=(WpnScratch&&) noexcept = default;

ParseStatus parse_wpn_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings) {
  WpnScratch scratch;
  return parse_wpn_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_wpn_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                           std::vector<engine::Finding>& findings, WpnScratch& scratch) {
  const bool classic = text.starts_with("Game started at: ");
  const ParseStatus status =
      classic ? stars_text::read_hand<stars_text::WpnClassicDialect>(text, line, column, out, findings, *scratch.lists_)
              : stars_text::read_hand<stars_text::WpnDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status == ParseStatus::kUnreadable && out.stop_pos.line == 0) return status;
  if (classic) {
    stars_text::settle_posts(out);
    stars_text::settle_classic_structure(out);
    stars_text::add_classic_jackpot_drop(out, text);
    // The classic layout writes no currency symbol: cash tables' amounts are
    // dollars and cents all the same (3.53 and 3.52 shares of a split pot),
    // tournament and play-money ("PM Hold`em 5/10") tables' chips.
    if (!out.game.tournament && !out.table.starts_with("PM ")) out.has_currency_symbol = true;
  } else {
    // A hand won without a show down has no collect line: the summary's "did
    // not show and won $0.20" is the collect (NoLimitHoldem.txt of WinningPokerV2).
    collect_from_summary(out);
    return_walk_blind(out);
  }
  settle_added_wagers(out, findings);
  return status;
}

}  // namespace parser

// The PartyPoker reader: the actions of parser/partypoker_grammar.h and of
// its emailed layout's, parser/partypoker_emailed_grammar.h, and their line
// loop (parser/bracket_lines.h, shared with 888). It fills the
// HandRecord PokerStars hands fill, through the builder PokerStars-style
// readers share (parser/stars_text_builder.h: the seat list's name matcher,
// positions, scratch lists), and turns PartyPoker's conventions into the
// record's: a raise and an all-in state the chips they add (the record wants
// the kind, the increment and the street total), a cash table may name its
// buy-in instead of its blinds, and the facts PartyPoker never writes (rake,
// total pot, uncalled-bet returns) are marked unknown.

#include "parser/partypoker_parser.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>

#include "parser/bracket_actions.h"
#include "parser/bracket_lines.h"
#include "parser/partypoker_emailed_grammar.h"
#include "parser/partypoker_grammar.h"
#include "parser/partypoker_returns.h"
#include "parser/partypoker_seats.h"
#include "parser/stars_text_builder.h"

namespace parser {

namespace partypoker {
namespace {

using bracket_text::HandLine;
using engine::Act;
using engine::Chips;
using engine::Rule;
using engine::Street;
using engine::Structure;
using stars_text::add_finding;
using stars_text::excerpt;
using stars_text::small_number;

// The builder, and what PartyPoker's own rules need beside it.
struct Reader : stars_text::Builder {
  int rank = 0;  // of the card being read: 0 deuce .. 12 ace
  engine::Suit suit = engine::Suit::kClubs;
  Chips low{0};             // the game line's first amount: small blind or buy-in
  Chips blind_low{0};       // a tournament's "Blinds(10/20)"
  Chips blind_high{0};
  bool stakes_are_bets = false;  // "Stakes(10/20)": fixed limit's bets
  bool play_money = false;
  bool table_read = false;
  bool paid = false;        // a "wins" line was read: the hand's end
  bool emailed = false;     // the other layout (parser/partypoker_emailed_grammar.h)
  int table_seats = 0;      // "Total number of players : 6/9": 9; 0 when not said
  std::size_t seated = 0;   // players of the seat list; those after it act without a seat line
  std::size_t summary_from = 0;  // emailed: the first action of the summary
  // Emailed summary lines, reset a line: "collected $x", "Cashed out", the pots.
  Chips collected{0};
  bool cashed_out = false;
  // "Cash-out Premium % is 1.0": the house's fee on a cash-out, per cent in
  // centi-units (1.0 % is 100); the cash-out line after it is net of it.
  Chips cash_out_premium{0};
  Chips pots{0};
  std::optional<Chips> rake{};
  // Names the log writes in full where the seat list cut them at a blank
  // ("Hero Name raises" for "Seat 2: Hero ($100)"), each its player's.
  struct Alias {
    std::string_view name;
    int player = -1;
  };
  std::array<Alias, 4> aliases{};
  std::size_t alias_count = 0;
  std::size_t matched = 0;  // the length of the last seated name matched
  // "NAME has joined the table": who may play without a seat line.
  std::array<std::string_view, 8> joined{};
  std::size_t joined_count = 0;

  void reset_line() {
    stars_text::Builder::reset_line();
    collected = Chips{0};
    cashed_out = false;
    pots = Chips{0};
    rake.reset();
  }

  // The builder's longest seated name, or a longer alias of one.
  std::size_t match_seated_name(std::string_view rest, std::string_view follow) {
    std::size_t n = stars_text::Builder::match_seated_name(rest, follow);
    for (std::size_t k = 0; k < alias_count; ++k) {
      const Alias& a = aliases[k];
      if (a.name.size() > n && rest.size() >= a.name.size() + follow.size() && rest.starts_with(a.name) &&
          rest.substr(a.name.size()).starts_with(follow)) {
        n = a.name.size();
        player = a.player;
      }
    }
    if (n != 0) matched = n;
    return n;
  }

  bool has_joined(std::string_view who) const {
    for (std::size_t k = 0; k < joined_count; ++k)
      if (joined[k] == who) return true;
    return false;
  }
};

// The leaf rules 888's grammar defines: parser/bracket_actions.h.
template <typename Rule>
struct action : bracket_text::leaf_action<Rule> {};

// The code after an amount names the currency too ("$0.05 USD").
template <> struct action<currency_code> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.has_currency_symbol = true;
    r.rec.currency = in.string_view();
  }
};

// ---- header
template <> struct action<hand_number> {
  template <typename In> static void apply(const In& in, Reader& r) { r.rec.hand_id = in.string_view(); }
};
template <> struct action<stake_low> {
  template <typename In> static void apply(const In&, Reader& r) { r.low = r.last_amount(); }
};
template <> struct action<stake_high> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.rec.game.small_blind = r.low;
    r.rec.game.big_blind = r.last_amount();
  }
};
template <> struct action<blind_low> {
  template <typename In> static void apply(const In&, Reader& r) { r.blind_low = r.last_amount(); }
};
template <> struct action<blind_high> {
  template <typename In> static void apply(const In&, Reader& r) { r.blind_high = r.last_amount(); }
};
template <> struct action<stakes_word> {
  template <typename In> static void apply(const In&, Reader& r) { r.stakes_are_bets = true; }
};
template <Structure S> struct set_structure {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.structure = S; }
};
template <> struct action<limit_no> : set_structure<Structure::kNoLimit> {};
template <> struct action<limit_pot> : set_structure<Structure::kPotLimit> {};
template <> struct action<limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <> struct action<limit_unnamed> : set_structure<Structure::kFixedLimit> {};
template <engine::Variant V, bool HiLo = false> struct set_variant {
  template <typename In> static void apply(const In&, Reader& r) {
    r.rec.game.variant = V;
    r.rec.game.hi_lo = HiLo;
  }
};
template <> struct action<game_holdem> : set_variant<engine::Variant::kHoldem> {};
template <> struct action<game_omaha> : set_variant<engine::Variant::kOmaha> {};
template <> struct action<game_omaha_hilo> : set_variant<engine::Variant::kOmaha, true> {};
template <> struct action<game_short_deck> : set_variant<engine::Variant::kSixPlusHoldem> {};
template <> struct action<game_stud> : set_variant<engine::Variant::kStud7> {};
template <> struct action<game_stud_hilo> : set_variant<engine::Variant::kStud7, true> {};
template <> struct action<game_double_holdem> : set_variant<engine::Variant::kDoubleHoldem> {};
// Only Double Hold'em sets a point card: in another game the line is not
// read (PEGTL: an action's false fails the rule), and so is judged as a
// line PartyPoker does not write there.
template <> struct action<point_card_line> {
  template <typename In> static bool apply(const In&, Reader& r) {
    return r.rec.game.variant == engine::Variant::kDoubleHoldem;
  }
};
template <> struct action<tournament_game_line> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.tournament = true; }
};
template <> struct action<tournament_id> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.game.tournament = true;
    r.rec.tournament_id = in.string_view();
  }
};

// ---- table and seats
template <> struct action<table_name> {
  template <typename In> static void apply(const In& in, Reader& r) { r.rec.table = in.string_view(); }
};
template <> struct action<play_money> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.play_money = true;
    r.rec.play_money = true;
  }
};
template <> struct action<table_line> {
  template <typename In> static void apply(const In&, Reader& r) { r.table_read = true; }
};
// On the whole line: a seat line tried as a button line first reads a seat
// number too.
template <> struct action<button_line> : bracket_text::button_line_action {};
template <> struct action<seat_number> {
  template <typename In> static void apply(const In& in, Reader& r) { r.seat = small_number(in.string_view()); }
};
template <> struct action<seat_player_name> {
  template <typename In> static void apply(const In& in, Reader& r) { r.name = in.string_view(); }
};
template <> struct action<seat_stack> {
  template <typename In> static void apply(const In&, Reader& r) { r.stack = r.last_amount(); }
};
template <> struct action<seat_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    for (const auto& p : r.rec.players) {
      if (p.seat == r.seat || p.name == r.name) {
        r.inconsistent(in.begin(), "seat " + std::to_string(r.seat) + " or player '" + std::string(r.name) +
                                       "' is listed twice");
        return;
      }
    }
    if (r.rec.players.size() >= kMaxSeats)
      throw tao::pegtl::parse_error("more than 64 seats in one hand", in);
    // PartyPoker lists the seats in no order ("Seat 2", "Seat 5", "Seat 4"):
    // the record holds them in seat order, which the replay deals in.
    auto at = r.rec.players.begin();
    while (at != r.rec.players.end() && at->seat < r.seat) ++at;
    engine::PlayerRecord& p = *r.rec.players.emplace(at);
    p.name = r.name;
    p.seat = r.seat;
    p.stack = r.stack;
    p.pos = r.pos_of(in.begin());
  }
};

// ---- streets
using bracket_text::set_street;
template <> struct action<pacific::marker_down> : set_street<Street::kPreflop> {};
template <> struct action<marker_flop> : set_street<Street::kFlop> {};
template <> struct action<marker_turn> : set_street<Street::kTurn> {};
// Stud's 3rd to 7th streets are the record's pre-flop to kSeventh.
template <> struct action<marker_stud_third> : set_street<Street::kPreflop> {};
template <> struct action<marker_fourth> : set_street<Street::kFlop> {};
template <> struct action<marker_fifth> : set_street<Street::kTurn> {};
template <> struct action<marker_sixth> : set_street<Street::kRiver> {};
template <> struct action<marker_river> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.street = engine::is_stud(r.rec.game.variant) ? Street::kSeventh : Street::kRiver;
  }
};
// Each marker deals the street's new cards: the board grows by them.
template <> struct action<street_line> : bracket_text::street_line_action {};
// Stud: the cards a player holds in the order dealt, two down, four up
// (3rd to 6th street), the last down.
void add_stud_cards(engine::PlayerRecord& p, const engine::CardList& cards) {
  for (const engine::Card c : cards) {
    if (p.hole.size >= 2 && p.hole.size <= 5) p.up.push(c);
    p.hole.push(c);
  }
}
// "Dealt to Hero [ 3h 8c 7c ]": the hero's hole cards; in stud, on each
// street, the cards of that street ("Dealt to Hero [ 2c ]" on 4th street).
template <> struct action<dealt_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    if (!engine::is_stud(r.rec.game.variant)) {
      bracket_text::dealt_line_action::apply(in, r);
      return;
    }
    add_stud_cards(r.rec.players[static_cast<std::size_t>(r.player)], r.cards);
    if (!r.cards.empty()) r.rec.hero = r.player;
  }
};

// ---- actions
using bracket_text::set_act;
template <> struct action<act_fold> : set_act<Act::kFold> {};
template <> struct action<act_check> : set_act<Act::kCheck> {};
template <> struct action<act_call> : set_act<Act::kCall> {};
template <> struct action<act_bet> : set_act<Act::kBet> {};
template <> struct action<act_raise> : set_act<Act::kRaise> {};
template <> struct action<post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<post_button> : set_act<Act::kPostButtonBlind> {};
template <> struct action<act_bring_in> : set_act<Act::kBringIn> {};
template <> struct action<act_complete> : set_act<Act::kRaise> {};
template <> struct action<act_double_bet> : set_act<Act::kBet> {};
// Kind settled with the street's bets (settle_wagers): kCall until then.
template <> struct action<act_all_in> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.act = Act::kCall;
    r.all_in = true;
  }
};
// The amount as written: what the line puts in. A raise's and an all-in's
// increment and total, and a dead blind's live part, are settled once the
// hand is read (settle_wagers).
// `name` is the name as the line writes it (an alias's may be longer than
// the seat list's).
template <typename In>
engine::ActionRecord& push_action(const In& in, Reader& r, std::size_t name) {
  if (r.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
  engine::ActionRecord a;
  a.kind = r.act;
  a.all_in = r.all_in;
  a.player = static_cast<std::int16_t>(r.player);
  a.street = r.street;
  if (r.act != Act::kFold && r.act != Act::kCheck) a.amount = r.last_amount();
  a.pos = r.pos_of(in.begin() + name + 1);
  r.rec.actions.push_back(a);
  return r.rec.actions.back();
}
template <> struct action<action_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    push_action(in, r, r.matched);
  }
};
// An unseated name, and who joined: parser/partypoker_parser.cpp's
// take_unseated reads the line again once he is seated.
template <> struct action<unseated_name> {
  template <typename In> static void apply(const In& in, Reader& r) { r.name = in.string_view(); }
};
template <> struct action<emailed::unseated_name> : action<unseated_name> {};
template <> struct action<dealt_name> : action<unseated_name> {};
template <> struct action<table_seats> {
  template <typename In> static void apply(const In& in, Reader& r) { r.table_seats = small_number(in.string_view()); }
};
template <> struct action<joined_name> {
  template <typename In> static void apply(const In& in, Reader& r) {
    if (r.joined_count < r.joined.size()) r.joined[r.joined_count++] = in.string_view();
  }
};

// ---- show down and payouts
template <> struct action<show_cards> : set_act<Act::kShow> {};
template <> struct action<muck_cards> : set_act<Act::kMuck> {};
// The words describing a hand shown, mucked or paid ("a pair of Jacks.",
// "two pairs, kings and eights"): the first a player is given is kept.
template <> struct action<shown_words> {
  template <typename In> static void apply(const In& in, Reader& r) { r.text = in.string_view(); }
};
template <> struct action<win_words> : action<shown_words> {};
template <> struct action<emailed::hand_description> : action<shown_words> {};
inline void keep_description(Reader& r) {
  auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
  if (r.text.find_first_not_of(" .") == std::string_view::npos || !p.description.empty()) return;
  p.description = r.text;
  p.description_pos = r.pos_of(r.text.data());
}
// A stud hand shown in the order dealt: its up-cards are the 3rd to 6th.
template <> struct action<show_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    bracket_text::show_line_action::apply(in, r);
    keep_description(r);
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    if (!engine::is_stud(r.rec.game.variant) || !p.up.empty()) return;
    p.hole = {};
    add_stud_cards(p, r.cards);
  }
};
template <> struct action<won_amount> {
  template <typename In> static void apply(const In&, Reader& r) { r.stack = r.last_amount(); }
};
// "wins $x ..." names its pot in words only, and the "side pot" of an
// all-in called short is its uncalled part: pot -1 (HandRecord: not said).
template <> struct action<win_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    a.amount = r.stack;
    a.pos = r.pos_of(in.begin());
    r.rec.actions.push_back(a);
    r.paid = true;
    keep_description(r);
  }
};

// ---- the emailed layout (parser/partypoker_emailed_grammar.h)
template <> struct action<emailed::hand_id> : action<hand_number> {};
template <> struct action<emailed::tourney_word> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.tournament = true; }
};
template <> struct action<emailed::game_holdem> : set_variant<engine::Variant::kHoldem> {};
template <> struct action<emailed::game_omaha> : set_variant<engine::Variant::kOmaha> {};
template <> struct action<emailed::game_omaha_hilo> : set_variant<engine::Variant::kOmaha, true> {};
template <> struct action<emailed::table_name> : action<table_name> {};
template <> struct action<emailed::table_line> : action<table_line> {};
template <> struct action<emailed::button_seat> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.button_seat = small_number(in.string_view());
    r.rec.button_pos = r.pos_of(in.begin());
  }
};
template <> struct action<emailed::street_line> : bracket_text::street_line_action {};
template <> struct action<emailed::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<emailed::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<emailed::post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<emailed::act_call> : set_act<Act::kCall> {};
template <> struct action<emailed::act_bet> : set_act<Act::kBet> {};
template <> struct action<emailed::act_raise> : set_act<Act::kRaise> {};
// "raises 0.06 to 0.08": the record's street total is the line's; the
// chips it adds become the increment once the hand is read (settle_wagers).
template <> struct action<emailed::action_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    engine::ActionRecord& a = push_action(in, r, r.matched);
    if (a.kind == Act::kRaise) {
      a.to = r.last_amount();
      a.amount = r.last_amount(1);
    }
  }
};
// "NAME is all-In.": of his action before.
template <> struct action<emailed::all_in_line> {
  template <typename In> static void apply(const In&, Reader& r) {
    for (auto it = r.rec.actions.rbegin(); it != r.rec.actions.rend(); ++it) {
      if (it->player != r.player) continue;
      it->all_in = true;
      return;
    }
  }
};
// The house's fee on a cash-out, in per cent of the stake's worth.
template <> struct action<emailed::cash_out_premium_line> {
  template <typename In> static void apply(const In&, Reader& r) { r.cash_out_premium = r.last_amount(); }
};
// The house's payment for the all-in player's share, the premium taken off
// (his stake was worth the payment and the fee): the fee is the payment's
// premium / (100 - premium), to the cent, half up ($23.01 at 1.0 %: $0.23;
// the log's "probabilty is 60.37" of the $38.50 pot is $23.24 = $23.01 + $0.23).
template <> struct action<emailed::cash_out_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.act = Act::kCashOut;
    engine::ActionRecord& a = push_action(in, r, r.matched);
    const std::int64_t premium = r.cash_out_premium.minor_units();
    constexpr std::int64_t kWhole = 100 * Chips::kScale;  // 100 %
    if (premium > 0 && premium < kWhole)
      a.to = Chips{(2 * a.amount.minor_units() * premium + (kWhole - premium)) / (2 * (kWhole - premium))};
    r.paid = true;
  }
};
template <> struct action<emailed::summary_marker> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.in_summary = true;
    r.summary_from = r.rec.actions.size();
    r.rec.stated.pos = r.pos_of(in.begin());
  }
};
template <> struct action<emailed::pot_amount> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.pots += r.last_amount();
  }
};
template <> struct action<emailed::rake_amount> {
  template <typename In> static void apply(const In&, Reader& r) { r.rake = r.last_amount(); }
};
// The pots are paid out after the rake: the total is theirs and the rake.
// Not each pot's: the collects do not say which pot they are from.
template <> struct action<emailed::pots_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.stated.total = r.pots + r.rake.value_or(Chips{0});
    r.rec.stated.rake = r.rake;
    r.rec.stated.pos = r.pos_of(in.begin());
  }
};
template <> struct action<emailed::board_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.summary_boards[0] = r.cards;
    r.rec.summary_board_pos = r.pos_of(in.begin());
  }
};
template <> struct action<emailed::cashed_out> {
  template <typename In> static void apply(const In&, Reader& r) { r.cashed_out = true; }
};
template <> struct action<emailed::collected_amount> {
  template <typename In> static void apply(const In&, Reader& r) { r.collected = r.last_amount(); }
};
template <> struct action<emailed::sits_out> {
  template <typename In> static void apply(const In&, Reader& r) { r.sitting_out = true; }
};
// A player's result: the cards he showed down, what he collected (the
// pots he won and his uncalled bet; a cash-out's is the house's payment,
// its own line's).
template <> struct action<emailed::summary_player_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    const engine::SourcePos pos = r.pos_of(in.begin());
    p.in_summary = true;
    p.summary_pos = pos;
    if (r.sitting_out) p.sitting_out = true;
    if (!r.cards.empty()) {
      p.hole = r.cards;
      r.act = Act::kShow;
      bracket_text::show_line_action::apply(in, r);
      keep_description(r);  // "[ two pairs, kings and eights -- Ah,Ks,Kd,8c,8s ]"'s words
    }
    if (r.cashed_out || !r.collected.positive()) return;
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    a.amount = r.collected;
    a.pos = pos;
    r.rec.actions.push_back(a);
    r.paid = true;
  }
};

// ---- errors: what each `must<>` expected
template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<expected_game> =
    "a game such as \"NL Texas Hold'em\", \"PL Omaha\" or \"FL Omaha Hi-Lo\"";
template <> inline constexpr const char* error_message<emailed::expected_game> =
    "a game such as \"Texas Hold'em\" or \"Omaha Hi\"";
template <> inline constexpr const char* error_message<expected_hand_number> = "the hand's number, then \" *****\"";
template <> inline constexpr const char* error_message<emailed::expected_hand_id> =
    "the hand's number, then \" *****\"";
struct error {
  template <typename Rule> static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;

// ---- the line loop

template <typename Grammar>
bool try_line(const HandLine& l, Reader& r, bool& failed) {
  return bracket_text::try_line<Grammar, action, control>(l, r, failed);
}

// The header: the optional preludes, the banner (of either layout), the
// game line. Returns the index of the line after them, 0 when they cannot
// be read.
std::size_t read_header(const std::vector<HandLine>& lines, Reader& r) {
  std::size_t i = 0;
  bool failed = false;
  while (i < lines.size() && try_line<prelude_line>(lines[i], r, failed)) ++i;
  const engine::SourcePos start{lines[0].number, lines[0].column};
  r.emailed = i < lines.size() && try_line<emailed::banner_line>(lines[i], r, failed);
  if (!r.emailed && (failed || i >= lines.size() || !try_line<banner_line>(lines[i], r, failed))) {
    if (failed) return 0;  // the banner's number is damaged: reported where
    add_finding(r.findings, Rule::kParseError, start,
                "cannot read the hand header: expected \"***** Hand History for Game <number> *****\"",
                excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  const bool game = ++i < lines.size() && (r.emailed ? try_line<emailed::game_line>(lines[i], r, failed)
                                                     : try_line<game_line>(lines[i], r, failed));
  if (!game) {
    if (!failed)
      add_finding(r.findings, Rule::kParseError, {lines[std::min(i, lines.size() - 1)].number, 1},
                  r.emailed ? "cannot read the game line: expected \"<stakes> <game> Game Table (<limit>) - <date>\""
                            : "cannot read the game line: expected \"<stakes> <currency> <limit> <game> - <date>\"",
                  excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  return i + 1;
}

// What read_line does with a line no rule reads: judge it (a parse-error,
// or an unrecognized-line passed over), or leave it, reporting nothing and
// returning false (the head of a line that may be two glued: read_glued).
enum class Unread { kJudge, kLeave };

bool read_line(const HandLine& l, bool last, Reader& r, Unread unread = Unread::kJudge);

// "Dealt to Hero Name [ Ad, 5d ]", "Hero Name raises 3.0 to 3.0" where the
// seat list holds "Hero": the seat list cut the name at a blank
// (NLHE-6max-USD-0.50-1.00-201301.partial.player.names). The longer name is
// the seated player's from then on. False when `name` is no such name.
bool take_alias(std::string_view name, Reader& r) {
  const std::size_t n = r.match_seated_name(name, " ");
  if (n == 0 || n >= name.size() || r.alias_count == r.aliases.size()) return false;
  r.aliases[r.alias_count++] = {name, r.player};
  return true;
}

// A name the seat list does not hold, acting. A player who joins the table
// during the posts plays without a seat line ("Player7 has joined the
// table." then "Player7 posts big blind", or the big blind's post alone:
// NLHE-6max-USD-0.10-0.25-201212.unseated.big.blind): he is seated where
// he acts (place_unseated), his stack unknown. Any other unseated name is
// a record that contradicts itself: inconsistent-record, and he is seated
// the same way so that the rest of the hand is audited. True when the
// line is then read.
template <typename Unseated>
bool take_unseated(const HandLine& l, bool last, Reader& r) {
  bool failed = false;
  if (!try_line<Unseated>(l, r, failed)) return false;
  const std::string_view name = r.name;
  const Act act = r.act;
  if (take_alias(name, r)) return read_line(l, last, r);
  if (r.rec.players.size() >= kMaxSeats || r.rec.find_player(name) >= 0) return false;
  if (!r.has_joined(name) && act != Act::kPostBigBlind) {
    std::string message = "'";
    message.append(name);
    message.append("' acts but is not in the seat list: he is seated where he acts, his stack unknown");
    stars_text::add_finding(r.findings, Rule::kInconsistentRecord, {l.number, l.column}, std::move(message),
                            excerpt(l.text));
  }
  engine::PlayerRecord p;
  p.name = name;
  p.stack = engine::kMaxAmount;  // unknown: big enough for any wager
  p.stack_unknown = true;
  p.pos = {l.number, l.column};
  r.rec.players.push_back(p);
  return read_line(l, last, r);
}

// "Dealt to Hero Name [ .. ]" for a seated "Hero".
bool dealt_alias(const HandLine& l, bool last, Reader& r) {
  bool failed = false;
  if (!try_line<unseated_dealt_line>(l, r, failed) || !take_alias(r.name, r)) return false;
  return read_line(l, last, r);
}

// Whether `l`, which no rule reads, begins as a line PartyPoker writes: a
// seat, table, tournament or street line, "Dealt to", the emailed
// summary's pots and board, a seated name and the blank before one of its
// action words ("Ann calls [$0.1x USD]"), or an unseated name before one
// of PartyPoker's verbs ("Zed raises [$abc]"). It may be what the replay
// needs: it is not passed over. A seated name before other words ("Ann
// has requested the time bank") is a line PartyPoker does not write.
bool begins_like_a_line(const HandLine& l, Reader& r) {
  const std::string_view t = l.text;
  for (const std::string_view start : {"Seat", "seat", "** ", "Dealt to ", "Table ", "Total number of",
                                       "Trny:", "Blinds", "Stakes", "Main Pot", "Board:"})
    if (t.starts_with(start)) return true;
  return bracket_text::may_be_action(
      t, r,
      {"posts", "folds", "checks", "calls", "bets", "raises", "is all-In", "wins", "shows", "doesn't show",
       "bring-ins", "completes", "double bets", "balance", "Cashout Amount", "Cashed out"},
      {" posts ", " folds", " checks", " calls", " bets", " raises", " is all-In", " wins ", " shows",
       " doesn't show", " bring-ins", " completes", " double bets", " balance "});
}

// A line no rule reads: the last of a hand nobody is paid in is where the
// log was cut; any other is a parse-error or passed over
// (bracket_text::pass_over_unread). False when the hand stops there.
bool judge_unread(const HandLine& l, bool last, Reader& r) {
  if (last && !r.paid) {
    add_finding(r.findings, Rule::kTruncatedHand, {l.number, l.column},
                "the hand stops in the middle of a line, before its payouts: the log is cut here", excerpt(l.text));
    return false;
  }
  return bracket_text::pass_over_unread(l, begins_like_a_line(l, r), "a PartyPoker hand history", r.findings);
}

// One line after the header; false, with a finding, when it cannot be read.
// A line of no kind PartyPoker writes is an unrecognized-line, passed over
// (unless `unread` leaves it).
bool read_line(const HandLine& l, bool last, Reader& r, Unread unread) {
  bool failed = false;
  bool ok = false;
  if (!r.table_read && r.rec.players.empty() &&
      (r.emailed ? try_line<emailed::table_line>(l, r, failed) : try_line<table_line>(l, r, failed))) {
    ok = true;
  } else if (!failed && (l.text.starts_with("Seat") || l.text.starts_with("seat")) && r.rec.actions.empty() &&
             r.seated == r.rec.players.size()) {
    ok = (!r.emailed && try_line<button_line>(l, r, failed)) || (!failed && try_line<seat_line>(l, r, failed));
    r.seated = r.rec.players.size();
  } else if (!failed) {
    ok = try_line<players_line>(l, r, failed) || (!failed && try_line<tournament_line>(l, r, failed)) ||
         (!failed && (r.emailed ? try_line<emailed::body_line>(l, r, failed) : try_line<body_line>(l, r, failed)));
  }
  if (ok || failed) return ok;
  if (r.emailed ? take_unseated<emailed::unseated_action>(l, last, r) : take_unseated<unseated_action>(l, last, r))
    return true;
  if (dealt_alias(l, last, r)) return true;
  return unread == Unread::kJudge && judge_unread(l, last, r);
}

// Where a line holds two, the second glued to the first without a line
// break ("Player2 does not show cards.Player2 wins $1,10 USD", "Player3 is
// sitting outPlayer4 posts big blind [$0,25 USD]."): the offset at which a
// seated name starts right after a '.' or a letter and is followed by a
// blank; 0 when there is none.
// One pass over the line: only where the byte before may end a line and
// some seated name starts with the byte at hand are the names compared
// (the builder's chains by first byte), so a line costs a table lookup a
// byte, whatever the number of seats.
std::size_t glue_point(std::string_view text, Reader& r) {
  if (r.names_ordered != r.rec.players.size()) r.order_names();
  for (std::size_t k = 1; k + 1 < text.size(); ++k) {
    const char before = text[k - 1];
    if (before != '.' && (before < 'a' || before > 'z')) continue;
    for (unsigned n = r.first_name[static_cast<unsigned char>(text[k])]; n != 0; n = r.next_name[n - 1]) {
      const stars_text::NameKey& key = r.names[n - 1];
      const std::string_view rest = text.substr(k);
      if (rest.size() > key.size && rest.compare(0, key.size, std::string_view(key.data, key.size)) == 0 &&
          rest[key.size] == ' ')
        return k;
    }
  }
  return 0;
}

// Reads one line, or the two a glued line holds.
bool read_glued(const HandLine& l, bool last, Reader& r) {
  const std::size_t k = r.rec.players.empty() || r.emailed ? 0 : glue_point(l.text, r);
  if (k == 0) return read_line(l, last, r);
  const HandLine head{l.text.substr(0, k), l.number, l.column};
  const HandLine tail{l.text.substr(k), l.number, l.column + static_cast<std::uint32_t>(k)};
  const std::size_t reported = r.findings.size();
  if (read_line(head, false, r, Unread::kLeave)) return read_line(tail, last, r);
  if (r.findings.size() != reported) return false;  // the head began as a line and failed: reported
  // No rule reads the head: not two lines after all, the line is judged whole.
  return judge_unread(l, last, r);
}

// Lines after the payouts that are all preludes: the next hand's start,
// whose banner and rest are missing (the file ends there in
// MultiTableTournament/GeneralHands/GeneralHand.txt). Reported, and the
// hand before is read all the same.
bool dangling_preludes(const std::vector<HandLine>& lines, std::size_t i, Reader& r) {
  bool failed = false;
  for (std::size_t k = i; k < lines.size(); ++k)
    if (!try_line<prelude_line>(lines[k], r, failed)) return false;
  add_finding(r.findings, Rule::kTruncatedHand, {lines[i].number, lines[i].column},
              "a hand starts here but stops after its first line: the log is cut", excerpt(lines[i].text));
  return true;
}

// The record wants a raise as its increment over the street's highest bet
// and its street total; PartyPoker writes the chips it adds, and an all-in
// ("is all-In [x]") the chips it adds whatever it is: a call when it does
// not pass the street's high bet, a bet when nobody has bet, a raise
// otherwise. A dead blind's live part (the big blind) counts toward the
// street's bets, its dead part does not. `live` gets each player's live
// chips over the hand (antes and dead blinds aside).
void settle_wagers(engine::HandRecord& rec, std::vector<Chips>& live) {
  std::array<Chips, kMaxSeats> bet{};  // this street's live bets, per player
  Chips high{0};
  live.assign(rec.players.size(), Chips{0});
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.street != street) {
      street = a.street;
      bet.fill(Chips{0});
      high = Chips{0};
    }
    if (a.all_in && a.kind == Act::kCall && bet[p] + a.amount > high)
      a.kind = high.positive() ? Act::kRaise : Act::kBet;
    const Chips before = bet[p];
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kPostButtonBlind:
      case Act::kBringIn:
      case Act::kCall:
      case Act::kBet:
        bet[p] += a.amount;
        break;
      case Act::kPostSmallAndBig:
        bet[p] += rec.game.structure == Structure::kFixedLimit ? rec.game.small_blind : rec.game.big_blind;
        break;
      case Act::kRaise:  // the emailed layout states the total
        if (!a.to.positive()) a.to = bet[p] + a.amount;
        a.amount = a.to - high;
        bet[p] = a.to;
        break;
      default:
        break;
    }
    if (bet[p] > high) high = bet[p];
    live[p] += bet[p] - before;
  }
}

// The first post of `kind`'s amount; 0 when nobody posts it.
Chips first_post(const engine::HandRecord& rec, Act kind) {
  for (const engine::ActionRecord& a : rec.actions)
    if (a.kind == kind) return a.amount;
  return Chips{0};
}

// A big blind posted all-in for less (Player2's "$0.01" of his $0.01 at
// 0.01/0.02, NLHE-USD-0.01-0.02-20100731.bigBlindIsForcedAllIn) does not say
// the blind of a table named by its buy-in: the first pre-flop call of a
// player who posted nothing does ("calls [$0.02 USD]"). `posted` otherwise.
Chips short_big_blind_level(const engine::HandRecord& rec, Chips posted) {
  std::array<bool, kMaxSeats> posts{};
  bool short_post = false;
  for (const engine::ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.kind == Act::kPostBigBlind && a.amount >= rec.players[p].stack) short_post = true;
    if (a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind || a.kind == Act::kPostSmallAndBig)
      posts[p] = true;
    if (short_post && a.street == Street::kPreflop && a.kind == Act::kCall && !posts[p] && a.amount > posted)
      return a.amount;
  }
  return posted;
}

// The stakes: a cash game line names the blinds ("$0.05/$0.10"; in fixed
// limit the small and big bet, as the record wants) or the table's buy-in
// ("$10 USD"), a tournament its "Blinds(10/20)" line; where the log names
// none, the posts say them.
void settle_stakes(Reader& r) {
  engine::GameDef& g = r.rec.game;
  if (g.big_blind.positive()) return;
  if (r.blind_high.positive()) {
    g.small_blind = r.blind_low;
    g.big_blind = r.blind_high;
  } else {
    g.small_blind = first_post(r.rec, Act::kPostSmallBlind);
    g.big_blind = short_big_blind_level(r.rec, first_post(r.rec, Act::kPostBigBlind));
  }
  g.button_blind = first_post(r.rec, Act::kPostButtonBlind);
  // Fixed limit's blinds: the bets are the big blind and twice it.
  if (g.structure == Structure::kFixedLimit && !r.stakes_are_bets) {
    g.small_blind = g.big_blind;
    g.big_blind = g.big_blind + g.big_blind;
  }
}

// Tournament hands of 2005-2012 write no blind posts: the "Blinds(30/60)"
// line says them, and the small blind's "calls [30]" completes it
// (NLHE-25-USD-Freeroll-MTT-201205.player.moved.txt). The posts are put
// back where the log would have them, before the first action: the small
// blind by the first player dealt in (one with a line of his own: a player
// just moved to the table waits, as Player7 there) left of the button
// (heads-up the button's), the big blind by the next, each at most his
// stack. Fixed limit's "Stakes(200/400)" are the bets: the blinds are half
// the small bet and the small bet.
void implied_blinds(Reader& r) {
  engine::HandRecord& rec = r.rec;
  if (!rec.game.tournament || !r.blind_high.positive() || engine::is_stud(rec.game.variant)) return;
  std::array<bool, kMaxSeats> acted{};
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind || a.kind == Act::kPostSmallAndBig) return;
    acted[static_cast<std::size_t>(a.player)] = true;
  }
  std::vector<std::size_t> order;  // players dealt in, from the button's left
  std::size_t first = 0;
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    if (!acted[i] && rec.players[i].hole.empty()) continue;
    if (rec.players[i].seat <= rec.button_seat) first = order.size() + 1;
    order.push_back(i);
  }
  if (order.size() < 2) return;
  std::rotate(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(first % order.size()), order.end());
  if (order.size() == 2) std::swap(order[0], order[1]);  // heads-up: the button posts the small blind
  const auto preflop = static_cast<std::size_t>(Street::kPreflop);
  const engine::SourcePos at = rec.street_pos[preflop].line != 0 ? rec.street_pos[preflop] : rec.header_pos;
  engine::ActionRecord posts[2];
  const Act kinds[2] = {Act::kPostSmallBlind, Act::kPostBigBlind};
  const Chips half{r.blind_low.minor_units() / 2};
  const Chips amounts[2] = {r.stakes_are_bets ? half : r.blind_low, r.stakes_are_bets ? r.blind_low : r.blind_high};
  for (int k = 0; k < 2; ++k) {
    posts[k].kind = kinds[k];
    posts[k].player = static_cast<std::int16_t>(order[static_cast<std::size_t>(k)]);
    posts[k].street = Street::kPreflop;
    posts[k].amount = std::min(amounts[k], rec.players[order[static_cast<std::size_t>(k)]].stack);
    posts[k].pos = at;
  }
  auto it = rec.actions.begin();
  while (it != rec.actions.end() && it->kind == Act::kPostAnte) ++it;
  rec.actions.insert(it, posts, posts + 2);
}

// PartyPoker lists every seated player, dealt in or not, and says nothing
// of those who sit out or wait for the big blind (10MultipleHands.txt:
// HITYESCA, seat 7, never acts): a seated player with no line of his own
// in the hand (no post, no action, no cards) was not dealt in. Every player
// dealt in acts or posts before the hand ends.
void mark_not_dealt(engine::HandRecord& rec) {
  std::array<bool, kMaxSeats> acted{};
  for (const engine::ActionRecord& a : rec.actions) acted[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec.players.size(); ++i)
    if (!acted[i] && rec.players[i].hole.empty()) rec.players[i].sitting_out = true;
}

// Seats the players who act without a seat line (take_unseated):
// parser/partypoker_seats.cpp.
void place_unseated(Reader& r) {
  if (r.seated != r.rec.players.size()) seat_unseated(r.rec, r.seated, r.table_seats);
}

// The emailed summary shows the cards of each player beside what he
// collected: the shows first, as the record has them.
void shows_before_collects(Reader& r) {
  if (!r.emailed) return;
  auto from = r.rec.actions.begin() + static_cast<std::ptrdiff_t>(std::min(r.summary_from, r.rec.actions.size()));
  std::stable_partition(from, r.rec.actions.end(), [](const engine::ActionRecord& a) { return a.kind == Act::kShow; });
}

// A player who joins the table this hand may have a seat line of $0, his
// buy-in not on the table yet ("Seat 2: Player8 ( $0 USD )", "Player8 has
// joined the table.", then his big blind:
// NLHE-USD-0.01-0.02-20100807.newPlayerWithZeroStack): his stack is unknown.
void joined_stacks(Reader& r) {
  for (std::size_t i = 0; i < r.seated; ++i) {
    engine::PlayerRecord& p = r.rec.players[i];
    if (p.stack.positive() || !r.has_joined(p.name) || !dealt_in(r.rec, i)) continue;
    p.stack = engine::kMaxAmount;
    p.stack_unknown = true;
  }
}

// What the log says that the record holds otherwise: PartyPoker writes no
// rake, no total pot and no uncalled-bet return (HandRecord); a
// tournament's amounts are chips, whatever symbol they carry.
void finish_record(Reader& r) {
  engine::HandRecord& rec = r.rec;
  joined_stacks(r);
  place_unseated(r);
  shows_before_collects(r);
  settle_stakes(r);
  implied_blinds(r);
  mark_not_dealt(rec);
  rec.states_returns = false;
  // Tournaments take their fee in the buy-in: their pots are not raked.
  // The emailed layout states the rake.
  rec.states_rake = rec.game.tournament || rec.stated.rake.has_value();
  if (rec.game.tournament || r.play_money) {
    rec.has_currency_symbol = false;
    rec.currency = {};
  }
  std::vector<Chips> live;
  settle_wagers(rec, live);
  split_uncalled_return(rec, live);
}

// Some exports write a NUL byte after each line break ("\n\0#Game No :
// ...", NLHE-6max-USD-0.02-0.04-201209.club.wpt.format; one before the
// next hand's prelude in LHE-Freeroll-MTT-201207, which the splitter
// leaves at the end of the hand before): no text, as a blank is.
void drop_nul_bytes(std::vector<HandLine>& lines) {
  for (HandLine& l : lines) {
    while (!l.text.empty() && (l.text.front() == '\0' || l.text.front() == ' ' || l.text.front() == '\t')) {
      l.text.remove_prefix(1);
      ++l.column;
    }
  }
  std::erase_if(lines, [](const HandLine& l) { return l.text.empty(); });
}

}  // namespace
}  // namespace partypoker

struct PartyPokerScratch::Lists {
  stars_text::Scratch builder;
  std::vector<bracket_text::HandLine> lines;
};

PartyPokerScratch::PartyPokerScratch() : lists_(std::make_unique<Lists>()) {}
PartyPokerScratch::~PartyPokerScratch() = default;
PartyPokerScratch::PartyPokerScratch(PartyPokerScratch&&) noexcept = default;
PartyPokerScratch& PartyPokerScratch::operator=(PartyPokerScratch&&) noexcept = default;

ParseStatus parse_partypoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  PartyPokerScratch scratch;
  return parse_partypoker_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_partypoker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  PartyPokerScratch& scratch) {
  using partypoker::add_finding;
  using partypoker::excerpt;
  out.reset();
  out.format = "partypoker";
  out.site = "partypoker";
  out.header_pos = engine::SourcePos{line, column};
  partypoker::Reader r{{.rec = out, .findings = findings, .scratch = scratch.lists_->builder}};
  std::vector<bracket_text::HandLine>& lines = scratch.lists_->lines;
  bracket_text::split_lines(text, line, column, lines);
  partypoker::drop_nul_bytes(lines);
  if (lines.empty()) {
    add_finding(findings, engine::Rule::kParseError, {line, column}, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  out.end_pos = engine::SourcePos{lines.back().number, lines.back().number == line ? column : 1};
  const std::size_t first = partypoker::read_header(lines, r);
  if (first == 0) return findings.back().rule == engine::Rule::kUnsupportedGame
                             ? ParseStatus::kUnsupported
                             : ParseStatus::kUnreadable;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (r.paid && partypoker::dangling_preludes(lines, i, r)) break;
    // Stopped: a player with no line before the stop is then not dealt in
    // (finish_record), as none of the actions read is his.
    if (!partypoker::read_glued(lines[i], i + 1 == lines.size(), r)) {
      bracket_text::settle_before_stop(out, findings, [&] { partypoker::finish_record(r); });
      return ParseStatus::kUnreadable;
    }
  }
  if (!r.paid) {
    // At the last line: it may be cut too.
    add_finding(findings, engine::Rule::kTruncatedHand, out.end_pos,
                "the hand stops before anyone is paid: the log is cut here", excerpt(lines.back().text));
    bracket_text::settle_before_stop(out, findings, [&] { partypoker::finish_record(r); });
    return ParseStatus::kUnreadable;
  }
  out.has_summary = true;
  partypoker::finish_record(r);
  return ParseStatus::kOk;
}

}  // namespace parser

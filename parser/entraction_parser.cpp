// The Entraction reader: the actions of parser/entraction_grammar.h and its
// line loop. It fills the HandRecord PokerStars hands fill, through the
// builder PokerStars-style readers share (parser/stars_text_builder.h) and the
// line loop of the bracket-text readers (parser/bracket_lines.h), and turns
// Entraction's own conventions into the record's: every action states the
// chips it adds (the record wants a raise's increment over the highest bet
// and its street total), "All-In" is a bet, call or raise as the chips it
// adds make it, "Payback" returns an uncalled bet, and the turn and river
// lines repeat the board.

#include "parser/entraction_parser.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "engine/money_text.h"
#include "parser/bracket_lines.h"
#include "parser/entraction_grammar.h"
#include "parser/header_stamp.h"
#include "parser/plain_text_leaves.h"
#include "parser/stars_text_builder.h"

namespace parser {

namespace entraction {
namespace {

using bracket_text::HandLine;
using engine::Act;
using engine::Chips;
using engine::Rule;
using engine::Street;
using engine::Structure;
using engine::Variant;
using plain_text::set_act;
using plain_text::set_street;
using plain_text::set_structure;
using plain_text::set_variant;
using stars_text::add_finding;
using stars_text::excerpt;
using stars_text::small_number;

// The builder, and what Entraction's own rules need beside it.
struct Reader : stars_text::Builder {
  int rank = 0;  // of the card being read: 0 deuce .. 12 ace
  engine::Suit suit = engine::Suit::kClubs;
  const char* stamp = nullptr;  // "2012-05-31 04:58:47" of the end line
  int win_pot = -1;             // the win line's pot: 0 main, 1 side, -1 not said
};

template <typename Rule>
struct action : plain_text::leaf_action<Rule> {};

// ---- amounts and cards
template <>
struct action<currency_code> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.has_currency_symbol = true;
    r.rec.currency = "EUR";
  }
};
template <>
struct action<card> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.cards.push(engine::Card(r.rank, r.suit));
  }
};

// ---- header
template <>
struct action<hand_number> : plain_text::read_hand_id {};
template <>
struct action<game_holdem> : set_variant<Variant::kHoldem> {};
template <>
struct action<game_omaha> : set_variant<Variant::kOmaha> {};
template <>
struct action<game_omaha_hilo> : set_variant<Variant::kOmaha, true> {};
template <>
struct action<game_omaha5> : set_variant<Variant::kOmaha5> {};
template <>
struct action<limit_no> : set_structure<Structure::kNoLimit> {};
template <>
struct action<limit_pot> : set_structure<Structure::kPotLimit> {};
template <>
struct action<limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <>
struct action<stake_low> : plain_text::read_small_stake {};
template <>
struct action<stake_high> : plain_text::read_big_stake {};
template <>
struct action<ante_amount> : plain_text::read_ante {};
template <>
struct action<table_name> : plain_text::read_table_name {};
template <>
struct action<max_seats> : plain_text::read_max_seats {};
template <>
struct action<seat_number> : plain_text::read_seat_number {};
template <>
struct action<seat_player_name> : plain_text::read_seat_name {};
template <>
struct action<seat_stack> : plain_text::read_seat_stack {};
template <>
struct action<seat_line> : plain_text::seat_line_action {};
// "Dealer: NAME": the button is his seat.
template <>
struct action<dealer_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.button_seat = r.rec.players[static_cast<std::size_t>(r.player)].seat;
    r.rec.button_pos = r.pos_of(in.begin());
  }
};

// ---- posts and actions
template <>
struct action<post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<post_out_of_turn> : set_act<Act::kPostBigBlind> {};
template <>
struct action<post_both> : set_act<Act::kPostSmallAndBig> {};
template <>
struct action<act_fold> : set_act<Act::kFold> {};
template <>
struct action<act_check> : set_act<Act::kCheck> {};
template <>
struct action<act_call> : set_act<Act::kCall> {};
template <>
struct action<act_bet> : set_act<Act::kBet> {};
template <>
struct action<act_raise> : set_act<Act::kRaise> {};
// Settled as a bet, call or raise once the hand is read (settle_wagers).
template <>
struct action<act_all_in> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.act = Act::kRaise;
    r.all_in = true;
  }
};
template <>
struct action<act_payback> : set_act<Act::kUncalledReturn> {};
template <>
struct action<act_ante> : set_act<Act::kPostAnte> {};

void push_action(const char* verb, Reader& r) {
  engine::ActionRecord a;
  a.kind = r.act;
  a.player = static_cast<std::int16_t>(r.player);
  a.street = r.street;
  a.all_in = r.all_in;
  if (r.act != Act::kFold && r.act != Act::kCheck) a.amount = r.last_amount();
  a.pos = r.pos_of(verb);
  r.rec.actions.push_back(a);
}
template <>
struct action<blind_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    push_action(in.begin(), r);
  }
};
template <>
struct action<action_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (r.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    const char* p = in.begin() + r.rec.players[static_cast<std::size_t>(r.player)].name.size();
    while (*p == ' ') ++p;
    push_action(p, r);
  }
};

// ---- streets: each line writes the whole board so far
template <>
struct action<marker_flop> : set_street<Street::kFlop> {};
template <>
struct action<marker_turn> : set_street<Street::kTurn> {};
template <>
struct action<marker_river> : set_street<Street::kRiver> {};
template <>
struct action<board_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    const auto s = static_cast<std::size_t>(r.street);
    if (r.rec.street_pos[s].line == 0) r.rec.street_pos[s] = r.pos_of(in.begin());
    engine::CardList& board = r.rec.boards[0];
    const std::size_t had = board.size;
    if (r.cards.size < had || !std::equal(board.begin(), board.end(), r.cards.begin())) {
      r.inconsistent(in.begin(), "the board is written as " + engine::card_list_text(r.cards) + " after " +
                                     engine::card_list_text(board));
      return;
    }
    for (std::size_t k = had; k < r.cards.size; ++k) board.push(r.cards.cards[k]);
    r.rec.street_cards[s] = board.size;
  }
};
template <>
struct action<dealt_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    p.hole = r.cards;
    r.rec.hero = r.player;
    p.dealt_pos = r.pos_of(in.begin());
    if (!engine::is_stud(r.rec.game.variant)) p.dealt = r.cards;
  }
};

// ---- show down and payouts
void mark_showdown(Reader& r, const char* at) {
  auto& slot = r.rec.street_pos[static_cast<std::size_t>(Street::kShowdown)];
  if (slot.line == 0) slot = r.pos_of(at);
  r.street = Street::kShowdown;
}
template <>
struct action<hand_description> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.text = in.string_view();
  }
};
// The words describing a player's hand: his show line's, else his win's.
inline void keep_description(Reader& r) {
  auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
  if (r.text.empty() || !p.description.empty()) return;
  p.description = r.text;
  p.description_pos = r.pos_of(r.text.data());
}
template <>
struct action<show_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    mark_showdown(r, in.begin());
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    p.hole = r.cards;
    p.showed = true;
    p.show_pos = r.pos_of(in.begin());
    keep_description(r);
    r.act = Act::kShow;
    push_action(in.begin() + p.name.size() + 1, r);
    r.rec.actions.back().amount = Chips{0};
  }
};
// "NAME didn't show hand (Jd - Qh - 6s - Ac)": mucked, the cards known.
template <>
struct action<no_show_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (r.cards.empty()) return;
    mark_showdown(r, in.begin());
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    p.hole = r.cards;
    p.mucked = true;
    r.act = Act::kMuck;
    push_action(in.begin() + p.name.size() + 1, r);
    r.rec.actions.back().amount = Chips{0};
  }
};
template <>
struct action<win_main> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.win_pot = 0;
  }
};
// "side pot" is not numbered: the logs show one side pot at most, side pot 1.
template <>
struct action<win_side> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.win_pot = 1;
  }
};
template <>
struct action<win_amount> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.stack = r.last_amount();
  }
};
template <>
struct action<win_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = Street::kShowdown;
    a.pot = static_cast<std::int16_t>(r.win_pot);
    a.amount = r.stack;
    a.pos = r.pos_of(in.begin());
    r.rec.actions.push_back(a);
    r.win_pot = -1;
    r.rec.has_summary = true;
    keep_description(r);
  }
};
template <>
struct action<rake_amount> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.stated.rake = r.last_amount();
    r.rec.stated.pos = r.pos_of(in.begin());
  }
};
template <>
struct action<end_stamp> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.stamp = in.begin();
  }
};
template <>
struct action<end_line> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.has_summary = true;
  }
};

// ---- errors: what each `must<>` expected
template <typename>
inline constexpr const char* error_message = nullptr;
template <>
inline constexpr const char* error_message<expected_game> =
    "a game such as \"Texas Hold'em No Limit EUR 0.50/1.00 - Table \\\"Name\\\"\"";
template <>
inline constexpr const char* error_message<expected_verb> =
    "an action (Fold, Check, Call, Bet, Raise, All-In, Payback, Ante)";
template <>
inline constexpr const char* error_message<expected_end> = "the end of the action line";
struct error {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;

template <typename Grammar>
bool try_line(const HandLine& l, Reader& r, bool& failed) {
  return bracket_text::try_line<Grammar, action, control>(l, r, failed);
}

// ---- the line loop

bool begins_like_a_line(const HandLine& l, Reader& r) {
  const std::string_view t = l.text;
  for (const std::string_view start : {"Players(", "Dealer:", "Small Blind:", "Big Blind:", "Blind out of turn:",
                                       "Small + Big Blind:", "Flop ", "Turn ", "River ", "Rake:", "Game ended"})
    if (t.starts_with(start)) return true;
  return bracket_text::may_be_action(
      t, r, {"Fold", "Check", "Call", "Bet", "Raise", "All-In", "Payback", "Ante", "shows:", "wins:", "didn't show"},
      {" Fold", " Check", " Call ", " Bet ", " Raise ", " All-In ", " Payback ", " shows:", " wins:"});
}

bool read_line(const HandLine& l, bool last, Reader& r) {
  bool failed = false;
  bool ok = false;
  if (r.rec.actions.empty() && r.rec.button_seat == 0 &&
      (try_line<players_line>(l, r, failed) || (!failed && try_line<seat_line>(l, r, failed)))) {
    return true;
  } else if (!failed && r.rec.button_seat == 0 && try_line<dealer_line>(l, r, failed)) {
    return true;
  } else if (!failed) {
    ok = try_line<body_line>(l, r, failed);
  }
  if (ok || failed) return ok;
  if (last && !r.rec.has_summary) {
    add_finding(r.findings, Rule::kTruncatedHand, {l.number, l.column},
                "the hand stops in the middle of a line, before its end: the log is cut here", excerpt(l.text));
    return false;
  }
  return bracket_text::pass_over_unread(l, begins_like_a_line(l, r), "an Entraction hand history", r.findings);
}

// Every action states the chips it adds. The record wants a raise's
// increment over the street's highest bet and its total; an "All-In" is a
// bet when nothing is bet yet, a call when it does not reach the highest
// bet, a raise when it passes it. A small-and-big post's small part is dead.
void settle_wagers(engine::HandRecord& rec) {
  std::array<Chips, kMaxSeats> spent{};  // the chips each player has put in this hand
  std::array<Chips, kMaxSeats> bet{};
  Chips high{0};
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.kind == Act::kCollect || a.kind == Act::kShow || a.kind == Act::kMuck) continue;
    const auto p = static_cast<std::size_t>(a.player);
    if (a.street != street) {
      street = a.street;
      bet.fill(Chips{0});
      high = Chips{0};
    }
    if (a.kind == Act::kUncalledReturn) {
      spent[p] -= a.amount;
    } else {
      spent[p] += a.amount;
    }
    // No post is marked all in: one that takes the whole stack is.
    if ((a.kind == Act::kPostAnte || a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind ||
         a.kind == Act::kPostSmallAndBig) &&
        spent[p] == rec.players[p].stack)
      a.all_in = true;
    if (a.all_in && a.kind == Act::kRaise) {
      const Chips total = bet[p] + a.amount;
      a.kind = !high.positive() ? Act::kBet : total <= high ? Act::kCall : Act::kRaise;
    }
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kCall:
      case Act::kBet:
        bet[p] += a.amount;
        break;
      case Act::kPostSmallAndBig:
        bet[p] +=
            min(a.amount, rec.game.structure == Structure::kFixedLimit ? rec.game.small_blind : rec.game.big_blind);
        break;
      case Act::kRaise:
        a.to = bet[p] + a.amount;
        a.amount = a.to - high;
        bet[p] = a.to;
        break;
      case Act::kUncalledReturn:
        bet[p] -= a.amount;
        break;
      default:
        break;
    }
    if (bet[p] > high) high = bet[p];
  }
}

// The end line's "2012-05-31 04:58:47" orders the table's hands (the log
// writes when a hand ended, not when it began).
void read_stamp(Reader& r) {
  if (r.stamp == nullptr) return;
  std::string iso(r.stamp, 19);
  iso[4] = '/';
  iso[7] = '/';
  r.rec.start_time = header_time(iso).value_or(0);
}

// The seat list names every player at the table, those who sit the hand
// out too, unmarked: a seated player with no line in the hand (no post, no
// action, no cards) was not dealt in (Table_35124993: smorek99 seated in
// seat 6, the round going round him).
void sitting_out_unmarked(engine::HandRecord& rec) {
  std::array<bool, kMaxSeats> named{};
  for (const engine::ActionRecord& a : rec.actions) named[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec.players.size(); ++i)
    if (!named[i] && rec.players[i].dealt_pos.line == 0) rec.players[i].sitting_out = true;
}

// Fixed-limit stakes are the bets, as the record's are. No total pot is
// stated. A hand without a currency is a tournament's: its amounts are
// chips.
void finish_record(Reader& r) {
  read_stamp(r);
  r.rec.game.tournament = !r.rec.has_currency_symbol;
  sitting_out_unmarked(r.rec);
  settle_wagers(r.rec);
}

}  // namespace
}  // namespace entraction

struct EntractionScratch::Lists {
  stars_text::Scratch builder;
  std::vector<bracket_text::HandLine> lines;
};

EntractionScratch::EntractionScratch() : lists_(std::make_unique<Lists>()) {}
EntractionScratch::~EntractionScratch() = default;
EntractionScratch::EntractionScratch(EntractionScratch&&) noexcept = default;
EntractionScratch& EntractionScratch::operator=(EntractionScratch&&) noexcept = default;

ParseStatus parse_entraction_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  EntractionScratch scratch;
  return parse_entraction_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_entraction_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  EntractionScratch& scratch) {
  using entraction::add_finding;
  using entraction::excerpt;
  out.reset();
  out.format = "entraction";
  out.site = "entraction";
  out.header_pos = engine::SourcePos{line, column};
  entraction::Reader r{{.rec = out, .findings = findings, .scratch = scratch.lists_->builder}};
  std::vector<bracket_text::HandLine>& lines = scratch.lists_->lines;
  bracket_text::split_lines(text, line, column, lines);
  if (lines.empty()) {
    add_finding(findings, engine::Rule::kParseError, {line, column}, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  out.end_pos = engine::SourcePos{lines.back().number, lines.back().number == line ? column : 1};
  bool failed = false;
  if (!entraction::try_line<entraction::header_line>(lines[0], r, failed)) {
    if (!failed)
      add_finding(findings, engine::Rule::kParseError, {lines[0].number, lines[0].column},
                  "cannot read the hand header: expected \"Game # <number> - <game> - Table \\\"<name>\\\"\"",
                  excerpt(lines[0].text));
    return ParseStatus::kUnreadable;
  }
  for (std::size_t i = 1; i < lines.size(); ++i) {
    if (!entraction::read_line(lines[i], i + 1 == lines.size(), r)) {
      bracket_text::settle_before_stop(out, findings, [&] { entraction::finish_record(r); });
      return ParseStatus::kUnreadable;
    }
  }
  if (!out.has_summary) {
    add_finding(findings, engine::Rule::kTruncatedHand, out.end_pos,
                "the hand stops before its payouts: the log is cut here", excerpt(lines.back().text));
    bracket_text::settle_before_stop(out, findings, [&] { entraction::finish_record(r); });
    return ParseStatus::kUnreadable;
  }
  entraction::finish_record(r);
  return ParseStatus::kOk;
}

}  // namespace parser

// The Cake poker network reader: the actions of parser/cake_grammar.h's rules
// on top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h
// instantiated with them (a hand with no summary), then what the lines leave
// to the whole hand: the coin flip's stakes, the all-ins and raises made the
// record's terms, the mucks of a winner nobody called left out, each pot's
// payments numbered by its show down, the players never named set sitting
// out, the money (dollars at a euro table, chips in tournaments, a rake the
// log does not state), and whether the hand ends whole. A file that begins
// inside a hand gives that hand's tail, which is reported and not replayed.

#include "parser/cake_parser.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "parser/added_wagers.h"
#include "parser/cake_grammar.h"
#include "parser/header_stamp.h"
#include "parser/site_headers.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

namespace ck = parser::cake;

// A Cake amount's digits (cake_number_end's language: "1,492.66", "126,50",
// "2 477" with a no-break space) in centi-units; nullopt past kMaxAmount or
// with a third decimal that is not a zero.
std::optional<Chips> cake_chips(std::string_view s) {
  std::int64_t units = 0;
  int decimals = -1;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\xC2' || c == '\xA0') continue;  // the no-break space of "2 477"
    if (c == '.' || c == ',') {
      // A comma followed by three digits and no fourth parts thousands.
      const bool group = c == ',' && s.size() - i >= 4 && ck::cake_digit(s[i + 1]) && ck::cake_digit(s[i + 2]) &&
                         ck::cake_digit(s[i + 3]) && (s.size() - i == 4 || !ck::cake_digit(s[i + 4]));
      if (!group) decimals = 0;
      continue;
    }
    const int d = c - '0';
    if (decimals >= 2) {
      if (d != 0) return std::nullopt;
      continue;
    }
    if (__builtin_mul_overflow(units, 10, &units) || __builtin_add_overflow(units, d, &units)) return std::nullopt;
    if (decimals >= 0) ++decimals;
  }
  for (int k = std::max(decimals, 0); k < 2; ++k)
    if (__builtin_mul_overflow(units, 10, &units)) return std::nullopt;
  if (units > engine::kMaxAmount.minor_units()) return std::nullopt;
  return Chips{units};
}

// Pushes the cards of `text` ("[7c,Th]", "[7h 5c]", "[ Td, Ac ]") to b.cards.
void push_cards(std::string_view text, Builder& b) {
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '[' || text[i] == ']' || text[i] == ','))
      ++i;
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != ']' && text[end] != ',') ++end;
    if (end > i)
      if (auto c = engine::Card::parse(text.substr(i, end - i))) b.cards.push(*c);
    i = end;
  }
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// ---- amounts and cards
template <> struct action<ck::cake_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::optional<Chips> chips = cake_chips(in.string_view());
    if (!chips) throw tao::pegtl::parse_error("amount is too large or has more than two decimal places", in);
    b.amounts.push_back(*chips);
  }
};
template <> struct action<ck::cards> {
  template <typename In> static void apply(const In& in, Builder& b) { push_cards(in.string_view(), b); }
};

// ---- header
template <> struct action<ck::hand_number> : set_hand_id {};
// A tournament's first field ends with its id ("$5 Bounty T11244010"); a
// cash table's is the table, its seats and its number ("Paris (6-max)
// 11985", "Calgary (2-Max) 13141", "Melbourne (Turbo, 6-max) 11667"), kept
// whole as the table's name: the number tells the tables of one name apart.
template <> struct action<ck::first_segment> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view s = in.string_view();
    const std::size_t blank = s.rfind(' ');
    const std::string_view last = blank == std::string_view::npos ? s : s.substr(blank + 1);
    if (last.size() > 1 && last.front() == 'T' && all_digits(last.substr(1))) {
      b.rec.game.tournament = true;
      b.rec.tournament_id = last.substr(1);
      return;
    }
    b.rec.table = s;
    if (s.starts_with("Play Money")) b.rec.play_money = true;
    // "(6-max)", "(2-Max)", "(Turbo 6-max)", "(6-max, shallow)".
    for (const std::string_view mark : {"-max", "-Max"}) {
      const std::size_t at = s.find(mark);
      if (at == std::string_view::npos) continue;
      std::size_t from = at;
      while (from > 0 && ck::cake_digit(s[from - 1])) --from;
      if (from < at) b.rec.game.max_seats = small_number(s.substr(from, at - from));
      break;
    }
  }
};
template <> struct action<ck::table_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.table = in.string_view(); }
};
template <> struct action<ck::max_seats_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.max_seats = small_number(in.string_view());
  }
};
template <> struct action<ck::buy_in_segment> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.tournament_buy_in = in.string_view(); }
};
// "0/75/150": ante, small and big blind ("-1/50/100": no ante); "$0.05/$0.10":
// the blinds, or a fixed-limit table's bets.
template <> struct action<ck::stakes> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view s = in.string_view();
    const bool three = std::count(s.begin(), s.end(), '/') == 2;
    engine::GameDef& g = b.rec.game;
    g.small_blind = b.last_amount(1);
    g.big_blind = b.last_amount(0);
    if (three && !s.starts_with('-')) g.ante = b.last_amount(2);
  }
};
template <> struct action<ck::limit_nl> : set_structure<Structure::kNoLimit> {};
template <> struct action<ck::limit_pl> : set_structure<Structure::kPotLimit> {};
template <> struct action<ck::limit_fl> : set_structure<Structure::kFixedLimit> {};
template <> struct action<ck::game_holdem> : set_variant<Variant::kHoldem> {};
template <> struct action<ck::game_omaha> : set_variant<Variant::kOmaha> {};
template <> struct action<ck::game_omaha_hilo> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kOmaha;
    b.rec.game.hi_lo = true;
  }
};

// ---- seats
template <> struct action<ck::seat_stack> {
  template <typename In> static void apply(const In&, Builder& b) { b.stack = b.last_amount(); }
};
template <> struct action<ck::seat_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<ck::dealer_mark> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = b.seat;
    b.rec.button_pos = b.pos_of(in.begin() + 1);
  }
};
template <> struct action<ck::seat_line> : action<stars_text::seat_line> {};

// ---- streets: a marker gives the new cards alone; the board is the cards
// before them and these.
template <> struct action<ck::marker_flop> : set_marker<Marker::kFlop> {};
template <> struct action<ck::marker_turn> : set_marker<Marker::kTurn> {};
template <> struct action<ck::marker_river> : set_marker<Marker::kRiver> {};
template <> struct action<ck::marker_showdown> : set_marker<Marker::kShowdown> {};
template <> struct action<ck::street_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.marker != Marker::kShowdown) {
      engine::CardList board = b.rec.boards[0];
      for (engine::Card c : b.cards) board.push(c);
      b.cards = board;
    }
    action<stars_text::street_line>::apply(in, b);
  }
};
template <> struct action<ck::dealt_line> : deal_cards {};

// ---- actions
template <> struct action<ck::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<ck::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<ck::post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<ck::act_fold> : set_act<Act::kFold> {};
template <> struct action<ck::act_check> : set_act<Act::kCheck> {};
template <> struct action<ck::act_call> : set_act<Act::kCall> {};
template <> struct action<ck::act_bet> : set_act<Act::kBet> {};
// "raises to X": X is the raise's `to` (commit_action's second amount, none
// here, is its increment: settle_added_wagers works it out).
template <> struct action<ck::act_raise> : set_act<Act::kRaise> {};
// "is all in X" adds X: a bet until settle_added_wagers tells a call or a raise.
template <> struct action<ck::act_all_in> : set_all_in_act<Act::kBet> {};
template <> struct action<ck::act_show> : set_act<Act::kShow> {};
template <> struct action<ck::act_muck> : set_act<Act::kMuck> {};
template <> struct action<ck::description> {
  template <typename In> static void apply(const In& in, Builder& b) { b.text = trim(in.string_view()); }
};
template <> struct action<ck::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 2);
  }
};
// The dead part and the live big blind, one post of both (the record's
// kPostSmallAndBig: the part above the big blind dead).
template <> struct action<ck::dead_blind_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    Chips total{0};
    for (Chips c : b.amounts) total += c;
    b.amounts.clear();
    b.amounts.push_back(total);
    b.act = Act::kPostSmallAndBig;
    b.is_action = true;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};
template <> struct action<ck::returns_line> : action<uncalled_line> {};
template <> struct action<ck::mucked_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
// "Player_Space: mucks [8h,9d] (Pair) .": the cards of a player who gave the
// pot up, his name's blanks written '_'.
template <> struct action<ck::mucked_cards_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view name = b.name;
    int player = b.rec.find_player(name);
    for (std::size_t i = 0; player < 0 && i < b.rec.players.size(); ++i) {
      const std::string_view seated = b.rec.players[i].name;
      if (seated.size() != name.size()) continue;
      bool same = true;
      for (std::size_t k = 0; same && k < seated.size(); ++k)
        same = seated[k] == name[k] || (seated[k] == ' ' && name[k] == '_');
      if (same) player = static_cast<int>(i);
    }
    if (player < 0) {
      // Appended piece by piece: a chain of + draws GCC 12's false -Wrestrict.
      std::string message = "'";
      message.append(name).append("' mucks but is not in the seat list; the line is left out");
      b.inconsistent(in.begin(), std::move(message));
      return;
    }
    engine::PlayerRecord& p = b.rec.players[static_cast<std::size_t>(player)];
    if (!b.cards.empty()) {
      if (!p.hole.empty() && !(p.hole == b.cards)) {
        engine::CardSet before, now;
        for (engine::Card c : p.hole) before.insert(c);
        for (engine::Card c : b.cards) now.insert(c);
        if (before != now) {
          std::string message(p.name);
          message.append(" mucks ").append(engine::card_list_text(b.cards));
          message.append(" but holds ").append(engine::card_list_text(p.hole));
          b.inconsistent(in.begin(), std::move(message));
        }
      } else if (p.hole.empty()) {
        p.hole = b.cards;
      }
    }
    p.mucked = true;
    if (!b.text.empty() && p.description.empty()) {
      p.description = b.text;
      p.description_pos = b.pos_of(b.text.data());
    }
  }
};

// ---- pots and results
template <> struct action<ck::win_description> {
  template <typename In> static void apply(const In& in, Builder& b) { b.text = in.string_view(); }
};
// A payout, and the words describing the winner's hand where his show line
// wrote none ("Player1: shows [Kh Js]", then "Player1 wins 418 with Pair of
// Aces with King, Jack kickers").
template <> struct action<ck::wins_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    money_line<Act::kCollect>::apply(in, b);
    engine::PlayerRecord& p = b.rec.players[static_cast<std::size_t>(b.player)];
    if (!b.text.empty() && p.description.empty()) {
      p.description = b.text;
      p.description_pos = b.pos_of(b.text.data());
    }
  }
};
template <> struct action<ck::colon_wins_line> : action<ck::wins_line> {};
template <> struct action<ck::finished_line> : result_line<engine::TournamentResult::Kind::kFinished> {};
template <> struct action<ck::rebuys_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.chips_added.push_back({b.player, b.last_amount(), b.pos_of(in.begin())});
  }
};

template <> inline constexpr const char* error_message<ck::expected_game> =
    "the stakes and game, such as \"$0.05/$0.10 NL Hold'em\" or \"0/10/20 PL Omaha\"";
template <> inline constexpr const char* error_message<ck::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises to, is all in, shows, mucks)";
template <> inline constexpr const char* error_message<ck::expected_action_end> =
    "the end of the action line (or its \"(EUR ...)\" value)";

struct CakeDialect {
  using header_line = ck::header_line;
  using table_line = ck::no_table_line;
  using street_line = ck::street_line;
  using body_line = ck::body_line;
  using summary_line = ck::summary_line;
  static constexpr std::string_view kFormat = "cake";
  static constexpr std::string_view kSite = "cake";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"Hand#<id> - <table> -- <stakes> <NL|PL|FL> <game> -- <date> - <time>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Cake poker network hand history contains";
  static constexpr bool kSummaryListsEveryone = false;
  // No summary: the pots are paid after "***SHOW DOWN***" (checked by
  // parse_cake_hand).
  static bool summary_may_be_empty(const Builder&) { return true; }
};

bool is_showdown_marker(std::string_view line) { return line == "***SHOW DOWN***" || line == "*** SHOW DOWN ***"; }

// The header's date and time, its last field: "2011/08/28 - 00:53:30",
// "2012-07-01 - 01:26:16", "2012.02.05 - 21:01:45"; no zone is written.
void read_start(std::string_view header, HandRecord& rec) {
  const std::size_t at = header.rfind(" -- ");
  if (at == std::string_view::npos) return;
  const std::string_view s = trim(header.substr(at + 4));
  // "YYYY?MM?DD - HH:MM:SS"
  if (s.size() < 21 || s.substr(10, 3) != " - ") return;
  for (std::size_t k : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u, 13u, 14u, 16u, 17u, 19u, 20u})
    if (!ck::cake_digit(s[k])) return;
  auto num = [&](std::size_t from, std::size_t n) { return small_number(s.substr(from, n)); };
  engine::HandTime& t = rec.start;
  t = {};
  t.year = num(0, 4);
  t.month = num(5, 2);
  t.day = num(8, 2);
  t.hour = num(13, 2);
  t.minute = num(16, 2);
  t.second = num(19, 2);
  t.clock = true;
  rec.start_et = {};
  rec.start_time = civil_seconds(t).value_or(0);
}

// A Coin Flip tournament ("$5.50 Coin Flip T11522749") is one hand dealt to
// two players whose whole stacks are in before the cards: no post, no
// action, the board run out and the pot paid. The record puts each stack in
// as an all-in ante, as the room does without a line.
void settle_coin_flip(std::string_view header, HandRecord& rec) {
  const std::size_t mark = header.find(" -- ");
  if (mark == std::string_view::npos || header.substr(0, mark).find("Coin Flip") == std::string_view::npos) return;
  for (const engine::ActionRecord& a : rec.actions)
    if (a.kind != Act::kShow && a.kind != Act::kMuck && a.kind != Act::kCollect) return;
  std::vector<engine::ActionRecord> antes;
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    const engine::PlayerRecord& p = rec.players[i];
    if (!p.stack.positive()) continue;
    engine::ActionRecord a;
    a.kind = Act::kPostAnte;
    a.player = static_cast<std::int16_t>(i);
    a.amount = p.stack;
    a.all_in = true;
    a.pos = p.pos;
    antes.push_back(a);
    rec.game.ante = max(rec.game.ante, p.stack);
  }
  rec.actions.insert(rec.actions.begin(), antes.begin(), antes.end());
  // No blind is posted: the header's "0/10/20" is the level the tournament
  // never plays.
  rec.game.small_blind = Chips{0};
  rec.game.big_blind = Chips{0};
}

// "X: mucks" is written by a player who gives a contested pot up, but also
// by a player who folded and by the winner nobody called, who shows
// nothing and takes the pot: the mucks of these two are no part of the hand.
void settle_mucks(HandRecord& rec) {
  std::array<bool, kMaxSeats> acted{}, folded{};
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) continue;
    const auto p = static_cast<std::size_t>(a.player);
    if (a.kind == Act::kFold) folded[p] = true;
    if (a.kind != Act::kCollect && a.kind != Act::kUncalledReturn) acted[p] = true;
  }
  int live = 0;
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i) live += acted[i] && !folded[i] ? 1 : 0;
  std::erase_if(rec.actions, [&](const engine::ActionRecord& a) {
    if (a.kind != Act::kMuck || a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) return false;
    const auto p = static_cast<std::size_t>(a.player);
    if (folded[p]) return true;
    if (live > 1) return false;
    rec.players[p].mucked = false;
    return true;
  });
}

// Cake writes "***SHOW DOWN***" once for each pot it pays, the last side pot
// first and the main pot last (NLHE-9max-USD-MTT-201206.bounty: "wins 84",
// the side pot of the two larger stacks, then "wins 9,574", the main pot):
// the wins after the k-th of n markers pay pot n - k.
void number_pots(const std::vector<HandLine>& lines, HandRecord& rec) {
  std::vector<std::uint32_t> markers;
  for (const HandLine& l : lines)
    if (is_showdown_marker(l.text)) markers.push_back(l.number);
  const auto n = static_cast<std::int16_t>(std::min<std::size_t>(markers.size(), kMaxSeats));
  for (engine::ActionRecord& a : rec.actions) {
    if (a.kind != Act::kCollect) continue;
    std::int16_t k = 0;
    for (std::uint32_t m : markers)
      if (m < a.pos.line) ++k;
    a.pot = static_cast<std::int16_t>(k == 0 ? 0 : std::max<int>(n - k, 0));
  }
}

// The money: a tournament's amounts are chips, its pots not raked; a cash
// hand's wins are after a rake the log does not state. A table that plays
// in euros writes dollars beside the euros ("$21,89 in chips)  (EUR
// €17,29)", "posts small blind $0,05 (EUR €0,04)") and its header's stakes in
// euros ("€0,04/€0,08"): the dollars are the chips that move, the blinds the
// dollar posts.
void settle_money(const std::vector<HandLine>& lines, HandRecord& rec) {
  if (rec.game.tournament) {
    rec.has_currency_symbol = false;
    rec.currency = {};
    rec.states_rake = true;
    return;
  }
  rec.states_rake = false;
  if (rec.play_money) {
    rec.has_currency_symbol = false;
    return;
  }
  bool converted = false;
  std::string_view stack_symbol;
  for (const HandLine& l : lines) {
    if (!l.text.starts_with("Seat ")) continue;
    const std::size_t open = l.text.find(" (");
    if (open == std::string_view::npos) continue;
    const std::string_view after = l.text.substr(open + 2);
    if (stack_symbol.empty()) stack_symbol = after.starts_with('$') ? "USD" : after.starts_with("\xE2\x82\xAC") ? "EUR" : "";
    converted = converted || l.text.find("(EUR ") != std::string_view::npos;
  }
  if (!stack_symbol.empty()) rec.currency = stack_symbol;
  if (!converted) return;
  const Chips small = first_full_post(rec, Act::kPostSmallBlind);
  const Chips big = first_full_post(rec, Act::kPostBigBlind);
  if (!big.positive()) return;
  if (rec.game.structure == Structure::kFixedLimit) {
    rec.game.small_blind = big;
    rec.game.big_blind = big + big;
  } else {
    rec.game.small_blind = small;
    rec.game.big_blind = big;
  }
}

// Whether the hand ends whole: its "***SHOW DOWN***" and, after it, the
// payment of the pot. A hand whose log stops before them is cut; "Player
// left the table" after the show down, with no pot paid, is the hero leaving
// the table, after which his client wrote no more
// (NLHE-2max-USD-STT-0.75-201212.player.left.the.table). False, with a
// truncated-hand finding, when it does not.
bool ends_whole(const std::vector<HandLine>& lines, HandRecord& rec, std::vector<engine::Finding>& findings) {
  const HandLine& last = lines.back();
  if (rec.street_pos[static_cast<std::size_t>(Street::kShowdown)].line == 0) {
    add_finding(findings, Rule::kTruncatedHand, rec.end_pos, "the hand stops before its show down: the log is cut here",
                excerpt(last.text));
    rec.stop_pos = rec.end_pos;
    return false;
  }
  bool paid = false, wagered = false;
  for (const engine::ActionRecord& a : rec.actions) {
    paid = paid || a.kind == Act::kCollect;
    wagered = wagered || (a.amount.positive() && a.kind != Act::kUncalledReturn);
  }
  if (paid || !wagered) return true;
  std::uint32_t left = 0;
  for (const HandLine& l : lines)
    if (l.number > rec.street_pos[static_cast<std::size_t>(Street::kShowdown)].line &&
        l.text.starts_with("Player left the table"))
      left = l.number;
  if (left != 0) {
    rec.stop_pos = SourcePos{left, 1};
    add_finding(findings, Rule::kTruncatedHand, rec.stop_pos,
                "the hand stops at \"Player left the table\" after its show down, before its pot is paid: the "
                "player whose log this is left, and the log was cut there",
                "Player left the table");
    return false;
  }
  rec.stop_pos = rec.end_pos;
  add_finding(findings, Rule::kTruncatedHand, rec.end_pos,
              "the hand stops after its show down, before its pot is paid: the log is cut here", excerpt(last.text));
  return false;
}

}  // namespace
}  // namespace stars_text

struct CakeScratch::Lists : stars_text::Lists {};

CakeScratch::CakeScratch() : lists_(std::make_unique<Lists>()) {}
CakeScratch::~CakeScratch() = default;
CakeScratch::CakeScratch(CakeScratch&&) noexcept = default;
CakeScratch& CakeScratch::operator=(CakeScratch&&) noexcept = default;

ParseStatus parse_cake_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings) {
  CakeScratch scratch;
  return parse_cake_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_cake_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings, CakeScratch& scratch) {
  auto& lines = scratch.lists_->lines;
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos || !text.substr(start).starts_with("Hand#"))
    return stars_text::read_tail<stars_text::CakeDialect>(text, line, column, SiteFormat::kCake, out, findings, lines);
  ParseStatus status = stars_text::read_hand<stars_text::CakeDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status != ParseStatus::kOk && out.stop_pos.line == 0) return status;
  stars_text::read_start(lines[0].text, out);
  stars_text::settle_coin_flip(lines[0].text, out);
  // "is all in X" adds X; "raises to X" goes to X (no increment written, so
  // nothing to check): added_wagers' terms, an all-in over the player's own
  // largest bet raising.
  settle_added_wagers(out, findings, AllInOverOwnBet::kRaises);
  // A walk of 2011 (Sample #1691: the small blind folds, "1UIG***8 wins
  // $0.15") writes no return of the big blind's unmatched part, which the
  // win holds; the tournaments of 2012 and 2013 write it ("Player0: returns
  // uncalled bet 10", "wins 20"). The record returns it as they do.
  return_walk_blind(out);
  mark_emptying_wagers_all_in(out);  // a blind that takes a short stack's last chip
  stars_text::settle_mucks(out);
  stars_text::number_pots(lines, out);
  stars_text::set_unnamed_sitting_out(out);
  stars_text::settle_money(lines, out);
  if (status == ParseStatus::kOk && !stars_text::ends_whole(lines, out, findings)) status = ParseStatus::kUnreadable;
  return status;
}

}  // namespace parser

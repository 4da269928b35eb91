// The Kings Club reader: the actions of parser/kingsclub_grammar.h's rules on
// top of the actions every PokerStars-style room shares
// (parser/stars_text_actions.h), the line loop of parser/stars_text_reader.h
// instantiated with them, then what the lines leave to the whole hand: the
// summary checked for a seat line a player, and the calls, bets and raises
// (written as the player's street total) made what the record holds.

#include "parser/kingsclub_parser.h"

#include <algorithm>
#include <array>
#include <string>

#include "engine/money_text.h"
#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/kingsclub_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_reader.h"
#include "parser/street_bets.h"

namespace parser {

namespace stars_text {
namespace {

namespace kc = parser::kingsclub;

// The games as the header names them (after "No Limit ", "Pot Limit " or
// "Limit "). A name not listed is a game the engine does not know: the hand
// is reported unsupported-game.
struct KingsClubGame {
  std::string_view name;
  Variant variant;
  bool hi_lo;
};
constexpr KingsClubGame kGames[] = {
    {"Holdem", Variant::kHoldem, false},
    {"Omaha", Variant::kOmaha, false},
    {"Omaha Hi-Lo", Variant::kOmaha, true},
    {"Omaha 5 Card", Variant::kOmaha5, false},
    {"Big O", Variant::kOmaha5, true},  // five-card Omaha hi/lo
    {"Seven Card Stud", Variant::kStud7, false},
    {"Seven Card Stud Hi-Lo", Variant::kStud7, true},
    {"Razz", Variant::kRazz, false},
    {"2-7 Single Draw", Variant::kDraw27Single, false},
    {"2-7 Triple Draw", Variant::kDraw27Triple, false},
    {"A-5 Triple Draw", Variant::kDrawA5Triple, false},
    {"Badugi", Variant::kBadugi, false},
    // docs/games.md's games.
    {"A-5 Single Draw", Variant::kDrawA5Single, false},
    {"2-7 Razz", Variant::kRazz27, false},
    {"Badeucey", Variant::kBadeucey, false},
    {"Badacey", Variant::kBadacey, false},
    // Five-card Omaha with one draw after the flop's betting ("Player0
    // draws 1", "Hero discards [8d Ks] draws [Ac Qc]"), the pot split
    // between the best 2-7 low of the five and the best Omaha high
    // (G-DRAWMAHA).
    {"2-7 Drawmaha", Variant::kDrawmaha27, false},
};

const KingsClubGame* find_game(std::string_view words) {
  for (const KingsClubGame& g : kGames)
    if (g.name == words) return &g;
  return nullptr;
}

// Every card of a bracket's text, the unseen ("X", "-") left out.
engine::CardList cards_of(std::string_view s) {
  engine::CardList out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == '[' || s[i] == ']' || s[i] == ' ')) ++i;
    std::size_t end = i;
    while (end < s.size() && s[end] != ' ' && s[end] != ']') ++end;
    if (auto c = engine::Card::parse(s.substr(i, end - i))) out.push(*c);
    i = end;
  }
  return out;
}

// ---- cards
template <>
struct action<kc::seen_cards> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    for (engine::Card c : cards_of(in.string_view())) b.cards.push(c);
  }
};
template <>
struct action<kc::thrown_cards> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.cards = cards_of(in.string_view());
    b.discard_count = b.cards.size;
  }
};
// The first run's drawn cards, kept as text until the line is committed.
template <>
struct action<kc::drawn_cards> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.text.empty()) b.text = in.string_view();
  }
};

// ---- header, date, table, seats
template <>
struct action<kc::hand_number> : set_hand_id {};
template <>
struct action<kc::game_words> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const KingsClubGame* g = find_game(in.string_view());
    b.rec.game.variant = g != nullptr ? g->variant : Variant::kUnknown;
    b.rec.game.hi_lo = g != nullptr && g->hi_lo;
  }
};
template <>
struct action<kc::date_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const std::string_view line = in.string_view();
    b.rec.start_time = header_time(line).value_or(0);
    read_header_times(line, b.rec.start, b.rec.start_et);
  }
};
template <>
struct action<kc::kc_table_name> : action<table_name> {};
template <>
struct action<kc::seat_name> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.name = in.string_view();
  }
};
template <>
struct action<kc::seat_line> : action<stars_text::seat_line> {};

// ---- posts and actions
template <>
struct action<kc::post_ante> : set_act<Act::kPostAnte> {};
template <>
struct action<kc::post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<kc::post_big> : set_act<Act::kPostBigBlind> {};
// "posts blind 44": a player coming back in who owes both blinds; the
// record's post of both (kPostSmallAndBig), the small blind dead, which the
// line does not write (come_in_posts adds it).
template <>
struct action<kc::post_blind> : set_act<Act::kPostSmallAndBig> {};
template <>
struct action<kc::all_in_words> : action<all_in> {};
template <>
struct action<kc::post_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 2);
  }
};
template <>
struct action<kc::act_fold> : set_act<Act::kFold> {};
template <>
struct action<kc::act_check> : set_act<Act::kCheck> {};
template <>
struct action<kc::act_call> : set_act<Act::kCall> {};
template <>
struct action<kc::act_bet> : set_act<Act::kBet> {};
template <>
struct action<kc::act_raise> : set_act<Act::kRaise> {};
template <>
struct action<kc::act_bring_in> : set_act<Act::kBringIn> {};
template <>
struct action<kc::act_show> : set_act<Act::kShow> {};
template <>
struct action<kc::act_stand_pat> : set_act<Act::kStandPat> {};
template <>
struct action<kc::act_draw_count> : set_act<Act::kDiscard> {};
template <>
struct action<kc::draw_count> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.discard_count = small_number(in.string_view());
  }
};
template <>
struct action<kc::act_discard> : set_act<Act::kDiscard> {};

// "Hero discards [Ts Jh] draws [3c 6c]": the exchange's drawn cards (the
// first run's), and his hand after it, each thrown card's place taken by a
// drawn one.
void note_drawn(Builder& b) {
  engine::Exchange* e = b.rec.exchanges.empty() ? nullptr : &b.rec.exchanges.back();
  if (e == nullptr || e->action + 1u != b.rec.actions.size()) return;
  e->drawn = cards_of(b.text);
  e->drawn_pos = b.pos_of(b.text.data());
  auto& hole = b.rec.players[static_cast<std::size_t>(b.player)].hole;
  std::size_t next = 0;
  for (std::size_t k = 0; k < hole.size && next < e->drawn.size; ++k)
    if (std::find(e->thrown.begin(), e->thrown.end(), hole.cards[k]) != e->thrown.end())
      hole.cards[k] = e->drawn.cards[next++];
}
template <>
struct action<kc::action_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    const std::string_view drawn = b.text;
    if (b.act == Act::kDiscard) b.text = {};  // not a hand's description
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
    if (b.act != Act::kDiscard || drawn.empty()) return;
    b.text = drawn;
    note_drawn(b);
  }
};
template <>
struct action<kc::run_number> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.run_marker = in.peek_char() - '1';
  }
};
// A draw hand run twice shows each run's hand; the record holds one hand a
// player, the first run's (docs/KINGSCLUB_FORMAT.md: the later runs are
// not judged).
template <>
struct action<kc::run_show_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (b.run_marker != 0) return;
    b.act = Act::kShow;
    b.is_action = true;
    const std::size_t name = in.string_view().find(": ") + 2;
    commit_action(in, b, in.begin() + name + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};

// Stud: "Dealt to NAME: [X X 4d]" (two down, one up; the hero's three
// seen), then one card a line: up on the next three streets, down on the
// seventh ("[X]", the hero's seen).
template <>
struct action<kc::dealt_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    if (!engine::is_stud(b.rec.game.variant)) {
      deal_cards::apply(in, b);
      return;
    }
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    if (b.street == Street::kPreflop) {
      judge_stud_deal(in, b);
      p.hole = b.cards;
      p.up = {};
      if (!b.cards.empty()) p.up.push(b.cards.cards[b.cards.size - 1]);
      if (b.cards.size > 1) b.rec.hero = b.player;
      return;
    }
    for (engine::Card c : b.cards) {
      p.hole.push(c);
      if (b.street <= Street::kRiver) p.up.push(c);
    }
    if (b.street > Street::kRiver && !b.cards.empty()) b.rec.hero = b.player;
  }
};

// ---- streets
template <>
struct action<kc::board_number> : action<kc::run_number> {};
// "3RD STREET" deals the fourth card: stud's round of that card; "6TH
// STREET" the seventh, read as stars_text reads a stud "RIVER".
template <>
struct action<kc::kc_stud_street> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const int number = in.peek_char() - '0' + 1;
    b.marker = number >= 7 ? Marker::kRiver : Marker::kStudStreet;
    b.marker_number = number;
  }
};
template <>
struct action<kc::kc_draw> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    b.marker = Marker::kDraw;
    b.marker_number = std::clamp(in.peek_char() - '0', 1, 3);
  }
};
template <>
struct action<kc::kc_betting_round> : set_marker<Marker::kOther> {};

// A board marker: a later board's cards shared with the first are written
// "-" ("[- - - Qd] [Jd]"); and a marker may deal more than its street's
// card where the room wrote no marker for the streets before it (an all-in
// before the flop: "*** RIVER *** [2s Th 6h 7c] [5s]"; a board run twice
// from the flop: "*** BOARD 1 - RIVER *** [2h 7h Td Ks] [4d]"). Those
// streets are dealt on this line.
template <>
struct action<kc::street_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    const bool board = b.marker == Marker::kFlop || b.marker == Marker::kTurn || b.marker == Marker::kRiver;
    const int run = std::max(b.run_marker, 0);
    if (board && !engine::is_stud(b.rec.game.variant)) {
      const std::string_view s = in.string_view();
      const std::size_t list = s.find(" *** ");
      std::size_t shared = 0;
      if (list != std::string_view::npos)
        for (char c : s.substr(list)) shared += c == '-' ? 1 : 0;
      if (run > 0 && shared > 0) {
        engine::CardList whole;
        for (std::size_t k = 0; k < shared && k < b.rec.boards[0].size; ++k) whole.push(b.rec.boards[0].cards[k]);
        for (engine::Card c : b.cards) whole.push(c);
        b.cards = whole;
      }
      const SourcePos pos = b.pos_of(in.begin());
      const Street upto = b.marker == Marker::kFlop ? Street::kFlop : b.marker == Marker::kTurn ? Street::kTurn
                                                                                                 : Street::kRiver;
      for (Street s2 : {Street::kFlop, Street::kTurn}) {
        if (s2 >= upto) break;
        const std::uint8_t dealt = s2 == Street::kFlop ? 3 : 4;
        if (b.cards.size <= dealt) continue;
        const auto k = static_cast<std::size_t>(s2);
        if (run == 0 && b.rec.street_pos[k].line == 0) {
          b.rec.street_pos[k] = pos;
          b.rec.street_cards[k] = dealt;
        }
        if (run > 0 && b.rec.run_street_pos[static_cast<std::size_t>(run)][k - 1].line == 0)
          b.rec.run_street_pos[static_cast<std::size_t>(run)][k - 1] = pos;
      }
    }
    action<stars_text::street_line>::apply(in, b);
  }
};

// ---- summary
// "Seat 1: Player0 (1,104) +104": the final stack, checked by the replay
// (validators/phh_results.cpp); the net is the stack's difference from the
// seat line's, which the log must agree with.
template <>
struct action<kc::final_stack> {
  template <typename In>
  static void apply(const In&, Builder& b) {
    b.stack = b.last_amount();
  }
};
template <>
struct action<kc::summary_seat_line> {
  template <typename In>
  static void apply(const In& in, Builder& b) {
    ++b.summary_seat_lines;
    const auto i = static_cast<std::size_t>(b.player);
    auto& p = b.rec.players[i];
    p.in_summary = true;
    p.summary_pos = b.pos_of(in.begin());
    if (b.rec.finishing_stacks.size() != b.rec.players.size()) {
      b.rec.finishing_stacks.assign(b.rec.players.size(), std::nullopt);
      b.rec.finishing_stacks_pos.assign(b.rec.players.size(), b.rec.end_pos);
    }
    b.rec.finishing_stacks[i] = b.stack;
    b.rec.finishing_stacks_pos[i] = p.summary_pos;
    // The net: the amount after the stack's, signed; none written is 0.
    Chips net{0};
    if (b.amounts.size() > 1) {
      const std::string_view s = in.string_view();
      const bool minus = s.substr(s.rfind(") ") + 2).starts_with('-');
      net = minus ? Chips{0} - b.last_amount() : b.last_amount();
    }
    if (b.stack - p.stack != net)
      b.inconsistent(in.begin(), std::string(p.name) + "'s net result is written " +
                                     engine::money_text(net, b.rec) + " but his stack went from " +
                                     engine::money_text(p.stack, b.rec) + " to " +
                                     engine::money_text(b.stack, b.rec));
  }
};
template <>
struct action<kc::wins_line> : money_line<Act::kCollect> {};

template <>
inline constexpr const char* error_message<kc::expected_header_rest> =
    "the game and stakes (\"No Limit Holdem - 5/10\", \"Limit Razz - 40/80\")";
template <>
inline constexpr const char* error_message<kc::expected_post_verb> =
    "a post (posts ante, posts the small blind, posts the big blind, posts blind)";
template <>
inline constexpr const char* error_message<kc::expected_verb> =
    "an action (folds, checks, calls, bets, raises to, brings in for, shows, draws, discards, stands pat)";
template <>
inline constexpr const char* error_message<kc::expected_action_end> =
    "the end of the action line (or \", and is all in\")";

struct KingsClubDialect {
  using header_line = kc::header_line;
  using table_line = kc::table_line;
  using street_line = kc::street_line;
  using body_line = kc::body_line;
  using summary_line = kc::summary_line;
  static constexpr std::string_view kFormat = "kingsclub";
  static constexpr std::string_view kSite = "kingsclub";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"#<number>: <structure> <game> - <stakes>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a Kings Club hand history contains";
  // The summary has no total pot: its seat lines are checked by
  // parse_kingsclub_hand, one a seated player.
  static bool summary_may_be_empty(const Builder&) { return true; }
};

// The hand's small-blind post; 0 when there is none.
Chips small_blind_post(const HandRecord& rec) {
  for (const engine::ActionRecord& a : rec.actions)
    if (a.kind == Act::kPostSmallBlind) return a.amount;
  return Chips{0};
}

// Kings Club writes a call, bet and raise as what the player has put in on
// the street once it is made ("Hero calls 30" after his big blind of 10 adds
// 20): a call becomes what it adds, a raise its increment over the largest
// bet with the street total as `to`. A bet when there is one to call is
// how the room writes a stud completion ("Player2 bets 44" after a bring-in
// of 33.16, "Player3 bets 225, and is all in" after one of 125): a raise to
// that total. Blinds and bring-ins count on their street (a come-in post's
// small-blind part is dead); antes are dead.
void settle_street_totals(HandRecord& rec) {
  StreetBets bets;
  bets.start(rec.players);
  const Chips small = small_blind_post(rec);
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= rec.players.size()) continue;
    if (a.street != street) {
      street = a.street;
      bets.new_street();
    }
    const auto p = static_cast<std::size_t>(a.player);
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kBringIn:
        bets.put(p, a.amount);
        break;
      case Act::kPostSmallAndBig:  // the small-blind part is dead
        bets.put(p, a.amount - small);
        break;
      case Act::kCall:
        a.amount = a.amount - bets.bet[p];
        bets.put(p, a.amount);
        break;
      case Act::kBet:
        if (bets.high.positive()) {
          a.kind = Act::kRaise;
          a.to = a.amount;
          a.amount = a.to - bets.high;
          bets.put(p, a.to - bets.bet[p]);
        } else {
          bets.put(p, a.amount);
        }
        break;
      case Act::kRaise:
        a.amount = a.to - bets.high;
        bets.put(p, a.to - bets.bet[p]);
        break;
      default:
        break;
    }
  }
}

// "Player1: posts blind 44" at 44/88 (2-7 Triple Draw Lowball-FL-USD-44-88
// -202012.rake): the live big blind as written and, not written, the small
// blind (22) as dead money: his net is -77 (ante 11, 44, 22) and the pot
// paid (1,194 and 5 rake) holds the 22. The post becomes both, its amount
// the two together; the small blind's is the hand's small-blind post.
void come_in_posts(HandRecord& rec) {
  const Chips small = small_blind_post(rec);
  for (engine::ActionRecord& a : rec.actions)
    if (a.kind == Act::kPostSmallAndBig) {
      if (small.positive())
        a.amount += small;
      else
        a.kind = Act::kPostBigBlind;  // no small blind to owe
    }
}

// Every seated player has a seat line in the summary; one missing means the
// log was cut. False, with a finding, when it was.
bool summary_whole(const std::vector<HandLine>& lines, Builder& b) {
  const HandRecord& out = b.rec;
  bool whole = out.has_summary;
  for (const auto& p : out.players) whole = whole && p.in_summary;
  if (whole) return true;
  add_finding(b.findings, Rule::kTruncatedHand, out.end_pos,
              out.has_summary ? "the summary stops before every player's seat line: the log is cut here"
                              : "the hand stops before its summary: the log is cut here",
              excerpt(lines.back().text));
  return false;
}

}  // namespace
}  // namespace stars_text

struct KingsClubScratch::Lists : stars_text::Lists {};

KingsClubScratch::KingsClubScratch() : lists_(std::make_unique<Lists>()) {}
KingsClubScratch::~KingsClubScratch() = default;
KingsClubScratch::KingsClubScratch(KingsClubScratch&&) noexcept = default;
KingsClubScratch& KingsClubScratch::operator=(KingsClubScratch&&) noexcept = default;

ParseStatus parse_kingsclub_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  KingsClubScratch scratch;
  return parse_kingsclub_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_kingsclub_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                 engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                 KingsClubScratch& scratch) {
  ParseStatus status =
      stars_text::read_hand<stars_text::KingsClubDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status == ParseStatus::kUnreadable && out.stop_pos.line == 0) return status;
  if (status == ParseStatus::kOk) {
    stars_text::Builder b{.rec = out, .findings = findings, .scratch = scratch.lists_->builder};
    if (!stars_text::summary_whole(scratch.lists_->lines, b)) {
      out.stop_pos = out.end_pos;
      status = ParseStatus::kUnreadable;
    }
  }
  // No "Rake" line: none taken (the nets of those hands add up to 0). No
  // uncalled bet is ever written: it goes back without a line.
  if (out.has_summary && !out.stated.rake) out.stated.rake = engine::Chips{0};
  out.states_returns = false;
  // Cash tables only, the amounts in dollars and cents written without the
  // symbol ("(644.29)", "posts ante 16.58"; fpdb names the files USD).
  out.has_currency_symbol = true;
  stars_text::come_in_posts(out);
  stars_text::settle_street_totals(out);
  return status;
}

}  // namespace parser

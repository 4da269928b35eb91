// The PokerTracker / Hold'em Manager export reader: the actions of
// parser/pokertracker_grammar.h's own rules on top of the actions every
// PokerStars-style room shares (parser/stars_text_actions.h), the line loop
// of parser/stars_text_reader.h instantiated once per layout, and what the
// lines leave open settled once the hand is read: the wagers written as what
// they add (parser/added_wagers.h), the blinds of a header that states none,
// and the facts the layout does not write (HandRecord::states_rake,
// states_returns).

#include "parser/pokertracker_parser.h"

#include "parser/added_wagers.h"
#include "engine/money_text.h"
#include "parser/not_dealt_in.h"
#include "parser/pokertracker_grammar.h"
#include "parser/stars_text_actions.h"
#include "parser/stars_text_posts.h"
#include "parser/stars_text_reader.h"

namespace parser {

namespace stars_text {
namespace {

// ---- shared by both layouts
// "[HA CA]", "[d10 sJ]" (suit first) or "[Ah 10d]": each card rank first in
// the engine's letters.
template <> struct action<pokertracker::pt_card_list> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view list = in.string_view();
    list = list.substr(1, list.size() - 2);
    std::size_t i = 0;
    while (i < list.size()) {
      std::size_t end = i;
      while (end < list.size() && list[end] != ' ' && list[end] != '\t') ++end;
      const std::string_view token = list.substr(i, end - i);
      char text[3] = {};
      std::size_t n = 0;
      const char first = token.front();
      const bool suit_first = first == 'S' || first == 'H' || first == 'D' || first == 'C' || first == 's' ||
                              first == 'h' || first == 'd' || first == 'c';
      if (suit_first) {
        for (std::size_t k = 1; k < token.size() && n < 2; ++k) text[n++] = token[k];
        text[n++] = static_cast<char>(first | 0x20);  // the suit in lower case
      } else {
        for (std::size_t k = 0; k < token.size() && n < 3; ++k) text[n++] = token[k];
      }
      if (auto c = engine::Card::parse(std::string_view(text, n))) b.cards.push(*c);
      i = end;
      while (i < list.size() && (list[i] == ' ' || list[i] == '\t')) ++i;
    }
  }
};
template <> struct action<pokertracker::hand_number> : set_hand_id {};
template <> struct action<pokertracker::tournament_word> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.tournament = true; }
};
template <> struct action<pokertracker::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};
// A marker shows the street's new card alone ("*** TURN *** [S3]"): the
// board so far is put before it, as PokerStars' markers repeat it.
struct board_street {
  template <typename In> static void apply(const In& in, Builder& b) {
    // The iPoker archive's markers repeat the board as PokerStars' do
    // ("*** TURN *** [D3 SK C3 DQ]"): those are kept as they are.
    if ((b.marker == Marker::kTurn || b.marker == Marker::kRiver) && b.cards.size == 1) {
      engine::CardList board = b.rec.boards[0];
      for (const engine::Card c : b.cards) board.push(c);
      b.cards = board;
    }
    action<street_line>::apply(in, b);
  }
};
template <> struct action<pokertracker::pt_street_line> : board_street {};
template <> struct action<pokertracker::pt_dealt_line> : deal_cards {};

// Seats are listed from any seat (the iPoker archive lists seat 10 to 1).
using add_seat = seat_line_in_seat_order;

// ---- colon layout
template <> struct action<pokertracker::colon_holdem> : set_variant<Variant::kHoldem> {};
// Omaha with no betting structure named is pot limit (the iPoker archive's
// "Omaha 50/100": pot-sized raises); a limit word after it says otherwise.
template <> struct action<pokertracker::colon_omaha> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.game.variant = Variant::kOmaha;
    b.rec.game.structure = Structure::kPotLimit;
  }
};
template <> struct action<pokertracker::colon_omaha_hi_lo> {
  template <typename In> static void apply(const In& in, Builder& b) {
    action<pokertracker::colon_omaha>::apply(in, b);
    b.rec.game.hi_lo = true;
  }
};
template <> struct action<pokertracker::colon_no_limit> : set_structure<Structure::kNoLimit> {};
template <> struct action<pokertracker::colon_pot_limit> : set_structure<Structure::kPotLimit> {};
template <> struct action<pokertracker::colon_fixed_limit> : set_structure<Structure::kFixedLimit> {};
template <> struct action<pokertracker::colon_table_name> : action<table_name> {};
template <> struct action<pokertracker::dealer_mark> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = b.seat;
    b.rec.button_pos = b.pos_of(in.begin() + 1);
  }
};
template <> struct action<pokertracker::colon_seat_line> : add_seat {};
// A seat line's name, up to the words after it.
struct set_seat_name {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
// "Allin", ", and is all-in": the line's wager is all in.
template <> struct action<pokertracker::colon_all_in_word> : action<all_in> {};
template <> struct action<pokertracker::colon_post_sb> : set_act<Act::kPostSmallBlind> {};
template <> struct action<pokertracker::colon_post_bb> : set_act<Act::kPostBigBlind> {};
template <> struct action<pokertracker::colon_post_ante> : set_act<Act::kPostAnte> {};
// "Post DB $0.35" at $0.10/$0.25: a small and a big blind posted together
// (the small one dead); "Post DB $0.02" at $0.02/$0.04, a small blind's
// amount, is a second small blind, settled below.
template <> struct action<pokertracker::colon_post_db> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<pokertracker::colon_fold> : set_act<Act::kFold> {};
template <> struct action<pokertracker::colon_check> : set_act<Act::kCheck> {};
template <> struct action<pokertracker::colon_call> : set_act<Act::kCall> {};
template <> struct action<pokertracker::colon_bet> : set_act<Act::kBet> {};
template <> struct action<pokertracker::colon_raise> : set_act<Act::kRaise> {};
template <> struct action<pokertracker::colon_raise_adds> : set_act<Act::kRaise> {};
// All in for what it adds: settle_added_wagers makes it a call, bet or raise.
template <> struct action<pokertracker::colon_all_in> : set_act<Act::kBet> {};
// The words describing a shown or mucked hand ("Two Pair, Queens and Tens").
template <> struct action<pokertracker::pt_hand_words> {
  template <typename In> static void apply(const In& in, Builder& b) { b.text = in.string_view(); }
};
template <> struct action<pokertracker::colon_show> : set_act<Act::kShow> {};
template <> struct action<pokertracker::colon_muck> : set_act<Act::kMuck> {};
template <> struct action<pokertracker::colon_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    const char* verb = in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 2;
    commit_action(in, b, verb);
    engine::PlayerRecord& p = b.rec.players[static_cast<std::size_t>(b.player)];
    if (b.act == Act::kMuck && !b.text.empty() && p.description.empty()) {
      p.description = b.text;
      p.description_pos = b.pos_of(b.text.data());
    }
    engine::ActionRecord& a = b.rec.actions.back();
    // "Raise to $800.00" adds the amount (the iPoker archive: "Raise to
    // $250.00" from the $50 small blind, "Raise to $800.00" from the $100
    // big blind, "Call $600.00"): settle_added_wagers finds the total.
    if (a.kind == Act::kRaise && std::string_view(verb, static_cast<std::size_t>(in.end() - verb)).starts_with("Raise to ")) {
      a.amount = b.last_amount();
      a.to = Chips{0};
    }
  }
};
template <> struct action<pokertracker::colon_returned_line> : money_line<Act::kUncalledReturn> {};
template <> struct action<pokertracker::colon_wins_line> : money_line<Act::kCollect> {};
// "Total pot" is what was paid out: the total is that and the rake.
template <> struct action<pokertracker::colon_total_line> {
  template <typename In> static void apply(const In&, Builder& b) {
    b.rec.stated.total = b.rec.stated.total.value_or(Chips{0}) + b.rec.stated.rake.value_or(Chips{0});
  }
};

// ---- Everest layout
template <> struct action<pokertracker::everest_table_name> : action<table_name> {};
template <> struct action<pokertracker::everest_seat_name> : set_seat_name {};
template <> struct action<pokertracker::everest_seat_line> : add_seat {};
template <> struct action<pokertracker::everest_all_in> : action<all_in> {};
template <> struct action<pokertracker::everest_post_sb> : set_act<Act::kPostSmallBlind> {};
template <> struct action<pokertracker::everest_post_bb> : set_act<Act::kPostBigBlind> {};
// "posts the dead blind of $0.50" then "posts $1.00": a dead small blind
// and a live big one, joined by settle_posts; "posts the dead blind of
// $1.00" alone is a live big blind (settle_everest_posts).
template <> struct action<pokertracker::everest_post_dead> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<pokertracker::everest_post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<pokertracker::everest_post> : set_act<Act::kPostBigBlind> {};
template <> struct action<pokertracker::everest_fold> : set_act<Act::kFold> {};
template <> struct action<pokertracker::everest_check> : set_act<Act::kCheck> {};
template <> struct action<pokertracker::everest_call> : set_act<Act::kCall> {};
template <> struct action<pokertracker::everest_bet> : set_act<Act::kBet> {};
template <> struct action<pokertracker::everest_raise> : set_act<Act::kRaise> {};
template <> struct action<pokertracker::everest_show> : set_act<Act::kShow> {};
template <> struct action<pokertracker::everest_muck> : set_act<Act::kMuck> {};
template <> struct action<pokertracker::everest_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
  }
};
template <> struct action<pokertracker::everest_disconnected_line> : money_line<Act::kTreatedAllIn> {};
template <> struct action<pokertracker::everest_uncalled_line> : action<uncalled_line> {};
template <> struct action<pokertracker::everest_collect_line> : money_line<Act::kCollect> {};


// ---- Microgaming layout
// "A of c", "10 of h", "6h": the rank, then the suit.
template <> struct action<pokertracker::mg_card> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view t = in.string_view();
    const std::string_view rank = t.substr(0, t.size() > 2 && t[t.size() - 2] == ' ' ? t.find(' ') : t.size() - 1);
    char text[3] = {};
    std::size_t n = 0;
    for (const char c : rank.substr(0, 2)) text[n++] = c;
    text[n++] = t.back();
    if (auto c = engine::Card::parse(std::string_view(text, n))) b.cards.push(*c);
  }
};
// "(10146282):Table 1": a tournament's number before its table.
template <> struct action<pokertracker::mg_table_name> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::string_view name = in.string_view();
    b.rec.table = name;
    const std::size_t at = name.find("):Table ");
    if (at == std::string_view::npos) return;
    std::size_t from = at;
    while (from > 0 && is_digit_char(name[from - 1])) --from;
    if (from < at) b.rec.tournament_id = name.substr(from, at - from);
  }
};
// The game is named on the next line: hold'em until then, so that the hand
// is read as a game the replay knows.
template <> struct action<pokertracker::mg_header_line> : set_variant<Variant::kHoldem> {};
template <> struct action<pokertracker::mg_holdem> : set_variant<Variant::kHoldem> {};
template <> struct action<pokertracker::mg_omaha> : set_variant<Variant::kOmaha> {};
template <> struct action<pokertracker::mg_tournament_kind> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.tournament = true; }
};
template <> struct action<pokertracker::mg_seat_name> : set_seat_name {};
template <> struct action<pokertracker::mg_sitting_out> {
  template <typename In> static void apply(const In&, Builder& b) { b.sitting_out = true; }
};
template <> struct action<pokertracker::mg_dealer> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = b.seat;
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
// The stack "at end" of the hand is kept in finishing_stacks while the hand
// is read (one entry a seat, in seat order as the layout lists them) and
// checked against the hand's own lines once it is settled
// (check_end_stacks); a seat without one has none.
template <> struct action<pokertracker::mg_end_stack> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.finishing_stacks.resize(b.rec.players.size());
    b.rec.finishing_stacks_pos.resize(b.rec.players.size());
    b.rec.finishing_stacks.push_back(b.last_amount());
    b.rec.finishing_stacks_pos.push_back(b.pos_of(in.begin()));
  }
};
template <> struct action<pokertracker::mg_seat_line> : action<seat_line> {};
template <> struct action<pokertracker::mg_dealt_line> : deal_cards {};
template <> struct action<pokertracker::mg_flop> : set_marker<Marker::kFlop> {};
template <> struct action<pokertracker::mg_turn> : set_marker<Marker::kTurn> {};
template <> struct action<pokertracker::mg_river> : set_marker<Marker::kRiver> {};
template <> struct action<pokertracker::mg_street_line> : board_street {};
template <> struct action<pokertracker::mg_post_sb> : set_act<Act::kPostSmallBlind> {};
template <> struct action<pokertracker::mg_post_bb> : set_act<Act::kPostBigBlind> {};
template <> struct action<pokertracker::mg_post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<pokertracker::mg_post_to_play> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<pokertracker::mg_fold> : set_act<Act::kFold> {};
template <> struct action<pokertracker::mg_check> : set_act<Act::kCheck> {};
template <> struct action<pokertracker::mg_call> : set_act<Act::kCall> {};
template <> struct action<pokertracker::mg_bet> : set_act<Act::kBet> {};
template <> struct action<pokertracker::mg_raise> : set_act<Act::kRaise> {};
template <> struct action<pokertracker::mg_all_in> : set_all_in_act<Act::kBet> {};
template <> struct action<pokertracker::mg_show> : set_act<Act::kShow> {};
template <> struct action<pokertracker::mg_muck> : set_act<Act::kMuck> {};
// A raise states the amount as written; settle_mg_wagers says what it is.
template <> struct action<pokertracker::mg_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    commit_action(in, b, in.begin() + b.rec.players[static_cast<std::size_t>(b.player)].name.size() + 1);
    engine::ActionRecord& a = b.rec.actions.back();
    if (a.kind == Act::kRaise) {
      a.amount = b.last_amount();
      a.to = Chips{0};
    }
  }
};
template <> struct action<pokertracker::mg_main_pot> {
  template <typename In> static void apply(const In&, Builder& b) { b.pot = 0; }
};
template <> struct action<pokertracker::mg_wins_line> : money_line<Act::kCollect> {};
// "** Hand #" hands end with their rake line, the others with "End of game".
template <> struct action<pokertracker::mg_rake_line> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.has_summary = true; }
};
template <> struct action<pokertracker::mg_end_line> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.has_summary = true; }
};

// A summary is required; its lines are the wins, not a seat line a player.
struct SummaryRequired {
  static bool summary_may_be_empty(const Builder& b) { return b.rec.has_summary; }
};

struct ColonDialect : SummaryRequired {
  using header_line = pokertracker::colon_header_line;
  using table_line = pokertracker::colon_table_line;
  using street_line = pokertracker::pt_street_line;
  using body_line = pokertracker::colon_body_line;
  using summary_line = pokertracker::colon_summary_line;
  static constexpr std::string_view kFormat = "pokertracker";
  static constexpr std::string_view kSite = "pokertracker";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"GAME #<id>: <game> <limit> <stakes> <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a PokerTracker export contains";
};

struct EverestDialect : SummaryRequired {
  using header_line = pokertracker::everest_header_line;
  using table_line = pokertracker::everest_seat_line;  // the seats follow the header at once
  using street_line = pokertracker::pt_street_line;
  using body_line = pokertracker::everest_body_line;
  using summary_line = pokertracker::everest_summary_line;
  static constexpr std::string_view kFormat = "pokertracker";
  // The room, as a PokerStars-format Full Tilt hand's site is "full-tilt":
  // its hands are audited under the everest profile.
  static constexpr std::string_view kSite = "everest";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"EverestPoker Game #<id>: Table <name> - <stakes> - <game> - <time>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a PokerTracker export contains";
};

bool is_post_kind(Act k) {
  return k == Act::kPostSmallBlind || k == Act::kPostBigBlind || k == Act::kPostSmallAndBig || k == Act::kPostAnte;
}

struct MicrogamingDialect : SummaryRequired {
  using header_line = pokertracker::mg_header_line;
  using table_line = pokertracker::mg_game_line;  // never begins "Table ": read as a body line
  using street_line = pokertracker::mg_body_line;
  using body_line = pokertracker::mg_body_line;
  using summary_line = pokertracker::mg_body_line;  // no summary section: "End of game" closes the hand
  static constexpr std::string_view kFormat = "pokertracker";
  static constexpr std::string_view kSite = "pokertracker";
  static constexpr const char* kHeaderExpected =
      "cannot read the hand header: expected \"** Game ID <id> starting - <date>\"";
  static constexpr const char* kForeignLine =
      "cannot read this line: it is not a line a PokerTracker export contains";
};

// A tournament header states no blinds: the first full posts are the level.
void settle_stakes(HandRecord& rec) {
  engine::GameDef& g = rec.game;
  if (g.big_blind.positive()) return;
  g.big_blind = first_full_post(rec, Act::kPostBigBlind);
  g.small_blind = first_full_post(rec, Act::kPostSmallBlind);
  // The big blind all in for less ("Post BB $65.00" at 600/1,200): twice
  // the small blind.
  if (!g.big_blind.positive()) g.big_blind = g.small_blind + g.small_blind;
}

// Merge's "Post DB $0.02" at $0.02/$0.04, a small blind's amount, is a
// second small blind, "Post DB $1.00" at $0.50/$1 a live big blind out of
// turn; "Post DB $0.35" at $0.10/$0.25 both blinds at once,
// as iPoker's "Post BB $1.50" at $0.50/$1 is.
void settle_colon_posts(HandRecord& rec) {
  const engine::GameDef& g = rec.game;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.kind == Act::kPostSmallAndBig && a.amount <= g.small_blind) a.kind = Act::kPostSmallBlind;
    if (a.kind == Act::kPostSmallAndBig && a.amount == g.big_blind) a.kind = Act::kPostBigBlind;
    if (a.kind == Act::kPostBigBlind && g.small_blind.positive() && a.amount == g.small_blind + g.big_blind)
      a.kind = Act::kPostSmallAndBig;
  }
}

// Everest's dead blind of the big blind's amount is a live big blind; one
// of less is the dead small blind the next "posts" line completes.
void settle_everest_posts(HandRecord& rec) {
  for (engine::ActionRecord& a : rec.actions)
    if (a.kind == Act::kPostSmallAndBig && a.amount >= rec.game.big_blind) a.kind = Act::kPostBigBlind;
  settle_posts(rec);
}

// The iPoker archive's heads-up hands mark no seat DEALER: heads-up, the
// small blind is the button (PLO-2max-USD-50.00-100.00-201308: "Hero: SB
// $50.00", then the big blind acts first after the flop).
void settle_heads_up_button(HandRecord& rec) {
  if (rec.button_seat != 0) return;
  int dealt = 0;
  for (const engine::PlayerRecord& p : rec.players) dealt += p.sitting_out ? 0 : 1;
  if (dealt != 2) return;
  for (const engine::ActionRecord& a : rec.actions)
    if (a.kind == Act::kPostSmallBlind && a.player >= 0) {
      rec.button_seat = rec.players[static_cast<std::size_t>(a.player)].seat;
      rec.button_pos = a.pos;
      return;
    }
}

// Merge's tournament hands state each stack after the hand's posts (fpdb
// adds them back): the stack the hand began with is that and the posts.
void settle_merge_tournament_stacks(HandRecord& rec) {
  for (const engine::ActionRecord& a : rec.actions)
    if (is_post_kind(a.kind) && a.player >= 0) rec.players[static_cast<std::size_t>(a.player)].stack += a.amount;
}

// The colon and Microgaming layouts mark few all-ins ("Allin", "Post BB
// Allin", "went all-in"): a wager that leaves a player nothing behind is his
// all-in. Amounts as settle_added_wagers leaves them (a raise's `to` the
// street total). Returns what each player put in.
std::array<Chips, kMaxSeats> mark_all_ins(HandRecord& rec) {
  std::array<Chips, kMaxSeats> left{};
  std::array<Chips, kMaxSeats> put_in{};
  std::array<Chips, kMaxSeats> street_bet{};
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i) left[i] = rec.players[i].stack;
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.street != street) {
      street = a.street;
      street_bet.fill(Chips{0});
    }
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) continue;
    const auto p = static_cast<std::size_t>(a.player);
    Chips added{0};
    if (a.kind == Act::kRaise) {
      added = a.to - street_bet[p];
      street_bet[p] = a.to;
    } else if (a.kind == Act::kCall || a.kind == Act::kBet || is_post_kind(a.kind)) {
      added = a.amount;
      if (a.kind != Act::kPostAnte) street_bet[p] += a.amount;
    } else {
      continue;
    }
    left[p] -= added;
    put_in[p] += added;
    if (added.positive() && !left[p].positive()) a.all_in = true;
  }
  return put_in;
}

// The part of the largest wager no other player matched: what goes back.
Chips uncalled_part(const std::array<Chips, kMaxSeats>& put_in) {
  Chips first{0}, second{0};
  for (const Chips c : put_in) {
    if (c > first) {
      second = first;
      first = c;
    } else if (c > second) {
      second = c;
    }
  }
  return first - second;
}

// Microgaming's newcomer's post ("posted to play - 0.05" at 0.05/0.10): a
// small blind's amount is dead money (fpdb's second small blind), the big
// blind's a live big blind, more both blinds.
// An all-in before the cards are dealt is a blind posted short ("Player0
// went all-in - 10.00" with 10 chips after the 10 small blind): the big
// blind when the small one is in, else the small blind (fpdb reads it so).
void settle_mg_posts(HandRecord& rec) {
  const engine::GameDef& g = rec.game;
  std::uint32_t dealt_line = 0;
  for (const engine::PlayerRecord& p : rec.players)
    if (p.dealt_pos.line != 0) dealt_line = p.dealt_pos.line;
  bool small = false, big = false;
  for (engine::ActionRecord& a : rec.actions) {
    small = small || a.kind == Act::kPostSmallBlind;
    big = big || a.kind == Act::kPostBigBlind;
    if (a.kind == Act::kBet && a.all_in && dealt_line != 0 && a.pos.line < dealt_line) {
      a.kind = !big && small ? Act::kPostBigBlind : !small ? Act::kPostSmallBlind : Act::kPostBigBlind;
      big = big || a.kind == Act::kPostBigBlind;
      small = small || a.kind == Act::kPostSmallBlind;
    }
  }
  for (engine::ActionRecord& a : rec.actions) {
    if (a.kind != Act::kPostSmallAndBig) continue;
    if (a.amount <= g.small_blind) a.kind = Act::kPostSmallBlind;
    else if (a.amount == g.big_blind) a.kind = Act::kPostBigBlind;
  }
}

// What Microgaming's amounts are. The exports of 2011 ("** Game ID N
// starting", no version, no stack "at end") write a call and a raise as the
// street total ("called - 0.40" from the 0.05 small blind facing 0.40) and an
// all-in as what it adds; the later ones write what each adds ("raised -
// 75.00" from the 25 small blind, to 100; "called - 50.00" from the 50 big
// blind), a bet before the flop being such a raise.
void settle_mg_wagers(HandRecord& rec, bool totals) {
  std::array<Chips, kMaxSeats> street_bet{};
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.street != street) {
      street = a.street;
      street_bet.fill(Chips{0});
    }
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) continue;
    const auto p = static_cast<std::size_t>(a.player);
    if (!totals) {
      if (a.kind == Act::kBet && !a.all_in && a.street == Street::kPreflop) {
        a.kind = Act::kRaise;
        a.to = Chips{0};
      }
      continue;
    }
    if (a.kind == Act::kRaise) {
      a.to = a.amount;
      a.amount = Chips{0};
      street_bet[p] = a.to;
    } else if (a.kind == Act::kCall) {
      a.amount -= street_bet[p];
      street_bet[p] += a.amount;
    } else if (a.kind == Act::kBet && !a.all_in) {
      street_bet[p] = a.amount;
    } else if (a.kind == Act::kBet || a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind ||
               a.kind == Act::kPostSmallAndBig) {
      street_bet[p] += a.amount;  // an all-in adds its amount, as the posts do
    }
  }
}

// The stacks "at end" against the hand's own lines: each player's stack,
// less what he put in, plus what he won (his uncalled bet is inside his
// win), must be his stack at the end. A difference is the log contradicting
// itself (inconsistent-record), whatever the rules would have awarded.
void check_end_stacks(HandRecord& rec, const std::array<Chips, kMaxSeats>& put_in,
                      std::vector<engine::Finding>& findings) {
  std::vector<std::optional<Chips>> end;
  std::vector<SourcePos> end_pos;
  std::swap(end, rec.finishing_stacks);  // held there while the hand was read only
  std::swap(end_pos, rec.finishing_stacks_pos);
  std::array<Chips, kMaxSeats> won{};
  for (const engine::ActionRecord& a : rec.actions)
    if ((a.kind == Act::kCollect || a.kind == Act::kUncalledReturn) && a.player >= 0 &&
        static_cast<std::size_t>(a.player) < kMaxSeats)
      won[static_cast<std::size_t>(a.player)] += a.amount;
  for (std::size_t i = 0; i < end.size() && i < rec.players.size() && i < kMaxSeats; ++i) {
    if (!end[i]) continue;
    const Chips replayed = rec.players[i].stack - put_in[i] + won[i];
    if (*end[i] == replayed) continue;
    engine::Finding f;
    f.rule = Rule::kInconsistentRecord;
    f.pos = end_pos[i];
    f.player = std::string(rec.players[i].name);
    f.message = std::string(rec.players[i].name) + " ends the hand with " + engine::money_text(*end[i], rec) +
                " by the seat line, but with " + engine::money_text(replayed, rec) +
                " by the hand's lines (his stack, less what he put in, plus what he won)";
    findings.push_back(std::move(f));
  }
}

}  // namespace
}  // namespace stars_text

struct PokerTrackerScratch::Lists : stars_text::Lists {};

PokerTrackerScratch::PokerTrackerScratch() : lists_(std::make_unique<Lists>()) {}
PokerTrackerScratch::~PokerTrackerScratch() = default;
PokerTrackerScratch::PokerTrackerScratch(PokerTrackerScratch&&) noexcept = default;
PokerTrackerScratch& PokerTrackerScratch::operator=(PokerTrackerScratch&&) noexcept = default;

ParseStatus parse_pokertracker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                    engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  PokerTrackerScratch scratch;
  return parse_pokertracker_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_pokertracker_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                    engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                    PokerTrackerScratch& scratch) {
  const bool everest = text.starts_with("EverestPoker ");
  const bool microgaming = text.starts_with("** ");
  const ParseStatus status =
      everest ? stars_text::read_hand<stars_text::EverestDialect>(text, line, column, out, findings, *scratch.lists_)
      : microgaming
          ? stars_text::read_hand<stars_text::MicrogamingDialect>(text, line, column, out, findings, *scratch.lists_)
          : stars_text::read_hand<stars_text::ColonDialect>(text, line, column, out, findings, *scratch.lists_);
  // A hand stopped at a line it cannot read is settled all the same: the
  // audit judges what was read before (HandRecord::stop_pos).
  if (status == ParseStatus::kUnreadable && out.stop_pos.line == 0) return status;
  stars_text::settle_stakes(out);
  if (everest) {
    stars_text::settle_everest_posts(out);
  } else if (microgaming) {
    stars_text::settle_mg_posts(out);
    const std::string_view header = text.substr(0, text.find('\n'));
    const bool totals = text.starts_with("** Game ID ") && header.find(" Version:") == std::string_view::npos &&
                        text.find(" at end ") == std::string_view::npos;
    stars_text::settle_mg_wagers(out, totals);
  } else {
    stars_text::settle_colon_posts(out);
    if (out.game.tournament && !text.starts_with("GAME #")) stars_text::settle_merge_tournament_stacks(out);
  }
  // The exports list every seat, dealt in or not: a player with no line in
  // the hand was not dealt in; the hero, dealt cards, is in.
  mark_not_dealt_in(out);
  stars_text::settle_heads_up_button(out);
  settle_added_wagers(out, findings);
  std::array<engine::Chips, kMaxSeats> put_in{};
  if (!everest) {
    put_in = stars_text::mark_all_ins(out);
    if (microgaming) stars_text::check_end_stacks(out, put_in, findings);
  }
  // Neither layout writes the rake of an Everest or Merge hand (only iPoker's
  // "Total pot .. Rake .." does), and the wins hold an uncalled bet's
  // return unless a line returns it (Merge's "wins $0.04 (uncalled)",
  // Everest's "Uncalled bet of").
  out.states_rake = out.game.tournament || out.stated.rake.has_value();
  bool returns = false;
  for (const engine::ActionRecord& a : out.actions) returns = returns || a.kind == engine::Act::kUncalledReturn;
  out.states_returns = returns || everest;
  // iPoker's exports before its "Uncalled:Y" headers count the uncalled bet
  // in "Total pot" (it is paid back inside the win): the total is the rest.
  if (!everest && !microgaming && !returns && out.stated.total && text.substr(0, text.find('\n')).find(" Uncalled:Y") == std::string_view::npos)
    *out.stated.total -= stars_text::uncalled_part(put_in);
  // Merge's cash wins are the whole pot, the rake taken from the winner's
  // stack afterwards (NLHE-USD-0.50-1.00-201101.Merge: Player8 wins and ends
  // with $80.94, starting the next hand with $79.84): as GGPoker's 2020 logs
  // (HandRecord::collects_before_rake).
  if (!everest && !microgaming && !text.starts_with("GAME #") && !out.game.tournament && !out.stated.rake)
    out.collects_before_rake = true;
  // Microgaming's wins hold the uncalled bet (Version:3: "wins 649.00" of a
  // 400 pot and a 250 bet not called, less a 1 rake).
  if (microgaming) out.states_returns = false;
  return status;
}

}  // namespace parser

// The OnGame reader: the actions of parser/ongame_grammar.h and its line
// loop. It fills the HandRecord PokerStars hands fill, through the builder
// PokerStars-style readers share (parser/stars_text_builder.h: the seat
// list's name matcher, positions, scratch lists) and the line loop of the
// bracket-text readers (parser/bracket_lines.h), and turns OnGame's own
// conventions into the record's: a raise states the chips it adds and the
// street total (the record wants the increment over the highest bet), a
// dead blind is a line of its own after the big blind, the show down is
// written in the summary's seat lines, the pots are stated before the rake
// and their shares after it, and an uncalled bet goes back without a line.

#include "parser/ongame_parser.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "engine/money_text.h"
#include "parser/bracket_lines.h"
#include "parser/header_stamp.h"
#include "parser/ongame_grammar.h"
#include "parser/plain_text_leaves.h"
#include "parser/stars_text_builder.h"

namespace parser {

namespace ongame {
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

// The builder, and what OnGame's own rules need beside it.
struct Reader : stars_text::Builder {
  int rank = 0;  // of the card being read: 0 deuce .. 12 ace
  engine::Suit suit = engine::Suit::kClubs;
  int hidden = 0;               // '-' cards on the line
  std::array<bool, 8> known{};  // card k of the line is a card, not '-'
  int items = 0;                // cards and '-' on the line
  std::string_view month{};
  std::string_view day{}, clock{}, zone{}, year{};
  bool ended = false;        // "***** End of hand" read
  bool header_done = false;  // the first "---" or action: no more seat lines
  Chips pot_amount{0};
  int side = 0;  // the pot line's: 0 main, k side pot k
  Chips total_pots{0};
  bool hi_lo_share = false;
  std::array<std::uint8_t, kMaxSeats> cards_seen{};  // stud: cards dealt to each player

  void inconsistent_at(engine::SourcePos at, std::string message) {
    engine::Finding f;
    f.rule = Rule::kInconsistentRecord;
    f.pos = at;
    f.message = std::move(message);
    findings.push_back(std::move(f));
  }
};

template <typename Rule>
struct action : plain_text::leaf_action<Rule> {};

// ---- amounts and cards
template <>
struct action<currency_symbol> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.has_currency_symbol = true;
    const std::string_view s = in.string_view();
    r.rec.currency = s == "$" ? "USD" : s == "\u20AC" ? "EUR" : s == "\u00A3" ? "GBP" : "";
  }
};
template <>
struct action<card> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.cards.push(engine::Card(r.rank, r.suit));
    if (r.items < 8) r.known[static_cast<std::size_t>(r.items)] = true;
    ++r.items;
  }
};
template <>
struct action<card_list_open> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.items = 0;
    r.hidden = 0;
  }
};
template <>
struct action<hidden_card> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    if (r.items < 8) r.known[static_cast<std::size_t>(r.items)] = false;
    ++r.items;
    ++r.hidden;
  }
};

// ---- header
template <>
struct action<hand_id> : plain_text::read_hand_id {};
template <>
struct action<tournament_tag> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.game.tournament = true;
  }
};
template <>
struct action<tournament_id> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.tournament_id = in.string_view();
  }
};
template <>
struct action<tournament_buy_in> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.tournament_buy_in = in.string_view();
  }
};
template <>
struct action<month_name> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.month = in.string_view();
  }
};
template <>
struct action<start_day> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.day = in.string_view();
  }
};
template <>
struct action<start_clock> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.clock = in.string_view();
  }
};
template <>
struct action<time_zone> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.zone = in.string_view();
  }
};
template <>
struct action<start_year> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.year = in.string_view();
  }
};
template <>
struct action<table_name> : plain_text::read_table_name {};
template <>
struct action<limit_no> : set_structure<Structure::kNoLimit> {};
template <>
struct action<limit_pot> : set_structure<Structure::kPotLimit> {};
template <>
struct action<limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <>
struct action<game_holdem> : set_variant<Variant::kHoldem> {};
template <>
struct action<game_omaha> : set_variant<Variant::kOmaha> {};
template <>
struct action<game_omaha_hilo> : set_variant<Variant::kOmaha, true> {};
template <>
struct action<game_stud> : set_variant<Variant::kStud7> {};
template <>
struct action<game_stud_hilo> : set_variant<Variant::kStud7, true> {};
template <>
struct action<game_draw> : set_variant<Variant::kDraw5> {};
template <>
struct action<game_other> : set_variant<Variant::kUnknown> {};
template <>
struct action<stake_low> : plain_text::read_small_stake {};
template <>
struct action<stake_high> : plain_text::read_big_stake {};
template <>
struct action<ante_amount> : plain_text::read_ante {};
template <>
struct action<play_money> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.play_money = true;
  }
};
template <>
struct action<button_seat> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.button_seat = small_number(in.string_view());
    r.rec.button_pos = r.pos_of(in.begin());
  }
};
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

// ---- streets
void mark_street(Reader& r, Street s, const char* at) {
  r.street = s;
  auto& slot = r.rec.street_pos[static_cast<std::size_t>(s)];
  if (slot.line == 0) slot = r.pos_of(at);
}
template <>
struct action<pocket_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.header_done = true;
    mark_street(r, Street::kPreflop, in.begin());
  }
};
template <>
struct action<separator_line> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.header_done = true;
  }
};
template <>
struct action<marker_flop> : set_street<Street::kFlop> {};
template <>
struct action<marker_turn> : set_street<Street::kTurn> {};
template <>
struct action<marker_river> : set_street<Street::kRiver> {};
// "--- Dealing flop [..]": the board grows by the street's new cards. A
// street's line written again with the same cards, after the betting ended
// with a player all in (LHE-9max-USD-0.50-1.00-201008.All-in.with.showdown:
// the flop twice, then the turn and river), deals nothing new.
bool repeats_street(const Reader& r) {
  const auto s = static_cast<std::size_t>(r.street);
  if (r.rec.street_pos[s].line == 0) return false;
  const engine::CardList& board = r.rec.boards[0];
  const std::size_t before = s == 0 ? 0 : r.rec.street_cards[s - 1];
  if (r.rec.street_cards[s] - before != r.cards.size) return false;
  return std::equal(r.cards.begin(), r.cards.end(), board.begin() + before);
}
template <>
struct action<board_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (repeats_street(r)) return;
    const auto s = static_cast<std::size_t>(r.street);
    if (r.rec.street_pos[s].line == 0) r.rec.street_pos[s] = r.pos_of(in.begin());
    engine::CardList& board = r.rec.boards[0];
    for (engine::Card c : r.cards) board.push(c);
    r.rec.street_cards[s] = board.size;
  }
};
// Stud: "Dealing 4th street" is the second round (kFlop) .. "Dealing river" the fifth.
template <>
struct action<stud_round> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    const char c = in.peek_char();
    r.marker_number = c == 'r' ? 7 : c - '0';
  }
};
template <>
struct action<stud_street_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    mark_street(r, static_cast<Street>(r.marker_number - 3), in.begin());
  }
};
template <>
struct action<summary_marker> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.in_summary = true;
    r.rec.has_summary = true;
  }
};

// "Dealing to NAME: [..]": the hero's hole cards; in stud every player's
// cards of the street, another's down-cards written '-'.
template <>
struct action<dealt_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    if (!engine::is_stud(r.rec.game.variant)) {
      p.hole = r.cards;
      if (r.cards.empty()) return;
      r.rec.hero = r.player;
      p.dealt_pos = r.pos_of(in.begin());
      p.dealt = r.cards;
      return;
    }
    // Third street deals two down and one up; fourth to sixth one up; the
    // river one down. Only the hero's down-cards are written.
    std::uint8_t& seen = r.cards_seen[static_cast<std::size_t>(r.player)];
    for (int k = 0; k < r.items && k < 8; ++k, ++seen) {
      const bool up = seen >= 2 && seen <= 5;
      if (!r.known[static_cast<std::size_t>(k)]) continue;
      const engine::Card c =
          r.cards.cards[static_cast<std::size_t>(k - std::count(r.known.begin(), r.known.begin() + k, false))];
      p.hole.push(c);
      if (up) {
        p.up.push(c);
      } else {
        r.rec.hero = r.player;
        if (p.dealt_pos.line == 0) p.dealt_pos = r.pos_of(in.begin());
      }
    }
  }
};

// "New hand for NAME: [..]": the hand after the exchange just made.
template <>
struct action<new_hand_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    engine::Exchange* e = r.rec.last_exchange(r.player);
    if (e == nullptr || e->drawn_pos.line != 0) {
      // The player's discard of this round has no exchange yet: add it.
      for (std::size_t i = r.rec.actions.size(); i-- > 0;) {
        const engine::ActionRecord& a = r.rec.actions[i];
        if (a.player != r.player || a.kind != Act::kDiscard) continue;
        e = &r.rec.exchanges.emplace_back(engine::Exchange{static_cast<std::uint16_t>(i), {}, {}, {}, {}, false});
        break;
      }
    }
    if (e != nullptr && e->drawn_pos.line == 0) {
      for (engine::Card c : r.cards) {
        const bool kept = std::find(p.hole.begin(), p.hole.end(), c) != p.hole.end();
        (kept ? e->kept : e->drawn).push(c);
      }
      for (engine::Card c : p.hole)
        if (std::find(r.cards.begin(), r.cards.end(), c) == r.cards.end()) e->thrown.push(c);
      e->whole = true;
      e->drawn_pos = r.pos_of(in.begin());
    }
    p.hole = r.cards;
  }
};

// ---- actions
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
template <>
struct action<post_small> : set_act<Act::kPostSmallBlind> {};
template <>
struct action<post_big> : set_act<Act::kPostBigBlind> {};
template <>
struct action<post_dead> : set_act<Act::kPostSmallAndBig> {};
template <>
struct action<post_ante> : set_act<Act::kPostAnte> {};
template <>
struct action<act_bring_in> : set_act<Act::kBringIn> {};
// "big bring in $1": the low card opens for the whole small bet, a
// completion, not a bring-in.
template <>
struct action<big_bring_in> : set_act<Act::kBet> {};
template <>
struct action<act_discard> : set_act<Act::kDiscard> {};
template <>
struct action<discard_count> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.discard_count = small_number(in.string_view());
  }
};
template <>
struct action<all_in> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.all_in = true;
  }
};

template <>
struct action<action_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (r.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    r.header_done = true;
    engine::ActionRecord a;
    a.kind = r.act;
    a.player = static_cast<std::int16_t>(r.player);
    a.all_in = r.all_in;
    a.pos = r.pos_of(in.begin() + r.rec.players[static_cast<std::size_t>(r.player)].name.size() + 1);
    if (r.act == Act::kDiscard) {
      // Five-card draw has one exchange: the first "changed" line begins it
      // (a "---" comes before it only when the hero draws).
      if (r.street == Street::kPreflop) mark_street(r, Street::kFlop, in.begin());
      a.cards = static_cast<std::uint8_t>(std::min(r.discard_count, 255));
    } else if (r.act == Act::kPostSmallAndBig) {
      // "posts dead blind ($0.05)" after the same player's big blind: one
      // post of both, the small blind's part dead.
      for (auto it = r.rec.actions.rbegin(); it != r.rec.actions.rend(); ++it) {
        if (it->player == a.player && it->kind == Act::kPostBigBlind) {
          it->kind = Act::kPostSmallAndBig;
          it->amount += r.last_amount();
          return;
        }
      }
      // A dead blind alone: dead money, as an ante is.
      a.kind = Act::kPostAnte;
      a.amount = r.last_amount();
    } else if (r.act == Act::kPostAnte) {
      // OnGame marks no ante "[all in]": one that takes the whole stack is.
      a.amount = r.last_amount();
      a.all_in = a.all_in || a.amount == r.rec.players[static_cast<std::size_t>(r.player)].stack;
    } else if (r.act == Act::kRaise) {
      a.amount = r.last_amount(1);  // the chips added; made the increment in settle_wagers
      a.to = r.last_amount();
    } else if (r.act != Act::kFold && r.act != Act::kCheck) {
      a.amount = r.last_amount();
    }
    a.street = r.street;
    r.rec.actions.push_back(a);
  }
};

// ---- summary
template <>
struct action<side_number> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.side = small_number(in.string_view());
  }
};
template <>
struct action<pot_amount> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.pot_amount = r.last_amount();
    r.total_pots += r.pot_amount;
  }
};
template <>
struct action<share_half> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.hi_lo_share = true;
  }
};
template <>
struct action<share> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = Street::kShowdown;
    a.pot = static_cast<std::int16_t>(r.side);
    a.amount = r.last_amount();
    a.pos = r.pos_of(in.begin());
    r.rec.actions.push_back(a);
  }
};
template <>
struct action<pot_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (r.side == 0) {
      r.rec.stated.main = r.pot_amount;
      r.rec.stated.pos = r.pos_of(in.begin());
    } else {
      r.rec.stated.side.push_back(r.pot_amount);
    }
  }
};
template <>
struct action<rake_amount> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.stated.rake = r.last_amount();
  }
};
// The summary's seat line: the stack after the hand, and the cards the
// player showed (the show down is written here only).
template <>
struct action<final_stack> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.stack = r.last_amount();
  }
};
template <>
struct action<hand_description> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.text = in.string_view();
  }
};
template <>
struct action<summary_seat_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    const auto i = static_cast<std::size_t>(r.player);
    auto& p = r.rec.players[i];
    p.in_summary = true;
    p.summary_pos = r.pos_of(in.begin());
    if (r.rec.finishing_stacks.size() != r.rec.players.size()) {
      r.rec.finishing_stacks.assign(r.rec.players.size(), std::nullopt);
      r.rec.finishing_stacks_pos.assign(r.rec.players.size(), r.rec.end_pos);
    }
    r.rec.finishing_stacks[i] = r.stack;
    r.rec.finishing_stacks_pos[i] = p.summary_pos;
    if (r.cards.empty()) return;
    const bool folded = std::any_of(r.rec.actions.begin(), r.rec.actions.end(), [&](const engine::ActionRecord& a) {
      return a.player == r.player && a.kind == Act::kFold;
    });
    p.hole = r.cards;
    if (folded) return;  // the owner's own cards, not shown
    auto& slot = r.rec.street_pos[static_cast<std::size_t>(Street::kShowdown)];
    if (slot.line == 0) slot = p.summary_pos;
    p.showed = true;
    p.show_pos = p.summary_pos;
    if (!r.text.empty()) {
      p.description = r.text;
      p.description_pos = r.pos_of(r.text.data());
    }
    engine::ActionRecord a;
    a.kind = Act::kShow;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = Street::kShowdown;
    a.pos = p.summary_pos;
    r.rec.actions.push_back(a);
  }
};

template <>
struct action<end_line> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.ended = true;
  }
};

// ---- errors: what each `must<>` expected
template <typename>
inline constexpr const char* error_message = nullptr;
template <>
inline constexpr const char* error_message<expected_game> =
    "a game such as \"NO_LIMIT TEXAS_HOLDEM $0.50/$1, Real money)\"";
template <>
inline constexpr const char* error_message<expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises, bring in, changed)";
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

// The header: the banner, "Start hand:", "Table:". The index of the line
// after them, 0 when they cannot be read.
std::size_t read_header(const std::vector<HandLine>& lines, Reader& r) {
  bool failed = false;
  if (!try_line<banner_line>(lines[0], r, failed)) {
    if (!failed)
      add_finding(r.findings, Rule::kParseError, {lines[0].number, lines[0].column},
                  "cannot read the hand header: expected \"***** History for hand <id> *****\"",
                  excerpt(lines[0].text));
    return 0;
  }
  std::size_t i = 1;
  if (i < lines.size() && try_line<start_line>(lines[i], r, failed)) ++i;
  if (failed) return 0;
  if (i >= lines.size() || !try_line<table_line>(lines[i], r, failed)) {
    if (!failed)
      add_finding(r.findings, Rule::kParseError, {lines[std::min(i, lines.size() - 1)].number, 1},
                  "cannot read the table line: expected \"Table: <name> [<number>] (<limit> <game> <stakes>, ...)\"",
                  excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  return i + 1;
}

// Whether `l`, which no rule reads, begins as a line OnGame writes.
bool begins_like_a_line(const HandLine& l, Reader& r) {
  const std::string_view t = l.text;
  for (const std::string_view start : {"Seat ", "---", "Dealing ", "Table: ", "Main pot", "Side pot", "Rake taken",
                                       "New hand for ", "Players in round", "Button: "})
    if (t.starts_with(start)) return true;
  return bracket_text::may_be_action(
      t, r, {"posts", "folds", "checks", "calls", "bets", "raises", "small bring in", "big bring in", "changed"},
      {" posts ", " folds", " checks", " calls ", " bets ", " raises ", " bring in ", " changed "});
}

bool read_line(const HandLine& l, bool last, Reader& r) {
  bool failed = false;
  bool ok = false;
  if (r.in_summary) {
    ok = try_line<summary_line>(l, r, failed);
  } else if (!r.header_done && l.text.starts_with("Seat ")) {
    ok = try_line<seat_line>(l, r, failed);
  } else if (!r.header_done && (try_line<user_line>(l, r, failed) || try_line<button_line>(l, r, failed) ||
                                try_line<players_line>(l, r, failed))) {
    return true;
  } else if (!failed) {
    ok = try_line<body_line>(l, r, failed);
  }
  if (ok || failed) return ok;
  if (last && !r.ended) {
    add_finding(r.findings, Rule::kTruncatedHand, {l.number, l.column},
                "the hand stops in the middle of a line, before its end line: the log is cut here", excerpt(l.text));
    return false;
  }
  return bracket_text::pass_over_unread(l, begins_like_a_line(l, r), "an OnGame hand history", r.findings);
}

// The record wants a raise as its increment over the street's highest bet;
// OnGame writes the chips it adds and the street total. A dead blind's small
// part counts toward no bet.
void settle_wagers(Reader& r) {
  engine::HandRecord& rec = r.rec;
  std::array<Chips, kMaxSeats> bet{};
  Chips high{0};
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.kind == Act::kCollect || a.kind == Act::kShow) continue;
    const auto p = static_cast<std::size_t>(a.player);
    if (a.street != street) {
      street = a.street;
      bet.fill(Chips{0});
      high = Chips{0};
    }
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kCall:
      case Act::kBet:
      case Act::kBringIn:
        bet[p] += a.amount;
        break;
      case Act::kPostSmallAndBig:
        bet[p] += rec.game.big_blind;
        break;
      case Act::kRaise:
        // "raises $1 to $1.37" with nothing in before: the chips added and
        // the total disagree. The chips added are what the pot holds.
        if (bet[p] + a.amount != a.to)
          r.inconsistent_at(a.pos, std::string(rec.players[p].name) + " raises " + engine::money_text(a.amount, rec) +
                                       " to " + engine::money_text(a.to, rec) + " with " +
                                       engine::money_text(bet[p], rec) + " in before: the chips added make " +
                                       engine::money_text(bet[p] + a.amount, rec));
        a.to = bet[p] + a.amount;
        a.amount = a.to - high;
        bet[p] = a.to;
        break;
      default:
        break;
    }
    if (bet[p] > high) high = bet[p];
  }
}

// The blinds as OnGame words them, as the record's:
// - Tables whose two stakes are equal ("POT_LIMIT OMAHA_HI_LO $0.50/$0.50")
//   write both posts "posts big blind" in the logs of 2011 on
//   (PLO8-USD-0.50-0.50-201111, 5-Carddraw-PL-USD-1.00-1.00-201111), where
//   the earlier logs write "posts small blind ($5)": the first of two big
//   blinds before any other post is the small blind. Such a label names the
//   big blind twice, and the small blind is what its post says ("€1/€1",
//   "posts small blind (€0.50)", PLO-6max-EUR-1-1-2011002).
// - A big blind all in for less is written "posts small blind (10) [all
//   in]" after the small blind's own post (R-279-4, R-274-110).
void blind_words(engine::HandRecord& rec) {
  const bool equal = rec.game.small_blind == rec.game.big_blind && rec.game.structure != Structure::kFixedLimit;
  engine::ActionRecord* first = nullptr;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.kind == Act::kPostAnte) continue;
    if (a.kind != Act::kPostSmallBlind && a.kind != Act::kPostBigBlind) break;
    if (first == nullptr) {
      first = &a;
      continue;
    }
    if (a.player == first->player) break;
    if (equal && first->kind == Act::kPostBigBlind && a.kind == Act::kPostBigBlind) first->kind = Act::kPostSmallBlind;
    if (first->kind == Act::kPostSmallBlind && a.kind == Act::kPostSmallBlind && a.all_in) a.kind = Act::kPostBigBlind;
    break;
  }
  if (equal && first != nullptr && first->kind == Act::kPostSmallBlind && !first->all_in)
    rec.game.small_blind = first->amount;
}

// "Mon Jan 06 01:08:00 CET 2014" as the record's start, in the zone the
// log names.
void read_stamp(Reader& r) {
  if (r.year.empty()) return;
  static constexpr std::string_view kMonths = "JanFebMarAprMayJunJulAugSepOctNovDec";
  const std::size_t m = kMonths.find(r.month);
  if (m == std::string_view::npos || m % 3 != 0) return;
  engine::HandTime& t = r.rec.start;
  t.year = small_number(r.year);
  t.month = static_cast<int>(m / 3) + 1;
  t.day = small_number(r.day);
  t.hour = small_number(r.clock.substr(0, 2));
  t.minute = small_number(r.clock.substr(3, 2));
  t.second = small_number(r.clock.substr(6, 2));
  t.clock = true;
  t.zone = r.zone;
  r.rec.start_time = civil_seconds(t).value_or(0);
}

// What the header says that the record holds as it is: fixed-limit stakes
// are the bets (the small blind is half the first), as the record's are;
// pot-limit and no-limit stakes are the blinds. No uncalled-bet line; the total of the pots is stated (before
// rake), the pots one by one only where no rake was taken (each pot's share
// of the rake is not written). Tournament amounts are chips.
void finish_record(Reader& r) {
  engine::HandRecord& rec = r.rec;
  read_stamp(r);
  rec.states_returns = false;
  if (rec.stated.main) {
    rec.stated.total = r.total_pots;
    if (rec.stated.rake.value_or(Chips{0}).positive()) {
      rec.stated.main.reset();
      rec.stated.side.clear();
    }
  }
  if (rec.game.tournament) {
    rec.has_currency_symbol = false;
    rec.currency = {};
  }
  blind_words(rec);
  settle_wagers(r);
}

}  // namespace
}  // namespace ongame

struct OngameScratch::Lists {
  stars_text::Scratch builder;
  std::vector<bracket_text::HandLine> lines;
};

OngameScratch::OngameScratch() : lists_(std::make_unique<Lists>()) {}
OngameScratch::~OngameScratch() = default;
OngameScratch::OngameScratch(OngameScratch&&) noexcept = default;
OngameScratch& OngameScratch::operator=(OngameScratch&&) noexcept = default;

ParseStatus parse_ongame_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings) {
  OngameScratch scratch;
  return parse_ongame_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_ongame_hand(std::string_view text, std::uint32_t line, std::uint32_t column, engine::HandRecord& out,
                              std::vector<engine::Finding>& findings, OngameScratch& scratch) {
  using ongame::add_finding;
  using ongame::excerpt;
  out.reset();
  out.format = "ongame";
  out.site = "ongame";
  out.header_pos = engine::SourcePos{line, column};
  ongame::Reader r{{.rec = out, .findings = findings, .scratch = scratch.lists_->builder}};
  std::vector<bracket_text::HandLine>& lines = scratch.lists_->lines;
  bracket_text::split_lines(text, line, column, lines);
  if (lines.empty()) {
    add_finding(findings, engine::Rule::kParseError, {line, column}, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  out.end_pos = engine::SourcePos{lines.back().number, lines.back().number == line ? column : 1};
  const std::size_t first = ongame::read_header(lines, r);
  if (first == 0) return ParseStatus::kUnreadable;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (!ongame::read_line(lines[i], i + 1 == lines.size(), r)) {
      bracket_text::settle_before_stop(out, findings, [&] { ongame::finish_record(r); });
      return ParseStatus::kUnreadable;
    }
  }
  if (!out.has_summary) {
    add_finding(findings, engine::Rule::kTruncatedHand, out.end_pos,
                "the hand stops before its summary: the log is cut here", excerpt(lines.back().text));
    bracket_text::settle_before_stop(out, findings, [&] { ongame::finish_record(r); });
    return ParseStatus::kUnreadable;
  }
  ongame::finish_record(r);
  return ParseStatus::kOk;
}

}  // namespace parser

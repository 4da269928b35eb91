// The Everleaf Gaming reader: the actions of parser/everleaf_grammar.h and
// its line loop. It fills the HandRecord PokerStars hands fill, through the
// builder PokerStars-style readers share (parser/stars_text_builder.h: the
// seat list's name matcher, positions, scratch lists) and the leaf actions of
// the bracket rooms (parser/bracket_actions.h: amounts, cards), and turns
// Everleaf's conventions into the record's: a raise states the chips it adds
// (the record wants the increment and the street total), a stud completion
// its street total, and the facts Everleaf never writes (rake, total pot,
// uncalled-bet returns, all-in marks) are marked unknown.

#include "parser/everleaf_parser.h"

#include <array>
#include <string>
#include <string_view>

#include "parser/bracket_actions.h"
#include "parser/bracket_lines.h"
#include "parser/everleaf_grammar.h"
#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/stars_text_builder.h"

namespace parser {

namespace everleaf {
namespace {

using engine::Act;
using engine::Chips;
using engine::Rule;
using engine::Street;
using engine::Structure;
using engine::Variant;
using stars_text::add_finding;
using stars_text::excerpt;
using stars_text::small_number;

// The builder, and what Everleaf's own rules need beside it.
struct Reader : stars_text::Builder {
  int rank = 0;  // of the card being read (parser/bracket_actions.h): 0 deuce .. 12 ace
  engine::Suit suit = engine::Suit::kClubs;
  bool blinds_named = false;  // the game line begins "Blinds": its stakes are the blinds
  bool limit_named = false;   // "NL ", "PL ", "FL ": without one the game is fixed limit
  bool table_read = false;
  bool stakes_symbol = false;    // the game line's stakes carry a currency symbol (cash)
  bool after_wins = false;       // the line before was a payout (its description may run on)
  std::string_view game_line{};  // for its date and time
  bool new_player = false;       // the seat line being read is a "( new player )"
};

using bracket_text::HandLine;

template <typename Rule>
struct action : bracket_text::leaf_action<Rule> {};

// ---- header
template <>
struct action<hand_number> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.hand_id = in.string_view();
  }
};
template <>
struct action<tournament_id> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.game.tournament = true;
    r.rec.tournament_id = in.string_view();
  }
};
template <>
struct action<blinds_word> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.blinds_named = true;
  }
};
template <>
struct action<caret_euro> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.has_currency_symbol = true;
    r.rec.currency = "EUR";
  }
};
template <>
struct action<stake_digits> : bracket_text::leaf_action<amount_digits> {};
template <>
struct action<stake_low> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.game.small_blind = r.last_amount();
  }
};
template <>
struct action<stake_high> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.game.big_blind = r.last_amount();
    r.stakes_symbol = r.rec.has_currency_symbol;
  }
};
template <Structure S>
struct set_structure {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.game.structure = S;
    r.limit_named = true;
  }
};
template <>
struct action<limit_no> : set_structure<Structure::kNoLimit> {};
template <>
struct action<limit_pot> : set_structure<Structure::kPotLimit> {};
template <>
struct action<limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <Variant V>
struct set_variant {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.game.variant = V;
  }
};
template <>
struct action<game_holdem> : set_variant<Variant::kHoldem> {};
template <>
struct action<game_omaha> : set_variant<Variant::kOmaha> {};
template <>
struct action<game_stud> : set_variant<Variant::kStud7> {};
template <>
struct action<game_razz> : set_variant<Variant::kRazz> {};
template <>
struct action<hi_lo> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.rec.game.hi_lo = true;
  }
};
template <>
struct action<max_seats> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.game.max_seats = small_number(in.string_view());
  }
};
template <>
struct action<game_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.game_line = in.string_view();
    if (!r.limit_named) r.rec.game.structure = Structure::kFixedLimit;
  }
};

// ---- table and seats
template <>
struct action<table_name> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.rec.table = in.string_view();
  }
};
template <>
struct action<table_line> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.table_read = true;
  }
};
template <>
struct action<button_line> : bracket_text::button_line_action {};
template <>
struct action<seat_number> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.seat = small_number(in.string_view());
  }
};
template <>
struct action<seat_player_name> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.name = in.string_view();
  }
};
template <>
struct action<seat_stack> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.stack = r.last_amount();
  }
};
template <>
struct action<seat_out> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.sitting_out = true;
  }
};
template <>
struct action<seat_new_player> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.new_player = true;
  }
};
// A new player is not in the hand: he is left out of the record, so that
// his stack is first known when he is dealt in.
template <>
struct action<seat_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (r.new_player) {
      r.new_player = false;
      return;
    }
    for (const auto& p : r.rec.players) {
      if (p.seat == r.seat || p.name == r.name) {
        r.inconsistent(in.begin(),
                       "seat " + std::to_string(r.seat) + " or player '" + std::string(r.name) + "' is listed twice");
        return;
      }
    }
    if (r.rec.players.size() >= kMaxSeats) throw tao::pegtl::parse_error("more than 64 seats in one hand", in);
    engine::PlayerRecord& p = r.rec.players.emplace_back();
    p.name = r.name;
    p.seat = r.seat;
    p.stack = r.sitting_out ? Chips{0} : r.stack;
    p.sitting_out = r.sitting_out;
    p.pos = r.pos_of(in.begin());
  }
};

// ---- streets
template <>
struct action<marker_down> : bracket_text::set_street<Street::kPreflop> {};
template <>
struct action<marker_flop> : bracket_text::set_street<Street::kFlop> {};
template <>
struct action<marker_turn> : bracket_text::set_street<Street::kTurn> {};
// Stud's last card comes on "River": its seventh street.
template <>
struct action<marker_river> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.street = engine::is_stud(r.rec.game.variant) ? Street::kSeventh : Street::kRiver;
  }
};
// "4th Street" .. "6th Street": the second to fourth betting rounds.
template <>
struct action<marker_stud> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.street = static_cast<Street>(in.peek_char() - '3');
  }
};
template <>
struct action<street_line> : bracket_text::street_line_action {};
// Flop games: the hero's hole cards. Stud: a card a line ("Dealt to
// MOURINHO_ [ Ah ]."), the hero's two down-cards and up-card together on
// third street; every card but seventh street's is up.
template <>
struct action<dealt_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (!engine::is_stud(r.rec.game.variant)) {
      bracket_text::dealt_line_action::apply(in, r);
      return;
    }
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    for (engine::Card c : r.cards) p.hole.push(c);
    if (r.street == Street::kSeventh || r.cards.size > 1) r.rec.hero = r.player;
    if (r.street != Street::kSeventh && !r.cards.empty()) p.up.push(r.cards.cards[r.cards.size - 1]);
  }
};

// ---- actions
using bracket_text::set_act;
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
struct action<post_ante> : set_act<Act::kPostAnte> {};
template <>
struct action<act_bring_in> : set_act<Act::kBringIn> {};
// A completion states its street total: `to` holds it until
// bracket_text::settle_added_raises.
template <>
struct action<act_complete> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.act = Act::kRaise;
    r.capped = true;  // here: the amount is a total (Builder's flag, free in this reader)
  }
};
// The amount as written, in `amount`: what the line puts in (a completion's
// total in `to`). A raise's increment and total are settled once the hand is
// read (bracket_text::settle_added_raises).
struct commit_action {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    if (r.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    engine::ActionRecord a;
    a.kind = r.act;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    if (r.capped) {
      a.to = r.last_amount();
    } else if (r.act != Act::kFold && r.act != Act::kCheck) {
      a.amount = r.last_amount();
    }
    a.pos = r.pos_of(in.begin() + r.rec.players[static_cast<std::size_t>(a.player)].name.size() + 1);
    r.rec.actions.push_back(a);
  }
};
template <>
struct action<colon_action_line> : commit_action {};
template <>
struct action<plain_action_line> : commit_action {};

// ---- show down and payouts
template <>
struct action<hand_text> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.text = in.string_view();
  }
};
template <>
struct action<show_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    r.act = Act::kShow;
    bracket_text::show_line_action::apply(in, r);
    auto& p = r.rec.players[static_cast<std::size_t>(r.player)];
    if (!r.text.empty()) {
      p.description = r.text;
      p.description_pos = r.pos_of(r.text.data());
    }
  }
};
template <>
struct action<pot_main> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.pot = 0;
  }
};
template <>
struct action<pot_side> {
  template <typename In>
  static void apply(const In&, Reader& r) {
    r.pot = 1;
  }
};
template <>
struct action<wins_line> {
  template <typename In>
  static void apply(const In& in, Reader& r) {
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    a.amount = r.amounts.empty() ? Chips{0} : r.amounts.front();
    a.pot = static_cast<std::int16_t>(r.pot < 0 ? 0 : r.pot);
    a.pos = r.pos_of(in.begin());
    r.rec.actions.push_back(a);
    r.rec.has_summary = true;  // the payouts end the hand
  }
};

// ---- errors: what each `must<>` expected
template <typename>
inline constexpr const char* error_message = nullptr;
template <>
inline constexpr const char* error_message<expected_game> =
    "a game such as \"NL Hold'em\", \"PL Omaha Hi/Lo\" or \"7 Card Stud\"";
template <>
inline constexpr const char* error_message<expected_hand_number> = "the hand's number, then a blank";
template <>
inline constexpr const char* error_message<expected_colon_verb> = "an action (posts, bets)";
template <>
inline constexpr const char* error_message<expected_plain_verb> =
    "an action (folds, checks, calls, raises, posts bring-in, completes)";
template <>
inline constexpr const char* error_message<expected_end> = "the end of the action line";
struct error {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;

// ---- the line loop

template <typename Grammar>
bool try_line(const HandLine& l, Reader& r, bool& failed) {
  return bracket_text::try_line<Grammar, action, control>(l, r, failed);
}

// The header: the skin's line(s), the banner, Grand Poker's tournament
// line, the game line. Returns the index of the line after them, 0 when they
// cannot be read.
std::size_t read_header(const std::vector<HandLine>& lines, Reader& r) {
  std::size_t i = 0;
  bool failed = false;
  while (i < lines.size() && !lines[i].text.starts_with("***") && try_line<skin_line>(lines[i], r, failed)) ++i;
  const engine::SourcePos start{lines[0].number, lines[0].column};
  if (i >= lines.size() || !try_line<banner_line>(lines[i], r, failed)) {
    if (failed) return 0;  // the banner's number is damaged: reported where
    add_finding(r.findings, Rule::kParseError, start,
                "cannot read the hand header: expected \"***** Hand history for game #<number> *****\"",
                excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  ++i;
  if (i < lines.size() && try_line<tournament_line>(lines[i], r, failed)) ++i;
  if (i >= lines.size() || !try_line<game_line>(lines[i], r, failed)) {
    if (!failed)
      add_finding(r.findings, Rule::kParseError, {lines[std::min(i, lines.size() - 1)].number, 1},
                  "cannot read the game line: expected \"[Blinds ]<low>/<high> <game> - <date> - <time>\"",
                  excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  return i + 1;
}

// Whether `l`, which no rule reads, begins as a line Everleaf writes: a
// seat, table or street line, "Dealt to", or a seated name before one of
// its action words. It may be what the replay needs: it is not passed over.
bool begins_like_a_line(const HandLine& l, Reader& r) {
  const std::string_view t = l.text;
  for (const std::string_view start : {"Seat ", "** ", "Dealt to ", "Table ", "Total number of"})
    if (t.starts_with(start)) return true;
  if (r.match_seated_name(t, ":") != 0) return false;
  return bracket_text::may_be_action(
      t, r, {"posts", "folds", "checks", "calls", "bets", "raises", "completes", "shows", "wins"},
      {" posts ", " folds", " checks", " calls [", " bets [", " raises [", " shows [", " wins "});
}

// One line after the header; false, with a finding, when it cannot be read.
// A line of no kind Everleaf writes is an unrecognized-line, passed over.
bool read_line(const HandLine& l, Reader& r) {
  bool failed = false;
  bool ok = false;
  const bool after_wins = r.after_wins;
  r.after_wins = false;
  if (!r.table_read && r.rec.players.empty() && try_line<table_line>(l, r, failed)) return true;
  if (failed) return false;
  if (l.text.starts_with("Seat ") && r.rec.actions.empty()) {
    ok = try_line<button_line>(l, r, failed) || (!failed && try_line<seat_line>(l, r, failed));
  } else if (try_line<players_line>(l, r, failed)) {
    return true;
  } else if (!failed) {
    ok = try_line<body_line>(l, r, failed);
    if (ok) r.after_wins = l.text.find(" wins ") != std::string_view::npos && r.rec.has_summary;
    if (!ok && !failed && after_wins) {
      // "Player4 wins $ 0.13 USD from main pot with two pairs, jacks and" /
      // "eights [ Jc, Js, 9d, 8c, 8h ]": the description goes on here.
      ok = try_line<description_end_line>(l, r, failed);
      r.after_wins = ok;
    }
  }
  if (ok || failed) return ok;
  return bracket_text::pass_over_unread(l, begins_like_a_line(l, r), "an Everleaf hand history", r.findings);
}

// Everleaf lists a seated player who sits the hand out as any other ("Seat
// 2: Player2 (  $ 49.70 USD )" skipped by the blinds and never acting,
// NLHE-10max-USD-0.25-0.50-200911; "Seat 2: Player1 ( € 0 EURO )"): a
// player with no line of his own in the hand (no post, action, cards or
// payout) was not dealt in. Every player dealt in acts or is paid: the
// hand ends when all but one have folded.
void sitting_out_unmarked(engine::HandRecord& rec) {
  std::array<bool, kMaxSeats> seen{};
  for (const engine::ActionRecord& a : rec.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < kMaxSeats)
      seen[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i)
    if (!seen[i] && rec.players[i].hole.empty()) rec.players[i].sitting_out = true;
}

// What the header says that the record holds otherwise, and what Everleaf
// never writes. A fixed-limit game line without "Blinds" states the bets
// (the record's small_blind and big_blind); with it, the blinds: the small
// bet is the big blind, the big bet twice it. No rake, total pot,
// uncalled-bet return or all-in mark is written (HandRecord). A game line
// without a currency symbol is a tournament's (Everleaf's cash stakes are
// always in dollars or euros; its tournament logs name no tournament but
// Grand Poker's).
void finish_record(Reader& r) {
  engine::HandRecord& rec = r.rec;
  if (!r.game_line.empty()) {
    rec.start_time = header_time(r.game_line).value_or(0);
    read_header_times(r.game_line, rec.start, rec.start_et);
  }
  if (rec.game.structure == Structure::kFixedLimit && r.blinds_named) {
    rec.game.small_blind = rec.game.big_blind;
    rec.game.big_blind = rec.game.big_blind + rec.game.big_blind;
  }
  if (!r.stakes_symbol) rec.game.tournament = true;
  sitting_out_unmarked(rec);
  rec.states_returns = false;
  rec.states_rake = rec.game.tournament;
  if (rec.game.tournament) {
    rec.has_currency_symbol = false;
    rec.currency = {};
  }
  bracket_text::settle_added_raises(rec);
}

}  // namespace
}  // namespace everleaf

struct EverleafScratch::Lists {
  stars_text::Scratch builder;
  std::vector<bracket_text::HandLine> lines;
};

EverleafScratch::EverleafScratch() : lists_(std::make_unique<Lists>()) {}
EverleafScratch::~EverleafScratch() = default;
EverleafScratch::EverleafScratch(EverleafScratch&&) noexcept = default;
EverleafScratch& EverleafScratch::operator=(EverleafScratch&&) noexcept = default;

ParseStatus parse_everleaf_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  EverleafScratch scratch;
  return parse_everleaf_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_everleaf_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                EverleafScratch& scratch) {
  everleaf::Reader r{{.rec = out, .findings = findings, .scratch = scratch.lists_->builder}};
  std::vector<bracket_text::HandLine>& lines = scratch.lists_->lines;
  if (!bracket_text::begin_hand("everleaf", text, line, column, out, findings, lines))
    return ParseStatus::kUnreadable;
  const std::size_t first = everleaf::read_header(lines, r);
  if (first == 0) return ParseStatus::kUnreadable;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (!everleaf::read_line(lines[i], r)) {
      bracket_text::settle_before_stop(out, findings, [&] { everleaf::finish_record(r); });
      return ParseStatus::kUnreadable;
    }
  }
  // No payout: the log stops before the hand's end.
  if (!bracket_text::ends_whole(out, findings, lines, "the hand stops before its payouts: the log is cut here",
                                [&] { everleaf::finish_record(r); }))
    return ParseStatus::kUnreadable;
  everleaf::finish_record(r);
  if (!engine::replay_supported(out.game.variant)) {
    everleaf::add_finding(
        findings, engine::Rule::kUnsupportedGame, out.header_pos,
        "the hand was read but " + std::string(engine::variant_id(out.game.variant)) + " hands are not replayed yet");
    return ParseStatus::kUnsupported;
  }
  return ParseStatus::kOk;
}

}  // namespace parser

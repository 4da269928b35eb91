// The 888poker reader: the actions of parser/pacific_grammar.h and its line
// loop. It fills the HandRecord PokerStars hands fill, through the builder
// PokerStars-style readers share (parser/stars_text_builder.h: the seat
// list's name matcher, positions, scratch lists), and turns 888's own
// conventions into the record's: a raise states the chips it adds (the
// record wants the increment and the street total), a dead blind is one post
// of both blinds, and the facts 888 never writes (rake, total pot,
// uncalled-bet returns, all-in marks) are marked unknown.

#include "parser/pacific_parser.h"

#include <string>
#include <string_view>

#include "parser/bracket_actions.h"
#include "parser/bracket_lines.h"
#include "parser/header_stamp.h"
#include "parser/pacific_grammar.h"
#include "parser/stars_text_builder.h"

namespace parser {

namespace pacific {
namespace {

using engine::Act;
using engine::Chips;
using engine::Rule;
using engine::Street;
using engine::Structure;
using stars_text::add_finding;
using stars_text::excerpt;
using stars_text::small_number;

// The builder, and what 888's own rules need beside it.
struct Reader : stars_text::Builder {
  int rank = 0;                      // of the card being read: 0 deuce .. 12 ace
  engine::Suit suit = engine::Suit::kClubs;
  const char* stamp = nullptr;       // "15 05 2020 21:40:28" in the game line
  Chips dead{0};                     // the dead part of "posts dead blind [d + l]"
  bool table_read = false;
  bool blank_name = false;           // a seat line with no name (anonymised exports)
  bool declined_any = false;         // a fold among the posts (sit_out_declined)
};

using bracket_text::HandLine;

// The leaf rules 888's grammar defines: parser/bracket_actions.h.
template <typename Rule>
struct action : bracket_text::leaf_action<Rule> {};

// ---- header
template <> struct action<hand_number> {
  template <typename In> static void apply(const In& in, Reader& r) { r.rec.hand_id = in.string_view(); }
};
template <> struct action<snap_brand> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.fast_fold = true; }
};
template <> struct action<stake_low> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.small_blind = r.last_amount(); }
};
template <> struct action<stake_high> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.big_blind = r.last_amount(); }
};
template <Structure S> struct set_structure {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.structure = S; }
};
template <> struct action<limit_no> : set_structure<Structure::kNoLimit> {};
template <> struct action<limit_pot> : set_structure<Structure::kPotLimit> {};
template <> struct action<limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <> struct action<game_holdem> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.variant = engine::Variant::kHoldem; }
};
template <> struct action<game_omaha> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.game.variant = engine::Variant::kOmaha; }
};
template <> struct action<game_omaha_hilo> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.rec.game.variant = engine::Variant::kOmaha;
    r.rec.game.hi_lo = true;
  }
};
template <> struct action<stamp> {
  template <typename In> static void apply(const In& in, Reader& r) { r.stamp = in.begin(); }
};

// ---- table and seats
template <> struct action<table_name> {
  template <typename In> static void apply(const In& in, Reader& r) { r.rec.table = in.string_view(); }
};
template <> struct action<practice_play> {
  template <typename In> static void apply(const In&, Reader& r) { r.rec.play_money = true; }
};
template <> struct action<max_seats> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.game.max_seats = small_number(in.string_view());
  }
};
template <> struct action<tournament_id> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.rec.game.tournament = true;
    r.rec.tournament_id = in.string_view();
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
    if (r.name.empty()) r.blank_name = true;
    for (const auto& p : r.rec.players) {
      if (p.seat == r.seat || (p.name == r.name && !r.name.empty())) {
        r.inconsistent(in.begin(), "seat " + std::to_string(r.seat) + " or player '" + std::string(r.name) +
                                       "' is listed twice");
        return;
      }
    }
    if (r.rec.players.size() >= kMaxSeats)
      throw tao::pegtl::parse_error("more than 64 seats in one hand", in);
    engine::PlayerRecord& p = r.rec.players.emplace_back();
    p.name = r.name;
    p.seat = r.seat;
    p.stack = r.stack;
    p.pos = r.pos_of(in.begin());
  }
};

// ---- streets
using bracket_text::set_street;
template <> struct action<marker_down> : set_street<Street::kPreflop> {};
template <> struct action<marker_flop> : set_street<Street::kFlop> {};
template <> struct action<marker_turn> : set_street<Street::kTurn> {};
template <> struct action<marker_river> : set_street<Street::kRiver> {};
// Each marker deals the street's new cards: the board grows by them.
template <> struct action<street_line> : bracket_text::street_line_action {};
template <> struct action<summary_marker> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.in_summary = true;
    r.rec.has_summary = true;
  }
};
template <> struct action<dealt_line> : bracket_text::dealt_line_action {};

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
template <> struct action<dead_part> {
  template <typename In> static void apply(const In&, Reader& r) { r.dead = r.last_amount(); }
};
// The amount as written, in `amount`: what the line puts in. A raise's
// increment and total, and a dead blind's live part, are settled once the
// hand is read (bracket_text::settle_added_raises).
// A fold while the blinds are still being posted (only posts before it) may
// be a player who declines to post and sits the hand out: settled once the
// hand is read (sit_out_declined).
bool among_posts(const Reader& r) {
  if (r.act != Act::kFold || r.rec.street_pos[static_cast<std::size_t>(Street::kPreflop)].line != 0) return false;
  for (const engine::ActionRecord& a : r.rec.actions)
    if (a.kind != Act::kPostSmallBlind && a.kind != Act::kPostBigBlind && a.kind != Act::kPostAnte &&
        a.kind != Act::kPostSmallAndBig)
      return false;
  return true;
}

template <> struct action<action_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    if (among_posts(r)) r.declined_any = true;
    if (r.rec.actions.size() >= kMaxActions)
      throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    engine::ActionRecord a;
    a.kind = r.act;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    if (r.act == Act::kPostSmallAndBig && !r.last_amount().positive()) {
      // "[$25 + $0]": only the missed small blind, dead (a second small
      // blind; 888-PLO-USD-25-50-201508.secondsb.txt).
      a.kind = Act::kPostSmallBlind;
      a.amount = r.dead;
    } else if (r.act == Act::kPostSmallAndBig) {
      a.amount = r.dead + r.last_amount();
      a.to = r.last_amount();  // the live part, until settle_added_raises
    } else if (r.act != Act::kFold && r.act != Act::kCheck) {
      a.amount = r.last_amount();
    }
    a.pos = r.pos_of(in.begin() + r.rec.players[static_cast<std::size_t>(a.player)].name.size() + 1);
    r.rec.actions.push_back(a);
  }
};

// ---- summary: the show down is written there
template <> struct action<show_cards> : set_act<Act::kShow> {};
template <> struct action<muck_cards> : set_act<Act::kMuck> {};
template <> struct action<show_line> : bracket_text::show_line_action {};
// "collected [ $x ]" names no pot: pot -1 (HandRecord: not said).
template <> struct action<collected_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    engine::ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    a.amount = r.last_amount();
    a.pos = r.pos_of(in.begin());
    r.rec.actions.push_back(a);
    r.rec.players[static_cast<std::size_t>(r.player)].in_summary = true;
  }
};
template <> struct action<no_show_line> {
  template <typename In> static void apply(const In&, Reader& r) {
    r.rec.players[static_cast<std::size_t>(r.player)].in_summary = true;
  }
};

// ---- errors: what each `must<>` expected
template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<expected_game> =
    "a game such as \"No Limit Holdem\", \"Pot Limit Omaha\" or \"Fix Limit OmahaHL\"";
template <> inline constexpr const char* error_message<expected_hand_number> = "the hand's number, then a blank";
template <> inline constexpr const char* error_message<expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises)";
template <> inline constexpr const char* error_message<expected_end> = "the end of the action line";
struct error {
  template <typename Rule> static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;

// ---- the line loop

// Reads one line with `Grammar`; false, with a parse-error finding, when a
// `must<>` of it fails or the line is too long.
template <typename Grammar>
bool try_line(const HandLine& l, Reader& r, bool& failed) {
  return bracket_text::try_line<Grammar, action, control>(l, r, failed);
}

// The header: an optional `#Game No :` prelude, the banner, the game line.
// Returns the index of the line after them, 0 when they cannot be read.
std::size_t read_header(const std::vector<HandLine>& lines, Reader& r) {
  std::size_t i = 0;
  bool failed = false;
  while (i < lines.size() && try_line<game_no_line>(lines[i], r, failed)) ++i;
  const engine::SourcePos start{lines[0].number, lines[0].column};
  if (i >= lines.size() || !try_line<banner_line>(lines[i], r, failed)) {
    if (failed) return 0;  // the banner's number is damaged: reported where
    add_finding(r.findings, Rule::kParseError, start,
                "cannot read the hand header: expected \"***** 888poker Hand History for Game <number> *****\"",
                excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  if (++i >= lines.size() || !try_line<game_line>(lines[i], r, failed)) {
    if (!failed)
      add_finding(r.findings, Rule::kParseError, {lines[std::min(i, lines.size() - 1)].number, 1},
                  "cannot read the game line: expected \"<small blind>/<big blind> Blinds <game> - *** <date>\"",
                  excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  return i + 1;
}

// Lines after the summary that are all `#Game No :` preludes: the next
// hand's start, whose banner and rest are missing (the file ends there in
// SpecialCards.txt). Reported, and the hand before is read all the same.
bool dangling_preludes(const std::vector<HandLine>& lines, std::size_t i, Reader& r) {
  bool failed = false;
  for (std::size_t k = i; k < lines.size(); ++k)
    if (!try_line<game_no_line>(lines[k], r, failed)) return false;
  add_finding(r.findings, Rule::kTruncatedHand, {lines[i].number, lines[i].column},
              "a hand starts here but stops after its first line: the log is cut", excerpt(lines[i].text));
  return true;
}

// A seat list with a blank name (an anonymised export: "Seat 2:  ( $895 )",
// " folds"): the actions cannot be told apart. False, with a finding, at
// the first line after the seats.
bool names_known(const HandLine& l, Reader& r) {
  if (!r.blank_name) return true;
  r.inconsistent(l.text.data(), "a seat line names no player (an anonymised export): whose actions these are "
                                "cannot be told, so the hand is not replayed");
  r.findings.back().pos = {l.number, l.column};
  return false;
}

// Whether `l`, which no rule reads, begins as a line 888 writes: a seat,
// table or street line, "Dealt to", a seated name and 888's blank before
// one of its action words ("Bob calls [$0.0x]"), or an unseated name
// before one of 888's verbs ("Zed raises [$1]"). It may be what the replay
// needs: it is not passed over. A seated name before other words ("Bob has
// requested the time bank") is a line 888 does not write.
bool begins_like_a_line(const HandLine& l, Reader& r) {
  const std::string_view t = l.text;
  for (const std::string_view start : {"Seat ", "** ", "Dealt to ", "Table ", "Tournament #", "Total number of"})
    if (t.starts_with(start)) return true;
  return bracket_text::may_be_action(t, r,
                                     {"posts", "folds", "checks", "calls", "bets", "raises", "shows", "mucks",
                                      "collected", "did not show"},
                                     {" posts ", " folds", " checks", " calls [", " bets [", " raises [",
                                      " collected [", " shows [", " mucks [", " did not show"});
}

// One line after the header; false, with a finding, when it cannot be read.
// A line of no kind 888 writes is an unrecognized-line, passed over.
bool read_line(const HandLine& l, bool last, Reader& r) {
  bool failed = false;
  bool ok = false;
  if (r.in_summary) {
    ok = try_line<summary_line>(l, r, failed);
  } else if (!r.table_read && r.rec.players.empty() && try_line<table_line>(l, r, failed)) {
    ok = true;
  } else if (!failed && l.text.starts_with("Seat ") && r.rec.actions.empty()) {
    ok = try_line<button_line>(l, r, failed) || (!failed && try_line<seat_line>(l, r, failed));
  } else if (!failed) {
    if (try_line<players_line>(l, r, failed)) return true;
    if (failed || !names_known(l, r)) return false;
    ok = try_line<body_line>(l, r, failed);
  }
  if (ok || failed) return ok;
  if (last && !r.rec.has_summary) {
    add_finding(r.findings, Rule::kTruncatedHand, {l.number, l.column},
                "the hand stops in the middle of a line, before its summary: the log is cut here", excerpt(l.text));
    return false;
  }
  return bracket_text::pass_over_unread(l, begins_like_a_line(l, r), "an 888poker hand history", r.findings);
}

// A fold among the posts, before "** Dealing down cards **", is a player
// who declines to post and sits the hand out; the next player posts in his
// place (Snap: "sekt0r4 folds" then "DonRoo22 posts big blind",
// 888_poker_hand_history_1.txt). In a hand without that marker
// (DealingCardsMissing.txt, SpecialCards.txt) such a fold is the first
// action of the betting, unless nobody posts the big blind nor does more
// than fold: then nothing was dealt, and every fold declined the big blind
// (the small blind takes his blind back: 888-LHE-HU-USD-10-20-201202.cancelled.hand.txt).
void sit_out_declined(Reader& r) {
  if (!r.declined_any) return;
  auto& actions = r.rec.actions;
  std::uint32_t deal = r.rec.street_pos[static_cast<std::size_t>(Street::kPreflop)].line;
  if (deal == 0) {
    for (const engine::ActionRecord& a : actions)
      if (a.kind != Act::kFold && a.kind != Act::kPostSmallBlind && a.kind != Act::kPostAnte &&
          a.kind != Act::kCollect)
        return;
    deal = r.rec.end_pos.line + 1;
  }
  for (auto it = actions.begin(); it != actions.end();) {
    if (it->kind == Act::kFold && it->pos.line < deal) {
      r.rec.players[static_cast<std::size_t>(it->player)].sitting_out = true;
      it = actions.erase(it);
    } else {
      ++it;
    }
  }
}

// The game line's "15 05 2020 21:40:28" (day, month, year: the client's
// own zone, which the log does not name) as the record's start.
void read_stamp(Reader& r) {
  if (r.stamp == nullptr) return;
  const std::string_view s(r.stamp, 19);
  auto num = [&](std::size_t at, std::size_t n) {
    int v = 0;
    for (std::size_t k = 0; k < n; ++k) v = v * 10 + (s[at + k] - '0');
    return v;
  };
  engine::HandTime& t = r.rec.start;
  t.day = num(0, 2);
  t.month = num(3, 2);
  t.year = num(6, 4);
  t.hour = num(11, 2);
  t.minute = num(14, 2);
  t.second = num(17, 2);
  t.clock = true;
  if (r.rec.fast_fold) return;  // no table session to order
  r.rec.start_time = civil_seconds(t).value_or(0);
}

// What the header says that the record holds otherwise: fixed-limit stakes
// are the blinds (the record's are the bets: the small bet is the big
// blind, the big bet twice it); 888 writes no rake, no total pot and no
// uncalled-bet return, and no all-in mark (HandRecord); a tournament's
// amounts are chips, whatever symbol they carry.
void finish_record(Reader& r) {
  engine::HandRecord& rec = r.rec;
  read_stamp(r);
  if (rec.game.structure == Structure::kFixedLimit) {
    rec.game.small_blind = rec.game.big_blind;
    rec.game.big_blind = rec.game.big_blind + rec.game.big_blind;
  }
  rec.states_returns = false;
  // Tournaments take their fee in the buy-in: their pots are not raked.
  rec.states_rake = rec.game.tournament;
  // Tournament chips are written with the currency's symbol ("Seat 1:
  // Gordey88 ( $6,417 )"): chips all the same, whole ones.
  if (rec.game.tournament) {
    rec.has_currency_symbol = false;
    rec.currency = {};
  }
  sit_out_declined(r);
  bracket_text::settle_added_raises(rec);
}

}  // namespace
}  // namespace pacific

struct PacificScratch::Lists {
  stars_text::Scratch builder;
  std::vector<bracket_text::HandLine> lines;
};

PacificScratch::PacificScratch() : lists_(std::make_unique<Lists>()) {}
PacificScratch::~PacificScratch() = default;
PacificScratch::PacificScratch(PacificScratch&&) noexcept = default;
PacificScratch& PacificScratch::operator=(PacificScratch&&) noexcept = default;

ParseStatus parse_pacific_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  PacificScratch scratch;
  return parse_pacific_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_pacific_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                               engine::HandRecord& out, std::vector<engine::Finding>& findings,
                               PacificScratch& scratch) {
  pacific::Reader r{{.rec = out, .findings = findings, .scratch = scratch.lists_->builder}};
  std::vector<bracket_text::HandLine>& lines = scratch.lists_->lines;
  if (!bracket_text::begin_hand("888", text, line, column, out, findings, lines)) return ParseStatus::kUnreadable;
  const std::size_t first = pacific::read_header(lines, r);
  if (first == 0) return ParseStatus::kUnreadable;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (r.in_summary && lines[i].text.front() == '#' && pacific::dangling_preludes(lines, i, r)) break;
    if (!pacific::read_line(lines[i], i + 1 == lines.size(), r)) {
      bracket_text::settle_before_stop(out, findings, [&] { pacific::finish_record(r); });
      return ParseStatus::kUnreadable;
    }
  }
  // At the last line: it may be cut too.
  if (!bracket_text::ends_whole(out, findings, lines, "the hand stops before its summary: the log is cut here",
                                [&] { pacific::finish_record(r); }))
    return ParseStatus::kUnreadable;
  pacific::finish_record(r);
  return ParseStatus::kOk;
}

}  // namespace parser

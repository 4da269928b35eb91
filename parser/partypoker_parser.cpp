// The PartyPoker reader: the actions of parser/partypoker_grammar.h and its
// line loop (parser/bracket_lines.h, shared with 888). It fills the
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
#include <string>

#include "parser/bracket_actions.h"
#include "parser/bracket_lines.h"
#include "parser/partypoker_grammar.h"
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
  bool other_game = false;  // Double Hold'em, stud: not read yet
  bool play_money = false;
  bool table_read = false;
  bool paid = false;        // a "wins" line was read: the hand's end
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
template <> struct action<game_other> {
  template <typename In> static void apply(const In& in, Reader& r) {
    r.other_game = true;
    r.text = in.string_view();
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
  template <typename In> static void apply(const In&, Reader& r) { r.play_money = true; }
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
template <> struct action<marker_river> : set_street<Street::kRiver> {};
// Each marker deals the street's new cards: the board grows by them.
template <> struct action<street_line> : bracket_text::street_line_action {};
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
template <> struct action<post_button> : set_act<Act::kPostButtonBlind> {};
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
template <> struct action<action_line> {
  template <typename In> static void apply(const In& in, Reader& r) {
    if (r.rec.actions.size() >= kMaxActions)
      throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    engine::ActionRecord a;
    a.kind = r.act;
    a.all_in = r.all_in;
    a.player = static_cast<std::int16_t>(r.player);
    a.street = r.street;
    if (r.act != Act::kFold && r.act != Act::kCheck) a.amount = r.last_amount();
    a.pos = r.pos_of(in.begin() + r.rec.players[static_cast<std::size_t>(a.player)].name.size() + 1);
    r.rec.actions.push_back(a);
  }
};

// ---- show down and payouts
template <> struct action<show_cards> : set_act<Act::kShow> {};
template <> struct action<muck_cards> : set_act<Act::kMuck> {};
template <> struct action<show_line> : bracket_text::show_line_action {};
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
  }
};

// ---- errors: what each `must<>` expected
template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<expected_game> =
    "a game such as \"NL Texas Hold'em\", \"PL Omaha\" or \"FL Omaha Hi-Lo\"";
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

// The header: the optional preludes, the banner, the game line. Returns the
// index of the line after them, 0 when they cannot be read.
std::size_t read_header(const std::vector<HandLine>& lines, Reader& r) {
  std::size_t i = 0;
  bool failed = false;
  while (i < lines.size() && try_line<prelude_line>(lines[i], r, failed)) ++i;
  const engine::SourcePos start{lines[0].number, lines[0].column};
  if (i < lines.size() && try_line<new_banner_line>(lines[i], r, failed)) {
    add_finding(r.findings, Rule::kUnsupportedGame, start,
                "PartyPoker's other layout (\"Hand History For Game\", emailed and instant hand histories: "
                "\"raises X to Y\", a summary of balances) "
                "is not read yet");
    return 0;
  }
  if (i >= lines.size() || !try_line<banner_line>(lines[i], r, failed)) {
    add_finding(r.findings, Rule::kParseError, start,
                "cannot read the hand header: expected \"***** Hand History for Game <number> *****\"",
                excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  if (++i >= lines.size() || !try_line<game_line>(lines[i], r, failed)) {
    if (!failed)
      add_finding(r.findings, Rule::kParseError, {lines[std::min(i, lines.size() - 1)].number, 1},
                  "cannot read the game line: expected \"<stakes> <currency> <limit> <game> - <date>\"",
                  excerpt(lines[std::min(i, lines.size() - 1)].text));
    return 0;
  }
  if (r.other_game) {
    add_finding(r.findings, Rule::kUnsupportedGame, {lines[i].number, lines[i].column},
                "the hand's game, " + std::string(r.text) + ", is not read yet");
    return 0;
  }
  return i + 1;
}

// An action by a name the seat list does not hold: whose chips these are
// cannot be told, so the hand is not replayed. False, with a finding.
bool unseated(const HandLine& l, Reader& r) {
  bool failed = false;
  if (!try_line<unseated_action>(l, r, failed)) return false;
  std::string message = "'";
  message.append(l.text.substr(0, l.text.find(' ')));
  message.append("...' acts but is not in the seat list: the hand is not replayed");
  r.inconsistent(l.text.data(), std::move(message));
  r.findings.back().pos = {l.number, l.column};
  return true;
}

// One line after the header; false, with a finding, when it cannot be read.
bool read_line(const HandLine& l, bool last, Reader& r) {
  bool failed = false;
  bool ok = false;
  if (!r.table_read && r.rec.players.empty() && try_line<table_line>(l, r, failed)) {
    ok = true;
  } else if (!failed && (l.text.starts_with("Seat") || l.text.starts_with("seat")) && r.rec.actions.empty()) {
    ok = try_line<button_line>(l, r, failed) || (!failed && try_line<seat_line>(l, r, failed));
  } else if (!failed) {
    ok = try_line<players_line>(l, r, failed) || (!failed && try_line<tournament_line>(l, r, failed)) ||
         (!failed && try_line<body_line>(l, r, failed));
  }
  if (ok || failed || unseated(l, r)) return ok;
  if (last && !r.paid) {
    add_finding(r.findings, Rule::kTruncatedHand, {l.number, l.column},
                "the hand stops in the middle of a line, before its payouts: the log is cut here", excerpt(l.text));
    return false;
  }
  add_finding(r.findings, Rule::kParseError, {l.number, l.column},
              "cannot read this line: it is not a line a PartyPoker hand history contains", excerpt(l.text));
  return false;
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
  const std::size_t k = r.rec.players.empty() ? 0 : glue_point(l.text, r);
  if (k == 0) return read_line(l, last, r);
  const HandLine head{l.text.substr(0, k), l.number, l.column};
  const HandLine tail{l.text.substr(k), l.number, l.column + static_cast<std::uint32_t>(k)};
  return read_line(head, false, r) && read_line(tail, last, r);
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
// street's bets, its dead part does not.
void settle_wagers(engine::HandRecord& rec) {
  std::array<Chips, kMaxSeats> bet{};  // this street's live bets, per player
  Chips high{0};
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
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kPostButtonBlind:
      case Act::kCall:
      case Act::kBet:
        bet[p] += a.amount;
        break;
      case Act::kPostSmallAndBig:
        bet[p] += rec.game.structure == Structure::kFixedLimit ? rec.game.small_blind : rec.game.big_blind;
        break;
      case Act::kRaise:
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

// The first post of `kind`'s amount; 0 when nobody posts it.
Chips first_post(const engine::HandRecord& rec, Act kind) {
  for (const engine::ActionRecord& a : rec.actions)
    if (a.kind == kind) return a.amount;
  return Chips{0};
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
    g.big_blind = first_post(r.rec, Act::kPostBigBlind);
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
  if (!rec.game.tournament || !r.blind_high.positive()) return;
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

// What the log says that the record holds otherwise: PartyPoker writes no
// rake, no total pot and no uncalled-bet return (HandRecord); a
// tournament's amounts are chips, whatever symbol they carry.
void finish_record(Reader& r) {
  engine::HandRecord& rec = r.rec;
  settle_stakes(r);
  implied_blinds(r);
  mark_not_dealt(rec);
  rec.states_returns = false;
  // Tournaments take their fee in the buy-in: their pots are not raked.
  rec.states_rake = rec.game.tournament;
  if (rec.game.tournament || r.play_money) {
    rec.has_currency_symbol = false;
    rec.currency = {};
  }
  settle_wagers(rec);
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
  if (lines.empty()) {
    add_finding(findings, engine::Rule::kParseError, {line, column}, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  out.end_pos = engine::SourcePos{lines.back().number, lines.back().number == line ? column : 1};
  const std::size_t first = partypoker::read_header(lines, r);
  if (first == 0) return r.other_game || findings.back().rule == engine::Rule::kUnsupportedGame
                             ? ParseStatus::kUnsupported
                             : ParseStatus::kUnreadable;
  for (std::size_t i = first; i < lines.size(); ++i) {
    if (r.paid && partypoker::dangling_preludes(lines, i, r)) break;
    if (!partypoker::read_glued(lines[i], i + 1 == lines.size(), r)) return ParseStatus::kUnreadable;
  }
  if (!r.paid) {
    add_finding(findings, engine::Rule::kTruncatedHand, out.end_pos,
                "the hand stops before anyone is paid: the log is cut here", excerpt(lines.back().text));
    return ParseStatus::kUnreadable;
  }
  out.has_summary = true;
  partypoker::finish_record(r);
  return ParseStatus::kOk;
}

}  // namespace parser

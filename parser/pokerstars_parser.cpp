// Semantic actions for parser/pokerstars_grammar.h: they fill a HandRecord.
//
// PEGTL applies an action as soon as its rule matches, even inside an
// alternative that fails later, so leaf actions only write scratch values
// (`Builder::amounts`, `cards`, ...) and the line-level actions commit them.

#include "parser/pokerstars_parser.h"

#include <algorithm>
#include <array>
#include <string>

#include "parser/header_stamp.h"
#include "parser/header_time.h"
#include "parser/lines.h"
#include "parser/pokerstars_grammar.h"
#include "parser/same_bytes.h"

namespace parser {

namespace {

using engine::Act;
using engine::Chips;
using engine::HandRecord;
using engine::Rule;
using engine::SourcePos;
using engine::Street;
using engine::Structure;
using engine::Variant;

constexpr std::size_t kMaxSeats = 64;          // engine::kMaxPlayers
constexpr std::size_t kMaxActions = 4096;      // a hand with more is hostile input
constexpr std::size_t kMaxLineLength = 64 * 1024;

enum class Marker : std::uint8_t {
  kNone, kHoleCards, kFlop, kTurn, kRiver, kShowdown, kSummary,
  kStudStreet,  // "3rd STREET": marker_number = 3
  kDealing,     // draw: "DEALING HANDS"
  kDraw,        // draw: "FIRST DRAW" .. "THIRD DRAW": marker_number = 1..3
  kOther,
};

// A seated player's name, kept beside its index for the name matcher.
struct NameKey {
  const char* data;
  std::uint32_t size;
  int player;
};

// Lists reused hand after hand (PokerStarsScratch): no allocation once warm.
struct Scratch {
  std::vector<Chips> amounts;
  std::vector<Chips> won;
  std::vector<NameKey> names;
  // `names` by first byte, longest first and seat order among equals:
  // first_name[c] is 1 + the index of the first name that starts with byte c
  // (0: none), and next_name[i] the same for the name after names[i]. At
  // most kMaxSeats names: an index fits a byte.
  std::array<std::uint8_t, 256> first_name{};
  std::array<std::uint8_t, kMaxSeats> next_name{};
};
struct Builder {
  HandRecord& rec;
  std::vector<engine::Finding>& findings;
  Scratch& scratch;
  std::uint32_t line = 0;          // file line of the current line
  std::uint32_t column_base = 0;   // file column of the line's first byte, minus 1
  const char* line_begin = nullptr;

  // Scratch values of the current line.
  std::vector<Chips>& amounts = scratch.amounts;
  engine::CardList cards{};
  int player = -1;                 // set by seated_name / seat_owner_name
  int seat = 0;
  std::string_view name{};
  std::string_view text{};         // hand description, table name, ...
  Chips stack{0};
  bool sitting_out = false;
  bool all_in = false;
  bool capped = false;
  Act act = Act::kFold;
  bool is_action = false;          // the verb moves money or cards
  int pot = -1;
  Marker marker = Marker::kNone;
  int board_index = 0;             // FIRST/SECOND markers
  int second_marker = -1;          // 0 FIRST, 1 SECOND, -1 none
  int marker_number = 0;           // kStudStreet, kDraw
  int discard_count = 0;
  std::vector<Chips>& won = scratch.won;  // summary "won ($x)" amounts

  // Hand-level state.
  Street street = Street::kPreflop;
  int summary_seat_lines = 0;      // "Seat N:" lines after *** SUMMARY ***
  bool in_summary = false;
  int showdown_board = 0;
  // Draw games: a bet was made since the last exchange. Old five-card draw
  // logs print no "FIRST DRAW" marker: an exchange after betting starts the
  // next round.
  bool bet_since_draw = false;
  std::vector<NameKey>& names = scratch.names;  // seated players with a name
  std::array<std::uint8_t, 256>& first_name = scratch.first_name;
  std::array<std::uint8_t, kMaxSeats>& next_name = scratch.next_name;
  // Players the names were taken from; none yet (they are a previous hand's).
  std::size_t names_ordered = static_cast<std::size_t>(-1);

  std::uint32_t column_of(const char* p) const {
    return column_base + static_cast<std::uint32_t>(p - line_begin) + 1;
  }
  SourcePos pos_of(const char* p) const { return SourcePos{line, column_of(p)}; }

  void reset_line() {
    amounts.clear();
    cards = {};
    player = -1;
    all_in = capped = false;
    is_action = false;
    pot = -1;
    marker = Marker::kNone;
    second_marker = -1;
    won.clear();
    text = {};
    sitting_out = false;
  }

  Chips last_amount(std::size_t back = 0) const {
    return amounts.size() > back ? amounts[amounts.size() - 1 - back] : Chips{0};
  }

  // The chains of seated names by first byte, built when the seat list is
  // complete (the first line that names a player). Each name goes into its
  // chain after every name at least as long: chains are mostly one name,
  // so this costs no sort of the whole list.
  void order_names() {
    names.clear();
    first_name.fill(0);
    for (std::size_t i = 0; i < rec.players.size(); ++i) {
      const std::string_view n = rec.players[i].name;
      if (n.empty()) continue;
      const NameKey key{n.data(), static_cast<std::uint32_t>(n.size()), static_cast<int>(i)};
      std::uint8_t* link = &first_name[static_cast<unsigned char>(n.front())];
      while (*link != 0 && names[*link - 1u].size >= key.size) link = &next_name[*link - 1u];
      next_name[names.size()] = *link;
      *link = static_cast<std::uint8_t>(names.size() + 1);
      names.push_back(key);
    }
    names_ordered = rec.players.size();
  }

  // Longest seated name at the start of `rest` followed by `follow`.
  std::size_t match_seated_name(std::string_view rest, std::string_view follow) {
    if (rest.empty()) return 0;
    if (names_ordered != rec.players.size()) order_names();
    // Only the names that start with this byte, longest first; mostly one.
    // (A pass over every name, skipping those that start otherwise, took a
    // mispredicted branch a line: which seat acts is not predictable.)
    for (unsigned k = first_name[static_cast<unsigned char>(rest.front())]; k != 0; k = next_name[k - 1]) {
      const NameKey& n = names[k - 1];
      if (rest.size() >= n.size + follow.size() && same_bytes(rest.data(), {n.data, n.size}) &&
          same_bytes(rest.data() + n.size, follow)) {
        player = n.player;
        return n.size;
      }
    }
    return 0;
  }

  std::size_t match_seat_owner(std::string_view rest) {
    for (std::size_t i = 0; i < rec.players.size(); ++i) {
      const auto& p = rec.players[i];
      if (p.seat == seat && rest.size() >= p.name.size() && same_bytes(rest.data(), p.name)) {
        player = static_cast<int>(i);
        return p.name.size();
      }
    }
    return 0;
  }

  void inconsistent(const char* where, std::string message) {
    engine::Finding f;
    f.rule = Rule::kInconsistentRecord;
    f.pos = pos_of(where);
    f.message = std::move(message);
    findings.push_back(std::move(f));
  }
};

// Converts "1,492.66" to centi-units. Digits beyond the second decimal must be
// zeros: the engine's scale cannot hold them, and rounding money is not ours
// to do.
template <typename Input>
Chips to_chips(const Input& in) {
  const std::string_view s = in.string_view();
  // The grammar gives digits, commas between groups of three and at most
  // one point with digits after it. Fifteen bytes hold at most fifteen
  // digits, which cannot overflow even as centi-units (10^17 < 2^63): nearly
  // every amount is read in this one loop without the checks below.
  if (s.size() <= 15) {
    std::int64_t value = 0;
    std::size_t i = 0;
    for (; i < s.size() && s[i] != '.'; ++i)
      if (s[i] != ',') value = value * 10 + (s[i] - '0');
    int places = 0;
    for (i += 1; i < s.size(); ++i) {
      if (places == 2) {
        if (s[i] != '0') throw tao::pegtl::parse_error("amount has more than two decimal places", in);
        continue;
      }
      value = value * 10 + (s[i] - '0');
      ++places;
    }
    for (; places < 2; ++places) value *= 10;
    if (value > engine::kMaxAmount.minor_units()) throw tao::pegtl::parse_error("amount is too large", in);
    return Chips{value};
  }
  std::int64_t units = 0;
  int decimals = -1;
  for (char c : s) {
    if (c == ',') continue;
    if (c == '.') { decimals = 0; continue; }
    const int d = c - '0';
    if (decimals >= 2) {
      if (d != 0) throw tao::pegtl::parse_error("amount has more than two decimal places", in);
      continue;
    }
    if (__builtin_mul_overflow(units, 10, &units) || __builtin_add_overflow(units, d, &units))
      throw tao::pegtl::parse_error("amount is too large", in);
    if (decimals >= 0) ++decimals;
  }
  if (decimals < 0) decimals = 0;
  for (; decimals < 2; ++decimals)
    if (__builtin_mul_overflow(units, 10, &units)) throw tao::pegtl::parse_error("amount is too large", in);
  if (units > engine::kMaxAmount.minor_units()) throw tao::pegtl::parse_error("amount is too large", in);
  return Chips{units};
}

// Seat numbers, pot numbers, card counts: digits only (the grammar says so),
// at most six read (larger is hostile input, held at 999,999).
int small_number(std::string_view digits) {
  int n = 0;
  for (char c : digits.substr(0, 6)) n = n * 10 + (c - '0');
  return n;
}

namespace g = pokerstars;

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

// ---- leaves
template <> struct action<g::amount_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.amounts.push_back(to_chips(in)); }
};
template <> struct action<g::currency_symbol> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.has_currency_symbol = true; }
};
// Cards are taken per complete list, not per card: a list cut short ("[5d 6c"
// at the end of a line) fails, the line may still match through `rest`, and
// its cards must not reach the record.
template <> struct action<g::card_list> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view list = in.string_view();  // "[Ah Kd]": brackets, cards between blanks
    list = list.substr(1, list.size() - 2);
    std::size_t i = 0;
    while (i < list.size()) {
      std::size_t end = i;
      while (end < list.size() && list[end] != ' ' && list[end] != '\t') ++end;
      if (auto c = engine::Card::parse(list.substr(i, end - i))) b.cards.push(*c);  // "XX" (hidden) is no card
      i = end;
      while (i < list.size() && (list[i] == ' ' || list[i] == '\t')) ++i;
    }
  }
};
template <> struct action<g::board_cards> : action<g::card_list> {};  // a card_list of its own type

// ---- header
template <> struct action<g::hand_number> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.hand_id = in.string_view(); }
};
template <> struct action<g::prefix_full_tilt> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "full-tilt"; }
};
template <> struct action<g::prefix_full_tilt_rush> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<g::prefix_stars_zoom> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<g::zoom_tournament> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.fast_fold = true; }
};
template <> struct action<g::prefix_run_it_once> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "run-it-once"; }
};
template <> struct action<g::prefix_poker_master> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "pokermaster"; }
};
template <> struct action<g::prefix_pppoker> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "pppoker"; }
};
template <> struct action<g::prefix_poker_bros> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.site = "pokerbros"; }
};
template <> struct action<g::tournament_id> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.tournament = true;
    b.rec.tournament_id = in.string_view();
  }
};

template <Variant V> struct set_variant {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.variant = V; }
};
template <> struct action<g::game_holdem> : set_variant<Variant::kHoldem> {};
template <> struct action<g::game_six_plus> : set_variant<Variant::kSixPlusHoldem> {};
template <> struct action<g::game_split_holdem> : set_variant<Variant::kSplitHoldem> {};
template <> struct action<g::game_omaha> : set_variant<Variant::kOmaha> {};
template <> struct action<g::game_omaha5> : set_variant<Variant::kOmaha5> {};
template <> struct action<g::game_omaha6> : set_variant<Variant::kOmaha6> {};
template <> struct action<g::game_courchevel> : set_variant<Variant::kCourchevel> {};
template <> struct action<g::game_stud7> : set_variant<Variant::kStud7> {};
template <> struct action<g::game_stud5> : set_variant<Variant::kStud5> {};
template <> struct action<g::game_razz> : set_variant<Variant::kRazz> {};
template <> struct action<g::game_draw5> : set_variant<Variant::kDraw5> {};
template <> struct action<g::game_27_triple> : set_variant<Variant::kDraw27Triple> {};
template <> struct action<g::game_27_single> : set_variant<Variant::kDraw27Single> {};
template <> struct action<g::game_a5_triple> : set_variant<Variant::kDrawA5Triple> {};
template <> struct action<g::game_badugi> : set_variant<Variant::kBadugi> {};
template <> struct action<g::hi_lo> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.hi_lo = true; }
};
template <Structure S> struct set_structure {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.structure = S; }
};
template <> struct action<g::limit_no> : set_structure<Structure::kNoLimit> {};
template <> struct action<g::limit_pot> : set_structure<Structure::kPotLimit> {};
template <> struct action<g::limit_fixed> : set_structure<Structure::kFixedLimit> {};
template <> struct action<g::limit_pl_nl> : set_structure<Structure::kPotLimitPreflopNoLimitPostflop> {};
template <> struct action<g::stake_low> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.small_blind = b.last_amount(); }
};
template <> struct action<g::stake_high> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.big_blind = b.last_amount(); }
};
template <> struct action<g::cap_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.cap = b.last_amount(); }
};
template <> struct action<g::button_blind_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.button_blind = b.last_amount(); }
};
template <> struct action<g::ante_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.game.ante = b.last_amount(); }
};
template <> struct action<g::currency_code> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.currency = in.string_view(); }
};

// ---- table and seats
template <> struct action<g::table_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.rec.table = in.string_view(); }
};
template <> struct action<g::max_seats> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.game.max_seats = small_number(in.string_view());
  }
};
template <> struct action<g::button_seat> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.button_seat = small_number(in.string_view());
    b.rec.button_pos = b.pos_of(in.begin());
  }
};
template <> struct action<g::seat_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.seat = small_number(in.string_view());
  }
};
template <> struct action<g::seat_player_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<g::seat_stack> {
  template <typename In> static void apply(const In&, Builder& b) { b.stack = b.last_amount(); }
};
template <> struct action<g::sitting_out> {
  template <typename In> static void apply(const In&, Builder& b) { b.sitting_out = true; }
};
template <> struct action<g::seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.rec.actions.empty() || b.rec.street_pos[0].line != 0) return;  // a seat line after the deal is an event
    for (const auto& p : b.rec.players) {
      if (p.seat == b.seat || p.name == b.name) {
        b.inconsistent(in.begin(), "seat " + std::to_string(b.seat) + " or player '" + std::string(b.name) +
                                       "' is listed twice");
        return;
      }
    }
    if (b.rec.players.size() >= kMaxSeats) throw tao::pegtl::parse_error("more than 64 seats in one hand", in);
    engine::PlayerRecord& p = b.rec.players.emplace_back();  // in place: the record is large
    p.name = b.name;
    p.seat = b.seat;
    p.stack = b.stack;
    p.sitting_out = b.sitting_out;
    p.pos = b.pos_of(in.begin());
  }
};

// ---- streets
template <Marker M> struct set_marker {
  template <typename In> static void apply(const In&, Builder& b) { b.marker = M; }
};
template <> struct action<g::marker_hole_cards> : set_marker<Marker::kHoleCards> {};
template <> struct action<g::marker_flop> : set_marker<Marker::kFlop> {};
template <> struct action<g::marker_turn> : set_marker<Marker::kTurn> {};
template <> struct action<g::marker_river> : set_marker<Marker::kRiver> {};
template <> struct action<g::marker_showdown> : set_marker<Marker::kShowdown> {};
template <> struct action<g::marker_summary> : set_marker<Marker::kSummary> {};
template <> struct action<g::marker_other> : set_marker<Marker::kOther> {};
template <> struct action<g::marker_dealing> : set_marker<Marker::kDealing> {};
template <> struct action<g::marker_stud_street> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker = Marker::kStudStreet;
    b.marker_number = in.peek_char() - '0';
  }
};
template <> struct action<g::marker_draw> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.marker = Marker::kDraw;
    const char c = in.peek_char(1);  // fIrst, sEcond, tHird
    b.marker_number = c == 'I' ? 1 : c == 'E' ? 2 : 3;
  }
};
template <> struct action<g::marker_first> {
  template <typename In> static void apply(const In&, Builder& b) { b.second_marker = 0; }
};
template <> struct action<g::marker_second> {
  template <typename In> static void apply(const In&, Builder& b) { b.second_marker = 1; }
};
template <> struct action<g::street_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const SourcePos pos = b.pos_of(in.begin());
    const int board = b.second_marker < 0 ? 0 : b.second_marker;
    if (b.second_marker >= 0) b.rec.run_twice = true;
    auto set_street = [&](Street s) {
      b.street = s;
      auto& slot = b.rec.street_pos[static_cast<std::size_t>(s)];
      if (slot.line == 0) {
        slot = pos;
        b.rec.street_cards[static_cast<std::size_t>(s)] = b.cards.size;
      }
    };
    const Variant variant = b.rec.game.variant;
    switch (b.marker) {
      case Marker::kStudStreet: {
        // Seven-card stud bets first on 3rd street, five-card stud on 2nd.
        const int first = variant == Variant::kStud5 ? 2 : 3;
        const int round = std::clamp(b.marker_number - first, 0, static_cast<int>(Street::kRiver));
        set_street(static_cast<Street>(round));
        break;
      }
      case Marker::kDealing: set_street(Street::kPreflop); break;
      case Marker::kDraw:
        set_street(static_cast<Street>(b.marker_number));
        b.bet_since_draw = false;
        break;
      case Marker::kRiver:
        if (engine::is_stud(variant)) {
          // Cards on the marker: the community card of a deck run out.
          set_street(variant == Variant::kStud5 ? Street::kRiver : Street::kSeventh);
          b.rec.boards[0] = b.cards;
          break;
        }
        set_street(Street::kRiver);
        b.rec.boards[static_cast<std::size_t>(board)] = b.cards;
        break;
      case Marker::kHoleCards: set_street(Street::kPreflop); break;
      case Marker::kFlop: set_street(Street::kFlop); b.rec.boards[static_cast<std::size_t>(board)] = b.cards; break;
      case Marker::kTurn: set_street(Street::kTurn); b.rec.boards[static_cast<std::size_t>(board)] = b.cards; break;
      case Marker::kShowdown: set_street(Street::kShowdown); b.showdown_board = board; break;
      case Marker::kSummary: b.in_summary = true; b.rec.has_summary = true; break;
      case Marker::kOther:
      case Marker::kNone: break;
    }
    // A run-it-twice board shares the cards dealt before the split.
    if (b.second_marker == 1 && b.rec.boards[0].empty()) b.rec.boards[0] = b.cards;
  }
};
template <> struct action<g::dealt_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    p.hole = b.cards;
    (void)in;
    if (!engine::is_stud(b.rec.game.variant)) {
      if (!b.cards.empty()) b.rec.hero = b.player;   // only the hero's hole cards are dealt face down to him
      // After an exchange, "Dealt to Hero [kept] [new]": the new cards are the last ones.
      engine::Exchange* e = b.rec.last_exchange(b.player);
      if (e != nullptr && e->drawn.empty() && b.rec.actions[e->action].street == b.street &&
          e->thrown.size <= b.cards.size)
        for (std::size_t k = b.cards.size - e->thrown.size; k < b.cards.size; ++k) e->drawn.push(b.cards.cards[k]);
      return;
    }
    if (b.street > Street::kRiver) {
      b.rec.hero = b.player;   // 7th street's card is down: only the hero sees his
      return;
    }
    // Down-cards come first and only the player himself sees them: the last
    // round+1 cards of the line are the up-cards (7th street's card is down).
    const std::size_t ups = std::min<std::size_t>(static_cast<std::size_t>(b.street) + 1, b.cards.size);
    if (b.cards.size > ups) b.rec.hero = b.player;
    p.up = {};
    for (std::size_t k = b.cards.size - ups; k < b.cards.size; ++k) p.up.push(b.cards.cards[k]);
  }
};

// ---- actions
template <Act A, bool Moves = true> struct set_act {
  template <typename In> static void apply(const In&, Builder& b) { b.act = A; b.is_action = Moves; }
};
template <> struct action<g::post_small_and_big> : set_act<Act::kPostSmallAndBig> {};
template <> struct action<g::post_small> : set_act<Act::kPostSmallBlind> {};
template <> struct action<g::post_big> : set_act<Act::kPostBigBlind> {};
template <> struct action<g::post_ante> : set_act<Act::kPostAnte> {};
template <> struct action<g::post_button_blind> : set_act<Act::kPostButtonBlind> {};
template <> struct action<g::post_straddle> : set_act<Act::kPostStraddle> {};
template <> struct action<g::act_fold> : set_act<Act::kFold> {};
template <> struct action<g::act_check> : set_act<Act::kCheck> {};
template <> struct action<g::act_call> : set_act<Act::kCall> {};
template <> struct action<g::act_bet> : set_act<Act::kBet> {};
template <> struct action<g::act_raise> : set_act<Act::kRaise> {};
template <> struct action<g::act_show> : set_act<Act::kShow> {};
template <> struct action<g::act_muck> : set_act<Act::kMuck> {};
template <> struct action<g::act_bring_in> : set_act<Act::kBringIn> {};
template <> struct action<g::act_discard> : set_act<Act::kDiscard> {};
template <> struct action<g::act_stand_pat> : set_act<Act::kStandPat> {};
template <> struct action<g::discard_count> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.discard_count = small_number(in.string_view());
  }
};
template <> struct action<g::act_no_show> : set_act<Act::kFold, false> {};
template <> struct action<g::act_table_event> : set_act<Act::kFold, false> {};
template <> struct action<g::hand_text> {
  template <typename In> static void apply(const In& in, Builder& b) {
    std::string_view t = in.string_view();
    if (!t.empty() && t.back() == ')') t.remove_suffix(1);
    b.text = t;
  }
};
template <> struct action<g::all_in> {
  template <typename In> static void apply(const In&, Builder& b) { b.all_in = true; }
};
template <> struct action<g::reached_cap> {
  template <typename In> static void apply(const In&, Builder& b) { b.capped = true; }
};
template <> struct action<g::action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (!b.is_action) return;
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    const char* verb = in.begin() + p.name.size() + 2;
    if (b.act == Act::kShow && p.showed && !b.cards.empty()) {
      // Shown twice (run twice, Split Hold'em's two show downs): the same
      // hand, or one card of it first. Two hands that differ either way are
      // the log contradicting itself.
      engine::CardSet before, now;
      for (engine::Card c : p.hole) before.insert(c);
      for (engine::Card c : b.cards) now.insert(c);
      const engine::CardSet both = before & now;
      if (both != before && both != now)
        b.inconsistent(verb, std::string(p.name) + " shows " + engine::card_list_text(b.cards) + " but showed " +
                                 engine::card_list_text(p.hole) + " before");
    }
    if (b.act == Act::kShow || b.act == Act::kMuck) {
      if (!b.cards.empty()) p.hole = b.cards;
      if (b.act == Act::kShow) {
        p.showed = true;
        p.show_pos = b.pos_of(verb);
        if (!b.text.empty()) {
          p.description = b.text;
          p.description_pos = p.show_pos;
        }
      } else {
        p.mucked = true;
      }
    }
    if (b.act == Act::kStandPat && !b.cards.empty()) p.hole = b.cards;
    if (b.rec.actions.size() >= kMaxActions) throw tao::pegtl::parse_error("more than 4096 actions in one hand", in);
    engine::ActionRecord a;
    a.kind = b.act;
    a.player = static_cast<std::int16_t>(b.player);
    if (b.act == Act::kDiscard || b.act == Act::kStandPat) {
      if (b.bet_since_draw) {
        // An exchange after betting with no marker between: the next round.
        b.street = static_cast<Street>(std::min(static_cast<int>(b.street) + 1, static_cast<int>(Street::kRiver)));
        auto& slot = b.rec.street_pos[static_cast<std::size_t>(b.street)];
        if (slot.line == 0) slot = b.pos_of(in.begin());
        b.bet_since_draw = false;
      }
      if (b.act == Act::kDiscard && !b.cards.empty() && b.cards.size != b.discard_count)
        b.inconsistent(verb, "discards " + std::to_string(b.discard_count) + " cards but shows " +
                                 std::to_string(b.cards.size));
    } else if (b.act != Act::kShow && b.act != Act::kMuck) {
      b.bet_since_draw = true;
    }
    a.street = b.street;
    a.all_in = b.all_in;
    a.reached_cap = b.capped;
    a.cards = static_cast<std::uint8_t>(b.act == Act::kDiscard ? std::min(b.discard_count, 255) : 0);
    if (b.act == Act::kRaise) {
      // "raises X to Y[ and has reached the $C cap]"
      a.amount = b.last_amount(b.capped ? 2 : 1);
      a.to = b.last_amount(b.capped ? 1 : 0);
    } else if (b.act != Act::kFold && b.act != Act::kCheck && b.act != Act::kShow && b.act != Act::kMuck &&
               b.act != Act::kDiscard && b.act != Act::kStandPat) {
      a.amount = b.last_amount(b.capped ? 1 : 0);
    }
    a.pos = b.pos_of(verb);
    if (a.kind == Act::kDiscard && !b.cards.empty() && b.cards.size == a.cards)
      b.rec.exchanges.push_back({static_cast<std::uint16_t>(b.rec.actions.size()), b.cards, {}});
    b.rec.actions.push_back(a);
  }
};

template <> struct action<g::unseated_name> {
  template <typename In> static void apply(const In& in, Builder& b) { b.name = in.string_view(); }
};
template <> struct action<g::unseated_action_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    // Table events of players missing from the seat list occur in
    // anonymised files; only money or cards moved by a stranger matter.
    if (!b.is_action) return;
    std::string message = "'";
    message.append(b.name).append("' acts but is not in the seat list; the action is left out of the replay");
    b.inconsistent(in.begin(), std::move(message));
  }
};

// ---- money lines
template <> struct action<g::uncalled_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    engine::ActionRecord a;
    a.kind = Act::kUncalledReturn;
    a.player = static_cast<std::int16_t>(b.player);
    a.street = b.street;
    a.amount = b.last_amount();
    a.pos = b.pos_of(in.begin());
    b.rec.actions.push_back(a);
  }
};
template <> struct action<g::pot_main> {
  template <typename In> static void apply(const In&, Builder& b) { b.pot = 0; }
};
template <> struct action<g::pot_only> {
  template <typename In> static void apply(const In&, Builder& b) { b.pot = 0; }
};
template <> struct action<g::pot_side> {
  template <typename In> static void apply(const In&, Builder& b) { if (b.pot < 1) b.pot = 1; }
};
template <> struct action<g::side_pot_number> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.pot = small_number(in.string_view());
  }
};
template <Act A> struct money_line {
  template <typename In> static void apply(const In& in, Builder& b) {
    engine::ActionRecord a;
    a.kind = A;
    a.player = static_cast<std::int16_t>(b.player);
    a.street = b.street;
    a.amount = b.amounts.empty() ? Chips{0} : b.amounts.front();
    a.pot = static_cast<std::int16_t>(b.pot < 0 ? 0 : b.pot);
    a.board = static_cast<std::int8_t>(b.showdown_board);
    a.pos = b.pos_of(in.begin());
    b.rec.actions.push_back(a);
  }
};
template <> struct action<g::collected_line> : money_line<Act::kCollect> {};
template <> struct action<g::cash_out_line> : money_line<Act::kCashOut> {};
template <> struct action<g::treated_all_in_line> : money_line<Act::kTreatedAllIn> {};
template <> struct action<g::chips_added_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.amounts.empty()) return;
    b.rec.chips_added.push_back({b.player, b.amounts.back(), b.pos_of(in.begin())});
  }
};
template <> struct action<g::shows_for_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    if (b.cards.size >= 2 && p.hole.empty()) {
      // The first bracket is the hole cards; the second the five played.
      engine::CardList hole;
      for (std::size_t i = 0; i + 5 < b.cards.size + 0u && i < 2; ++i) hole.push(b.cards.cards[i]);
      p.hole = hole.size == 2 ? hole : p.hole;
    }
    p.showed = true;
    p.show_pos = b.pos_of(in.begin());
  }
};
template <> struct action<g::house_money> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.house_money += b.last_amount(); }
};
template <> struct action<g::hand_cancelled> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.cancelled = true; }
};

// ---- summary
template <> struct action<g::total_pot> {
  template <typename In> static void apply(const In& in, Builder& b) {
    b.rec.stated.total = b.last_amount();
    b.rec.stated.pos = b.pos_of(in.begin());
  }
};
template <> struct action<g::main_pot> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.main = b.last_amount(); }
};
template <> struct action<g::side_pot> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.side.push_back(b.last_amount()); }
};
template <> struct action<g::rake> {
  template <typename In> static void apply(const In&, Builder& b) { b.rec.stated.rake = b.last_amount(); }
};
template <> struct action<g::board_second> {
  template <typename In> static void apply(const In&, Builder& b) { b.second_marker = 1; }
};
template <> struct action<g::board_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    const std::size_t k = b.second_marker == 1 ? 1 : 0;
    b.rec.summary_boards[k] = b.cards;
    if (b.rec.summary_board_pos.line == 0) b.rec.summary_board_pos = b.pos_of(in.begin());
  }
};
template <> struct action<g::won_amount> {
  template <typename In> static void apply(const In&, Builder& b) { b.won.push_back(b.last_amount()); }
};
template <> struct action<g::summary_description> {
  template <typename In> static void apply(const In& in, Builder& b) {
    if (b.text.empty()) b.text = in.string_view();
  }
};
template <> struct action<g::summary_mucked> {
  template <typename In> static void apply(const In&, Builder& b) {
    if (b.player >= 0) b.rec.players[static_cast<std::size_t>(b.player)].mucked = true;
  }
};
template <> struct action<g::other_seat_line> {
  template <typename In> static void apply(const In&, Builder& b) { ++b.summary_seat_lines; }
};
template <> struct action<g::summary_seat_line> {
  template <typename In> static void apply(const In& in, Builder& b) {
    ++b.summary_seat_lines;
    auto& p = b.rec.players[static_cast<std::size_t>(b.player)];
    p.in_summary = true;
    if (!b.cards.empty() && p.hole.empty()) p.hole = b.cards;
    if (!b.won.empty()) {
      Chips total{0};
      for (Chips w : b.won) total += w;
      p.summary_won = total;
      p.summary_pos = b.pos_of(in.begin());
    }
    if (!b.text.empty() && p.description.empty()) {
      p.description = b.text;
      p.description_pos = b.pos_of(b.text.data());
    }
  }
};

// ---- errors: what each `must<>` expected
template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<g::expected_game> =
    "a game description such as \"Hold'em No Limit ($0.25/$0.50 USD)\"";
template <> inline constexpr const char* error_message<g::expected_verb> =
    "an action (posts, folds, checks, calls, bets, raises, shows, mucks ...)";
template <> inline constexpr const char* error_message<g::expected_action_end> =
    "the end of the action line (or \" and is all-in\")";
template <> inline constexpr const char* error_message<g::expected_line_end> = "the end of the line";

struct error {
  template <typename Rule> static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<error>::control<Rule>;

// A line of the hand: its text without terminator and trailing blanks.
struct HandLine {
  std::string_view text;
  std::uint32_t number = 0;
  std::uint32_t column_base = 0;
};

std::string_view trim_blanks_right(std::string_view s) {
  // Most lines end in a printable byte: one compare tells.
  while (!s.empty() && static_cast<unsigned char>(s.back()) <= ' ' &&
         (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

std::string excerpt(std::string_view s) {
  constexpr std::size_t kMax = 80;
  std::string out(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out;
}

void add_finding(std::vector<engine::Finding>& out, Rule rule, SourcePos pos, std::string message,
                 std::string actual = {}) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.message = std::move(message);
  if (!actual.empty()) f.actual = engine::FindingValue::words(std::move(actual));
  out.push_back(std::move(f));
}

template <typename Grammar>
bool parse_line(const HandLine& line, Builder& b) {
  b.reset_line();
  b.line = line.number;
  b.column_base = line.column_base;
  b.line_begin = line.text.data();
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*> in(
      line.text.data(), line.text.data() + line.text.size(), "");
  return tao::pegtl::parse<Grammar, action, control>(in, b);
}

// Splits a hand into its non-blank lines ("\n", "\r\n" or a lone "\r"),
// blanks trimmed. The first line starts at file line `line`, column `column`
// and may start mid-line in the file (a header glued onto a broken line).
void split_lines(std::string_view text, std::uint32_t line, std::uint32_t column, std::vector<HandLine>& lines) {
  lines.clear();
  std::uint32_t number = line;
  std::uint32_t base = column - 1;
  auto emit = [&](const char* from, const char* to) {
    std::string_view l = trim_blanks_right(std::string_view(from, static_cast<std::size_t>(to - from)));
    // Some archives indent every line by a space: skip leading blanks,
    // keeping columns true to the file.
    std::uint32_t indent = 0;
    while (!l.empty() && (l.front() == ' ' || l.front() == '\t')) {
      l.remove_prefix(1);
      ++indent;
    }
    if (!l.empty()) lines.push_back(HandLine{l, number, base + indent});
    ++number;
    base = 0;
  };
  // "\r\n" is one break; a lone '\r' ends a line of its own (CR-only and
  // mixed files). Linear in every case.
  const char* p = text.data();
  const char* const end = p + text.size();
  while (true) {
    const char* stop = find_line_break(p, end);
    emit(p, stop);
    if (stop == end) break;
    p = stop + (*stop == '\r' && stop + 1 != end && stop[1] == '\n' ? 2 : 1);
  }
}

// The last line of a hand with no summary that cannot be read is where the
// log was cut (a crash glued the next header onto it): reports that and
// returns true; false when `l` is not such a line.
bool report_cut_short(const std::vector<HandLine>& lines, const HandLine& l, std::vector<engine::Finding>& findings) {
  if (&l != &lines.back()) return false;
  for (const HandLine& other : lines)
    if (other.text.rfind("*** SUMMARY ***", 0) == 0) return false;
  add_finding(findings, Rule::kTruncatedHand, SourcePos{l.number, l.column_base + 1},
              "the hand stops in the middle of a line, before its summary: the log is cut here", excerpt(l.text));
  return true;
}

// A `must<>` of the grammar failed on `l`: reports where (or that the log is
// cut there). Always false, so readers can `return report_must_failure(...)`.
bool report_must_failure(const std::vector<HandLine>& lines, const HandLine& l, const tao::pegtl::parse_error& e,
                         std::vector<engine::Finding>& findings) {
  if (report_cut_short(lines, l, findings)) return false;
  const auto& p = e.positions().front();
  const SourcePos pos{l.number, l.column_base + static_cast<std::uint32_t>(p.byte) + 1};
  std::string what(e.message());
  add_finding(findings, Rule::kParseError, pos, "cannot read this line: " + what,
              excerpt(l.text.substr(std::min<std::size_t>(p.byte, l.text.size()))));
  return false;
}

// Reads the header line (game, stakes, times); false, with a finding, when
// it cannot be read. `header_pos` is where the hand starts in the file.
bool read_header(const std::vector<HandLine>& lines, SourcePos header_pos, Builder& b) {
  HandRecord& out = b.rec;
  try {
    if (lines[0].text.size() > kMaxLineLength || !parse_line<pokerstars::header_line>(lines[0], b)) {
      add_finding(b.findings, Rule::kParseError, header_pos,
                  "cannot read the hand header: expected \"PokerStars Hand #<number>: <game> ...\"",
                  excerpt(lines[0].text));
      return false;
    }
  } catch (const tao::pegtl::parse_error& e) {
    return report_must_failure(lines, lines[0], e, b.findings);
  }
  if (!out.fast_fold) out.start_time = header_time(lines[0].text).value_or(0);
  read_header_times(lines[0].text, out.start, out.start_et);
  return true;
}

// Line `i` of a hand not replayed yet: only the table (a stud hand still
// belongs to its table session) and the summary are looked for, so a cut
// hand is still told apart from a whole one.
void skim_unsupported_line(const HandLine& l, std::size_t i, Builder& b) {
  if (i == 1 && l.text.rfind("Table ", 0) == 0) {
    try {
      parse_line<pokerstars::table_line>(l, b);
    } catch (const tao::pegtl::parse_error&) {
      // Not read: the hand is reported as unsupported all the same.
    }
  }
  if (l.text.rfind("*** SUMMARY ***", 0) == 0) b.rec.has_summary = true;
}

// Reads line `i` (after the header) of a replayed hand: table, seats, street
// markers, actions, summary. False, with a finding, when it cannot be read.
[[gnu::always_inline]] inline bool read_body_line(const std::vector<HandLine>& lines, std::size_t i, Builder& b) {
  const HandLine& l = lines[i];
  if (l.text.size() > kMaxLineLength) {
    add_finding(b.findings, Rule::kParseError, SourcePos{l.number, l.column_base + 1}, "line longer than 64 KiB",
                excerpt(l.text));
    return false;
  }
  try {
    if (i == 1 || (i <= 2 && b.rec.players.empty())) {
      if (l.text.rfind("Table ", 0) == 0 && parse_line<pokerstars::table_line>(l, b)) return true;
    }
    // Street markers and seat lines are told by their first bytes; the
    // other lines go through every alternative of the grammar.
    const bool marker = l.text.size() > 4 && l.text.compare(0, 4, "*** ") == 0;
    const bool ok = b.in_summary ? parse_line<pokerstars::summary_line>(l, b)
                    : marker     ? parse_line<pokerstars::street_line>(l, b) || parse_line<pokerstars::body_line>(l, b)
                                 : parse_line<pokerstars::body_line>(l, b);
    if (!ok) {
      if (report_cut_short(lines, l, b.findings)) return false;
      add_finding(b.findings, Rule::kParseError, SourcePos{l.number, l.column_base + 1},
                  "cannot read this line: it is not a line a PokerStars hand history contains", excerpt(l.text));
      return false;
    }
  } catch (const tao::pegtl::parse_error& e) {
    return report_must_failure(lines, l, e, b.findings);
  }
  return true;
}

// A hand that is not cancelled must end with a summary, and the summary with
// a seat line for every player who took part; one missing, or no total,
// means the log was cut. False, with a finding, when it was.
bool check_summary_complete(const std::vector<HandLine>& lines, const Builder& b) {
  const HandRecord& out = b.rec;
  if (out.cancelled) return true;
  if (!out.has_summary) {
    add_finding(b.findings, Rule::kTruncatedHand, out.end_pos, "the hand stops before its summary: the log is cut here",
                excerpt(lines.back().text));
    return false;
  }
  int took_part = 0;
  int missing = -1;
  std::array<bool, kMaxSeats> acted_by{};  // one pass over the actions, not one per player
  for (const auto& a : out.actions)
    if (a.player >= 0 && static_cast<std::size_t>(a.player) < kMaxSeats && a.kind != engine::Act::kUncalledReturn)
      acted_by[static_cast<std::size_t>(a.player)] = true;
  for (std::size_t i = 0; i < out.players.size(); ++i) {
    const bool acted = acted_by[i];
    took_part += acted ? 1 : 0;
    if (acted && !out.players[i].in_summary && missing < 0) missing = static_cast<int>(i);
  }
  const bool complete = out.stated.total.has_value() && (missing < 0 || b.summary_seat_lines >= took_part);
  if (missing >= 0 && complete) {
    // Every line is there, but one names somebody else: the log
    // contradicts itself (anonymisers do this), it was not cut.
    add_finding(b.findings, Rule::kInconsistentRecord, out.end_pos,
                "the summary has no seat line for " + std::string(out.players[static_cast<std::size_t>(missing)].name) +
                    ", who took part in the hand");
  }
  if (!complete) {
    add_finding(b.findings, Rule::kTruncatedHand, out.end_pos,
                "the summary stops before every player's seat line: the log is cut here", excerpt(lines.back().text));
    return false;
  }
  return true;
}

}  // namespace

struct PokerStarsScratch::Lists {
  Scratch builder;
  std::vector<HandLine> lines;
};

PokerStarsScratch::PokerStarsScratch() : lists_(std::make_unique<Lists>()) {}
PokerStarsScratch::~PokerStarsScratch() = default;
PokerStarsScratch::PokerStarsScratch(PokerStarsScratch&&) noexcept = default;
PokerStarsScratch& PokerStarsScratch::operator=(PokerStarsScratch&&) noexcept = default;

ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings) {
  PokerStarsScratch scratch;
  return parse_pokerstars_hand(text, line, column, out, findings, scratch);
}

ParseStatus parse_pokerstars_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                                  engine::HandRecord& out, std::vector<engine::Finding>& findings,
                                  PokerStarsScratch& scratch) {
  out.reset();
  out.format = "pokerstars";
  out.site = "pokerstars";
  out.header_pos = SourcePos{line, column};
  Builder b{.rec = out, .findings = findings, .scratch = scratch.lists_->builder};

  std::vector<HandLine>& lines = scratch.lists_->lines;
  split_lines(text, line, column, lines);
  if (lines.empty()) {
    // Nothing but blanks: the splitter never hands this over, but a caller
    // that does must still learn why nothing was read.
    add_finding(findings, Rule::kParseError, SourcePos{line, column}, "the hand is empty: no hand header");
    return ParseStatus::kUnreadable;
  }
  // Column 1 of the last line, except when that line is the header's own line
  // (a one-line hand, possibly glued onto a broken line): the header's column.
  out.end_pos = SourcePos{lines.back().number, lines.back().number == line ? column : 1};

  if (!read_header(lines, SourcePos{line, column}, b)) return ParseStatus::kUnreadable;
  const bool supported = engine::replay_supported(out.game.variant);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    if (!supported) {
      skim_unsupported_line(lines[i], i, b);
    } else if (!read_body_line(lines, i, b)) {
      return ParseStatus::kUnreadable;
    }
  }
  if (!check_summary_complete(lines, b)) return ParseStatus::kUnreadable;
  if (!supported) {
    add_finding(findings, Rule::kUnsupportedGame, out.header_pos,
                "the hand was read but " + std::string(engine::variant_id(out.game.variant)) +
                    " hands are not replayed yet");
    return ParseStatus::kUnsupported;
  }
  return ParseStatus::kOk;
}

}  // namespace parser

#include "parser/acpc_parser.h"

#include <algorithm>
#include <limits>
#include <string>

#include <tao/pegtl.hpp>

#include "parser/acpc_grammar.h"

namespace parser {

namespace {

namespace pegtl = tao::pegtl;
using engine::Act;
using engine::Chips;
using engine::Rule;
using engine::SourcePos;
using engine::Street;

constexpr std::int64_t kLimitStack = std::numeric_limits<std::int32_t>::max();  // ACPC's stack when the game sets none

// The game definitions of project_acpc_server (trunk/*.game) that match logs
// name; docs/ACPC_FORMAT.md quotes them.
constexpr AcpcGame kGames[] = {
    // kuhn.game: 2 players, ante 1, one card of J Q K, one round, one bet.
    {"kuhn", engine::Variant::kKuhn, true, 2, 1, {}, 1, {0}, {1}, 0, kLimitStack},
    // kuhn.limit.3p.game: 3 players, J Q K A.
    {"kuhn.limit.3p", engine::Variant::kKuhn, true, 3, 1, {}, 1, {0}, {1}, 0, kLimitStack},
    // The big blind on the first seat, the small blind (the button) opens
    // pre-flop; maxRaises 3 4 4 4.
    {"holdem.limit.2p.reverse_blinds", engine::Variant::kHoldem, true, 2, 4, {10, 5}, 0, {1, 0, 0, 0},
     {10, 10, 20, 20}, 3, kLimitStack},
    {"holdem.nolimit.2p.reverse_blinds", engine::Variant::kHoldem, false, 2, 4, {100, 50}, 0, {1, 0, 0, 0}, {},
     -1, 20000},
    {"holdem.limit.3p", engine::Variant::kHoldem, true, 3, 4, {5, 10, 0}, 0, {2, 0, 0, 0}, {10, 10, 20, 20}, 3,
     kLimitStack},
    {"holdem.nolimit.3p", engine::Variant::kHoldem, false, 3, 4, {50, 100, 0}, 0, {2, 0, 0, 0}, {}, -1, 20000},
};

const AcpcGame* game_by_id(std::string_view id) {
  for (const AcpcGame& g : kGames)
    if (g.id == id) return &g;
  return nullptr;
}

Chips chips(std::int64_t n) { return Chips{n * Chips::kScale}; }

// ---- the line's fields, as the grammar finds them
struct StateLine {
  std::string_view hand_number;
  std::vector<std::string_view> betting;  // "c", "f", "r", "r300", "/"
  std::vector<std::string_view> holes;    // per player
  std::vector<std::string_view> boards;   // per round after the first
  std::vector<std::string_view> payoffs;
  std::vector<std::string_view> names;

  void clear() {
    hand_number = {};
    betting.clear();
    holes.clear();
    boards.clear();
    payoffs.clear();
    names.clear();
  }
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};
// A field's piece, appended to its list.
template <std::vector<std::string_view> StateLine::*List>
struct push_to {
  template <typename Input>
  static void apply(const Input& in, StateLine& s) {
    (s.*List).push_back(in.string_view());
  }
};
template <> struct action<acpc::expected_hand_number> {
  template <typename Input>
  static void apply(const Input& in, StateLine& s) { s.hand_number = in.string_view(); }
};
template <> struct action<acpc::raise_action> : push_to<&StateLine::betting> {};
template <> struct action<acpc::call_action> : push_to<&StateLine::betting> {};
template <> struct action<acpc::fold_action> : push_to<&StateLine::betting> {};
template <> struct action<acpc::round_mark> : push_to<&StateLine::betting> {};
template <> struct action<acpc::hole> : push_to<&StateLine::holes> {};
template <> struct action<acpc::board> : push_to<&StateLine::boards> {};
template <> struct action<acpc::payoff> : push_to<&StateLine::payoffs> {};
template <> struct action<acpc::name> : push_to<&StateLine::names> {};

template <typename> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<acpc::expected_hand_number> = "the hand number";
template <> inline constexpr const char* error_message<acpc::field_end> = "':' after the hand number";
template <> inline constexpr const char* error_message<acpc::expected_betting_end> =
    "':' after the betting (actions are c, f, r or r<chips>, rounds end with '/')";
template <> inline constexpr const char* error_message<acpc::expected_cards_end> =
    "':' after the cards (hole cards '|' between players, boards after '/')";
template <> inline constexpr const char* error_message<acpc::expected_payoffs> = "the payoffs ('|' between players)";
template <> inline constexpr const char* error_message<acpc::expected_payoffs_end> = "':' after the payoffs";
template <> inline constexpr const char* error_message<acpc::expected_names> = "the players' names";
template <> inline constexpr const char* error_message<acpc::expected_line_end> = "the end of the line";

struct error {
  template <typename Rule> static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = pegtl::must_if<error>::control<Rule>;

void add(std::vector<engine::Finding>& out, Rule rule, SourcePos pos, std::string message, std::string player = {}) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.player = std::move(player);
  f.message = std::move(message);
  out.push_back(std::move(f));
}

// A payoff in centi-chips: "-150", "2.5"; nullopt beyond a hundredth.
std::optional<Chips> payoff_chips(std::string_view text) {
  const bool negative = text.front() == '-';
  if (negative) text.remove_prefix(1);
  std::int64_t units = 0;
  std::size_t i = 0;
  for (; i < text.size() && text[i] != '.'; ++i) {
    if (units > 1'000'000'000'000) return std::nullopt;
    units = units * 10 + (text[i] - '0');
  }
  std::int64_t cents = 0;
  int digits = 0;
  for (++i; i < text.size(); ++i, ++digits) {
    if (digits >= 2) {
      if (text[i] != '0') return std::nullopt;
      continue;
    }
    cents = cents * 10 + (text[i] - '0');
  }
  for (; digits < 2; ++digits) cents *= 10;
  const std::int64_t v = units * Chips::kScale + cents;
  return Chips{negative ? -v : v};
}

// The game file the opening's `# name/game/hands/seed NAME GAME HANDS SEED`
// comment names, and the match's name; empty when there is none.
struct Opening {
  std::string_view match;
  std::string_view game_file;
  SourcePos pos;
};

Opening read_opening(const DocumentOpening& opening) {
  constexpr std::string_view kTag = "# name/game/hands/seed ";
  Opening out;
  std::string_view text = opening.text;
  std::uint32_t line = opening.line;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view l = text.substr(0, end);
    if (l.starts_with(kTag)) {
      l.remove_prefix(kTag.size());
      const std::size_t space = l.find(' ');
      out.match = l.substr(0, space);
      if (space != std::string_view::npos) {
        const std::string_view rest = l.substr(space + 1);
        out.game_file = rest.substr(0, rest.find_first_of(" \r"));
      }
      out.pos = {line, 1};
      return out;
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
    ++line;
  }
  return out;
}

// Without the opening's comment: the game as the line shows it (one card
// each: Kuhn; a raise with its amount: no limit; else fixed limit), for the
// number of players it names.
const AcpcGame* game_from_line(const StateLine& s) {
  const std::size_t n = s.names.size();
  bool one_card = false;
  for (std::string_view h : s.holes)
    if (!h.empty()) {
      one_card = h.size() == 2;
      break;
    }
  if (one_card) return game_by_id(n == 3 ? "kuhn.limit.3p" : "kuhn");
  const bool no_limit = std::any_of(s.betting.begin(), s.betting.end(),
                                    [](std::string_view t) { return t.size() > 1 && t.front() == 'r'; });
  if (n == 2) return game_by_id(no_limit ? "holdem.nolimit.2p.reverse_blinds" : "holdem.limit.2p.reverse_blinds");
  if (n == 3) return game_by_id(no_limit ? "holdem.nolimit.3p" : "holdem.limit.3p");
  return nullptr;
}

// The hand replayed in ACPC's turn order (project_acpc_server's
// nextPlayer): each action is the next player's who has neither folded nor
// gone all in, from the round's first player on. The engine judges it; this
// only says whose it is and what it puts in.
class Reader {
 public:
  Reader(const AcpcGame& g, const StateLine& s, engine::HandRecord& rec, std::vector<engine::Finding>& findings,
         std::uint32_t line, const char* line_start)
      : g_(g), s_(s), rec_(rec), findings_(findings), line_(line), line_start_(line_start) {}

  bool read();

 private:
  SourcePos pos(std::string_view v) const {
    return {line_, static_cast<std::uint32_t>(v.data() - line_start_) + 1};
  }
  std::size_t n() const { return rec_.players.size(); }
  Chips left(std::size_t p) const { return rec_.players[p].stack - spent_[p]; }
  bool can_act(std::size_t p) const { return !folded_[p] && left(p).positive(); }
  std::size_t next_after(std::size_t p) const {
    for (std::size_t k = 1; k <= n(); ++k)
      if (can_act((p + k) % n())) return (p + k) % n();
    return (p + 1) % n();  // nobody can act: the log's action is judged on the next seat
  }
  std::size_t round_opener(int round) const {
    const auto first = static_cast<std::size_t>(g_.first_player[static_cast<std::size_t>(round)]);
    return can_act(first) ? first : next_after(first);
  }
  void post(Act kind, std::size_t p, Chips amount);
  bool read_players();
  bool read_betting();
  void read_cards();
  void read_payoffs();

  const AcpcGame& g_;
  const StateLine& s_;
  engine::HandRecord& rec_;
  std::vector<engine::Finding>& findings_;
  std::uint32_t line_;
  const char* line_start_;
  std::vector<Chips> spent_;   // in the whole hand
  std::vector<Chips> bet_;     // in this round
  std::vector<bool> folded_;
  Chips high_{0};              // the round's highest bet
};

void Reader::post(Act kind, std::size_t p, Chips amount) {
  const Chips paid = min(amount, left(p));
  engine::ActionRecord a;
  a.kind = kind;
  a.player = static_cast<std::int16_t>(p);
  a.amount = paid;
  a.pos = rec_.players[p].pos;
  spent_[p] += paid;
  if (kind != Act::kPostAnte) {
    bet_[p] += paid;
    high_ = max(high_, bet_[p]);
  }
  a.all_in = !left(p).positive();
  rec_.actions.push_back(a);
}

bool Reader::read_players() {
  if (s_.names.size() != static_cast<std::size_t>(g_.players)) {
    add(findings_, Rule::kInconsistentRecord, pos(s_.names.front()),
        "the hand names " + std::to_string(s_.names.size()) + " players; the game " + std::string(g_.id) + " seats " +
            std::to_string(g_.players));
    return false;
  }
  for (std::size_t i = 0; i < s_.names.size(); ++i) {
    engine::PlayerRecord p;
    p.name = s_.names[i];
    p.seat = static_cast<int>(i) + 1;
    p.stack = chips(g_.stack);
    p.pos = pos(s_.names[i]);
    for (std::size_t k = 0; k < i; ++k)
      if (rec_.players[k].name == p.name)
        add(findings_, Rule::kInconsistentRecord, p.pos,
            "seats " + std::to_string(k + 1) + " and " + std::to_string(i + 1) + " have the same name '" +
                std::string(p.name) + "'",
            std::string(p.name));
    rec_.players.push_back(p);
  }
  spent_.assign(n(), Chips{0});
  bet_.assign(n(), Chips{0});
  folded_.assign(n(), false);
  return true;
}

bool Reader::read_betting() {
  for (std::size_t p = 0; p < n(); ++p)
    if (g_.ante > 0) post(Act::kPostAnte, p, chips(g_.ante));
  // Blinds: the small blind first, as every log writes them; the largest is the big blind.
  const int big = *std::max_element(g_.blind.begin(), g_.blind.end());
  for (const bool small : {true, false})
    for (std::size_t p = 0; p < n(); ++p)
      if (g_.blind[p] > 0 && (g_.blind[p] < big) == small)
        post(small ? Act::kPostSmallBlind : Act::kPostBigBlind, p, chips(g_.blind[p]));
  int round = 0;
  std::size_t actor = round_opener(0);
  for (std::string_view t : s_.betting) {
    if (t == "/") {
      if (++round >= g_.rounds) {
        add(findings_, Rule::kInconsistentRecord, pos(t),
            std::string(g_.id) + " has " + std::to_string(g_.rounds) +
                " betting round(s); the actions after this '/' are left out of the replay");
        return true;
      }
      bet_.assign(n(), Chips{0});
      high_ = Chips{0};
      actor = round_opener(round);
      continue;
    }
    engine::ActionRecord a;
    a.street = static_cast<Street>(round);
    a.player = static_cast<std::int16_t>(actor);
    a.pos = pos(t);
    Chips added{0};
    if (t == "f") {
      a.kind = Act::kFold;
      folded_[actor] = true;
    } else if (t == "c") {
      added = min(max(high_ - bet_[actor], Chips{0}), max(left(actor), Chips{0}));
      a.kind = added.positive() ? Act::kCall : Act::kCheck;
      a.amount = added;
      a.all_in = added.positive() && added == left(actor);
    } else {
      // `r<N>`: to N chips in the whole hand; `r` (fixed limit): one bet more.
      Chips to{0};
      if (t.size() > 1) {
        std::int64_t total = 0;
        for (char c : t.substr(1)) total = std::min<std::int64_t>(total * 10 + (c - '0'), kLimitStack * 16);
        to = chips(total) - (spent_[actor] - bet_[actor]);
      } else if (g_.limit) {
        to = high_ + chips(g_.raise_size[static_cast<std::size_t>(round)]);
      } else {
        add(findings_, Rule::kParseError, pos(t),
            "a raise without its amount ('r' alone) in the no-limit game " + std::string(g_.id) +
                ": no limit raises are written r<chips put in the hand>");
        return false;
      }
      a.kind = high_.positive() ? Act::kRaise : Act::kBet;
      a.amount = high_.positive() ? to - high_ : to;
      a.to = to;
      added = to - bet_[actor];
      a.all_in = added >= left(actor);
      high_ = max(high_, to);
    }
    spent_[actor] += added;
    bet_[actor] += added;
    rec_.actions.push_back(a);
    actor = next_after(actor);
  }
  return true;
}

// Hole cards of every player (the server's log shows them all), the board
// of each round after the first; who is still in at the end shows.
void Reader::read_cards() {
  if (s_.holes.size() != n())
    add(findings_, Rule::kInconsistentRecord, pos(s_.holes.front()),
        "the cards give " + std::to_string(s_.holes.size()) + " players' hole cards; the hand names " +
            std::to_string(n()) + " players");
  int live = 0;
  for (std::size_t p = 0; p < n(); ++p) live += folded_[p] ? 0 : 1;
  for (std::size_t p = 0; p < std::min(n(), s_.holes.size()); ++p) {
    const std::string_view h = s_.holes[p];
    auto& pl = rec_.players[p];
    for (std::size_t i = 0; i + 1 < h.size(); i += 2)
      if (const auto c = engine::Card::parse(h.substr(i, 2))) pl.hole.push(*c);
    if (h.empty()) continue;
    pl.dealt_pos = pos(h);
    if (live < 2 || folded_[p]) continue;
    pl.showed = true;
    pl.show_pos = pos(h);
    engine::ActionRecord a;
    a.kind = Act::kShow;
    a.street = Street::kShowdown;
    a.player = static_cast<std::int16_t>(p);
    a.pos = pos(h);
    auto& showdown = rec_.street_pos[static_cast<std::size_t>(Street::kShowdown)];
    if (showdown.line == 0) showdown = a.pos;
    rec_.actions.push_back(a);
  }
  if (!s_.boards.empty() && g_.variant == engine::Variant::kKuhn) {
    add(findings_, Rule::kWrongCardCount, pos(s_.boards.front()),
        "board cards in Kuhn poker, which has no board; they are left out");
    return;
  }
  auto& board = rec_.boards[0];
  for (std::size_t r = 0; r < s_.boards.size() && r + 1 < engine::kStreetCount; ++r) {
    const std::string_view b = s_.boards[r];
    for (std::size_t i = 0; i + 1 < b.size(); i += 2)
      if (const auto c = engine::Card::parse(b.substr(i, 2))) board.push(*c);
    rec_.street_pos[r + 1] = pos(b.empty() ? s_.boards[r] : b);
    rec_.street_cards[r + 1] = board.size;
  }
}

// The payoffs are each player's result: his stack after the hand is the
// stack he started with plus it (validators/phh_results.cpp judges them).
void Reader::read_payoffs() {
  if (s_.payoffs.size() != n()) {
    add(findings_, Rule::kInconsistentRecord, pos(s_.payoffs.front()),
        "the hand gives " + std::to_string(s_.payoffs.size()) + " payoffs for " + std::to_string(n()) +
            " players; the payoffs are not compared");
    return;
  }
  for (std::size_t p = 0; p < n(); ++p) {
    const std::optional<Chips> c = payoff_chips(s_.payoffs[p]);
    rec_.finishing_stacks.push_back(c ? std::optional(rec_.players[p].stack + *c) : std::nullopt);
    rec_.finishing_stacks_pos.push_back(pos(s_.payoffs[p]));
  }
}

bool Reader::read() {
  if (!read_players()) return false;
  if (!read_betting()) return false;
  read_cards();
  read_payoffs();
  return true;
}

void set_game(const AcpcGame& g, engine::GameDef& game) {
  game.variant = g.variant;
  game.structure = g.limit ? engine::Structure::kFixedLimit : engine::Structure::kNoLimit;
  if (g.limit) {
    // Fixed limit: the record's blinds are the small and big bet (engine/game.h).
    game.small_blind = chips(g.raise_size[0]);
    game.big_blind = chips(g.raise_size[std::min(g.rounds, 4) - 1]);
    game.raise_cap = g.raise_cap;
  } else {
    game.small_blind = chips(*std::min_element(g.blind.begin(), g.blind.begin() + 2));
    game.big_blind = chips(*std::max_element(g.blind.begin(), g.blind.end()));
  }
  game.ante = chips(g.ante);
  game.max_seats = g.players;
}

}  // namespace

std::optional<AcpcGame> acpc_game_named(std::string_view file) {
  std::string_view name = file.substr(file.find_last_of('/') == std::string_view::npos ? 0 : file.find_last_of('/') + 1);
  if (name.ends_with(".game")) name.remove_suffix(5);
  if (const AcpcGame* g = game_by_id(name)) return *g;
  return std::nullopt;
}

ParseStatus parse_acpc_hand(std::string_view text, std::uint32_t line, std::uint32_t column,
                            const DocumentOpening& opening, engine::HandRecord& out,
                            std::vector<engine::Finding>& findings) {
  out.reset();
  out.site = "acpc";
  out.format = "acpc";
  out.header_pos = {line, column};
  out.states_payouts = false;  // results are the payoffs, as PHH's finishing_stacks
  const std::size_t first_end = text.find('\n');
  const std::string_view state = text.substr(0, first_end);
  // Lines after the STATE line: the match's SCORE line after the last hand,
  // comments; anything else is no line of a match log.
  std::uint32_t end_line = line;
  for (std::size_t at = first_end; at != std::string_view::npos && at + 1 < text.size();) {
    const std::size_t next = text.find('\n', at + 1);
    const std::string_view l = text.substr(at + 1, next == std::string_view::npos ? next : next - at - 1);
    ++end_line;
    at = next;
    const std::string_view t = l.substr(0, l.find_last_not_of(" \t\r") + 1);
    if (t.empty() || t.starts_with('#') || t.starts_with("SCORE:")) continue;
    add(findings, Rule::kUnrecognizedLine, {end_line, 1}, "it is no line an ACPC match log writes; left out");
  }
  out.end_pos = {end_line, 1};

  thread_local StateLine s;
  s.clear();
  pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char*> in(
      state.data(), state.data() + state.size(), "");
  try {
    if (!pegtl::parse<acpc::state_line, action, control>(in, s)) {
      add(findings, Rule::kParseError, {line, column}, "cannot read this line: it is not a STATE line");
      return ParseStatus::kUnreadable;
    }
  } catch (const pegtl::parse_error& e) {
    const std::size_t at = e.positions().empty() ? state.size() : std::min(e.positions().front().byte, state.size());
    add(findings, Rule::kParseError, {line, column + static_cast<std::uint32_t>(at)},
        std::string("cannot read this STATE line: expected ") + std::string(e.message()));
    return ParseStatus::kUnreadable;
  }
  out.hand_id = s.hand_number;

  const Opening o = read_opening(opening);
  out.event = o.match;
  const AcpcGame* game = nullptr;
  std::optional<AcpcGame> named;
  if (!o.game_file.empty()) {
    named = acpc_game_named(o.game_file);
    if (!named) {
      add(findings, Rule::kUnsupportedGame, {line, column},
          "the match's game definition " + std::string(o.game_file) +
              " is none handaudit knows (docs/ACPC_FORMAT.md lists them)");
      return ParseStatus::kUnsupported;
    }
    game = &*named;
  } else {
    game = game_from_line(s);
    if (game == nullptr) {
      add(findings, Rule::kUnsupportedGame, {line, column},
          "the log names no game definition and a game of " + std::to_string(s.names.size()) +
              " players is none handaudit can tell from the line");
      return ParseStatus::kUnsupported;
    }
  }
  set_game(*game, out.game);
  // Reverse blinds: the button is the small blind, the last seat heads-up;
  // with three, the seat after the blinds; Kuhn's first player is left of
  // the last seat.
  out.button_seat = game->players;
  Reader reader(*game, s, out, findings, line, state.data() - (column - 1));
  if (!reader.read()) return ParseStatus::kUnreadable;
  return ParseStatus::kOk;
}

}  // namespace parser

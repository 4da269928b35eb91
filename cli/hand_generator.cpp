#include "cli/hand_generator.h"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <numeric>
#include <optional>
#include <vector>

#include "engine/betting.h"
#include "engine/card.h"
#include "engine/hand_eval.h"
#include "engine/hand_record.h"
#include "engine/pots.h"
#include "engine/profile.h"
#include "validators/hand_description.h"

namespace cli {

namespace {

using engine::Chips;
using engine::Street;
using engine::Structure;

// ---------------------------------------------------------------- random numbers

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// xoshiro256** over the generator's state; every draw is defined bit for bit,
// so the text is the same on every platform and standard library.
class Rng {
 public:
  explicit Rng(std::array<std::uint64_t, 4>& s) : s_(s) {}

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n) for n < 2^32 (multiply-shift; no modulo bias to speak of).
  std::uint32_t below(std::uint64_t n) {
    assert(n > 0 && n <= 0xffffffffULL);
    return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32);
  }
  // Uniform in [lo, hi] for a 64-bit range (modulo: the bias is negligible here).
  std::int64_t range(std::int64_t lo, std::int64_t hi) {
    assert(lo <= hi);
    const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<std::int64_t>(span == 0 ? next() : next() % span);
  }
  bool chance(int percent) { return static_cast<int>(below(100)) < percent; }

 private:
  std::array<std::uint64_t, 4>& s_;
};

// ---------------------------------------------------------------- fixed data

// Names seen in real PokerStars logs (POKERSTARS_FORMAT.md §3). "Kergie" and
// "Kergie 2" make one name a prefix of another.
constexpr std::array<std::string_view, 26> kPlainNames = {
    "Scaaalll",   "AligatorsBlood", "jojocadillac", "senorseldeng", "pavlo8855",   "Kergie",
    "Alcolea",    "HellNative",     "kite1966",     "manutp96",     "klausC3",     "Hsekir",
    "Sharabora",  "joaoottavio",    "Zhyla95",      "fabor1303",    "KoAlRy",      "Stormzilla",
    "Bubobubob",  "cord86",         "Luchok123",    "pokeracer87",  "hanshabraken", "DiggErr555",
    "HuGuinZ",    "Kergie 2"};
constexpr std::array<std::string_view, 18> kTrickyNames = {
    "Spaiki 11",     "Zi Ying lin",   "wo_olly :D",    "re:Paingan",     "AndyLu)|(ynski", "Venom(X)(X)",
    "PC [Mittel]",   "/\\ntiHer[]",   "$$Top_Boy$$ OG", "$lope$tyle",    "Arthur\"Celt\"",  "UgotPHIL'd",
    "- $ergioJr -",  "57248976",      "Gn\xc3\xbcrg",   "\xe4\xb9\x96\xe5\xb0\xb1\xe4\xba\xb2\xe4\xbd\xa0",
    "Superfish I",   "Kuca :P"};

constexpr std::array<std::string_view, 5> kCashTables = {"Halley", "Acamar IV", "Teucer II", "Zamenhof VII",
                                                          "Atalante II"};
constexpr std::string_view kTrickyTable = "Isildur's PLO 50";

struct Stakes {
  std::int64_t low;   // cents or chips: SB (big-bet games: small bet)
  std::int64_t high;  // BB (big-bet games: big bet)
  std::int64_t ante;  // tournaments
};

// Cash, cents. No-limit and pot-limit: SB/BB. Fixed limit: small/big bet.
constexpr std::array<Stakes, 11> kCashBlinds = {{{1, 2, 0},
                                                 {2, 5, 0},
                                                 {5, 10, 0},
                                                 {10, 25, 0},
                                                 {25, 50, 0},
                                                 {50, 100, 0},
                                                 {100, 200, 0},
                                                 {200, 500, 0},
                                                 {500, 1000, 0},
                                                 {1000, 2000, 0},
                                                 {2500, 5000, 0}}};
constexpr std::array<Stakes, 8> kCashBets = {
    {{4, 8, 0}, {10, 20, 0}, {20, 40, 0}, {50, 100, 0}, {100, 200, 0}, {200, 400, 0}, {400, 800, 0}, {1000, 2000, 0}}};
// Tournaments, whole chips, level I first.
constexpr std::array<Stakes, 12> kTournamentBlinds = {{{10, 20, 0},
                                                       {15, 30, 0},
                                                       {25, 50, 0},
                                                       {50, 100, 10},
                                                       {75, 150, 15},
                                                       {100, 200, 25},
                                                       {150, 300, 35},
                                                       {200, 400, 50},
                                                       {300, 600, 75},
                                                       {400, 800, 100},
                                                       {600, 1200, 150},
                                                       {1000, 2000, 250}}};
constexpr std::array<Stakes, 6> kTournamentBets = {
    {{20, 40, 0}, {30, 60, 0}, {40, 80, 0}, {60, 120, 5}, {100, 200, 10}, {150, 300, 15}}};
constexpr std::array<std::string_view, 12> kRoman = {"I", "II",  "III",  "IV", "V",  "VI",
                                                     "VII", "VIII", "IX", "X", "XI", "XII"};

// ---------------------------------------------------------------- text

void put_uint(std::string& out, std::uint64_t v) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

void put_two_digits(std::string& out, std::uint64_t v) {
  out += static_cast<char>('0' + v / 10 % 10);
  out += static_cast<char>('0' + v % 10);
}

void put_card(std::string& out, engine::Card c) {
  out += engine::rank_char(c.rank());
  out += engine::suit_char(c.suit());
}

void put_cards(std::string& out, const engine::Card* cards, int n) {
  out += '[';
  for (int i = 0; i < n; ++i) {
    if (i) out += ' ';
    put_card(out, cards[i]);
  }
  out += ']';
}

// The per-hand work: one object per next() call, all state in fixed arrays.
struct Deal {
  const GeneratorOptions& opt;
  Rng& rng;
  std::string& out;
  HandGenerator::Expected& e;

  std::uint64_t tournament_number = 0;
  bool cash = true;
  int n = 0;
  std::array<engine::Card, 52> deck{};
  Chips unit{1};
  std::uint32_t forfeit_pending = 0;  // sitting-out all-in players not folded yet
  int forfeit_passed = -1;            // pre-flop position the action has passed

  // Per player (seat order).
  std::array<bool, HandGenerator::kMaxPlayers> put_voluntarily{};  // blind or chips in pre-flop
  std::array<Street, HandGenerator::kMaxPlayers> folded_on{};
  std::array<engine::HighValue, HandGenerator::kMaxPlayers> value{};

  // ---- text helpers
  void money(Chips c) {
    assert(c.v >= 0);
    const auto v = static_cast<std::uint64_t>(c.v);
    if (cash) {
      out += '$';
      put_uint(out, v / 100);
      if (v % 100) {
        out += '.';
        put_two_digits(out, v % 100);
      }
    } else {
      assert(v % 100 == 0);
      put_uint(out, v / 100);
    }
  }
  // Header stakes keep their cents: "$0.50/$1.00".
  void header_money(std::int64_t cents) {
    out += '$';
    put_uint(out, static_cast<std::uint64_t>(cents / 100));
    out += '.';
    put_two_digits(out, static_cast<std::uint64_t>(cents % 100));
  }
  void name(int i) { out += e.player[static_cast<std::size_t>(i)].name; }
  void actor(int i) {
    name(i);
    out += ": ";
  }
  void all_in_tail(bool all_in) {
    if (all_in) out += " and is all-in";
    out += '\n';
  }

  // ---- setup
  void choose_game(std::uint64_t hand_number) {
    e.hand_number = hand_number;
    const bool can_cash = opt.cash || !opt.tournaments;
    e.tournament = opt.tournaments && (!can_cash || rng.chance(35));
    cash = !e.tournament;
    unit = cash ? Chips{1} : Chips{Chips::kScale};
    e.unit = unit;

    std::array<Structure, 3> structures{};
    int k = 0;
    if (opt.no_limit) structures[static_cast<std::size_t>(k++)] = Structure::kNoLimit;
    if (opt.pot_limit) structures[static_cast<std::size_t>(k++)] = Structure::kPotLimit;
    if (opt.fixed_limit) structures[static_cast<std::size_t>(k++)] = Structure::kFixedLimit;
    if (k == 0) structures[static_cast<std::size_t>(k++)] = Structure::kNoLimit;
    e.structure = structures[rng.below(static_cast<std::uint64_t>(k))];

    const bool limit = e.structure == Structure::kFixedLimit;
    const std::int64_t scale = cash ? 1 : Chips::kScale;  // chips -> centi-units
    Stakes s{};
    int level = 0;
    if (cash) {
      s = limit ? kCashBets[rng.below(kCashBets.size())] : kCashBlinds[rng.below(kCashBlinds.size())];
    } else if (limit) {
      level = static_cast<int>(rng.below(kTournamentBets.size()));
      s = kTournamentBets[static_cast<std::size_t>(level)];
    } else {
      level = static_cast<int>(rng.below(kTournamentBlinds.size()));
      s = kTournamentBlinds[static_cast<std::size_t>(level)];
    }
    if (limit) {
      e.small_bet = Chips{s.low * scale};
      e.big_bet = Chips{s.high * scale};
      e.small_blind = Chips{s.low / 2 * scale};
      e.big_blind = e.small_bet;
    } else {
      e.small_blind = Chips{s.low * scale};
      e.big_blind = Chips{s.high * scale};
    }
    e.ante = Chips{s.ante * scale};
    header(s, level);
  }

  void header(const Stakes& s, int level) {
    out += "PokerStars Hand #";
    put_uint(out, e.hand_number);
    out += ':';
    std::string_view limit_name = e.structure == Structure::kNoLimit    ? "No Limit"
                                  : e.structure == Structure::kPotLimit ? "Pot Limit"
                                                                        : "Limit";
    if (cash) {
      out += "  Hold'em ";
      out += limit_name;
      out += " (";
      header_money(s.low);
      out += '/';
      header_money(s.high);
      out += " USD)";
    } else {
      out += " Tournament #";
      put_uint(out, tournament_number);
      out += ", $1+$0.10 USD Hold'em ";
      out += limit_name;
      out += " - Level ";
      out += kRoman[static_cast<std::size_t>(level)];
      out += " (";
      put_uint(out, static_cast<std::uint64_t>(s.low));
      out += '/';
      put_uint(out, static_cast<std::uint64_t>(s.high));
      out += ')';
    }
    // A date that moves 47 s per hand within May 2024; the hour is not
    // zero-padded, as in the client's own files.
    const std::uint64_t t = (e.hand_number * 47) % (28ULL * 86400);
    out += " - 2024/05/";
    put_two_digits(out, 1 + t / 86400);
    out += ' ';
    put_uint(out, t % 86400 / 3600);
    out += ':';
    put_two_digits(out, t % 3600 / 60);
    out += ':';
    put_two_digits(out, t % 60);
    out += " ET\n";
  }

  void choose_table() {
    const int lo = std::clamp(opt.min_players, 2, HandGenerator::kMaxPlayers);
    const int hi = std::clamp(opt.max_players, lo, HandGenerator::kMaxPlayers);
    n = lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - lo + 1)));
    e.players = n;
    const int max_seats = n > 9 ? 10 : n > 6 ? 9 : (rng.chance(50) ? 6 : 9);

    // Seats: n of 1..max_seats, in order.
    std::array<int, 10> seats{};
    for (int i = 0; i < max_seats; ++i) seats[static_cast<std::size_t>(i)] = i + 1;
    for (int i = 0; i < n; ++i) {
      const int j = i + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_seats - i)));
      std::swap(seats[static_cast<std::size_t>(i)], seats[static_cast<std::size_t>(j)]);
    }
    std::sort(seats.begin(), seats.begin() + n);

    // Names: n distinct from the pool.
    std::array<std::string_view, kPlainNames.size() + kTrickyNames.size()> pool{};
    std::size_t pool_size = 0;
    for (auto s : kPlainNames) pool[pool_size++] = s;
    if (opt.tricky_names)
      for (auto s : kTrickyNames) pool[pool_size++] = s;
    for (int i = 0; i < n; ++i) {
      const std::size_t j = static_cast<std::size_t>(i) + rng.below(pool_size - static_cast<std::size_t>(i));
      std::swap(pool[static_cast<std::size_t>(i)], pool[j]);
    }

    for (int i = 0; i < n; ++i) {
      auto& p = e.player[static_cast<std::size_t>(i)];
      p.name = pool[static_cast<std::size_t>(i)];
      p.seat = seats[static_cast<std::size_t>(i)];
      p.start = random_stack();
      p.sitting_out = e.tournament && rng.chance(6);
    }

    e.button = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    if (n == 2) {
      e.small_blind_player = e.button;
      e.big_blind_player = 1 - e.button;
    } else {
      e.small_blind_player = (e.button + 1) % n;
      e.big_blind_player = (e.button + 2) % n;
    }
    // Blind posters are never all-in on the ante (the client would not ask
    // them for a blind then); they may be all-in on the blind itself.
    for (int i : {e.small_blind_player, e.big_blind_player}) {
      auto& p = e.player[static_cast<std::size_t>(i)];
      if (p.start <= e.ante) p.start = e.ante + unit;
    }
    // Cash stacks with a common divisor above one cent (all even, say) would
    // let "the smallest chip in play" be read as 2 cents (RULES.md R-OC-1,
    // the GCD estimate), against the cent the splits here use: keep the
    // stacks coprime so that every odd-chip rule agrees on the cent.
    if (cash) {
      for (;;) {
        std::int64_t g = 0;
        for (int i = 0; i < n; ++i) g = std::gcd(g, e.player[static_cast<std::size_t>(i)].start.v);
        if (g <= 1) break;
        auto& deepest = *std::max_element(e.player.begin(), e.player.begin() + n,
                                          [](const auto& a, const auto& b) { return a.start < b.start; });
        deepest.start += Chips{1};
      }
    }

    out += "Table '";
    if (cash) {
      out += opt.tricky_names && rng.chance(10) ? kTrickyTable : kCashTables[rng.below(kCashTables.size())];
    } else {
      put_uint(out, tournament_number);
      out += ' ';
      put_uint(out, 1 + rng.below(40));
    }
    out += "' ";
    put_uint(out, static_cast<std::uint64_t>(max_seats));
    out += "-max Seat #";
    put_uint(out, static_cast<std::uint64_t>(e.player[static_cast<std::size_t>(e.button)].seat));
    out += " is the button\n";

    for (int i = 0; i < n; ++i) {
      const auto& p = e.player[static_cast<std::size_t>(i)];
      out += "Seat ";
      put_uint(out, static_cast<std::uint64_t>(p.seat));
      out += ": ";
      out += p.name;
      out += " (";
      money(p.start);
      out += " in chips)";
      if (p.sitting_out) out += " is sitting out";
      out += '\n';
    }
  }

  // Stacks in big blinds: a few tiny (all-in on a post), a fair share short,
  // the rest deep. Whole chips in tournaments.
  Chips random_stack() {
    const std::int64_t bb = e.big_blind.v;
    const int r = static_cast<int>(rng.below(100));
    std::int64_t v = 0;
    if (r < 7) {
      v = rng.range(unit.v, bb + bb / 2);
    } else if (r < 30) {
      v = rng.range(2 * bb, 25 * bb);
    } else {
      v = rng.range(25 * bb, (cash ? 250 : 100) * bb);
    }
    v -= v % unit.v;
    return Chips{std::max(v, unit.v)};
  }

  void shuffle_deck() {
    for (int i = 0; i < 52; ++i) deck[static_cast<std::size_t>(i)] = engine::Card::from_code(i);
    const int needed = 2 * n + 5;
    for (int i = 0; i < needed; ++i) {
      const int j = i + static_cast<int>(rng.below(static_cast<std::uint64_t>(52 - i)));
      std::swap(deck[static_cast<std::size_t>(i)], deck[static_cast<std::size_t>(j)]);
    }
  }
  const engine::Card* hole(int i) const { return &deck[static_cast<std::size_t>(2 * i)]; }
  const engine::Card* board() const { return &deck[static_cast<std::size_t>(2 * n)]; }

  // ---- play
  engine::GameDef game_def() const {
    engine::GameDef g;
    g.variant = engine::Variant::kHoldem;
    g.structure = e.structure;
    g.tournament = e.tournament;
    g.small_blind = e.small_blind;
    g.big_blind = e.big_blind;
    g.small_bet = e.small_bet;
    g.big_bet = e.big_bet;
    g.odd_chip_unit = unit;
    return g;
  }

  void post(engine::HandState& st, int i, std::string_view verb, Chips amount, bool blind, bool sets_level) {
    const Chips stack = st.players()[static_cast<std::size_t>(i)].stack;
    const Chips paid = min(amount, stack);
    if (blind) {
      st.post(i, paid, Chips{0}, sets_level, e.big_blind);
      put_voluntarily[static_cast<std::size_t>(i)] = true;
    } else {
      st.post_ante(i, paid);
    }
    actor(i);
    out += verb;
    money(paid);
    all_in_tail(paid == stack);
  }

  bool opponent_can_act(const engine::HandState& st, int i) const {
    const auto& ps = st.players();
    for (int j = 0; j < n; ++j) {
      const auto& q = ps[static_cast<std::size_t>(j)];
      if (j != i && q.in_hand && !q.folded && !q.all_in) return true;
    }
    return false;
  }

  // The software folds a sitting-out player who is all-in on a post when the
  // pre-flop action passes his seat; his chips stay in the pot
  // (engine::Profile::sitting_out_all_in_folds). Only while another live
  // player has put in at least as much, so that no pot layer is left that
  // nobody may win. `before`: the player about to act, -1 at the end of the
  // round. Returns whether anybody was folded.
  bool forfeit_before(engine::HandState& st, int before) {
    if (forfeit_pending == 0) return false;
    auto position = [&](int i) { return (i - e.big_blind_player - 1 + 2 * n) % n; };
    // A player before the last one passed: the action went round again.
    const int until = before < 0 || position(before) < forfeit_passed ? n : position(before);
    if (before >= 0) forfeit_passed = until == n ? n : until;
    bool any = false;
    for (int k = 0; k < until; ++k) {
      const int j = (e.big_blind_player + 1 + k) % n;
      if (!((forfeit_pending >> j) & 1u)) continue;
      const auto& ps = st.players();
      bool covered = false;
      for (int o = 0; o < n; ++o) {
        const auto& q = ps[static_cast<std::size_t>(o)];
        covered = covered || (o != j && !q.folded && q.contributed >= ps[static_cast<std::size_t>(j)].contributed);
      }
      if (!covered || st.live_count() < 2) continue;
      forfeit_pending &= ~(1u << j);
      st.forfeit(j);
      folded_on[static_cast<std::size_t>(j)] = Street::kPreflop;
      actor(j);
      out += "folds\n";
      any = true;
    }
    return any;
  }

  // One betting round, every action drawn from legal(). Returns the last
  // player who bet or raised on it, -1 if none.
  int betting_round(engine::HandState& st) {
    int raises = 0;
    int aggressor = -1;
    const bool preflop = st.street() == Street::kPreflop;
    for (;;) {
      const engine::Legal l = st.legal();
      if (preflop && forfeit_before(st, l.actor) && l.actor >= 0) continue;
      if (l.actor < 0) break;
      const int i = l.actor;
      const auto& p = st.players()[static_cast<std::size_t>(i)];
      // A raise must go above the current level; legal() has been seen to
      // offer raise-to amounts at or below it (counted, never taken).
      const bool offered = l.can_raise && l.min_to.positive();
      const bool sane = l.min_to > st.high() && l.min_to <= l.max_to;
      if (offered && !sane) ++e.refused_offers;
      const bool may_raise = offered && sane && opponent_can_act(st, i);
      const int live = st.live_count();

      engine::Action a;
      a.player = i;
      if (e.player[static_cast<std::size_t>(i)].sitting_out) {
        a.move = l.to_call.positive() ? engine::Move::kFold : engine::Move::kCheck;
      } else if (l.to_call.positive()) {
        const int fold_w = 25 + (live > 3 ? 20 : 0) + (l.to_call >= p.stack ? 15 : 0);
        const int call_w = 45;
        const int raise_w = may_raise ? 36 / (1 + raises) : 0;
        const int r = static_cast<int>(rng.below(static_cast<std::uint64_t>(fold_w + call_w + raise_w)));
        if (r < fold_w) {
          a.move = engine::Move::kFold;
        } else if (r < fold_w + call_w) {
          a.move = engine::Move::kCall;
          a.added = l.to_call;
          a.all_in_flag = l.to_call == p.stack;
        } else {
          a.move = engine::Move::kRaise;
        }
      } else {
        const int bet_w = may_raise ? (raises == 0 ? 35 : 30 / (1 + raises)) : 0;
        a.move = static_cast<int>(rng.below(100)) < bet_w ? engine::Move::kRaise : engine::Move::kCheck;
      }

      const Chips high = st.high();
      if (a.move == engine::Move::kRaise) {
        const Chips lo = l.min_to, hi = l.max_to;
        assert(lo.v % unit.v == 0 && hi.v % unit.v == 0);
        const std::int64_t steps = (hi.v - lo.v) / unit.v;
        const int r = static_cast<int>(rng.below(100));
        Chips to = lo;
        if (steps > 0 && r >= 30) to = r < 52 ? hi : Chips{lo.v + unit.v * rng.range(0, steps)};
        a.to = to;
        a.added = to - p.street_bet;
        a.all_in_flag = a.added == p.stack;
        if (!high.positive()) a.move = engine::Move::kBet;
      }

      // Text.
      actor(i);
      switch (a.move) {
        case engine::Move::kFold: out += "folds\n"; break;
        case engine::Move::kCheck: out += "checks\n"; break;
        case engine::Move::kCall:
          out += "calls ";
          money(a.added);
          all_in_tail(a.all_in_flag);
          break;
        case engine::Move::kBet:
          out += "bets ";
          money(a.added);
          all_in_tail(a.all_in_flag);
          break;
        case engine::Move::kRaise:
          out += "raises ";
          money(a.to - high);
          out += " to ";
          money(a.to);
          all_in_tail(a.all_in_flag);
          break;
      }

      if (opt.self_check && !st.check(a).empty()) ++e.self_check_violations;
      if (a.move == engine::Move::kFold) folded_on[static_cast<std::size_t>(i)] = st.street();
      if (st.street() == Street::kPreflop && a.added.positive()) put_voluntarily[static_cast<std::size_t>(i)] = true;
      if (a.move == engine::Move::kBet || a.move == engine::Move::kRaise) {
        ++raises;
        aggressor = i;
      }
      ++e.actions;
      st.commit(a);
    }
    return aggressor;
  }

  void street_marker(Street s) {
    const engine::Card* b = board();
    switch (s) {
      case Street::kFlop:
        out += "*** FLOP *** ";
        put_cards(out, b, 3);
        e.board_cards = 3;
        break;
      case Street::kTurn:
        out += "*** TURN *** ";
        put_cards(out, b, 3);
        out += ' ';
        put_cards(out, b + 3, 1);
        e.board_cards = 4;
        break;
      case Street::kRiver:
        out += "*** RIVER *** ";
        put_cards(out, b, 4);
        out += ' ';
        put_cards(out, b + 4, 1);
        e.board_cards = 5;
        break;
      case Street::kPreflop:
      case Street::kShowdown:
        break;
    }
    out += '\n';
  }

  // Players clockwise from the first seat left of the button, the button
  // last (RULES.md R-OC-3). Player indices are in seat order, so this is a
  // rotation.
  int button_order(int k) const { return (e.button + 1 + k) % n; }

  void pot_name(int k) {
    if (e.pot_count == 1) {
      out += "pot";
    } else if (k == 0) {
      out += "main pot";
    } else {
      out += "side pot";
      if (e.pot_count > 2) {
        out += '-';
        put_uint(out, static_cast<std::uint64_t>(k));
      }
    }
  }

  void show(int i) {
    auto& p = e.player[static_cast<std::size_t>(i)];
    p.showed = true;
    actor(i);
    out += "shows ";
    put_cards(out, hole(i), 2);
    out += " (";
    out += validators::pokerstars_high_description(value[static_cast<std::size_t>(i)]);
    out += ")\n";
  }

  void collect(int i, int k, Chips amount) {
    e.player[static_cast<std::size_t>(i)].collected += amount;
    e.pot[static_cast<std::size_t>(k)].winners |= 1u << i;
    name(i);
    out += " collected ";
    money(amount);
    out += " from ";
    pot_name(k);
    out += '\n';
  }

  void run(std::uint64_t hand_number) {
    choose_game(hand_number);
    choose_table();
    shuffle_deck();

    const engine::GameDef game = game_def();
    const engine::Profile* profile = engine::find_profile("pokerstars", e.tournament);
    std::vector<engine::PlayerState> players(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      players[static_cast<std::size_t>(i)].seat = e.player[static_cast<std::size_t>(i)].seat;
      players[static_cast<std::size_t>(i)].stack = e.player[static_cast<std::size_t>(i)].start;
      players[static_cast<std::size_t>(i)].in_hand = true;
    }
    engine::HandState st(game, *profile, std::move(players), e.player[static_cast<std::size_t>(e.button)].seat);

    // Forced bets: antes in seat order, then the blinds.
    if (e.ante.positive())
      for (int i = 0; i < n; ++i) post(st, i, "posts the ante ", e.ante, false, false);
    post(st, e.small_blind_player, "posts small blind ", e.small_blind, true, false);
    post(st, e.big_blind_player, "posts big blind ", e.big_blind, true, true);
    // Cash: now and then a player coming back posts both blinds out of
    // position; the small-blind part is dead (RULES.md R-BL-5). Not after a
    // short small blind in fixed limit: the header does not state the blind,
    // and replay/ takes it from that short post (a known false positive,
    // tests/cli/generator_property_test.cpp).
    const bool short_small_blind = st.players()[static_cast<std::size_t>(e.small_blind_player)].all_in;
    if (cash && n >= 4 && !(short_small_blind && e.structure == Structure::kFixedLimit) && rng.chance(6)) {
      const int i = (e.big_blind_player + 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(n - 3)))) % n;
      const Chips both = e.small_blind + e.big_blind;
      if (i != e.button && st.players()[static_cast<std::size_t>(i)].stack > both) {
        st.post(i, e.big_blind, e.small_blind, true, e.big_blind);
        put_voluntarily[static_cast<std::size_t>(i)] = true;
        e.dead_poster = i;
        actor(i);
        out += "posts small & big blinds ";
        money(both);
        out += '\n';
      }
    }

    out += "*** HOLE CARDS ***\n";
    const int hero = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    if (rng.chance(90) && !e.player[static_cast<std::size_t>(hero)].sitting_out) {
      e.hero = hero;
      out += "Dealt to ";
      name(e.hero);
      out += ' ';
      put_cards(out, hole(e.hero), 2);
      out += '\n';
    }

    st.start_preflop(e.big_blind_player);
    for (int i = 0; i < n; ++i) {
      const auto& q = st.players()[static_cast<std::size_t>(i)];
      if (e.player[static_cast<std::size_t>(i)].sitting_out && q.all_in) forfeit_pending |= 1u << i;
    }
    Street street = Street::kPreflop;
    int aggressor = betting_round(st);
    while (st.live_count() > 1 && street != Street::kRiver && st.can_act_count() > 1) {
      street = static_cast<Street>(static_cast<int>(street) + 1);
      street_marker(street);
      st.start_street(street);
      aggressor = betting_round(st);
    }

    // Betting is over: the uncalled bet, then the rest of the board.
    const auto& ps = st.players();
    std::array<Chips, HandGenerator::kMaxPlayers> contributed{};
    std::array<bool, HandGenerator::kMaxPlayers> folded{};
    std::array<bool, HandGenerator::kMaxPlayers> all_in{};
    for (int i = 0; i < n; ++i) {
      const auto& q = ps[static_cast<std::size_t>(i)];
      contributed[static_cast<std::size_t>(i)] = q.contributed;  // dead money apart
      folded[static_cast<std::size_t>(i)] = q.folded;
      all_in[static_cast<std::size_t>(i)] = q.all_in;
      auto& p = e.player[static_cast<std::size_t>(i)];
      p.put_in = q.contributed + q.dead;
      p.folded = q.folded;
      p.all_in = q.all_in;
    }
    e.dead = st.dead_total();
    const engine::PotBuild build =
        engine::build_pots(std::span<const Chips>(contributed.data(), static_cast<std::size_t>(n)),
                           std::span<const bool>(folded.data(), static_cast<std::size_t>(n)), st.dead_total(),
                           std::span<const bool>(all_in.data(), static_cast<std::size_t>(n)));
    if (build.refund_to >= 0) {
      e.refund_to = build.refund_to;
      e.refund = build.refund;
      e.player[static_cast<std::size_t>(build.refund_to)].returned = build.refund;
      out += "Uncalled bet (";
      money(build.refund);
      out += ") returned to ";
      name(build.refund_to);
      out += '\n';
    }
    const int live = st.live_count();
    if (live > 1) {
      while (street != Street::kRiver) {
        street = static_cast<Street>(static_cast<int>(street) + 1);
        street_marker(street);
      }
    }

    // Pots and rake: 5 % of the pot, at most $3, only when a flop was dealt,
    // taken from the main pot.
    e.pot_count = static_cast<int>(std::min<std::size_t>(build.pots.size(), e.pot.size()));
    for (int k = 0; k < e.pot_count; ++k) {
      auto& pot = e.pot[static_cast<std::size_t>(k)];
      pot.amount = build.pots[static_cast<std::size_t>(k)].amount;
      pot.net = pot.amount;
      pot.eligible = static_cast<std::uint32_t>(build.pots[static_cast<std::size_t>(k)].eligible);
      e.total_pot += pot.amount;
    }
    if (cash && opt.rake && e.board_cards >= 3 && e.pot_count > 0 && rng.chance(70)) {
      e.rake = min(min(Chips{e.total_pot.v * 5 / 100}, Chips{300}), e.pot[0].amount);
      e.pot[0].net -= e.rake;
    }

    if (live > 1) {
      showdown(aggressor);
    } else {
      int winner = -1;
      for (int i = 0; i < n; ++i)
        if (!folded[static_cast<std::size_t>(i)]) winner = i;
      for (int k = e.pot_count - 1; k >= 0; --k) collect(winner, k, e.pot[static_cast<std::size_t>(k)].net);
      if (rng.chance(50)) {
        actor(winner);
        out += "doesn't show hand\n";
      }
    }

    summary();
    for (int i = 0; i < n; ++i) {
      auto& p = e.player[static_cast<std::size_t>(i)];
      p.final_stack = p.start - p.put_in + p.returned + p.collected;
    }
    out += "\n\n\n";
  }

  void showdown(int aggressor) {
    e.showdown = true;
    out += "*** SHOW DOWN ***\n";
    bool live_all_in = false;
    for (int i = 0; i < n; ++i) {
      const auto& p = e.player[static_cast<std::size_t>(i)];
      if (!p.folded) {
        std::array<engine::Card, 7> cards{};
        std::copy(hole(i), hole(i) + 2, cards.begin());
        std::copy(board(), board() + 5, cards.begin() + 2);
        value[static_cast<std::size_t>(i)] = engine::best_high(cards);
        live_all_in = live_all_in || p.all_in;
      }
    }
    // Showing order: the last aggressor, else the first live player left of
    // the button; then clockwise.
    const int first = aggressor >= 0 ? aggressor : button_order(0);
    std::array<bool, HandGenerator::kMaxPlayers> decided{};
    std::optional<engine::HighValue> best_shown;
    const bool may_muck = !live_all_in && e.pot_count == 1;
    for (int k = e.pot_count - 1; k >= 0; --k) {
      const auto& pot = e.pot[static_cast<std::size_t>(k)];
      for (int s = 0; s < n; ++s) {
        const int i = (first + s) % n;
        if (!((pot.eligible >> i) & 1u) || decided[static_cast<std::size_t>(i)]) continue;
        decided[static_cast<std::size_t>(i)] = true;
        const auto v = value[static_cast<std::size_t>(i)];
        if (may_muck && best_shown && v < *best_shown && rng.chance(50)) {
          e.player[static_cast<std::size_t>(i)].mucked = true;
          actor(i);
          out += "mucks hand\n";
          continue;
        }
        show(i);
        if (!best_shown || v > *best_shown) best_shown = v;
      }
      // The best shown hands among the pot's eligible players share it, odd
      // chips one each from the first seat left of the button.
      std::optional<engine::HighValue> best;
      std::array<int, HandGenerator::kMaxPlayers> winners{};
      std::size_t count = 0;
      for (int s = 0; s < n; ++s) {
        const int i = button_order(s);
        if (!((pot.eligible >> i) & 1u) || e.player[static_cast<std::size_t>(i)].mucked) continue;
        const auto v = value[static_cast<std::size_t>(i)];
        if (!best || v > *best) {
          best = v;
          count = 0;
        }
        if (v == *best) winners[count++] = i;
      }
      assert(count > 0);
      const auto shares = engine::split_pot(pot.net, unit, count);
      for (std::size_t w = 0; w < count; ++w) collect(winners[w], k, shares[w]);
    }
  }

  void summary() {
    out += "*** SUMMARY ***\nTotal pot ";
    money(e.total_pot);
    if (e.pot_count > 1) {
      out += " Main pot ";
      money(e.pot[0].net);
      out += '.';
      for (int k = 1; k < e.pot_count; ++k) {
        out += " Side pot";
        if (e.pot_count > 2) {
          out += '-';
          put_uint(out, static_cast<std::uint64_t>(k));
        }
        out += ' ';
        money(e.pot[static_cast<std::size_t>(k)].net);
        out += '.';
      }
    }
    out += " | Rake ";
    money(e.rake);
    out += '\n';
    if (e.board_cards > 0) {
      out += "Board ";
      put_cards(out, board(), e.board_cards);
      out += '\n';
    }
    for (int i = 0; i < n; ++i) {
      const auto& p = e.player[static_cast<std::size_t>(i)];
      out += "Seat ";
      put_uint(out, static_cast<std::uint64_t>(p.seat));
      out += ": ";
      out += p.name;
      if (i == e.button) out += " (button)";
      if (i == e.small_blind_player) out += " (small blind)";
      if (i == e.big_blind_player) out += " (big blind)";
      if (p.folded) {
        switch (folded_on[static_cast<std::size_t>(i)]) {
          case Street::kPreflop:
            out += " folded before Flop";
            if (!put_voluntarily[static_cast<std::size_t>(i)]) out += " (didn't bet)";
            break;
          case Street::kFlop: out += " folded on the Flop"; break;
          case Street::kTurn: out += " folded on the Turn"; break;
          case Street::kRiver:
          case Street::kShowdown: out += " folded on the River"; break;
        }
      } else if (p.mucked) {
        out += " mucked ";
        put_cards(out, hole(i), 2);
      } else if (p.showed) {
        out += " showed ";
        put_cards(out, hole(i), 2);
        if (p.collected.positive()) {
          out += " and won (";
          money(p.collected);
          out += ") with ";
        } else {
          out += " and lost with ";
        }
        out += validators::pokerstars_high_description(value[static_cast<std::size_t>(i)]);
      } else {
        out += " collected (";
        money(p.collected);
        out += ')';
      }
      out += '\n';
    }
  }
};

}  // namespace

HandGenerator::HandGenerator(const GeneratorOptions& options) : options_(options) {
  std::uint64_t x = options.seed;
  for (auto& s : rng_) s = splitmix64(x);
  first_hand_number_ = 200000000000ULL + splitmix64(x) % 50000000000ULL;
  tournament_number_ = 3000000000ULL + splitmix64(x) % 900000000ULL;
}

void HandGenerator::next(std::string& out) {
  last_ = Expected{};
  Rng rng(rng_);
  Deal deal{options_, rng, out, last_};
  deal.tournament_number = tournament_number_;
  deal.run(first_hand_number_ + count_);
  ++count_;
}

}  // namespace cli

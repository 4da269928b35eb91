// The hand generator's tables and setup: the games and their stakes, the
// players' names, the header, table and seat lines, and the text helpers
// (generator/generator_deal.h).
#include "generator/generator_deal.h"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <numeric>
#include <vector>

#include "engine/money_text.h"

namespace generator {

namespace {

using engine::Structure;
using engine::Variant;

// What the generator knows of each game: its words in the header, the
// structures it is played with (the first when the options allow none of
// them), the most players a table of it seats and whether it is dealt in
// tournaments (else at cash tables only, whatever the options say).
struct GameInfo {
  std::string_view id;
  std::string_view name;
  Variant variant;
  bool hi_lo;
  Family family;
  std::array<Structure, 3> structures;
  int structure_count;
  int max_players;
  bool tournaments;
};

constexpr Structure kNL = Structure::kNoLimit;
constexpr Structure kPL = Structure::kPotLimit;
constexpr Structure kFL = Structure::kFixedLimit;

// Five-card Omaha: 9 players and a board take 50 of the 52 cards. Stud and
// draw tables seat 8 (the deck runs short on 7th street or in the draws).
// Six-card Omaha, Courchevel, 6+ and Split Hold'em: PokerStars' tables of
// them are 6-max (six-card Omaha could deal 7: 42 + 5 cards; 6+ needs 12 + 5
// of its 36; Split Hold'em 12 + 10).
// clang-format off
constexpr std::array<GameInfo, kGameKinds> kGames = {{
    {"holdem", "Hold'em", Variant::kHoldem, false, Family::kFlop, {kNL, kPL, kFL}, 3, 10, true},
    {"omaha", "Omaha", Variant::kOmaha, false, Family::kFlop, {kPL, kNL, kFL}, 3, 10, true},
    {"omaha-hilo", "Omaha Hi/Lo", Variant::kOmaha, true, Family::kFlop, {kPL, kFL, kFL}, 2, 10, true},
    {"omaha5", "5 Card Omaha", Variant::kOmaha5, false, Family::kFlop, {kPL, kPL, kPL}, 1, 9, true},
    {"omaha5-hilo", "5 Card Omaha Hi/Lo", Variant::kOmaha5, true, Family::kFlop, {kPL, kPL, kPL}, 1, 9, true},
    {"stud", "7 Card Stud", Variant::kStud7, false, Family::kStud, {kFL, kFL, kFL}, 1, 8, true},
    {"stud-hilo", "7 Card Stud Hi/Lo", Variant::kStud7, true, Family::kStud, {kFL, kFL, kFL}, 1, 8, true},
    {"razz", "Razz", Variant::kRazz, false, Family::kStud, {kFL, kFL, kFL}, 1, 8, true},
    {"draw5", "5 Card Draw", Variant::kDraw5, false, Family::kDraw, {kFL, kPL, kNL}, 3, 8, true},
    {"single-draw-27", "Single Draw 2-7 Lowball", Variant::kDraw27Single, false, Family::kDraw, {kNL, kNL, kNL}, 1, 8, true},
    {"triple-draw-27", "Triple Draw 2-7 Lowball", Variant::kDraw27Triple, false, Family::kDraw, {kFL, kFL, kFL}, 1, 8, true},
    {"badugi", "Badugi", Variant::kBadugi, false, Family::kDraw, {kFL, kFL, kFL}, 1, 8, true},
    {"omaha6", "6 Card Omaha", Variant::kOmaha6, false, Family::kFlop, {kPL, kPL, kPL}, 1, 6, true},
    {"courchevel", "Courchevel", Variant::kCourchevel, false, Family::kFlop, {kPL, kPL, kPL}, 1, 6, true},
    {"courchevel-hilo", "Courchevel Hi/Lo", Variant::kCourchevel, true, Family::kFlop, {kPL, kPL, kPL}, 1, 6, true},
    {"six-plus", "6+ Hold'em", Variant::kSixPlusHoldem, false, Family::kFlop, {kNL, kNL, kNL}, 1, 6, false},
    {"split-holdem", "Split Hold'em", Variant::kSplitHoldem, false, Family::kFlop, {kNL, kNL, kNL}, 1, 6, false},
    {"stud5", "5 Card Stud", Variant::kStud5, false, Family::kStud, {kFL, kFL, kFL}, 1, 8, true},
    {"triple-draw-a5", "Triple Draw A-5 Lowball", Variant::kDrawA5Triple, false, Family::kDraw, {kFL, kFL, kFL}, 1, 8, true},
}};
// clang-format on

const GameInfo& info(GameKind g) { return kGames[static_cast<std::size_t>(g)]; }

// Names seen in real PokerStars logs (POKERSTARS_FORMAT.md §3). "Kergie" and
// "Kergie 2" make one name a prefix of another.
constexpr std::array<std::string_view, 26> kPlainNames = {
    "Scaaalll",    "AligatorsBlood", "jojocadillac", "senorseldeng", "pavlo8855", "Kergie",    "Alcolea",
    "HellNative",  "kite1966",       "manutp96",     "klausC3",      "Hsekir",    "Sharabora", "joaoottavio",
    "Zhyla95",     "fabor1303",      "KoAlRy",       "Stormzilla",   "Bubobubob", "cord86",    "Luchok123",
    "pokeracer87", "hanshabraken",   "DiggErr555",   "HuGuinZ",      "Kergie 2"};
constexpr std::array<std::string_view, 18> kTrickyNames = {
    "Spaiki 11",      "Zi Ying lin", "wo_olly :D",     "re:Paingan",
    "AndyLu)|(ynski", "Venom(X)(X)", "PC [Mittel]",    "/\\ntiHer[]",
    "$$Top_Boy$$ OG", "$lope$tyle",  "Arthur\"Celt\"", "UgotPHIL'd",
    "- $ergioJr -",   "57248976",    "Gn\xc3\xbcrg",   "\xe4\xb9\x96\xe5\xb0\xb1\xe4\xba\xb2\xe4\xbd\xa0",
    "Superfish I",    "Kuca :P"};

constexpr std::array<std::string_view, 5> kCashTables = {"Halley", "Acamar IV", "Teucer II", "Zamenhof VII",
                                                         "Atalante II"};
constexpr std::string_view kTrickyTable = "Isildur's PLO 50";

struct Stakes {
  std::int64_t low;       // cents or chips: SB (fixed limit: the small bet)
  std::int64_t high;      // BB (fixed limit: the big bet)
  std::int64_t ante;      // tournaments; stud always
  std::int64_t bring_in;  // stud
};

// Cash, cents. No-limit and pot-limit: SB/BB. Fixed limit: small/big bet.
constexpr std::array<Stakes, 11> kCashBlinds = {{{1, 2, 0, 0},
                                                 {2, 5, 0, 0},
                                                 {5, 10, 0, 0},
                                                 {10, 25, 0, 0},
                                                 {25, 50, 0, 0},
                                                 {50, 100, 0, 0},
                                                 {100, 200, 0, 0},
                                                 {200, 500, 0, 0},
                                                 {500, 1000, 0, 0},
                                                 {1000, 2000, 0, 0},
                                                 {2500, 5000, 0, 0}}};
constexpr std::array<Stakes, 8> kCashBets = {{{4, 8, 0, 0},
                                              {10, 20, 0, 0},
                                              {20, 40, 0, 0},
                                              {50, 100, 0, 0},
                                              {100, 200, 0, 0},
                                              {200, 400, 0, 0},
                                              {400, 800, 0, 0},
                                              {1000, 2000, 0, 0}}};
// Tournaments, whole chips, level I first.
constexpr std::array<Stakes, 12> kTournamentBlinds = {{{10, 20, 0, 0},
                                                       {15, 30, 0, 0},
                                                       {25, 50, 0, 0},
                                                       {50, 100, 10, 0},
                                                       {75, 150, 15, 0},
                                                       {100, 200, 25, 0},
                                                       {150, 300, 35, 0},
                                                       {200, 400, 50, 0},
                                                       {300, 600, 75, 0},
                                                       {400, 800, 100, 0},
                                                       {600, 1200, 150, 0},
                                                       {1000, 2000, 250, 0}}};
constexpr std::array<Stakes, 6> kTournamentBets = {
    {{20, 40, 0, 0}, {30, 60, 0, 0}, {40, 80, 0, 0}, {60, 120, 5, 0}, {100, 200, 10, 0}, {150, 300, 15, 0}}};
// Stud: small/big bet, ante, bring-in ("$0.04-$0.08 Ante $0.01" brings in
// for $0.02; Razz level IV 50/100 antes 10 and brings in for 15).
constexpr std::array<Stakes, 6> kStudCash = {
    {{4, 8, 1, 2}, {10, 20, 2, 5}, {25, 50, 5, 10}, {50, 100, 10, 25}, {100, 200, 10, 25}, {400, 800, 50, 100}}};
// 6+ Hold'em, cash: the button blind, which every player also antes
// ("Button Blind $5 - Ante $5 USD"); `low` and `high` both hold it.
constexpr std::array<Stakes, 6> kButtonBlindCash = {{{25, 25, 25, 0},
                                                     {50, 50, 50, 0},
                                                     {100, 100, 100, 0},
                                                     {200, 200, 200, 0},
                                                     {500, 500, 500, 0},
                                                     {1000, 1000, 1000, 0}}};
constexpr std::array<Stakes, 6> kStudTournament = {
    {{20, 40, 2, 5}, {30, 60, 3, 10}, {40, 80, 5, 10}, {50, 100, 10, 15}, {100, 200, 20, 30}, {200, 400, 40, 60}}};
constexpr std::array<std::string_view, 12> kRoman = {"I",   "II",   "III", "IV", "V",  "VI",
                                                     "VII", "VIII", "IX",  "X",  "XI", "XII"};

void put_uint(std::string& out, std::uint64_t v) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

void put_two_digits(std::string& out, std::uint64_t v) {
  out += static_cast<char>('0' + v / 10 % 10);
  out += static_cast<char>('0' + v % 10);
}

// A non-negative amount in `decimals` (engine/money_text.h), without a
// temporary string.
void put_amount(std::string& out, Chips c, engine::Decimals decimals) {
  assert(c >= Chips{0});  // a '-' would have to go before the caller's '$'
  engine::DecimalBuffer buf;
  out.append(engine::decimal_text(c, decimals, buf));
}

// Header stakes keep their cents: "$0.50/$1.00".
void put_header_money(std::string& out, std::int64_t cents) {
  out += '$';
  put_amount(out, Chips{cents}, engine::Decimals::kTwo);
}

template <std::size_t N>
const Stakes& pick( Rng& rng, const std::array<Stakes, N>& table, int& level) {
  level = static_cast<int>(rng.below(N));
  return table[static_cast<std::size_t>(level)];
}

}  // namespace

std::string_view game_kind_id(GameKind g) { return info(g).id; }
engine::Variant game_variant(GameKind g) { return info(g).variant; }
bool game_hi_lo(GameKind g) { return info(g).hi_lo; }


Deal::Deal(const GeneratorOptions& options, Rng& random, std::string& text, Expected& expected,
           std::uint64_t tournament)
    : opt(options), rng(random), out(text), e(expected), tournament_number(tournament) {
  deck.fill();
}

// ---------------------------------------------------------------- text

// "$1", "$0.25" (cash: cents only when there are some), "1500" (whole chips).
void Deal::money(Chips c) {
  assert(cash || c.is_multiple_of(Chips{Chips::kScale}));
  if (cash) out += '$';
  put_amount(out, c, engine::Decimals::kTwoIfCents);
}

void Deal::name(int i) { out += e.player[static_cast<std::size_t>(i)].name; }

void Deal::actor(int i) {
  name(i);
  out += ": ";
}

void Deal::all_in_tail(bool all_in) {
  if (all_in) out += " and is all-in";
  out += '\n';
}

void Deal::cards(std::span<const Card> c) {
  out += '[';
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (i) out += ' ';
    out += engine::rank_char(c[i].rank());
    out += engine::suit_char(c[i].suit());
  }
  out += ']';
}

void Deal::number(std::uint64_t v) { put_uint(out, v); }

void Deal::seat(int i) {
  out += "Seat ";
  put_uint(out, static_cast<std::uint64_t>(e.player[static_cast<std::size_t>(i)].seat));
  out += ": ";
  name(i);
}

void Deal::notice(std::string_view line) {
  out += line;
  out += '\n';
}

// ---------------------------------------------------------------- setup

void Deal::choose_game(std::uint64_t hand_number) {
  e.hand_number = hand_number;
  // The game: by weight; a game dealt alone draws nothing.
  std::uint64_t total = 0;
  int single = -1, count = 0;
  for (int g = 0; g < kGameKinds; ++g) {
    const auto w = opt.game_weights[static_cast<std::size_t>(g)];
    total += w;
    if (w > 0) {
      single = g;
      ++count;
    }
  }
  int game = count == 0 ? 0 : single;
  if (count > 1) {
    auto r = static_cast<std::uint64_t>(rng.below(total));
    for (game = 0; r >= opt.game_weights[static_cast<std::size_t>(game)]; ++game)
      r -= opt.game_weights[static_cast<std::size_t>(game)];
  }
  e.game = static_cast<GameKind>(game);
  const GameInfo& g = info(e.game);
  e.variant = g.variant;
  e.hi_lo = g.hi_lo;
  family = g.family;

  const bool can_cash = opt.cash || !opt.tournaments;
  e.tournament = g.tournaments && opt.tournaments && (!can_cash || rng.chance(35));
  cash = !e.tournament;
  unit = cash ? Chips{1} : Chips{Chips::kScale};
  e.unit = unit;
  profile = engine::find_profile("pokerstars", e.tournament);
  passive = rng.chance(opt.heavy_draws && family == Family::kDraw ? 80 : 15);

  std::array<Structure, 3> structures{};
  int k = 0;
  for (int s = 0; s < g.structure_count; ++s) {
    const Structure x = g.structures[static_cast<std::size_t>(s)];
    if ((x == kNL && opt.no_limit) || (x == kPL && opt.pot_limit) || (x == kFL && opt.fixed_limit))
      structures[static_cast<std::size_t>(k++)] = x;
  }
  if (k == 0) structures[static_cast<std::size_t>(k++)] = g.structures[0];
  e.structure = structures[k > 1 ? rng.below(static_cast<std::uint64_t>(k)) : 0];

  const bool limit = e.structure == Structure::kFixedLimit;
  const std::int64_t scale = cash ? 1 : Chips::kScale;  // chips -> centi-units
  int level = 0;
  const bool button_blind = e.variant == Variant::kSixPlusHoldem;
  if (button_blind) deck.fill_short();
  const Stakes& s = family == Family::kStud ? (cash ? pick(rng, kStudCash, level) : pick(rng, kStudTournament, level))
                    : button_blind          ? pick(rng, kButtonBlindCash, level)
                    : cash                  ? (limit ? pick(rng, kCashBets, level) : pick(rng, kCashBlinds, level))
                    : limit                 ? pick(rng, kTournamentBets, level)
                                            : pick(rng, kTournamentBlinds, level);
  if (button_blind) {
    e.button_blind = e.big_blind = Chips{s.high * scale};
  } else if (limit) {
    e.small_bet = Chips{s.low * scale};
    e.big_bet = Chips{s.high * scale};
    if (family != Family::kStud) {
      e.small_blind = Chips{s.low / 2 * scale};
      e.big_blind = e.small_bet;
    }
  } else {
    e.small_blind = Chips{s.low * scale};
    e.big_blind = Chips{s.high * scale};
  }
  e.ante = Chips{s.ante * scale};
  e.bring_in = Chips{s.bring_in * scale};

  out += "PokerStars Hand #";
  put_uint(out, e.hand_number);
  out += ':';
  const std::string_view limit_name = e.structure == Structure::kNoLimit    ? "No Limit"
                                      : e.structure == Structure::kPotLimit ? "Pot Limit"
                                                                            : "Limit";
  if (cash) {
    out += "  ";
    out += g.name;
    out += ' ';
    out += limit_name;
    out += " (";
    if (button_blind) {
      out += "Button Blind ";
      money(e.button_blind);
      out += " - Ante ";
      money(e.ante);
    } else {
      put_header_money(out, s.low);
      out += '/';
      put_header_money(out, s.high);
    }
    out += " USD)";
  } else {
    out += " Tournament #";
    put_uint(out, tournament_number);
    out += ", $1+$0.10 USD ";
    out += g.name;
    out += ' ';
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

// Stacks in units of `reference` (the big blind, stud's small bet): a few
// tiny (all-in on a post), a fair share short, the rest deep. Whole chips in
// tournaments.
Chips Deal::random_stack(Chips reference) {
  const std::int64_t bb = reference.minor_units();
  const int r = static_cast<int>(rng.below(100));
  std::int64_t v = 0;
  if (r < 7) {
    v = rng.range(unit.minor_units(), bb + bb / 2);
  } else if (r < 30) {
    v = rng.range(2 * bb, 25 * bb);
  } else {
    v = rng.range(25 * bb, (cash ? 250 : 100) * bb);
  }
  v -= v % unit.minor_units();
  return Chips{std::max(v, unit.minor_units())};
}

void Deal::choose_table() {
  const int most = info(e.game).max_players;
  const int lo = std::clamp(opt.min_players, 2, most);
  const int hi = std::clamp(opt.max_players, lo, most);
  n = lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - lo + 1)));
  e.players = n;
  int max_seats = 8;
  if (family == Family::kFlop) max_seats = most <= 6 ? 6 : n > 9 ? 10 : n > 6 ? 9 : (rng.chance(50) ? 6 : 9);
  if (family == Family::kDraw) max_seats = n > 6 ? 8 : (rng.chance(50) ? 6 : 8);

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

  const bool stud = family == Family::kStud;
  for (int i = 0; i < n; ++i) {
    auto& p = e.player[static_cast<std::size_t>(i)];
    p.name = pool[static_cast<std::size_t>(i)];
    p.seat = seats[static_cast<std::size_t>(i)];
    p.start = random_stack(stud ? e.small_bet : e.big_blind);
    // Sitting out is a tournament flop-game case: the software posts, then
    // checks or folds (RULES.md R-BL-7).
    p.sitting_out = family == Family::kFlop && e.tournament && rng.chance(6);
  }

  if (stud) {
    // Nobody is all-in on the ante: the bring-in could then be owed by a
    // player with no chips (RULES.md R-SB-3), which the log cannot show.
    for (int i = 0; i < n; ++i) {
      auto& p = e.player[static_cast<std::size_t>(i)];
      p.start = max(p.start, e.ante + e.bring_in);
    }
  } else {
    e.button = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    const bool blinds = !e.button_blind.positive();  // 6+: the button's blind is the only one
    if (blinds && n == 2) {
      e.small_blind_player = e.button;
      e.big_blind_player = 1 - e.button;
    } else if (blinds) {
      e.small_blind_player = (e.button + 1) % n;
      e.big_blind_player = (e.button + 2) % n;
    }
    // Blind posters are never all-in on the ante (the client would not ask
    // them for a blind then); they may be all-in on the blind itself.
    const int button_blind_poster = blinds ? -1 : e.button;
    for (int i : {e.small_blind_player, e.big_blind_player, button_blind_poster}) {
      if (i < 0) continue;
      auto& p = e.player[static_cast<std::size_t>(i)];
      if (p.start <= e.ante) p.start = e.ante + unit;
    }
  }
  // Cash stacks with a common divisor above one cent (all even, say) would
  // let "the smallest chip in play" be read as 2 cents (RULES.md R-OC-1,
  // the GCD estimate), against the cent the splits here use: keep the
  // stacks coprime so that every odd-chip rule agrees on the cent.
  if (cash) {
    for (;;) {
      std::int64_t gcd = 0;
      for (int i = 0; i < n; ++i) gcd = std::gcd(gcd, e.player[static_cast<std::size_t>(i)].start.minor_units());
      if (gcd <= 1) break;
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
  out += "-max";
  if (!stud) {
    out += " Seat #";
    put_uint(out, static_cast<std::uint64_t>(e.player[static_cast<std::size_t>(e.button)].seat));
    out += " is the button";
  }
  out += '\n';

  for (int i = 0; i < n; ++i) {
    const auto& p = e.player[static_cast<std::size_t>(i)];
    seat(i);
    out += " (";
    money(p.start);
    out += " in chips)";
    if (p.sitting_out) out += " is sitting out";
    out += '\n';
  }
}

void Deal::seat_at_table(const HandGenerator::TableHand& hand) {
  at_table = true;
  e.game = GameKind::kHoldem;
  e.variant = Variant::kHoldem;
  family = Family::kFlop;
  e.structure = Structure::kNoLimit;
  cash = true;
  unit = Chips{1};
  e.unit = unit;
  profile = engine::find_profile("pokerstars", false);
  passive = rng.chance(15);
  e.small_blind = hand.small_blind;
  e.big_blind = hand.big_blind;
  n = static_cast<int>(std::min<std::size_t>(hand.players.size(), kMaxPlayers));
  e.players = n;
  for (int i = 0; i < n; ++i) {
    const HandGenerator::TableHand::Seated& s = hand.players[static_cast<std::size_t>(i)];
    auto& p = e.player[static_cast<std::size_t>(i)];
    p.name = s.name;
    p.seat = s.seat;
    p.start = s.stack;
    if (s.posts_big_blind) coming_in |= 1u << i;
  }
  e.button = hand.button;
  e.small_blind_player = hand.small_blind_player;
  e.big_blind_player = hand.big_blind_player;
  out += hand.top;
}

engine::HandState Deal::new_state() const {
  engine::GameDef g;
  g.variant = e.variant;
  g.hi_lo = e.hi_lo;
  g.structure = e.structure;
  g.tournament = e.tournament;
  g.small_blind = e.small_blind;
  // Fixed limit: the small bet is the level of a blind game's first round;
  // replay/ reads it so from the header (stud included).
  g.big_blind = e.structure == Structure::kFixedLimit ? e.small_bet : e.big_blind;
  g.small_bet = e.small_bet;
  g.big_bet = e.big_bet;
  g.button_blind = e.button_blind;
  g.odd_chip_unit = unit;
  std::vector<engine::PlayerState> players(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    players[static_cast<std::size_t>(i)].seat = e.player[static_cast<std::size_t>(i)].seat;
    players[static_cast<std::size_t>(i)].stack = e.player[static_cast<std::size_t>(i)].start;
    players[static_cast<std::size_t>(i)].in_hand = true;
  }
  const int button_seat = e.button >= 0 ? e.player[static_cast<std::size_t>(e.button)].seat : 0;
  return engine::HandState(g, *profile, std::move(players), button_seat);
}

int Deal::choose_hero() {
  const int hero = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
  if (rng.chance(90) && !e.player[static_cast<std::size_t>(hero)].sitting_out) e.hero = hero;
  return e.hero;
}


}  // namespace generator

#include <algorithm>
#include <cassert>
#include <numeric>
#include <string>

#include "engine/exchanges.h"
#include "engine/money_text.h"
#include "engine/stud_order.h"
#include "replay/awards.h"
#include "replay/trace.h"

namespace replay {

namespace {

using engine::Act;
using engine::ActionRecord;
using engine::Chips;
using engine::Rule;
using Value = engine::FindingValue;

bool is_post(Act k) {
  return k == Act::kPostSmallBlind || k == Act::kPostBigBlind || k == Act::kPostSmallAndBig ||
         k == Act::kPostAnte || k == Act::kPostButtonBlind || k == Act::kPostStraddle || k == Act::kBringIn;
}

bool is_betting(Act k) {
  return k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise;
}

void add(Trace& t, Rule rule, engine::SourcePos pos, int player, engine::Street street, std::string message,
         engine::FindingValue expected = {}, engine::FindingValue actual = {}) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  if (player >= 0) f.player = std::string(t.record->players[static_cast<std::size_t>(player)].name);
  f.street = std::string(engine::street_id(street, t.record->game.variant));
  f.message = std::move(message);
  f.expected = std::move(expected);
  f.actual = std::move(actual);
  t.findings.push_back(std::move(f));
}

// Whether a cash hand is dated on or before the profile's last day of
// splits in the smallest chip in play (Profile::chip_in_play_until).
bool split_in_chips_in_play(const engine::HandRecord& record, const engine::Profile& profile) {
  const engine::HandTime& d = record.start;
  return profile.chip_in_play_until != 0 && d.known() &&
         d.year * 10000 + d.month * 100 + d.day <= profile.chip_in_play_until;
}

// The smallest unit a split may hand out (RULES.md R-OC-1). A log never
// names the chips in play, so in cash games "smallest chip in play" is
// estimated from the greatest common divisor of every stack, wager and the
// rake it states.
Chips odd_chip_unit(const engine::HandRecord& record, const engine::Profile& profile) {
  const bool hundredths = record.has_currency_symbol || (record.play_money && profile.play_money_in_cents) ||
                          (record.game.tournament && profile.tournament_chips_in_cents);
  const Chips cent_or_chip = hundredths ? Chips{1} : Chips{Chips::kScale};
  switch (profile.odd_chip_unit) {
    case engine::OddChipUnit::kCentOrChip:
      if (!split_in_chips_in_play(record, profile)) return cent_or_chip;
      break;
    case engine::OddChipUnit::kBlindUnit: {
      // A fixed-limit header states the bets, not the blinds: there, and in
      // stud (antes and bring-in), the forced bets as posted make the unit.
      std::int64_t g = std::gcd(record.game.small_blind.minor_units(), record.game.big_blind.minor_units());
      if (record.game.structure == engine::Structure::kFixedLimit) {
        g = 0;
        for (const auto& a : record.actions)
          if (is_post(a.kind) && !a.all_in) g = std::gcd(g, a.amount.minor_units());
      }
      return g > 0 ? Chips{g} : cent_or_chip;
    }
    case engine::OddChipUnit::kSmallestChipInPlay: break;
  }
  // Tournament chips online are whole chips: a stack of 1500 says nothing
  // about a 500 chip in play. A live cash table written without a currency
  // shows its chips as currency hands do (Profile::chip_in_play_without_currency).
  if (!record.has_currency_symbol && (record.game.tournament || !profile.chip_in_play_without_currency))
    return cent_or_chip;
  // Once the divisor is one cent it stays one: stop there (most cash hands
  // get there within the seat list).
  std::int64_t g = 0;
  for (const auto& p : record.players) {
    g = std::gcd(g, p.stack.minor_units());
    if (g == 1) return Chips{1};
  }
  for (const auto& a : record.actions) {
    if (a.kind != Act::kCollect && a.kind != Act::kCashOut)
      g = std::gcd(std::gcd(g, a.amount.minor_units()), a.to.minor_units());
    if (g == 1) return Chips{1};
  }
  if (record.stated.rake) g = std::gcd(g, record.stated.rake->minor_units());
  if (g <= 0) return cent_or_chip;
  // Chips come in standard denominations (1, 5, 25 cents, $1, $5, ...): the
  // largest one that divides every amount is the smallest chip in play.
  std::int64_t unit = 1;
  for (std::int64_t d : {5, 25, 100, 500, 2500, 10000, 50000, 250000})
    if (g % d == 0) unit = d;
  return Chips{unit};
}

// Stud: the up-cards each live player shows on `street` (all he has been
// dealt face up by then). Empty when a live player's cards are unknown.
std::vector<engine::UpCards> showing(const engine::HandRecord& record, const engine::HandState& state,
                                     engine::Street street) {
  std::vector<engine::UpCards> up;
  const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(street) + 1, 4);
  for (std::size_t i = 0; i < record.players.size(); ++i) {
    const auto& ps = state.players()[i];
    if (!ps.in_hand || ps.folded) continue;
    const auto& cards = record.players[i].up;
    if (cards.size < count) return {};
    // All-in with nothing bet on the street: on 3rd street, all-in for the ante.
    up.push_back({static_cast<int>(i), std::span<const engine::Card>(cards.begin(), count),
                  ps.all_in && !ps.street_bet.positive()});
  }
  return up;
}

// The first player the log shows betting on `street`, -1 if none.
int first_logged_actor(const engine::HandRecord& record, engine::Street street) {
  for (const auto& a : record.actions)
    if (a.street == street && is_betting(a.kind)) return a.player;
  return -1;
}

// Stud streets after the first open with the best showing hand (the lowest
// in razz); 4th street of stud high may allow the double bet.
void open_stud_street(const engine::HandRecord& record, const engine::Profile& profile, engine::HandState& state,
                      engine::Street street) {
  const auto up = showing(record, state, street);
  const auto& game = state.game();
  const int opener = engine::showing_hand_opener(game.variant, game.hi_lo, profile, up);
  // Unknown up-cards: follow the log rather than guess.
  state.open_at(opener >= 0 ? opener : first_logged_actor(record, street));
  if (street == engine::Street::kFlop && game.variant == engine::Variant::kStud7 && !game.hi_lo &&
      profile.stud_open_pair_option && game.structure == engine::Structure::kFixedLimit) {
    bool pair = false;
    for (const auto& u : up) pair = pair || engine::shows_pair(u.cards);
    // Unknown up-cards (PartyPoker writes none): the log's "double bets"
    // decides, as it names the opener.
    if (pair || up.empty()) state.allow_double_bet();
  }
}

// The full bring-in of a stud hand whose header does not state it: the
// bring-in as posted, or, when its poster is all-in for less, what the first
// caller with chips behind puts in (the others must call the full bring-in,
// RULES.md R-SB-3), if that is below the small bet.
Chips full_bring_in(const engine::HandRecord& record, const ActionRecord& bring_in, Chips small_bet) {
  if (!bring_in.all_in) return bring_in.amount;
  for (const auto& a : record.actions) {
    if (a.street != engine::Street::kPreflop || !is_betting(a.kind) || a.kind == Act::kFold) continue;
    const bool full_call =
        a.kind == Act::kCall && !a.all_in && a.amount > bring_in.amount && a.amount < small_bet;
    return full_call ? a.amount : bring_in.amount;
  }
  return bring_in.amount;
}

// Every field of `t` set anew for `record`; the lists keep their capacity.
void reset_trace(Trace& t, const engine::HandRecord& record, const engine::Profile& profile) {
  t.steps.clear();
  t.after.clear();
  t.findings.clear();
  t.players.clear();
  t.starting_stacks.clear();
  t.pots = {};
  t.dead = Chips{0};
  t.ante_level = Chips{0};
  t.antes_missing = 0;
  t.small_blind_player = -1;
  t.big_blind_player = -1;
  t.record = &record;
  t.profile = &profile;
  t.game = record.game;
}

// Fixed limit, the small blind of a small bet (Profile::limit_small_blind):
// half of it, or that rounded down to the largest chip that is no more than
// a quarter of it. Chips go 1, 5, 25, 100, 500, 2500 ... centi-units, whole
// chips (100) the least in a tournament.
Chips limit_small_blind(Chips small_bet, bool tournament, engine::LimitSmallBlind rule) {
  const std::int64_t bet = small_bet.minor_units();
  if (rule == engine::LimitSmallBlind::kHalfBet) return Chips{bet / 2};
  const std::int64_t least = tournament ? Chips::kScale : 1;
  std::int64_t chip = least;
  for (std::int64_t base = 1; base <= bet; base *= 100)
    for (const std::int64_t m : {1, 5, 25})
      if (base * m >= least && base * m * 4 <= bet) chip = base * m;
  return Chips{bet / 2 / chip * chip};
}

// The stakes as the engine plays them: fixed-limit headers give the bets,
// not the blinds (POKERSTARS_FORMAT.md §1); 6+ Hold'em's button blind, where
// there is one, is its big blind (with ordinary blinds the big blind stays);
// a game without a big blind opens at PHH's min_bet where it states one.
void read_stakes(engine::GameDef& game, const engine::HandRecord& record, const engine::Profile& profile) {
  if (game.structure == engine::Structure::kFixedLimit) {
    game.small_bet = record.game.small_blind;
    game.big_bet = record.game.big_blind;
    game.small_blind = Chips{0};
    game.big_blind = game.small_bet;
    // Stud and Kuhn poker have no blinds; PHH states its own blinds, which are posted as given.
    if (profile.limit_small_blind != engine::LimitSmallBlind::kFromLog && !engine::is_stud(game.variant) &&
        game.variant != engine::Variant::kKuhn && record.format != "phh")
      game.small_blind = limit_small_blind(game.small_bet, game.tournament, profile.limit_small_blind);
  }
  if (game.variant == engine::Variant::kSixPlusHoldem && game.button_blind.positive())
    game.big_blind = game.button_blind;
  if (!game.big_blind.positive() && game.structure != engine::Structure::kFixedLimit) game.big_blind = game.min_bet;
  game.odd_chip_unit = odd_chip_unit(record, profile);
}

// Who is dealt in: not marked sitting out, or seen posting or acting. Each
// seat's stack is also kept as the hand's starting stack.
std::vector<engine::PlayerState> deal_in(const engine::HandRecord& record, std::vector<Chips>& starting_stacks) {
  std::vector<engine::PlayerState> players(record.players.size());
  starting_stacks.reserve(players.size());
  for (std::size_t i = 0; i < players.size(); ++i) {
    players[i].seat = record.players[i].seat;
    players[i].stack = max(record.players[i].stack, Chips{0});  // the replay holds no negative amount
    players[i].in_hand = !record.players[i].sitting_out;
    starting_stacks.push_back(record.players[i].stack);
  }
  for (const auto& a : record.actions)
    if (a.player >= 0 && (is_post(a.kind) || is_betting(a.kind)))
      players[static_cast<std::size_t>(a.player)].in_hand = true;
  return players;
}

// What the forced bets leave behind for the first betting round, and what
// posting them so far has seen.
struct ForcedBets {
  int last_blind = -1;                // the last live blind or straddle: pre-flop opens left of it
  int straddler = -1;                 // the last live straddle's poster, -1 if none
  int straddles = 0;                  // live straddles posted (a re-straddle makes two)
  int bring_in = -1;                  // stud: who brought in, -1 if nobody
  engine::SourcePos bring_in_pos;     // where the bring-in was logged
  bool small_blind_seen = false;      // a later small blind is a missed blind made up
  int ante_posts = 0;                 // ante lines in the whole log, late ones included
  std::size_t first_after_posts = 0;  // index of the first action after the last post
};

// How antes are judged and posted, read from every post before the first
// one is replayed.
struct AnteRules {
  Chips level{0};            // what each ante should be: the header's, else the largest posted
  int posts = 0;             // ante lines; one: a player antes for the table (big-blind ante)
};

AnteRules read_ante_rules(const engine::HandRecord& record, const engine::GameDef& game) {
  AnteRules antes;
  for (const auto& a : record.actions) {
    if (a.kind != Act::kPostAnte) continue;
    antes.level = max(antes.level, a.amount);
    ++antes.posts;
  }
  if (game.ante.positive()) antes.level = game.ante;
  return antes;
}

// The amount to call that the first pre-flop caller or raiser who posted
// nothing shows the table played to; zero when nobody shows it.
Chips level_the_table_took(const engine::HandRecord& record) {
  bool posted[engine::kMaxPlayers] = {};
  for (const auto& a : record.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= engine::kMaxPlayers) continue;
    const auto p = static_cast<std::size_t>(a.player);
    if (is_post(a.kind)) {
      posted[p] = true;
      continue;
    }
    if (a.street != engine::Street::kPreflop || !is_betting(a.kind)) break;
    if (posted[p]) continue;
    if (a.kind == Act::kCall) return a.amount;
    if (a.kind == Act::kRaise) return a.to - a.amount;
    if (a.kind != Act::kFold) break;
  }
  return Chips{0};
}

// The first small blind is live and, where the header does not state it,
// sets the level; a second one is dead money. Returns the amount the stakes
// call for.
Chips post_small_blind(Trace& t, engine::HandState& state, const ActionRecord& a, ForcedBets& forced) {
  auto& game = t.game;
  const Chips amount = a.amount;  // as logged: it is what moved
  if (forced.small_blind_seen) {
    // A second small blind is a missed blind made up: dead money, unless
    // the house counts it live (Profile::second_small_blind_live) and a
    // second player posts it (the small blind's own post written again,
    // as in Bovada's corrupted.lines files, is no newcomer's).
    if (t.profile->second_small_blind_live && a.player != t.small_blind_player)
      state.post(a.player, amount, Chips{0}, false, Chips{0});
    else
      state.post(a.player, Chips{0}, amount, false, Chips{0});
    return game.small_blind;
  }
  forced.small_blind_seen = true;
  t.small_blind_player = a.player;
  // Fixed-limit headers do not say the small blind; a short all-in
  // post does not tell it either.
  if (!game.small_blind.positive() && !a.all_in) game.small_blind = a.amount;
  // A small blind above the big blind is wrong at its post (judge_post).
  // The rest of the hand is judged as the table played it: when the first
  // caller called the big blind, a big blind's worth of the post is live
  // and the excess dead, so that the calls are not wrong too; else the
  // whole post is live.
  Chips live = amount;
  if (game.big_blind.positive() && amount > game.big_blind && level_the_table_took(*t.record) == game.big_blind)
    live = game.big_blind;
  state.post(a.player, live, amount - live, false, Chips{0});
  return game.small_blind;
}

// The first big blind is the level to call; a second, larger one is a live
// straddle (PokerMaster), judged by no stake. Returns the amount the stakes
// call for (zero: none).
Chips post_big_blind(Trace& t, engine::HandState& state, const ActionRecord& a, ForcedBets& forced) {
  const auto& game = t.game;
  const Chips amount = a.amount;  // as logged: it is what moved
  if (t.big_blind_player < 0) {
    t.big_blind_player = a.player;
    forced.last_blind = a.player;
  } else if (amount > game.big_blind) {
    // A second, larger big blind is how PokerMaster writes a live
    // straddle: it sets the level and the round opens after it.
    forced.last_blind = forced.straddler = a.player;
    ++forced.straddles;
    state.post(a.player, amount, Chips{0}, true, amount);
    return Chips{0};
  } else if (t.profile->second_small_blind_live && forced.small_blind_seen && amount == game.small_blind &&
             amount < game.big_blind) {
    // A player coming in who posts the small blind's amount, which the
    // room's log writes as its plain entering post (WPN's "posts (2)" at
    // 2/4, Bovada's "Posts chip", Microgaming's PostedToPlay): a second
    // small blind, live where the house counts it so.
    return post_small_blind(t, state, a, forced);
  }
  state.post(a.player, amount, Chips{0}, true, game.big_blind);
  return game.big_blind;
}

// Puts one forced bet into the pot as logged. Returns the amount the stakes
// call for (zero: nothing to judge the post by).
Chips post_forced_bet(Trace& t, engine::HandState& state, const ActionRecord& a, const AnteRules& antes,
                      ForcedBets& forced) {
  auto& game = t.game;
  const Chips amount = a.amount;  // as logged: it is what moved
  switch (a.kind) {
    case Act::kPostSmallBlind: return post_small_blind(t, state, a, forced);
    case Act::kPostBigBlind: return post_big_blind(t, state, a, forced);
    case Act::kPostSmallAndBig: {
      const Chips live = min(amount, game.big_blind);
      state.post(a.player, live, amount - live, true, game.big_blind);
      return game.small_blind.positive() ? game.small_blind + game.big_blind : Chips{0};
    }
    case Act::kPostAnte:
      if (antes.posts == 1) {
        // One player antes for the table (big-blind ante): dead money in
        // the main pot, never trimmed into layers (RULES.md R-ANTE-3).
        state.post(a.player, Chips{0}, amount, false, Chips{0});
      } else {
        state.post_ante(a.player, amount);
      }
      return antes.level;
    case Act::kPostButtonBlind:
      forced.last_blind = a.player;
      state.post(a.player, amount, Chips{0}, true, game.button_blind);
      return game.button_blind;
    case Act::kBringIn:
      // The bring-in opens the first stud round: it is the level to call,
      // but not a full bet (RULES.md R-SB-2).
      if (!game.bring_in.positive()) game.bring_in = full_bring_in(*t.record, a, game.small_bet);
      forced.bring_in = a.player;
      forced.bring_in_pos = a.pos;
      state.post_bring_in(a.player, amount, max(amount, game.bring_in));
      return game.bring_in;
    case Act::kPostStraddle:
      forced.last_blind = forced.straddler = a.player;
      ++forced.straddles;
      state.post(a.player, amount, Chips{0}, true, amount);
      return Chips{0};
    default:
      return Chips{0};
  }
}

// A post once it is in: an amount the stakes do not call for (a short
// all-in may post less), and an all-in flag that disagrees with the stack.
void judge_post(Trace& t, const engine::HandState& state, const ActionRecord& a, Chips expected) {
  const auto& record = *t.record;
  const auto p = static_cast<std::size_t>(a.player);
  const bool short_all_in = a.all_in || state.players()[p].stack <= Chips{0};
  if (expected.positive() && a.amount != expected && !(short_all_in && a.amount < expected))
    add(t, Rule::kWrongForcedBetAmount, a.pos, a.player, a.street,
        std::string(record.players[p].name) + " posts " + engine::money_text(a.amount, record) +
            "; the stakes call for " + engine::money_text(expected, record),
        Value::money(expected, record), Value::money(a.amount, record));
  const bool empty = state.players()[p].stack <= Chips{0};
  // Some sites never mark a post all-in (Profile::posts_mark_all_in).
  if (a.all_in != empty && (a.all_in || t.profile->posts_mark_all_in)) [[unlikely]]
    add(t, Rule::kAllInFlagInconsistent, a.pos, a.player, a.street,
        a.all_in ? "marked all-in with chips behind" : "has no chips left but is not marked all-in");
}

// Blinds, antes, straddles and bring-ins, in log order, each judged against
// the stack before it and the stakes.
ForcedBets post_forced_bets(Trace& t, engine::HandState& state) {
  const auto& record = *t.record;
  const AnteRules antes = read_ante_rules(record, t.game);
  ForcedBets forced;
  forced.ante_posts = antes.posts;
  // Forced bets come before the betting: a post after a betting action past
  // the deal's marker is the betting loop's (replay_betting, post_late).
  // (Winamax writes a raise among its blinds, before it.)
  const engine::SourcePos dealt = record.street_pos[0];
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const ActionRecord& a = record.actions[i];
    if (is_betting(a.kind) && (dealt.line == 0 || a.pos.line > dealt.line)) break;
    if (!is_post(a.kind)) continue;
    forced.first_after_posts = i + 1;
    const auto p = static_cast<std::size_t>(a.player);
    const Chips before = state.players()[p].stack;
    if (a.amount > before)
      add(t, Rule::kWagerExceedsStack, a.pos, a.player, a.street,
          std::string(record.players[p].name) + " posts " + engine::money_text(a.amount, record) + " but has only " +
              engine::money_text(before, record),
          Value::money(before, record), Value::money(a.amount, record));
    const Chips expected = post_forced_bet(t, state, a, antes, forced);
    judge_post(t, state, a, expected);
  }
  return forced;
}

// Stud: the lowest up-card brings in (the highest in razz), or completes.
// A wrong bring-in, or a wrong player opening for the small bet, stands
// once made (R-SB-4): 3rd street goes on from it.
void open_third_street(Trace& t, engine::HandState& state, const ForcedBets& forced) {
  const auto& record = *t.record;
  const int bring_in = forced.bring_in;
  const auto up = showing(record, state, engine::Street::kPreflop);
  const int due = engine::bring_in_player(t.game.variant, up);
  // Razz and 2-7 razz: the highest up-card brings in (docs/games.md G-RAZZ27-3).
  const bool highest = t.game.variant == engine::Variant::kRazz || t.game.variant == engine::Variant::kRazz27;
  const int opener = bring_in >= 0 ? bring_in : first_logged_actor(record, engine::Street::kPreflop);
  if (due >= 0 && opener >= 0 && opener != due) {
    const auto& who = record.players[static_cast<std::size_t>(due)];
    const engine::SourcePos where = bring_in >= 0               ? forced.bring_in_pos
                                    : record.street_pos[0].line ? record.street_pos[0]
                                                                : record.header_pos;
    add(t, Rule::kBringInWrongPlayer, where, opener, engine::Street::kPreflop,
        std::string(record.players[static_cast<std::size_t>(opener)].name) + " opens 3rd street, but " +
            std::string(who.name) + " shows the " + (highest ? "highest" : "lowest") +
            " up-card (" + who.up.cards[0].to_string() + ") and must bring in",
        Value::player_seat(record, due), Value::player_seat(record, opener));
  }
  state.start_preflop(bring_in);
  if (bring_in < 0) state.open_at(opener >= 0 ? opener : due);
}

// A button straddle under utg_skip_straddler (RULES.md R-ST-3 (b)): the
// round opens left of the big blind and the straddler acts after the big
// blind, last. Under utg_skip_any_straddler the same for a lone straddle
// from any seat (left of the big blind that is the seat order anyway); over
// a re-straddle the seat order stands. Under left_of_straddler it stands:
// the small blind opens.
void order_button_straddle(const Trace& t, engine::HandState& state, const ForcedBets& forced) {
  const auto& record = *t.record;
  const int straddler = forced.straddler;
  const engine::ButtonStraddleOrder order = t.profile->button_straddle_order;
  if (order == engine::ButtonStraddleOrder::kLeftOfStraddler) return;
  if (straddler < 0 || straddler != forced.last_blind || t.big_blind_player < 0) return;
  const bool on_button = record.players[static_cast<std::size_t>(straddler)].seat == record.button_seat;
  if (order == engine::ButtonStraddleOrder::kUtgSkipAnyStraddler ? forced.straddles != 1 : !on_button) return;
  // Heads-up the button is the small blind: no seat to skip.
  int dealt_in = 0;
  for (const auto& p : state.players()) dealt_in += p.in_hand ? 1 : 0;
  if (dealt_in < 3 || straddler == t.small_blind_player) return;
  state.act_after(straddler, t.big_blind_player);
}

// Blind games: the pre-flop round opens left of the last blind; when there
// is none, at the big blind's level left of the small blind's next live
// seat, or else left of the button.
void open_preflop(Trace& t, engine::HandState& state, const ForcedBets& forced) {
  const auto& game = t.game;
  int last_blind = forced.last_blind;
  order_button_straddle(t, state, forced);
  if (last_blind < 0 && t.small_blind_player >= 0 && game.big_blind.positive()) {
    // The big blind's seat posted nothing (all-in for the ante, or empty):
    // the level is still the big blind and the round opens left of that seat.
    const auto& ps = state.players();
    const std::size_t n = ps.size();
    for (std::size_t k = 1; k < n; ++k) {
      const std::size_t i = (static_cast<std::size_t>(t.small_blind_player) + k) % n;
      if (ps[i].in_hand) {
        last_blind = static_cast<int>(i);
        state.post(last_blind, Chips{0}, Chips{0}, true, game.big_blind);
        break;
      }
    }
  }
  if (last_blind < 0) {
    // No big blind: the round opens left of the button.
    const auto order = button_order(*t.record);
    last_blind = order.empty() ? -1 : order.back();
    if (game.variant != engine::Variant::kSixPlusHoldem && state.high().positive() && !order.empty())
      last_blind = order.back();
  }
  state.start_preflop(last_blind);
}

// A street's betting ending while a player is still due to act, unless the
// others have all folded.
void judge_round_closed(Trace& t, const engine::HandState& state, engine::SourcePos pos, engine::Street street) {
  if (state.round_complete() || state.live_count() <= 1) return;
  const auto& record = *t.record;
  // Reopened by an action after the round was complete, which is reported
  // already: nobody answering it is that same act's doing.
  for (const Step& step : t.steps) {
    if (record.actions[step.action].street != street) continue;
    for (const auto& v : step.violations.list)
      if (v.rule == Rule::kActionAfterRoundClosed) return;
  }
  const int due = state.legal().actor;
  const std::string round = street == engine::Street::kPreflop && engine::is_flop_game(record.game.variant)
                                ? "pre-flop"
                                : std::string(engine::street_id(street, record.game.variant));
  add(t, Rule::kRoundClosedEarly, pos, due, street,
      "the " + round + " betting ended before " +
          (due >= 0 ? std::string(record.players[static_cast<std::size_t>(due)].name) : std::string("every player")) +
          " had acted");
}

// Deals the streets up to `a`'s, each closing the betting of the one
// before; stud streets open with the best showing hand.
void deal_up_to(Trace& t, engine::HandState& state, const ActionRecord& a) {
  const auto& record = *t.record;
  const bool stud = engine::is_stud(t.game.variant);
  while (state.street() < a.street && a.street <= engine::Street::kSeventh) {
    const auto next = static_cast<engine::Street>(static_cast<int>(state.street()) + 1);
    const engine::SourcePos marker = record.street_pos[static_cast<std::size_t>(next)];
    judge_round_closed(t, state, marker.line ? marker : a.pos, state.street());
    state.start_street(next);
    if (stud) open_stud_street(record, *t.profile, state, next);
  }
}

// The engine's move for a logged betting action; `fold_checks`: the house
// counts this fold as a check.
engine::Action engine_action(const ActionRecord& a, const engine::PlayerState& ps, bool fold_checks) {
  engine::Action act;
  act.player = a.player;
  act.all_in_flag = a.all_in;
  act.capped = a.reached_cap;
  switch (a.kind) {
    case Act::kFold: act.move = fold_checks ? engine::Move::kCheck : engine::Move::kFold; break;
    case Act::kCheck: act.move = engine::Move::kCheck; break;
    case Act::kCall: act.move = engine::Move::kCall; act.added = a.amount; break;
    case Act::kBet: act.move = engine::Move::kBet; act.to = ps.street_bet + a.amount; act.added = a.amount; break;
    case Act::kRaise: act.move = engine::Move::kRaise; act.to = a.to; break;
    default: break;
  }
  return act;
}

// The chips `act` puts in from `ps`'s stack: 0 for a fold or check.
Chips wager_added(const engine::Action& act, const engine::PlayerState& ps) {
  switch (act.move) {
    case engine::Move::kCall: return act.added;
    case engine::Move::kBet:
    case engine::Move::kRaise: return act.to - ps.street_bet;
    case engine::Move::kFold:
    case engine::Move::kCheck: return Chips{-1};
  }
  return Chips{-1};
}

// "raises X to Y": X is Y less the largest bet put in on the street
// (POKERSTARS_FORMAT.md §7; over a short all-in big blind that is the
// small blind); the two numbers disagreeing is the log contradicting
// itself. PHH states only Y.
void judge_raise_sizes(Trace& t, const engine::HandState& state, const ActionRecord& a) {
  const auto& record = *t.record;
  if (a.kind != Act::kRaise || record.format != "pokerstars") return;
  Chips faced{0};
  for (const auto& p : state.players()) faced = max(faced, p.street_bet);
  if (a.to - a.amount != faced)
    add(t, Rule::kInconsistentRecord, a.pos, a.player, a.street,
        std::string(record.players[static_cast<std::size_t>(a.player)].name) + " raises " +
            engine::money_text(a.amount, record) + " to " + engine::money_text(a.to, record) +
            ", but the largest bet is " + engine::money_text(faced, record) + ": that raise is by " +
            engine::money_text(a.to - faced, record),
        Value::money(a.to - faced, record), Value::money(a.amount, record));
}

// The table once an action is committed, for the replay command.
void take_snapshot(Trace& t, const engine::HandState& state) {
  Snapshot& after = t.after.emplace_back();
  after.street = state.street();
  after.pot = state.pot_total();
  after.next = state.legal();
  after.round_complete = state.round_complete();
  after.seats.reserve(state.players().size());
  for (const auto& p : state.players())
    after.seats.push_back({p.stack, p.street_bet, p.contributed, p.dead, p.in_hand, p.folded, p.all_in});
}

// Feeds one logged betting action (record.actions[i]) to the engine: what
// was legal before it and what it broke become a step. `in_round`: the
// action is the betting of the table's round whatever round the log put it
// in (after a draw's exchange before that betting closed).
void replay_action(Trace& t, engine::HandState& state, std::size_t i, bool snapshots, bool in_round = false) {
  const auto& record = *t.record;
  const auto& profile = *t.profile;
  const ActionRecord& a = record.actions[i];
  if (!in_round) deal_up_to(t, state, a);
  const auto& ps = state.players()[static_cast<std::size_t>(a.player)];
  if (a.kind == Act::kFold && ps.all_in && !ps.folded && profile.sitting_out_all_in_folds &&
      record.players[static_cast<std::size_t>(a.player)].sitting_out) {
    state.forfeit(a.player);
    return;
  }
  // House rule of some five-card draw games: folding before the opening
  // bet is a check; the player stays in.
  const bool fold_checks = a.kind == Act::kFold && profile.draw_fold_before_open_checks &&
                           t.game.variant == engine::Variant::kDraw5 && !state.high().positive();
  engine::Action act = engine_action(a, ps, fold_checks);
  // A log that never marks all-ins (Profile::actions_mark_all_in): the
  // wager that takes the last chip is the all-in.
  if (!profile.actions_mark_all_in && !act.all_in_flag) act.all_in_flag = wager_added(act, ps) >= ps.stack;
  judge_raise_sizes(t, state, a);
  Step step;
  step.action = i;
  step.legal = state.legal();
  step.violations = state.check(act);
  state.commit(act);
  step.live_after = state.live_count();
  t.steps.push_back(std::move(step));
  if (snapshots) take_snapshot(t, state);
}

// Draw games and flop draws: an exchange (discarding, or standing pat) is
// an action of its own: in each draw round every player still in acts once,
// all-in or not, clockwise from the first left of the button, and only once
// the betting before the draw is over (RULES.md, the draw; a player who
// stands pat acts too; docs/games.md G-DRAWMAHA-2, G-IRISH-2: the flop
// draw's one round, after the flop's betting). `due` holds who has yet to
// exchange in `round`.
struct DrawRound {
  engine::Street round = engine::Street::kPreflop;  // kPreflop: no exchange seen yet
  std::vector<int> due;                             // in turn order
  std::vector<int> order;                           // every player from left of the button
  bool early = false;  // the round's first exchange came before the betting before it closed
  std::vector<int> skipped;  // found not to have drawn when the betting began (judge_draw_complete)
};

std::string name_of(const Trace& t, int player) {
  return std::string(t.record->players[static_cast<std::size_t>(player)].name);
}

void judge_exchange(Trace& t, const engine::HandState& state, const ActionRecord& a, DrawRound& d) {
  const auto& players = state.players();
  const auto who = static_cast<std::size_t>(a.player);
  const auto draw = [&] { return std::string(engine::exchange_round_id(a.street, t.game.variant)); };
  // A player out of the hand draws no cards and opens no round.
  if (!players[who].in_hand || players[who].folded) {
    add(t, Rule::kActionByInactivePlayer, a.pos, a.player, a.street,
        name_of(t, a.player) + (players[who].in_hand ? " has folded" : " is not in the hand") + " and may not draw");
    return;
  }
  bool early = false;  // its finding is that it came before the betting closed, not its place in the order
  if (a.street != d.round) {
    d.round = a.street;
    d.early = false;
    d.due.clear();
    d.skipped.clear();
    if (d.order.empty()) button_order_into(*t.record, d.order);
    for (const int i : d.order)
      if (players[static_cast<std::size_t>(i)].in_hand && !players[static_cast<std::size_t>(i)].folded) d.due.push_back(i);
    // The betting before this draw must be over (a log's street marker
    // between them is judged as any other street's end, deal_up_to).
    if (state.street() < a.street && !state.round_complete() && state.live_count() > 1) {
      const int actor = state.legal().actor;
      add(t, Rule::kActionOutOfTurn, a.pos, a.player, a.street,
          name_of(t, a.player) + " draws before the betting is over" +
              (actor >= 0 ? ": " + name_of(t, actor) + " has still to act" : std::string()));
      early = d.early = true;
    }
  }
  // Who folded since the round began (in betting after an early exchange) draws no more.
  std::erase_if(d.due, [&](int i) { return players[static_cast<std::size_t>(i)].folded; });
  const auto at = std::find(d.due.begin(), d.due.end(), a.player);
  if (at == d.due.end() && std::erase(d.skipped, a.player) > 0) return;  // late: found where the betting began
  if (at == d.due.end()) {
    add(t, Rule::kActionOutOfTurn, a.pos, a.player, a.street,
        name_of(t, a.player) + " draws a second time in the " + draw());
    return;
  }
  if (at != d.due.begin() && !early)
    add(t, Rule::kActionOutOfTurn, a.pos, a.player, a.street,
        name_of(t, a.player) + " draws out of turn in the " + draw() + ": " + name_of(t, d.due.front()) +
            " draws first");
  d.due.erase(at);
}

// A betting action after a draw round's exchanges: whoever was still in and
// never exchanged skipped his turn to draw.
void judge_draw_complete(Trace& t, const engine::HandState& state, const ActionRecord& a, DrawRound& d) {
  if (d.round == engine::Street::kPreflop || d.due.empty() || a.street < d.round) return;
  for (const int i : d.due) {
    const auto& p = state.players()[static_cast<std::size_t>(i)];
    if (!p.in_hand || p.folded) continue;
    add(t, Rule::kRoundClosedEarly, a.pos, i, d.round,
        "the " + std::string(engine::exchange_round_id(d.round, t.game.variant)) + " ended before " + name_of(t, i) +
            " drew or stood pat");
    break;
  }
  d.skipped = std::move(d.due);
  d.due.clear();
}

// A blind, ante or straddle logged after the betting began: its own finding
// at its line, and its chips go into the pot as dead money, so that the pot
// is judged on what was put in.
void post_late(Trace& t, engine::HandState& state, const ActionRecord& a) {
  const auto p = static_cast<std::size_t>(a.player);
  const std::string_view what = a.kind == Act::kPostSmallBlind     ? "the small blind"
                                : a.kind == Act::kPostBigBlind     ? "the big blind"
                                : a.kind == Act::kPostSmallAndBig  ? "the small and big blinds"
                                : a.kind == Act::kPostAnte         ? "an ante"
                                : a.kind == Act::kPostButtonBlind  ? "the button blind"
                                                                   : "a straddle";
  add(t, Rule::kForcedBetAfterDeal, a.pos, a.player, a.street,
      name_of(t, a.player) + " posts " + std::string(what) + " after the betting began; blinds and antes come before "
      "the deal");
  const Chips amount = min(a.amount, max(state.players()[p].stack, Chips{0}));
  if (amount.positive()) state.post(a.player, Chips{0}, amount, false, Chips{0});
}

// The betting rounds, from the first action after the forced bets: a step
// per betting action; a disconnected player may be treated as all-in. The
// log's last street must have finished its betting too, unless the hand was
// cut short by the house.
void replay_betting(Trace& t, engine::HandState& state, std::size_t first, bool snapshots) {
  const auto& record = *t.record;
  t.steps.reserve(record.actions.size() - first);
  DrawRound draw;
  const bool draw_game = engine::has_exchanges(t.game.variant);
  for (std::size_t i = first; i < record.actions.size(); ++i) {
    const ActionRecord& a = record.actions[i];
    if (a.kind == Act::kTreatedAllIn && t.profile->disconnect_protection && a.player >= 0) {
      state.treat_as_all_in(a.player);
      continue;
    }
    if (a.player >= 0 && is_post(a.kind) && a.kind != Act::kBringIn) {
      post_late(t, state, a);
      continue;
    }
    if (draw_game && a.player >= 0 && (a.kind == Act::kDiscard || a.kind == Act::kStandPat) &&
        a.street > engine::Street::kPreflop)
      judge_exchange(t, state, a, draw);
    if (!is_betting(a.kind)) continue;
    // After an exchange before the betting closed (its own finding), that
    // betting goes on, though the log puts it in the draw's round.
    if (draw_game && draw.early && a.street == draw.round && state.street() < a.street && !state.round_complete() &&
        state.live_count() > 1) {
      replay_action(t, state, i, snapshots, true);
      continue;
    }
    if (draw_game) judge_draw_complete(t, state, a, draw);
    replay_action(t, state, i, snapshots);
  }
  // A hand read only up to a line it could not read (stop_pos) has no known
  // end: its last round is not judged closed early.
  if (!record.cancelled && record.stop_pos.line == 0) {
    engine::SourcePos end = record.street_pos[static_cast<std::size_t>(engine::Street::kShowdown)];
    if (end.line == 0) end = record.stated.pos.line ? record.stated.pos : record.end_pos;
    judge_round_closed(t, state, end, state.street());
  }
}

// The pots the rules give from what each player put in, dead money and the
// house's added money included (RULES.md R-POT-2/3).
// Antes (R-ANTE-1): where two or more players ante, every player dealt in
// antes as much as the most any put in, unless his forced bets took his
// last chip. Notes the level and who put in none (t.ante_level,
// t.antes_missing). Where one antes less (none, or short) with chips to
// spare, that ante is its own finding, and the antes are taken out of
// `contributed` to be dead money: counted as contributions, the others'
// equal antes would look like an uncalled bet and the pots would be wrong.
// (An ante short because it took his last chip is an all-in, and the antes
// stay in the layers, R-ANTE-2.) Returns the antes taken out.
Chips account_antes(Trace& t, std::span<Chips> contributed) {
  const auto& record = *t.record;
  const std::size_t n = contributed.size();
  Chips anted[engine::kMaxPlayers] = {};
  Chips posted[engine::kMaxPlayers] = {};
  int payers = 0;
  for (const ActionRecord& a : record.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= n || !is_post(a.kind)) continue;
    const auto p = static_cast<std::size_t>(a.player);
    posted[p] += a.amount;
    if (a.kind != Act::kPostAnte) continue;
    payers += anted[p].positive() ? 0 : 1;
    anted[p] += a.amount;
    t.ante_level = max(t.ante_level, anted[p]);
  }
  if (payers < 2) {
    t.ante_level = Chips{0};
    return Chips{0};
  }
  bool short_with_chips = false;
  for (std::size_t i = 0; i < n; ++i) {
    if (!t.players[i].in_hand || anted[i] >= t.ante_level || posted[i] >= t.starting_stacks[i]) continue;
    short_with_chips = true;
    if (!anted[i].positive()) t.antes_missing |= engine::PlayerMask{1} << i;
  }
  if (!short_with_chips) return Chips{0};
  Chips moved{0};
  for (std::size_t i = 0; i < n; ++i) {
    const Chips ante = min(anted[i], contributed[i]);
    contributed[i] -= ante;
    moved += ante;
  }
  return moved;
}

// `ante_posts`: the log's ante lines; with fewer than two there is no
// ante account to make (account_antes).
void gather_pots(Trace& t, const engine::HandState& state, int ante_posts) {
  t.players = state.players();
  // At most kMaxPlayers seats (the parsers enforce it): fixed arrays, no allocation.
  const std::size_t n = std::min<std::size_t>(t.players.size(), engine::kMaxPlayers);
  Chips contributed[engine::kMaxPlayers] = {};
  bool folded[engine::kMaxPlayers] = {};
  bool all_in[engine::kMaxPlayers] = {};
  for (std::size_t i = 0; i < n; ++i) {
    const auto& p = t.players[i];
    contributed[i] = p.contributed;
    folded[i] = p.folded || !p.in_hand;
    all_in[i] = p.all_in;
    t.dead += p.dead;
  }
  t.dead += t.record->house_money;
  const Chips dead_antes = ante_posts >= 2 ? account_antes(t, std::span<Chips>(contributed, n)) : Chips{0};
  t.pots = engine::build_pots(std::span<const Chips>(contributed, n), std::span<const bool>(folded, n),
                              t.dead + dead_antes, std::span<const bool>(all_in, n));
}

// No state the replay ends in holds a negative stack, bet or pot (the
// engine asserts each change, engine/betting.cpp): the players after the
// last action, the pots built, the refund and the table after each step.
[[maybe_unused]] bool never_negative(const Trace& t) {
  const auto nothing = Chips{0};
  for (const engine::PlayerState& p : t.players)
    if (p.stack < nothing || p.street_bet < nothing || p.contributed < nothing || p.dead < nothing) return false;
  for (const engine::Pot& p : t.pots.pots)
    if (p.amount < nothing) return false;
  if (t.pots.refund < nothing) return false;
  for (const Snapshot& s : t.after) {
    if (s.pot < nothing) return false;
    for (const SeatSnapshot& seat : s.seats)
      if (seat.stack < nothing || seat.street_bet < nothing || seat.contributed < nothing || seat.dead < nothing)
        return false;
  }
  return true;
}

}  // namespace

void button_order_into(const engine::HandRecord& record, std::vector<int>& order) {
  const int button = record.button_seat;
  const auto& players = record.players;
  const std::size_t n = players.size();
  order.clear();
  order.reserve(n);
  // Seat lines come in seat order in every log seen: then the order is the
  // seat list turned to start left of the button, in two passes.
  bool by_seat = true;
  for (std::size_t i = 1; i < n; ++i) by_seat = by_seat && players[i - 1].seat < players[i].seat;
  if (by_seat) {
    for (std::size_t i = 0; i < n; ++i)
      if (players[i].seat > button) order.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < n; ++i)
      if (players[i].seat <= button) order.push_back(static_cast<int>(i));
    return;
  }
  for (std::size_t i = 0; i < n; ++i) order.push_back(static_cast<int>(i));
  auto distance = [&](int i) {
    const int seat = record.players[static_cast<std::size_t>(i)].seat;
    return seat > button ? seat - button : seat - button + 1000;
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return distance(a) < distance(b); });
}

std::vector<int> button_order(const engine::HandRecord& record) {
  std::vector<int> order;
  button_order_into(record, order);
  return order;
}

Trace replay_hand(const engine::HandRecord& record, const engine::Profile& profile, bool snapshots) {
  Trace t;
  replay_hand(record, profile, t, snapshots);
  return t;
}

void replay_hand(const engine::HandRecord& record, const engine::Profile& profile, Trace& t, bool snapshots) {
  reset_trace(t, record, profile);
  read_stakes(t.game, record, profile);
  // The engine takes its own copy of the game: the blinds and bring-in read
  // from the posts below go into the trace's alone.
  engine::HandState state(t.game, profile, deal_in(record, t.starting_stacks), record.button_seat);
  // Every room's house money goes in before the deal: it is in the pot
  // when the betting starts (the pots gathered at the end take it as dead
  // money, gather_pots).
  state.add_house_money(record.house_money);
  const ForcedBets forced = post_forced_bets(t, state);
  if (engine::is_stud(t.game.variant))
    open_third_street(t, state, forced);
  else
    open_preflop(t, state, forced);
  if (record.bomb_pot) state.skip_round();
  replay_betting(t, state, forced.first_after_posts, snapshots);
  gather_pots(t, state, forced.ante_posts);
  settle_pots(t);
  assert(never_negative(t));
}

}  // namespace replay

// The hand generator's play: forced bets, betting rounds driven by
// engine::HandState::legal(), the uncalled bet and pots, the showdown with
// its odd chips, and the summary (generator/generator_deal.h).
#include "generator/generator_deal.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <vector>

#include "engine/pots.h"
#include "engine/profile.h"

namespace generator {

using engine::Structure;

// ---------------------------------------------------------------- forced bets

void Deal::post(engine::HandState& st, int i, std::string_view verb, Chips amount, bool blind, bool sets_level) {
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

void Deal::post_blinds(engine::HandState& st) {
  // Antes in seat order, then the blinds.
  if (e.ante.positive())
    for (int i = 0; i < n; ++i) post(st, i, "posts the ante ", e.ante, false, false);
  if (e.button_blind.positive()) {
    post(st, e.button, "posts button blind ", e.button_blind, true, true);
    return;
  }
  post(st, e.small_blind_player, "posts small blind ", e.small_blind, true, false);
  post(st, e.big_blind_player, "posts big blind ", e.big_blind, true, true);
  // The caller's table: its newcomers post a big blind coming in, and no
  // one else posts (a dead blind is the table's business, not the hand's).
  if (at_table) {
    for (int i = 0; i < n; ++i)
      if ((coming_in >> i) & 1u) post(st, i, "posts big blind ", e.big_blind, true, false);
    return;
  }
  // Cash: now and then a player coming back posts both blinds out of
  // position; the small-blind part is dead (RULES.md R-BL-5). Not after a
  // short small blind in fixed limit: the header does not state the blind,
  // and replay/ takes it from that short post (a known false positive,
  // tests/generator/generator_property_test.cpp).
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
}

engine::HandState Deal::start_blind_game(std::string_view marker) {
  engine::HandState st = new_state();
  post_blinds(st);
  notice(marker);
  if (choose_hero() >= 0) {
    out += "Dealt to ";
    name(e.hero);
    out += ' ';
    cards_of(e.hero);
    out += '\n';
  }
  st.start_preflop(last_blind());
  for (int i = 0; i < n; ++i) {
    const auto& q = st.players()[static_cast<std::size_t>(i)];
    if (e.player[static_cast<std::size_t>(i)].sitting_out && q.all_in) forfeit_pending |= 1u << i;
  }
  e.rounds = 1;
  return st;
}

bool Deal::opponent_can_act(const engine::HandState& st, int i) const {
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
bool Deal::forfeit_before(engine::HandState& st, int before) {
  if (forfeit_pending == 0) return false;
  auto position = [&](int i) { return (i - last_blind() - 1 + 2 * n) % n; };
  // A player before the last one passed: the action went round again.
  const int until = before < 0 || position(before) < forfeit_passed ? n : position(before);
  if (before >= 0) forfeit_passed = until == n ? n : until;
  bool any = false;
  for (int k = 0; k < until; ++k) {
    const int j = (last_blind() + 1 + k) % n;
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

// ---------------------------------------------------------------- betting

// What the player on turn does, its amount left to size_wager: the stud
// completion when `completes_now`, a sitting-out player's check or fold, else
// a weighted draw of fold / call / raise or check / bet.
engine::Action Deal::choose_move(const engine::HandState& st, const engine::Legal& l, bool completes_now, int raises,
                                 bool may_raise) {
  const int i = l.actor;
  const auto& p = st.players()[static_cast<std::size_t>(i)];
  const int live = st.live_count();
  engine::Action a;
  a.player = i;
  if (completes_now) {
    a.move = engine::Move::kRaise;  // the stud completion, a bet of the small bet
  } else if (e.player[static_cast<std::size_t>(i)].sitting_out) {
    a.move = l.to_call.positive() ? engine::Move::kFold : engine::Move::kCheck;
  } else if (l.to_call.positive()) {
    const int fold_w = passive ? 4 : 25 + (live > 3 ? 20 : 0) + (l.to_call >= p.stack ? 15 : 0);
    const int call_w = 45;
    const int raise_w = may_raise ? (passive ? 6 : 36) / (1 + raises) : 0;
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
    const int bet_w = !may_raise ? 0 : passive ? 6 / (1 + raises) : raises == 0 ? 35 : 30 / (1 + raises);
    a.move = static_cast<int>(rng.below(100)) < bet_w ? engine::Move::kRaise : engine::Move::kCheck;
  }
  return a;
}

// A bet or raise gets its raise-to amount between legal()'s bounds: in
// limit the street's unit or the big bet, in big-bet games the minimum, the
// maximum or a whole number of units between. A raise with nothing to
// raise is a bet.
void Deal::size_wager(engine::Action& a, const engine::HandState& st, const engine::Legal& l, bool limit) {
  if (a.move != engine::Move::kRaise) return;
  const auto& p = st.players()[static_cast<std::size_t>(a.player)];
  const Chips lo = l.min_to, hi = l.max_to;
  assert(lo.is_multiple_of(unit) && hi.is_multiple_of(unit));
  Chips to = lo;
  if (limit) {
    // Two sizes at most: the street's unit, or the big bet when an open
    // pair allows it (RULES.md R-FL-2).
    if (hi > lo && rng.chance(50)) to = hi;
  } else {
    const std::int64_t steps = (hi - lo) / unit;
    const int r = static_cast<int>(rng.below(100));
    if (steps > 0 && r >= 30) to = r < 52 ? hi : lo + unit * rng.range(0, steps);
  }
  a.to = to;
  a.added = to - p.street_bet;
  a.all_in_flag = a.added == p.stack;
  if (!st.high().positive()) a.move = engine::Move::kBet;
}

// The action's words after the actor's name, as PokerStars writes them.
void Deal::write_action(const engine::HandState& st, const engine::Action& a) {
  switch (a.move) {
    case engine::Move::kFold:
      out += "folds\n";
      break;
    case engine::Move::kCheck:
      out += "checks\n";
      break;
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
    case engine::Move::kRaise: {
      // "raises X to Y": X is Y less the largest bet put in, which over a
      // short all-in big blind is not the level to call (corpus: Tournament
      // #2352932788, "posts big blind 17 and is all-in", then "raises 120 to
      // 160" over the small blind's 40).
      Chips faced{0};
      for (const auto& q : st.players()) faced = max(faced, q.street_bet);
      out += "raises ";
      money(a.to - faced);
      out += " to ";
      money(a.to);
      all_in_tail(a.all_in_flag);
      break;
    }
  }
}

int Deal::betting_round(engine::HandState& st, int completes) {
  int raises = 0;
  int aggressor = -1;
  const Street street = st.street();
  const bool preflop = street == Street::kPreflop;
  const bool limit = e.structure == Structure::kFixedLimit;
  // "Betting is capped" after a bet and profile->limit_cap raises. The
  // count mirrors the engine's: a blind game's big blind is the first bet
  // (a stud bring-in is not); a bet or raise counts when it adds a full
  // unit over the last full level (PokerStars: a short all-in re-opens but
  // does not count, engine::LimitShortAllIn::kNextRaiseCompletes).
  int full_bets = 0;
  Chips last_full{0};
  bool doubled = false, capped = false;
  if (limit && preflop && family != Family::kStud) {
    last_full = st.high();
    full_bets = st.high().positive() ? 1 : 0;
  }
  for (bool first = true;; first = false) {
    const engine::Legal l = st.legal();
    if (preflop && forfeit_before(st, l.actor) && l.actor >= 0) continue;
    if (l.actor < 0) break;
    const int i = l.actor;
    // A raise must go above the current level; legal() has been seen to
    // offer raise-to amounts at or below it (counted, never taken).
    const bool offered = l.can_raise && l.min_to.positive();
    const bool sane = l.min_to > st.high() && l.min_to <= l.max_to;
    if (offered && !sane) ++e.refused_offers;
    if (opt.self_check && capped && offered) ++e.self_check_violations;
    const bool may_raise = offered && sane && opponent_can_act(st, i);

    engine::Action a = choose_move(st, l, first && i == completes, raises, may_raise);
    size_wager(a, st, l, limit);
    actor(i);
    write_action(st, a);

    if (opt.self_check && !st.check(a).empty()) ++e.self_check_violations;
    if (a.move == engine::Move::kFold) folded_on[static_cast<std::size_t>(i)] = street;
    if (preflop && a.added.positive()) put_voluntarily[static_cast<std::size_t>(i)] = true;
    if (a.move == engine::Move::kBet || a.move == engine::Move::kRaise) {
      ++raises;
      aggressor = i;
      if (limit) {
        const Chips inc = a.to - last_full;
        if (double_allowed && inc == e.big_bet) doubled = true;
        const Chips full = engine::big_bet_round(e.variant, street) || doubled ? e.big_bet : e.small_bet;
        if (inc >= full) {
          last_full = a.to;
          ++full_bets;
        }
      }
    }
    ++e.actions;
    st.commit(a);
    if (limit && !capped && full_bets >= 1 + profile->limit_cap) {
      capped = true;
      e.capped = true;
      notice("Betting is capped");
    }
  }
  return aggressor;
}

// ---------------------------------------------------------------- pots

void Deal::settle(const engine::HandState& st) {
  const auto& ps = st.players();
  std::array<Chips, kMaxPlayers> contributed{};
  std::array<bool, kMaxPlayers> folded{};
  std::array<bool, kMaxPlayers> all_in{};
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
  const auto count = static_cast<std::size_t>(n);
  const engine::PotBuild build =
      engine::build_pots(std::span<const Chips>(contributed.data(), count), std::span<const bool>(folded.data(), count),
                         st.dead_total(), std::span<const bool>(all_in.data(), count));
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
  e.pot_count = static_cast<int>(std::min<std::size_t>(build.pots.size(), e.pot.size()));
  for (int k = 0; k < e.pot_count; ++k) {
    auto& pot = e.pot[static_cast<std::size_t>(k)];
    pot.amount = build.pots[static_cast<std::size_t>(k)].amount;
    pot.net = pot.amount;
    pot.eligible = static_cast<std::uint32_t>(build.pots[static_cast<std::size_t>(k)].eligible);
    e.total_pot += pot.amount;
  }
}

// 5 % of the pot, at most $3 (less where the pokerstars profile knows the
// site's cap at these stakes), taken from the main pot; never so much that a
// share of it (a half, in hi/lo; a board's half, in Split Hold'em) could
// come to nothing.
void Deal::take_rake() {
  if (cash && opt.rake && e.rounds >= 2 && e.pot_count > 0 && rng.chance(70)) {
    auto& main = e.pot[0];
    const std::int64_t shares = std::popcount(main.eligible) * (e.hi_lo ? 2 : 1) * (two_boards() ? 2 : 1);
    Chips cap{300};
    for (const engine::RakeCap& c : engine::find_profile("pokerstars", false)->rake.caps)
      if (c.structure == e.structure && Chips{c.big_blind} == e.big_blind) cap = min(cap, Chips{c.cap});
    e.rake = max(min(min(e.total_pot * 5 / 100, cap), main.amount - unit * shares), Chips{0});
    main.net -= e.rake;
  }
}

void Deal::pot_name(int k) {
  if (e.pot_count == 1) {
    out += "pot";
  } else if (k == 0) {
    out += "main pot";
  } else {
    out += "side pot";
    if (e.pot_count > 2) {
      out += '-';
      number(static_cast<std::uint64_t>(k));
    }
  }
}

// A share that rounds to nothing (a pot of fewer units than winners) gets
// no line.
void Deal::collect(int i, int k, Chips amount, int on_board) {
  if (!amount.positive()) return;
  e.player[static_cast<std::size_t>(i)].collected += amount;
  won_on_board[static_cast<std::size_t>(on_board)][static_cast<std::size_t>(i)] += amount;
  e.pot[static_cast<std::size_t>(k)].winners |= 1u << i;
  e.pot[static_cast<std::size_t>(k)].board_winners[static_cast<std::size_t>(on_board)] |= 1u << i;
  name(i);
  out += " collected ";
  money(amount);
  out += " from ";
  pot_name(k);
  out += '\n';
}

void Deal::finish(const engine::HandState& st, int first, Showing (*evaluate)(const Deal& d, int player)) {
  take_rake();
  if (st.live_count() > 1) {
    for (int i = 0; i < n; ++i)
      if (!e.player[static_cast<std::size_t>(i)].folded) showing[static_cast<std::size_t>(i)] = evaluate(*this, i);
    showdown(first);
  } else {
    int winner = -1;
    for (int i = 0; i < n; ++i)
      if (!e.player[static_cast<std::size_t>(i)].folded) winner = i;
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

// ---------------------------------------------------------------- showdown

void Deal::showdown(int first) {
  e.showdown = true;
  if (!two_boards()) {
    notice("*** SHOW DOWN ***");
    show_and_pay(first, 0);
    return;
  }
  // Split Hold'em: every hand is shown again for the second board.
  notice("*** FIRST SHOW DOWN ***");
  show_and_pay(first, 0);
  notice("*** SECOND SHOW DOWN ***");
  show_and_pay(first, 1);
}

// The shows and the collect lines of board `on_board` (0: the only or the first).
void Deal::show_and_pay(int first, int on_board) {
  bool live_all_in = false;
  for (int i = 0; i < n; ++i) {
    const auto& p = e.player[static_cast<std::size_t>(i)];
    live_all_in = live_all_in || (!p.folded && p.all_in);
  }
  // Showing order: `first` (the last aggressor, or the first player to act),
  // then clockwise; a hand that can win nothing against those shown may
  // muck when nobody is all-in (not in Split Hold'em: how a muck reads
  // between its two show downs is not known from the logs).
  std::array<bool, kMaxPlayers> decided{};
  std::optional<std::uint32_t> best_high, best_low;
  const bool may_muck = !live_all_in && e.pot_count == 1 && !two_boards();
  for (int k = e.pot_count - 1; k >= 0; --k) {
    const auto& pot = e.pot[static_cast<std::size_t>(k)];
    std::array<int, kMaxPlayers> contenders{};
    std::size_t count = 0;
    for (int s = 0; s < n; ++s) {
      const int i = (first + s) % n;
      if (!((pot.eligible >> i) & 1u) || decided[static_cast<std::size_t>(i)]) continue;
      decided[static_cast<std::size_t>(i)] = true;
      auto& p = e.player[static_cast<std::size_t>(i)];
      const Showing& h = showing[static_cast<std::size_t>(i)];
      const std::uint32_t value = on_board == 0 ? h.high : h.second_high;
      const bool wins_high = !best_high || value >= *best_high;
      const bool wins_low = h.low && (!best_low || *h.low >= *best_low);
      if (may_muck && !wins_high && !wins_low && rng.chance(50)) {
        p.mucked = true;
        actor(i);
        out += "mucks hand\n";
        continue;
      }
      p.showed = true;
      actor(i);
      out += "shows ";
      cards_of(i);
      out += " (";
      out += on_board == 0 ? h.text : h.second_text;
      out += ")\n";
      if (wins_high) best_high = value;
      if (wins_low) best_low = h.low;
    }
    // The pot's contenders, eligible and not mucked, in odd-chip order:
    // clockwise from the first seat left of the button, or seat order in
    // stud (the suit decides there, in pay()).
    for (int s = 0; s < n; ++s) {
      const int i = e.button >= 0 ? button_order(s) : s;
      if (((pot.eligible >> i) & 1u) && !e.player[static_cast<std::size_t>(i)].mucked) contenders[count++] = i;
    }
    pay(k, std::span<const int>(contenders.data(), count), on_board);
  }
}

// Pot k among `contenders`: the best hands share it, or in hi/lo the best
// high hands half and the best qualifying lows the other half (the pot's odd
// chip to the high half, RULES.md R-SD-8); each share split in odd-chip order.
// Split Hold'em: board `on_board`'s half of the pot (the odd chip to the
// first board, as in a pot run twice, RULES.md R-OC-7).
void Deal::pay(int k, std::span<const int> contenders, int on_board) {
  assert(!contenders.empty());
  auto& pot = e.pot[static_cast<std::size_t>(k)];
  const Chips net = two_boards() ? engine::split_pot(pot.net, unit, 2)[static_cast<std::size_t>(on_board)] : pot.net;
  std::array<int, kMaxPlayers> high{}, low{};
  std::size_t highs = 0, lows = 0;
  std::optional<std::uint32_t> best, best_low;
  for (int i : contenders) {
    const Showing& h = showing[static_cast<std::size_t>(i)];
    const std::uint32_t value = on_board == 0 ? h.high : h.second_high;
    if (!best || value > *best) {
      best = value;
      highs = 0;
    }
    if (value == *best) high[highs++] = i;
    if (!h.low) continue;
    if (!best_low || *h.low > *best_low) {
      best_low = h.low;
      lows = 0;
    }
    if (*h.low == *best_low) low[lows++] = i;
  }
  // Tied stud hands: by suit (stable: seat order where the suits tie too).
  auto by_priority = [&](std::array<int, kMaxPlayers>& w, std::size_t count, bool low_half) {
    std::stable_sort(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(count), [&](int a, int b) {
      const Showing& x = showing[static_cast<std::size_t>(a)];
      const Showing& y = showing[static_cast<std::size_t>(b)];
      return low_half ? x.low_priority > y.low_priority : x.high_priority > y.high_priority;
    });
  };
  by_priority(high, highs, false);
  by_priority(low, lows, true);
  pot.low_half = lows > 0;
  const std::vector<Chips> halves = lows > 0 ? engine::split_pot(net, unit, 2) : std::vector<Chips>{net};
  const std::vector<Chips> high_shares = engine::split_pot(halves[0], unit, highs);
  for (std::size_t w = 0; w < highs; ++w) collect(high[w], k, high_shares[w], on_board);
  if (lows > 0) {
    const std::vector<Chips> low_shares = engine::split_pot(halves[1], unit, lows);
    for (std::size_t w = 0; w < lows; ++w) collect(low[w], k, low_shares[w]);
  } else if (e.hi_lo) {
    notice("No low hand qualified");
  }
}

// ---------------------------------------------------------------- summary

void Deal::fold_words(Street s, bool did_not_bet) {
  static constexpr std::array<std::string_view, 5> kStud = {"3rd Street", "4th Street", "5th Street", "6th Street",
                                                            "River"};
  static constexpr std::array<std::string_view, 5> kStud5 = {"2nd Street", "3rd Street", "4th Street", "River",
                                                             "River"};
  static constexpr std::array<std::string_view, 5> kFlop = {"", "Flop", "Turn", "River", "River"};
  static constexpr std::array<std::string_view, 5> kDraws = {"", "1st Draw", "2nd Draw", "3rd Draw", "3rd Draw"};
  const auto at = std::min<std::size_t>(static_cast<std::size_t>(s), 4);
  if (family == Family::kStud) {
    out += " folded on the ";
    out += e.variant == engine::Variant::kStud5 ? kStud5[at] : kStud[at];
  } else if (s == Street::kPreflop) {
    out += family == Family::kFlop ? " folded before Flop" : " folded before the Draw";
  } else if (family == Family::kFlop) {
    out += " folded on the ";
    out += kFlop[at];
  } else {
    // Single-draw games have one draw: "after the Draw".
    out += " folded after the ";
    out += engine::betting_rounds(e.variant) == 2 ? "Draw" : kDraws[at];
  }
  if (s == Street::kPreflop && did_not_bet) out += " (didn't bet)";
}

void Deal::summary() {
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
        number(static_cast<std::uint64_t>(k));
      }
      out += ' ';
      money(e.pot[static_cast<std::size_t>(k)].net);
      out += '.';
    }
  }
  out += " | Rake ";
  money(e.rake);
  out += '\n';
  if (board_count > 0 && two_boards()) {
    out += "FIRST Board ";
    cards(std::span<const Card>(board.data(), static_cast<std::size_t>(board_count)));
    out += "\nSECOND Board ";
    cards(std::span<const Card>(second_board.data(), static_cast<std::size_t>(board_count)));
    out += '\n';
  } else if (board_count > 0) {
    out += "Board ";
    cards(std::span<const Card>(board.data(), static_cast<std::size_t>(board_count)));
    out += '\n';
  }
  for (int i = 0; i < n; ++i) {
    const auto& p = e.player[static_cast<std::size_t>(i)];
    seat(i);
    if (i == e.button) out += e.button_blind.positive() ? " (button blind)" : " (button)";
    if (i == e.small_blind_player) out += " (small blind)";
    if (i == e.big_blind_player) out += " (big blind)";
    if (p.folded) {
      fold_words(folded_on[static_cast<std::size_t>(i)], !put_voluntarily[static_cast<std::size_t>(i)]);
    } else if (p.mucked) {
      out += " mucked ";
      cards_of(i);
    } else if (p.showed && two_boards()) {
      // "and won ($33.54) with two pair, Eights and Sixes, and lost with high card Ace"
      out += " showed ";
      cards_of(i);
      for (std::size_t b = 0; b < 2; ++b) {
        const Chips won = won_on_board[b][static_cast<std::size_t>(i)];
        out += b == 0 ? " and " : ", and ";
        if (won.positive()) {
          out += "won (";
          money(won);
          out += ") with ";
        } else {
          out += "lost with ";
        }
        const Showing& h = showing[static_cast<std::size_t>(i)];
        out += b == 0 ? h.text : h.second_text;
      }
    } else if (p.showed) {
      out += " showed ";
      cards_of(i);
      if (p.collected.positive()) {
        out += " and won (";
        money(p.collected);
        out += ") with ";
      } else {
        out += " and lost with ";
      }
      const Showing& h = showing[static_cast<std::size_t>(i)];
      if (h.article) out += "a ";
      out += h.text;
    } else {
      out += " collected (";
      money(p.collected);
      out += ')';
    }
    out += '\n';
  }
}

}  // namespace generator

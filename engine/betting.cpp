#include "engine/betting.h"

#include <cassert>

namespace engine {

namespace {
bool is_limit(const GameDef& g) { return g.structure == Structure::kFixedLimit; }
bool is_pot_limit(const GameDef& g, Street s) {
  return g.structure == Structure::kPotLimit || g.structure == Structure::kHalfPotLimit ||
         (g.structure == Structure::kPotLimitPreflopNoLimitPostflop && s == Street::kPreflop);
}
// Takes `amount` from the player's stack. The pot gets what the log says
// moved; a log that moves more than the stack is a finding of its own
// (wager-exceeds-stack), and the stack stops at nothing: no state of the
// replay holds a negative stack.
void take_from_stack(PlayerState& p, Chips amount) { p.stack = max(p.stack - amount, Chips{0}); }
// No state of the replay holds a negative stack, bet or pot (the pot is the
// sum of what each put in, live and dead); asserted in debug builds
// wherever they change, and so under the fuzzers (fuzz/CMakeLists.txt).
[[maybe_unused]] bool never_negative(const PlayerState& p) {
  return p.stack >= Chips{0} && p.street_bet >= Chips{0} && p.contributed >= Chips{0} && p.dead >= Chips{0};
}
}  // namespace

HandState::HandState(const GameDef& game, const Profile& profile, std::vector<PlayerState> players,
                     int button_seat)
    : game_(game), profile_(&profile), players_(std::move(players)), button_seat_(button_seat) {
  // Cap games: nobody can put in more than the cap in one hand, so the cap
  // acts as the stack.
  if (game.cap.positive())
    for (auto& p : players_) p.stack = min(p.stack, game.cap);
  for ([[maybe_unused]] const auto& p : players_) assert(never_negative(p));
  recount();
}

void HandState::recount() {
  live_ = 0;
  can_act_ = 0;
  reach_top_ = reach_second_ = Chips{0};
  reach_top_player_ = -1;
  for (std::size_t i = 0; i < players_.size(); ++i) {
    const PlayerState& p = players_[i];
    if (!p.in_hand || p.folded) continue;
    ++live_;
    can_act_ += p.all_in ? 0 : 1;
    const Chips reach = p.street_bet + p.stack;
    if (reach > reach_top_) {
      reach_second_ = reach_top_;
      reach_top_ = reach;
      reach_top_player_ = static_cast<int>(i);
    } else if (reach > reach_second_) {
      reach_second_ = reach;
    }
  }
}

void HandState::post(int player, Chips live, Chips dead, bool sets_level, Chips level) {
  auto& p = players_[static_cast<std::size_t>(player)];
  live = max(live, Chips{0});
  dead = max(dead, Chips{0});
  take_from_stack(p, live + dead);
  p.street_bet += live;
  p.contributed += live;
  p.dead += dead;
  if (p.stack <= Chips{0}) p.all_in = true;
  high_ = max(high_, p.street_bet);
  if (sets_level) high_ = max(high_, level);
  assert(never_negative(p));
  recount();
}

void HandState::post_bring_in(int player, Chips amount, Chips level) {
  post(player, amount, Chips{0}, true, level);
  players_[static_cast<std::size_t>(player)].acted = true;
}

void HandState::post_ante(int player, Chips amount) {
  auto& p = players_[static_cast<std::size_t>(player)];
  amount = max(amount, Chips{0});
  take_from_stack(p, amount);
  p.contributed += amount;
  if (p.stack <= Chips{0}) p.all_in = true;
  assert(never_negative(p));
  recount();
}

Chips HandState::street_unit() const {
  return big_bet_round(game_.variant, street_) || doubled_ ? game_.big_bet : game_.small_bet;
}

void HandState::open_at(int player) {
  if (player < 0) return;
  const auto& p = players_[static_cast<std::size_t>(player)];
  first_ = needs_action(p) ? player : next_needing(player);
  next_ = first_;
}

void HandState::start_preflop(int last_blind_player) {
  street_ = Street::kPreflop;
  if (is_limit(game_)) {
    full_raise_ = street_unit();
    // The big blind is the opening bet; a stud bring-in is not: completing
    // it to the small bet is (RULES.md R-SB-2).
    const bool bring_in = is_stud(game_.variant);
    last_full_level_ = bring_in ? Chips{0} : high_;
    bets_this_street_ = high_.positive() && !bring_in ? 1 : 0;
  } else {
    full_raise_ = game_.smallest_bet().positive() ? game_.smallest_bet() : high_;
    // A straddle is the new bring-in: the next raise is at least one more
    // straddle (RULES.md R-ST-2, one_straddle_more), or one big blind more
    // (three_bb: to 6 over a 1/2 game's 4 straddle).
    if (high_ > game_.big_blind && game_.big_blind.positive() &&
        profile_->straddle_min_raise == StraddleMinRaise::kOneStraddleMore)
      full_raise_ = high_;
  }
  last_raise_min_to_ = high_ + full_raise_;
  for (const auto& p : players_) blinds_posted_ += p.street_bet + p.dead;
  players_at_round_start_ = can_act_count();
  first_ = next_needing(last_blind_player);
  next_ = first_;
}

void HandState::act_after(int player, int after) {
  const int n = static_cast<int>(players_.size());
  if (player < 0 || after < 0 || player >= n || after >= n || player == after) return;
  moved_ = player;
  moved_after_ = after;
}

void HandState::skip_round() {
  for (auto& p : players_) p.acted = true;
  first_ = next_ = -1;
}

void HandState::start_street(Street street) {
  street_ = street;
  moved_ = moved_after_ = -1;
  for (auto& p : players_) {
    p.street_bet = Chips{0};
    p.acted = false;
    p.acted_seq = 0;
    p.answered = Chips{0};
  }
  recount();  // the reaches: the street's bets went to the middle
  high_ = Chips{0};
  full_raise_ = is_limit(game_) ? street_unit() : game_.smallest_bet();
  last_full_level_ = Chips{0};
  last_raise_min_to_ = full_raise_;
  bets_this_street_ = 0;
  full_raise_seq_ = 0;
  capped_ = false;
  double_allowed_ = doubled_ = false;
  players_at_round_start_ = can_act_count();
  // First live player clockwise from the button position, even when the
  // button seat is empty.
  int start = -1;
  for (std::size_t i = 0; i < players_.size(); ++i)
    if (players_[i].seat <= button_seat_) start = static_cast<int>(i);
  if (start < 0) start = static_cast<int>(players_.size()) - 1;
  first_ = next_needing(start);
  next_ = first_;
}

Chips HandState::opponent_reach(const PlayerState& p) const {
  return holds_top_reach(p) ? reach_second_ : reach_top_;
}

Chips HandState::level_for(const PlayerState& p) const { return min(high_, opponent_reach(p)); }

bool HandState::needs_action(const PlayerState& p) const {
  if (!p.in_hand || p.folded || p.all_in) return false;
  if (live_count() <= 1) return false;
  // Below level_for(p), the least of the high bet and what an opponent can
  // reach: the reach (a pass over the table) only when the high bet is not
  // already matched.
  const Chips have = max(p.street_bet, p.answered);
  if (have < high_ && have < opponent_reach(p)) return true;
  // Matched: he still acts unless nobody else can bet against him.
  if (can_act_count() <= 1) return false;
  return !p.acted;
}

int HandState::next_needing(int from) const {
  const int n = static_cast<int>(players_.size());
  if (n == 0) return -1;
  // Round the table once from the seat after `from` (-1: from the first):
  // a wrap, not a division, per step; this runs after every action.
  int i = from < 0 ? n - 1 : from % n;
  for (int k = 1; k <= n; ++k) {
    i = successor(i);
    if (needs_action(players_[static_cast<std::size_t>(i)])) return i;
  }
  return -1;
}

int HandState::successor(int i) const {
  const int n = static_cast<int>(players_.size());
  const auto seat_next = [n](int j) { return j + 1 == n ? 0 : j + 1; };
  if (moved_ < 0) [[likely]]
    return seat_next(i);
  // The ring without the moved player, with him put back after moved_after_.
  if (i == moved_after_) return moved_;
  if (i == moved_) i = moved_after_;
  const int j = seat_next(i);
  return j == moved_ ? seat_next(j) : j;
}

int HandState::next_to_act_after(int player) const { return next_needing(player); }

bool HandState::round_complete() const { return next_ < 0; }

int HandState::live_count() const { return live_; }

int HandState::can_act_count() const { return can_act_; }

Chips HandState::pot_total() const {
  Chips t{0};
  for (const auto& p : players_) t += p.contributed + p.dead;
  return t;
}

Chips HandState::dead_total() const {
  Chips t{0};
  for (const auto& p : players_) t += p.dead;
  return t;
}

bool HandState::may_reopen(const PlayerState& p) const {
  if (!p.acted || p.acted_seq < full_raise_seq_) return true;
  Chips full = is_limit(game_) ? street_unit() : full_raise_;
  return high_ - p.street_bet >= full;
}

int HandState::cap_raises() const {
  if (game_.raise_cap >= 0) return game_.raise_cap;
  // Games with two betting rounds (single draw) have a cap of their own.
  return betting_rounds(game_.variant) == 2 ? profile_->limit_cap_two_rounds : profile_->limit_cap;
}

bool HandState::cap_applies() const {
  if (game_.raise_cap >= 0) return true;  // the game's own cap holds heads-up too
  switch (profile_->heads_up_uncap) {
    case HeadsUpUncap::kNever: return true;
    case HeadsUpUncap::kTournamentHeadsUp:
      // Only the whole tournament being heads-up lifts the cap; a hand can
      // tell only that its own table is.
      return !(game_.tournament && players_at_round_start_ == 2 && live_count() == 2);
    case HeadsUpUncap::kRoundBeginsHeadsUp: return players_at_round_start_ > 2;
    case HeadsUpUncap::kHeadsUpBeforeCap: return capped_ || can_act_count() > 2;
  }
  return true;
}

Chips HandState::pot_limit_max(const PlayerState& p) const {
  // The house's money is in the pot like the players' (the Cash Drop's
  // $0.20 makes a raise to $0.41 a pot-sized one at $0.01/$0.02,
  // PLO-6max-USD-0.01-0.02-202104.STP of GGPoker).
  Chips total = pot_total() + house_money_;
  if (street_ == Street::kPreflop) {
    const Chips full_blinds = game_.small_blind + game_.big_blind;
    switch (profile_->pl_blind_basis) {
      case PlBlindBasis::kFullBlinds:
        if (blinds_posted_ < full_blinds) total += full_blinds - blinds_posted_;
        break;
      case PlBlindBasis::kSbAsBb:
        if (game_.small_blind.positive()) total += game_.big_blind - game_.small_blind;
        break;
      case PlBlindBasis::kTrueValue: break;
    }
  }
  const Chips pot_after_call = high_ - p.street_bet + total;
  // Half pot limit: the raise is at most half that pot, truncated to the
  // centi-unit (docs/games.md G-HPL-1).
  if (game_.structure == Structure::kHalfPotLimit) return high_ + pot_after_call / 2;
  return high_ + pot_after_call;
}

Chips HandState::min_raise_to() const {
  if (!high_.positive()) return game_.smallest_bet();
  const Chips tda = high_ + full_raise_;
  return profile_->min_raise_basis == MinRaiseBasis::kLastRaise ? min(tda, last_raise_min_to_) : tda;
}

Legal HandState::legal() const {
  Legal l;
  l.actor = next_;
  if (next_ < 0) return l;
  const auto& p = players_[static_cast<std::size_t>(next_)];
  const Chips reach = opponent_reach(p);  // once: level_for() would count it again
  l.to_call = min(max(min(high_, reach) - p.street_bet, Chips{0}), p.stack);
  const Chips all_in_to = p.street_bet + p.stack;
  // A raise needs an opponent who can match more than the current level.
  l.can_raise = p.stack > l.to_call && may_reopen(p) && reach > high_;
  if (is_limit(game_)) {
    const Chips unit = street_unit();
    l.min_to = last_full_level_ + unit;
    if (high_.positive() && cap_applies() && bets_this_street_ >= 1 + cap_raises()) l.can_raise = false;
    l.max_to = double_allowed_ && !doubled_ ? last_full_level_ + game_.big_bet : l.min_to;
  } else {
    // Putting every opponent all-in is enough, even below a full raise.
    l.min_to = min(min_raise_to(), reach);
    l.max_to = is_pot_limit(game_, street_) ? pot_limit_max(p) : all_in_to;
  }
  l.min_to = min(l.min_to, all_in_to);
  l.max_to = min(l.max_to, all_in_to);
  if (!l.can_raise) l.min_to = l.max_to = Chips{0};
  return l;
}

Violations HandState::check(const Action& a) const {
  Violations v;
  const auto& p = players_[static_cast<std::size_t>(a.player)];
  if (!p.in_hand || p.folded || p.all_in) {
    v.add(Rule::kActionByInactivePlayer);
    return v;
  }
  // A player who called short may make up the rest when the log comes back
  // to him; the short call was the violation, not the making-up.
  const bool making_up = a.move == Move::kCall && p.answered > p.street_bet;
  bool closed = false;  // the round was complete: whether a raise reopened it is moot
  if (!making_up && next_ < 0) {
    // A player left alone with chips against all-in opponents may still bet
    // live; the bet-with-no-live-opponent warning says what it is.
    const bool alone = can_act_count() == 1 && live_count() > 1;
    if (!alone) v.add(Rule::kActionAfterRoundClosed);
    closed = !alone;
  } else if (!making_up && a.player != next_) {
    bool street_untouched = true;
    for (const auto& q : players_) street_untouched = street_untouched && !q.acted;
    v.add(street_untouched && next_ == first_ ? Rule::kWrongFirstActor : Rule::kActionOutOfTurn,
          Chips{0}, Chips{0}, next_);
  }

  // What he owes, asked only by a check or a call: a fold, the commonest
  // action, needs no level.
  auto owed = [&] { return max(level_for(p) - p.street_bet, Chips{0}); };
  switch (a.move) {
    case Move::kFold:
      return v;
    case Move::kCheck:
      if (const Chips due = owed(); due.positive()) v.add(Rule::kCheckFacingBet, min(due, p.stack), Chips{0});
      return v;
    case Move::kCall: {
      const Chips expected = min(owed(), p.stack);
      // R-BET-2 reads the call against the full high bet; when no opponent
      // can match that much the part above is returned as uncalled, and
      // PokerStars writes the smaller call. Both are right.
      const Chips nominal = min(max(high_ - p.street_bet, Chips{0}), p.stack);
      const bool right = (a.added == expected || a.added == nominal) && a.added.positive();
      if (a.added > p.stack) {
        v.add(Rule::kWagerExceedsStack, p.stack, a.added);
      } else if (!right && p.dead.positive() && a.added + p.dead == expected) {
        v.add(Rule::kDeadMoneyCountedLive, expected, a.added);
      } else if (!right) {
        v.add(Rule::kWrongCallAmount, expected, a.added);
      }
      const Chips left = p.stack - a.added;
      if (a.all_in_flag != (left <= Chips{0}) && !a.capped && a.added <= p.stack)
        v.add(Rule::kAllInFlagInconsistent, left, Chips{0});
      return v;
    }
    case Move::kBet:
    case Move::kRaise:
      break;
  }

  const Chips added = a.to - p.street_bet;
  if (added > p.stack) {
    v.add(Rule::kWagerExceedsStack, p.stack, added);
    return v;
  }
  const Chips left = p.stack - added;
  const bool all_in = left <= Chips{0} || a.capped;
  if (a.all_in_flag != (left <= Chips{0}) && !a.capped) v.add(Rule::kAllInFlagInconsistent, left, Chips{0});

  // Betting into nobody: every other live player is all-in already.
  bool opponent_can_act = false;
  for (std::size_t i = 0; i < players_.size(); ++i) {
    const auto& q = players_[i];
    if (static_cast<int>(i) != a.player && q.in_hand && !q.folded && !q.all_in) opponent_can_act = true;
  }
  if (!opponent_can_act) v.add(Rule::kBetWithNoLiveOpponent);

  const bool limit = is_limit(game_);
  // A wager that every opponent can only call all-in need not be a full
  // one: more could never be called (PHH.md §9; online clients cap it so).
  const bool short_ok = all_in || a.to >= opponent_reach(p);
  if (!high_.positive()) {
    if (limit) {
      const Chips unit = street_unit();
      const Chips top = double_allowed_ && !doubled_ ? game_.big_bet : unit;
      const bool sized = a.to == unit || a.to == top;
      if ((!short_ok && !sized) || (short_ok && a.to > top)) v.add(Rule::kLimitWrongIncrement, unit, a.to);
    } else if (!short_ok && a.to < game_.smallest_bet()) {
      v.add(Rule::kBetBelowMinimum, game_.smallest_bet(), a.to);
    }
  } else {
    if (a.to <= high_) {
      v.add(Rule::kRaiseBelowMinimum, min_raise_to(), a.to);
      return v;
    }
    if (!closed && !may_reopen(p)) v.add(Rule::kRaiseNotReopened, high_, a.to);
    if (limit) {
      const Chips expected = last_full_level_ + street_unit();
      const Chips top = double_allowed_ && !doubled_ ? last_full_level_ + game_.big_bet : expected;
      if (cap_applies() && bets_this_street_ >= 1 + cap_raises())
        v.add(Rule::kRaiseCapExceeded, Chips{1 + cap_raises()}, Chips{bets_this_street_ + 1});
      else if ((!short_ok && a.to != expected && a.to != top) || (short_ok && a.to > top))
        v.add(Rule::kLimitWrongIncrement, expected, a.to);
    } else if (!short_ok && a.to < min_raise_to()) {
      v.add(Rule::kRaiseBelowMinimum, min_raise_to(), a.to);
    }
  }
  if (is_pot_limit(game_, street_)) {
    const Chips max_to = pot_limit_max(p);
    if (a.to > max_to) v.add(Rule::kPotLimitExceeded, max_to, a.to);
  }
  return v;
}

void HandState::commit(const Action& a) {
  auto& p = players_[static_cast<std::size_t>(a.player)];
  const bool was_live = p.in_hand && !p.folded;
  const bool could_act = was_live && !p.all_in;
  Chips add{0};
  switch (a.move) {
    case Move::kFold:
      p.folded = true;
      break;
    case Move::kCheck:
      break;
    case Move::kCall:
      // The logged amount, even when wrong: it is what moved.
      add = max(a.added, Chips{0});
      p.answered = max(p.answered, level_for(p));
      break;
    case Move::kBet:
    case Move::kRaise: {
      add = max(a.to - p.street_bet, Chips{0});
      const Chips to = p.street_bet + add;
      if (is_limit(game_)) {
        // Half-bet rule: an all-in that adds at least half a unit over the
        // last full level counts as a full bet or raise.
        const Chips inc = to - last_full_level_;
        if (double_allowed_ && inc == game_.big_bet) doubled_ = true;
        const bool short_all_in = inc < street_unit();
        if (inc * 2 >= street_unit() && short_all_in &&
            profile_->limit_short_all_in == LimitShortAllIn::kNextRaiseCompletes) {
          ++full_raise_seq_;  // re-opens; the level to raise from stays
        } else if (inc * 2 >= street_unit()) {
          // kCountsAsFull: the all-in is the level the next raise adds a
          // unit to; kTakenAsFullBet: the full bet or raise it stands for.
          const bool as_full_bet =
              short_all_in && profile_->limit_short_all_in == LimitShortAllIn::kTakenAsFullBet;
          last_full_level_ = as_full_bet ? last_full_level_ + street_unit() : to;
          ++bets_this_street_;
          ++full_raise_seq_;
          if (cap_applies() && bets_this_street_ >= 1 + cap_raises()) capped_ = true;
        }
      } else {
        const Chips inc = to - high_;
        const bool full = high_.positive() ? inc >= full_raise_ : to >= game_.smallest_bet();
        last_raise_min_to_ = max(last_raise_min_to_, to + inc);
        if (full) {
          full_raise_ = max(full_raise_, inc);
          ++bets_this_street_;
          ++full_raise_seq_;
        }
      }
      break;
    }
  }
  take_from_stack(p, add);
  p.street_bet += add;
  p.contributed += add;
  high_ = max(high_, p.street_bet);
  if (p.stack <= Chips{0} || a.capped) p.all_in = true;
  assert(never_negative(p));
  p.acted = true;
  p.acted_seq = full_raise_seq_;
  // The counts change only by this player. The reaches do not change at all
  // (what he put in left his stack for his street bet) unless he folded
  // while holding one of the two largest.
  const bool live = p.in_hand && !p.folded;
  live_ += static_cast<int>(live) - static_cast<int>(was_live);
  can_act_ += static_cast<int>(live && !p.all_in) - static_cast<int>(could_act);
  if (was_live && !live && (holds_top_reach(p) || p.street_bet + p.stack >= reach_second_))
    recount();
  next_ = next_needing(a.player);
}

void HandState::forfeit(int player) {
  players_[static_cast<std::size_t>(player)].folded = true;
  recount();
  if (next_ >= 0 && !needs_action(players_[static_cast<std::size_t>(next_)])) next_ = next_needing(next_);
}

void HandState::treat_as_all_in(int player) {
  auto& p = players_[static_cast<std::size_t>(player)];
  // With nothing in the pot he has no claim to keep: his hand is folded.
  if (!p.contributed.positive() && !p.dead.positive())
    p.folded = true;
  else
    p.all_in = true;
  recount();
  if (next_ >= 0 && !needs_action(players_[static_cast<std::size_t>(next_)])) next_ = next_needing(next_);
}

void HandState::refund(int player, Chips amount) {
  auto& p = players_[static_cast<std::size_t>(player)];
  // No more than he put in: a log that returns more is judged by the
  // uncalled-bet rules, and the pot never goes below nothing.
  amount = min(max(amount, Chips{0}), max(p.contributed, Chips{0}));
  p.stack += amount;
  p.contributed -= amount;
  p.street_bet = max(p.street_bet - amount, Chips{0});
  assert(never_negative(p));
  recount();
}

}  // namespace engine

// HandState: the betting state machine of a hand: blind games (hold'em,
// Omaha, draw) and stud, whose first round opens with a bring-in.
//
// legal() answers who is due to act and what he may do; check() judges one
// logged action against the rules and returns every violation it finds;
// commit() applies the action as logged. The engine never repairs an action:
// replay/ decides to commit the logged amounts after reporting, because the
// log, right or wrong, is what moved the money.
//
// All amounts are centi-units (engine/chips.h). Players are indices into the
// hand's seat list, which is in clockwise seat order.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/chips.h"
#include "engine/finding.h"
#include "engine/game.h"
#include "engine/hand_record.h"
#include "engine/profile.h"

namespace engine {

struct PlayerState {
  int seat = 0;
  Chips stack{0};        // behind, not yet put in
  Chips street_bet{0};   // live chips put in on this street
  Chips contributed{0};  // live chips + antes over the whole hand (pot layers)
  Chips dead{0};         // dead blinds: go to the main pot, never count as a bet
  bool in_hand = false;  // dealt in
  bool folded = false;
  bool all_in = false;
  bool acted = false;    // has acted on this street (posting a blind is not acting)
  int acted_seq = 0;     // full_raise_seq when he last acted
  // The level he answered when he last called: a call logged with the wrong
  // amount still ends his turn, so one bad line does not also break the
  // round's flow.
  Chips answered{0};
};

enum class Move : std::uint8_t { kFold, kCheck, kCall, kBet, kRaise };

// One logged betting action, normalised: `to` is the player's street total
// after a bet or raise; `added` is what a call (or bet) says was put in.
struct Action {
  Move move = Move::kFold;
  int player = -1;
  Chips to{0};
  Chips added{0};
  bool all_in_flag = false;
  bool capped = false;   // cap games: "has reached the cap"
};

struct Violation {
  Rule rule;
  Chips expected{0};
  Chips actual{0};
  int other_player = -1;   // the player who was due to act, where it matters
};

struct Violations {
  std::vector<Violation> list;
  bool empty() const { return list.empty(); }
  void add(Rule r, Chips e = Chips{0}, Chips a = Chips{0}, int other = -1) { list.push_back({r, e, a, other}); }
};

struct Legal {
  int actor = -1;            // -1: nobody is due (round complete or hand over)
  Chips to_call{0};          // chips to add to call (capped by the stack)
  Chips min_to{0};           // minimum bet / raise-to (0 when not allowed)
  Chips max_to{0};           // maximum bet / raise-to
  bool can_raise = false;
};

class HandState {
 public:
  HandState(const GameDef& game, const Profile& profile, std::vector<PlayerState> players,
            int button_seat);

  // Forced bets, before the first betting round. `live` is the part that
  // counts as the poster's bet; `dead` goes to the middle. `sets_level` marks
  // the big blind (or button blind, straddle): the amount others must call,
  // even when the poster is short.
  void post(int player, Chips live, Chips dead, bool sets_level, Chips level);
  void post_ante(int player, Chips amount);
  // Stud: the bring-in is a bet, not a blind: when everyone calls it, the
  // round is over without its poster acting again. `level` is the full
  // bring-in, which the others must call even when the poster is all-in for
  // less (RULES.md R-SB-3).
  void post_bring_in(int player, Chips amount, Chips level);
  // Money the house puts in the pot before the deal (GGPoker's "Cash Drop
  // to Pot", PokerStars' "STP added"): nobody's bet, but part of the pot a
  // pot-limit raise is measured by.
  void add_house_money(Chips amount) { house_money_ += amount; }

  // Sets who opens the pre-flop round: the player left of `last_blind`
  // (the big blind, or the button in button-blind games).
  void start_preflop(int last_blind_player);
  // Pre-flop only, before start_preflop: `player` leaves his seat's place in
  // the turn order and acts right after `after`. A button straddle under
  // utg_skip_straddler (RULES.md R-ST-3 (b)): UTG ... cutoff, small blind,
  // big blind, then the straddler. The next street restores seat order.
  void act_after(int player, int after);
  // A round without betting (a bomb pot's pre-flop): every player counts
  // as having acted, nobody is due, and the next street may be dealt at
  // once; an action logged in it is one after the round closed.
  void skip_round();
  // Moves the round's bets to the middle and opens the next street.
  void start_street(Street street);
  // Stud: the round opens with `player` (the bring-in, or the best showing
  // hand), or the first player after him who still has to act.
  void open_at(int player);
  // Stud 4th street with an open pair: bets and raises may be a small or a
  // big bet until a big one is made (RULES.md R-FL-2). For this street only.
  void allow_double_bet() { double_allowed_ = true; }

  Legal legal() const;
  bool round_complete() const;
  Violations check(const Action& a) const;
  void commit(const Action& a);
  // An all-in player's hand given up without a betting action (PokerStars
  // folds a sitting-out player who is all-in on his forced bets); his chips
  // stay in the pot. The turn order is untouched.
  void forfeit(int player);
  // Disconnect protection: the player keeps his claim on the pot so far but
  // puts in nothing more, as if all-in (Profile::disconnect_protection); one
  // who has put nothing in has no claim, and his hand is folded.
  void treat_as_all_in(int player);
  // A player's uncalled chips returned; they leave his contribution.
  void refund(int player, Chips amount);

  const std::vector<PlayerState>& players() const { return players_; }
  Street street() const { return street_; }
  Chips high() const { return high_; }
  Chips full_raise() const { return full_raise_; }
  Chips pot_total() const;         // every chip in the middle, this street's bets included
  Chips dead_total() const;
  int live_count() const;          // not folded
  int can_act_count() const;       // not folded, not all-in
  int next_to_act_after(int player) const;
  int first_to_act() const { return first_; }
  const GameDef& game() const { return game_; }
  const Profile& profile() const { return *profile_; }

 private:
  void recount();
  Chips street_unit() const;       // fixed limit: the bet size of this street
  bool needs_action(const PlayerState& p) const;
  // What p must reach to call: the high bet, but never more than the most
  // any opponent has put in or can still put in on this street (a short
  // all-in big blind keeps the level at the full blind only while someone
  // can match it, RULES.md R-BL-4).
  Chips level_for(const PlayerState& p) const;
  // The most any opponent still in the hand has put in or can put in on this street.
  Chips opponent_reach(const PlayerState& p) const;
  bool holds_top_reach(const PlayerState& p) const { return &p - players_.data() == reach_top_player_; }
  bool may_reopen(const PlayerState& p) const;
  int cap_raises() const;
  bool cap_applies() const;        // the limit cap, after the heads-up exception
  Chips pot_limit_max(const PlayerState& p) const;  // largest raise-to: 2H - own + T
  Chips min_raise_to() const;      // no-limit and pot-limit, per the profile's basis
  int next_needing(int from) const;
  int successor(int i) const;      // the next player in turn order, folded or not

  GameDef game_;            // a copy: small, and no lifetime to get wrong
  const Profile* profile_;
  std::vector<PlayerState> players_;
  // live_count() and can_act_count(), asked for each player considered at
  // every action: counted again by recount() wherever a player's chips or
  // state change.
  int live_ = 0;
  int can_act_ = 0;
  // The two largest reaches (street bet + stack) of the players still in,
  // and whose the largest is, for opponent_reach(), asked several times at
  // every action. Ties: the second equals the first.
  Chips reach_top_{0};
  Chips reach_second_{0};
  int reach_top_player_ = -1;
  int button_seat_ = 0;
  Street street_ = Street::kPreflop;
  Chips high_{0};           // the level to call this street
  Chips full_raise_{0};     // F: largest full bet or raise increment this street
  Chips last_full_level_{0};  // fixed limit: level of the last full bet or raise
  int bets_this_street_ = 0;  // full bets and raises, for the limit cap
  int full_raise_seq_ = 0;
  int first_ = -1;          // first actor of the current street
  int next_ = -1;           // due to act
  int moved_ = -1;          // act_after(): who acts out of his seat's place, -1: nobody
  int moved_after_ = -1;    // ... and after whom
  int players_at_round_start_ = 0;
  bool capped_ = false;      // the cap was reached while it applied
  bool double_allowed_ = false;  // open pair on 4th street: the big bet is allowed
  bool doubled_ = false;         // ... and was made: the street plays for the big bet
  Chips last_raise_min_to_{0};  // MinRaiseBasis::kLastRaise: 2 x last raise-to - level before it
  Chips blinds_posted_{0};  // live and dead blinds at the start of pre-flop
  Chips house_money_{0};    // add_house_money: in the pot, no player's
};

}  // namespace engine

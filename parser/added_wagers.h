// Wagers written as what they add: rooms whose logs give an all-in as the
// chips it puts in (Bovada's "All-in $x", WPN's "allin (x)") without saying
// whether it calls, bets or raises, and raises as what they add or as the
// street total. settle_added_wagers turns them into the record's terms
// (engine/hand_record.h: a raise's `to` is the street total, its `amount` the
// increment over the largest bet). No I/O; works on the record alone.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"

namespace parser {

// The first full post of `kind` (not short all-in): the level it is made at;
// 0 when there is none.
engine::Chips first_full_post(const engine::HandRecord& rec, engine::Act kind);

// Street by street, what each player has put in, action by action:
//   - an all-in bet (kBet with all_in) adds its amount: a call when it reaches
//     no further than the largest bet, a raise (to what he has in) when it
//     goes beyond, a bet when there is nothing to call;
//   - a raise with a `to` goes to it; its amount, when positive, must be what
//     it adds (a finding to `findings` when not); a raise without a `to`
//     (0) adds its amount;
//   - a raise's amount becomes its `to` less the largest bet.
// An all-in by the player who already has the largest bet in (the big
// blind's option after limps) stays a bet in most rooms' terms; Cake's "is
// all in X" there raises (`AllInOverOwnBet::kRaises`).
enum class AllInOverOwnBet : std::uint8_t { kStaysBet, kRaises };
void settle_added_wagers(engine::HandRecord& rec, std::vector<engine::Finding>& findings,
                         AllInOverOwnBet over_own_bet = AllInOverOwnBet::kStaysBet);

// A post, call, bet or raise that leaves its player nothing behind is all
// in, whether the log marks it or not (BetOnline marks raises alone, Cake a
// blind never). Stacks in the record's units; run once every raise's `to`
// is the street total (after settle_added_wagers or a room's own pass).
void mark_emptying_wagers_all_in(engine::HandRecord& rec);

// A hand with no collect line, won as its summary says ("did not show and
// won $0.20" in WPN's current layout, "collected (75)" in Full Tilt's
// tournament hands won without a show down): each summary win becomes the
// player's collect, at the summary line. Does nothing when a collect exists.
void collect_from_summary(engine::HandRecord& rec);

// A walk (everyone folds to the big blind) written without an uncalled-bet
// line, the collect and the total counting the big blind's own unmatched
// part (WPN, Absolute Poker): the record returns that part as PokerStars
// writes it, and the collect, the summary's win and the total are the rest.
void return_walk_blind(engine::HandRecord& rec);

}  // namespace parser

// The money of a hand as its log accounts for it, player by player: what
// each collected from the pots, got back as uncalled, was paid by the house
// for a cash-out (and the fee the house took), and the pot share the house
// kept from a player who cashed out and then won (PokerStars: "won ($38.95)
// ... (pot not awarded as player cashed out)", no collect line).
//
// One account for the audit (conservation, awards) and the converters
// (final stacks): the log's own, never the replay's amounts added on top.
// Amounts in centi-units (engine::Chips).
#pragma once

#include <vector>

#include "engine/chips.h"
#include "replay/shares.h"
#include "replay/trace.h"

namespace validators {

struct PlayerAccount {
  engine::Chips collected{0};      // "collected $x" lines
  engine::Chips returned{0};       // "Uncalled bet ($x) returned", or the return the log implies
  engine::Chips cashed_out{0};     // "cashed out the hand for $x": paid by the house, net of its fee
  engine::Chips cash_out_fee{0};   // "| Cash Out Fee $f"
  engine::Chips kept_by_house{0};  // his pot share the house kept because he cashed out
  bool cashed = false;             // he cashed out (even for $0)
  engine::Chips house_deals{0};    // GGPoker's EV cash-out: + paid to him, - paid by him
};

struct LogAccount {
  std::vector<PlayerAccount> players;  // HandRecord::players order
  engine::Chips collected{0};
  engine::Chips returned{0};
  engine::Chips cashed_out{0};
  engine::Chips kept_by_house{0};
  bool any_cash_out = false;
};

// The log's account of `t`'s hand. The return of an uncalled bet is the
// log's line; where the log writes none, the return it implies
// (validators/uncalled_return.h: an old log's total pot, a room that never
// writes it), else none: a log whose collect holds the uncalled bet keeps it
// there, and uncalled-bet-not-returned says the log is wrong.
LogAccount log_account(const replay::Trace& t);

// The pot shares the house kept from players who cashed out and won
// (PlayerAccount::kept_by_house), per pot of t.pots: each placed in the
// pots the rules award him, in order, the rest in the last he may win.
std::vector<replay::Shares> kept_by_pot(const replay::Trace& t, const LogAccount& account);

// What a player ends the hand with by the log's account: his starting stack
// less what he put in (dead money included), plus what the log pays him.
engine::Chips final_by_log(const replay::Trace& t, const LogAccount& account, std::size_t player);

}  // namespace validators

// Showdown: the value of a player's hand for the game, and the players who
// win a share of a pot on one board (high, and the low half in hi/lo games).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/hand_eval.h"
#include "engine/hand_record.h"
#include "engine/profile.h"

namespace replay {

// Hole cards a player holds in a flop game (2 hold'em, 4/5/6 Omaha, 5
// Courchevel), at the showdown where the game exchanges them (5 drawmaha, 2
// Irish: engine/exchanges.h); 0 for the other families.
int hole_card_count(engine::Variant v);

// Whether every card of the player's final hand is known: hole cards and a
// full board in flop games; all his cards in stud (with the community card
// when one was dealt); the whole hand after the last draw in draw games.
bool hand_known(const engine::HandRecord& rec, int player, const engine::CardList& board);
// Whether the player's own cards are all known, whatever the board.
bool own_cards_known(const engine::HandRecord& rec, int player);

// The player's best high hand on `board` (hold'em: best five of seven;
// Omaha and drawmaha's Omaha half: exactly two hole and three board cards;
// stud: best five of his seven), if his cards and a full board are known.
// High-ranked games only.
std::optional<engine::HighValue> high_hand(const engine::HandRecord& rec, int player, const engine::CardList& board,
                                           bool trips_beat_straight = true);
// The qualifying 8-or-better low (Omaha: two plus three), if any.
std::optional<engine::LowValue> low_hand(const engine::HandRecord& rec, int player, const engine::CardList& board);

// The hand's value under the game's main ranking, higher is better: high
// hands, the A-5 low of razz and A-5 draw, the 2-7 low (2-7 draw and 2-7
// razz), badugi; in a split game (engine::is_split_game) the first half's
// ranking: the five-card low of badeucey and badacey, drawmaha's draw half
// (the player's five alone, high or 2-7 low) (docs/games.md G-SPLIT-2).
// nullopt when the hand is not known.
std::optional<std::uint32_t> main_value(const engine::HandRecord& rec, int player, const engine::CardList& board,
                                        bool trips_beat_straight = true);

// A split game's (engine::is_split_game) second ranking, higher is better:
// the badugi of the five cards, aces high in badeucey and low in badacey
// (docs/games.md G-BADEUCEY-2, -3); drawmaha's Omaha high (G-DRAWMAHA-3).
// nullopt when the hand is not known or the game is no split game.
std::optional<std::uint32_t> second_value(const engine::HandRecord& rec, int player, const engine::CardList& board);

// Double hold'em (docs/games.md G-DOUBLE): the hand the player makes with
// each of his three cards as his point card, in the order he holds them.
// The log never says which he set. His cards and a full board must be
// known (hand_known).
std::array<engine::HighValue, 3> double_holdem_hands(const engine::HandRecord& rec, int player,
                                                     const engine::CardList& board);

struct BoardWinners {
  bool known = true;            // every contender's hand could be valued
  std::vector<int> high;        // the main ranking's winners, in odd-chip order
  // hi/lo: empty when no low qualifies; split games (engine::is_split_game):
  // the second half's winners (docs/games.md G-SPLIT-2), never empty.
  std::vector<int> low;
};

// `contenders` in odd-chip order of the button (RULES.md R-OC-3); a single
// contender wins without cards. A split game's two rankings go to `high`
// (the first half) and `low` (docs/games.md G-SPLIT-2). In stud games the tied winners of each half
// are put in the profile's order by suit instead (R-OC-4). Written into `w`,
// whose lists keep their capacity: replay settles every pot of every hand.
void board_winners_into(const engine::HandRecord& rec, const std::vector<int>& contenders,
                        const engine::CardList& board, const engine::Profile& profile, BoardWinners& w);

}  // namespace replay

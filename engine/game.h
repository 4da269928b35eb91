// GameDef: the immutable description of the game a hand is played under
// (variant, betting structure, stakes), read from the hand's header and forced
// bets. Built once per hand, before any action is replayed.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/chips.h"

namespace engine {

enum class Variant : std::uint8_t {
  kHoldem,
  kSixPlusHoldem,   // short deck, 36 cards
  kSplitHoldem,
  kOmaha,           // 4 hole cards
  kOmaha5,
  kOmaha6,
  kCourchevel,      // 5 hole cards, first board card before the first round
  kStud7,
  kStud5,
  kRazz,
  kDraw5,
  kDraw27Single,
  kDraw27Triple,
  kDrawA5Triple,
  kBadugi,
  kKuhn,            // ACPC Kuhn poker: one card from a short one-suit deck, no board, high card wins
  // Games of the mixed-game rooms that RULES.md does not define; their
  // rules are docs/games.md's.
  kDrawA5Single,    // A-5 lowball, one draw (G-A5SD)
  kRazz27,          // seven-card stud ranked 2-7 low (G-RAZZ27)
  kBadeucey,        // triple draw, 5 cards: half badugi, half 2-7 low (G-BADEUCEY)
  kBadacey,         // triple draw, 5 cards: half badugi, half A-5 low (G-BADEUCEY)
  kDrawmaha27,      // 5 hole cards, a board and one draw: half Omaha high, half 2-7 low (G-DRAWMAHA)
  kDrawmaha,        // the same, the draw half ranked high (G-DRAWMAHA)
  kIrish,           // Omaha dealt, two hole cards discarded after the flop (G-IRISH)
  kDoubleHoldem,    // three hole cards, a point card set on the flop that plays with each other (G-DOUBLE)
  kUnknown,
};

enum class Structure : std::uint8_t {
  kNoLimit,
  kPotLimit,
  kFixedLimit,
  kPotLimitPreflopNoLimitPostflop,
  // A bet or raise of at most half the pot after the call (Merge's badugi,
  // docs/games.md G-HPL).
  kHalfPotLimit,
};

std::string_view variant_id(Variant v);      // "holdem", "omaha", "stud7", ...
std::string_view structure_id(Structure s);  // "no-limit", "pot-limit", "fixed-limit", ...

// Games whose hands the engine replays so far; the others are counted and
// reported as unsupported-game.
bool is_flop_game(Variant v);
bool is_stud(Variant v);     // stud7, stud5, razz, razz27: up-cards, bring-in, no button
bool is_draw(Variant v);     // five-card draw, 2-7 and A-5 lowball, badugi, badeucey, badacey
// Split games of two rankings (badeucey, badacey, drawmaha): every pot is
// halved between the best hand of the first ranking (BoardWinners::high)
// and of the second (BoardWinners::low), with no qualifier; the odd unit
// goes to the first (docs/games.md G-SPLIT).
bool is_split_game(Variant v);
// Kuhn poker (ACPC kuhn.game, kuhn.limit.3p.game): the top `players + 1`
// ranks of one suit (J Q K, or J Q K A for three players), one card each.
int kuhn_deck_ranks(int players);
bool replay_supported(Variant v);

enum class Street : std::uint8_t;
// Betting rounds in a hand of the variant that goes the distance: 4 in flop
// and triple-draw games, 5 in seven-card stud, 2 in single-draw games, 1 in
// Kuhn poker.
int betting_rounds(Variant v);
// Fixed limit: whether the round is played for the big bet (turn and river;
// stud from 5th street; after the draw in single draw; the last two rounds of
// triple draw, RULES.md R-FL-1).
bool big_bet_round(Variant v, Street s);
// Cards in a draw hand (5; 4 in badugi) and cards a stud player is dealt in
// all (7; 5 in five-card stud); 0 for other families.
int draw_hand_size(Variant v);
int stud_card_count(Variant v);

struct GameDef {
  Variant variant = Variant::kUnknown;
  bool hi_lo = false;                 // 8-or-better split
  Structure structure = Structure::kNoLimit;
  bool tournament = false;
  // Stakes in centi-units (engine/chips.h). In fixed-limit games the header
  // states the small and big bet; the blinds come from the posts.
  Chips small_blind{0};
  Chips big_blind{0};
  Chips small_bet{0};
  Chips big_bet{0};
  Chips ante{0};                      // 0 when the header does not say
  Chips button_blind{0};              // 6+ Hold'em
  Chips bring_in{0};                  // stud: 0 when the log does not say
  Chips cap{0};                       // PokerStars cap games: most a player may put in; 0 = none
  Chips min_bet{0};                   // PHH's min_bet: the smallest opening bet; 0 when not stated
  int max_seats = 0;                  // 0 when the table line does not say
  // Fixed limit: raises allowed after a round's opening bet where the game
  // itself fixes them (an ACPC game definition's maxRaises less the opening
  // bet: 3 in limit hold'em, 0 in Kuhn), whatever the profile and however
  // many play; -1: the profile's cap.
  int raise_cap = -1;
  Chips odd_chip_unit{1};             // smallest unit a split may hand out

  // No-limit and pot-limit: the smallest full bet, and so the first full
  // raise of a street. The big blind, or PHH's min_bet where it states more
  // (PHH.md: min_bet is the game's minimum bet, whatever the blinds).
  constexpr Chips smallest_bet() const { return max(big_blind, min_bet); }

  friend bool operator==(const GameDef&, const GameDef&) = default;
};

}  // namespace engine

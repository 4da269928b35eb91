// Hand evaluators: high, ace-to-five low, deuce-to-seven low and badugi
// (RULES.md §4, R-SD-3..R-SD-7).
//
// Every evaluator returns a value with an integer `key`: within one ranking,
// a higher key is a better hand and equal keys tie. Suits never break a tie
// (R-SD-4), so two hands differing only in suits get the same key. Keys of
// different rankings (high vs 2-7 vs A-5 vs badugi) are not comparable.
//
// The evaluators do not allocate and never fail: the card counts below are
// preconditions (asserted), and duplicate cards are the caller's problem
// (a fouled deck is a finding raised elsewhere, RULES.md §6).
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <span>

#include "engine/card.h"

namespace engine {

// High-hand categories, worst to best (R-SD-4).
enum class HighCategory : std::uint8_t {
  kHighCard,
  kPair,
  kTwoPair,
  kTrips,
  kStraight,
  kFlush,
  kFullHouse,
  kQuads,
  kStraightFlush,
};

// How many ranks define a hand of `category` (the used prefix of the
// `ranks` arrays below): high card 5, pair 4 (pair, 3 kickers), two pair 3
// (high pair, low pair, kicker), trips 3, straight 1 (top card), flush 5,
// full house 2 (trips, pair), quads 2 (quads, kicker), straight flush 1.
constexpr int defining_rank_count(HighCategory category) {
  switch (category) {
    case HighCategory::kHighCard: return 5;
    case HighCategory::kPair: return 4;
    case HighCategory::kTwoPair: return 3;
    case HighCategory::kTrips: return 3;
    case HighCategory::kStraight: return 1;
    case HighCategory::kFlush: return 5;
    case HighCategory::kFullHouse: return 2;
    case HighCategory::kQuads: return 2;
    case HighCategory::kStraightFlush: return 1;
  }
  return 0;
}

// How many of the defining ranks are the "named" part of the hand, the rest
// being kickers: high card 1, pair 1, two pair 2, trips 1, flush 1 (the top
// card; the other four are its "lower cards"), quads 1, others all.
constexpr int named_rank_count(HighCategory category) {
  switch (category) {
    case HighCategory::kHighCard: return 1;
    case HighCategory::kPair: return 1;
    case HighCategory::kTwoPair: return 2;
    case HighCategory::kTrips: return 1;
    case HighCategory::kStraight: return 1;
    case HighCategory::kFlush: return 1;
    case HighCategory::kFullHouse: return 2;
    case HighCategory::kQuads: return 1;
    case HighCategory::kStraightFlush: return 1;
  }
  return 0;
}

// A high hand (best 5 cards, R-SD-4).
struct HighValue {
  // Totally ordered: category, then `ranks` in order. Higher is better.
  std::uint32_t key = 0;
  HighCategory category = HighCategory::kHighCard;
  // Card ranks (0 = deuce .. 12 = ace) in significance order; entries past
  // defining_rank_count(category) are -1. A straight or straight flush holds
  // its top card only, and the wheel A-2-3-4-5 has top rank 3 (the five).
  std::array<std::int8_t, 5> ranks{-1, -1, -1, -1, -1};

  friend constexpr bool operator==(const HighValue& a, const HighValue& b) { return a.key == b.key; }
  friend constexpr auto operator<=>(const HighValue& a, const HighValue& b) { return a.key <=> b.key; }
};

// Exactly five cards.
HighValue eval_high5(const Card* five);
// Best five of 5..7 cards (hold'em, stud). Precondition: 5 <= size <= 7.
HighValue best_high(std::span<const Card> cards);
// Short deck (36 cards, 6+ Hold'em as PokerStars deals it): A-6-7-8-9 is the
// lowest straight, a flush beats a full house and three of a kind beats a
// straight (R-SD-3; PokerStars' 6+ rules). `category` stays the hand's
// shape; only `key` orders the categories the short-deck way. With
// `trips_beat_straight` false a straight beats three of a kind, as in full
// deck poker (GGPoker's short deck; Profile::short_deck_trips_beat_straight).
HighValue eval_short_deck5(const Card* five, bool trips_beat_straight = true);
// Best five of 5..7 cards under the short-deck ranking.
HighValue best_short_deck_high(std::span<const Card> cards, bool trips_beat_straight = true);
// Omaha: exactly two of `hole` and exactly three of `board` (R-SD-3).
// Preconditions: 2 <= hole.size() <= 6, 3 <= board.size() <= 5.
HighValue best_omaha_high(std::span<const Card> hole, std::span<const Card> board);

// Which low ranking a LowValue was made under.
enum class LowRule : std::uint8_t {
  kAceToFive,    // R-SD-5: aces low, straights and flushes ignored
  kDeuceToSeven  // R-SD-7: aces high, straights and flushes count against
};

// A low hand. One comparison convention for every evaluator: a higher key is
// a better (lower) hand. Keys compare only within one rule.
struct LowValue {
  std::uint32_t key = 0;
  LowRule rule = LowRule::kAceToFive;
  // The five cards' shape. Under kAceToFive it is never a straight or flush;
  // kHighCard means "no pair", the only shape that can qualify 8-or-better.
  HighCategory category = HighCategory::kHighCard;
  // Card ranks (0 = deuce .. 12 = ace) in significance order, worst first:
  // a 6-5-4-2-A low is {4, 3, 2, 0, 12} (the ace is the lowest card under
  // A-5), a pair of eights with 6-3-A is {6, 4, 1, 12}. Unused entries -1;
  // the prefix length is defining_rank_count(category).
  std::array<std::int8_t, 5> ranks{-1, -1, -1, -1, -1};

  friend constexpr bool operator==(const LowValue& a, const LowValue& b) { return a.key == b.key; }
  friend constexpr auto operator<=>(const LowValue& a, const LowValue& b) { return a.key <=> b.key; }
};

// Ace-to-five value of exactly five cards (pairs count; no qualifier).
LowValue eval_a5_low(const Card* five);
// True for an A-5 low of five different ranks, all eight or lower (R-SD-6).
bool qualifies_eight_or_better(const LowValue& low);
// Best A-5 low of 5..7 cards (razz, stud/8). With `eight_or_better`, nullopt
// when no five cards qualify (R-SD-6); without it, never nullopt.
std::optional<LowValue> best_a5_low(std::span<const Card> cards, bool eight_or_better);
// Omaha/8 low: exactly two hole and three board cards, 8-or-better; nullopt
// when no such combination qualifies. Preconditions as best_omaha_high.
std::optional<LowValue> best_omaha_low(std::span<const Card> hole, std::span<const Card> board);

// Deuce-to-seven value of exactly five cards: A-5-4-3-2 is ace high, not a
// straight (R-SD-7).
LowValue eval_27_low(const Card* five);
// Best 2-7 low of 5..7 cards. Precondition: 5 <= size <= 7.
LowValue best_27_low(std::span<const Card> cards);

// A badugi hand: the largest set of cards of distinct suits and distinct
// ranks (aces low; aces high in badeucey, docs/games.md G-BADEUCEY-3), the
// lowest such set when there are several.
struct BadugiValue {
  // Higher is better: any 4-card badugi beats any 3-card one, and so on;
  // within a size, compare from the highest card down.
  std::uint32_t key = 0;
  int size = 0;  // cards in the badugi, 0..4
  // Card ranks (0 = deuce .. 12 = ace) highest first under the hand's ace
  // rule: aces low, an ace is always last (5-4-2-A is {3, 2, 0, 12}); aces
  // high, always first (A-5-4-2 is {12, 3, 2, 0}). Unused entries -1.
  std::array<std::int8_t, 4> ranks{-1, -1, -1, -1};

  friend constexpr bool operator==(const BadugiValue& a, const BadugiValue& b) { return a.key == b.key; }
  friend constexpr auto operator<=>(const BadugiValue& a, const BadugiValue& b) { return a.key <=> b.key; }
};

// Best badugi of up to 5 cards: badugi's four, or the five of badeucey and
// badacey, whose badugi half plays the best four of them (docs/games.md
// G-BADEUCEY-2). Aces low, or with `aces_high` above the king as badeucey
// plays them (G-BADEUCEY-3). Precondition: size <= 5.
BadugiValue best_badugi(std::span<const Card> cards, bool aces_high = false);

}  // namespace engine

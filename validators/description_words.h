// The words hand descriptions are made of, shared by the rooms' wordings
// (validators/hand_description.h, validators/room_wordings.h): rank names,
// the trimming and prefix handling of a logged text, and the word-for-word
// comparison of the rooms whose words are judged on category and ranks
// only (same_hand_words).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "engine/hand_eval.h"

namespace validators {

// True when `a` and `b` are the same words as the rooms of
// validators/room_wordings.h are compared: letter case, commas, colons and
// runs of blanks aside, each rank name singular ("Aces" is "Ace", "Sixes"
// "Six"), "Two" and "Deuce" one, "8" and "8s" "Eight", "10" "Ten".
bool same_hand_words(std::string_view a, std::string_view b);

namespace words {

inline constexpr int kAce = 12;  // Card::rank() of an ace; 0 is a deuce

// PokerStars' rank names, deuce to ace.
inline constexpr std::array<std::string_view, 13> kRankNames = {
    "Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"};

// "Deuce" .. "Ace" for `rank` 0 .. 12, and their plurals ("Sixes"); "Two",
// "Twos" for a deuce in the two_ forms (Full Tilt, Enet, OnGame, ...).
std::string singular(int rank);
std::string plural(int rank);
std::string two_singular(int rank);
std::string two_plural(int rank);
std::string lower(std::string s);
std::string upper(std::string s);

// Lowest card of a straight with top card `top`; the wheel starts at the
// ace (A-2-3-4-5, or A-6-7-8-9 in the short deck).
int straight_bottom(int top, bool short_deck);

// `s` without blanks, tabs and line ends at either end.
std::string_view trim(std::string_view s);
// Removes `prefix` (`suffix`) from `s` when it is there; whether it was.
bool consume_prefix(std::string_view& s, std::string_view prefix);
bool consume_suffix(std::string_view& s, std::string_view suffix);

// A rank's name in any of the spellings same_hand_words allows, given in
// lower case ("aces", "two", "trey", "8s", "10"): 0 (deuce) .. 12 (ace), or
// -1 for any other word.
int rank_of_word(std::string_view word);

// Ranks named one after another in `list`, parted by `separator` ("Ace and
// Queen", " and "): true when they are value.ranks[first], [first + 1], ...
// below `end`, at least one (kickers named from the top).
bool ranks_from(std::string_view list, std::string_view separator, const engine::HighValue& value, int first, int end);
// The same, but each rank named may be any of the hand's ranks after the
// one named before it (the kicker that decided: "Queen" of A-K-Q-J-9).
bool ranks_among(std::string_view list, std::string_view separator, const engine::HighValue& value, int first, int end);

}  // namespace words
}  // namespace validators

// The rooms whose words for a shown hand are judged on its category and
// ranks, for the `hand-description-mismatch` finding (RULES.md R-SD-1; the
// other rooms' wordings are in validators/hand_description.h, and
// validators/hand_description.cpp's high_wording gives each format its own).
// Each text is compared word for word with the room's wording of the hand
// the cards make (same_hand_words, validators/description_words.h): the
// words in any letter case and without their commas and colons, a rank's
// name singular or plural, a deuce "Deuce" or "Two", and, where a room
// writes ranks in digits, "8" the same as "Eight". Their corpora lack some
// categories; the wording given for those follows the room's others, and
// the tolerance above keeps a guessed plural or letter case from being
// reported. Every wording below is taken from the room's logs in
// ../shared/corpus/other-sites.
#pragma once

#include <string>
#include <string_view>

#include "engine/hand_eval.h"

namespace validators {

// The text Enet writes for a high hand (its "shows [..] (...)" lines and the
// summary's "showed [..] and won (..) with ..." in ../shared/corpus/other-
// sites/Enet), ranks plural even where one card is meant:
//   A Pair, Jacks        Two Pairs, Aces and Twos      Three of a kind, Kings
//   Straight, Queens high                              Straight, Fives high
// Deuces are "Twos". The corpus shows no high card, flush, full house, quads
// or straight flush: "High card, Aces", "Flush, Aces high", "Full house,
// Kings full of Twos", "Four of a kind, Kings", "Straight flush, Queens
// high" follow the others.
std::string enet_high_description(const engine::HighValue& value);
bool enet_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Cake writes for a high hand (its "shows [..] (...)" and
// "mucks [..] (...) ." lines and its "X wins $1 with ..." payouts in
// ../shared/corpus/other-sites/Cake), a blank or two before a show line's
// closing parenthesis:
//   High card Ace          Pair of Tens             Two Pairs Tens and Sixes
//   Three of a Kind Sevens Straight Eight high      Flush Ace high (or "Flush, Ace high")
//   Full House Jacks full of Eights
// A payout may name the kickers down to the one that decided: "Pair of Aces
// with King, Jack kickers". A muck line names the category alone, in one
// word: "Pair", "TwoPair", "HighCard", "FullHouse". The corpus shows no
// quads or straight flush: "Four of a Kind Kings", "Straight Flush Nine
// high", "Royal Flush" (and "ThreeOfAKind", "Straight", "Flush",
// "FourOfAKind", "StraightFlush" on a muck line) follow the others.
std::string cake_high_description(const engine::HighValue& value);
bool cake_description_matches(std::string_view logged, const engine::HighValue& value);

// The text PKR writes for a high hand (its "NAME has ..." lines and the
// payouts' "wins $0.35 with: ..." in ../shared/corpus/other-sites/PKR),
// ranks from ten up in words, below in digits:
//   High Card: Ace           One Pair: Jacks          Two Pairs: Aces, 8s
//   Three of a Kind: 4s      Straight, 5 high         Flush, Queen high
//   Full House, Queens over 7s
// Hi/lo hands add "low hand: A2345" on a line of its own (not judged: the
// reader keeps the high line). The corpus shows no quads or straight flush:
// "Four of a Kind: Kings" and "Straight Flush, 9 high" ("Royal Flush")
// follow the others.
std::string pkr_high_description(const engine::HighValue& value);
bool pkr_description_matches(std::string_view logged, const engine::HighValue& value);

// The text OnGame writes for a high hand (the summary's "Seat 8: fyabcf
// ($350.06), net: +$113.91, [Kc, Kh] (PAIR KING)" in ../shared/corpus/
// other-sites/OnGame), a category's name and its ranks in capitals:
//   HIGH_CARD ACE        PAIR KING            TWO_PAIR KING, SEVEN
//   THREE_OF_A_KIND SIX  STRAIGHT QUEEN       FLUSH ACE
//   FULL_HOUSE EIGHT, FOUR                    FOUR_OF_A_KIND ACE
// Deuces are "TWO". The corpus shows no straight flush: "STRAIGHT_FLUSH
// QUEEN" (and "ROYAL_FLUSH") follows the straight's wording.
std::string ongame_high_description(const engine::HighValue& value);
bool ongame_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Entraction writes for a high hand (its "NAME shows: 6c - Qh - 3h
// - 5h (two pairs, Sixes and Threes)" and "NAME wins: EUR 0.42 (with ...)"
// lines in ../shared/corpus/other-sites/Entraction), PokerStars' words
// but its own for two pair, straights and flushes:
//   high card King           a pair of Queens          two pairs, Sixes and Threes
//   three of a kind, Aces    a straight, Ten high      a flush, King high
//   a full house, Deuces full of Eights
// A flush may name its top cards ("a flush, Ace and Queen high"), a hand
// its kickers ("three of a kind, Aces, with Jack as kicker", "a pair of
// Sixes, with Ace and Queen as kickers"): they must be the hand's own, from
// the top. The corpus shows no quads or straight flush: "four of a kind,
// Aces" and "a straight flush, Ten high" ("a royal flush") follow the others.
std::string entraction_high_description(const engine::HighValue& value);
bool entraction_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Absolute Poker and UltimateBet write for a high hand (their
// "NAME - Shows [..] (...)" lines and the summary's "won Total (..) HI:(..)
// with ... [..]" in ../shared/corpus/other-sites/Absolute-UB), ranks in
// lower case, a straight from its lowest card to its highest:
//   ace high                  One pair, aces           Two Pair, kings and tens
//   Three of a kind, jacks    Straight, two to six     Flush, ace high
//   Full house, tens full of kings
// Deuces are "twos". The summary may name the first kicker: "One pair,
// threes(ace kicker)"; it must be the hand's. The corpus shows no quads or
// straight flush: "Four of a kind, aces", "Straight flush, five to nine"
// ("Royal flush") follow the others.
std::string absolute_high_description(const engine::HighValue& value);
bool absolute_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Merge writes for a high hand (a `<winner ... hand="...">` in
// ../shared/corpus/other-sites/Merge, the uncalled bet's winner's too):
//   Ace High                  Pair of Sixes            Two Pair Tens and Sixes
//   Three of a Kind Jacks     Jack High Straight       Flush Ace High
//   Full House - Threes over Kings
// Hi/lo: "Ace High - Lo (7-6-5-4-A)", the low half not judged. The corpus
// shows no quads or straight flush: "Four of a Kind Aces" and "King High
// Straight Flush" ("Royal Flush") follow the others.
std::string merge_high_description(const engine::HighValue& value);
bool merge_description_matches(std::string_view logged, const engine::HighValue& value);

// The text PokerTracker's exports write after a shown or mucked hand's
// cards ("Hero: Shows [D7 S7] Two Pair, Tens and Sevens", "Mucks [HA CA]
// One Pair, Aces" in ../shared/corpus/other-sites/PokerTracker-exports):
//   High Card, Queen          One Pair, Aces           Two Pair, Queens and Tens
//   Three of a Kind, Kings    Straight, Ace High
// The corpus shows no flush, full house, quads or straight flush: "Flush,
// Ace High", "Full House, Kings full of Tens", "Four of a Kind, Aces" and
// "Straight Flush, King High" ("Royal Flush") follow the others.
std::string pokertracker_high_description(const engine::HighValue& value);
bool pokertracker_description_matches(std::string_view logged, const engine::HighValue& value);

// The message keys Boss Media and IGT write for a high hand (a Boss
// `<RESULT ... HAND="...">`, an IGT showdown result's "hand" in
// ../shared/corpus/other-sites/Boss and IGT), untranslated but naming the
// category and the ranks:
//   $(STR_G_WIN_HIGHCARD) $(STR_G_CARD_ACE)       $(STR_G_WIN_PAIR) $(STR_G_CARDS_KINGS)
//   $(STR_G_WIN_TWOPAIR) $(STR_G_CARDS_SEVENS) $(STR_G_ANDTEXT) $(STR_G_CARDS_THREES)
//   $(STR_G_WIN_THREEOFAKIND) $(STR_G_CARDS_KINGS) $(STR_G_WIN_STRAIGHT) $(STR_G_CARD_NINE)
//   $(STR_G_WIN_FLUSH) $(STR_G_CARD_KING)         $(STR_G_WIN_FULLHOUSE)
// A rank singular (CARD_) or plural (CARDS_): IGT writes "$(STR_G_WIN_PAIR)
// $(STR_G_CARD_FOUR)" and its full house's ranks ("$(STR_G_WIN_FULLHOUSE)
// $(STR_G_CARD_QUEEN) $(STR_G_ANDTEXT) $(STR_G_CARD_KING)"), Boss the
// category alone. An ace-high flush or straight is "$(STR_G_WIN_ACEHIGHFLUSH)",
// "$(STR_G_WIN_ACEHIGHSTRAIGHT)"; the kicker that decided follows ",
// $(STR_G_CARD_NINE) $(STR_G_KICKERTEXT)" and must be one of the hand's. The corpus shows no quads
// or straight flush: "$(STR_G_WIN_FOUROFAKIND) $(STR_G_CARDS_ACES)" and
// "$(STR_G_WIN_STRAIGHTFLUSH) $(STR_G_CARD_NINE)" ("$(STR_G_WIN_ROYALFLUSH)")
// follow the others.
std::string message_key_high_description(const engine::HighValue& value);
bool message_key_description_matches(std::string_view logged, const engine::HighValue& value);

// The text PartyPoker writes for a high hand (its "shows [ 8c, 8d ]three of
// a kind, Eights." and "doesn't show [..]..." lines, the payouts' "wins
// $20.66 USD from the main pot with ...", the emailed layout's "[ two pairs,
// kings and eights -- Ah,Ks,Kd,8c,8s ]" in ../shared/corpus/other-sites/
// PartyPoker): PokerStars' words but "two pairs", a full stop after them,
// the emailed layout's in lower case:
//   high card Ace             a pair of Jacks          two pairs, Tens and Twos
//   three of a kind, Eights   a straight, Seven to Jack a flush, Ace high
//   a full house, Kings full of Fives
// A kicker may follow, " with Ace kicker", and must be one of the hand's.
// The corpus shows no quads or straight flush: "four of a kind, Aces" and
// "a straight flush, Eight to Queen" ("a royal flush") follow the others.
std::string partypoker_high_description(const engine::HighValue& value);
bool partypoker_description_matches(std::string_view logged, const engine::HighValue& value);

// The text PokerNow writes for a winner's hand (its "collected 270.00 from
// pot with Two Pair, A's & 8's (combination: A♠, A♥, 8♣, 8♦, J♠)" rows in
// ../shared/corpus/other-sites/PokerNow), ranks as its cards write them,
// a flush and a straight flush named by their top card with its suit:
//   A High                    Pair, 10's               Two Pair, A's & 8's
//   Three of a Kind, K's      Straight, A High         Flush, Ac High
//   Full House, K's over 10's Four of a Kind, 9's      Straight Flush, 8c High
// The suit of a flush's card is not judged, nor the combination's cards. The
// corpus shows no royal flush: "Straight Flush, As High" and "Royal Flush"
// are taken.
std::string pokernow_high_description(const engine::HighValue& value);
bool pokernow_description_matches(std::string_view logged, const engine::HighValue& value);

}  // namespace validators

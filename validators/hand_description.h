// PokerStars' English hand descriptions, for the `hand-description-mismatch`
// finding (RULES.md R-SD-1: cards speak, but a wrong declaration is reported).
//
// The wording was taken from the `shows [..] (...)` and `showed [..] and
// won/lost with ...` lines of real PokerStars logs:
//   high card Ace                      a pair of Kings
//   two pair, Aces and Fives           three of a kind, Eights
//   a straight, Ace to Five            a straight, Nine to King
//   a flush, Ace high                  a full house, Kings full of Fives
//   four of a kind, Aces               a straight flush, Eight to Queen
//   a Royal Flush
// When shown hands tie on that text PokerStars appends a kicker clause:
// " - Ace kicker", " - Jack+Ten kicker", " - lower kicker", and for flushes
// " - lower cards" or " - Eight higher". Lows are comma lists from the
// highest card down ("6,5,4,2,A" after "LO: " or "Lo: "), made 2-7 and razz
// hands use the high wording ("a pair of Kings", "a straight, Four to Eight"),
// badugi hands read "Badugi: 5,4,2,A" or "3-card: 4,2,A".
#pragma once

#include <string>
#include <string_view>

#include "engine/hand_eval.h"

namespace validators {

// The text PokerStars writes for a high hand, without any kicker clause.
// `short_deck`: 6+ Hold'em, whose lowest straight A-6-7-8-9 reads "a
// straight, Ace to Nine" (as the wheel reads "Ace to Five"); `value` is then
// engine::best_short_deck_high's.
std::string pokerstars_high_description(const engine::HighValue& value, bool short_deck = false);

// True when `logged` describes `value` the way PokerStars does. Tolerates:
// surrounding whitespace (logs carry CRLF and trailing blanks), a leading
// "HI: " and a trailing "; LO: ..." of hi/lo games (only the high half is
// checked here), "a straight flush, Ten to Ace" for a royal flush, and a
// kicker clause that agrees with the hand: named kickers must be the hand's
// own kickers from the top ("Jack+Ten kicker"), "X higher" cards must be among
// its lower cards, and "lower kicker"/"lower cards" need the hand to have
// kickers at all. Anything naming other ranks or another category is false.
bool description_matches(std::string_view logged, const engine::HighValue& value, bool short_deck = false);

// The text GGPoker writes for a high hand (its `shows [..] (...)` and
// summary lines in ../shared/corpus/other-sites/GGPoker):
//   Ace-High                  Pair of Kings             Pair of Kings and Pair of Tens
//   Three Sevens              Nines-High Straight       King High Flush
//   Queens Full over Tens     Four Kings                Nines-High Straight Flush
//   Royal Flush
// Deuces are "Twos" and threes "Treys". The corpus shows no straight flush:
// its wording follows the straight's.
std::string ggpoker_high_description(const engine::HighValue& value, bool short_deck = false);

// True when `logged` is that text, ignoring surrounding whitespace and a
// cash-out note after it (", Cashout Risk ($22.68)", ", EV Cashout ($9.98)").
bool ggpoker_description_matches(std::string_view logged, const engine::HighValue& value, bool short_deck = false);

// The text Winamax writes for a high hand (its `shows [..] (...)` and
// summary lines in ../shared/corpus/other-sites/Winamax), ranks to nine in
// digits:
//   High card : Ace           One pair : Jacks          Two pairs : Queens and 8
//   Trips of 9                Straight King high        Flush Ace high
//   Full of Kings and Queens  Quads of Jack
// The corpus shows no straight flush: "Straight flush King high" follows
// the straight's and flush's wording.
std::string winamax_high_description(const engine::HighValue& value);

// True when `logged` is that text, in any letter case, word ranks singular
// or plural (the logs write both: "One pair : Ace", "One pair : Aces"),
// after a Hi/Lo "HI : "; a
// Hi/Lo "LO : ..." half is not judged (true).
bool winamax_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Bovada writes for a high hand: its category alone ("High Card",
// "One pair", "Two pair", "Three of a kind", "Straight", "Flush", "Full
// House", "Four of a kind", "Straight Flush"; ../shared/corpus/other-sites/
// Bovada-Ignition's show and muck lines).
std::string bovada_high_description(const engine::HighValue& value);
bool bovada_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Full Tilt writes for a high hand (its "shows [..] ..." lines, a
// second "NAME shows ..." line, and the summary's "showed [..] and won (..)
// with ..." in ../shared/corpus/other-sites/FullTilt):
//   Ace King high (the two top cards)  a pair of Twos           two pair, Aces and Twos
//   three of a kind, Nines             a straight, Ace high     a flush, King high
//   a full house, Kings full of Jacks  four of a kind, Aces     a straight flush, Nine high
// Deuces are "Twos". Hi/lo games add the low half in three ways ("HI: ..;
// LO: ..", "..., for high and 8,5,4,3,2, for low", "..., for high"); only
// the high half is judged here. The corpus shows no quads or royal flush:
// their wording follows the trips' and straight flush's.
std::string fulltilt_high_description(const engine::HighValue& value);
bool fulltilt_description_matches(std::string_view logged, const engine::HighValue& value);

// The text CoinPoker writes for a high hand (its `shows [..] (...)` and
// summary lines in ../shared/corpus/other-sites/CoinPoker): the category
// alone, no rank ("High Card", "One Pair", "Two Pair", "Three Of A Kind",
// "Straight", "Flush", "Full House", "Four Of A Kind", "Straight Flush").
std::string coinpoker_high_description(const engine::HighValue& value);
bool coinpoker_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Seals With Clubs writes for a high hand (its `shows [..] (...)`
// lines in ../shared/corpus/other-sites/SealsWithClubs): PokerStars' words,
// capitalised its own way, then the kickers' ranks after " +":
//   High Card Ace +KT65       a Pair of Deuces +QT6      Two Pair, Tens and Fives +K
// The words are compared without regard to case.
std::string sealswithclubs_high_description(const engine::HighValue& value);
bool sealswithclubs_description_matches(std::string_view logged, const engine::HighValue& value);

// The text Everleaf writes for a high hand (its "shows [..] ..." lines and
// the "wins .. with ..." payouts in ../shared/corpus/other-sites/Everleaf),
// in lower case:
//   high card ace              a pair of twos             two pairs, jacks and fours
//   three of a kind, sixes     a straight, ace high       a flush, queen high
//   a full house, nines full of fives
// Deuces are "twos". The corpus shows no quads or straight flush: their
// wording follows the trips' and straight's.
std::string everleaf_high_description(const engine::HighValue& value);
bool everleaf_description_matches(std::string_view logged, const engine::HighValue& value);

// The text the Winning Poker Network's current layout writes for a high
// hand, followed by the five cards that make it (its "shows [..] (...)" and
// summary lines in ../shared/corpus/other-sites/WPN-ACR):
//   a high card, Ace high [Ac Jh Td 8s 5d]     a pair of Sixs [6d 6c As Qh 7d]
//   two pair, Jacks and Deuces [..]            three of a kind, Set of Fives [..]
//   a straight, Six high [..]                  a flush, King high [..]
//   a full house, Kings full of Threes [..]
// Plurals add "s" ("Sixs"). Hi/lo: "HI - ... [..] | LO - [8,5,4,2,1]", the
// low half not judged. The five cards, where written, must make the same
// hand. The corpus shows no quads or straight flush: "four of a kind, X"
// and "a straight flush, X high" follow the trips' and straight's wording,
// the ace-high one reads "a royal flush" or "a straight flush, Ace high",
// and three of a kind may read "Set of", "Trips of" or the rank alone.
//
// The network's classic layout (2014-2016) words it its own way, before the
// shown cards of its summary lines, ranks as the cards write them:
//   High card K        One pair of 9s (kicker A)    Two pairs. Js and 7s
//   Three Of Kind of 10s    Straight to 10    Flush, A high    Full House (3/8)
// The kicker clause is optional and names the first kicker. The corpus shows
// no quads or straight flush: "Four Of Kind of Ks" and "Straight flush to K"
// follow the trips' and straight's wording. Either layout's words match.
std::string wpn_high_description(const engine::HighValue& value);
std::string wpn_classic_high_description(const engine::HighValue& value);
bool wpn_description_matches(std::string_view logged, const engine::HighValue& value, bool short_deck);

// How a format words a high hand where it is not PokerStars' way: the
// room's matcher and its own text for the made hand (the rooms above, and
// those whose words are judged on category and ranks alone,
// validators/room_wordings.h: Enet, Cake, PKR, OnGame, Entraction,
// Absolute, Merge, PokerTracker's exports, Boss Media and IGT).
// PokerStars' (and any format without a wording of its own) matches
// nothing beyond description_matches and describes with
// pokerstars_high_description.
struct HighWording {
  bool (*matches)(std::string_view logged, const engine::HighValue& value, bool short_deck);
  std::string (*describe)(const engine::HighValue& value, bool short_deck);
};
const HighWording& high_wording(std::string_view format);

// The text PokerStars writes for a low hand, without the "LO: "/"Lo: "
// prefix: "6,5,4,2,A", "8,7,6,5,3" (2-7), "a pair of Eights" (a made
// razz or 2-7 hand), "a straight, Four to Eight" (2-7).
std::string pokerstars_low_description(const engine::LowValue& value);

// True when `logged` is that low text, ignoring surrounding whitespace, a
// leading "LO: " or "Lo: ", and a leading "HI: ...; " of hi/lo games.
bool low_description_matches(std::string_view logged, const engine::LowValue& value);

// "Badugi: 5,4,2,A" for a four-card badugi, "3-card: 4,2,A", "2-card: K,A"
// and "1-card: A" for smaller ones.
std::string pokerstars_badugi_description(const engine::BadugiValue& value);

}  // namespace validators

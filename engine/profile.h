// Profile: the house-rule switches of RULES.md §0.1, one immutable value per
// run. Where the authorities disagree the engine reads the answer from here
// instead of hard-coding one house's choice.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "engine/game.h"

namespace engine {

enum class BbaOrder : std::uint8_t { kBbFirst, kAnteFirst };
enum class Straddles : std::uint8_t { kNone, kUtg, kAnySeat };
enum class StraddleMinRaise : std::uint8_t { kOneStraddleMore, kThreeBb };
// StraddleMinRaise, the least raise over a straddle (R-ST-2): one straddle
// more, or kThreeBb one big blind more (PokerNow took a raise to 1.50 over a
// 1.00 straddle at 0.25/0.50). ButtonStraddleOrder, who opens pre-flop over
// a straddle not left of the big blind (R-ST-3): kLeftOfStraddler, the
// player left of the straddler; kUtgSkipStraddler, over a button straddle
// the player left of the big blind, the straddler acting last, after the
// big blind; kUtgSkipAnyStraddler, the same over a lone straddle from any
// later seat, a "Mississippi" straddle (The Big Game: S1E01 d1h75, d1h115,
// S1E05 d5h80 from the second or third seat after the big blind); over a
// re-straddle the seat order stands.
enum class ButtonStraddleOrder : std::uint8_t { kLeftOfStraddler, kUtgSkipStraddler, kUtgSkipAnyStraddler };
enum class ButtonMode : std::uint8_t { kDead, kMoving, kSimplifiedMoving, kHeldWhenSmallBlindGone };
// Who posts the big blind when a table goes heads-up, and in heads-up play.
// kMovesOn: the big blind moves on so that nobody pays it twice in a row,
// and the other player has the button and the small blind (TDA 34-B; all
// the rooms whose logs show it). kFollowsButton: the button moves on to the
// next player, who posts the small blind, and the other player posts the big
// blind, twice running when the table has just gone heads-up (PokerNow).
enum class HeadsUpBigBlind : std::uint8_t { kMovesOn, kFollowsButton };
enum class HeadsUpUncap : std::uint8_t { kNever, kTournamentHeadsUp, kRoundBeginsHeadsUp, kHeadsUpBeforeCap };
enum class StudShowingTie : std::uint8_t { kPosition, kSuit, kSuitStudHighOnly };
enum class PlBlindBasis : std::uint8_t { kFullBlinds, kTrueValue, kSbAsBb };
enum class OddChipUnit : std::uint8_t { kSmallestChipInPlay, kBlindUnit, kCentOrChip };
enum class StudOddChip : std::uint8_t { kSuitInFiveCards, kSuitAllCards };
enum class OddChipOverride : std::uint8_t { kNone, kHighestCard };
// How the minimum raise is measured after an all-in raise that was not a
// full raise: TDA 43 keeps the last full raise; PokerStars measures from the
// last raise whatever its size (raise-to at least 2 x last raise-to - the
// level before it), as ACPC does (RULES.md R-NL-2).
enum class MinRaiseBasis : std::uint8_t { kLastFullRaise, kLastRaise };
// Fixed limit, an all-in bet or raise of at least half a bet but less than
// a full one (R-FL-3): all authorities count it as a full raise, the next
// raise going one unit above it; PokerStars re-opens the betting but the next
// raise completes the last full one (bet 100, raise 200, all-in 270: the
// next raise is to 300, not 370; LBad-USD-MTT8-201011 in the corpus).
// kTakenAsFullBet: the all-in stands for the full bet or raise it fell
// short of, and the next raise goes one unit above that full level (Bovada:
// an all-in bet of $8.50 on a $16 street is raised to $32, not $24.50;
// iPoker: $0.13 at $0.20 is raised to $0.40). Under half a bet every value
// leaves the level where it was: the next wager completes it.
enum class LimitShortAllIn : std::uint8_t { kCountsAsFull, kNextRaiseCompletes, kTakenAsFullBet };
enum class DrawDiscardLimit : std::uint8_t { kWholeHand, kThreeOrFourOnce };
// Fixed limit: whether the big bet must be twice the small bet (R-FL-1's
// structure; a $10/$30 game is then irregular-stakes) or may be any
// multiple a house deals.
enum class LimitBigBet : std::uint8_t { kTwice, kAny };
// Fixed limit: what the small blind is. kFromLog: whatever the first small
// blind posts (nothing to check it against). kHalfBet: half the small bet,
// to the cent ($2.50 at $5/$10). kHalfBetInChips: half the small bet,
// rounded down to the largest chip (1, 5, 25, 100, 500, 2500 ... cents or
// whole chips) no more than a quarter of the small bet: $0.10 at
// $0.25/$0.50, $2 at $5/$10, 50 at 100/200.
enum class LimitSmallBlind : std::uint8_t { kFromLog, kHalfBet, kHalfBetInChips };
// Draw games, when the stub runs out: whether its last card is dealt or
// kept back and shuffled with the discards.
enum class DrawLastCard : std::uint8_t { kDealt, kKept };
// Whether a player may be dealt, after a reshuffle, a card he threw himself:
// never (the room sets his own discards aside for him), or those of his
// earlier exchanges (only the cards of the exchange being served are set
// aside, which is every room's rule).
enum class DrawOwnDiscards : std::uint8_t { kNever, kLaterExchanges };
enum class RakeMode : std::uint8_t { kNone, kFromLog, kSchedule };

// A site's rake cap at one stake, as its logs show it: cash games with a
// currency, `structure`, a big blind of `big_blind`; the rake of a hand is at
// most `cap`. Amounts in centi-units (engine/chips.h).
struct RakeCap {
  Structure structure = Structure::kNoLimit;
  std::int64_t big_blind = 0;
  std::int64_t cap = 0;
};

struct RakeRule {
  RakeMode mode = RakeMode::kFromLog;
  int percent = 0;          // schedule: percent of the pot
  std::int64_t cap = 0;     // schedule: centi-units, 0 = no cap
  bool no_flop_no_drop = false;
  std::span<const RakeCap> caps{};  // per-stake caps the site's logs show (from_log too)
};

struct Profile {
  std::string_view name;
  std::string_view description;
  BbaOrder bba_order = BbaOrder::kBbFirst;
  Straddles straddles = Straddles::kNone;
  StraddleMinRaise straddle_min_raise = StraddleMinRaise::kOneStraddleMore;
  ButtonStraddleOrder button_straddle_order = ButtonStraddleOrder::kLeftOfStraddler;
  ButtonMode button_mode = ButtonMode::kDead;
  HeadsUpBigBlind heads_up_big_blind = HeadsUpBigBlind::kMovesOn;
  int limit_cap = 4;              // raises allowed after the opening bet
  int limit_cap_two_rounds = 4;   // the same in games with two betting rounds
  HeadsUpUncap heads_up_uncap = HeadsUpUncap::kTournamentHeadsUp;
  bool stud_open_pair_option = false;
  StudShowingTie stud_showing_tie = StudShowingTie::kSuit;
  PlBlindBasis pl_blind_basis = PlBlindBasis::kFullBlinds;
  bool hilo_identical_even = false;
  OddChipUnit odd_chip_unit = OddChipUnit::kSmallestChipInPlay;
  // kCentOrChip only: cash hands dated on or before this day (yyyymmdd; 0:
  // none) split in the smallest chip in play instead, as the room paid
  // before it moved to the currency's smallest unit.
  int chip_in_play_until = 0;
  // Play money (HandRecord::play_money): split to the hundredth where the
  // room pays it so, as it writes stacks in hundredths (888's Practice
  // Play), else in whole chips.
  bool play_money_in_cents = false;
  // Tournament chips: split to the hundredth where the room writes them so
  // (CoinPoker: "11,760.24 in chips", a tie of 23,618.48 paid 11,809.24
  // each), else in whole chips.
  bool tournament_chips_in_cents = false;
  // kSmallestChipInPlay: cash hands written without a currency are a live
  // table's chips (The Big Game's dollars, stacks of 149,900): the chip in
  // play is estimated from their amounts as for currency hands (the $100
  // chip: a pot of 53,200 run five times is paid 10,700, 10,700, 10,600,
  // 10,600, 10,600). Otherwise, and always in tournaments, a whole chip.
  bool chip_in_play_without_currency = false;
  StudOddChip stud_odd_chip = StudOddChip::kSuitInFiveCards;
  OddChipOverride odd_chip_override = OddChipOverride::kNone;
  RakeRule rake;
  // Site behaviour, not an authority's rule: the software folds a sitting-out
  // player who is all-in on his blind or ante (seen in PokerStars and Full
  // Tilt tournament logs); his chips stay in the pot.
  bool sitting_out_all_in_folds = false;
  MinRaiseBasis min_raise_basis = MinRaiseBasis::kLastFullRaise;
  LimitShortAllIn limit_short_all_in = LimitShortAllIn::kCountsAsFull;
  LimitSmallBlind limit_small_blind = LimitSmallBlind::kFromLog;
  LimitBigBet limit_big_bet = LimitBigBet::kTwice;
  // Draw: how many cards one exchange may take. kWholeHand: any number (the
  // PokerStars logs show exchanges of 1 to 5). kThreeOrFourOnce: at most
  // three, four for only one player per round (a house rule some five-card
  // draw games use). No built-in profile uses it.
  DrawDiscardLimit draw_discard_limit = DrawDiscardLimit::kWholeHand;
  // Five-card draw house rule: a fold before anyone has opened the betting
  // counts as a check (the player stays in). No built-in profile uses it.
  bool draw_fold_before_open_checks = false;
  // Disconnect protection: a player who times out or disconnects with chips
  // in the pot is treated as all-in for the pot so far; the rest of the
  // betting goes into a side pot. Logged as "NAME is being treated as
  // all-in". On in the ipoker (its logs write "DP" for it), wpn and everest
  // profiles, whose logs show it.
  bool disconnect_protection = false;
  // Draw games: when the stub runs out, the discards are shuffled into it
  // (validators/draw_cards.cpp). Whether a discard may come back depends on
  // when that can happen and what goes in, which rooms decide differently:
  //   - draw_burns: cards burnt before each draw round's exchanges (live
  //     dealers burn one a round, TDA 38; PokerStars burns none);
  //   - draw_last_card: whether the stub's last card is dealt, or kept back
  //     and shuffled with the discards;
  //   - draw_reshuffle_mucked: whether folded hands go into the reshuffle;
  //   - draw_own_discards: whether a player may get back a card he threw.
  int draw_burns = 1;
  DrawLastCard draw_last_card = DrawLastCard::kKept;
  bool draw_reshuffle_mucked = true;
  DrawOwnDiscards draw_own_discards = DrawOwnDiscards::kLaterExchanges;
  // Whether a cash player's chips added between hands (a top-up, an
  // automatic rebuy) appear in the log. Live rules have the dealer announce
  // them (WSOP-L 60); PokerStars tops a cash stack up between hands without a
  // line (corpus: 'Lampland', HomerrrJay back to the EUR 10 maximum after
  // every loss). When false, a cash stack that grew between two hands is not
  // a stack-continuity finding; tournament stacks are always exact.
  bool top_ups_logged = true;
  // Whether a tournament's rebuys and add-ons appear in the log. 888 writes
  // none: a busted player starts his next hand with a fresh 1,000 or 2,000
  // chips, and one below the starting stack tops up by 1,000, with no line
  // ("Step 1 WSOP" tournaments in ../shared/corpus/other-sites/888). When
  // false, a tournament stack that grew between two hands is not a
  // stack-continuity finding; one that shrank still is.
  bool tournament_rebuys_logged = true;
  // Whether a straddler may straddle again over his own straddle before the
  // deal, doubling it each time (GGPoker short deck: $0.04, $0.08, $0.16 over
  // a $0.02 button blind). The straddle is then twice the big blind times a
  // power of two; otherwise exactly twice the big blind.
  bool straddle_redoubles = false;
  // Whether a straddle may be re-straddled: the player after the straddler
  // posts twice his straddle before the deal, and the round opens left of
  // him (The Big Game: 19 hands straddled 800 then 1,600 at 200/400, UTG
  // then the seat after it, e.g. S1E04 d4h35). Each re-straddle is then
  // twice the straddle before it, from the next player dealt in.
  bool restraddles = false;
  // Whether the log marks a blind or ante that takes a player's last chip
  // "and is all-in". GGPoker does not (a big blind of 51,262 from a stack of
  // 51,262 has no mark); its bets, raises, calls and straddles are marked.
  bool posts_mark_all_in = true;
  // Whether the log marks a call, bet or raise that takes a player's last
  // chip as all-in. 888poker marks none ("calls [$2.05]" of a $2.05 stack):
  // the replay then takes the wager that empties the stack as the all-in.
  bool actions_mark_all_in = true;
  // Short deck: three of a kind beats a straight (PokerStars' 6+ Hold'em,
  // R-SD-3), or a straight beats three of a kind (GGPoker: an ace-high
  // straight wins over three tens in NL-ShortDeck-5max-USD-100).
  bool short_deck_trips_beat_straight = true;
  // Whether a small blind posted by a second player (one coming into the
  // game out of position) is live, counted toward his call, as PartyPoker's
  // logs count it ("hugomarcia posts small blind [$0.05 USD]" then "calls
  // [$0.05 USD]" to the $0.10 blind, Table2.txt of HHSmithy). Otherwise it
  // is dead money, a missed small blind made up (RULES.md R-BL-5). When on,
  // a newcomer's post of the small blind's amount that the log writes as
  // its plain entering post is such a small blind, not a big blind posted
  // short: WPN's "posts (2)" at 2/4, Bovada's "Posts chip $5" at $5/$10,
  // Microgaming's PostedToPlay of 5.00 at 5|10, each followed by a call of
  // the rest.
  bool second_small_blind_live = false;
};

// The built-in profiles: tda, wsop (tournament and cash values), robert,
// pokerstars, pokermaster, ggpoker, winamax, bovada, 888, pokernow, ipoker, partypoker, wpn, fulltilt,
// thebiggame, coinpoker, everleaf, boss, kingsclub, cake, microgaming. `tournament` picks the WSOP-T or WSOP-L column for "wsop",
// and ipoker's tournament button rule.
const Profile* find_profile(std::string_view name, bool tournament);
std::span<const std::string_view> profile_names();
// Every built-in profile value (wsop and ipoker twice: cash and tournament),
// each once; find_profile returns pointers into it.
std::span<const Profile> builtin_profiles();
// The profile a hand is audited under when none is asked for: the site's
// own where its logs gave one (pokerstars, pokermaster, ggpoker, winamax, bovada, 888, pokernow, ipoker, partypoker, wpn,
// fulltilt, thebiggame, coinpoker, everleaf, boss, kingsclub, cake, microgaming); PHH, which records
// WSOP-style hands, under wsop; other sites that write PokerStars-format
// text under pokerstars.
std::string_view default_profile(std::string_view format, std::string_view site);

}  // namespace engine

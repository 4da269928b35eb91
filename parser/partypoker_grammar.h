// The PartyPoker hand-history grammar: rules only (STYLE.md 15).
//
// PartyPoker does not write the PokerStars layout. A hand is
//   Game #9864152000 starts.                               (optional preludes)
//   #Game No : 9864152000
//   ***** Hand History for Game 9864152000 *****
//   $0.05/$0.10 USD NL Texas Hold'em - Sunday, January 05, 19:24:07 EST 2014
//   Table Aksay (Real Money)
//   Seat 5 is the button
//   Total number of players : 6/6
//   Seat 2: GrindAA ( $29.58 USD )
//   kewen posts small blind [$0.05 USD].
//   ** Dealing down cards **
//   Dealt to Hero [  Ah Kc ]
//   dr. spaz raises [$0.30 USD]          (the chips the raise adds)
//   dr. spaz is all-In  [$4.90 USD]      (the chips it adds: a bet, call or raise)
//   dr. spaz shows [ 8c, 8d ]three of a kind, Eights.
//   dr. spaz wins $20.66 USD from the main pot with three of a kind, Eights.
// with no summary marker, amounts in the client's locale ("$26,02 USD",
// tournament chips "1,500") and the same `#Game No :` prelude and banner as
// 888 (parser/pacific_grammar.h, whose amount and card rules are reused
// here). The actions are in parser/partypoker_parser.cpp;
// docs/PARTYPOKER_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/pacific_grammar.h"
#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::partypoker {

// clang-format off
using namespace tao::pegtl;
using stars_text::blanks;
using stars_text::rest;
using stars_text::seated_name;
#define PARTY_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- amounts
// "$0.05", "€10", "1,500", "$26,02" (888's amount rule), then the currency's
// code: "$0.05 USD", "[$0.05  USD]".
struct currency_code : sor< PARTY_LITERAL( "USD" ), PARTY_LITERAL( "EUR" ), PARTY_LITERAL( "GBP" ) > {};
struct money : seq< pacific::amount, opt< blanks, currency_code > > {};
// "[$0.05 USD]", "[ $0,25 USD ]", "[1,500]".
struct bracket_money : seq< one< '[' >, opt< blanks >, money, opt< blanks >, one< ']' > > {};

// ---------------------------------------------------------------- cards
// "[ 8c, 8d ]", "[  Ah Kc ]", "[Jc, Ts ]", "[ 5c , 4h ]": commas optional.
struct card_gap : plus< one< ' ', ',' > > {};
struct card_list : seq< one< '[' >, opt< card_gap >, opt< pacific::card, star< card_gap, pacific::card > >,
                        opt< card_gap >, one< ']' > > {};

// ---------------------------------------------------------------- header
struct game_starts_line : seq< PARTY_LITERAL( "Game #" ), plus< digit >, PARTY_LITERAL( " starts." ), rest > {};
struct prelude_line : sor< pacific::game_no_line, game_starts_line > {};
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct banner_end : PARTY_LITERAL( " *****" ) {};
struct expected_hand_number : seq< hand_number_chars, at< banner_end > > {};
// fpdb's converted files append the source: "***** ... ***** (PokerBros)".
struct banner_line : seq< PARTY_LITERAL( "***** Hand History for Game " ),
                          stars_text::whole_hand_number< hand_number, banner_end, expected_hand_number >, banner_end,
                          rest > {};
// The other layout, of emailed and instant hand histories, is
// parser/partypoker_emailed_grammar.h's.

struct limit_no : PARTY_LITERAL( "NL" ) {};
struct limit_pot : PARTY_LITERAL( "PL" ) {};
struct limit_fixed : PARTY_LITERAL( "FL" ) {};
struct limit_word : seq< sor< limit_no, limit_pot, limit_fixed >, blanks > {};
// "$15/$30 USD Texas Hold'em": no limit named is fixed limit
// (LHE-6max-USD-15-30-201104.live.second.sb.txt).
struct limit_unnamed : success {};
struct game_holdem : sor< PARTY_LITERAL( "Texas Hold'em" ), PARTY_LITERAL( "Holdem" ) > {};
struct game_omaha_hilo : PARTY_LITERAL( "Omaha Hi-Lo" ) {};
struct game_omaha : PARTY_LITERAL( "Omaha" ) {};
struct game_short_deck : PARTY_LITERAL( "Short Deck" ) {};
struct game_stud_hilo : PARTY_LITERAL( "7 Card Stud Hi-Lo" ) {};
struct game_stud : PARTY_LITERAL( "7 Card Stud" ) {};
// Three hole cards and a "point card" set on the flop (docs/games.md G-DOUBLE).
struct game_double_holdem : PARTY_LITERAL( "Double Hold'em" ) {};
struct game_name : sor< game_holdem, game_omaha_hilo, game_omaha, game_short_deck, game_stud_hilo, game_stud,
                        game_double_holdem > {};
struct expected_game : game_name {};

// Cash: "$0.05/$0.10 USD NL Texas Hold'em - ...", or the table's buy-in
// "$10 USD NL Texas Hold'em - ..." (the blinds are then the posts'),
// "$2 USD fastforward NL Texas Hold'em - ...".
struct stake_low : pacific::amount {};
struct stake_high : pacific::amount {};
struct cash_stakes : seq< stake_low, opt< one< '/' >, stake_high >, opt< blanks, currency_code > > {};
struct fast_forward : seq< PARTY_LITERAL( "fastforward" ), blanks > {};
struct cash_game_line : seq< cash_stakes, blanks, opt< fast_forward >, sor< limit_word, limit_unnamed >,
                             must< expected_game >, rest > {};
// Tournaments: "NL Texas Hold'em $1 USD Buy-in Trny: 61 Level: 1  Blinds(10/20) - ...",
// "NL Texas Hold'em $30 Buy-in  + $3 Entry Fee  Trny:15286975 Level:4 Blinds(50/100) - ...",
// "Tourney Hand NL Texas Hold'em - ...", "FL Texas Hold'em  Trny:N Level:N  Stakes(10/20) - ...".
struct tournament_id : plus< digit > {};
struct trny_info : seq< PARTY_LITERAL( "Trny:" ), opt< blanks >, tournament_id > {};
struct blind_low : pacific::amount {};
struct blind_high : pacific::amount {};
struct blind_ante : pacific::amount {};
// "Blinds(10/20)", "Stakes(10/20)", "Blinds-Antes(0.5/1 -0.1)", stud's
// "Stakes-Antes(60/120-10)". Fixed limit's "Stakes(10/20)" are the small
// and big bet.
struct stakes_word : sor< PARTY_LITERAL( "Stakes(" ), PARTY_LITERAL( "Stakes-Antes(" ) > {};
struct blinds_info : seq< sor< PARTY_LITERAL( "Blinds(" ), stakes_word, PARTY_LITERAL( "Blinds-Antes(" ) >,
                          blind_low, one< '/' >, blind_high, opt< opt< blanks >, one< '-' >, blind_ante >,
                          one< ')' > > {};
struct tourney_hand : seq< PARTY_LITERAL( "Tourney Hand" ), blanks > {};
struct tournament_game_line : seq< opt< tourney_hand >, limit_word, must< expected_game >,
                                   star< sor< trny_info, blinds_info, any > > > {};
struct game_line : sor< cash_game_line, tournament_game_line > {};

// "Table Aksay (Real Money)", "Table Skagen ( Real Money )",
// "Table Table  167070 (No DP) (Real Money)",
// "Table $1 Sit & Go Hero (128487129) Table #1 (Real Money)".
struct play_money : PARTY_LITERAL( "Play Money" ) {};
struct table_tail : seq< opt< blanks >, one< '(' >, opt< blanks >, sor< PARTY_LITERAL( "Real Money" ), play_money >,
                         opt< blanks >, one< ')' >, eof > {};
struct table_name : plus< not_at< table_tail >, any > {};
struct table_line : seq< PARTY_LITERAL( "Table " ), table_name, table_tail > {};

// ---------------------------------------------------------------- seats
struct button_seat : plus< digit > {};
struct button_line : seq< PARTY_LITERAL( "Seat " ), button_seat, PARTY_LITERAL( " is the button" ), eof > {};
// "Total number of players : 6/9": six seated at a table of nine.
struct table_seats : plus< digit > {};
struct players_line : seq< PARTY_LITERAL( "Total number of players" ),
                           opt< opt< blanks >, one< ':' >, opt< blanks >, plus< digit >, one< '/' >, table_seats >,
                           rest > {};
// "Trny: 61 Level: 1", "Blinds(10/20)", "Blinds-Antes(0.5/1 -0.1)" on lines of their own.
struct tournament_line : sor< seq< trny_info, rest >, seq< blinds_info, eof > > {};
struct seat_number : plus< digit > {};
struct seat_stack : money {};
// "( $29.58 USD )", "( 1,500 )", "($0.71)"; converted files add the
// player's statistics: " - VPIP: 26, PFR: 19, ...", " - (21.60 / 16.35 / ...)".
struct seat_tail : seq< opt< blanks >, one< '(' >, opt< blanks >, seat_stack, opt< blanks >, one< ')' >,
                        sor< eof, seq< PARTY_LITERAL( " - " ), rest > > > {};
struct seat_player_name : plus< not_at< seat_tail >, any > {};
// "Seat 2: ", "seat 2: " (Mac client), "seat2: ".
struct seat_word : sor< PARTY_LITERAL( "Seat" ), PARTY_LITERAL( "seat" ) > {};
struct seat_line : seq< seat_word, opt< one< ' ' > >, seat_number, PARTY_LITERAL( ": " ), seat_player_name,
                        seat_tail > {};

// ---------------------------------------------------------------- streets
struct marker_flop : PARTY_LITERAL( "Flop" ) {};
struct marker_turn : PARTY_LITERAL( "Turn" ) {};
struct marker_river : PARTY_LITERAL( "River" ) {};
// Stud: "** Dealing **" (3rd street), "** Dealing Fourth street **" .. "Sixth
// street", "** Dealing River **" (7th street).
struct marker_stud_third : PARTY_LITERAL( "**" ) {};
struct marker_fourth : PARTY_LITERAL( "Fourth street" ) {};
struct marker_fifth : PARTY_LITERAL( "Fifth street" ) {};
struct marker_sixth : PARTY_LITERAL( "Sixth street" ) {};
struct street_line : seq< PARTY_LITERAL( "** Dealing " ),
                          sor< seq< sor< pacific::marker_down, marker_flop, marker_turn, marker_river, marker_fourth,
                                         marker_fifth, marker_sixth >,
                                    PARTY_LITERAL( " **" ) >,
                               marker_stud_third >,
                          opt< blanks, card_list >, eof > {};
struct dealt_line : seq< PARTY_LITERAL( "Dealt to " ), seated_name< ' ' >, blanks, card_list, eof > {};
// The same for a name the seat list does not hold.
struct dealt_name : plus< not_at< blanks, card_list, eof >, any > {};
struct unseated_dealt_line : seq< PARTY_LITERAL( "Dealt to " ), dealt_name, blanks, card_list, eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct post_small : seq< PARTY_LITERAL( "posts small blind" ), opt< blanks >, bracket_money > {};
struct post_big : seq< PARTY_LITERAL( "posts big blind" ), opt< blanks >, bracket_money > {};
// "posts big blind + dead [$3]": both blinds, the small one dead.
struct post_dead : seq< PARTY_LITERAL( "posts big blind + dead" ), opt< blanks >, bracket_money > {};
struct post_ante : seq< PARTY_LITERAL( "posts ante" ), opt< PARTY_LITERAL( " of" ) >, opt< blanks >,
                        bracket_money > {};
struct act_fold : PARTY_LITERAL( "folds" ) {};
struct act_check : PARTY_LITERAL( "checks" ) {};
struct act_call : seq< PARTY_LITERAL( "calls" ), opt< blanks >, bracket_money > {};
struct act_bet : seq< PARTY_LITERAL( "bets" ), opt< blanks >, bracket_money > {};
struct act_raise : seq< PARTY_LITERAL( "raises" ), opt< blanks >, bracket_money > {};
// The chips that empty the stack: a bet, call or raise, told by the
// street's bets when the hand is read.
struct act_all_in : seq< PARTY_LITERAL( "is all-In" ), opt< blanks >, bracket_money > {};
// Short deck's "posts button blind  [$1 USD]".
struct post_button : seq< PARTY_LITERAL( "posts button blind" ), opt< blanks >, bracket_money > {};
// Stud: "bring-ins [$0.25 USD]", "completes [$0.50 USD]" (the chips it adds,
// as a raise's), 4th street's "double bets [120]" over an open pair.
struct act_bring_in : seq< PARTY_LITERAL( "bring-ins" ), opt< blanks >, bracket_money > {};
struct act_complete : seq< PARTY_LITERAL( "completes" ), opt< blanks >, bracket_money > {};
struct act_double_bet : seq< PARTY_LITERAL( "double bets" ), opt< blanks >, bracket_money > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, act_all_in, post_small, post_dead,
                   post_big, post_ante, post_button, act_bring_in, act_complete, act_double_bet > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >, verb, opt< one< '.' > >, eof > {};

// ---------------------------------------------------------------- show down and payouts
// "shows [ 8c, 8d ]three of a kind, Eights.", "doesn't show [ Jc, Jd ]a pair
// of Jacks." (the cards of a hand that lost and was not shown: a muck). The
// words after the cards describe the hand.
struct shown_words : rest {};
struct show_cards : seq< PARTY_LITERAL( "shows" ), opt< blanks >, card_list, shown_words > {};
struct muck_cards : seq< PARTY_LITERAL( "doesn't show" ), opt< blanks >, card_list, shown_words > {};
struct show_line : seq< seated_name< ' ' >, one< ' ' >, sor< show_cards, muck_cards > > {};
// "wins $20.66 USD from the main pot with ...", "wins $3.04 EUR",
// "wins 90 chips", "wins 20 chips from  side pot #1  with ...",
// "wins Lo ($28.75 USD) from the main pot with 7,5,4,2,A.". The words
// after " with " describe the winner's hand (a low pot's are not kept).
struct won_amount : pacific::amount {};
struct win_amount : seq< won_amount, opt< blanks, sor< currency_code, PARTY_LITERAL( "chips" ) > > > {};
struct win_words : rest {};
struct win_pot : seq< star< not_at< PARTY_LITERAL( " with " ) >, any >, opt< PARTY_LITERAL( " with " ), win_words > > {};
struct win_line : seq< seated_name< ' ' >, PARTY_LITERAL( " wins " ),
                       sor< seq< PARTY_LITERAL( "Lo (" ), win_amount, one< ')' >, rest >, seq< win_amount, win_pot > > > {};

// ---------------------------------------------------------------- notices (no chips, no cards)
// "does not show cards.", "has joined the table.", "shows7,5,4,2,A  for low."
// (the low hand's cards, after the show), time bank and disconnection
// notices, a tournament player's place, a chat line "NAME: text", a
// fastforward table's "Hero Forward Folds" (a fold chosen before his turn,
// logged again as "Hero folds" when it comes: NLHE-6max-USD-0.02-0.04-201303.extra.spaces.txt).
struct notice_verb : sor< PARTY_LITERAL( "does not show cards" ), PARTY_LITERAL( "has joined the table" ),
                          PARTY_LITERAL( "has left the table" ), PARTY_LITERAL( "is sitting out" ),
                          PARTY_LITERAL( "will be using " ), PARTY_LITERAL( "did not respond in time" ),
                          PARTY_LITERAL( "could not respond in time" ), PARTY_LITERAL( "finished in " ),
                          PARTY_LITERAL( "Forward Folds" ), PARTY_LITERAL( "shows" ), PARTY_LITERAL( "opens" ),
                          PARTY_LITERAL( "said, \"" ) > {};
// Any name: a player who joins or leaves may not be in the seat list. One
// who joins may post and play without a seat line (parser/partypoker_parser.cpp).
struct joined_name : plus< not_at< PARTY_LITERAL( " has joined the table" ) >, any > {};
struct joined_notice : seq< joined_name, PARTY_LITERAL( " has joined the table" ), rest > {};
struct name_notice : seq< plus< not_at< one< ' ' >, notice_verb >, any >, one< ' ' >, notice_verb, rest > {};
struct chat_line : seq< seated_name< ':' >, one< ':' >, rest > {};
// "Your time bank will be activated in 8 secs. ...", "Player Hero finished
// in 2 138.", ">You have options at Table  11531 Table!.".
struct other_notice : sor< PARTY_LITERAL( "Your time bank " ), PARTY_LITERAL( "Player " ), one< '>' >,
                           PARTY_LITERAL( "Congratulations to player " ),
                           PARTY_LITERAL( "There was no qualifying low hand" ) > {};
struct notice_line : sor< joined_notice, seq< name_notice >, chat_line, seq< other_notice, rest > > {};
// Double Hold'em's flop: "Player1 - Selects point card", before the
// player's action; which card he set is not written.
struct point_card_line : seq< seated_name< ' ' >, PARTY_LITERAL( " - Selects point card" ), eof > {};

// An action by a name the seat list does not hold ("zejnikogoj raises
// [$1.75 USD]" in a hand whose seats are Jack0340 and Player2).
struct unseated_name : plus< not_at< one< ' ' >, verb >, any > {};
struct unseated_action : seq< unseated_name, one< ' ' >, verb, opt< one< '.' > >, eof > {};

struct body_line : sor< street_line, dealt_line, action_line, win_line, show_line, point_card_line, notice_line > {};
// clang-format on

}  // namespace parser::partypoker

#undef PARTY_LITERAL

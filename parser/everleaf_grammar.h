// The Everleaf Gaming hand-history grammar: rules only (STYLE.md 15).
//
// Everleaf and its skins (Concord, Grand Poker, Partouche) do not write the
// PokerStars layout but 888's kind of bracket text (docs/EVERLEAF_FORMAT.md
// lists every line):
//   Everleaf Gaming Game #196321235                  (the skin's line)
//   ***** Hand history for game #196321235 *****     (French: "*** Historique
//                                                     des Mains pour la partie N ***")
//   Tournament #2768325 - Level 2                    (Grand Poker's tournaments)
//   Blinds $0.05/$0.10 NL Hold'em - 2010/08/29 - 20:34:15
//   $0.50/$1 Omaha Hi/Lo - 2010/03/01 - 11:04:27     (fixed limit: the bets)
//   Table Cortland XIV
//   Seat 6 is the button
//   Total number of players: 6
//   Seat 1: zlodeu123 (  $ 12.40 USD )               ("( 2000 )", "( 10290 Chips )")
//   zlodeu123: posts small blind [$ 0.05 USD]        (posts and bets: a colon)
//   ** Dealing down cards **
//   Dealt to Hero [ 9h, Qd ]
//   N0pr3s3n7 raises [$ 0.35 USD]                    (the chips the raise adds)
//   ** Dealing Flop ** [ 6d, Jc, Js ]
//   Player1 shows [ 4c, 4d ] two pairs, jacks and fours
//   Player4 wins $ 1.81 USD from side pot with two pairs, jacks and
//   eights [ Jc, Js, 9d, 8c, 8h ]                    (a description run onto a line)
// Stud: "NAME posts bring-in $0.02.", "NAME completes to $0.05.",
// "** Dealing 4th Street **" (older logs "**** dealing 4th street ****"),
// "Dealt to NAME [ Ah ]." a card a line. Hi/lo: "wins  high ($ 3.33 USD)",
// "wins  low ($3.32)". Amounts and cards are 888's rules
// (parser/pacific_grammar.h), their actions parser/bracket_actions.h; the
// reader's are in parser/everleaf_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/pacific_grammar.h"
#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::everleaf {

// clang-format off
using namespace tao::pegtl;
using stars_text::sp;
using stars_text::rest;
using stars_text::seated_name;
using pacific::amount_digits;
using pacific::currency_symbol;
using pacific::card_list;
#define EVERLEAF_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- amounts
// "$ 0.25 USD", "€ 0.02 EUR", "€0.05", "1,200 Chips", "274", "$0.47".
struct unit_word : sor< EVERLEAF_LITERAL( "USD" ), EVERLEAF_LITERAL( "EURO" ), EVERLEAF_LITERAL( "EUR" ),
                        EVERLEAF_LITERAL( "Chips" ), EVERLEAF_LITERAL( "chips" ) > {};
// One skin writes the euro sign as a circumflex ("ˆ0.25", the byte the
// euro's has in Mac Roman read as Windows-1252: NLHE-EUR-0.25-0.50-201202.euro.caret).
struct caret_euro : utf8::one< 0x02C6 > {};
struct money_symbol : sor< currency_symbol, caret_euro > {};
struct amount : seq< opt< money_symbol, star< one< ' ' > > >, amount_digits, opt< one< ' ' >, unit_word > > {};
struct bracket_amount : seq< one< '[' >, star< one< ' ' > >, amount, star< one< ' ' > >, one< ']' > > {};

// ---------------------------------------------------------------- header
// The skin's line before the banner: "Everleaf Gaming Game #N", "Everleaf
// Gaming - Concord Gaming - Game #N", "- - Grand Poker - Game #N",
// "Partouche Poker Gibraltar".
struct skin_line : sor< seq< plus< not_at< EVERLEAF_LITERAL( "Game #" ) >, any >, EVERLEAF_LITERAL( "Game #" ),
                             plus< digit >, eof >,
                        seq< EVERLEAF_LITERAL( "Partouche Poker Gibraltar" ), eof > > {};
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct hand_number_end : sor< one< ' ' >, eof > {};
struct expected_hand_number : seq< hand_number_chars, at< hand_number_end > > {};
struct banner_line : seq< sor< EVERLEAF_LITERAL( "***** Hand history for game #" ),
                               EVERLEAF_LITERAL( "*** Historique des Mains pour la partie " ) >,
                          stars_text::whole_hand_number< hand_number, hand_number_end, expected_hand_number >,
                          rest > {};
// Grand Poker: "Tournament #2768325 - Level 2".
struct tournament_id : plus< digit > {};
struct tournament_line : seq< EVERLEAF_LITERAL( "Tournament #" ), tournament_id, rest > {};

// "Blinds $0.05/$0.10 NL Hold'em - ...", "Blinds  €0.01/ €0.02 NL ...",
// "$0.50/$1 Omaha Hi/Lo - ...", "600/1,200 Hold'em - ...": with "Blinds"
// the blinds, without it a fixed-limit game's bets.
struct blinds_word : EVERLEAF_LITERAL( "Blinds" ) {};
// Digits grouped by ',' or '.' only: a blank ends the stakes ("$0.10 7
// Card Stud").
struct stake_digits : seq< digit, star< sor< digit, seq< one< ',', '.' >, at< digit > > > > > {};
struct stake : seq< star< one< ' ' > >, opt< money_symbol >, stake_digits > {};
struct stake_low : stake {};
struct stake_high : stake {};
struct limit_no : EVERLEAF_LITERAL( "NL " ) {};
struct limit_pot : EVERLEAF_LITERAL( "PL " ) {};
struct limit_fixed : EVERLEAF_LITERAL( "FL " ) {};
struct game_holdem : EVERLEAF_LITERAL( "Hold'em" ) {};
struct game_omaha : EVERLEAF_LITERAL( "Omaha" ) {};
struct game_stud : EVERLEAF_LITERAL( "7 Card Stud" ) {};
struct game_razz : EVERLEAF_LITERAL( "Razz" ) {};
struct hi_lo : EVERLEAF_LITERAL( " Hi/Lo" ) {};
struct game_name : seq< sor< game_holdem, game_omaha, game_stud, game_razz >, opt< hi_lo > > {};
struct expected_game : seq< opt< sor< limit_no, limit_pot, limit_fixed > >, game_name > {};
struct max_seats : plus< digit > {};
struct seats_max : seq< EVERLEAF_LITERAL( " - " ), max_seats, EVERLEAF_LITERAL( " Max" ) > {};
struct game_line : seq< opt< blinds_word >, stake_low, one< '/' >, stake_high, one< ' ' >, must< expected_game >,
                        opt< seats_max >, EVERLEAF_LITERAL( " - " ), rest > {};

// ---------------------------------------------------------------- table and seats
struct table_name : plus< any > {};
struct table_line : seq< EVERLEAF_LITERAL( "Table " ), table_name > {};
struct button_line : seq< EVERLEAF_LITERAL( "Seat " ), plus< digit >, EVERLEAF_LITERAL( " is the button" ), eof > {};
struct players_line : seq< EVERLEAF_LITERAL( "Total number of players: " ), plus< digit >, eof > {};
struct seat_number : plus< digit > {};
struct seat_stack : amount {};
// "( All-in )": no chips left from the hand before, not dealt in; "( new
// player )": a player who has just sat down, dealt in from the next hand
// with the stack it states (anem2 in TID_1625641-1).
struct seat_all_in : EVERLEAF_LITERAL( "All-in" ) {};
struct seat_new_player : EVERLEAF_LITERAL( "new player" ) {};
struct seat_out : sor< seat_all_in, seat_new_player > {};
struct seat_tail : seq< EVERLEAF_LITERAL( " (" ), star< one< ' ' > >, sor< seat_out, seat_stack >,
                        star< one< ' ' > >, one< ')' >, eof > {};
struct seat_player_name : plus< not_at< seat_tail >, any > {};
struct seat_line : seq< EVERLEAF_LITERAL( "Seat " ), seat_number, EVERLEAF_LITERAL( ": " ), seat_player_name,
                        seat_tail > {};

// ---------------------------------------------------------------- streets
// "** Dealing down cards **", "** Dealing Flop ** [ .. ]", stud's "**
// Dealing 4th Street **" and "** Dealing River **", older stud logs'
// "**** dealing 4th street ****" and "**** dealing river ****".
struct marker_down : EVERLEAF_LITERAL( "down cards" ) {};
struct marker_flop : EVERLEAF_LITERAL( "Flop" ) {};
struct marker_turn : EVERLEAF_LITERAL( "Turn" ) {};
struct marker_river : sor< EVERLEAF_LITERAL( "River" ), EVERLEAF_LITERAL( "river" ) > {};
struct marker_stud : seq< range< '4', '6' >, EVERLEAF_LITERAL( "th " ),
                          sor< EVERLEAF_LITERAL( "Street" ), EVERLEAF_LITERAL( "street" ) > > {};
struct street_name : sor< marker_down, marker_flop, marker_turn, marker_river, marker_stud > {};
struct street_line : sor< seq< EVERLEAF_LITERAL( "** Dealing " ), street_name, EVERLEAF_LITERAL( " **" ),
                               opt< sp, card_list >, eof >,
                          seq< EVERLEAF_LITERAL( "**** dealing " ), street_name, EVERLEAF_LITERAL( " ****" ), eof > > {};
// Stud: "Dealt to MOURINHO_ [ Ah ]." a card a line, the hero's three first.
struct dealt_line : seq< EVERLEAF_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, one< ' ' >, card_list,
                         opt< one< '.' > >, eof > {};

// ---------------------------------------------------------------- actions
// "NAME: posts small blind [$ 0.05 USD]" and "NAME: bets [..]" with a
// colon; "NAME calls [..]", "NAME raises [..]" (the chips added), "NAME
// folds", "NAME checks" without. Stud: "NAME posts bring-in $0.02.",
// "NAME completes to $0.05." (the street's total).
struct post_small : seq< EVERLEAF_LITERAL( "posts small blind " ), bracket_amount > {};
struct post_big : seq< EVERLEAF_LITERAL( "posts big blind " ), bracket_amount > {};
struct post_ante : seq< EVERLEAF_LITERAL( "posts ante " ), bracket_amount > {};
struct act_bet : seq< EVERLEAF_LITERAL( "bets " ), bracket_amount > {};
struct colon_verb : sor< post_small, post_big, post_ante, act_bet > {};
struct act_fold : EVERLEAF_LITERAL( "folds" ) {};
struct act_check : EVERLEAF_LITERAL( "checks" ) {};
struct act_call : seq< EVERLEAF_LITERAL( "calls " ), bracket_amount > {};
struct act_raise : seq< EVERLEAF_LITERAL( "raises " ), bracket_amount > {};
struct act_bring_in : seq< EVERLEAF_LITERAL( "posts bring-in " ), amount, opt< one< '.' > > > {};
struct act_complete : seq< EVERLEAF_LITERAL( "completes to " ), amount, opt< one< '.' > > > {};
struct plain_verb : sor< act_fold, act_check, act_call, act_raise, act_bring_in, act_complete > {};
struct expected_colon_verb : colon_verb {};
struct expected_plain_verb : plain_verb {};
struct action_end : eof {};
struct expected_end : action_end {};
struct colon_word : stars_text::whole_word< EVERLEAF_LITERAL( "posts" ), EVERLEAF_LITERAL( "bets" ) > {};
struct plain_word : stars_text::whole_word< EVERLEAF_LITERAL( "folds" ), EVERLEAF_LITERAL( "checks" ),
                                            EVERLEAF_LITERAL( "calls" ), EVERLEAF_LITERAL( "raises" ),
                                            EVERLEAF_LITERAL( "posts" ), EVERLEAF_LITERAL( "completes" ) > {};
struct colon_action_line : seq< seated_name< ':', ' ' >, EVERLEAF_LITERAL( ": " ),
                                stars_text::verb_after_name< colon_word, colon_verb, expected_colon_verb,
                                                             action_end, expected_end > > {};
struct plain_action_line : seq< seated_name< ' ' >, one< ' ' >,
                                stars_text::verb_after_name< plain_word, plain_verb, expected_plain_verb,
                                                             action_end, expected_end > > {};

// ---------------------------------------------------------------- show down and payouts
// "shows [ 4c, 4d ] two pairs, jacks and fours" (Partouche: "]two pairs").
struct hand_text : rest {};
struct show_line : seq< seated_name< ' ' >, EVERLEAF_LITERAL( " shows " ), card_list, opt< sp >, hand_text > {};
struct no_show_line : seq< seated_name< ' ' >, EVERLEAF_LITERAL( " does not show cards" ), eof > {};
// "wins $ 0.25 USD from main pot", "wins 274 from main pot", "wins  high ($
// 3.33 USD) from main pot with ...", "wins  low ($0.47) from main pot".
struct pot_main : EVERLEAF_LITERAL( "main pot" ) {};
struct pot_side : EVERLEAF_LITERAL( "side pot" ) {};
struct won_amount : amount {};
struct half_won : seq< sor< EVERLEAF_LITERAL( "high" ), EVERLEAF_LITERAL( "low" ) >, EVERLEAF_LITERAL( " (" ),
                       won_amount, one< ')' > > {};
struct wins_line : seq< seated_name< ' ' >, EVERLEAF_LITERAL( " wins " ), star< one< ' ' > >,
                        sor< half_won, won_amount >, EVERLEAF_LITERAL( " from " ), sor< pot_main, pot_side >,
                        rest > {};
// The end of a winning hand's description run onto a line of its own
// ("eights [ Jc, Js, 9d, 8c, 8h ]"): words, then the five cards.
struct description_end_line : seq< plus< not_one< '[' > >, card_list, eof > {};

// ---------------------------------------------------------------- table events and chat
struct event_phrase : sor< EVERLEAF_LITERAL( " has disconnected" ), EVERLEAF_LITERAL( " est d" ),
                           EVERLEAF_LITERAL( " has joined the table" ), EVERLEAF_LITERAL( " has left the table" ),
                           EVERLEAF_LITERAL( " sits out" ), EVERLEAF_LITERAL( " has been reseated" ),
                           EVERLEAF_LITERAL( " is sitting out" ), EVERLEAF_LITERAL( " has returned" ) > {};
// Any name: a new player's lines come before he is seated in the record.
struct event_line : seq< plus< not_at< event_phrase >, any >, event_phrase, rest > {};
struct chat_line : seq< seated_name< ':', ' ' >, EVERLEAF_LITERAL( ": " ), rest > {};
// The observer's empty "NAME:" and PokerStars' chat, which Everleaf's own
// logs do not hold, are read silently all the same (docs/unrecognized-lines.md).

struct body_line : sor< street_line, dealt_line, colon_action_line, plain_action_line, show_line, no_show_line,
                        wins_line, event_line, chat_line, stars_text::observer_empty_line,
                        stars_text::chat_said_line > {};
// clang-format on

}  // namespace parser::everleaf

#undef EVERLEAF_LITERAL

// The Winning Poker Network (WPN: Americas Cardroom, Black Chip, Ya Poker
// ...) hand-history grammar: rules only (STYLE.md 15). docs/WPN_FORMAT.md
// lists every line. WPN has written two layouts, both read here on the
// rules PokerStars-style rooms share (parser/stars_text_rules.h):
//
//   - the current one (`acr_` rules), PokerStars' layout with its own
//     header (`Hand #151588328 - Holdem(No Limit) - $0.01/$0.02 - 2019/11/08
//     04:43:23 UTC`, `Game Hand #N - Tournament #N - Holdem(No Limit) - Level
//     10 (3000.00/6000.00)- ...`), a table line without "Table"
//     (`Parachute 6-max Seat #5 is the button`), seats without "in chips",
//     actions without a colon (`Hero raises $0.60 to $0.85`), `posts dead`,
//     `caps`, running pot lines (`Main pot $0.21 | Rake $0.00`), numbered
//     run-it-twice streets (`*** FLOP 1 ***`), and a summary whose seat lines
//     say `won $x` without brackets;
//   - the classic one (`classic_` rules, 2014-2016): `Game started at: ..`,
//     `Game ID: N 0.10/0.25 Table (Hold'em)`, `Player NAME calls (0.70)`
//     (every amount in brackets, raises and all-ins stating what they add),
//     one card a line (`Player NAME received card: [5h]`), no collect lines,
//     and a summary line per player stating what he bet and collected
//     (`*Player NAME shows: .. [Jd Js]. Bets: 4.07. Collects: 7.73. Wins:
//     3.66.`) after `Pot: 7.73. Rake 0.41`, the pot after the house's take.
// The actions are in parser/wpn_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::wpn {

// clang-format off
using namespace stars_text;
#define WPN_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- shared by both layouts
// "Seat 1: Player0 ($124.50)", "Seat 3: Sgt. Fury (1500)", classic
// "Seat 1: Shipologist (44.87)." The name runs to the stack that ends the line.
struct seat_stack_end : seq< WPN_LITERAL( " (" ), amount, one< ')' >,
                             sor< eof, one< '.' >, WPN_LITERAL( " is sitting out" ) > > {};
struct seat_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< seat_stack_end >, any > > > {};
struct seat_out : WPN_LITERAL( " is sitting out" ) {};
struct seat_line : seq< WPN_LITERAL( "Seat " ), seat_number, WPN_LITERAL( ": " ), seat_name, WPN_LITERAL( " (" ),
                        seat_stack, one< ')' >, opt< one< '.' > >, opt< seat_out >, eof > {};
// Raises and caps that state what they add, not the street total.
struct act_caps : seq< WPN_LITERAL( "caps " ), amount > {};  // the raise that reaches the table's cap
struct post_dead : seq< WPN_LITERAL( "posts dead " ), amount > {};    // a dead small blind and a live big one
struct post_live : seq< WPN_LITERAL( "posts " ), amount > {};         // a live big blind out of turn
// The pot as it stands, written after each street marker: nothing to read.
struct running_pot : sor< WPN_LITERAL( "Main pot " ), WPN_LITERAL( "Side pot(" ), WPN_LITERAL( "Side pot " ) > {};
struct running_pot_line : seq< running_pot, rest > {};
// A run-it-twice street or board: "*** FLOP 2 ***", "Board 2 [..]".
struct run_number : one< '1', '2', '3' > {};

// ---------------------------------------------------------------- current layout: header
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< WPN_LITERAL( " - " ) > > {};
struct game_holdem_word : WPN_LITERAL( "Holdem" ) {};
struct game_omaha_word : WPN_LITERAL( "Omaha" ) {};
struct game_stud_word : WPN_LITERAL( "7Stud" ) {};
struct hi_lo_word : WPN_LITERAL( " H/L" ) {};
struct acr_game : seq< sor< game_holdem_word, game_omaha_word, game_stud_word >, opt< hi_lo_word >,
                       one< '(' >, limit_name, one< ')' > > {};
struct expected_game : acr_game {};
struct tournament_id : number {};
// "$5,000 GTD Tournament #27099516": a name may come before the word.
struct tournament_part : seq< star< not_at< WPN_LITERAL( "Tournament #" ) >, not_at< eof >, any >,
                              WPN_LITERAL( "Tournament #" ), tournament_id, WPN_LITERAL( " - " ) > {};
struct level : seq< WPN_LITERAL( " - Level " ), number, WPN_LITERAL( " (" ), stake_low, one< '/' >, stake_high,
                    one< ')' > > {};
struct cash_stakes : seq< WPN_LITERAL( " - " ), stake_low, one< '/' >, stake_high > {};
struct acr_header_line : seq< opt< WPN_LITERAL( "Game " ) >, WPN_LITERAL( "Hand #" ),
                              whole_hand_number< hand_number, WPN_LITERAL( " - " ), expected_hand_number >,
                              WPN_LITERAL( " - " ),
                              opt< tournament_part >, must< expected_game >, opt< sor< level, cash_stakes > >,
                              rest > {};

// ---------------------------------------------------------------- current layout: body
// "Parachute 6-max Seat #5 is the button", "Table '99' 8-max Seat #3 is the
// button", "Gorham 8-max" (stud: no button).
struct max_tag : seq< number, WPN_LITERAL( "-max" ), sor< eof, WPN_LITERAL( " Seat #" ) > > {};
struct acr_table_name : plus< not_at< sp, max_tag >, any > {};
struct acr_table_line : seq< acr_table_name, sp, max_seats, WPN_LITERAL( "-max" ),
                             opt< WPN_LITERAL( " Seat #" ), button_seat, WPN_LITERAL( " is the button" ) >, eof > {};
struct acr_dealt_line : seq< WPN_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, sp, dealt_cards, eof > {};
struct post_small : seq< WPN_LITERAL( "posts the small blind " ), amount > {};
struct post_big : seq< WPN_LITERAL( "posts the big blind " ), amount > {};
struct post_ante : seq< WPN_LITERAL( "posts ante " ), amount > {};
struct bring_in : seq< WPN_LITERAL( "brings in " ), amount > {};
struct no_show : WPN_LITERAL( "does not show" ) {};
struct waits : sor< WPN_LITERAL( "waits for big blind" ), WPN_LITERAL( "sits out" ) > {};
struct acr_verb : sor< act_fold, act_check, act_call, act_raise, act_bet, act_caps, post_ante, post_small, post_big,
                       post_dead, post_live, bring_in, act_show, act_muck, no_show, waits > {};
struct expected_acr_verb : acr_verb {};
// PokerStars' action words and WPN's own (docs/unrecognized-lines.md): a
// line that goes on with one of them after "NAME " must be read.
struct acr_action_word : sor< action_word, whole_word< WPN_LITERAL( "caps" ), WPN_LITERAL( "does not show" ) > > {};
struct acr_action_line : seq< seated_name< ' ' >, one< ' ' >,
                              verb_after_name< acr_action_word, acr_verb, expected_acr_verb, action_end,
                                               expected_action_end > > {};
struct run_it_twice : WPN_LITERAL( "RUN IT TWICE" ) {};
struct seventh_street : WPN_LITERAL( "7th STREET" ) {};  // stud's last card, PokerStars' "RIVER"
struct acr_street_line : seq< WPN_LITERAL( "*** " ),
                              sor< seq< run_it_twice, at< WPN_LITERAL( " ***" ) > >,
                                   seq< seventh_street, at< WPN_LITERAL( " ***" ) > >,
                                   seq< marker_stud_street, at< WPN_LITERAL( " ***" ) > >,
                                   seq< sor< marker_hole_cards, marker_flop, marker_turn, marker_river,
                                             marker_showdown, marker_summary >,
                                        opt< one< ' ' >, run_number >, at< WPN_LITERAL( " ***" ) > > >,
                              WPN_LITERAL( " ***" ), opt< sp, street_cards >, eof > {};
struct acr_body_line : sor< seat_line, acr_dealt_line, uncalled_line, collected_line, acr_action_line,
                            running_pot_line, observer_empty_line, event_line, acr_table_line > {};

// ---------------------------------------------------------------- current layout: summary
// "Total pot $246.00 | Rake $2.76 | JP Fee $0.24": the jackpot fee is the house's too.
struct jackpot_fee : amount {};
struct acr_total_line : seq< WPN_LITERAL( "Total pot " ), total_pot,
                             star< WPN_LITERAL( " | " ), sor< seq< WPN_LITERAL( "Rake " ), rake >,
                                                              seq< WPN_LITERAL( "JP Fee " ), jackpot_fee > > >,
                             must< expected_line_end > > {};
struct acr_board_line : seq< WPN_LITERAL( "Board " ), opt< run_number, one< ' ' > >, board_cards, eof > {};
// "showed [..] and won $61.50 with ..", "showed [..] and lost with ..",
// "did not show and won 46200.00", "mucked [..]", "folded on the Flop".
struct acr_description : rest {};
struct acr_won : seq< WPN_LITERAL( "won " ), won_amount, opt< WPN_LITERAL( " with " ), acr_description > > {};
struct acr_showed : seq< WPN_LITERAL( "showed " ), card_list, WPN_LITERAL( " and " ),
                         sor< acr_won, seq< WPN_LITERAL( "lost" ), rest > > > {};
struct acr_not_shown : seq< WPN_LITERAL( "did not show and " ), acr_won > {};
struct acr_outcome : sor< acr_showed, acr_not_shown, summary_mucked, rest > {};
struct acr_summary_seat_line : seq< WPN_LITERAL( "Seat " ), seat_number, WPN_LITERAL( ": " ), seat_owner_name,
                                    star< sp, position_tag >, opt< sp >, acr_outcome > {};
struct acr_summary_line : sor< acr_summary_seat_line, acr_total_line, acr_board_line, other_seat_line > {};

// ---------------------------------------------------------------- classic layout: header and game
struct classic_header_line : seq< WPN_LITERAL( "Game started at: " ), rest > {};
// "Game ID: 261641541 0.10/0.25 Tantalite   (JP) (Hold'em)", "Game ID: N
// 10/20 $5 Regular 9-Max, Table 1 (Hold'em)", "Game ID: N 10/20
// PMS_27056799 (Hold'em) 8-max". The stakes are the blinds (no limit, pot
// limit) or the small and big bet (fixed limit); the betting structure is
// not written (parser/wpn_parser.cpp works it out).
struct classic_six_plus : WPN_LITERAL( "Six Plus Hold'em" ) {};
struct classic_omaha : WPN_LITERAL( "Omaha" ) {};
struct classic_stud : WPN_LITERAL( "Seven Cards Stud" ) {};
struct classic_hi_lo : WPN_LITERAL( " HiLow" ) {};
struct classic_game : seq< sor< classic_six_plus, game_holdem, classic_omaha, classic_stud >, opt< classic_hi_lo > > {};
struct classic_game_end : seq< one< '(' >, classic_game, one< ')' >, opt< sp, max_seats, WPN_LITERAL( "-max" ) >, eof > {};
struct tournament_table : WPN_LITERAL( ", Table " ) {};
struct classic_table_name : star< not_at< opt< sp >, classic_game_end >, opt< tournament_table >, any > {};
// The line that numbers the hand: once it begins "Game ID: ", what follows
// must be read (a damaged number or stakes is the hand's parse-error).
struct expected_classic_hand_number : seq< hand_number_chars, at< sp > > {};
struct classic_game_rest : seq< sp, stake_low, one< '/' >, stake_high, opt< sp >, classic_table_name, opt< sp >,
                                classic_game_end > {};
struct expected_classic_game_rest : classic_game_rest {};
struct classic_game_line : seq< WPN_LITERAL( "Game ID: " ),
                                whole_hand_number< hand_number, sp, expected_classic_hand_number >,
                                must< expected_classic_game_rest > > {};
struct classic_button_line : seq< WPN_LITERAL( "Seat " ), button_seat, WPN_LITERAL( " is the button" ), eof > {};

// ---------------------------------------------------------------- classic layout: actions
// Every amount in brackets: "(0.70)".
struct classic_amount : seq< one< '(' >, amount, one< ')' > > {};
struct classic_small : seq< WPN_LITERAL( "has small blind " ), classic_amount > {};
struct classic_big : seq< WPN_LITERAL( "has big blind " ), classic_amount > {};
struct classic_ante : seq< sor< WPN_LITERAL( "ante " ), WPN_LITERAL( "posts ante " ) >, classic_amount > {};
struct classic_dead : seq< WPN_LITERAL( "posts " ), classic_amount, WPN_LITERAL( " as a dead bet" ) > {};
struct classic_post : seq< WPN_LITERAL( "posts " ), classic_amount > {};
struct classic_straddle : seq< WPN_LITERAL( "straddle " ), classic_amount > {};
struct classic_bring_in : seq< WPN_LITERAL( "bring in " ), classic_amount > {};
struct classic_fold : WPN_LITERAL( "folds" ) {};
struct classic_check : WPN_LITERAL( "checks" ) {};
struct classic_call : seq< WPN_LITERAL( "calls " ), classic_amount > {};
struct classic_bet : seq< WPN_LITERAL( "bets " ), classic_amount > {};
struct classic_raise : seq< WPN_LITERAL( "raises " ), classic_amount > {};  // adds the amount
struct classic_caps : seq< WPN_LITERAL( "caps " ), classic_amount > {};
struct classic_all_in : seq< WPN_LITERAL( "allin " ), classic_amount > {};  // adds the amount: a call, bet or raise
// "allin" with no amount follows "is disconnected and ALL IN.": he stays in
// for what he has put in, which that line records.
struct classic_all_in_bare : WPN_LITERAL( "allin" ) {};
struct classic_disconnected : WPN_LITERAL( "is disconnected and ALL IN." ) {};
struct classic_muck : WPN_LITERAL( "mucks cards" ) {};
// Seated but not dealt in: "sitting out", "wait BB" (a new player waiting for the big blind).
struct classic_sits_out : sor< WPN_LITERAL( "sitting out" ), WPN_LITERAL( "wait BB" ) > {};
struct classic_event : sor< classic_sits_out, WPN_LITERAL( "is timed out." ) > {};
struct classic_verb : sor< classic_fold, classic_check, classic_call, classic_raise, classic_bet, classic_all_in,
                           classic_caps, classic_small, classic_big, classic_ante, classic_dead, classic_post,
                           classic_straddle, classic_bring_in, classic_muck, classic_all_in_bare, classic_event > {};
struct expected_classic_verb : classic_verb {};
struct classic_action_end : eof {};
struct expected_classic_action_end : classic_action_end {};
// The words the classic layout's actions begin with after "Player NAME ".
struct classic_action_word : whole_word< WPN_LITERAL( "folds" ), WPN_LITERAL( "checks" ), WPN_LITERAL( "calls" ),
                                         WPN_LITERAL( "bets" ), WPN_LITERAL( "raises" ), WPN_LITERAL( "caps" ),
                                         WPN_LITERAL( "allin" ), WPN_LITERAL( "has small blind" ),
                                         WPN_LITERAL( "has big blind" ), WPN_LITERAL( "ante" ), WPN_LITERAL( "posts" ),
                                         WPN_LITERAL( "straddle" ), WPN_LITERAL( "bring in" ),
                                         WPN_LITERAL( "mucks" ) > {};
struct classic_action_line : seq< WPN_LITERAL( "Player " ), seated_name< ' ' >, one< ' ' >,
                                  verb_after_name< classic_action_word, classic_verb, expected_classic_verb,
                                                   classic_action_end, expected_classic_action_end > > {};
struct classic_disconnected_line : seq< WPN_LITERAL( "Player " ), seated_name< ' ' >, one< ' ' >, classic_disconnected, eof > {};
// "Player NAME received a card.", "received card: [5h]", "received a card: [5h]".
struct classic_dealt_line : seq< WPN_LITERAL( "Player " ), seated_name< ' ' >, WPN_LITERAL( " received " ),
                                 opt< WPN_LITERAL( "a " ) >, WPN_LITERAL( "card" ),
                                 opt< one< ':' >, sp, card_list >, opt< one< '.' > >, eof > {};
// A player the log names with nothing ("Player  ante (20)", "Uncalled bet
// (10.18) returned to "): not in the seat list.
struct classic_unnamed_line : seq< WPN_LITERAL( "Player  " ), sor< classic_verb, WPN_LITERAL( "does not show" ) >, rest > {};
struct classic_unnamed_return_line : seq< WPN_LITERAL( "Uncalled bet " ), classic_amount, WPN_LITERAL( " returned to" ), eof > {};
// "*** FLOP ***: [3h 4c 2c]", "*** TURN ***: [3h 4c 2c] [6h]"; stud names
// the street of each card after the first three: "*** Third street ***"
// deals the fourth card.
struct classic_stud_street : sor< WPN_LITERAL( "Third" ), WPN_LITERAL( "Fourth" ), WPN_LITERAL( "Fifth" ),
                                  WPN_LITERAL( "Sixth" ) > {};
struct classic_street_line : seq< WPN_LITERAL( "*** " ),
                                  sor< seq< classic_stud_street, WPN_LITERAL( " street" ) >,
                                       marker_flop, marker_turn, marker_river >,
                                  WPN_LITERAL( " ***" ), opt< one< ':' > >, opt< sp, street_cards >, eof > {};
struct classic_summary_marker : WPN_LITERAL( "------ Summary ------" ) {};
struct classic_body_line : sor< classic_dealt_line, classic_action_line, classic_street_line, uncalled_line,
                                classic_disconnected_line, classic_unnamed_line, classic_unnamed_return_line, seat_line, classic_button_line,
                                classic_game_line, classic_summary_marker, observer_empty_line, chat_said_line > {};

// ---------------------------------------------------------------- classic layout: summary
// "Pot: 7.05. Rake 0.14. JP fee 0.06": the pot paid out, then the house's take.
struct classic_pot : amount {};
struct classic_pot_line : seq< WPN_LITERAL( "Pot: " ), classic_pot, opt< one< '.' > >,
                               opt< sp, WPN_LITERAL( "Rake " ), rake, opt< one< '.' > > >,
                               opt< sp, WPN_LITERAL( "JP fee " ), jackpot_fee, opt< one< '.' > > >, eof > {};
struct classic_board_line : seq< WPN_LITERAL( "Board: " ), board_cards, eof > {};
// "*Player NAME shows: One pair of Js [Jd Js]. Bets: 4.07. Collects: 7.73. Wins: 3.66."
// (the star marks a winner); "does not show cards.Bets: ..", "mucks (does
// not show cards). Bets: ..". Stud shows every card in the order dealt.
struct classic_description : star< not_one< '[' > > {};
struct classic_shown : seq< WPN_LITERAL( "shows: " ), classic_description, card_list > {};
struct classic_bets : amount {};
struct classic_collects : amount {};
struct classic_result : seq< WPN_LITERAL( "Bets: " ), classic_bets, WPN_LITERAL( ". Collects: " ), classic_collects,
                             WPN_LITERAL( ". " ), sor< WPN_LITERAL( "Wins: " ), WPN_LITERAL( "Loses: " ) >, amount,
                             opt< one< '.' > >, eof > {};
struct classic_summary_player_line : seq< opt< one< '*' > >, WPN_LITERAL( "Player " ), seated_name< ' ' >, one< ' ' >,
                                          opt< classic_shown >, star< not_at< classic_result >, any >,
                                          classic_result > {};
struct classic_unnamed_summary_line : seq< opt< one< '*' > >, WPN_LITERAL( "Player  " ), rest > {};
// A summary line of a player the seat list lacks ("Player bagunga1 does
// not show cards. Bets: 0. ..": NLHE-NA-0-0 HH20190118 T9360380-G0-201901).
struct classic_unseated_summary_line : seq< opt< one< '*' > >, WPN_LITERAL( "Player " ), rest > {};
struct classic_end_line : seq< WPN_LITERAL( "Game ended at: " ), rest > {};
// A UTF-16 file of an odd length ends in a lone byte, decoded as U+FFFD on
// a line of its own after the last hand (the fpdb copies of the 2016 files).
struct odd_last_byte_line : seq< utf8::one< 0xFFFD >, eof > {};
struct classic_summary_line : sor< classic_summary_player_line, classic_pot_line, classic_board_line,
                                   classic_unnamed_summary_line, classic_end_line, classic_unseated_summary_line,
                                   odd_last_byte_line > {};
// clang-format on

}  // namespace parser::wpn

#undef WPN_LITERAL

// The Unibet hand-history grammar (2021): rules only (STYLE.md 15).
//
// Unibet writes a layout of its own, read on the rules PokerStars-style
// rooms share (parser/stars_text_rules.h): the header names the table, the
// stakes, the limit and the game ("Game #1463192545: Table €1 NL -
// 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04"), sections open
// with "*** Seated players ***", "*** Blinds and button ***", "*** Hole cards
// ***", "*** Preflop ***", "*** Summary ***"; seats "Seat 1: Player0
// (€5.15)", "Player4 has the button", actions without a colon ("Player0
// posts small blind €0.05", "Hero raises €0.95 to €0.95, and is all-in":
// what it adds, then the street total), "Dealt in Player0" for each player
// dealt cards, "Hero wins €1.10" (an uncalled bet inside the win, no return
// line), and a summary of each player's bet and win. One hand of the room is
// known: the flop, turn and river markers are assumed as "*** Flop *** [..]"
// and so on (docs/UNIBET_FORMAT.md). The actions are in
// parser/unibet_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::unibet {

// clang-format off
using namespace stars_text;
template <FixedText T>
using lit = stars_text::literal< ::parser::text< T > >;

// ---------------------------------------------------------------- header
struct hand_number : plus< digit > {};
struct expected_hand_number : seq< plus< digit >, at< one< ':' > > > {};
struct dash : lit< " - " > {};
struct ub_table_name : plus< not_at< dash >, any > {};
// "0.05/0.10 - No Limit Hold'Em Banzai - ": the stakes, the limit, the game
// and the table's kind ("Banzai"), not read.
struct expected_game : seq< stake_low, one< '/' >, stake_high, dash, limit_name, sp, game_name,
                            star< not_at< dash >, any >, dash > {};
struct header_line : seq< lit< "Game #" >, whole_hand_number< hand_number, one< ':' >, expected_hand_number >,
                          lit< ": Table " >, ub_table_name, dash, must< expected_game >, rest > {};

// ---------------------------------------------------------------- seats and button
struct ub_seat_chips : seq< lit< " (" >, seat_stack, one< ')' >, eof > {};
struct ub_seat_name : plus< not_at< ub_seat_chips >, any > {};
struct seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, ub_seat_name, ub_seat_chips > {};
struct button_line : seq< seated_name< ' ' >, lit< " has the button" >, eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct post_small : seq< lit< "posts small blind " >, amount > {};
struct post_big : seq< lit< "posts big blind " >, amount > {};
struct act_fold : lit< "folds" > {};
struct act_check : lit< "checks" > {};
struct act_call : seq< lit< "calls " >, amount > {};
struct act_bet : seq< lit< "bets " >, amount > {};
struct act_raise : seq< lit< "raises " >, amount, lit< " to " >, raise_to > {};
struct act_show : seq< lit< "shows " >, card_list, opt< sp, hand_text > > {};
struct act_muck : lit< "mucks" > {};
struct verb : sor< act_fold, act_check, act_call, act_raise, act_bet, post_small, post_big, act_show, act_muck > {};
struct expected_verb : verb {};
struct ub_all_in : lit< ", and is all-in" > {};
struct action_end : seq< opt< ub_all_in >, opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct action_word : whole_word< lit< "folds" >, lit< "checks" >, lit< "calls" >, lit< "bets" >, lit< "raises" >,
                                 lit< "posts" >, lit< "shows" >, lit< "mucks" > > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};
struct dealt_in_line : seq< lit< "Dealt in " >, seated_name<>, eof > {};
struct dealt_line : seq< lit< "Dealt to " >, seated_name< ' ' >, sp, card_list, eof > {};
// "Hero wins €1.10": his pot, and his uncalled bet with it.
struct wins_line : seq< seated_name< ' ' >, lit< " wins " >, amount, rest > {};
struct body_line : sor< seat_line, action_line, dealt_in_line, dealt_line, button_line, wins_line, event_line > {};

// ---------------------------------------------------------------- sections
struct marker_seated : lit< "Seated players" > {};
struct marker_blinds : lit< "Blinds and button" > {};
struct marker_hole : lit< "Hole cards" > {};
struct marker_preflop : lit< "Preflop" > {};
struct marker_ub_flop : lit< "Flop" > {};
struct marker_ub_turn : lit< "Turn" > {};
struct marker_ub_river : lit< "River" > {};
struct marker_ub_showdown : lit< "Showdown" > {};
struct marker_ub_summary : lit< "Summary" > {};
struct street_line : seq< lit< "*** " >,
                          sor< marker_seated, marker_blinds, marker_hole, marker_preflop, marker_ub_flop,
                               marker_ub_turn, marker_ub_river, marker_ub_showdown, marker_ub_summary >,
                          lit< " ***" >, opt< sp, card_list >, eof > {};

// ---------------------------------------------------------------- summary
// "Total pot €1.10 Rake €0": the uncalled bet counted in.
struct ub_total_line : seq< lit< "Total pot " >, total_pot, lit< " Rake " >, rake, must< expected_line_end > > {};
// "Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15".
struct ub_bet : amount {};
struct ub_summary_seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, seat_owner_name, lit< ": bet " >, ub_bet,
                                   lit< " and won " >, won_amount, lit< ", net result: " >, rest > {};
struct summary_line : sor< ub_summary_seat_line, ub_total_line, board_line > {};
// clang-format on

}  // namespace parser::unibet

// The Betfair Poker hand-history grammar (2009): rules only (STYLE.md 15).
//
// Betfair wrote a layout of its own, a line a fact, read on the rules
// PokerStars-style rooms share (parser/stars_text_rules.h): the banner
// "***** Betfair Poker Hand History for Game N *****", the game and stakes
// ("PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009"), the
// table ("Table Death 1 6-max (Real Money)"), "Seat 2 is the button", seats
// "Seat 1: Hero ( $1 )", actions without a colon and amounts in brackets
// ("Player2 posts small blind [$0.05]", "calls [$0.20]" what it adds,
// "raises to [$0.30]" the street total), "Hero goes all-in" on a line of its
// own before the wager it marks, "** Dealing Flop ** [ 4d, 5d, 6d ]" with the
// new cards alone, comma-separated, "Hero shows [ 7c, 6c, 5h, Jh ] a
// straight, Seven to Three", then "** Hand Conclusion **", the wins of each
// pot after a rake the log does not state ("Player4 wins $6.26 from side pot
// #1 with .."), and "Game N ends". One hand of the room is known; the
// actions are in parser/betfair_parser.cpp, docs/BETFAIR_FORMAT.md lists
// every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::betfair {

// clang-format off
using namespace stars_text;
template <FixedText T>
using lit = stars_text::literal< ::parser::text< T > >;

// ---------------------------------------------------------------- cards
// "[ 7c, 6c, 5h, Jh ]", "[ 3s ]".
struct bf_cards : seq< one< '[' >, opt< sp >, opt< card, star< one< ',' >, opt< sp >, card > >, opt< sp >,
                       one< ']' > > {};
// "[$0.05]": an amount in brackets.
struct bracket_amount : seq< one< '[' >, amount, one< ']' > > {};

// ---------------------------------------------------------------- header and table
struct hand_number : plus< digit > {};
struct expected_hand_number : seq< plus< digit >, at< lit< " *****" > > > {};
struct header_line : seq< lit< "***** Betfair Poker Hand History for Game " >,
                          whole_hand_number< hand_number, lit< " *****" >, expected_hand_number >, rest > {};
struct limit_pl : lit< "PL " > {};
struct limit_nl : lit< "NL " > {};
struct limit_fl : lit< "FL " > {};
struct expected_game : seq< sor< limit_pl, limit_nl, limit_fl >, stake_low, one< '/' >, stake_high, sp, game_name,
                            lit< " - " > > {};
struct game_line : seq< at< sor< limit_pl, limit_nl, limit_fl > >, must< expected_game >, rest > {};
struct bf_max_seats : seq< sp, max_seats, lit< "-max" > > {};
struct bf_table_name : plus< not_at< bf_max_seats >, any > {};
struct table_line : seq< lit< "Table " >, bf_table_name, bf_max_seats, opt< sp, sor< play_money,
                                                                                   lit< "(Real Money)" > > >, eof > {};
struct button_line : seq< lit< "Seat " >, button_seat, lit< " is the button" >, eof > {};
struct players_line : seq< lit< "Total number of active players : " >, number, eof > {};
struct bf_seat_chips : seq< lit< " ( " >, seat_stack, lit< " )" >, eof > {};
struct bf_seat_name : plus< not_at< bf_seat_chips >, any > {};
struct seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, bf_seat_name, bf_seat_chips > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct post_small : seq< lit< "posts small blind " >, bracket_amount > {};
struct post_big : seq< lit< "posts big blind " >, bracket_amount > {};
struct act_fold : lit< "folds" > {};
struct act_check : lit< "checks" > {};
struct act_call : seq< lit< "calls " >, bracket_amount > {};        // what it adds
struct act_bet : seq< lit< "bets " >, bracket_amount > {};
struct act_raise_to : seq< lit< "raises to " >, bracket_amount > {};  // the street total
// "Hero goes all-in", alone on its line: the wager on the next line is his all-in.
struct act_all_in : lit< "goes all-in" > {};
struct show_words : rest {};
struct act_show : seq< lit< "shows " >, bf_cards, opt< sp, show_words > > {};
struct act_muck : lit< "mucks" > {};
struct verb : sor< act_fold, act_check, act_call, act_raise_to, act_bet, act_all_in, post_small, post_big, act_show,
                   act_muck > {};
struct expected_verb : verb {};
struct action_end : seq< opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct action_word : whole_word< lit< "folds" >, lit< "checks" >, lit< "calls" >, lit< "bets" >, lit< "raises" >,
                                 lit< "goes all-in" >, lit< "posts" >, lit< "shows" >, lit< "mucks" > > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};
struct dealt_line : seq< lit< "Dealt to " >, seated_name< ' ' >, sp, bf_cards, eof > {};

// ---------------------------------------------------------------- streets
// "** Dealing down cards **", "** Dealing Flop ** [ 4d, 5d, 6d ]",
// "** Dealing Turn ** [ 3s ]", "** Showdown **", "** Hand Conclusion **".
struct marker_down_cards : lit< "Dealing down cards" > {};
struct marker_bf_flop : lit< "Dealing Flop" > {};
struct marker_bf_turn : lit< "Dealing Turn" > {};
struct marker_bf_river : lit< "Dealing River" > {};
struct marker_bf_showdown : lit< "Showdown" > {};
struct marker_conclusion : lit< "Hand Conclusion" > {};
struct street_line : seq< lit< "** " >,
                          sor< marker_down_cards, marker_bf_flop, marker_bf_turn, marker_bf_river, marker_bf_showdown,
                               marker_conclusion >,
                          lit< " **" >, opt< sp, bf_cards >, eof > {};
struct body_line : sor< seat_line, street_line, dealt_line, action_line, game_line, table_line, button_line,
                        players_line, event_line > {};

// ---------------------------------------------------------------- conclusion
// "Player4 wins $6.26 from side pot #1 with a straight flush, Seven to
// Three", "Player4 wins $4.44 from main pot with ..": after the rake.
struct bf_side_pot : seq< lit< "side pot #" >, side_pot_number > {};
struct wins_line : seq< seated_name< ' ' >, lit< " wins " >, amount, lit< " from " >, sor< pot_main, bf_side_pot >,
                        rest > {};
struct end_line : seq< plus< one< '*' > >, sp, lit< "Game " >, plus< digit >, lit< " ends" >, sp, plus< one< '*' > >,
                       eof > {};
struct summary_line : sor< wins_line, end_line > {};
// clang-format on

}  // namespace parser::betfair

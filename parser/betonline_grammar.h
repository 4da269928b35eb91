// The BetOnline (Chico network) hand-history grammar: rules only (STYLE.md 15).
//
// BetOnline writes a PokerStars-like layout (parser/stars_text_rules.h holds
// the rules the rooms share), and its skins the same under their own
// prefixes: "BetOnline Poker Game #", "PayNoRake Game #", and an older,
// capitalised variant "ActionPoker.com Game #" / "Gear Poker Game #"
// ("Posts small blind 1.00.", "Folds.", "Dealt To Hero [4C QC]", "Total
// Pot", a summary seat line's "(Big Blind)"). What differs from PokerStars:
//   - seats are numbered from 0 ("Seat 0: Hero", "Seat #0 is the button"),
//     listed in no order, with marks (" - Small Blind", " - The button",
//     " - Sitting out") the posts and actions often contradict;
//   - a tournament's header names its entry, not its blinds
//     ("Tournament #3427473: Hold'em $10.00/$20.00" while the blinds go up);
//   - posts: "ante processed 0.00" (an ante, mostly zero), "post now 0.50"
//     (a new player's live big blind), "post dead 0.50" (the missed big
//     blind, live; the missed small blind is taken dead without a word);
//   - "raises 3.25 to 3.50": what the raise adds, then the street total;
//     all-ins end " and is all in";
//   - street markers write the new card glued on: "*** TURN *** [6c 7s Qc][10d]";
//   - shows without colon or brackets ("Player2 shows As Kc"), chat as
//     `NAME said "nh"`, "NAME has left the table", and a "Total pot .. |
//     Rake .." line before the show down;
//   - no collect line: the summary's "collected (x)" and "and won (x)" pay
//     the pots; "but did not win" is a loss.
// The actions are in parser/betonline_parser.cpp; docs/BETONLINE_FORMAT.md
// lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::betonline {

// clang-format off
using namespace stars_text;
#define BOL_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- cards
// "Jd", "10c", and the capitalised "4C", "10S" of ActionPoker's files.
struct bol_card : seq< card_rank, one< 'c', 'd', 'h', 's', 'C', 'D', 'H', 'S' > > {};
// "[Jd 8s]", "[]" (a hero dealt no cards), "[10S 6D 6C 10C KC ]".
struct bol_card_list : seq< one< '[' >, opt< sp >, opt< bol_card, star< sp, bol_card > >, opt< sp >, one< ']' > > {};
// "As Kc": the cards a body "shows" line gives, without brackets.
struct shown_cards : seq< bol_card, star< sp, bol_card > > {};

// ---------------------------------------------------------------- header
struct prefix_actionpoker : sor< BOL_LITERAL( "ActionPoker.com Game #" ), BOL_LITERAL( "Gear Poker Game #" ) > {};
struct hand_prefix : sor< BOL_LITERAL( "BetOnline Poker Game #" ), BOL_LITERAL( "PayNoRake Game #" ),
                          prefix_actionpoker > {};
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< one< ':' > > > {};
struct tournament_id : number {};
struct tournament_part : seq< BOL_LITERAL( "Tournament #" ), tournament_id, one< ':' >, sp > {};
// A tournament's "$10.00/$20.00": the same in every hand of the tournament
// whatever its blinds, so its entry; read without the amount actions (no
// cash amount, no stakes).
struct entry_money : seq< opt< one< '$' > >, amount_number_chars > {};
struct tournament_entry : seq< entry_money, one< '/' >, entry_money > {};
// "Hold'em No Limit", "Hold'em Pot Limit" (the Omaha table's header too),
// "Hold'em" alone (ActionPoker: no limit named).
struct game_words : seq< game_name, opt< sp, limit_name > > {};
struct bol_game : seq< game_words, opt< sp, sor< seq< one< '(' >, stakes_blinds, one< ')' > >, tournament_entry > > > {};
struct expected_game : bol_game {};
struct header_line : seq< hand_prefix, whole_hand_number< hand_number, one< ':' >, expected_hand_number >,
                          one< ':' >, sp, opt< tournament_part >, must< expected_game >, rest > {};

// ---------------------------------------------------------------- table and seats
// Seats count from 0: the record's seat is the log's plus one.
struct bol_button_seat : number {};
struct bol_seat_number : number {};
// "Table 'Blade Runner' 10-Max, Seat #0 is the button";
// "Table The Green Mile (Real Money) Seat #2 is the button".
struct table_quoted : seq< BOL_LITERAL( "Table '" ), table_name, one< '\'' >,
                           opt< sp, max_seats, itext< "-max" > >, opt< one< ',' > > > {};
struct plain_table_name : plus< not_at< sp, one< '(' > >, any > {};
struct table_plain : seq< BOL_LITERAL( "Table " ), plain_table_name, sp,
                          sor< play_money, BOL_LITERAL( "(Real Money)" ) > > {};
struct table_line : seq< sor< table_quoted, table_plain >,
                         opt< sp, BOL_LITERAL( "Seat #" ), bol_button_seat, BOL_LITERAL( " is the button" ) >,
                         rest > {};
struct bol_seat_chips : seq< BOL_LITERAL( " (" ), seat_stack, sor< BOL_LITERAL( " in chips)" ), BOL_LITERAL( " in Chips)" ) > > {};
struct bol_seat_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< bol_seat_chips >, any > > > {};
// The marks after the stack (" - Small Blind", " - Sitting out") are not
// read: the posts say who posts, and a "Sitting out" player may post and
// play (PayNoRake #1027919331).
struct seat_line : seq< BOL_LITERAL( "Seat " ), bol_seat_number, BOL_LITERAL( ": " ), bol_seat_name, bol_seat_chips,
                        rest > {};

// ---------------------------------------------------------------- actions "NAME: verb"
struct dealt_line : seq< sor< BOL_LITERAL( "Dealt to " ), BOL_LITERAL( "Dealt To " ) >, seated_name< ' ', '[' >, sp,
                         bol_card_list, opt< sp >, eof > {};
struct bol_post_small : seq< sor< BOL_LITERAL( "posts small blind " ), BOL_LITERAL( "Posts small blind " ) >, amount > {};
struct bol_post_big : seq< sor< BOL_LITERAL( "posts big blind " ), BOL_LITERAL( "Posts big blind " ) >, amount > {};
struct post_now : seq< BOL_LITERAL( "post now " ), amount > {};
struct post_dead : seq< BOL_LITERAL( "post dead " ), amount > {};
struct ante_processed : seq< BOL_LITERAL( "ante processed " ), amount > {};
struct bol_fold : sor< BOL_LITERAL( "folds" ), BOL_LITERAL( "Folds" ) > {};
struct bol_check : sor< BOL_LITERAL( "checks" ), BOL_LITERAL( "Checks" ) > {};
struct bol_call : seq< sor< BOL_LITERAL( "calls " ), BOL_LITERAL( "Calls " ) >, amount > {};
struct bol_bet : seq< sor< BOL_LITERAL( "bets " ), BOL_LITERAL( "Bets " ) >, amount > {};
// "raises 3.25 to 3.50": what it adds, then the street total.
struct bol_raise : seq< BOL_LITERAL( "raises " ), amount, BOL_LITERAL( " to " ), raise_to > {};
// ActionPoker's "Raises 1000.00 and is All In.": what it adds.
struct raise_added : seq< BOL_LITERAL( "Raises " ), amount > {};
struct verb : sor< bol_fold, bol_check, bol_call, bol_raise, raise_added, bol_bet, bol_post_small, bol_post_big,
                   ante_processed, post_now, post_dead > {};
struct expected_verb : verb {};
struct all_in_mark : sor< BOL_LITERAL( " and is all in" ), BOL_LITERAL( " and is All In" ) > {};
// ActionPoker ends each action with a full stop.
struct action_end : seq< opt< all_in_mark >, opt< one< '.' > >, opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct bol_action_word : whole_word< BOL_LITERAL( "folds" ), BOL_LITERAL( "Folds" ), BOL_LITERAL( "checks" ),
                                     BOL_LITERAL( "Checks" ), BOL_LITERAL( "calls" ), BOL_LITERAL( "Calls" ),
                                     BOL_LITERAL( "bets" ), BOL_LITERAL( "Bets" ), BOL_LITERAL( "raises" ),
                                     BOL_LITERAL( "Raises" ), BOL_LITERAL( "posts" ), BOL_LITERAL( "Posts" ),
                                     BOL_LITERAL( "post" ), BOL_LITERAL( "ante processed" ) > {};
struct action_line : seq< seated_name< ':', ' ' >, BOL_LITERAL( ": " ),
                          verb_after_name< bol_action_word, verb, expected_verb, action_end, expected_action_end > > {};
// "Unknown player: raises 3.00 to 3.00": a name the seat list lacks.
struct unseated_action_line : seq< unseated_name, BOL_LITERAL( ": " ), verb, action_end > {};
// "Player2 shows As Kc".
struct show_line : seq< seated_name< ' ' >, BOL_LITERAL( " shows " ), shown_cards, opt< sp >, eof > {};
// A total before the show down ("Total pot 1.26 | Rake 0.22"): the summary
// states the hand's.
struct early_total_line : seq< BOL_LITERAL( "Total pot " ), rest > {};
// "Player3 has left the table" (the name may be empty: a dead stack's).
struct left_phrase : BOL_LITERAL( "has left the table" ) {};
struct left_line : seq< star< not_at< left_phrase >, any >, left_phrase, eof > {};
// `Hero said "nh"`.
struct said_quote : BOL_LITERAL( " said \"" ) {};
struct chat_line : seq< plus< not_at< said_quote >, any >, said_quote, rest > {};
// Between a tournament's hands; and the first hand of an observer's
// tournament table: "Joined table during game.  History will only be
// recorded from the next hand."
struct start_notice : seq< sor< BOL_LITERAL( "Tournament will start in a moment" ),
                                BOL_LITERAL( "Joined table during game." ) >, rest > {};
struct body_line : sor< seat_line, dealt_line, uncalled_line, action_line, show_line, early_total_line,
                        unseated_action_line, left_line, chat_line, start_notice, event_line > {};

// ---------------------------------------------------------------- streets
struct bol_street_cards : seq< bol_card_list, star< opt< sp >, bol_card_list > > {};
struct street_line : seq< BOL_LITERAL( "*** " ),
                          sor< marker_hole_cards, marker_flop, marker_turn, marker_river, marker_showdown,
                               marker_summary >,
                          BOL_LITERAL( " ***" ), opt< sp, bol_street_cards >, rest > {};

// ---------------------------------------------------------------- summary
struct total_pot_line : seq< sor< BOL_LITERAL( "Total pot " ), BOL_LITERAL( "Total Pot " ) >, total_pot,
                             opt< BOL_LITERAL( " | Rake " ), rake >, opt< sp >, must< expected_line_end > > {};
// ActionPoker's "(Small Blind)", "(Big Blind)", "(Button)".
struct bol_position_tag : seq< one< '(' >, sor< BOL_LITERAL( "Small Blind" ), BOL_LITERAL( "Big Blind" ),
                                                BOL_LITERAL( "Button" ) >, one< ')' > > {};
// ActionPoker's "showed [10S 6D 6C 10C KC ]": the five cards played, each
// followed by a blank, not the hole cards: not taken.
struct played_five : seq< one< '[' >, plus< bol_card, sp >, one< ']' > > {};
struct bol_summary_won : seq< BOL_LITERAL( "won (" ), won_amount, one< ')' > > {};
struct bol_summary_showed : seq< BOL_LITERAL( "showed " ), sor< played_five, bol_card_list >, opt< sp >,
                                 sor< seq< BOL_LITERAL( "and " ), bol_summary_won >, BOL_LITERAL( "but did not win" ),
                                      BOL_LITERAL( "and lost" ) >,
                                 rest > {};
// "collected (14.83)", ActionPoker's "collected (90.00) from the Pot.".
struct bol_summary_collected : seq< BOL_LITERAL( "collected (" ), won_amount, one< ')' >, rest > {};
struct bol_summary_outcome : sor< bol_summary_showed, bol_summary_collected, rest > {};
struct summary_seat_line : seq< BOL_LITERAL( "Seat " ), bol_seat_number, BOL_LITERAL( ": " ), seat_owner_name,
                                star< sp, bol_position_tag >, opt< sp >, bol_summary_outcome > {};
// A show repeated after "*** SUMMARY ***" (hands of 2011): read, not taken twice.
struct repeated_show_line : seq< seated_name< ' ' >, BOL_LITERAL( " shows " ), shown_cards, opt< sp >, eof > {};
struct summary_line : sor< summary_seat_line, total_pot_line, board_line, repeated_show_line, left_line, chat_line,
                           start_notice, event_line, other_seat_line > {};
// clang-format on

}  // namespace parser::betonline

#undef BOL_LITERAL

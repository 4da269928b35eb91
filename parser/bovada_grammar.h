// The Bovada / Ignition / Bodog hand-history grammar: rules only (STYLE.md 15).
//
// The layout is PokerStars-like (seat list, "*** FLOP ***" markers in later
// files, a summary) but every line is the room's own: `Bovada Hand #N TBL#N
// HOLDEM No Limit - 2018-04-28 21:52:54` (no stakes for cash tables), `Ignition
// Hand #N: HOLDEM Tournament #N TBL#N, Normal- Level 3 (25/50) - ...`, `Bovada
// Hand #N  Zone Poker ID#N HOLDEMZonePoker No Limit - ...` (fast fold); the
// players are named by their position at the table (`Dealer`, `Small Blind`,
// `UTG+2`; `Seat+3` in stud), the hero's name followed by ` [ME]`, which is no
// part of the name; actions read `NAME : Verb amount` ("Raises $5 to $6", where
// $5 is what the raise adds, or, in older files, "Raises $16", the total);
// the old files mark the streets by the board cards (`Card dealt to table
// [Ks 7c 9s]`) or, in stud, by the cards dealt; the summary's total is `Total
// Pot($112) | Rake ($1)`. The shared amount, card, marker and limit rules are
// parser/stars_text_rules.h's. The actions are in parser/bovada_parser.cpp;
// docs/BOVADA_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::bovada {

// clang-format off
using namespace stars_text;
#define BV_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
struct brand : sor< BV_LITERAL( "Bovada" ), BV_LITERAL( "Ignition" ), BV_LITERAL( "Bodog UK" ),
                    BV_LITERAL( "Bodog.com" ), BV_LITERAL( "Bodog.eu" ), BV_LITERAL( "Bodog" ) > {};
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct hand_number_end : one< ' ', ':' > {};
struct expected_hand_number : seq< hand_number_chars, at< hand_number_end > > {};
struct table_number : plus< alnum > {};
struct game_holdem_word : BV_LITERAL( "HOLDEM" ) {};
struct zone_word : BV_LITERAL( "ZonePoker" ) {};  // "HOLDEMZonePoker": a fast-fold table
struct game_omaha_word : BV_LITERAL( "OMAHA" ) {};
struct game_stud_word : BV_LITERAL( "7CARD" ) {};
struct hi_lo_word : BV_LITERAL( " HiLo" ) {};
struct game_word : seq< sor< seq< game_holdem_word, opt< zone_word > >, game_omaha_word, game_stud_word >,
                        opt< hi_lo_word > > {};
// Tournament headers name the speed ("Normal", "Turbo") where the others
// name the limit: Ignition's tournaments are no-limit.
struct speed_word : plus< alpha > {};
struct structure : sor< limit_no, limit_pot, limit_fixed, speed_word > {};
struct client_tag : seq< one< '[' >, plus< alnum >, one< ']' > > {};  // "[MVS]"
struct cash_part : seq< sp, BV_LITERAL( "TBL#" ), table_number, sp, game_word, sp, structure,
                        opt< sp, client_tag >, sp, one< '-' >, rest > {};
struct zone_id : plus< digit > {};
struct zone_part : seq< sp, BV_LITERAL( "Zone Poker ID#" ), zone_id, sp, game_word, sp, structure, sp,
                        one< '-' >, rest > {};
struct tournament_id : plus< sor< alnum, one< '-' > > > {};  // "14890254", "M-20210422003411"
// "Level 3 (25/50)": the blinds (stud: "(0/0)", none).
struct level : seq< BV_LITERAL( "Level " ), number, sp, one< '(' >, stake_low, one< '/' >, stake_high, one< ')' > > {};
struct tournament_part : seq< one< ':' >, sp, game_word, sp, BV_LITERAL( "Tournament #" ), tournament_id, sp,
                              BV_LITERAL( "TBL#" ), table_number, opt< one< ',' > >, sp, structure, one< '-' >,
                              sp, level, rest > {};
struct expected_header_rest : sor< zone_part, tournament_part, cash_part > {};
struct header_line : seq< brand, BV_LITERAL( " Hand #" ),
                          whole_hand_number< hand_number, hand_number_end, expected_hand_number >,
                          must< expected_header_rest > > {};

// ---------------------------------------------------------------- seats
// "Seat 8: UTG [ME] ($527 in chips)": the name is the position, up to the
// hero's mark or the stack.
struct me_mark : BV_LITERAL( "[ME]" ) {};
struct seat_name : plus< not_at< sp, sor< me_mark, one< '(' > > >, any > {};
struct seat_line : seq< BV_LITERAL( "Seat " ), seat_number, BV_LITERAL( ": " ), seat_name, opt< sp, me_mark >,
                        BV_LITERAL( " (" ), seat_stack, BV_LITERAL( " in chips)" ), opt< sp >, eof > {};
// Stud: "Seat+5 [ME]: $200 in chips"; the player is called "Seat+5".
struct stud_seat_name : seq< BV_LITERAL( "Seat+" ), seat_number > {};
struct stud_seat_line : seq< stud_seat_name, opt< sp, me_mark >, BV_LITERAL( ": " ), seat_stack,
                             BV_LITERAL( " in chips" ), opt< sp >, eof > {};

// ---------------------------------------------------------------- actions "NAME : Verb"
struct actor : seq< seated_name< ' ' >, opt< sp >, opt< me_mark, opt< sp > >, BV_LITERAL( ": " ) > {};
// "(timeout)", "(Blind Disconnected)", " (timeout)": why the client acted.
struct reason : seq< opt< sp >, one< '(' >, star< not_one< ')' > >, one< ')' > > {};
struct described : seq< opt< sp >, one< '(' >, hand_text > {};  // "(Two pair)"

struct act_fold : seq< sor< BV_LITERAL( "Folds" ), BV_LITERAL( "Fold" ) >, opt< reason >,
                       opt< sor< BV_LITERAL( " & Shows " ), BV_LITERAL( " & shows " ) >, rest >, eof > {};
struct act_check : seq< BV_LITERAL( "Checks" ), opt< reason >, eof > {};
struct act_call : seq< sor< BV_LITERAL( "Calls " ), BV_LITERAL( "Call " ), BV_LITERAL( "Call(timeout) " ) >, amount > {};
// "Double bets" / "D bets": stud's double bet on 4th street over an open pair.
struct act_bet : seq< sor< BV_LITERAL( "Bets chip info(timeout) " ), BV_LITERAL( "Bets " ),
                           BV_LITERAL( "Double bets " ), BV_LITERAL( "D bets " ) >, amount > {};
// "Raises $5 to $6": adds $5, to $6 in all; "Raises $16" (older): to $16.
struct raise_total : amount {};
struct act_raise : seq< sor< BV_LITERAL( "Raises " ), BV_LITERAL( "Raises(timeout) " ) >, amount,
                        opt< BV_LITERAL( " to " ), raise_total > > {};
struct act_all_in_raise : seq< sor< BV_LITERAL( "All-in(raise) " ), BV_LITERAL( "All-in(raise-timeout) " ) >, amount,
                               opt< BV_LITERAL( " to " ), raise_total > > {};
// "All-in $x": what the player adds, a bet or a call (parser/bovada_parser.cpp tells which).
struct act_all_in : seq< sor< BV_LITERAL( "All-in " ), BV_LITERAL( "All-in(timeout) " ) >, amount > {};
struct post_ante : seq< BV_LITERAL( "Ante chip " ), amount > {};
// The old blind lines name the stud forced bets beside them.
struct post_small : seq< sor< BV_LITERAL( "Ante/Small Blind " ), BV_LITERAL( "Ante/Small blind " ),
                              BV_LITERAL( "Small Blind " ), BV_LITERAL( "Small blind " ) >, amount > {};
// "Posts chip $8": a player new to the table posts a big blind.
struct post_big : seq< sor< BV_LITERAL( "Big blind/Bring in(timeout) " ), BV_LITERAL( "Big blind/Bring in " ),
                            BV_LITERAL( "Big Blind " ), BV_LITERAL( "Big blind " ), BV_LITERAL( "Posts chip " ) >,
                       amount > {};
// "Posts dead chip $30" at $10/$20: a live big blind and a dead small one.
struct post_dead : seq< BV_LITERAL( "Posts dead chip " ), amount > {};
struct post_bring_in : seq< BV_LITERAL( "Bring_in chip " ), amount > {};
// "Showdown [Ah Ad Ac 7s 7c] (Full House)": the five cards played, not the hole cards.
struct act_show : seq< BV_LITERAL( "Showdown" ), opt< sp, card_list >, opt< described >, eof > {};
struct act_muck : seq< BV_LITERAL( "Mucks" ), rest > {};
struct act_no_show : seq< BV_LITERAL( "Does not show" ), rest > {};
// Tournament chips bought between hands.
struct chips_bought : seq< sor< BV_LITERAL( "Rebuyin " ), BV_LITERAL( "Addon " ), BV_LITERAL( "Double rebuys " ) >,
                           amount > {};
// "Set dealer [4]" / "Set dealer/Bring in spot [6]": the button's seat.
struct dealer_seat : number {};
struct set_dealer : seq< BV_LITERAL( "Set dealer" ), opt< BV_LITERAL( "/Bring in spot" ) >,
                         opt< sp, one< '[' >, dealer_seat, one< ']' > >, eof > {};
struct table_event : sor< BV_LITERAL( "Leave" ), BV_LITERAL( "Enter" ), BV_LITERAL( "Sit out" ),
                          BV_LITERAL( "Sitout" ), BV_LITERAL( "Re-join" ), BV_LITERAL( "Stand" ),
                          BV_LITERAL( "Table " ), BV_LITERAL( "Seat " ), BV_LITERAL( "Draw for dealer" ),
                          BV_LITERAL( "Ranking" ), BV_LITERAL( "Prize " ), BV_LITERAL( "BOUNTY" ) > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, act_all_in_raise, act_all_in, post_ante,
                   post_small, post_big, post_dead, post_bring_in, act_show, act_muck, act_no_show, chips_bought,
                   set_dealer, seq< table_event, rest > > {};
struct expected_verb : verb {};
struct action_end : seq< opt< sp >, eof > {};
struct expected_action_end : action_end {};
// The words Bovada's actions, posts, deals, returns and collects begin with
// after "NAME : " (docs/unrecognized-lines.md): a line that goes on with one
// of them must be read.
struct bv_action_word : whole_word< BV_LITERAL( "Folds" ), BV_LITERAL( "Fold" ), BV_LITERAL( "Checks" ),
                                    BV_LITERAL( "Calls" ), BV_LITERAL( "Call" ), BV_LITERAL( "Bets" ),
                                    BV_LITERAL( "Double bets" ), BV_LITERAL( "D bets" ), BV_LITERAL( "Raises" ),
                                    BV_LITERAL( "All-in" ), BV_LITERAL( "Ante chip" ), BV_LITERAL( "Ante/Small" ),
                                    BV_LITERAL( "Small Blind" ), BV_LITERAL( "Small blind" ),
                                    BV_LITERAL( "Big Blind" ), BV_LITERAL( "Big blind" ), BV_LITERAL( "Posts" ),
                                    BV_LITERAL( "Bring_in" ), BV_LITERAL( "Showdown" ), BV_LITERAL( "Mucks" ),
                                    BV_LITERAL( "Does not show" ), BV_LITERAL( "Rebuyin" ), BV_LITERAL( "Addon" ),
                                    BV_LITERAL( "Double rebuys" ), BV_LITERAL( "Card dealt" ),
                                    BV_LITERAL( "Return uncalled" ), BV_LITERAL( "Hand Result" ),
                                    BV_LITERAL( "Hand result" ) > {};
struct action_line : seq< actor, verb_after_name< bv_action_word, verb, expected_verb, action_end, expected_action_end > > {};

struct dealt_line : seq< actor, BV_LITERAL( "Card dealt to a spot " ), card_list, opt< sp >, eof > {};
struct uncalled_line : seq< actor, BV_LITERAL( "Return uncalled portion of bet " ), amount, opt< sp >, eof > {};
// "Hand Result $x", "Hand result-Side pot $x": a collect.
struct side_pot_word : sor< BV_LITERAL( "-Side Pot" ), BV_LITERAL( "-Side pot" ) > {};
struct collect_line : seq< actor, sor< BV_LITERAL( "Hand Result" ), BV_LITERAL( "Hand result" ) >, opt< side_pot_word >,
                           sp, amount, opt< sp >, eof > {};
// Old files: "Card dealt to table [8h]", the cards that open a street.
struct table_cards : card_list {};
struct board_dealt_line : seq< sor< BV_LITERAL( "Card dealt to table " ), BV_LITERAL( "Card to the table " ) >,
                               table_cards, opt< sp >, eof > {};
// Table and client notices without a player ("Enter(Auto)", "Table deposit $80",
// "Table Info: ...", "Player Info: ..."), and table events of a name the seat
// list lacks.
struct notice : seq< sor< BV_LITERAL( "Enter(" ), BV_LITERAL( "Leave(" ), BV_LITERAL( "Table " ), BV_LITERAL( "Set dealer" ),
                          BV_LITERAL( "Seat sit" ), BV_LITERAL( "Seat stand" ), BV_LITERAL( "Seat re-join" ),
                          BV_LITERAL( "Player Info:" ), BV_LITERAL( "Seating Info:" ) >, rest > {};
struct unseated_event : seq< plus< not_at< BV_LITERAL( " : " ) >, any >, BV_LITERAL( " : " ),
                             sor< set_dealer, seq< table_event, rest > > > {};

// ---------------------------------------------------------------- streets
// "*** 3RD STREET ***" .. "*** 6TH STREET ***" (7th street is "RIVER").
struct stud_street : seq< range< '2', '7' >, sor< BV_LITERAL( "ND" ), BV_LITERAL( "RD" ), BV_LITERAL( "TH" ) >,
                          BV_LITERAL( " STREET" ) > {};
struct street_line : seq< BV_LITERAL( "*** " ),
                          sor< seq< stud_street, at< BV_LITERAL( " ***" ) > >,
                               seq< marker_hole_cards, at< BV_LITERAL( " ***" ) > >,
                               seq< marker_flop, at< BV_LITERAL( " ***" ) > >,
                               seq< marker_turn, at< BV_LITERAL( " ***" ) > >,
                               seq< marker_river, at< BV_LITERAL( " ***" ) > >,
                               seq< marker_summary, at< BV_LITERAL( " ***" ) > > >,
                          BV_LITERAL( " ***" ), opt< sp, street_cards >, opt< sp >, eof > {};

// The observer's empty line ("UTG : " or "UTG: ") and PokerStars' chat,
// which Bovada's own logs do not hold, are read silently all the same
// (docs/unrecognized-lines.md).
struct observer_empty_line : seq< sor< seq< seated_name< ':' >, one< ':' > >,
                                       seq< seated_name< ' ' >, sp, opt< me_mark, opt< sp > >, one< ':' > > >,
                                  eof > {};
struct body_line : sor< seat_line, stud_seat_line, dealt_line, uncalled_line, collect_line, action_line,
                        board_dealt_line, notice, unseated_event, observer_empty_line, chat_said_line > {};

// ---------------------------------------------------------------- summary
struct total_pot_line : seq< BV_LITERAL( "Total Pot(" ), total_pot, one< ')' >,
                             opt< sp, one< '|' >, sp, BV_LITERAL( "Rake (" ), rake, one< ')' > >,
                             must< expected_line_end > > {};
// "Board [Kd 9s 5c  ]": blanks may pad the list.
struct board_cards : seq< one< '[' >, star< sor< sp, card > >, one< ']' > > {};
struct board_line : seq< BV_LITERAL( "Board " ), board_cards, opt< sp >, eof > {};
// "Seat 1: Small Blind $111 [Does not show]", "Seat+35: UTG+1 20250  with
// Full House [..]", "Seat+5:  HI $73.50  with Straight [..]", "Seat+2:   with
// One pair [..] LO $73.50 [..]", "Seat+1:  Folded on the 3rd STREET" (stud:
// no name). What the seat won follows the name, after "HI" or "LO".
struct won_amount : amount {};
struct won_first : seq< opt< BV_LITERAL( "HI " ) >, won_amount, at< sor< sp, eof > > > {};
struct won_low : seq< sp, sor< BV_LITERAL( "LOW " ), BV_LITERAL( "LO " ) >, won_amount > {};
struct summary_outcome : seq< opt< sp >, opt< won_first >, star< sor< won_low, any > > > {};
struct position_name : sor< BV_LITERAL( "Small Blind" ), BV_LITERAL( "Big Blind" ), BV_LITERAL( "Dealer" ),
                            seq< BV_LITERAL( "UTG" ), opt< one< '+' >, plus< digit > > > > {};
struct summary_seat_line : seq< BV_LITERAL( "Seat" ), one< ' ', '+' >, seat_number, one< ':' >, opt< sp >,
                                opt< position_name >, opt< sp, me_mark >, summary_outcome > {};
// A seat-list line or an action after the summary: another hand's.
struct stray_line : sor< seat_line, seq< actor, not_at< table_event >, rest >, seq< BV_LITERAL( "*** " ), rest >,
                         board_dealt_line > {};
struct summary_line : sor< stray_line, summary_seat_line, total_pot_line, board_line, notice, unseated_event > {};
// clang-format on

}  // namespace parser::bovada

#undef BV_LITERAL

// The Seals With Clubs hand-history grammar: rules only (STYLE.md 15).
//
// Seals With Clubs (2013, bitcoin: amounts in mBTC without a symbol) wrote a
// layout of its own on the rules PokerStars-style rooms share
// (parser/stars_text_rules.h): a header of four lines (`Hand #6340502-110 -
// 2013-05-02 02:14:03`, `Game: NL Hold'em (20 - 100) - Blinds 1/1` with the
// buy-in range, `Site: Seals With Clubs`, `Table: NLHE 9max 1/1 #2`), seats
// without "in chips" (`Seat 6: Hero (2) - sitting out`), `NAME has the dealer
// button`, actions without a colon (`Player2 raises to 3`, `Hero calls 1
// (All-in)`, `posts small & big blind 1.50`), street markers between two
// stars that give only the new cards (`** Turn ** [6s]`), `refunded 3` for
// the uncalled bet, and no summary: each pot is paid on its line (`wins
// Side Pot 1 (2)`, `wins Pot (11.70) with a Pair`), its rake after it (`Rake
// (0.30)`). The actions are in parser/sealswithclubs_parser.cpp;
// docs/SEALSWITHCLUBS_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::sealswithclubs {

// clang-format off
using namespace stars_text;
#define SWC_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
// "Hand #6340502-110": the table's number, then the hand's.
struct hand_number_chars : seq< plus< digit >, one< '-' >, plus< digit > > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< SWC_LITERAL( " - " ) > > {};
struct header_line : seq< SWC_LITERAL( "Hand #" ), whole_hand_number< hand_number, SWC_LITERAL( " - " ), expected_hand_number >,
                          SWC_LITERAL( " - " ), rest > {};

// ---------------------------------------------------------------- body
// "Game: NL Hold'em (20 - 100) - Blinds 1/1", "Game: PL Omaha (20 - 100) -
// Blinds 1/1", "Game: Limit Hold'em (40 - 1000000) - Stakes 2/4": the game,
// the table's buy-in range, then the blinds or the small and big bet.
struct game_nl_holdem : SWC_LITERAL( "NL Hold'em" ) {};
struct game_pl_omaha : SWC_LITERAL( "PL Omaha" ) {};
struct game_limit_holdem : SWC_LITERAL( "Limit Hold'em" ) {};
struct buy_in_range : seq< one< '(' >, amount_number_chars, SWC_LITERAL( " - " ), amount_number_chars, one< ')' > > {};
struct game : sor< game_nl_holdem, game_pl_omaha, game_limit_holdem > {};
struct expected_game : game {};
struct game_line : seq< SWC_LITERAL( "Game: " ), must< expected_game >, sp, buy_in_range,
                        sor< SWC_LITERAL( " - Blinds " ), SWC_LITERAL( " - Stakes " ) >, stake_low, one< '/' >,
                        stake_high, eof > {};
struct site_line : seq< SWC_LITERAL( "Site: Seals With Clubs" ), eof > {};
struct table_name : plus< any > {};
struct table_line : seq< SWC_LITERAL( "Table: " ), table_name > {};
// "Seat 3: Player0 (63.68)", "Seat 6: Hero (2) - sitting out", "Seat 1:
// Hero11 (1346.42) - waiting for big blind" (he posts it and plays).
struct seat_note : sor< SWC_LITERAL( " - sitting out" ), SWC_LITERAL( " - waiting for big blind" ) > {};
struct seat_stack_end : seq< SWC_LITERAL( " (" ), amount, one< ')' >, sor< eof, seat_note > > {};
struct seat_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< seat_stack_end >, any > > > {};
struct sitting_out : SWC_LITERAL( " - sitting out" ) {};
struct seat_line : seq< SWC_LITERAL( "Seat " ), seat_number, SWC_LITERAL( ": " ), seat_name, SWC_LITERAL( " (" ),
                        seat_stack, one< ')' >, opt< sor< sitting_out, SWC_LITERAL( " - waiting for big blind" ) > >,
                        eof > {};
struct button_line : seq< seated_name< ' ' >, SWC_LITERAL( " has the dealer button" ), eof > {};
struct dealt_line : seq< SWC_LITERAL( "Dealt to " ), seated_name< ' ' >, sp, dealt_cards, eof > {};

struct post_small : seq< SWC_LITERAL( "posts small blind " ), amount > {};
struct post_big : seq< SWC_LITERAL( "posts big blind " ), amount > {};
struct post_both : seq< SWC_LITERAL( "posts small & big blind " ), amount > {};  // both, in one amount
struct act_raise_to : seq< SWC_LITERAL( "raises to " ), raise_to > {};          // the street total
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise_to, post_both, post_small, post_big, act_show > {};
struct expected_verb : verb {};
struct all_in_note : SWC_LITERAL( " (All-in)" ) {};
struct action_end : seq< opt< all_in_note >, opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct action_word : whole_word< SWC_LITERAL( "folds" ), SWC_LITERAL( "checks" ), SWC_LITERAL( "calls" ),
                                 SWC_LITERAL( "bets" ), SWC_LITERAL( "raises" ), SWC_LITERAL( "posts" ),
                                 SWC_LITERAL( "shows" ) > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};
struct refund_line : seq< seated_name< ' ' >, SWC_LITERAL( " refunded " ), uncalled_amount, eof > {};
// "wins Pot (11.70) with a Pair", "wins Side Pot 1 (2)", "wins Main Pot (6) with Two Pair".
struct pot_main_words : SWC_LITERAL( "Main Pot" ) {};
struct pot_side_words : seq< SWC_LITERAL( "Side Pot " ), side_pot_number > {};
struct pot_words : SWC_LITERAL( "Pot" ) {};
struct wins_line : seq< seated_name< ' ' >, SWC_LITERAL( " wins " ), sor< pot_main_words, pot_side_words, pot_words >,
                        SWC_LITERAL( " (" ), amount, one< ')' >, opt< SWC_LITERAL( " with " ), rest >, eof > {};
// The rake of the pot paid on the line before.
struct pot_rake : amount {};
struct rake_line : seq< SWC_LITERAL( "Rake (" ), pot_rake, one< ')' >, eof > {};
// Chips a player buys for the next hand.
struct adds_line : seq< seated_name< ' ' >, SWC_LITERAL( " adds " ), chips_added_count, SWC_LITERAL( " chips" ), eof > {};

// "** Flop ** [5h 5d Kh]", "** Turn ** [6s]" (the new card alone), "** Main
// Pot Show Down ** [5h 5d Kh 6s 8h]" (the whole board).
struct marker_hole : SWC_LITERAL( "Hole Cards" ) {};
struct marker_flop : SWC_LITERAL( "Flop" ) {};
struct marker_turn : SWC_LITERAL( "Turn" ) {};
struct marker_river : SWC_LITERAL( "River" ) {};
struct marker_show_down : seq< star< not_at< SWC_LITERAL( "Show Down **" ) >, not_at< SWC_LITERAL( " **" ) >, any >,
                               SWC_LITERAL( "Show Down" ) > {};
struct street_line : seq< SWC_LITERAL( "** " ), sor< marker_hole, marker_flop, marker_turn, marker_river, marker_show_down >,
                          SWC_LITERAL( " **" ), opt< sp, card_list >, eof > {};

struct body_line : sor< seat_line, dealt_line, action_line, refund_line, wins_line, rake_line, adds_line, button_line,
                        street_line, game_line, site_line, table_line > {};
struct summary_line : failure {};  // the log has no summary
// clang-format on

}  // namespace parser::sealswithclubs

#undef SWC_LITERAL

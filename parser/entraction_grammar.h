// The Entraction (Betsson's network until 2012) hand-history grammar: rules
// only (STYLE.md 15).
//
// Entraction writes its lines in columns: a name or a word padded with blanks
// to the 29th column, then the action and its amount in parentheses. A hand is
//   Game # 2646515969 - Omaha Hi/Lo Fixed Limit EUR 100.00/200.00 - Table "Portland"
//   Players(max 2):
//   YoOyYo                      (EUR 2,950.00 in seat 1)
//   Dealer:                     bglegend22
//   Big Blind:                  YoOyYo      (100.00)
//   Small Blind:                bglegend22  (50.00)
//   Blind out of turn:          Player4     (1.00)      (a player coming in posts a big blind)
//   Small + Big Blind:          Player2     (1.50)      (both, the small one dead)
//   Player0                     Ante        (20.00)
//   Hero was dealt:             2h - 2s - Ah - As
//   bglegend22                  Raise       (150.00)    (the chips the action adds)
//   bglegend22                  Payback     (1,209.76)  (an uncalled bet returned)
//   Flop                        4d - 2d - Js             (the turn and river lines repeat the board)
//   YoOyYo shows:               7d - 8s - 9d - Th (a straight, Ten high)
//   Ballyhoo didn't show hand (Jd - Qh - 6s - Ac)
//   bglegend22 wins:            EUR 5,898.50 main pot (with a flush, Ace high)
//   Rake:                       EUR 1.50
//   Game ended 2012-05-31 04:58:47 GMT+01:00
// The actions are in parser/entraction_parser.cpp; docs/ENTRACTION_FORMAT.md
// lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/plain_text_rules.h"
#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::entraction {

// clang-format off
using namespace tao::pegtl;
using stars_text::rest;
using stars_text::seated_name;
#define ENTRACTION_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- amounts, cards
struct gap : plus< one< ' ' > > {};
using plain_text::amount_digits;
// "EUR 2,950.00", "6,003.00" (tournament chips).
struct currency_code : ENTRACTION_LITERAL( "EUR " ) {};
struct amount : seq< opt< currency_code >, amount_digits > {};
struct paren_amount : seq< one< '(' >, amount, one< ')' > > {};

using plain_text::card_rank;
using plain_text::card_suit;
using plain_text::card;
struct card_list_open : at< card > {};
struct card_list : seq< card_list_open, card, star< ENTRACTION_LITERAL( " - " ), card > > {};

// ---------------------------------------------------------------- header
struct hand_number : plus< digit > {};
struct game_omaha5 : ENTRACTION_LITERAL( "5-Card Omaha High" ) {};
struct game_omaha_hilo : ENTRACTION_LITERAL( "Omaha Hi/Lo" ) {};
struct game_omaha : ENTRACTION_LITERAL( "Omaha High" ) {};
struct game_holdem : ENTRACTION_LITERAL( "Texas Hold'em" ) {};
struct limit_no : ENTRACTION_LITERAL( "No Limit" ) {};
struct limit_pot : ENTRACTION_LITERAL( "Pot Limit" ) {};
struct limit_fixed : ENTRACTION_LITERAL( "Fixed Limit" ) {};
struct stake_low : amount {};
struct stake_high : amount {};
struct ante_amount : amount {};
struct table_name : plus< not_at< one< '"' >, eof >, any > {};
struct expected_game : seq< sor< game_omaha5, game_omaha_hilo, game_omaha, game_holdem >, one< ' ' >,
                            sor< limit_no, limit_pot, limit_fixed >, one< ' ' >, stake_low, one< '/' >, stake_high,
                            opt< ENTRACTION_LITERAL( " and " ), ante_amount, ENTRACTION_LITERAL( " ante" ) >,
                            ENTRACTION_LITERAL( " - Table \"" ), table_name, one< '"' >, eof > {};
struct header_line : seq< ENTRACTION_LITERAL( "Game # " ), hand_number, ENTRACTION_LITERAL( " - " ),
                          must< expected_game > > {};
struct max_seats : plus< digit > {};
struct players_line : seq< ENTRACTION_LITERAL( "Players(max " ), max_seats, ENTRACTION_LITERAL( "):" ), eof > {};
// "YoOyYo                      (EUR 2,950.00 in seat 1)"
struct seat_number : plus< digit > {};
struct seat_stack : amount {};
struct seat_tail : seq< gap, one< '(' >, seat_stack, ENTRACTION_LITERAL( " in seat " ), seat_number, one< ')' >,
                        eof > {};
struct seat_player_name : plus< not_at< seat_tail >, any > {};
struct seat_line : seq< seat_player_name, seat_tail > {};
struct dealer_line : seq< ENTRACTION_LITERAL( "Dealer:" ), gap, seated_name<>, eof > {};

// ---------------------------------------------------------------- posts
struct post_small : ENTRACTION_LITERAL( "Small Blind:" ) {};
struct post_big : ENTRACTION_LITERAL( "Big Blind:" ) {};
struct post_out_of_turn : ENTRACTION_LITERAL( "Blind out of turn:" ) {};
struct post_both : ENTRACTION_LITERAL( "Small + Big Blind:" ) {};
// "Big Blind:                  tropas      (1.00)", "Big Blind: X (0.20)".
struct blind_line : seq< sor< post_small, post_big, post_out_of_turn, post_both >, gap, seated_name< ' ' >, gap,
                         paren_amount, eof > {};

// ---------------------------------------------------------------- streets
struct marker_flop : ENTRACTION_LITERAL( "Flop" ) {};
struct marker_turn : ENTRACTION_LITERAL( "Turn" ) {};
struct marker_river : ENTRACTION_LITERAL( "River" ) {};
struct board_line : seq< sor< marker_flop, marker_turn, marker_river >, gap, card_list, eof > {};
struct dealt_line : seq< seated_name< ' ' >, ENTRACTION_LITERAL( " was dealt:" ), gap, card_list, eof > {};

// ---------------------------------------------------------------- actions "NAME   Verb   (amount)"
struct act_fold : ENTRACTION_LITERAL( "Fold" ) {};
struct act_check : ENTRACTION_LITERAL( "Check" ) {};
struct act_call : seq< ENTRACTION_LITERAL( "Call" ), gap, paren_amount > {};
struct act_bet : seq< ENTRACTION_LITERAL( "Bet" ), gap, paren_amount > {};
struct act_raise : seq< ENTRACTION_LITERAL( "Raise" ), gap, paren_amount > {};
struct act_all_in : seq< ENTRACTION_LITERAL( "All-In" ), gap, paren_amount > {};
struct act_payback : seq< ENTRACTION_LITERAL( "Payback" ), gap, paren_amount > {};
struct act_ante : seq< ENTRACTION_LITERAL( "Ante" ), gap, paren_amount > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, act_all_in, act_payback, act_ante > {};
struct expected_verb : verb {};
struct action_end : eof {};
struct expected_end : action_end {};
struct action_word : stars_text::whole_word< ENTRACTION_LITERAL( "Fold" ), ENTRACTION_LITERAL( "Check" ),
                                             ENTRACTION_LITERAL( "Call" ), ENTRACTION_LITERAL( "Bet" ),
                                             ENTRACTION_LITERAL( "Raise" ), ENTRACTION_LITERAL( "All-In" ),
                                             ENTRACTION_LITERAL( "Payback" ), ENTRACTION_LITERAL( "Ante" ) > {};
struct action_line : seq< seated_name< ' ' >, gap,
                          stars_text::verb_after_name< action_word, verb, expected_verb, action_end, expected_end > > {};

// ---------------------------------------------------------------- show down and payouts
// "(two pairs, Sixes and Threes)", "(with a flush, King high)": the words
// describing the hand shown, or the winner's.
struct hand_description : plus< not_one< ')' > > {};
struct hand_words : seq< ENTRACTION_LITERAL( " (" ), hand_description, one< ')' > > {};
struct show_line : seq< seated_name< ' ' >, ENTRACTION_LITERAL( " shows:" ), gap, card_list, opt< hand_words >,
                        eof > {};
struct muck_cards : seq< ENTRACTION_LITERAL( " (" ), card_list, one< ')' > > {};
struct no_show_line : seq< seated_name< ' ' >, ENTRACTION_LITERAL( " didn't show hand" ), opt< muck_cards >, eof > {};
struct win_main : ENTRACTION_LITERAL( " main pot" ) {};
struct win_side : ENTRACTION_LITERAL( " side pot" ) {};
struct win_split : ENTRACTION_LITERAL( " split pot" ) {};
struct win_amount : amount {};
struct win_line : seq< seated_name< ' ' >, ENTRACTION_LITERAL( " wins:" ), gap, win_amount,
                       opt< sor< win_main, win_side, win_split > >,
                       opt< ENTRACTION_LITERAL( " (with " ), hand_description, one< ')' > >, eof > {};
struct rake_amount : amount {};
struct rake_line : seq< ENTRACTION_LITERAL( "Rake:" ), gap, rake_amount, eof > {};
// "Game ended 2012-05-31 04:58:47 GMT+01:00"
struct end_stamp : seq< rep< 4, digit >, one< '-' >, rep< 2, digit >, one< '-' >, rep< 2, digit >, one< ' ' >,
                        rep< 2, digit >, one< ':' >, rep< 2, digit >, one< ':' >, rep< 2, digit > > {};
struct end_zone : plus< not_one< ' ' > > {};
struct end_line : seq< ENTRACTION_LITERAL( "Game ended " ), end_stamp, one< ' ' >, end_zone, eof > {};

// The observer's empty "NAME:" and PokerStars' chat, which Entraction's own
// logs do not hold, are read silently all the same (docs/unrecognized-lines.md).
struct body_line : sor< blind_line, board_line, dealt_line, show_line, no_show_line, win_line, rake_line, end_line,
                        action_line, stars_text::observer_empty_line, stars_text::chat_said_line > {};
// clang-format on

}  // namespace parser::entraction

#undef ENTRACTION_LITERAL

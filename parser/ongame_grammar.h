// The OnGame (Bwin, PartyPoker's iPoker-free skins of 2008-2014) hand-history
// grammar: rules only (STYLE.md 15).
//
// OnGame does not write the PokerStars layout. A hand is
//   ***** History for hand R5-361850810-476 *****
//   ***** History for hand T5-17631959-1 (TOURNAMENT: "Freeroll", R-274-69, buy-in: €0) *****
//   Start hand: Mon Jan 06 01:08:00 CET 2014
//   Table: Bonn [361850810] (NO_LIMIT TEXAS_HOLDEM $0.50/$1, Real money)
//   User: Hero                               (the log's owner; optional)
//   Button: seat 8
//   Players in round: 6                      ("2 (10)": and the table's seats)
//   Seat 1: BlackH0L3 ($103.75)
//   kliketiklok posts small blind ($0.50)
//   ---
//   Dealing pocket cards
//   Dealing to Hero: [Kc, Kh]
//   fyabcf raises $23.00 to $26.00           (the chips it adds, then the street total)
//   --- Dealing flop [6d, Kd, 8c]
//   ---
//   Summary:
//   Main pot: $229.82 won by fyabcf ($226.82)   (the pot before rake, each share after it)
//   Rake taken: $3
//   Seat 8: fyabcf ($350.06), net: +$113.91, [Kc, Kh] (PAIR KING)
//   ***** End of hand R5-361850810-476 *****
// Stud deals street by street ("Dealing 4th street", "Dealing to NAME:
// [-, -, 7d]", "small bring in $0.50"); five-card draw exchanges after a
// "---" ("NAME changed 2 cards", "New hand for NAME: [..]"). The actions
// are in parser/ongame_parser.cpp; docs/ONGAME_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/plain_text_rules.h"
#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::ongame {

// clang-format off
using namespace tao::pegtl;
using stars_text::rest;
using stars_text::seated_name;
#define ONGAME_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- amounts, cards
// "$0.50", "€5", "1,523.85", "1500" (tournament chips): a symbol names the currency.
struct currency_symbol : stars_text::currency_symbol {};
using plain_text::amount_digits;
struct amount : seq< opt< currency_symbol >, amount_digits > {};
struct paren_amount : seq< one< '(' >, amount, one< ')' > > {};

using plain_text::card_rank;
using plain_text::card_suit;
using plain_text::card;
struct hidden_card : one< '-' > {};  // stud: another player's down-card
struct card_item : sor< card, hidden_card > {};
struct card_list_open : one< '[' > {};
struct card_list : seq< card_list_open, opt< card_item, star< ONGAME_LITERAL( ", " ), card_item > >, one< ']' > > {};

// ---------------------------------------------------------------- header
struct hand_id : plus< not_one< ' ' > > {};
struct tournament_name : star< not_one< '"' > > {};
struct tournament_id : plus< not_one< ',', ')' > > {};
struct tournament_buy_in : plus< not_at< one< ')' >, ONGAME_LITERAL( " *****" ), eof >, any > {};
// `(TOURNAMENT: "NL Holdem", S-929-1303, buy-in: €20)`; `(TOURNAMENT: )` names nothing.
struct tournament_tag : seq< ONGAME_LITERAL( " (TOURNAMENT:" ),
                             opt< one< ' ' >, one< '"' >, tournament_name, one< '"' >, ONGAME_LITERAL( ", " ),
                                  tournament_id, ONGAME_LITERAL( ", buy-in: " ), tournament_buy_in >,
                             opt< one< ' ' > >, one< ')' > > {};
struct banner_line : seq< ONGAME_LITERAL( "***** History for hand " ), hand_id, opt< tournament_tag >,
                          ONGAME_LITERAL( " *****" ), eof > {};
struct end_line : seq< ONGAME_LITERAL( "***** End of hand " ), rest > {};

// "Start hand: Mon Jan 06 01:08:00 CET 2014", "... GMT+0100 2010".
struct month_name : rep< 3, alpha > {};
struct two_digits : rep< 2, digit > {};
struct start_day : rep_min_max< 1, 2, digit > {};  // "Mon Feb 7"
struct start_clock : seq< two_digits, one< ':' >, two_digits, one< ':' >, two_digits > {};
struct time_zone : plus< not_one< ' ' > > {};
struct start_year : rep< 4, digit > {};
struct start_line : seq< ONGAME_LITERAL( "Start hand: " ), rep< 3, alpha >, one< ' ' >, month_name, one< ' ' >,
                         start_day, one< ' ' >, start_clock, one< ' ' >, time_zone, one< ' ' >, start_year, eof > {};

// "Table: Bonn [361850810] (NO_LIMIT TEXAS_HOLDEM $0.50/$1, Real money)",
// "Table: Table #29 [17631959] (NO_LIMIT TEXAS_HOLDEM 10/20, TC)",
// "(LIMIT SEVEN_CARD_STUD $1/$2, ante: $0.10, Real money)".
struct table_tail_start : seq< ONGAME_LITERAL( " [" ), plus< digit >, ONGAME_LITERAL( "] (" ) > {};
struct table_name : plus< not_at< table_tail_start >, any > {};
struct limit_no : ONGAME_LITERAL( "NO_LIMIT" ) {};
struct limit_pot : ONGAME_LITERAL( "POT_LIMIT" ) {};
struct limit_fixed : ONGAME_LITERAL( "LIMIT" ) {};
struct game_holdem : ONGAME_LITERAL( "TEXAS_HOLDEM" ) {};
struct game_omaha_hilo : ONGAME_LITERAL( "OMAHA_HI_LO" ) {};
struct game_omaha : ONGAME_LITERAL( "OMAHA_HI" ) {};
struct game_stud_hilo : ONGAME_LITERAL( "SEVEN_CARD_STUD_HI_LO" ) {};
struct game_stud : ONGAME_LITERAL( "SEVEN_CARD_STUD" ) {};
struct game_draw : ONGAME_LITERAL( "FIVE_CARD_DRAW" ) {};
// A game this reader has no rules for keeps the variant unknown (unsupported-game).
struct game_other : plus< sor< upper, digit, one< '_' > > > {};
struct game_word : seq< sor< game_omaha_hilo, game_omaha, game_holdem, game_stud_hilo, game_stud, game_draw,
                             game_other >, at< one< ' ' > > > {};
struct stake_low : amount {};
struct stake_high : amount {};
struct ante_amount : amount {};
struct play_money : ONGAME_LITERAL( "Play money" ) {};
struct money_kind : sor< ONGAME_LITERAL( "Real money" ), play_money, ONGAME_LITERAL( "TC" ),
                         ONGAME_LITERAL( "Chips" ) > {};
struct expected_game : seq< sor< limit_no, limit_pot, limit_fixed >, one< ' ' >, game_word, one< ' ' >, stake_low,
                            one< '/' >, stake_high, opt< ONGAME_LITERAL( ", ante: " ), ante_amount >,
                            ONGAME_LITERAL( ", " ), money_kind, one< ')' >, eof > {};
struct table_line : seq< ONGAME_LITERAL( "Table: " ), table_name, table_tail_start, must< expected_game > > {};

struct user_line : seq< ONGAME_LITERAL( "User: " ), rest > {};
struct button_seat : plus< digit > {};
struct button_line : seq< ONGAME_LITERAL( "Button: seat " ), button_seat, eof > {};
struct max_seats : plus< digit > {};
struct players_line : seq< ONGAME_LITERAL( "Players in round: " ), plus< digit >,
                           opt< ONGAME_LITERAL( " (" ), max_seats, one< ')' > >, eof > {};
struct seat_number : plus< digit > {};
struct seat_stack : amount {};
struct seat_tail : seq< ONGAME_LITERAL( " (" ), seat_stack, one< ')' >, eof > {};
struct seat_player_name : plus< not_at< seat_tail >, any > {};
struct seat_line : seq< ONGAME_LITERAL( "Seat " ), seat_number, ONGAME_LITERAL( ": " ), seat_player_name,
                        seat_tail > {};

// ---------------------------------------------------------------- streets
struct separator_line : seq< ONGAME_LITERAL( "---" ), eof > {};
struct pocket_line : seq< ONGAME_LITERAL( "Dealing pocket cards" ), eof > {};
struct marker_flop : ONGAME_LITERAL( "flop" ) {};
struct marker_turn : ONGAME_LITERAL( "turn" ) {};
struct marker_river : ONGAME_LITERAL( "river" ) {};
struct board_line : seq< ONGAME_LITERAL( "--- Dealing " ), sor< marker_flop, marker_turn, marker_river >,
                         one< ' ' >, card_list, eof > {};
// Stud: "Dealing 4th street" .. "Dealing 6th street", "Dealing river" (7th).
struct stud_round : sor< range< '4', '6' >, seq< ONGAME_LITERAL( "river" ), eof > > {};
struct stud_street_line : seq< ONGAME_LITERAL( "Dealing " ), stud_round,
                               opt< ONGAME_LITERAL( "th street" ), eof > > {};
struct dealt_line : seq< ONGAME_LITERAL( "Dealing to " ), seated_name< ':' >, ONGAME_LITERAL( ": " ), card_list,
                         eof > {};
struct new_hand_line : seq< ONGAME_LITERAL( "New hand for " ), seated_name< ':' >, ONGAME_LITERAL( ": " ),
                            card_list, eof > {};
struct summary_marker : seq< ONGAME_LITERAL( "Summary:" ), eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct all_in : ONGAME_LITERAL( " [all in]" ) {};
struct post_small : seq< ONGAME_LITERAL( "posts small blind " ), paren_amount > {};
struct post_big : seq< ONGAME_LITERAL( "posts big blind " ), paren_amount > {};
struct post_dead : seq< ONGAME_LITERAL( "posts dead blind " ), paren_amount > {};
struct post_ante : seq< ONGAME_LITERAL( "posts ante " ), amount > {};
struct act_fold : ONGAME_LITERAL( "folds" ) {};
struct act_check : ONGAME_LITERAL( "checks" ) {};
struct act_call : seq< ONGAME_LITERAL( "calls " ), amount > {};
struct act_bet : seq< ONGAME_LITERAL( "bets " ), amount > {};
struct act_raise : seq< ONGAME_LITERAL( "raises " ), amount, ONGAME_LITERAL( " to " ), amount > {};
// Stud: "small bring in $0.50" the bring-in, "big bring in $1" the bring-in
// player opening for the whole small bet.
struct act_bring_in : seq< ONGAME_LITERAL( "small bring in " ), amount > {};
struct big_bring_in : seq< ONGAME_LITERAL( "big bring in " ), amount > {};
struct discard_count : plus< digit > {};
struct act_discard : seq< ONGAME_LITERAL( "changed " ), discard_count, ONGAME_LITERAL( " cards" ) > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, post_small, post_big, post_dead, post_ante,
                   act_bring_in, big_bring_in, act_discard > {};
struct expected_verb : verb {};
struct action_end : seq< opt< all_in >, eof > {};
struct expected_end : action_end {};
struct action_word : stars_text::whole_word< ONGAME_LITERAL( "posts" ), ONGAME_LITERAL( "folds" ),
                                             ONGAME_LITERAL( "checks" ), ONGAME_LITERAL( "calls" ),
                                             ONGAME_LITERAL( "bets" ), ONGAME_LITERAL( "raises" ),
                                             ONGAME_LITERAL( "small bring in" ), ONGAME_LITERAL( "big bring in" ),
                                             ONGAME_LITERAL( "changed" ) > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          stars_text::verb_after_name< action_word, verb, expected_verb, action_end, expected_end > > {};

// ---------------------------------------------------------------- summary
// "Main pot: $229.82 won by fyabcf ($226.82)", "... won by A ($5 High), B ($5 Low)",
// "Side pot 1: 2400 won by X (2400)".
struct share_amount : amount {};
struct share_half : sor< ONGAME_LITERAL( " High" ), ONGAME_LITERAL( " Low" ) > {};
struct share : seq< seated_name< ' ' >, ONGAME_LITERAL( " (" ), share_amount, opt< share_half >, one< ')' > > {};
struct pot_amount : amount {};
struct side_number : plus< digit > {};
struct pot_name : sor< ONGAME_LITERAL( "Main pot" ), seq< ONGAME_LITERAL( "Side pot " ), side_number > > {};
struct pot_line : seq< pot_name, ONGAME_LITERAL( ": " ), pot_amount, ONGAME_LITERAL( " won by " ), share,
                       star< ONGAME_LITERAL( ", " ), share >, eof > {};
struct rake_amount : amount {};
struct rake_line : seq< ONGAME_LITERAL( "Rake taken: " ), rake_amount, eof > {};
// "Seat 8: fyabcf ($350.06), net: +$113.91, [Kc, Kh] (PAIR KING)": the
// stack after the hand, the player's gain, the cards he showed.
struct final_stack : amount {};
struct net_part : seq< ONGAME_LITERAL( ", net: " ), one< '+', '-' >, amount > {};
struct shown_cards : seq< ONGAME_LITERAL( ", " ), card_list > {};
struct hand_description : plus< not_one< ')' > > {};  // "PAIR KING": the shown hand's words
struct hand_words : seq< ONGAME_LITERAL( " (" ), hand_description, one< ')' > > {};
struct summary_seat_line : seq< ONGAME_LITERAL( "Seat " ), seat_number, ONGAME_LITERAL( ": " ),
                                seated_name< ' ' >, ONGAME_LITERAL( " (" ), final_stack, one< ')' >,
                                opt< net_part >, opt< shown_cards >, opt< hand_words >, eof > {};

// The observer's empty "NAME:" and PokerStars' chat, which OnGame's own logs
// do not hold, are read silently all the same (docs/unrecognized-lines.md).
struct body_line : sor< board_line, separator_line, pocket_line, stud_street_line, summary_marker, dealt_line,
                        new_hand_line, action_line, stars_text::observer_empty_line, stars_text::chat_said_line > {};
struct summary_line : sor< pot_line, rake_line, summary_seat_line, end_line, stars_text::observer_empty_line,
                           stars_text::chat_said_line > {};
// clang-format on

}  // namespace parser::ongame

#undef ONGAME_LITERAL

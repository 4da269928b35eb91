// The 888poker (Pacific, Cassava) hand-history grammar: rules only (STYLE.md 15).
//
// 888 does not write the PokerStars layout. A hand is
//   #Game No : 1361370875                                   (optional prelude)
//   ***** 888poker Snap Poker Hand History for Game 1361370875 *****
//   $0.01/$0.02 Blinds No Limit Holdem - *** 15 05 2020 21:40:28
//   Table Osaka 6 Max (Real Money)
//   Seat 1 is the button
//   Total number of players : 5
//   Seat 2: ildgolfguy ( $0.78 )
//   ildgolfguy posts small blind [$0.01]
//   ** Dealing down cards **
//   Dealt to superpippa69 [ Tc, Td ]
//   superpippa69 raises [$0.06]        (the chips the raise adds)
//   ** Summary **
//   superpippa69 collected [ $0.04 ]
// with amounts in the client's locale ("$1,492.66", "0,44$", "3 023,50 $",
// "2.000 $") and card ranks in its language ("Knh", "Ec", "Vs", "8Pik").
// The actions are in parser/pacific_parser.cpp; docs/888_FORMAT.md lists
// every line. Player names are matched against the seat list as in
// parser/stars_text_rules.h (`seated_name`).
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::pacific {

// clang-format off
using namespace tao::pegtl;
using stars_text::sp;
using stars_text::rest;
using stars_text::seated_name;
#define PACIFIC_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- amounts
// Digits grouped by the locale's separators: ',' '.' ' ', a no-break space
// (also as the UTF-8 of a UTF-8 no-break space read as Windows-1252, "Â "
// in Limit5.txt). A separator must be followed by a digit; which one is the
// decimal point is decided when the amount is converted
// (parser/pacific_parser.cpp: amounts have at most two decimals).
struct no_break_space : sor< PACIFIC_LITERAL( "\xC2\xA0" ), PACIFIC_LITERAL( "\xC3\x82\xC2\xA0" ) > {};
struct group_separator : sor< one< ',', '.', ' ' >, no_break_space > {};
struct amount_digits : seq< digit, star< sor< digit, seq< group_separator, at< digit > > > > > {};
struct currency_symbol : sor< one< '$' >, utf8::one< U'\u20AC', U'\u00A3' > > {};
// "$0.01", "$ 10", "0,01 €", "25 $", "0,44$", "1 500" (chips); the blank
// beside the symbol may be a no-break space ("25 $/50 $" in Swedish.txt).
struct symbol_gap : sor< one< ' ' >, no_break_space > {};
struct amount : seq< opt< currency_symbol, opt< symbol_gap > >, amount_digits,
                     opt< opt< symbol_gap >, currency_symbol > > {};
struct bracket_amount : seq< one< '[' >, opt< one< ' ' > >, amount, opt< one< ' ' > >, one< ']' > > {};

// ---------------------------------------------------------------- cards
// Ranks in English and as the localised clients write them: Swedish (E ace,
// D queen, Kn jack), Dutch (H king, V queen, B jack), German suits (Pik,
// Kreuz, Herz, Karo), French suits p (pique) and t (trèfle) beside d
// (NLHE-6max-SNG-0.10-201206.hands.txt; its hearts, coeur, would be a 'c'
// no line shows, read as clubs), and Russian written in Windows-1251 but decoded as
// Windows-1252 (Т ace = "Ò", К king = "Ê", Д queen = "Ä", В jack = "Â").
struct rank_ten : sor< PACIFIC_LITERAL( "10" ), one< 'T' > > {};
struct rank_ace : sor< one< 'A', 'E' >, PACIFIC_LITERAL( "\xC3\x92" ) > {};
struct rank_king : sor< seq< one< 'K' >, not_at< one< 'n' > > >, one< 'H' >, PACIFIC_LITERAL( "\xC3\x8A" ) > {};
struct rank_queen : sor< one< 'Q', 'D', 'V' >, PACIFIC_LITERAL( "\xC3\x84" ) > {};
struct rank_jack : sor< one< 'J', 'B' >, PACIFIC_LITERAL( "Kn" ), PACIFIC_LITERAL( "\xC3\x82" ) > {};
struct rank_digit : range< '2', '9' > {};
struct card_rank : sor< rank_ten, rank_ace, rank_king, rank_queen, rank_jack, rank_digit > {};
struct suit_clubs : sor< PACIFIC_LITERAL( "Kreuz" ), one< 'c', 't' > > {};
struct suit_diamonds : sor< PACIFIC_LITERAL( "Karo" ), one< 'd' > > {};
struct suit_hearts : sor< PACIFIC_LITERAL( "Herz" ), one< 'h' > > {};
struct suit_spades : sor< PACIFIC_LITERAL( "Pik" ), one< 's', 'p' > > {};
struct card_suit : sor< suit_clubs, suit_diamonds, suit_hearts, suit_spades > {};
struct card : seq< card_rank, card_suit > {};
// "[ Tc, Td ]"; "[ ]" when nothing is shown.
struct card_list : seq< one< '[' >, opt< sp >, opt< card, star< one< ',' >, opt< sp >, card > >, opt< sp >,
                        one< ']' > > {};

// ---------------------------------------------------------------- header
struct game_no_line : seq< PACIFIC_LITERAL( "#Game No : " ), plus< digit >, rest > {};
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct hand_number_end : sor< one< ' ' >, eof > {};
struct expected_hand_number : seq< hand_number_chars, at< hand_number_end > > {};
// "888poker", "888poker Snap Poker", "Cassava", "888.ro BLAST", "LuckyAcePoker.com".
struct snap_brand : PACIFIC_LITERAL( "Snap Poker " ) {};
struct brand_word : plus< not_one< ' ' > > {};
struct banner_line : seq< PACIFIC_LITERAL( "***** " ),
                          star< not_at< PACIFIC_LITERAL( "Hand History for Game " ) >,
                                sor< snap_brand, seq< brand_word, one< ' ' > > > >,
                          PACIFIC_LITERAL( "Hand History for Game " ),
                          stars_text::whole_hand_number< hand_number, hand_number_end, expected_hand_number >,
                          rest > {};

struct stake_low : amount {};
struct stake_high : amount {};
struct limit_no : PACIFIC_LITERAL( "No Limit" ) {};
struct limit_pot : PACIFIC_LITERAL( "Pot Limit" ) {};
struct limit_fixed : PACIFIC_LITERAL( "Fix Limit" ) {};
struct game_omaha_hilo : PACIFIC_LITERAL( "OmahaHL" ) {};
struct game_omaha : PACIFIC_LITERAL( "Omaha" ) {};
struct game_holdem : PACIFIC_LITERAL( "Holdem" ) {};
struct game_name : sor< game_omaha_hilo, game_omaha, game_holdem > {};
struct stamp : seq< rep< 2, digit >, one< ' ' >, rep< 2, digit >, one< ' ' >, rep< 4, digit >, one< ' ' >,
                    rep< 2, digit >, one< ':' >, rep< 2, digit >, one< ':' >, rep< 2, digit > > {};
struct expected_game : seq< sor< limit_no, limit_pot, limit_fixed >, one< ' ' >, game_name > {};
struct game_line : seq< stake_low, one< '/' >, stake_high, PACIFIC_LITERAL( " Blinds " ), must< expected_game >,
                        opt< PACIFIC_LITERAL( " Jackpot table" ) >, PACIFIC_LITERAL( " - ***" ),
                        opt< one< ' ' >, stamp >, rest > {};

// "Table Osaka 6 Max (Real Money)", "Table Jerusalem (Practice Play)",
// "Tournament #71034523 $0.50 + $0.05 - Table #5 9 Max (Real Money)",
// "Tournament #117406 Free 10 Max (Real Money)".
struct max_seats : plus< digit > {};
struct seats_max : seq< one< ' ' >, max_seats, PACIFIC_LITERAL( " Max" ), at< one< ' ' >, one< '(' > > > {};
struct practice_play : PACIFIC_LITERAL( "(Practice Play)" ) {};
struct money_kind : seq< sor< PACIFIC_LITERAL( "(Real Money)" ), practice_play >, eof > {};
struct table_tail : seq< opt< seats_max >, one< ' ' >, money_kind > {};
struct table_name : plus< not_at< table_tail >, any > {};
struct cash_table : seq< PACIFIC_LITERAL( "Table " ), table_name, table_tail > {};
struct tournament_id : plus< digit > {};
struct tournament_table : seq< PACIFIC_LITERAL( "Tournament #" ), tournament_id, one< ' ' >,
                               opt< table_name >, table_tail > {};
struct table_line : sor< cash_table, tournament_table > {};

// ---------------------------------------------------------------- seats
struct button_seat : plus< digit > {};
struct button_line : seq< PACIFIC_LITERAL( "Seat " ), button_seat, PACIFIC_LITERAL( " is the button" ), eof > {};
struct players_line : seq< PACIFIC_LITERAL( "Total number of players : " ), rest > {};
struct seat_number : plus< digit > {};
struct seat_stack : amount {};
struct seat_tail : seq< PACIFIC_LITERAL( " ( " ), seat_stack, PACIFIC_LITERAL( " )" ), eof > {};
// Blank in anonymised exports ("Seat 2:  ( $895 )").
struct seat_player_name : star< not_at< seat_tail >, any > {};
struct seat_line : seq< PACIFIC_LITERAL( "Seat " ), seat_number, PACIFIC_LITERAL( ": " ), seat_player_name,
                        seat_tail > {};

// ---------------------------------------------------------------- streets
struct marker_down : PACIFIC_LITERAL( "down cards" ) {};
struct marker_flop : sor< PACIFIC_LITERAL( "flop" ), PACIFIC_LITERAL( "Flop" ) > {};
struct marker_turn : sor< PACIFIC_LITERAL( "turn" ), PACIFIC_LITERAL( "Turn" ) > {};
struct marker_river : sor< PACIFIC_LITERAL( "river" ), PACIFIC_LITERAL( "River" ) > {};
struct street_line : seq< PACIFIC_LITERAL( "** Dealing " ), sor< marker_down, marker_flop, marker_turn, marker_river >,
                          PACIFIC_LITERAL( " **" ), opt< sp, card_list >, eof > {};
struct summary_marker : seq< PACIFIC_LITERAL( "** Summary **" ), eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct dead_live : amount {};
struct dead_part : amount {};
// "posts dead blind [$0.01 + $0.02]": a dead small blind and a live big one.
struct post_dead : seq< PACIFIC_LITERAL( "posts dead blind [" ), dead_part, PACIFIC_LITERAL( " + " ), dead_live,
                        one< ']' > > {};
struct post_small : seq< PACIFIC_LITERAL( "posts small blind " ), bracket_amount > {};
struct post_big : seq< PACIFIC_LITERAL( "posts big blind " ), bracket_amount > {};
struct post_ante : seq< PACIFIC_LITERAL( "posts ante " ), bracket_amount > {};
struct act_fold : PACIFIC_LITERAL( "folds" ) {};
struct act_check : PACIFIC_LITERAL( "checks" ) {};
struct act_call : seq< PACIFIC_LITERAL( "calls " ), bracket_amount > {};
struct act_bet : seq< PACIFIC_LITERAL( "bets " ), bracket_amount > {};
struct act_raise : seq< PACIFIC_LITERAL( "raises " ), bracket_amount > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, post_small, post_big, post_ante,
                   post_dead > {};
struct expected_verb : verb {};
struct action_end : eof {};
struct expected_end : action_end {};
// The words 888's lines of a player begin with after "NAME "
// (docs/unrecognized-lines.md): a line that goes on with one of them must
// be read; one that goes on otherwise ("Bob has requested the time bank")
// is no line 888 writes.
struct action_word : stars_text::whole_word< PACIFIC_LITERAL( "posts" ), PACIFIC_LITERAL( "folds" ),
                                             PACIFIC_LITERAL( "checks" ), PACIFIC_LITERAL( "calls" ),
                                             PACIFIC_LITERAL( "bets" ), PACIFIC_LITERAL( "raises" ),
                                             PACIFIC_LITERAL( "shows" ), PACIFIC_LITERAL( "mucks" ),
                                             PACIFIC_LITERAL( "collected" ), PACIFIC_LITERAL( "did not show" ) > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          stars_text::verb_after_name< action_word, verb, expected_verb, action_end, expected_end > > {};

struct dealt_line : seq< PACIFIC_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, one< ' ' >, card_list, eof > {};

// ---------------------------------------------------------------- summary
struct show_cards : seq< PACIFIC_LITERAL( "shows " ), card_list > {};
struct muck_cards : seq< PACIFIC_LITERAL( "mucks " ), card_list > {};
struct show_line : seq< seated_name< ' ' >, one< ' ' >, sor< show_cards, muck_cards >, eof > {};
struct collected_amount : amount {};
struct collected_line : seq< seated_name< ' ' >, PACIFIC_LITERAL( " collected [ " ), collected_amount,
                             PACIFIC_LITERAL( " ]" ), eof > {};
struct no_show_line : seq< seated_name< ' ' >, PACIFIC_LITERAL( " did not show his hand" ), eof > {};
// "(Hi: 5c, 5d, Th, Kd, As)", "(Lo: ...)": the five cards a shown Omaha
// hand plays, on the line after the show.
struct hand_cards_line : seq< sor< PACIFIC_LITERAL( "(Hi: " ), PACIFIC_LITERAL( "(Lo: " ) >, rest > {};
// Tournament notices between hands: "jpprewitt finished 64/79".
struct finished_line : seq< seated_name< ' ' >, PACIFIC_LITERAL( " finished " ), rest > {};

// The observer's empty "NAME:" and PokerStars' chat, which 888's own logs
// do not hold, are read silently all the same (docs/unrecognized-lines.md).
struct body_line : sor< street_line, summary_marker, dealt_line, action_line, stars_text::observer_empty_line,
                        stars_text::chat_said_line > {};
struct summary_line : sor< collected_line, show_line, no_show_line, hand_cards_line, finished_line,
                           stars_text::observer_empty_line, stars_text::chat_said_line > {};
// clang-format on

}  // namespace parser::pacific

#undef PACIFIC_LITERAL

// The Winamax hand-history grammar: rules only (STYLE.md 15).
//
// Winamax writes a PokerStars-like layout (parser/stars_text_rules.h holds
// the rules the rooms share) in its own words: the header `Winamax Poker -
// CashGame - HandId: #18876587-492053-1523125853 - Holdem no limit
// (0.01€/0.02€) - 2018/04/07 18:30:53 UTC` (or `Tournament "NAME" buyIn: ..
// level: 6`, `Go Fast "NAME"`), stakes of three amounts when there is an ante
// (ante/small/big), the currency after the amount (`0.02€`), `Table: 'NAME'`,
// actions without a colon (`Hero raises 0.04€ to 0.06€`), `*** ANTE/BLINDS
// ***`, `*** PRE-FLOP ***`, board cards in brackets without a blank
// (`[9d 6h 8h][3h]`), hidden cards as `X`, stud streets `*** 3rd STREET ***`
// (older logs `*** THIRD ***`), draw rounds `*** FIRST-BET ***` and `***
// FIRST-DRAW ***`, summary seat lines `won 0.10€` without brackets and a
// total rounded to thousands in tournaments (`Total pot 6.02k`). The actions
// are in parser/winamax_parser.cpp; docs/WINAMAX_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::winamax {

// clang-format off
using namespace stars_text;
#define WMX_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- amounts and cards
// "0.02€", "1500", "€4.50"; a negative raise occurs once in the corpus
// ("raises -6.10€ to 18.90€"): the sign is read and the raise-to judged.
struct minus_sign : one< '-' > {};
struct amount : seq< opt< currency_symbol >, opt< minus_sign >, amount_number, opt< currency_symbol > > {};
// A hidden card is one `X`: "Dealt to Player0 [X X 9h] [Kh]".
struct hidden_x : one< 'X' > {};
struct card_or_x : sor< card, hidden_x > {};
struct card_list : seq< one< '[' >, opt< card_or_x, star< sp, card_or_x > >, one< ']' > > {};
// "[9d 6h 8h][3h]" or "[X X 9h] [Kh]".
struct card_lists : seq< card_list, star< opt< sp >, card_list > > {};

// ---------------------------------------------------------------- header
struct hand_number_chars : plus< sor< digit, one< '-' > > > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< WMX_LITERAL( " - " ) > > {};
struct tournament_word : WMX_LITERAL( "Tournament \"" ) {};
struct fast_fold_word : WMX_LITERAL( "Go Fast \"" ) {};
struct hand_id_part : WMX_LITERAL( " - HandId: #" ) {};
struct event_kind : sor< WMX_LITERAL( "CashGame" ), seq< sor< tournament_word, fast_fold_word >,
                                                         star< not_at< hand_id_part >, any > > > {};
struct game_holdem : WMX_LITERAL( "Holdem" ) {};
struct game_omaha8 : WMX_LITERAL( "Omaha8" ) {};   // older logs: Omaha Hi/Lo
struct game_omaha5_short : WMX_LITERAL( "Omaha5" ) {};
struct game_stud7_dash : sor< WMX_LITERAL( "7-Card Stud" ), WMX_LITERAL( "7stud" ) > {};
struct game_27_triple : sor< WMX_LITERAL( "2-7 Triple Draw" ), WMX_LITERAL( "Lowball27" ) > {};
struct wmx_game_name : seq< sor< game_holdem, game_omaha8, game_omaha5_short, game_omaha5, game_omaha,
                                 game_stud7_dash, game_razz, game_27_triple >, opt< hi_lo > > {};
// "(0.01€/0.02€)"; with an ante first: "(30/200/400)", stud "(5€/25€/50€)".
struct ante_amount : amount {};
struct stake_low : amount {};
struct stake_high : amount {};
struct three_stakes : seq< at< amount, one< '/' >, amount, one< '/' > >, ante_amount, one< '/' >, stake_low, one< '/' >,
                           stake_high > {};
struct two_stakes : seq< stake_low, one< '/' >, stake_high > {};
struct wmx_game : seq< wmx_game_name, sp, limit_name, sp, one< '(' >, sor< three_stakes, two_stakes >, one< ')' > > {};
struct expected_game : wmx_game {};
struct header_line : seq< WMX_LITERAL( "Winamax Poker - " ), event_kind, hand_id_part,
                          whole_hand_number< hand_number, WMX_LITERAL( " - " ), expected_hand_number >,
                          WMX_LITERAL( " - " ), must< expected_game >, rest > {};

// ---------------------------------------------------------------- table and seats
// "Table: 'Wichita 05' 5-max (real money) Seat #1 is the button"; one log
// writes "Table 'Nagoya'", one "Seat 3 is the button", stud tables no button.
struct money_kind : sor< WMX_LITERAL( "(real money)" ), WMX_LITERAL( "(play money)" ) > {};
struct table_line : seq< WMX_LITERAL( "Table" ), opt< one< ':' > >, sp, one< '\'' >, table_name, one< '\'' >,
                         opt< sp, max_seats, WMX_LITERAL( "-max" ) >, opt< sp, money_kind >,
                         opt< sp, WMX_LITERAL( "Seat " ), opt< one< '#' > >, button_seat,
                              WMX_LITERAL( " is the button" ) >,
                         rest > {};
// "Seat 3: NAME (118.92€)", "(18694, 9€ bounty)"; "()" for a seat whose
// player has left (no stack: nothing to play).
struct seat_stack : amount {};
struct no_stack : success {};
struct bounty : seq< one< ',' >, sp, amount, WMX_LITERAL( " bounty" ) > {};
struct seat_tail : seq< WMX_LITERAL( " (" ), sor< seat_stack, no_stack >, opt< bounty >, one< ')' >, eof > {};
struct seat_player_name : plus< not_at< seat_tail >, any > {};
struct seat_line : seq< WMX_LITERAL( "Seat " ), seat_number, WMX_LITERAL( ": " ), seat_player_name, seat_tail > {};

// ---------------------------------------------------------------- streets
struct marker_preflop : sor< WMX_LITERAL( "PRE-FLOP" ), WMX_LITERAL( "FIRST-BET" ) > {};
struct marker_blinds : WMX_LITERAL( "ANTE/BLINDS" ) {};
// Draw: a bet round after a draw is the draw's round; the draws start them.
struct marker_bet_round : sor< WMX_LITERAL( "SECOND-BET" ), WMX_LITERAL( "THIRD-BET" ), WMX_LITERAL( "FOURTH-BET" ) > {};
struct marker_draw_first : WMX_LITERAL( "FIRST-DRAW" ) {};
struct marker_draw_second : WMX_LITERAL( "SECOND-DRAW" ) {};
struct marker_draw_third : WMX_LITERAL( "THIRD-DRAW" ) {};
// Stud: "3rd STREET" .. "6th STREET" (stars_text::marker_stud_street), and
// older logs' "THIRD" .. "SIXTH"; the last round, "7th STREET" or "SEVENTH",
// is the river of PokerStars' logs.
struct marker_stud_third : WMX_LITERAL( "THIRD" ) {};
struct marker_stud_fourth : WMX_LITERAL( "FOURTH" ) {};
struct marker_stud_fifth : WMX_LITERAL( "FIFTH" ) {};
struct marker_stud_sixth : WMX_LITERAL( "SIXTH" ) {};
struct marker_seventh : sor< WMX_LITERAL( "7th STREET" ), WMX_LITERAL( "SEVENTH" ) > {};
struct marker_stud_word : sor< marker_stud_third, marker_stud_fourth, marker_stud_fifth, marker_stud_sixth > {};
struct street_marker : sor< marker_preflop, marker_flop, marker_turn, marker_river, marker_showdown, marker_summary,
                            marker_blinds, marker_bet_round, marker_draw_first, marker_draw_second,
                            marker_draw_third, marker_seventh, marker_stud_street, marker_stud_word > {};
struct street_line : seq< WMX_LITERAL( "*** " ), street_marker, WMX_LITERAL( " ***" ), opt< one< ':' > >,
                          opt< sp, card_lists >, opt< sp >, eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct dealt_line : seq< WMX_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, sp, card_lists, opt< sp >, eof > {};

struct out_of_position : WMX_LITERAL( " out of position" ) {};
// A dead small blind, before the player's own big blind (or alone).
struct post_dead_small : seq< WMX_LITERAL( "posts small blind " ), amount, out_of_position > {};
struct post_small : seq< WMX_LITERAL( "posts small blind " ), amount > {};
struct post_big : seq< WMX_LITERAL( "posts big blind " ), amount, opt< out_of_position > > {};
struct post_ante : seq< WMX_LITERAL( "posts ante " ), amount > {};
struct act_call : seq< WMX_LITERAL( "calls " ), amount > {};
struct act_bet : seq< WMX_LITERAL( "bets " ), amount > {};
struct raise_to : amount {};
struct act_raise : seq< WMX_LITERAL( "raises " ), amount, WMX_LITERAL( " to " ), raise_to > {};
struct act_bring_in : seq< sor< WMX_LITERAL( "brings in " ), WMX_LITERAL( "bring-in " ) >, amount > {};
// "discard 2 cards" (the cards are not shown), "stands pat [2h Td 8c 7c 8s]".
struct act_discard : seq< WMX_LITERAL( "discard" ), opt< one< 's' > >, sp, discard_count, WMX_LITERAL( " card" ),
                          opt< one< 's' > >, opt< sp, card_list > > {};
struct act_stand_pat : seq< WMX_LITERAL( "stands pat" ), opt< sp, card_list > > {};
// A player back from sitting out who will not post: no money moves.
struct act_deny : sor< WMX_LITERAL( "denies big blind" ), seq< WMX_LITERAL( "deny BB " ), amount > > {};
struct verb : sor< act_fold, act_check, act_call, act_raise, act_bet, post_dead_small, post_small, post_big,
                   post_ante, act_show, act_bring_in, act_discard, act_stand_pat, act_deny > {};
struct expected_verb : verb {};
// PokerStars' action words and Winamax's own spellings.
struct wmx_action_word : sor< action_word, whole_word< WMX_LITERAL( "bring-in" ), WMX_LITERAL( "discard" ),
                                                       WMX_LITERAL( "denies" ), WMX_LITERAL( "deny" ) > > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< wmx_action_word, verb, expected_verb, action_end, expected_action_end > > {};

// "NAME collected 0.10€ from pot", "from main pot", "from side pot 1",
// Hi/Lo halves "from pot(HI)", "from pot (LO)".
struct pot_side : seq< WMX_LITERAL( "side pot" ), opt< sp, side_pot_number > > {};
struct collected_line : seq< seated_name< ' ' >, WMX_LITERAL( " collected " ), amount, WMX_LITERAL( " from " ),
                             sor< pot_main, pot_side, pot_only >, rest > {};

// A deny by a player the seat list lacks (PLO-FR-EUR-0.02-0.05-201009.Sample:
// "Player30 deny BB 0€" of a player not seated): no money moves.
struct deny_line : seq< plus< not_at< one< ' ' >, act_deny >, any >, one< ' ' >, act_deny, opt< sp >, eof > {};
// Chat and the observer's empty line, which Winamax's own logs do not hold
// (docs/unrecognized-lines.md), are read silently all the same.
struct body_line : sor< seat_line, dealt_line, collected_line, action_line, table_line, deny_line,
                        observer_empty_line, chat_said_line > {};

// ---------------------------------------------------------------- summary
// "Total pot 0.10€ | No rake", "| Rake 0.01€"; tournaments round a total of
// a thousand chips or more: "Total pot 6.02k".
struct thousands : one< 'k' > {};
struct total_pot : seq< amount_number, opt< thousands >, opt< currency_symbol > > {};
struct rake : amount {};
struct no_rake : WMX_LITERAL( "No rake" ) {};
struct total_pot_line : seq< WMX_LITERAL( "Total pot " ), total_pot, WMX_LITERAL( " | " ),
                             sor< no_rake, seq< WMX_LITERAL( "Rake " ), rake > >, opt< sp >, must< expected_line_end > > {};
struct board_cards : card_list {};
struct board_line : seq< WMX_LITERAL( "Board: " ), board_cards, opt< sp >, eof > {};
// "won 0.10€", "showed [..] and won 102.66 with Straight Ten high",
// "showed [..] and lost with One pair : 5", "folded on the pre-flop", "mucked".
struct won_amount : amount {};
struct summary_won : seq< WMX_LITERAL( "won " ), won_amount, opt< WMX_LITERAL( " with " ), summary_description > > {};
struct summary_showed : seq< WMX_LITERAL( "showed " ), card_list, sp,
                             sor< seq< WMX_LITERAL( "and " ), summary_won >,
                                  seq< WMX_LITERAL( "and lost" ), opt< WMX_LITERAL( " with " ), summary_description > > >,
                             opt< sp >, eof > {};
struct summary_folded : seq< WMX_LITERAL( "folded" ), rest > {};
struct summary_outcome : sor< summary_showed, summary_won, summary_folded, summary_mucked > {};
struct summary_seat_line : seq< WMX_LITERAL( "Seat " ), seat_number, WMX_LITERAL( ": " ), seat_owner_name,
                                star< sp, position_tag >, sp, summary_outcome > {};
struct summary_line : sor< summary_seat_line, total_pot_line, board_line, street_line, other_seat_line > {};
// clang-format on

}  // namespace parser::winamax

#undef WMX_LITERAL

// PartyPoker's other layout, of emailed and instant hand histories
// (2008-2026): rules only (STYLE.md 15). A hand is
//   ***** Hand History For Game 1618961225358jrdwo4ad458 *****
//   0.01/0.02 Texas Hold'em Game Table (NL)  -  Mon Jul 12 13:38:32 EDT 2010
//   Table 20BB Min Speed #1775757  (Real Money) -- Seat 1 is the button
//   Total number of players : 9/9
//   Seat 1: Player1 ($0.95)
//   Player2 posts small blind (0.01)
//   ** Dealing down cards **
//   Dealt to Hero [ Tc, 9d ]
//   Player3 raises 0.06 to 0.08          (the chips it adds, to the street total)
//   Player6 calls (0.06)
//   Player2 is all-In.                   (of the player's action before)
//   ** Dealing Flop ** :  [ 5s, 7h, 6h ]
//   ** Summary **
//   Main Pot: $0.18 Rake: $0             (the pots paid out, after the rake)
//   Board: [ 5s 7h 6h ]
//   Player3 balance $0.96, bet $0.21, collected $0.31, net +$0.1
// The seat lines, the hole cards, folds and checks and the notices are the
// first layout's (parser/partypoker_grammar.h), whose rules are reused;
// the actions are in parser/partypoker_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/partypoker_grammar.h"
#include "parser/text_literal.h"

namespace parser::partypoker::emailed {

// clang-format off
using namespace tao::pegtl;
using stars_text::blanks;
using stars_text::rest;
using stars_text::seated_name;
#define PARTY_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
// "1618961225358jrdwo4ad458" since 2019, digits before.
struct hand_id_chars : plus< alnum > {};
struct hand_id : hand_id_chars {};
struct banner_end : seq< PARTY_LITERAL( " *****" ), eof > {};
struct expected_hand_id : seq< hand_id_chars, at< banner_end > > {};
struct banner_line : seq< PARTY_LITERAL( "***** Hand History For Game " ),
                          stars_text::whole_hand_number< hand_id, banner_end, expected_hand_id >, banner_end > {};

// "0.01/0.02 Texas Hold'em Game Table (NL)  -  Mon Jul 12 13:38:32 EDT 2010",
// "800/1600 Tourney Texas Hold'em Game Table (NL)  (MTT Tournament #42974198)  -  ...",
// "20/40 Tourney Texas Holdem Game Table (NL) (SNG JackPot Tournament #241086059) (Buyin $0.23 + $0.02) - ...",
// "0.10/0.25 Omaha Hi Game Table (PL) - ...".
struct tourney_word : seq< PARTY_LITERAL( "Tourney" ), blanks > {};
struct game_holdem : sor< PARTY_LITERAL( "Texas Hold'em" ), PARTY_LITERAL( "Texas Holdem" ) > {};
struct game_omaha_hilo : PARTY_LITERAL( "Omaha Hi-Lo" ) {};
struct game_omaha : PARTY_LITERAL( "Omaha Hi" ) {};
struct game_name : sor< game_holdem, game_omaha_hilo, game_omaha > {};
struct expected_game : game_name {};
struct limit : seq< one< '(' >, sor< limit_no, limit_pot, limit_fixed >, one< ')' > > {};
struct tournament_info : seq< PARTY_LITERAL( "Tournament #" ), tournament_id > {};
struct game_line : seq< stake_low, one< '/' >, stake_high, blanks, opt< tourney_word >, must< expected_game >,
                        PARTY_LITERAL( " Game Table " ), limit, star< sor< tournament_info, any > > > {};

// "Table 20BB Min Speed #1775757  (Real Money) -- Seat 1 is the button",
// "Table (241086059) Table #1 (Real Money) -- Seat 2 is the button".
struct button_seat : plus< digit > {};
struct money_kind : seq< one< '(' >, opt< blanks >, sor< PARTY_LITERAL( "Real Money" ), play_money >, opt< blanks >,
                         one< ')' > > {};
struct table_tail : seq< opt< blanks >, money_kind,
                         opt< PARTY_LITERAL( " -- Seat " ), button_seat, PARTY_LITERAL( " is the button" ) >, eof > {};
struct table_name : plus< not_at< table_tail >, any > {};
struct table_line : seq< PARTY_LITERAL( "Table " ), table_name, table_tail > {};

// ---------------------------------------------------------------- streets
struct street_line : seq< PARTY_LITERAL( "** Dealing " ), sor< pacific::marker_down, marker_flop, marker_turn, marker_river >,
                          PARTY_LITERAL( " **" ), opt< opt< blanks >, one< ':' > >, opt< blanks, card_list >, eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
// "(0.02)", "(50)": the chips the line puts in.
struct paren_money : seq< one< '(' >, opt< blanks >, money, opt< blanks >, one< ')' > > {};
struct post_small : seq< PARTY_LITERAL( "posts small blind" ), blanks, paren_money > {};
struct post_big : seq< PARTY_LITERAL( "posts big blind" ), blanks, paren_money > {};
struct post_ante : seq< PARTY_LITERAL( "posts ante" ), blanks, paren_money > {};
struct act_call : seq< PARTY_LITERAL( "calls" ), blanks, paren_money > {};
struct act_bet : seq< PARTY_LITERAL( "bets" ), blanks, paren_money > {};
// "raises 0.06 to 0.08": adds 0.06, to a street total of 0.08.
struct raise_total : pacific::amount {};
struct act_raise : seq< PARTY_LITERAL( "raises" ), blanks, money, blanks, PARTY_LITERAL( "to" ), blanks, raise_total > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, post_small, post_big, post_ante > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >, verb, eof > {};
// "Player2 is all-In.": the player's last action emptied his stack.
struct all_in_line : seq< seated_name< ' ' >, PARTY_LITERAL( " is all-In" ), opt< one< '.' > >, eof > {};
// An all-in player's cash-out: "Player2 Cash-out Premium % is 1.0", the
// house's fee in per cent of his stake's worth; "Player2 opted for cash-out",
// "Player2 probabilty is 60.37" (nothing); and "Player2 Cashout Amount is
// 23.01", the house's payment, the premium taken off.
struct cash_out_premium : pacific::amount {};
struct cash_out_premium_line : seq< seated_name< ' ' >, PARTY_LITERAL( " Cash-out Premium % is " ), cash_out_premium,
                                    eof > {};
struct cash_out_amount : pacific::amount {};
struct cash_out_line : seq< seated_name< ' ' >, PARTY_LITERAL( " Cashout Amount is " ), cash_out_amount, eof > {};
struct cash_out_notice : seq< seated_name< ' ' >, one< ' ' >,
                              sor< PARTY_LITERAL( "Cash-out Premium" ), PARTY_LITERAL( "opted for cash-out" ),
                                   PARTY_LITERAL( "probabilty is" ), PARTY_LITERAL( "probability is" ) >, rest > {};
// "Creating Main Pot with $ 38.50 with Player2, Hero", "Creating Side Pot 1 with ...":
// the summary states the pots again.
struct pot_notice : seq< PARTY_LITERAL( "Creating " ), rest > {};

// ---------------------------------------------------------------- summary
struct summary_marker : seq< PARTY_LITERAL( "** Summary **" ), eof > {};
// "Main Pot: $0.18 Rake: $0", "Main Pot: 35656500 Side Pot 1: 3767420":
// what was paid out of each pot, and the rake taken before.
struct pot_amount : pacific::amount {};
struct rake_amount : pacific::amount {};
struct side_pot : seq< PARTY_LITERAL( "Side Pot " ), plus< digit >, PARTY_LITERAL( ": " ), pot_amount > {};
struct pots_line : seq< PARTY_LITERAL( "Main Pot: " ), pot_amount, star< blanks, side_pot >,
                        opt< blanks, PARTY_LITERAL( "Rake: " ), rake_amount >, eof > {};
struct board_line : seq< PARTY_LITERAL( "Board: " ), card_list, eof > {};
// "Player3 balance $0.96, bet $0.21, collected $0.31, net +$0.1",
// "Player1 balance $0.95, didn't bet (folded)", "Player4 balance $1.71, sits out",
// "Hero balance 846, lost 327[ Ah, Ks ] [ two pairs, kings ... ]" (the cards
// shown down), "Player2 Cashed out  balance $23.01, ..., collected $23.01"
// (the cash-out, not a pot).
struct cashed_out : seq< PARTY_LITERAL( "Cashed out" ), blanks > {};
struct collected_amount : pacific::amount {};
struct sits_out : PARTY_LITERAL( "sits out" ) {};
// "[ a pair of nines -- Ad,Kh,Qc,9h,9d ]": the words, then the five cards.
struct description_end : seq< opt< blanks >, sor< PARTY_LITERAL( "--" ), one< ']' > > > {};
struct hand_description : plus< not_at< description_end >, any > {};
struct shown_cards : seq< card_list, opt< opt< blanks >, one< '[' >, opt< blanks >, hand_description, one< ']' > >,
                          rest > {};
struct summary_player_line : seq< seated_name< ' ' >, one< ' ' >, opt< cashed_out >, PARTY_LITERAL( "balance " ),
                                  star< sor< seq< PARTY_LITERAL( ", collected " ), collected_amount >, sits_out,
                                             seq< not_one< '[' > > > >,
                                  opt< shown_cards > > {};

struct body_line : sor< street_line, dealt_line, action_line, all_in_line, cash_out_line, cash_out_premium_line,
                        cash_out_notice, pot_notice,
                        summary_marker, pots_line, board_line, summary_player_line, notice_line > {};

// A name the seat list does not hold, before a verb.
struct unseated_name : plus< not_at< one< ' ' >, verb >, any > {};
struct unseated_action : seq< unseated_name, one< ' ' >, verb, eof > {};
// clang-format on

}  // namespace parser::partypoker::emailed

#undef PARTY_LITERAL

// The CoinPoker hand-history grammar: rules only (STYLE.md 15).
//
// CoinPoker writes the PokerStars layout (parser/stars_text_rules.h holds the
// rules the two share) in tether, `₮` (USDT), with its own header,
// `CoinPoker Hand #108166800274: NLH (₮0.05/₮0.10) 2026/08/10 16:52:33 CEST`
// (a tournament's stakes add the ante: `NLH (1,500/3,000/375)`), a
// tournament's table line `Tournament '₮11 Turbo' '87452' 7-max Seat #1 is the
// button`, dealt lines without cards for the other players, and words
// PokerStars never writes: `posts ante 13` (no "the"), `ALLIN 5,475` (an
// all-in stating what it adds), `AUTOBB ₮0.10` (a new player's big blind,
// posted after the deal), `RETURN ₮1.99` (the uncalled bet returned), an
// ` ALLIN` mark after a blind or ante that takes the last chip, `SPLASH
// dropped ₮0.60` (the house adds to the pot), `Splash Fee ₮0.01` in the total
// line, `Hand was run once`, boards written `Board [ 5s 9c Td ]` (blanks
// inside the brackets, `[  ]` for none), `Game ended: ..`, and summary seat
// lines `showed [..] and lost with One Pair` and `didn't show`. The actions
// are in parser/coinpoker_parser.cpp; docs/COINPOKER_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::coinpoker {

// clang-format off
using namespace stars_text;
#define COIN_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< one< ':' > > > {};
struct game_nlh : COIN_LITERAL( "NLH" ) {};
// "(₮0.05/₮0.10)" at cash tables, "(50/100/13)" in tournaments: the third is the ante.
struct coin_ante : amount {};
struct coin_stakes : seq< one< '(' >, stake_low, one< '/' >, stake_high, opt< one< '/' >, coin_ante >, one< ')' > > {};
struct coin_game : seq< game_nlh, sp, coin_stakes > {};
struct expected_game : coin_game {};
struct header_line : seq< COIN_LITERAL( "CoinPoker Hand #" ),
                          whole_hand_number< hand_number, one< ':' >, expected_hand_number >,
                          one< ':' >, sp, must< expected_game >, rest > {};

// ---------------------------------------------------------------- body
// PokerStars' seat line, listed from any seat (the reader puts it in order).
struct seat_line : stars_text::seat_line {};
// "Tournament '₮11 Turbo' '87452' 7-max Seat #1 is the button": the
// tournament's name (with its buy-in), its number, its one table.
struct tournament_name : star< not_one< '\'' > > {};
struct tournament_id : plus< digit > {};
struct tournament_table_line : seq< COIN_LITERAL( "Tournament '" ), tournament_name, COIN_LITERAL( "' '" ),
                                    tournament_id, one< '\'' >, opt< sp, max_seats, COIN_LITERAL( "-max" ) >,
                                    opt< sp, COIN_LITERAL( "Seat #" ), button_seat,
                                         COIN_LITERAL( " is the button" ) >, eof > {};
// "Dealt to NAME" (another player: no cards) or "Dealt to Hero [Ah 9h]".
struct dealt_line : seq< COIN_LITERAL( "Dealt to " ),
                         sor< seq< seated_name< ' ', '[' >, sp, dealt_cards >, seq< seated_name<>, eof > >,
                         opt< sp >, eof > {};
struct post_ante : seq< COIN_LITERAL( "posts ante " ), amount > {};
// A new player's big blind, posted at his turn after the deal.
struct post_auto_big : seq< COIN_LITERAL( "AUTOBB " ), amount > {};
// All in for what it adds: a call, bet or raise (parser/added_wagers.h).
struct act_all_in : seq< COIN_LITERAL( "ALLIN " ), amount > {};
struct verb : sor< act_fold, act_check, act_call, act_raise, act_bet, act_all_in, post_small, post_big, post_ante,
                   post_auto_big, act_show, act_muck > {};
struct expected_verb : verb {};
// A blind or an ante that takes the player's last chip: "posts ante 13 ALLIN".
struct all_in_mark : COIN_LITERAL( " ALLIN" ) {};
struct action_end : seq< opt< all_in_mark >, opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct coin_action_word : sor< action_word, whole_word< COIN_LITERAL( "ALLIN" ), COIN_LITERAL( "AUTOBB" ) > > {};
struct action_line : seq< seated_name< ':', ' ' >, COIN_LITERAL( ": " ),
                          verb_after_name< coin_action_word, verb, expected_verb, action_end, expected_action_end > > {};
// "Hero: RETURN ₮1.99": the uncalled bet paid back.
struct return_line : seq< seated_name< ':', ' ' >, COIN_LITERAL( ": RETURN " ), uncalled_amount, opt< sp >, eof > {};
// "SPLASH dropped ₮0.60": money the house adds to the pot.
struct splash_line : seq< COIN_LITERAL( "SPLASH dropped " ), house_money, opt< sp >, eof > {};
struct body_line : sor< seat_line, dealt_line, return_line, action_line, collected_line, splash_line,
                        tournament_table_line, event_line, table_line > {};

// ---------------------------------------------------------------- summary
// "Total pot ₮2.65 | Rake ₮0.13 | Splash Fee ₮0.01": the splash fee is the house's too.
struct splash_fee : amount {};
struct total_pot_line : seq< COIN_LITERAL( "Total pot " ), total_pot,
                             star< COIN_LITERAL( " | " ), sor< seq< COIN_LITERAL( "Rake " ), rake >,
                                                               seq< COIN_LITERAL( "Splash Fee " ), splash_fee > > >,
                             opt< sp >, must< expected_line_end > > {};
// "Board [ 5s 9c Td 8h ]", "Board [  ]" (no flop), "SECOND Board [ .. ]".
struct board_list : seq< one< '[' >, opt< sp >, opt< card, star< sp, card > >, opt< sp >, one< ']' > > {};
struct board_line : seq< opt< sor< board_first, board_second > >, COIN_LITERAL( "Board " ), board_list, opt< sp >, eof > {};
struct run_count_line : seq< COIN_LITERAL( "Hand was run " ), rest > {};
struct game_ended_line : seq< COIN_LITERAL( "Game ended: " ), rest > {};
// "showed [..] and won (₮9.70) with Full House, and won (₮9.70) with Full
// House", "showed [..] and lost with Two Pair, and lost with Two Pair": a
// result a run. Looked at before it is matched, so that its amounts are
// taken only from a whole line.
struct description : plus< not_at< COIN_LITERAL( ", and " ) >, any > {};
struct run_won : seq< COIN_LITERAL( "won (" ), won_amount, one< ')' >, opt< COIN_LITERAL( " with " ), description > > {};
struct run_lost : seq< COIN_LITERAL( "lost" ), opt< COIN_LITERAL( " with " ), description > > {};
struct run_result : sor< run_won, run_lost > {};
struct summary_showed : seq< COIN_LITERAL( "showed " ), card_list, COIN_LITERAL( " and " ), run_result,
                             star< COIN_LITERAL( ", and " ), run_result >, opt< sp >, eof > {};
struct summary_won : seq< run_won, opt< sp >, eof > {};
// "folded before Flop (didn't bet)", "folded on the Turn", "didn't show".
struct summary_outcome : sor< seq< at< summary_showed >, summary_showed >, seq< at< summary_won >, summary_won >,
                              rest > {};
struct summary_seat_line : seq< COIN_LITERAL( "Seat " ), seat_number, COIN_LITERAL( ": " ), seat_owner_name, sp,
                                summary_outcome > {};
struct summary_line : sor< summary_seat_line, total_pot_line, board_line, run_count_line, game_ended_line,
                           street_line, other_seat_line > {};
// clang-format on

}  // namespace parser::coinpoker

#undef COIN_LITERAL

// The PokerTracker 4 / Hold'em Manager export grammar: rules only (STYLE.md
// 15). docs/POKERTRACKER_FORMAT.md lists every line. The trackers rewrite
// other rooms' hands in a layout of their own per source room; three are read
// here on the rules PokerStars-style rooms share (parser/stars_text_rules.h):
//
//   - the colon layout (`colon_` rules) of iPoker and Merge hands: `GAME
//     #2978859505: Texas Hold'em  NL $0.05/$0.10 2011-10-12 02:52:19`,
//     `MERGE_GAME #53094604-134: Holdem NL $0.10/$0.25 ...`, `Merge Game
//     #80256693-236 | Holdem NL ($0.02/$0.04) | ...`; seats `Seat 1: NAME
//     ($10.00 in chips) DEALER`; actions `NAME: Post SB $0.05`, `NAME: Raise
//     (NF) $0.25` (to the amount), `NAME: Raise to $800.00` and `NAME: Allin
//     $297.50` (adding it); iPoker's cards suit first (`[HA CA]`, `[d10 sJ]`);
//     a street marker shows its new cards only (`*** TURN *** [S3]`); the
//     summary `Total pot $7.52 Rake $0.53` (the pot after the rake) and
//     `NAME: wins $7.52`;
//   - the Everest layout (`everest_` rules): `EverestPoker Game #N: [Tourney
//     ID: N, ]Table NAME - $0.50/$1 - No Limit Hold'em - 22:33:12 -
//     2011/01/02`, seats `Seat 1: NAME ($94.15)`, PokerStars' words without
//     the colon (`NAME raises to $5.50, and is all-in`, `NAME posts the small
//     blind of $0.50`), `The button is in seat #7`, `Uncalled bet of $7.00
//     returned to NAME` and a summary of `NAME collects $12.85`.
//   - the Microgaming layout (`mg_` rules): `** Game ID 4908778359
//     Version:3 starting - 2013-05-28 16:44:14` (or `** Hand # N starting -
//     ...`), then `** Anonymous (Heads Up) - €5K Max [Hold'em] (25|50 NL - €
//     Cash Game seats:2 badbeat ) Real Money`, seats `- NAME sitting in seat
//     1 with 14785.00 at end 14585.00 [Dealer]` (the stack after the hand
//     too, since 2012), `NAME posted the small blind - 25.00`, `** Dealing
//     card to Hero: A of c, 6 of d`, `** Dealing the flop: ...`, `NAME
//     raised - 75.00`, `NAME went all-in - 14.47`, `NAME wins 649.00 from the
//     main pot`, `Rake: €0.15`, `End of game N`; no summary section.
// The actions are in parser/pokertracker_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::pokertracker {

// clang-format off
using namespace stars_text;
#define PT_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- shared by both layouts
// Cards rank first ("Ah", "10d") or, in iPoker's exports, suit first in
// either case ("HA", "D10", "sA"); a list in brackets.
struct pt_rank : sor< string< '1', '0' >, one< '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A' > > {};
struct pt_suit_first : seq< one< 'S', 'H', 'D', 'C', 's', 'h', 'd', 'c' >, pt_rank > {};
struct pt_rank_first : seq< pt_rank, one< 's', 'h', 'd', 'c' > > {};
struct pt_hidden_card : one< 'X' > {};  // a card not shown: "Shows [D9 X]"
struct pt_card : sor< pt_rank_first, pt_suit_first, pt_hidden_card > {};
struct pt_card_list : seq< one< '[' >, opt< pt_card, star< sp, pt_card > >, one< ']' > > {};
struct hand_number : plus< sor< digit, one< '-' > > > {};
struct tournament_id : number {};
struct tournament_word : PT_LITERAL( "Tournament" ) {};
// A street marker with the street's new cards: "*** TURN *** [S3]".
struct pt_street_line : seq< PT_LITERAL( "*** " ),
                             sor< marker_hole_cards, marker_flop, marker_turn, marker_river, marker_summary >,
                             PT_LITERAL( " ***" ), opt< sp, pt_card_list >, eof > {};
struct pt_dealt_line : seq< PT_LITERAL( "Dealt to " ), seated_name< ' ' >, sp, pt_card_list, eof > {};

// ---------------------------------------------------------------- colon layout (iPoker, Merge)
struct colon_prefix : sor< PT_LITERAL( "GAME #" ), PT_LITERAL( "MERGE_GAME #" ), PT_LITERAL( "Merge Game #" ) > {};
struct colon_version : seq< PT_LITERAL( " Version:" ), plus< not_one< ' ' > > > {};
struct colon_uncalled : PT_LITERAL( " Uncalled:Y" ) {};
struct colon_holdem : sor< PT_LITERAL( "Texas Hold'em" ), PT_LITERAL( "Holdem" ) > {};
struct colon_omaha_hi_lo : PT_LITERAL( "Omaha Hi/Lo" ) {};
struct colon_omaha : seq< PT_LITERAL( "Omaha" ), opt< PT_LITERAL( " Hi" ) > > {};
struct colon_game : sor< colon_holdem, colon_omaha_hi_lo, colon_omaha > {};
struct colon_no_limit : sor< PT_LITERAL( "NL" ), PT_LITERAL( "No Limit" ) > {};
struct colon_pot_limit : sor< PT_LITERAL( "PL" ), PT_LITERAL( "Pot Limit" ) > {};
struct colon_fixed_limit : sor< PT_LITERAL( "FL" ), PT_LITERAL( "Limit" ) > {};
struct colon_limit : seq< sor< colon_no_limit, colon_pot_limit, colon_fixed_limit >, at< sp > > {};
struct colon_stakes : seq< opt< one< '(' > >, stake_low, one< '/' >, stake_high, opt< one< ')' > >, at< sp > > {};
struct colon_header_line : seq< colon_prefix, hand_number, opt< one< ':' > >, opt< colon_version >,
                                opt< colon_uncalled >, sor< PT_LITERAL( " | " ), sp >, colon_game,
                                opt< sp, colon_limit >,
                                sor< seq< sp, tournament_word, rest >, seq< opt< sp, colon_stakes >, rest > > > {};
// "Table Goole", "Table Tijuana (46893440), Seats 6", "Table $2 Bounty
// Turbo, 42862423 (Tournament: $2 Bounty Turbo, 42862423 Buy-In: $2+$0.20)".
struct colon_seats : seq< PT_LITERAL( ", Seats " ), max_seats, eof > {};
struct colon_tournament_part : seq< PT_LITERAL( ", " ), tournament_id, opt< PT_LITERAL( ", " ), number >,
                                    PT_LITERAL( " (Tournament: " ), rest > {};
struct colon_table_name : plus< not_at< sor< colon_seats, colon_tournament_part > >, any > {};
struct colon_table_line : seq< PT_LITERAL( "Table " ), colon_table_name, opt< sor< colon_seats, colon_tournament_part > >,
                               eof > {};
struct dealer_mark : PT_LITERAL( " DEALER" ) {};
struct colon_seat_line : seq< PT_LITERAL( "Seat " ), seat_number, PT_LITERAL( ": " ), seat_player_name, seat_chips,
                              one< ')' >, opt< dealer_mark >, rest > {};
// Verbs after "NAME: ".
struct colon_all_in_word : PT_LITERAL( "Allin " ) {};
struct colon_post_sb : seq< opt< PT_LITERAL( "Post " ) >, PT_LITERAL( "SB " ), opt< colon_all_in_word >, amount > {};
struct colon_post_bb : seq< opt< PT_LITERAL( "Post " ) >, PT_LITERAL( "BB " ), opt< colon_all_in_word >, amount > {};
struct colon_post_ante : seq< PT_LITERAL( "Post Ante " ), opt< colon_all_in_word >, amount > {};
struct colon_post_db : seq< PT_LITERAL( "Post DB " ), amount > {};  // Merge: a blind posted out of turn
struct colon_fold : PT_LITERAL( "Fold" ) {};
struct colon_check : PT_LITERAL( "Check" ) {};
struct colon_call : seq< PT_LITERAL( "Call " ), amount > {};
struct colon_bet : seq< PT_LITERAL( "Bet " ), amount > {};
struct colon_raise_adds : seq< PT_LITERAL( "Raise to " ), amount > {};  // what it adds (iPoker archive)
struct colon_raise : seq< PT_LITERAL( "Raise " ), opt< PT_LITERAL( "(NF) " ) >, raise_to > {};
struct colon_all_in : seq< colon_all_in_word, amount > {};  // what it adds: a call, bet or raise
// "Shows [DQ D10] Two Pair, Queens and Tens", "Mucks [HA CA] One Pair,
// Aces": the words after the cards describe the hand.
struct pt_hand_words : rest {};
struct colon_show : seq< PT_LITERAL( "Shows " ), pt_card_list, opt< sp, pt_hand_words > > {};
struct colon_muck : seq< PT_LITERAL( "Mucks " ), pt_card_list, opt< sp, pt_hand_words > > {};
struct colon_verb : sor< colon_fold, colon_check, colon_call, colon_bet, colon_raise_adds, colon_raise, colon_all_in,
                         colon_post_sb, colon_post_bb, colon_post_ante, colon_post_db, colon_show, colon_muck > {};
struct colon_action_line : seq< seated_name< ':', ' ' >, PT_LITERAL( ": " ), colon_verb, opt< sp >, eof > {};
struct server_line : seq< PT_LITERAL( "Server " ), rest > {};
struct colon_body_line : sor< colon_seat_line, pt_dealt_line, colon_action_line, observer_empty_line, server_line > {};

// ---------------------------------------------------------------- colon layout: summary
struct colon_total_line : seq< PT_LITERAL( "Total pot " ), total_pot, opt< PT_LITERAL( " Rake " ), rake >, opt< sp >, eof > {};
struct colon_win : amount {};
struct colon_returned_line : seq< seated_name< ':' >, PT_LITERAL( ": wins " ), amount, PT_LITERAL( " (uncalled)" ), eof > {};
struct colon_wins_line : seq< seated_name< ':' >, PT_LITERAL( ": wins " ), colon_win, opt< sp >, eof > {};
struct colon_summary_line : sor< colon_total_line, colon_returned_line, colon_wins_line, colon_action_line,
                                 observer_empty_line > {};

// ---------------------------------------------------------------- Everest layout
struct everest_tournament : seq< PT_LITERAL( "Tourney ID: " ), tournament_id, PT_LITERAL( ", " ) > {};
struct everest_table_name : plus< not_at< PT_LITERAL( " - " ) >, any > {};
struct everest_stakes : seq< stake_low, one< '/' >, stake_high, PT_LITERAL( " - " ) > {};
struct everest_header_line : seq< PT_LITERAL( "EverestPoker Game #" ), hand_number, PT_LITERAL( ": " ),
                                  opt< everest_tournament >, PT_LITERAL( "Table " ), everest_table_name,
                                  PT_LITERAL( " - " ), opt< everest_stakes >, limit_name, sp, game_name, rest > {};
struct everest_stack_end : seq< PT_LITERAL( " (" ), amount, one< ')' >, eof > {};
struct everest_seat_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< everest_stack_end >, any > > > {};
struct everest_seat_line : seq< PT_LITERAL( "Seat " ), seat_number, PT_LITERAL( ": " ), everest_seat_name,
                                PT_LITERAL( " (" ), seat_stack, one< ')' >, eof > {};
struct everest_button_line : seq< PT_LITERAL( "The button is in seat #" ), button_seat, eof > {};
struct everest_all_in : PT_LITERAL( ", and is all-in" ) {};
struct everest_post_sb : seq< PT_LITERAL( "posts the small blind of " ), amount > {};
struct everest_post_bb : seq< PT_LITERAL( "posts the big blind of " ), amount > {};
// A player joining posts a live big blind out of turn ("posts the dead
// blind of $1.00" at $0.50/$1, then checks his option).
struct everest_post_dead : seq< PT_LITERAL( "posts the dead blind of " ), amount > {};
struct everest_post_ante : seq< PT_LITERAL( "posts the ante of " ), amount > {};
struct everest_post : seq< PT_LITERAL( "posts " ), amount > {};
struct everest_fold : PT_LITERAL( "folds" ) {};
struct everest_check : PT_LITERAL( "checks" ) {};
struct everest_call : seq< PT_LITERAL( "calls " ), amount > {};
struct everest_bet : seq< PT_LITERAL( "bets " ), amount > {};
struct everest_raise : seq< PT_LITERAL( "raises to " ), raise_to > {};
struct everest_show : seq< PT_LITERAL( "shows " ), pt_card_list > {};
struct everest_muck : seq< PT_LITERAL( "mucked " ), pt_card_list > {};
struct everest_verb : sor< everest_fold, everest_check, everest_call, everest_bet, everest_raise, everest_post_sb,
                           everest_post_bb, everest_post_dead, everest_post_ante, everest_post, everest_show,
                           everest_muck > {};
struct everest_action_line : seq< seated_name< ' ' >, one< ' ' >, everest_verb, opt< everest_all_in >, eof > {};
// Disconnect protection: he stays in for what he has put in.
struct everest_disconnected_line : seq< seated_name< ' ' >, PT_LITERAL( " has been disconnected, and is allin" ), eof > {};
struct everest_uncalled_line : seq< PT_LITERAL( "Uncalled bet of " ), uncalled_amount, PT_LITERAL( " returned to " ),
                                    seated_name<>, eof > {};
struct everest_body_line : sor< everest_seat_line, everest_button_line, pt_dealt_line, everest_uncalled_line,
                                everest_action_line, everest_disconnected_line > {};
struct everest_collect_line : seq< seated_name< ' ' >, PT_LITERAL( " collects " ), amount, eof > {};
// "Player7 finished in place 8 and won $$0", "... won 9 €": the tournament's prize, not recorded.
struct everest_finished_line : seq< seated_name< ' ' >, PT_LITERAL( " finished in place " ), rest > {};
struct everest_summary_line : sor< everest_collect_line, everest_action_line, everest_finished_line > {};
// ---------------------------------------------------------------- Microgaming layout
// Cards "A of c", "10 of h" or "6h", between ", ".
struct mg_card : sor< seq< pt_rank, PT_LITERAL( " of " ), one< 's', 'h', 'd', 'c' > >, pt_rank_first > {};
struct mg_cards : seq< mg_card, star< PT_LITERAL( ", " ), mg_card > > {};
struct mg_version : seq< PT_LITERAL( " Version:" ), number > {};
struct mg_header_line : seq< PT_LITERAL( "** " ),
                             sor< seq< PT_LITERAL( "Game ID " ), hand_number, opt< mg_version > >,
                                  seq< PT_LITERAL( "Hand # " ), hand_number > >,
                             PT_LITERAL( " starting - " ), rest > {};
// "** Deal 252 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real
// Money", "** Heads Up (Turbo)(10146282):Table 1 [Multi Table Hold'em] (10|20
// NL - MTT seats:2 ) Real Money".
struct mg_table_name : plus< not_at< PT_LITERAL( " [" ) >, any > {};
struct mg_holdem : PT_LITERAL( "Hold'em" ) {};
struct mg_omaha : PT_LITERAL( "Omaha" ) {};
struct mg_tournament_kind : sor< PT_LITERAL( "MTT" ), PT_LITERAL( "SNG" ), PT_LITERAL( "STT" ) > {};
struct mg_game_line : seq< PT_LITERAL( "** " ), mg_table_name, PT_LITERAL( " [" ),
                           opt< sor< PT_LITERAL( "Multi Table " ), PT_LITERAL( "Single Table " ) > >,
                           sor< mg_holdem, mg_omaha >, PT_LITERAL( "] (" ), stake_low, one< '|' >, stake_high, sp,
                           sor< colon_no_limit, colon_pot_limit, colon_fixed_limit >, PT_LITERAL( " - " ),
                           opt< mg_tournament_kind >, rest > {};
struct mg_seat_name : plus< not_at< PT_LITERAL( " sitting in seat " ) >, any > {};
struct mg_end_stack : amount {};
struct mg_dealer : PT_LITERAL( "[Dealer]" ) {};
struct mg_sitting_out : PT_LITERAL( "[Sitting out]" ) {};
struct mg_seat_line : seq< opt< PT_LITERAL( "- " ) >, mg_seat_name, PT_LITERAL( " sitting in seat " ), seat_number,
                           PT_LITERAL( " with " ), seat_stack, opt< PT_LITERAL( " at end " ), mg_end_stack >,
                           opt< opt< sp >, mg_dealer >, opt< sp, mg_sitting_out >, opt< sp >, eof > {};
struct mg_dealt_line : seq< PT_LITERAL( "** Dealing card" ), opt< one< 's' > >, PT_LITERAL( " to " ), seated_name< ':' >,
                            PT_LITERAL( ": " ), mg_cards, eof > {};
struct mg_flop : PT_LITERAL( "flop" ) {};
struct mg_turn : PT_LITERAL( "turn" ) {};
struct mg_river : PT_LITERAL( "river" ) {};
struct mg_street_line : seq< PT_LITERAL( "** Dealing the " ), sor< mg_flop, mg_turn, mg_river >, PT_LITERAL( ": " ),
                             mg_cards, eof > {};
struct mg_post_sb : seq< PT_LITERAL( "posted the small blind - " ), amount > {};
struct mg_post_bb : seq< PT_LITERAL( "posted the big blind - " ), amount > {};
struct mg_post_ante : seq< PT_LITERAL( "posted ante - " ), amount > {};
struct mg_post_to_play : seq< PT_LITERAL( "posted to play - " ), amount > {};  // a newcomer's post, settled by amount
struct mg_fold : PT_LITERAL( "folded" ) {};
struct mg_check : PT_LITERAL( "checked" ) {};
struct mg_call : seq< PT_LITERAL( "called - " ), amount > {};
struct mg_bet : seq< PT_LITERAL( "bet - " ), amount > {};
struct mg_raise : seq< PT_LITERAL( "raised" ), sor< PT_LITERAL( " - " ), PT_LITERAL( " to " ) >, amount > {};
struct mg_all_in : seq< PT_LITERAL( "went all-in - " ), amount > {};  // what it adds
struct mg_show : seq< PT_LITERAL( "shows: " ), mg_cards > {};
struct mg_muck : seq< PT_LITERAL( "mucks:" ), opt< sp, mg_cards > > {};
struct mg_verb : sor< mg_fold, mg_check, mg_call, mg_bet, mg_raise, mg_all_in, mg_post_sb, mg_post_bb, mg_post_ante,
                      mg_post_to_play, mg_show, mg_muck > {};
struct mg_action_line : seq< seated_name< ' ' >, one< ' ' >, mg_verb, opt< sp >, eof > {};
struct mg_main_pot : PT_LITERAL( "the main pot" ) {};
struct mg_side_pot : seq< PT_LITERAL( "side pot " ), side_pot_number > {};
struct mg_wins_line : seq< seated_name< ' ' >, PT_LITERAL( " wins " ), amount, PT_LITERAL( " from " ),
                           sor< mg_main_pot, mg_side_pot >, eof > {};
struct mg_rake_line : seq< PT_LITERAL( "Rake: " ), rake, eof > {};
struct mg_end_line : seq< PT_LITERAL( "End of game " ), rest > {};
struct mg_body_line : sor< mg_seat_line, mg_action_line, mg_dealt_line, mg_street_line, mg_wins_line, mg_game_line,
                           mg_rake_line, mg_end_line > {};
// clang-format on

}  // namespace parser::pokertracker

#undef PT_LITERAL

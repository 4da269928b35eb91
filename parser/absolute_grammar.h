// The Absolute Poker / UltimateBet hand-history grammar: rules only (STYLE.md
// 15). docs/ABSOLUTE_FORMAT.md lists every line. Both rooms (one network, one
// client) wrote PokerStars' layout with words of their own, read here on the
// rules PokerStars-style rooms share (parser/stars_text_rules.h):
//   - "Stage #1773383021: Holdem  No Limit $1, $0.25 ante - 2009-11-30
//     15:50:12 (ET)": a no-limit game states its big blind alone, a fixed
//     limit ("Normal") game its two bets; tournaments "Stage #525691746
//     Tourney ID 5945889 Holdem Multi Normal Tournament No Limit 10 - ...";
//   - "Table: QUAIL AVE (Real Money) Seat #5 is the dealer";
//   - "Seat 5 - RABIATOR ($98 in chips)";
//   - actions "NAME - Verb": "Raises $45 to $60" (what it adds, then the
//     street total), "All-In $5" (what it adds: a bet, call or raise),
//     "Posts $1 dead $0.50" (live then dead), a note "(Timeout)" or
//     "(Preselection)" after any;
//   - "NAME - returned ($1) : not called", "NAME Collects $4 from main pot";
//   - "Total Pot($120) | Rake ($0.75)", a summary seat line's "collected
//     Total ($119.25) HI:($119.25)" or "won Total (..) HI:(..) LO:(..) with
//     <words> [<cards> - <how they make the hand>]".
// The actions are in parser/absolute_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::absolute {

// clang-format off
using namespace stars_text;
#define AB_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
// "1773383021", UltimateBet's "C241220000".
struct hand_number : plus< alnum > {};
struct tournament_id : plus< digit > {};
struct ab_holdem : itext< "Holdem" > {};
struct ab_omaha : itext< "Omaha" > {};
struct ab_stud : itext< "Seven Card" > {};
struct ab_razz : itext< "Razz" > {};
struct ab_hi_lo : itext< " Hi/Lo" > {};
struct ab_game : seq< sor< ab_holdem, ab_omaha, ab_stud, ab_razz >, opt< ab_hi_lo > > {};
struct heads_up : itext< " (1 on 1)" > {};
// "Multi Normal Tournament": the tournament's kind, not the betting.
struct tournament_kind : seq< sp, plus< alpha >, itext< " Normal Tournament" > > {};
struct ab_limit_no : itext< "No Limit" > {};
struct ab_limit_pot : itext< "Pot Limit" > {};
struct ab_limit_fixed : itext< "Normal" > {};
struct ab_limit : sor< ab_limit_no, ab_limit_pot, ab_limit_fixed > {};
struct ab_stake_low : amount {};
struct ab_stake_high : amount {};
struct ab_big_blind : amount {};
struct ab_ante : amount {};
// "$25/$50" (the bets of a fixed-limit game), "$1" (a big blind), "10".
// at<> first: an action runs as soon as its rule matches, and "$1" alone is
// no low stake.
struct ab_stakes : seq< sor< seq< at< amount, one< '/' > >, ab_stake_low, one< '/' >, ab_stake_high >, ab_big_blind >,
                        opt< AB_LITERAL( ", " ), ab_ante, AB_LITERAL( " ante" ) > > {};
struct expected_game : seq< ab_game, opt< heads_up >, opt< tournament_kind >, sp, ab_limit, sp, ab_stakes > {};
struct header_line : seq< AB_LITERAL( "Stage #" ), hand_number,
                          sor< AB_LITERAL( ": " ), seq< AB_LITERAL( " Tourney ID " ), tournament_id, sp > >,
                          must< expected_game >, rest > {};

// ---------------------------------------------------------------- table and seats
struct ab_table_name : plus< not_at< AB_LITERAL( " (" ) >, any > {};
struct ab_button_seat : number {};
struct table_line : seq< AB_LITERAL( "Table: " ), ab_table_name, AB_LITERAL( " (" ), plus< not_one< ')' > >,
                         AB_LITERAL( ") Seat #" ), ab_button_seat, AB_LITERAL( " is the dealer" ), eof > {};
struct ab_seat_stack : amount {};
struct ab_seat_end : seq< AB_LITERAL( " (" ), ab_seat_stack, AB_LITERAL( " in chips)" ), eof > {};
struct ab_seat_name : plus< not_at< ab_seat_end >, any > {};
struct seat_line : seq< AB_LITERAL( "Seat " ), seat_number, AB_LITERAL( " - " ), ab_seat_name, ab_seat_end > {};

// ---------------------------------------------------------------- streets
// "*** POCKET CARDS ***", "*** 3rd STREET ***", "*** 4TH STREET ***".
struct pocket_cards : AB_LITERAL( "POCKET CARDS" ) {};
struct stud_street : seq< range< '3', '6' >, sor< itext< "rd" >, itext< "th" > >,
                          AB_LITERAL( " STREET" ) > {};
struct street_line : seq< AB_LITERAL( "*** " ),
                          sor< pocket_cards, stud_street, marker_flop, marker_turn, marker_river, marker_showdown,
                               marker_summary >,
                          AB_LITERAL( " ***" ), opt< sp, street_cards >, eof > {};

// ---------------------------------------------------------------- actions "NAME - Verb"
// Stud's "Pocket [H H Js]": "H" is a card face down.
struct hidden : one< 'H' > {};
struct pocket_list : seq< one< '[' >, opt< sor< card, hidden >, star< sp, sor< card, hidden > > >, one< ']' > > {};
struct pocket : seq< AB_LITERAL( "Pocket " ), pocket_list > {};
struct ab_all_in_flag : success {};
struct post_small : seq< AB_LITERAL( "Posts small blind " ), amount > {};
struct post_big : seq< AB_LITERAL( "Posts big blind " ), amount > {};
// "Posts $1 dead $0.50": a live big blind and a dead small one; "Posts dead
// $40 dead $15": the two together, the small part dead (LHE-USD-25-50-200708).
struct dead_total : amount {};
struct post_dead : sor< seq< AB_LITERAL( "Posts dead " ), dead_total, AB_LITERAL( " dead " ), amount >,
                        seq< AB_LITERAL( "Posts " ), amount, AB_LITERAL( " dead " ), amount > > {};
struct post_live : seq< AB_LITERAL( "Posts " ), amount > {};
struct ante : seq< AB_LITERAL( "Ante " ), amount > {};
struct bring_in : seq< AB_LITERAL( "Bring-In " ), amount > {};
struct fold_show : seq< AB_LITERAL( " (Fold & Show " ), card_list, one< ')' > > {};
struct fold : seq< AB_LITERAL( "Folds" ), opt< fold_show > > {};
struct check : AB_LITERAL( "Checks" ) {};
struct call : seq< AB_LITERAL( "Calls " ), amount > {};
struct bet : seq< AB_LITERAL( "Bets " ), amount > {};
struct raise : seq< AB_LITERAL( "Raises " ), amount, AB_LITERAL( " to " ), amount > {};
struct all_in_raise : seq< AB_LITERAL( "All-In(Raise) " ), amount, AB_LITERAL( " to " ), amount > {};
struct all_in : seq< AB_LITERAL( "All-In " ), amount > {};
// A player who let his time run out facing a bet is all in without
// putting anything in (LHE-USD-25-50-200708.timeout.allin): the bet is
// returned.
struct all_in_timeout : AB_LITERAL( "All-In (Timeout)" ) {};
struct show_text : plus< not_one< ')' > > {};
struct show : seq< AB_LITERAL( "Shows " ), card_list, opt< AB_LITERAL( " (" ), show_text, one< ')' > > > {};
struct muck : AB_LITERAL( "Mucks" ) {};
struct ab_verb : sor< fold, check, call, bet, raise, all_in_raise, all_in_timeout, all_in, post_small, post_big, post_dead,
                      post_live, ante, bring_in, show, muck > {};
// What the client did for the player, after any verb.
struct ab_note : sor< AB_LITERAL( " (Timeout)" ), AB_LITERAL( " (Preselection)" ) > {};
struct action_line : seq< seated_name< ' ' >, AB_LITERAL( " - " ), ab_verb, opt< ab_note >, eof > {};
struct pocket_line : seq< seated_name< ' ' >, AB_LITERAL( " - " ), pocket, eof > {};
// "NAME - Does not show", "NAME - sitout (wait for BB)": nothing moves; a
// player sitting out is not dealt in.
struct sitout : seq< AB_LITERAL( "sitout" ), rest > {};
struct quiet_line : seq< seated_name< ' ' >, AB_LITERAL( " - " ), sor< AB_LITERAL( "Does not show" ), sitout >, eof > {};
struct dealt_line : seq< AB_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, sp, dealt_cards, eof > {};

// ---------------------------------------------------------------- money lines
struct returned_amount : amount {};
struct uncalled_line : seq< seated_name< ' ' >, AB_LITERAL( " - returned (" ), returned_amount,
                            AB_LITERAL( ") : not called" ), eof > {};
// The 7-2 game's side bet ("Collects $40 from 72 proposition pot") is paid
// by the players' accounts, not from the chips in play: not a collect.
struct proposition_line : seq< seated_name< ' ' >, AB_LITERAL( " Collects " ), amount, AB_LITERAL( " from " ), number,
                               AB_LITERAL( " proposition pot" ), eof > {};
struct collect_line : seq< seated_name< ' ' >, AB_LITERAL( " Collects " ), amount, AB_LITERAL( " from " ),
                           sor< pot_main, pot_side >, eof > {};

struct body_line : sor< action_line, pocket_line, quiet_line, dealt_line, uncalled_line, proposition_line,
                        collect_line, table_line, seat_line > {};

// ---------------------------------------------------------------- summary
// "Total Pot($9.50) | Rake ($0.45) | Jackpot Rake ($0.50)", a tournament's
// "Total Pot(5,480:3,750,1,730)" (the main pot, then the side pots), the 7-2
// game's "| 72 Proposition Pot ($40)" (outside the chips in play).
struct ab_total : amount {};
struct ab_main : amount {};
struct ab_side : amount {};
struct ab_rake : amount {};
struct ab_jackpot : amount {};
struct pot_split : seq< one< ':' >, ab_main, star< one< ',' >, ab_side > > {};
struct pot_item : sor< seq< AB_LITERAL( " | Rake (" ), ab_rake, one< ')' > >,
                       seq< AB_LITERAL( " | Jackpot Rake (" ), ab_jackpot, one< ')' > >,
                       seq< AB_LITERAL( " | " ), number, AB_LITERAL( " Proposition Pot (" ), plus< not_one< ')' > >,
                            one< ')' > > > {};
struct total_line : seq< AB_LITERAL( "Total Pot(" ), ab_total, opt< pot_split >, one< ')' >, star< pot_item >, eof > {};
struct ab_board_line : seq< AB_LITERAL( "Board " ), board_cards, eof > {};
struct ab_position : sor< AB_LITERAL( "(dealer)" ), AB_LITERAL( "(small blind)" ), AB_LITERAL( "(big blind)" ) > {};
// What a player won: "HI:($119.25)" and "LO:($10)"; "Total ($64.20)" adds
// the 7-2 game's side bet and is not read.
struct ab_won : amount {};
struct won_part : seq< sor< AB_LITERAL( "HI:(" ), AB_LITERAL( "LO:(" ) >, ab_won, one< ')' > > {};
// "with One pair, threes(ace kicker) [3c Ah - B:3s,P:3c,P:Ah,B:Kd,B:9s]": the
// words describing the hand, before its cards.
struct summary_words : seq< not_one< '[' >, star< not_at< AB_LITERAL( " [" ) >, any > > {};
struct summary_with : seq< AB_LITERAL( "with " ), summary_words > {};
struct summary_rest : star< sor< won_part, summary_with, any > > {};
struct summary_seat_line : seq< AB_LITERAL( "Seat " ), seat_number, AB_LITERAL( ": " ), seat_owner_name,
                                star< sp, ab_position >, summary_rest > {};
struct summary_line : sor< summary_seat_line, total_line, ab_board_line > {};
// clang-format on

}  // namespace parser::absolute

#undef AB_LITERAL

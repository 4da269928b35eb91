// The Full Tilt Poker hand-history grammar: rules only (STYLE.md 15).
// docs/FULLTILT_FORMAT.md lists every line. Full Tilt wrote PokerStars'
// layout with words of its own, read here on the rules PokerStars-style
// rooms share (parser/stars_text_rules.h):
//   - the header names table, stakes and game on one line, the stakes
//     before or after the game ("Full Tilt Poker Game #N: Table Bri (6 max)
//     - $0.25/$0.50 - No Limit Hold'em - 18:46:08 ET - 2011/02/28", "...
//     Table SDF (6 max) - CAP NL Hold'em - $0.01/$0.02 - ..."), tournaments
//     their name and id ("$26 Super Turbo Matrix (263050521), Match 2"),
//     chips in thousands ("500K/1000K");
//   - no table line: "The button is in seat #N" after the posts;
//   - actions without a colon, blinds "of" their amount ("posts the small
//     blind of $2"), raises to their total ("raises to $12"), stud's
//     completion ("completes it to $3"), all-ins ", and is all in";
//   - "wins the pot ($15.20)", "ties for the pot", "wins the side pot",
//     hi/lo's "wins the high main pot", run it twice's "wins pot 2 (..)";
//   - upper-case stud streets ("*** 3RD STREET ***"), a single draw's
//     "*** DRAW ***", Courchevel's first board card ("*** FLOPET *** [9h]"),
//     Irish's "*** DISCARD ROUND ***" and its discards ("Player0 discards",
//     the hero's "Hero discards [9h 9c]"),
//     run it twice's numbered streets, show downs and summaries
//     ("*** TURN 2 ***", "*** SUMMARY 1 ***");
//   - "Board: [..]" with a colon; "Duration 65s" and "Pot 1 $1,859" lines.
// The actions are in parser/fulltilt_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::fulltilt {

// clang-format off
using namespace stars_text;
#define FT_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
struct site_name : sor< FT_LITERAL( "Full Tilt Poker.fr" ), FT_LITERAL( "Full Tilt Poker" ),
                        FT_LITERAL( "FullTiltPoker" ) > {};
struct hand_number_chars : plus< digit > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< FT_LITERAL( ": " ) > > {};

// "500K" is 500,000 chips; "2B" (a Flipout's stakes) is read as 2 billion.
struct thousands : one< 'K' > {};
struct billions : one< 'B' > {};
struct scaled_amount : seq< amount, opt< sor< thousands, billions > > > {};
struct ft_stake_low : scaled_amount {};
struct ft_stake_high : scaled_amount {};
struct ft_ante : scaled_amount {};
struct ft_stakes : seq< ft_stake_low, one< '/' >, ft_stake_high, opt< FT_LITERAL( " Ante " ), ft_ante > > {};

// "No Limit Hold'em", "NL Hold'em", "$15 Cap No Limit Hold'em", "CAP NL
// Hold'em", "PL 5 Card Omaha Hi", "Limit Stud H/L", "Limit 2-7 Triple Draw".
struct ft_limit_no : sor< FT_LITERAL( "No Limit" ), FT_LITERAL( "NL" ) > {};
struct ft_limit_pot : sor< FT_LITERAL( "Pot Limit" ), FT_LITERAL( "PL" ) > {};
struct ft_limit_fixed : sor< FT_LITERAL( "Limit" ), FT_LITERAL( "FL" ) > {};
struct ft_limit : sor< ft_limit_no, ft_limit_pot, ft_limit_fixed > {};
struct ft_cap : scaled_amount {};
struct cap_unstated : FT_LITERAL( "CAP " ) {};
// "$2,000 Cap Pot Limit Omaha Hi", "$400 Pot Limit Omaha Hi" (2010):
// the most a player may put in; "CAP NL" states no amount.
struct cap_part : sor< seq< ft_cap, one< ' ' >, opt< FT_LITERAL( "Cap " ) > >, cap_unstated > {};
struct ft_hi_lo : sor< FT_LITERAL( " Hi/Lo" ), FT_LITERAL( " H/L" ) > {};
struct ft_hi : FT_LITERAL( " Hi" ) {};
struct omaha5 : FT_LITERAL( "5 Card Omaha" ) {};
struct omaha6 : FT_LITERAL( "6 Card Omaha" ) {};
struct omaha4 : FT_LITERAL( "Omaha" ) {};
struct courchevel : FT_LITERAL( "Courchevel" ) {};
struct ft_flop_game : seq< sor< game_holdem, omaha5, omaha6, omaha4, courchevel >, opt< sor< ft_hi_lo, ft_hi > > > {};
struct irish : FT_LITERAL( "Irish" ) {};  // docs/games.md G-IRISH
struct stud_hi : FT_LITERAL( "Stud Hi" ) {};
struct stud_hi_lo : FT_LITERAL( "Stud H/L" ) {};
struct razz : FT_LITERAL( "Razz" ) {};
struct stud5 : FT_LITERAL( "5 Card Stud" ) {};
struct triple_27 : FT_LITERAL( "2-7 Triple Draw" ) {};
struct single_27 : FT_LITERAL( "2-7 Single Draw" ) {};
struct triple_a5 : FT_LITERAL( "A-5 Triple Draw" ) {};
struct badugi : FT_LITERAL( "Badugi" ) {};
struct draw5 : FT_LITERAL( "5 Card Draw" ) {};
struct ft_game_name : sor< stud_hi_lo, stud_hi, razz, stud5, triple_27, single_27, triple_a5, badugi, draw5, irish,
                           ft_flop_game > {};
struct ft_game : seq< opt< cap_part >, ft_limit, one< ' ' >, ft_game_name > {};
struct expected_game : ft_game {};
struct expected_stakes : ft_stakes {};

// "Table Bri (6 max, shallow)", "Table Lambie Dew 1", "$26 Super Turbo
// Matrix (263050521), Match 2", "$7,000 KO Guarantee (229436420), Table 11".
struct heads_up : FT_LITERAL( "heads up" ) {};
struct table_tag : sor< seq< max_seats, FT_LITERAL( " max" ) >, heads_up, plus< not_one< ',', ')' > > > {};
struct table_tags : seq< FT_LITERAL( " (" ), table_tag, star< FT_LITERAL( ", " ), table_tag >, one< ')' > > {};
struct table_end : seq< opt< table_tags >, FT_LITERAL( " - " ) > {};
struct ft_table_name : plus< not_at< table_end >, any > {};
struct tournament_id : plus< digit > {};
struct tournament_id_tag : seq< one< '(' >, tournament_id, FT_LITERAL( "), " ) > {};
struct tournament_name : plus< not_at< tournament_id_tag >, any > {};
struct tournament_part : seq< tournament_name, tournament_id_tag, sor< FT_LITERAL( "Table " ), FT_LITERAL( "Match " ) >,
                              ft_table_name > {};
struct cash_table_part : seq< FT_LITERAL( "Table " ), ft_table_name, opt< table_tags > > {};
struct table_part : sor< cash_table_part, tournament_part > {};
struct header_line : seq< site_name, FT_LITERAL( " Game #" ),
                          whole_hand_number< hand_number, FT_LITERAL( ": " ), expected_hand_number >,
                          FT_LITERAL( ": " ), table_part,
                          FT_LITERAL( " - " ),
                          sor< seq< ft_stakes, FT_LITERAL( " - " ), must< expected_game > >,
                               seq< must< expected_game >, FT_LITERAL( " - " ), must< expected_stakes > > >,
                          rest > {};

// ---------------------------------------------------------------- seats and table
// "Seat 1: Player0 ($38.55)", "Seat 3: Player1 ($0), is sitting out". The
// name runs to the stack that ends the line.
struct seat_out : FT_LITERAL( ", is sitting out" ) {};
struct seat_stack_end : seq< FT_LITERAL( " (" ), amount, one< ')' >, sor< eof, seat_out > > {};
struct seat_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< seat_stack_end >, any > > > {};
struct seat_line : seq< FT_LITERAL( "Seat " ), seat_number, FT_LITERAL( ": " ), seat_name, FT_LITERAL( " (" ),
                        seat_stack, one< ')' >, opt< seat_out >, eof > {};
struct button_line : seq< FT_LITERAL( "The button is in seat #" ), button_seat, eof > {};
struct dealt_line : seq< FT_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, sp, dealt_cards, eof > {};

// ---------------------------------------------------------------- streets
struct run_number : one< '1', '2', '3' > {};
struct stud_street : seq< range< '2', '7' >, sor< FT_LITERAL( "ND" ), FT_LITERAL( "RD" ), FT_LITERAL( "TH" ) >,
                          FT_LITERAL( " STREET" ) > {};
struct draw_number : sor< FT_LITERAL( "FIRST " ), FT_LITERAL( "SECOND " ), FT_LITERAL( "THIRD " ) > {};
struct draw_marker : seq< opt< draw_number >, FT_LITERAL( "DRAW" ) > {};
struct flopet : FT_LITERAL( "FLOPET" ) {};  // Courchevel: the first board card, before the first round
// Irish: the discard after the flop's betting; it deals no card and opens no
// betting round (the discards are filed under the turn, engine/exchanges.h).
struct discard_round : FT_LITERAL( "DISCARD ROUND" ) {};
struct numbered_marker : seq< sor< marker_hole_cards, marker_flop, marker_turn, marker_river, marker_showdown,
                                   marker_summary >,
                              opt< one< ' ' >, run_number > > {};
struct street_line : seq< FT_LITERAL( "*** " ), sor< stud_street, draw_marker, flopet, discard_round, numbered_marker >,
                          FT_LITERAL( " ***" ), opt< sp, street_cards >, rest > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct ft_all_in : sor< FT_LITERAL( ", and is all in" ), FT_LITERAL( " and is all in" ) > {};
// Cap games: the wager that reaches the cap ("raises to $240, and is capped").
struct ft_capped : FT_LITERAL( ", and is capped" ) {};
struct ft_action_end : seq< opt< sor< ft_all_in, ft_capped > >, eof > {};
struct expected_ft_action_end : ft_action_end {};
struct post_small : seq< FT_LITERAL( "posts the small blind of " ), amount > {};
struct post_big : seq< FT_LITERAL( "posts the big blind of " ), amount > {};
struct post_dead : seq< FT_LITERAL( "posts a dead small blind of " ), amount > {};  // and "posts $x" live
struct post_live : seq< FT_LITERAL( "posts " ), amount > {};
struct ante : seq< FT_LITERAL( "antes " ), amount > {};
struct raise_total : seq< FT_LITERAL( "raises to " ), amount > {};
struct complete : seq< FT_LITERAL( "completes it to " ), amount > {};
struct bring_in : seq< FT_LITERAL( "brings in for " ), amount > {};
struct show_text : rest {};
struct show_cards : seq< FT_LITERAL( "shows " ), card_list, opt< sp, show_text > > {};
struct muck : seq< FT_LITERAL( "mucks" ), opt< sp, card_list > > {};
// Irish's discard, which writes no count: "Player0 discards", the hero's
// with his cards, "Hero discards [9h 9c]" (after act_discard, the draw
// games' "discards 2 cards").
struct bare_discard : seq< FT_LITERAL( "discards" ), opt< sp, card_list > > {};
struct ft_verb : sor< act_fold, act_check, act_call, raise_total, act_bet, ante, post_small, post_big, post_dead,
                      post_live, complete, bring_in, act_discard, bare_discard, act_stand_pat, show_cards, muck > {};
struct expected_ft_verb : ft_verb {};
// The words Full Tilt's actions begin with after "NAME " (docs/unrecognized-lines.md):
// a line that goes on with one of them must be read. A show is "shows [":
// "shows two pair, ..." is the words of a hand shown again (quiet_line).
struct ft_action_word : sor< whole_word< FT_LITERAL( "folds" ), FT_LITERAL( "checks" ), FT_LITERAL( "calls" ),
                                         FT_LITERAL( "bets" ), FT_LITERAL( "raises" ), FT_LITERAL( "posts" ),
                                         FT_LITERAL( "antes" ), FT_LITERAL( "completes" ), FT_LITERAL( "brings in" ),
                                         FT_LITERAL( "discards" ), FT_LITERAL( "stands pat" ), FT_LITERAL( "mucks" ) >,
                             FT_LITERAL( "shows [" ) > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< ft_action_word, ft_verb, expected_ft_verb, ft_action_end,
                                           expected_ft_action_end > > {};

// Lines that move nothing: a draw's "is dealt 2 cards", stud's "is low
// with [3c]", the words of a hand shown again on a second board ("shows two
// pair, Nines and Sixes"), table events, chat ("NAME: text").
struct quiet_phrase : sor< seq< FT_LITERAL( "is dealt " ), number, FT_LITERAL( " card" ), opt< one< 's' > >, eof >,
                           seq< sor< FT_LITERAL( "is low with " ), FT_LITERAL( "is high with " ) >, card_list, eof >,
                           seq< FT_LITERAL( "shows " ), not_at< one< '[' > >, rest > > {};
struct quiet_line : seq< seated_name< ' ' >, one< ' ' >, quiet_phrase > {};
struct event_phrase_any : sor< FT_LITERAL( " has " ), FT_LITERAL( " adds " ), FT_LITERAL( " sits down" ),
                               FT_LITERAL( " stands up" ), FT_LITERAL( " sits out" ),
                               FT_LITERAL( " is sitting out" ), FT_LITERAL( " is feeling " ),
                               FT_LITERAL( " is connected" ), FT_LITERAL( " is disconnected" ) > {};
struct ft_event_phrase : seq< at< one< ' ' > >, event_phrase_any > {};
struct ft_event_line : seq< plus< not_at< ft_event_phrase >, any >, ft_event_phrase, rest > {};
struct chat_line : seq< plus< not_at< FT_LITERAL( ": " ) >, any >, FT_LITERAL( ": " ), rest > {};
// "Players agree to Run It Twice", "5 seconds left to act", "Seats: 9",
// an archive's "******************** # 2 ****".
struct run_twice_agreed : FT_LITERAL( "Players agree to Run It Twice" ) {};
struct archive_separator : seq< FT_LITERAL( "********" ), rest > {};
// 2006 show downs write the low hand on a line of its own: " (8,7,4,3,A)".
struct low_hand_line : seq< one< '(' >, plus< not_one< ')' > >, one< ')' >, eof > {};
struct notice_line : sor< seq< run_twice_agreed, eof >,
                          seq< number, FT_LITERAL( " seconds left to act" ), eof >,
                          seq< FT_LITERAL( "Seats: " ), number, eof >,
                          seq< FT_LITERAL( "No low hand qualified" ), eof >,
                          archive_separator > {};

// ---------------------------------------------------------------- money lines
struct uncalled_line : seq< FT_LITERAL( "Uncalled bet of " ), uncalled_amount, FT_LITERAL( " returned to " ),
                            seated_name<>, eof > {};
// "wins the pot ($15.20)", "ties for the pot", "wins the side pot", "wins
// the high main pot", "wins the low pot", run it twice's "wins pot 2".
struct pot_run : run_number {};
struct pot_name : sor< FT_LITERAL( "the pot " ),
                       seq< FT_LITERAL( "the " ), opt< sor< FT_LITERAL( "high " ), FT_LITERAL( "low " ) > >,
                            sor< seq< pot_main, one< ' ' > >, seq< pot_side, one< ' ' > >, FT_LITERAL( "pot " ) > >,
                       seq< FT_LITERAL( "pot " ), pot_run, one< ' ' > > > {};
struct collect_line : seq< seated_name< ' ' >, sor< FT_LITERAL( " wins " ), FT_LITERAL( " ties for " ) >, pot_name,
                           one< '(' >, amount, one< ')' >, rest > {};

// Beside Full Tilt's own chat ("NAME: text"), PokerStars' `NAME said, "..."`
// and the observer's empty "NAME:" are read silently (docs/unrecognized-lines.md).
struct body_line : sor< action_line, collect_line, quiet_line, dealt_line, uncalled_line, seat_line, button_line,
                        notice_line, low_hand_line, ft_event_line, chat_said_line, chat_line,
                        observer_empty_line > {};

// ---------------------------------------------------------------- summary
struct summary_run_marker : seq< FT_LITERAL( "*** SUMMARY " ), run_number, FT_LITERAL( " ***" ), eof > {};
struct ft_board_line : seq< FT_LITERAL( "Board: " ), board_cards, eof > {};
struct summary_note : sor< seq< FT_LITERAL( "Duration " ), rest >, seq< FT_LITERAL( "Pot " ), run_number, sp, amount, eof > > {};
// Run it twice: a pot not run twice, in the first summary: "Seat 2:
// Player1  wins the side pot ($76.35)".
struct summary_wins : seq< FT_LITERAL( "wins " ), pot_name, one< '(' >, won_amount, one< ')' >, rest > {};
// "Seat 2: ferdono is sitting out": seated, not dealt in, though the seat
// list does not say so (GeneralHand.txt).
struct summary_sitting_out : seq< FT_LITERAL( "is sitting out" ), eof > {};
struct ft_summary_seat_line : seq< FT_LITERAL( "Seat " ), seat_number, FT_LITERAL( ": " ), seat_owner_name,
                                   star< sp, position_tag >, opt< sp >,
                                   sor< summary_sitting_out, summary_wins, summary_outcome > > {};
// A UTF-16 file of an odd length ends in a lone byte, decoded as U+FFFD on
// a line of its own after the last hand (the fpdb copies of the draw files).
struct odd_last_byte_line : seq< utf8::one< 0xFFFD >, eof > {};
struct summary_line : sor< ft_summary_seat_line, total_pot_line, ft_board_line, summary_run_marker, summary_note,
                           other_seat_line, archive_separator, odd_last_byte_line > {};
// clang-format on

}  // namespace parser::fulltilt

#undef FT_LITERAL

// The Kings Club hand-history grammar: rules only (STYLE.md 15).
//
// Kings Club (2020 to 2021) wrote a short layout of its own on the rules
// PokerStars-style rooms share (parser/stars_text_rules.h): a header
// `#39969456: Pot Limit Omaha - 5/10`, the date on the next line, `Table '8
// Game Mix' Seat 1 is the button` (stud tables name no button), the seats
// (`Seat 1: Player0 (1,000)`), posts with a colon (`Player0: posts the small
// blind 5`), `Dealt to NAME: [X X 4d]` with the unseen cards as `X`, actions
// without a colon and written as the player's street total (`Hero calls
// 30`, `raises to 57.34, and is all in`), street markers that carry the
// board (`*** TURN *** [9s Jh 2s] [8s]`, `*** BOARD 2 - RIVER *** [- - - Qd]
// [Jd]` with the cards shared with board 1 as `-`), stud streets numbered
// from the first card dealt after the first round (`*** 3RD STREET ***`
// deals the fourth card), draw rounds (`*** 1ST DRAW ***`, `*** 2ND BETTING
// ROUND ***`, `Hero discards [Ts Jh] draws [3c 6c]`, `Player0 draws 2`),
// run-it-twice shows (`Run 2: Player4 shows [..]`), and a summary of each
// seat's final stack and net (`Seat 1: Player0 (1,104) +104`), `Rake 1` and
// the wins (`Player0 wins pot (209)`, `Player1 wins (3,075) from side pot
// 1`). The actions are in parser/kingsclub_parser.cpp; docs/KINGSCLUB_FORMAT.md
// lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::kingsclub {

// clang-format off
using namespace stars_text;
// A literal compared in line (stars_text::literal), spelled as text<>.
template <FixedText T>
using lit = stars_text::literal< ::parser::text< T > >;

// ---------------------------------------------------------------- cards
// "[Ts 9h]", "[X X 4d]" (a card not seen), "[- - - Qd]" (a later board's
// cards shared with the first). Each use names its own list, so that the
// action knows where the cards go (parser/kingsclub_parser.cpp).
struct unseen_card : one< 'X', '-' > {};
struct card_item : sor< card, unseen_card > {};
struct cards : seq< one< '[' >, opt< card_item, star< sp, card_item > >, one< ']' > > {};
struct seen_cards : cards {};      // dealt, shown, a board: into the line's cards
struct thrown_cards : cards {};    // "discards [..]"
struct drawn_cards : cards {};     // "draws [..]", one bracket a run
struct seen_card_lists : seq< seen_cards, star< sp, seen_cards > > {};

// ---------------------------------------------------------------- header
// "#39969456: Pot Limit Omaha - 5/10": the betting structure, then the game
// as the room names it (looked up in parser/kingsclub_parser.cpp's table),
// then the blinds or, in fixed limit, the small and big bet.
struct hand_number : plus< digit > {};
struct game_words : plus< not_at< lit< " - " > >, any > {};
struct structure : sor< seq< limit_no, one< ' ' > >, seq< limit_pot, one< ' ' > >, seq< limit_fixed, one< ' ' > > > {};
struct header_rest : seq< structure, game_words, lit< " - " >, stake_low, one< '/' >, stake_high, eof > {};
struct expected_header_rest : header_rest {};
struct header_line : seq< one< '#' >, hand_number, lit< ": " >, must< expected_header_rest > > {};

// "2021-01-02 15:54:07": the hand's start, no zone.
struct date_line : seq< rep< 4, digit >, one< '-' >, rep< 2, digit >, one< '-' >, rep< 2, digit >, one< ' ' >,
                        rep< 2, digit >, one< ':' >, rep< 2, digit >, one< ':' >, rep< 2, digit >, eof > {};

// "Table '8 Game Mix' Seat 1 is the button"; "Table 'Real Deal Mix'" (stud).
struct button_words : seq< lit< " Seat " >, button_seat, lit< " is the button" > > {};
struct table_end : seq< one< '\'' >, opt< button_words >, eof > {};
struct kc_table_name : star< not_at< table_end >, any > {};
struct table_line : seq< lit< "Table '" >, kc_table_name, table_end > {};

// ---------------------------------------------------------------- seats
// "Seat 1: Player0 (2,449.35)"; the summary's add the net after the stack.
struct seat_tail : seq< lit< " (" >, seat_stack, one< ')' >, eof > {};
struct seat_name : plus< not_at< seat_tail >, any > {};
struct seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, seat_name, seat_tail > {};

// ---------------------------------------------------------------- posts "NAME: posts .."
struct all_in_words : lit< ", and is all in" > {};
struct action_end : seq< opt< all_in_words >, eof > {};
struct expected_action_end : action_end {};
struct post_ante : seq< lit< "posts ante " >, amount > {};
struct post_small : seq< lit< "posts the small blind " >, amount > {};
struct post_big : seq< lit< "posts the big blind " >, amount > {};
// "posts blind 44": a player coming in posts a big blind out of turn.
struct post_blind : seq< lit< "posts blind " >, amount > {};
struct post_verb : sor< post_ante, post_small, post_big, post_blind > {};
struct expected_post_verb : post_verb {};
struct post_line : seq< seated_name< ':', ' ' >, lit< ": " >, at< lit< "posts " > >, must< expected_post_verb >,
                        must< expected_action_end > > {};

// ---------------------------------------------------------------- cards dealt
// "Dealt to Player0: [X X X X]"; in stud one line a street, the new card
// alone after the first ("Dealt to Player5: [8c]", "[X]" the seventh).
struct dealt_line : seq< lit< "Dealt to " >, seated_name< ':', ' ' >, lit< ": " >, seen_card_lists, eof > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct act_fold : lit< "folds" > {};
struct act_check : lit< "checks" > {};
struct act_call : seq< lit< "calls " >, amount > {};        // the street total
struct act_bet : seq< lit< "bets " >, amount > {};          // the street total
struct act_raise : seq< lit< "raises to " >, amount > {};   // the street total
struct act_bring_in : seq< lit< "brings in for " >, amount > {};
struct act_show : seq< lit< "shows " >, seen_cards > {};
// "draws 2": cards not seen; "discards [Th] draws [8c] [Qs]": the hero's,
// a drawn bracket a run when the hand is run twice.
struct draw_count : plus< digit > {};
struct act_draw_count : seq< lit< "draws " >, draw_count > {};
struct act_discard : seq< lit< "discards " >, thrown_cards, lit< " draws " >, drawn_cards,
                          star< sp, drawn_cards > > {};
struct act_stand_pat : lit< "stands pat" > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, act_bring_in, act_show, act_draw_count,
                   act_discard, act_stand_pat > {};
struct expected_verb : verb {};
struct action_word : whole_word< lit< "folds" >, lit< "checks" >, lit< "calls" >, lit< "bets" >, lit< "raises" >,
                                 lit< "brings in" >, lit< "shows" >, lit< "draws" >, lit< "discards" >,
                                 lit< "stands pat" > > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};
// "Run 2: Player4 shows [4c 8d 6h 2h 5c]": a draw hand run twice, one
// show a run.
struct run_number : range< '1', '3' > {};
struct run_show_line : seq< lit< "Run " >, run_number, lit< ": " >, seated_name< ' ' >, lit< " shows " >, seen_cards,
                            eof > {};

// ---------------------------------------------------------------- streets
// "*** FLOP *** [Kd 9s 4c]", "*** TURN *** [9s Jh 2s] [8s]", "*** BOARD 1 -
// FLOP *** [..]" (two boards), "*** 3RD STREET ***" .. "*** 6TH STREET ***"
// (stud: the fourth to the seventh card), "*** 1ST DRAW ***" .. "*** 3RD
// DRAW ***", "*** 1ST BETTING ROUND ***" .. (draw: the round after a draw
// begins at the draw's marker), "*** HOLE CARDS ***", "*** SUMMARY ***".
struct board_number : range< '1', '3' > {};
struct board_words : seq< lit< "BOARD " >, board_number, lit< " - " > > {};
struct ordinal : seq< range< '1', '6' >, sor< lit< "ST" >, lit< "ND" >, lit< "RD" >, lit< "TH" > > > {};
struct kc_stud_street : seq< ordinal, lit< " STREET" > > {};
struct kc_draw : seq< ordinal, lit< " DRAW" > > {};
struct kc_betting_round : seq< ordinal, lit< " BETTING ROUND" > > {};
struct kc_marker : sor< marker_hole_cards, seq< opt< board_words >, sor< marker_flop, marker_turn, marker_river > >,
                        kc_stud_street, kc_draw, kc_betting_round, marker_summary > {};
struct street_line : seq< lit< "*** " >, kc_marker, lit< " ***" >, opt< sp, seen_card_lists >, eof > {};

// ---------------------------------------------------------------- summary
// "Seat 1: Player0 (1,104) +104", "Seat 1: Hero (32,500)" (no net: 0),
// "Seat 4: Player3 (0) -6,925".
struct final_stack : amount {};
struct net_sign : one< '+', '-' > {};
struct net_result : seq< opt< net_sign >, amount > {};
struct summary_seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, seat_owner_name, lit< " (" >, final_stack,
                                one< ')' >, opt< sp, net_result >, eof > {};
struct rake_line : seq< lit< "Rake " >, rake, eof > {};
// "Player0 wins pot (209)", "Player1 wins (222.12) from pot", "Player1 wins
// (3,075) from side pot 1".
struct won_pot : seq< pot_only, lit< " (" >, amount, one< ')' > > {};
struct side_pot_words : seq< lit< "side pot " >, side_pot_number > {};
struct won_from : seq< one< '(' >, amount, lit< ") from " >, sor< side_pot_words, pot_only > > {};
struct wins_line : seq< seated_name< ' ' >, lit< " wins " >, sor< won_pot, won_from >, eof > {};

struct body_line : sor< post_line, dealt_line, run_show_line, action_line, seat_line, date_line, table_line > {};
struct summary_line : sor< summary_seat_line, rake_line, wins_line > {};
// clang-format on

}  // namespace parser::kingsclub

// The Enet (iPoker-era skin network of 2012) hand-history grammar: rules
// only (STYLE.md 15).
//
// Enet writes a PokerStars-like layout (parser/stars_text_rules.h holds the
// rules the rooms share). What differs:
//   - amounts with a decimal comma and the symbol before them: "€0,65",
//     "€14,90", "€5" (the euro sign in files fpdb names USD too);
//   - the header names the game and the stakes, the table's name the limit:
//     "Game #12056513: Omaha (€0,10/€0,25) - 21:50:56 23.8.2012 - %6",
//     "Table 'Reunion 1 - Pot Limit' 9-max Seat #4 is the button";
//   - "raises €0,65" and "goes all-in €5,75" state what the player adds,
//     "calls" too; a post may name no amount ("Player4: posts big blind");
//   - "Rake: €0,27" lines after each street (their sum is the summary's
//     rake; a negative one gives some back), not read;
//   - cards glued together: "*** FLOP *** [4s2d3h]", "shows [Jd8sAd2s]";
//   - "*** HOLECARDS ***"; "NAME: collected (€10,57) from pot" pays a pot
//     at the show down, while "NAME collected (€0,20) from pot" (no colon)
//     repeats the uncalled bet returned on the line before it;
//   - the summary's "Total pot" is 0 in four hands of six: not read.
// The actions are in parser/enet_parser.cpp; docs/ENET_FORMAT.md lists every
// line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::enet {

// clang-format off
using namespace stars_text;
template <FixedText T>
using lit = stars_text::literal< ::parser::text< T > >;

// ---------------------------------------------------------------- amounts
// "0,65", "14,90", "5": digits, then a decimal comma and one or two digits.
struct enet_digits : seq< plus< digit >, opt< one< ',' >, digit, opt< digit > >, not_at< digit > > {};
struct enet_symbol : sor< one< '$' >, utf8::one< U'€' > > {};
struct enet_amount : seq< opt< enet_symbol >, enet_digits > {};

// ---------------------------------------------------------------- cards
// "[4s2d3h]", "[Jd8sAd2s]", "[]": cards glued together.
struct enet_cards : seq< one< '[' >, star< card >, one< ']' > > {};

// ---------------------------------------------------------------- header
struct hand_number : plus< digit > {};
struct expected_hand_number : seq< plus< digit >, at< one< ':' > > > {};
struct enet_stake_low : enet_amount {};
struct enet_stake_high : enet_amount {};
struct enet_game : seq< game_name, lit< " (" >, enet_stake_low, one< '/' >, enet_stake_high, one< ')' > > {};
struct expected_game : enet_game {};
struct header_line : seq< lit< "Game #" >, whole_hand_number< hand_number, one< ':' >, expected_hand_number >,
                          lit< ": " >, must< expected_game >, rest > {};

// ---------------------------------------------------------------- seats
struct enet_seat_stack : enet_amount {};
struct enet_seat_chips : seq< lit< " (" >, enet_seat_stack, lit< " in chips)" >, eof > {};
struct enet_seat_name : plus< not_at< enet_seat_chips >, any > {};
struct seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, enet_seat_name, enet_seat_chips > {};

// ---------------------------------------------------------------- actions "NAME: verb"
// A post with no amount ("Player4: posts big blind"): no money said moved.
struct post_small : seq< lit< "posts small blind" >, opt< sp, enet_amount > > {};
struct post_big : seq< lit< "posts big blind" >, opt< sp, enet_amount > > {};
struct act_fold : lit< "folds" > {};
struct act_check : lit< "checks" > {};
struct act_call : seq< lit< "calls " >, enet_amount > {};
struct act_bet : seq< lit< "bets " >, enet_amount > {};
struct act_raise : seq< lit< "raises " >, enet_amount > {};        // what it adds
struct act_all_in : seq< lit< "goes all-in " >, enet_amount > {};  // what it adds
struct hand_words : rest {};
struct act_show : seq< lit< "shows " >, enet_cards, opt< lit< " (" >, hand_words > > {};
struct act_muck : lit< "mucks hand" > {};
// "Player2: mucked" before the show down, "Hero: mucked" after an
// uncontested pot: the cards stay hidden; no action.
struct act_mucked : lit< "mucked" > {};
struct verb : sor< act_fold, act_check, act_call, act_raise, act_bet, act_all_in, post_small, post_big, act_show,
                   act_muck, act_mucked > {};
struct expected_verb : verb {};
struct action_end : seq< opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct action_word : whole_word< lit< "folds" >, lit< "checks" >, lit< "calls" >, lit< "bets" >, lit< "raises" >,
                                 lit< "goes all-in" >, lit< "posts" >, lit< "shows" >, lit< "mucks" >,
                                 lit< "mucked" > > {};
struct action_line : seq< seated_name< ':', ' ' >, lit< ": " >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};

// ---------------------------------------------------------------- money lines
struct collected_amount : enet_amount {};
// "Player4: collected (€10,57) from pot": a pot paid at the show down.
struct collect_line : seq< seated_name< ':' >, lit< ": collected (" >, collected_amount, lit< ") from pot" >, eof > {};
// "Hero collected (€0,20) from pot" after "Uncalled bet (€0,20) returned
// to Hero": the return said again, not a pot (the summary pays the pot).
struct return_echo_line : seq< seated_name< ' ' >, lit< " collected (" >, enet_amount, lit< ") from pot" >, eof > {};
struct uncalled_amount : enet_amount {};
struct uncalled_line : seq< lit< "Uncalled bet (" >, uncalled_amount, lit< ") returned to " >, seated_name<>, eof > {};
// "Rake: €0,27", "Rake: €-2,22": the rake of the street's pots, summed by the summary.
struct street_rake_line : seq< lit< "Rake: " >, rest > {};
struct body_line : sor< seat_line, action_line, collect_line, uncalled_line, return_echo_line, street_rake_line,
                        event_line > {};

// ---------------------------------------------------------------- streets
struct marker_holecards : lit< "HOLECARDS" > {};
struct street_line : seq< lit< "*** " >,
                          sor< marker_holecards, marker_flop, marker_turn, marker_river, marker_showdown,
                               marker_summary >,
                          lit< " ***" >, opt< sp, enet_cards >, eof > {};

// ---------------------------------------------------------------- summary
// "Total pot €0,30 | Rake €0": the total is no pot (€0 in four hands of
// six); read, it tells the summary whole, then dropped.
struct enet_total : enet_amount {};
struct enet_rake : enet_amount {};
struct total_pot_line : seq< lit< "Total pot " >, enet_total, lit< " | Rake " >, enet_rake, must< expected_line_end > > {};
struct enet_board_cards : enet_cards {};
struct board_line : seq< lit< "Board " >, enet_board_cards, eof > {};
// "(dealer)" names the button: the table line's seat is one before it in
// the hands where a player posts coming in (docs/ENET_FORMAT.md).
struct dealer_tag : lit< "(dealer)" > {};
struct position_word : sor< dealer_tag, lit< "(small blind)" >, lit< "(big blind)" > > {};
struct enet_won : enet_amount {};
struct description : rest {};
struct with_description : seq< lit< " with" >, opt< one< ' ' >, description > > {};
// "showed [Kh3sThKs] and won (€56,64) with Three of a kind, Kings",
// "showed [5cJc5hJs] and lost with A Pair, Jacks", "showed [] and lost with".
struct summary_showed : seq< lit< "showed " >, enet_cards,
                             sor< seq< lit< " and won (" >, enet_won, one< ')' > >, lit< " and lost" > >,
                             opt< with_description >, eof > {};
struct summary_collected : seq< lit< "collected (" >, enet_won, lit< ") from pot" >, eof > {};
struct summary_outcome : sor< summary_showed, summary_collected, lit< "folded" >, lit< "mucked" > > {};
struct summary_seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, seat_owner_name,
                                opt< one< ' ' >, position_word >, sp, summary_outcome > {};
struct summary_line : sor< summary_seat_line, total_pot_line, board_line > {};
// clang-format on

}  // namespace parser::enet

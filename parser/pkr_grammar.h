// The PKR hand-history grammar: rules only (STYLE.md 15).
//
// PKR (2009 to 2015) wrote a layout of its own, a line a fact, on the rules
// PokerStars-style rooms share (parser/stars_text_rules.h): a prelude naming
// the table (`Table #44913344 - Eumelus`, `Table #N - Tournament #N Table
// #N`, `Table #N - STT # N`), then `Starting Hand #N`, the hand's time, the
// game, limit, table and money types on lines of their own, `Blinds are now
// $0.02 / $0.04`, the seats (`Seat 1: Player0 - $4.06`), `Moving Button to
// seat 4`, actions without a colon (`Player2 raises to $0.08`, `Player4
// calls $0.05 (all-in)`), `Dealing Flop [7 h][9 c][2 c]` with the new cards
// alone, each card in a bracket of its own with a blank between rank and
// suit, `Pot sizes:` after each street (one line a pot), the rake taken from
// a numbered pot, wins on their lines (`wins $0.06 from side pot #1 with:
// ...`, `ties, and wins`), the seats again with the final stacks, and `End of
// Hand #N`. Chat (`NAME: text`) and table talk (`NAME yawns.`) run through
// the hand. The actions are in parser/pkr_parser.cpp; docs/PKR_FORMAT.md
// lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::pkr {

// clang-format off
using namespace stars_text;
// A literal compared in line (stars_text::literal), spelled as text<>.
template <FixedText T>
using lit = stars_text::literal< ::parser::text< T > >;

// ---------------------------------------------------------------- cards
// "[T c]", "[qs]" (2010), "[2h 3d]" (2009: two cards in one bracket), "[XX]"
// (a card kept hidden); brackets follow each other with or without a blank
// ("[K c] [Q d]"). The action reads the cards of the whole run of brackets.
struct card_face : seq< stars_text::card_rank, opt< one< ' ' > >, stars_text::card_suit > {};
struct bracket_item : sor< stars_text::hidden_card, card_face > {};
struct bracket : seq< one< '[' >, opt< bracket_item, star< opt< one< ' ' > >, bracket_item > >, one< ']' > > {};
struct cards : seq< bracket, star< opt< one< ' ' > >, bracket > > {};

// ---------------------------------------------------------------- header
// The prelude "Table #44913344 - Eumelus" begins a hand; the partial file's
// only hand begins at "Starting Hand #1829716517".
struct table_number : plus< digit > {};
struct tournament_number : plus< digit > {};
struct tournament_table : seq< lit< "Tournament #" >, tournament_number, lit< " Table #" >, plus< digit >, eof > {};
struct stt_table : seq< lit< "STT # " >, tournament_number, eof > {};
struct table_header : seq< lit< "Table #" >, table_number, lit< " - " >, sor< tournament_table, stt_table, rest > > {};
struct hand_number : plus< digit > {};
struct starting_hand_line : seq< lit< "Starting Hand #" >, hand_number, eof > {};
struct header_line : sor< table_header, starting_hand_line > {};

// ---------------------------------------------------------------- game lines
struct start_time_line : seq< lit< "Start time of hand: " >, rest > {};  // "12 May 2012 03:37:34", no zone
struct last_hand_line : seq< lit< "Last Hand " >, rest > {};             // "#2080627672" or "n/a"
struct game_omaha_hi_lo : lit< "OMAHA HI/LO" > {};
struct game_omaha : lit< "OMAHA" > {};
struct game_holdem : lit< "HOLD'EM" > {};
struct game_type_line : seq< lit< "Game Type: " >, sor< game_omaha_hi_lo, game_omaha, game_holdem >, eof > {};
struct limit_no : lit< "NO LIMIT" > {};
struct limit_pot : lit< "POT LIMIT" > {};
struct limit_type_line : seq< lit< "Limit Type: " >, sor< limit_no, limit_pot >, eof > {};
struct table_type_line : seq< lit< "Table Type: " >, sor< lit< "RING" >, lit< "TOURNAMENT" > >, eof > {};
struct play_money : lit< "PLAY MONEY" > {};
struct money_type_line : seq< lit< "Money Type: " >, sor< play_money, lit< "REAL MONEY" >, itext< "TOURNAMENT CHIPS" > >,
                              eof > {};
// "Blinds are now $0.02 / $0.04", "$1/$2" (2009, 2010), "0 / 0" (antes only).
struct blinds_line : seq< lit< "Blinds are now " >, stake_low, opt< sp >, one< '/' >, opt< sp >, stake_high, eof > {};
// The previous hand's button; this hand's is "Moving Button to seat N".
struct button_was_line : seq< lit< "Button is at seat " >, plus< digit >, eof > {};
struct button_line : seq< lit< "Moving Button to seat " >, button_seat, eof > {};
struct shuffling_line : seq< lit< "Shuffling Deck" >, eof > {};

// ---------------------------------------------------------------- seats
// "Seat 1: Player0 - $4.06", ".. (away from table)", "Seat 1: Player0
// (bounty value $0.40, bounty won $0) - 2,940": the bounty is dollars beside
// the chips, read as text (its "$" says nothing of the chips). The same
// lines list the final stacks before "End of Hand".
struct away : lit< " (away from table)" > {};
struct stack_end : seq< lit< " - " >, seat_stack, opt< away >, eof > {};
struct bounty_note : seq< lit< " (bounty value " >, plus< not_one< ')' > >, one< ')' > > {};
struct seat_name : plus< not_at< sor< stack_end, bounty_note > >, any > {};
struct seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, seat_name, opt< bounty_note >, stack_end > {};

// ---------------------------------------------------------------- actions "NAME verb"
struct post_small : seq< lit< "posts small blind (" >, amount, one< ')' > > {};
struct post_big : seq< lit< "posts big blind (" >, amount, one< ')' > > {};
struct post_ante : seq< lit< "posts ante of " >, amount > {};
// "posts $1 dead": a missed small blind made up, dead money; "posts $2" a
// live big blind of a player coming in (parser/pkr_parser.cpp joins them).
struct post_dead : seq< lit< "posts " >, amount, lit< " dead" > > {};
struct post_live : seq< lit< "posts " >, amount > {};
struct fold_shows : seq< lit< " and shows " >, cards > {};
struct act_fold : seq< lit< "folds" >, opt< fold_shows > > {};
struct act_check : lit< "checks" > {};
struct act_call : seq< lit< "calls " >, amount > {};      // the street total
struct act_bet : seq< lit< "bets " >, amount > {};
struct act_raise_to : seq< lit< "raises to " >, amount > {};  // the street total
struct act_show : seq< lit< "shows " >, cards > {};
struct act_muck : lit< "mucks" > {};
struct act_no_show : lit< "doesn't show" > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise_to, post_small, post_big, post_ante, post_dead,
                   post_live, act_show, act_muck, act_no_show > {};
struct expected_verb : verb {};
struct all_in_note : lit< " (all-in)" > {};
struct action_end : seq< opt< all_in_note >, eof > {};
struct expected_action_end : action_end {};
struct action_word : whole_word< lit< "folds" >, lit< "checks" >, lit< "calls" >, lit< "bets" >, lit< "raises" >,
                                 lit< "posts" >, lit< "shows" >, lit< "mucks" >, lit< "doesn't show" > > {};
struct action_line : seq< seated_name< ' ' >, one< ' ' >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};

// ---------------------------------------------------------------- streets
// "Dealing Cards" starts the deal; "Dealing [T c][2 s] to Hero" the hero's
// cards; "Dealing Flop [7 h][9 c][2 c]", "Dealing Turn [A h]", "Dealing River
// [8 c]" the new cards alone.
struct marker_hole : seq< lit< "Dealing Cards" >, eof > {};
struct marker_flop : lit< "Flop " > {};
struct marker_turn : lit< "Turn " > {};
struct marker_river : lit< "River " > {};
struct board_line : seq< lit< "Dealing " >, sor< marker_flop, marker_turn, marker_river >, cards, eof > {};
struct street_line : sor< marker_hole, board_line > {};
struct dealt_line : seq< lit< "Dealing " >, cards, lit< " to " >, seated_name<>, eof > {};

// ---------------------------------------------------------------- money
struct pot_sizes_line : seq< lit< "Pot sizes: " >, amount, eof > {};  // summed in parser/pkr_parser.cpp
struct uncalled_amount : amount {};
struct returning_line : seq< lit< "Returning " >, uncalled_amount, lit< " to " >, seated_name< ' ' >,
                             lit< " uncalled" >, eof > {};
struct pot_rake : amount {};
struct rake_line : seq< lit< "Taking Rake of " >, pot_rake, lit< " from pot " >, plus< digit >, eof > {};
struct no_rake : lit< "No Rake Taken" > {};
struct no_rake_line : seq< no_rake, eof > {};
// "wins $0.13 with: Straight, Jack high", "wins $0.06 from side pot #1 with:
// ..", "wins $0.04, disconnection protection limited from $0.17 with: ..",
// "wins $0.13" (no show down), "wins 40 with low hand: A2345".
struct capped_from : seq< lit< ", disconnection protection limited from " >, amount > {};
struct side_pot_words : seq< lit< " from side pot #" >, side_pot_number > {};
// The words after "with: " or "with high hand: " describe the winner's
// hand; "with low hand: A2345" is not kept.
struct win_words : seq< upper, rest > {};
struct win_tail : seq< opt< lit< " with" >, opt< sor< lit< ": " >, lit< " high hand: " > >, win_words >, rest >,
                       eof > {};
struct wins_line : seq< seated_name< ' ' >, lit< " wins " >, amount, opt< capped_from >, opt< side_pot_words >,
                        win_tail > {};
// "ties side pot #1, and wins $0.43 with: ..", "ties, and wins $0.16 with:
// ..", "ties $34.75 with low hand: A2345".
struct tie_side_pot : seq< lit< " side pot #" >, side_pot_number, lit< ", and wins " > > {};
struct ties_line : seq< seated_name< ' ' >, lit< " ties" >, sor< tie_side_pot, lit< ", and wins " >, one< ' ' > >, amount,
                        win_tail > {};
// Money a seated player adds to his stack: on the final stack of the hand
// whose lines it is among. The same line between two hands (after "End of
// Hand") is repeated in the next, where it counts.
struct rebuys_line : seq< seated_name< ' ' >, lit< " rebuys " >, amount, eof > {};

// ---------------------------------------------------------------- events
// Disconnection protection: he stays in for what he has put in.
struct protected_line : seq< seated_name< ' ' >,
                             lit< " has disconnected and has been granted disconnection protection" >, eof > {};
// "has One Pair: 7s", "has low hand: A2345", "has requested more time",
// "has 20 seconds remaining in the time bank": a high hand's words start
// with a capital (hand_words, the shown hand's description); the others do
// not.
struct hand_words : seq< upper, rest > {};
struct has_line : seq< seated_name< ' ' >, lit< " has " >, sor< hand_words, rest > > {};
// A player who is not dealt in (anyone's name): "Player3 brings $200 to
// table 30733293", "jorenol has joined from Tournament Table #74".
struct brings_phrase : lit< " brings " > {};
struct brought_symbol : sor< one< '$' >, utf8::one< U'€' > > {};  // no action: a cash table's own
struct brings_to_table_line : seq< plus< not_at< brings_phrase >, any >, brings_phrase, opt< brought_symbol >,
                                   amount_number_chars, lit< " to table " >, plus< digit >, eof > {};
struct joined_phrase : lit< " has joined from Tournament Table #" > {};
struct joined_line : seq< plus< not_at< joined_phrase >, any >, joined_phrase, plus< digit >, eof > {};
// Chat ("Player4: lets go") and table talk ("Player0 yawns at Player4.",
// "Player7 will be dealt in after the button", "Player0 did not respond in
// time and is folded", followed by its "folds"): no action.
struct chat_line : seq< seated_name< ':', ' ' >, lit< ": " >, rest > {};
struct money_word : sor< lit< "wins " >, lit< "ties" >, lit< "rebuys " > > {};
struct talk_line : seq< seated_name< ' ' >, one< ' ' >, not_at< money_word >, rest > {};
struct no_low_line : seq< lit< "There is no qualifying low hand" >, eof > {};  // hi/lo: the high hands take all
struct end_line : seq< sor< lit< "End of Hand #" >, lit< "End Of Hand #" > >, plus< digit >, eof > {};

struct body_line : sor< seat_line, street_line, dealt_line, action_line, pot_sizes_line, wins_line, ties_line,
                        returning_line, rake_line, no_rake_line, starting_hand_line, start_time_line, last_hand_line,
                        game_type_line, limit_type_line, table_type_line, money_type_line, blinds_line,
                        button_was_line, button_line, shuffling_line, rebuys_line, protected_line, has_line,
                        brings_to_table_line, joined_line, chat_line, talk_line, no_low_line, end_line > {};
struct summary_line : failure {};  // the log has no summary
// clang-format on

}  // namespace parser::pkr

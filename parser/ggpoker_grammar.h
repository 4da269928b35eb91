// The GGPoker hand-history grammar: rules only (STYLE.md 15).
//
// GGPoker writes the PokerStars layout (parser/stars_text_rules.h holds the
// rules the two share) with its own header, `Poker Hand #RC2345481320:
// Hold'em No Limit  ($0.05/$0.1) - 2018/03/30 03:44:33`, its own game names
// (PLO, PLO-5, PLO-6, ShortDeck with one stake that is both the ante and the
// button blind, Omaha "(NL postflop)"), arabic tournament levels, dealt lines
// without cards for the other players, and lines PokerStars never writes:
// `straddle $x` without "posts", `posts missed blind $x`, the all-in EV
// cash-out and insurance lines, `Bet & Muck`, `Cash Drop to Pot : total $x`,
// house fees in the total line (`| Jackpot $1 | Bingo $0 | Fortune $0 | Tax
// $0`), `Hand was run two times` and the run-it-twice boards announced on a
// line of their own (`FIRST` then `Board [..]`). The actions are in
// parser/ggpoker_parser.cpp; docs/GGPOKER_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::ggpoker {

// clang-format off
using namespace stars_text;
#define GG_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
struct hand_number_chars : plus< alnum > {};  // "RC2345481320", "TM123", "1171217378123557259"
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< one< ':' > > > {};
struct game_short_deck : GG_LITERAL( "ShortDeck" ) {};
struct game_plo5 : GG_LITERAL( "-5" ) {};
struct game_plo6 : GG_LITERAL( "-6" ) {};
// "PLO ($5/$10)", "PLO-5 ($2/$5)": the structure is in the name.
struct plo_word : GG_LITERAL( "PLO" ) {};
struct game_plo : seq< plo_word, opt< sor< game_plo5, game_plo6 > >, at< sp, one< '(' > > > {};
struct limit_nl_postflop : GG_LITERAL( "(NL postflop)" ) {};  // Omaha, pot limit before the flop
struct gg_game_name : sor< game_short_deck, game_holdem, game_omaha > {};
struct named_game : seq< gg_game_name, sp, sor< limit_name, limit_nl_postflop > > {};
// ShortDeck's one stake is the ante and the button blind both.
struct short_deck_stake : amount {};
struct gg_stakes : sor< seq< stake_low, one< '/' >, stake_high >, short_deck_stake > {};
struct gg_game : seq< sor< game_plo, named_game >, opt< sp, one< '(' >, gg_stakes, one< ')' > > > {};
// The tournament's name runs up to the game that the level follows.
struct tournament_id : number {};
// "Daily Special $250": the tournament's name, with its buy-in.
struct tournament_name : star< not_at< gg_game, sp, one< '-' >, sp, GG_LITERAL( "Level" ) >, any > {};
struct tournament_part : seq< GG_LITERAL( "Tournament #" ), tournament_id, one< ',' >, opt< sp >, tournament_name > {};
// Tournament levels are numbered: "Level12(1,500/3,000)", "Level3 (40/80)".
struct level_number : number {};
struct level : seq< GG_LITERAL( "Level" ), level_number, opt< sp >,
                    opt< one< '(' >, stake_low, one< '/' >, stake_high, one< ')' > > > {};
struct expected_game : gg_game {};
struct header_line : seq< GG_LITERAL( "Poker Hand #" ), whole_hand_number< hand_number, one< ':' >, expected_hand_number >,
                          one< ':' >, opt< sp >,
                          opt< tournament_part >, must< expected_game >,
                          opt< sp, one< '-' >, sp, level >, rest > {};

// ---------------------------------------------------------------- body
// "Dealt to NAME" (another player: no cards) or "Dealt to Hero [Ac Ad]".
struct dealt_line : seq< GG_LITERAL( "Dealt to " ),
                         sor< seq< seated_name< ' ', '[' >, sp, dealt_cards >, seq< seated_name<>, eof > >,
                         rest > {};

struct post_straddle : seq< GG_LITERAL( "straddle " ), amount > {};
// A dead small blind owed after missing it; the big blind follows on its own line.
struct post_missed_blind : seq< GG_LITERAL( "posts missed blind " ), amount > {};
// "Bet & Muck $x" bets, committing to muck if called; "Bet & Muck folds",
// after the call, is that muck.
struct bet_and_muck_muck : GG_LITERAL( "Bet & Muck folds" ) {};
struct bet_and_muck : seq< GG_LITERAL( "Bet & Muck " ), amount > {};
// All-in EV cash-out and insurance: paid by or to the house, outside the
// pot (the collects and the total do not include them).
struct house_deal : sor< GG_LITERAL( "Chooses to EV Cashout" ),
                         seq< GG_LITERAL( "Pays Cashout Risk (" ), amount, one< ')' > >,
                         seq< GG_LITERAL( "Receives Cashout (" ), amount, one< ')' > >,
                         seq< GG_LITERAL( "pay premium of all-in insurance (" ), amount, one< ')' > >,
                         seq< GG_LITERAL( "get an all-in insurance (" ), rest > > {};
struct verb : sor< act_fold, act_check, act_call, act_raise, act_bet, post_small, post_big, post_ante,
                   post_button_blind, post_straddle, post_missed_blind, act_show, act_muck, act_no_show,
                   bet_and_muck_muck, bet_and_muck, house_deal, act_table_event > {};
struct expected_verb : verb {};
// PokerStars' action words and GGPoker's own: its straddle, Bet & Muck, and
// the all-in cash-out and insurance lines, which carry money.
struct gg_action_word : sor< action_word,
                             whole_word< GG_LITERAL( "straddle" ), GG_LITERAL( "Bet & Muck" ),
                                         GG_LITERAL( "Chooses to EV Cashout" ), GG_LITERAL( "Pays Cashout Risk" ),
                                         GG_LITERAL( "Receives Cashout" ), GG_LITERAL( "pay premium" ),
                                         GG_LITERAL( "get an all-in insurance" ) > > {};
struct action_line : seq< seated_name< ':', ' ' >, GG_LITERAL( ": " ),
                          verb_after_name< gg_action_word, verb, expected_verb, action_end, expected_action_end > > {};

// "Cash Drop to Pot : total $0.2": money the house adds to the pot.
struct cash_drop_line : seq< GG_LITERAL( "Cash Drop to Pot : total " ), house_money, opt< sp >, eof > {};
struct notice : seq< GG_LITERAL( "Hand was run " ), rest > {};

struct body_line : sor< seat_line, dealt_line, uncalled_line, action_line, collected_line,
                        cash_drop_line, observer_empty_line, event_line, table_line > {};

// ---------------------------------------------------------------- summary
// The house's takes beside the rake, each from the pot: "Jackpot $1",
// "Bingo $0", "Fortune $0", "Tax $0".
struct house_fee : amount {};
struct fee_item : seq< sor< GG_LITERAL( "Jackpot " ), GG_LITERAL( "Bingo " ), GG_LITERAL( "Fortune " ),
                            GG_LITERAL( "Tax " ) >, house_fee > {};
struct total_pot_line : seq< GG_LITERAL( "Total pot " ), total_pot,
                             star< pot_separator, sor< fee_item, pot_item > >, opt< pot_separator >,
                             must< expected_line_end > > {};
// A run's board word (run twice or three times) alone on the line before its "Board [..]".
struct board_word_first : GG_LITERAL( "FIRST" ) {};
struct board_word_second : GG_LITERAL( "SECOND" ) {};
struct board_word_third : GG_LITERAL( "THIRD" ) {};
struct board_word : seq< sor< board_word_first, board_word_second, board_word_third >, eof > {};
// Looked at before it is matched: the card list's action must not run twice
// when the line turns out to be another outcome.
struct summary_showed_collected : seq< at< GG_LITERAL( "showed " ), card_list, GG_LITERAL( " and collected (" ) >,
                                       GG_LITERAL( "showed " ), card_list, GG_LITERAL( " and collected (" ),
                                       won_amount, one< ')' >, rest > {};
struct summary_outcome : sor< summary_showed_collected, summary_showed, summary_collected, summary_won,
                              summary_mucked, rest > {};
struct summary_seat_line : seq< GG_LITERAL( "Seat " ), seat_number, GG_LITERAL( ": " ), seat_owner_name,
                                star< sp, position_tag >, opt< sp >, summary_outcome > {};
struct board_line : stars_text::board_line {};
struct summary_line : sor< summary_seat_line, total_pot_line, board_line, board_word, notice, event_line,
                           street_line, other_seat_line > {};
// clang-format on

}  // namespace parser::ggpoker

#undef GG_LITERAL

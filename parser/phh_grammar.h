// The PHH grammar: rules only (STYLE.md 15). Semantic actions live apart, in
// parser/phh_parser.cpp.
//
// Two grammars, both from PHH.md:
//  * `document`: the subset of TOML that PHH files use (§1): comments,
//    `key = value` lines, basic "..." strings with escapes, literal '...'
//    strings, integers and decimals (kept as text: amounts are converted to
//    centi-units exactly, never through a double), `inf`/`nan`, booleans, local
//    dates and times (the `time` field), arrays over several lines with
//    comments and a trailing comma, and `[N]` table headers (.phhs). It is not
//    a general TOML grammar: no inline tables, dotted or quoted keys,
//    multi-line strings or array-of-tables.
//  * `action_text`: one string of the `actions` array (§5):
//    `[[Actor Action[ Arg...]][ # Commentary]]`, tokens split on whitespace.
//
// Rules that carry an error message (the `expected_*` types) raise on every
// failure (PEGTL must_if), so they are used only where failing is an error.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/text_literal.h"

namespace parser::phh {

namespace pegtl = tao::pegtl;

// clang-format off
using namespace pegtl;

// ---------------------------------------------------------------- TOML subset
struct blank : one< ' ', '\t' > {};
struct blanks : star< blank > {};
// The decoder keeps line ends as they are; a lone CR counts as one, as it does
// everywhere else in handaudit.
struct newline : sor< string< '\r', '\n' >, one< '\n' >, one< '\r' > > {};
struct comment : seq< one< '#' >, star< not_one< '\n', '\r' > > > {};
// Inside an array: blanks, line ends and comments in any number.
struct array_space : star< sor< blank, newline, comment > > {};

struct bare_key : plus< sor< alnum, one< '_', '-' > > > {};
struct key : bare_key {};
struct table_name : bare_key {};

// Strings. `basic_body`/`literal_body` are the text between the quotes; the
// actions decode escapes only when there are any.
struct escape_code : sor< one< '"', '\\', 'b', 'f', 'n', 'r', 't', 'e' >,
                          seq< one< 'u' >, rep< 4, xdigit > >,
                          seq< one< 'U' >, rep< 8, xdigit > > > {};
struct expected_escape : escape_code {};
struct escaped : seq< one< '\\' >, must< expected_escape > > {};
struct basic_char : sor< escaped, not_one< '"', '\\', '\n', '\r' > > {};
struct basic_body : star< basic_char > {};
struct expected_quote : one< '"' > {};
struct basic_string : seq< one< '"' >, basic_body, must< expected_quote > > {};
struct literal_body : star< not_one< '\'', '\n', '\r' > > {};
struct expected_apostrophe : one< '\'' > {};
struct literal_string : seq< one< '\'' >, literal_body, must< expected_apostrophe > > {};

// Numbers, as text. TOML allows one underscore between digits.
struct sign : one< '+', '-' > {};
struct digits : seq< digit, star< opt< one< '_' > >, digit > > {};
struct fraction : seq< one< '.' >, digits > {};
struct exponent : seq< one< 'e', 'E' >, opt< sign >, digits > {};
struct number : seq< opt< sign >, digits, opt< fraction >, opt< exponent > > {};
struct infinity : seq< opt< sign >, text< "inf" > > {};
struct not_a_number : seq< opt< sign >, text< "nan" > > {};
struct boolean : sor< text< "true" >, text< "false" > > {};

// Dates and times (`time = 12:34:56`), kept as text.
struct two_digits : rep< 2, digit > {};
struct local_time : seq< two_digits, one< ':' >, two_digits, one< ':' >, two_digits, opt< one< '.' >, plus< digit > > > {};
struct time_offset : sor< one< 'Z', 'z' >, seq< sign, two_digits, one< ':' >, two_digits > > {};
struct local_date : seq< rep< 4, digit >, one< '-' >, two_digits, one< '-' >, two_digits > {};
struct date_time : seq< local_date, opt< one< 'T', 't', ' ' >, local_time, opt< time_offset > > > {};
struct time_value : local_time {};

struct array;
struct value : sor< basic_string, literal_string, array, boolean, infinity, not_a_number, date_time, time_value,
                    number > {};

struct array_open : one< '[' > {};
struct array_value : value {};
struct array_items : seq< array_value, array_space, star< one< ',' >, array_space, array_value, array_space >,
                          opt< one< ',' >, array_space > > {};
struct expected_array_close : one< ']' > {};
struct array : seq< array_open, array_space, opt< array_items >, must< expected_array_close > > {};

// Lines.
struct line_end : seq< blanks, opt< comment >, sor< newline, eof > > {};
struct expected_line_end : line_end {};
struct expected_equals : one< '=' > {};
struct expected_value : value {};
struct key_value : seq< key, blanks, must< expected_equals >, blanks, must< expected_value >,
                        must< expected_line_end > > {};
struct expected_table_name : table_name {};
struct expected_table_close : one< ']' > {};
struct table_header : seq< one< '[' >, blanks, must< expected_table_name >, blanks, must< expected_table_close >,
                           must< expected_line_end > > {};
struct empty_line : seq< blanks, opt< comment >, newline > {};
struct statement_line : seq< blanks, sor< table_header, key_value > > {};
struct document_end : seq< opt< comment >, eof > {};
struct expected_statement : document_end {};
struct document : seq< star< sor< empty_line, statement_line > >, blanks, must< expected_statement > > {};

// ---------------------------------------------------------------- one action string
// Python's str.split() separates on any whitespace.
struct gap : plus< space > {};
struct player_index : plus< digit > {};
struct player_ref : seq< one< 'p' >, player_index > {};

// Cards: rank and suit, '?' for an unknown one ("??", "A?"); PokerKit also
// writes a ten as "10".
struct card_rank : sor< string< '1', '0' >, one< 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', '?' > > {};
struct card_suit : one< 'c', 'd', 'h', 's', '?' > {};
struct card : seq< card_rank, card_suit > {};
struct cards : plus< card > {};

struct amount : seq< digits, opt< fraction > > {};

struct hole_target : player_ref {};
struct hole_cards : cards {};
struct board_cards : cards {};
struct expected_gap : gap {};
struct expected_player : hole_target {};
struct expected_hole_cards : hole_cards {};
struct expected_board_cards : board_cards {};
struct deal_hole : seq< text< "dh" >, must< expected_gap, expected_player, expected_gap, expected_hole_cards > > {};
struct deal_board : seq< text< "db" >, must< expected_gap, expected_board_cards > > {};
struct dealer_verb : sor< deal_hole, deal_board > {};
struct expected_dealer_verb : dealer_verb {};
struct dealer_action : seq< one< 'd' >, gap, must< expected_dealer_verb > > {};

struct bet_amount : amount {};
struct expected_amount : bet_amount {};
struct discard_cards : cards {};
struct shown_cards : cards {};
struct show_dealt : one< '-' > {};
struct verb_bet : seq< text< "cbr" >, must< expected_gap, expected_amount > > {};  // complete, bet, raise to
struct verb_call : text< "cc" > {};                                                // check or call
struct verb_fold : one< 'f' > {};
struct verb_bring_in : text< "pb" > {};
struct verb_discard : seq< text< "sd" >, opt< gap, discard_cards > > {};           // stand pat / discard
struct verb_show : seq< text< "sm" >, opt< gap, sor< show_dealt, shown_cards > > > {};  // show or muck
struct player_verb : sor< verb_bet, verb_call, verb_discard, verb_show, verb_bring_in, verb_fold > {};
struct expected_player_verb : player_verb {};
struct actor : player_ref {};
struct player_action : seq< actor, gap, must< expected_player_verb > > {};

struct commentary : seq< one< '#' >, star< any > > {};
struct action_end : seq< star< space >, opt< commentary >, eof > {};
struct expected_action_end : action_end {};
struct action_body : sor< dealer_action, player_action > {};
struct expected_action : action_body {};
// An empty string, blanks or a lone commentary is a no-op.
struct no_op : seq< opt< commentary >, eof > {};
struct action_text : seq< star< space >, sor< no_op, seq< must< expected_action >, must< expected_action_end > > > > {};
// clang-format on

}  // namespace parser::phh

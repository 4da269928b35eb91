// The grammar of a PokerStars tournament summary (docs/cross-hand.md, "A
// tournament's summary"): rules only; the reader that fills
// parser::StarsSummary is parser/stars_summary.cpp.
//
// A summary is read a line at a time: `line` is every kind of line the
// corpus's summaries hold (PokerStars' own, Full Tilt's and Run It Once's
// copies of it; downloaded, emailed, requested by mail, in the local
// format), each matched whole. A line it does not know is the reader's
// `unrecognized-line`.
//
//   PokerStars Tournament #1731156709, Pot Limit 5 Card Omaha
//   Super Satellite                                   (Freeroll, Freeroll Super Satellite)
//   Buy-In: $24.55/$2.45 USD                          (100/9, 250 SC, 100 FPP, €5.00)
//   49 players
//   $11.00 USD added to the prize pool by PokerStars
//   Total Prize Pool: $602.70 USD                     (200, 3600 FPP, Sunday Million ticket)
//   Target Tournament #821010003 Buy-In: $10.00/1.00 USD
//   5 tickets to the target tournament
//   Tournament started 2016/11/26 19:04:00 CET [2016/11/26 13:04:00 ET]
//   Tournament finished - 2007/08/13 - 17:19:17 (ET)
//     1: Hero (Netherlands), $230.36 (38.221%)        (still playing, nothing, " (qualified for ...)")
//     2: COyourACES [3] (India), ₹2,035.24 (18.183%)   a re-entry mark
//   1: Vance K, €12.50                                Run It Once: no country
//   You finished in 1st place (eliminated at hand #162008223790).
//   You made 5 rebuys and 1 addons for a total of USD 3,180.00.
//   You collected 5 bounties for a total of USD 875.00.
//   Dear Hero, / Congratulations! / If you have any questions, ... (the mailed text)
#pragma once

#include <tao/pegtl.hpp>

#include "parser/text_literal.h"

namespace parser::stars_summary {

namespace pegtl = tao::pegtl;

// clang-format off
using namespace pegtl;

struct blank : one< ' ', '\t' > {};
struct rest : star< any > {};
struct number : plus< digit > {};
// Numbers the reader keeps: a place in 32 bits, a count of entrants in 64;
// a longer one is no line PokerStars writes (an unrecognized-line).
struct place_number : seq< rep_min_max< 1, 9, digit >, not_at< digit > > {};
struct count_number : seq< rep_min_max< 1, 18, digit >, not_at< digit > > {};

// ---------------------------------------------------------------- header
struct site_pokerstars : text< "PokerStars" > {};
struct site_full_tilt : text< "Full Tilt" > {};
struct site_run_it_once : text< "Run It Once Poker" > {};
struct site : sor< site_pokerstars, site_full_tilt, site_run_it_once > {};
struct tournament_id : number {};
struct game : plus< any > {};
struct header : seq< seq< site, text< " Tournament #" >, tournament_id, one< ',' >, star< blank >, game >, eof > {};

// ---------------------------------------------------------------- amounts
// "$2,062.96", "₹136.50", "200", "25,750": a symbol (any bytes before the
// first digit), then digits with their groups and decimals.
struct money_symbol : star< not_one< '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' ', ',', '(', ')' > > {};
struct money_digits : seq< digit, star< sor< digit, seq< one< ',', '.' >, digit > > > > {};
struct currency : plus< upper > {};
struct money : seq< money_symbol, money_digits, opt< blank, currency > > {};

// ---------------------------------------------------------------- the tournament
struct kind_line : seq< sor< text< "Freeroll Super Satellite" >, text< "Super Satellite" >,
                        text< "Freeroll" >, text< "Satellite" > >, eof > {};
struct buy_in : plus< any > {};
struct buy_in_line : seq< seq< text< "Buy-In:" >, star< blank >, buy_in >, eof > {};
struct entrants : count_number {};
struct entrants_line : seq< seq< entrants, text< " players" > >, eof > {};
struct added_line : seq< seq< money, text< " added to the prize pool by " >, rest >, eof > {};
struct pool_money : seq< money, star< blank >, eof > {};
struct pool_other : plus< any > {};  // "Sunday Million ticket"
struct pool_line : seq< seq< text< "Total Prize Pool:" >, star< blank >, sor< pool_money, pool_other > >, eof > {};
struct target_line : seq< seq< text< "Target Tournament #" >, number, rest >, eof > {};
struct tickets_line : seq< seq< number, text< " tickets to the target tournament" > >, eof > {};
struct started_at : plus< any > {};
struct started_line : seq< seq< text< "Tournament started" >, star< sor< blank, one< '-' > > >, started_at >, eof > {};
struct finished_at : plus< any > {};
struct finished_line : seq< seq< text< "Tournament finished" >, star< sor< blank, one< '-' > > >, finished_at >, eof > {};

// ---------------------------------------------------------------- the finishing list
// "  12: zaadar72 (Germany),": the name and country are split by the reader
// from the right (names and countries hold parentheses: "Mr_Haze(RU)
// (Russia)", "badkarmatom (Horn (HOLLAND))"); the prize after them is
// matched by `prize`.
struct place : place_number {};
struct entry_text : plus< any > {};
struct place_line : seq< seq< star< blank >, place, one< ':' >, plus< blank >, entry_text >, eof > {};

struct still_playing : text< "still playing" > {};
struct share : seq< one< '(' >, plus< sor< digit, one< '.' > > >, text< "%)" > > {};
struct prize_money : seq< money, opt< plus< blank >, share >, eof > {};
struct prize_other : plus< any > {};  // "(qualified for the target tournament)", "Sunday Million ticket"
struct prize : seq< star< blank >, sor< still_playing, prize_money, prize_other > > {};

// ---------------------------------------------------------------- the player's own lines
struct hero_place : place_number {};
struct ordinal : sor< text< "st" >, text< "nd" >, text< "rd" >, text< "th" > > {};
struct hero_eliminated_at : plus< digit > {};
struct hero_elimination : seq< opt< one< ' ' > >, text< "(eliminated at hand #" >, hero_eliminated_at, one< ')' > > {};
struct hero_line : seq< seq< text< "You finished " >, opt< text< "the tournament " > >,
                        opt< text< "in " >, hero_place, ordinal, text< " place" > >,
                        opt< hero_elimination >, rest >, eof > {};
// The end of "You finished the tournament (eliminated at" wrapped onto a line of its own.
struct wrapped_time_line : seq< seq< rep< 4, digit >, one< '/' >, rest >, eof > {};
struct made_line : seq< seq< text< "You made " >, number, rest >, eof > {};
struct collected_line : seq< seq< text< "You collected " >, number, rest >, eof > {};
struct no_stats_line : seq< text< "There are no personal statistics because you did not play in this tournament." >, eof > {};
// The mail's last words of its own: what follows is the mailer's footer
// (the reader stops there).
struct questions_line : seq< text< "If you have any questions, please contact " >, rest > {};
struct mail_line : seq< sor< seq< text< "Dear " >, rest >, text< "Congratulations!" >,
                        text< "Thank you for participating." >,
                        questions_line >, eof > {};

struct blank_line : seq< star< blank >, eof > {};

struct line : sor< header, kind_line, buy_in_line, entrants_line, added_line, pool_line, target_line, tickets_line,
                   started_line, finished_line, place_line, hero_line, wrapped_time_line, made_line, collected_line,
                   no_stats_line, mail_line, blank_line > {};
// clang-format on

}  // namespace parser::stars_summary

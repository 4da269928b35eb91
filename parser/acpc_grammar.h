// The ACPC match-log grammar: rules only (STYLE.md 15).
//
// A match log of the Annual Computer Poker Competition's server
// (project_acpc_server's dealer) writes one hand a line:
//
//   STATE:<hand>:<betting>:<cards>:<payoffs>:<players>
//   STATE:0:r300c/cr900f:Ks6h|Qd2c/8s6cJc:900|-900:alice|bob
//
// <betting>: the actions in turn order, `c` call or check, `f` fold, `r`
// raise (fixed limit) or `r<N>` raise to N chips put in the whole hand (no
// limit), the rounds separated by `/`. <cards>: each player's hole cards,
// `|` between players, then each round's board cards after a `/`. <payoffs>:
// what each player won (+) or lost (-), `|` between players. <players>: the
// names, in seat order. `#` lines are comments (the first names the game
// definition file); a `SCORE:` line ends the match. docs/ACPC_FORMAT.md.
#pragma once

#include <tao/pegtl.hpp>

namespace parser::acpc {

// clang-format off
using namespace tao::pegtl;

struct state_tag : string< 'S', 'T', 'A', 'T', 'E', ':' > {};
struct score_tag : string< 'S', 'C', 'O', 'R', 'E', ':' > {};
struct field_end : one< ':' > {};
struct hand_number : plus< digit > {};

// Betting: one rule per action, so that each is seen where it starts.
struct raise_to : plus< digit > {};
struct raise_action : seq< one< 'r' >, opt< raise_to > > {};
struct call_action : one< 'c' > {};
struct fold_action : one< 'f' > {};
struct round_mark : one< '/' > {};
struct betting : star< sor< raise_action, call_action, fold_action, round_mark > > {};

struct rank : one< '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A' > {};
struct suit : one< 'c', 'd', 'h', 's' > {};
struct card : seq< rank, suit > {};
// A player's hole cards, possibly none (a bot's own log shows only its own).
struct hole : star< card > {};
struct board : star< card > {};
struct cards : seq< hole, star< one< '|' >, hole >, star< one< '/' >, board > > {};

// A payoff in chips, with decimals where a split leaves fractions.
struct payoff : seq< opt< one< '-' > >, plus< digit >, opt< one< '.' >, plus< digit > > > {};
struct payoffs : list< payoff, one< '|' > > {};

struct name : plus< not_one< '|', ':', '\r', '\n' > > {};
struct names : list< name, one< '|' > > {};

struct line_end : seq< opt< one< '\r' > >, eof > {};

// The fields after the tag, each required: a failure is a parse-error
// naming what was expected (the messages are in acpc_parser.cpp).
struct expected_hand_number : hand_number {};
struct expected_betting_end : field_end {};
struct expected_cards_end : field_end {};
struct expected_payoffs : payoffs {};
struct expected_payoffs_end : field_end {};
struct expected_names : names {};
struct expected_line_end : line_end {};

struct state_line
  : seq< state_tag, must< expected_hand_number >, must< field_end >, betting, must< expected_betting_end >, cards,
         must< expected_cards_end >, must< expected_payoffs >, must< expected_payoffs_end >,
         must< expected_names >, must< expected_line_end > > {};

// clang-format on

}  // namespace parser::acpc

// The Cake poker network hand-history grammar: rules only (STYLE.md 15).
//
// Cake (2008 to 2014: Cake Poker, Doyles Room and the network's skins;
// its successors Revolution and Horizon kept the layout) writes a line a
// fact, on the rules PokerStars-style rooms share (parser/stars_text_rules.h)
// where they agree. What is its own:
//   - the header, fields parted by " -- ": "Hand#2701011985001689 - Paris
//     (6-max) 11985 -- $0.05/$0.10 NL Hold'em -- 2011/08/28 - 00:53:30"
//     (cash: the table, its seats, its number); "Hand#2930A7507F000252 -
//     $2,500 Guaranteed - R&A T10965119 -- CASH -- $15 + $1.5 -- 10 Max --
//     Table 5 -- 0/75/150 NL Hold'em -- 2012/04/12 - 22:32:06" (tournaments:
//     the name and id, the entry, the seats, the table, ante/small/big; the
//     older header has the id and the table only); the date with '/', '-' or
//     '.' between its parts; a fixed-limit header's stakes are the bets;
//   - amounts with a decimal point or a decimal comma ("$126,50"), thousands
//     parted by a comma or a no-break space ("2,820", "2 477"), and, where
//     the table plays in euros converted from dollars, the euro value after
//     each amount ("$0,05 (EUR €0,04)", the header's stakes in euros);
//   - "Dealer: Seat 3" before the seats, or " DEALER" after the button's
//     seat; "Dealt to Hero [7c,Th]" with commas, board cards after each
//     marker the new ones alone ("*** TURN *** [Kd]");
//   - "raises to X" (the street total), "calls X" (what it adds), "is all in
//     X" (what it adds, whether it calls, bets or raises), "Player5:posts
//     dead blind $-0,10 and big blind $0,10" (no blank after the colon),
//     "returns uncalled bet X";
//   - "***SHOW DOWN***" in every hand, once per pot paid (the last side pot
//     first, the main pot last), "X wins $0.56" after the rake (no total and
//     no rake written), "X: wins $76 with ..." (2010), "wins high pot" and
//     "wins low pot"; "X: mucks" by a player who gives the pot up (and by
//     the winner nobody called), then "X: mucks [Td,Qd] (Pair) ." with the
//     cards, the blank of a name written '_' there ("Player_Space");
//   - after the pots, "X finished 21 out of 66 players.", "Tournament: X
//     wins 1 bounty. (1)", "X rebuys 3000 chips", "Player left the table"
//     (which, after the show down, stands where the pot's payment should be:
//     the hero who left wrote no more).
// The actions are in parser/cake_parser.cpp; docs/CAKE_FORMAT.md lists every line.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::cake {

// clang-format off
using namespace stars_text;
// A literal compared in line (stars_text::literal), spelled as text<>.
template <FixedText T>
using lit = stars_text::literal< ::parser::text< T > >;

inline bool cake_digit(char c) { return c >= '0' && c <= '9'; }

// Where the digits of a Cake amount that start at `p` end: "1,492.66",
// "126,50", "2 477" (a no-break space, UTF-8 C2 A0), "0.05". A comma or a
// no-break space followed by exactly three digits parts thousands; a point,
// or a comma followed otherwise, is the decimal mark. `p` itself where no
// digit starts there.
inline const char* cake_number_end(const char* const begin, const char* const end) {
  const char* p = begin;
  if (p == end || !cake_digit(*p)) return begin;
  while (p != end && cake_digit(*p)) ++p;
  for (;;) {
    std::size_t mark = 0;
    if (p != end && *p == ',') mark = 1;
    else if (end - p >= 2 && p[0] == '\xC2' && p[1] == '\xA0') mark = 2;
    if (mark == 0) break;
    const char* q = p + mark;
    if (end - q >= 3 && cake_digit(q[0]) && cake_digit(q[1]) && cake_digit(q[2]) && (end - q == 3 || !cake_digit(q[3]))) {
      p = q + 3;
      continue;
    }
    break;
  }
  if (end - p > 1 && (*p == '.' || *p == ',') && cake_digit(p[1])) {
    p += 2;
    while (p != end && cake_digit(*p)) ++p;
  }
  return p;
}

// The digits of an amount, cake_number_end's language as a rule.
struct number_chars {
  using rule_t = number_chars;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&...) {
    const char* const end = cake_number_end(in.current(), in.end());
    if (end == in.current()) return false;
    in.bump(static_cast<std::size_t>(end - in.current()));
    return true;
  }
};

// ---------------------------------------------------------------- amounts
struct cake_number : number_chars {};
struct amount : seq< opt< currency_symbol >, cake_number > {};
// " (EUR €0,04)": the euro value of a dollar amount at a table that plays
// in euros; read as text (the dollars are the chips that move).
struct eur_note : seq< lit< "(EUR " >, plus< not_one< ')' > >, one< ')' > > {};

// ---------------------------------------------------------------- cards
// "[7c,Th]", "[Kd]", "[7h 5c]" (shows), "[ Td, Ac ]" (2010's mucks).
struct card_item : seq< card_rank, card_suit > {};
struct card_sep : sor< seq< opt< sp >, one< ',' >, opt< sp > >, sp > {};
struct cards : seq< one< '[' >, opt< sp >, card_item, star< card_sep, card_item >, opt< sp >, one< ']' > > {};

// ---------------------------------------------------------------- header
struct hand_number : plus< alnum > {};
struct segment_mark : lit< " -- " > {};
// The first field: the table ("Paris (6-max) 11985", "New Castle 14481",
// "Play Money 21 14254") or the tournament ("$5 Bounty T11244010").
struct first_segment : plus< not_at< segment_mark >, any > {};
struct segment_end : at< sor< segment_mark, eof > > {};
struct table_number : plus< digit > {};
struct table_segment : seq< lit< "Table " >, table_number, segment_end > {};
struct max_seats_number : plus< digit > {};
struct max_segment : seq< max_seats_number, lit< " Max" >, segment_end > {};
// "$15 + $1.5", "$2 + $0,2", "$0 + $0": read as text (no chips).
struct entry_money : seq< opt< one< '$' > >, plus< sor< digit, one< '.', ',' > > > > {};
struct buy_in_segment : seq< entry_money, lit< " + " >, entry_money, segment_end > {};
struct other_segment : plus< not_at< segment_mark >, any > {};
// "$0.05/$0.10", "$0,05/$0,10", "€0,04/€0,08" (a euro table's, converted),
// "1/2" (play money), "0/75/150" and "-1/50/100" (a tournament's ante,
// small and big blind; -1: no ante).
struct stake : seq< opt< one< '-' > >, opt< currency_symbol >, cake_number > {};
struct stakes : seq< stake, one< '/' >, stake, opt< one< '/' >, stake > > {};
struct limit_nl : lit< "NL" > {};
struct limit_pl : lit< "PL" > {};
struct limit_fl : lit< "FL" > {};
struct limit : sor< limit_nl, limit_pl, limit_fl > {};
struct game_holdem : lit< "Hold'em" > {};
struct game_omaha_hilo : sor< lit< "OmahaHiLo" >, lit< "Omaha Hi/Lo" > > {};
struct game_omaha : lit< "Omaha" > {};
struct game : sor< game_holdem, game_omaha_hilo, game_omaha > {};
struct game_segment : seq< stakes, sp, limit, sp, game, segment_end > {};
struct expected_game : game_segment {};
struct field : sor< table_segment, max_segment, buy_in_segment, other_segment > {};
struct header_line : seq< lit< "Hand#" >, hand_number, lit< " - " >, first_segment,
                          star< segment_mark, not_at< game_segment >, field >,
                          segment_mark, must< expected_game >, segment_mark, rest > {};
struct no_table_line : failure {};  // no table line: the header names it

// ---------------------------------------------------------------- table and seats
// "Seat 3: Hero ($10 in chips) DEALER", "Seat 1: Player0 ($21,89 in chips)
// (EUR €17,29)", "Seat 1: Player9 (2,820 in chips)".
struct seat_stack : amount {};
struct seat_chips : seq< lit< " (" >, seat_stack, lit< " in chips)" > > {};
struct seat_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< seat_chips >, any > > > {};
struct dealer_mark : lit< " DEALER" > {};
struct seat_line : seq< lit< "Seat " >, seat_number, lit< ": " >, seat_name, seat_chips, opt< dealer_mark >,
                        opt< sp, eur_note >, opt< sp >, eof > {};
struct dealer_line : seq< lit< "Dealer: Seat " >, button_seat, opt< sp >, eof > {};

// ---------------------------------------------------------------- streets
struct marker_flop : lit< "*** FLOP ***" > {};
struct marker_turn : lit< "*** TURN ***" > {};
struct marker_river : lit< "*** RIVER ***" > {};
struct marker_showdown : sor< lit< "***SHOW DOWN***" >, lit< "*** SHOW DOWN ***" > > {};
struct board_marker : seq< sor< marker_flop, marker_turn, marker_river >, opt< sp, cards > > {};
struct street_line : seq< sor< board_marker, marker_showdown >, opt< sp >, eof > {};
struct dealt_line : seq< lit< "Dealt to " >, seated_name< ' ', '[' >, sp, cards, opt< sp >, eof > {};

// ---------------------------------------------------------------- actions "NAME: verb"
struct post_small : seq< lit< "posts small blind " >, amount > {};
struct post_big : seq< lit< "posts big blind " >, amount > {};
struct post_ante : seq< lit< "posts ante of " >, amount > {};
struct act_fold : lit< "folds" > {};
struct act_check : lit< "checks" > {};
struct act_call : seq< lit< "calls " >, amount > {};
struct act_bet : seq< lit< "bets " >, amount > {};
struct act_raise : seq< lit< "raises to " >, amount > {};  // the street total
struct act_all_in : seq< lit< "is all in " >, amount > {};  // what it adds
// "(Flush, Ace high)", "(Three of a Kind Sevens  )", "(TwoPair)".
struct description : star< not_one< ')' > > {};
struct described : seq< one< '(' >, description, one< ')' > > {};
struct act_show : seq< lit< "shows " >, cards, opt< sp, described > > {};
struct act_muck : lit< "mucks" > {};
struct verb : sor< act_fold, act_check, act_call, act_bet, act_raise, act_all_in, post_small, post_big, post_ante,
                   act_show, act_muck > {};
struct expected_verb : verb {};
struct action_end : seq< opt< sp, eur_note >, opt< sp >, eof > {};
struct expected_action_end : action_end {};
struct action_word : whole_word< lit< "posts" >, lit< "folds" >, lit< "checks" >, lit< "calls" >, lit< "bets" >,
                                 lit< "raises" >, lit< "is all in" >, lit< "shows" >, lit< "mucks" > > {};
struct action_line : seq< seated_name< ':', ' ' >, lit< ": " >,
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};
// "Player5:posts dead blind $-0,10 and big blind $0,10": the dead part,
// written with a minus sign, then the live big blind.
struct dead_amount : seq< opt< currency_symbol >, opt< one< '-' > >, cake_number > {};
struct dead_blind_line : seq< seated_name< ':' >, lit< ":posts dead blind " >, dead_amount, lit< " and big blind " >,
                              amount, action_end > {};
struct returned_amount : amount {};
struct returns_line : seq< seated_name< ':', ' ' >, lit< ": returns uncalled bet " >, returned_amount, action_end > {};
// "Hams***10: mucks [Td,Qd] (Pair) ." after the pots: the cards a player
// gave the pot up with. The name as the seat list has it, or with '_' for
// each of its blanks ("Player_Space" for "Player Space").
struct muck_phrase : lit< ": mucks " > {};
struct mucked_name : plus< not_at< muck_phrase >, any > {};
struct mucked_cards_line : seq< mucked_name, muck_phrase, cards, opt< sp, described >, opt< sp, one< '.' > >, opt< sp >,
                                eof > {};

// ---------------------------------------------------------------- pots
// "Player4 wins $24,50", "Noot***7: wins $76 with Flush, Ace high",
// "Player0 wins high pot 327 with Pair of Aces", "Hero wins low pot 327
// with", "Player3 wins $3,55 with Two Pairs Aces and Queens   (EUR €2,80)".
// The words after "with" describe the winner's hand (the high one of a
// hi/lo pot; a low pot's are not kept), up to the blanks before a euro note
// or the line's end.
struct win_amount : amount {};
struct win_description : plus< not_at< opt< sp >, sor< eur_note, eof > >, any > {};
struct win_with : seq< sp, lit< "with" >, opt< sp, win_description >, rest > {};
struct win_end : seq< opt< sp, eur_note >, opt< sp >, eof > {};
struct wins_tail : sor< seq< lit< "wins low pot " >, win_amount, sor< seq< sp, lit< "with" >, rest >, win_end > >,
                        seq< lit< "wins " >, opt< lit< "high pot " > >, win_amount, sor< win_with, win_end > > > {};
struct wins_line : seq< seated_name< ' ' >, one< ' ' >, wins_tail > {};
struct colon_wins_line : seq< seated_name< ':', ' ' >, lit< ": " >, wins_tail > {};
// "xxxZORBAxxx finished 21 out of 66 players."
struct finished_line : seq< result_name, lit< " finished " >, result_place, lit< " out of " >, number,
                            lit< " players" >, opt< one< '.' > >, opt< sp >, eof > {};
// "Player4 rebuys 3000 chips": chips for the next hand.
struct rebuy_amount : amount {};
struct rebuys_line : seq< seated_name< ' ' >, lit< " rebuys " >, rebuy_amount, lit< " chips" >, opt< sp >, eof > {};
// "Tournament: Player5 wins 1 bounty. (1)": no money of the hand.
struct bounty_line : seq< lit< "Tournament: " >, rest > {};
struct left_line : seq< lit< "Player left the table" >, opt< sp >, eof > {};
struct no_low_line : seq< lit< "There is no low hand" >, rest > {};

struct body_line : sor< seat_line, dealer_line, dealt_line, street_line, returns_line, dead_blind_line,
                        mucked_cards_line, colon_wins_line, action_line, wins_line, finished_line, rebuys_line,
                        bounty_line, left_line, no_low_line > {};
struct summary_line : failure {};  // the log has no summary
// clang-format on

}  // namespace parser::cake

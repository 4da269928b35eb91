// The rules PokerStars-style hand histories share, whichever room wrote
// them: amounts, cards, games and stakes, the table and seat lines, street
// markers, the "NAME: verb" actions, money lines and the summary (STYLE.md 15:
// rules only). Each room's grammar (parser/pokerstars_grammar.h,
// parser/ggpoker_grammar.h) adds its header line and composes its own body
// and summary lines from these; the actions for them are in
// parser/stars_text_actions.h, shared the same way.
//
// Player names cannot be described by a character class (they hold spaces,
// colons, brackets, digits only, Unicode), so `seated_name` matches the
// longest name of the seat list at the current position; see
// POKERSTARS_FORMAT.md §3.
#pragma once

#include <tao/pegtl.hpp>

#include "parser/same_bytes.h"
#include "parser/text_literal.h"

namespace parser::stars_text {

namespace pegtl = tao::pegtl;

// Matches the longest seated player name that is followed by `Follow`
// (without consuming `Follow`). The state type provides
// `int match_seated_name(std::string_view rest, std::string_view follow)`
// returning the length matched (0 = none) and remembering the player.
template <char... Follow>
struct seated_name {
  using rule_t = seated_name;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename State, typename... Others>
  static bool match(ParseInput& in, State& state, Others&...) {
    static constexpr char kFollow[] = {Follow..., '\0'};
    const std::size_t n = state.match_seated_name(std::string_view(in.current(), in.size()),
                                                  std::string_view(kFollow, sizeof...(Follow)));
    if (n == 0) return false;
    in.bump(n);
    return true;
  }
};

// Matches the name of the player in the seat whose number was just read.
struct seat_owner_name {
  using rule_t = seat_owner_name;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename State, typename... Others>
  static bool match(ParseInput& in, State& state, Others&...) {
    const std::size_t n = state.match_seat_owner(std::string_view(in.current(), in.size()));
    if (n == 0) return false;
    in.bump(n);
    return true;
  }
};

// A literal, compared a word at a time in line (parser/same_bytes.h):
// PEGTL's own string<> calls memcmp for every alternative tried, and most
// lines try several.
template <typename PegtlString>
struct literal;
template <char... Cs>
struct literal<pegtl::ascii::string<Cs...>> {
  using rule_t = literal;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&...) {
    constexpr std::size_t kLength = sizeof...(Cs);
    if (in.size(kLength) < kLength || !SameAs<Cs...>::at(in.current())) return false;
    in.bump(kLength);
    return true;
  }
};
// Used as TAO_PEGTL_STRING is; undefined at the end of this header.
#define STARS_LITERAL(x) literal< ::parser::text< x > >

// One or more blanks (spaces or tabs), the separator of nearly every token:
// plus< one< ' ', '\t' > > matched in one loop.
struct blanks {
  using rule_t = blanks;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&...) {
    const char* const begin = in.current();
    const char* p = begin;
    while (p != in.end() && (*p == ' ' || *p == '\t')) ++p;
    if (p == begin) return false;
    in.bump(static_cast<std::size_t>(p - begin));
    return true;
  }
};

// The rest of the line, whatever it holds: one step, not one per byte.
struct rest {
  using rule_t = rest;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&...) {
    in.bump(in.size());
    return true;
  }
};

inline bool is_digit_char(char c) { return c >= '0' && c <= '9'; }

// Where the digits of an amount that start at `p` end: "1,492.66", "1500",
// "0.05". A comma must be followed by three digits; a point by at least one.
// `p` itself where no digit starts there. The language of
//   seq< digit, star< sor< digit, seq< one< ',' >, at< digit, digit, digit > > > >,
//        opt< one< '.' >, plus< digit > > >
// in one loop: amounts are on most lines of a hand (amount_number_chars, and
// the lines read without the grammar, parser/stars_text_common_lines.h).
inline const char* amount_number_end(const char* const begin, const char* const end) {
  const char* p = begin;
  if (p == end || !is_digit_char(*p)) return begin;
  ++p;
  while (p != end) {
    if (is_digit_char(*p)) {
      ++p;
    } else if (*p == ',' && end - p > 3 && is_digit_char(p[1]) && is_digit_char(p[2]) && is_digit_char(p[3])) {
      ++p;
    } else {
      break;
    }
  }
  if (end - p > 1 && *p == '.' && is_digit_char(p[1])) {
    p += 2;
    while (p != end && is_digit_char(*p)) ++p;
  }
  return p;
}

// The digits of an amount, amount_number_end's language as a rule.
struct amount_number_chars {
  using rule_t = amount_number_chars;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&...) {
    const char* const end = amount_number_end(in.current(), in.end());
    if (end == in.current()) return false;
    in.bump(static_cast<std::size_t>(end - in.current()));
    return true;
  }
};

// clang-format off
using namespace pegtl;

struct sp : blanks {};
struct number : plus< digit > {};

// Amounts: "$1,492.66", "€0.05", "1500", "¥25", "₮0.10" (CoinPoker's tether). Converted to centi-units by
// the actions; the symbol marks a cash amount.
struct currency_symbol : sor< one< '$' >, utf8::one< U'€', U'£', U'¥', U'₹', U'₮' > > {};
struct amount_number : amount_number_chars {};
struct amount : seq< opt< currency_symbol >, amount_number > {};
struct currency_code : seq< upper, upper, upper > {};

// Cards: "Ah", "Td"; "[Ah Kd]"; an empty "[]" occurs in client bugs.
struct card_rank : sor< string< '1', '0' >, one< '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A', 't', 'j', 'q', 'k', 'a' > > {};
struct card_suit : one< 'c', 'd', 'h', 's' > {};
struct card : seq< card_rank, card_suit > {};
struct hidden_card : STARS_LITERAL( "XX" ) {};  // tracker exports hide a card this way
struct card_or_hidden : sor< card, hidden_card > {};
struct card_list : seq< one< '[' >, opt< card_or_hidden, star< sp, card_or_hidden > >, one< ']' > > {};

struct game_holdem : itext< "Hold'em" > {};
struct game_six_plus : itext< "6+ Hold'em" > {};
struct game_split_holdem : itext< "Split Hold'em" > {};
struct game_omaha5 : itext< "5 Card Omaha" > {};
struct game_omaha6 : itext< "6 Card Omaha" > {};
struct game_omaha : itext< "Omaha" > {};
struct game_courchevel : itext< "Courchevel" > {};
struct game_stud7 : itext< "7 Card Stud" > {};
struct game_stud5 : itext< "5 Card Stud" > {};
struct game_razz : itext< "Razz" > {};
struct game_draw5 : itext< "5 Card Draw" > {};
struct game_27_triple : itext< "Triple Draw 2-7 Lowball" > {};
struct game_27_single : itext< "Single Draw 2-7 Lowball" > {};
struct game_a5_triple : itext< "Triple Draw A-5 Lowball" > {};
struct game_badugi : itext< "Badugi" > {};
struct hi_lo : itext< " Hi/Lo" > {};
struct game_name : seq< sor< game_six_plus, game_split_holdem, game_holdem, game_omaha5, game_omaha6,
                             game_omaha, game_courchevel, game_stud7, game_stud5, game_razz, game_draw5,
                             game_27_triple, game_27_single, game_a5_triple, game_badugi >, opt< hi_lo > > {};

struct limit_pl_nl : itext< "Pot Limit Pre-Flop, No Limit Post-Flop" > {};
struct limit_no : itext< "No Limit" > {};
struct limit_pot : itext< "Pot Limit" > {};
struct limit_fixed : sor< itext< "Fixed Limit" >, itext< "Limit" > > {};
struct limit_name : sor< limit_pl_nl, limit_no, limit_pot, limit_fixed > {};

struct stake_low : amount {};
struct stake_high : amount {};
struct cap_amount : amount {};
struct button_blind_amount : amount {};
struct ante_amount : amount {};
struct stakes_cap : seq< sp, one< '-' >, sp, cap_amount, sp, itext< "Cap" >, opt< sp, one< '-' > > > {};
struct stakes_blinds : seq< stake_low, one< '/' >, stake_high, opt< stakes_cap >, opt< sp, currency_code > > {};
struct stakes_button_blind : seq< itext< "Button Blind" >, sp, button_blind_amount, sp, one< '-' >, sp,
                                  itext< "Ante" >, sp, ante_amount, opt< sp, currency_code > > {};
struct stakes : sor< stakes_button_blind, stakes_blinds > {};

struct plain_game : seq< game_name, sp, limit_name > {};
struct wrapper_name : plus< not_one< '(', ' ' > > {};
struct wrapped_game : seq< plus< wrapper_name, opt< sp > >, one< '(' >, plain_game,
                           opt< one< ',' >, sp, stakes >, one< ')' > > {};
struct game_description : sor< wrapped_game, seq< plain_game, opt< sp, one< '(' >, stakes, one< ')' > > > > {};

// ---------------------------------------------------------------- hand numbers
// A header's hand number: `Number` followed by `End` (looked at, not
// consumed). Only a whole number is the hand's: `Number`, whose action takes
// it, is matched once `End` is seen to follow. In a header damaged after the
// room's prefix ("#250able:", "Game 9000x0001 ***"), `Expected` (the same
// characters, without the action, then `at< End >`, with its message) fails
// where the damage is: the hand is that header's parse-error, with no id.
template <typename Number, typename End, typename Expected>
struct whole_hand_number : sor< seq< at< Number, End >, Number >, must< Expected > > {};

// ---------------------------------------------------------------- table and seats
struct table_name_end : seq< one< '\'' >, sor< eof, seq< sp, sor< seq< number, itext< "-max" > >,
                                                                    STARS_LITERAL( "Seat #" ),
                                                                    one< '(' > > > > > {};
struct table_name : star< sor< plus< not_one< '\'' > >, seq< not_at< table_name_end >, any > > > {};
struct max_seats : number {};
struct button_seat : number {};
struct play_money : STARS_LITERAL( "(Play Money)" ) {};
struct table_line : seq< STARS_LITERAL( "Table " ), opt< STARS_LITERAL( "ID " ) >, one< '\'' >, table_name, one< '\'' >,
                         opt< sp, max_seats, itext< "-max" > >, opt< sp, play_money >,
                         opt< sp, STARS_LITERAL( "Seat #" ), button_seat, STARS_LITERAL( " is the button" ) >,
                         rest > {};

struct seat_number : number {};
struct seat_stack : amount {};
struct seat_chips : seq< STARS_LITERAL( " (" ), seat_stack, STARS_LITERAL( " in chips" ) > {};
// Up to the stack: " (" can be inside the name, so the stack is tried at each
// blank (and only there: it starts with one).
struct seat_player_name : plus< sor< plus< not_one< ' ' > >, seq< not_at< seat_chips >, any > > > {};
struct bounty : seq< one< ',' >, sp, amount, STARS_LITERAL( " bounty" ) > {};
struct sitting_out : sor< STARS_LITERAL( "is sitting out" ), STARS_LITERAL( "out of hand" ) > {};
struct seat_line : seq< STARS_LITERAL( "Seat " ), seat_number, one< ':' >, sp, seat_player_name, seat_chips,
                        opt< bounty >, one< ')' >, opt< sp, sitting_out >, rest > {};

// ---------------------------------------------------------------- streets
struct marker_hole_cards : STARS_LITERAL( "HOLE CARDS" ) {};
struct marker_first : STARS_LITERAL( "FIRST " ) {};
struct marker_second : STARS_LITERAL( "SECOND " ) {};
struct marker_third : STARS_LITERAL( "THIRD " ) {};  // GGPoker's hands run three times
struct marker_flop : STARS_LITERAL( "FLOP" ) {};
struct marker_turn : STARS_LITERAL( "TURN" ) {};
struct marker_river : STARS_LITERAL( "RIVER" ) {};
struct marker_showdown : sor< STARS_LITERAL( "SHOW DOWN" ), STARS_LITERAL( "SHOWDOWN" ) > {};
struct marker_summary : STARS_LITERAL( "SUMMARY" ) {};
struct marker_other : plus< not_at< STARS_LITERAL( " ***" ) >, any > {};  // stud and draw streets
struct street_cards : seq< card_list, star< sp, card_list > > {};
// Stud: "*** 3rd STREET ***" .. "*** 6th STREET ***" (7th street is "RIVER").
struct marker_stud_street : seq< range< '2', '7' >, sor< STARS_LITERAL( "nd" ), STARS_LITERAL( "rd" ),
                                                        STARS_LITERAL( "th" ) >,
                                 STARS_LITERAL( " STREET" ) > {};
// Draw: "*** DEALING HANDS ***", then "*** FIRST DRAW ***" .. "*** THIRD DRAW ***".
struct marker_dealing : STARS_LITERAL( "DEALING HANDS" ) {};
struct marker_draw : seq< sor< STARS_LITERAL( "FIRST" ), STARS_LITERAL( "SECOND" ), STARS_LITERAL( "THIRD" ) >,
                          STARS_LITERAL( " DRAW" ) > {};
struct street_line : seq< STARS_LITERAL( "*** " ),
                          sor< seq< sor< marker_stud_street, marker_dealing, marker_draw >, at< STARS_LITERAL( " ***" ) > >,
                               seq< opt< sor< marker_first, marker_second, marker_third > >,
                          sor< seq< marker_hole_cards, at< STARS_LITERAL( " ***" ) > >,
                               seq< marker_flop, at< STARS_LITERAL( " ***" ) > >,
                               seq< marker_turn, at< STARS_LITERAL( " ***" ) > >,
                               seq< marker_river, at< STARS_LITERAL( " ***" ) > >,
                               seq< marker_showdown, at< STARS_LITERAL( " ***" ) > >,
                               seq< marker_summary, at< STARS_LITERAL( " ***" ) > >,
                               marker_other > > >,
                          STARS_LITERAL( " ***" ), opt< sp, street_cards >, rest > {};

// "Dealt to Hero [kept] [new]" after an exchange: `later_bracket` marks
// where each bracket after the first begins (the new cards are the last's).
struct later_bracket : success {};
struct dealt_cards : seq< card_list, star< sp, at< one< '[' > >, later_bracket, card_list > > {};

// ---------------------------------------------------------------- actions "NAME: verb"
struct all_in : STARS_LITERAL( " and is all-in" ) {};
struct reached_cap : seq< STARS_LITERAL( " and has reached the " ), amount, STARS_LITERAL( " cap" ) > {};
struct disconnect_note : STARS_LITERAL( " (disconnect)" ) {};  // converter output
struct wager_tail : seq< opt< all_in >, opt< reached_cap >, opt< disconnect_note > > {};

struct post_small_and_big : seq< STARS_LITERAL( "posts small & big blinds " ), amount > {};
struct post_small : seq< STARS_LITERAL( "posts small blind " ), amount > {};
struct post_big : seq< STARS_LITERAL( "posts big blind " ), amount > {};
struct post_ante : seq< STARS_LITERAL( "posts the ante " ), amount > {};
struct post_button_blind : seq< STARS_LITERAL( "posts button blind " ), amount > {};
struct post_straddle : seq< STARS_LITERAL( "posts straddle " ), amount > {};
// "folds (auth)", "folds (disconnect)" and "folds & shows [Td Tc]": a
// converter's Ignition folds (the room's auto-fold, a disconnected player's
// fold, and a fold that shows its cards).
struct fold_note : sor< STARS_LITERAL( "(auth)" ), STARS_LITERAL( "(disconnect)" ), STARS_LITERAL( "& shows " ) > {};
struct act_fold : seq< STARS_LITERAL( "folds" ), opt< sp, opt< fold_note >, opt< card_list > > > {};
struct act_check : STARS_LITERAL( "checks" ) {};
struct act_call : seq< STARS_LITERAL( "calls " ), amount > {};
struct act_bet : seq< STARS_LITERAL( "bets " ), amount > {};
struct raise_to : amount {};
struct act_raise : seq< STARS_LITERAL( "raises " ), amount, STARS_LITERAL( " to " ), raise_to > {};
struct act_bring_in : seq< STARS_LITERAL( "brings in for " ), amount > {};
struct discard_count : number {};
struct act_discard : seq< STARS_LITERAL( "discards " ), discard_count, STARS_LITERAL( " card" ), opt< one< 's' > >,
                          opt< sp, card_list > > {};
struct act_stand_pat : seq< STARS_LITERAL( "stands pat" ), opt< STARS_LITERAL( " on " ), card_list > > {};
struct hand_text : rest {};
struct act_show : seq< STARS_LITERAL( "shows " ), card_list, opt< sp, one< '(' >, hand_text > > {};
struct act_muck : seq< STARS_LITERAL( "mucks hand" ), opt< sp, card_list > > {};
struct act_no_show : STARS_LITERAL( "doesn't show hand" ) {};
struct act_table_event : sor< STARS_LITERAL( "sits out" ), STARS_LITERAL( "is sitting out" ),
                              STARS_LITERAL( "has timed out" ), STARS_LITERAL( "is disconnected" ),
                              STARS_LITERAL( "is connected" ), STARS_LITERAL( "has returned" ),
                              seq< STARS_LITERAL( "Table deposit " ), amount >,
                              // a converter's Ignition seat events
                              STARS_LITERAL( "Seat re-join" ), STARS_LITERAL( "Table leave user" ),
                              STARS_LITERAL( "Sitout (wait for bb)" ) > {};
// Most frequent first: every alternative tried costs a compare.
struct verb : sor< act_fold, act_check, act_call, act_raise, act_bet, post_small, post_big, post_ante,
                   post_small_and_big, post_button_blind, post_straddle, act_show, act_muck, act_no_show,
                   act_bring_in, act_discard, act_stand_pat, act_table_event > {};
struct action_end : seq< wager_tail, opt< sp >, eof > {};
struct expected_verb : verb {};
struct expected_action_end : action_end {};

// A word of `Words` as a whole word: "calls" in "calls $1", not in "callsign".
template <typename... Words>
struct whole_word : seq< sor< Words... >, not_at< alnum > > {};
// The words an action begins with after a seated player's name, in
// PokerStars' text and the rooms that copy it: a line that goes on with one
// of them may be what the replay needs and must be read; one that goes on
// with anything else ("K0rvid: has requested the time bank") is a line the
// room does not write, passed over with a warning (docs/unrecognized-lines.md).
// Table events ("sits out") are read but are no action words.
struct action_word : whole_word< STARS_LITERAL( "folds" ), STARS_LITERAL( "checks" ), STARS_LITERAL( "calls" ),
                                 STARS_LITERAL( "bets" ), STARS_LITERAL( "raises" ), STARS_LITERAL( "posts" ),
                                 STARS_LITERAL( "shows" ), STARS_LITERAL( "mucks" ),
                                 STARS_LITERAL( "doesn't show" ), STARS_LITERAL( "brings in" ),
                                 STARS_LITERAL( "discards" ), STARS_LITERAL( "stands pat" ) > {};
// What follows a seated player's name: a verb that begins with an action
// word (`Word`) is read whole or is the line's parse-error (`ExpectedVerb`
// and `ExpectedEnd` carry the messages); any other matches only when it is
// one of the room's other verbs (a table event) read whole, and the line is
// else no action line.
template <typename Word, typename Verb, typename ExpectedVerb, typename End, typename ExpectedEnd>
struct verb_after_name : sor< seq< at< Word >, must< ExpectedVerb >, must< ExpectedEnd > >, seq< Verb, End > > {};
struct action_line : seq< seated_name< ':', ' ' >, STARS_LITERAL( ": " ),
                          verb_after_name< action_word, verb, expected_verb, action_end, expected_action_end > > {};

// An observer's log writes "NAME: " with nothing after it where the player's
// cards were shown at an all-in before the run-out (the observer is not
// dealt them): no action, said silently (docs/unrecognized-lines.md).
struct observer_empty_line : seq< seated_name< ':' >, one< ':' >, eof > {};
// Chat as PokerStars writes it, `NAME said, "..."` (any name: observers
// chat too): read silently in the rooms whose own lines leave it out, where
// a converter or a client may still write it (docs/unrecognized-lines.md).
struct said_phrase : STARS_LITERAL( " said, \"" ) {};
struct chat_said_line : seq< plus< not_at< said_phrase >, any >, said_phrase, rest > {};

// A name the seat list lacks, acting: the log contradicts itself.
struct unseated_name : plus< not_at< STARS_LITERAL( ": " ) >, any > {};
struct unseated_action_line : seq< unseated_name, STARS_LITERAL( ": " ), verb, action_end > {};
// Money paid to a name the seat list lacks: the same contradiction.
struct unseated_payee : plus< any > {};
struct unseated_collector : plus< not_at< STARS_LITERAL( " collected " ) >, any > {};
struct unseated_money_line : sor< seq< STARS_LITERAL( "Uncalled bet (" ), amount, STARS_LITERAL( ") returned to " ),
                                       unseated_payee >,
                                  seq< unseated_collector, STARS_LITERAL( " collected " ), amount,
                                       STARS_LITERAL( " from " ), rest > > {};

// ---------------------------------------------------------------- money lines
struct uncalled_amount : amount {};
struct uncalled_line : seq< STARS_LITERAL( "Uncalled bet (" ), uncalled_amount, STARS_LITERAL( ") returned to " ),
                            seated_name<>, opt< sp >, eof > {};
struct side_pot_number : number {};
struct pot_main : STARS_LITERAL( "main pot" ) {};
struct pot_side : seq< STARS_LITERAL( "side pot" ), opt< one< '-' >, side_pot_number > > {};
struct pot_only : STARS_LITERAL( "pot" ) {};
struct collected_line : seq< seated_name< ' ' >, STARS_LITERAL( " collected " ), amount,
                             STARS_LITERAL( " from " ), sor< pot_main, pot_side, pot_only >, rest > {};
// Run It Once: "NAME shows [Ad 4c] for Pair [Ah Ad Kc Jd 8c]".
struct shows_for_line : seq< seated_name< ' ' >, STARS_LITERAL( " shows " ), card_list, STARS_LITERAL( " for " ), rest > {};
// Run It Once "splash the pot": money the house adds to the pot.
struct house_money : amount {};
struct stp_line : seq< STARS_LITERAL( "STP added: " ), house_money, opt< sp >, eof > {};
// An all-in cash-out, paid by the house: "NAME cashed out the hand for
// $26.10 | Cash Out Fee $0.26" (the amount is what he is paid, the fee
// already taken off; small cash-outs state no fee).
struct cash_out_fee : seq< STARS_LITERAL( " | Cash Out Fee " ), amount > {};
struct cash_out_line : seq< seated_name< ' ' >, STARS_LITERAL( " cashed out the hand for " ), amount, opt< cash_out_fee >,
                            rest > {};
// Disconnect protection: the player stays in for what he has put in.
struct treated_all_in_line : seq< seated_name< ' ' >, STARS_LITERAL( " is being treated as all-in" ), rest > {};
// Tournament chips received between hands: "NAME re-buys and receives 3000
// chips for 250 StarsCoin", "NAME takes the add-on and receives 1500 chips ...".
struct chips_added_count : amount {};
struct chips_added_line : seq< seated_name< ' ' >, sor< STARS_LITERAL( " re-buys and receives " ),
                                                       STARS_LITERAL( " takes the add-on and receives " ) >,
                               chips_added_count, STARS_LITERAL( " chips" ), rest > {};

// What a tournament hand says of the tournament once its pots are paid
// (engine::TournamentResult), tried before event_line, which takes every
// other line with these phrases unrecorded ("wins $10 for eliminating E and
// their own bounty increases by ...", a prize written "₹1520 .35"):
//   NAME finished the tournament[ in 8th place][ and received $1.60.]
//   NAME wins the tournament[ and receives $54.29 - congratulations!]
//   W wins the $4.79 bounty for eliminating E
// The money rules carry no currency_symbol: a prize in dollars says
// nothing of how the hand's chips are written.
struct result_name : seated_name< ' ' > {};
struct result_symbol : sor< one< '$' >, utf8::one< U'€', U'£', U'¥', U'₹', U'₮' > > {};
struct result_money : seq< opt< result_symbol >, amount_number_chars > {};
struct result_place : number {};
struct result_ordinal : sor< STARS_LITERAL( "st" ), STARS_LITERAL( "nd" ), STARS_LITERAL( "rd" ), STARS_LITERAL( "th" ) > {};
struct result_end : seq< opt< sp >, eof > {};
struct finished_prize : seq< STARS_LITERAL( " and received " ), result_money, opt< one< '.' > >, result_end > {};
struct finished_tail : seq< STARS_LITERAL( " finished the tournament" ),
                            opt< STARS_LITERAL( " in " ), result_place, result_ordinal, STARS_LITERAL( " place" ) >,
                            sor< finished_prize, rest > > {};
struct won_prize : seq< STARS_LITERAL( " and receives " ), result_money,
                        opt< STARS_LITERAL( " - congratulations!" ) >, result_end > {};
struct won_tail : seq< STARS_LITERAL( " wins the tournament" ), sor< won_prize, rest > > {};
struct bounty_money : result_money {};
struct bounty_tail : seq< STARS_LITERAL( " wins the " ), bounty_money, STARS_LITERAL( " bounty for eliminating " ),
                          seated_name<>, result_end > {};
// The name once, then the three phrases: most lines that get this far are
// chat and table events, which fail at the phrase.
struct tournament_result_line : seq< result_name, sor< finished_tail, won_tail, bounty_tail > > {};

// Lines that carry no action: chat, table and tournament events, notices.
// Every phrase starts with a blank: the guard spares trying them all at each
// byte of a name.
struct event_phrase_any : sor< STARS_LITERAL( " said, \"" ), STARS_LITERAL( " joins the table" ),
                           STARS_LITERAL( " leaves the table" ), STARS_LITERAL( " will be allowed to play" ),
                           STARS_LITERAL( " was removed from the table" ), STARS_LITERAL( " has returned" ),
                           STARS_LITERAL( " is disconnected" ), STARS_LITERAL( " is connected" ),
                           STARS_LITERAL( " has timed out" ), STARS_LITERAL( " is sitting out" ),
                           STARS_LITERAL( " sits out" ), STARS_LITERAL( " finished the tournament" ),
                           STARS_LITERAL( " wins the tournament" ), STARS_LITERAL( " bounty" ),
                           STARS_LITERAL( " for eliminating " ), STARS_LITERAL( " re-buys" ),
                           STARS_LITERAL( " wins an entry" ), STARS_LITERAL( " takes the add-on" ),
                           STARS_LITERAL( " is being treated as all-in" ), STARS_LITERAL( " wins a " ),
                           STARS_LITERAL( " has been canceled" ), STARS_LITERAL( " is sitting in" ) > {};
struct event_phrase : seq< at< one< ' ' > >, event_phrase_any > {};
struct reshuffle_notice : STARS_LITERAL( "The deck is reshuffled" ) {};
struct notice : sor< STARS_LITERAL( "Betting is capped" ), STARS_LITERAL( "Pair on board" ),
                     STARS_LITERAL( "Hand ended at " ),     // PPPoker
                     STARS_LITERAL( "Table leave user" ),   // converter output
                     one< '#' >,                               // PokerMaster's JSON comment line
                     reshuffle_notice, STARS_LITERAL( "No low hand qualified" ),
                     STARS_LITERAL( "Hand was run twice" ) > {};
struct hand_cancelled : STARS_LITERAL( "Hand cancelled" ) {};
struct event_line : sor< seq< notice, rest >, seq< hand_cancelled, rest >,
                         seq< plus< not_at< event_phrase >, any >, event_phrase, rest > > {};

// ---------------------------------------------------------------- summary
struct expected_line_end : eof {};
struct total_pot : amount {};
struct main_pot : amount {};
struct side_pot : amount {};
struct rake : amount {};
struct pot_item : sor< seq< STARS_LITERAL( "Main pot " ), main_pot >,
                       seq< STARS_LITERAL( "Side pot" ), opt< one< '-' >, number >, one< ' ' >, side_pot >,
                       seq< STARS_LITERAL( "Rake " ), rake >,
                       seq< plus< upper >, one< ' ' >, amount > > {};  // "STP $0.10" and similar fees
struct pot_separator : plus< one< ' ', '.', '|' > > {};
struct total_pot_line : seq< opt< sp >, STARS_LITERAL( "Total pot " ), total_pot,
                             star< pot_separator, pot_item >, opt< pot_separator >, must< expected_line_end > > {};
struct board_first : STARS_LITERAL( "FIRST " ) {};
struct board_second : STARS_LITERAL( "SECOND " ) {};
struct board_third : STARS_LITERAL( "THIRD " ) {};
struct board_cards : card_list {};
struct board_line : seq< opt< sor< board_first, board_second, board_third > >, STARS_LITERAL( "Board " ), board_cards,
                         rest > {};

struct position_tag : seq< one< '(' >, sor< STARS_LITERAL( "button" ), STARS_LITERAL( "small blind" ),
                                             STARS_LITERAL( "big blind" ), STARS_LITERAL( "button blind" ) >,
                           one< ')' > > {};
struct won_amount : amount {};
struct summary_description : plus< not_at< STARS_LITERAL( ", and won (" ) >, any > {};
struct summary_won : seq< STARS_LITERAL( "won (" ), won_amount, one< ')' >,
                          opt< STARS_LITERAL( " with " ), summary_description > > {};
struct summary_showed : seq< STARS_LITERAL( "showed " ), card_list, sp,
                             sor< seq< STARS_LITERAL( "and " ), summary_won,
                                       star< STARS_LITERAL( ", and " ), summary_won > >,
                                  seq< STARS_LITERAL( "and lost" ), opt< STARS_LITERAL( " with " ), summary_description >,
                                       star< STARS_LITERAL( ", and " ), summary_won > > >,
                             rest > {};
struct summary_collected : seq< STARS_LITERAL( "collected (" ), won_amount, one< ')' >, rest > {};
struct summary_mucked : seq< STARS_LITERAL( "mucked" ), opt< sp, card_list >, rest > {};
struct summary_outcome : sor< summary_showed, summary_collected, summary_won, summary_mucked, rest > {};
struct summary_seat_line : seq< STARS_LITERAL( "Seat " ), seat_number, STARS_LITERAL( ": " ), seat_owner_name,
                                star< sp, position_tag >, opt< sp >, summary_outcome > {};

// A summary seat line of a player the seat list lacks (anonymised files).
struct other_seat_line : seq< STARS_LITERAL( "Seat " ), number, STARS_LITERAL( ": " ), rest > {};
// clang-format on

}  // namespace parser::stars_text

#undef STARS_LITERAL

// The PokerStars hand-history grammar: rules only (STYLE.md 15).
//
// A hand is parsed line by line: the first line with `header_line`, the others
// with `street_line` when they start with "*** " and else (or when that
// fails) with `body_line` until "*** SUMMARY ***", and `summary_line` after
// it. The rules other rooms' PokerStars-style text shares are in
// parser/stars_text_rules.h; here are the header (PokerStars and the rooms
// that write its format under their own prefix) and the line lists.
// Semantic actions live apart, in pokerstars_parser.cpp and
// parser/stars_text_actions.h.
#pragma once

#include <cstring>

#include <tao/pegtl.hpp>

#include "parser/stars_text_rules.h"
#include "parser/text_literal.h"

namespace parser::pokerstars {

// clang-format off
using namespace stars_text;
#define PS_LITERAL(x) stars_text::literal< ::parser::text< x > >

// ---------------------------------------------------------------- header
struct prefix_stars_zoom : itext< "PokerStars Zoom Hand #" > {};
struct prefix_stars_home : itext< "PokerStars Home Game Hand #" > {};
struct prefix_stars : sor< itext< "PokerStars Hand #" >, itext< "PokerStars Game #" > > {};
struct prefix_full_tilt_rush : PS_LITERAL( "Full Tilt Rush Hand #" ) {};
struct prefix_full_tilt : sor< prefix_full_tilt_rush, PS_LITERAL( "Full Tilt Hand #" ) > {};
struct prefix_run_it_once : PS_LITERAL( "Run It Once Poker Hand #" ) {};
struct prefix_poker_master : PS_LITERAL( "PokerMaster Hand #" ) {};
struct prefix_poker_bros : PS_LITERAL( "PokerBros Hand #" ) {};
struct prefix_pppoker : PS_LITERAL( "PPPoker Hand #" ) {};
struct hand_prefix : sor< prefix_stars_zoom, prefix_stars_home, prefix_stars, prefix_full_tilt,
                          prefix_run_it_once, prefix_poker_master, prefix_poker_bros, prefix_pppoker > {};
struct hand_number_chars : plus< sor< digit, one< '-' > > > {};
struct hand_number : hand_number_chars {};
struct expected_hand_number : seq< hand_number_chars, at< one< ':' > > > {};
struct club_name : seq< one< '{' >, star< not_one< '}' > >, one< '}' > > {};


struct roman : plus< one< 'I', 'V', 'X', 'L', 'C', 'D', 'M' > > {};
struct level_blinds : seq< one< '(' >, stake_low, one< '/' >, stake_high, one< ')' > > {};
struct round_number : roman {};
struct level_number : roman {};
struct level : seq< opt< itext< "Match Round" >, sp, round_number, one< ',' >, sp >,
                    itext< "Level" >, sp, level_number, opt< sp, level_blinds > > {};
struct tournament_id : number {};
struct zoom_tournament : itext< "Zoom" > {};
// "$10+$1 USD", "1FPP", "Freeroll": what an entry cost, up to the game
// (tournament_buy_in_chars, below the clang-format block).
struct tournament_buy_in;
struct tournament_part : seq< opt< zoom_tournament, sp >, itext< "Tournament #" >,
                              tournament_id, one< ',' >, opt< sp >, tournament_buy_in > {};
// Rules that carry an error message raise on every failure (PEGTL must_if):
// give them their own types, used only where failing is an error.
struct expected_game : game_description {};
struct header_line : seq< hand_prefix, whole_hand_number< hand_number, one< ':' >, expected_hand_number >, one< ':' >, opt< sp >, opt< club_name, opt< sp > >,
                          opt< tournament_part >,
                          must< expected_game >,
                          opt< sp, one< '-' >, sp, level >, rest > {};

struct dealt_line : seq< PS_LITERAL( "Dealt to " ), seated_name< ' ', '[' >, sp, dealt_cards, rest > {};

// Street markers ("*** ") are tried with street_line first, by the parser,
// before a line is taken for a body line: body lines are every other line.
struct body_line : sor< seat_line, dealt_line, uncalled_line, action_line, collected_line,
                        shows_for_line, stp_line, cash_out_line, treated_all_in_line, chips_added_line,
                        unseated_action_line, observer_empty_line, tournament_result_line, event_line, unseated_money_line,
                        table_line > {};

// Seat lines first: six to a hand, against one total and at most two boards
// (their first words differ, so the order changes no match).
struct summary_line : sor< summary_seat_line, total_pot_line, board_line, tournament_result_line, event_line, street_line,
                           other_seat_line > {};
// clang-format on

// The bytes a match of `Rule` can begin with, for the rules game names are
// made of (istring literals, their sor and seq): derived from the grammar,
// so that a game added to game_name is a byte added here.
template <typename Rule>
struct first_bytes : first_bytes<typename Rule::rule_t> {};
template <char C, char... Cs>
struct first_bytes<tao::pegtl::internal::istring<C, Cs...>> {
  static constexpr bool has(unsigned char c) {
    const auto lower = [](unsigned char x) { return x >= 'A' && x <= 'Z' ? static_cast<unsigned char>(x + 32) : x; };
    return lower(c) == lower(static_cast<unsigned char>(C));
  }
};
template <typename... Rules>
struct first_bytes<tao::pegtl::internal::sor<Rules...>> {
  static constexpr bool has(unsigned char c) { return (first_bytes<Rules>::has(c) || ...); }
};
template <typename First, typename... Rest>
struct first_bytes<tao::pegtl::internal::seq<First, Rest...>> : first_bytes<First> {};

// The buy-in: star< not_at< game_description >, any >, the same language,
// with game_description tried only where it can begin: at a byte a game
// name begins with (plain_game), or, where the first '(' after the byte is
// followed by one, at a byte other than '(' or a blank (wrapped_game, whose
// names run to that '('). Tried at every byte, wrapped_game scanned to the
// level's "(10/20)" from each: 9,000 instructions a tournament hand.
struct tournament_buy_in {
  using rule_t = tournament_buy_in;
  using subs_t = tao::pegtl::type_list<not_at<game_description>>;

  static bool may_begin_game(char c) { return first_bytes<game_name>::has(static_cast<unsigned char>(c)); }

  template <apply_mode A, rewind_mode M, template <typename...> class Action, template <typename...> class Control,
            typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... st) {
    const char* const end = in.end();
    const char* paren = nullptr;  // the first '(' at or after the current byte (end: none)
    while (!in.empty()) {
      const char* const p = in.current();
      if (paren == nullptr || paren < p) {
        paren = static_cast<const char*>(std::memchr(p, '(', static_cast<std::size_t>(end - p)));
        if (paren == nullptr) paren = end;
      }
      const bool wrapped = *p != '(' && *p != ' ' && end - paren > 1 && may_begin_game(paren[1]);
      if ((may_begin_game(*p) || wrapped) &&
          !Control<not_at<game_description>>::template match<A, M, Action, Control>(in, st...))
        break;
      in.bump(1);
    }
    return true;
  }
};

}  // namespace parser::pokerstars

#undef PS_LITERAL

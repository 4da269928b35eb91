// The PokerNow game-log grammar: rules only (STYLE.md 15).
//
// A PokerNow log is a CSV file `entry,at,order`, newest row first; the
// reader (parser/pokernow_parser.cpp) cuts it into rows, puts a hand's rows
// back in `order` and gives each row's entry to `row` below. The rules read
// the entry as the file writes it, inside its CSV quotes: a quote of the text
// is doubled (`""mochi @ TkNg6TEK0X"" calls 18.00`), so that every position
// is the file's own. A player is `""NAME @ ID""` (the ID is PokerNow's, ten
// letters, digits, '_' or '-'); amounts are chips, with two decimals when
// the game counts cents (`12.50`, `1000`); cards are `10♥`, `A♠`.
// docs/POKERNOW_FORMAT.md lists every row.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include <tao/pegtl.hpp>

#include "parser/text_literal.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace parser::pokernow {

// clang-format off
using namespace tao::pegtl;

struct dq : string< '"', '"' > {};  // one quote of the entry, doubled by the CSV
struct at_sign : string< ' ', '@', ' ' > {};
struct player_id : plus< sor< alnum, one< '_', '-' > > > {};
// `NAME @ ID`: the name (at least one byte, no line break) runs to the
// first " @ ID" followed by the closing quote. Every row but a few holds
// one, so it is found from '@' to '@' eight bytes a step instead of trying
// the pattern byte by byte (a seventh of a log's reading went there). As
// seq< plus< not_at< at_sign, player_id, dq >, not_one< '\n' > >, at_sign, player_id >.
struct player_name {
  using rule_t = player_name;
  using subs_t = empty_list;

  // player_id's bytes, a table: an ID is ten of them and every row but a
  // few names a player (three compares a byte cost a tenth of the reading).
  static constexpr std::array<bool, 256> kIdChars = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c)
      t[c] = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
    return t;
  }();
  static bool is_id_char(char c) { return kIdChars[static_cast<unsigned char>(c)]; }
  // The end of the run of player_id bytes at `q`: sixteen a step where
  // SSE2 is (an ID and its closing quote leave sixteen bytes to read in
  // nearly every row), then one at a time.
  static const char* id_end(const char* q, const char* end) {
#if defined(__SSE2__)
    const __m128i blank = _mm_set1_epi8(0x20);
    for (; end - q >= 16; q += 16) {
      const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(q));
      // Letters of either case as lower case; bytes from 0x80 are negative
      // and fall in no range.
      const __m128i lower = _mm_or_si128(c, blank);
      const __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)),
                                           _mm_cmplt_epi8(lower, _mm_set1_epi8('z' + 1)));
      const __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(c, _mm_set1_epi8('0' - 1)),
                                          _mm_cmplt_epi8(c, _mm_set1_epi8('9' + 1)));
      const __m128i sign = _mm_or_si128(_mm_cmpeq_epi8(c, _mm_set1_epi8('_')), _mm_cmpeq_epi8(c, _mm_set1_epi8('-')));
      const auto id = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), sign)));
      if (id != 0xFFFF) return q + std::countr_zero(~id);
    }
#endif
    while (q != end && is_id_char(*q)) ++q;
    return q;
  }
  // The length of " @ ID\"\"" at `p` less the closing quote's two bytes, or 0.
  static std::size_t tail_at(const char* p, const char* end) {
    if (end - p < 6 || p[0] != ' ' || p[1] != '@' || p[2] != ' ') return 0;
    const char* const q = id_end(p + 3, end);
    if (q == p + 3 || end - q < 2 || q[0] != '"' || q[1] != '"') return 0;
    return static_cast<std::size_t>(q - p);
  }
  // The first '@' or '\n' in [q, end), or `end`: eight bytes a step on a
  // little-endian machine (a name is mostly shorter: one step), one at a
  // time otherwise. High bit of a byte of `x`: that byte is zero.
  static const char* next_sign_or_break(const char* q, const char* end) {
    if constexpr (std::endian::native == std::endian::little) {
      constexpr std::uint64_t kOnes = 0x0101010101010101ull;
      constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
      const auto zero_bytes = [](std::uint64_t x) { return ~(((x & kLow7) + kLow7) | x) & ~kLow7; };
      for (; end - q >= 8; q += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, q, 8);
        const std::uint64_t hits = zero_bytes(word ^ (kOnes * '@')) | zero_bytes(word ^ (kOnes * '\n'));
        if (hits != 0) return q + std::countr_zero(hits) / 8;
      }
    }
    while (q != end && *q != '@' && *q != '\n') ++q;
    return q;
  }
  template< typename ParseInput >
  static bool match(ParseInput& in) {
    const char* const begin = in.current();
    const char* const end = in.end();
    for (const char* sign = next_sign_or_break(begin, end); sign != end; sign = next_sign_or_break(sign + 1, end)) {
      // A line break before the first " @ ID" that closes a name: every
      // name from here would hold it.
      if (*sign == '\n') return false;
      if (sign - begin >= 2) {  // a name of one byte or more, then the blank before '@'
        const char* const p = sign - 1;
        if (const std::size_t tail = tail_at(p, end)) {
          in.bump(static_cast<std::size_t>(p - begin) + tail);
          return true;
        }
      }
    }
    return false;
  }
};
struct player : seq< dq, player_name, dq > {};

struct amount : seq< plus< digit >, opt< one< '.' >, plus< digit > > > {};
struct hand_number : plus< digit > {};

// ---------------------------------------------------------------- cards
struct rank : sor< string< '1', '0' >, one< '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A' > > {};
struct suit : sor< text< "\u2660" >, text< "\u2665" >, text< "\u2666" >,
                   text< "\u2663" > > {};
struct card : seq< rank, suit > {};
struct card_list : list< card, string< ',', ' ' > > {};

// ---------------------------------------------------------------- header and ending
// Three styles over the years:
//   -- starting hand #1  (No Limit Texas Hold'em) (dealer: ""A @ x"") --
//   -- starting hand #35 (id: leffxzrze4zb)  (No Limit Texas Hold'em) (dealer: ""A @ x"") --
//   -- starting hand #73 (id: 7fmqpmnlnzg2)  No Limit Texas Hold'em (dealer: ""A @ x"") --
// and `(dead button)` for the dealer when the button seat is empty.
struct hand_code : plus< alnum > {};
struct game_holdem_nl : text< "No Limit Texas Hold'em" > {};
struct game_omaha_pl : text< "Pot Limit Omaha Hi" > {};
struct game_other : plus< not_at< string< ' ', '(' > >, not_one< ')', '\n' > > {};
struct game_name : sor< game_holdem_nl, game_omaha_pl, game_other > {};
struct game : sor< seq< one< '(' >, game_name, one< ')' > >, game_name > {};
struct dealer : seq< text< "(dealer: " >, player, one< ')' > > {};
struct dead_button : text< "(dead button)" > {};
struct header_row : seq< text< "-- starting hand #" >, hand_number,
                         opt< text< " (id: " >, hand_code, one< ')' > >, plus< one< ' ' > >,
                         game, one< ' ' >, sor< dealer, dead_button >, text< " --" >, eof > {};
struct ending_row : seq< text< "-- ending hand #" >, hand_number, text< " --" >, eof > {};

// Player stacks: #1 ""A @ x"" (12.50) | #4 ""B @ y"" (263.02)
struct seat_number : plus< digit > {};
struct seat_entry : seq< one< '#' >, seat_number, one< ' ' >, player, string< ' ', '(' >, amount, one< ')' > > {};
struct stacks_row : seq< text< "Player stacks: " >, list< seat_entry, string< ' ', '|', ' ' > >, eof > {};

// ---------------------------------------------------------------- a player's rows
// ""A @ x"" posts a big blind of 2.00 / calls 18.00 and go all in / calls 4 (bomb pot bet)
struct all_in : text< " and go all in" > {};
struct bomb_pot : text< " (bomb pot bet)" > {};
struct action_end : seq< opt< all_in >, opt< bomb_pot >, star< one< ' ' > >, eof > {};

struct post_small : text< "small blind" > {};
struct post_big : text< "big blind" > {};
struct post_straddle : text< "straddle" > {};
struct post_missing_small : text< "missing small blind" > {};  // dead
struct post_missed_big : text< "missed big blind" > {};        // live
struct post_bomb : text< "bet" > {};                          // a bomb pot's
struct post_kind : sor< post_small, post_big, post_straddle, post_missing_small, post_missed_big, post_bomb > {};
struct post : seq< text< "posts a " >, post_kind, text< " of " >, amount > {};
struct fold : text< "folds" > {};
struct check : text< "checks" > {};
struct call : seq< text< "calls " >, amount > {};
struct bet : seq< text< "bets " >, amount > {};
struct raise : seq< text< "raises to " >, amount > {};
struct verb : sor< post, fold, check, call, bet, raise > {};
struct action_tail : seq< verb, action_end > {};

// shows a 8♠, 8♦.   (one card when only one is shown)
struct show_tail : seq< text< "shows a " >, card_list, one< '.' >, eof > {};
// collected 270.00 from pot[ with Flush, As High[ on the second run] (combination: ...)]
// The words after " with " describe the winner's hand.
struct second_run : text< "on the second run" > {};
struct hand_words : plus< not_at< sor< text< " on the second run" >, text< " (combination:" > > >, any > {};
struct collect_tail : seq< text< " from pot" >, opt< text< " with " >, hand_words >, star< sor< second_run, any > > > {};
// A 7-2 bounty is paid beside the pot, after the hand: `collected 25 from
// the 7-2 bounty`, `paid 5 for the 7-2 bounty to ""B @ y""`.
struct bounty_tail : seq< text< " from the " >, star< any > > {};
struct collected : seq< text< "collected " >, amount, sor< collect_tail, bounty_tail > > {};
struct bounty_paid : seq< text< "paid " >, amount, text< " for the " >, star< any > > {};
// Run-it-twice votes: `chooses to  run it twice.`, `chooses to not run it twice.`
struct player_note : seq< text< "chooses to " >, star< any > > {};
struct player_row : seq< player, one< ' ' >, sor< action_tail, show_tail, collected, bounty_paid, player_note > > {};

struct uncalled_row : seq< text< "Uncalled bet of " >, amount, text< " returned to " >,
                           player, eof > {};

// ---------------------------------------------------------------- boards
// Flop:  [6♦, 9♥, 8♣] / Turn: 6♦, 9♥, 8♣ [A♠] / River (second run): ... [9♣]
struct street_flop : text< "Flop" > {};
struct street_turn : text< "Turn" > {};
struct street_river : text< "River" > {};
struct run_second : text< " (second run)" > {};
struct board_row : seq< sor< street_flop, street_turn, street_river >, opt< run_second >, one< ':' >,
                        plus< one< ' ' > >, opt< card_list, one< ' ' > >, one< '[' >, card_list, one< ']' >, eof > {};

// ---------------------------------------------------------------- events
// The forced-bet note of a hand without a small blind.
struct dead_small_row : seq< text< "Dead Small Blind" >, eof > {};
// Chips a player brings to the table or takes away, and the host's changes
// of a stack; the other rows of a player (seat requests, stand ups) move no
// chips.
struct joined : seq< text< " joined the game with a stack of " >, amount, one< '.' >, eof > {};
struct quits : seq< text< " quits the game with a stack of " >, amount, one< '.' >, eof > {};
struct sat_back : seq< text< " sit back with the stack of " >, amount, one< '.' >, eof > {};
// A player who logs in takes his account's ID, in the middle of a hand too:
// `The player ""wjh @ yQzNmdWzgU"" changed the ID from Vu_OF7uYvz to
// yQzNmdWzgU because authenticated login.`
struct old_id : player_id {};
struct id_change : seq< text< " changed the ID from " >, old_id, text< " to " >, player_id,
                        star< any > > {};
struct the_player_row : seq< text< "The player " >, player, sor< joined, quits, sat_back, id_change, star< any > > > {};
struct admin_update : seq< text< "updated the player " >, player, text< " stack from " >,
                           amount, text< " to " >, amount, one< '.' >, eof > {};
struct admin_row : seq< text< "The admin " >, sor< admin_update, star< any > > > {};
// Rows that say nothing about the chips of a hand: the host's settings and
// queued changes (they show as the rows above when they take effect),
// run-it-twice notes, the viewer's own cards (`Your hand is`, not named),
// undealt cards, game configuration notes.
struct note_prefix : sor< text< "The game's " >, text< "WARNING: " >,
                          text< "Game Config Changes" >, text< "Your hand is " >,
                          text< "Undealt cards: " >, text< "Remaining players decide" >,
                          text< "All players in hand choose" >, text< "Some players choose" >,
                          text< "The board will run it twice" > > {};
struct note_row : seq< note_prefix, star< any > > {};

// Each alternative starts with its own words, so that an alternative that
// fails part way has fired no action another one needs.
struct row : sor< player_row, board_row, uncalled_row, stacks_row, header_row, ending_row, dead_small_row,
                  the_player_row, admin_row, note_row > {};
// clang-format on

}  // namespace parser::pokernow

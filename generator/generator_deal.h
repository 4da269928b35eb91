// Internal to generator::HandGenerator: one hand being written, and the parts every
// game family shares: the header, table and seat lines, forced bets, the
// betting rounds driven by engine::HandState::legal(), the uncalled bet and
// the pots, the showdown with its odd chips, and the summary.
//
// The families deal the cards and run the rounds in their own files:
// play_flop (hold'em, 6+ and Split Hold'em, Omaha of four, five and six
// cards, Courchevel: flop_generator.cpp), play_stud (stud, stud/8, razz,
// five-card stud: stud_generator.cpp) and play_draw (five-card draw, 2-7
// single and triple draw, A-5 triple draw, badugi: draw_generator.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/betting.h"
#include "engine/card.h"
#include "engine/hand_eval.h"
#include "engine/profile.h"
#include "generator/generator_rng.h"
#include "generator/hand_generator.h"

namespace generator {

using engine::Card;
using engine::Chips;
using engine::Street;
using Expected = HandGenerator::Expected;

inline constexpr int kMaxPlayers = HandGenerator::kMaxPlayers;

enum class Family : std::uint8_t { kFlop, kStud, kDraw };

// A live player's hand at the showdown, under the game's rankings.
struct Showing {
  std::uint32_t high = 0;            // the main ranking's key (high, razz or 2-7 low, badugi): higher wins
  std::optional<std::uint32_t> low;  // hi/lo: the qualifying 8-or-better low's key
  // Stud: order of tied winners for the odd chip, higher first (RULES.md
  // R-OC-4), for the main ranking and the low half; 0 in button games,
  // where the order is the button's.
  int high_priority = 0;
  int low_priority = 0;
  std::string text;      // the log's words: "a pair of Kings", "HI: ..; LO: ..", "Lo: 8,6,4,3,2"
  bool article = false;  // the summary says "with a Badugi: .." where the show says "Badugi: .."
  // Split Hold'em: the hand on the second board (`high` and `text` are the
  // first board's).
  std::uint32_t second_high = 0;
  std::string second_text;
};

struct Deal {
  Deal(const GeneratorOptions& options, Rng& random, std::string& text, Expected& expected, std::uint64_t tournament);

  const GeneratorOptions& opt;
  Rng& rng;
  std::string& out;
  Expected& e;
  std::uint64_t tournament_number = 0;

  Family family = Family::kFlop;
  bool cash = true;
  // A passive table: few bets and folds, so that many players reach the
  // showdown (stud's community card, ties and split pots need them).
  bool passive = false;
  int n = 0;
  Chips unit{1};
  const engine::Profile* profile = nullptr;
  Deck deck;
  // Each player's own cards in the order dealt (hole cards; stud down and up
  // cards; a draw hand as it stands), the board (flop games) or stud's
  // community card.
  std::array<std::array<Card, 8>, kMaxPlayers> own{};
  std::array<int, kMaxPlayers> own_count{};
  std::array<Card, 5> board{};
  std::array<Card, 5> second_board{};  // Split Hold'em; as many cards as `board`
  int board_count = 0;

  // Per player (seat order).
  std::array<bool, kMaxPlayers> put_voluntarily{};  // a blind, bring-in or chips in on the first round
  std::array<Street, kMaxPlayers> folded_on{};
  std::array<Showing, kMaxPlayers> showing{};
  // What each player collected on each board (Split Hold'em has two).
  std::array<std::array<Chips, kMaxPlayers>, 2> won_on_board{};
  bool double_allowed = false;        // stud 4th street: an open pair allows the big bet
  std::uint32_t forfeit_pending = 0;  // sitting-out all-in players not folded yet
  int forfeit_passed = -1;            // pre-flop position the action has passed

  // ---- text
  void money(Chips c);
  void name(int i);
  void actor(int i);
  void all_in_tail(bool all_in);
  void cards(std::span<const Card> c);  // "[Ah Kd]"
  void cards_of(int i) {
    cards(std::span<const Card>(own[static_cast<std::size_t>(i)].data(),
                                static_cast<std::size_t>(own_count[static_cast<std::size_t>(i)])));
  }
  void notice(std::string_view line);  // a line of its own: "Betting is capped"
  void number(std::uint64_t v);
  void seat(int i);  // "Seat 3: NAME"

  // ---- setup: the game, stakes and header line; the table, seats, stacks
  // and button with the table and seat lines; the engine's state.
  void choose_game(std::uint64_t hand_number);
  void choose_table();
  // Instead of the two: the caller's table (HandGenerator::next_at), its top written as given.
  void seat_at_table(const HandGenerator::TableHand& hand);
  // Players posting a big blind coming in (seat_at_table), bit i for player i.
  std::uint32_t coming_in = 0;
  bool at_table = false;
  engine::HandState new_state() const;
  void deal_to(int i) {
    own[static_cast<std::size_t>(i)][static_cast<std::size_t>(own_count[static_cast<std::size_t>(i)]++)] =
        deck.draw(rng);
  }
  // Hero's "Dealt to" line is written when he is set: one in most hands.
  int choose_hero();
  // Split Hold'em deals two boards, and each pot is shared between them.
  bool two_boards() const { return e.variant == engine::Variant::kSplitHoldem; }
  // The player whose blind closes the forced bets: the big blind, or in 6+
  // the button; the first round opens on his left.
  int last_blind() const { return e.button_blind.positive() ? e.button : e.big_blind_player; }

  // ---- play
  // A forced bet of `amount`, or all the poster has.
  void post(engine::HandState& st, int i, std::string_view verb, Chips amount, bool blind, bool sets_level);
  // Antes, the blinds (6+: the button blind), now and then a returning cash
  // player's dead blind.
  void post_blinds(engine::HandState& st);
  // A blind game up to its first round: the forced bets, the `marker` line
  // ("*** HOLE CARDS ***", "*** DEALING HANDS ***"), the hero's cards, and
  // the round opened left of the big blind.
  engine::HandState start_blind_game(std::string_view marker);
  // One betting round, every action drawn from legal(). `completes`: the
  // stud bring-in player who completes instead of bringing in (his first
  // action is that bet). Returns the last player who bet or raised, -1 if none.
  int betting_round(engine::HandState& st, int completes = -1);
  // Betting is over: the players' books, the uncalled bet and the pots.
  void settle(const engine::HandState& st);
  // The cards are all out: the rake, then the showdown of the live players'
  // hands as `evaluate` values them (shown from `first` clockwise), or the
  // uncontested collect; then the summary.
  void finish(const engine::HandState& st, int first, Showing (*evaluate)(const Deal& d, int player));

 private:
  Chips random_stack(Chips reference);
  void take_rake();
  bool forfeit_before(engine::HandState& st, int before);
  bool opponent_can_act(const engine::HandState& st, int i) const;
  // The steps of betting_round: what the player on turn does (before its
  // size), the size of a bet or raise, and its line in the log.
  engine::Action choose_move(const engine::HandState& st, const engine::Legal& l, bool completes_now, int raises,
                             bool may_raise);
  void size_wager(engine::Action& a, const engine::HandState& st, const engine::Legal& l, bool limit);
  void write_action(const engine::HandState& st, const engine::Action& a);
  int button_order(int k) const { return (e.button + 1 + k) % n; }
  void pot_name(int k);
  void collect(int i, int k, Chips amount, int on_board = 0);
  void showdown(int first);
  void show_and_pay(int first, int on_board);
  void pay(int k, std::span<const int> contenders, int on_board);
  void summary();
  void fold_words(Street s, bool did_not_bet);
};

void play_flop(Deal& d);
void play_stud(Deal& d);
void play_draw(Deal& d);

// Odd-chip order of tied stud hands, higher first (RULES.md R-OC-4, the
// pokerstars profile's suit_in_five_cards): the suit of the highest card of
// the five-card hand (of a flush: the flush's suit), for the high hand of
// `cards` and for its ace-to-five low.
int stud_high_priority(std::span<const engine::Card> cards, const engine::HighValue& high);
int stud_low_priority(std::span<const engine::Card> cards, const engine::LowValue& low);

}  // namespace generator

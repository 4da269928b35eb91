// HandGenerator: a deterministic source of random, LEGAL hands of every game
// the replay supports, written as PokerStars hand-history text
// (POKERSTARS_FORMAT.md §1-§9).
//
// Every decision is taken from the real engine: the betting state machine
// (engine::HandState::legal(), under the "pokerstars" profile) says who acts
// and which amounts are allowed, engine::bring_in_player and
// engine::showing_hand_opener say who opens a stud street, engine::build_pots
// cuts the uncalled bet and the pots, the engine's evaluators (high, A-5 and
// 2-7 low, badugi) rank the hands and engine::split_pot places the odd chips
// (button games: one each, clockwise from the first seat left of the button;
// stud: by the suit of the top card of the five-card hand, RULES.md R-OC-4;
// hi/lo: the pot's odd chip to the high half, R-SD-8). So a generated hand
// must audit clean; the property tests rely on that, and `handaudit bench`
// uses the generator as a corpus of any size.
//
// The games (GameKind): hold'em (no-limit, pot-limit, fixed limit), Omaha
// and five-card Omaha, high and hi/lo, six-card Omaha, Courchevel high and
// hi/lo (five hole cards, the first board card shown before the first round:
// "*** PRE-FLOP *** [2s]"), 6+ Hold'em (the 36-card deck, every player antes
// and the button posts the button blind, no small or big blind; the
// short-deck ranking: trips beat a straight, a flush beats a full house,
// A-6-7-8-9 is the lowest straight) and Split Hold'em (two boards dealt
// street by street, "*** FIRST FLOP ***" / "*** SECOND FLOP ***"; each pot
// split in two, one half per board, the odd chip to the first board; two
// show downs); seven-card stud, stud hi/lo and razz (fixed limit: antes, the
// bring-in or a completion, later streets opened by the best or worst
// showing hand, the open-pair double bet on 4th street of stud high, a
// community card when the deck runs short on 7th street) and five-card stud
// (one down and one up card on 2nd street, three more up-cards, the last
// under "*** RIVER ***"; the big bet from 4th street); and five-card draw,
// 2-7 single draw (no-limit), 2-7 triple draw, A-5 triple draw (aces low,
// straights and flushes do not count) and badugi (blinds, discards and
// stand-pats before each round after the first, the hero's new cards in a
// second `Dealt to` bracket, the discards reshuffled when the stub runs
// out). 6+ Hold'em and Split Hold'em are dealt at cash tables only: the
// logs show no tournament hand of either (a tournament level's parentheses
// cannot state a button blind).
//
// What a hand contains: 2-10 players (at most 9 in five-card Omaha, 8 in
// stud and draw, 6 in six-card Omaha, Courchevel, 6+ and Split Hold'em,
// whose PokerStars tables are 6-max) with non-contiguous seats, random
// stacks (a share of them short, so that all-in posts, short calls,
// incomplete raises and side pots happen), antes in tournaments from level
// IV on (always in stud and 6+), SB/BB posts (heads-up: the button posts
// the SB; 6+: the button blind), now and then a cash player posting "small
// & big blinds" out of position in a blind game (the small blind dead,
// RULES.md R-BL-5), tournament hold'em and Omaha players sitting out (they
// post, then check or fold; one all-in on a post is folded by the software,
// as PokerStars does), a random legal action sequence per round (fold,
// check, call, bet and raise with sizes anywhere between the minimum and the
// maximum, all-ins frequent, "Betting is capped" in fixed limit), `Dealt to`
// one hero (most hands; in stud every player's up-cards), the uncalled-bet
// return, a showdown where a hand that can win nothing may muck (never when
// a player is all-in, nor in Split Hold'em), collect lines per pot, per half
// and per board (`from pot`, `from main pot`, `from side pot`, `from side
// pot-N`), and the summary. Cash hands that reach a second betting round may
// pay a rake (5 %, at most $3, never more than the main pot), taken from the
// main pot; the stated main and side pots are after rake
// (validators/pot_findings.cpp, award_findings.cpp).
//
// Amounts are centi-units (engine/chips.h): cash $0.25 = 25 (odd-chip unit
// 1 cent), tournament chips 1500 = 150000 (every amount a whole chip, unit
// 100). Cash stacks are kept coprime, so that an estimate of "the smallest
// chip in play" from the hand's amounts (RULES.md R-OC-1) is also the cent.
//
// Where legal() offers something a legal hand cannot contain (a raise-to not
// above the current level), the generator declines it and counts it in
// Expected::refused_offers; with GeneratorOptions::self_check every action
// taken is also judged by check(). Both counts must stay zero.
//
// Determinism: the same options (seed included) give byte-identical text on
// every platform (generator/generator_rng.h).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chips.h"
#include "engine/game.h"

namespace generator {

// The games the generator deals.
enum class GameKind : std::uint8_t {
  kHoldem,
  kOmaha,
  kOmahaHiLo,
  kOmaha5,
  kOmaha5HiLo,
  kStud,
  kStudHiLo,
  kRazz,
  kDraw5,
  kSingleDraw27,
  kTripleDraw27,
  kBadugi,
  // Added later, at the end so that the first twelve keep their numbers
  // (bench_corpus_options' weights and the tests' seeds are by number).
  kOmaha6,
  kCourchevel,
  kCourchevelHiLo,
  kSixPlusHoldem,
  kSplitHoldem,
  kStud5,
  kTripleDrawA5,
};
inline constexpr int kGameKinds = 19;

// "holdem", "omaha-hilo", "stud", "razz", "badugi", "six-plus", ...
std::string_view game_kind_id(GameKind g);
engine::Variant game_variant(GameKind g);
bool game_hi_lo(GameKind g);

struct GeneratorOptions {
  std::uint64_t seed = 1;
  int min_players = 2;   // clamped to 2..10 (and to the game's table)
  int max_players = 10;  // clamped to min_players..10
  // Relative frequencies of the games, indexed by GameKind; all zero means
  // hold'em only. A game dealt alone draws no random number to choose it.
  std::array<std::uint32_t, kGameKinds> game_weights{1};
  // Betting structures to draw from where the game offers a choice. A game
  // that offers none of the set ones (stud is fixed limit only; none set)
  // plays its own first one: no-limit hold'em, pot-limit Omaha, ...
  bool no_limit = true;
  bool pot_limit = true;
  bool fixed_limit = true;
  // Hand kinds to draw from (cash if neither is set).
  bool cash = true;
  bool tournaments = true;
  bool rake = true;          // cash hands that reach a second round may pay rake
  bool tricky_names = true;  // names with spaces, colons, brackets, '$', digits only, UTF-8
  // Judge every generated action with engine::HandState::check() as well and
  // count what it objects to in Expected::self_check_violations: legal() and
  // check() must agree. Costs a little time; off for benchmarks.
  bool self_check = false;
  // Draw games: most tables passive (few folds before the draw) and most
  // exchanges of four or five cards, so that the stub runs out even in a
  // single draw at six players (the reshuffle's property tests). Off, the
  // hands are those of earlier versions.
  bool heavy_draws = false;

  // These options dealing `game` only.
  GeneratorOptions& only(GameKind game) {
    game_weights = {};
    game_weights[static_cast<std::size_t>(game)] = 1;
    return *this;
  }
};

class HandGenerator {
 public:
  static constexpr int kMaxPlayers = 10;

  // One player of the last hand, in seat order (the order of the seat lines,
  // which is also the parser's player order).
  struct Player {
    std::string_view name;  // points into static storage
    int seat = 0;
    engine::Chips start{0};        // "in chips" on the seat line
    engine::Chips put_in{0};       // antes, blinds (dead ones too), calls, bets, raises (before the return)
    engine::Chips returned{0};     // uncalled bet given back
    engine::Chips collected{0};    // sum of his collect lines
    engine::Chips final_stack{0};  // start - put_in + returned + collected
    bool sitting_out = false;      // tournament: "is sitting out", checks or folds by itself
    bool folded = false;
    bool all_in = false;
    bool showed = false;  // "shows [..]" at the showdown
    bool mucked = false;  // "mucks hand" at the showdown
  };

  struct Pot {
    engine::Chips amount{0};     // the layer, rake included
    engine::Chips net{0};        // what the collect lines pay out (amount - rake share)
    std::uint32_t eligible = 0;  // bit i: player i may win it
    std::uint32_t winners = 0;   // bit i: player i collects from it
    bool low_half = false;       // hi/lo: a low hand qualified and took half
    // Split Hold'em: who collects the first and the second board's half
    // (other games: [0] is `winners`).
    std::array<std::uint32_t, 2> board_winners{};
  };

  struct Expected {
    std::uint64_t hand_number = 0;
    GameKind game = GameKind::kHoldem;
    engine::Variant variant = engine::Variant::kHoldem;
    bool hi_lo = false;
    bool tournament = false;
    engine::Structure structure = engine::Structure::kNoLimit;
    engine::Chips small_blind{0};   // posted amounts of a full blind (stud, 6+: none)
    engine::Chips big_blind{0};     // 6+: the button blind, the level of the first round
    engine::Chips button_blind{0};  // 6+ Hold'em: posted by the button; 0 in other games
    engine::Chips ante{0};          // 0 = none
    engine::Chips bring_in{0};      // stud
    engine::Chips small_bet{0};     // fixed limit only
    engine::Chips big_bet{0};
    engine::Chips unit{1};  // odd-chip unit: 1 cent or 1 chip (100)
    int players = 0;
    int button = -1;              // player indices; -1 in stud
    int small_blind_player = -1;  // -1 in stud and 6+
    int big_blind_player = -1;
    int bring_in_player = -1;  // stud: posted the bring-in (-1: he completed)
    int hero = -1;             // -1: no "Dealt to" line for a hero
    int dead_poster = -1;      // posted "small & big blinds" (the small blind dead)
    engine::Chips dead{0};     // dead money, in the main pot
    std::array<Player, kMaxPlayers> player{};
    int pot_count = 0;
    std::array<Pot, kMaxPlayers + 1> pot{};  // [0] main, then side pots in order
    engine::Chips total_pot{0};              // "Total pot", rake included
    engine::Chips rake{0};
    int refund_to = -1;  // player given the uncalled bet, -1 none
    engine::Chips refund{0};
    int board_cards = 0;      // flop games: 0, 3, 4 or 5 dealt (each board); stud: 1 with a community card
    int rounds = 0;           // betting rounds the cards reached (1: the first only)
    int draws = 0;            // draw games: exchanges logged
    int reshuffles = 0;       // draw games: "The deck is reshuffled"
    bool double_bet = false;  // stud: "Pair on board - a double bet is allowed"
    bool capped = false;      // "Betting is capped" written
    bool showdown = false;
    int actions = 0;                // betting actions logged
    int self_check_violations = 0;  // with GeneratorOptions::self_check
    // Raise ranges legal() offered that do not go above the current level
    // (engine::HandState::high()): the generator refuses them; any is an
    // engine inconsistency.
    int refused_offers = 0;
  };

  // A no-limit hold'em cash hand at a table the caller keeps from hand to
  // hand (generator/table_session.h): the caller writes the header, table
  // and seat lines and says who is dealt in with what, where the button and
  // blinds are and who posts a big blind coming in; the hand is played out
  // as next() plays one (random legal betting, the showdown, the rake).
  struct TableHand {
    std::string_view top;  // the header, table and seat lines, each ending in "\n"
    engine::Chips small_blind{0};
    engine::Chips big_blind{0};
    struct Seated {
      std::string_view name;  // must outlive last()
      int seat = 0;
      engine::Chips stack{0};
      bool posts_big_blind = false;  // coming in: a big blind posted out of position
    };
    std::vector<Seated> players;  // dealt in, in seat order; 2 to kMaxPlayers
    int button = 0;               // indices into `players`; heads-up the button is the small blind
    int small_blind_player = 0;
    int big_blind_player = 1;
  };

  explicit HandGenerator(const GeneratorOptions& options);

  // Appends one complete hand followed by "\n\n\n" (the separator of the
  // client's own files) to `out`. Lines end in "\n", no trailing blanks.
  void next(std::string& out);
  // The same for `hand`, at the caller's table; last() gives each player's
  // final stack, in the order of hand.players.
  void next_at(const TableHand& hand, std::string& out);

  // What the hand last written by next() contains and how it ends.
  const Expected& last() const { return last_; }

  std::uint64_t hands_generated() const { return count_; }

 private:
  GeneratorOptions options_;
  std::array<std::uint64_t, 4> rng_{};  // xoshiro256** state
  std::uint64_t count_ = 0;
  std::uint64_t first_hand_number_ = 0;
  std::uint64_t tournament_number_ = 0;
  Expected last_;
};

}  // namespace generator

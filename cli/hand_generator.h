// HandGenerator: a deterministic source of random, LEGAL Texas Hold'em hands
// written as PokerStars hand-history text (POKERSTARS_FORMAT.md §1-§9).
//
// Every decision is taken from the real engine: the betting state machine
// (engine::HandState::legal(), under the "pokerstars" profile) says who acts
// and which amounts are allowed, engine::build_pots cuts the uncalled bet and
// the pots, engine::best_high ranks the hands and engine::split_pot places the
// odd chips (one each, clockwise from the first seat left of the button).
// So a generated hand must audit clean; the property tests rely on that, and
// `handaudit bench` uses the generator as a corpus of any size.
//
// What a hand contains: 2-10 players on a 6-, 9- or 10-max table with
// non-contiguous seats, random stacks (a share of them short, so that all-in
// posts, short calls, incomplete raises and side pots happen), antes in
// tournaments from level IV on, SB/BB posts (heads-up: the button posts the
// SB), now and then a cash player posting "small & big blinds" out of
// position (the small blind dead, RULES.md R-BL-5), tournament players sitting out (they post, then check or fold; one
// all-in on a post is folded by the software, as PokerStars does), a random
// legal action sequence per street (fold, check, call, bet and
// raise with sizes anywhere between the minimum and the maximum, all-ins
// frequent), board cards from a shuffled deck, `Dealt to` one hero (most
// hands), the uncalled-bet return, a showdown where a beaten hand may muck
// (never when a player is all-in), collect lines per pot (`from pot`,
// `from main pot`, `from side pot`, `from side pot-N`), and the summary.
// Cash hands that see a flop may pay a rake (5 %, at most $3, never more
// than the main pot), taken from the main pot; the stated main and side pots
// are after rake (validators/pot_findings.cpp, award_findings.cpp).
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
// every platform: the generator has its own PRNG (xoshiro256**) and uses no
// clock, no address and no std:: distribution.
//
// Cost: next() appends to the caller's buffer and keeps its per-hand state in
// fixed arrays; the only allocations per hand are inside the engine
// (HandState's player vector, build_pots) and the hand descriptions.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/chips.h"
#include "engine/game.h"

namespace cli {

struct GeneratorOptions {
  std::uint64_t seed = 1;
  int min_players = 2;      // clamped to 2..10
  int max_players = 10;     // clamped to min_players..10
  // Betting structures to draw from (at least one; no-limit if none is set).
  bool no_limit = true;
  bool pot_limit = true;
  bool fixed_limit = true;
  // Hand kinds to draw from (cash if neither is set).
  bool cash = true;
  bool tournaments = true;
  bool rake = true;          // cash hands that see a flop may pay rake
  bool tricky_names = true;  // names with spaces, colons, brackets, '$', digits only, UTF-8
  // Judge every generated action with engine::HandState::check() as well and
  // count what it objects to in Expected::self_check_violations: legal() and
  // check() must agree. Costs a little time; off for benchmarks.
  bool self_check = false;
};

class HandGenerator {
 public:
  static constexpr int kMaxPlayers = 10;

  // One player of the last hand, in seat order (the order of the seat lines,
  // which is also the parser's player order).
  struct Player {
    std::string_view name;       // points into static storage
    int seat = 0;
    engine::Chips start{0};      // "in chips" on the seat line
    engine::Chips put_in{0};     // antes, blinds (dead ones too), calls, bets, raises (before the return)
    engine::Chips returned{0};   // uncalled bet given back
    engine::Chips collected{0};  // sum of his collect lines
    engine::Chips final_stack{0};  // start - put_in + returned + collected
    bool sitting_out = false;    // tournament: "is sitting out", checks or folds by itself
    bool folded = false;
    bool all_in = false;
    bool showed = false;         // "shows [..]" at the showdown
    bool mucked = false;         // "mucks hand" at the showdown
  };

  struct Pot {
    engine::Chips amount{0};     // the layer, rake included
    engine::Chips net{0};        // what the collect lines pay out (amount - rake share)
    std::uint32_t eligible = 0;  // bit i: player i may win it
    std::uint32_t winners = 0;   // bit i: player i collects from it
  };

  struct Expected {
    std::uint64_t hand_number = 0;
    bool tournament = false;
    engine::Structure structure = engine::Structure::kNoLimit;
    engine::Chips small_blind{0};  // posted amounts of a full blind
    engine::Chips big_blind{0};
    engine::Chips ante{0};         // 0 = none
    engine::Chips small_bet{0};    // fixed limit only
    engine::Chips big_bet{0};
    engine::Chips unit{1};         // odd-chip unit: 1 cent or 1 chip (100)
    int players = 0;
    int button = -1;               // player indices
    int small_blind_player = -1;
    int big_blind_player = -1;
    int hero = -1;                 // -1: no "Dealt to" line
    int dead_poster = -1;          // posted "small & big blinds" (the small blind dead)
    engine::Chips dead{0};         // dead money, in the main pot
    std::array<Player, kMaxPlayers> player{};
    int pot_count = 0;
    std::array<Pot, kMaxPlayers + 1> pot{};  // [0] main, then side pots in order
    engine::Chips total_pot{0};    // "Total pot", rake included
    engine::Chips rake{0};
    int refund_to = -1;            // player given the uncalled bet, -1 none
    engine::Chips refund{0};
    int board_cards = 0;           // 0, 3, 4 or 5 dealt
    bool showdown = false;
    int actions = 0;               // betting actions logged
    int self_check_violations = 0; // with GeneratorOptions::self_check
    // Raise ranges legal() offered that do not go above the current level
    // (engine::HandState::high()): the generator refuses them; any is an
    // engine inconsistency.
    int refused_offers = 0;
  };

  explicit HandGenerator(const GeneratorOptions& options);

  // Appends one complete hand followed by "\n\n\n" (the separator of the
  // client's own files) to `out`. Lines end in "\n", no trailing blanks.
  void next(std::string& out);

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

}  // namespace cli

// What one PokerNow row says (RowData, filled by the grammar's actions in
// parser/pokernow_parser.cpp), and the builder that applies a hand's rows,
// in the order they happened, to an engine::HandRecord.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "parser/pokernow_rows.h"
#include "parser/pokerstars_parser.h"  // ParseStatus

namespace parser::pokernow {

enum class RowKind : std::uint8_t {
  kNote,    // moves no chips of the hand (notes, votes, the viewer's cards, bounties)
  kHeader,  // -- starting hand #N ... --
  kEnding,  // -- ending hand #N --
  kStacks,  // Player stacks: ...
  kAction,  // a post, fold, check, call, bet or raise
  kShow,
  kCollect,
  kUncalled,
  kBoard,
  kStackEvent,  // `event`: a join, a quit, the host's change of a stack, a bounty
  kIdChange,    // a player's new ID (`text`: the old one)
};
// A row that changes a player's chips outside the play of a hand.
enum class StackEvent : std::uint8_t {
  kJoined,      // joined the game with a stack of X
  kQuit,        // quits the game with a stack of X
  kSatBack,     // sit back with the stack of X
  kUpdated,     // The admin updated the player's stack from X to Y
  kBountyWon,   // collected X from the 7-2 bounty
  kBountyPaid,  // paid X for the 7-2 bounty
};
enum class Post : std::uint8_t { kNone, kSmall, kBig, kStraddle, kMissingSmall, kMissedBig, kBomb };
enum class GameKind : std::uint8_t { kHoldemNoLimit, kOmahaPotLimit, kOther };

struct SeatEntry {
  int seat = 0;
  std::string_view name;
  const char* at = nullptr;
  engine::Chips stack{0};
};

// One row as read. Views point into the row's entry.
struct RowData {
  RowKind kind = RowKind::kNote;
  std::string_view player;  // the first player the row names ("Name @ id")
  const char* player_at = nullptr;
  std::string_view other;  // a second player
  const char* verb_at = nullptr;
  engine::Act act = engine::Act::kFold;
  Post post = Post::kNone;
  StackEvent event = StackEvent::kJoined;
  bool all_in = false;
  bool bomb = false;        // "(bomb pot bet)"
  bool second_run = false;  // "(second run)", "on the second run"
  bool cents = false;       // an amount written with a decimal point
  std::array<engine::Chips, 2> amounts{};
  std::size_t amount_count = 0;
  engine::CardList cards;
  engine::Street street = engine::Street::kPreflop;
  std::string_view hand_number;
  std::string_view hand_code;  // "(id: leffxzrze4zb)" in the header row; empty in the oldest logs
  GameKind game = GameKind::kHoldemNoLimit;
  std::string_view text;         // the game's name when not one read; an old ID
  std::string_view description;  // a collect's words for the winner's hand ("Two Pair, A's & 8's")
  bool dead_button = false;
  int seat = 0;
  std::vector<SeatEntry> seats;

  void reset() {
    auto s = std::move(seats);
    *this = RowData{};
    s.clear();
    seats = std::move(s);
  }
};

template <RowKind K>
struct set_kind {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.kind = K;
  }
};
template <StackEvent E>
struct set_event {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.kind = RowKind::kStackEvent;
    d.event = E;
  }
};
template <Post P>
struct set_post {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.post = P;
  }
};
template <engine::Act A>
struct set_verb {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.act = A;
  }
};
template <engine::Street S>
struct set_street {
  template <typename In>
  static void apply(const In&, RowData& d) {
    d.street = S;
  }
};

// "12.50" or "1000" in centi-units; nullopt past two decimals (unless zeros)
// or past engine::kMaxAmount. `point` (when given) is set to whether the
// amount has a decimal point (a game that counts cents).
std::optional<engine::Chips> amount_chips(std::string_view digits, bool* point = nullptr);
// The same, digit by digit with a check against overflow at each: any text
// of digits and points. amount_chips reads the amounts its quicker way
// does not with it (tests compare the two).
std::optional<engine::Chips> amount_chips_checked(std::string_view digits);
// '2'..'9', 'T', 'J', 'Q', 'K', 'A' -> 0..12 (the grammar gives no other).
int rank_index(char c);
void add_error(std::vector<engine::Finding>& out, engine::Rule rule, engine::SourcePos pos, std::string message,
               std::string_view excerpt);

// HandBuilder's lists of the hand's players, kept from hand to hand
// (PokerNowScratch) so that a hand allocates none of them.
struct PlayerLists {
  std::vector<engine::Chips> committed;
  std::vector<int> dead_small_at;
  std::vector<engine::Chips> total;
  std::vector<bool> folded;
  std::vector<std::optional<engine::Chips>> quit_with;
};

// Applies a hand's rows, oldest first, to the record.
class HandBuilder {
 public:
  // `lists` are emptied: the builder starts with none, as before any stacks row.
  HandBuilder(engine::HandRecord& rec, std::vector<engine::Finding>& findings, PlayerLists& lists)
      : rec_(rec),
        findings_(findings),
        committed_(lists.committed),
        dead_small_at_(lists.dead_small_at),
        total_(lists.total),
        folded_(lists.folded),
        quit_with_(lists.quit_with) {
    committed_.clear();
    dead_small_at_.clear();
    total_.clear();
    folded_.clear();
    quit_with_.clear();
  }
  void apply(const Row& r, const RowData& d);
  // The hand's status once every row is applied: truncated without its
  // ending row, unsupported for a game not replayed.
  ParseStatus finish();
  // The hand's status when the row at `pos` cannot be read: unreadable, and
  // when its header and seats were read, the record holds the rows applied
  // before (HandRecord::stop_pos set) so that the audit judges them.
  ParseStatus stop_at(engine::SourcePos pos);

 private:
  enum class Phase : std::uint8_t { kBefore, kHand, kAfter };
  void header(const Row& r, const RowData& d);
  void stacks(const Row& r, const RowData& d);
  void action(const Row& r, const RowData& d, int p);
  void post(engine::ActionRecord& a, const RowData& d, std::size_t p);
  void board(const Row& r, const RowData& d);
  void money(const Row& r, const RowData& d, int p, engine::Act kind);
  void show(const Row& r, const RowData& d, int p);
  void describe(const Row& r, const RowData& d, int p);
  int player_of(const Row& r, const RowData& d);
  void inconsistent(engine::SourcePos pos, std::string message);
  void place_dead_button();
  void settle_stakes();
  void change_id(const RowData& d);
  void stack_event(const Row& r, const RowData& d);
  bool covers_every_opponent(std::size_t p) const;

  static constexpr int kSeats = 10;  // a PokerNow table's seats

  engine::HandRecord& rec_;
  std::vector<engine::Finding>& findings_;
  Phase phase_ = Phase::kBefore;
  bool header_seen_ = false;
  bool bomb_ = false;
  bool dead_button_ = false;
  bool cents_ = false;
  GameKind game_ = GameKind::kHoldemNoLimit;
  std::string_view game_name_;
  std::string_view dealer_;
  engine::Street street_ = engine::Street::kPreflop;
  // Chips each player has put in on this street (live), the street's bet,
  // and the index of a player's dead small blind (-1: none), per player.
  std::vector<engine::Chips>& committed_;
  std::vector<int>& dead_small_at_;
  // What each player has put in the hand so far, and who folded.
  std::vector<engine::Chips>& total_;
  std::vector<bool>& folded_;
  std::vector<std::optional<engine::Chips>>& quit_with_;  // a quit after the hand: with what
  engine::Chips current_bet_{0};
  // The blinds as posted (not all in), posted all in, and the first call
  // before the flop (the stake when the big blind is all in for less).
  std::optional<engine::Chips> small_blind_, big_blind_, any_small_, any_big_, first_call_;
};

}  // namespace parser::pokernow

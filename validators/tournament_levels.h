// The hands of one tournament, every table and file together, in time order.
//
// tournament-level-mismatch (tournament_levels.cpp): one blind structure. A
// level's blinds are the same in every hand that names it, and levels only
// go up in time: a hand that starts after another table began a higher
// level (at an earlier second) is at the wrong level.
//
// tournament-continuity (tournament_continuity.cpp): the players' chips and
// seats across tables. A moved player starts at his new table with what he
// ended his last hand elsewhere; a busted player never plays again (a
// rebuy logged, or a return with the starting stack, a re-entry, excepted);
// no player sits in a hand at one table between two neighbouring hands he
// is in at another; and, where the hands cover every table from its first
// hand (tournament_chips.cpp), the chips in play across all tables are at
// every moment the entrants' starting stacks plus the rebuys and add-ons
// logged.
//
// tournament-summary-mismatch (tournament_summary.cpp): a PokerStars
// tournament summary against itself (places 1..N, prizes within the pool)
// and against the hands of its tournament (the entrants, the busted
// players' places).
//
// Kept per tournament hand with a time: a Hand of 40 bytes (its time and
// number, ids into the tournament's tables, files and levels, where its
// header is packed) and its id and header line packed, about 30 bytes for a
// GGPoker or PokerStars header (validators/packed_headers.h); about 20
// bytes more a hand while finish() judges (their order, each table's and
// file's hands). Per player and table he sat at, a Stint of about 200
// bytes (his first and last hand there, their stacks and seat lines); per
// hand that logs a rebuy or add-on, 16 bytes. Memory grows with the
// tournament hands of a run, not with the rest: the corpus's GGPoker
// tournament written over to 1 GB, 776,000 hands, took 310 MiB with two
// strings and the blinds in each Hand, 76 MiB so.
//
// The state leaves the process with the table sessions' (encode() and
// decode() write and read the tournaments' part of TableSessions::encode(),
// validators/session_state.h) and two states merge (merge(): as if the
// other's hands had been added after ours), so that hands audited by
// several processes are judged as one tournament (tournament_state.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/profile_choice.h"
#include "engine/tournament_summary.h"
#include "validators/chunked_vector.h"
#include "validators/hand_snapshot.h"
#include "validators/packed_headers.h"
#include "validators/session_state.h"
#include "validators/table_sessions.h"

namespace validators {

class TournamentLevels {
 public:
  // `profile`: the profile each hand is judged under, as TableSessions'
  // (whether the site logs rebuys).
  explicit TournamentLevels(engine::ProfileChoice profile = {}) : profile_(std::move(profile)) {}

  // Takes what it needs of a hand (only tournament hands with an id and a
  // time are kept).
  void add(const HandSnapshot& hand);

  // A tournament summary read from `source` (parser/stars_summary.h), judged
  // with the hands of its tournament at finish().
  void add_summary(std::shared_ptr<const engine::TournamentSummary> summary, std::string source);

  // The findings of each tournament with any, as a TableFindings whose
  // table is empty and `whole_tournament` set, tournaments ordered by site
  // and id, findings by time.
  std::vector<TableFindings> finish();

  // tournament_state.cpp. The tournaments and the summaries not yet judged,
  // as the last part of a table-session state (validators/session_state.h);
  // decode() reads that part into this (empty) object, false with `in`'s
  // error when it is damaged.
  void encode(StateWriter& out) const;
  bool decode(StateReader& in);
  // Takes in `other`'s tournaments as if its hands had been added after
  // ours. A player's stint at a table keeps its first and last hands and
  // its first bust exactly; the later hand a bust is told against is the
  // one add() would keep when each side's hands come in time order (as
  // logs are written), otherwise another hand after the bust. A hand in
  // both (a file given to two processes) counts once when it is a stint's
  // end, as add() counts it.
  void merge(TournamentLevels&& other);

 private:
  // A level a hand is at and its blinds, kept once a tournament.
  struct Level {
    std::uint32_t key = 0;  // round << 16 | level: the levels' order; level 0: the header names none
    bool roman = false;     // the header numbers levels in Roman numerals
    engine::Chips small_blind{0};
    engine::Chips big_blind{0};
    using Tied = std::tuple<std::uint32_t, bool, std::int64_t, std::int64_t>;
    Tied tied() const { return {key, roman, small_blind.minor_units(), big_blind.minor_units()}; }
  };
  struct Hand {
    std::int64_t time = 0;
    std::uint64_t number = 0;
    std::uint64_t header = 0;  // its id, header line and column: a place in Tournament::headers
    std::uint32_t table = 0;   // index in Tournament::tables
    std::uint32_t source = 0;  // index in Tournament::sources
    std::uint32_t level = 0;   // index in Tournament::levels
    std::uint32_t line = 0;    // the header's line
  };
  using Hands = ChunkedVector<Hand>;
  // One end of a Stint: a hand the player sat in, by its index in
  // Tournament::hands as added, with his seat line.
  struct SeatAt {
    std::uint32_t hand = 0;
    engine::Chips start{0};  // his stack on the seat line
    engine::Chips end{0};    // his final stack plus the rebuys and add-ons logged
    bool dealt_in = false;
    bool stacks_known = false;  // HandSnapshot::comparable: the hand was replayed
    // Ended with nothing and bought no more.
    bool busted() const { return stacks_known && end.is_zero(); }
    engine::SourcePos pos;      // the seat line, at the stack when known
    std::string line;           // the seat line as written
  };
  // A player's hands at one table: the first and last (by time, then
  // number), how many, and the earliest in which he busted while he still
  // sits in a later one, with the first such later hand seen.
  struct Stint {
    std::uint32_t table = 0;
    std::uint32_t hands = 0;
    SeatAt first;
    SeatAt last;
    std::optional<SeatAt> bust;
    std::optional<SeatAt> after_bust;
  };
  struct Tournament {
    std::vector<std::string> tables;
    std::vector<std::string> sources;
    Hands hands;  // as added; finish() sorts them
    // The levels its hands are at, each once (Hand::level), and each's index.
    std::vector<Level> levels;
    std::map<Level::Tied, std::uint32_t> level_indices;
    PackedHeaders headers;  // each hand's id, header line and column (Hand::header)
    std::map<std::string, std::vector<Stint>> players;  // by name
    std::string money_symbol;  // how its amounts are written: "" for chips
    // Profile::tournament_rebuys_logged false (888): a stack may grow, and a
    // busted player come back, by a rebuy the log does not show.
    bool rebuys_unlogged = false;
    // The places its hands state ("finished the tournament in 8th place",
    // "wins the tournament"), each with its hand's index in `hands` as added.
    std::vector<std::pair<SnapshotFinish, std::uint32_t>> finishes;
    // The rebuys and add-ons its hands log (SnapshotSeat::added, a hand's
    // seats together), each with its hand's index in `hands` as added; only
    // the hands that log any. The chip total's expected chips.
    std::vector<std::pair<std::uint32_t, engine::Chips>> rebuys;
    // The player whose hands these are (the hands' hero), for the
    // summary's "You finished ..." line; empty when none, or when the hands
    // name two (files of two accounts).
    std::string hero;
    bool heroes_differ = false;
    // Its summaries with the files they came from.
    std::vector<std::pair<std::shared_ptr<const engine::TournamentSummary>, std::string>> summaries;
  };
  // A tournament's site, id and buy-in. Looked up with std::less<> by a
  // tuple of references to a hand's strings: no copies a hand.
  using Key = std::tuple<std::string, std::string, std::string>;
  using Tournaments = std::map<Key, Tournament, std::less<>>;
  // The findings of both rules, each with the place of its later hand in
  // time order, for sorting.
  using Placed = std::vector<std::pair<std::size_t, CrossHandFinding>>;
  // A hand taken into `t` at the end: its level found or added, its
  // header (id, line and its column) packed.
  static void push_hand(Tournament& t, Hand h, const Level& level, std::string_view hand_id,
                        std::string_view header_line, std::uint32_t column);
  // `level`'s index in t.levels, added when new.
  static std::uint32_t level_index(Tournament& t, const Level& level);
  static std::string id_of(const Tournament& t, const Hand& hand) { return t.headers.unpack(hand.header).hand_id; }
  // A finding's hand (its file and id), and the earlier hand of `t` it is
  // judged against (its file, id and header), for the three rules alike.
  static void name_hand(CrossHandFinding& c, const Tournament& t, const Hand& hand);
  static void name_previous(CrossHandFinding& c, const Tournament& t, const Hand& earlier);
  // tournament_levels.cpp, over `t.hands` in time order.
  static void judge_levels(const Tournament& t, Placed& out);
  // tournament_continuity.cpp; `rank`: a hand's place in time order by its index as added.
  void keep_seats(Tournament& t, const HandSnapshot& hand, std::uint32_t index);
  // A hand he sat in taken into his stint: `at` (its line left empty) and
  // its seat line `line`. False when the stint holds that hand already as
  // its first or last (the same hand given again): not counted then.
  static bool take_seat(const Tournament& t, Stint& s, const SeatAt& at, std::string_view line);
  // A table's or file's index in `names` (a tournament's), added when new.
  // `last`: the index of the name the hand before took, tried first.
  static std::uint32_t index_of(std::vector<std::string>& names, const std::string& name,
                                std::uint32_t last = 0);
  // tournament_state.cpp
  static void write_tournament(StateWriter& out, const Key& key, const Tournament& t);
  static bool read_tournament(StateReader& in, Tournaments& into);
  static void merge_tournament(Tournament& ours, Tournament&& theirs);
  static void judge_continuity(const Tournament& t, const std::vector<std::uint32_t>& rank, Placed& out);
  // The tournament's starting stack: the stack most players have in their
  // first hand of it, when at least two share it; zero when none do.
  static engine::Chips starting_stack(const Tournament& t, const std::vector<std::uint32_t>& rank);
  // tournament_chips.cpp: the chips in play across all tables at each second
  // a hand starts, where the hands cover every table from its first hand;
  // `of_table`: each table's hands in time order (places in t.hands, sorted),
  // copies of a hand given again left out.
  static void judge_chips(const Tournament& t, const std::vector<std::uint32_t>& rank,
                          const std::vector<std::vector<std::uint32_t>>& of_table, engine::Chips starting, Placed& out);
  // tournament_summary.cpp: each of `t.summaries`, after the hands' findings.
  static void judge_summaries(const Tournament& t, const std::vector<std::uint32_t>& rank, Placed& out);
  // Each summary given to the tournament of its site, id and buy-in; its
  // buy-in as the hands write it, or, when the summary writes it another
  // way (a progressive bounty merged: "$24.55/$2.45" for "$12.30+$12.25+$2.45"),
  // the only tournament of that site and id.
  void attach_summaries();
  std::vector<std::pair<std::shared_ptr<const engine::TournamentSummary>, std::string>> summaries_;
  // By site, id and buy-in: anonymised logs give different tournaments one
  // id (fpdb's 999999999), never one tournament two buy-ins.
  Tournaments tournaments_;
  engine::ProfileChoice profile_;
};

}  // namespace validators

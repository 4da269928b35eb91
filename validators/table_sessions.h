// TableSessions: the hands of each table put in time order, whatever order
// the inputs come in, and every two neighbours audited once
// (validators/session_pair.h).
//
// A table is site + tournament id + table name; fast-fold (Zoom, Rush)
// hands belong to none. Order is the hand number: PokerStars numbers hands
// from one global counter, so a table's numbers grow with time but have
// gaps (the numbers between went to other tables). Neighbours are therefore
// the next hand of the table *given*, not number + 1.
//
// Memory stays small whatever the input: hands arrive one by one; a hand
// whose number follows the last hand of a "run" (hands in order, as in one
// file) is judged against it at once and becomes the run's last; any other
// hand starts a run. A run keeps the snapshots of its first and last hand
// only, plus a few bytes per hand for its number (to spot the same hand
// given twice, common when files are copied around). finish() joins the runs
// end to start, so a session split over files given in order, or its files
// shuffled so that no file's hands land between two of another's already
// joined, is judged pair by pair as if read in order (not yet `part1 part3
// part2`: docs/cross-hand.md, Limits). A hand that arrives inside a run,
// between two hands already judged neighbours, voids that pair's findings
// (they were not neighbours after all) and is itself not judged.
//
// The same hand given again (same table, same number) counts once; when its
// shared facts differ from the first copy's (validators/copy_fingerprint.h),
// it is a conflicting-copies finding at the later copy, naming the first
// copy's place and, while the first copy's facts are still kept (the last
// kRecentHands hands added), the first line where the copies part. Each
// hand number keeps the digest and place of its first copy: 16 bytes a hand.
// A hand that joins no table (fast-fold, Bovada's positions, a hand id that
// is not a number, PHH) or whose table is its file (PokerNow) is compared
// so with the room's other such hands instead (a Room per site and
// tournament id), by its copy_key: 16 bytes a hand and the key.
//
// A table whose hand numbers do not grow with the hands' start times (seen
// in anonymised files, which renumber hands at random) cannot be ordered:
// its findings are dropped.
//
// The state can leave the process and come back (encode(), decode(): the
// format is in validators/session_state.h) and two states can be merged
// (merge()), so that hands audited by different processes are still judged
// across hands.
#pragma once

#include <compare>
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/profile_choice.h"
#include "validators/copy_key_set.h"
#include "validators/hand_number_set.h"
#include "validators/hand_snapshot.h"
#include "validators/session_pair.h"

namespace validators {

class TournamentLevels;  // tournament_levels.h: the tournaments, whose state travels with this one

class StateWriter;
class StateReader;

// A cross-hand finding a waiver took out (audit/waiver.h).
struct WaivedCrossHand {
  CrossHandFinding finding;
  std::uint32_t waiver = 0;  // its index in the run's waivers
};

struct TableFindings {
  std::string site;
  std::string table;
  std::string tournament_id;  // empty for cash
  std::vector<CrossHandFinding> findings;  // in hand order
  // With waivers only, as audit::HandReport's.
  std::vector<WaivedCrossHand> waived;
  std::vector<std::uint32_t> expired_waivers;
  // The findings across the tables of one tournament (tournament_levels.h):
  // `table` is empty; the reports write a "tournament" object.
  bool whole_tournament = false;
};

class TableSessions {
 public:
  // Hands whose facts are kept to find where a conflicting copy parts from
  // them: about a kilobyte each, 4 MB in all, whatever the input.
  static constexpr std::size_t kRecentHands = 4096;

  // `profile`: the profile each hand's table is judged under (--profile and
  // --set, or each site's own), as its hands are replayed.
  // `keep_seams`: where a run goes on from one source (file) into another,
  // start a new run linked to it (judged against it, joined to it) instead
  // of extending it: a few hundred bytes more per table and source, so that
  // merge() can tell where the hands of another state fall between two
  // files, as they do when a corpus is split across processes by file.
  explicit TableSessions(engine::ProfileChoice profile, bool keep_seams = false)
      : profile_(std::move(profile)), keep_seams_(keep_seams) {}

  // Takes the next hand in input order. The snapshot it no longer needs (the
  // table's previous last hand) is left in `hand` for the caller to destroy:
  // on the thread that made it, when that is a worker (input/ordered_pool.h).
  void add(HandSnapshot&& hand);

  // Joins what is left to join, then returns the findings of every table
  // that has any, tables ordered by site, table name and tournament id; each
  // table's findings by hand number. Call once, after the last add().
  std::vector<TableFindings> finish();

  // What was judged, for tests and for the corpus check that the audits do
  // look at real sessions.
  struct Stats {
    std::uint64_t pairs = 0;          // neighbouring pairs compared
    std::uint64_t button_judged = 0;  // of which the button rule was applied to
    std::uint64_t stacks_judged = 0;  // of which stacks were compared
    std::uint64_t duplicates = 0;     // hands given again, ignored
    std::uint64_t voided = 0;         // hands that arrived inside a run
  };
  const Stats& stats() const { return stats_; }
  std::size_t tables() const { return tables_.size(); }
  // Tables left unjudged because their hand numbers and times disagree.
  std::size_t unordered_tables() const;
  const engine::ProfileChoice& profile() const { return profile_; }

  // session_state.cpp: the whole state (every table's hand numbers, runs,
  // pending findings and flag, the stats) as bytes, and back, with the
  // tournaments of `tournaments` as its last part (none when null). decode()
  // reads that part into `tournaments` (an empty TournamentLevels; when
  // null, it is checked and dropped), and gives nullopt and the reason in
  // `error` for bytes that are not such a state (truncated, damaged,
  // another format or version); it never trusts a length or count further
  // than the bytes that follow it.
  std::string encode(const TournamentLevels* tournaments = nullptr) const;
  static std::optional<TableSessions> decode(std::string_view bytes, std::string& error,
                                             TournamentLevels* tournaments = nullptr);

  // session_merge.cpp: takes in `other`'s tables as if its hands had been
  // given after ours, before finish(): a hand number given in both is a
  // duplicate; a hand of one inside a run of the other (between two hands
  // judged neighbours) voids that pair's findings and is not judged; a run
  // of theirs with one of ours below it is judged against it and linked to
  // it, as add() judged its first hand, missed blinds carried (Ghost); runs
  // that overlap become one (the hands both gave judged once); the others
  // finish() joins. Their pending findings are kept where add() would have
  // judged their pair; unordered flags ORed; stats added. The reason, and
  // nothing merged, when the profiles differ or `other` is this.
  //
  // finish() then gives what one TableSessions given both inputs in that
  // order gives, when each part's hands of a table are whole files or
  // stretches of one (with keep_seams on the parts' side): the limits are in
  // docs/cross-hand.md ("Across processes").
  std::optional<std::string> merge(TableSessions&& other);

 private:
  struct Key {
    std::string site;
    std::string table;
    std::string tournament_id;
    auto operator<=>(const Key&) const = default;
  };
  struct Pending {
    std::uint64_t previous = 0;  // hand numbers of the pair
    std::uint64_t next = 0;
    CrossHandFinding finding;
  };
  // A conflicting-copies finding (previous = next = the hand's number), with
  // the later copy's digest and header line, for merge() to judge it again
  // against another part's first copy.
  struct CopyConflict {
    Pending found;
    std::uint64_t digest = 0;
    std::uint32_t header_line = 0;
    // In a Room: the later copy's table, which the report names ("" for
    // one merge() found: a state keeps no table for a hand's key).
    std::string table;
  };
  // What a table and a room keep of the copies of their hands: the files
  // of the first copies (by HandNumberSet::Mark::source) and the conflicts.
  struct Copies {
    std::vector<std::string> sources;
    std::vector<CopyConflict> copies;
  };
  // A missed big blind that a player seated but not dealt in at a run's
  // first hand may owe from hands before it, given elsewhere: followed
  // through the run as check_missed_blinds follows a debt, so that merge(),
  // when it puts the run right after those hands as add() would have,
  // settles what the debt became without the hands in between.
  struct Ghost {
    std::string name;
    int seat = 0;             // his seat in the last hand followed
    std::uint64_t ended = 0;  // the hand where the debt was paid, dropped or reported; 0: still owed
    std::optional<Pending> report;  // reported in `ended`; its message names the hand missed once known
  };
  struct Run {
    HandSnapshot first;
    HandSnapshot last;
    std::vector<Ghost> ghosts;  // for each seat of `first` not dealt in (none in tournaments)
    // Judged against the run before it when its first hand came (keep_seams):
    // the two are one stretch, nothing fits between them, finish() does not join them again.
    bool linked = false;
  };
  // Copies::copies are kept when the table is unordered, whose other findings go.
  struct Table : Copies {
    HandNumberSet seen;                 // every hand number given, with its first copy's digest and place
    std::map<std::uint64_t, Run> runs;  // by their first hand's number; spans do not overlap
    std::vector<Pending> pending;
    bool unordered = false;
  };
  // The room's hands that join no table session, by their copy keys
  // (HandSnapshot::copy_key): site and tournament id.
  struct RoomKey {
    std::string site;
    std::string tournament_id;
    auto operator<=>(const RoomKey&) const = default;
  };
  struct Room : Copies {
    CopyKeySet seen;
  };
  // The facts of a hand recently added, for check_copy().
  struct Recent {
    const Copies* owner = nullptr;  // its table or room
    std::uint64_t number = 0;       // its hand number or copy key
    std::vector<FactHash> facts;
  };

  // table_copies.cpp: the index of `source` in book.sources, added when new.
  static std::uint32_t source_index(Copies& book, const std::string& source);
  // `hand`, given before as `number` in `book`, whose first copy is
  // `first`, against the first copy's digest; a conflict found names table
  // `named` (CopyConflict::table).
  void check_copy(Copies& book, const HandNumberSet::Mark* first, const HandSnapshot& hand, std::uint64_t number,
                  std::string_view named = {});
  // Keeps the facts of `hand`, just added as `number` in `book`, among the recent ones (moved out of it).
  void remember(const Copies& book, HandSnapshot& hand, std::uint64_t number);
  // `hand` among the copies of its room's hands that join no table (by copy_key).
  void add_room_copy(HandSnapshot& hand);
  // merge(): their first copies against ours, and the union of both sets with their marks.
  static void merge_copies(Table& ours, Table&& theirs);
  static void merge_room(Room& ours, Room&& theirs);

  // Judges the pair; with `run`, whose last hand `earlier` is, follows its ghosts into `later`.
  void judge(Table& table, const HandSnapshot& earlier, HandSnapshot& later, Run* run = nullptr);
  static void void_pair_around(Table& table, std::uint64_t number);
  static std::vector<Ghost> ghosts_of(const HandSnapshot& first);
  static void follow_ghosts(Run& run, const HandSnapshot& earlier, const HandSnapshot& later, bool followed,
                            const engine::Profile& profile);

  // session_state.cpp
  static void write_table(StateWriter& out, const Key& key, const Table& table);
  static bool read_table(StateReader& in, std::map<Key, Table>& tables);
  static void write_room(StateWriter& out, const RoomKey& key, const Room& room);
  static bool read_room(StateReader& in, std::map<RoomKey, Room>& rooms);
  static void write_copies(StateWriter& out, const Copies& book);
  static bool read_copies(StateReader& in, Copies& book);
  static void write_pending(StateWriter& out, const Pending& p);
  static bool read_pending(StateReader& in, Pending& p);
  static bool read_ghosts(StateReader& in, std::vector<Ghost>& ghosts);
  // session_merge.cpp
  void merge_table(Table& ours, Table&& theirs);
  void place_run(Table& ours, Run&& run, bool link_kept);
  void absorb_overlapping(Table& ours, Run&& run);
  static void continue_run(Table& table, Run& run, Run&& after, std::uint64_t at,
                           const std::vector<HandSnapshot::Owed>& debts);
  static void settle_debts(Table& table, Run& run, std::uint64_t at, const std::vector<HandSnapshot::Owed>& debts);
  static void unsettle_debts(Table& table, Run& run, const std::vector<HandSnapshot::Owed>& debts);

  engine::ProfileChoice profile_;
  bool keep_seams_ = false;
  Stats stats_;
  std::map<Key, Table> tables_;
  std::map<RoomKey, Room> rooms_;
  std::deque<Recent> recent_;  // at most kRecentHands, oldest first
};

}  // namespace validators

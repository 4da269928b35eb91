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
// only, plus eight bytes per hand for its number (to spot the same hand
// given twice, common when files are copied around). finish() joins the runs
// end to start, so a session split over files given in any order is judged
// pair by pair as if read in order. A hand that arrives inside a run,
// between two hands already judged neighbours, voids that pair's findings
// (they were not neighbours after all) and is itself not judged.
//
// A table whose hand numbers do not grow with the hands' start times (seen
// in anonymised files, which renumber hands at random) cannot be ordered:
// its findings are dropped.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "validators/hand_number_set.h"
#include "validators/hand_snapshot.h"
#include "validators/session_pair.h"

namespace validators {

struct TableFindings {
  std::string site;
  std::string table;
  std::string tournament_id;  // empty for cash
  std::vector<CrossHandFinding> findings;  // in hand order
};

class TableSessions {
 public:
  // `profile_name`: the --profile given, "" for each site's own.
  explicit TableSessions(std::string profile_name) : profile_name_(std::move(profile_name)) {}

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

 private:
  struct Key {
    std::string site;
    std::string table;
    std::string tournament_id;
    auto operator<=>(const Key&) const = default;
  };
  struct Run {
    HandSnapshot first;
    HandSnapshot last;
  };
  struct Pending {
    std::uint64_t previous = 0;  // hand numbers of the pair
    std::uint64_t next = 0;
    CrossHandFinding finding;
  };
  struct Table {
    HandNumberSet seen;  // every hand number given
    std::map<std::uint64_t, Run> runs;  // by their first hand's number; spans do not overlap
    std::vector<Pending> pending;
    bool unordered = false;
  };

  void judge(Table& table, const HandSnapshot& earlier, HandSnapshot& later);
  static void void_pair_around(Table& table, std::uint64_t number);

  std::string profile_name_;
  Stats stats_;
  std::map<Key, Table> tables_;
};

}  // namespace validators

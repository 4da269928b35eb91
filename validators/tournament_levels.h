// tournament-level-mismatch: the hands of one tournament, every table and
// file together, against one blind structure. A level's blinds are the same
// in every hand that names it, and levels only go up in time: a hand that
// starts after another table began a higher level (at an earlier second)
// is at the wrong level.
//
// Kept per tournament hand that names its level: about 150 bytes (its
// time, number, level and blinds, ids into the tournament's tables and
// files, its header line), so memory grows with the tournament hands of a
// run, not with the rest. Not carried by TableSessions::encode(): a
// coordinator of several processes does not judge levels.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "validators/hand_snapshot.h"
#include "validators/table_sessions.h"

namespace validators {

class TournamentLevels {
 public:
  // Takes what it needs of a hand (only tournament hands with a level and a
  // time are kept).
  void add(const HandSnapshot& hand);

  // The findings of each tournament with any, as a TableFindings whose
  // table is empty and `whole_tournament` set, tournaments ordered by site
  // and id, findings by time.
  std::vector<TableFindings> finish();

 private:
  struct Hand {
    std::int64_t time = 0;
    std::uint64_t number = 0;
    std::uint32_t key = 0;  // round << 16 | level: the levels' order
    bool roman = false;     // the header numbers levels in Roman numerals
    engine::Chips small_blind{0};
    engine::Chips big_blind{0};
    std::uint32_t table = 0;   // index in Tournament::tables
    std::uint32_t source = 0;  // index in Tournament::sources
    std::string hand_id;
    engine::SourcePos header;
    std::string header_line;
  };
  struct Tournament {
    std::vector<std::string> tables;
    std::vector<std::string> sources;
    std::vector<Hand> hands;
  };
  // By site, id and buy-in: anonymised logs give different tournaments one
  // id (fpdb's 999999999), never one tournament two buy-ins.
  std::map<std::tuple<std::string, std::string, std::string>, Tournament> tournaments_;
};

}  // namespace validators

// The fingerprint of a hand's shared facts, to tell copies of one hand
// (the same room, table and hand number given twice: two players' files, a
// re-export) that agree from copies that disagree (conflicting-copies,
// docs/cross-hand.md, "Copies of one hand").
//
// Taken from the HandRecord, not the text, so that what only one viewer sees
// does not count: a hero's own hole cards ("Dealt to"), hole cards never
// shown, chat, notices the reader skips, the zone of a header's second time.
// Two heroes' views of one hand and an observer's view have one fingerprint.
//
// Each fact (the header, the table line, a seat line, an action, a street's
// cards, a show, a summary line, the stated pots) is hashed on its own and
// keeps its line, so that two lists tell the first line where the copies
// part; the digest hashes the list.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/hand_record.h"

namespace validators {

struct FactHash {
  std::uint64_t hash = 0;
  std::uint32_t line = 0;  // the fact's line in its file
};

struct CopyFingerprint {
  // 0: no fingerprint (the hand was not read whole): never compared.
  std::uint64_t digest = 0;
  std::vector<FactHash> facts;  // in the order they were made: the header's, the players', the actions', the money's
};

CopyFingerprint copy_fingerprint(const engine::HandRecord& record);

// Keys from copy_key() at or above this are hashes of the hand's names; below
// it, the hand id itself as a number.
inline constexpr std::uint64_t kHashedCopyKey = std::uint64_t{1} << 63;

// What names the hand in its room (with its site and tournament id), to
// compare its copies when it joins no table session (TableSessions::add):
// the hand id as a number when it is all digits (PokerStars' Zoom, Bovada,
// iPoker's fast-fold); a 64-bit hash of the id otherwise (Winamax's
// "657563431500000000-1-1459000000", GGPoker's "RC1000003"); PokerNow's
// hand code, its "#35" counting one game's hands from 1; PHH's `hand` with
// its `event` and `table`, when one of them is given: Pluribus's files
// number each session's hands from 1 with neither. 0: nothing names the
// hand, its copies are not compared.
std::uint64_t copy_key(const engine::HandRecord& record);

// Where two copies' facts part: in each, the line of the first fact (in
// line order) on which they differ; where one list is the start of the
// other, the last fact's line; 0 for a copy with no facts.
struct Parting {
  std::uint32_t first = 0;  // in `a`
  std::uint32_t later = 0;  // in `b`
};
Parting parting(std::vector<FactHash> a, std::vector<FactHash> b);

}  // namespace validators

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
  std::vector<FactHash> facts;  // in line order
};

CopyFingerprint copy_fingerprint(const engine::HandRecord& record);

// The index of the first fact where `a` and `b` differ; the shorter list's
// size when one is the start of the other (a.size() == b.size(): none).
std::size_t first_difference(const std::vector<FactHash>& a, const std::vector<FactHash>& b);

}  // namespace validators

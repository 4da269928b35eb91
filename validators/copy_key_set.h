// CopyKeySet: the copy keys of a room's hands that join no table session
// (validators/copy_fingerprint.h, copy_key), each with its first copy's
// mark, to tell the copies of one hand given twice (TableSessions, the
// room-wide copies).
//
// Most such keys are hashes (Winamax's ids, PokerNow's hand codes, PHH's
// names) and come in no order, which HandNumberSet's coded blocks pay for
// with a decode and an encode at each insert: an open-addressing table
// instead (linear probing, at most 7/8 full), 24 bytes a slot, about 35 a
// key on average over its growth.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "validators/hand_number_set.h"

namespace validators {

class CopyKeySet {
 public:
  using Mark = HandNumberSet::Mark;

  // Adds `key` (never 0) with its mark; false when it was there already (its mark kept).
  bool insert(std::uint64_t key, const Mark& mark);
  // The mark of `key`; nullptr when it is not a member.
  const Mark* find(std::uint64_t key) const;
  std::size_t size() const { return size_; }
  // Every key with its mark, ascending: the order the state is written in.
  std::vector<std::pair<std::uint64_t, Mark>> sorted() const;
  // The bytes the table holds.
  std::size_t bytes() const { return slots_.capacity() * sizeof(Slot); }

 private:
  struct Slot {
    std::uint64_t key = 0;  // 0: empty
    Mark mark;
  };
  std::size_t home(std::uint64_t key) const;
  void grow();

  std::vector<Slot> slots_;  // a power of two of them, or none
  std::size_t size_ = 0;
};

}  // namespace validators

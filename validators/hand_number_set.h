// HandNumberSet: the hand numbers given at one table, exactly, in little
// memory. The cross-hand audits keep every number, to tell a hand given twice
// (a copied file) from one that arrives late between two neighbours; a night's
// logs are millions of hands, and a sorted vector of them cost 8 bytes a hand
// plus the slack of its doubling (16 MiB of a 2 GB audit).
//
// Numbers are kept in blocks of consecutive members: the block's smallest,
// then each next one as its difference from the one before, in a
// variable-length byte code (7 bits a byte, the high bit set on every byte
// but a number's last). A table's hands are near one another in the site's
// numbering, so most differences take one to three bytes. Hands that come in
// order are added at the end of the last block without decoding anything.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace validators {

class HandNumberSet {
 public:
  // A block is split in two when it grows past this many members; decoding
  // one (to look a number up, or to insert out of order) reads at most this
  // many differences.
  static constexpr std::uint32_t kBlockMembers = 256;

  // Adds `n`; false when it was there already.
  bool insert(std::uint64_t n);
  bool contains(std::uint64_t n) const;
  std::size_t size() const { return size_; }
  // Calls `f` with every member, ascending.
  void for_each(const std::function<void(std::uint64_t)>& f) const;
  // The bytes that hold the members (the blocks' codes and headers), for
  // tests and the memory figures.
  std::size_t bytes() const;

 private:
  struct Block {
    std::uint64_t first = 0;  // the smallest member
    std::uint64_t last = 0;   // the largest member
    std::uint32_t count = 0;  // members, `first` included
    std::string deltas;       // the count - 1 differences after `first`, coded
  };

  // The block whose range would hold `n`: the last one with first <= n, or
  // the first block when n is below them all. blocks_ must not be empty.
  std::size_t block_for(std::uint64_t n) const;
  static std::vector<std::uint64_t> decode(const Block& block);
  static Block encode(const std::uint64_t* members, std::size_t count);
  static void append_delta(std::string& out, std::uint64_t delta);
  // Adds `n`, larger than the block's last member, at the block's end.
  static void extend(Block& block, std::uint64_t n);

  std::vector<Block> blocks_;  // ascending, ranges disjoint
  std::size_t size_ = 0;
};

}  // namespace validators

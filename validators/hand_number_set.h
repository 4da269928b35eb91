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
//
// Each member carries a Mark: the digest of the hand's shared facts and where
// its first copy was read (conflicting-copies, validators/copy_fingerprint.h),
// 16 bytes a hand, kept beside the codes in member order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace validators {

class HandNumberSet {
 public:
  // What is kept of the first copy of a hand.
  struct Mark {
    std::uint64_t digest = 0;  // CopyFingerprint::digest; 0 none
    std::uint32_t source = 0;  // the table's index of its file (TableSessions)
    std::uint32_t line = 0;    // its header's line
    friend bool operator==(const Mark&, const Mark&) = default;
  };

  // A block is split in two when it grows past this many members; decoding
  // one (to look a number up, or to insert out of order) reads at most this
  // many differences.
  static constexpr std::uint32_t kBlockMembers = 256;

  // Adds `n` with its mark; false when it was there already (its mark kept).
  bool insert(std::uint64_t n, const Mark& mark);
  bool insert(std::uint64_t n);  // with no mark (digest 0)
  bool contains(std::uint64_t n) const { return find(n) != nullptr; }
  // The mark of `n`; nullptr when `n` is not a member.
  const Mark* find(std::uint64_t n) const;
  std::size_t size() const { return size_; }
  // Calls `f` with every member, ascending.
  void for_each(const std::function<void(std::uint64_t)>& f) const;
  void for_each_marked(const std::function<void(std::uint64_t, const Mark&)>& f) const;
  // The bytes that hold the members (the blocks' codes and headers), for
  // tests and the memory figures.
  std::size_t bytes() const;
  // The bytes that hold their marks (16 a member, with the slack of a block not yet full).
  std::size_t mark_bytes() const;

 private:
  struct Block {
    std::uint64_t first = 0;  // the smallest member
    std::uint64_t last = 0;   // the largest member
    std::uint32_t count = 0;  // members, `first` included
    std::string deltas;       // the count - 1 differences after `first`, coded
    std::vector<Mark> marks;  // one per member, in member order
  };

  // The block whose range would hold `n`: the last one with first <= n, or
  // the first block when n is below them all. blocks_ must not be empty.
  std::size_t block_for(std::uint64_t n) const;
  static std::vector<std::uint64_t> decode(const Block& block);
  // The place of `n` among the block's members, read from the codes in
  // place; nullopt when it is not one.
  static std::optional<std::size_t> index_in(const Block& block, std::uint64_t n);
  static Block encode(const std::uint64_t* members, const Mark* marks, std::size_t count);
  static void append_delta(std::string& out, std::uint64_t delta);
  // Adds `n`, larger than the block's last member, at the block's end.
  static void extend(Block& block, std::uint64_t n, const Mark& mark);

  std::vector<Block> blocks_;  // ascending, ranges disjoint
  std::size_t size_ = 0;
};

}  // namespace validators

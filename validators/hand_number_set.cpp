#include "validators/hand_number_set.h"

#include <algorithm>

namespace validators {

namespace {

// Reads the coded difference at `at` and moves past it.
std::uint64_t read_delta(const std::string& code, std::size_t& at) {
  std::uint64_t value = 0;
  for (int shift = 0;; shift += 7) {
    const auto byte = static_cast<unsigned char>(code[at++]);
    value |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) return value;
  }
}

}  // namespace

void HandNumberSet::append_delta(std::string& out, std::uint64_t delta) {
  while (delta >= 0x80) {
    out.push_back(static_cast<char>((delta & 0x7f) | 0x80));
    delta >>= 7;
  }
  out.push_back(static_cast<char>(delta));
}

void HandNumberSet::extend(Block& block, std::uint64_t n) {
  append_delta(block.deltas, n - block.last);
  block.last = n;
  ++block.count;
}

std::vector<std::uint64_t> HandNumberSet::decode(const Block& block) {
  std::vector<std::uint64_t> members;
  members.reserve(block.count);
  members.push_back(block.first);
  for (std::size_t at = 0; at < block.deltas.size();) members.push_back(members.back() + read_delta(block.deltas, at));
  return members;
}

HandNumberSet::Block HandNumberSet::encode(const std::uint64_t* members, std::size_t count) {
  Block block{members[0], members[count - 1], static_cast<std::uint32_t>(count), {}};
  for (std::size_t i = 1; i < count; ++i) append_delta(block.deltas, members[i] - members[i - 1]);
  return block;
}

std::size_t HandNumberSet::block_for(std::uint64_t n) const {
  const auto after =
      std::upper_bound(blocks_.begin(), blocks_.end(), n, [](std::uint64_t v, const Block& b) { return v < b.first; });
  return after == blocks_.begin() ? 0 : static_cast<std::size_t>(after - blocks_.begin()) - 1;
}

bool HandNumberSet::insert(std::uint64_t n) {
  if (blocks_.empty()) {
    blocks_.push_back({n, n, 1, {}});
    ++size_;
    return true;
  }
  // Hands in order, the usual case: at the end, nothing decoded.
  if (Block& back = blocks_.back(); n > back.last) {
    if (back.count < kBlockMembers) {
      extend(back, n);
    } else {
      back.deltas.shrink_to_fit();  // full: no slack kept
      blocks_.push_back({n, n, 1, {}});
    }
    ++size_;
    return true;
  }
  const std::size_t i = block_for(n);
  Block& block = blocks_[i];
  if (n == block.first || n == block.last) return false;
  // Past this block's end and before the next block's start.
  if (n > block.last && block.count < kBlockMembers) {
    extend(block, n);
    ++size_;
    return true;
  }
  std::vector<std::uint64_t> members = decode(block);
  const auto at = std::lower_bound(members.begin(), members.end(), n);
  if (at != members.end() && *at == n) return false;
  members.insert(at, n);
  ++size_;
  if (members.size() <= kBlockMembers) {
    block = encode(members.data(), members.size());
    return true;
  }
  const std::size_t half = members.size() / 2;
  Block high = encode(members.data() + half, members.size() - half);
  block = encode(members.data(), half);
  blocks_.insert(blocks_.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(high));
  return true;
}

bool HandNumberSet::contains(std::uint64_t n) const {
  if (blocks_.empty()) return false;
  const Block& block = blocks_[block_for(n)];
  if (n < block.first || n > block.last) return false;
  std::uint64_t member = block.first;
  for (std::size_t at = 0; member < n && at < block.deltas.size();) member += read_delta(block.deltas, at);
  return member == n;
}

void HandNumberSet::for_each(const std::function<void(std::uint64_t)>& f) const {
  for (const Block& block : blocks_) {
    std::uint64_t member = block.first;
    f(member);
    for (std::size_t at = 0; at < block.deltas.size();) f(member += read_delta(block.deltas, at));
  }
}

std::size_t HandNumberSet::bytes() const {
  // A short code lives inside the string object (in sizeof(Block)).
  static const std::size_t inline_room = std::string().capacity();
  std::size_t total = blocks_.capacity() * sizeof(Block);
  for (const Block& b : blocks_)
    if (b.deltas.capacity() > inline_room) total += b.deltas.capacity() + 1;
  return total;
}

}  // namespace validators

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

void HandNumberSet::extend(Block& block, std::uint64_t n, const Mark& mark) {
  append_delta(block.deltas, n - block.last);
  block.last = n;
  ++block.count;
  block.marks.push_back(mark);
}

std::vector<std::uint64_t> HandNumberSet::decode(const Block& block) {
  std::vector<std::uint64_t> members;
  members.reserve(block.count);
  members.push_back(block.first);
  for (std::size_t at = 0; at < block.deltas.size();) members.push_back(members.back() + read_delta(block.deltas, at));
  return members;
}

HandNumberSet::Block HandNumberSet::encode(const std::uint64_t* members, const Mark* marks, std::size_t count) {
  Block block{members[0], members[count - 1], static_cast<std::uint32_t>(count), {}, {marks, marks + count}};
  for (std::size_t i = 1; i < count; ++i) append_delta(block.deltas, members[i] - members[i - 1]);
  return block;
}

std::size_t HandNumberSet::block_for(std::uint64_t n) const {
  const auto after =
      std::upper_bound(blocks_.begin(), blocks_.end(), n, [](std::uint64_t v, const Block& b) { return v < b.first; });
  return after == blocks_.begin() ? 0 : static_cast<std::size_t>(after - blocks_.begin()) - 1;
}

bool HandNumberSet::insert(std::uint64_t n) { return insert(n, Mark{}); }

bool HandNumberSet::insert(std::uint64_t n, const Mark& mark) {
  if (blocks_.empty()) {
    blocks_.push_back({n, n, 1, {}, {mark}});
    ++size_;
    return true;
  }
  // Hands in order, the usual case: at the end, nothing decoded.
  if (Block& back = blocks_.back(); n > back.last) {
    if (back.count < kBlockMembers) {
      extend(back, n, mark);
    } else {
      back.deltas.shrink_to_fit();  // full: no slack kept
      back.marks.shrink_to_fit();
      blocks_.push_back({n, n, 1, {}, {mark}});
    }
    ++size_;
    return true;
  }
  const std::size_t i = block_for(n);
  Block& block = blocks_[i];
  if (n == block.first || n == block.last) return false;
  // Past this block's end and before the next block's start.
  if (n > block.last && block.count < kBlockMembers) {
    extend(block, n, mark);
    ++size_;
    return true;
  }
  // A hand given again (a copy, or the same file twice) is found by
  // reading the codes in place: no list is decoded for it.
  if (n < block.last && index_in(block, n)) return false;
  std::vector<std::uint64_t> members = decode(block);
  const auto at = std::lower_bound(members.begin(), members.end(), n);
  std::vector<Mark> marks = std::move(block.marks);
  marks.insert(marks.begin() + (at - members.begin()), mark);
  members.insert(at, n);
  ++size_;
  if (members.size() <= kBlockMembers) {
    block = encode(members.data(), marks.data(), members.size());
    return true;
  }
  const std::size_t half = members.size() / 2;
  Block high = encode(members.data() + half, marks.data() + half, members.size() - half);
  block = encode(members.data(), marks.data(), half);
  blocks_.insert(blocks_.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(high));
  return true;
}

std::optional<std::size_t> HandNumberSet::index_in(const Block& block, std::uint64_t n) {
  if (n < block.first || n > block.last) return std::nullopt;
  std::uint64_t member = block.first;
  std::size_t index = 0;
  for (std::size_t at = 0; member < n && at < block.deltas.size(); ++index) member += read_delta(block.deltas, at);
  if (member != n) return std::nullopt;
  return index;
}

const HandNumberSet::Mark* HandNumberSet::find(std::uint64_t n) const {
  if (blocks_.empty()) return nullptr;
  const Block& block = blocks_[block_for(n)];
  const std::optional<std::size_t> index = index_in(block, n);
  return index ? &block.marks[*index] : nullptr;
}

void HandNumberSet::for_each(const std::function<void(std::uint64_t)>& f) const {
  for_each_marked([&f](std::uint64_t n, const Mark&) { f(n); });
}

void HandNumberSet::for_each_marked(const std::function<void(std::uint64_t, const Mark&)>& f) const {
  for (const Block& block : blocks_) {
    std::uint64_t member = block.first;
    std::size_t index = 0;
    f(member, block.marks[index]);
    for (std::size_t at = 0; at < block.deltas.size();) f(member += read_delta(block.deltas, at), block.marks[++index]);
  }
}

std::size_t HandNumberSet::bytes() const {
  // A short code lives inside the string object (in sizeof(Block)).
  static const std::size_t inline_room = std::string().capacity();
  // The marks' vector headers are counted with the marks (mark_bytes).
  std::size_t total = blocks_.capacity() * (sizeof(Block) - sizeof(std::vector<Mark>));
  for (const Block& b : blocks_)
    if (b.deltas.capacity() > inline_room) total += b.deltas.capacity() + 1;
  return total;
}

std::size_t HandNumberSet::mark_bytes() const {
  std::size_t total = blocks_.capacity() * sizeof(std::vector<Mark>);
  for (const Block& b : blocks_) total += b.marks.capacity() * sizeof(Mark);
  return total;
}

}  // namespace validators

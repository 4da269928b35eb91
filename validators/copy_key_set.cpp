#include "validators/copy_key_set.h"

#include <algorithm>

namespace validators {

std::size_t CopyKeySet::home(std::uint64_t key) const {
  // The keys that are numbers (Zoom's hand ids) run in steps: mixed so that
  // they spread over the table.
  key ^= key >> 33;
  key *= 0xFF51AFD7ED558CCDULL;
  key ^= key >> 33;
  return static_cast<std::size_t>(key) & (slots_.size() - 1);
}

void CopyKeySet::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 16 : old.size() * 2, Slot{});
  for (const Slot& s : old) {
    if (s.key == 0) continue;
    std::size_t at = home(s.key);
    while (slots_[at].key != 0) at = (at + 1) & (slots_.size() - 1);
    slots_[at] = s;
  }
}

bool CopyKeySet::insert(std::uint64_t key, const Mark& mark) {
  if ((size_ + 1) * 8 > slots_.size() * 7) grow();
  std::size_t at = home(key);
  while (slots_[at].key != 0) {
    if (slots_[at].key == key) return false;
    at = (at + 1) & (slots_.size() - 1);
  }
  slots_[at] = {key, mark};
  ++size_;
  return true;
}

const CopyKeySet::Mark* CopyKeySet::find(std::uint64_t key) const {
  if (slots_.empty() || key == 0) return nullptr;
  for (std::size_t at = home(key); slots_[at].key != 0; at = (at + 1) & (slots_.size() - 1))
    if (slots_[at].key == key) return &slots_[at].mark;
  return nullptr;
}

std::vector<std::pair<std::uint64_t, CopyKeySet::Mark>> CopyKeySet::sorted() const {
  std::vector<std::pair<std::uint64_t, Mark>> members;
  members.reserve(size_);
  for (const Slot& s : slots_)
    if (s.key != 0) members.emplace_back(s.key, s.mark);
  std::sort(members.begin(), members.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return members;
}

}  // namespace validators

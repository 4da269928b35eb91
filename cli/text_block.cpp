#include "cli/text_block.h"

#include <cstring>
#include <utility>

namespace cli {

TextBlock& TextBlock::operator=(TextBlock&& other) noexcept {
  bytes_ = std::move(other.bytes_);
  size_ = std::exchange(other.size_, 0);
  capacity_ = std::exchange(other.capacity_, 0);
  return *this;
}

void TextBlock::reserve(std::size_t n) {
  if (n <= capacity_) return;
  TextBlock grown(n);
  if (size_ > 0) std::memcpy(grown.data(), data(), size_);
  grown.size_ = size_;
  *this = std::move(grown);
}

void TextBlock::append(std::string_view text) {
  if (size_ + text.size() > capacity_) reserve(std::max(size_ + text.size(), capacity_ + capacity_ / 2));
  if (!text.empty()) std::memcpy(data() + size_, text.data(), text.size());
  size_ += text.size();
}

TextBlock BlockRecycler::take(std::size_t min_capacity) {
  if (min_capacity < kSmallBytes) return TextBlock(min_capacity);
  if (min_capacity > kBlockCapacity) return TextBlock(min_capacity);
  {
    const std::lock_guard lock(mutex_);
    if (!kept_.empty()) {
      TextBlock block = std::move(kept_.back());
      kept_.pop_back();
      return block;
    }
  }
  return TextBlock(kBlockCapacity);
}

void BlockRecycler::give(TextBlock&& block) {
  if (block.capacity() != kBlockCapacity) return;
  block.set_size(0);
  const std::lock_guard lock(mutex_);
  if (kept_.size() < kKeptBlocks) kept_.push_back(std::move(block));
}

}  // namespace cli

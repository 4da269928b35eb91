#include "input/text_block.h"

#include <sys/mman.h>

#include <cstdint>
#include <cstring>
#include <utility>

namespace input {

namespace {

// The size of a transparent huge page on x86-64 and arm64 (4 KiB pages).
constexpr std::size_t kHugePage = std::size_t{2} << 20;

// `size` bytes (a multiple of kHugePage) aligned to a huge page and marked
// for huge pages; nullptr when the system will not map them. The mapping is
// made one huge page larger and trimmed to the aligned part.
char* map_huge_pages(std::size_t size) {
  void* const mapped = ::mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) return nullptr;
  const auto start = reinterpret_cast<std::uintptr_t>(mapped);
  const std::uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
  if (aligned > start) ::munmap(mapped, aligned - start);
  const std::uintptr_t end = start + size + kHugePage;
  if (end > aligned + size) ::munmap(reinterpret_cast<void*>(aligned + size), end - (aligned + size));
  // Advice only: without huge pages (a kernel set to "never") the block is
  // faulted in 4 KiB at a time, as any other memory.
  (void)::madvise(reinterpret_cast<void*>(aligned), size, MADV_HUGEPAGE);
  return reinterpret_cast<char*>(aligned);
}

}  // namespace

TextBlock::TextBlock(std::size_t capacity) : capacity_(capacity) {
  if (kHugePageBlocks && capacity > 0 && capacity % kHugePage == 0) {
    if (char* bytes = map_huge_pages(capacity)) {
      bytes_ = std::unique_ptr<char[], Release>(bytes, Release{capacity});
      return;
    }
  }
  bytes_ = std::unique_ptr<char[], Release>(new char[capacity], Release{0});
}

void TextBlock::Release::operator()(char* bytes) const {
  if (mapped > 0) {
    ::munmap(bytes, mapped);
  } else {
    delete[] bytes;
  }
}

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

}  // namespace input

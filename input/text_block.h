// TextBlock and BlockRecycler: the memory that streamed input is read into.
//
// A block of input is read straight into a TextBlock, audited from there by
// the workers, and handed back to the recycler when its last hand has been
// written; the next block of input goes into the same memory. Fresh memory
// from the system costs a page fault per 4 KiB on first touch, which on a
// virtual machine takes as long as auditing the bytes in it (10.7 us a page
// on the benchmark machine); memory that comes back from the recycler costs
// nothing. Standard blocks are one transparent huge page each (2 MiB,
// where the system allows it): one fault instead of 512. Bytes are never
// zero-filled: a block only ever holds what was read into it.
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

// Under AddressSanitizer every block comes from new[], whose ends it guards:
// the input blocks are where a parser's overrun would land.
#if defined(__SANITIZE_ADDRESS__)
#define HANDAUDIT_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HANDAUDIT_ADDRESS_SANITIZER 1
#endif
#endif

namespace input {

// Whether capacities that are a whole number of huge pages are mapped as such.
#ifdef HANDAUDIT_ADDRESS_SANITIZER
inline constexpr bool kHugePageBlocks = false;
#else
inline constexpr bool kHugePageBlocks = true;
#endif

// A byte buffer of fixed capacity whose first size() bytes are text. Moves
// only; growing (reserve) reallocates and copies.
class TextBlock {
  // Frees what the constructor took: `mapped` bytes of a huge-page mapping,
  // or (mapped == 0) an array from new[]. No default member initialiser:
  // GCC 12 would not see the deleter as default-constructible inside the class.
  struct Release {
    std::size_t mapped;
    void operator()(char* bytes) const;
  };

 public:
  TextBlock() = default;
  // Capacities that are a whole number of huge pages are mapped as such
  // (kHugePageBlocks).
  explicit TextBlock(std::size_t capacity);
  TextBlock(TextBlock&& other) noexcept { *this = std::move(other); }
  TextBlock& operator=(TextBlock&& other) noexcept;
  TextBlock(const TextBlock&) = delete;
  TextBlock& operator=(const TextBlock&) = delete;

  char* data() { return bytes_.get(); }
  const char* data() const { return bytes_.get(); }
  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }
  std::string_view view() const { return {bytes_.get(), size_}; }

  // The first `n` bytes (n <= capacity()) are text: the caller wrote them.
  void set_size(std::size_t n) { size_ = n; }
  // Capacity at least `n`, keeping the text.
  void reserve(std::size_t n);
  void append(std::string_view text);

 private:
  std::unique_ptr<char[], Release> bytes_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

// Keeps blocks of one standard capacity for reuse; thread-safe (blocks come
// back from the worker or writer thread that drops their last hand). Blocks
// of another capacity (a small file read whole, a block grown around a
// hand longer than a read) are freed, not kept, so memory stays bounded by
// the blocks in flight plus kKeptBlocks.
class BlockRecycler {
 public:
  // The capacity of a standard block, one huge page, and a read of input:
  // the block less room for the carried-over start of a hand (the text
  // after the last whole hand of the previous block).
  static constexpr std::size_t kBlockCapacity = std::size_t{2} << 20;
  static constexpr std::size_t kReadBytes = kBlockCapacity - (std::size_t{64} << 10);
  static constexpr std::size_t kKeptBlocks = 8;
  // Below this, a block is an exact-size allocation: the C library reuses
  // small memory well, and a folder of small files should not hold a
  // standard block per file in flight.
  static constexpr std::size_t kSmallBytes = std::size_t{96} << 10;

  // An empty block of capacity at least `min_capacity`.
  TextBlock take(std::size_t min_capacity);
  void give(TextBlock&& block);

 private:
  std::mutex mutex_;
  std::vector<TextBlock> kept_;
};

}  // namespace input

// ChunkedVector: a sequence that grows at its end without moving what it
// holds, in chunks of kChunk elements. A std::vector doubles: it keeps room
// for up to twice its elements, and copies them all into the new room as it
// grows, both for a moment (the hands of a tournament of 776,000 hands, 31
// MiB, took 63 MiB so). The first chunk grows as a vector does, so that a
// short sequence (most tournaments of a run) takes little room.
#pragma once

#include <cstddef>
#include <vector>

namespace validators {

template <typename T>
class ChunkedVector {
 public:
  static constexpr std::size_t kChunk = 4096;  // elements; a power of two

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return chunks_[i / kChunk][i % kChunk]; }
  const T& operator[](std::size_t i) const { return chunks_[i / kChunk][i % kChunk]; }
  const T& back() const { return (*this)[size_ - 1]; }

  void push_back(const T& value) {
    if (size_ % kChunk == 0) {
      chunks_.emplace_back();
      if (size_ > 0) chunks_.back().reserve(kChunk);
    }
    chunks_.back().push_back(value);
    ++size_;
  }
  // Frees the chunks too.
  void clear() {
    chunks_ = {};
    size_ = 0;
  }

 private:
  std::vector<std::vector<T>> chunks_;
  std::size_t size_ = 0;
};

}  // namespace validators

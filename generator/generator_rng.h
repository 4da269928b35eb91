// The hand generator's random numbers and deck (generator/hand_generator.h).
//
// xoshiro256** seeded through splitmix64: every draw is defined bit for bit,
// so a seed gives the same hands on every platform and standard library (no
// std:: distribution, no clock, no address).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <utility>

#include "engine/card.h"

namespace generator {

inline std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A view of the generator's state; draws advance it.
class Rng {
 public:
  explicit Rng(std::array<std::uint64_t, 4>& s) : s_(s) {}

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n) for n < 2^32 (multiply-shift; no modulo bias to speak of).
  std::uint32_t below(std::uint64_t n) {
    assert(n > 0 && n <= 0xffffffffULL);
    return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32);
  }
  // Uniform in [lo, hi] for a 64-bit range (modulo: the bias is negligible here).
  std::int64_t range(std::int64_t lo, std::int64_t hi) {
    assert(lo <= hi);
    const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<std::int64_t>(span == 0 ? next() : next() % span);
  }
  bool chance(int percent) { return static_cast<int>(below(100)) < percent; }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4>& s_;
};

// The stub of a shuffled deck: each draw takes a uniformly random card of
// those left, which deals the same hands as shuffling first. Cards put back
// (a draw game's discards, reshuffled) may be dealt again.
class Deck {
 public:
  void fill() {
    for (int i = 0; i < engine::Card::kCount; ++i) stub_[static_cast<std::size_t>(i)] = engine::Card::from_code(i);
    size_ = engine::Card::kCount;
  }
  // The 36-card deck of 6+ Hold'em: sixes to aces.
  void fill_short() {
    constexpr int kFirstSixCode = 4 * 4;  // rank 4 (the six) times four suits
    size_ = 0;
    for (int i = kFirstSixCode; i < engine::Card::kCount; ++i)
      stub_[static_cast<std::size_t>(size_++)] = engine::Card::from_code(i);
  }
  int size() const { return size_; }
  engine::Card draw(Rng& rng) {
    assert(size_ > 0);
    const std::size_t j = rng.below(static_cast<std::uint64_t>(size_));
    --size_;
    std::swap(stub_[j], stub_[static_cast<std::size_t>(size_)]);
    return stub_[static_cast<std::size_t>(size_)];
  }
  // The cards left that are not in `avoid`, and a uniformly random one of
  // them (there must be one): a draw game never deals a player a card he
  // threw (PokerStars' draw rules).
  int size_except(engine::CardSet avoid) const {
    int n = 0;
    for (int i = 0; i < size_; ++i) n += avoid.contains(stub_[static_cast<std::size_t>(i)]) ? 0 : 1;
    return n;
  }
  engine::Card draw_except(Rng& rng, engine::CardSet avoid) {
    int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(size_except(avoid))));
    for (int i = 0;; ++i) {
      if (avoid.contains(stub_[static_cast<std::size_t>(i)]) || pick-- > 0) continue;
      --size_;
      std::swap(stub_[static_cast<std::size_t>(i)], stub_[static_cast<std::size_t>(size_)]);
      return stub_[static_cast<std::size_t>(size_)];
    }
  }
  void put_back(engine::Card c) {
    assert(size_ < engine::Card::kCount);
    stub_[static_cast<std::size_t>(size_++)] = c;
  }

 private:
  std::array<engine::Card, engine::Card::kCount> stub_{};
  int size_ = 0;
};

}  // namespace generator

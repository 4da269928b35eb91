// Shares: chips per player, what a pot pays each (or what the log says it
// paid), as a flat map in player order. A hand has at most
// engine::kMaxPlayers players, the bits of a PlayerMask, so the map is a mask
// of who has a share beside an array of amounts: nothing is allocated, and
// every hand's awards are checked.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <utility>

#include "engine/chips.h"
#include "engine/pots.h"

namespace replay {

class Shares {
 public:
  // Adds `c` (centi-units) to `player`'s share, creating it.
  void add(int player, engine::Chips c) {
    if (contains(player)) {
      amount_[static_cast<std::size_t>(player)] += c;
    } else {
      who_ |= bit(player);
      amount_[static_cast<std::size_t>(player)] = c;
    }
  }
  bool contains(int player) const { return (who_ & bit(player)) != 0; }
  // Precondition: contains(player).
  engine::Chips at(int player) const { return amount_[static_cast<std::size_t>(player)]; }
  std::size_t size() const { return static_cast<std::size_t>(std::popcount(who_)); }
  bool empty() const { return who_ == 0; }
  engine::PlayerMask players() const { return who_; }

  // Drops the shares that are not positive: a share that rounds to nothing
  // (a pot of fewer units than winners) is no award.
  void keep_positive() {
    for (engine::PlayerMask m = who_; m != 0; m &= m - 1) {
      const int p = std::countr_zero(m);
      if (!at(p).positive()) who_ &= ~bit(p);
    }
  }

  friend bool operator==(const Shares& a, const Shares& b) {
    if (a.who_ != b.who_) return false;
    for (engine::PlayerMask m = a.who_; m != 0; m &= m - 1)
      if (a.at(std::countr_zero(m)) != b.at(std::countr_zero(m))) return false;
    return true;
  }

  // Iteration in player order, as (player, chips) pairs.
  class Iterator {
   public:
    Iterator(const Shares* shares, engine::PlayerMask left) : shares_(shares), left_(left) {}
    std::pair<int, engine::Chips> operator*() const {
      const int p = std::countr_zero(left_);
      return {p, shares_->at(p)};
    }
    Iterator& operator++() {
      left_ &= left_ - 1;
      return *this;
    }
    bool operator!=(const Iterator& other) const { return left_ != other.left_; }

   private:
    const Shares* shares_;
    engine::PlayerMask left_;
  };
  Iterator begin() const { return {this, who_}; }
  Iterator end() const { return {this, 0}; }

 private:
  static engine::PlayerMask bit(int player) { return engine::PlayerMask{1} << player; }

  engine::PlayerMask who_ = 0;
  // Meaningful where `who_` has the player's bit (zero elsewhere: 512
  // bytes cleared, cheaper than one allocation).
  std::array<engine::Chips, engine::kMaxPlayers> amount_;
};

}  // namespace replay

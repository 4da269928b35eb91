#include "engine/pots.h"

#include <algorithm>
#include <cassert>

namespace engine {

PotBuild build_pots(std::span<const Chips> contributed, std::span<const bool> folded, Chips dead,
                    std::span<const bool> all_in) {
  assert(contributed.size() == folded.size() && contributed.size() <= kMaxPlayers);
  PotBuild out;
  std::vector<Chips> c(contributed.begin(), contributed.end());

  // Uncalled part: top contributor minus the second, over everyone.
  int top = -1;
  for (std::size_t i = 0; i < c.size(); ++i)
    if (top < 0 || c[i] > c[static_cast<std::size_t>(top)]) top = static_cast<int>(i);
  if (top >= 0) {
    Chips second{0};
    for (std::size_t i = 0; i < c.size(); ++i)
      if (static_cast<int>(i) != top) second = max(second, c[i]);
    const Chips excess = c[static_cast<std::size_t>(top)] - second;
    if (excess.positive()) {
      out.refund_to = top;
      out.refund = excess;
      c[static_cast<std::size_t>(top)] = second;
    }
  }

  std::vector<Chips> levels;
  for (Chips x : c)
    if (x.positive()) levels.push_back(x);
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());

  Chips prev{0};
  bool cut_below = false;   // the previous level was an all-in player's stack
  for (Chips level : levels) {
    Pot layer;
    for (std::size_t i = 0; i < c.size(); ++i) {
      const Chips part = min(c[i], level) - min(c[i], prev);
      if (part.positive()) {
        layer.amount += part;
        layer.contributors |= PlayerMask{1} << i;
      }
      if (!folded[i] && c[i] >= level) layer.eligible |= PlayerMask{1} << i;
    }
    prev = level;
    bool all_in_here = false;
    for (std::size_t i = 0; i < c.size() && i < all_in.size(); ++i)
      all_in_here = all_in_here || (all_in[i] && c[i] == level);
    const bool merge = !out.pots.empty() && out.pots.back().eligible == layer.eligible && !cut_below;
    cut_below = all_in_here;
    if (merge) {
      out.pots.back().amount += layer.amount;
      out.pots.back().contributors |= layer.contributors;
    } else {
      out.pots.push_back(layer);
    }
  }
  if (dead.positive()) {
    if (out.pots.empty()) {
      Pot main;
      for (std::size_t i = 0; i < c.size(); ++i)
        if (!folded[i]) main.eligible |= PlayerMask{1} << i;
      out.pots.push_back(main);
    }
    out.pots.front().amount += dead;
  }
  return out;
}

std::vector<Chips> split_pot(Chips amount, Chips unit, std::size_t winners) {
  std::vector<Chips> shares(winners, Chips{0});
  if (winners == 0) return shares;
  if (!unit.positive()) unit = Chips{1};
  const std::int64_t units = amount.v / unit.v;
  const std::int64_t crumbs = amount.v % unit.v;
  const std::int64_t each = units / static_cast<std::int64_t>(winners);
  const std::int64_t odd = units % static_cast<std::int64_t>(winners);
  for (std::size_t i = 0; i < winners; ++i)
    shares[i] = Chips{(each + (static_cast<std::int64_t>(i) < odd ? 1 : 0)) * unit.v};
  shares[0] += Chips{crumbs};
  return shares;
}

}  // namespace engine

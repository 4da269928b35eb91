#include "engine/pots.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace engine {

PotBuild build_pots(std::span<const Chips> contributed, std::span<const bool> folded, Chips dead,
                    std::span<const bool> all_in) {
  assert(contributed.size() == folded.size() && contributed.size() <= kMaxPlayers);
  PotBuild out;
  // At most kMaxPlayers of each: fixed arrays, one allocation (the pots).
  const std::size_t n = contributed.size();
  std::array<Chips, kMaxPlayers> c{};
  std::copy(contributed.begin(), contributed.end(), c.begin());

  // Uncalled part: top contributor minus the second, over everyone.
  int top = -1;
  for (std::size_t i = 0; i < n; ++i)
    if (top < 0 || c[i] > c[static_cast<std::size_t>(top)]) top = static_cast<int>(i);
  if (top >= 0) {
    Chips second{0};
    for (std::size_t i = 0; i < n; ++i)
      if (static_cast<int>(i) != top) second = max(second, c[i]);
    const Chips excess = c[static_cast<std::size_t>(top)] - second;
    if (excess.positive()) {
      out.refund_to = top;
      out.refund = excess;
      c[static_cast<std::size_t>(top)] = second;
    }
  }

  std::array<Chips, kMaxPlayers> levels{};
  std::size_t level_count = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (c[i].positive()) levels[level_count++] = c[i];
  std::sort(levels.begin(), levels.begin() + static_cast<std::ptrdiff_t>(level_count));
  level_count = static_cast<std::size_t>(
      std::unique(levels.begin(), levels.begin() + static_cast<std::ptrdiff_t>(level_count)) - levels.begin());
  out.pots.reserve(level_count + 1);

  Chips prev{0};
  bool cut_below = false;   // the previous level was an all-in player's stack
  for (std::size_t l = 0; l < level_count; ++l) {
    const Chips level = levels[l];
    Pot layer;
    for (std::size_t i = 0; i < n; ++i) {
      const Chips part = min(c[i], level) - min(c[i], prev);
      if (part.positive()) {
        layer.amount += part;
        layer.contributors |= PlayerMask{1} << i;
      }
      if (!folded[i] && c[i] >= level) layer.eligible |= PlayerMask{1} << i;
    }
    prev = level;
    bool all_in_here = false;
    for (std::size_t i = 0; i < n && i < all_in.size(); ++i)
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
      for (std::size_t i = 0; i < n; ++i)
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
  const std::int64_t units = amount / unit;
  const Chips crumbs = amount % unit;
  const std::int64_t each = units / static_cast<std::int64_t>(winners);
  const std::int64_t odd = units % static_cast<std::int64_t>(winners);
  for (std::size_t i = 0; i < winners; ++i) shares[i] = unit * (each + (static_cast<std::int64_t>(i) < odd ? 1 : 0));
  shares[0] += crumbs;
  return shares;
}

}  // namespace engine

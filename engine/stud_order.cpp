#include "engine/stud_order.h"

#include <algorithm>
#include <array>

namespace engine {

namespace {

// Ranks as the ranking reads them: aces high (0 = deuce .. 12 = ace), or
// aces low in razz (0 = ace .. 12 = king).
int order_rank(Card c, bool aces_low) { return aces_low ? ace_low_rank(c.rank()) : c.rank(); }

struct Group {
  int count = 0;
  int rank = -1;  // order_rank
  int best_suit = -1;
};

// Cards grouped by rank, the most frequent first, then the higher rank.
std::array<Group, 8> groups(std::span<const Card> cards, bool aces_low, int& n) {
  std::array<Group, 8> g{};
  n = 0;
  for (Card c : cards) {
    const int r = order_rank(c, aces_low);
    auto* it = std::find_if(g.begin(), g.begin() + n, [&](const Group& x) { return x.rank == r; });
    if (it == g.begin() + n) {
      if (n == static_cast<int>(g.size())) continue;
      *it = Group{0, r, -1};
      ++n;
    }
    ++it->count;
    it->best_suit = std::max(it->best_suit, static_cast<int>(c.suit()));
  }
  // Insertion sort: at most eight groups.
  auto before = [](const Group& a, const Group& b) { return a.count != b.count ? a.count > b.count : a.rank > b.rank; };
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && before(g[static_cast<std::size_t>(j)], g[static_cast<std::size_t>(j - 1)]); --j)
      std::swap(g[static_cast<std::size_t>(j)], g[static_cast<std::size_t>(j - 1)]);
  return g;
}

// quads 4, trips 3, two pair 2, pair 1, no pair 0.
int shape(const std::array<Group, 8>& g, int n) {
  if (n == 0) return 0;
  if (g[0].count >= 4) return 4;
  if (g[0].count == 3) return 3;
  if (g[0].count == 2) return n >= 2 && g[1].count == 2 ? 2 : 1;
  return 0;
}

std::uint32_t packed(const std::array<Group, 8>& g, int n) {
  std::uint32_t key = static_cast<std::uint32_t>(shape(g, n));
  for (int i = 0; i < 4; ++i)
    key = key << 4 | static_cast<std::uint32_t>(i < n ? g[static_cast<std::size_t>(i)].rank + 1 : 0);
  return key;
}

// Games whose lowest showing hand opens and whose highest card brings in:
// razz (aces low) and 2-7 razz (aces high, docs/games.md G-RAZZ27-3, -4).
bool lowball_showing(Variant v) { return v == Variant::kRazz || v == Variant::kRazz27; }
// Whether up-cards are read with the ace below the deuce: razz only (2-7
// razz reads its ace high, as its showdown does).
bool aces_low_showing(Variant v) { return v == Variant::kRazz; }

}  // namespace

int bring_in_player(Variant v, std::span<const UpCards> up) {
  const bool highest = lowball_showing(v);
  std::size_t best = up.size();
  int best_value = 0;
  for (std::size_t i = 0; i < up.size(); ++i) {
    if (up[i].cards.empty()) return -1;
    const Card c = up[i].cards.front();
    // Rank first, then suit: clubs lowest, spades highest.
    const int value = order_rank(c, aces_low_showing(v)) * 4 + static_cast<int>(c.suit());
    if (best == up.size() || (highest ? value > best_value : value < best_value)) {
      best = i;
      best_value = value;
    }
  }
  // The low card all-in for the ante: the player to his left opens.
  for (std::size_t k = 0; k < up.size(); ++k) {
    const UpCards& u = up[(best + k) % up.size()];
    if (!u.all_in) return u.player;
  }
  return -1;
}

std::uint32_t showing_key(Variant v, std::span<const Card> cards) {
  int n = 0;
  const auto g = groups(cards, aces_low_showing(v), n);
  const std::uint32_t key = packed(g, n);
  // In razz and 2-7 razz the lowest showing hand opens: invert so that
  // higher is first. Four up-cards make no straight or flush, so the 2-7
  // showing hand is ranked by pairs and then ranks like any other.
  return lowball_showing(v) ? 0xFFFFFu - key : key;
}

int showing_hand_opener(Variant v, bool hi_lo, const Profile& profile, std::span<const UpCards> up) {
  bool by_suit = profile.stud_showing_tie == StudShowingTie::kSuit;
  if (profile.stud_showing_tie == StudShowingTie::kSuitStudHighOnly) by_suit = !lowball_showing(v) && !hi_lo;
  const bool aces_low = aces_low_showing(v);
  int best = -1;
  std::uint32_t best_key = 0;
  int best_suit = -1;
  for (const auto& u : up) {
    const std::uint32_t key = showing_key(v, u.cards);
    int n = 0;
    const int suit = by_suit ? groups(u.cards, aces_low, n)[0].best_suit : -1;
    // `up` is in dealing order: on a tie by position the earlier one stays.
    if (best < 0 || key > best_key || (key == best_key && suit > best_suit)) {
      best = u.player;
      best_key = key;
      best_suit = suit;
    }
  }
  return best;
}

bool shows_pair(std::span<const Card> cards) {
  int n = 0;
  const auto g = groups(cards, false, n);
  return n > 0 && g[0].count >= 2;
}

}  // namespace engine

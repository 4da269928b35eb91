#include "validators/awards.h"

#include <algorithm>
#include <bit>

#include "engine/pots.h"
#include "validators/showdown.h"

namespace validators {

namespace {

// Hands out `amount` to `winners` (in odd-chip order) in whole units.
void pay(Shares& shares, engine::Chips amount, engine::Chips unit, const std::vector<int>& winners) {
  const auto parts = engine::split_pot(amount, unit, winners.size());
  for (std::size_t x = 0; x < winners.size(); ++x) shares.add(winners[x], parts[x]);
}

bool same_players(std::vector<int> a, std::vector<int> b) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

}  // namespace

engine::PlayerMask contender_mask(const replay::Trace& t, std::size_t k) {
  const auto& players = t.record->players;
  engine::PlayerMask mask = t.pots.pots[k].eligible;
  for (engine::PlayerMask m = mask; m != 0; m &= m - 1) {
    const int i = std::countr_zero(m);
    if (static_cast<std::size_t>(i) >= players.size() || players[static_cast<std::size_t>(i)].mucked)
      mask &= ~(engine::PlayerMask{1} << i);
  }
  return mask;
}

std::vector<int> in_odd_chip_order(const engine::HandRecord& rec, engine::PlayerMask players) {
  std::vector<int> ordered;
  for (int i : replay::button_order(rec))
    if ((players >> i) & 1u) ordered.push_back(i);
  return ordered;
}

std::vector<int> pot_contenders(const replay::Trace& t, std::size_t k) {
  return in_odd_chip_order(*t.record, contender_mask(t, k));
}

std::optional<PotAward> split_award(const replay::Trace& t, const std::vector<int>& contenders, engine::Chips net) {
  const auto& rec = *t.record;
  const engine::Chips unit = t.game.odd_chip_unit;
  const int boards = rec.run_twice && rec.boards[1].size == 5 ? 2 : 1;
  PotAward award;
  // Run twice: the extra unit goes to the first board (R-OC-7).
  const std::vector<engine::Chips> board_parts = engine::split_pot(net, unit, static_cast<std::size_t>(boards));
  for (int b = 0; b < boards; ++b) {
    const BoardWinners w = board_winners(rec, contenders, rec.boards[static_cast<std::size_t>(b)], *t.profile);
    if (!w.known) return std::nullopt;
    const engine::Chips part = board_parts[static_cast<std::size_t>(b)];
    for (const int i : w.high) award.high_winners |= engine::PlayerMask{1} << i;
    award.tied = award.tied || w.high.size() > 1 || w.low.size() > 1;
    if (w.low.empty()) {
      award.scooped_no_low = award.scooped_no_low || rec.game.hi_lo;
      pay(award.shares, part, unit, w.high);
      continue;
    }
    award.low_half = true;
    const bool identical = w.high.size() > 1 && same_players(w.high, w.low);
    award.identical_hands = award.identical_hands || identical;
    if (identical && t.profile->hilo_identical_even) {
      // WSOP-T 73 / WSOP-L 149: the whole part as evenly as possible.
      pay(award.shares, part, unit, w.high);
      continue;
    }
    // The odd unit of the part goes to the high half (R-SD-8, R-OC-5).
    const auto halves = engine::split_pot(part, unit, 2);
    pay(award.shares, halves[0], unit, w.high);
    pay(award.shares, halves[1], unit, w.low);
  }
  return award;
}

std::optional<std::map<int, engine::Chips>> award_pot(const replay::Trace& t, std::size_t k, engine::Chips net) {
  const std::vector<int> contenders = pot_contenders(t, k);
  if (contenders.empty()) return std::nullopt;
  const auto award = split_award(t, contenders, net);
  if (!award) return std::nullopt;
  std::map<int, engine::Chips> shares;
  for (const auto& [player, chips] : award->shares) shares.emplace(player, chips);
  return shares;
}

bool uncalled_return_implied(const replay::Trace& t) {
  const auto& rec = *t.record;
  if (t.pots.refund_to < 0 || !rec.stated.total) return false;
  for (const auto& a : rec.actions)
    if (a.kind == engine::Act::kUncalledReturn) return false;
  engine::Chips engine_total{0};
  for (const auto& p : t.pots.pots) engine_total += p.amount;
  return *rec.stated.total == engine_total;
}

}  // namespace validators

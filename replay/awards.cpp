#include "replay/awards.h"

#include <algorithm>
#include <bit>

#include "engine/pots.h"
#include "replay/showdown.h"

namespace replay {

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

// The players who contest pot `k` of `t.pots`: eligible and not mucked.
engine::PlayerMask contender_mask(const Trace& t, std::size_t k) {
  const auto& players = t.record->players;
  engine::PlayerMask mask = t.pots.pots[k].eligible;
  for (engine::PlayerMask m = mask; m != 0; m &= m - 1) {
    const int i = std::countr_zero(m);
    if (static_cast<std::size_t>(i) >= players.size() || players[static_cast<std::size_t>(i)].mucked)
      mask &= ~(engine::PlayerMask{1} << i);
  }
  return mask;
}

// The boards a showdown is judged on: every run whose board is complete
// (a later run cut short in the log is judged by the card findings).
int board_count(const engine::HandRecord& rec) {
  int n = 1;
  while (n < rec.runs && rec.boards[static_cast<std::size_t>(n)].size == 5) ++n;
  return n;
}

// Pot `k`'s showdown into `showdown`, whose lists keep their capacity: a
// worker settles hand after hand without allocating once warm. Most pots
// have one contender, who wins without an order to find.
void settle_showdown(Trace& t, std::size_t k, PotShowdown& showdown) {
  const engine::HandRecord& rec = *t.record;
  const engine::PlayerMask mask = contender_mask(t, k);
  showdown.mask = mask;
  showdown.contenders.clear();
  showdown.known = mask != 0;
  if (mask == 0) {
    showdown.boards.clear();
    return;
  }
  if (std::has_single_bit(mask)) {
    showdown.contenders.push_back(std::countr_zero(mask));
  } else {
    if (t.odd_chip_order.empty()) button_order_into(rec, t.odd_chip_order);
    for (const int i : t.odd_chip_order)
      if ((mask >> i) & 1u) showdown.contenders.push_back(i);
  }
  const auto boards = static_cast<std::size_t>(board_count(rec));
  showdown.boards.resize(boards);
  for (std::size_t b = 0; b < boards; ++b) {
    board_winners_into(rec, showdown.contenders, rec.boards[b], *t.profile, showdown.boards[b]);
    if (!showdown.boards[b].known) {
      showdown.known = false;
      showdown.boards.resize(b + 1);
      return;
    }
  }
}

// One board's `part` of a pot among that board's winners, added to `award`.
void award_board(const Trace& t, const BoardWinners& w, engine::Chips part, PotAward& award) {
  const engine::Chips unit = t.game.odd_chip_unit;
  for (const int i : w.high) award.high_winners |= engine::PlayerMask{1} << i;
  award.tied = award.tied || w.high.size() > 1 || w.low.size() > 1;
  if (w.low.empty()) {
    award.scooped_no_low = award.scooped_no_low || t.record->game.hi_lo;
    pay(award.shares, part, unit, w.high);
    return;
  }
  award.low_half = true;
  const bool identical = w.high.size() > 1 && same_players(w.high, w.low);
  award.identical_hands = award.identical_hands || identical;
  if (identical && t.profile->hilo_identical_even) {
    // WSOP-T 73 / WSOP-L 149: the whole part as evenly as possible.
    pay(award.shares, part, unit, w.high);
    return;
  }
  // The odd unit of the part goes to the high half (R-SD-8, R-OC-5).
  const auto halves = engine::split_pot(part, unit, 2);
  pay(award.shares, halves[0], unit, w.high);
  pay(award.shares, halves[1], unit, w.low);
}

// A pot's only contender takes `amount` whole, whatever the boards.
PotAward sole_award(const Trace& t, const PotShowdown& showdown, engine::Chips amount) {
  PotAward award;
  const int only = showdown.contenders.front();
  award.shares.add(only, amount);
  award.high_winners = engine::PlayerMask{1} << only;
  award.scooped_no_low = t.record->game.hi_lo;
  return award;
}

}  // namespace

void settle_pots(Trace& t) {
  const std::size_t n = t.pots.pots.size();
  t.odd_chip_order.clear();
  // resize, not clear: the showdowns' lists keep their capacity.
  t.showdowns.resize(n);
  t.awards.resize(n);
  for (std::size_t k = 0; k < n; ++k) settle_showdown(t, k, t.showdowns[k]);
  for (std::size_t k = 0; k < n; ++k) t.awards[k] = split_pot_award(t, k, t.pots.pots[k].amount);
}

std::optional<PotAward> split_pot_award(const Trace& t, std::size_t k, engine::Chips net) {
  const PotShowdown& showdown = t.showdowns[k];
  if (!showdown.known) return std::nullopt;
  // Most pots: the one contender takes every board's part, whole (what the
  // split below gives him, without working it out).
  if (showdown.contenders.size() == 1) return sole_award(t, showdown, net);
  // Run twice or three times: the extra units go to the earlier boards (R-OC-7).
  const std::vector<engine::Chips> board_parts = engine::split_pot(net, t.game.odd_chip_unit, showdown.boards.size());
  PotAward award;
  for (std::size_t b = 0; b < showdown.boards.size(); ++b) award_board(t, showdown.boards[b], board_parts[b], award);
  return award;
}

std::optional<PotAward> board_part_award(const Trace& t, std::size_t k, engine::Chips net, std::size_t b) {
  const PotShowdown& showdown = t.showdowns[k];
  if (!showdown.known || b >= showdown.boards.size()) return std::nullopt;
  const engine::Chips part = engine::split_pot(net, t.game.odd_chip_unit, showdown.boards.size())[b];
  if (showdown.contenders.size() == 1) return sole_award(t, showdown, part);
  PotAward award;
  award_board(t, showdown.boards[b], part, award);
  return award;
}

std::optional<std::map<int, engine::Chips>> awarded_shares(const Trace& t, std::size_t k) {
  if (k >= t.awards.size() || !t.awards[k]) return std::nullopt;
  std::map<int, engine::Chips> shares;
  for (const auto& [player, chips] : t.awards[k]->shares) shares.emplace(player, chips);
  return shares;
}

}  // namespace replay

#include "validators/awards.h"

#include "engine/pots.h"
#include "validators/showdown.h"

namespace validators {

std::vector<int> pot_contenders(const replay::Trace& t, std::size_t k) {
  const auto& rec = *t.record;
  const engine::PlayerMask eligible = t.pots.pots[k].eligible;
  std::vector<int> contenders;
  for (int i : replay::button_order(rec))
    if (((eligible >> i) & 1u) && !rec.players[static_cast<std::size_t>(i)].mucked) contenders.push_back(i);
  return contenders;
}

std::optional<std::map<int, engine::Chips>> award_pot(const replay::Trace& t, std::size_t k, engine::Chips net) {
  const auto& rec = *t.record;
  const std::vector<int> contenders = pot_contenders(t, k);
  if (contenders.empty()) return std::nullopt;
  const engine::Chips unit = t.game.odd_chip_unit;
  const int boards = rec.run_twice && rec.boards[1].size == 5 ? 2 : 1;
  std::map<int, engine::Chips> expected;
  const std::vector<engine::Chips> board_parts = engine::split_pot(net, unit, static_cast<std::size_t>(boards));
  for (int b = 0; b < boards; ++b) {
    const BoardWinners w = board_winners(rec, contenders, rec.boards[static_cast<std::size_t>(b)], *t.profile);
    if (!w.known) return std::nullopt;
    const engine::Chips part = board_parts[static_cast<std::size_t>(b)];
    // Hi/lo: the odd unit of the pot goes to the high half (R-SD-8); with no
    // qualifying low the high hand scoops.
    const auto halves = w.low.empty() ? std::vector<engine::Chips>{part} : engine::split_pot(part, unit, 2);
    const auto high_shares = engine::split_pot(halves[0], unit, w.high.size());
    for (std::size_t x = 0; x < w.high.size(); ++x) expected[w.high[x]] += high_shares[x];
    if (!w.low.empty()) {
      const auto low_shares = engine::split_pot(halves[1], unit, w.low.size());
      for (std::size_t x = 0; x < w.low.size(); ++x) expected[w.low[x]] += low_shares[x];
    }
  }
  return expected;
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

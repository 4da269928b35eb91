#include "parser/winamax_uncalled.h"

#include <cstddef>
#include <vector>

namespace parser {

namespace {

using engine::Act;
using engine::Chips;

// What each player put in over the hand, as engine::build_pots counts it:
// live chips and antes, not dead money. "raises X to Y" makes his street
// total Y; a dead small blind (Act::kPostSmallAndBig's part above the big
// blind, or a second small blind) is dead.
std::vector<Chips> contributions(const engine::HandRecord& rec) {
  std::vector<Chips> total(rec.players.size(), Chips{0});
  std::vector<Chips> street(rec.players.size(), Chips{0});
  Chips big_blind = rec.game.big_blind;
  for (const auto& a : rec.actions)
    if (a.kind == Act::kPostBigBlind) {
      big_blind = a.amount;
      break;
    }
  bool small_blind_seen = false;
  engine::Street current = engine::Street::kPreflop;
  for (const auto& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= total.size()) continue;
    if (a.street != current) {
      street.assign(street.size(), Chips{0});
      current = a.street;
    }
    const auto p = static_cast<std::size_t>(a.player);
    Chips live = a.amount;
    switch (a.kind) {
      case Act::kPostAnte: total[p] += a.amount; continue;
      case Act::kPostSmallAndBig: live = min(a.amount, big_blind); break;
      case Act::kPostSmallBlind:
        if (small_blind_seen) continue;
        small_blind_seen = true;
        break;
      case Act::kPostBigBlind:
      case Act::kPostStraddle:
      case Act::kPostButtonBlind:
      case Act::kBringIn:
      case Act::kCall:
      case Act::kBet: break;
      case Act::kRaise:
        live = a.to > street[p] ? a.to - street[p] : Chips{0};
        break;
      default: continue;
    }
    total[p] += live;
    street[p] += live;
  }
  return total;
}

// The collect of `player`'s that holds `chips` he was not called for: the
// last pot he took that is large enough (a side pot when there are side
// pots: the chips nobody matched are in the last). -1 when none is.
int collect_holding(const engine::HandRecord& rec, int player, Chips chips) {
  int found = -1;
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    const auto& a = rec.actions[i];
    if (a.kind != Act::kCollect || a.player != player || a.amount < chips) continue;
    if (found < 0 || a.pot >= rec.actions[static_cast<std::size_t>(found)].pot) found = static_cast<int>(i);
  }
  return found;
}

}  // namespace

void winamax_settle_uncalled(engine::HandRecord& rec) {
  for (const auto& a : rec.actions)
    if (a.kind == Act::kUncalledReturn) return;
  const std::vector<Chips> total = contributions(rec);
  int top = -1;
  Chips second{0};
  for (std::size_t i = 0; i < total.size(); ++i) {
    if (top < 0 || total[i] > total[static_cast<std::size_t>(top)]) {
      if (top >= 0) second = max(second, total[static_cast<std::size_t>(top)]);
      top = static_cast<int>(i);
    } else {
      second = max(second, total[i]);
    }
  }
  if (top < 0) return;
  const Chips unmatched = total[static_cast<std::size_t>(top)] - second;
  if (!unmatched.positive()) return;
  const int held = collect_holding(rec, top, unmatched);
  if (held < 0) return;
  engine::ActionRecord& collect = rec.actions[static_cast<std::size_t>(held)];
  collect.amount -= unmatched;
  engine::ActionRecord back;
  back.pos = collect.pos;
  // A "side pot" of nothing but the unmatched chips
  // (NLHE-FR-EUR-0.02-0.05-201010.Invalid.side.pot.Player8: "collected
  // 0.58€ from side pot 1" of 0.58€ nobody called) is no pot: its collect goes.
  if (collect.amount.is_zero()) rec.actions.erase(rec.actions.begin() + held);
  back.kind = Act::kUncalledReturn;
  back.player = static_cast<std::int16_t>(top);
  back.amount = unmatched;
  std::size_t first_collect = 0;
  while (first_collect < rec.actions.size() && rec.actions[first_collect].kind != Act::kCollect) ++first_collect;
  back.street = first_collect > 0 ? rec.actions[first_collect - 1].street : engine::Street::kPreflop;
  rec.actions.insert(rec.actions.begin() + static_cast<std::ptrdiff_t>(first_collect), back);
  if (rec.stated.total && *rec.stated.total >= unmatched) rec.stated.total = *rec.stated.total - unmatched;
  // The summary's "won" counts the chips as the collect did.
  auto& owner = rec.players[static_cast<std::size_t>(top)];
  if (owner.summary_won && *owner.summary_won >= unmatched) owner.summary_won = *owner.summary_won - unmatched;
}

}  // namespace parser

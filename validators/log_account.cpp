#include "validators/log_account.h"

#include <optional>

#include "replay/awards.h"
#include "validators/uncalled_return.h"

namespace validators {

using engine::Act;
using engine::Chips;

LogAccount log_account(const replay::Trace& t) {
  const engine::HandRecord& rec = *t.record;
  LogAccount acc;
  acc.players.resize(rec.players.size());
  const auto at = [&](int p) -> PlayerAccount* {
    return p >= 0 && static_cast<std::size_t>(p) < acc.players.size() ? &acc.players[static_cast<std::size_t>(p)]
                                                                      : nullptr;
  };
  for (const engine::ActionRecord& a : rec.actions) {
    PlayerAccount* p = at(a.player);
    if (p == nullptr) continue;
    if (a.kind == Act::kCollect) {
      p->collected += a.amount;
      acc.collected += a.amount;
    } else if (a.kind == Act::kUncalledReturn) {
      p->returned += a.amount;
      acc.returned += a.amount;
    } else if (a.kind == Act::kCashOut) {
      p->cashed = true;
      p->cashed_out += a.amount;
      p->cash_out_fee += a.to;
      acc.cashed_out += a.amount;
      acc.any_cash_out = true;
    }
  }
  for (const engine::HouseDeal& d : rec.house_deals)
    if (PlayerAccount* p = at(d.player)) p->house_deals += d.amount;
  if (rec.cancelled) {  // "Hand cancelled": every bet goes back, whatever the lines say
    for (std::size_t i = 0; i < acc.players.size() && i < t.players.size(); ++i) {
      acc.players[i].returned = t.players[i].contributed + t.players[i].dead - acc.players[i].collected;
      acc.returned += acc.players[i].returned;
    }
    return acc;
  }
  if (uncalled_return_implied(t)) {  // no return line: the refund the log implies
    const Chips back = t.pots.refund - uncalled_in_collect(t);
    acc.players[static_cast<std::size_t>(t.pots.refund_to)].returned += back;
    acc.returned += back;
  }
  // A player who cashed out and is said to have won with no collect line:
  // the house took his share of the pot in exchange for the cash-out.
  for (std::size_t i = 0; i < acc.players.size(); ++i) {
    PlayerAccount& p = acc.players[i];
    const auto& won = rec.players[i].summary_won;
    if (!p.cashed || !won || p.collected.positive() || !won->positive()) continue;
    p.kept_by_house = *won;
    acc.kept_by_house += *won;
  }
  return acc;
}

namespace {

// What pot `k` holds after rake by the log: its stated size when the
// stated main and side pots fit the layers, a single pot less the rake, else
// the pot as built.
Chips pot_after_rake(const replay::Trace& t, std::size_t k) {
  const engine::HandRecord& rec = *t.record;
  const std::size_t n = t.pots.pots.size();
  if (rec.stated.main && 1 + rec.stated.side.size() == n) return k == 0 ? *rec.stated.main : rec.stated.side[k - 1];
  const Chips built = t.pots.pots[k].amount;
  return n == 1 ? built - rec.stated.rake.value_or(Chips{0}) : built;
}

}  // namespace

std::vector<replay::Shares> kept_by_pot(const replay::Trace& t, const LogAccount& account) {
  const std::size_t n = t.pots.pots.size();
  std::vector<replay::Shares> kept(n);
  if (account.kept_by_house.is_zero()) return kept;
  // The rules' split of each pot as it stands after rake.
  std::vector<std::optional<replay::PotAward>> awards(n);
  for (std::size_t k = 0; k < n; ++k) {
    const Chips net = pot_after_rake(t, k);
    awards[k] = net == t.pots.pots[k].amount || !net.positive() ? t.awards[k] : replay::split_pot_award(t, k, net);
  }
  for (std::size_t i = 0; i < account.players.size() && i < static_cast<std::size_t>(engine::kMaxPlayers); ++i) {
    Chips rest = account.players[i].kept_by_house;
    const int p = static_cast<int>(i);
    std::optional<std::size_t> last;
    for (std::size_t k = 0; k < n && rest.positive(); ++k) {
      if (!((t.pots.pots[k].eligible >> p) & 1u)) continue;
      last = k;
      const Chips share = awards[k] && awards[k]->shares.contains(p) ? awards[k]->shares.at(p) : Chips{0};
      const Chips give = min(rest, share);
      if (!give.positive()) continue;
      kept[k].add(p, give);
      rest -= give;
    }
    if (rest.positive() && last) kept[*last].add(p, rest);
  }
  return kept;
}

Chips final_by_log(const replay::Trace& t, const LogAccount& account, std::size_t player) {
  const PlayerAccount& p = account.players[player];
  return t.record->players[player].stack - t.players[player].contributed - t.players[player].dead + p.collected +
         p.returned + p.cashed_out + p.house_deals;
}

}  // namespace validators

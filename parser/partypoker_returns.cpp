// The uncalled bet inside PartyPoker's payouts (parser/partypoker_returns.h).

#include "parser/partypoker_returns.h"

#include <cstddef>
#include <vector>

namespace parser::partypoker {

void split_uncalled_return(engine::HandRecord& rec, const std::vector<engine::Chips>& total) {
  using engine::Act;
  using engine::Chips;
  std::size_t top = 0;
  for (std::size_t i = 1; i < total.size(); ++i)
    if (total[i] > total[top]) top = i;
  Chips second{0};
  for (std::size_t i = 0; i < total.size(); ++i)
    if (i != top && total[i] > second) second = total[i];
  const Chips refund = total.empty() ? Chips{0} : total[top] - second;
  if (!refund.positive()) return;
  Chips his{0};
  auto exact = rec.actions.end();   // his collect of the refund alone
  auto larger = rec.actions.end();  // else his last larger one
  for (auto it = rec.actions.begin(); it != rec.actions.end(); ++it) {
    if (it->kind == Act::kCashOut) return;
    if (it->kind != Act::kCollect || static_cast<std::size_t>(it->player) != top) continue;
    his += it->amount;
    if (it->amount == refund && exact == rec.actions.end()) exact = it;
    if (it->amount > refund) larger = it;
  }
  if (his < refund) return;
  if (exact != rec.actions.end()) {
    exact->kind = Act::kUncalledReturn;
    return;
  }
  if (larger == rec.actions.end()) return;
  larger->amount = larger->amount - refund;
  engine::ActionRecord back = *larger;
  back.kind = Act::kUncalledReturn;
  back.amount = refund;
  rec.actions.insert(larger, back);
}

}  // namespace parser::partypoker

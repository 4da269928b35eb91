#include "validators/uncalled_return.h"

namespace validators {

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

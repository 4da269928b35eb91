#include "validators/validate.h"

#include <algorithm>

namespace validators {

std::vector<engine::Finding> validate(const replay::Trace& trace) {
  std::vector<engine::Finding> out = trace.findings;
  const LogAccount account = log_account(trace);
  betting_findings(trace, out);
  forced_bet_findings(trace, out);
  stakes_findings(trace, out);
  hand_flow_findings(trace, out);
  if (trace.record->states_payouts) {
    pot_findings(trace, account, out);
    award_findings(trace, account, out);
  }
  card_findings(trace, out);
  draw_card_findings(trace, out);
  record_findings(trace, account, out);
  result_findings(trace, out);
  if (out.size() < 2) return out;  // most hands: nothing to order, and no sort buffer to allocate
  std::stable_sort(out.begin(), out.end(), [](const engine::Finding& a, const engine::Finding& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  return out;
}

}  // namespace validators

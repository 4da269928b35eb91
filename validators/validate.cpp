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
  if (!trace.record->tournament_results.empty() && trace.record->states_payouts)
    tournament_result_findings(trace, account, out);
  result_findings(trace, out);
  if (out.size() < 2) return out;  // most hands: nothing to order, and no sort buffer to allocate
  std::stable_sort(out.begin(), out.end(), [](const engine::Finding& a, const engine::Finding& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  return out;
}

std::vector<engine::Finding> validate_before(const replay::Trace& trace, engine::SourcePos stop) {
  std::vector<engine::Finding> out = trace.findings;
  betting_findings(trace, out);
  const auto& actions = trace.record->actions;
  const bool posts_whole = std::any_of(actions.begin(), actions.end(), [](const engine::ActionRecord& a) {
    using engine::Act;
    return a.kind == Act::kFold || a.kind == Act::kCheck || a.kind == Act::kCall || a.kind == Act::kBet ||
           a.kind == Act::kRaise;
  });
  if (posts_whole) forced_bet_findings(trace, out);
  stakes_findings(trace, out);
  card_findings(trace, out);
  draw_card_findings(trace, out);
  // What was read before the stop lies above it (or before it on its
  // line), but in a PokerNow log, which writes the newest row first, below it.
  const bool newest_first = trace.record->format == "pokernow";
  std::erase_if(out, [&](const engine::Finding& f) {
    if (f.pos.line == 0) return true;
    if (newest_first) return f.pos.line <= stop.line;
    return f.pos.line > stop.line || (f.pos.line == stop.line && f.pos.column >= stop.column);
  });
  std::stable_sort(out.begin(), out.end(), [](const engine::Finding& a, const engine::Finding& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  return out;
}

}  // namespace validators

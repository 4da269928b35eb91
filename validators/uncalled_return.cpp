#include "validators/uncalled_return.h"

#include <algorithm>

namespace validators {

bool uncalled_return_implied(const replay::Trace& t) {
  const auto& rec = *t.record;
  if (t.pots.refund_to < 0) return false;
  for (const auto& a : rec.actions)
    if (a.kind == engine::Act::kUncalledReturn) return false;
  if (!rec.states_returns) return true;  // the room never writes the return (888)
  if (!rec.stated.total) return false;
  engine::Chips engine_total{0};
  for (const auto& p : t.pots.pots) engine_total += p.amount;
  return *rec.stated.total == engine_total;
}

namespace {

// What `who`'s collects pay beyond the pots (less the stated rake), up to
// the refund; with `own_line`, all of the refund when one of his collects
// is exactly it beside other collects (888poker's separate collect line).
engine::Chips held_in_collects(const replay::Trace& t, bool own_line_counts) {
  const auto& rec = *t.record;
  const int who = t.pots.refund_to;
  if (who < 0) return engine::Chips{0};
  engine::Chips pots{0}, collected{0}, his{0};
  for (const auto& p : t.pots.pots) pots += p.amount;
  // The collects are after the rake where the log states it (PartyPoker's
  // emailed layout; the rooms with no return line state none otherwise).
  pots -= rec.stated.rake.value_or(engine::Chips{0});
  bool own_line = false;  // one of his collects is the refund, beside other collects
  for (const auto& a : rec.actions) {
    if (a.kind != engine::Act::kCollect) continue;
    collected += a.amount;
    if (a.player == who) his += a.amount;
    own_line = own_line || (a.player == who && a.amount == t.pots.refund);
  }
  if (own_line_counts && own_line && collected > t.pots.refund) return t.pots.refund;
  // What the collects pay beyond the pots, out of his own collects.
  const engine::Chips beyond = std::min(collected - pots, his);
  return std::clamp(beyond, engine::Chips{0}, t.pots.refund);
}

}  // namespace

engine::Chips uncalled_in_collect(const replay::Trace& t) {
  if (t.record->states_returns) return engine::Chips{0};
  return held_in_collects(t, /*own_line_counts=*/true);
}

engine::Chips uncalled_beyond_pots(const replay::Trace& t) {
  // A collect that equals the uncalled bet is no return line here: a room
  // that writes its returns pays nothing on a line of its own.
  return t.record->states_returns ? held_in_collects(t, /*own_line_counts=*/false) : uncalled_in_collect(t);
}

}  // namespace validators

// missed-blind-not-posted: a cash player who sat out while the big blind
// passed his seat owes it; when he is dealt in again he posts it ("posts big
// blind", "posts small & big blinds") or waits until the big blind reaches
// him (WSOP-L 156-157; RRP missed blinds).
//
// "Passed his seat": in a hand where he is seated but not dealt in, his seat
// lies clockwise strictly between the small blind (the button when there is
// none) and the big blind, so the big blind went past him. The debt is
// carried from hand to hand while he stays seated. Tournament players are
// never skipped (they are blinded off in their absence), so tournaments are
// not followed. Under the simplified moving button a player who changes seat
// has his missed blinds written off (RULES.md R-BTN-2).
#include <algorithm>

#include "validators/seat_ring.h"
#include "validators/session_pair.h"

namespace validators {

namespace {

bool owes(const HandSnapshot& hand, std::string_view name) {
  return std::any_of(hand.owed.begin(), hand.owed.end(), [&](const HandSnapshot::Owed& o) { return o.name == name; });
}

}  // namespace

DebtStep step_debt(std::string_view name, int& seat, const HandSnapshot& later, const engine::Profile& profile) {
  const SnapshotSeat* now = later.find(name);
  if (now == nullptr) return DebtStep::kSettled;  // left the table
  if (now->seat != seat && profile.button_mode == engine::ButtonMode::kSimplifiedMoving) return DebtStep::kSettled;
  if (!now->dealt_in) {
    seat = now->seat;
    return DebtStep::kCarried;
  }
  if (now->posted_big_blind || now->seat == later.big_blind_seat) return DebtStep::kSettled;  // paid, or waited for it
  return DebtStep::kReported;
}

std::string missed_blind_message(std::string_view name, std::string_view missed_in, std::string_view hand_id) {
  return std::string(name) + " sat out when the big blind passed his seat in hand #" + std::string(missed_in) +
         " and is dealt in again in hand #" + std::string(hand_id) +
         " without posting it; a returning player posts his missed blinds or waits for the big blind";
}

engine::Finding missed_blind_finding(const SnapshotSeat& now, std::string_view missed_in, const HandSnapshot& later) {
  engine::Finding f;
  f.rule = engine::Rule::kMissedBlindNotPosted;
  f.pos = now.pos;
  f.player = now.name;
  f.message = missed_blind_message(now.name, missed_in, later.hand_id);
  f.expected = engine::FindingValue::words(
      "a big blind posted (or small & big blinds), or no hand until the big blind reaches him");
  f.actual = engine::FindingValue::words("dealt in without a post");
  return f;
}

void check_missed_blinds(const HandSnapshot& earlier, HandSnapshot& later, const engine::Profile& profile,
                         std::vector<engine::Finding>& out) {
  later.owed.clear();
  if (later.tournament) return;
  for (const HandSnapshot::Owed& debt : earlier.owed) {
    int seat = debt.seat;
    switch (step_debt(debt.name, seat, later, profile)) {
      case DebtStep::kCarried:
        later.owed.push_back({debt.name, seat, debt.missed_in});
        break;
      case DebtStep::kSettled:
        break;
      case DebtStep::kReported:
        out.push_back(missed_blind_finding(*later.find(debt.name), debt.missed_in, later));
        break;
    }
  }

  if (later.big_blind_seat == 0) return;
  const int from = later.small_blind_seat != 0 ? later.small_blind_seat : later.button_seat;
  for (const SnapshotSeat& s : later.seats) {
    if (s.dealt_in || owes(later, s.name)) continue;
    if (strictly_between(s.seat, from, later.big_blind_seat)) later.owed.push_back({s.name, s.seat, later.hand_id});
  }
}

}  // namespace validators

#include "validators/session_pair.h"

namespace validators {

namespace {

// The text of the later hand's line that `pos` points at, if it is one the
// snapshot kept (the table line or a seat line).
std::string excerpt_at(const HandSnapshot& hand, engine::SourcePos pos) {
  if (pos.line == 0) return {};
  if (pos.line == hand.button_pos.line) return std::string(hand.text_of(hand.button_line));
  for (const SnapshotSeat& s : hand.seats)
    if (s.pos.line == pos.line) return std::string(hand.text_of(s.line));
  return {};
}

}  // namespace

CrossHandFinding place_finding(engine::Finding f, const HandSnapshot& earlier, const HandSnapshot& later) {
  CrossHandFinding c;
  c.excerpt = excerpt_at(later, f.pos);
  c.finding = std::move(f);
  c.source = later.source;
  c.hand_id = later.hand_id;
  c.previous_source = earlier.source;
  c.previous_hand_id = earlier.hand_id;
  c.previous_pos = earlier.header_pos;
  return c;
}

PairVerdict compare_neighbours(const HandSnapshot& earlier, HandSnapshot& later, const engine::Profile& profile,
                               std::vector<CrossHandFinding>& out) {
  later.owed.clear();
  if (!earlier.comparable || !later.comparable) return {};

  const StackCheck stacks = check_stacks(earlier, later, profile);
  const ButtonCheck button = check_button(earlier, later, profile);
  std::vector<engine::Finding> found;

  // Every stack carried over: nothing was played in between, so a button
  // in the wrong place is the log's (or the room's) doing. Top-ups are
  // single players' doings; most of the table "topping up" at once is what
  // hands left out of the input look like (a day's gap between two files).
  const bool stacks_carry =
      stacks.findings.empty() && stacks.carried >= 2 && 2 * stacks.topped_up <= stacks.carried;
  if (button.verdict == ButtonVerdict::kBroken && stacks_carry) {
    engine::Finding f = button.finding;
    f.pos = later.button_pos;
    found.push_back(std::move(f));
  }
  // Blinds player by player, once the hands are known to be consecutive.
  if (stacks_carry || button.verdict == ButtonVerdict::kAsRequired) {
    check_big_blind_twice(earlier, later, found);
    check_new_players(earlier, later, found);
  }
  // The button moved one step: the hands are consecutive, so one stack that
  // does not carry over is an anomaly of its own. Several are what a whole
  // orbit left out of the input looks like.
  if (button.verdict == ButtonVerdict::kAsRequired) {
    if (stacks.findings.size() == 1) found.push_back(stacks.findings.front());
    check_missed_blinds(earlier, later, profile, found);
  }
  for (engine::Finding& f : found) out.push_back(place_finding(std::move(f), earlier, later));
  return {stacks_carry && button.verdict != ButtonVerdict::kUndetermined,
          button.verdict == ButtonVerdict::kAsRequired};
}

}  // namespace validators

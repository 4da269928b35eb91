#include "validators/session_pair.h"

namespace validators {

namespace {

// Hands left out between two neighbours, by what the log shows
// (docs/cross-hand.md, "Gaps"): the reason in words, or empty.
//   - a table whose hands are numbered one by one (PokerNow counts each
//     game's hands from 1) skips a number;
//   - two or more stacks changed (or most of the table "topped up") and the
//     button is not where the rule puts it: a hand played in between does
//     both, a log error rarely does;
//   - a player joined or left, another's stack grew, and the button is not
//     where the rule puts it: the growth, which a profile may excuse as a
//     top-up, may be what the newcomer or the leaver lost in a hand left
//     out (a heads-up table, say, where nobody else's stack tells);
//   - more than kGapSeconds between the hands, and anything a cross-hand
//     rule would report (`irregular`): hands left out whose losers left
//     (every stack carried), an orbit left out, or a table that stood
//     still. 99.7 % of the corpus's certainly consecutive pairs start within
//     3 minutes of each other.
constexpr std::int64_t kGapSeconds = 5 * 60;

std::string gap_reason(const HandSnapshot& earlier, const HandSnapshot& later, const StackCheck& stacks,
                       const ButtonCheck& button, bool stacks_carry, bool irregular) {
  if (later.table_is_file && earlier.number != 0 && later.number > earlier.number + 1)
    return "the table numbers its hands one by one and " + std::to_string(later.number - earlier.number - 1) +
           " numbers are missing";
  const std::string where = button.verdict == ButtonVerdict::kBroken
                                ? "the button and blinds are not where one hand would put them"
                                : "the button and blinds cannot be followed";
  const std::size_t changed = stacks.findings.size() + static_cast<std::size_t>(stacks.topped_up);
  if (button.verdict != ButtonVerdict::kAsRequired && !stacks_carry && changed >= 2)
    return std::to_string(changed) + " players' stacks changed between the hands and " + where;
  const auto carried = static_cast<std::size_t>(stacks.carried);
  const bool came_or_went = carried != later.seats.size() || carried != earlier.seats.size();
  if (button.verdict != ButtonVerdict::kAsRequired && stacks.topped_up > 0 && came_or_went)
    return std::string("a player joined or left the table and another's stack grew between the hands, and ") + where;
  const std::int64_t seconds = later.start_time - earlier.start_time;
  if (earlier.start_time != 0 && later.start_time != 0 && seconds > kGapSeconds && irregular)
    return std::to_string(seconds / 60) + " minutes passed between the hands, and " +
           (button.verdict == ButtonVerdict::kAsRequired ? std::string("the blinds or stacks do not follow") : where);
  return {};
}

engine::Finding gap_finding(const HandSnapshot& earlier, const HandSnapshot& later, const std::string& reason) {
  engine::Finding f;
  f.rule = engine::Rule::kSessionGap;
  f.pos = later.header_pos;
  f.message = "hands of this table are missing between #" + earlier.hand_id + " and #" + later.hand_id + ": " +
              reason + "; the button, the blinds, the stacks and missed blinds are not judged across the gap";
  f.expected = engine::FindingValue::words("hand #" + later.hand_id + " next after #" + earlier.hand_id);
  f.actual = engine::FindingValue::words("hands missing in between");
  return f;
}

// The findings of a pair, by the evidence rules of session_pair.h; writes
// later.owed (the missed-blind debts carried on).
std::vector<engine::Finding> judge_pair(const HandSnapshot& earlier, HandSnapshot& later, const engine::Profile& profile,
                                        const StackCheck& stacks, const ButtonCheck& button, bool stacks_carry) {
  std::vector<engine::Finding> found;
  // Every stack carried over: nothing was played in between, so a button
  // in the wrong place is the log's (or the room's) doing.
  if (button.verdict == ButtonVerdict::kBroken && stacks_carry) {
    engine::Finding f = button.finding;
    f.pos = later.button_pos;
    found.push_back(std::move(f));
  }
  // Blinds player by player, once the hands are known to be consecutive.
  if (stacks_carry || button.verdict == ButtonVerdict::kAsRequired) {
    check_big_blind_twice(earlier, later, profile, found);
    check_new_players(earlier, later, found);
  }
  // The button moved one step: the hands are consecutive, so one stack that
  // does not carry over is an anomaly of its own. Several are what a whole
  // orbit left out of the input looks like; so is one stack off while
  // another grew (a top-up the profile excuses may be the winner of a hand
  // left out).
  if (button.verdict == ButtonVerdict::kAsRequired) {
    if (stacks.findings.size() == 1 && stacks.topped_up == 0) found.push_back(stacks.findings.front());
    check_missed_blinds(earlier, later, profile, found);
  }
  return found;
}

}  // namespace

std::string excerpt_at(const HandSnapshot& hand, engine::SourcePos pos) {
  if (pos.line == 0) return {};
  if (pos.line == hand.button_pos.line) return std::string(hand.text_of(hand.button_line));
  for (const SnapshotSeat& s : hand.seats)
    if (s.pos.line == pos.line) return std::string(hand.text_of(s.line));
  return {};
}

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
  // Top-ups are single players' doings; most of the table "topping up" at
  // once is what hands left out of the input look like (a day's gap between
  // two files).
  const bool stacks_carry =
      stacks.findings.empty() && stacks.carried >= 2 && 2 * stacks.topped_up <= stacks.carried;
  std::vector<engine::Finding> found = judge_pair(earlier, later, profile, stacks, button, stacks_carry);
  if (const std::string gap = gap_reason(earlier, later, stacks, button, stacks_carry, !found.empty()); !gap.empty()) {
    later.owed.clear();  // the debts of missed blinds cannot be followed through hands not seen
    out.push_back(place_finding(gap_finding(earlier, later, gap), earlier, later));
    return {};
  }
  for (engine::Finding& f : found) out.push_back(place_finding(std::move(f), earlier, later));
  return {stacks_carry && button.verdict != ButtonVerdict::kUndetermined,
          button.verdict == ButtonVerdict::kAsRequired};
}

}  // namespace validators

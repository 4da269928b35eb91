// stack-continuity: a player's starting stack against where he ended the
// hand before (RULES.md R-BTN-7.3; WSOP-L 60).
//
// Expected start = the earlier hand's final stack (start - put in + returned
// + collected + cashed out) + the rebuys and add-ons the earlier hand logs.
// What is normal between hands depends on the game:
//   - tournament stacks are exact: any difference is reported, but
//   - cash stacks may grow by a top-up the site does not log (profile switch
//     top_ups_logged = false, PokerStars): only a stack that shrank is
//     reported, since chips never leave a cash table between hands but with
//     the player who takes them (he is then no longer seated);
//   - tournament stacks likewise by a rebuy or add-on the site does not log
//     (tournament_rebuys_logged = false, 888);
//   - a winner whose hand's rake the log leaves unstated, taken after his
//     collect (HandRecord::collects_before_rake), may start up to
//     SnapshotSeat::rake_after below it.
#include "engine/money_text.h"
#include "validators/session_pair.h"

namespace validators {

StackCheck check_stacks(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile) {
  StackCheck check;
  const bool growth_excused = later.tournament ? !profile.tournament_rebuys_logged : !profile.top_ups_logged;
  for (const SnapshotSeat& now : later.seats) {
    const SnapshotSeat* before = earlier.find(now.name);
    if (before == nullptr) continue;  // joined the table: nothing to carry
    ++check.carried;
    const engine::Chips expected = before->final_stack + before->added;
    if (now.start == expected) continue;
    if (now.start < expected && now.start >= expected - before->rake_after) continue;
    if (growth_excused && now.start > expected) {
      ++check.topped_up;
      continue;
    }

    const auto money = [&](engine::Chips c) { return engine::money_text(c, later.money_symbol); };
    engine::Finding f;
    f.rule = engine::Rule::kStackContinuity;
    f.pos = {now.pos.line, now.stack_column != 0 ? now.stack_column : now.pos.column};
    f.player = now.name;
    std::string ended = now.name + " ended hand #" + earlier.hand_id + " with " + money(before->final_stack);
    if (before->added.positive()) ended += " and received " + money(before->added) + " in rebuys or add-ons";
    if (before->rake_after.positive()) ended += " (less at most " + money(before->rake_after) + " of rake the log does not state)";
    f.message = ended + ", but starts hand #" + later.hand_id + " with " + money(now.start) + "; " +
                (now.start > expected ? "no top-up or rebuy is logged"
                                      : "chips do not leave a player's stack between hands");
    if (growth_excused)
      f.message += " (profile '" + std::string(profile.name) + "' excuses only unlogged " +
                   (later.tournament ? "rebuys)" : "top-ups)");
    f.expected = engine::FindingValue::money(expected, later.money_symbol);
    f.actual = engine::FindingValue::money(now.start, later.money_symbol);
    check.findings.push_back(std::move(f));
  }
  return check;
}

}  // namespace validators

// The cross-hand audits of two neighbouring hands of one table session
// (FINDINGS.md: button-movement, stack-continuity, missed-blind-not-posted).
//
// "Neighbours" means next to each other in hand-number order among the hands
// given; it does not mean nothing was played in between: a log can leave
// hands out. Each audit is therefore made only when the other evidence says
// the hands were consecutive (docs/cross-hand.md):
//
//   - button-movement is judged only when every player's stack carries over
//     from the earlier hand (no unexplained change, and at most half of the
//     players topped up where the profile excuses top-ups): a hand played in
//     between would have moved chips;
//   - stack-continuity is judged only when the button and blinds moved
//     exactly as the rule requires, and only one player's stack is off: a
//     hand left out moves the button too, and a whole orbit left out (which
//     puts the button back in place) changes many stacks, not one;
//   - missed-blind-not-posted follows players who sat out through the big
//     blind, from pair to pair, while the button moves as required.
//
// When both signals fail the hands are taken for non-neighbours and nothing
// is reported: a button skip and a stack jump in the same pair look exactly
// like a hand missing from the input.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/profile.h"
#include "validators/hand_snapshot.h"

namespace validators {

// A finding about the later of two hands, with what the reports need to
// place it: both hands' files and ids, and the line it points at.
struct CrossHandFinding {
  engine::Finding finding;        // pos: in `source`, the later hand's file
  std::string source;
  std::string hand_id;            // the later hand
  std::string previous_source;
  std::string previous_hand_id;
  engine::SourcePos previous_pos;  // the earlier hand's header
  std::string excerpt;            // the source line at finding.pos.line, for quoting
};

// The verdict of the button rule on a pair.
enum class ButtonVerdict : std::uint8_t {
  kAsRequired,    // button and blinds where the rule puts them
  kBroken,        // somewhere else: `out` holds what was expected
  kUndetermined,  // the rule cannot tell (too few players, no blind posted, ...)
};

struct ButtonCheck {
  ButtonVerdict verdict = ButtonVerdict::kUndetermined;
  engine::Finding finding;  // kBroken: the button-movement finding, unplaced
};

// button_movement.cpp: where the rule of `profile` puts the button and blinds
// of `later`, against where they are.
ButtonCheck check_button(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile);

// stack_continuity.cpp: the stack-continuity findings of the players whose
// starting stack in `later` differs from their final stack in `earlier` (plus
// logged rebuys) in a way the profile does not excuse. `carried` counts the
// players seated in both hands, `topped_up` those whose stack grew in a way
// the profile excuses (an unlogged cash top-up).
struct StackCheck {
  std::vector<engine::Finding> findings;
  int carried = 0;
  int topped_up = 0;
};
StackCheck check_stacks(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile);

// missed_blinds.cpp: carries the players who owe a big blind from `earlier`
// into `later.owed`, and reports those dealt in without posting it.
void check_missed_blinds(const HandSnapshot& earlier, HandSnapshot& later, const engine::Profile& profile,
                         std::vector<engine::Finding>& out);

// What becomes of a missed big blind owed by `name`, sitting at `seat` in the
// hand before, in `later` (check_missed_blinds, for a pair whose button moved
// as required): still owed (`seat` set to his seat in `later`), paid or
// written off, or reported.
enum class DebtStep : std::uint8_t { kCarried, kSettled, kReported };
DebtStep step_debt(std::string_view name, int& seat, const HandSnapshot& later, const engine::Profile& profile);
// The missed-blind-not-posted finding of `now`, a seat of `later`, for the
// big blind missed in hand `missed_in`; its message alone names that hand.
engine::Finding missed_blind_finding(const SnapshotSeat& now, std::string_view missed_in, const HandSnapshot& later);
std::string missed_blind_message(std::string_view name, std::string_view missed_in, std::string_view hand_id);

// new_player_blinds.cpp: the same player on the big blind in both hands
// (big-blind-twice-or-skipped); a new player dealt in free between the
// button and the small blind (dealt-in-between-sb-and-button).
void check_big_blind_twice(const HandSnapshot& earlier, const HandSnapshot& later, const engine::Profile& profile,
                           std::vector<engine::Finding>& out);
void check_new_players(const HandSnapshot& earlier, const HandSnapshot& later, std::vector<engine::Finding>& out);

// Which audits a pair was fit for (the evidence rules above).
struct PairVerdict {
  bool button_judged = false;  // stacks carried over: the button rule was applied
  bool stacks_judged = false;  // the button moved as required: stacks were compared
};

// All three audits of a neighbouring pair, with the evidence rules above.
// Writes later.owed (the missed-blind state it carries on).
PairVerdict compare_neighbours(const HandSnapshot& earlier, HandSnapshot& later, const engine::Profile& profile,
                               std::vector<CrossHandFinding>& out);

// The text of `hand`'s line that `pos` points at, if it is one the snapshot
// kept (the table line or a seat line); empty otherwise.
std::string excerpt_at(const HandSnapshot& hand, engine::SourcePos pos);

// `f`, about `later`, placed: both hands' files and ids, the line quoted.
CrossHandFinding place_finding(engine::Finding f, const HandSnapshot& earlier, const HandSnapshot& later);

// "seat 3 (Bob)", "seat 3" when empty: how the messages name a seat.
std::string seat_text(const HandSnapshot& hand, int seat);

}  // namespace validators

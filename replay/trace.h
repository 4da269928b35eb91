// Trace: the engine's verdict on a hand, beside what the log claimed.
//
// replay() feeds a HandRecord action by action into engine::HandState and
// records, for every betting action, what was legal before it and what it
// broke; then it builds the pots the rules give. It judges nothing about the
// log's own sums and awards: validators/ compare those with the trace.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/betting.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/pots.h"
#include "replay/pot_award.h"
#include "engine/profile.h"

namespace replay {

// One player's chips at a moment of the hand; amounts in centi-units.
struct SeatSnapshot {
  engine::Chips stack{0};        // behind, not yet put in
  engine::Chips street_bet{0};   // in front: live chips put in on this street
  engine::Chips contributed{0};  // live chips + antes over the whole hand
  engine::Chips dead{0};         // dead blinds
  bool in_hand = false;
  bool folded = false;
  bool all_in = false;
};

// The table right after an action, as the engine has it (replay command).
struct Snapshot {
  engine::Street street = engine::Street::kPreflop;
  std::vector<SeatSnapshot> seats;  // in HandRecord::players order
  engine::Chips pot{0};             // every chip in the middle, this street's bets included
  engine::Legal next;               // who is due next and what he may do (actor -1: nobody)
  bool round_complete = false;      // this street's betting is over
};

struct Step {
  std::size_t action = 0;      // index into HandRecord::actions
  engine::Legal legal;         // before the action
  engine::Violations violations;
  int live_after = 0;          // players not folded once the action is committed
};

struct Trace {
  const engine::HandRecord* record = nullptr;
  engine::GameDef game;        // the header's game, with blinds read from the posts
  const engine::Profile* profile = nullptr;
  std::vector<Step> steps;
  // With replay_hand's `snapshots` only: after[k] is the table once steps[k]
  // is committed. Apart from Step, so that an audit's steps stay small.
  std::vector<Snapshot> after;
  std::vector<engine::Finding> findings;   // forced bets and round flow, found while replaying
  std::vector<engine::PlayerState> players;  // after the last action
  std::vector<engine::Chips> starting_stacks;
  engine::PotBuild pots;       // refund and layers per RULES.md R-POT-2/3
  // Per pot of `pots`: its showdown, and what the rules pay from it as built
  // (nullopt: nobody contests it, or a contender's hand is not known). The
  // one place the winners are worked out: validators, converters and the
  // replay command read them here (replay/awards.h).
  std::vector<PotShowdown> showdowns;
  std::vector<std::optional<PotAward>> awards;
  std::vector<int> odd_chip_order;  // button_order(*record) once a pot is contested, else empty
  engine::Chips dead{0};
  // Antes (R-ANTE-1), where two or more players ante: the most one put in,
  // and the players dealt in who put in none though a blind left them chips
  // (validators' missing antes report them; the pots then hold every ante
  // as dead money, gather_pots).
  engine::Chips ante_level{0};
  engine::PlayerMask antes_missing = 0;
  int small_blind_player = -1;
  int big_blind_player = -1;
};

// `profile` must outlive the trace; so must `record`. `snapshots`: fill
// Step::after (the replay command's table after every action); audits do
// without, it costs an allocation per action.
Trace replay_hand(const engine::HandRecord& record, const engine::Profile& profile, bool snapshots = false);
// The same into `out`, whose lists keep their capacity: a worker replaying
// hand after hand allocates nothing for them once warm.
void replay_hand(const engine::HandRecord& record, const engine::Profile& profile, Trace& out,
                 bool snapshots = false);

// Players in odd-chip order: clockwise from the first seat left of the button
// (the button seat itself last), RULES.md R-OC-3.
std::vector<int> button_order(const engine::HandRecord& record);
// The same into `order`, whose capacity is kept.
void button_order_into(const engine::HandRecord& record, std::vector<int>& order);

}  // namespace replay

// How the hand ran as a whole: cards dealt after it was over, pot layers
// nobody can claim, and boards run twice where the rules allow one.
#include <string>

#include "engine/money_text.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Rule;
using engine::Street;

engine::Finding make(Rule rule, engine::SourcePos pos, std::string message) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.message = std::move(message);
  return f;
}

// The action that left one player in the hand; nullptr if none did.
const engine::ActionRecord* hand_over_action(const replay::Trace& t) {
  for (const auto& step : t.steps)
    if (step.live_after == 1) return &t.record->actions[step.action];
  return nullptr;
}

// A board card or street dealt after everyone but one player folded
// (FINDINGS.md cards-after-hand-ended): a street later than the one that
// action was on. (By street, not by line: a PokerNow log is written newest
// row first.)
void cards_after_end(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const engine::ActionRecord* over = hand_over_action(t);
  if (over == nullptr) return;
  for (auto s : {Street::kFlop, Street::kTurn, Street::kRiver, Street::kSeventh}) {
    const auto pos = rec.street_pos[static_cast<std::size_t>(s)];
    if (pos.line == 0 || s <= over->street) continue;
    out.push_back(make(Rule::kCardsAfterHandEnded, pos,
                       "the " + std::string(engine::street_id(s, rec.game.variant)) + " is dealt after line " +
                           std::to_string(over->pos.line) + " left a single player in the hand"));
    return;  // one report: every later street follows from the first
  }
}

// A pot layer whose every contributor folded (FINDINGS.md
// unclaimable-pot-layer): nobody is eligible; say who the log paid.
void unclaimable_layers(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const engine::SourcePos where = rec.stated.pos.line ? rec.stated.pos : rec.end_pos;
  for (std::size_t k = 0; k < t.pots.pots.size(); ++k) {
    const auto& pot = t.pots.pots[k];
    if (pot.eligible != 0 || !pot.amount.positive()) continue;
    std::string paid;
    for (const auto& a : rec.actions)
      if (a.kind == engine::Act::kCollect && a.pot == static_cast<int>(k))
        paid += (paid.empty() ? "" : ", ") + std::string(rec.players[static_cast<std::size_t>(a.player)].name);
    out.push_back(make(Rule::kUnclaimablePotLayer, where,
                       (k == 0 ? std::string("the main pot") : "side pot " + std::to_string(k)) + " of " +
                           engine::money_text(pot.amount, rec) + " has no eligible player: everyone who paid into it folded; " +
                           (paid.empty() ? std::string("the log pays it to nobody") : "the log pays it to " + paid)));
  }
}

// Run it twice or three times (R-RIT): cash games only, and only once no
// more betting can happen (every live player but at most one is all-in).
// Split Hold'em deals two boards by design.
void several_runs(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  if (rec.runs < 2 || rec.game.variant == engine::Variant::kSplitHoldem) return;
  const std::string times = rec.runs == 2 ? "twice" : "three times";
  const engine::SourcePos where = rec.summary_board_pos.line ? rec.summary_board_pos : rec.end_pos;
  if (rec.game.tournament) {
    out.push_back(make(Rule::kRunItTwiceInvalid, where, "the board is run " + times + " in a tournament hand; running the board more than once is for cash games"));
    return;
  }
  int can_bet = 0;
  for (const auto& p : t.players) can_bet += p.in_hand && !p.folded && !p.all_in ? 1 : 0;
  if (can_bet > 1)
    out.push_back(make(Rule::kRunItTwiceInvalid, where,
                       "the board is run " + times + " while " + std::to_string(can_bet) + " players still have chips to bet: it may only be run " +
                           times + " once the betting is over (an all-in)"));
}

}  // namespace

void hand_flow_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  cards_after_end(t, out);
  unclaimable_layers(t, out);
  several_runs(t, out);
}

}  // namespace validators

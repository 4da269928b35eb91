// tournament-continuity: the chips in play across all the tables of a
// tournament (validators/tournament_levels.h; docs/cross-hand.md, "A
// tournament's tables together").
//
// At every second a hand starts, the chips of the players still in (each
// with the stack he starts the hand he is in, or, between tables, what he
// ended his last hand with; a busted player none) make the entrants'
// starting stacks plus the rebuys and add-ons logged. Followed from the
// stints: within a stay at a table the table's own hands carry his chips
// (stack-continuity judges each pair of them), so the total changes only
// where a stay begins: by what he brings against what he held, the starting
// stack for an entrant's first stay, his last hand's end for a later one.
// Every stay beginning in one second is taken together, so that hands of
// the same second at different tables are never ordered against each other.
//
// Sound only where the hands cover every table from its start: judged only
// when
//   - a summary of the tournament states its entrants (all its summaries
//     alike), the site logs its rebuys, and a starting stack is known;
//   - the players seated in the tables' first hands that seat every player
//     with the starting stack (the tournament's opening hands) are exactly
//     that many (a player's own history holds his first table's opening
//     hand alone: nothing is judged there);
//   - the hands name at most one hero (not several players' histories put
//     together);
//   - every stay's first and last hands were replayed, every stay holds
//     every hand of its table from its first to its last (he never leaves
//     and comes back), and no player's stays overlap in time (two tables at
//     once is reported above).
// One finding for the first second chips appear, one for the first second
// they vanish, each at the seat line of the first player whose arrival
// makes that change, naming the hand he brought his chips from.
#include <algorithm>
#include <optional>
#include <set>

#include "engine/money_text.h"
#include "validators/tournament_levels.h"

namespace validators {

namespace {

// A stay's beginning: its first hand (by place in time order), the chips
// that come into play there beyond what the player held, and whence.
struct Arrival {
  std::uint32_t at = 0;
  engine::Chips jump{0};   // his stack there less what he held
  engine::Chips entry{0};  // the starting stack of a re-entry, else 0
  engine::Chips held{0};
  std::optional<std::uint32_t> from;  // the hand he held it from; none for a first stay
  bool entrant = false;
  const std::string* name = nullptr;
  // His seat in its first hand: the stack, where, and the line.
  engine::Chips start{0};
  engine::SourcePos pos;
  const std::string* line = nullptr;
};

}  // namespace

void TournamentLevels::judge_chips(const Tournament& t, const std::vector<std::uint32_t>& rank,
                                   const std::vector<std::vector<std::uint32_t>>& of_table, engine::Chips starting,
                                   Placed& out) {
  if (t.rebuys_unlogged || t.heroes_differ || !starting.positive() || t.hands.empty()) return;
  std::optional<std::uint64_t> entrants;
  for (const auto& summary : t.summaries) {
    if (!summary.first->entrants) continue;
    if (entrants && *entrants != *summary.first->entrants) return;
    entrants = summary.first->entrants;
  }
  if (!entrants) return;
  const Hands& hands = t.hands;
  const auto at_of = [&](const SeatAt& s) { return rank[s.hand]; };

  // The opening hands: a table's first hand, every player in it with the
  // starting stack. Their players are the entrants.
  std::vector<bool> opening(of_table.size());
  for (std::size_t table = 0; table < of_table.size(); ++table) opening[table] = !of_table[table].empty();
  const auto is_tables_first = [&](const Stint& s) { return at_of(s.first) == of_table[s.table].front(); };
  for (const auto& entry : t.players)
    for (const Stint& s : entry.second)
      if (is_tables_first(s) && (!s.first.stacks_known || s.first.start != starting)) opening[s.table] = false;
  std::set<const std::string*> seated;
  for (const auto& entry : t.players)
    for (const Stint& s : entry.second)
      if (opening[s.table] && is_tables_first(s)) seated.insert(&entry.first);
  if (seated.size() != *entrants) return;

  std::vector<Arrival> arrivals;
  for (const auto& entry : t.players) {
    std::vector<const Stint*> stays;
    for (const Stint& s : entry.second) stays.push_back(&s);
    std::sort(stays.begin(), stays.end(),
              [&](const Stint* a, const Stint* b) { return at_of(a->first) < at_of(b->first); });
    const Stint* before = nullptr;
    for (const Stint* s : stays) {
      const std::vector<std::uint32_t>& table = of_table[s->table];
      const auto held_hands = std::upper_bound(table.begin(), table.end(), at_of(s->last)) -
                              std::lower_bound(table.begin(), table.end(), at_of(s->first));
      if (!s->first.stacks_known || !s->last.stacks_known || held_hands != static_cast<std::ptrdiff_t>(s->hands) ||
          (before != nullptr && at_of(before->last) >= at_of(s->first)))
        return;  // a stay the stints cannot follow
      Arrival a;
      a.at = at_of(s->first);
      a.name = &entry.first;
      a.start = s->first.start;
      a.pos = s->first.pos;
      a.line = &s->first.line;
      if (before == nullptr) {
        a.entrant = seated.count(&entry.first) != 0;
        a.held = a.entrant ? starting : engine::Chips{0};
      } else {
        a.held = before->last.end;
        a.from = at_of(before->last);
        if (before->last.busted() && s->first.start == starting) a.entry = starting;  // a re-entry
      }
      a.jump = s->first.start - a.held - a.entry;
      arrivals.push_back(a);
      before = s;
    }
  }
  // In time order; the arrivals of one hand by name, as the players are kept.
  std::stable_sort(arrivals.begin(), arrivals.end(), [](const Arrival& a, const Arrival& b) { return a.at < b.at; });

  // The rebuys and add-ons logged, in time order; a hand given again once.
  std::vector<std::pair<std::uint32_t, engine::Chips>> rebuys;
  for (const auto& [hand, added] : t.rebuys) {
    const std::uint32_t r = rank[hand];
    const bool copy = r > 0 && hands[r].number == hands[r - 1].number && hands[r].time == hands[r - 1].time &&
                      hands[r].table == hands[r - 1].table;
    if (!copy) rebuys.emplace_back(r, added);
  }
  std::sort(rebuys.begin(), rebuys.end());

  const auto money = [&](engine::Chips c) { return engine::money_text(c, t.money_symbol); };
  const auto table_name = [&](std::uint32_t table) { return "table '" + t.tables[table] + "'"; };
  engine::Chips entries = starting * static_cast<std::int64_t>(*entrants);  // entrants and re-entries
  engine::Chips rebought{0};    // logged in hands begun at an earlier second
  engine::Chips difference{0};  // in play less expected
  std::size_t next_rebuy = 0;
  bool appeared = false;
  bool vanished = false;
  for (std::size_t i = 0; i < arrivals.size() && !(appeared && vanished);) {
    const std::int64_t second = hands[arrivals[i].at].time;
    for (; next_rebuy < rebuys.size() && hands[rebuys[next_rebuy].first].time < second; ++next_rebuy)
      rebought += rebuys[next_rebuy].second;
    const std::size_t from = i;
    engine::Chips step{0};
    for (; i < arrivals.size() && hands[arrivals[i].at].time == second; ++i) {
      step += arrivals[i].jump;
      entries += arrivals[i].entry;
    }
    difference += step;
    if (step.is_zero() || (step.positive() ? appeared : vanished)) continue;
    (step.positive() ? appeared : vanished) = true;
    // The first arrival of the second that moves the total the way it went.
    const Arrival& a = *std::find_if(
        arrivals.begin() + static_cast<std::ptrdiff_t>(from), arrivals.begin() + static_cast<std::ptrdiff_t>(i),
        [&](const Arrival& x) { return step.positive() ? x.jump.positive() : (-x.jump).positive(); });
    const engine::Chips expected = entries + rebought;
    const engine::Chips in_play = expected + difference;
    const Hand& h = hands[a.at];
    std::string whence;
    if (a.from)
      whence = ", having ended hand #" + id_of(t, hands[*a.from]) + " at " + table_name(hands[*a.from].table) + " with " +
               (a.held.is_zero() ? std::string("nothing") : money(a.held));
    else if (a.entrant)
      whence = ", the first hand that seats " + *a.name + ", where the starting stack is " + money(starting);
    else
      whence = ", the first hand that seats " + *a.name + ", who sits in no opening hand: no entrant";
    const engine::Chips off = step.positive() ? step : -step;
    const engine::Chips all = difference.positive() ? difference : -difference;
    std::string message = "the chips in play at the tournament's tables come to " + money(in_play) + " when hand #" +
                          id_of(t, h) + " starts at " + table_name(h.table) + ", but its " + std::to_string(*entrants) +
                          " entrants' starting stacks of " + money(starting) + " and the rebuys and add-ons logged, " +
                          money(rebought) + ", make " + money(expected) + ": " + money(off) +
                          (step.positive() ? " appear" : " vanish") + " as " + *a.name + " starts there with " +
                          money(a.start) + whence;
    if (difference.is_zero())
      message += " (none off in all)";
    else if (difference != step)
      message += " (" + money(all) + (difference.positive() ? " more" : " fewer") + " in all)";
    CrossHandFinding c;
    c.finding.rule = engine::Rule::kTournamentContinuity;
    c.finding.pos = a.pos;
    c.finding.player = *a.name;
    c.finding.message = std::move(message);
    c.finding.expected = engine::FindingValue::money(expected, t.money_symbol);
    c.finding.actual = engine::FindingValue::money(in_play, t.money_symbol);
    name_hand(c, t, h);
    name_previous(c, t, hands[a.from.value_or(0)]);
    c.excerpt = *a.line;
    out.emplace_back(a.at, std::move(c));
  }
}

}  // namespace validators

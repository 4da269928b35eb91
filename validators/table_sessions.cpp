#include "validators/table_sessions.h"

#include <algorithm>
#include <iterator>
#include <tuple>

namespace validators {

void TableSessions::add(HandSnapshot hand) {
  if (hand.fast_fold || hand.table.empty() || hand.number == 0) return;
  Table& table = tables_[Key{hand.site, hand.table, hand.tournament_id}];
  const std::uint64_t n = hand.number;

  const auto at = std::lower_bound(table.seen.begin(), table.seen.end(), n);
  if (at != table.seen.end() && *at == n) return;  // the same hand again (a copied file)
  table.seen.insert(at, n);

  auto right = table.runs.upper_bound(n);
  auto left = right == table.runs.begin() ? table.runs.end() : std::prev(right);
  if (left != table.runs.end() && left->second.last.number > n) {
    void_pair_around(table, n);
    return;
  }
  if (left != table.runs.end()) {
    judge(table, left->second.last, hand);
    left->second.last = std::move(hand);
  } else {
    left = table.runs.emplace(n, Run{hand, hand}).first;
  }
  if (right != table.runs.end()) {
    Run& next = right->second;
    judge(table, left->second.last, next.first);
    if (next.last.number == next.first.number) next.last = next.first;  // a single hand: keep what the pair taught
    left->second.last = std::move(next.last);
    table.runs.erase(right);
  }
}

void TableSessions::judge(Table& table, const HandSnapshot& earlier, HandSnapshot& later) const {
  if (earlier.start_time != 0 && later.start_time != 0 && earlier.start_time > later.start_time)
    table.unordered = true;
  const std::string_view name = profile_name_.empty() ? std::string_view("pokerstars") : profile_name_;
  const engine::Profile* profile = engine::find_profile(name, later.tournament);
  if (profile == nullptr) profile = engine::find_profile("pokerstars", later.tournament);
  std::vector<CrossHandFinding> found;
  compare_neighbours(earlier, later, *profile, found);
  for (CrossHandFinding& f : found) table.pending.push_back({earlier.number, later.number, std::move(f)});
}

// `number` arrived between two hands already judged as neighbours: they were
// not, so their findings go. The missed-blind debts carried through that
// pair were followed across a gap, so later missed-blind findings go too.
void TableSessions::void_pair_around(Table& table, std::uint64_t number) {
  std::erase_if(table.pending, [&](const Pending& p) {
    const bool spanned = p.previous < number && number < p.next;
    const bool carried = p.next > number && p.finding.finding.rule == engine::Rule::kMissedBlindNotPosted;
    return spanned || carried;
  });
}

std::vector<TableFindings> TableSessions::finish() const {
  std::vector<TableFindings> result;
  for (const auto& [key, table] : tables_) {
    if (table.unordered || table.pending.empty()) continue;
    std::vector<const Pending*> order;
    for (const Pending& p : table.pending) order.push_back(&p);
    std::sort(order.begin(), order.end(), [](const Pending* a, const Pending* b) {
      const engine::Finding& x = a->finding.finding;
      const engine::Finding& y = b->finding.finding;
      return std::tie(a->next, x.pos.line, x.pos.column, x.rule, x.player) <
             std::tie(b->next, y.pos.line, y.pos.column, y.rule, y.player);
    });
    TableFindings t{key.site, key.table, key.tournament_id, {}};
    for (const Pending* p : order) t.findings.push_back(p->finding);
    result.push_back(std::move(t));
  }
  return result;
}

std::size_t TableSessions::unordered_tables() const {
  return static_cast<std::size_t>(
      std::count_if(tables_.begin(), tables_.end(), [](const auto& kv) { return kv.second.unordered; }));
}

}  // namespace validators

#include "validators/table_sessions.h"

#include "engine/profile_choice.h"

#include <algorithm>
#include <iterator>
#include <tuple>
#include <utility>

namespace validators {

void TableSessions::add(HandSnapshot&& hand) {
  if (hand.table_is_file) hand.table = hand.source;
  const bool in_table = !hand.copies_only && !hand.fast_fold && !hand.table.empty() && hand.number != 0;
  // A copy in another file is another table when the file is the table:
  // such hands are compared room-wide too, and only there.
  const bool room_wide = hand.copy_key != 0 && (!in_table || hand.table_is_file);
  if (room_wide) add_room_copy(hand);
  if (!in_table) return;
  Table& table = tables_[Key{hand.site, hand.table, hand.tournament_id}];
  const std::uint64_t n = hand.number;

  const HandNumberSet::Mark mark{hand.copy.digest, source_index(table, hand.source), hand.header_pos.line};
  if (!table.seen.insert(n, mark)) {
    ++stats_.duplicates;  // the same hand again (a copied file)
    if (!room_wide) check_copy(table, table.seen.find(n), hand, n);
    return;
  }
  if (!room_wide) remember(table, hand, n);

  // The run just below `n`, if any. Runs never overlap, so when `n` is not
  // inside it (nor between it and the run linked to it), its last hand is
  // the hand before `n` among those given.
  auto right = table.runs.upper_bound(n);
  auto left = right == table.runs.begin() ? table.runs.end() : std::prev(right);
  const bool seam = right != table.runs.end() && right->second.linked;
  if (left != table.runs.end() && (left->second.last.number > n || seam)) {
    ++stats_.voided;
    void_pair_around(table, n);
    return;
  }
  if (left != table.runs.end() && keep_seams_ && hand.source != left->second.last.source) {
    judge(table, left->second.last, hand);
    table.runs.emplace(n, Run{hand, hand, ghosts_of(hand), true});
  } else if (left != table.runs.end()) {
    // The usual case, hands in order: judge at once and keep only the last.
    judge(table, left->second.last, hand, &left->second);
    std::swap(left->second.last, hand);
  } else {
    table.runs.emplace(n, Run{hand, hand, ghosts_of(hand)});
  }
  // A run starting just above `n` is joined by finish(): hands may still
  // come that belong between them.
}

void TableSessions::judge(Table& table, const HandSnapshot& earlier, HandSnapshot& later, Run* run) {
  if (earlier.start_time != 0 && later.start_time != 0 && earlier.start_time > later.start_time)
    table.unordered = true;
  // finish() drops every finding of an unordered table: none is judged or
  // kept from then on, so that its findings do not pile up till the end.
  if (table.unordered) {
    std::vector<Pending>().swap(table.pending);
    return;
  }
  // The site's own profile unless one was asked for, as each hand is replayed.
  const engine::Profile& profile = profile_.for_hand("", later.site, later.tournament);
  std::vector<CrossHandFinding> found;
  const PairVerdict verdict = compare_neighbours(earlier, later, profile, found);
  ++stats_.pairs;
  stats_.button_judged += verdict.button_judged ? 1 : 0;
  stats_.stacks_judged += verdict.stacks_judged ? 1 : 0;
  for (CrossHandFinding& f : found) table.pending.push_back({earlier.number, later.number, std::move(f)});
  // Missed blinds are followed where the button moved as required.
  if (run != nullptr) follow_ghosts(*run, earlier, later, verdict.stacks_judged && !later.tournament, profile);
}

std::vector<TableSessions::Ghost> TableSessions::ghosts_of(const HandSnapshot& first) {
  std::vector<Ghost> ghosts;
  if (first.tournament) return ghosts;
  for (const SnapshotSeat& s : first.seats)
    if (!s.dealt_in) ghosts.push_back({s.name, s.seat, 0, std::nullopt});
  return ghosts;
}

void TableSessions::follow_ghosts(Run& run, const HandSnapshot& earlier, const HandSnapshot& later, bool followed,
                                  const engine::Profile& profile) {
  for (Ghost& ghost : run.ghosts) {
    if (ghost.ended != 0) continue;
    const DebtStep step = followed ? step_debt(ghost.name, ghost.seat, later, profile) : DebtStep::kSettled;
    if (step == DebtStep::kCarried) continue;
    ghost.ended = later.number;
    if (step == DebtStep::kReported)
      ghost.report = Pending{earlier.number, later.number,
                             place_finding(missed_blind_finding(*later.find(ghost.name), "", later), earlier, later)};
  }
}

// `number` arrived between two hands already judged as neighbours: they were
// not, so their findings go. The missed-blind debts carried through that
// pair were followed across a gap, so later missed-blind findings go too.
void TableSessions::void_pair_around(Table& table, std::uint64_t number) {
  const auto voided = [&](const Pending& p) {
    const bool spanned = p.previous < number && number < p.next;
    const bool carried = p.next > number && p.finding.finding.rule == engine::Rule::kMissedBlindNotPosted;
    return spanned || carried;
  };
  std::erase_if(table.pending, voided);
  for (auto& [first, run] : table.runs)
    for (Ghost& ghost : run.ghosts)
      if (ghost.report && voided(*ghost.report)) ghost.report.reset();
}

std::vector<TableFindings> TableSessions::finish() {
  std::deque<Recent>().swap(recent_);
  // Each table's own findings, then the room-wide copies' of hands named
  // with it, by the table the later copy names.
  struct Found {
    std::vector<const Pending*> own;
    std::vector<const Pending*> room_wide;
  };
  std::map<Key, Found> found;
  for (auto& [key, table] : tables_) {
    // Join the runs (each file's stretch of the table, say) end to start.
    for (auto run = table.runs.begin(); run != table.runs.end(); ++run) {
      const auto next = std::next(run);
      if (next == table.runs.end()) break;
      if (!next->second.linked) judge(table, run->second.last, next->second.first);
    }
    table.runs.clear();
    if (table.unordered) std::vector<Pending>().swap(table.pending);
    if (table.pending.empty() && table.copies.empty()) continue;
    std::vector<const Pending*>& own = found[key].own;
    for (const Pending& p : table.pending) own.push_back(&p);
    for (const CopyConflict& c : table.copies) own.push_back(&c.found);
  }
  for (const auto& [key, room] : rooms_)
    for (const CopyConflict& c : room.copies)
      found[Key{key.site, c.table, key.tournament_id}].room_wide.push_back(&c.found);
  std::vector<TableFindings> result;
  for (auto& [key, lists] : found) {
    // A table's by hand number; room-wide copies (whose numbers may be
    // hashes) by where the later copy is.
    std::sort(lists.own.begin(), lists.own.end(), [](const Pending* a, const Pending* b) {
      const engine::Finding& x = a->finding.finding;
      const engine::Finding& y = b->finding.finding;
      return std::tie(a->next, x.pos.line, x.pos.column, x.rule, x.player) <
             std::tie(b->next, y.pos.line, y.pos.column, y.rule, y.player);
    });
    std::sort(lists.room_wide.begin(), lists.room_wide.end(), [](const Pending* a, const Pending* b) {
      const CrossHandFinding& x = a->finding;
      const CrossHandFinding& y = b->finding;
      return std::tie(x.source, x.finding.pos.line, x.finding.pos.column, a->next) <
             std::tie(y.source, y.finding.pos.line, y.finding.pos.column, b->next);
    });
    TableFindings t{key.site, key.table, key.tournament_id, {}, {}, {}, false};
    for (const Pending* p : lists.own) t.findings.push_back(p->finding);
    for (const Pending* p : lists.room_wide) t.findings.push_back(p->finding);
    result.push_back(std::move(t));
  }
  return result;
}

std::size_t TableSessions::unordered_tables() const {
  return static_cast<std::size_t>(
      std::count_if(tables_.begin(), tables_.end(), [](const auto& kv) { return kv.second.unordered; }));
}

}  // namespace validators

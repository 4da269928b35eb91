// TableSessions::merge: another state's tables taken in as if its hands had
// been given after ours (validators/table_sessions.h).
#include <algorithm>
#include <iterator>
#include <utility>

#include "validators/table_sessions.h"

namespace validators {

namespace {

// A table's hand numbers, ascending, for the lookups of one merge.
struct Numbers {
  std::vector<std::uint64_t> members;

  explicit Numbers(const HandNumberSet& set) {
    members.reserve(set.size());
    set.for_each([&](std::uint64_t n) { members.push_back(n); });
  }
  bool has(std::uint64_t n) const { return std::binary_search(members.begin(), members.end(), n); }
  // A member strictly between `low` and `high`.
  bool any_between(std::uint64_t low, std::uint64_t high) const {
    const auto above = std::upper_bound(members.begin(), members.end(), low);
    return above != members.end() && *above < high;
  }
};

// The run whose span holds `n` (first <= n), or runs.end().
template <typename Runs>
auto run_of(Runs& runs, std::uint64_t n) {
  auto right = runs.upper_bound(n);
  return right == runs.begin() ? runs.end() : std::prev(right);
}

// The first run of the stretch of linked runs (Run::linked) that `run` is in.
template <typename Runs, typename It>
It stretch_start(Runs& runs, It run) {
  if (run == runs.end()) return run;
  while (run != runs.begin() && run->second.linked) --run;
  return run;
}

// `n`, not a hand given, lies inside a run or between two linked ones:
// add() would void the pair around it.
template <typename Runs>
bool inside_run(Runs& runs, std::uint64_t n) {
  const auto run = run_of(runs, n);
  if (run == runs.end() || n <= run->first) return false;
  if (n < run->second.last.number) return true;
  const auto next = std::next(run);
  return next != runs.end() && next->second.linked;
}

// Their entries (tables, rooms) into ours: a key only they hold moved in,
// one both hold merged by `merge_one(ours, theirs)`.
template <typename Map, typename Merge>
void take_in(Map& ours, Map&& theirs, Merge merge_one) {
  for (auto& [key, entry] : theirs) {
    const auto held = ours.find(key);
    if (held == ours.end()) {
      ours.emplace(key, std::move(entry));
    } else {
      merge_one(held->second, std::move(entry));
    }
  }
  theirs.clear();
}

}  // namespace

std::optional<std::string> TableSessions::merge(TableSessions&& other) {
  if (&other == this) return std::string("a table-session state cannot be merged with itself");
  if (other.profile_ != profile_)
    return "table-session states of different profiles: \"" + profile_.key() + "\" and \"" + other.profile_.key() +
           "\"";
  stats_.pairs += other.stats_.pairs;
  stats_.button_judged += other.stats_.button_judged;
  stats_.stacks_judged += other.stats_.stacks_judged;
  stats_.duplicates += other.stats_.duplicates;
  stats_.voided += other.stats_.voided;
  take_in(tables_, std::move(other.tables_),
          [this](Table& ours, Table&& theirs) { merge_table(ours, std::move(theirs)); });
  take_in(rooms_, std::move(other.rooms_), &TableSessions::merge_room);
  return std::nullopt;
}

// What add() would have made of their hands, given after ours, as far as
// the hand numbers and the runs' ends tell (table_sessions.h, merge()).
// add() starts a stretch of runs only below every run it has, and goes on
// with a stretch from its lowest run up: their stretches are placed from
// the highest down, each run of one from its lowest up, against ours and
// those placed before.
void TableSessions::merge_table(Table& ours, Table&& theirs) {
  const Numbers our_numbers(ours.seen);
  const Numbers their_numbers(theirs.seen);

  // A hand of ours inside a run of theirs voids their pair around it.
  for (const std::uint64_t n : our_numbers.members)
    if (!their_numbers.has(n) && inside_run(theirs.runs, n)) void_pair_around(theirs, n);

  // Their pairs that add() would have judged: nothing of ours between the
  // two, neither hand one that arrives inside a run (voided), and not both
  // ours within one stretch (judged by us already).
  const auto judged_after = [&](const Pending& p) {
    const bool previous_ours = our_numbers.has(p.previous);
    const bool next_ours = our_numbers.has(p.next);
    if (our_numbers.any_between(p.previous, p.next)) return false;
    if ((!previous_ours && inside_run(ours.runs, p.previous)) || (!next_ours && inside_run(ours.runs, p.next)))
      return false;
    if (!previous_ours || !next_ours) return true;
    return stretch_start(ours.runs, run_of(ours.runs, p.previous)) !=
           stretch_start(ours.runs, run_of(ours.runs, p.next));
  };

  std::vector<std::uint64_t> firsts;
  for (const auto& [first, run] : theirs.runs) firsts.push_back(first);
  for (std::size_t end = firsts.size(); end > 0;) {
    std::size_t start = end - 1;
    while (start > 0 && theirs.runs.at(firsts[start]).linked) --start;
    for (std::size_t i = start; i < end; ++i) {
      Run& run = theirs.runs.at(firsts[i]);
      // Nothing of ours between it and the run before it, to which it is linked.
      const bool link_kept = run.linked && i > start &&
                             !our_numbers.any_between(theirs.runs.at(firsts[i - 1]).last.number, run.first.number);
      const std::uint64_t low = run.first.number;
      const std::uint64_t high = run.last.number;
      for (Pending& p : theirs.pending)
        if (p.next >= low && p.next <= high && judged_after(p)) ours.pending.push_back(std::move(p));
      // Their hands of this run that arrive inside a run.
      for (auto n = std::lower_bound(their_numbers.members.begin(), their_numbers.members.end(), low);
           n != their_numbers.members.end() && *n <= high; ++n) {
        if (our_numbers.has(*n)) {
          ++stats_.duplicates;
        } else if (inside_run(ours.runs, *n)) {
          ++stats_.voided;
          void_pair_around(ours, *n);
        }
      }
      place_run(ours, std::move(run), link_kept);
    }
    end = start;
  }

  merge_copies(ours, std::move(theirs));

  ours.unordered = ours.unordered || theirs.unordered;
  if (ours.unordered) std::vector<Pending>().swap(ours.pending);
}

// One of their runs among ours. A run that overlaps runs of ours becomes
// one with them; one whose hands fall between two linked runs is voided
// (its hands were counted so); any other is judged against the run below
// it, if any, as add() judged its first hand when it came, and linked to it.
// The missed blinds its own state carried into its first hand are
// withdrawn first: they are worked out again from the hand now before it.
void TableSessions::place_run(Table& ours, Run&& run, bool link_kept) {
  const auto below = run_of(ours.runs, run.last.number);
  if (below != ours.runs.end() && below->second.last.number >= run.first.number) {
    run.linked = link_kept;
    absorb_overlapping(ours, std::move(run));
    return;
  }
  if (inside_run(ours.runs, run.first.number)) return;
  const std::vector<HandSnapshot::Owed> carried = run.linked ? run.first.owed : std::vector<HandSnapshot::Owed>{};
  unsettle_debts(ours, run, carried);
  run.first.owed.clear();
  run.linked = below != ours.runs.end();
  if (run.linked) {
    const HandSnapshot& earlier = below->second.last;
    std::erase_if(ours.pending,
                  [&](const Pending& p) { return p.previous == earlier.number && p.next == run.first.number; });
    judge(ours, earlier, run.first);
    const std::vector<HandSnapshot::Owed> debts = run.first.owed;
    settle_debts(ours, run, run.first.number, debts);
  }
  const std::uint64_t first = run.first.number;
  ours.runs.emplace(first, std::move(run));
}

// `run` and the runs of ours whose spans it overlaps, as one run from the
// lowest first hand to the highest last (ours where both hold the same
// hand, as add() keeps the snapshot it had). Where their run goes on past
// the end of one of ours, add() took its hands after ours, missed blinds
// and all (continue_run); where ours goes on past theirs, ours came first
// and was joined by finish(), which carries no debts into it.
void TableSessions::absorb_overlapping(Table& ours, Run&& run) {
  struct Piece {
    Run run;
    bool theirs;
  };
  std::vector<Piece> pieces;
  auto from = run_of(ours.runs, run.first.number);
  for (auto at = from == ours.runs.end() ? ours.runs.begin() : from;
       at != ours.runs.end() && at->first <= run.last.number;) {
    if (at->second.last.number >= run.first.number) {
      pieces.push_back({std::move(at->second), false});
      at = ours.runs.erase(at);
    } else {
      ++at;
    }
  }
  // Ours first where the first hands are the same.
  const auto at =
      std::find_if(pieces.begin(), pieces.end(), [&](const Piece& p) { return p.run.first.number > run.first.number; });
  pieces.insert(at, Piece{std::move(run), true});

  Piece whole = std::move(pieces.front());
  for (auto piece = std::next(pieces.begin()); piece != pieces.end(); ++piece) {
    const std::uint64_t end = whole.run.last.number;
    if (piece->run.last.number < end || (piece->run.last.number == end && piece->theirs)) continue;
    if (piece->theirs && !whole.theirs) {
      const std::vector<HandSnapshot::Owed> debts = whole.run.last.owed;
      continue_run(ours, whole.run, std::move(piece->run), end, debts);
    } else {
      whole.run.last = std::move(piece->run.last);
    }
  }
  const std::uint64_t first = whole.run.first.number;
  ours.runs.emplace(first, std::move(whole.run));
}

namespace {

template <typename Ghosts>
auto* ghost_after(Ghosts& ghosts, std::string_view name, std::uint64_t at) {
  for (auto& g : ghosts)
    if (g.name == name && (g.ended == 0 || g.ended > at)) return &g;
  return static_cast<decltype(&ghosts.front())>(nullptr);
}

bool same_report(const CrossHandFinding& a, const CrossHandFinding& b) {
  return a.hand_id == b.hand_id && a.finding.rule == b.finding.rule && a.finding.player == b.finding.player;
}

}  // namespace

// `run` goes on with the hands of `after` past hand `at` (a hand of both),
// where `debts` are owed: the ghosts of `run` still owed there go on as
// those of `after`, and the debts settle the ghosts of `after`.
void TableSessions::continue_run(Table& table, Run& run, Run&& after, std::uint64_t at,
                                 const std::vector<HandSnapshot::Owed>& debts) {
  for (Ghost& ghost : run.ghosts) {
    if (ghost.ended != 0) continue;
    if (const Ghost* later = ghost_after(after.ghosts, ghost.name, at)) {
      ghost.seat = later->seat;
      ghost.ended = later->ended;
      ghost.report = later->report;
    } else {
      ghost.ended = at;
    }
  }
  settle_debts(table, after, at, debts);
  run.last = std::move(after.last);
}

// The missed blinds `debts` owed on entering the hands of `run` past `at`:
// each ghost's report, naming the hand missed, replaces what `run` found
// for that player there without the debt; a debt still owed at its end is
// owed by its last hand.
void TableSessions::settle_debts(Table& table, Run& run, std::uint64_t at,
                                 const std::vector<HandSnapshot::Owed>& debts) {
  for (const HandSnapshot::Owed& debt : debts) {
    const Ghost* ghost = ghost_after(run.ghosts, debt.name, at);
    if (ghost == nullptr) continue;
    if (ghost->report) {
      Pending report = *ghost->report;
      engine::Finding& f = report.finding.finding;
      f.message = missed_blind_message(f.player, debt.missed_in, report.finding.hand_id);
      std::erase_if(table.pending, [&](const Pending& p) { return same_report(p.finding, report.finding); });
      table.pending.push_back(std::move(report));
    } else if (ghost->ended == 0) {
      std::vector<HandSnapshot::Owed>& owed = run.last.owed;
      const auto held = std::find_if(owed.begin(), owed.end(), [&](const auto& o) { return o.name == debt.name; });
      if (held != owed.end()) {
        held->missed_in = debt.missed_in;
      } else {
        owed.push_back({debt.name, ghost->seat, debt.missed_in});
      }
    }
  }
}

// The missed blinds `debts` that `run`'s own state carried into its first
// hand, withdrawn: the reports and the debts at its end that they made.
void TableSessions::unsettle_debts(Table& table, Run& run, const std::vector<HandSnapshot::Owed>& debts) {
  for (const HandSnapshot::Owed& debt : debts) {
    const Ghost* ghost = ghost_after(run.ghosts, debt.name, run.first.number);
    if (ghost == nullptr) continue;
    if (ghost->report) {
      std::erase_if(table.pending, [&](const Pending& p) { return same_report(p.finding, ghost->report->finding); });
    } else if (ghost->ended == 0) {
      std::erase_if(run.last.owed, [&](const HandSnapshot::Owed& o) { return o.name == debt.name; });
    }
  }
}

}  // namespace validators

// tournament-continuity: a tournament's players across its tables
// (validators/tournament_levels.h; docs/cross-hand.md, "A tournament's
// tables together").
//
// Each player's hands at a table are kept as a Stint: the first and last,
// how many, and a bust with the hand after it. From them, once every hand is
// in, in time order:
//   - a move: his first hand at a table after his last hand at another,
//     no stint of his between, starts with what that hand ended with. Judged
//     only where files that record the tables show the move: the earlier
//     hand's file goes on at its table (or ends with it, after holding its
//     hands before), the later hand's file came from its table (or begins
//     with it, holding its hands after), and he arrives at most one hand of
//     the new table after he left. A player's own history, which skips the
//     hands of the tables he left, says nothing of them.
//   - a bust: a hand he ended with nothing, buying no more, and a later hand
//     he sits in. A return with the tournament's starting stack is a
//     re-entry (PokerStars logs none in its hands); a return in the very
//     next hand of the same table is stack-continuity's.
//   - two tables at once: a hand he is dealt into at one table that starts
//     strictly between two neighbouring hands of another table (consecutive
//     as given, from one file: a seam between files may hide hands) he sits
//     in, where he sits in every hand of that table from his first to his
//     last, and his stay at the first table does not begin and end between
//     the two (a visit his own history shows, the table's hands skipped).
//   - the chips in play across all tables, where the hands cover every
//     table from its first hand (tournament_chips.cpp).
#include <algorithm>
#include <limits>
#include <tuple>

#include "engine/money_text.h"
#include "validators/tournament_levels.h"

namespace validators {

namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

}  // namespace

void TournamentLevels::keep_seats(Tournament& t, const HandSnapshot& hand, std::uint32_t index) {
  if (t.money_symbol.empty()) t.money_symbol = hand.money_symbol;
  const std::uint32_t table = t.hands[index].table;
  engine::Chips added{0};
  for (const SnapshotSeat& seat : hand.seats) {
    added += seat.added;
    SeatAt at;
    at.hand = index;
    at.start = seat.start;
    at.end = seat.final_stack + seat.added;
    at.dealt_in = seat.dealt_in;
    at.stacks_known = hand.comparable;
    at.pos = {seat.pos.line, seat.stack_column != 0 ? seat.stack_column : seat.pos.column};
    const std::string_view line = hand.text_of(seat.line);
    std::vector<Stint>& stints = t.players[seat.name];
    const auto it = std::find_if(stints.begin(), stints.end(), [&](const Stint& s) { return s.table == table; });
    if (it == stints.end()) {
      SeatAt first = at;
      first.line.assign(line);
      stints.push_back({table, 1, first, std::move(first), std::nullopt, std::nullopt});
      continue;
    }
    if (take_seat(t, *it, at, line)) ++it->hands;
  }
  if (added.positive()) t.rebuys.emplace_back(index, added);
}

bool TournamentLevels::take_seat(const Tournament& t, Stint& s, const SeatAt& at, std::string_view line) {
  const auto when = [&t](const SeatAt& seat) { return std::tie(t.hands[seat.hand].time, t.hands[seat.hand].number); };
  // The line is copied into the slot that keeps it, into its own buffer
  // where it has one (the last hand's, nearly every time): no allocation
  // a seat and hand.
  const auto keep = [&at, line](SeatAt& slot) {
    std::string buffer = std::move(slot.line);
    slot = at;
    buffer.assign(line);
    slot.line = std::move(buffer);
  };
  const auto kept = [&at, line] {
    SeatAt copy = at;
    copy.line.assign(line);
    return copy;
  };
  if (when(at) == when(s.first) || when(at) == when(s.last)) return false;  // the same hand given again
  if (when(at) < when(s.first)) {
    if (at.busted() && (!s.bust || when(at) < when(*s.bust))) {
      s.bust = kept();
      s.after_bust = s.first;
    }
    keep(s.first);
  } else if (when(at) > when(s.last)) {
    if (s.last.busted() && !s.bust) {
      s.bust = s.last;
      s.after_bust = kept();
    }
    keep(s.last);
  } else if (at.busted() && (!s.bust || when(at) < when(*s.bust))) {
    // The earliest later hand seen is at most the bust it precedes (or
    // the last): hands between given before it are not kept.
    s.after_bust = s.bust ? *s.bust : s.last;
    s.bust = kept();
  } else if (s.bust && when(at) > when(*s.bust) && when(at) < when(*s.after_bust)) {
    s.after_bust = kept();
  }
  return true;
}

engine::Chips TournamentLevels::starting_stack(const Tournament& t, const std::vector<std::uint32_t>& rank) {
  std::map<engine::Chips, int> firsts;
  for (const auto& entry : t.players) {
    const Stint* earliest = nullptr;
    for (const Stint& s : entry.second)
      if (earliest == nullptr || rank[s.first.hand] < rank[earliest->first.hand]) earliest = &s;
    if (earliest != nullptr && earliest->first.stacks_known) ++firsts[earliest->first.start];
  }
  engine::Chips starting{0};
  int most = 1;
  for (const auto& [stack, players] : firsts)
    if (players > most) {
      most = players;
      starting = stack;
    }
  return starting;
}

void TournamentLevels::judge_continuity(const Tournament& t, const std::vector<std::uint32_t>& rank, Placed& out) {
  const Hands& hands = t.hands;
  const std::size_t n = hands.size();
  // Each table's hands and each file's, in time order; a hand's neighbours in its file.
  std::vector<std::vector<std::uint32_t>> of_table(t.tables.size());
  std::vector<std::uint32_t> next_in_source(n, kNone);
  std::vector<std::uint32_t> previous_in_source(n, kNone);
  {
    std::vector<std::uint32_t> last_of_source(t.sources.size(), kNone);
    for (std::uint32_t i = 0; i < n; ++i) {
      // A hand given again (a file given twice) is neither a hand of its
      // table nor a neighbour in its file: its first copy is (the one the
      // stints name, sorted first).
      if (i > 0 && hands[i].number == hands[i - 1].number && hands[i].time == hands[i - 1].time &&
          hands[i].table == hands[i - 1].table)
        continue;
      of_table[hands[i].table].push_back(i);
      std::uint32_t& last = last_of_source[hands[i].source];
      if (last != kNone) {
        next_in_source[last] = i;
        previous_in_source[i] = last;
      }
      last = i;
    }
  }
  const auto at_of = [&](const SeatAt& s) { return rank[s.hand]; };
  const auto money = [&](engine::Chips c) { return engine::money_text(c, t.money_symbol); };
  const auto table_name = [&](std::uint32_t table) { return "table '" + t.tables[table] + "'"; };
  const auto report = [&](const std::string& name, const SeatAt& later, std::uint32_t earlier_at,
                          std::string message, engine::FindingValue expected, engine::FindingValue actual) {
    CrossHandFinding c;
    c.finding.rule = engine::Rule::kTournamentContinuity;
    c.finding.pos = later.pos;
    c.finding.player = name;
    c.finding.message = std::move(message);
    c.finding.expected = std::move(expected);
    c.finding.actual = std::move(actual);
    name_hand(c, t, hands[at_of(later)]);
    name_previous(c, t, hands[earlier_at]);
    c.excerpt = later.line;
    out.emplace_back(at_of(later), std::move(c));
  };

  // The starting stack, for re-entries.
  const engine::Chips starting = starting_stack(t, rank);

  for (const auto& entry : t.players) {
    const std::string& name = entry.first;
    std::vector<const Stint*> stints;
    for (const Stint& s : entry.second) stints.push_back(&s);
    std::sort(stints.begin(), stints.end(),
              [&](const Stint* a, const Stint* b) { return at_of(a->first) < at_of(b->first); });

    // A bust, and the first later hand he sits in.
    const SeatAt* returned = nullptr;  // the last return reported
    std::vector<std::pair<const SeatAt*, const Stint*>> busts;
    for (const Stint* s : stints) {
      if (s->bust) busts.emplace_back(&*s->bust, s);
      if (s->last.busted()) busts.emplace_back(&s->last, s);
    }
    std::sort(busts.begin(), busts.end(),
              [&](const auto& a, const auto& b) { return at_of(*a.first) < at_of(*b.first); });
    for (const auto& [bust, bust_stint] : busts) {
      if (t.rebuys_unlogged) break;
      if (returned != nullptr && at_of(*bust) < at_of(*returned)) continue;
      const SeatAt* back = nullptr;
      for (const Stint* s : stints)
        for (const SeatAt* seat : {&s->first, &s->last, s->bust ? &*s->bust : nullptr,
                                   s->after_bust ? &*s->after_bust : nullptr})
          if (seat != nullptr && at_of(*seat) > at_of(*bust) && (back == nullptr || at_of(*seat) < at_of(*back)))
            back = seat;
      if (back == nullptr) continue;
      const Hand& b = hands[at_of(*back)];
      const Hand& was = hands[at_of(*bust)];
      if (back->stacks_known && starting.positive() && back->start == starting) continue;  // a re-entry
      const std::vector<std::uint32_t>& table = of_table[was.table];
      const auto next = std::upper_bound(table.begin(), table.end(), at_of(*bust));
      if (b.table == was.table && next != table.end() && *next == at_of(*back)) continue;  // stack-continuity's
      returned = back;
      report(name, *back, at_of(*bust),
             name + " busted in hand #" + id_of(t, was) + " at " + table_name(was.table) +
                 " (ended with nothing and bought no more chips), but sits in hand #" + id_of(t, b) + " at " +
                 table_name(b.table) + " with " + money(back->start),
             engine::FindingValue::words("out of the tournament"), engine::FindingValue::money(back->start, t.money_symbol));
    }

    // Moves: each stint against the stint that last ended before it.
    const Stint* reach = nullptr;  // of the stints so far, the one whose last hand is latest
    for (const Stint* y : stints) {
      const Stint* x = reach;
      if (reach == nullptr || at_of(y->last) > at_of(reach->last)) reach = y;
      if (x == nullptr || at_of(x->last) >= at_of(y->first)) continue;  // the first, or overlapping
      const SeatAt& was = x->last;
      const SeatAt& now = y->first;
      if (was.busted() || !was.stacks_known || !now.stacks_known || now.start == was.end) continue;
      if (t.rebuys_unlogged && now.start > was.end) continue;
      const std::uint32_t earlier = at_of(was);
      const std::uint32_t later = at_of(now);
      const std::vector<std::uint32_t>& from = of_table[x->table];
      const std::vector<std::uint32_t>& to = of_table[y->table];
      const std::uint32_t after = next_in_source[earlier];
      const std::uint32_t before = previous_in_source[later];
      // A file that goes on at the table, or one that ends with the table
      // after holding its hands before: a record of the table, not a
      // player's history that skips the hands he did not play.
      const auto of_its_table = [&](std::uint32_t h, std::uint32_t table) {
        return h != kNone && hands[h].table == table;
      };
      const bool left_whole = of_its_table(after, x->table) ||
                              (after == kNone && from.back() == earlier && of_its_table(previous_in_source[earlier], x->table));
      const bool came_whole = of_its_table(before, y->table) ||
                              (before == kNone && to.front() == later && of_its_table(next_in_source[later], y->table));
      // And straight: at most one hand of the new table began between, so
      // that no stay at a table no file records fits in.
      const auto between = std::upper_bound(to.begin(), to.end(), later - 1) -
                           std::upper_bound(to.begin(), to.end(), earlier);
      if (!left_whole || !came_whole || between > 1) continue;
      const Hand& e = hands[earlier];
      const Hand& l = hands[later];
      report(name, now, earlier,
             name + " ended hand #" + id_of(t, e) + " at " + table_name(x->table) + " with " + money(was.end) +
                 ", but starts hand #" + id_of(t, l) + " at " + table_name(y->table) + " with " + money(now.start) +
                 "; chips " + (now.start > was.end ? "appear" : "vanish") + " when a player moves table",
             engine::FindingValue::money(was.end, t.money_symbol), engine::FindingValue::money(now.start, t.money_symbol));
    }

    // Two tables at once: an end of one stint inside another he sat through
    // whole. Once for each two stints.
    for (std::size_t i = 0; i < stints.size(); ++i)
      for (std::size_t j = i + 1; j < stints.size(); ++j) {
        const SeatAt* found = nullptr;
        std::uint32_t found_before = kNone;
        std::uint32_t found_after = kNone;
        for (const auto& [whole, other] : {std::pair{stints[i], stints[j]}, std::pair{stints[j], stints[i]}}) {
          const std::vector<std::uint32_t>& table = of_table[whole->table];
          const auto from = std::lower_bound(table.begin(), table.end(), at_of(whole->first));
          const auto to = std::upper_bound(table.begin(), table.end(), at_of(whole->last));
          if (whole->hands < 2 || to - from != static_cast<std::ptrdiff_t>(whole->hands)) continue;
          for (const SeatAt* seat : {&other->first, &other->last}) {
            if (!seat->dealt_in) continue;
            const std::int64_t time = hands[at_of(*seat)].time;
            // The table's first hand after that second, and the one before it.
            const auto next = std::upper_bound(from, to, time,
                                               [&](std::int64_t t0, std::uint32_t h) { return t0 < hands[h].time; });
            if (next == from || next == to) continue;
            const std::uint32_t previous = *(next - 1);
            if (hands[previous].time >= time || hands[previous].source != hands[*next].source) continue;
            // A stay at the other table begun and ended between the two is a
            // visit the record of this table skips (a player's own history
            // holds no hand of the table he left), not two tables at once.
            if (at_of(other->first) > previous && at_of(other->last) < *next) continue;
            if (found == nullptr || at_of(*seat) < at_of(*found)) {
              found = seat;
              found_before = previous;
              found_after = *next;
            }
          }
        }
        if (found == nullptr) continue;
        const Hand& h = hands[at_of(*found)];
        const Hand& e = hands[found_before];
        report(name, *found, found_before,
               name + " is dealt into hand #" + id_of(t, h) + " at " + table_name(h.table) + ", which starts between hands #" +
                   id_of(t, e) + " and #" + id_of(t, hands[found_after]) + " at " + table_name(e.table) +
                   ", both with " + name + " seated: a player sits at one table at a time",
               engine::FindingValue::words(table_name(e.table)), engine::FindingValue::words(table_name(h.table)));
      }
  }

  judge_chips(t, rank, of_table, starting, out);
}

}  // namespace validators

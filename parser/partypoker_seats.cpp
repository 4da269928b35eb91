// Where PartyPoker's players who act without a seat line sit
// (parser/partypoker_seats.h): between the seated players who act before
// and after them, the only thing the log says of it.

#include "parser/partypoker_seats.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace parser::partypoker {

namespace {

using engine::Act;

bool is_wager(Act k) {
  return k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise;
}

// The seated player acting next to action `k` on its street, searching
// back (`step` -1) or forward (+1); -1 when none.
int seated_neighbour(const engine::HandRecord& rec, std::size_t k, int step) {
  const engine::ActionRecord& at = rec.actions[k];
  for (auto i = static_cast<std::ptrdiff_t>(k) + step; i >= 0 && i < static_cast<std::ptrdiff_t>(rec.actions.size());
       i += step) {
    const engine::ActionRecord& a = rec.actions[static_cast<std::size_t>(i)];
    if (a.street != at.street) break;
    if (is_wager(a.kind) == is_wager(at.kind) && rec.players[static_cast<std::size_t>(a.player)].seat != 0)
      return a.player;
  }
  return -1;
}

// A seat for unseated player `u` between the seated players who act before
// and after him (the order of play is all the log says of it): the first
// empty seat there, or the seat of a listed player not in the hand (one who
// left: NLHE-0.02-0.04-USD-201207.players.joining.leaving, Player8 in seat 2
// of Player6), who is then dropped (`drop`). Any seat there gives the same
// order of play.
int seat_between(const engine::HandRecord& rec, std::size_t u, int table, std::vector<bool>& drop) {
  std::size_t k = rec.actions.size();
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    if (static_cast<std::size_t>(rec.actions[i].player) != u) continue;
    if (k == rec.actions.size()) k = i;
    if (is_wager(rec.actions[i].kind)) {
      k = i;
      break;
    }
  }
  if (k == rec.actions.size()) return 0;
  const int before = seated_neighbour(rec, k, -1);
  const int after = seated_neighbour(rec, k, +1);
  const int from = before >= 0 ? rec.players[static_cast<std::size_t>(before)].seat : 0;
  const int to = after >= 0 ? rec.players[static_cast<std::size_t>(after)].seat : from;
  auto owner = [&](int seat) {
    for (std::size_t i = 0; i < rec.players.size(); ++i)
      if (rec.players[i].seat == seat) return static_cast<int>(i);
    return -1;
  };
  for (int pass = 0; pass < 2; ++pass) {
    for (int step = 1; step <= table; ++step) {
      const int seat = (from + step - 1) % table + 1;
      if (seat == to) break;
      const int o = owner(seat);
      if (o < 0) return seat;
      if (pass == 1 && !dealt_in(rec, static_cast<std::size_t>(o))) {
        drop[static_cast<std::size_t>(o)] = true;
        return seat;
      }
    }
  }
  return 0;
}

}  // namespace

bool dealt_in(const engine::HandRecord& rec, std::size_t i) {
  if (!rec.players[i].hole.empty()) return true;
  for (const engine::ActionRecord& a : rec.actions)
    if (static_cast<std::size_t>(a.player) == i) return true;
  return false;
}

void seat_unseated(engine::HandRecord& rec, std::size_t seated, int table_seats) {
  int table = table_seats;
  for (const auto& p : rec.players) table = std::max(table, p.seat);
  table = std::max(table, 10);
  std::vector<bool> drop(rec.players.size(), false);
  for (std::size_t u = seated; u < rec.players.size(); ++u) {
    int seat = seat_between(rec, u, table, drop);
    if (seat == 0) seat = ++table;  // nowhere between: a seat of his own past the others
    rec.players[u].seat = seat;
  }
  std::vector<std::size_t> order;  // old indices, in seat order
  for (std::size_t i = 0; i < rec.players.size(); ++i)
    if (!drop[i]) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return rec.players[a].seat < rec.players[b].seat; });
  std::vector<std::int16_t> index(rec.players.size(), -1);
  std::vector<engine::PlayerRecord> players;
  for (std::size_t i : order) {
    index[i] = static_cast<std::int16_t>(players.size());
    players.push_back(rec.players[i]);
  }
  rec.players.assign(players.begin(), players.end());
  for (engine::ActionRecord& a : rec.actions) a.player = index[static_cast<std::size_t>(a.player)];
  if (rec.hero >= 0) rec.hero = index[static_cast<std::size_t>(rec.hero)];
}

}  // namespace parser::partypoker

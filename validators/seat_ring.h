// Seats around a table: "clockwise" is increasing seat number, wrapping from
// the highest seat to the lowest (PokerStars numbers seats clockwise).
#pragma once

#include <algorithm>
#include <vector>

namespace validators {

// The first of `seats` clockwise after `from` (not `from` itself unless it is
// the only one); 0 when `seats` is empty. `seats` need not be sorted.
inline int next_clockwise(int from, const std::vector<int>& seats) {
  int best_after = 0;  // smallest seat > from
  int lowest = 0;      // smallest seat overall, for the wrap
  for (const int s : seats) {
    if (lowest == 0 || s < lowest) lowest = s;
    if (s > from && (best_after == 0 || s < best_after)) best_after = s;
  }
  return best_after != 0 ? best_after : lowest;
}

// Whether `seat` lies strictly between `from` and `to` going clockwise.
inline bool strictly_between(int seat, int from, int to) {
  if (from < to) return seat > from && seat < to;
  return seat > from || seat < to;  // wraps (from == to: every other seat)
}

inline bool contains(const std::vector<int>& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

}  // namespace validators

// Hand-made table-session snapshots for the cross-hand rule tests
// (validators/session_pair.h): a hand of table "T" whose listed players
// were all dealt in, its button and blinds by seat.
#pragma once

#include <string>
#include <vector>

#include "validators/hand_snapshot.h"

namespace snapshot_hands {

struct Seat {
  const char* name;
  int seat;
  long start = 1000;  // chips at the start of the hand
  long end = 1000;    // chips at its end
};

inline validators::HandSnapshot hand(const char* id, int button, int small, int big, const std::vector<Seat>& seats,
                                     bool tournament = false) {
  validators::HandSnapshot h;
  h.table = std::string("T");
  h.hand_id = id;
  h.comparable = true;
  h.tournament = tournament;
  h.button_seat = button;
  h.small_blind_seat = small;
  h.big_blind_seat = big;
  for (const Seat& s : seats) {
    validators::SnapshotSeat seat;
    seat.name = s.name;
    seat.seat = s.seat;
    seat.dealt_in = true;
    seat.posted_big_blind = s.seat == big;
    seat.start = engine::Chips{s.start};
    seat.final_stack = engine::Chips{s.end};
    h.seats.push_back(seat);
  }
  return h;
}

}  // namespace snapshot_hands

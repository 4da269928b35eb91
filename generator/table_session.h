// A long session of one cash table, written as PokerStars text: the
// cross-hand rules' test bed (docs/cross-hand.md). Each hand on its own is a
// legal hand: a walk to the big blind, a raise to three big blinds that
// takes the blinds, or (TableSessionOptions::played_permille) a hand played
// out by the hand generator's betting (HandGenerator::next_at: raises,
// all-ins, side pots, showdowns, rake). Across hands, the button and blinds
// move as the "pokerstars" profile's moving
// button requires (heads-up: the big blind moves on), stacks carry over
// exactly, players join (posting a big blind as they come in) and leave, the
// table goes heads-up and back, and stretches of hands are left out of the
// text (an observer's log with holes). Deterministic for a seed.
//
// Amounts are centi-units (engine/chips.h): $0.25/$0.50 blinds are 25/50.
#pragma once

#include <cstdint>
#include <string>

namespace generator {

struct TableSessionOptions {
  std::uint64_t seed = 1;
  int hands = 10000;          // hands written; the hands left out come on top
  int max_seats = 9;
  // Per hand, in thousandths: played out with real betting rather than a
  // walk or a blind steal.
  int played_permille = 400;
  // Per hand, in thousandths: a seated player leaves, a newcomer takes an
  // empty seat, a stretch of 1-20 hands goes unwritten.
  int leave_permille = 60;
  int join_permille = 80;
  int gap_permille = 15;
  // The hand (counted from 0) whose button skips one player, as a room in
  // error would: -1 for none.
  int button_skip_at = -1;
  // The table's name, and the hand number the first hand's is drawn after
  // (each hand's is 1 to 400 more than the one before: the room's other
  // tables take the numbers between).
  std::string table = "Gen";
  std::uint64_t first_number = 250000000000;
  // Per newcomer, in thousandths: a name with a Windows-1252 byte ("Ren\xE9"
  // and a number, as a log written in that code page has it).
  int cp1252_name_permille = 0;
};

struct TableSession {
  std::string text;
  int written = 0;      // hands in `text`
  int left_out = 0;     // hands played but not written
  int gaps = 0;         // stretches left out
  int heads_up = 0;     // hands dealt to two players
  int transitions = 0;  // hands whose player count went from 2 to 3 or more, or back
  int joins = 0;
  int leaves = 0;
  int played_out = 0;  // hands written that were played out (played_permille)
  int showdowns = 0;   // of which reached a showdown
};

TableSession generate_table_session(const TableSessionOptions& options);

}  // namespace generator

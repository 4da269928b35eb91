// HandSnapshot: the little that the cross-hand audits (button-movement,
// stack-continuity, missed-blind-not-posted) need to know about one hand of
// a table session, kept after the hand's record and trace are gone.
//
// A snapshot is a few hundred bytes: who sat where with what, who was dealt
// in and who posted, where the button and blinds were, and each player's
// stack at the end. Strings are owned: the input buffer is freed long before
// the session's last hand is read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chips.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "replay/trace.h"
#include "validators/copy_fingerprint.h"

namespace validators {

// A piece of HandSnapshot::top_text: a line the findings may quote.
struct TextSpan {
  std::uint32_t offset = 0;
  std::uint32_t size = 0;
};

// One seat line of the hand. Amounts in centi-units (engine/chips.h).
struct SnapshotSeat {
  std::string name;
  int seat = 0;
  engine::Chips start{0};        // "(N in chips)" on the seat line
  // start - everything put in + uncalled bets returned + collected + cashed
  // out, as the log states the money lines and the replay the wagers
  // (final_by_log, validators/log_account.h).
  engine::Chips final_stack{0};
  engine::Chips added{0};        // rebuys and add-ons logged in this hand
  // The most the room may still take from his stack for a rake the log does
  // not state (HandRecord::collects_before_rake): 5% of what he collected,
  // the most GGPoker publishes for cash games, and the $1 jackpot fee. The
  // next hand may start him that much below final_stack.
  engine::Chips rake_after{0};
  bool dealt_in = false;         // took part: has a summary seat line, posted or acted
  bool sitting_out = false;      // "is sitting out" / "out of hand" on the seat line
  bool posted_big_blind = false; // any big-blind-sized post: "posts big blind", "posts small & big blinds"
  engine::SourcePos pos;         // the seat line
  std::uint32_t stack_column = 0;  // where the stack amount starts on the seat line; 0 unknown
  TextSpan line;                  // the seat line as written, for report excerpts (filled by the caller)
};

// A place the hand states (engine::TournamentResult, kFinished or kWon),
// for the tournament summary's check.
struct SnapshotFinish {
  std::string name;
  std::uint32_t place = 0;            // 1: won the tournament
  std::optional<engine::Chips> prize; // centi-units of prize_symbol
  std::string prize_symbol;
};

struct HandSnapshot {
  // The table session: site + tournament id + table name. Fast-fold hands
  // have none (session_key() is empty).
  std::string site;
  std::string tournament_id;  // empty for cash
  std::string table;
  bool table_is_file = false; // HandRecord::table_is_file: TableSessions::add makes `source` the table
  bool tournament = false;
  bool fast_fold = false;
  // The hand joins no table session (joins_table_session() is false): only
  // its copies are compared, room-wide, by copy_key.
  bool copies_only = false;
  // copy_key(): what names the hand in its room, to compare its copies when
  // it joins no table or its table is its file; 0 none.
  std::uint64_t copy_key = 0;

  std::string source;         // the file, as given
  std::string hand_id;
  std::uint64_t number = 0;   // hand_id as a number; 0 when it is not one
  std::int64_t start_time = 0;  // HandRecord::start_time; 0 unknown
  // Tournaments: the buy-in as written, the blind level and its blinds
  // (HandRecord::level); 0 none.
  std::string tournament_buy_in;
  std::uint16_t level = 0;
  std::uint16_t level_round = 0;
  bool level_roman = false;  // the header numbers levels in Roman numerals
  engine::Chips level_small_blind{0};
  engine::Chips level_big_blind{0};

  // False when the hand cannot be compared with its neighbours: not
  // replayed (other game, unreadable), cancelled, or without a button. It
  // still takes its place in the table's order, so that the hands before
  // and after it are not taken for neighbours.
  bool comparable = false;
  int button_seat = 0;
  bool button_guessed = false;  // HandRecord::button_seat_guessed: a dead button on an unnamed empty seat
  int small_blind_seat = 0;   // the first small blind posted; 0 none
  int big_blind_seat = 0;     // the first big blind posted; 0 none
  engine::SourcePos header_pos;
  engine::SourcePos button_pos;  // the button's number on the table line
  TextSpan button_line;          // the table line as written (filled by the caller)
  // The hand's text from its first line through its last seat line, as
  // written: the lines above point into it. One copy for all of them (a
  // snapshot outlives the input buffer), not one string per line.
  std::string top_text;
  std::string money_symbol;      // "$", "€", "" for chips: how amounts are written
  std::vector<SnapshotSeat> seats;  // in seat-line order
  std::vector<SnapshotFinish> finishes;  // tournament places the hand states, in log order
  std::string hero;  // the player the cards were dealt to (HandRecord::hero); empty when none

  // Missed-blind bookkeeping carried from hand to hand (missed_blinds.cpp):
  // the players (by name) who owe a big blind at the end of this hand, with
  // the hand in which they missed it.
  struct Owed {
    std::string name;
    int seat = 0;
    std::string missed_in;  // hand id
  };
  std::vector<Owed> owed;

  // The hand's shared facts (conflicting-copies): TableSessions::add keeps
  // the digest for every hand and the facts of recent ones only, and clears
  // them here before the snapshot is kept as a run's end. Not in the state
  // bytes (session_state.h): the digest goes with the hand numbers.
  CopyFingerprint copy;

  std::string_view text_of(TextSpan span) const { return std::string_view(top_text).substr(span.offset, span.size); }

  const SnapshotSeat* find(std::string_view name) const {
    for (const SnapshotSeat& s : seats)
      if (s.name == name) return &s;
    return nullptr;
  }
  const SnapshotSeat* at_seat(int seat) const {
    for (const SnapshotSeat& s : seats)
      if (s.seat == seat) return &s;
    return nullptr;
  }
  // The seats of the players dealt in, in seat-line order.
  std::vector<int> dealt_seats() const {
    std::vector<int> dealt;
    for (const SnapshotSeat& s : seats)
      if (s.dealt_in) dealt.push_back(s.seat);
    return dealt;
  }
};

// The snapshot of a replayed hand.
HandSnapshot snapshot_hand(const replay::Trace& trace);

// The snapshot of a hand that was read but not replayed (another game,
// unreadable after its table line): its place in the session only.
HandSnapshot snapshot_unreplayed(const engine::HandRecord& record);

// The snapshot of a replayed hand that joins no table session
// (joins_table_session() false), named in its room by `key` (its
// copy_key(), not 0): what names it in its room, its place and its shared
// facts, for conflicting-copies only. No seats, no text: a fast-fold file's
// hands pay for their fingerprint and a few strings, not for a table
// session's snapshot (so a conflict among them quotes no excerpt).
HandSnapshot snapshot_copy(const engine::HandRecord& record, std::uint64_t key);

// Whether the hand belongs to a table session: a table named (or the file,
// HandRecord::table_is_file), not fast-fold, players named (not Bovada's
// positions), not PHH (which carries no session).
bool joins_table_session(const engine::HandRecord& record);

// "hand_id" as a number, for ordering: its digits, after up to three capital
// letters (GGPoker's game code); nullopt when it is not so or does not fit.
std::optional<std::uint64_t> hand_number(std::string_view hand_id);

}  // namespace validators

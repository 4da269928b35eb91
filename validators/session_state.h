// The bytes of a TableSessions state (TableSessions::encode / decode), for
// hands audited in several processes and judged across hands in one.
//
// Format, version 9 (version 2 added the snapshot's button_guessed; version 3
// each hand's copy mark, the table's files and its conflicting-copies findings;
// version 4 the copy digests of the faster hasher, which version 3's do not match;
// version 5 each seat's rake_after; version 6 the rooms' copies of hands of
// no table session, each conflicting-copies finding's table, and digests of
// the facts in the order they are made, which version 5's do not match;
// version 7 digests of facts whose small fields are packed and whose names
// are hashed once, which version 6's do not match; version 8 the
// tournaments; version 9 each tournament's rebuys and add-ons);
// integers little-endian, a "string" is a u32 byte count and the bytes:
//
//   magic "HAts" (4 bytes), u16 version, u16 flags (0)
//   string profile name
//   record stats: 5 x u64 (pairs, button judged, stacks judged, duplicates, voided)
//   u32 tables, each a record:
//     string site, string table, string tournament id; u8 unordered (0 or 1)
//     u32 files, each a string (the files of the hands' first copies)
//     u64 hand numbers, then each as a varint (7 bits a byte, high bit on all
//       but the last) of its difference from the one before (the first's from 0),
//       then its first copy's mark: u64 digest (0 none), u32 file index, u32 header line
//     u32 runs, each: record snapshot (first hand), record snapshot (last hand),
//       u8 linked to the run before (0 or 1), u32 ghost debts, each: string player, u32 seat, u64 hand ended (0 none),
//         u8 reported (0 or 1), then if 1 a pending finding
//     u32 pending findings, each: u64 previous, u64 next, record cross-hand finding
//     copies: u32 conflicting-copies findings, each a pending finding, u64 the later copy's digest,
//       u32 its header line, string its table (a room's; "" at a table)
//   u32 rooms (the hands of no table session, TableSessions::add), each a record:
//     string site, string tournament id
//     u32 files, each a string
//     u64 copy keys (validators/copy_fingerprint.h, copy_key), then each, ascending:
//       u64 key, u64 digest (0 none), u32 file index, u32 header line
//     copies, as a table's
//   u32 tournaments (validators/tournament_levels.h), each a record:
//     string site, string tournament id, string buy-in
//     u32 tables, each a string; u32 files, each a string
//     string money symbol, u8 rebuys unlogged, string hero, u8 heroes differ
//     u32 hands, in the order added, each: i64 time, u64 number, u32 level
//       key, u8 roman, i64 small blind, i64 big blind, u32 table index, u32
//       file index, string hand id, u32 line + u32 column of its header,
//       string its header line
//     u32 players, each: string name, u32 stints, each: u32 table index,
//       u32 hands, seat first, seat last, u8 bust known then a seat, u8 the
//       hand after it known then a seat; a seat: u32 hand index, i64 start,
//       i64 end, u8 flags (1 dealt in, 2 stacks known), u32 line + u32
//       column, string its seat line
//     u32 finishes, each: string name, u32 place, u8 prize known then i64
//       prize, string prize symbol, u32 hand index
//     u32 rebuys (the hands that log rebuys or add-ons), each: u32 hand
//       index, i64 the chips they add
//   u32 tournament summaries not yet judged, each a record: string file,
//     then the summary (tournament_state.cpp, write_summary)
//
// A "record" is a u32 byte count and that many bytes, read in full: a
// reader knows where each ends. The layouts of snapshot, seat, finding and
// cross-hand finding are in session_state.cpp (write_snapshot, ...), one
// writer and one reader each, side by side. A new field means a new
// version; a reader refuses versions it does not know.
//
// StateReader never reads past its bytes and checks a count against the
// bytes left before allocating for it: any input gives a state or an error,
// in time and memory linear in its size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/finding.h"

namespace validators {

inline constexpr std::string_view kStateMagic = "HAts";
inline constexpr std::uint16_t kStateVersion = 9;

class StateWriter {
 public:
  void u8(std::uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void u16(std::uint16_t v) { fixed(v, 2); }
  void u32(std::uint32_t v) { fixed(v, 4); }
  void u64(std::uint64_t v) { fixed(v, 8); }
  void i64(std::int64_t v) { fixed(static_cast<std::uint64_t>(v), 8); }
  void boolean(bool v) { u8(v ? 1 : 0); }
  void varint(std::uint64_t v);
  void string(std::string_view s);
  void raw(std::string_view s) { out_.append(s); }
  // A record: begin_record() reserves its count, end_record() fills it in.
  std::size_t begin_record();
  void end_record(std::size_t at);
  std::string take() { return std::move(out_); }

 private:
  void fixed(std::uint64_t v, int bytes);
  std::string out_;
};

// Reads what a StateWriter wrote. Every read checks the bytes left; the
// first failure is kept (error()) and every read after it fails too.
class StateReader {
 public:
  explicit StateReader(std::string_view bytes) : bytes_(bytes) {}

  bool u8(std::uint8_t& v);
  bool u16(std::uint16_t& v);
  bool u32(std::uint32_t& v);
  bool u64(std::uint64_t& v);
  bool i64(std::int64_t& v);
  bool i32(int& v);  // a u32 holding an int
  bool boolean(bool& v);
  bool varint(std::uint64_t& v);
  bool string(std::string& s);
  bool raw(std::size_t size, std::string_view& s);
  // A count of items each at least `min_item_bytes` long: refused when the
  // bytes left cannot hold them.
  bool count(std::uint64_t n, std::size_t min_item_bytes, std::string_view what);
  // The next record: a reader of its bytes, which the caller reads to its
  // end (finish_record).
  bool record(StateReader& inner);
  // False (an error) when `inner`, a record of this reader, has failed or has
  // bytes left unread.
  bool finish_record(const StateReader& inner, std::string_view what);

  bool fail(std::string message);
  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  bool at_end() const { return at_ == bytes_.size(); }
  std::size_t left() const { return bytes_.size() - at_; }

 private:
  bool fixed(std::uint64_t& v, int bytes);
  // An integer of sizeof(T) bytes.
  template <typename T>
  bool fixed_as(T& v);

  std::string_view bytes_;
  std::size_t at_ = 0;
  std::string error_;
};

// An engine::Finding, its one writer and one reader: a new field of Finding
// is added here, and nowhere else.
void write_finding(StateWriter& out, const engine::Finding& f);
bool read_finding(StateReader& in, engine::Finding& f);

// The pieces the state's parts share (session_state.cpp, tournament_state.cpp).
void write_pos(StateWriter& out, engine::SourcePos pos);
bool read_pos(StateReader& in, engine::SourcePos& pos);
// An amount (i64); refused beyond 2^53 either way, far past any stack.
bool read_chips(StateReader& in, engine::Chips& chips);

// One record read with `read`, which must use up all of it.
template <typename T, typename Read>
bool read_record(StateReader& in, T& value, Read read, std::string_view what) {
  StateReader inner("");
  if (!in.record(inner)) return false;
  read(inner, value);
  return in.finish_record(inner, what);
}

template <typename T, typename Write>
void write_record(StateWriter& out, const T& value, Write write) {
  const std::size_t at = out.begin_record();
  write(out, value);
  out.end_record(at);
}

// A u32 count, then each of `items` as a record written by write(out, item).
template <typename Items, typename Write>
void write_records(StateWriter& out, const Items& items, Write write) {
  out.u32(static_cast<std::uint32_t>(items.size()));
  for (const auto& item : items) write_record(out, item, write);
}

}  // namespace validators

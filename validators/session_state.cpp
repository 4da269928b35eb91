// TableSessions::encode / decode, in the format of validators/session_state.h.
#include "validators/session_state.h"

#include <limits>
#include <utility>

#include "validators/table_sessions.h"
#include "validators/tournament_levels.h"

namespace validators {

// --- StateWriter -------------------------------------------------------

void StateWriter::fixed(std::uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

void StateWriter::varint(std::uint64_t v) {
  while (v >= 0x80) {
    out_.push_back(static_cast<char>((v & 0x7f) | 0x80));
    v >>= 7;
  }
  out_.push_back(static_cast<char>(v));
}

void StateWriter::string(std::string_view s) {
  u32(static_cast<std::uint32_t>(s.size()));
  out_.append(s);
}

std::size_t StateWriter::begin_record() {
  const std::size_t at = out_.size();
  u32(0);
  return at;
}

void StateWriter::end_record(std::size_t at) {
  const std::uint64_t size = out_.size() - at - 4;
  for (int i = 0; i < 4; ++i) out_[at + static_cast<std::size_t>(i)] = static_cast<char>((size >> (8 * i)) & 0xff);
}

// --- StateReader -------------------------------------------------------

bool StateReader::fail(std::string message) {
  if (error_.empty()) error_ = std::move(message);
  return false;
}

bool StateReader::fixed(std::uint64_t& v, int bytes) {
  if (failed()) return false;
  if (left() < static_cast<std::size_t>(bytes))
    return fail("truncated: " + std::to_string(bytes) + " bytes wanted, " + std::to_string(left()) + " left");
  v = 0;
  for (int i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes_[at_++])) << (8 * i);
  return true;
}

template <typename T>
bool StateReader::fixed_as(T& v) {
  std::uint64_t x = 0;
  if (!fixed(x, static_cast<int>(sizeof(T)))) return false;
  v = static_cast<T>(x);
  return true;
}

bool StateReader::u8(std::uint8_t& v) { return fixed_as(v); }
bool StateReader::u16(std::uint16_t& v) { return fixed_as(v); }
bool StateReader::u32(std::uint32_t& v) { return fixed_as(v); }
bool StateReader::u64(std::uint64_t& v) { return fixed(v, 8); }
bool StateReader::i64(std::int64_t& v) { return fixed_as(v); }  // two's complement, as written

bool StateReader::i32(int& v) {
  std::uint32_t x = 0;
  if (!u32(x)) return false;
  v = static_cast<int>(static_cast<std::int32_t>(x));
  return true;
}

bool StateReader::boolean(bool& v) {
  std::uint8_t x = 0;
  if (!u8(x)) return false;
  if (x > 1) return fail("a flag is " + std::to_string(x) + ", not 0 or 1");
  v = x == 1;
  return true;
}

bool StateReader::varint(std::uint64_t& v) {
  v = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    std::uint8_t byte = 0;
    if (!u8(byte)) return false;
    if (shift == 63 && (byte & 0x7e) != 0) break;  // more than 64 bits
    v |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) return true;
  }
  return fail("a variable-length number longer than 64 bits");
}

bool StateReader::raw(std::size_t size, std::string_view& s) {
  if (failed()) return false;
  if (left() < size)
    return fail("truncated: " + std::to_string(size) + " bytes wanted, " + std::to_string(left()) + " left");
  s = bytes_.substr(at_, size);
  at_ += size;
  return true;
}

bool StateReader::string(std::string& s) {
  std::uint32_t size = 0;
  std::string_view view;
  if (!u32(size) || !raw(size, view)) return false;
  s.assign(view);
  return true;
}

bool StateReader::count(std::uint64_t n, std::size_t min_item_bytes, std::string_view what) {
  if (failed()) return false;
  if (n > left() / min_item_bytes)
    return fail(std::to_string(n) + " " + std::string(what) + " cannot fit in the " + std::to_string(left()) +
                " bytes left");
  return true;
}

bool StateReader::record(StateReader& inner) {
  std::uint32_t size = 0;
  std::string_view view;
  if (!u32(size) || !raw(size, view)) return false;
  inner = StateReader(view);
  return true;
}

bool StateReader::finish_record(const StateReader& inner, std::string_view what) {
  if (inner.failed()) return fail(std::string(what) + ": " + inner.error());
  if (!inner.at_end()) return fail(std::string(what) + ": " + std::to_string(inner.left()) + " bytes left unread");
  return !failed();
}

// --- findings ----------------------------------------------------------

void write_pos(StateWriter& out, engine::SourcePos pos) {
  out.u32(pos.line);
  out.u32(pos.column);
}

bool read_pos(StateReader& in, engine::SourcePos& pos) { return in.u32(pos.line) && in.u32(pos.column); }

// Far beyond any stack, far below where sums of a few could overflow.
constexpr std::int64_t kMaxAmount = std::int64_t{1} << 53;

bool read_chips(StateReader& in, engine::Chips& chips) {
  std::int64_t v = 0;
  if (!in.i64(v)) return false;
  if (v > kMaxAmount || v < -kMaxAmount) return in.fail("an amount out of range");
  chips = engine::Chips{v};
  return true;
}

// kind (u8), i64 value, string currency, u32 cards each a u8 code, u32
// shares each string player + i64 amount, u32 amounts each i64, string text.
void write_value(StateWriter& out, const engine::FindingValue& v) {
  out.u8(static_cast<std::uint8_t>(v.kind));
  out.i64(v.value);
  out.string(v.currency);
  out.u32(static_cast<std::uint32_t>(v.cards.size()));
  for (const engine::Card c : v.cards) out.u8(static_cast<std::uint8_t>(c.code()));
  out.u32(static_cast<std::uint32_t>(v.shares.size()));
  for (const engine::Share& share : v.shares) {
    out.string(share.player);
    out.i64(share.amount.minor_units());
  }
  out.u32(static_cast<std::uint32_t>(v.amounts.size()));
  for (const engine::Chips amount : v.amounts) out.i64(amount.minor_units());
  out.string(v.text);
}

bool read_value(StateReader& in, engine::FindingValue& v) {
  std::uint8_t kind = 0;
  if (!in.u8(kind) || !in.i64(v.value) || !in.string(v.currency)) return false;
  if (kind > static_cast<std::uint8_t>(engine::FindingValue::Kind::kText))
    return in.fail("value kind " + std::to_string(kind) + " is not known");
  v.kind = static_cast<engine::FindingValue::Kind>(kind);
  std::uint32_t n = 0;
  if (!in.u32(n) || !in.count(n, 1, "cards")) return false;
  v.cards.resize(n);
  for (engine::Card& c : v.cards) {
    std::uint8_t code = 0;
    if (!in.u8(code)) return false;
    if (code >= engine::Card::kCount) return in.fail("card code " + std::to_string(code) + " is not a card");
    c = engine::Card::from_code(code);
  }
  if (!in.u32(n) || !in.count(n, 12, "shares")) return false;
  v.shares.resize(n);
  for (engine::Share& share : v.shares) {
    std::int64_t amount = 0;
    if (!in.string(share.player) || !in.i64(amount)) return false;
    share.amount = engine::Chips{amount};
  }
  if (!in.u32(n) || !in.count(n, 8, "amounts")) return false;
  v.amounts.assign(n, engine::Chips{0});
  for (engine::Chips& amount : v.amounts) {
    std::int64_t units = 0;
    if (!in.i64(units)) return false;
    amount = engine::Chips{units};
  }
  return in.string(v.text);
}

// rule (u8), position, player, street, message, value expected, value actual.
void write_finding(StateWriter& out, const engine::Finding& f) {
  out.u8(static_cast<std::uint8_t>(f.rule));
  write_pos(out, f.pos);
  out.string(f.player);
  out.string(f.street);
  out.string(f.message);
  write_value(out, f.expected);
  write_value(out, f.actual);
}

bool read_finding(StateReader& in, engine::Finding& f) {
  std::uint8_t rule = 0;
  if (!in.u8(rule)) return false;
  if (rule >= engine::kRuleCount) return in.fail("rule " + std::to_string(rule) + " is not in the catalogue");
  f.rule = static_cast<engine::Rule>(rule);
  return read_pos(in, f.pos) && in.string(f.player) && in.string(f.street) && in.string(f.message) &&
         read_value(in, f.expected) && read_value(in, f.actual);
}

namespace {

void write_cross_hand(StateWriter& out, const CrossHandFinding& c) {
  write_finding(out, c.finding);
  out.string(c.source);
  out.string(c.hand_id);
  out.string(c.previous_source);
  out.string(c.previous_hand_id);
  write_pos(out, c.previous_pos);
  out.string(c.excerpt);
}

bool read_cross_hand(StateReader& in, CrossHandFinding& c) {
  return read_finding(in, c.finding) && in.string(c.source) && in.string(c.hand_id) && in.string(c.previous_source) &&
         in.string(c.previous_hand_id) && read_pos(in, c.previous_pos) && in.string(c.excerpt);
}

// --- snapshots ---------------------------------------------------------

void write_span(StateWriter& out, TextSpan span) {
  out.u32(span.offset);
  out.u32(span.size);
}

// A span must lie inside the snapshot's text (HandSnapshot::text_of).
bool read_span(StateReader& in, const std::string& text, TextSpan& span) {
  if (!in.u32(span.offset) || !in.u32(span.size)) return false;
  if (std::uint64_t{span.offset} + span.size > text.size()) return in.fail("a text span outside the hand's text");
  return true;
}

// Seat flags, one bit each.
enum : std::uint8_t { kDealtIn = 1, kSittingOut = 2, kPostedBigBlind = 4 };

void write_seat(StateWriter& out, const SnapshotSeat& s) {
  out.string(s.name);
  out.u32(static_cast<std::uint32_t>(s.seat));
  out.i64(s.start.minor_units());
  out.i64(s.final_stack.minor_units());
  out.i64(s.added.minor_units());
  out.i64(s.rake_after.minor_units());
  out.u8(static_cast<std::uint8_t>((s.dealt_in ? kDealtIn : 0) | (s.sitting_out ? kSittingOut : 0) |
                                   (s.posted_big_blind ? kPostedBigBlind : 0)));
  write_pos(out, s.pos);
  out.u32(s.stack_column);
  write_span(out, s.line);
}

bool read_seat(StateReader& in, const std::string& text, SnapshotSeat& s) {
  std::uint8_t flags = 0;
  if (!in.string(s.name) || !in.i32(s.seat) || !read_chips(in, s.start) || !read_chips(in, s.final_stack) ||
      !read_chips(in, s.added) || !read_chips(in, s.rake_after) || !in.u8(flags))
    return false;
  if (flags > (kDealtIn | kSittingOut | kPostedBigBlind)) return in.fail("unknown seat flags");
  s.dealt_in = (flags & kDealtIn) != 0;
  s.sitting_out = (flags & kSittingOut) != 0;
  s.posted_big_blind = (flags & kPostedBigBlind) != 0;
  return read_pos(in, s.pos) && in.u32(s.stack_column) && read_span(in, text, s.line);
}

// The text first, so that the spans read after it can be checked against it.
void write_snapshot(StateWriter& out, const HandSnapshot& h) {
  out.string(h.top_text);
  out.string(h.site);
  out.string(h.tournament_id);
  out.string(h.table);
  out.boolean(h.tournament);
  out.boolean(h.fast_fold);
  out.string(h.source);
  out.string(h.hand_id);
  out.u64(h.number);
  out.i64(h.start_time);
  out.boolean(h.comparable);
  out.u32(static_cast<std::uint32_t>(h.button_seat));
  out.boolean(h.button_guessed);
  out.u32(static_cast<std::uint32_t>(h.small_blind_seat));
  out.u32(static_cast<std::uint32_t>(h.big_blind_seat));
  write_pos(out, h.header_pos);
  write_pos(out, h.button_pos);
  write_span(out, h.button_line);
  out.string(h.money_symbol);
  out.u32(static_cast<std::uint32_t>(h.seats.size()));
  for (const SnapshotSeat& s : h.seats) write_seat(out, s);
  out.u32(static_cast<std::uint32_t>(h.owed.size()));
  for (const HandSnapshot::Owed& o : h.owed) {
    out.string(o.name);
    out.u32(static_cast<std::uint32_t>(o.seat));
    out.string(o.missed_in);
  }
}

// The smallest a seat and a debt take in the bytes.
constexpr std::size_t kMinSeatBytes = 4 + 4 + 3 * 8 + 1 + 8 + 4 + 8;
constexpr std::size_t kMinOwedBytes = 4 + 4 + 4;
constexpr std::size_t kMinGhostBytes = 4 + 4 + 8 + 1;

bool read_snapshot_body(StateReader& in, HandSnapshot& h) {
  return in.string(h.top_text) && in.string(h.site) && in.string(h.tournament_id) && in.string(h.table) &&
         in.boolean(h.tournament) && in.boolean(h.fast_fold) && in.string(h.source) && in.string(h.hand_id) &&
         in.u64(h.number) && in.i64(h.start_time) && in.boolean(h.comparable) && in.i32(h.button_seat) &&
         in.boolean(h.button_guessed) &&
         in.i32(h.small_blind_seat) && in.i32(h.big_blind_seat) && read_pos(in, h.header_pos) &&
         read_pos(in, h.button_pos) && read_span(in, h.top_text, h.button_line) && in.string(h.money_symbol);
}

bool read_snapshot(StateReader& in, HandSnapshot& h) {
  std::uint32_t seats = 0;
  if (!read_snapshot_body(in, h) || !in.u32(seats) || !in.count(seats, kMinSeatBytes, "seats")) return false;
  h.seats.resize(seats);
  for (SnapshotSeat& s : h.seats)
    if (!read_seat(in, h.top_text, s)) return false;
  std::uint32_t owed = 0;
  if (!in.u32(owed) || !in.count(owed, kMinOwedBytes, "missed blinds")) return false;
  h.owed.resize(owed);
  for (HandSnapshot::Owed& o : h.owed)
    if (!in.string(o.name) || !in.i32(o.seat) || !in.string(o.missed_in)) return false;
  return true;
}

void write_numbers(StateWriter& out, const HandNumberSet& numbers) {
  out.u64(numbers.size());
  std::uint64_t previous = 0;
  numbers.for_each_marked([&](std::uint64_t n, const HandNumberSet::Mark& mark) {
    out.varint(n - previous);
    out.u64(mark.digest);
    out.u32(mark.source);
    out.u32(mark.line);
    previous = n;
  });
}

// Strictly ascending and never 0 (TableSessions::add takes no hand 0); each
// mark's file one of the table's `sources`.
bool read_numbers(StateReader& in, HandNumberSet& numbers, std::size_t sources) {
  std::uint64_t count = 0;
  if (!in.u64(count) || !in.count(count, 17, "hand numbers")) return false;
  std::uint64_t previous = 0;
  for (std::uint64_t i = 0; i < count; ++i) {
    std::uint64_t delta = 0;
    HandNumberSet::Mark mark;
    if (!in.varint(delta) || !in.u64(mark.digest) || !in.u32(mark.source) || !in.u32(mark.line)) return false;
    if (delta == 0 || delta > std::numeric_limits<std::uint64_t>::max() - previous)
      return in.fail("hand numbers not in ascending order");
    if (mark.source >= sources) return in.fail("a hand's file out of range");
    previous += delta;
    numbers.insert(previous, mark);
  }
  return true;
}

}  // namespace

// --- tables ------------------------------------------------------------

void TableSessions::write_table(StateWriter& out, const Key& key, const Table& table) {
  out.string(key.site);
  out.string(key.table);
  out.string(key.tournament_id);
  out.boolean(table.unordered);
  out.u32(static_cast<std::uint32_t>(table.sources.size()));
  for (const std::string& source : table.sources) out.string(source);
  write_numbers(out, table.seen);
  out.u32(static_cast<std::uint32_t>(table.runs.size()));
  for (const auto& [first, run] : table.runs) {
    write_record(out, run.first, write_snapshot);
    write_record(out, run.last, write_snapshot);
    out.boolean(run.linked);
    out.u32(static_cast<std::uint32_t>(run.ghosts.size()));
    for (const Ghost& ghost : run.ghosts) {
      out.string(ghost.name);
      out.u32(static_cast<std::uint32_t>(ghost.seat));
      out.u64(ghost.ended);
      out.boolean(ghost.report.has_value());
      if (ghost.report) write_pending(out, *ghost.report);
    }
  }
  out.u32(static_cast<std::uint32_t>(table.pending.size()));
  for (const Pending& p : table.pending) write_pending(out, p);
  write_copies(out, table);
}

void TableSessions::write_copies(StateWriter& out, const Copies& book) {
  out.u32(static_cast<std::uint32_t>(book.copies.size()));
  for (const CopyConflict& c : book.copies) {
    write_pending(out, c.found);
    out.u64(c.digest);
    out.u32(c.header_line);
    out.string(c.table);
  }
}

bool TableSessions::read_copies(StateReader& in, Copies& book) {
  std::uint32_t count = 0;
  if (!in.u32(count) || !in.count(count, 36, "conflicting copies")) return false;
  book.copies.resize(count);
  for (CopyConflict& c : book.copies)
    if (!read_pending(in, c.found) || !in.u64(c.digest) || !in.u32(c.header_line) || !in.string(c.table))
      return false;
  return true;
}

// The files, then each key ascending with its mark, then the conflicts.
void TableSessions::write_room(StateWriter& out, const RoomKey& key, const Room& room) {
  out.string(key.site);
  out.string(key.tournament_id);
  out.u32(static_cast<std::uint32_t>(room.sources.size()));
  for (const std::string& source : room.sources) out.string(source);
  const auto members = room.seen.sorted();
  out.u64(members.size());
  for (const auto& [copy_key, mark] : members) {
    out.u64(copy_key);
    out.u64(mark.digest);
    out.u32(mark.source);
    out.u32(mark.line);
  }
  write_copies(out, room);
}

bool TableSessions::read_room(StateReader& in, std::map<RoomKey, Room>& rooms) {
  RoomKey key;
  Room room;
  std::uint32_t sources = 0;
  if (!in.string(key.site) || !in.string(key.tournament_id) || !in.u32(sources) || !in.count(sources, 4, "files"))
    return false;
  room.sources.resize(sources);
  for (std::string& source : room.sources)
    if (!in.string(source)) return false;
  std::uint64_t count = 0;
  if (!in.u64(count) || !in.count(count, 24, "copy keys")) return false;
  std::uint64_t previous = 0;
  for (std::uint64_t i = 0; i < count; ++i) {
    std::uint64_t copy_key = 0;
    HandNumberSet::Mark mark;
    if (!in.u64(copy_key) || !in.u64(mark.digest) || !in.u32(mark.source) || !in.u32(mark.line)) return false;
    if (copy_key <= previous) return in.fail("copy keys not in ascending order");
    if (mark.source >= room.sources.size()) return in.fail("a hand's file out of range");
    previous = copy_key;
    room.seen.insert(copy_key, mark);
  }
  if (!read_copies(in, room)) return false;
  if (!rooms.emplace(std::move(key), std::move(room)).second) return in.fail("a room given twice");
  return true;
}

void TableSessions::write_pending(StateWriter& out, const Pending& p) {
  out.u64(p.previous);
  out.u64(p.next);
  write_record(out, p.finding, write_cross_hand);
}

bool TableSessions::read_pending(StateReader& in, Pending& p) {
  return in.u64(p.previous) && in.u64(p.next) && read_record(in, p.finding, read_cross_hand, "a pending finding");
}

bool TableSessions::read_ghosts(StateReader& in, std::vector<Ghost>& ghosts) {
  std::uint32_t count = 0;
  if (!in.u32(count) || !in.count(count, kMinGhostBytes, "ghost debts")) return false;
  ghosts.resize(count);
  for (Ghost& ghost : ghosts) {
    bool reported = false;
    if (!in.string(ghost.name) || !in.i32(ghost.seat) || !in.u64(ghost.ended) || !in.boolean(reported)) return false;
    if (!reported) continue;
    // Assigned, not emplace(): clang does not see Pending, a nested class
    // with member initialisers, as default-constructible here.
    ghost.report = Pending{};
    if (!read_pending(in, *ghost.report)) return false;
  }
  return true;
}

bool TableSessions::read_table(StateReader& in, std::map<Key, Table>& tables) {
  Key key;
  Table table;
  std::uint32_t sources = 0;
  if (!in.string(key.site) || !in.string(key.table) || !in.string(key.tournament_id) || !in.boolean(table.unordered) ||
      !in.u32(sources) || !in.count(sources, 4, "files"))
    return false;
  table.sources.resize(sources);
  for (std::string& source : table.sources)
    if (!in.string(source)) return false;
  if (!read_numbers(in, table.seen, table.sources.size())) return false;
  std::uint32_t runs = 0;
  if (!in.u32(runs) || !in.count(runs, 8, "runs")) return false;
  std::uint64_t end = 0;  // the last hand of the run before
  for (std::uint32_t i = 0; i < runs; ++i) {
    Run run;
    if (!read_record(in, run.first, read_snapshot, "a run's first hand") ||
        !read_record(in, run.last, read_snapshot, "a run's last hand") || !in.boolean(run.linked) ||
        !read_ghosts(in, run.ghosts))
      return false;
    const std::uint64_t first = run.first.number;
    if (first == 0 || first <= end || run.last.number < first) return in.fail("runs out of order or overlapping");
    end = run.last.number;
    table.runs.emplace(first, std::move(run));
  }
  std::uint32_t pending = 0;
  if (!in.u32(pending) || !in.count(pending, 20, "pending findings")) return false;
  table.pending.resize(pending);
  for (Pending& p : table.pending)
    if (!read_pending(in, p)) return false;
  if (!read_copies(in, table)) return false;
  if (!tables.emplace(std::move(key), std::move(table)).second) return in.fail("a table given twice");
  return true;
}

std::string TableSessions::encode(const TournamentLevels* tournaments) const {
  StateWriter out;
  out.raw(kStateMagic);
  out.u16(kStateVersion);
  out.u16(0);
  out.string(profile_.key());
  write_record(out, stats_, [](StateWriter& w, const Stats& s) {
    for (const std::uint64_t v : {s.pairs, s.button_judged, s.stacks_judged, s.duplicates, s.voided}) w.u64(v);
  });
  write_records(out, tables_, [](StateWriter& w, const auto& entry) { write_table(w, entry.first, entry.second); });
  write_records(out, rooms_, [](StateWriter& w, const auto& entry) { write_room(w, entry.first, entry.second); });
  if (tournaments != nullptr) {
    tournaments->encode(out);
  } else {
    TournamentLevels().encode(out);  // none
  }
  return out.take();
}

std::optional<TableSessions> TableSessions::decode(std::string_view bytes, std::string& error,
                                                   TournamentLevels* tournaments) {
  StateReader in(bytes);
  std::string_view magic;
  std::uint16_t version = 0;
  std::uint16_t flags = 0;
  if (!in.raw(kStateMagic.size(), magic) || magic != kStateMagic) {
    error = "not a table-session state (no \"HAts\" at its start)";
    return std::nullopt;
  }
  TableSessions sessions{engine::ProfileChoice()};
  std::uint32_t tables = 0;
  if (in.u16(version) && version != kStateVersion)
    in.fail("table-session state version " + std::to_string(version) + ", this build reads version " +
            std::to_string(kStateVersion));
  if (in.u16(flags) && flags != 0) in.fail("unknown flags in the table-session state's header");
  std::string profile_key;
  if (in.string(profile_key)) {
    if (std::optional<engine::ProfileChoice> choice = engine::ProfileChoice::from_key(profile_key))
      sessions.profile_ = std::move(*choice);
    else
      in.fail("the table-session state's profile \"" + profile_key + "\" is not one this build knows");
  }
  read_record(
      in, sessions.stats_,
      [](StateReader& r, Stats& s) {
        return r.u64(s.pairs) && r.u64(s.button_judged) && r.u64(s.stacks_judged) && r.u64(s.duplicates) &&
               r.u64(s.voided);
      },
      "stats");
  if (in.u32(tables) && in.count(tables, 4, "tables")) {
    for (std::uint32_t i = 0; i < tables && !in.failed(); ++i) {
      StateReader inner("");
      if (!in.record(inner)) break;
      read_table(inner, sessions.tables_);
      in.finish_record(inner, "table " + std::to_string(i + 1));
    }
  }
  std::uint32_t rooms = 0;
  if (in.u32(rooms) && in.count(rooms, 4, "rooms")) {
    for (std::uint32_t i = 0; i < rooms && !in.failed(); ++i) {
      StateReader inner("");
      if (!in.record(inner)) break;
      read_room(inner, sessions.rooms_);
      in.finish_record(inner, "room " + std::to_string(i + 1));
    }
  }
  if (!in.failed()) {
    TournamentLevels dropped;
    (tournaments != nullptr ? *tournaments : dropped).decode(in);
  }
  if (!in.failed() && !in.at_end()) in.fail(std::to_string(in.left()) + " bytes after the tournaments");
  if (in.failed()) {
    error = "damaged table-session state: " + in.error();
    return std::nullopt;
  }
  return sessions;
}

}  // namespace validators

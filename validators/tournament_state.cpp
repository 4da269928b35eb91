// TournamentLevels::encode, decode and merge: the tournaments' part of a
// table-session state (the layout is in validators/session_state.h), and
// two such states taken together, so that the hands of one tournament
// audited by several processes are judged as one process judges them.
#include <algorithm>
#include <tuple>
#include <utility>

#include "validators/tournament_levels.h"

namespace validators {

namespace {

constexpr std::uint8_t kDealtIn = 1;
constexpr std::uint8_t kStacksKnown = 2;

void write_money(StateWriter& out, const engine::SummaryMoney& m) {
  out.i64(m.amount.minor_units());
  out.string(m.symbol);
  out.string(m.currency);
}

bool read_money(StateReader& in, engine::SummaryMoney& m) {
  return read_chips(in, m.amount) && in.string(m.symbol) && in.string(m.currency);
}

template <typename T, typename Write>
void write_optional(StateWriter& out, const std::optional<T>& value, Write write) {
  out.boolean(value.has_value());
  if (value) write(*value);
}

template <typename T, typename Read>
bool read_optional(StateReader& in, std::optional<T>& value, Read read) {
  bool known = false;
  if (!in.boolean(known)) return false;
  if (!known) {
    value.reset();
    return true;
  }
  T read_value{};
  if (!read(read_value)) return false;
  value = std::move(read_value);
  return true;
}

// A tournament summary (engine/tournament_summary.h), field by field in
// its order.
void write_summary(StateWriter& out, const engine::TournamentSummary& s) {
  for (const std::string* text : {&s.site, &s.tournament_id, &s.game, &s.buy_in}) out.string(*text);
  write_optional(out, s.entrants, [&](std::uint64_t n) { out.u64(n); });
  out.u32(s.entrants_line);
  write_optional(out, s.prize_pool, [&](const engine::SummaryMoney& m) { write_money(out, m); });
  out.string(s.prize_pool_text);
  out.u32(s.prize_pool_line);
  out.string(s.started);
  out.string(s.finished);
  out.u32(static_cast<std::uint32_t>(s.entries.size()));
  for (const engine::SummaryEntry& e : s.entries) {
    out.u32(e.place);
    out.string(e.name);
    out.u32(e.entry);
    out.string(e.country);
    out.boolean(e.still_playing);
    write_optional(out, e.prize, [&](const engine::SummaryMoney& m) { write_money(out, m); });
    out.string(e.prize_text);
    out.u32(e.line);
    out.u32(e.column);
    out.string(e.text);
  }
  write_optional(out, s.hero_place, [&](std::uint32_t place) { out.u32(place); });
  out.string(s.hero_eliminated_at);
  out.u32(s.hero_line);
  out.string(s.hero_text);
  out.u32(static_cast<std::uint32_t>(s.unrecognized.size()));
  for (const engine::SummaryLine& l : s.unrecognized) {
    out.u32(l.line);
    out.string(l.text);
  }
  out.u32(s.line);
  out.u32(s.column);
  out.string(s.header);
}

bool read_summary(StateReader& in, engine::TournamentSummary& s) {
  for (std::string* text : {&s.site, &s.tournament_id, &s.game, &s.buy_in})
    if (!in.string(*text)) return false;
  if (!read_optional(in, s.entrants, [&](std::uint64_t& n) { return in.u64(n); }) || !in.u32(s.entrants_line) ||
      !read_optional(in, s.prize_pool, [&](engine::SummaryMoney& m) { return read_money(in, m); }) ||
      !in.string(s.prize_pool_text) || !in.u32(s.prize_pool_line) || !in.string(s.started) || !in.string(s.finished))
    return false;
  std::uint32_t entries = 0;
  if (!in.u32(entries) || !in.count(entries, 30, "summary entries")) return false;
  s.entries.resize(entries);
  for (engine::SummaryEntry& e : s.entries) {
    if (!in.u32(e.place) || !in.string(e.name) || !in.u32(e.entry) || !in.string(e.country) ||
        !in.boolean(e.still_playing) ||
        !read_optional(in, e.prize, [&](engine::SummaryMoney& m) { return read_money(in, m); }) ||
        !in.string(e.prize_text) || !in.u32(e.line) || !in.u32(e.column) || !in.string(e.text))
      return false;
  }
  if (!read_optional(in, s.hero_place, [&](std::uint32_t& place) { return in.u32(place); }) ||
      !in.string(s.hero_eliminated_at) || !in.u32(s.hero_line) || !in.string(s.hero_text))
    return false;
  std::uint32_t lines = 0;
  if (!in.u32(lines) || !in.count(lines, 8, "unrecognized summary lines")) return false;
  s.unrecognized.resize(lines);
  for (engine::SummaryLine& l : s.unrecognized)
    if (!in.u32(l.line) || !in.string(l.text)) return false;
  return in.u32(s.line) && in.u32(s.column) && in.string(s.header);
}

// An index read from the state, refused unless below `size`.
bool read_index(StateReader& in, std::uint32_t& index, std::size_t size, std::string_view what) {
  if (!in.u32(index)) return false;
  if (index >= size) return in.fail(std::string(what) + " out of range");
  return true;
}

}  // namespace

void TournamentLevels::write_tournament(StateWriter& out, const Key& key, const Tournament& t) {
  out.string(std::get<0>(key));
  out.string(std::get<1>(key));
  out.string(std::get<2>(key));
  for (const std::vector<std::string>* names : {&t.tables, &t.sources}) {
    out.u32(static_cast<std::uint32_t>(names->size()));
    for (const std::string& name : *names) out.string(name);
  }
  out.string(t.money_symbol);
  out.boolean(t.rebuys_unlogged);
  out.string(t.hero);
  out.boolean(t.heroes_differ);
  out.u32(static_cast<std::uint32_t>(t.hands.size()));
  // Each hand as it was kept before its level and header were packed: the
  // state's layout stays the one of version 9.
  for (std::size_t i = 0; i < t.hands.size(); ++i) {
    const Hand& h = t.hands[i];
    const Level& level = t.levels[h.level];
    const PackedHeaders::Header header = t.headers.unpack(h.header);
    out.i64(h.time);
    out.u64(h.number);
    out.u32(level.key);
    out.boolean(level.roman);
    out.i64(level.small_blind.minor_units());
    out.i64(level.big_blind.minor_units());
    out.u32(h.table);
    out.u32(h.source);
    out.string(header.hand_id);
    write_pos(out, {h.line, header.column});
    out.string(header.line);
  }
  const auto write_seat = [&out](const SeatAt& at) {
    out.u32(at.hand);
    out.i64(at.start.minor_units());
    out.i64(at.end.minor_units());
    out.u8(static_cast<std::uint8_t>((at.dealt_in ? kDealtIn : 0) | (at.stacks_known ? kStacksKnown : 0)));
    write_pos(out, at.pos);
    out.string(at.line);
  };
  out.u32(static_cast<std::uint32_t>(t.players.size()));
  for (const auto& [name, stints] : t.players) {
    out.string(name);
    out.u32(static_cast<std::uint32_t>(stints.size()));
    for (const Stint& s : stints) {
      out.u32(s.table);
      out.u32(s.hands);
      write_seat(s.first);
      write_seat(s.last);
      write_optional(out, s.bust, write_seat);
      write_optional(out, s.after_bust, write_seat);
    }
  }
  out.u32(static_cast<std::uint32_t>(t.finishes.size()));
  for (const auto& [finish, hand] : t.finishes) {
    out.string(finish.name);
    out.u32(finish.place);
    write_optional(out, finish.prize, [&](engine::Chips prize) { out.i64(prize.minor_units()); });
    out.string(finish.prize_symbol);
    out.u32(hand);
  }
  out.u32(static_cast<std::uint32_t>(t.rebuys.size()));
  for (const auto& [hand, added] : t.rebuys) {
    out.u32(hand);
    out.i64(added.minor_units());
  }
}

bool TournamentLevels::read_tournament(StateReader& in, Tournaments& into) {
  Key key;
  if (!in.string(std::get<0>(key)) || !in.string(std::get<1>(key)) || !in.string(std::get<2>(key))) return false;
  Tournament t;
  for (std::vector<std::string>* names : {&t.tables, &t.sources}) {
    std::uint32_t count = 0;
    if (!in.u32(count) || !in.count(count, 4, "names")) return false;
    names->resize(count);
    for (std::string& name : *names)
      if (!in.string(name)) return false;
  }
  if (!in.string(t.money_symbol) || !in.boolean(t.rebuys_unlogged) || !in.string(t.hero) ||
      !in.boolean(t.heroes_differ))
    return false;
  std::uint32_t hands = 0;
  if (!in.u32(hands) || !in.count(hands, 61, "tournament hands")) return false;
  std::string hand_id;
  std::string header_line;
  for (std::uint32_t i = 0; i < hands; ++i) {
    Hand h;
    Level level;
    engine::SourcePos header;
    if (!in.i64(h.time) || !in.u64(h.number) || !in.u32(level.key) || !in.boolean(level.roman) ||
        !read_chips(in, level.small_blind) || !read_chips(in, level.big_blind) ||
        !read_index(in, h.table, t.tables.size(), "a hand's table") ||
        !read_index(in, h.source, t.sources.size(), "a hand's file") || !in.string(hand_id) ||
        !read_pos(in, header) || !in.string(header_line))
      return false;
    h.line = header.line;
    push_hand(t, h, level, hand_id, header_line, header.column);
  }
  const auto read_seat = [&in, &t](SeatAt& at) {
    std::uint8_t flags = 0;
    if (!read_index(in, at.hand, t.hands.size(), "a seat's hand") || !read_chips(in, at.start) ||
        !read_chips(in, at.end) || !in.u8(flags) || !read_pos(in, at.pos) || !in.string(at.line))
      return false;
    if ((flags & ~(kDealtIn | kStacksKnown)) != 0) return in.fail("unknown flags of a seat");
    at.dealt_in = (flags & kDealtIn) != 0;
    at.stacks_known = (flags & kStacksKnown) != 0;
    return true;
  };
  std::uint32_t players = 0;
  if (!in.u32(players) || !in.count(players, 8, "tournament players")) return false;
  for (std::uint32_t p = 0; p < players; ++p) {
    std::string name;
    std::uint32_t stints = 0;
    if (!in.string(name) || !in.u32(stints) || !in.count(stints, 76, "stints")) return false;
    std::vector<Stint>& list = t.players[name];
    if (!list.empty()) return in.fail("a tournament's player given twice");
    list.resize(stints);
    for (Stint& s : list) {
      if (!read_index(in, s.table, t.tables.size(), "a stint's table") || !in.u32(s.hands) || !read_seat(s.first) ||
          !read_seat(s.last) || !read_optional(in, s.bust, read_seat) || !read_optional(in, s.after_bust, read_seat))
        return false;
      if (s.bust.has_value() != s.after_bust.has_value()) return in.fail("a stint's bust without the hand after it");
    }
  }
  std::uint32_t finishes = 0;
  if (!in.u32(finishes) || !in.count(finishes, 17, "finishes")) return false;
  t.finishes.resize(finishes);
  for (auto& [finish, hand] : t.finishes) {
    if (!in.string(finish.name) || !in.u32(finish.place) ||
        !read_optional(in, finish.prize, [&](engine::Chips& prize) { return read_chips(in, prize); }) ||
        !in.string(finish.prize_symbol) || !read_index(in, hand, t.hands.size(), "a finish's hand"))
      return false;
  }
  std::uint32_t rebuys = 0;
  if (!in.u32(rebuys) || !in.count(rebuys, 12, "rebuys")) return false;
  t.rebuys.resize(rebuys);
  for (auto& [hand, added] : t.rebuys)
    if (!read_index(in, hand, t.hands.size(), "a rebuy's hand") || !read_chips(in, added)) return false;
  if (t.hands.empty()) return in.fail("a tournament without hands");
  if (!into.emplace(std::move(key), std::move(t)).second) return in.fail("a tournament given twice");
  return true;
}

void TournamentLevels::encode(StateWriter& out) const {
  write_records(out, tournaments_,
                [](StateWriter& w, const auto& entry) { write_tournament(w, entry.first, entry.second); });
  write_records(out, summaries_, [](StateWriter& w, const auto& entry) {
    w.string(entry.second);  // the summary's file
    write_summary(w, *entry.first);
  });
}

bool TournamentLevels::decode(StateReader& in) {
  std::uint32_t tournaments = 0;
  if (!in.u32(tournaments) || !in.count(tournaments, 4, "tournaments")) return false;
  for (std::uint32_t i = 0; i < tournaments; ++i)
    if (!read_record(in, tournaments_, read_tournament, "tournament " + std::to_string(i + 1))) return false;
  std::uint32_t summaries = 0;
  if (!in.u32(summaries) || !in.count(summaries, 4, "tournament summaries")) return false;
  for (std::uint32_t i = 0; i < summaries; ++i) {
    auto summary = std::make_shared<engine::TournamentSummary>();
    std::string source;
    const auto read = [&](StateReader& r, engine::TournamentSummary& s) { return r.string(source) && read_summary(r, s); };
    if (!read_record(in, *summary, read, "tournament summary " + std::to_string(i + 1))) return false;
    summaries_.emplace_back(std::move(summary), std::move(source));
  }
  return true;
}

void TournamentLevels::merge_tournament(Tournament& ours, Tournament&& theirs) {
  // Their tables, files and hands renumbered into ours: their hands after ours, as add() would have put them.
  std::vector<std::uint32_t> table_of(theirs.tables.size());
  for (std::size_t i = 0; i < theirs.tables.size(); ++i) table_of[i] = index_of(ours.tables, theirs.tables[i]);
  std::vector<std::uint32_t> source_of(theirs.sources.size());
  for (std::size_t i = 0; i < theirs.sources.size(); ++i) source_of[i] = index_of(ours.sources, theirs.sources[i]);
  std::vector<std::uint32_t> level_of(theirs.levels.size());
  for (std::size_t i = 0; i < theirs.levels.size(); ++i) level_of[i] = level_index(ours, theirs.levels[i]);
  const std::uint64_t header_shift = ours.headers.append(std::move(theirs.headers));
  const auto offset = static_cast<std::uint32_t>(ours.hands.size());
  for (std::size_t i = 0; i < theirs.hands.size(); ++i) {
    Hand h = theirs.hands[i];
    h.table = table_of[h.table];
    h.source = source_of[h.source];
    h.level = level_of[h.level];
    h.header += header_shift;
    ours.hands.push_back(h);
  }
  theirs.hands.clear();
  if (ours.money_symbol.empty()) ours.money_symbol = theirs.money_symbol;
  // add() keeps the last hero and notes a change: theirs all alike unless they noted one.
  if (!theirs.hero.empty()) {
    ours.heroes_differ = ours.heroes_differ || theirs.heroes_differ || (!ours.hero.empty() && ours.hero != theirs.hero);
    ours.hero = std::move(theirs.hero);
  }
  for (auto& [finish, hand] : theirs.finishes) ours.finishes.emplace_back(std::move(finish), hand + offset);
  for (const auto& [hand, added] : theirs.rebuys) ours.rebuys.emplace_back(hand + offset, added);
  for (auto& [name, stints] : theirs.players) {
    std::vector<Stint>& mine = ours.players[name];
    for (Stint& s : stints) {
      s.table = table_of[s.table];
      for (SeatAt* at : {&s.first, &s.last, s.bust ? &*s.bust : nullptr, s.after_bust ? &*s.after_bust : nullptr})
        if (at != nullptr) at->hand += offset;
      const auto held = std::find_if(mine.begin(), mine.end(), [&](const Stint& m) { return m.table == s.table; });
      if (held == mine.end()) {
        mine.push_back(std::move(s));
        continue;
      }
      // Their hands that the stint keeps, taken in time order as add() takes
      // hands; the ones it does not keep are only counted.
      std::vector<SeatAt> kept{s.first, s.last};
      if (s.bust) kept.push_back(*s.bust);
      if (s.after_bust) kept.push_back(*s.after_bust);
      const auto when = [&ours](const SeatAt& at) {
        return std::tie(ours.hands[at.hand].time, ours.hands[at.hand].number, at.hand);
      };
      std::sort(kept.begin(), kept.end(), [&](const SeatAt& a, const SeatAt& b) { return when(a) < when(b); });
      kept.erase(std::unique(kept.begin(), kept.end(), [](const SeatAt& a, const SeatAt& b) { return a.hand == b.hand; }),
                 kept.end());
      std::uint32_t repeated = 0;
      for (SeatAt& at : kept) {
        const std::string line = std::move(at.line);
        if (!take_seat(ours, *held, at, line)) ++repeated;
      }
      held->hands += s.hands - std::min(repeated, s.hands);
    }
  }
}

void TournamentLevels::merge(TournamentLevels&& other) {
  if (&other == this) return;
  for (auto& entry : other.summaries_) summaries_.push_back(std::move(entry));
  other.summaries_.clear();
  for (auto& [key, theirs] : other.tournaments_) {
    const auto held = tournaments_.find(key);
    if (held == tournaments_.end())
      tournaments_.emplace(key, std::move(theirs));
    else
      merge_tournament(held->second, std::move(theirs));
  }
  other.tournaments_.clear();
}

}  // namespace validators

#include "validators/copy_fingerprint.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <string_view>
#include <utility>

namespace validators {

namespace {

// A 64-bit hash of a sequence of integers and strings: each piece is folded
// into the state by one multiply and a rotation, and the state finished by
// a multiply-xorshift finaliser. Every hand's facts are hashed, so a fact's
// small fields are packed into one word (pack()) and each name is hashed
// once a hand (NameHashes): a fold costs three instructions. Not
// cryptographic: it tells an edited copy from the original, not a copy
// forged to collide.
class Hasher {
 public:
  explicit Hasher(std::uint64_t kind) { add(kind); }
  Hasher& add(std::uint64_t v) {
    h_ = std::rotl((h_ ^ v) * 0x9E3779B97F4A7C15ULL, 27);
    return *this;
  }
  Hasher& add(std::int64_t v) { return add(static_cast<std::uint64_t>(v)); }
  Hasher& add(int v) { return add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  Hasher& add(bool v) { return add(std::uint64_t{v ? 1u : 0u}); }
  Hasher& add(engine::Chips c) { return add(c.minor_units()); }
  Hasher& add(std::string_view s) {
    add(static_cast<std::uint64_t>(s.size()));
    std::size_t at = 0;
    for (; at + 8 <= s.size(); at += 8) {
      std::uint64_t piece;
      std::memcpy(&piece, s.data() + at, 8);
      add(piece);
    }
    if (at == s.size()) return *this;
    std::uint64_t tail = 0;  // the last 1 to 7 bytes, the first lowest
    for (std::size_t i = s.size(); i > at; --i) tail = tail << 8 | static_cast<unsigned char>(s[i - 1]);
    return add(tail);
  }
  // The count and up to seven cards in one word, a byte each; more, a word each.
  Hasher& add(const engine::CardList& cards) {
    std::uint64_t word = cards.size;
    const std::size_t packed = std::min<std::size_t>(cards.size, 7);
    for (std::size_t i = 0; i < packed; ++i)
      word |= static_cast<std::uint64_t>(cards.cards[i].code() + 1) << (8 * (i + 1));
    add(word);
    for (std::size_t i = packed; i < cards.size; ++i) add(cards.cards[i].code());
    return *this;
  }
  std::uint64_t value() const { return mix(h_); }

 private:
  static std::uint64_t mix(std::uint64_t x) {
    x *= 0x9E3779B97F4A7C15ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x;
  }
  std::uint64_t h_ = 0x6A09E667F3BCC908ULL;
};

// What kind of fact a hash is of: the same values in two kinds of fact
// hash apart.
enum Kind : std::uint64_t {
  kHeader = 1,
  kTable,
  kSeat,
  kAction,
  kStreet,
  kSummaryBoard,
  kShow,
  kSummary,
  kPots,
  kAdded,
  kResults,
  kName
};

// Small fields (flags, enums, seat numbers: each below 2^width) in one word,
// the first lowest: one fold instead of one a field.
template <typename... Fields>
constexpr std::uint64_t pack(std::pair<std::uint64_t, int> first, Fields... rest) {
  std::uint64_t word = first.first;
  int shift = first.second;
  ((word |= rest.first << shift, shift += rest.second), ...);
  return word;
}
constexpr std::pair<std::uint64_t, int> field(std::uint64_t value, int width) { return {value, width}; }
constexpr std::pair<std::uint64_t, int> flag(bool value) { return {value ? 1u : 0u, 1}; }

// Each player's name hashed once a hand, for the seat, show and summary
// facts and every action: a fact folds the name's hash, not its bytes.
class NameHashes {
 public:
  explicit NameHashes(const engine::HandRecord& r) : record_(r) {
    const std::size_t kept = std::min(r.players.size(), hashes_.size());
    for (std::size_t i = 0; i < kept; ++i) hashes_[i] = of(r.players[i].name);
  }
  // The hash of player `player`'s name; of "" for no player (-1).
  std::uint64_t operator[](int player) const {
    if (player < 0 || static_cast<std::size_t>(player) >= record_.players.size()) return of({});
    const auto at = static_cast<std::size_t>(player);
    return at < hashes_.size() ? hashes_[at] : of(record_.players[at].name);
  }

 private:
  static std::uint64_t of(std::string_view name) { return Hasher(kName).add(name).value(); }
  const engine::HandRecord& record_;
  std::array<std::uint64_t, 16> hashes_{};  // the first 16 players' (a table seats at most 10)
};

// A fact whose line the reader did not keep (a line it makes up, such as a
// room's implied collect) takes the line of the fact made before it.
struct Facts {
  std::vector<FactHash> list;
  void add(const Hasher& h, std::uint32_t line) {
    if (line == 0 && !list.empty()) line = list.back().line;
    list.push_back({h.value(), line});
  }
};

// The header and the table line: game, stakes, time, table, button.
void header_facts(const engine::HandRecord& r, Facts& out) {
  const engine::GameDef& g = r.game;
  Hasher header(kHeader);
  header.add(r.site).add(r.hand_id).add(r.tournament_id).add(r.currency).add(r.start_time);
  header.add(pack(field(static_cast<std::uint8_t>(g.variant), 8), field(static_cast<std::uint8_t>(g.structure), 8),
                  flag(g.hi_lo), flag(g.tournament), flag(r.cancelled), flag(r.bomb_pot), flag(r.runs > 1)));
  header.add(g.small_blind).add(g.big_blind).add(g.small_bet).add(g.big_bet).add(g.ante).add(g.button_blind);
  header.add(g.bring_in).add(g.cap).add(r.house_money);
  out.add(header, r.header_pos.line);
  Hasher table(kTable);
  table.add(r.table).add(r.button_seat).add(r.button_seat_guessed).add(g.max_seats);
  out.add(table, r.button_pos.line != 0 ? r.button_pos.line : r.header_pos.line);
}

// Seat lines (with a stud player's up-cards, which every viewer sees) and
// what the summary and the show lines say of each player. Hole cards count
// only when shown: the hero's own are his alone.
void player_facts(const engine::HandRecord& r, const NameHashes& names, Facts& out) {
  for (std::size_t i = 0; i < r.players.size(); ++i) {
    const engine::PlayerRecord& p = r.players[i];
    const std::uint64_t name = names[static_cast<int>(i)];
    Hasher seat(kSeat);
    seat.add(name).add(p.seat).add(p.stack).add(pack(flag(p.sitting_out), flag(p.stack_unknown))).add(p.up);
    out.add(seat, p.pos.line);
    if (p.showed) {
      Hasher show(kShow);
      show.add(name).add(p.hole).add(p.description);
      out.add(show, p.show_pos.line != 0 ? p.show_pos.line : p.summary_pos.line);
    }
    if (p.in_summary) {
      Hasher summary(kSummary);
      summary.add(name).add(pack(flag(p.mucked), flag(p.showed), flag(p.summary_won.has_value())));
      summary.add(p.summary_won.value_or(engine::Chips{0}));
      out.add(summary, p.summary_pos.line);
    }
  }
}

// Every action with its amounts, in log order (posts, bets, returns,
// collects, cash-outs); then each street's new board cards and the summary's boards.
void action_facts(const engine::HandRecord& r, const NameHashes& names, Facts& out) {
  for (const engine::ActionRecord& a : r.actions) {
    Hasher h(kAction);
    h.add(pack(field(static_cast<std::uint8_t>(a.kind), 8), flag(a.all_in), flag(a.reached_cap),
               field(static_cast<std::uint8_t>(a.street), 6), field(static_cast<std::uint16_t>(a.pot), 16),
               field(static_cast<std::uint8_t>(a.board), 8), field(a.cards, 8)));
    h.add(names[a.player]).add(a.amount).add(a.to);
    out.add(h, a.pos.line);
  }
  // A street marker shows the board so far (street_cards[s] cards of the
  // first board); the record keeps the board of the last marker.
  for (int s = 0; s < engine::kStreetCount; ++s) {
    const std::uint32_t line = r.street_pos[static_cast<std::size_t>(s)].line;
    const std::size_t shown = r.street_cards[static_cast<std::size_t>(s)];
    if (line == 0) continue;
    Hasher h(kStreet);
    h.add(s).add(static_cast<std::uint64_t>(shown));
    for (std::size_t i = 0; i < shown && i < r.boards[0].size; ++i) h.add(r.boards[0].cards[i].code());
    out.add(h, line);
  }
  // A later run-out: with the summary's boards, or the last marker's line.
  // A third run onwards is added only where there is one, so that the
  // digests of hands run once or twice stay what they were (session state
  // version 4).
  if (!r.boards[1].empty()) {
    Hasher h(kStreet);
    h.add(r.boards[1]);
    for (std::size_t k = 2; k < engine::kMaxRuns; ++k)
      if (!r.boards[k].empty()) h.add(r.boards[k]);
    out.add(h, r.summary_board_pos.line != 0 ? r.summary_board_pos.line : r.end_pos.line);
  }
  if (r.summary_board_pos.line != 0) {
    Hasher h(kSummaryBoard);
    h.add(r.summary_boards[0]).add(r.summary_boards[1]);
    for (std::size_t k = 2; k < engine::kMaxRuns; ++k)
      if (!r.summary_boards[k].empty()) h.add(r.summary_boards[k]);
    out.add(h, r.summary_board_pos.line);
  }
}

// The stated pots and rake, rebuys and add-ons, PHH's results.
void money_facts(const engine::HandRecord& r, const NameHashes& names, Facts& out) {
  if (r.stated.pos.line != 0) {
    Hasher h(kPots);
    const engine::StatedPots& p = r.stated;
    h.add(pack(flag(p.total.has_value()), flag(p.main.has_value()), flag(p.rake.has_value())));
    h.add(p.total.value_or(engine::Chips{0})).add(p.main.value_or(engine::Chips{0}));
    h.add(p.rake.value_or(engine::Chips{0}));
    h.add(static_cast<std::uint64_t>(p.side.size()));
    for (const engine::Chips c : p.side) h.add(c);
    out.add(h, p.pos.line);
  }
  for (const engine::ChipsAdded& c : r.chips_added) {
    Hasher h(kAdded);
    h.add(names[c.player]).add(c.amount);
    out.add(h, c.pos.line);
  }
  for (const engine::HouseDeal& d : r.house_deals) {
    Hasher h(kAdded);  // money from outside the pots, as a rebuy is
    h.add(names[d.player]).add(d.amount);
    out.add(h, d.pos.line);
  }
  const auto results = [&](const std::vector<std::optional<engine::Chips>>& values,
                           const std::vector<engine::SourcePos>& pos, std::uint64_t which) {
    if (values.empty()) return;
    Hasher h(kResults);
    h.add(which);
    for (const auto& v : values) h.add(v.has_value()).add(v.value_or(engine::Chips{0}));
    out.add(h, pos.empty() ? r.end_pos.line : pos.front().line);
  };
  results(r.finishing_stacks, r.finishing_stacks_pos, 1);
  results(r.winnings, r.winnings_pos, 2);
}

}  // namespace

CopyFingerprint copy_fingerprint(const engine::HandRecord& record) {
  Facts facts;
  facts.list.reserve(record.players.size() * 3 + record.actions.size() + 8);
  const NameHashes names(record);
  header_facts(record, facts);
  player_facts(record, names, facts);
  action_facts(record, names, facts);
  money_facts(record, names, facts);
  // The digest takes the facts in the order they were made, which one
  // record always gives alike; only parting() puts them in line order, on
  // the rare conflict, not every hand.
  Hasher digest(0);
  for (const FactHash& f : facts.list) digest.add(f.hash);
  CopyFingerprint result;
  result.digest = digest.value() == 0 ? 1 : digest.value();
  result.facts = std::move(facts.list);
  return result;
}

std::uint64_t copy_key(const engine::HandRecord& record) {
  const auto hashed = [](const Hasher& h) { return h.value() | kHashedCopyKey; };
  // ACPC numbers the hands of each match from 0: its match name (event) tells them apart.
  if (record.format == "phh" || record.format == "acpc") {
    // Without a `hand` field the reader names the hand after its file (audit_phh_hand leaves it empty).
    if (record.hand_id.empty() || (record.event.empty() && record.table.empty())) return 0;
    return hashed(Hasher(kHeader).add(record.event).add(record.table).add(record.hand_id));
  }
  if (record.table_is_file) return record.hand_code.empty() ? 0 : hashed(Hasher(kHeader).add(record.hand_code));
  const std::string_view id = record.hand_id;
  if (id.empty()) return 0;
  if (id.size() <= 18 && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    std::uint64_t n = 0;  // 18 digits stay below kHashedCopyKey
    for (const char c : id) n = n * 10 + static_cast<std::uint64_t>(c - '0');
    if (n != 0) return n;
  }
  return hashed(Hasher(kHeader).add(id));
}

Parting parting(std::vector<FactHash> a, std::vector<FactHash> b) {
  // Line order, so that the first fact the copies disagree on is the first
  // line where they part; facts of one line keep the order they were made in.
  const auto by_line = [](const FactHash& x, const FactHash& y) { return x.line < y.line; };
  std::stable_sort(a.begin(), a.end(), by_line);
  std::stable_sort(b.begin(), b.end(), by_line);
  const std::size_t common = std::min(a.size(), b.size());
  std::size_t at = 0;
  while (at < common && a[at].hash == b[at].hash) ++at;
  // The line of fact `at`; past the end, the last fact's; 0 for no facts.
  const auto line_at = [at](const std::vector<FactHash>& facts) {
    return facts.empty() ? std::uint32_t{0} : facts[std::min(at, facts.size() - 1)].line;
  };
  return {line_at(a), line_at(b)};
}

}  // namespace validators

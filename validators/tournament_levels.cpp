#include "validators/tournament_levels.h"

#include <algorithm>
#include <cstring>
#include <ctime>
#include <tuple>

#include "engine/money_text.h"

namespace validators {

namespace {

// "IV" for 4: the levels as the headers write them.
std::string roman(unsigned n) {
  static constexpr std::pair<unsigned, const char*> kNumerals[] = {
      {1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"},
      {40, "XL"},  {10, "X"},   {9, "IX"},  {5, "V"},    {4, "IV"},  {1, "I"}};
  std::string text;
  for (const auto& [value, numeral] : kNumerals)
    for (; n >= value; n -= value) text += numeral;
  return text;
}

// "level IV" or "level 4", as the header numbers it.
std::string level_text(std::uint32_t key, bool in_roman) {
  const auto number = [&](unsigned n) { return in_roman ? roman(n) : std::to_string(n); };
  const unsigned round = key >> 16;
  const std::string level = "level " + number(key & 0xFFFF);
  return round == 0 ? level : "match round " + number(round) + ", " + level;
}

std::string blinds_text(engine::Chips small_blind, engine::Chips big_blind) {
  return engine::money_text(small_blind, "") + "/" + engine::money_text(big_blind, "");
}

// The header's time as written from its seconds (zone-naive, as the log's).
std::string time_text(std::int64_t seconds) {
  const std::time_t t = static_cast<std::time_t>(seconds);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y/%m/%d %H:%M:%S", &tm);
  return text;
}

// Sorts `hands` in time order, ties by number, then as added, in place: no
// second copy of them. Returns each hand's place by its index as added.
template <typename Hands>
std::vector<std::uint32_t> sort_in_time_order(Hands& hands) {
  const auto n = static_cast<std::uint32_t>(hands.size());
  std::vector<std::uint32_t> order(n);  // the index as added of the hand at each place
  for (std::uint32_t i = 0; i < n; ++i) order[i] = i;
  // Stable: merges the runs of hands given in order (a file's), where
  // std::sort would not see them.
  std::stable_sort(order.begin(), order.end(), [&hands](std::uint32_t a, std::uint32_t b) {
    return std::tie(hands[a].time, hands[a].number) < std::tie(hands[b].time, hands[b].number);
  });
  std::vector<std::uint32_t> rank(n);
  for (std::uint32_t at = 0; at < n; ++at) rank[order[at]] = at;
  // Each cycle of the permutation moved round once, a place marked done
  // (order[at] = at) as it takes its hand.
  for (std::uint32_t start = 0; start < n; ++start) {
    if (order[start] == start) continue;
    const auto moving = hands[start];
    std::uint32_t at = start;
    while (order[at] != start) {
      const std::uint32_t from = order[at];
      hands[at] = hands[from];
      order[at] = at;
      at = from;
    }
    hands[at] = moving;
    order[at] = at;
  }
  return rank;
}

}  // namespace

std::uint32_t TournamentLevels::index_of(std::vector<std::string>& names, const std::string& name,
                                        std::uint32_t last) {
  if (last < names.size() && names[last] == name) return last;
  const auto it = std::find(names.begin(), names.end(), name);
  if (it != names.end()) return static_cast<std::uint32_t>(it - names.begin());
  names.push_back(name);
  return static_cast<std::uint32_t>(names.size() - 1);
}

void TournamentLevels::add(const HandSnapshot& hand) {
  if (!hand.tournament || hand.tournament_id.empty() || hand.start_time == 0) return;
  auto found = tournaments_.find(std::tie(hand.site, hand.tournament_id, hand.tournament_buy_in));
  if (found == tournaments_.end())
    found = tournaments_.try_emplace(Key{hand.site, hand.tournament_id, hand.tournament_buy_in}).first;
  Tournament& t = found->second;
  // Once a tournament, not once a hand: its site is part of its key.
  if (t.hands.empty()) t.rebuys_unlogged = !profile_.for_hand("", hand.site, true).tournament_rebuys_logged;
  Hand h;
  h.time = hand.start_time;
  h.number = hand.number;
  // Most hands are at the table and in the file of the hand before.
  const Hand* before = t.hands.empty() ? nullptr : &t.hands.back();
  // A table named after its file (HandRecord::table_is_file) is the file, as TableSessions takes it.
  h.table = index_of(t.tables, hand.table_is_file ? hand.source : hand.table, before ? before->table : 0);
  h.source = index_of(t.sources, hand.source, before ? before->source : 0);
  h.line = hand.header_pos.line;
  const Level level{static_cast<std::uint32_t>(hand.level_round) << 16 | hand.level, hand.level_roman,
                    hand.level_small_blind, hand.level_big_blind};
  // The header's own line, up to its first '\r' or '\n': the first '\n',
  // then a '\r' before it (find_first_of would call memchr for each byte).
  std::string_view header_line = hand.top_text;
  if (const void* newline = std::memchr(header_line.data(), '\n', header_line.size()))
    header_line = header_line.substr(0, static_cast<std::size_t>(static_cast<const char*>(newline) - header_line.data()));
  if (const void* ret = std::memchr(header_line.data(), '\r', header_line.size()))
    header_line = header_line.substr(0, static_cast<std::size_t>(static_cast<const char*>(ret) - header_line.data()));
  push_hand(t, h, level, hand.hand_id, header_line, hand.header_pos.column);
  const auto index = static_cast<std::uint32_t>(t.hands.size() - 1);
  for (const SnapshotFinish& f : hand.finishes) t.finishes.emplace_back(f, index);
  if (!hand.hero.empty() && hand.hero != t.hero) {
    t.heroes_differ = t.heroes_differ || !t.hero.empty();
    t.hero = hand.hero;
  }
  keep_seats(t, hand, index);
}

void TournamentLevels::push_hand(Tournament& t, Hand h, const Level& level, std::string_view hand_id,
                                 std::string_view header_line, std::uint32_t column) {
  // Most hands are at the level of the hand before.
  const bool as_before = !t.hands.empty() && t.levels[t.hands.back().level].tied() == level.tied();
  h.level = as_before ? t.hands.back().level : level_index(t, level);
  h.header = t.headers.pack(hand_id, header_line, column);
  t.hands.push_back(h);
}

std::uint32_t TournamentLevels::level_index(Tournament& t, const Level& level) {
  const auto [found, is_new] = t.level_indices.try_emplace(level.tied(), static_cast<std::uint32_t>(t.levels.size()));
  if (is_new) t.levels.push_back(level);
  return found->second;
}

void TournamentLevels::name_hand(CrossHandFinding& c, const Tournament& t, const Hand& hand) {
  c.source = t.sources[hand.source];
  c.hand_id = id_of(t, hand);
}

void TournamentLevels::name_previous(CrossHandFinding& c, const Tournament& t, const Hand& earlier) {
  PackedHeaders::Header header = t.headers.unpack(earlier.header);
  c.previous_source = t.sources[earlier.source];
  c.previous_hand_id = std::move(header.hand_id);
  c.previous_pos = {earlier.line, header.column};
}

void TournamentLevels::judge_levels(const Tournament& t, Placed& out) {
  const Hands& hands = t.hands;
  const auto report = [&](std::size_t later_at, const Hand& earlier, std::string message, std::string expected,
                          std::string actual) {
    const Hand& later = hands[later_at];
    PackedHeaders::Header header = t.headers.unpack(later.header);
    CrossHandFinding c;
    c.finding.rule = engine::Rule::kTournamentLevelMismatch;
    c.finding.pos = {later.line, header.column};
    if (const std::size_t at = header.line.rfind(" - Level"); at != std::string::npos)
      c.finding.pos.column = header.column + static_cast<std::uint32_t>(at + 3);
    c.finding.message = std::move(message);
    c.finding.expected = engine::FindingValue::words(std::move(expected));
    c.finding.actual = engine::FindingValue::words(std::move(actual));
    name_hand(c, t, later);
    name_previous(c, t, earlier);
    c.excerpt = std::move(header.line);
    out.emplace_back(later_at, std::move(c));
  };
  const auto where = [&](const Hand& h) { return "hand #" + id_of(t, h) + " at table '" + t.tables[h.table] + "'"; };
  std::map<std::uint32_t, const Hand*> first_of_level;
  const Hand* highest_before = nullptr;  // the highest level begun at an earlier second
  const Hand* highest_now = nullptr;     // ... counting this second's hands too
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const Hand& h = hands[i];
    if (i > 0 && hands[i - 1].time != h.time) highest_before = highest_now;
    const Level& level = t.levels[h.level];
    if ((level.key & 0xFFFF) == 0) continue;  // the header names no level
    const auto [first, is_new] = first_of_level.emplace(level.key, &h);
    const Hand& set_by = *first->second;
    const Level& set = t.levels[set_by.level];
    const Level* highest = highest_before != nullptr ? &t.levels[highest_before->level] : nullptr;
    if (!is_new && (set.small_blind != level.small_blind || set.big_blind != level.big_blind)) {
      report(i, set_by,
             where(h) + " plays " + level_text(level.key, level.roman) + " at " +
                 blinds_text(level.small_blind, level.big_blind) + "; " + level_text(level.key, level.roman) + " is " +
                 blinds_text(set.small_blind, set.big_blind) + " at table '" + t.tables[set_by.table] + "' (hand #" +
                 id_of(t, set_by) + ")",
             blinds_text(set.small_blind, set.big_blind), blinds_text(level.small_blind, level.big_blind));
    } else if (highest != nullptr && level.key < highest->key) {
      report(i, *highest_before,
             where(h) + " is at " + level_text(level.key, level.roman) + ", but " +
                 level_text(highest->key, highest->roman) + " began at table '" + t.tables[highest_before->table] +
                 "' at " + time_text(highest_before->time) + " (hand #" + id_of(t, *highest_before) + ")",
             level_text(highest->key, highest->roman) + " or later", level_text(level.key, level.roman));
    }
    if (highest_now == nullptr || level.key > t.levels[highest_now->level].key) highest_now = &h;
  }
}

std::vector<TableFindings> TournamentLevels::finish() {
  std::vector<TableFindings> out;
  attach_summaries();
  for (auto& entry : tournaments_) {
    // Named apart, not bound: clang before 16 lets no lambda capture a binding.
    const auto& id = entry.first;
    Tournament& t = entry.second;
    // Time order, ties by number; `rank` takes a hand's index as added (the
    // stints' references) to its place.
    const std::vector<std::uint32_t> rank = sort_in_time_order(t.hands);

    Placed placed;
    judge_levels(t, placed);
    judge_continuity(t, rank, placed);
    judge_summaries(t, rank, placed);
    std::stable_sort(placed.begin(), placed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    TableFindings found{std::get<0>(id), "", std::get<1>(id), {}, {}, {}, true};
    for (auto& [at, finding] : placed) found.findings.push_back(std::move(finding));
    if (!found.findings.empty()) out.push_back(std::move(found));
  }
  return out;
}

}  // namespace validators

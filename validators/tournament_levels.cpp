#include "validators/tournament_levels.h"

#include <algorithm>
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

}  // namespace

std::uint32_t TournamentLevels::index_of(std::vector<std::string>& names, const std::string& name) {
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
  h.key = static_cast<std::uint32_t>(hand.level_round) << 16 | hand.level;
  h.roman = hand.level_roman;
  h.small_blind = hand.level_small_blind;
  h.big_blind = hand.level_big_blind;
  // A table named after its file (HandRecord::table_is_file) is the file, as TableSessions takes it.
  h.table = index_of(t.tables, hand.table_is_file ? hand.source : hand.table);
  h.source = index_of(t.sources, hand.source);
  h.hand_id = hand.hand_id;
  h.header = hand.header_pos;
  // The header's own line (find_first_of would call memchr for each byte).
  const std::string_view top = hand.top_text;
  h.header_line = top.substr(0, static_cast<std::size_t>(std::find_if(top.begin(), top.end(), [](char c) {
                                                           return c == '\r' || c == '\n';
                                                         }) - top.begin()));
  t.hands.push_back(std::move(h));
  const auto index = static_cast<std::uint32_t>(t.hands.size() - 1);
  for (const SnapshotFinish& f : hand.finishes) t.finishes.emplace_back(f, index);
  if (!hand.hero.empty() && hand.hero != t.hero) {
    t.heroes_differ = t.heroes_differ || !t.hero.empty();
    t.hero = hand.hero;
  }
  keep_seats(t, hand, index);
}

void TournamentLevels::name_hand(CrossHandFinding& c, const Tournament& t, const Hand& hand) {
  c.source = t.sources[hand.source];
  c.hand_id = hand.hand_id;
}

void TournamentLevels::name_previous(CrossHandFinding& c, const Tournament& t, const Hand& earlier) {
  c.previous_source = t.sources[earlier.source];
  c.previous_hand_id = earlier.hand_id;
  c.previous_pos = earlier.header;
}

void TournamentLevels::judge_levels(const Tournament& t, Placed& out) {
  const std::vector<Hand>& hands = t.hands;
  const auto report = [&](std::size_t later_at, const Hand& earlier, std::string message, std::string expected,
                          std::string actual) {
    const Hand& later = hands[later_at];
    CrossHandFinding c;
    c.finding.rule = engine::Rule::kTournamentLevelMismatch;
    c.finding.pos = later.header;
    if (const std::size_t at = later.header_line.rfind(" - Level"); at != std::string::npos)
      c.finding.pos.column = later.header.column + static_cast<std::uint32_t>(at + 3);
    c.finding.message = std::move(message);
    c.finding.expected = engine::FindingValue::words(std::move(expected));
    c.finding.actual = engine::FindingValue::words(std::move(actual));
    name_hand(c, t, later);
    name_previous(c, t, earlier);
    c.excerpt = later.header_line;
    out.emplace_back(later_at, std::move(c));
  };
  std::map<std::uint32_t, const Hand*> first_of_level;
  const Hand* highest_before = nullptr;  // the highest level begun at an earlier second
  const Hand* highest_now = nullptr;     // ... counting this second's hands too
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const Hand& h = hands[i];
    if (i > 0 && hands[i - 1].time != h.time) highest_before = highest_now;
    if ((h.key & 0xFFFF) == 0) continue;  // the header names no level
    const std::string where = "hand #" + h.hand_id + " at table '" + t.tables[h.table] + "'";
    const auto [first, is_new] = first_of_level.emplace(h.key, &h);
    const Hand& set_by = *first->second;
    if (!is_new && (set_by.small_blind != h.small_blind || set_by.big_blind != h.big_blind)) {
      report(i, set_by,
             where + " plays " + level_text(h.key, h.roman) + " at " + blinds_text(h.small_blind, h.big_blind) +
                 "; " + level_text(h.key, h.roman) + " is " + blinds_text(set_by.small_blind, set_by.big_blind) +
                 " at table '" + t.tables[set_by.table] + "' (hand #" + set_by.hand_id + ")",
             blinds_text(set_by.small_blind, set_by.big_blind), blinds_text(h.small_blind, h.big_blind));
    } else if (highest_before != nullptr && h.key < highest_before->key) {
      report(i, *highest_before,
             where + " is at " + level_text(h.key, h.roman) + ", but " +
                 level_text(highest_before->key, highest_before->roman) + " began at table '" +
                 t.tables[highest_before->table] + "' at " + time_text(highest_before->time) + " (hand #" +
                 highest_before->hand_id + ")",
             level_text(highest_before->key, highest_before->roman) + " or later", level_text(h.key, h.roman));
    }
    if (highest_now == nullptr || h.key > highest_now->key) highest_now = &h;
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
    std::vector<std::uint32_t> order(t.hands.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return std::tie(t.hands[a].time, t.hands[a].number) < std::tie(t.hands[b].time, t.hands[b].number);
    });
    std::vector<std::uint32_t> rank(order.size());
    std::vector<Hand> sorted;
    sorted.reserve(order.size());
    for (std::uint32_t at = 0; at < order.size(); ++at) {
      rank[order[at]] = at;
      sorted.push_back(std::move(t.hands[order[at]]));
    }
    t.hands = std::move(sorted);

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

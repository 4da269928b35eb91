// The replay of one hand, action by action (include/handaudit/replay.h,
// `handaudit replay`): the state after each action worked out from the
// trace (replay_view.cpp), written as text (replay_text.cpp) or NDJSON
// (replay_json.cpp). Internal to api/.
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/money_text.h"
#include "engine/pots.h"
#include "input/source_lines.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"

namespace api::replay_view {

using engine::Act;
using engine::Chips;
using engine::Street;
using replay::SeatSnapshot;

inline constexpr std::size_t kWidth = 80;  // columns of the text replay

// One hand of the file, parsed.
struct Hand {
  engine::HandRecord record;
  std::vector<engine::Finding> findings;   // the parser's
  parser::ParseStatus status = parser::ParseStatus::kOk;
  std::string id;
  bool phh = false;
};


// Every hand of `text` that handaudit reads, in file order, split as audit
// splits it (audit::split_units): PHH when `path` says so or the text has no
// PokerStars hand and looks like PHH; else PokerStars hands and the hands of
// every room parser::room_is_read. `names` holds the PHH hand names the
// records point into.
std::vector<Hand> parse_all(std::string_view text, std::string_view path, std::deque<std::string>& names);

inline bool is_post(Act k) {
  return k == Act::kPostSmallBlind || k == Act::kPostBigBlind || k == Act::kPostSmallAndBig ||
         k == Act::kPostAnte || k == Act::kPostButtonBlind || k == Act::kPostStraddle;
}

inline std::string_view move_id(Act k) {
  switch (k) {
    case Act::kFold: return "fold";
    case Act::kCheck: return "check";
    case Act::kCall: return "call";
    case Act::kBet: return "bet";
    case Act::kRaise: return "raise";
    default: return "other";
  }
}

inline std::string trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

// An amount as a JSON number in the log's unit, exact: 1250 -> 12.5.
inline std::string json_amount(Chips c) {
  return engine::money_text(c, {.symbol = "", .decimals = engine::Decimals::kFewest});
}

// Pots so far, as the rules would cut them now.
struct PotsNow {
  Chips total{0};
  engine::PotBuild build;
};

// What the player due next may do, in words and in fields.
struct NextView {
  int actor = -1;
  std::string status;      // "to-act", "round-closed", "all-in", "hand-over"
  bool fold = false;
  bool check = false;
  Chips call{0};
  bool call_all_in = false;
  bool can_raise = false;
  bool is_bet = false;     // no bet yet this street: "bet", else "raise"
  Chips min_to{0};
  Chips max_to{0};
  bool max_all_in = false;  // max_to puts him all-in
  std::string no_raise;    // why he may not raise (empty when he may)
};

// Everything shown after one action (or after the forced bets).
struct State {
  Street street = Street::kPreflop;
  std::vector<SeatSnapshot> seats;
  PotsNow pots;
  NextView next;
};

class Replayer {
 public:
  Replayer(const Hand& hand, const replay::Trace& trace, std::vector<engine::Finding> findings,
           std::string_view source, std::string_view text, std::uint32_t first_line = 1)
      : hand_(hand), rec_(hand.record), trace_(trace), findings_(std::move(findings)), source_(source),
        lines_(text, first_line),
        line_width_(std::max<int>(4, static_cast<int>(std::to_string(hand.record.end_pos.line).size()))) {}

  std::string text() const;
  std::string json() const;

 private:
  std::string name(int i) const {
    return i >= 0 && static_cast<std::size_t>(i) < rec_.players.size()
               ? std::string(rec_.players[static_cast<std::size_t>(i)].name)
               : std::string();
  }
  std::string money(Chips c) const { return engine::money_text(c, rec_); }
  std::string line_text(std::uint32_t line) const { return trim_right(lines_.line(line)); }
  std::vector<const engine::Finding*> findings_at(std::uint32_t line) const {
    std::vector<const engine::Finding*> out;
    for (const auto& f : findings_)
      if (line != 0 && f.pos.line == line) out.push_back(&f);
    return out;
  }
  std::string position_of(int i) const;
  State after_posts() const;
  State state_of(const replay::Snapshot& s) const;
  PotsNow pots_of(const std::vector<SeatSnapshot>& seats, Chips pot) const;
  NextView next_of(const engine::Legal& l, const std::vector<SeatSnapshot>& seats, bool round_complete) const;
  std::string next_text(const NextView& n) const;
  std::string names_of(engine::PlayerMask mask) const;
  std::vector<Street> markers_between(Street from, Street to, bool first) const;

  // text pieces
  void text_state(std::string& out, const State& s, int acted) const;
  void text_line(std::string& out, std::uint32_t line) const;
  void text_findings(std::string& out, std::uint32_t line) const;
  void text_result(std::string& out) const;
  // json pieces
  void json_state(std::string& out, const State& s) const;
  void json_finding(std::string& out, const engine::Finding& f) const;
  void json_findings(std::string& out, const std::vector<const engine::Finding*>& fs) const;
  void json_mask(std::string& out, engine::PlayerMask mask) const;
  void json_hand(std::string& out) const;
  void json_forced_bets(std::string& out) const;
  void json_step(std::string& out, std::size_t i) const;
  void json_result_pot(std::string& out, std::size_t k, bool no_rake) const;
  void json_result(std::string& out) const;

  const Hand& hand_;
  const engine::HandRecord& rec_;
  const replay::Trace& trace_;
  std::vector<engine::Finding> findings_;
  std::string_view source_;
  input::SourceLines lines_;
  int line_width_ = 4;   // digits of the line numbers in the margin
};

}  // namespace api::replay_view

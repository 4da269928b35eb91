#include "cli/replay_command.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hand_record.h"
#include "engine/money_text.h"
#include "engine/pots.h"
#include "engine/profile.h"
#include "input/inputs.h"
#include "input/source_lines.h"
#include "parser/decode.h"
#include "parser/phh_parser.h"
#include "parser/pokerstars_parser.h"
#include "parser/pokerstars_split.h"
#include "replay/trace.h"
#include "report/report_json.h"
#include "replay/awards.h"
#include "validators/validate.h"

namespace cli {

namespace {

using engine::Act;
using engine::Chips;
using engine::Street;
using replay::SeatSnapshot;

constexpr std::size_t kWidth = 80;

// One hand of the file, parsed.
struct Hand {
  engine::HandRecord record;
  std::vector<engine::Finding> findings;   // the parser's
  parser::ParseStatus status = parser::ParseStatus::kOk;
  std::string id;
  bool phh = false;
};

bool has_phh_extension(std::string_view path) {
  const std::string ext = std::filesystem::path(path).extension().string();
  return ext == ".phh" || ext == ".phhs" || ext == ".PHH" || ext == ".PHHS";
}

// Every hand of `text`. `names` holds the PHH hand names the records point into.
std::vector<Hand> parse_all(std::string_view text, std::string_view path, std::deque<std::string>& names) {
  std::vector<Hand> hands;
  const parser::SplitResult split = parser::split_pokerstars(text);
  if (has_phh_extension(path) || (split.hands.empty() && parser::looks_like_phh(text))) {
    const parser::PhhSplit phh = parser::split_phh(text);
    const std::string stem = path == input::kStdinPath ? std::string("-") : std::filesystem::path(path).stem().string();
    for (const parser::PhhSpan& span : phh.hands) {
      names.push_back(phh.tables ? stem + "#" + std::to_string(span.index) : stem);
      Hand h;
      h.phh = true;
      h.status = parser::parse_phh_hand(text.substr(span.offset, span.length), span.line, span.column, names.back(),
                                        h.record, h.findings);
      h.id = std::string(h.record.hand_id.empty() ? std::string_view(names.back()) : h.record.hand_id);
      hands.push_back(std::move(h));
    }
    return hands;
  }
  for (const parser::HandSpan& span : split.hands) {
    Hand h;
    h.status = parser::parse_pokerstars_hand(text.substr(span.offset, span.length), span.line, span.column,
                                             h.record, h.findings);
    h.id = std::string(h.record.hand_id);
    hands.push_back(std::move(h));
  }
  return hands;
}

bool is_post(Act k) {
  return k == Act::kPostSmallBlind || k == Act::kPostBigBlind || k == Act::kPostSmallAndBig ||
         k == Act::kPostAnte || k == Act::kPostButtonBlind || k == Act::kPostStraddle;
}

std::string_view move_id(Act k) {
  switch (k) {
    case Act::kFold: return "fold";
    case Act::kCheck: return "check";
    case Act::kCall: return "call";
    case Act::kBet: return "bet";
    case Act::kRaise: return "raise";
    default: return "other";
  }
}

std::string trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

// An amount as a JSON number in the log's unit, exact: 1250 -> 12.5.
std::string json_amount(Chips c) {
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
           std::string_view source, std::string_view text)
      : hand_(hand), rec_(hand.record), trace_(trace), findings_(std::move(findings)), source_(source),
        lines_(text),
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

std::string Replayer::position_of(int i) const {
  const auto& p = rec_.players[static_cast<std::size_t>(i)];
  std::vector<std::string> tags;
  if (p.seat == rec_.button_seat) tags.emplace_back("button");
  if (i == trace_.small_blind_player) tags.emplace_back("small blind");
  if (i == trace_.big_blind_player) tags.emplace_back("big blind");
  if (p.sitting_out) tags.emplace_back("sitting out");
  std::string out;
  for (const auto& t : tags) out += (out.empty() ? "" : ", ") + t;
  return out;
}

// The pots as they stand mid-hand: cut only where a live player is all-in
// (RULES.md R-POT-3), so a player who has not answered a bet yet is still
// eligible for the top pot. The last pot may hold a bet nobody has matched yet.
PotsNow Replayer::pots_of(const std::vector<SeatSnapshot>& seats, Chips pot) const {
  PotsNow p;
  p.total = pot;
  std::vector<Chips> levels;
  for (const auto& s : seats)
    if (s.in_hand && !s.folded && s.all_in) levels.push_back(s.contributed);
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  Chips dead = rec_.house_money;
  for (const auto& s : seats) dead += s.dead;
  Chips below{0};
  for (std::size_t k = 0; k <= levels.size(); ++k) {
    const bool top = k == levels.size();
    engine::Pot layer;
    if (k == 0) layer.amount = dead;
    for (std::size_t i = 0; i < seats.size() && i < engine::kMaxPlayers; ++i) {
      const auto& s = seats[i];
      const Chips upto = top ? s.contributed : min(s.contributed, levels[k]);
      if (upto > below) layer.amount += upto - below;
      const bool live = s.in_hand && !s.folded;
      if (live && (!s.all_in || (!top && s.contributed >= levels[k]))) layer.eligible |= engine::PlayerMask{1} << i;
    }
    if (top && !layer.amount.positive() && k > 0) break;
    p.build.pots.push_back(layer);
    if (!top) below = levels[k];
  }
  return p;
}

NextView Replayer::next_of(const engine::Legal& l, const std::vector<SeatSnapshot>& seats, bool round_complete) const {
  NextView n;
  n.actor = l.actor;
  int live = 0;
  int can_act = 0;
  Chips high{0};
  for (const auto& s : seats) {
    if (!s.in_hand || s.folded) continue;
    ++live;
    if (!s.all_in) ++can_act;
    high = max(high, s.street_bet);
  }
  if (l.actor < 0 || static_cast<std::size_t>(l.actor) >= seats.size()) {
    n.actor = -1;
    if (live <= 1) n.status = "hand-over";
    else if (can_act <= 1) n.status = "all-in";
    else n.status = round_complete ? "round-closed" : "hand-over";
    return n;
  }
  const SeatSnapshot& p = seats[static_cast<std::size_t>(l.actor)];
  n.status = "to-act";
  n.fold = l.to_call.positive();
  n.check = !l.to_call.positive();
  n.call = l.to_call;
  n.call_all_in = l.to_call.positive() && l.to_call >= p.stack;
  n.can_raise = l.can_raise;
  n.is_bet = !high.positive();
  n.min_to = l.min_to;
  n.max_to = l.max_to;
  n.max_all_in = l.can_raise && l.max_to == p.street_bet + p.stack;
  if (!l.can_raise) {
    Chips reach{0};
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const auto& o = seats[i];
      if (static_cast<int>(i) == l.actor || !o.in_hand || o.folded) continue;
      reach = max(reach, o.street_bet + (o.all_in ? Chips{0} : o.stack));
    }
    if (p.stack <= l.to_call) n.no_raise = "not enough chips";
    else if (reach <= high) n.no_raise = "no opponent has chips left to call a raise";
    else if (trace_.game.structure == engine::Structure::kFixedLimit) n.no_raise = "the betting is capped";
    else n.no_raise = "betting not reopened";
  }
  return n;
}

std::string Replayer::next_text(const NextView& n) const {
  if (n.actor < 0) {
    if (n.status == "hand-over") return "nobody: the hand is over";
    if (n.status == "all-in") return "nobody: no more betting (all-in)";
    return "nobody: the betting round is closed";
  }
  std::string out = name(n.actor) + ": ";
  if (n.fold) out += "fold | ";
  if (n.check) out += "check";
  else out += "call " + money(n.call) + (n.call_all_in ? " (all-in)" : "");
  out += " | ";
  const std::string_view verb = n.is_bet ? "bet" : "raise";
  if (!n.can_raise) out += "no raise: " + n.no_raise;
  else if (n.min_to == n.max_to) out += fmt::format("{} to {}{}", verb, money(n.max_to), n.max_all_in ? " (all-in)" : "");
  else out += fmt::format("{} from {} to {}", verb, money(n.min_to), money(n.max_to));
  return out;
}

std::string Replayer::names_of(engine::PlayerMask mask) const {
  std::string out;
  for (std::size_t i = 0; i < rec_.players.size() && i < engine::kMaxPlayers; ++i)
    if (mask & (engine::PlayerMask{1} << i)) out += (out.empty() ? "" : ", ") + name(static_cast<int>(i));
  return out;
}

// The state after the forced bets: worked out from the post lines (the trace
// records states after betting actions only); who is due comes from the
// Legal before the first betting action.
State Replayer::after_posts() const {
  State s;
  s.seats.resize(rec_.players.size());
  Chips pot{0};
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    s.seats[i].stack = trace_.starting_stacks[i];
    s.seats[i].in_hand = i < trace_.players.size() ? trace_.players[i].in_hand : true;
  }
  for (const auto& a : rec_.actions) {
    if (!is_post(a.kind) || a.player < 0) continue;
    auto& p = s.seats[static_cast<std::size_t>(a.player)];
    p.stack -= a.amount;
    pot += a.amount;
    Chips live = a.amount;
    if (a.kind == Act::kPostAnte) live = Chips{0};
    if (a.kind == Act::kPostSmallAndBig) live = min(a.amount, trace_.game.big_blind);
    p.street_bet += live;
    p.contributed += a.kind == Act::kPostAnte ? a.amount : live;
    p.dead += a.amount - (a.kind == Act::kPostAnte ? a.amount : live);
    if (a.all_in || !p.stack.positive()) p.all_in = true;
  }
  s.pots = pots_of(s.seats, pot);
  engine::Legal first;
  if (!trace_.steps.empty()) first = trace_.steps.front().legal;
  s.next = next_of(first, s.seats, trace_.steps.empty());
  return s;
}

State Replayer::state_of(const replay::Snapshot& snap) const {
  State s;
  s.street = snap.street;
  s.seats = snap.seats;
  s.pots = pots_of(snap.seats, snap.pot);
  s.next = next_of(snap.next, snap.seats, snap.round_complete);
  return s;
}

// Street markers to show before an action on `to`, after the last one shown on `from`.
std::vector<Street> Replayer::markers_between(Street from, Street to, bool first) const {
  std::vector<Street> out;
  // Only the rounds the game has (seven-card stud alone reaches kSeventh).
  const int rounds = engine::betting_rounds(rec_.game.variant);
  for (int s = first ? 0 : static_cast<int>(from) + 1; s <= static_cast<int>(to); ++s)
    if (s < rounds || s == static_cast<int>(Street::kShowdown)) out.push_back(static_cast<Street>(s));
  return out;
}

// ---- text ----

void Replayer::text_line(std::string& out, std::uint32_t line) const {
  out += fmt::format("{:>{}} | {}\n", line, line_width_, line_text(line));
}

void wrap_into(std::string& out, std::string_view indent, std::string_view text) {
  std::string line(indent);
  std::size_t start = line.size();
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(' ', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(pos, end - pos);
    if (line.size() > start && line.size() + 1 + word.size() > kWidth) {
      out += line + "\n";
      line.assign(indent.size() + 3, ' ');
      start = line.size();
    }
    if (line.size() > start) line += ' ';
    line += word;
    pos = end + 1;
  }
  out += line + "\n";
}

void Replayer::text_findings(std::string& out, std::uint32_t line) const {
  const std::string indent(static_cast<std::size_t>(line_width_) + 3, ' ');
  for (const auto* f : findings_at(line))
    wrap_into(out, indent, fmt::format("!! {}: {}", engine::rule_id(f->rule), f->message));
}

void Replayer::text_state(std::string& out, const State& s, int acted) const {
  const std::string indent(static_cast<std::size_t>(line_width_) + 3, ' ');
  std::size_t w = 6;
  for (const auto& p : rec_.players) w = std::max(w, std::min<std::size_t>(p.name.size(), 20));
  out += fmt::format("{}  {:<{}} {:>10} {:>10}\n", indent, "player", w, "behind", "in front");
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    const auto& p = s.seats[i];
    std::string flag;
    if (!p.in_hand) flag = "out";
    else if (p.folded) flag = "folded";
    else if (p.all_in) flag = "all-in";
    std::string nm = name(static_cast<int>(i));
    if (nm.size() > 20) nm = nm.substr(0, 19) + "~";
    const std::string front = p.street_bet.positive() ? money(p.street_bet) : std::string("-");
    out += trim_right(fmt::format("{}{} {:<{}} {:>10} {:>10}  {}", indent, static_cast<int>(i) == acted ? '>' : ' ',
                                  nm, w, money(p.stack), front, flag)) +
           "\n";
  }
  out += indent + "pot " + money(s.pots.total) + "\n";
  const auto& b = s.pots.build;
  if (b.pots.size() > 1) {
    for (std::size_t k = 0; k < b.pots.size(); ++k)
      wrap_into(out, indent + "  ",
                fmt::format("{:<7} {:>9}  {}", k == 0 ? std::string("main") : fmt::format("side-{}", k),
                            money(b.pots[k].amount), names_of(b.pots[k].eligible)));
  }
  wrap_into(out, indent, "next: " + next_text(s.next));
}

void Replayer::text_result(std::string& out) const {
  out += "\n=== result ===\n";
  const auto& b = trace_.pots;
  Chips total{0};
  for (const auto& p : b.pots) total += p.amount;
  std::string rake;
  if (rec_.stated.rake) rake = " (log: total " + (rec_.stated.total ? money(*rec_.stated.total) : std::string("?")) +
                                ", rake " + money(*rec_.stated.rake) + ")";
  out += "pot " + money(total) + rake + "\n";
  const bool no_rake = !rec_.stated.rake || rec_.stated.rake->is_zero();
  for (std::size_t k = 0; k < b.pots.size(); ++k) {
    const auto& pot = b.pots[k];
    const std::string label = b.pots.size() == 1 ? std::string("pot") : k == 0 ? std::string("main pot") : fmt::format("side pot-{}", k);
    wrap_into(out, "  ", fmt::format("{} {}: eligible {}", label, money(pot.amount), names_of(pot.eligible)));
    std::string log;
    for (const auto& a : rec_.actions)
      if (a.kind == Act::kCollect && static_cast<std::size_t>(std::max<int>(a.pot, 0)) == k)
        log += fmt::format("{}{} {} (line {})", log.empty() ? "" : ", ", name(a.player), money(a.amount), a.pos.line);
    wrap_into(out, "    ", "awarded (log): " + (log.empty() ? std::string("nothing") : log));
    if (no_rake) {
      const auto rules = replay::awarded_shares(trace_, k);
      std::string r;
      if (rules)
        for (const auto& [player, amount] : *rules) r += (r.empty() ? "" : ", ") + name(player) + " " + money(amount);
      wrap_into(out, "    ", "by the rules:  " + (rules ? r : std::string("unknown (cards not shown)")));
    }
  }
  if (b.refund_to >= 0 && b.refund.positive())
    out += "  uncalled " + money(b.refund) + " returned to " + name(b.refund_to) + "\n";
  out += "\n=== findings ===\n";
  if (findings_.empty()) out += "none: the hand is clean\n";
  for (const auto& f : findings_)
    wrap_into(out, "", fmt::format("line {}: !! {}: {}", f.pos.line, engine::rule_id(f.rule), f.message));
}

std::string Replayer::text() const {
  std::string out;
  const auto& g = rec_.game;
  out += fmt::format("Hand #{} ({}, line {})\n", hand_.id, source_, rec_.header_pos.line);
  std::string stakes = money(g.small_blind) + "/" + money(g.big_blind);
  if (g.ante.positive()) stakes += " ante " + money(g.ante);
  out += fmt::format("{} {}, {}{}{}\n", engine::variant_id(g.variant), engine::structure_id(g.structure), stakes,
                     rec_.table.empty() ? "" : ", table '" + std::string(rec_.table) + "'",
                     rec_.button_seat ? fmt::format(", button seat {}", rec_.button_seat) : std::string());
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    const auto& p = rec_.players[i];
    const std::string pos = position_of(static_cast<int>(i));
    out += trim_right(fmt::format("  seat {:>2}  {:<20} {:>10}  {}", p.seat, p.name, money(p.stack), pos)) + "\n";
  }
  if (hand_.status != parser::ParseStatus::kOk) {
    text_result(out);
    return out;
  }
  out += "\n--- forced bets ---\n";
  for (const auto& a : rec_.actions)
    if (is_post(a.kind)) {
      text_line(out, a.pos.line);
      text_findings(out, a.pos.line);
    }
  const State posts = after_posts();
  text_state(out, posts, -1);

  Street shown = Street::kPreflop;
  bool first = true;
  auto show_markers = [&](Street to) {
    for (Street s : markers_between(shown, to, first)) {
      const engine::SourcePos pos = rec_.street_pos[static_cast<std::size_t>(s)];
      out += "\n";
      if (pos.line) {
        text_line(out, pos.line);
        text_findings(out, pos.line);
      } else {
        out += fmt::format("--- {} ---\n", engine::street_id(s, rec_.game.variant));
      }
    }
    shown = to;
    first = false;
  };
  for (std::size_t i = 0; i < trace_.steps.size(); ++i) {
    const auto& a = rec_.actions[trace_.steps[i].action];
    if (first || a.street > shown) show_markers(a.street);
    out += "\n";
    text_line(out, a.pos.line);
    text_findings(out, a.pos.line);
    text_state(out, state_of(trace_.after[i]), a.player);
  }
  // Streets dealt after the betting ended (all-in run-outs), and the showdown.
  Street last = Street::kPreflop;
  for (int s = 0; s <= static_cast<int>(Street::kShowdown); ++s)
    if (rec_.street_pos[static_cast<std::size_t>(s)].line) last = static_cast<Street>(s);
  if (first || last > shown) show_markers(last);
  text_result(out);
  return out;
}

// ---- json ----

void Replayer::json_mask(std::string& out, engine::PlayerMask mask) const {
  out += '[';
  bool any = false;
  for (std::size_t i = 0; i < rec_.players.size() && i < engine::kMaxPlayers; ++i)
    if (mask & (engine::PlayerMask{1} << i)) {
      if (any) out += ',';
      report::append_json_string(out, name(static_cast<int>(i)));
      any = true;
    }
  out += ']';
}

void Replayer::json_finding(std::string& out, const engine::Finding& f) const {
  out += "{\"rule\":";
  report::append_json_string(out, engine::rule_id(f.rule));
  out += ",\"severity\":";
  report::append_json_string(out, engine::severity_id(f.severity()));
  out += fmt::format(",\"line\":{},\"column\":{},\"player\":", f.pos.line, f.pos.column);
  auto nullable = [&](const std::string& s) {
    if (s.empty()) out += "null";
    else report::append_json_string(out, s);
  };
  nullable(f.player);
  out += ",\"street\":";
  nullable(f.street);
  out += ",\"message\":";
  report::append_json_string(out, f.message);
  out += ",\"expected\":";
  nullable(f.expected.text);
  out += ",\"actual\":";
  nullable(f.actual.text);
  out += '}';
}

void Replayer::json_findings(std::string& out, const std::vector<const engine::Finding*>& fs) const {
  out += '[';
  for (std::size_t i = 0; i < fs.size(); ++i) {
    if (i) out += ',';
    json_finding(out, *fs[i]);
  }
  out += ']';
}

void Replayer::json_state(std::string& out, const State& s) const {
  out += "\"street\":";
  report::append_json_string(out, engine::street_id(s.street, rec_.game.variant));
  out += ",\"players\":[";
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    const auto& p = s.seats[i];
    if (i) out += ',';
    out += "{\"name\":";
    report::append_json_string(out, name(static_cast<int>(i)));
    out += fmt::format(",\"stack\":{},\"in_front\":{},\"in_hand\":{},\"folded\":{},\"all_in\":{}}}",
                       json_amount(p.stack), json_amount(p.street_bet), p.in_hand, p.folded, p.all_in);
  }
  out += "],\"pot\":" + json_amount(s.pots.total) + ",\"pots\":[";
  const auto& b = s.pots.build;
  for (std::size_t k = 0; k < b.pots.size(); ++k) {
    if (k) out += ',';
    out += "{\"amount\":" + json_amount(b.pots[k].amount) + ",\"eligible\":";
    json_mask(out, b.pots[k].eligible);
    out += '}';
  }
  out += ']';
  const NextView& n = s.next;
  out += ",\"next\":{\"player\":";
  if (n.actor >= 0) report::append_json_string(out, name(n.actor));
  else out += "null";
  out += ",\"status\":";
  report::append_json_string(out, n.status);
  if (n.actor >= 0) {
    out += fmt::format(",\"fold\":{},\"check\":{},\"call\":{},\"call_all_in\":{},\"raise\":", n.fold, n.check,
                       n.check ? std::string("null") : json_amount(n.call), n.call_all_in);
    if (n.can_raise) {
      out += fmt::format("{{\"verb\":\"{}\",\"min_to\":{},\"max_to\":{},\"max_all_in\":{}}},\"no_raise\":null",
                         n.is_bet ? "bet" : "raise", json_amount(n.min_to), json_amount(n.max_to), n.max_all_in);
    } else {
      out += "null,\"no_raise\":";
      report::append_json_string(out, n.no_raise);
    }
  }
  out += ",\"text\":";
  report::append_json_string(out, next_text(n));
  out += '}';
}

// The first line: the hand, its seats, and (when it was replayed) the
// forced bets with the state after them.
void Replayer::json_hand(std::string& out) const {
  const auto& g = rec_.game;
  out += "{\"type\":\"hand\",\"source\":";
  report::append_json_string(out, source_);
  out += fmt::format(",\"line\":{},\"hand_id\":", rec_.header_pos.line);
  report::append_json_string(out, hand_.id);
  out += ",\"format\":";
  report::append_json_string(out, hand_.phh ? "phh" : "pokerstars");
  out += ",\"game\":";
  report::append_json_string(out, engine::variant_id(g.variant));
  out += ",\"structure\":";
  report::append_json_string(out, engine::structure_id(g.structure));
  out += fmt::format(",\"stakes\":{{\"small_blind\":{},\"big_blind\":{},\"ante\":{}}},\"currency\":",
                     json_amount(g.small_blind), json_amount(g.big_blind), json_amount(g.ante));
  report::append_json_string(out, rec_.currency);
  out += ",\"table\":";
  report::append_json_string(out, rec_.table);
  out += fmt::format(",\"button_seat\":{},\"seats\":[", rec_.button_seat);
  for (std::size_t i = 0; i < rec_.players.size(); ++i) {
    const auto& p = rec_.players[i];
    if (i) out += ',';
    out += "{\"name\":";
    report::append_json_string(out, p.name);
    out += fmt::format(",\"seat\":{},\"stack\":{},\"position\":", p.seat, json_amount(p.stack));
    report::append_json_string(out, position_of(static_cast<int>(i)));
    out += '}';
  }
  out += fmt::format("],\"replayed\":{}", hand_.status == parser::ParseStatus::kOk);
  if (hand_.status == parser::ParseStatus::kOk) json_forced_bets(out);
  out += "}\n";
}

// The forced bets' lines, the state after them and their findings.
void Replayer::json_forced_bets(std::string& out) const {
  out += ",\"forced_bets\":[";
  std::vector<const engine::Finding*> post_findings;
  bool any = false;
  for (const auto& a : rec_.actions) {
    if (!is_post(a.kind)) continue;
    if (any) out += ',';
    any = true;
    out += fmt::format("{{\"line\":{},\"text\":", a.pos.line);
    report::append_json_string(out, line_text(a.pos.line));
    out += '}';
    for (const auto* f : findings_at(a.pos.line)) post_findings.push_back(f);
  }
  out += "],\"state\":{";
  json_state(out, after_posts());
  out += "},\"findings\":";
  json_findings(out, post_findings);
}

// One line per step `i` of the trace: the action, what was legal before it,
// the state after it and the findings on its line.
void Replayer::json_step(std::string& out, std::size_t i) const {
  const auto& step = trace_.steps[i];
  const auto& a = rec_.actions[step.action];
  out += fmt::format("{{\"type\":\"step\",\"index\":{},\"line\":{},\"text\":", i, a.pos.line);
  report::append_json_string(out, line_text(a.pos.line));
  out += ",\"action_street\":";
  report::append_json_string(out, engine::street_id(a.street, rec_.game.variant));
  out += ",\"player\":";
  report::append_json_string(out, name(a.player));
  out += ",\"action\":";
  report::append_json_string(out, move_id(a.kind));
  const auto& l = step.legal;
  out += ",\"legal_before\":{\"player\":";
  if (l.actor >= 0) report::append_json_string(out, name(l.actor));
  else out += "null";
  out += fmt::format(",\"to_call\":{},\"can_raise\":{},\"min_to\":{},\"max_to\":{}}},", json_amount(l.to_call),
                     l.can_raise, json_amount(l.min_to), json_amount(l.max_to));
  out += "\"state\":{";
  json_state(out, state_of(trace_.after[i]));
  out += "},\"findings\":";
  json_findings(out, findings_at(a.pos.line));
  out += "}\n";
}

// Pot `k` of the result: its amount, who may win it, the awards the log
// shows and, without rake, the awards the rules make (null when unknown).
void Replayer::json_result_pot(std::string& out, std::size_t k, bool no_rake) const {
  const auto& b = trace_.pots;
  out += "{\"amount\":" + json_amount(b.pots[k].amount) + ",\"eligible\":";
  json_mask(out, b.pots[k].eligible);
  out += ",\"awards\":[";
  bool any = false;
  for (const auto& a : rec_.actions)
    if (a.kind == Act::kCollect && static_cast<std::size_t>(std::max<int>(a.pot, 0)) == k) {
      if (any) out += ',';
      any = true;
      out += "{\"player\":";
      report::append_json_string(out, name(a.player));
      out += fmt::format(",\"amount\":{},\"line\":{}}}", json_amount(a.amount), a.pos.line);
    }
  out += "],\"rules_awards\":";
  const auto rules = no_rake ? replay::awarded_shares(trace_, k) : std::nullopt;
  if (rules) {
    out += '[';
    bool first = true;
    for (const auto& [player, amount] : *rules) {
      if (!first) out += ',';
      first = false;
      out += "{\"player\":";
      report::append_json_string(out, name(player));
      out += ",\"amount\":" + json_amount(amount) + "}";
    }
    out += ']';
  } else {
    out += "null";
  }
  out += '}';
}

// The last line: the pots and their awards, the uncalled bet, the rake and
// every finding of the hand.
void Replayer::json_result(std::string& out) const {
  const bool replayed = hand_.status == parser::ParseStatus::kOk;
  out += "{\"type\":\"result\",\"pots\":[";
  const auto& b = trace_.pots;
  const bool no_rake = !rec_.stated.rake || rec_.stated.rake->is_zero();
  for (std::size_t k = 0; replayed && k < b.pots.size(); ++k) {
    if (k) out += ',';
    json_result_pot(out, k, no_rake);
  }
  out += "],\"uncalled\":";
  if (replayed && b.refund_to >= 0 && b.refund.positive()) {
    out += "{\"player\":";
    report::append_json_string(out, name(b.refund_to));
    out += ",\"amount\":" + json_amount(b.refund) + "}";
  } else {
    out += "null";
  }
  out += ",\"rake\":" + (rec_.stated.rake ? json_amount(*rec_.stated.rake) : std::string("null"));
  out += ",\"findings\":[";
  for (std::size_t i = 0; i < findings_.size(); ++i) {
    if (i) out += ',';
    json_finding(out, findings_[i]);
  }
  out += "]}\n";
}

// NDJSON: the hand, one line per step when it was replayed, the result.
std::string Replayer::json() const {
  std::string out;
  json_hand(out);
  if (hand_.status == parser::ParseStatus::kOk)
    for (std::size_t i = 0; i < trace_.steps.size(); ++i) json_step(out, i);
  json_result(out);
  return out;
}

}  // namespace

audit::ExitCode run_replay(const ReplayOptions& options, std::FILE* out, std::FILE* err) {
  std::string bytes;
  if (const auto error = input::read_whole_file(options.path, bytes)) {
    fmt::print(err, "handaudit: cannot read {}: {}\n", options.path, *error);
    return audit::ExitCode::kUnreadableInput;
  }
  const parser::DecodedText decoded = parser::decode(bytes);
  std::deque<std::string> names;
  const std::vector<Hand> hands = parse_all(decoded.text, options.path, names);
  if (hands.empty()) {
    fmt::print(err, "handaudit: {} holds no hand\n", options.path);
    return audit::ExitCode::kUsage;
  }
  const Hand* hand = &hands.front();
  if (!options.hand_id.empty()) {
    const auto it = std::find_if(hands.begin(), hands.end(), [&](const Hand& h) {
      return h.id == options.hand_id || ("#" + h.id) == options.hand_id;
    });
    if (it == hands.end()) {
      std::string ids;
      for (const auto& h : hands) ids += (ids.empty() ? "" : ", ") + h.id;
      fmt::print(err, "handaudit: no hand '{}' in {}; it holds: {}\n", options.hand_id, options.path, ids);
      return audit::ExitCode::kUsage;
    }
    hand = &*it;
  }

  const engine::HandRecord& record = hand->record;
  std::string_view profile_name = options.profile;
  if (profile_name.empty()) profile_name = engine::default_profile(record.format, record.site);
  const bool tournament = hand->phh ? true : record.game.tournament;
  const engine::Profile* profile = engine::find_profile(profile_name, tournament);
  if (profile == nullptr) profile = engine::find_profile(hand->phh ? "wsop" : "pokerstars", tournament);

  std::vector<engine::Finding> findings = hand->findings;
  replay::Trace trace;
  if (hand->status == parser::ParseStatus::kOk) {
    trace = replay::replay_hand(record, *profile, /*snapshots=*/true);
    auto more = validators::validate(trace);
    findings.insert(findings.end(), more.begin(), more.end());
  }
  std::stable_sort(findings.begin(), findings.end(), [](const engine::Finding& a, const engine::Finding& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  const bool errors = std::any_of(findings.begin(), findings.end(), [](const engine::Finding& f) {
    return f.severity() == engine::Severity::kError;
  });

  const Replayer replayer(*hand, trace, std::move(findings), options.path, decoded.text);
  const std::string text = options.format == ReplayFormat::kJson ? replayer.json() : replayer.text();
  std::fwrite(text.data(), 1, text.size(), out);
  std::fflush(out);
  return errors ? audit::ExitCode::kFindings : audit::ExitCode::kOk;
}

}  // namespace cli

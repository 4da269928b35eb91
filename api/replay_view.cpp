#include "api/replay_view.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "api/hand_stream.h"
#include "audit/hand_units.h"
#include "parser/phh_parser.h"
#include "parser/pokerstars_split.h"
#include "parser/room_readers.h"
#include "replay/awards.h"
#include "report/report_json.h"

namespace api::replay_view {

std::vector<Hand> parse_all(std::string_view text, std::string_view path, std::deque<std::string>& names) {
  std::vector<Hand> hands;
  parser::RoomScratch rooms;
  // The units audit reads, in file order: PokerStars, PHH and other rooms'
  // hands alike, whatever else the file holds.
  for (const audit::Unit& unit : audit::split_units(text, parser::split_pokerstars(text), 0, path, 1)) {
    const std::string_view hand = text.substr(unit.offset, unit.length);
    Hand h;
    switch (unit.kind) {
      case audit::UnitKind::kPhh:
        names.push_back(api::phh_hand_name(path, unit));
        h.phh = true;
        h.status = parser::parse_phh_hand(hand, unit.line, unit.column, names.back(), h.record, h.findings);
        h.id = std::string(h.record.hand_id.empty() ? std::string_view(names.back()) : h.record.hand_id);
        break;
      case audit::UnitKind::kPokerStars:
        h.status = parser::parse_pokerstars_hand(hand, unit.line, unit.column, h.record, h.findings);
        h.id = std::string(h.record.hand_id);
        break;
      case audit::UnitKind::kSite:
        if (!parser::room_is_read(unit.site)) continue;
        h.status = parser::parse_room_hand(unit.site, hand, unit.line, unit.column, h.record, h.findings, rooms,
                                           audit::unit_opening(text, unit));
        h.id = std::string(h.record.hand_id);
        break;
      case audit::UnitKind::kOutside:
      case audit::UnitKind::kSummary:
      case audit::UnitKind::kDamage:
        continue;
    }
    hands.push_back(std::move(h));
  }
  return hands;
}

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

}  // namespace api::replay_view

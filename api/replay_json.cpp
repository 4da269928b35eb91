// The NDJSON replay: a "hand" object, a "step" object per betting action,
// a "result" object.
#include "api/replay_view.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "report/report_json.h"
#include "replay/awards.h"

namespace api::replay_view {

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
    // Appended piece by piece: the replayer of each hand of the html report
    // writes this for every seat after every action (fmt's parse of the
    // format string cost a third of it).
    out += ",\"stack\":";
    out += json_amount(p.stack);
    out += ",\"in_front\":";
    out += json_amount(p.street_bet);
    out += p.in_hand ? ",\"in_hand\":true" : ",\"in_hand\":false";
    out += p.folded ? ",\"folded\":true" : ",\"folded\":false";
    out += p.all_in ? ",\"all_in\":true}" : ",\"all_in\":false}";
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
  out += "{\"type\":\"step\",\"index\":";
  out += std::to_string(i);
  out += ",\"line\":";
  out += std::to_string(a.pos.line);
  out += ",\"text\":";
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
  out += ",\"to_call\":";
  out += json_amount(l.to_call);
  out += l.can_raise ? ",\"can_raise\":true,\"min_to\":" : ",\"can_raise\":false,\"min_to\":";
  out += json_amount(l.min_to);
  out += ",\"max_to\":";
  out += json_amount(l.max_to);
  out += "},";
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

}  // namespace api::replay_view

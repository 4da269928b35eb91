// The text replay: blocks readable in 80 columns.
#include "api/replay_view.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "report/report_json.h"
#include "replay/awards.h"

namespace api::replay_view {

void Replayer::text_line(std::string& out, std::uint32_t line) const {
  out += fmt::format("{:>{}} | {}\n", line, line_width_, line_text(line));
}

namespace {

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

}  // namespace

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

}  // namespace api::replay_view

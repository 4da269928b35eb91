// Helpers of the random-playout property tests (generator_property_test.cpp,
// generator_games_test.cpp): the audit's findings as text, line surgery on a
// generated hand, a parsed and replayed copy, and the generator's books
// checked against RULES.md R-POT-2/3 written out the long way.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "engine/finding.h"
#include "engine/hand_record.h"
#include "engine/money_text.h"
#include "engine/profile.h"
#include "generator/hand_generator.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"

namespace gen_test {

using generator::HandGenerator;
using engine::Chips;

inline generator::GeneratorOptions with(std::uint64_t seed) {
  generator::GeneratorOptions o;
  o.seed = seed;
  o.self_check = true;
  return o;
}

inline std::string describe(const audit::HandReport& r) {
  std::string s = r.replayed ? "" : "  (not replayed)\n";
  for (const auto& f : r.findings)
    s += "  " + std::string(engine::rule_id(f.rule)) + " at line " + std::to_string(f.pos.line) + ": " + f.message +
         " [expected " + f.expected.text + " | actual " + f.actual.text + "]\n";
  return s;
}

inline bool has_rule(const audit::HandReport& r, std::string_view id, std::uint32_t line = 0) {
  return std::any_of(r.findings.begin(), r.findings.end(), [&](const engine::Finding& f) {
    return engine::rule_id(f.rule) == id && (line == 0 || f.pos.line == line);
  });
}

// Money as the generator writes it: "$1", "$0.25" (cash), "1500" (chips).
inline std::string money(Chips c, bool cash) {
  return engine::money_text(c, engine::MoneyStyle{cash ? "$" : "", engine::Decimals::kTwoIfCents});
}

// The hand's text with line `number` (1-based) replaced.
inline std::string replace_line(std::string_view text, std::uint32_t number, std::string_view line) {
  std::size_t begin = 0;
  for (std::uint32_t i = 1; i < number; ++i) begin = text.find('\n', begin) + 1;
  const std::size_t end = text.find('\n', begin);
  std::string out(text.substr(0, begin));
  out += line;
  out += text.substr(end);
  return out;
}

// The hand's text without line `number`.
inline std::string drop_line(std::string_view text, std::uint32_t number) {
  std::size_t begin = 0;
  for (std::uint32_t i = 1; i < number; ++i) begin = text.find('\n', begin) + 1;
  std::string out(text.substr(0, begin));
  out += text.substr(text.find('\n', begin) + 1);
  return out;
}

inline std::string_view line_at(std::string_view text, std::uint32_t number) {
  std::size_t begin = 0;
  for (std::uint32_t i = 1; i < number; ++i) begin = text.find('\n', begin) + 1;
  return text.substr(begin, text.find('\n', begin) - begin);
}

// The first line after line `after` that starts with `prefix`; 0 if none.
inline std::uint32_t line_starting(std::string_view text, std::string_view prefix, std::uint32_t after = 0) {
  std::uint32_t number = 1;
  for (std::size_t begin = 0; begin < text.size(); ++number) {
    const std::size_t end = text.find('\n', begin);
    if (number > after && text.substr(begin, end - begin).starts_with(prefix)) return number;
    if (end == std::string_view::npos) break;
    begin = end + 1;
  }
  return 0;
}

// A parsed and replayed copy of one hand, for the mutation tests.
struct Replayed {
  engine::HandRecord record;
  replay::Trace trace;
};

inline bool replay_text(std::string_view text, Replayed& out) {
  std::vector<engine::Finding> findings;
  if (parser::parse_pokerstars_hand(text, 1, 1, out.record, findings) != parser::ParseStatus::kOk) return false;
  out.trace = replay::replay_hand(out.record, *engine::find_profile("pokerstars", out.record.game.tournament));
  return true;
}

// Independent of engine::build_pots: the uncalled bet and the pot layers of
// RULES.md R-POT-2/3, written out the long way, plus the PokerStars rule of
// engine/pots.h that the level where an all-in player's chips stop always
// cuts a pot, even when the software then folded him (sitting out).
struct Layer {
  Chips amount{0};
  std::uint32_t eligible = 0;
};

inline std::vector<Layer> reference_pots(const HandGenerator::Expected& e, int& refund_to, Chips& refund) {
  std::vector<Chips> c;
  for (int i = 0; i < e.players; ++i) c.push_back(e.player[static_cast<std::size_t>(i)].put_in);
  if (e.dead_poster >= 0) c[static_cast<std::size_t>(e.dead_poster)] -= e.dead;  // dead money is no layer
  refund_to = -1;
  refund = Chips{0};
  int top = 0;
  for (int i = 1; i < e.players; ++i)
    if (c[static_cast<std::size_t>(i)] > c[static_cast<std::size_t>(top)]) top = i;
  Chips second{0};
  for (int i = 0; i < e.players; ++i)
    if (i != top) second = max(second, c[static_cast<std::size_t>(i)]);
  if (c[static_cast<std::size_t>(top)] > second) {
    refund_to = top;
    refund = c[static_cast<std::size_t>(top)] - second;
    c[static_cast<std::size_t>(top)] = second;
  }
  std::vector<Layer> pots;
  Chips below{0};
  bool cut = false;  // the last level was an all-in player's whole contribution
  for (;;) {
    Chips level{0};
    for (Chips x : c)
      if (x > below && (!level.positive() || x < level)) level = x;
    if (!level.positive()) break;
    Layer layer;
    for (int i = 0; i < e.players; ++i) {
      const Chips x = c[static_cast<std::size_t>(i)];
      layer.amount += min(x, level) - min(x, below);
      if (x >= level && !e.player[static_cast<std::size_t>(i)].folded) layer.eligible |= 1u << i;
    }
    if (!pots.empty() && pots.back().eligible == layer.eligible && !cut) {
      pots.back().amount += layer.amount;
    } else {
      pots.push_back(layer);
    }
    cut = false;
    for (int i = 0; i < e.players; ++i)
      cut = cut || (e.player[static_cast<std::size_t>(i)].all_in && c[static_cast<std::size_t>(i)] == level);
    below = level;
  }
  if (e.dead.positive() && !pots.empty()) pots.front().amount += e.dead;  // R-POT-3.5
  return pots;
}

// The structures each game is dealt with (the first when the options allow
// none of them): the spec the generator's choice is checked against.
inline std::vector<engine::Structure> offered_structures(generator::GameKind game) {
  using engine::Structure;
  using G = generator::GameKind;
  switch (game) {
    case G::kHoldem:
    case G::kDraw5:
      return {Structure::kNoLimit, Structure::kPotLimit, Structure::kFixedLimit};
    case G::kOmaha:
      return {Structure::kPotLimit, Structure::kNoLimit, Structure::kFixedLimit};
    case G::kOmahaHiLo:
      return {Structure::kPotLimit, Structure::kFixedLimit};
    case G::kOmaha5:
    case G::kOmaha5HiLo:
    case G::kOmaha6:
    case G::kCourchevel:
    case G::kCourchevelHiLo:
      return {Structure::kPotLimit};
    case G::kSingleDraw27:
    case G::kSixPlusHoldem:
    case G::kSplitHoldem:
      return {Structure::kNoLimit};
    case G::kStud:
    case G::kStudHiLo:
    case G::kRazz:
    case G::kTripleDraw27:
    case G::kBadugi:
    case G::kStud5:
    case G::kTripleDrawA5:
      return {Structure::kFixedLimit};
  }
  return {};
}

// The most players a table of the game seats: 10 in hold'em and Omaha, 9 in
// five-card Omaha, 6 in the games PokerStars deals at 6-max tables only, 8
// in stud and draw.
inline int table_most(generator::GameKind game) {
  using G = generator::GameKind;
  switch (game) {
    case G::kHoldem:
    case G::kOmaha:
    case G::kOmahaHiLo:
      return 10;
    case G::kOmaha5:
    case G::kOmaha5HiLo:
      return 9;
    case G::kOmaha6:
    case G::kCourchevel:
    case G::kCourchevelHiLo:
    case G::kSixPlusHoldem:
    case G::kSplitHoldem:
      return 6;
    case G::kStud:
    case G::kStudHiLo:
    case G::kRazz:
    case G::kStud5:
    case G::kDraw5:
    case G::kSingleDraw27:
    case G::kTripleDraw27:
    case G::kTripleDrawA5:
    case G::kBadugi:
      return 8;
  }
  return 0;
}

// Games dealt at cash tables only, whatever the options say.
inline bool cash_only(generator::GameKind game) {
  return game == generator::GameKind::kSixPlusHoldem || game == generator::GameKind::kSplitHoldem;
}

inline bool structure_allowed(const HandGenerator::Expected& e, const generator::GeneratorOptions& o) {
  using engine::Structure;
  const std::vector<Structure> offered = offered_structures(e.game);
  auto enabled = [&](Structure s) {
    return (s == Structure::kNoLimit && o.no_limit) || (s == Structure::kPotLimit && o.pot_limit) ||
           (s == Structure::kFixedLimit && o.fixed_limit);
  };
  const bool any = std::any_of(offered.begin(), offered.end(), enabled);
  return any ? enabled(e.structure) && std::count(offered.begin(), offered.end(), e.structure) > 0
             : e.structure == offered.front();
}

// What the generator's bookkeeping must satisfy; empty when it does.
inline std::string check_books(const HandGenerator::Expected& e, const generator::GeneratorOptions& o) {
  std::string bad;
  auto fail = [&](const std::string& what) { bad += "  books: " + what + "\n"; };
  Chips start{0}, final_sum{0}, collected{0}, put_in{0}, net{0};
  for (int i = 0; i < e.players; ++i) {
    const auto& p = e.player[static_cast<std::size_t>(i)];
    start += p.start;
    final_sum += p.final_stack;
    collected += p.collected;
    put_in += p.put_in;
    if (p.final_stack < Chips{0}) fail(std::string(p.name) + " ends with a negative stack");
    if (p.put_in > p.start) fail(std::string(p.name) + " put in more than his stack");
    if (p.folded && p.collected.positive()) fail(std::string(p.name) + " folded but collects");
    if (!p.start.is_multiple_of(e.unit)) fail("a stack is not a whole number of units");
  }
  if (final_sum + e.rake != start) fail("final stacks + rake != starting stacks");
  if (collected + e.rake != e.total_pot) fail("collected + rake != total pot");
  if (put_in - e.refund != e.total_pot) fail("put in - returned != total pot");
  for (int k = 0; k < e.pot_count; ++k) {
    const auto& pot = e.pot[static_cast<std::size_t>(k)];
    net += pot.net;
    if (pot.winners == 0 || (pot.winners & ~pot.eligible) != 0) fail("pot " + std::to_string(k) + " winners");
  }
  if (net + e.rake != e.total_pot) fail("pots after rake + rake != total pot");
  if (e.rake.positive() && (e.tournament || e.rounds < 2)) fail("rake in a tournament or in the first round");
  if (e.self_check_violations != 0) fail("engine check() objects to an action legal() allowed");
  if (e.refused_offers != 0) fail("legal() offered a raise not above the current level");
  const int most = table_most(e.game);
  const int lo = std::clamp(o.min_players, 2, most);
  if (e.players < lo || e.players > std::clamp(o.max_players, lo, most)) fail("player count");
  if ((e.tournament && !o.tournaments) || (!e.tournament && !o.cash && !cash_only(e.game)))
    fail("cash/tournament option");
  if (e.tournament && cash_only(e.game)) fail("a cash-only game dealt in a tournament");
  if (!structure_allowed(e, o)) fail("structure option");
  if (o.game_weights[static_cast<std::size_t>(e.game)] == 0 &&
      !(e.game == generator::GameKind::kHoldem &&
        std::all_of(o.game_weights.begin(), o.game_weights.end(), [](auto w) { return w == 0; })))
    fail("game option");
  if (e.variant != generator::game_variant(e.game) || e.hi_lo != generator::game_hi_lo(e.game)) fail("variant");

  int refund_to = -1;
  Chips refund{0};
  const auto pots = reference_pots(e, refund_to, refund);
  if (refund_to != e.refund_to || refund != e.refund) fail("uncalled bet differs from R-POT-2");
  bool same = static_cast<int>(pots.size()) == e.pot_count;
  for (std::size_t k = 0; same && k < pots.size(); ++k)
    same = pots[k].amount == e.pot[k].amount && pots[k].eligible == e.pot[k].eligible;
  if (!same) fail("pots differ from the R-POT-3 layers");
  return bad;
}

}  // namespace gen_test

// Pots and money: the uncalled bet, the stated pot sizes, conservation.
#include <array>
#include <string>

#include "engine/money_text.h"
#include "replay/awards.h"
#include "validators/log_account.h"
#include "validators/uncalled_return.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Act;
using engine::Chips;
using engine::Rule;
using Value = engine::FindingValue;

engine::Finding make(Rule rule, engine::SourcePos pos, std::string message, Value expected = {}, Value actual = {}) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.message = std::move(message);
  f.expected = std::move(expected);
  f.actual = std::move(actual);
  return f;
}

// The cap of the profile's table for the hand's stakes, if it has one.
const engine::RakeCap* stake_cap(const engine::HandRecord& rec, const engine::RakeRule& rule) {
  if (rec.game.tournament || !rec.has_currency_symbol) return nullptr;
  for (const engine::RakeCap& cap : rule.caps)
    if (cap.structure == rec.game.structure && Chips{cap.big_blind} == rec.game.big_blind) return &cap;
  return nullptr;
}

// The rake against RULES.md §6 and the profile's rake rule: never more than
// the pot, none in tournaments (the fee is in the buy-in), none without a
// flop where the house does not drop then, and within a schedule's percent
// and cap. `pot` is every chip in the pots, uncalled bets returned.
void rake_findings(const replay::Trace& t, Chips rake, Chips pot, engine::SourcePos where,
                   std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const engine::RakeRule& rule = t.profile->rake;
  auto money = [&](Chips c) { return engine::money_text(c, rec); };
  auto at_most = [&](Chips c) { return Value::money_phrase("at most ", c, rec); };
  auto raked = [&] { return Value::money(rake, rec); };
  auto profile = [&] { return " (profile " + std::string(t.profile->name) + ")"; };
  if (rake < Chips{0}) {
    out.push_back(make(Rule::kRakeInvalid, where, "the rake is negative"));
  } else if (rake > pot) {
    out.push_back(make(Rule::kRakeInvalid, where,
                       "the rake of " + money(rake) + " is more than the pot of " + money(pot), at_most(pot), raked()));
  } else if (rake.positive() && rec.game.tournament) {
    out.push_back(make(Rule::kRakeInvalid, where,
                       "a tournament hand is raked " + money(rake) + "; tournaments take their fee in the buy-in",
                       Value::money(Chips{0}, rec), raked()));
  } else if (rake.positive() && rule.no_flop_no_drop && engine::is_flop_game(rec.game.variant) &&
             rec.street_pos[static_cast<std::size_t>(engine::Street::kFlop)].line == 0) {
    out.push_back(make(Rule::kRakeInvalid, where,
                       "the hand ended before the flop but is raked " + money(rake) + "; no flop, no drop" + profile(),
                       Value::money(Chips{0}, rec), raked()));
  } else if (const engine::RakeCap* cap = stake_cap(rec, rule); cap != nullptr && rake > Chips{cap->cap}) {
    out.push_back(make(Rule::kRakeInvalid, where,
                       "the rake of " + money(rake) + " is more than the " + money(Chips{cap->cap}) +
                           " the site takes at these stakes" + profile(),
                       at_most(Chips{cap->cap}), raked()));
  } else if (rule.mode == engine::RakeMode::kSchedule) {
    // The percent rounded up to the odd-chip unit (rounding is the house's),
    // then the cap per hand.
    const std::int64_t unit = std::max<std::int64_t>(t.game.odd_chip_unit.minor_units(), 1);
    std::int64_t most = (pot.minor_units() * rule.percent + 100 * unit - 1) / (100 * unit) * unit;
    if (rule.cap > 0) most = std::min(most, rule.cap);
    if (rake > Chips{most})
      out.push_back(make(Rule::kRakeInvalid, where,
                         "the rake of " + money(rake) + " is more than " + std::to_string(rule.percent) + "% of " +
                             money(pot) + (rule.cap > 0 ? " capped at " + money(Chips{rule.cap}) : std::string()) +
                             profile(),
                         at_most(Chips{most}), raked()));
  }
}

// A cash-out buys the player's share of the pots he can still win: the
// house cannot pay him, with its fee, more than those pots hold. Whether the
// price is fair against his equity is not judged: rooms do not publish the
// formula (docs/cash-out.md).
void cash_out_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  engine::PlayerMask judged = 0;  // a player's cash-out lines are judged together, at the first
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.kind != Act::kCashOut || a.player < 0 || a.player >= engine::kMaxPlayers) continue;
    if ((judged >> a.player) & 1u) continue;
    judged |= engine::PlayerMask{1} << a.player;
    const PlayerAccount& p = account.players[static_cast<std::size_t>(a.player)];
    Chips can_win{0};
    for (const engine::Pot& pot : t.pots.pots)
      if ((pot.eligible >> a.player) & 1u) can_win += pot.amount;
    const Chips price = p.cashed_out + p.cash_out_fee;
    if (price <= can_win) continue;
    const std::string who(rec.players[static_cast<std::size_t>(a.player)].name);
    auto f = make(Rule::kChipConservation, a.pos,
                  who + " cashes out for " + engine::money_text(p.cashed_out, rec) + " plus a fee of " +
                      engine::money_text(p.cash_out_fee, rec) + ", more than the " + engine::money_text(can_win, rec) +
                      " of the pots he can win",
                  Value::money_phrase("at most ", can_win, rec), Value::money(price, rec));
    f.player = who;
    out.push_back(std::move(f));
  }
}

// Where a log that pays out more than was put in first goes over: the
// collect line whose amount, added to the ones before it and to `paid_first`
// (rake, returns, the house's cash-out shares), passes `put_in`; the summary
// when no collect line does (the returns alone are too much).
engine::SourcePos overpaying_collect(const engine::HandRecord& rec, Chips paid_first, Chips put_in,
                                     engine::SourcePos summary_pos) {
  if (paid_first > put_in) return summary_pos;
  Chips paid = paid_first;
  for (const auto& a : rec.actions) {
    if (a.kind != Act::kCollect) continue;
    paid += a.amount;
    if (paid > put_in) return a.pos;
  }
  return summary_pos;
}

}  // namespace

void pot_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  if (rec.cancelled) return;  // a cancelled hand returns every bet: nothing is awarded
  auto money = [&](Chips c) { return engine::money_text(c, rec); };
  auto no_return = [&] { return Value::money_worded(Chips{0}, rec, "no return"); };
  const engine::SourcePos summary_pos = rec.stated.pos.line ? rec.stated.pos : rec.end_pos;

  // Uncalled bet: what the log returned, per player, against R-POT-2.
  replay::Shares returned;
  std::array<engine::SourcePos, engine::kMaxPlayers> returned_pos{};  // the first return line per player
  Chips returned_total{0}, collected_total{0};
  for (const auto& a : rec.actions) {
    if (a.kind == Act::kUncalledReturn) {
      if (a.player < 0 || a.player >= engine::kMaxPlayers) continue;
      if (!returned.contains(a.player)) returned_pos[static_cast<std::size_t>(a.player)] = a.pos;
      returned.add(a.player, a.amount);
      returned_total += a.amount;
    } else if (a.kind == Act::kCollect) {
      collected_total += a.amount;
    }
  }
  const auto& build = t.pots;
  Chips engine_total{0};
  for (const auto& p : build.pots) engine_total += p.amount;
  if (uncalled_return_implied(t)) {  // then the log has no return line: `returned` is empty
    // What the collect holds of it (uncalled_in_collect) counts as returned
    // for R-POT-2 but is paid once only.
    returned.add(build.refund_to, build.refund);
    returned_pos[static_cast<std::size_t>(build.refund_to)] = summary_pos;
    returned_total = build.refund - uncalled_in_collect(t);
  }
  for (const auto& [player, amount] : returned) {
    const std::string who(rec.players[static_cast<std::size_t>(player)].name);
    if (player != build.refund_to) {
      auto f =
          make(Rule::kUncalledBetNotReturned, returned_pos[static_cast<std::size_t>(player)],
               "the log returns " + money(amount) + " to " + who + " as uncalled, but " +
                   (build.refund_to < 0 ? std::string("every bet was called")
                                        : std::string(rec.players[static_cast<std::size_t>(build.refund_to)].name) +
                                              " has the uncalled " + money(build.refund)),
               build.refund_to < 0 ? no_return() : Value::money_phrase("return ", build.refund, rec),
               Value::money_phrase("return ", amount, rec, " to " + who));
      f.player = who;
      out.push_back(std::move(f));
    } else if (amount != build.refund) {
      auto f = make(Rule::kUncalledBetNotReturned, returned_pos[static_cast<std::size_t>(player)],
                    "the log returns " + money(amount) + " to " + who + " as uncalled; the uncalled part is " +
                        money(build.refund),
                    Value::money_phrase("return ", build.refund, rec), Value::money_phrase("return ", amount, rec));
      f.player = who;
      out.push_back(std::move(f));
    }
  }
  if (build.refund_to >= 0 && !returned.contains(build.refund_to)) {
    const std::string who(rec.players[static_cast<std::size_t>(build.refund_to)].name);
    auto f = make(Rule::kUncalledBetNotReturned, summary_pos,
                  money(build.refund) + " of " + who + "'s bet was never called and is not returned",
                  Value::money_phrase("return ", build.refund, rec, " to " + who), no_return());
    f.player = who;
    out.push_back(std::move(f));
  }

  // The pot the log states, against the layers (R-POT-3).
  if (rec.stated.total && *rec.stated.total != engine_total) {
    out.push_back(make(Rule::kPotAmountMismatch, summary_pos,
                       "the total pot is stated as " + money(*rec.stated.total) + "; the players put in " +
                           money(engine_total) + " (after uncalled bets)",
                       Value::money(engine_total, rec), Value::money(*rec.stated.total, rec)));
  }
  const Chips rake = rec.stated.rake.value_or(Chips{0});
  if (rec.stated.main) {
    std::vector<Chips> stated{*rec.stated.main};
    stated.insert(stated.end(), rec.stated.side.begin(), rec.stated.side.end());
    bool ok = stated.size() == build.pots.size();
    Chips taken{0};
    for (std::size_t i = 0; ok && i < stated.size(); ++i) {
      if (stated[i] > build.pots[i].amount) ok = false;
      taken += build.pots[i].amount - stated[i];
    }
    if (!ok || taken != rake) {
      std::vector<Chips> layers;
      for (const auto& p : build.pots) layers.push_back(p.amount);
      Value want = Value::amount_list(std::move(layers), engine::money_symbol(rec));
      Value got = Value::amount_list(std::move(stated), engine::money_symbol(rec));
      std::string message = "the main and side pots are stated as " + got.text + " (rake " + money(rake) +
                            "); the contribution layers give " + want.text;
      out.push_back(make(Rule::kPotAmountMismatch, summary_pos, std::move(message), std::move(want), std::move(got)));
    }
  }

  // Conservation: everything put in comes out as awards, rake, returns and
  // the pot shares the house kept from players who cashed out. The
  // cash-outs themselves the house pays from its own money, outside the
  // pots (docs/cash-out.md).
  Chips put_in = t.dead;
  for (const auto& p : t.players) put_in += p.contributed;
  const Chips kept = account.kept_by_house;
  const Chips out_total = collected_total + rake + returned_total + kept;
  // With the rake unknown (HandRecord::states_rake) only paying out more
  // than was put in can be told.
  if (rec.states_rake ? out_total != put_in : out_total > put_in) {
    const engine::SourcePos at =
        out_total > put_in ? overpaying_collect(rec, out_total - collected_total, put_in, summary_pos) : summary_pos;
    out.push_back(make(Rule::kChipConservation, at,
                       "the players put in " + money(put_in) + " but the log pays out " + money(out_total) +
                           " (collected " + money(collected_total) +
                           (rec.states_rake ? ", rake " + money(rake) : std::string(", rake not stated")) +
                           ", returned " + money(returned_total) +
                           (kept.positive() ? ", kept by the house for cash-outs " + money(kept) : std::string()) +
                           ")",
                       Value::money(put_in, rec), Value::money(out_total, rec)));
  }
  cash_out_findings(t, account, out);
  if (!rec.stated.rake) return;
  Chips pot{0};
  for (const auto& layer : t.pots.pots) pot += layer.amount;
  rake_findings(t, rake, pot, summary_pos, out);
}

}  // namespace validators

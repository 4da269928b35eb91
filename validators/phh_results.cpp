// Recorded results against the replay: PHH `finishing_stacks` (PHH.md §4).
//
// A player's replayed final stack is his starting stack, less everything he
// put in (live chips, antes, dead money), plus the uncalled part of his bet
// returned and what the rules award him from each pot (replay/awards.h:
// best eligible hands, exact splits in odd-chip order). A recorded stack that
// differs is `stack-mismatch`; when the only difference is a pot split into
// fractions of the chip unit (the Pluribus half chips, PHH.md §9) it is one
// `odd-chip-invalid` for the split instead of a mismatch per player.
// Players whose result hangs on a pot the rules cannot award (a contender's
// hand unknown) or whose starting stack is unknown (`inf`) are not compared.
// A rake the file states (`_rake`, handaudit's conversions) is taken from the
// winners; a player who cashed out (`_cash_outs`) ends with the house's
// payment instead of his winnings.
#include <string>
#include <utility>
#include <vector>

#include "engine/money_text.h"
#include "replay/awards.h"
#include "validators/log_account.h"
#include "validators/validate.h"

namespace validators {

void result_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  using engine::Chips;
  const auto& rec = *t.record;
  const std::size_t n = rec.players.size();
  if (rec.finishing_stacks.size() != n || t.players.size() != n || rec.cancelled) return;
  auto money = [&](Chips c) { return engine::money_text(c, rec); };
  const std::string profile = t.profile ? " under the " + std::string(t.profile->name) + " profile" : std::string();

  // A player who cashed out (`_cash_outs`, handaudit's conversions) keeps
  // what the house paid him; what the pots give him is the house's.
  const LogAccount account = log_account(t);
  std::vector<Chips> won(n, Chips{0});
  std::vector<bool> known(n, true);
  for (std::size_t k = 0; k < t.pots.pots.size(); ++k) {
    const auto& pot = t.pots.pots[k];
    if (const auto award = replay::awarded_shares(t, k)) {
      for (const auto& [p, c] : *award) won[static_cast<std::size_t>(p)] += c;
      continue;
    }
    const engine::PlayerMask open = pot.eligible ? pot.eligible : pot.contributors;
    for (std::size_t i = 0; i < n; ++i)
      if ((open >> i) & 1u) known[i] = false;
  }

  struct Difference {
    std::size_t player;
    Chips recorded;
    Chips replayed;
  };
  std::vector<Difference> diffs;
  for (std::size_t i = 0; i < n; ++i) {
    const auto& recorded = rec.finishing_stacks[i];
    if (!known[i] || !recorded || rec.players[i].stack_unknown) continue;
    // A cap game's replay bets with the stack cut to the cap (engine/
    // betting.cpp): the chips above it never come into play and stay his.
    const Chips above_cap = rec.game.cap.positive() ? max(t.starting_stacks[i] - rec.game.cap, Chips{0}) : Chips{0};
    Chips replayed = t.players[i].stack + above_cap + (account.players[i].cashed ? account.players[i].cashed_out : won[i]);
    if (t.pots.refund_to == static_cast<int>(i)) replayed += t.pots.refund;
    if (*recorded != replayed) diffs.push_back({i, *recorded, replayed});
  }
  if (diffs.empty()) return;
  // A rake the file states (handaudit's own `_rake`) came out of the pot
  // before the winners were paid: the winners' stacks fall short of the
  // replay by exactly that much in all.
  if (const Chips rake = rec.stated.rake.value_or(Chips{0}); rake.positive()) {
    Chips short_by{0};
    bool winners_only = true;
    for (const auto& d : diffs) {
      short_by += d.replayed - d.recorded;
      winners_only = winners_only && won[d.player].positive() && d.recorded <= d.replayed;
    }
    if (winners_only && short_by == rake) return;
  }

  auto pos_of = [&](std::size_t i) {
    return i < rec.finishing_stacks_pos.size() ? rec.finishing_stacks_pos[i] : rec.end_pos;
  };
  const Chips unit = t.game.odd_chip_unit;
  Chips sum_recorded{0}, sum_replayed{0};
  int fractional = -1;
  for (const auto& d : diffs) {
    sum_recorded += d.recorded;
    sum_replayed += d.replayed;
    if (fractional < 0 && unit.positive() && !d.recorded.is_multiple_of(unit)) fractional = static_cast<int>(d.player);
  }
  if (fractional >= 0 && sum_recorded == sum_replayed) {
    std::vector<engine::Share> recorded, replayed;
    for (const auto& d : diffs) {
      const std::string who(rec.players[d.player].name);
      recorded.push_back({who, d.recorded});
      replayed.push_back({who, d.replayed});
    }
    engine::Finding f;
    f.rule = engine::Rule::kOddChipInvalid;
    f.pos = pos_of(static_cast<std::size_t>(fractional));
    f.expected = engine::FindingValue::share_list(std::move(replayed), engine::money_symbol(rec));
    f.actual = engine::FindingValue::share_list(std::move(recorded), engine::money_symbol(rec));
    f.message = "the finishing stacks split a pot into shares that are not whole chips of " + money(unit) + ": " +
                f.actual.text + "; in whole chips the odd chip goes to the first winner left of the button" + profile +
                ": " + f.expected.text;
    out.push_back(std::move(f));
    return;
  }
  for (const auto& d : diffs) {
    const auto& p = t.players[d.player];
    const std::string who(rec.players[d.player].name);
    const Chips refund = t.pots.refund_to == static_cast<int>(d.player) ? t.pots.refund : Chips{0};
    engine::Finding f;
    f.rule = engine::Rule::kStackMismatch;
    f.pos = pos_of(d.player);
    f.player = who;
    f.message = who + "'s finishing stack is recorded as " + money(d.recorded) + "; the replay" + profile +
                " gives " + money(d.replayed) + " (started with " + money(t.starting_stacks[d.player]) +
                ", put in " + money(p.contributed + p.dead) + ", got back " + money(refund) + " uncalled, won " +
                money(won[d.player]) + ")";
    f.expected = engine::FindingValue::money(d.replayed, rec);
    f.actual = engine::FindingValue::money(d.recorded, rec);
    out.push_back(std::move(f));
  }
}

}  // namespace validators

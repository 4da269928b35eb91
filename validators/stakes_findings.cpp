// The stakes themselves: a fixed-limit game's big bet is twice its small bet
// (RULES.md R-FL-1), unless the profile says the house deals otherwise.
#include <string>

#include "engine/money_text.h"
#include "validators/player_finding.h"
#include "validators/validate.h"

namespace validators {

void stakes_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const engine::HandRecord& rec = *t.record;
  const engine::GameDef& game = t.game;
  if (game.structure != engine::Structure::kFixedLimit || t.profile->limit_big_bet == engine::LimitBigBet::kAny)
    return;
  if (game.variant == engine::Variant::kKuhn) return;  // one round, one bet size: there is no big bet
  if (!game.small_bet.positive() || !game.big_bet.positive() || game.big_bet == game.small_bet + game.small_bet) return;
  engine::Finding f = player_finding(
      engine::Rule::kIrregularStakes, rec.header_pos, {},
      "the stakes are " + engine::money_text(game.small_bet, rec) + "/" + engine::money_text(game.big_bet, rec) +
          "; a limit game's big bet is twice its small bet (" +
          engine::money_text(game.small_bet + game.small_bet, rec) + "; limit_big_bet, profile " +
          std::string(t.profile->name) + ")");
  f.expected = engine::FindingValue::money(game.small_bet + game.small_bet, rec);
  f.actual = engine::FindingValue::money(game.big_bet, rec);
  out.push_back(std::move(f));
}

}  // namespace validators

// Betting violations of the trace's steps, in words.
#include <string>
#include <string_view>

#include "engine/money_text.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Rule;
using Value = engine::FindingValue;

std::string name_of(const engine::HandRecord& r, int player) {
  return player < 0 ? std::string() : std::string(r.players[static_cast<std::size_t>(player)].name);
}

}  // namespace

void betting_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  auto money = [&](engine::Chips c) { return engine::money_text(c, rec); };
  auto phrase = [&](std::string_view before, engine::Chips c, std::string_view after = {}) {
    return Value::money_phrase(before, c, rec, after);
  };
  for (const auto& step : t.steps) {
    // Nearly every action is legal: its words are only made for a finding.
    if (step.violations.list.empty()) continue;
    const auto& a = rec.actions[step.action];
    const std::string who = name_of(rec, a.player);
    const std::string street(engine::street_id(a.street, rec.game.variant));
    const bool flop_game = engine::is_flop_game(rec.game.variant);
    const std::string where = a.street == engine::Street::kPreflop && flop_game ? " pre-flop"
                              : engine::is_stud(rec.game.variant)               ? " on " + street + " street"
                                                                                : " on the " + street;
    for (const auto& v : step.violations.list) {
      engine::Finding f;
      f.rule = v.rule;
      f.pos = a.pos;
      f.player = who;
      f.street = street;
      switch (v.rule) {
        case Rule::kActionByInactivePlayer:
          f.message = who + " acts" + where + " but has folded, is all-in or was not dealt in";
          break;
        case Rule::kActionAfterRoundClosed:
          f.message = who + " acts" + where + " after the betting round was complete";
          break;
        case Rule::kActionOutOfTurn:
        case Rule::kWrongFirstActor:
          f.message = who + " acts" + where + " but " + name_of(rec, v.other_player) + " was due to act";
          f.expected = Value::player_seat(rec, v.other_player);
          f.actual = Value::player_seat(rec, a.player);
          break;
        case Rule::kCheckFacingBet:
          f.message = who + " checks" + where + " facing " + money(v.expected) + " to call";
          f.expected = phrase("call ", v.expected, ", raise or fold");
          f.actual = Value::words("check");
          break;
        case Rule::kWrongCallAmount:
          f.message = who + " calls " + money(v.actual) + where + "; the amount to call is " + money(v.expected);
          f.expected = phrase("call ", v.expected);
          f.actual = phrase("call ", v.actual);
          break;
        case Rule::kBetBelowMinimum:
          f.message = who + " bets " + money(v.actual) + where + "; the minimum bet is " + money(v.expected);
          f.expected = phrase("bet at least ", v.expected);
          f.actual = phrase("bet ", v.actual);
          break;
        case Rule::kRaiseBelowMinimum:
          f.message = who + " raises to " + money(v.actual) + where + "; the minimum raise is to " + money(v.expected);
          f.expected = phrase("raise to at least ", v.expected);
          f.actual = phrase("raise to ", v.actual);
          break;
        case Rule::kRaiseNotReopened:
          f.message = who + " raises" + where +
                      " although the betting was not reopened to him (he faced less than a full raise)";
          f.expected = Value::words("call or fold");
          f.actual = phrase("raise to ", v.actual);
          break;
        case Rule::kLimitWrongIncrement:
          f.message = who + " bets or raises to " + money(v.actual) + where + "; in fixed limit it must be to " +
                      money(v.expected);
          f.expected = phrase("to ", v.expected);
          f.actual = phrase("to ", v.actual);
          break;
        case Rule::kRaiseCapExceeded:
          // A game that fixes its own cap (an ACPC game definition) caps it whatever the profile.
          f.message = who + " makes bet number " + std::to_string(v.actual.minor_units()) + where + "; " +
                      (t.game.raise_cap >= 0 ? std::string("the game") : "profile '" + std::string(t.profile->name) + "'") +
                      " caps a round at " + std::to_string(v.expected.minor_units()) + " (a bet and " +
                      std::to_string(v.expected.minor_units() - 1) + " raises)";
          f.expected =
              Value::count(v.expected.minor_units(), std::to_string(v.expected.minor_units()) + " bets at most");
          f.actual = Value::count(v.actual.minor_units(), std::to_string(v.actual.minor_units()));
          break;
        case Rule::kPotLimitExceeded:
          f.message = who + " goes to " + money(v.actual) + where + "; the pot-limit maximum is " + money(v.expected) +
                      " (profile '" + std::string(t.profile->name) + "')";
          f.expected = phrase("at most ", v.expected);
          f.actual = Value::money(v.actual, rec);
          break;
        case Rule::kWagerExceedsStack:
          f.message = who + " puts in " + money(v.actual) + where + " but has only " + money(v.expected) + " behind";
          f.expected = phrase("at most ", v.expected);
          f.actual = Value::money(v.actual, rec);
          break;
        case Rule::kAllInFlagInconsistent:
          f.message = v.expected.positive()
                          ? who + " is marked all-in" + where + " with " + money(v.expected) + " behind"
                          : who + " has no chips left" + where + " but is not marked all-in";
          break;
        case Rule::kBetWithNoLiveOpponent:
          f.message = who + " bets or raises" + where + " when every other live player is all-in";
          break;
        default:
          f.message = std::string(engine::rule_id(v.rule));
          break;
      }
      out.push_back(std::move(f));
    }
  }
}

}  // namespace validators

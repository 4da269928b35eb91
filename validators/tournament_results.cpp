// A tournament hand's own word on the tournament's results
// (engine::TournamentResult, PokerStars' "finished the tournament", "wins
// the tournament" and bounty lines) against the hand's money, as the log
// accounts for it (log_account.h):
//   - a player who finished the tournament ends the hand with nothing,
//     unless in 1st place: a satellite's or a double-or-nothing's winners
//     all finish 1st in the hand that ends it, with their chips;
//   - the winner of the tournament ends it with chips, and everyone else
//     seated with none;
//   - players out in the same hand (ending it with nothing) are placed by
//     the chips they started it with, the most chips the best place (TDA,
//     "Simultaneous eliminations"), or share a place (PokerStars does where
//     it pays them alike); with a winner in the hand, the best of them is 2nd;
//   - a bounty is won on a player out in this hand, by a player who
//     collected in it.
// All inconsistent-record: the log contradicts itself. Whether the places
// and prizes agree with the tournament's summary is judged with the other
// hands (validators/tournament_summary.cpp).
#include <string>

#include "engine/money_text.h"
#include "validators/ordinal.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::TournamentResult;
using Kind = TournamentResult::Kind;

}  // namespace

void tournament_result_findings(const replay::Trace& t, const LogAccount& account, std::vector<engine::Finding>& out) {
  const engine::HandRecord& rec = *t.record;
  const auto seated = [&](int i) { return i >= 0 && static_cast<std::size_t>(i) < rec.players.size(); };
  const auto name = [&](int i) { return std::string(rec.players[static_cast<std::size_t>(i)].name); };
  const auto final_of = [&](int i) { return final_by_log(t, account, static_cast<std::size_t>(i)); };
  const auto money = [&](engine::Chips c) { return engine::money_text(c, rec); };
  const auto report = [&](const TournamentResult& r, int player, std::string message, engine::FindingValue expected,
                          engine::FindingValue actual) {
    engine::Finding f;
    f.rule = engine::Rule::kInconsistentRecord;
    f.pos = r.pos;
    f.player = name(player);
    f.message = std::move(message);
    f.expected = std::move(expected);
    f.actual = std::move(actual);
    out.push_back(std::move(f));
  };

  const TournamentResult* winner = nullptr;
  const TournamentResult* best_out = nullptr;  // the best placed of those out in this hand
  for (const TournamentResult& r : rec.tournament_results) {
    if (!seated(r.player)) continue;
    switch (r.kind) {
      case Kind::kFinished:
        if (const engine::Chips left = final_of(r.player); !left.is_zero() && r.place != 1)
          report(r, r.player,
                 name(r.player) + " finished the tournament, but ends this hand with " + money(left),
                 engine::FindingValue::money(engine::Chips{0}, rec), engine::FindingValue::money(left, rec));
        if (r.place != 0 && (best_out == nullptr || r.place < best_out->place)) best_out = &r;
        break;
      case Kind::kWon: {
        winner = &r;
        if (const engine::Chips left = final_of(r.player); !left.positive())
          report(r, r.player, name(r.player) + " wins the tournament, but ends this hand with " + money(left),
                 engine::FindingValue::words("chips"), engine::FindingValue::money(left, rec));
        for (std::size_t i = 0; i < rec.players.size(); ++i) {
          const int other = static_cast<int>(i);
          if (other == r.player) continue;
          if (const engine::Chips left = final_of(other); left.positive())
            report(r, r.player,
                   name(r.player) + " wins the tournament, but " + name(other) + " ends this hand with " + money(left),
                   engine::FindingValue::money(engine::Chips{0}, rec), engine::FindingValue::money(left, rec));
        }
        break;
      }
      case Kind::kBounty:
        if (!seated(r.eliminated)) break;
        if (const engine::Chips left = final_of(r.eliminated); !left.is_zero())
          report(r, r.player,
                 name(r.player) + " wins the bounty for eliminating " + name(r.eliminated) + ", but " +
                     name(r.eliminated) + " ends this hand with " + money(left),
                 engine::FindingValue::money(engine::Chips{0}, rec), engine::FindingValue::money(left, rec));
        if (!account.players[static_cast<std::size_t>(r.player)].collected.positive())
          report(r, r.player,
                 name(r.player) + " wins the bounty for eliminating " + name(r.eliminated) + ", but collects nothing in this hand",
                 engine::FindingValue::words("a pot won"), engine::FindingValue::words("no pot won"));
        break;
    }
  }

  // Out in the same hand: more chips at its start, a better place. Each
  // pair once, reported at the line of the one placed too low.
  const auto& results = rec.tournament_results;
  for (std::size_t a = 0; a < results.size(); ++a)
    for (std::size_t b = 0; b < results.size(); ++b) {
      const TournamentResult& more = results[a];
      const TournamentResult& less = results[b];
      if (more.kind != Kind::kFinished || less.kind != Kind::kFinished || more.place == 0 || less.place == 0 ||
          !seated(more.player) || !seated(less.player) || !final_of(more.player).is_zero() ||
          !final_of(less.player).is_zero())
        continue;
      const engine::Chips more_start = rec.players[static_cast<std::size_t>(more.player)].stack;
      const engine::Chips less_start = rec.players[static_cast<std::size_t>(less.player)].stack;
      if (more_start <= less_start || more.place <= less.place) continue;
      report(more, more.player,
             name(more.player) + " and " + name(less.player) + " are out in this hand; " + name(more.player) +
                 " started it with more chips (" + money(more_start) + " against " + money(less_start) +
                 ") and so places higher, but is placed " + ordinal(more.place) + " and " + name(less.player) + " " +
                 ordinal(less.place),
             engine::FindingValue::words("better than " + ordinal(less.place)),
             engine::FindingValue::words(ordinal(more.place)));
    }
  if (winner != nullptr && best_out != nullptr && best_out->place != 2)
    report(*best_out, best_out->player,
           name(winner->player) + " wins the tournament in this hand, so the best placed of those out in it is 2nd, but " +
               name(best_out->player) + " is placed " + ordinal(best_out->place),
           engine::FindingValue::words("2nd"), engine::FindingValue::words(ordinal(best_out->place)));
}

}  // namespace validators

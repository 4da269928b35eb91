// tournament-summary-mismatch: a PokerStars tournament summary against
// itself and against the hands of its tournament (tournament_levels.h).
#include <algorithm>
#include <map>
#include <tuple>

#include "engine/money_text.h"
#include "validators/ordinal.h"
#include "validators/tournament_levels.h"

namespace validators {

namespace {

std::string money(engine::Chips amount, const engine::SummaryMoney& as) {
  std::string text = engine::money_text(amount, as.symbol);
  if (!as.currency.empty()) text += " " + as.currency;
  return text;
}

// A prize counted in the pool: an amount in the pool's money (the prizes
// leave the currency out: "$230.36" in a pool of "$602.70 USD").
bool in_pool_money(const engine::SummaryMoney& prize, const engine::SummaryMoney& pool) {
  return prize.symbol == pool.symbol && (prize.currency.empty() || prize.currency == pool.currency);
}

}  // namespace

void TournamentLevels::add_summary(std::shared_ptr<const engine::TournamentSummary> summary, std::string source) {
  if (!summary || summary->tournament_id.empty()) return;
  summaries_.emplace_back(std::move(summary), std::move(source));
}

void TournamentLevels::attach_summaries() {
  for (auto& [summary, source] : summaries_) {
    const std::string buy_in = engine::summary_buy_in_as_in_hands(summary->buy_in);
    auto it = tournaments_.find({summary->site, summary->tournament_id, buy_in});
    if (it == tournaments_.end()) {
      auto first = tournaments_.lower_bound({summary->site, summary->tournament_id, ""});
      auto last = first;
      while (last != tournaments_.end() && std::get<0>(last->first) == summary->site &&
             std::get<1>(last->first) == summary->tournament_id)
        ++last;
      it = first != last && std::next(first) == last
               ? first
               : tournaments_.try_emplace({summary->site, summary->tournament_id, buy_in}).first;
    }
    it->second.summaries.emplace_back(std::move(summary), std::move(source));
  }
  summaries_.clear();
}

void TournamentLevels::judge_summaries(const Tournament& t, const std::vector<std::uint32_t>& rank, Placed& out) {
  // After the hands' findings, in the order the summaries were given.
  const std::size_t after_hands = t.hands.size();
  for (const auto& given : t.summaries) {
    // Named, not a structured binding: clang cannot capture a binding in a lambda.
    const engine::TournamentSummary& s = *given.first;
    const std::string& source = given.second;
    const auto report = [&](engine::Rule rule, std::uint32_t line, std::uint32_t column, const std::string& excerpt,
                            std::string message, std::string expected, std::string actual) -> CrossHandFinding& {
      CrossHandFinding c;
      c.finding.rule = rule;
      c.finding.pos = {line, column};
      c.finding.message = std::move(message);
      if (!expected.empty()) c.finding.expected = engine::FindingValue::words(std::move(expected));
      if (!actual.empty()) c.finding.actual = engine::FindingValue::words(std::move(actual));
      c.source = source;
      c.excerpt = excerpt;
      out.emplace_back(after_hands, std::move(c));
      return out.back().second;
    };
    for (const engine::SummaryLine& u : s.unrecognized)
      report(engine::Rule::kUnrecognizedLine, u.line, 1, u.text, "a line of the tournament summary not understood", "",
             "");

    // The places run 1, 2, 3 ...: a gap or a repeat is a place that disagrees.
    std::uint32_t next = 1;
    for (const engine::SummaryEntry& e : s.entries) {
      if (e.place != next) {
        std::string where = next == 1 ? std::string("the finishing list begins with place ") + std::to_string(e.place)
                                      : "place " + std::to_string(e.place) + " follows place " +
                                            std::to_string(next - 1) + " in the finishing list";
        report(engine::Rule::kTournamentSummaryMismatch, e.line, e.column, e.text,
               where + "; the places run 1, 2, 3 ... without a gap or a repeat", "place " + std::to_string(next),
               "place " + std::to_string(e.place));
      }
      next = e.place + 1;
    }

    // The prizes in the pool's money: never more than the pool, and all of
    // it once the tournament has finished, when every prize is money.
    if (s.prize_pool) {
      const engine::SummaryMoney& pool = *s.prize_pool;
      engine::Chips total{0};
      bool over = false;
      bool all_money = true;  // no ticket, seat or points among the prizes
      for (const engine::SummaryEntry& e : s.entries) {
        if (e.prize && in_pool_money(*e.prize, pool)) {
          total += e.prize->amount;
          if (!over && total > pool.amount) {
            over = true;
            report(engine::Rule::kTournamentSummaryMismatch, e.line, e.column, e.text,
                   "the prizes listed reach " + money(total, pool) + " at place " + std::to_string(e.place) +
                       ", more than the prize pool of " + money(pool.amount, pool),
                   "at most " + money(pool.amount, pool), money(total, pool));
          }
        } else if (!e.still_playing && !e.prize_text.empty()) {
          all_money = false;
        }
      }
      if (!over && all_money && !s.finished.empty() && !pool.symbol.empty() && total != pool.amount)
        report(engine::Rule::kTournamentSummaryMismatch, s.prize_pool_line, 1, "Total Prize Pool: " + s.prize_pool_text,
               "the tournament has finished, but the prizes listed add up to " + money(total, pool) +
                   ", not the prize pool of " + money(pool.amount, pool),
               money(pool.amount, pool), money(total, pool));
    }

    if (t.hands.empty()) continue;
    // Each listed player's entry, for the checks against the hands below;
    // nullptr for a name listed twice or with a re-entry mark (a re-entry
    // the hands do not show): such a name is not judged.
    std::map<std::string_view, const engine::SummaryEntry*> listed;
    for (const engine::SummaryEntry& e : s.entries) {
      const auto [it, fresh] = listed.emplace(e.name, &e);
      if (!fresh || e.entry != 0) it->second = nullptr;
    }
    // The places and prizes the hands state, against the list, in its order.
    for (const engine::SummaryEntry& e : s.entries) {
      if (listed[e.name] != &e || e.still_playing) continue;
      for (const auto& [finish, hand_index] : t.finishes) {
        if (finish.name != e.name) continue;
        // `hand_index` is the hand's index as added; t.hands is in time order now.
        const Hand& hand = t.hands[rank[hand_index]];
        // A place the hand gives several players (out together, or a
        // satellite's winners) the list writes one after another: from it
        // down to as many places below as it was given.
        std::uint32_t shared = 0;
        for (const auto& other : t.finishes) shared += other.second == hand_index && other.first.place == finish.place;
        std::string says = "hand #" + id_of(t, hand) + " at table '" + t.tables[hand.table] + "' says " + finish.name +
                           (finish.place == 1 && shared == 1 ? " wins the tournament" : " finished in " + ordinal(finish.place));
        if (shared > 1) says += ", a place it gives " + std::to_string(shared) + " players";
        if (e.place < finish.place || e.place >= finish.place + shared) {
          CrossHandFinding& c = report(engine::Rule::kTournamentSummaryMismatch, e.line, e.column, e.text,
                                       "the summary places " + finish.name + " " + ordinal(e.place) + ", but " + says,
                                       shared == 1 ? ordinal(finish.place)
                                                   : ordinal(finish.place) + " to " + ordinal(finish.place + shared - 1),
                                       ordinal(e.place));
          name_previous(c, t, hand);
        } else if (finish.prize && e.prize && e.prize->symbol == finish.prize_symbol &&
                   e.prize->amount != *finish.prize) {
          CrossHandFinding& c = report(engine::Rule::kTournamentSummaryMismatch, e.line, e.column, e.text,
                                       "the summary pays " + finish.name + " " + money(e.prize->amount, *e.prize) +
                                           ", but " + says + " and receives " +
                                           engine::money_text(*finish.prize, finish.prize_symbol),
                                       engine::money_text(*finish.prize, finish.prize_symbol),
                                       money(e.prize->amount, *e.prize));
          name_previous(c, t, hand);
        }
      }
    }
    // The player's own line: his place as the list gives it, and the hand
    // that "eliminated" him his last. Not that he ends it with nothing: the
    // winners of a double-or-nothing are "eliminated" in the hand that ends
    // it too, keeping their chips ("You finished in 1st place (eliminated
    // at hand #194070989781)", the corpus's tournament #2473317509).
    if (s.hero_line != 0 && !t.hero.empty() && !t.heroes_differ) {
      const std::string& hero = t.hero;
      const auto own = [&](std::string message, std::string expected, std::string actual) -> CrossHandFinding& {
        return report(engine::Rule::kTournamentSummaryMismatch, s.hero_line, 1, s.hero_text, std::move(message),
                      std::move(expected), std::move(actual));
      };
      const auto found = listed.find(hero);
      const engine::SummaryEntry* entry = found != listed.end() ? found->second : nullptr;
      if (s.hero_place && entry != nullptr && !entry->still_playing && entry->place != *s.hero_place)
        own("the summary says you finished " + ordinal(*s.hero_place) + ", but lists " + hero + " (the hands' hero) " +
                ordinal(entry->place),
            ordinal(entry->place), ordinal(*s.hero_place));
      const auto stints = t.players.find(hero);
      // The hand named, looked for (each hand's id unpacked) only when it may count.
      std::size_t eliminated = t.hands.size();
      if (!s.hero_eliminated_at.empty() && stints != t.players.end())
        for (std::size_t i = 0; i < t.hands.size() && eliminated == t.hands.size(); ++i)
          if (id_of(t, t.hands[i]) == s.hero_eliminated_at) eliminated = i;
      if (eliminated < t.hands.size()) {
        const SeatAt* last = nullptr;
        for (const Stint& stint : stints->second)
          if (last == nullptr || rank[stint.last.hand] > rank[last->hand]) last = &stint.last;
        const Hand& last_hand = t.hands[rank[last->hand]];
        const Hand& named = t.hands[eliminated];
        // Later in time, not merely later in order: a file given twice
        // holds the named hand twice.
        if (std::tie(last_hand.time, last_hand.number) > std::tie(named.time, named.number)) {
          name_previous(own("the summary says you were eliminated at hand #" + s.hero_eliminated_at + ", but " + hero +
                                " plays hand #" + id_of(t, last_hand) + " at table '" + t.tables[last_hand.table] +
                                "' after it",
                            "eliminated at hand #" + id_of(t, last_hand) + " or later",
                            "eliminated at hand #" + s.hero_eliminated_at),
                        t, last_hand);
        }
      }
    }
    if (s.entrants && t.players.size() > *s.entrants)
      report(engine::Rule::kTournamentSummaryMismatch, s.entrants_line, 1, std::to_string(*s.entrants) + " players",
             "the summary counts " + std::to_string(*s.entrants) + " players, but the tournament's hands seat " +
                 std::to_string(t.players.size()),
             "at least " + std::to_string(t.players.size()) + " players", std::to_string(*s.entrants) + " players");
    // A site whose rebuys the log does not show can bring a busted player back unseen.
    if (t.rebuys_unlogged) continue;

    // Each player's last hand in time order, and whether it left him with nothing.
    struct Last {
      std::string_view name;
      const SeatAt* seat = nullptr;
      std::uint32_t at = 0;  // its place in time order
    };
    std::vector<Last> lasts;
    for (const auto& [name, stints] : t.players) {
      Last last{name};
      for (const Stint& stint : stints)
        if (last.seat == nullptr || rank[stint.last.hand] > last.at) {
          last.seat = &stint.last;
          last.at = rank[stint.last.hand];
        }
      lasts.push_back(last);
    }
    for (const Last& p : lasts) {
      if (!p.seat->busted()) continue;
      const auto it = listed.find(p.name);
      if (it == listed.end() || it->second == nullptr) continue;
      const engine::SummaryEntry& e = *it->second;
      const Hand& bust = t.hands[p.at];
      const std::string where =
          std::string(p.name) + " busted in hand #" + id_of(t, bust) + " at table '" + t.tables[bust.table] + "'";
      const auto name_bust = [&](CrossHandFinding& c) { name_previous(c, t, bust); };
      if (e.still_playing) {
        name_bust(report(engine::Rule::kTournamentSummaryMismatch, e.line, e.column, e.text,
                         where + ", but the summary lists " + std::string(p.name) + " as still playing",
                         "a finishing place", "still playing"));
        continue;
      }
      // The worst placed of those who played a later hand (at a later second).
      const Last* passed = nullptr;
      const engine::SummaryEntry* passed_entry = nullptr;
      for (const Last& q : lasts) {
        if (t.hands[q.at].time <= bust.time) continue;
        const auto qt = listed.find(q.name);
        if (qt == listed.end() || qt->second == nullptr || qt->second->still_playing) continue;
        if (qt->second->place > e.place && (passed_entry == nullptr || qt->second->place > passed_entry->place)) {
          passed = &q;
          passed_entry = qt->second;
        }
      }
      if (passed == nullptr) continue;
      name_bust(report(engine::Rule::kTournamentSummaryMismatch, e.line, e.column, e.text,
                       where + ", but is placed " + ordinal(e.place) + ", ahead of " + std::string(passed->name) +
                           " (" + ordinal(passed_entry->place) + "), who plays on until hand #" +
                           id_of(t, t.hands[passed->at]),
                       "after " + ordinal(passed_entry->place), ordinal(e.place)));
    }
  }
}

}  // namespace validators

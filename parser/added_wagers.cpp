#include "parser/added_wagers.h"

#include <array>
#include <string>

#include "engine/money_text.h"
#include "parser/hand_limits.h"

namespace parser {

using engine::Act;
using engine::ActionRecord;
using engine::Chips;
using engine::HandRecord;
using engine::Street;

namespace {


void report_raise(const HandRecord& rec, const ActionRecord& a, Chips had, std::vector<engine::Finding>& findings) {
  engine::Finding f;
  f.rule = engine::Rule::kInconsistentRecord;
  f.pos = a.pos;
  f.player = std::string(rec.players[static_cast<std::size_t>(a.player)].name);
  std::string m(f.player);
  m.append(" raises ").append(engine::money_text(a.amount, rec)).append(" to ");
  m.append(engine::money_text(a.to, rec)).append(", but had ").append(engine::money_text(had, rec));
  m.append(" in: that raise adds ").append(engine::money_text(a.to - had, rec));
  f.message = std::move(m);
  findings.push_back(std::move(f));
}

}  // namespace

Chips first_full_post(const HandRecord& rec, Act kind) {
  for (const ActionRecord& a : rec.actions)
    if (a.kind == kind && !a.all_in) return a.amount;
  return Chips{0};
}

// What each player has put in on the street, action by action; turns the
// log's all-ins and raises into the record's terms:
//   - "All-in $x" adds $x: a call when it reaches no further than the
//     largest bet, a raise (to what he has in) when it goes beyond, a bet
//     when there is nothing to call;
//   - "Raises $x to $y" adds $x (checked) and "Raises $y" goes to $y: the
//     record's raise amount is $y less the largest bet.
void settle_added_wagers(HandRecord& rec, std::vector<engine::Finding>& findings, AllInOverOwnBet over_own_bet) {
  std::array<Chips, kMaxSeats> in{};
  Chips high{0};
  Street street = Street::kPreflop;
  const Chips big_blind = first_full_post(rec, Act::kPostBigBlind);
  for (ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.player < 0 || p >= kMaxSeats) continue;
    if (a.street != street) {
      in.fill(Chips{0});
      high = Chips{0};
      street = a.street;
    }
    switch (a.kind) {
      case Act::kPostSmallAndBig: in[p] += big_blind.positive() ? min(a.amount, big_blind) : a.amount; break;
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kBringIn:
      case Act::kCall: in[p] += a.amount; break;
      case Act::kBet:
        if (a.all_in && (high > in[p] || (over_own_bet == AllInOverOwnBet::kRaises && high.positive()))) {
          const Chips to = in[p] + a.amount;
          if (to <= high) {
            a.kind = Act::kCall;
          } else {
            a.kind = Act::kRaise;
            a.to = to;
            a.amount = to - high;
            in[p] = to;
            break;
          }
        }
        in[p] += a.amount;
        break;
      case Act::kRaise:
        if (!a.to.positive()) a.to = in[p] + a.amount;  // "raises (x)": adds x (WPN's classic logs)
        else if (a.amount.positive() && a.to - in[p] != a.amount) report_raise(rec, a, in[p], findings);
        a.amount = a.to - high;
        in[p] = a.to;
        break;
      case Act::kUncalledReturn: in[p] -= a.amount; break;
      default: break;
    }
    high = max(high, in[p]);
  }
}

void mark_emptying_wagers_all_in(HandRecord& rec) {
  std::array<Chips, kMaxSeats> behind{};
  std::array<Chips, kMaxSeats> in_street{};
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i) behind[i] = rec.players[i].stack;
  Street street = Street::kPreflop;
  for (engine::ActionRecord& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) continue;
    const auto p = static_cast<std::size_t>(a.player);
    if (a.street != street) {
      street = a.street;
      in_street = {};
    }
    Chips added{0};
    switch (a.kind) {
      case Act::kPostAnte: added = a.amount; break;
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kPostSmallAndBig:
      case Act::kCall:
      case Act::kBet:
        added = a.amount;
        in_street[p] += a.amount;
        break;
      case Act::kRaise:
        added = a.to - in_street[p];
        in_street[p] = a.to;
        break;
      case Act::kUncalledReturn:
        behind[p] += a.amount;
        in_street[p] -= a.amount;
        continue;
      default: continue;
    }
    behind[p] -= added;
    if (added.positive() && !behind[p].positive()) a.all_in = true;
  }
}

void collect_from_summary(HandRecord& rec) {
  for (const ActionRecord& a : rec.actions)
    if (a.kind == Act::kCollect) return;
  for (std::size_t i = 0; i < rec.players.size(); ++i) {
    const engine::PlayerRecord& p = rec.players[i];
    if (!p.summary_won.has_value() || !p.summary_won->positive()) continue;
    ActionRecord a;
    a.kind = Act::kCollect;
    a.player = static_cast<std::int16_t>(i);
    a.street = rec.actions.empty() ? Street::kPreflop : rec.actions.back().street;
    a.amount = *p.summary_won;
    a.pos = p.summary_pos;
    rec.actions.push_back(a);
  }
}

// A walk (everyone folds to the big blind) has no uncalled-bet line: "won
// $0.07" and "Total pot $0.07" at $0.02/$0.05 count the big blind's own
// unmatched $0.03 (NLHE-9max-USD-0.02-0.05-202104.walk). The record returns
// it as PokerStars writes it, and the win and the total are the rest.
void return_walk_blind(HandRecord& rec) {
  engine::Chips highest{0}, others{0};
  int poster = -1;
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.kind == Act::kUncalledReturn || a.kind == Act::kCall || a.kind == Act::kBet || a.kind == Act::kRaise ||
        a.kind == Act::kCheck || a.kind == Act::kBringIn)
      return;
    if (a.kind != Act::kPostSmallBlind && a.kind != Act::kPostBigBlind && a.kind != Act::kPostStraddle) continue;
    if (a.amount > highest) {
      others = max(others, highest);
      highest = a.amount;
      poster = a.player;
    } else {
      others = max(others, a.amount);
    }
  }
  const engine::Chips excess = highest - others;
  if (poster < 0 || !excess.positive()) return;
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    engine::ActionRecord& collect = rec.actions[i];
    if (collect.kind != Act::kCollect || collect.player != poster || collect.amount < excess) continue;
    collect.amount -= excess;
    engine::PlayerRecord& p = rec.players[static_cast<std::size_t>(poster)];
    if (p.summary_won.has_value()) *p.summary_won -= excess;
    if (rec.stated.total.has_value()) *rec.stated.total -= excess;
    engine::ActionRecord back = collect;
    back.kind = Act::kUncalledReturn;
    back.amount = excess;
    rec.actions.insert(rec.actions.begin() + static_cast<std::ptrdiff_t>(i), back);
    return;
  }
}

}  // namespace parser

#include "convert/convert_support.h"

#include <algorithm>

#include <fmt/format.h>

#include "engine/pots.h"
#include "parser/phh_parser.h"
#include "replay/awards.h"
#include "validators/log_account.h"
#include "validators/uncalled_return.h"

namespace convert {

using engine::Chips;

void parse_for_convert(ParsedHand& out, std::string_view text, std::uint32_t line, std::uint32_t column,
                       SourceFormat format, std::string_view hand_name) {
  out.findings.clear();
  if (format != SourceFormat::kPhh) {
    const bool room = format == SourceFormat::kRoom;
    out.format = room ? parser::site_format_info(format.room).id : std::string_view("pokerstars");
    out.status = room ? parser::parse_room_hand(format.room, text, line, column, out.record, out.findings,
                                                out.room_scratch, format.opening)
                      : parser::parse_pokerstars_hand(text, line, column, out.record, out.findings, out.scratch);
    out.hand_id = out.record.hand_id;
    // Each room's own profile, as audit gives it.
    out.profile = engine::find_profile(engine::default_profile(out.record.format, out.record.site),
                                       out.record.game.tournament);
    if (out.profile == nullptr) out.profile = engine::find_profile("pokerstars", out.record.game.tournament);
    return;
  }
  out.format = "phh";
  out.status = parser::parse_phh_hand(text, line, column, hand_name, out.record, out.findings);
  out.hand_id = out.record.hand_id.empty() ? hand_name : out.record.hand_id;
  // PHH annotators follow the WSOP rules, tournament rules first (PHH.md §6).
  out.profile = engine::find_profile("wsop", true);
}

std::string not_converted(std::string_view source, std::uint32_t line, std::string_view hand_id,
                          std::string_view reason) {
  return fmt::format("{}:{}: hand {} not converted: {}", source, line, hand_id.empty() ? "?" : hand_id, reason);
}

std::string unread_reason(const ParsedHand& hand) {
  for (const engine::Finding& f : hand.findings)
    if (f.rule == engine::Rule::kParseError || f.rule == engine::Rule::kTruncatedHand ||
        f.rule == engine::Rule::kUnsupportedGame)
      return f.message;
  return "the hand cannot be read";
}

Converted convert_hand(ConvertWorkspace& workspace, std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view source,
                       SourceFormat format, std::string_view hand_name, HandWriter write) {
  ParsedHand& hand = workspace.hand;
  parse_for_convert(hand, text, line, column, format, hand_name);
  Converted c;
  if (hand.status != parser::ParseStatus::kOk) {
    c.skipped = not_converted(source, line, hand.hand_id, unread_reason(hand));
    return c;
  }
  replay::Trace& trace = workspace.trace;
  replay::replay_hand(hand.record, *hand.profile, trace);
  if (std::string why = write(c.text, trace, hand.hand_id, source, line); !why.empty()) {
    c.text.clear();
    c.skipped = not_converted(source, line, hand.hand_id, why);
  }
  return c;
}

namespace {

using Shares = std::map<int, Chips>;  // player -> chips

// Gives each pot whose award the rules know (`awards`) that award, when its
// winners collected that much (`left`, less what they are given here).
void place_known_awards(const std::vector<std::optional<Shares>>& awards, Shares& left, std::vector<Chips>& room,
                        Payouts& p) {
  const auto fits = [&](const Shares& award) {
    return std::all_of(award.begin(), award.end(), [&](const auto& share) {
      const auto it = left.find(share.first);
      return !share.second.positive() || (it != left.end() && it->second >= share.second);
    });
  };
  for (std::size_t k = 0; k < awards.size(); ++k) {
    if (!awards[k] || !fits(*awards[k])) continue;
    for (const auto& [player, amount] : *awards[k]) {
      if (!amount.positive()) continue;
      (*p.pots[k])[player] += amount;
      left[player] -= amount;
      room[k] -= amount;
    }
  }
}

// Spreads what is `left` of each player's collect over the pots he may win,
// in order, each filled up to its `room`; what finds no room there goes to
// the other pots he is eligible for (below), a remainder to the last.
// A pot whose winners the rules know (its award did not fit: a rake came
// off) takes no chips of another player while his own pots have room. Those who may win fewer pots go
// first: a short all-in's collect can only be the main pot's, so that pot is
// not filled by another player before him.
void spread_collects(const replay::Trace& t, const std::vector<std::optional<Shares>>& awards, const Shares& left,
                     std::vector<Chips>& room, Payouts& p) {
  const std::size_t n = t.pots.pots.size();
  const auto eligible = [&](int player, std::size_t k) {
    const engine::Pot& pot = t.pots.pots[k];
    const engine::PlayerMask open = pot.eligible ? pot.eligible : pot.contributors;
    return player >= 0 && player < engine::kMaxPlayers && ((open >> player) & 1u) != 0;
  };
  const auto may_win = [&](int player, std::size_t k) {
    if (!eligible(player, k)) return false;
    if (!awards[k]) return true;
    const auto share = awards[k]->find(player);
    return share != awards[k]->end() && share->second.positive();
  };
  std::vector<std::pair<std::size_t, int>> order;  // (pots he may win, player)
  for (const auto& [player, amount] : left) {
    std::size_t pots = 0;
    for (std::size_t k = 0; k < n; ++k) pots += may_win(player, k) ? 1 : 0;
    order.emplace_back(pots, player);
  }
  std::sort(order.begin(), order.end());
  std::vector<std::pair<int, Chips>> left_over;  // (player, chips) no pot he may win had room for
  for (const auto& [pots, player] : order) {
    Chips rest = left.at(player);
    for (std::size_t k = 0; k < n && rest.positive(); ++k) {
      if (!may_win(player, k)) continue;
      const Chips give = min(rest, room[k]);
      if (!give.positive()) continue;
      (*p.pots[k])[player] += give;
      room[k] -= give;
      rest -= give;
    }
    if (rest.positive()) left_over.emplace_back(player, rest);
  }
  // A collect the rules' awards leave no pot for (the log pays a player the
  // rules do not: 888's mucked all-in player who is paid a side pot): the
  // pots he is eligible for that still have room, in order; what is left
  // stays in the last he may win.
  for (const auto& [player, amount] : left_over) {
    Chips rest = amount;
    std::optional<std::size_t> last;
    for (std::size_t k = 0; k < n && rest.positive(); ++k) {
      if (!eligible(player, k)) continue;
      last = k;
      const Chips give = min(rest, room[k]);
      if (!give.positive()) continue;
      (*p.pots[k])[player] += give;
      room[k] -= give;
      rest -= give;
    }
    if (rest.positive()) (*p.pots[last.value_or(0)])[player] += rest;
  }
}

// A log that states one pot where the rules build several (a folded all-in
// blind's level cuts a pot nobody else names; GGPoker and PokerNow pay every
// pot "from pot"): the rules' awards when they pay each player what he
// collected. Else place_known_awards (a pot the rules and the log agree on:
// its award fits what its winners collected), then spread_collects what is
// left (a rake came off, a hand that may win was not shown, or the log pays
// someone the rules do not).
void spread_single_pot(const replay::Trace& t, Payouts& p) {
  const std::size_t n = t.pots.pots.size();
  Shares left;
  for (std::size_t k = 0; k < n; ++k)
    for (const auto& [player, amount] : *p.pots[k]) left[player] += amount;
  std::vector<std::optional<Shares>> awards;
  Shares awarded;
  for (std::size_t k = 0; k < n; ++k) {
    awards.push_back(replay::awarded_shares(t, k));
    if (awards.back())
      for (const auto& [player, amount] : *awards.back())
        if (amount.positive()) awarded[player] += amount;
  }
  const bool all_known = std::all_of(awards.begin(), awards.end(), [](const auto& a) { return a.has_value(); });
  if (all_known && awarded == left) {  // no rake to take off
    p.pots = std::move(awards);
    return;
  }
  std::vector<Chips> room;
  for (const engine::Pot& pot : t.pots.pots) room.push_back(pot.amount);
  for (auto& pot : p.pots) pot->clear();
  place_known_awards(awards, left, room, p);
  spread_collects(t, awards, left, room, p);
}

// Whether every collect is placed in the main pot (the log names no other).
bool names_main_pot_only(const Payouts& p) {
  for (std::size_t k = 1; k < p.pots.size(); ++k)
    if (!p.pots[k]->empty()) return false;
  return true;
}

// Whether some pot is paid more than it holds: a log that names side pots
// without numbering them (Bovada's "Hand Result-Side Pot", every side pot
// read as the first) is then paid by the rules, as one that names none.
bool overfull(const replay::Trace& t, const Payouts& p) {
  for (std::size_t k = 0; k < p.pots.size() && k < t.pots.pots.size(); ++k) {
    Chips paid{0};
    for (const auto& [player, amount] : *p.pots[k]) paid += amount;
    if (paid > t.pots.pots[k].amount) return true;
  }
  return false;
}

// Takes the bet nobody called that the log pays back inside a collect
// (888poker: validators/uncalled_return.h) off that collect; also where a
// room that writes its returns wrote none and its collect holds the bet (a
// walk converted from Ignition that "collected $0.07" of a $0.04 pot), so
// that each pot pays what it holds and the OHH reader, who gives every
// uncalled bet back, ends the player where the log does.
void take_off_uncalled(const replay::Trace& t, Payouts& p) {
  const engine::HandRecord& rec = *t.record;
  const bool return_line = std::any_of(rec.actions.begin(), rec.actions.end(), [](const engine::ActionRecord& a) {
    return a.kind == engine::Act::kUncalledReturn;
  });
  const Chips uncalled = return_line ? validators::uncalled_in_collect(t) : validators::uncalled_beyond_pots(t);
  if (!uncalled.positive() || t.pots.refund_to < 0) return;
  for (auto* paid : {p.pots.empty() ? nullptr : &*p.pots[0], &p.unplaced}) {
    if (paid == nullptr) continue;
    const auto it = paid->find(t.pots.refund_to);
    if (it == paid->end() || it->second < uncalled) continue;
    it->second -= uncalled;
    if (it->second.is_zero()) paid->erase(it);
    return;
  }
}

}  // namespace

Payouts payouts(const replay::Trace& t, Uncalled uncalled) {
  const engine::HandRecord& rec = *t.record;
  Payouts p;
  const std::size_t n = t.pots.pots.size();
  if (rec.states_payouts) {
    p.pots.assign(n, std::map<int, Chips>{});
    for (const engine::ActionRecord& a : rec.actions) {
      if (a.kind != engine::Act::kCollect || a.player < 0) continue;
      const std::size_t k = a.pot < 0 ? 0 : static_cast<std::size_t>(a.pot);
      if (k < n) {
        (*p.pots[k])[a.player] += a.amount;
      } else {
        p.unplaced[a.player] += a.amount;
      }
    }
    if (uncalled == Uncalled::kApart) take_off_uncalled(t, p);
    if (n > 1 && rec.stated.side.empty() && p.unplaced.empty() && (names_main_pot_only(p) || overfull(t, p)))
      spread_single_pot(t, p);
    return p;
  }
  p.pots.reserve(n);
  for (std::size_t k = 0; k < n; ++k) p.pots.push_back(replay::awarded_shares(t, k));
  return p;
}

std::vector<std::optional<Chips>> final_stacks(const replay::Trace& t, const Payouts& paid) {
  const engine::HandRecord& rec = *t.record;
  const std::size_t n = rec.players.size();
  std::vector<std::optional<Chips>> out(n);
  if (t.players.size() != n) return out;
  // First what each player won, in `out` itself (one list per hand, not
  // three); nullopt for one who contests a pot whose payout is not known.
  std::fill(out.begin(), out.end(), Chips{0});
  for (std::size_t k = 0; k < paid.pots.size() && k < t.pots.pots.size(); ++k) {
    if (paid.pots[k]) continue;
    const engine::Pot& pot = t.pots.pots[k];
    const engine::PlayerMask open = pot.eligible ? pot.eligible : pot.contributors;
    for (std::size_t i = 0; i < n && i < 64; ++i)
      if ((open >> i) & 1u) out[i].reset();
  }
  std::vector<Chips> won(n, Chips{0});
  const auto add_won = [&](int p, Chips c) {
    if (static_cast<std::size_t>(p) >= n) return;
    won[static_cast<std::size_t>(p)] += c;
    if (out[static_cast<std::size_t>(p)]) *out[static_cast<std::size_t>(p)] += c;
  };
  for (std::size_t k = 0; k < paid.pots.size() && k < t.pots.pots.size(); ++k)
    if (paid.pots[k])
      for (const auto& [p, c] : *paid.pots[k]) add_won(p, c);
  for (const auto& [p, c] : paid.unplaced) add_won(p, c);
  // A log that states its payouts is taken at its word (validators/
  // log_account.h): its returns (or the one it implies) and its cash-outs,
  // never the replay's uncalled bet on top of a collect that holds it.
  // PHH states none: the replay's return, less what a collect holds.
  const bool by_log = rec.states_payouts;
  const validators::LogAccount account = validators::log_account(t);
  const Chips refunded = t.pots.refund - validators::uncalled_in_collect(t);
  for (std::size_t i = 0; i < n; ++i) {
    if (rec.players[i].stack_unknown || !out[i]) {
      out[i].reset();
      continue;
    }
    // From the starting stack, not the engine's stack: in a cap game the
    // engine plays each stack as if it were the cap. A log that has a
    // player put in more than he had (wager-exceeds-stack says it is wrong)
    // takes all he had, no more: no stack is written below zero.
    const Chips put = t.players[i].contributed + t.players[i].dead;
    Chips f = (rec.players[i].stack > put ? rec.players[i].stack - put : Chips{0}) + *out[i];
    if (by_log) {
      f += account.players[i].returned + account.players[i].cashed_out + account.players[i].house_deals;
    } else {
      if (t.pots.refund_to == static_cast<int>(i)) f += refunded;
      // A PHH input's cash-out (`_cash_outs`): the house paid him for his
      // stake, and keeps what the pots give him.
      if (account.players[i].cashed) f += account.players[i].cashed_out - won[i];
    }
    out[i] = f.positive() ? f : Chips{0};
  }
  return out;
}

std::vector<std::optional<CashOut>> cash_outs(const replay::Trace& t) {
  const engine::HandRecord& rec = *t.record;
  const validators::LogAccount account = validators::log_account(t);
  std::vector<std::optional<CashOut>> out(account.players.size());
  for (std::size_t i = 0; i < account.players.size(); ++i)
    if (account.players[i].cashed) out[i] = CashOut{account.players[i].cashed_out, account.players[i].cash_out_fee};
  for (const engine::HouseDeal& d : rec.house_deals) {
    if (d.kind == engine::HouseDeal::Kind::kInsurancePremium || d.player < 0 ||
        static_cast<std::size_t>(d.player) >= out.size())
      continue;
    const auto i = static_cast<std::size_t>(d.player);
    if (!out[i])
      out[i] = CashOut{d.kind == engine::HouseDeal::Kind::kCashOutRisk ? account.players[i].collected : Chips{0}};
    out[i]->amount += d.amount;
  }
  for (std::optional<CashOut>& c : out)
    if (c && !c->amount.positive()) c->amount = Chips{0};
  return out;
}

std::optional<engine::Card> stud_card(const engine::PlayerRecord& p, std::size_t k) {
  // The known cards are in deal order when the third is the first up-card
  // and the later ones follow the up-cards.
  bool in_order = p.hole.size >= 3 && (p.up.empty() || p.hole.cards[2] == p.up.cards[0]);
  for (std::size_t j = 1; in_order && j < p.up.size && j + 2 < p.hole.size; ++j)
    in_order = p.hole.cards[j + 2] == p.up.cards[j];
  if (in_order && k < p.hole.size) return p.hole.cards[k];
  if (k >= 2 && k < 6 && k - 2 < p.up.size) return p.up.cards[k - 2];
  return std::nullopt;
}

std::pair<std::size_t, std::size_t> stud_deal_range(engine::Street s) {
  if (s == engine::Street::kPreflop) return {0, 3};
  const std::size_t k = static_cast<std::size_t>(s) + 2;
  return {k, k + 1};
}

const engine::Exchange* exchange_at(const engine::HandRecord& rec, std::size_t action) {
  for (const engine::Exchange& e : rec.exchanges)
    if (e.action == action) return &e;
  return nullptr;
}

std::optional<engine::CardList> first_draw_hand(const engine::HandRecord& rec, int player) {
  engine::CardList hand = rec.players[static_cast<std::size_t>(player)].hole;
  for (std::size_t k = rec.actions.size(); k-- > 0;) {
    const engine::ActionRecord& a = rec.actions[k];
    if (a.player != player || a.kind != engine::Act::kDiscard || a.cards == 0) continue;
    if (hand.size != engine::draw_hand_size(rec.game.variant)) return std::nullopt;
    const engine::Exchange* e = exchange_at(rec, k);
    if (e == nullptr || e->thrown.size != a.cards || e->drawn.size != a.cards) return std::nullopt;
    engine::CardList before;
    for (const engine::Card c : hand)
      if (std::find(e->drawn.begin(), e->drawn.end(), c) == e->drawn.end()) before.push(c);
    if (before.size + e->drawn.size != hand.size) return std::nullopt;
    for (const engine::Card c : e->thrown) before.push(c);
    hand = before;
  }
  return hand;
}

Chips StreetBets::apply(const engine::ActionRecord& a) {
  using engine::Act;
  if (a.player < 0 || static_cast<std::size_t>(a.player) >= bet_.size()) return Chips{0};
  Chips& bet = bet_[static_cast<std::size_t>(a.player)];
  switch (a.kind) {
    case Act::kPostSmallBlind:
      // A second small blind is a missed blind made up: dead.
      if (!small_blind_seen_) bet += a.amount;
      small_blind_seen_ = true;
      break;
    case Act::kPostSmallAndBig:
      bet += min(a.amount, t_.game.big_blind);
      break;
    case Act::kPostBigBlind:
    case Act::kPostButtonBlind:
    case Act::kPostStraddle:
    case Act::kBringIn:
    case Act::kCall:
    case Act::kBet:
      bet += a.amount;
      break;
    case Act::kRaise:
      bet = a.to;
      break;
    default:
      break;
  }
  return bet;
}

void StreetBets::new_street() { std::fill(bet_.begin(), bet_.end(), Chips{0}); }

}  // namespace convert

#include "parser/bovada_settle.h"

#include <algorithm>
#include <array>

#include "parser/added_wagers.h"
#include "parser/hand_limits.h"

namespace parser {

namespace {

using engine::Act;
using engine::ActionRecord;
using engine::Chips;
using engine::HandRecord;
using engine::Street;



// Tournament tables list the players in table order under their tournament
// seat ids ("Seat 75", "Seat 92", "Seat 6", ...; corpus: the MTT.max.seats
// file): the order of the list is the order of play, and the dealer line
// counts in it ("Set dealer [4]": the fourth seat listed). Such seats are
// numbered 1, 2, ... in list order.
void order_seats(HandRecord& rec) {
  bool ascending = true;
  for (std::size_t i = 1; i < rec.players.size(); ++i)
    ascending = ascending && rec.players[i - 1].seat < rec.players[i].seat;
  if (ascending) return;
  for (std::size_t i = 0; i < rec.players.size(); ++i) rec.players[i].seat = static_cast<int>(i) + 1;
}

// The button is the seat named "Dealer" where there is one (its dealer line
// says the same); with no one there (a dead button: Monthly Milly - ...
// 202106, TBL#81, no dealer line), the seat before the small blind's; stud
// has none.
void place_button(HandRecord& rec) {
  const int dealer = rec.find_player("Dealer");
  if (dealer >= 0) {
    rec.button_seat = rec.players[static_cast<std::size_t>(dealer)].seat;
    return;
  }
  const int small = rec.find_player("Small Blind");
  if (small < 0 || rec.players.size() < 3) return;
  const std::size_t before = (static_cast<std::size_t>(small) + rec.players.size() - 1) % rec.players.size();
  rec.button_seat = rec.players[before].seat;
}

// Stud writes its forced bets with the blinds' words: "Big blind/Bring in"
// is the bring-in, "Ante/Small Blind" an ante.
void stud_forced_bets(HandRecord& rec) {
  if (!engine::is_stud(rec.game.variant)) return;
  for (ActionRecord& a : rec.actions) {
    if (a.kind == Act::kPostBigBlind) a.kind = Act::kBringIn;
    if (a.kind == Act::kPostSmallBlind) a.kind = Act::kPostAnte;
  }
}


// Stud's small bet, which no stud header states: the completion on 3rd
// street, else half the first bet from 5th street on (the big bet), else
// the first bet on 4th street (a double bet over an open pair is the big
// bet, seen only when nothing else was bet), else twice the bring-in.
Chips stud_small_bet(const HandRecord& rec) {
  Chips third{0}, later{0}, fourth{0};
  for (const ActionRecord& a : rec.actions) {
    if (a.all_in || (a.kind != Act::kBet && a.kind != Act::kRaise)) continue;
    const Chips level = a.kind == Act::kRaise ? a.to : a.amount;
    if (a.street == Street::kPreflop && !third.positive()) third = level;
    if (a.street == Street::kFlop && !fourth.positive()) fourth = level;
    if (a.street > Street::kFlop && a.kind == Act::kBet && !later.positive()) later = a.amount / 2;
  }
  if (third.positive()) return third;
  if (later.positive()) return later;
  if (fourth.positive()) return fourth;
  for (const ActionRecord& a : rec.actions)
    if (a.kind == Act::kBringIn && !a.all_in) return a.amount * 2;
  return Chips{0};
}

// Cash headers state no stakes; tournament headers the level's blinds. The
// record's stakes are then what the header would say: the blinds as posted
// (the first full small and big blind), and in fixed-limit games the small
// and big bet (RULES.md: the small bet is the big blind, the big bet
// twice that), as a PokerStars fixed-limit header states them.
void derive_stakes(HandRecord& rec) {
  engine::GameDef& g = rec.game;
  if (engine::is_stud(g.variant)) {
    const Chips small_bet = stud_small_bet(rec);
    g.small_blind = small_bet;
    g.big_blind = small_bet * 2;
    return;
  }
  if (!g.big_blind.positive()) {
    g.small_blind = first_full_post(rec, Act::kPostSmallBlind);
    g.big_blind = first_full_post(rec, Act::kPostBigBlind);
    // The big blind all in (FLHE-9max-USD - $8-$16 - 201307.all.in.blind:
    // "Big Blind : All-in $8" at $4/$8): fixed-limit blinds are a half and a
    // whole small bet.
    if (!g.big_blind.positive() && g.structure == engine::Structure::kFixedLimit) g.big_blind = g.small_blind * 2;
  }
  if (g.structure == engine::Structure::kFixedLimit) {
    const Chips small_bet = g.big_blind;
    g.small_blind = small_bet;
    g.big_blind = small_bet * 2;
  }
}

bool is_bet_action(Act k) {
  return k == Act::kFold || k == Act::kCheck || k == Act::kCall || k == Act::kBet || k == Act::kRaise;
}
// The forced bets that count toward the street's bet (antes do not).
bool is_live_post(Act k) {
  return k == Act::kPostSmallBlind || k == Act::kPostBigBlind || k == Act::kPostSmallAndBig ||
         k == Act::kPostButtonBlind || k == Act::kPostStraddle || k == Act::kBringIn;
}


// The betting of one street as the streets are inferred: who is still in,
// who has acted since the last bet, what each has put in.
struct RoundState {
  std::array<Chips, kMaxSeats> in{};
  std::array<bool, kMaxSeats> acted{}, out{};  // out: folded or all-in
  Chips high{0};
  Chips big_blind{0};  // a dead-and-live post counts this much

  bool complete(std::size_t players) const {
    int active = 0;
    for (std::size_t i = 0; i < players && i < kMaxSeats; ++i) {
      if (out[i]) continue;
      ++active;
      if (!acted[i] || in[i] < high) return false;
    }
    return active > 0;
  }
  void next_street() {
    in.fill(Chips{0});
    acted.fill(false);
    high = Chips{0};
  }
  void apply(const ActionRecord& a) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.kind == Act::kRaise) in[p] = a.to;
    else if (a.kind == Act::kPostSmallAndBig) in[p] += big_blind.positive() ? min(a.amount, big_blind) : a.amount;
    else if (a.kind != Act::kFold && a.kind != Act::kCheck) in[p] += a.amount;
    if (in[p] > high) {
      high = in[p];
      acted.fill(false);
    }
    if (is_bet_action(a.kind)) acted[p] = true;
    if (a.kind == Act::kFold || a.all_in) out[p] = true;
  }
};

// Some old fixed-limit logs mark no street at all: no "*** FLOP ***", no
// "Card dealt to table" (LHE-USD-2-4-201205.Bodog: the summary alone shows
// the board). A betting action after a complete round then opens the next
// street, and the dealt board is the summary's.
void infer_streets(HandRecord& rec) {
  if (engine::is_stud(rec.game.variant) || rec.street_pos[static_cast<std::size_t>(Street::kFlop)].line != 0) return;
  RoundState round;
  round.big_blind = first_full_post(rec, Act::kPostBigBlind);
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i) round.out[i] = rec.players[i].sitting_out;
  Street street = Street::kPreflop;
  for (ActionRecord& a : rec.actions) {
    if (a.player < 0 || static_cast<std::size_t>(a.player) >= kMaxSeats) continue;
    const bool betting = is_bet_action(a.kind);
    if (betting && street < Street::kRiver && round.complete(rec.players.size())) {
      street = static_cast<Street>(static_cast<int>(street) + 1);
      round.next_street();
      rec.street_pos[static_cast<std::size_t>(street)] = a.pos;
    }
    a.street = street;
    if (betting || is_live_post(a.kind)) round.apply(a);
  }
  // All in before the flop, the board is dealt with no betting left to show it.
  const engine::CardList& board = rec.summary_boards[0];
  if (!rec.boards[0].empty() || board.size < 3) return;
  rec.boards[0] = board;
  for (Street s : {Street::kFlop, Street::kTurn, Street::kRiver}) {
    const auto k = static_cast<std::size_t>(s);
    const int shown = std::min<int>(board.size, 2 + static_cast<int>(s));
    if (shown < 2 + static_cast<int>(s)) break;
    rec.street_cards[k] = static_cast<std::uint8_t>(shown);
    // All in before the street: it is dealt where the summary shows it.
    if (rec.street_pos[k].line == 0) rec.street_pos[k] = rec.summary_board_pos;
  }
}

// A blind or ante too short for its level is posted as "All-in 400" among
// the posts, before the deal (NLHE-9max-USD - $10-$0.60 - 201212.all.in.blind.antes:
// "Big Blind : All-in 237"): the blind of the seat that posts it.
void all_in_blinds(HandRecord& rec) {
  const std::uint32_t deal = rec.street_pos[static_cast<std::size_t>(Street::kPreflop)].line;
  for (ActionRecord& a : rec.actions) {
    if (deal == 0 || a.pos.line >= deal || a.player < 0) break;
    if (a.kind != Act::kBet || !a.all_in) continue;
    const std::string_view name = rec.players[static_cast<std::size_t>(a.player)].name;
    // Another seat's is its ante ("UTG : All-in 12" among the antes,
    // NLHE-9max-USD-MTT - No Limit Holdem (Rebuy) - 201301.allin.ante).
    a.kind = name == "Big Blind" ? Act::kPostBigBlind : name == "Small Blind" ? Act::kPostSmallBlind : Act::kPostAnte;
  }
}

// Every player dealt in has a "Card dealt to a spot" line; a seat without
// one sat out (the seat list does not say so: LHE-USD-8-16-201204.old.format,
// UTG+2 "Seat sit out" before the deal).
void mark_not_dealt(HandRecord& rec) {
  bool any = false;
  for (const auto& p : rec.players) any = any || !p.hole.empty();
  if (!any) return;
  for (auto& p : rec.players)
    if (p.hole.empty()) p.sitting_out = true;
}

// A bet nobody called, with no "Return uncalled portion" line (a walk: all
// fold to the big blind, LHE-USD-8-16-201204.old.format "Big Blind : Hand
// result $12" from a $4 and an $8 blind): Bovada leaves the uncalled part in
// the pot, its total and the winner's result. It is booked as the uncalled
// return PokerStars writes, out of the result and the total, so that the
// same audit applies.
void book_uncalled_in_pot(HandRecord& rec) {
  std::array<Chips, kMaxSeats> in{};
  std::array<bool, kMaxSeats> folded{};
  Street street = Street::kPreflop;
  for (const ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.kind == Act::kUncalledReturn) return;
    if (a.player < 0 || p >= kMaxSeats || a.kind == Act::kCollect) continue;
    if (a.street != street) in.fill(Chips{0}), street = a.street;
    if (a.kind == Act::kFold) folded[p] = true;
    if (a.kind == Act::kRaise) in[p] = a.to;
    else if (a.kind != Act::kPostAnte && a.kind != Act::kShow && a.kind != Act::kMuck) in[p] += a.amount;
  }
  int top = -1, left = 0;
  Chips second{0};
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i) {
    if (!folded[i] && !rec.players[i].sitting_out) ++left;
    if (top < 0 || in[i] > in[static_cast<std::size_t>(top)]) top = static_cast<int>(i);
  }
  for (std::size_t i = 0; i < rec.players.size() && i < kMaxSeats; ++i)
    if (static_cast<int>(i) != top) second = max(second, in[i]);
  if (top < 0 || left != 1 || folded[static_cast<std::size_t>(top)]) return;
  const Chips excess = in[static_cast<std::size_t>(top)] - second;
  auto collect = std::find_if(rec.actions.begin(), rec.actions.end(),
                              [&](const ActionRecord& a) { return a.kind == Act::kCollect && a.player == top; });
  if (!excess.positive() || collect == rec.actions.end() || collect->amount < excess) return;
  collect->amount -= excess;
  ActionRecord back = *collect;
  back.kind = Act::kUncalledReturn;
  back.amount = excess;
  back.pot = -1;
  rec.actions.insert(collect, back);
  if (rec.stated.total) rec.stated.total = *rec.stated.total - excess;
  auto& winner = rec.players[static_cast<std::size_t>(top)];
  if (winner.summary_won && *winner.summary_won >= excess) winner.summary_won = *winner.summary_won - excess;
}

// What the actions put in the pot: every post (dead parts and antes too),
// call, bet and raise, less the uncalled bets returned.
Chips money_in(const HandRecord& rec) {
  Chips total{0};
  std::array<Chips, kMaxSeats> in{};
  Street street = Street::kPreflop;
  auto close_street = [&] {
    for (Chips c : in) total += c;
    in.fill(Chips{0});
  };
  for (const ActionRecord& a : rec.actions) {
    const auto p = static_cast<std::size_t>(a.player);
    if (a.player < 0 || p >= kMaxSeats) continue;
    if (a.street != street) close_street(), street = a.street;
    if (a.kind == Act::kPostAnte) total += a.amount;
    else if (a.kind == Act::kRaise) in[p] = a.to;
    else if (a.kind == Act::kUncalledReturn) in[p] -= a.amount;
    else if (is_live_post(a.kind) || a.kind == Act::kCall || a.kind == Act::kBet) in[p] += a.amount;
  }
  close_street();
  return total;
}

// Later logs state the total alone ("Total Pot($765)") where the older ones
// wrote "Total Pot($112) | Rake ($1)": the collects then fall short of the
// total by the rake (FLHE-6max-USD - $30-$60 - 201512: $765, two collects of
// $381). The rake is that difference, as the log implies it.
// Zone Poker hands write no summary at all (summary_may_be_empty): their pot
// is what the actions put in, and the rake what the collects leave of it.
void implied_rake(HandRecord& rec) {
  if (rec.stated.rake) return;
  const bool zone_summary = !rec.stated.total && rec.fast_fold;
  if (!rec.stated.total && !zone_summary) return;
  Chips collected{0};
  for (const ActionRecord& a : rec.actions)
    if (a.kind == Act::kCollect) collected += a.amount;
  const Chips pot = rec.stated.total ? *rec.stated.total : money_in(rec);
  if (collected.positive() && collected < pot) rec.stated.rake = pot - collected;
}

}  // namespace

void settle_bovada_hand(HandRecord& rec, std::vector<engine::Finding>& findings) {
  order_seats(rec);
  place_button(rec);
  stud_forced_bets(rec);
  all_in_blinds(rec);
  mark_not_dealt(rec);
  infer_streets(rec);
  settle_added_wagers(rec, findings);
  book_uncalled_in_pot(rec);
  derive_stakes(rec);
  implied_rake(rec);
}

void derive_posted_stakes(HandRecord& rec) { derive_stakes(rec); }

}  // namespace parser

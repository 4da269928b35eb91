// Forced bets in their seats: the blinds where the button puts them, the
// straddles the profile allows, and a short big blind's chips split between
// the blind and the big-blind ante in the profile's order (RULES.md §1).
#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <utility>

#include "engine/money_text.h"
#include "engine/pots.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Act;
using engine::Chips;
using engine::Rule;
using Value = engine::FindingValue;

std::string name_of(const engine::HandRecord& rec, int i) {
  return i >= 0 ? std::string(rec.players[static_cast<std::size_t>(i)].name) : std::string("nobody");
}

// Player `i`'s seat, named; seat 0, "nobody", for none.
Value seat_of(const engine::HandRecord& rec, int i) {
  return i >= 0 ? Value::player_seat(rec, i) : Value::seat(0, "nobody");
}

engine::Finding make(Rule rule, const engine::ActionRecord& a, const engine::HandRecord& rec, std::string message,
                     Value expected = {}, Value actual = {}) {
  engine::Finding f;
  f.rule = rule;
  f.pos = a.pos;
  f.player = name_of(rec, a.player);
  f.street = std::string(engine::street_id(engine::Street::kPreflop, rec.game.variant));
  f.message = std::move(message);
  f.expected = std::move(expected);
  f.actual = std::move(actual);
  return f;
}

// Blinds by seat (R-BL-1/2): heads-up the button posts the small blind;
// otherwise the small blind is the first player dealt in left of the
// button and the big blind the next. A log whose button seat is unknown,
// and games without blinds (stud; 6+ with its button blind), are not judged.
void blind_positions(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const auto v = rec.game.variant;
  if (rec.button_seat == 0 || engine::is_stud(v) || v == engine::Variant::kSixPlusHoldem) return;
  // Players dealt in, clockwise from the first seat left of the button
  // (players are in seat order); at most kMaxPlayers.
  std::array<int, engine::kMaxPlayers> dealt_in{};
  std::size_t count = 0;
  const std::size_t n = std::min<std::size_t>(rec.players.size(), engine::kMaxPlayers);
  std::size_t first = 0;
  while (first < n && rec.players[first].seat <= rec.button_seat) ++first;
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t i = (first + k) % n;
    if (t.players[i].in_hand) dealt_in[count++] = static_cast<int>(i);
  }
  if (count < 2) return;
  const std::span<const int> dealt(dealt_in.data(), count);
  const engine::ActionRecord* sb = nullptr;
  const engine::ActionRecord* bb = nullptr;
  for (const auto& a : rec.actions) {
    if (a.kind == Act::kPostSmallBlind && sb == nullptr) sb = &a;
    if (a.kind == Act::kPostBigBlind && bb == nullptr) bb = &a;
  }
  const bool heads_up = dealt.size() == 2;
  // Simplified moving button (PokerStars): on the hand a table goes
  // heads-up the site may leave the button on the big blind so nobody pays
  // it twice (LHE-USD-1.00-200508.BB.and.Button.same.player in the corpus).
  if (heads_up && t.profile->button_mode == engine::ButtonMode::kSimplifiedMoving) return;
  const int want_sb = heads_up ? dealt.back() : dealt[0];
  if (sb != nullptr && sb->player != want_sb && !(heads_up && rec.players[static_cast<std::size_t>(want_sb)].seat != rec.button_seat)) {
    out.push_back(make(Rule::kWrongBlindPosition, *sb, rec,
                       name_of(rec, sb->player) + " posts the small blind, but the seat left of the button" +
                           (heads_up ? " (heads-up: the button)" : "") + " is " + name_of(rec, want_sb) + "'s",
                       seat_of(rec, want_sb), seat_of(rec, sb->player)));
  }
  if (bb == nullptr) return;
  // The big blind follows the small blind; with no small blind posted (a
  // dead small blind) it may sit first or second left of the button.
  int want_bb = -1;
  if (sb != nullptr) {
    for (std::size_t k = 0; k < dealt.size(); ++k)
      if (dealt[k] == sb->player) want_bb = dealt[(k + 1) % dealt.size()];
  }
  const bool ok = want_bb >= 0 ? bb->player == want_bb
                               : bb->player == dealt[0] || (!heads_up && bb->player == dealt[1]);
  if (!ok) {
    const int expected = want_bb >= 0 ? want_bb : dealt[heads_up ? 0 : 1];
    out.push_back(make(
        Rule::kWrongBlindPosition, *bb, rec,
        name_of(rec, bb->player) + " posts the big blind, but it is " + name_of(rec, expected) + "'s turn to post it",
        seat_of(rec, expected), seat_of(rec, bb->player)));
  }
}

// What a straddler has put in with his straddle: the straddle and his
// blinds before it (a big blind who straddles; PokerStars and PokerMaster
// straddlers post nothing else).
Chips straddle_total(const engine::HandRecord& rec, const engine::ActionRecord& straddle) {
  Chips total{0};
  for (const auto& a : rec.actions) {
    if (&a == &straddle) break;
    if (a.player == straddle.player &&
        (a.kind == Act::kPostSmallBlind || a.kind == Act::kPostBigBlind || a.kind == Act::kPostButtonBlind))
      total += a.amount;
  }
  return total + straddle.amount;
}

// Twice the big blind, or with straddle_redoubles any doubling of that.
bool straddle_size_allowed(Chips total, Chips bb, const engine::Profile& profile) {
  Chips allowed = bb + bb;
  while (profile.straddle_redoubles && allowed < total) allowed = allowed + allowed;
  return total == allowed;
}

// The first player dealt in after `player`, -1 if none.
int next_dealt_in(const replay::Trace& t, int player) {
  const std::size_t n = t.record->players.size();
  for (std::size_t k = 1; k < n; ++k) {
    const std::size_t i = (static_cast<std::size_t>(player) + k) % n;
    if (t.players[i].in_hand) return static_cast<int>(i);
  }
  return -1;
}

// A re-straddle (Profile::restraddles): twice the straddle before it, from
// the next player dealt in after that straddler.
void restraddle(const replay::Trace& t, const engine::ActionRecord& a, const engine::ActionRecord& before,
                std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const std::string who = name_of(rec, a.player);
  const Chips total = straddle_total(rec, a);
  const Chips twice = straddle_total(rec, before) + straddle_total(rec, before);
  if (total != twice && !a.all_in) {
    out.push_back(make(Rule::kIllegalStraddle, a, rec,
                       who + " re-straddles for " + engine::money_text(total, rec) +
                           "; a re-straddle is twice the straddle before it",
                       Value::money(twice, rec), Value::money(total, rec)));
    return;
  }
  const int due = next_dealt_in(t, before.player);
  if (a.player != due)
    out.push_back(make(Rule::kIllegalStraddle, a, rec,
                       who + " re-straddles, but only the player after the straddler (" + name_of(rec, before.player) +
                           ") may (profile " + std::string(t.profile->name) + ")",
                       seat_of(rec, due), seat_of(rec, a.player)));
}

// Straddles (R-ST-1): none at all, or only the player left of the big blind
// (utg), or any seat; a live straddle is twice the big blind, and in limit
// games never on the button. Where the profile allows re-straddles, a
// straddle after the first is judged as one (restraddle).
void straddles(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const engine::Profile& profile = *t.profile;
  const Chips bb = t.game.big_blind;
  bool first_bb = true;
  const engine::ActionRecord* last_straddle = nullptr;
  for (const auto& a : rec.actions) {
    if (a.kind == Act::kPostBigBlind && first_bb) {
      first_bb = false;
      continue;
    }
    // A second, larger big blind is how some sites write a straddle.
    const bool straddle = a.kind == Act::kPostStraddle || (a.kind == Act::kPostBigBlind && a.amount > bb);
    if (!straddle) continue;
    const std::string who = name_of(rec, a.player);
    const std::string profile_note = " (profile " + std::string(profile.name) + ")";
    if (rec.game.tournament || profile.straddles == engine::Straddles::kNone) {
      out.push_back(make(Rule::kIllegalStraddle, a, rec,
                         who + " straddles, but " +
                             (rec.game.tournament ? std::string("straddles are for cash games only")
                                                  : "the house allows no straddle" + profile_note)));
      continue;
    }
    const engine::ActionRecord* before = std::exchange(last_straddle, &a);
    if (profile.restraddles && before != nullptr && before->player != a.player) {
      restraddle(t, a, *before, out);
      continue;
    }
    const Chips total = straddle_total(rec, a);
    if (bb.positive() && !straddle_size_allowed(total, bb, profile) && !a.all_in) {
      out.push_back(
          make(Rule::kIllegalStraddle, a, rec,
               who + " straddles for " + engine::money_text(total, rec) + "; a straddle is twice the big blind",
               Value::money(bb + bb, rec), Value::money(total, rec)));
      continue;
    }
    if (profile.straddles == engine::Straddles::kUtg && t.big_blind_player >= 0) {
      const int utg = next_dealt_in(t, t.big_blind_player);
      if (a.player != utg)
        out.push_back(make(Rule::kIllegalStraddle, a, rec,
                           who + " straddles, but only the player left of the big blind may" + profile_note,
                           seat_of(rec, utg), seat_of(rec, a.player)));
    } else if (rec.game.structure == engine::Structure::kFixedLimit &&
               rec.players[static_cast<std::size_t>(a.player)].seat == rec.button_seat) {
      out.push_back(make(Rule::kIllegalStraddle, a, rec, who + " straddles on the button in a limit game"));
    }
  }
}

// Big-blind ante with a short big blind (R-ANTE-3, TDA RP-11): bb_first
// fills the blind before the ante, ante_first the ante before the blind.
void bba_order(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const auto& rec = *t.record;
  const engine::ActionRecord* ante = nullptr;
  int antes = 0;
  for (const auto& a : rec.actions)
    if (a.kind == Act::kPostAnte) {
      ++antes;
      ante = &a;
    }
  if (antes != 1 || t.big_blind_player < 0 || ante->player != t.big_blind_player) return;
  const engine::ActionRecord* blind = nullptr;
  for (const auto& a : rec.actions)
    if (a.kind == Act::kPostBigBlind && a.player == t.big_blind_player) blind = &a;
  if (blind == nullptr) return;
  const Chips stack = rec.players[static_cast<std::size_t>(ante->player)].stack;
  const Chips full_bb = t.game.big_blind;
  const Chips full_ante = max(rec.game.ante, ante->amount);
  if (stack >= full_bb + full_ante || !full_bb.positive()) return;  // not short: nothing to order
  const bool bb_first = t.profile->bba_order == engine::BbaOrder::kBbFirst;
  const Chips want_blind = bb_first ? min(stack, full_bb) : max(stack - full_ante, Chips{0});
  if (blind->amount == want_blind) return;
  out.push_back(make(Rule::kBbaOrderViolation, *blind, rec,
                     name_of(rec, blind->player) + " has " + engine::money_text(stack, rec) +
                         " for the big blind and its ante; " +
                         (bb_first ? "the blind is filled first" : "the ante is filled first") + " (profile " +
                         std::string(t.profile->name) + "), so the blind is " + engine::money_text(want_blind, rec),
                     Value::money(want_blind, rec), Value::money(blind->amount, rec)));
}

// Antes (R-ANTE-1): a player dealt in without an ante where the others ante
// (the replay's account, Trace::antes_missing; a lone payer, the big blind's
// ante, antes for the table). Reported where the cards are dealt (the deal's
// marker, else the last ante), naming the player.
void missing_antes(const replay::Trace& t, std::vector<engine::Finding>& out) {
  if (t.antes_missing == 0) return;
  const auto& rec = *t.record;
  engine::SourcePos dealt = rec.street_pos[0];
  if (dealt.line == 0)
    for (const auto& a : rec.actions)
      if (a.kind == Act::kPostAnte) dealt = a.pos;
  for (std::size_t i = 0; i < rec.players.size() && i < engine::kMaxPlayers; ++i) {
    if (((t.antes_missing >> i) & 1u) == 0) continue;
    engine::Finding f;
    f.rule = Rule::kWrongForcedBetAmount;
    f.pos = dealt;
    f.player = name_of(rec, static_cast<int>(i));
    f.street = std::string(engine::street_id(engine::Street::kPreflop, rec.game.variant));
    f.message = f.player + " is dealt in without an ante; every player dealt in antes " +
                engine::money_text(t.ante_level, rec);
    f.expected = Value::money(t.ante_level, rec);
    f.actual = Value::money(Chips{0}, rec);
    out.push_back(std::move(f));
  }
}

}  // namespace

void forced_bet_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  blind_positions(t, out);
  straddles(t, out);
  bba_order(t, out);
  missing_antes(t, out);
}

}  // namespace validators

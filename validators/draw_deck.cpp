// Draw games: the exchanges, the folds and the stub (validators/draw_deck.h).
//
// When the stub runs out depends on the room, so the profile says: the
// cards burnt a draw round (draw_burns), whether the stub's last card is
// dealt (draw_last_card) and whether folded hands go into the reshuffle
// (draw_reshuffle_mucked). Where the log writes its reshuffles
// (PokerStars' "The deck is reshuffled"), they are where the lines say,
// and each line is checked against the count of cards left in the stub.
#include "validators/draw_deck.h"

#include <algorithm>

#include "engine/exchanges.h"
#include "validators/player_finding.h"

namespace validators::draw {

namespace {

using engine::Act;
using engine::Rule;

constexpr int kDeckSize = 52;

}  // namespace

std::string name_of(const engine::HandRecord& rec, int player) {
  return std::string(rec.players[static_cast<std::size_t>(player)].name);
}

Deck::Deck(const replay::Trace& t, std::vector<engine::Finding>& out) : t_(t), rec_(*t.record) {
  for (std::size_t i = 0; i < rec_.actions.size(); ++i) {
    const engine::ActionRecord& a = rec_.actions[i];
    const auto p = static_cast<std::size_t>(a.player);
    if (a.player >= 0 && a.kind == Act::kFold && p < t.players.size() && t.players[p].folded &&
        fold_at(a.player) == kEnd)
      folds_.push_back({a.player, static_cast<int>(i)});
  }
  for (std::size_t i = 0; i < rec_.actions.size(); ++i) {
    const engine::ActionRecord& a = rec_.actions[i];
    if (a.player < 0 || (a.kind != Act::kDiscard && a.kind != Act::kStandPat)) continue;
    // A draw by a player out of the hand is the replay's finding
    // (action-by-inactive-player): no card moves.
    const auto p = static_cast<std::size_t>(a.player);
    if (p >= t.players.size() || !t.players[p].in_hand || fold_at(a.player) < static_cast<int>(i)) continue;
    const int thrown = a.kind == Act::kDiscard ? a.cards : 0;
    const int drawn = engine::exchange_draws(rec_.game.variant) ? thrown : 0;
    draws_.push_back({static_cast<int>(i), a.player, thrown, drawn, exchange_of(i)});
  }
  count_stub(out);
}

int Deck::fold_at(int player) const {
  for (const auto& [who, time] : folds_)
    if (who == player) return time;
  return kEnd;
}

int Deck::reshuffle_after(int time, bool folded) const {
  if (folded && !t_.profile->draw_reshuffle_mucked) return kEnd;
  for (const int r : reshuffles_)
    if (r > time) return r;
  return kEnd;
}

int Deck::delivered(int player, engine::Card card, int time) const {
  for (auto d = draws_.rbegin(); d != draws_.rend(); ++d) {
    if (d->player != player || d->time >= time || d->drawn == 0) continue;
    if (d->known == nullptr || d->known->drawn_pos.line == 0) return d->time;
    if (std::find(d->known->drawn.begin(), d->known->drawn.end(), card) != d->known->drawn.end()) return d->time;
  }
  return kDeal;
}

engine::SourcePos Deck::first_seen(int player, int from, engine::SourcePos otherwise) const {
  if (from == kDeal) {
    const engine::PlayerRecord& p = rec_.players[static_cast<std::size_t>(player)];
    return p.dealt_pos.line != 0 ? p.dealt_pos : otherwise;
  }
  for (const Draw& d : draws_)
    if (d.time == from && d.known != nullptr && d.known->drawn_pos.line != 0) return d.known->drawn_pos;
  return otherwise;
}

std::string Deck::dealing() const {
  const engine::Profile& p = *t_.profile;
  std::string text = p.draw_burns == 0 ? "no burn" : std::to_string(p.draw_burns) + " burnt a draw";
  text += p.draw_last_card == engine::DrawLastCard::kDealt ? ", the last card dealt" : ", the last card kept back";
  return text;
}

const engine::Exchange* Deck::exchange_of(std::size_t action) const {
  for (const engine::Exchange& e : rec_.exchanges)
    if (e.action == action) return &e;
  return nullptr;
}

// The stub, counted: the deck less the hands dealt (and a flop draw's flop
// with its burn, dealt before its exchanges), then, each draw round, the
// burns and each exchange's new cards. Where the stub (less a last card
// kept back) cannot give an exchange its cards, the discards and burns so
// far (and the folded hands, per profile) are shuffled into it.
// A log that writes its reshuffles has them where its lines say: a line
// with enough left in the stub for the next exchange, or an exchange the
// stub cannot serve with no line before it, is an inconsistent record.
void Deck::count_stub(std::vector<engine::Finding>& out) {
  const engine::Profile& profile = *t_.profile;
  const engine::Variant variant = rec_.game.variant;
  const int hand_size = engine::exchange_dealt_cards(variant);
  int dealt_in = 0;
  for (const auto& p : t_.players) dealt_in += p.in_hand ? 1 : 0;
  const int kept_back = profile.draw_last_card == engine::DrawLastCard::kKept ? 1 : 0;
  // A flop draw's flop, and the cards the room burns before a deal, are
  // out of the stub before its exchanges.
  constexpr int kFlopCards = 3;
  const int flop = engine::is_flop_draw(variant) ? kFlopCards + profile.draw_burns : 0;
  int stub = kDeckSize - dealt_in * hand_size - flop;
  int pile = 0;          // cards out of play that the next reshuffle takes in
  std::size_t fold = 0;  // folds_ counted into the pile so far
  std::size_t line = 0;  // the log's reshuffle lines passed so far
  engine::Street round = engine::Street::kPreflop;
  const bool logged = rec_.reshuffles_logged;
  const auto shuffle_in = [&](int time) {
    reshuffles_.push_back(time);
    stub += pile;
    pile = 0;
  };
  for (const Draw& d : draws_) {
    // Folded hands reach the muck as they fold.
    for (; fold < folds_.size() && folds_[fold].second < d.time; ++fold)
      if (profile.draw_reshuffle_mucked) pile += hand_size;
    const engine::Street street = rec_.actions[static_cast<std::size_t>(d.time)].street;
    if (street != round) {
      round = street;
      const int burnt = std::min(profile.draw_burns, std::max(stub, 0));
      stub -= burnt;
      pile += burnt;
    }
    bool shuffled = false;
    // A line counts for the next exchange that draws cards.
    for (; logged && d.drawn > 0 && line < rec_.reshuffles.size() && rec_.reshuffles[line].before_action <= d.time;
         ++line) {
      // The log says the discards went in here: they did, early or not.
      const engine::Reshuffle& r = rec_.reshuffles[line];
      if (stub - kept_back >= d.drawn || shuffled)
        out.push_back(player_finding(Rule::kInconsistentRecord, r.pos, {},
                                     "the deck is reshuffled with " + std::to_string(std::max(stub - kept_back, 0)) +
                                         " cards to deal in the stub, enough for the next draw of " +
                                         std::to_string(d.drawn) + " (" + dealing() + ", profile " +
                                         std::string(profile.name) + ")"));
      shuffle_in(d.time);
      shuffled = true;
    }
    if (d.drawn > 0 && stub - kept_back < d.drawn && !shuffled) {
      if (logged) {
        const engine::ActionRecord& a = rec_.actions[static_cast<std::size_t>(d.time)];
        out.push_back(player_finding(Rule::kInconsistentRecord, a.pos, name_of(rec_, d.player),
                                     name_of(rec_, d.player) + " draws " + std::to_string(d.drawn) +
                                         " from a stub of " + std::to_string(std::max(stub - kept_back, 0)) +
                                         " cards and the log writes no reshuffle (" + dealing() + ", profile " +
                                         std::string(profile.name) + ")"));
      } else {
        shuffle_in(d.time);
      }
    }
    stub -= d.drawn;
    pile += d.count;
  }
  for (; logged && line < rec_.reshuffles.size(); ++line)
    out.push_back(player_finding(Rule::kInconsistentRecord, rec_.reshuffles[line].pos, {},
                                 "the deck is reshuffled, but no card is drawn after it"));
}

}  // namespace validators::draw

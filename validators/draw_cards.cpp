// Draw games: the cards of every exchange (RULES.md, the draw).
//
// An exchange gives a player as many new cards as he threw. A thrown card
// goes to the discards and may be dealt again only once the stub could have
// run out and the discards were shuffled into it: before that, a card the
// log shows thrown and then dealt or shown again is a duplicate, a card
// dealt twice. The stub is the deck less the hands dealt and every card
// drawn so far; rooms burn a card before a draw or keep the stub's last
// card back, which makes it run out sooner, so the check assumes both (one
// burn a draw round, the last card kept): a reshuffle is taken for possible
// as soon as any room could have needed one, and a duplicate reported only
// where none could.
//
// A player's own cards thrown in an exchange never come back in that same
// exchange: the discards shuffled into the stub are those of earlier
// exchanges.
#include <algorithm>
#include <string>
#include <vector>

#include "validators/player_finding.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Act;
using engine::Rule;

constexpr int kDeckSize = 52;

constexpr auto make = player_finding;

// One exchange as the deck sees it, in log order.
struct Draw {
  std::size_t action = 0;             // index into HandRecord::actions
  int player = -1;
  int count = 0;                      // cards thrown and to be drawn
  const engine::Exchange* known = nullptr;  // the cards, where the log shows them
  bool stub_may_be_out = false;       // a reshuffle may have come before this exchange's cards
};

std::string name_of(const engine::HandRecord& rec, int player) {
  return std::string(rec.players[static_cast<std::size_t>(player)].name);
}

const engine::Exchange* exchange_of(const engine::HandRecord& rec, std::size_t action) {
  for (const engine::Exchange& e : rec.exchanges)
    if (e.action == action) return &e;
  return nullptr;
}

// Every exchange, with whether the stub may have run out by the time it is
// dealt: the hands dealt, the cards drawn so far and this exchange's, a burn
// for each draw round begun and the last card kept back, against the deck.
std::vector<Draw> draws_of(const engine::HandRecord& rec, int dealt_in, int hand_size) {
  std::vector<Draw> draws;
  int drawn = 0;
  int rounds = 0;
  engine::Street round = engine::Street::kPreflop;
  bool out = false;
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    const engine::ActionRecord& a = rec.actions[i];
    if (a.kind != Act::kDiscard || a.player < 0) continue;
    if (a.street != round) {
      round = a.street;
      ++rounds;
    }
    drawn += a.cards;
    out = out || drawn > kDeckSize - dealt_in * hand_size - rounds - 1;
    draws.push_back({i, a.player, a.cards, exchange_of(rec, i), out});
  }
  return draws;
}

// Where a player's cards last came to him: the index in `draws` of his last
// exchange that drew any (his shown hand may hold a card of it), or -1 for
// the deal.
int last_draw_of(const std::vector<Draw>& draws, int player) {
  for (std::size_t k = draws.size(); k-- > 0;)
    if (draws[k].player == player && draws[k].count > 0) return static_cast<int>(k);
  return -1;
}

// Where a thrown card is seen again from exchange `k` on: in an exchange's
// known new cards, or in another player's shown hand, with the exchange it
// came in (for a shown hand the latest it could have: the player's last
// draw; -1 the deal).
struct Again {
  engine::SourcePos pos;
  int player = -1;
  int draw = -1;
};

std::vector<Again> seen_again(const engine::HandRecord& rec, const std::vector<Draw>& draws, std::size_t k,
                              engine::Card c) {
  std::vector<Again> found;
  for (std::size_t j = k; j < draws.size(); ++j) {
    const engine::Exchange* e = draws[j].known;
    if (e != nullptr && std::find(e->drawn.begin(), e->drawn.end(), c) != e->drawn.end())
      found.push_back({e->drawn_pos.line != 0 ? e->drawn_pos : rec.actions[draws[j].action].pos, draws[j].player,
                       static_cast<int>(j)});
  }
  for (std::size_t q = 0; q < rec.players.size(); ++q) {
    const engine::PlayerRecord& p = rec.players[q];
    const int who = static_cast<int>(q);
    if (who == rec.hero || std::find(p.hole.begin(), p.hole.end(), c) == p.hole.end()) continue;
    const engine::SourcePos pos = p.show_pos.line != 0 ? p.show_pos : p.summary_pos.line != 0 ? p.summary_pos : p.pos;
    found.push_back({pos, who, last_draw_of(draws, who)});
  }
  return found;
}

}  // namespace

void draw_card_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const engine::HandRecord& rec = *t.record;
  if (!engine::is_draw(rec.game.variant) || rec.exchanges.empty()) return;
  int dealt_in = 0;
  for (const auto& p : t.players) dealt_in += p.in_hand ? 1 : 0;
  const int hand_size = engine::draw_hand_size(rec.game.variant);
  const std::vector<Draw> draws = draws_of(rec, dealt_in, hand_size);
  for (std::size_t k = 0; k < draws.size(); ++k) {
    const Draw& d = draws[k];
    if (d.known == nullptr) continue;
    const engine::SourcePos dealt_at =
        d.known->drawn_pos.line != 0 ? d.known->drawn_pos : rec.actions[d.action].pos;
    // As many new cards as thrown.
    if (d.known->drawn_pos.line != 0 && static_cast<int>(d.known->drawn.size) != d.count)
      out.push_back(make(Rule::kWrongCardCount, dealt_at, name_of(rec, d.player),
                         name_of(rec, d.player) + " discards " + std::to_string(d.count) + " card" +
                             (d.count == 1 ? "" : "s") + " but is dealt " + std::to_string(d.known->drawn.size) +
                             " new"));
    // Each thrown card: dealt or shown again only after a reshuffle could
    // have put it back into the stub, and not in the same exchange.
    for (const engine::Card c : d.known->thrown) {
      for (const Again& a : seen_again(rec, draws, k, c)) {
        const bool same_exchange = a.draw == static_cast<int>(k);
        const bool after = a.draw > static_cast<int>(k) && draws[static_cast<std::size_t>(a.draw)].stub_may_be_out;
        if (after && !same_exchange) continue;
        const std::string why = same_exchange ? "in the same exchange, before any card could come back"
                                : a.draw <= static_cast<int>(k)
                                    ? "but it was dealt to " + name_of(rec, a.player) + " before " +
                                          name_of(rec, d.player) + " threw it"
                                    : "before the stub could have run out: a discard is dealt again only from a "
                                      "reshuffle";
        out.push_back(make(Rule::kDuplicateCard, a.pos, name_of(rec, a.player),
                           "the card " + c.to_string() + " is thrown by " + name_of(rec, d.player) +
                               " and dealt again to " + name_of(rec, a.player) + " " + why));
        break;
      }
    }
  }
}

}  // namespace validators

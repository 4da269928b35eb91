// Draw games and flop draws (engine/exchanges.h): what a hand's deck did,
// as the log lets it be worked out (validators/draw_cards.cpp): the
// exchanges, each player's fold, the times at which the discards were
// shuffled into the stub, and each holding of a card the log shows.
//
// Times are indices into HandRecord::actions: kDeal is the first deal,
// before every action, kEnd the end of the hand.
#pragma once

#include <climits>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/finding.h"
#include "engine/hand_record.h"
#include "replay/trace.h"

namespace validators::draw {

inline constexpr int kDeal = -1;      // the time of the first deal
inline constexpr int kEnd = INT_MAX;  // held to the end of the hand

std::string name_of(const engine::HandRecord& rec, int player);

// One exchange (a discard or a stand-pat), in log order, of a player still
// in the hand: a draw after his fold is the replay's finding and no draw.
struct Draw {
  int time = 0;
  int player = -1;
  int count = 0;                            // cards thrown
  int drawn = 0;                            // new cards dealt for them: `count`, none in Irish
  const engine::Exchange* known = nullptr;  // the cards, where the log shows them
};

// One player's holding of one card: from the deal or exchange that gave it
// (`from`, kDeal for the deal) until the action that let it go (`to`: his
// exchange throwing it, his fold) or the end (kEnd). `seen`: the first line
// that shows him holding it.
struct Holding {
  engine::Card card;
  int player = -1;
  int from = kDeal;
  int to = kEnd;
  bool folded = false;  // `to` is his fold: the card went to the muck with his hand
  // The log loses it at `to`: a line shows his hand without it though he
  // did not throw it (that line's finding). Where it went is not known.
  bool lost = false;
  engine::SourcePos seen;
  // The same holding: where it shows may differ (the new cards' line, the
  // show down).
  bool same(const Holding& o) const {
    return card == o.card && player == o.player && from == o.from && to == o.to && folded == o.folded && lost == o.lost;
  }
};

// The hand's exchanges and folds, and the stub counted through them (the
// reshuffles it needs, and where a log that writes its reshuffles has them
// wrong: findings into `out`).
class Deck {
 public:
  Deck(const replay::Trace& t, std::vector<engine::Finding>& out);

  const std::vector<Draw>& draws() const { return draws_; }

  // When `player` folded (his hand to the muck), kEnd if he did not.
  int fold_at(int player) const;

  // The first reshuffle after `time` that takes in a card let go then, or
  // kEnd when none does: a card thrown at `time` is in every reshuffle after
  // it; a card folded, only where the profile puts folded hands in.
  int reshuffle_after(int time, bool folded) const;

  // Where `player` can have been given `card` last before `time`: the
  // latest of his exchanges before it that shows the card among its new
  // ones, or that drew cards the log does not show (the latest is taken:
  // the most lenient), else the deal.
  int delivered(int player, engine::Card card, int time) const;

  // The first line that shows `player` holding a card he has had since
  // `from`: the line of that deal, else `otherwise`.
  engine::SourcePos first_seen(int player, int from, engine::SourcePos otherwise) const;

  // How the profile deals, for messages: "no burn, the last card dealt".
  std::string dealing() const;

 private:
  const engine::Exchange* exchange_of(std::size_t action) const;
  void count_stub(std::vector<engine::Finding>& out);

  const replay::Trace& t_;
  const engine::HandRecord& rec_;
  std::vector<Draw> draws_;
  std::vector<std::pair<int, int>> folds_;  // (player, time), in log order
  std::vector<int> reshuffles_;             // times: before the exchange at that action
};

// Each player's hand followed from his first deal through his exchanges
// to his fold or show, where the log shows it (validators/draw_hands.cpp):
// findings where a line contradicts the hand before it, and the holdings
// of every card shown, for the deck's check of cards dealt twice. A line
// of `faulty` (sorted; a card dealt twice there) leaves the hand it shows
// in doubt, as a finding of its own would.
void follow_hands(const replay::Trace& t, const Deck& deck, const std::vector<std::uint32_t>& faulty,
                  std::vector<Holding>& holdings, std::vector<engine::Finding>& out);

}  // namespace validators::draw

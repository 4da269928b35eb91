// Draw games: every card the log shows, followed through the deal, the
// exchanges, the folds and the reshuffles (RULES.md, the draw).
//
// A player holds a card from the deal or the exchange that gave it to him
// until he throws it, folds, or the hand ends. Two holdings of one card may
// not overlap (a card dealt twice), and a card let go comes back only
// through a reshuffle: once the stub has run out, the discards (and, per
// profile, the folded hands) are shuffled into it and dealt on. When the
// stub runs out depends on the room, so the profile says: the cards burnt a
// draw round (draw_burns), whether the stub's last card is dealt
// (draw_last_card), whether folded hands go in (draw_reshuffle_mucked), and
// whether a player may be dealt a card he threw (draw_own_discards). Where
// the log writes its reshuffles (PokerStars' "The deck is reshuffled"),
// they are where the lines say, and each line is checked against the
// count of cards left in the stub.
//
// An exchange gives a player as many new cards as he threw. A player's own
// cards thrown in an exchange never come back in that same exchange: a
// reshuffle takes the discards of the exchanges before it.
#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "validators/player_finding.h"
#include "validators/validate.h"

namespace validators {

namespace {

using engine::Act;
using engine::Rule;

constexpr int kDeckSize = 52;
constexpr int kDeal = -1;       // the time of the first deal
constexpr int kEnd = INT_MAX;   // held to the end of the hand
constexpr std::size_t kMostDraws = 256;  // exchanges of one hand whose cards are followed

constexpr auto make = player_finding;

std::string name_of(const engine::HandRecord& rec, int player) {
  return std::string(rec.players[static_cast<std::size_t>(player)].name);
}

// One exchange, in log order; times are indices into HandRecord::actions.
struct Draw {
  int time = 0;
  int player = -1;
  int count = 0;                            // cards thrown and to be drawn
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
  engine::SourcePos seen;
  // The same holding: where it shows may differ (the new cards' line, the
  // show down).
  bool same(const Holding& o) const {
    return card == o.card && player == o.player && from == o.from && to == o.to && folded == o.folded;
  }
};

// What the hand's deck did: the exchanges, each player's fold, and the
// times at which the discards were shuffled into the stub.
class Deck {
 public:
  Deck(const replay::Trace& t, std::vector<engine::Finding>& out) : t_(t), rec_(*t.record) {
    for (std::size_t i = 0; i < rec_.actions.size(); ++i) {
      const engine::ActionRecord& a = rec_.actions[i];
      if (a.player < 0) continue;
      if (a.kind == Act::kDiscard || a.kind == Act::kStandPat)
        draws_.push_back({static_cast<int>(i), a.player, a.kind == Act::kDiscard ? a.cards : 0, exchange_of(i)});
      const auto p = static_cast<std::size_t>(a.player);
      if (a.kind == Act::kFold && p < t.players.size() && t.players[p].folded && fold_at(a.player) == kEnd)
        folds_.push_back({a.player, static_cast<int>(i)});
    }
    count_stub(out);
  }

  const std::vector<Draw>& draws() const { return draws_; }

  // When `player` folded (his hand to the muck), kEnd if he did not.
  int fold_at(int player) const {
    for (const auto& [who, time] : folds_)
      if (who == player) return time;
    return kEnd;
  }

  // The first reshuffle after `time` that takes in a card let go then, or
  // kEnd when none does: a card thrown at `time` is in every reshuffle after
  // it; a card folded, only where the profile puts folded hands in.
  int reshuffle_after(int time, bool folded) const {
    if (folded && !t_.profile->draw_reshuffle_mucked) return kEnd;
    for (const int r : reshuffles_)
      if (r > time) return r;
    return kEnd;
  }

  // Where `player` can have been given `card` last before `time`: the
  // latest of his exchanges before it that shows the card among its new
  // ones, or that drew cards the log does not show (the latest is taken:
  // the most lenient), else the deal.
  int delivered(int player, engine::Card card, int time) const {
    for (auto d = draws_.rbegin(); d != draws_.rend(); ++d) {
      if (d->player != player || d->time >= time || d->count == 0) continue;
      if (d->known == nullptr || d->known->drawn_pos.line == 0) return d->time;
      if (std::find(d->known->drawn.begin(), d->known->drawn.end(), card) != d->known->drawn.end()) return d->time;
    }
    return kDeal;
  }

  // How the profile deals, for messages: "no burn, the last card dealt".
  std::string dealing() const {
    const engine::Profile& p = *t_.profile;
    std::string text = p.draw_burns == 0 ? "no burn" : std::to_string(p.draw_burns) + " burnt a draw";
    text += p.draw_last_card == engine::DrawLastCard::kDealt ? ", the last card dealt" : ", the last card kept back";
    return text;
  }

 private:
  const engine::Exchange* exchange_of(std::size_t action) const {
    for (const engine::Exchange& e : rec_.exchanges)
      if (e.action == action) return &e;
    return nullptr;
  }

  // The stub, counted: the deck less the hands dealt, then, each draw round,
  // the burns and each exchange's new cards. Where the stub (less a last
  // card kept back) cannot give an exchange its cards, the discards and
  // burns so far (and the folded hands, per profile) are shuffled into it.
  // A log that writes its reshuffles has them where its lines say: a line
  // with enough left in the stub for the next exchange, or an exchange the
  // stub cannot serve with no line before it, is an inconsistent record.
  void count_stub(std::vector<engine::Finding>& out) {
    const engine::Profile& profile = *t_.profile;
    const int hand_size = engine::draw_hand_size(rec_.game.variant);
    int dealt_in = 0;
    for (const auto& p : t_.players) dealt_in += p.in_hand ? 1 : 0;
    const int kept_back = profile.draw_last_card == engine::DrawLastCard::kKept ? 1 : 0;
    int stub = kDeckSize - dealt_in * hand_size;
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
      for (; logged && d.count > 0 && line < rec_.reshuffles.size() && rec_.reshuffles[line].before_action <= d.time;
           ++line) {
        // The log says the discards went in here: they did, early or not.
        const engine::Reshuffle& r = rec_.reshuffles[line];
        if (stub - kept_back >= d.count || shuffled)
          out.push_back(make(Rule::kInconsistentRecord, r.pos, {},
                             "the deck is reshuffled with " + std::to_string(std::max(stub - kept_back, 0)) +
                                 " cards to deal in the stub, enough for the next draw of " +
                                 std::to_string(d.count) + " (" + dealing() + ", profile " +
                                 std::string(profile.name) + ")"));
        shuffle_in(d.time);
        shuffled = true;
      }
      if (d.count > 0 && stub - kept_back < d.count && !shuffled) {
        if (logged) {
          const engine::ActionRecord& a = rec_.actions[static_cast<std::size_t>(d.time)];
          out.push_back(make(Rule::kInconsistentRecord, a.pos, name_of(rec_, d.player),
                             name_of(rec_, d.player) + " draws " + std::to_string(d.count) + " from a stub of " +
                                 std::to_string(std::max(stub - kept_back, 0)) +
                                 " cards and the log writes no reshuffle (" + dealing() + ", profile " +
                                 std::string(profile.name) + ")"));
        } else {
          shuffle_in(d.time);
        }
      }
      stub -= d.count;
      pile += d.count;
    }
    for (; logged && line < rec_.reshuffles.size(); ++line)
      out.push_back(make(Rule::kInconsistentRecord, rec_.reshuffles[line].pos, {},
                         "the deck is reshuffled, but no card is drawn after it"));
  }

  const replay::Trace& t_;
  const engine::HandRecord& rec_;
  std::vector<Draw> draws_;
  std::vector<std::pair<int, int>> folds_;  // (player, time), in log order
  std::vector<int> reshuffles_;             // times: before the exchange at that action
};

// Every holding the log shows, of every card.
std::vector<Holding> holdings_of(const engine::HandRecord& rec, const Deck& deck) {
  std::vector<Holding> out;
  const auto& draws = deck.draws();
  // The next time `player` lets `card` go after `time`: a known exchange
  // throwing it, else his fold, else the end.
  const auto let_go = [&](int player, engine::Card card, int time) -> std::pair<int, bool> {
    for (const Draw& d : draws) {
      if (d.player != player || d.time <= time || d.known == nullptr) continue;
      if (std::find(d.known->thrown.begin(), d.known->thrown.end(), card) != d.known->thrown.end())
        return {d.time, false};
    }
    const int fold = deck.fold_at(player);
    return fold > time ? std::pair{fold, fold != kEnd} : std::pair{kEnd, false};
  };
  // The first line showing `player` holding a card he has had since `from`.
  const auto first_seen = [&](int player, int from, engine::SourcePos otherwise) {
    if (from == kDeal) {
      const engine::PlayerRecord& p = rec.players[static_cast<std::size_t>(player)];
      if (p.dealt_pos.line != 0) return p.dealt_pos;
      return otherwise;
    }
    for (const Draw& d : draws)
      if (d.time == from && d.known != nullptr && d.known->drawn_pos.line != 0) return d.known->drawn_pos;
    return otherwise;
  };
  for (const Draw& d : draws) {
    if (d.known == nullptr) continue;
    const engine::SourcePos at = rec.actions[static_cast<std::size_t>(d.time)].pos;
    for (const engine::Card c : d.known->thrown) {
      const int from = deck.delivered(d.player, c, d.time);
      out.push_back({c, d.player, from, d.time, false, first_seen(d.player, from, at)});
    }
    if (d.known->drawn_pos.line == 0) continue;
    for (const engine::Card c : d.known->drawn) {
      const auto [to, folded] = let_go(d.player, c, d.time);
      out.push_back({c, d.player, d.time, to, folded, d.known->drawn_pos});
    }
  }
  // The hands the log shows last: at the showdown, the hero's, a folded
  // hero's as he folded it.
  for (std::size_t q = 0; q < rec.players.size(); ++q) {
    const engine::PlayerRecord& p = rec.players[q];
    const int who = static_cast<int>(q);
    const int fold = deck.fold_at(who);
    const engine::SourcePos shown =
        p.show_pos.line != 0 ? p.show_pos : p.summary_pos.line != 0 ? p.summary_pos : p.pos;
    for (const engine::Card c : p.hole) {
      const int from = deck.delivered(who, c, fold);
      out.push_back({c, who, from, fold, fold != kEnd, first_seen(who, from, shown)});
    }
  }
  // A holding the log shows twice (an exchange's new card shown down) is one.
  std::vector<Holding> unique;
  for (const Holding& h : out)
    if (std::none_of(unique.begin(), unique.end(), [&](const Holding& u) { return u.same(h); })) unique.push_back(h);
  return unique;
}

// Why holding `b` of a card cannot follow holding `a` of it (a earlier, or
// dealt at the same time and shown first), or "" when it can.
std::string conflict(const engine::HandRecord& rec, const Deck& deck, const engine::Profile& profile, const Holding& a,
                     const Holding& b) {
  const std::string card = a.card.to_string();
  const std::string first = name_of(rec, a.player), second = name_of(rec, b.player);
  if (a.player == b.player && a.from == b.from)
    return a.to == b.to ? "" : "the card " + card + " appears twice in " + first + "'s hand";
  if (a.from == kDeal && b.from == kDeal) return "the card " + card + " is dealt to both " + first + " and " + second;
  if (b.from < a.to) return "the card " + card + " is dealt to " + second + " while " + first + " holds it";
  const int reshuffle = deck.reshuffle_after(a.to, a.folded);
  const std::string let_go = a.folded ? " folded by " + first : " thrown by " + first;
  if (a.folded && !profile.draw_reshuffle_mucked)
    return "the card " + card + let_go + " is dealt again to " + second + ": folded hands are not reshuffled " +
           "(draw_reshuffle_mucked false, profile " + std::string(profile.name) + ")";
  if (b.from == a.to)
    return "the card " + card + let_go + " is dealt back to him in the same exchange, before any card could come back";
  if (reshuffle > b.from)
    return "the card " + card + let_go + " is dealt again to " + second +
           (rec.reshuffles_logged ? " with no reshuffle written between"
                                  : " before the stub could have run out (" + deck.dealing() + ", profile " +
                                        std::string(profile.name) + ")") +
           ": a discard is dealt again only from a reshuffle";
  if (a.player == b.player && profile.draw_own_discards == engine::DrawOwnDiscards::kNever)
    return "the card " + card + let_go + " is dealt back to him after a reshuffle: a player never gets back a card " +
           "he threw (draw_own_discards never, profile " + std::string(profile.name) + ")";
  return "";
}

}  // namespace

void draw_card_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const engine::HandRecord& rec = *t.record;
  if (!engine::is_draw(rec.game.variant)) return;
  const Deck deck(t, out);
  // As many new cards as thrown.
  for (const Draw& d : deck.draws()) {
    if (d.known == nullptr || d.known->drawn_pos.line == 0 || static_cast<int>(d.known->drawn.size) == d.count)
      continue;
    out.push_back(make(Rule::kWrongCardCount, d.known->drawn_pos, name_of(rec, d.player),
                       name_of(rec, d.player) + " discards " + std::to_string(d.count) + " card" +
                           (d.count == 1 ? "" : "s") + " but is dealt " + std::to_string(d.known->drawn.size) +
                           " new"));
  }
  // A hand listing one card twice (a damaged "Dealt to" line repeating his
  // kept cards among the new ones).
  for (const engine::PlayerRecord& p : rec.players) {
    engine::CardSet listed;
    for (const engine::Card c : p.hole) {
      if (listed.contains(c)) {
        const engine::SourcePos at = p.show_pos.line != 0 ? p.show_pos : p.dealt_pos.line != 0 ? p.dealt_pos : p.pos;
        out.push_back(make(Rule::kDuplicateCard, at, std::string(p.name),
                           "the card " + c.to_string() + " appears twice in " + std::string(p.name) + "'s hand"));
      }
      listed.insert(c);
    }
  }
  // A real hand has at most three draws of ten players; a damaged or hostile
  // one with hundreds of exchanges already has a finding at each exchange
  // out of turn, and following its cards would cost the square of them.
  if (deck.draws().size() > kMostDraws) return;
  // Each card's holdings in the order they began (a tie, two holdings from
  // the deal, in the order the log shows them): each against the ones
  // before it, reported once, at the line that shows the later one.
  std::vector<Holding> holdings = holdings_of(rec, deck);
  std::stable_sort(holdings.begin(), holdings.end(), [](const Holding& a, const Holding& b) {
    if (a.card != b.card) return a.card.code() < b.card.code();
    if (a.from != b.from) return a.from < b.from;
    return a.seen.line != b.seen.line ? a.seen.line < b.seen.line : a.seen.column < b.seen.column;
  });
  for (std::size_t j = 0; j < holdings.size(); ++j) {
    for (std::size_t i = j; i-- > 0 && holdings[i].card == holdings[j].card;) {
      const std::string why = conflict(rec, deck, *t.profile, holdings[i], holdings[j]);
      if (why.empty()) continue;
      out.push_back(make(Rule::kDuplicateCard, holdings[j].seen, name_of(rec, holdings[j].player), why));
      break;
    }
  }
}

}  // namespace validators

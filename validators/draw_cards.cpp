// Draw games: every card the log shows, followed through the deal, the
// exchanges, the folds and the reshuffles (RULES.md, the draw).
//
// A player holds a card from the deal or the exchange that gave it to him
// until he throws it, folds, or the hand ends (validators/draw_hands.cpp
// follows each hand and judges the lines that show it). Two holdings of one
// card may not overlap (a card dealt twice), and a card let go comes back
// only through a reshuffle: once the stub has run out, the discards (and,
// per profile, the folded hands) are shuffled into it and dealt on
// (validators/draw_deck.cpp counts the stub); whether a player may be dealt
// a card he threw is the profile's draw_own_discards. A player's own cards
// thrown in an exchange never come back in that same exchange: a reshuffle
// takes the discards of the exchanges before it.
//
// Flop draws (engine/exchanges.h) deal a board from the same deck: a card on
// it is a card no player holds (judge_board).
#include <algorithm>
#include <string>
#include <vector>

#include "engine/exchanges.h"
#include "validators/draw_deck.h"
#include "validators/player_finding.h"
#include "validators/validate.h"

namespace validators {

namespace {

using draw::Deck;
using draw::Holding;
using draw::kDeal;
using draw::name_of;
using engine::Rule;

constexpr std::size_t kMostDraws = 256;  // exchanges of one hand whose cards are followed

// Why holding `b` of a card cannot follow holding `a` of it (a earlier, or
// dealt at the same time and shown first), or "" when it can.
std::string conflict(const engine::HandRecord& rec, const Deck& deck, const engine::Profile& profile, const Holding& a,
                     const Holding& b) {
  const std::string card = a.card.to_string();
  const std::string first = name_of(rec, a.player), second = name_of(rec, b.player);
  // One card from one deal: held twice over, unless the log lost it from
  // his hand and showed him with it again (the finding of the line that
  // lost it, draw_hands.cpp).
  if (a.player == b.player && a.from == b.from)
    return a.to == b.to || a.lost || b.lost ? "" : "the card " + card + " appears twice in " + first + "'s hand";
  if (a.from == kDeal && b.from == kDeal) return "the card " + card + " is dealt to both " + first + " and " + second;
  if (b.from < a.to) return "the card " + card + " is dealt to " + second + " while " + first + " holds it";
  // Where a card the log lost went is not known: anywhere, once he held it no more.
  if (a.lost) return "";
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

// The marker that deals board card `i` (the flop's three, the turn, the
// river), else the header.
engine::SourcePos board_card_marker(const engine::HandRecord& rec, std::size_t i) {
  const engine::Street street = i < 3 ? engine::Street::kFlop : i == 3 ? engine::Street::kTurn : engine::Street::kRiver;
  const engine::SourcePos at = rec.street_pos[static_cast<std::size_t>(street)];
  return at.line != 0 ? at : rec.header_pos;
}

// Flop draws: each card of the (first) board against every holding of it.
// The flop is dealt before the exchanges: no player may hold one of its
// cards, ever. The turn and the river come from the stub after them: a card
// a player held is on them only if he let it go and a reshuffle took it in
// (draw_deck.cpp). A conflict is reported once a card, at the later of the
// two lines that show it.
void judge_board(const engine::HandRecord& rec, const Deck& deck, const std::vector<Holding>& holdings,
                 std::vector<engine::Finding>& out) {
  const engine::CardList& board = rec.boards[0];
  for (std::size_t i = 0; i < board.size && i < 5; ++i) {
    const engine::Card card = board.cards[i];
    const engine::SourcePos marker = board_card_marker(rec, i);
    const auto held = std::find_if(holdings.begin(), holdings.end(), [&](const Holding& h) {
      if (h.card != card) return false;
      if (i < 3 || h.to == draw::kEnd) return true;
      if (h.lost) return false;  // where the log lost it is not known
      return deck.reshuffle_after(h.to, h.folded) == draw::kEnd;
    });
    if (held == holdings.end()) continue;
    const std::string player = name_of(rec, held->player);
    const std::string street(engine::street_id(i < 3 ? engine::Street::kFlop
                                               : i == 3 ? engine::Street::kTurn
                                                        : engine::Street::kRiver));
    const std::string why = "the card " + card.to_string() + " is on the " + street + " and in " + player + "'s hand";
    const bool player_later = held->seen.line > marker.line;
    out.push_back(player_finding(Rule::kDuplicateCard, player_later ? held->seen : marker,
                                 player_later ? player : std::string(), why));
  }
}

}  // namespace

void draw_card_findings(const replay::Trace& t, std::vector<engine::Finding>& out) {
  const engine::HandRecord& rec = *t.record;
  if (!engine::has_exchanges(rec.game.variant)) return;
  const Deck deck(t, out);
  std::vector<Holding> holdings;
  std::vector<engine::Finding> hands;
  draw::follow_hands(t, deck, {}, holdings, hands);
  // A real hand has at most three draws of ten players; a damaged or hostile
  // one with hundreds of exchanges already has a finding at each exchange
  // out of turn, and comparing its cards would cost the square of them.
  if (deck.draws().size() > kMostDraws) {
    out.insert(out.end(), hands.begin(), hands.end());
    return;
  }
  // Each card's holdings in the order they began (a tie, two holdings from
  // the deal, in the order the log shows them): each against the ones
  // before it, reported once, at the line that shows the later one.
  std::vector<Holding> unique;
  for (const Holding& h : holdings)
    if (std::none_of(unique.begin(), unique.end(), [&](const Holding& u) { return u.same(h); })) unique.push_back(h);
  std::stable_sort(unique.begin(), unique.end(), [](const Holding& a, const Holding& b) {
    if (a.card != b.card) return a.card.code() < b.card.code();
    if (a.from != b.from) return a.from < b.from;
    return a.seen.line != b.seen.line ? a.seen.line < b.seen.line : a.seen.column < b.seen.column;
  });
  std::vector<engine::Finding> duplicates;
  for (std::size_t j = 0; j < unique.size(); ++j) {
    for (std::size_t i = j; i-- > 0 && unique[i].card == unique[j].card;) {
      const std::string why = conflict(rec, deck, *t.profile, unique[i], unique[j]);
      if (why.empty()) continue;
      duplicates.push_back(player_finding(Rule::kDuplicateCard, unique[j].seen, name_of(rec, unique[j].player), why));
      break;
    }
  }
  // A line showing a card dealt twice leaves the hand in doubt: the hands
  // are followed again, so that what follows from that line is not found
  // a second time (the holdings do not change).
  if (!duplicates.empty()) {
    std::vector<std::uint32_t> faulty;
    for (const engine::Finding& f : duplicates) faulty.push_back(f.pos.line);
    std::sort(faulty.begin(), faulty.end());
    hands.clear();
    std::vector<Holding> again;
    draw::follow_hands(t, deck, faulty, again, hands);
  }
  out.insert(out.end(), hands.begin(), hands.end());
  out.insert(out.end(), duplicates.begin(), duplicates.end());
  if (engine::is_flop_draw(rec.game.variant)) judge_board(rec, deck, unique, out);
}

}  // namespace validators

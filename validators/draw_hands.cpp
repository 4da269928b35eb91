// Draw games and flop draws: each player's hand followed through the lines
// that show it (validators/draw_deck.h, follow_hands).
//
// A line of a draw game that shows a player's cards shows his whole hand
// at a time, or a part of it that follows from the hand before: the first
// deal ("Dealt to Hero [..]", PHH's first d dh) holds the game's hand size;
// an exchange throws cards he holds and deals him as many new ones, none
// he keeps (Irish's discard deals none: his hand is two cards smaller
// after it, engine/exchanges.h); where a line lists the hand after it
// ("Dealt to Hero [kept] [new]", "stands pat on [..]") the kept cards are
// those he held less those he threw, and the hand is of the game's size
// again; his show is the hand the last of these left him. A line that
// breaks one of these is one finding, at that line; the hand is then in
// doubt, and only the next line that shows it whole is taken as it is,
// unjudged: one fault, one finding.
//
// Cards the log does not show (another player's, PHH's "??") are counted,
// not named: a card thrown or shown may be any of them.
#include <algorithm>
#include <string>
#include <vector>

#include "engine/exchanges.h"
#include "validators/draw_deck.h"
#include "validators/player_finding.h"

namespace validators::draw {

namespace {

using engine::Rule;

// A card a player is known to hold: since `from`, first shown at `seen`.
struct Held {
  engine::Card card;
  int from = kDeal;
  engine::SourcePos seen;
};

bool has(const engine::CardList& cards, engine::Card c) {
  return std::find(cards.begin(), cards.end(), c) != cards.end();
}

// A card the list holds twice, if any.
const engine::Card* repeated(const engine::CardList& cards) {
  for (const engine::Card* c = cards.begin(); c != cards.end(); ++c)
    if (std::find(cards.begin(), c, *c) != c) return c;
  return nullptr;
}

std::string cards_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

// One player's hand, followed.
class Follower {
 public:
  Follower(const replay::Trace& t, const Deck& deck, const std::vector<std::uint32_t>& faulty, int who,
           std::vector<Holding>& holdings, std::vector<engine::Finding>& out)
      : rec_(*t.record),
        deck_(deck),
        faulty_(faulty),
        who_(who),
        p_(rec_.players[static_cast<std::size_t>(who)]),
        name_(p_.name),
        size_(engine::exchange_dealt_cards(rec_.game.variant)),
        held_(size_),
        holdings_(holdings),
        out_(out) {}

  void follow() {
    deal();
    for (const Draw& d : deck_.draws())
      if (d.player == who_) exchange(d);
    const int fold = deck_.fold_at(who_);
    if (fold != kEnd) {
      finish(fold, true, p_.summary_pos.line != 0 ? p_.summary_pos : p_.pos);
    } else if (p_.show_pos.line != 0) {
      show();
      finish(kEnd, false, p_.show_pos);
    } else {
      finish(kEnd, false, p_.summary_pos.line != 0 ? p_.summary_pos : p_.pos);
    }
  }

 private:
  // A finding about his hand: it is in doubt from here.
  void report(Rule rule, engine::SourcePos at, std::string message) {
    out_.push_back(player_finding(rule, at, name_, std::move(message)));
    doubt_ = true;
  }

  bool faulty(engine::SourcePos at) const { return std::binary_search(faulty_.begin(), faulty_.end(), at.line); }

  // The count his hand must hold now, for messages: "draw27-triple deals 5",
  // "irish leaves 2 after the discard".
  std::string variant_deals() const {
    const std::string game(engine::variant_id(rec_.game.variant));
    if (held_ != size_) return game + " leaves " + std::to_string(held_) + " after the discard";
    return game + " deals " + std::to_string(size_);
  }

  std::vector<Held>::iterator find(engine::Card c) {
    return std::find_if(known_.begin(), known_.end(), [&](const Held& h) { return h.card == c; });
  }

  // The hand as the log has shown it: "[2c 3d 4h]", and the cards not shown.
  std::string hand_text() const {
    engine::CardList cards;
    for (const Held& h : known_) cards.push(h.card);
    std::string text = engine::card_list_text(cards);
    if (unknown_ > 0) text += " and " + cards_text(static_cast<std::size_t>(unknown_)) + " not shown";
    return text;
  }

  // Whether `cards`, a line's whole hand, is the hand he holds: every card
  // known, as many as he holds.
  bool holds(const engine::CardList& cards) const {
    for (const Held& h : known_)
      if (!has(cards, h.card)) return false;
    return cards.size == known_.size() + static_cast<std::size_t>(unknown_);
  }

  // The first deal: the hand as dealt where its line shows it, else as many
  // cards as the game deals, none known.
  void deal() {
    const engine::CardList& dealt = p_.dealt;
    if (p_.dealt_pos.line == 0 || dealt.size + p_.dealt_unknown == 0) {
      unknown_ = size_;
      return;
    }
    const std::size_t n = dealt.size + p_.dealt_unknown;
    if (const engine::Card* c = repeated(dealt))
      report(Rule::kDuplicateCard, p_.dealt_pos,
             "the card " + c->to_string() + " appears twice in " + name_ + "'s hand");
    else if (n != static_cast<std::size_t>(size_))
      report(Rule::kWrongCardCount, p_.dealt_pos, name_ + " is dealt " + cards_text(n) + "; " + variant_deals());
    for (const engine::Card c : dealt)
      if (find(c) == known_.end()) known_.push_back({c, kDeal, p_.dealt_pos});
    unknown_ = p_.dealt_unknown;
    doubt_ = doubt_ || faulty(p_.dealt_pos);
  }

  void exchange(const Draw& d) {
    const engine::Exchange* e = d.known;
    held_ = std::max(held_ - (d.count - d.drawn), 0);
    if (e != nullptr && !e->thrown.empty()) {
      throw_known(d, *e);
    } else if (d.count > 0) {
      // Which cards went the log does not say: those he holds unshown
      // first; beyond them, some he was known to hold, which are not
      // followed further.
      if (unknown_ < d.count) {
        unknown_ += static_cast<int>(known_.size());
        known_.clear();
      }
      unknown_ = std::max(unknown_ - d.count, 0);
    }
    if (e != nullptr && e->drawn_pos.line != 0) {
      deal_known(d, *e);
    } else {
      unknown_ += d.drawn;
    }
  }

  // The cards he throws, each held until now: a card he does not hold is a
  // record at odds with itself (unless his hand holds cards not shown).
  void throw_known(const Draw& d, const engine::Exchange& e) {
    const std::string before = hand_text();
    engine::CardList missing;
    for (const engine::Card c : e.thrown) {
      if (const auto k = find(c); k != known_.end()) {
        holdings_.push_back({c, who_, k->from, d.time, false, false, k->seen});
        known_.erase(k);
      } else if (unknown_ > 0) {
        --unknown_;
        const engine::SourcePos at = rec_.actions[static_cast<std::size_t>(d.time)].pos;
        const int from = deck_.delivered(who_, c, d.time);
        holdings_.push_back({c, who_, from, d.time, false, false, deck_.first_seen(who_, from, at)});
      } else {
        missing.push(c);
      }
    }
    if (missing.empty() || doubt_) return;
    report(Rule::kInconsistentRecord, rec_.actions[static_cast<std::size_t>(d.time)].pos,
           name_ + " discards " + engine::card_list_text(missing) + ", which he does not hold: his hand is " + before);
  }

  // The new cards of an exchange and, where the line lists it, the hand
  // after it.
  void deal_known(const Draw& d, const engine::Exchange& e) {
    const engine::SourcePos at = e.drawn_pos;
    bool fault = false;  // this line has its finding
    const auto judge = [&](Rule rule, std::string message) {
      if (!fault) report(rule, at, std::move(message));
      fault = true;
    };
    // A new card he keeps: the line lists it twice.
    const auto kept = [&](engine::Card c) { return e.whole ? has(e.kept, c) : find(c) != known_.end(); };
    for (const engine::Card* c = e.drawn.begin(); c != e.drawn.end(); ++c)
      if (kept(*c) || std::find(e.drawn.begin(), c, *c) != c)
        judge(Rule::kDuplicateCard,
              "the card " + c->to_string() + " is dealt to " + name_ + " as new while he keeps it");
    // As many new cards as thrown (PHH's reader counts them, unknown ones too).
    const auto n = static_cast<std::size_t>(d.drawn);
    if (e.drawn.size != n && e.whole)
      judge(Rule::kWrongCardCount,
            name_ + " discards " + cards_text(n) + " but is dealt " + std::to_string(e.drawn.size) + " new");
    else if (e.drawn.size != n)
      fault = doubt_ = true;
    if (!e.whole) {
      for (const engine::Card c : e.drawn)
        if (find(c) == known_.end()) known_.push_back({c, d.time, at});
      if (e.drawn.size < n) unknown_ += static_cast<int>(n - e.drawn.size);
      doubt_ = doubt_ || fault || faulty(at);
      return;
    }
    if (const engine::Card* c = repeated(e.kept))
      judge(Rule::kDuplicateCard, "the card " + c->to_string() + " appears twice in " + name_ + "'s hand");
    const bool pat = e.thrown.empty() && e.drawn.empty();
    const std::string street(
        engine::exchange_round_id(rec_.actions[static_cast<std::size_t>(d.time)].street, rec_.game.variant));
    const std::size_t total = e.kept.size + e.drawn.size;
    if (!doubt_ && total != static_cast<std::size_t>(held_))
      judge(Rule::kWrongCardCount,
            pat ? name_ + " stands pat on " + cards_text(total) + " in the " + street + "; " + variant_deals()
                : name_ + " holds " + cards_text(total) + " after the " + street + " (" +
                      engine::card_list_text(e.kept) + " kept, " + engine::card_list_text(e.drawn) + " new); " +
                      variant_deals());
    if (!doubt_ && !holds(e.kept))
      judge(Rule::kInconsistentRecord,
            pat ? name_ + " stands pat on " + engine::card_list_text(e.kept) + " but holds " + hand_text()
                : name_ + " keeps " + engine::card_list_text(e.kept) + " but holds " + hand_text() +
                      (e.thrown.empty() ? std::string() : " less " + engine::card_list_text(e.thrown)));
    // The line's hand is his from here, judged or not; a card it leaves out
    // that he did not throw is lost to the log.
    for (const Held& h : known_)
      if (!has(e.kept, h.card)) holdings_.push_back({h.card, who_, h.from, d.time, false, true, h.seen});
    std::vector<Held> next;
    for (const engine::Card c : e.kept) {
      if (std::any_of(next.begin(), next.end(), [&](const Held& h) { return h.card == c; })) continue;
      if (const auto k = find(c); k != known_.end()) {
        next.push_back(*k);
      } else {
        const int from = deck_.delivered(who_, c, d.time);
        next.push_back({c, from, deck_.first_seen(who_, from, at)});
      }
    }
    for (const engine::Card c : e.drawn)
      if (!has(e.kept, c) && std::none_of(next.begin(), next.end(), [&](const Held& h) { return h.card == c; }))
        next.push_back({c, d.time, at});
    known_ = std::move(next);
    unknown_ = 0;
    // A line taken as it is that still holds a wrong count carries on the
    // fault found before it.
    doubt_ = fault || faulty(at) || (doubt_ && total != static_cast<std::size_t>(held_));
  }

  // The show down: the hand he was left with.
  void show() {
    const engine::CardList& shown = p_.hole;
    if (const engine::Card* c = repeated(shown))
      report(Rule::kDuplicateCard, p_.show_pos,
             "the card " + c->to_string() + " appears twice in " + name_ + "'s hand");
    else if (!doubt_ && shown.size > static_cast<std::size_t>(held_))
      report(Rule::kWrongCardCount, p_.show_pos, name_ + " shows " + cards_text(shown.size) + "; " + variant_deals());
    else if (!doubt_ && !known_.empty() && !holds(shown))
      report(Rule::kInconsistentRecord, p_.show_pos,
             name_ + " shows " + engine::card_list_text(shown) + " but holds " + hand_text());
  }

  // Whether he threw `c` in one of his exchanges.
  bool thrown(engine::Card c) const {
    return std::any_of(holdings_.begin(), holdings_.end(), [&](const Holding& h) {
      return h.card == c && h.player == who_ && h.to != kEnd && !h.folded && !h.lost;
    });
  }

  // His cards to the end, or to his fold (`to`): those followed, and those
  // the last line shows (`hole`) that were not, at `at`.
  void finish(int to, bool folded, engine::SourcePos at) {
    for (const Held& h : known_) holdings_.push_back({h.card, who_, h.from, to, folded, false, h.seen});
    const engine::CardList& hole = p_.hole;
    const bool shown = !folded && p_.show_pos.line != 0;
    std::size_t others = 0;  // cards of `hole` not followed
    for (const engine::Card c : hole) others += find(c) == known_.end() ? 1 : 0;
    if (others == 0) return;
    if (!shown && hole.size > static_cast<std::size_t>(held_))
      out_.push_back(player_finding(Rule::kWrongCardCount, at, name_,
                                    name_ + " holds " + cards_text(hole.size) + " of his own; " + variant_deals()));
    else if (!shown && repeated(hole) != nullptr)
      out_.push_back(
          player_finding(Rule::kDuplicateCard, at, name_,
                         "the card " + repeated(hole)->to_string() + " appears twice in " + name_ + "'s hand"));
    // A folded hand the log showed in full is all he held.
    if (folded && unknown_ == 0 && !known_.empty()) return;
    engine::CardList placed;
    const bool draws = engine::exchange_draws(rec_.game.variant);
    for (const engine::Card c : hole) {
      if (find(c) != known_.end() || has(placed, c)) continue;
      // A card he threw in a discard that deals none (Irish) came back to
      // nobody: showing it is the log contradicting itself (show()), not
      // a second deal of it.
      if (!draws && thrown(c)) continue;
      placed.push(c);
      const int from = deck_.delivered(who_, c, to);
      holdings_.push_back({c, who_, from, to, folded, false, deck_.first_seen(who_, from, at)});
    }
  }

  const engine::HandRecord& rec_;
  const Deck& deck_;
  const std::vector<std::uint32_t>& faulty_;
  const int who_;
  const engine::PlayerRecord& p_;
  const std::string name_;
  const int size_;  // cards dealt
  int held_;        // cards he holds now: size_, less what a discard that deals none threw
  std::vector<Holding>& holdings_;
  std::vector<engine::Finding>& out_;
  std::vector<Held> known_;  // the cards he holds that the log has shown
  int unknown_ = 0;          // and how many more it has not
  bool doubt_ = false;       // a finding about his hand since a line last showed it whole
};

}  // namespace

void follow_hands(const replay::Trace& t, const Deck& deck, const std::vector<std::uint32_t>& faulty,
                  std::vector<Holding>& holdings, std::vector<engine::Finding>& out) {
  for (std::size_t q = 0; q < t.record->players.size(); ++q)
    Follower(t, deck, faulty, static_cast<int>(q), holdings, out).follow();
}

}  // namespace validators::draw

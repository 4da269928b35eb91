#include "convert/phh_actions.h"

#include <algorithm>

#include "convert/convert_support.h"

namespace convert {

namespace {

using engine::Act;
using engine::Chips;
using engine::Street;
using engine::Variant;

// Hole cards dealt at the start: 3 on 3rd street in stud, the whole hand in
// draw games.
std::size_t first_deal_size(Variant v) {
  switch (v) {
    case Variant::kHoldem:
    case Variant::kSixPlusHoldem:
    case Variant::kSplitHoldem:
      return 2;
    case Variant::kOmaha:
      return 4;
    case Variant::kOmaha5:
    case Variant::kCourchevel:
      return 5;
    case Variant::kOmaha6:
      return 6;
    case Variant::kStud7:
    case Variant::kRazz:
    case Variant::kRazz27:
      return 3;
    case Variant::kStud5:
      return 2;
    case Variant::kDraw5:
    case Variant::kDraw27Single:
    case Variant::kDraw27Triple:
    case Variant::kDrawA5Triple:
    case Variant::kBadugi:
    case Variant::kDrawA5Single:
    case Variant::kBadeucey:
    case Variant::kBadacey:
      return static_cast<std::size_t>(engine::draw_hand_size(v));
    case Variant::kDrawmaha27:
    case Variant::kDrawmaha:
      return 5;
    case Variant::kIrish:
      return 4;
    case Variant::kDoubleHoldem:
      return 3;
    case Variant::kKuhn:
      return 1;
    case Variant::kUnknown:
      return 0;
  }
  return 0;
}

std::string unknown_cards(std::size_t n) { return std::string(2 * n, '?'); }

std::string cards_text(const engine::CardList& cards) {
  std::string s;
  for (const engine::Card c : cards) s += c.to_string();
  return s;
}

class Writer {
 public:
  Writer(const replay::Trace& t, const PhhOrder& order)
      : rec_(*t.record),
        order_(order),
        bets_(t),
        folded_(rec_.players.size(), false),
        shown_(rec_.players.size(), false) {}

  std::vector<std::string> run();

 private:
  std::string who(int i) const {
    std::string s(1, 'p');  // not "p" + ...: GCC 12 -Wrestrict false positive
    s += std::to_string(order_.phh[static_cast<std::size_t>(i)] + 1);
    return s;
  }
  bool dealt_in(int i) const {
    return i >= 0 && static_cast<std::size_t>(i) < order_.phh.size() && order_.phh[static_cast<std::size_t>(i)] >= 0;
  }
  void amount_text(std::string& s, Chips c) const { append_decimal_amount(s, c, rec_.has_currency_symbol); }
  bool stud() const { return engine::is_stud(rec_.game.variant); }
  bool draw() const { return engine::is_draw(rec_.game.variant); }

  void deal_first();
  std::string stud_cards(int i, Street s) const;
  engine::CardList stud_show(const engine::PlayerRecord& p) const;
  void deal_street(Street s);
  void advance_to(Street s);
  void check_bomb_round();
  void flush_draws();
  Street last_stud_street() const;
  Street last_board_street() const;
  void deal_later_run(std::size_t run);  // run: 1 second, 2 third

  const engine::HandRecord& rec_;
  const PhhOrder& order_;
  std::vector<std::string> out_;
  StreetBets bets_;
  std::vector<bool> folded_;
  std::vector<bool> shown_;  // showed or mucked already: a log of several runs shows at each run's showdown
  Street street_ = Street::kPreflop;
  std::vector<std::size_t> draws_;  // discards (action indices) waiting for their replacements
};

void Writer::deal_first() {
  const std::size_t n = first_deal_size(rec_.game.variant);
  for (const int i : order_.record) {
    const auto& p = rec_.players[static_cast<std::size_t>(i)];
    if (stud()) {
      out_.push_back("d dh " + who(i) + " " + stud_cards(i, Street::kPreflop));
      continue;
    }
    // A draw player's known cards are his last hand: his first one is known
    // when every exchange he made is.
    const std::optional<engine::CardList> first = draw() ? first_draw_hand(rec_, i) : std::optional(p.hole);
    std::string cards;
    std::size_t known = 0;
    if (first)
      for (const engine::Card c : *first)
        if (known < n) {
          cards += c.to_string();
          ++known;
        }
    out_.push_back("d dh " + who(i) + " " + cards + unknown_cards(n - known));
  }
}

// The cards a stud player gets on `s` (3rd street two down and one up, 4th to
// 6th one up, 7th one down), `??` for each the log does not show.
std::string Writer::stud_cards(int i, Street s) const {
  const auto& p = rec_.players[static_cast<std::size_t>(i)];
  std::string out;
  const auto [first, last] = stud_deal_range(s);
  for (std::size_t k = first; k < last; ++k) {
    const std::optional<engine::Card> c = stud_card(p, k);
    out += c ? c->to_string() : std::string("??");
  }
  return out;
}

// A stud show holds every card dealt (PHH.md §5): the known ones in deal
// order, then any other card the log showed.
engine::CardList Writer::stud_show(const engine::PlayerRecord& p) const {
  engine::CardList cards;
  const auto total = static_cast<std::size_t>(engine::stud_card_count(rec_.game.variant));
  for (std::size_t k = 0; k < total; ++k)
    if (const std::optional<engine::Card> c = stud_card(p, k)) cards.push(*c);
  for (const engine::Card c : p.hole)
    if (std::find(cards.begin(), cards.end(), c) == cards.end()) cards.push(c);
  return cards;
}

void Writer::deal_street(Street s) {
  if (stud()) {
    for (const int i : order_.record)
      if (!folded_[static_cast<std::size_t>(i)]) out_.push_back("d dh " + who(i) + " " + stud_cards(i, s));
    return;
  }
  if (!engine::is_flop_game(rec_.game.variant)) return;
  const engine::CardList& board = rec_.boards[0];
  const std::size_t first = s == Street::kFlop ? 0 : s == Street::kTurn ? 3 : 4;
  const std::size_t count = s == Street::kFlop ? 3 : 1;
  std::string cards;
  for (std::size_t k = first; k < first + count; ++k)
    cards += k < board.size ? board.cards[k].to_string() : std::string("??");
  out_.push_back("d db " + cards);
}

// PHH has no bomb pot: its pre-flop round is written as every player who
// has chips left after the bomb bet (an ante) checking, in position order,
// which replays to the same pot and stacks (docs/ohh-phh.md).
void Writer::check_bomb_round() {
  for (const int i : order_.record) {
    Chips posted{0};
    for (const engine::ActionRecord& a : rec_.actions)
      if (a.player == i && a.kind == Act::kPostAnte) posted += a.amount;  // the bomb bet
    if (rec_.players[static_cast<std::size_t>(i)].stack > posted) out_.push_back(who(i) + " cc");
  }
}

void Writer::advance_to(Street s) {
  if (rec_.bomb_pot && street_ == Street::kPreflop && s > street_) check_bomb_round();
  while (street_ < s && street_ < Street::kSeventh) {
    street_ = static_cast<Street>(static_cast<int>(street_) + 1);
    bets_.new_street();
    deal_street(street_);
  }
}

void Writer::flush_draws() {
  for (const std::size_t k : draws_) {
    const engine::ActionRecord& a = rec_.actions[k];
    const engine::Exchange* e = exchange_at(rec_, k);
    const std::size_t n =
        std::min<std::size_t>(a.cards, static_cast<std::size_t>(engine::draw_hand_size(rec_.game.variant)));
    out_.push_back("d dh " + who(a.player) + " " +
                   (e != nullptr && e->drawn.size == n ? cards_text(e->drawn) : unknown_cards(n)));
  }
  draws_.clear();
}

// The last stud street the log deals: its markers, and the betting.
Street Writer::last_stud_street() const {
  int last = 0;
  for (int s = 0; s <= static_cast<int>(Street::kSeventh); ++s)
    if (rec_.street_pos[static_cast<std::size_t>(s)].line != 0) last = s;
  for (const auto& a : rec_.actions)
    if (a.street <= Street::kSeventh) last = std::max(last, static_cast<int>(a.street));
  const int rounds = engine::betting_rounds(rec_.game.variant);
  return static_cast<Street>(std::min(last, rounds - 1));
}

Street Writer::last_board_street() const {
  const std::size_t n = rec_.boards[0].size;
  return n >= 5 ? Street::kRiver : n == 4 ? Street::kTurn : n >= 3 ? Street::kFlop : Street::kPreflop;
}

// Run twice or three times: each later board's cards from where it parts
// from the first, street by street, after the first board is complete: the
// order PokerKit deals runs in, which the PHH reader takes back as the later
// runs (docs/ohh-phh.md).
void Writer::deal_later_run(std::size_t run) {
  const engine::CardList& first = rec_.boards[0];
  const engine::CardList& later = rec_.boards[run];
  if (first.size != 5 || later.size != 5) return;
  std::size_t split = 0;
  while (split < 5 && first.cards[split] == later.cards[split]) ++split;
  if (split == 5) return;
  split = split < 3 ? 0 : split;  // a flop is dealt whole
  for (std::size_t from : {std::size_t{0}, std::size_t{3}, std::size_t{4}}) {
    if (from < split) continue;
    const std::size_t count = from == 0 ? 3 : 1;
    std::string cards;
    for (std::size_t k = from; k < from + count; ++k) cards += later.cards[k].to_string();
    out_.push_back("d db " + cards + (from != split ? "" : run == 1 ? " # second run" : " # third run"));
  }
}

std::vector<std::string> Writer::run() {
  deal_first();
  bool stud_dealt = false;
  for (const engine::ActionRecord& a : rec_.actions) {
    if (!dealt_in(a.player)) continue;
    const auto i = static_cast<std::size_t>(a.player);
    switch (a.kind) {
      case Act::kPostSmallBlind:
      case Act::kPostBigBlind:
      case Act::kPostSmallAndBig:
      case Act::kPostAnte:
      case Act::kPostButtonBlind:
      case Act::kPostStraddle:
        bets_.apply(a);
        break;
      case Act::kBringIn:
        bets_.apply(a);
        out_.push_back(who(a.player) + " pb");
        break;
      case Act::kFold:
      case Act::kCheck:
      case Act::kCall:
      case Act::kBet:
      case Act::kRaise: {
        if (a.street > street_ && a.street <= Street::kSeventh) {
          flush_draws();
          advance_to(a.street);
        }
        flush_draws();
        const Chips to = bets_.apply(a);
        if (a.kind == Act::kFold) {
          folded_[i] = true;
          out_.push_back(who(a.player) + " f");
        } else if (a.kind == Act::kCheck || a.kind == Act::kCall) {
          out_.push_back(who(a.player) + " cc");
        } else {
          std::string s = who(a.player) + " cbr ";
          amount_text(s, to);
          out_.push_back(s);
        }
        break;
      }
      case Act::kDiscard:
      case Act::kStandPat:
        if (a.street > street_ && a.street <= Street::kSeventh) {
          flush_draws();
          advance_to(a.street);
        }
        if (a.kind == Act::kDiscard && a.cards > 0) {
          const auto n =
              std::min<std::size_t>(a.cards, static_cast<std::size_t>(engine::draw_hand_size(rec_.game.variant)));
          const std::size_t k = static_cast<std::size_t>(&a - rec_.actions.data());
          const engine::Exchange* e = exchange_at(rec_, k);
          out_.push_back(who(a.player) + " sd " +
                         (e != nullptr && e->thrown.size == n ? cards_text(e->thrown) : unknown_cards(n)));
          draws_.push_back(k);
        } else {
          out_.push_back(who(a.player) + " sd");
        }
        break;
      case Act::kShow:
      case Act::kMuck: {
        flush_draws();
        if (stud() && !stud_dealt) {
          advance_to(last_stud_street());
          stud_dealt = true;
        }
        const auto& p = rec_.players[i];
        // A log of a hand run more than once shows at each run's showdown:
        // PHH shows a hand once.
        if (rec_.runs > 1 && shown_[i]) break;
        shown_[i] = true;
        if (a.kind == Act::kMuck) {
          out_.push_back(who(a.player) + " sm");
        } else if (!p.hole.empty()) {
          out_.push_back(who(a.player) + " sm " + cards_text(stud() ? stud_show(p) : p.hole));
        }
        break;
      }
      case Act::kUncalledReturn:
      case Act::kCollect:
      case Act::kCashOut:
      case Act::kTreatedAllIn:
        break;
    }
  }
  flush_draws();
  if (stud())
    advance_to(last_stud_street());
  else if (engine::is_flop_game(rec_.game.variant))
    advance_to(last_board_street());
  if (engine::is_flop_game(rec_.game.variant))
    for (std::size_t k = 1; k < rec_.runs; ++k) deal_later_run(k);
  return std::move(out_);
}

}  // namespace

PhhOrder phh_order(const replay::Trace& t) {
  const engine::HandRecord& rec = *t.record;
  std::vector<int> by_position;
  if (engine::is_stud(rec.game.variant)) {
    by_position.resize(rec.players.size());
    for (std::size_t i = 0; i < by_position.size(); ++i) by_position[i] = static_cast<int>(i);
    std::stable_sort(by_position.begin(), by_position.end(), [&](int a, int b) {
      return rec.players[static_cast<std::size_t>(a)].seat < rec.players[static_cast<std::size_t>(b)].seat;
    });
  } else {
    by_position = replay::button_order(rec);
  }
  PhhOrder order;
  order.phh.assign(rec.players.size(), -1);
  for (const int i : by_position) {
    if (static_cast<std::size_t>(i) >= t.players.size() || !t.players[static_cast<std::size_t>(i)].in_hand) continue;
    order.phh[static_cast<std::size_t>(i)] = static_cast<int>(order.record.size());
    order.record.push_back(i);
  }
  return order;
}

std::vector<std::string> phh_actions(const replay::Trace& t, const PhhOrder& order) { return Writer(t, order).run(); }

}  // namespace convert

// Seven-card stud, stud hi/lo, razz and five-card stud for the hand
// generator (POKERSTARS_FORMAT.md §5-§6, RULES.md §1.4-§1.5, §2.2):
//  * antes, then 3rd street: two down cards and one up (five-card stud: 2nd
//    street, one down and one up); the lowest up-card (the highest in razz)
//    brings in, or now and then completes at once;
//  * 4th to 6th street one up-card each, 7th ("RIVER") one down-card, or a
//    community card when the deck cannot give every live player one;
//    five-card stud: 3rd, 4th and 5th ("RIVER") street one up-card each
//    (eight players take 40 cards: the deck never runs short), its big bet
//    from 4th street (engine::big_bet_round) and no open-pair double bet;
//  * "Dealt to" lines for every live player on every street (the hero's
//    with his down-cards), in seat order;
//  * later streets opened by the best showing hand (the lowest in razz),
//    engine::showing_hand_opener; an open pair on 4th street of stud high
//    allows the big bet ("Pair on board - a double bet is allowed");
//  * tied winners get the odd chip by the suit of the top card of their
//    five-card hand (pokerstars: suit_in_five_cards, RULES.md R-OC-4).
#include <algorithm>
#include <vector>

#include "engine/hand_eval.h"
#include "engine/stud_order.h"
#include "generator/generator_deal.h"
#include "validators/hand_description.h"

namespace generator {

namespace {

bool five_card(const Deal& d) { return d.e.variant == engine::Variant::kStud5; }

// Where a player's up-cards start among his own cards: seven-card games deal
// down, down, up x4, down; five-card stud down, up x4.
std::size_t first_up(const Deal& d) { return five_card(d) ? 1 : 2; }

// The last street: 7th in seven-card games, 5th in five-card stud (the
// engine's Street::kRiver, its fourth betting round).
Street last_street(const Deal& d) { return five_card(d) ? Street::kRiver : Street::kSeventh; }

// The up-cards player i shows on `s` (all he has been dealt face up; four
// on 7th street).
std::span<const Card> ups(const Deal& d, int i, Street s) {
  const auto count = std::min<std::size_t>(static_cast<std::size_t>(s) + 1, 4);
  return std::span<const Card>(d.own[static_cast<std::size_t>(i)]).subspan(first_up(d), count);
}

std::vector<engine::UpCards> showing_up(const Deal& d, const engine::HandState& st, Street s) {
  std::vector<engine::UpCards> up;
  for (int i = 0; i < d.n; ++i)
    if (!st.players()[static_cast<std::size_t>(i)].folded) up.push_back({i, ups(d, i, s)});
  return up;
}

// "Dealt to NAME [earlier] [new]": the hero sees all his cards, the others
// the up-cards; the first street has one bracket.
void dealt_line(Deal& d, int i, Street s) {
  const auto all = std::span<const Card>(d.own[static_cast<std::size_t>(i)])
                       .first(static_cast<std::size_t>(d.own_count[static_cast<std::size_t>(i)]));
  const std::size_t up = first_up(d);
  const std::span<const Card> seen = i == d.e.hero ? all : all.subspan(up, std::min<std::size_t>(all.size() - up, 4));
  d.out += "Dealt to ";
  d.name(i);
  d.out += ' ';
  if (s == Street::kPreflop) {
    d.cards(seen);
  } else {
    d.cards(seen.first(seen.size() - 1));
    d.out += ' ';
    d.cards(seen.last(1));
  }
  d.out += '\n';
}

// Deals street s (4th .. 7th; five-card stud 3rd .. 5th) to the live
// players and writes its lines.
void deal_street(Deal& d, const engine::HandState& st, Street s) {
  static constexpr std::array<std::string_view, 5> kMarker = {"", "*** 4th STREET ***", "*** 5th STREET ***",
                                                              "*** 6th STREET ***", "*** RIVER ***"};
  static constexpr std::array<std::string_view, 4> kFiveCardMarker = {"", "*** 3rd STREET ***", "*** 4th STREET ***",
                                                                      "*** RIVER ***"};
  auto live = [&](int i) { return !st.players()[static_cast<std::size_t>(i)].folded; };
  int players = 0;
  for (int i = 0; i < d.n; ++i) players += live(i);
  d.out += five_card(d) ? kFiveCardMarker[static_cast<std::size_t>(s)] : kMarker[static_cast<std::size_t>(s)];
  ++d.e.rounds;
  if (s == Street::kSeventh && d.deck.size() < players) {
    // Not enough cards for everyone: one community card, face up.
    d.board[0] = d.deck.draw(d.rng);
    d.board_count = d.e.board_cards = 1;
    d.out += ' ';
    d.cards(std::span<const Card>(d.board).first(1));
    d.out += '\n';
    return;
  }
  d.out += '\n';
  for (int i = 0; i < d.n; ++i)
    if (live(i)) d.deal_to(i);
  // 7th street's card is down: only the hero's line.
  for (int i = 0; i < d.n; ++i)
    if (live(i) && (s != Street::kSeventh || i == d.e.hero)) dealt_line(d, i, s);
}

// The top card of a hand is the highest of the ranks it is made of, which
// is not always the one named first: in K-K-Q-Q-A and 4-4-A-K-Q it is the
// ace. `aces_low`: a low hand, where the ace is the lowest card.
int top_rank(const std::array<std::int8_t, 5>& ranks, engine::HighCategory category, bool aces_low) {
  const auto order = [aces_low](int rank) { return aces_low ? engine::ace_low_rank(rank) : rank; };
  int top = ranks[0];
  for (int i = 1; i < engine::defining_rank_count(category); ++i)
    if (order(ranks[static_cast<std::size_t>(i)]) > order(top)) top = ranks[static_cast<std::size_t>(i)];
  return top;
}

// The suit of rank `top` among `cards`; when two cards of it are held, the
// better suit.
int suit_of_top(std::span<const Card> cards, int top) {
  int suit = -1;
  for (Card c : cards)
    if (c.rank() == top) suit = std::max(suit, static_cast<int>(c.suit()));
  return suit;
}

Showing evaluate(const Deal& d, int i) {
  std::array<Card, 8> all{};
  std::size_t size = 0;
  for (int c = 0; c < d.own_count[static_cast<std::size_t>(i)]; ++c)
    all[size++] = d.own[static_cast<std::size_t>(i)][static_cast<std::size_t>(c)];
  for (int c = 0; c < d.board_count; ++c) all[size++] = d.board[static_cast<std::size_t>(c)];
  const std::span<const Card> cards(all.data(), size);
  Showing s;
  const auto low = engine::best_a5_low(cards, false);
  const int low_priority = stud_low_priority(cards, *low);
  if (d.e.variant == engine::Variant::kRazz) {
    s.high = low->key;
    s.high_priority = low_priority;
    s.text = "Lo: " + validators::pokerstars_low_description(*low);
    return s;
  }
  const engine::HighValue high = engine::best_high(cards);
  s.high = high.key;
  s.high_priority = stud_high_priority(cards, high);
  s.text = validators::pokerstars_high_description(high);
  if (!d.e.hi_lo) return s;
  s.text = "HI: " + s.text;
  if (engine::qualifies_eight_or_better(*low)) {
    s.low = low->key;
    s.low_priority = low_priority;
    s.text += "; LO: " + validators::pokerstars_low_description(*low);
  }
  return s;
}

}  // namespace

int stud_high_priority(std::span<const Card> cards, const engine::HighValue& high) {
  if (high.category == engine::HighCategory::kFlush || high.category == engine::HighCategory::kStraightFlush) {
    std::array<int, 4> per_suit{};
    for (Card c : cards) ++per_suit[static_cast<std::size_t>(c.suit())];
    return static_cast<int>(std::max_element(per_suit.begin(), per_suit.end()) - per_suit.begin());
  }
  return suit_of_top(cards, top_rank(high.ranks, high.category, /*aces_low=*/false));
}

int stud_low_priority(std::span<const Card> cards, const engine::LowValue& low) {
  return suit_of_top(cards, top_rank(low.ranks, low.category, /*aces_low=*/true));
}

void play_stud(Deal& d) {
  auto& e = d.e;
  engine::HandState st = d.new_state();
  for (int i = 0; i < d.n; ++i) d.post(st, i, "posts the ante ", e.ante, false, false);

  d.out += five_card(d) ? "*** 2nd STREET ***\n" : "*** 3rd STREET ***\n";
  e.rounds = 1;
  const int first_cards = static_cast<int>(first_up(d)) + 1;
  for (int i = 0; i < d.n; ++i)
    for (int c = 0; c < first_cards; ++c) d.deal_to(i);
  d.choose_hero();
  for (int i = 0; i < d.n; ++i) dealt_line(d, i, Street::kPreflop);

  // The bring-in, or a completion to the small bet (RULES.md R-SB-2).
  const int low = engine::bring_in_player(e.variant, showing_up(d, st, Street::kPreflop));
  const Chips stack = st.players()[static_cast<std::size_t>(low)].stack;
  int completes = -1;
  if (stack > e.small_bet && d.rng.chance(15)) {
    completes = low;
    st.start_preflop(-1);
    st.open_at(low);
  } else {
    const Chips paid = min(e.bring_in, stack);
    st.post_bring_in(low, paid, e.bring_in);
    d.put_voluntarily[static_cast<std::size_t>(low)] = true;
    e.bring_in_player = low;
    d.actor(low);
    d.out += "brings in for ";
    d.money(paid);
    d.all_in_tail(paid == stack);
    st.start_preflop(low);
  }
  int aggressor = d.betting_round(st, completes);

  Street street = Street::kPreflop;
  const Street last = last_street(d);
  while (st.live_count() > 1 && street != last && st.can_act_count() > 1) {
    street = static_cast<Street>(static_cast<int>(street) + 1);
    deal_street(d, st, street);
    st.start_street(street);
    const auto up = showing_up(d, st, street);
    st.open_at(engine::showing_hand_opener(e.variant, e.hi_lo, *d.profile, up));
    if (street == Street::kFlop && e.variant == engine::Variant::kStud7 && !e.hi_lo &&
        d.profile->stud_open_pair_option) {
      bool pair = false;
      for (const auto& u : up) pair = pair || engine::shows_pair(u.cards);
      if (pair) {
        st.allow_double_bet();
        d.double_allowed = e.double_bet = true;
        d.notice("Pair on board - a double bet is allowed");
      }
    }
    aggressor = d.betting_round(st);
    d.double_allowed = false;
  }

  d.settle(st);
  const bool contested = st.live_count() > 1;
  while (contested && street != last) {
    street = static_cast<Street>(static_cast<int>(street) + 1);
    deal_street(d, st, street);
  }
  // Shows start with the last aggressor, else the last street's opener.
  d.finish(st, aggressor >= 0 ? aggressor : std::max(st.first_to_act(), 0), evaluate);
}

}  // namespace generator

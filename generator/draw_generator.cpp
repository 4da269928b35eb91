// Five-card draw, 2-7 single and triple draw, A-5 triple draw and badugi
// for the hand generator (POKERSTARS_FORMAT.md §5-§7): blinds,
// "*** DEALING HANDS ***", the first round from the left of the big blind,
// then for each draw ("*** FIRST DRAW ***" .. "*** THIRD DRAW ***") every
// live player, all-in ones included, from the left of the button discards
// some cards or stands pat, and a round opened left of the button follows.
// The hero's discards are named and his new cards follow in a second
// bracket ("Dealt to Hero [kept] [new]"); when the stub runs out the
// discards are reshuffled ("The deck is reshuffled"). Fixed-limit games play
// small, small, big, big (triple draw) or small, big (single draw) (RULES.md
// R-FL-1).
#include <algorithm>
#include <bit>
#include <cassert>

#include "engine/hand_eval.h"
#include "generator/generator_deal.h"
#include "validators/hand_description.h"

namespace generator {

namespace {

// The discard pile, reshuffled into the stub when a draw needs more cards
// than the stub holds (no burn, the last card dealt: the pokerstars
// profile's draw switches), and the cards each player has thrown, which he
// is never dealt again.
struct Muck {
  std::array<Card, engine::Card::kCount> cards{};
  int size = 0;
  std::array<engine::CardSet, kMaxPlayers> thrown{};
};

// Which cards a player throws (a bit per card of his hand). Mostly what does
// not fit the game's hand: in 2-7 pairs and cards above an eight (the ace
// among them), in A-5 pairs and cards above an eight (aces low: the ace
// stays), in badugi a second card of a suit or rank (the higher goes, aces
// low), in five-card draw all but pairs or better, else all but the top
// card; now and then a random number of random cards (with heavy_draws,
// mostly four or five). The hero keeps at least one card (his second
// bracket would be empty otherwise).
std::uint32_t choose_discards(Deal& d, int i, int hand) {
  const auto& own = d.own[static_cast<std::size_t>(i)];
  std::uint32_t discard = 0;
  if (d.opt.heavy_draws && d.rng.chance(80)) {
    // GeneratorOptions::heavy_draws: all but the first card, or all.
    discard = ((1u << hand) - 1) & (d.rng.chance(50) ? ~1u : ~0u);
  } else if (d.rng.chance(75)) {
    const engine::Variant v = d.e.variant;
    const bool low = v != engine::Variant::kDraw5;
    const bool aces_low = v == engine::Variant::kBadugi || v == engine::Variant::kDrawA5Triple;
    // Cards from the best for the game to the worst: low ranks first in
    // lowball (aces low in badugi and A-5), high first in five-card draw.
    std::array<int, 5> order{};
    auto key = [&](int x) {
      const int r = own[static_cast<std::size_t>(x)].rank();
      return aces_low ? engine::ace_low_rank(r) : low ? r : -r;
    };
    for (int x = 0; x < hand; ++x) order[static_cast<std::size_t>(x)] = x;
    std::stable_sort(order.begin(), order.begin() + hand, [&](int a, int b) { return key(a) < key(b); });
    std::array<int, engine::Card::kRanks> ranks{};
    for (int x = 0; x < hand; ++x) ++ranks[static_cast<std::size_t>(own[static_cast<std::size_t>(x)].rank())];
    std::uint32_t ranks_kept = 0, suits_kept = 0;
    for (int k = 0; k < hand; ++k) {
      const int x = order[static_cast<std::size_t>(k)];
      const Card c = own[static_cast<std::size_t>(x)];
      const std::uint32_t rank_bit = 1u << c.rank(), suit_bit = 1u << static_cast<int>(c.suit());
      bool keep = false;
      if (v == engine::Variant::kBadugi) {
        keep = !(ranks_kept & rank_bit) && !(suits_kept & suit_bit);
      } else if (low) {
        constexpr int kEight = 6;                            // rank of the eight (deuce 0)
        const int place = aces_low ? key(x) - 1 : c.rank();  // aces low: the ace below the deuce
        keep = !(ranks_kept & rank_bit) && place <= kEight;  // an eight or lower
      } else {
        keep =
            ranks[static_cast<std::size_t>(c.rank())] >= 2 || (k == 0 && c.rank() >= 11);  // a pair, or an ace or king
      }
      if (keep) {
        ranks_kept |= rank_bit;
        suits_kept |= suit_bit;
      } else {
        discard |= 1u << x;
      }
    }
  } else {
    static constexpr std::array<int, 6> kWeights = {30, 30, 20, 12, 6, 2};
    int r = static_cast<int>(d.rng.below(100));
    int k = 0;
    while (k + 1 < static_cast<int>(kWeights.size()) && r >= kWeights[static_cast<std::size_t>(k)])
      r -= kWeights[static_cast<std::size_t>(k++)];
    for (int c = 0; c < std::min(k, hand); ++c) {
      int j = static_cast<int>(d.rng.below(static_cast<std::uint64_t>(hand - c)));
      for (int x = 0;; ++x) {
        if (discard & (1u << x)) continue;
        if (j-- == 0) {
          discard |= 1u << x;
          break;
        }
      }
    }
  }
  if (i == d.e.hero && discard == (1u << hand) - 1) discard &= ~1u;
  return discard;
}

// The cards `i` may be dealt, once the discards are shuffled in: the stub
// and the discards, less those he threw himself.
int dealable(const Deal& d, const Muck& muck, int i) {
  const engine::CardSet thrown = muck.thrown[static_cast<std::size_t>(i)];
  int n = d.deck.size_except(thrown);
  for (int c = 0; c < muck.size; ++c) n += thrown.contains(muck.cards[static_cast<std::size_t>(c)]) ? 0 : 1;
  return n;
}

void exchange(Deal& d, Muck& muck, int i, int hand) {
  auto& own = d.own[static_cast<std::size_t>(i)];
  std::uint32_t discard = choose_discards(d, i, hand);
  // The discards are reshuffled when the stub cannot give him his cards;
  // either way he is dealt none he threw. At a full table late in a triple
  // draw there may be fewer such cards than he would throw: he keeps more.
  while (true) {
    const int want = std::popcount(discard);
    const int most = d.deck.size() < want ? dealable(d, muck, i) : d.deck.size_except(muck.thrown[static_cast<std::size_t>(i)]);
    if (want <= most) break;
    discard &= discard - 1;
  }
  const int k = std::popcount(discard);
  const bool hero = i == d.e.hero;
  ++d.e.draws;
  if (k == 0) {
    d.actor(i);
    d.out += "stands pat";
    if (hero) {
      d.out += " on ";
      d.cards_of(i);
    }
    d.out += '\n';
    return;
  }
  engine::CardSet& thrown = muck.thrown[static_cast<std::size_t>(i)];
  if (d.deck.size() < k) {
    // The discards so far (not this exchange's) go back into the stub.
    for (int c = 0; c < muck.size; ++c) d.deck.put_back(muck.cards[static_cast<std::size_t>(c)]);
    muck.size = 0;
    ++d.e.reshuffles;
    d.notice("The deck is reshuffled");
  }
  assert(d.deck.size_except(thrown) >= k);  // dealable() said so
  std::array<Card, 5> kept{}, gone{};
  int kept_n = 0, gone_n = 0;
  for (int x = 0; x < hand; ++x)
    ((discard >> x) & 1u ? gone[static_cast<std::size_t>(gone_n++)] : kept[static_cast<std::size_t>(kept_n++)]) =
        own[static_cast<std::size_t>(x)];
  d.actor(i);
  d.out += "discards ";
  d.out += static_cast<char>('0' + k);
  d.out += k == 1 ? " card" : " cards";
  if (hero) {
    d.out += ' ';
    d.cards(std::span<const Card>(gone.data(), static_cast<std::size_t>(gone_n)));
  }
  d.out += '\n';
  for (int x = 0; x < kept_n; ++x) own[static_cast<std::size_t>(x)] = kept[static_cast<std::size_t>(x)];
  d.own_count[static_cast<std::size_t>(i)] = kept_n;
  for (int x = 0; x < k; ++x)
    own[static_cast<std::size_t>(kept_n + x)] = d.deck.draw_except(d.rng, thrown);
  d.own_count[static_cast<std::size_t>(i)] = hand;
  for (int x = 0; x < gone_n; ++x) {
    muck.cards[static_cast<std::size_t>(muck.size++)] = gone[static_cast<std::size_t>(x)];
    thrown.insert(gone[static_cast<std::size_t>(x)]);
  }
  if (hero) {
    d.out += "Dealt to ";
    d.name(i);
    d.out += ' ';
    d.cards(std::span<const Card>(own).first(static_cast<std::size_t>(kept_n)));
    d.out += ' ';
    d.cards(std::span<const Card>(own).subspan(static_cast<std::size_t>(kept_n), static_cast<std::size_t>(k)));
    d.out += '\n';
  }
}

// Draw number `r` (1..3): the marker, then each live player from the left of
// the button.
void draw_round(Deal& d, Muck& muck, const engine::HandState& st, int r, int hand) {
  static constexpr std::array<std::string_view, 3> kMarker = {"*** FIRST DRAW ***", "*** SECOND DRAW ***",
                                                              "*** THIRD DRAW ***"};
  d.notice(kMarker[static_cast<std::size_t>(r - 1)]);
  ++d.e.rounds;
  for (int k = 0; k < d.n; ++k) {
    const int i = (d.e.button + 1 + k) % d.n;
    if (!st.players()[static_cast<std::size_t>(i)].folded) exchange(d, muck, i, hand);
  }
}

Showing evaluate(const Deal& d, int i) {
  const auto hand = std::span<const Card>(d.own[static_cast<std::size_t>(i)])
                        .first(static_cast<std::size_t>(d.own_count[static_cast<std::size_t>(i)]));
  Showing s;
  const engine::Variant v = d.e.variant;
  if (v == engine::Variant::kDraw27Single || v == engine::Variant::kDraw27Triple) {
    const engine::LowValue low = engine::eval_27_low(hand.data());
    s.high = low.key;
    s.text = "Lo: " + validators::pokerstars_low_description(low);
  } else if (v == engine::Variant::kDrawA5Triple) {
    // Aces low, straights and flushes do not count (RULES.md R-SD-5): the
    // razz ranking, worded as razz hands are ("Lo: 5,4,3,2,A").
    const engine::LowValue low = engine::eval_a5_low(hand.data());
    s.high = low.key;
    s.text = "Lo: " + validators::pokerstars_low_description(low);
  } else if (v == engine::Variant::kBadugi) {
    const engine::BadugiValue b = engine::best_badugi(hand);
    s.high = b.key;
    s.text = validators::pokerstars_badugi_description(b);
    s.article = b.size == 4;
  } else {
    const engine::HighValue high = engine::eval_high5(hand.data());
    s.high = high.key;
    s.text = validators::pokerstars_high_description(high);
  }
  return s;
}

}  // namespace

void play_draw(Deal& d) {
  auto& e = d.e;
  const int hand = engine::draw_hand_size(e.variant);
  const int draws = engine::betting_rounds(e.variant) - 1;
  for (int i = 0; i < d.n; ++i)
    for (int c = 0; c < hand; ++c) d.deal_to(i);

  engine::HandState st = d.start_blind_game("*** DEALING HANDS ***");
  Muck muck;
  int r = 0;
  int aggressor = d.betting_round(st);
  while (st.live_count() > 1 && r < draws && st.can_act_count() > 1) {
    draw_round(d, muck, st, ++r, hand);
    st.start_street(static_cast<Street>(r));
    aggressor = d.betting_round(st);
  }

  // Betting is over: the uncalled bet, then the draws left.
  d.settle(st);
  const bool contested = st.live_count() > 1;
  while (contested && r < draws) draw_round(d, muck, st, ++r, hand);
  d.finish(st, aggressor >= 0 ? aggressor : (e.button + 1) % d.n, evaluate);
}

}  // namespace generator

// Stud order (engine/stud_order.h): who brings in on 3rd street and whose
// showing hand opens the later streets, under each profile's
// stud_showing_tie (RULES.md R-SB-1, R-SB-3, §1.5; TRICKY_CASES.md TC-21).
#include "engine/stud_order.h"

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

namespace {

using engine::Card;
using engine::Variant;

// One player per entry, in dealing (seat) order: his up-cards as text
// ("Ah 7c"), a trailing " all-in" for a player with no chips left.
struct Table {
  std::vector<std::vector<Card>> cards;
  std::vector<bool> all_in;

  explicit Table(std::initializer_list<std::string_view> players) {
    for (std::string_view text : players) {
      const auto at = text.find(" all-in");
      all_in.push_back(at != std::string_view::npos);
      text = text.substr(0, at);
      std::vector<Card> hand;
      for (std::size_t i = 0; i < text.size(); i += 3) {
        const auto card = Card::parse(text.substr(i, 2));
        REQUIRE_MESSAGE(card.has_value(), "bad card in test data");
        hand.push_back(*card);
      }
      cards.push_back(std::move(hand));
    }
  }

  // Views into this table's cards: valid while it lives.
  std::vector<engine::UpCards> up() const {
    std::vector<engine::UpCards> out;
    for (std::size_t i = 0; i < cards.size(); ++i) out.push_back({static_cast<int>(i), cards[i], all_in[i]});
    return out;
  }
};

int bring_in(Variant v, const Table& t) { return engine::bring_in_player(v, t.up()); }

int opener(Variant v, bool hi_lo, std::string_view profile, bool tournament, const Table& t) {
  const engine::Profile* p = engine::find_profile(profile, tournament);
  REQUIRE(p != nullptr);
  return engine::showing_hand_opener(v, hi_lo, *p, t.up());
}

}  // namespace

TEST_CASE("TC-21 3rd street: the lowest up-card brings in, rank then suit, aces high, razz the highest, aces low") {
  // Seats 1..5: A-c, 2-d, 2-c, K-s, 9-h. The 2-c is the lowest card.
  const Table stud{"Ac", "2d", "2c", "Ks", "9h"};
  CHECK(bring_in(Variant::kStud7, stud) == 2);
  // Razz: K-h, K-s, Q-s, A-c, 7-d. The K-s is the highest card.
  const Table razz{"Kh", "Ks", "Qs", "Ac", "7d"};
  CHECK(bring_in(Variant::kRazz, razz) == 1);
  // The ace is high in stud (never the bring-in) and low in razz (never either).
  CHECK(bring_in(Variant::kStud7, Table{"As", "3c", "Kd"}) == 1);
  CHECK(bring_in(Variant::kRazz, Table{"Ac", "3c", "2d"}) == 1);
}

TEST_CASE("R-SB-3: the low card all-in for the ante passes the bring-in to the player on his left") {
  struct Row {
    Variant variant;
    Table table;
    int expected;
  };
  const std::vector<Row> rows{
      {Variant::kStud7, Table{"9h", "2c all-in", "5d"}, 2},
      {Variant::kStud7, Table{"9h", "5d", "2c all-in"}, 0},               // clockwise, past the last seat
      {Variant::kStud7, Table{"9h", "2c all-in", "3d all-in", "Kd"}, 3},  // the next is all-in too
      {Variant::kStud7, Table{"9h", "2c all-in", "Kd", "5d"}, 2},         // the left, not the next lowest card
      {Variant::kRazz, Table{"Ks all-in", "5d", "9c"}, 1},
      {Variant::kStud7, Table{"9h all-in", "2c all-in"}, -1},  // nobody can bet
      {Variant::kStud7, Table{}, -1},
  };
  for (const Row& r : rows) CHECK(bring_in(r.variant, r.table) == r.expected);
}

TEST_CASE("TC-21 4th street stud high: tied showing hands go by position or by suit, per profile") {
  // Seat 1 A-h 7-c, seat 2 K-d 5-c, seat 3 A-s 7-d: seats 1 and 3 tie high.
  const Table t{"Ah 7c", "Kd 5c", "As 7d"};
  // Position (RRP stud 1; WSOP-L 215): the first of them clockwise.
  CHECK(opener(Variant::kStud7, false, "robert", false, t) == 0);
  CHECK(opener(Variant::kStud7, false, "pokerstars", false, t) == 0);
  CHECK(opener(Variant::kStud7, false, "wsop", false, t) == 0);
  // Suit (TDA RP-10-D; WSOP-T 2024 stud high): the A-s.
  CHECK(opener(Variant::kStud7, false, "tda", true, t) == 2);
  CHECK(opener(Variant::kStud7, false, "wsop", true, t) == 2);
  // WSOP-T breaks ties by suit in stud high only: stud/8 goes by position.
  CHECK(opener(Variant::kStud7, true, "wsop", true, t) == 0);
  CHECK(opener(Variant::kStud7, true, "tda", true, t) == 2);
}

TEST_CASE("TC-21 4th street razz: the lowest showing hand, a tie by position or by the high card's suit") {
  // Seat 1 K-d 9-c, seat 2 6-c 4-h, seat 3 Q-h 8-h, seat 4 6-s 4-d.
  const Table t{"Kd 9c", "6c 4h", "Qh 8h", "6s 4d"};
  CHECK(opener(Variant::kRazz, false, "robert", false, t) == 1);
  CHECK(opener(Variant::kRazz, false, "wsop", false, t) == 1);
  CHECK(opener(Variant::kRazz, false, "wsop", true, t) == 1);  // WSOP-T razz: position
  CHECK(opener(Variant::kRazz, false, "pokerstars", false, t) == 1);
  CHECK(opener(Variant::kRazz, false, "tda", true, t) == 3);  // TDA RP-10-D: the 6-s
}

TEST_CASE("Showing hands rank quads > trips > two pair > pair > high cards, in razz pairs count against") {
  struct Row {
    Variant variant;
    Table table;
    int expected;
  };
  const std::vector<Row> rows{
      {Variant::kStud7, Table{"As Ks", "7c 7d"}, 1},              // a pair beats ace-king
      {Variant::kStud7, Table{"7c 7d 2s", "Ac Ad 3h"}, 1},        // the higher pair
      {Variant::kStud7, Table{"Ac Ad Kh Ks", "3c 3d 3h 2s"}, 1},  // trips beat two pair
      {Variant::kStud7, Table{"Ac Kd Qh Js", "Tc 9d 8h 7s"}, 0},  // no straight with four up-cards
      {Variant::kStud7, Table{"Ah Kh Qh Jh", "2c 2d 3h 4s"}, 1},  // no flush either
      {Variant::kStud7, Table{"Ac Kd 9h", "Ah Kc Ts"}, 1},        // high cards read down to the third
      {Variant::kRazz, Table{"3c 3d", "Ks Qs"}, 1},               // razz: a pair is worse than K-Q
      {Variant::kRazz, Table{"Ac 2d 8h", "Ad 2c 7h"}, 1},         // read from the top card down
      {Variant::kRazz, Table{"Kc 2d", "Ad Qc"}, 1},               // the ace is the lowest card
  };
  for (const Row& r : rows) CHECK(opener(r.variant, false, "robert", false, r.table) == r.expected);
}

TEST_CASE("An open pair on 4th street") {
  CHECK(engine::shows_pair(Table{"7c 7d"}.cards[0]));
  CHECK_FALSE(engine::shows_pair(Table{"7c 8d"}.cards[0]));
  CHECK(engine::shows_pair(Table{"7c 8d 8s"}.cards[0]));
}

TEST_CASE("2-7 razz (docs/games.md G-RAZZ27-3): the highest up-card brings in, the ace high, then by suit") {
  // A-h, K-s, Q-c: the ace is the highest card (in razz the K-s would be).
  const Table t{"Ks", "Ah", "Qc"};
  CHECK(bring_in(Variant::kRazz27, t) == 1);
  CHECK(bring_in(Variant::kRazz, t) == 0);
  // Two aces: the A-s before the A-h.
  CHECK(bring_in(Variant::kRazz27, Table{"Ah", "3c", "As"}) == 2);
  // The corpus hands: the A-h against 4-d, T-d, 6-c, 3-d, Q-c, 2-s; the T-c
  // against 9-c, 8-h, 4-s.
  CHECK(bring_in(Variant::kRazz27, Table{"4d", "Td", "6c", "3d", "Qc", "2s", "Ah"}) == 6);
  CHECK(bring_in(Variant::kRazz27, Table{"Tc", "9c", "8h", "4s"}) == 0);
  // All-in for the ante: the player to his left opens (R-SB-3).
  CHECK(bring_in(Variant::kRazz27, Table{"5d", "As all-in", "9c"}) == 2);
}

TEST_CASE("2-7 razz (G-RAZZ27-4): the lowest 2-7 showing hand opens, aces high, pairs against") {
  struct Row {
    Table table;
    int expected;
  };
  const std::vector<Row> rows{
      {Table{"4d Jc", "2s 8c"}, 1},                    // 8-2 before J-4
      {Table{"4d Jc 5d", "2s 8c Ks"}, 0},              // J-5-4 before K-8-2
      {Table{"9c Jd As", "8h 8d 5c", "4s Kd 6s"}, 2},  // K-6-4 before A-J-9 (the ace high) and the pair
      {Table{"Ad 2c", "Kc Qd"}, 1},                    // K-Q before A-2: in razz A-2 would open
      {Table{"3c 3d", "Ks Qs"}, 1},                    // a pair is worse than K-Q
  };
  for (const Row& r : rows) CHECK(opener(Variant::kRazz27, false, "robert", false, r.table) == r.expected);
  CHECK(opener(Variant::kRazz, false, "robert", false, Table{"Ad 2c", "Kc Qd"}) == 0);
  // Ties by position under suit_stud_high_only, as in razz (pokerstars,
  // WSOP-T); TDA RP-10-D by suit.
  const Table tie{"7c 4h", "7s 4d"};
  CHECK(opener(Variant::kRazz27, false, "wsop", true, tie) == 0);
  CHECK(opener(Variant::kRazz27, false, "tda", true, tie) == 1);
}

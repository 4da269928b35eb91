// PokerStars hand descriptions. Every table row below restates a line of a
// real PokerStars log from the corpus (hole cards, board, and the text in
// parentheses of a `shows [..] (...)` line, or after `and won/lost with`).
#include "validators/hand_description.h"

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "engine/hand_eval.h"
#include "tests/support/card_text.h"

namespace {

using engine::Card;

using card_text::cards;

// How the shown cards make a hand.
enum class Game : std::uint8_t {
  kHoldem,  // best 5 of hole + board
  kOmaha,   // exactly 2 hole + 3 board
  kStud,    // best 5 of the shown cards (stud's 7, a draw hand's 5)
};

engine::HighValue high_hand(Game game, std::string_view hole, std::string_view board) {
  auto h = cards(hole);
  const auto b = cards(board);
  switch (game) {
    case Game::kHoldem:
      h.insert(h.end(), b.begin(), b.end());
      return engine::best_high(h);
    case Game::kOmaha: return engine::best_omaha_high(h, b);
    case Game::kStud: return engine::best_high(h);
  }
  return {};
}

struct HighRow {
  Game game;
  const char* hole;
  const char* board;
  const char* logged;    // as written in the log
  const char* expected;  // pokerstars_high_description: the text without a kicker clause
};

// clang-format off
const std::vector<HighRow> kHighRows = {
  {Game::kHoldem, "4s 5h", "5d 4d 7h Qd Jh", "two pair, Fives and Fours", "two pair, Fives and Fours"},
  {Game::kHoldem, "Jd Kd", "5d 4d 7h Qd Jh", "a flush, King high", "a flush, King high"},
  {Game::kHoldem, "As 9d", "5d 4d 7h Qd Jh", "high card Ace", "high card Ace"},
  {Game::kHoldem, "3d 3c", "8s 6s Td Ac 4h", "a pair of Threes", "a pair of Threes"},
  {Game::kHoldem, "Jh Qh", "Js 8c Th Jc 8d", "a full house, Jacks full of Eights", "a full house, Jacks full of Eights"},
  {Game::kHoldem, "Qd Jc", "3d 8s 9c Qc Th", "a straight, Eight to Queen", "a straight, Eight to Queen"},
  {Game::kHoldem, "4c 7s", "2c Ah 5c 4h 3d", "a straight, Ace to Five", "a straight, Ace to Five"},
  {Game::kHoldem, "6d 5s", "Ad 4c Kc 2h 3d", "a straight, Deuce to Six", "a straight, Deuce to Six"},
  {Game::kHoldem, "6h 9h", "5d Th Jh 8h Qh", "a straight flush, Eight to Queen", "a straight flush, Eight to Queen"},
  {Game::kHoldem, "7s 7d", "Kd 7c Qc 7h Ac", "four of a kind, Sevens", "four of a kind, Sevens"},
  // Kicker clauses: the winner names its kickers down to the deciding one.
  {Game::kHoldem, "Ah 5c", "Qs Jd 2h 2s 4s", "a pair of Deuces - Ace kicker", "a pair of Deuces"},
  {Game::kHoldem, "Jd Td", "2d 2h 7s 5h 3c", "a pair of Deuces - Jack+Ten kicker", "a pair of Deuces"},
  {Game::kHoldem, "Ad Jd", "4s 7d Ks 5c 7s", "a pair of Sevens - Ace+King+Jack kicker", "a pair of Sevens"},
  {Game::kHoldem, "Ts Ad", "Kd Jc 4h 8s 2c", "high card Ace - King+Jack+Ten kicker", "high card Ace"},
  {Game::kHoldem, "Jh Th", "2c 2h 4s 8s 2s", "three of a kind, Deuces - Jack kicker", "three of a kind, Deuces"},
  {Game::kHoldem, "Qc Jd", "Kd 7h Kh Js 4c", "two pair, Kings and Jacks - Queen kicker", "two pair, Kings and Jacks"},
  {Game::kHoldem, "Qc Ad", "9d 3s Ac 4s 9s", "two pair, Aces and Nines - lower kicker", "two pair, Aces and Nines"},
  {Game::kHoldem, "Td Qc", "Kh 4c 8d 7s 9c", "high card King - lower kicker", "high card King"},
  {Game::kHoldem, "Kd 6c", "6d 5d Qh 8c 6s", "three of a kind, Sixes - lower kicker", "three of a kind, Sixes"},
  {Game::kHoldem, "Ac 2d", "Ad Jd Qd 4c Td", "a flush, Ace high - lower cards", "a flush, Ace high"},
  {Game::kHoldem, "8d Ks", "Ad Jd Qd 4c Td", "a flush, Ace high - Eight higher", "a flush, Ace high"},
  // Omaha (4, 5 and 6 hole cards).
  {Game::kOmaha, "8c 7c 9s 6d", "9h 9c 9d 4d Qd", "four of a kind, Nines", "four of a kind, Nines"},
  {Game::kOmaha, "As 5h 4s Ad Jd", "Ah 5c 8d Qc 4h", "three of a kind, Aces", "three of a kind, Aces"},
  {Game::kOmaha, "7d 6s 9s 7h", "7s 3s Qc 8d 3h", "a full house, Sevens full of Threes", "a full house, Sevens full of Threes"},
  {Game::kOmaha, "Th Ad Jd Jh", "8c 7c As 9c Kd", "a straight, Seven to Jack", "a straight, Seven to Jack"},
  {Game::kOmaha, "Js 3s 2d As 4d Kd", "Jd 7c 2h 7h 3d", "two pair, Jacks and Sevens - Ace kicker", "two pair, Jacks and Sevens"},
  // Omaha hi/lo: only the HI half is checked by description_matches.
  {Game::kOmaha, "Jc 3h 2s Qc", "Ac 5s Js 8c Jd", "HI: three of a kind, Jacks - Ace+Queen kicker; LO: 8,5,3,2,A", "three of a kind, Jacks"},
  {Game::kOmaha, "Ks Ts 3s 5s", "8c 2h 6h 7d Qs", "HI: high card King; LO: 7,6,5,3,2", "high card King"},
  {Game::kOmaha, "Qs 6h 6s 8h", "9h Ts 8d 5h 4h", "HI: a flush, Nine high", "a flush, Nine high"},
  // Stud and five-card draw.
  {Game::kStud, "Tc Kh As Jd Qd 2s 9c", "", "a straight, Ten to Ace", "a straight, Ten to Ace"},
  {Game::kStud, "5h 5c 2s As 5d Ah 4d", "", "a full house, Fives full of Aces", "a full house, Fives full of Aces"},
  {Game::kStud, "Qs 3s Js 6s Ad 4s 2s", "", "a flush, Queen high", "a flush, Queen high"},
  {Game::kStud, "Td Th 6h 4h Ks", "", "a pair of Tens", "a pair of Tens"},
  {Game::kStud, "Jd Ks Jc Kc Kh", "", "a full house, Kings full of Jacks", "a full house, Kings full of Jacks"},
};
// clang-format on

TEST_CASE("high descriptions of real PokerStars lines") {
  for (const HighRow& row : kHighRows) {
    CAPTURE(row.hole);
    CAPTURE(row.board);
    CAPTURE(row.logged);
    const auto value = high_hand(row.game, row.hole, row.board);
    CHECK(validators::pokerstars_high_description(value) == row.expected);
    CHECK(validators::description_matches(row.logged, value));
    // Logs carry CRLF and trailing blanks.
    CHECK(validators::description_matches(std::string(row.logged) + " \r", value));
  }
}

TEST_CASE("descriptions that must not match") {
  struct Row {
    Game game;
    const char* hole;
    const char* board;
    const char* logged;
  };
  // clang-format off
  const std::vector<Row> rows = {
    // A converted (not PokerStars-written) log in the corpus: the hand is a
    // six-to-ten straight, and no straight runs "Nine to Six".
    {Game::kOmaha, "7s 6h Td 9c", "8h 7h 4d As 9d", "a straight, Nine to Six"},
    {Game::kHoldem, "Ah 5c", "Qs Jd 2h 2s 4s", "a pair of Deuces - King kicker"},       // kicker is an ace
    {Game::kHoldem, "Jd Td", "2d 2h 7s 5h 3c", "a pair of Deuces - Ten kicker"},        // must start at the top kicker
    {Game::kHoldem, "Jd Td", "2d 2h 7s 5h 3c", "a pair of Deuces - Jack+Ten+Seven+Five kicker"},  // too many
    {Game::kHoldem, "Jh Qh", "Js 8c Th Jc 8d", "a full house, Jacks full of Eights - Ace kicker"},  // no kickers
    {Game::kHoldem, "4s 5h", "5d 4d 7h Qd Jh", "two pair, Fours and Fives"},           // high pair first
    {Game::kHoldem, "4c 7s", "2c Ah 5c 4h 3d", "a straight, Deuce to Six"},
    {Game::kHoldem, "4c 7s", "2c Ah 5c 4h 3d", "a straight, Five to Ace"},
    {Game::kHoldem, "Jd Kd", "5d 4d 7h Qd Jh", "a flush, King high - Ace higher"},
    {Game::kHoldem, "Jd Kd", "5d 4d 7h Qd Jh", "a flush"},
    {Game::kHoldem, "3d 3c", "8s 6s Td Ac 4h", "a pair of Threes extra"},
    {Game::kHoldem, "3d 3c", "8s 6s Td Ac 4h", "a pair of threes"},
    {Game::kHoldem, "3d 3c", "8s 6s Td Ac 4h", ""},
  };
  // clang-format on
  for (const Row& row : rows) {
    CAPTURE(row.logged);
    CHECK_FALSE(validators::description_matches(row.logged, high_hand(row.game, row.hole, row.board)));
  }
}

TEST_CASE("royal flush and wheel straight flush") {
  const auto royal = engine::best_high(cards("Ah Kh Qh Jh Th 2c 3d"));
  CHECK(validators::pokerstars_high_description(royal) == "a Royal Flush");
  CHECK(validators::description_matches("a Royal Flush", royal));
  CHECK(validators::description_matches("a straight flush, Ten to Ace", royal));
  const auto steel_wheel = engine::best_high(cards("5s 4s 3s 2s As"));
  CHECK(validators::pokerstars_high_description(steel_wheel) == "a straight flush, Ace to Five");
}

struct LowRow {
  const char* hand;  // razz / stud-8: 7 cards; 2-7 draw: 5 cards; Omaha: hole
  const char* board;
  const char* logged;
  const char* expected;
};

TEST_CASE("A-5 low descriptions of real razz, stud/8 and O/8 lines") {
  // clang-format off
  const std::vector<LowRow> razz = {
    {"3c Ac 5s 2h Th Js 5h", "", "Lo: T,5,3,2,A", "T,5,3,2,A"},
    {"6h 8h 3d Ad Ac Kh 8c", "", "Lo: K,8,6,3,A", "K,8,6,3,A"},
    {"3d 2s As 6s 5c 5d 2d", "", "Lo: 6,5,3,2,A", "6,5,3,2,A"},
    {"2h 8d Kh 6h 3d 6d 4h", "", "Lo: 8,6,4,3,2", "8,6,4,3,2"},
  };
  const std::vector<LowRow> stud8 = {
    {"4d 3c Ah 9s 2c 6d 8c", "", "HI: high card Ace; LO: 6,4,3,2,A", "6,4,3,2,A"},
    {"7h 2h 4c Jc 5h 7s 8c", "", "HI: a pair of Sevens; LO: 8,7,5,4,2", "8,7,5,4,2"},
    {"7c 3s 5h Qc Kc 6d 4d", "", "HI: a straight, Three to Seven; LO: 7,6,5,4,3", "7,6,5,4,3"},
  };
  const std::vector<LowRow> omaha8 = {
    {"Jc 3h 2s Qc", "Ac 5s Js 8c Jd", "HI: three of a kind, Jacks - Ace+Queen kicker; LO: 8,5,3,2,A", "8,5,3,2,A"},
    {"Ks Ts 3s 5s", "8c 2h 6h 7d Qs", "HI: high card King; LO: 7,6,5,3,2", "7,6,5,3,2"},
    {"9c 5c 2d Ah", "9h Ts 8d 5h 4h", "HI: two pair, Nines and Fives; LO: 8,5,4,2,A", "8,5,4,2,A"},
    {"7c 6s 7h As", "5h 4d 2d Jd 6h", "HI: a pair of Sevens; LO: 6,5,4,2,A", "6,5,4,2,A"},
  };
  // clang-format on
  for (const LowRow& row : razz) {
    CAPTURE(row.logged);
    const auto low = engine::best_a5_low(cards(row.hand), /*eight_or_better=*/false);
    REQUIRE(low.has_value());
    CHECK(validators::pokerstars_low_description(*low) == row.expected);
    CHECK(validators::low_description_matches(row.logged, *low));
  }
  for (const LowRow& row : stud8) {
    CAPTURE(row.logged);
    const auto low = engine::best_a5_low(cards(row.hand), /*eight_or_better=*/true);
    REQUIRE(low.has_value());
    CHECK(validators::pokerstars_low_description(*low) == row.expected);
    CHECK(validators::low_description_matches(row.logged, *low));
  }
  for (const LowRow& row : omaha8) {
    CAPTURE(row.logged);
    const auto low = engine::best_omaha_low(cards(row.hand), cards(row.board));
    REQUIRE(low.has_value());
    CHECK(validators::pokerstars_low_description(*low) == row.expected);
    CHECK(validators::low_description_matches(row.logged, *low));
    CHECK(validators::description_matches(row.logged, engine::best_omaha_high(cards(row.hand), cards(row.board))));
  }
  // A made razz hand uses the high wording.
  const auto paired = engine::best_a5_low(cards("8s 8d Kc Kd Qh Qs 9c"), false);
  REQUIRE(paired.has_value());
  CHECK(validators::pokerstars_low_description(*paired) == "a pair of Eights");
  CHECK(validators::low_description_matches("Lo: a pair of Eights", *paired));
  const auto two_pair = engine::best_a5_low(cards("8s 8d Kc Kd Qh Qs Qc"), false);
  REQUIRE(two_pair.has_value());
  CHECK(validators::pokerstars_low_description(*two_pair) == "two pair, Queens and Eights");
  CHECK_FALSE(validators::low_description_matches("Lo: 8,6,4,3,A", *engine::best_a5_low(cards("8s 6d 4c 2h As Kd Qc"), false)));
}

TEST_CASE("2-7 low descriptions of real draw lines") {
  // clang-format off
  const std::vector<LowRow> rows = {
    {"Ks 9d 5h 2d Kd", "", "Lo: a pair of Kings", "a pair of Kings"},
    {"5d 4h 8h 7d 6h", "", "Lo: a straight, Four to Eight", "a straight, Four to Eight"},
    {"Qh 8h 3d 6c 7c", "", "Lo: Q,8,7,6,3", "Q,8,7,6,3"},
    {"5c 4c 3d 2s 7c", "", "Lo: 7,5,4,3,2", "7,5,4,3,2"},
    {"2d Th 3d 6h 5c", "", "Lo: T,6,5,3,2", "T,6,5,3,2"},
    {"8h 3c 4s 8d 7d", "", "Lo: a pair of Eights", "a pair of Eights"},
  };
  // clang-format on
  for (const LowRow& row : rows) {
    CAPTURE(row.logged);
    const auto low = engine::best_27_low(cards(row.hand));
    CHECK(validators::pokerstars_low_description(low) == row.expected);
    CHECK(validators::low_description_matches(row.logged, low));
  }
  // Ace-five is ace high under 2-7.
  CHECK(validators::pokerstars_low_description(engine::best_27_low(cards("As 5d 4c 3h 2s"))) == "A,5,4,3,2");
}

TEST_CASE("badugi descriptions of real lines") {
  struct Row {
    const char* hand;
    const char* logged;
  };
  // clang-format off
  const std::vector<Row> rows = {
    {"8c 5d 7s Th", "Badugi: T,8,7,5"},
    {"8s 3d Ac 4h", "Badugi: 8,4,3,A"},
    {"Tc 3s 2s 7h", "3-card: T,7,2"},
    {"Ac Kd 6c Kc", "2-card: K,A"},
  };
  // clang-format on
  for (const Row& row : rows) {
    CAPTURE(row.logged);
    CHECK(validators::pokerstars_badugi_description(engine::best_badugi(cards(row.hand))) == row.logged);
  }
}

}  // namespace

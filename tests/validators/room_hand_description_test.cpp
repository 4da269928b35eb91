// Full Tilt's, the Winning Poker Network's, CoinPoker's, Seals With Clubs',
// Everleaf's, Enet's, Cake's and PKR's hand descriptions. Each row restates
// a line of a real log of that room in the corpus (the shown cards, the
// board, and the words after "shows [..]", "and won/lost with", "has" ...)
// unless it says the cards are ours: the categories a room's corpus lacks.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/hand_eval.h"
#include "tests/support/card_text.h"
#include "validators/hand_description.h"

namespace {

using card_text::cards;

// Two hole cards play any five of seven; four play exactly two (Omaha).
engine::HighValue made(std::string_view hole, std::string_view board) {
  auto h = cards(hole);
  const auto b = cards(board);
  if (h.size() == 4) return engine::best_omaha_high(h, b);
  h.insert(h.end(), b.begin(), b.end());
  return engine::best_high(h);
}

struct Row {
  const char* hole;
  const char* board;
  const char* logged;   // as written in the log
  const char* wording;  // the room's own text for the made hand
};

// Each row's cards make the hand that `describe` words as the row does, and
// the room's matcher (validators::high_wording(format)) takes the line as
// logged, with a line end after it too.
void check_rows(const std::vector<Row>& rows, std::string_view format,
                std::string (*describe)(const engine::HighValue&)) {
  for (const Row& row : rows) {
    CAPTURE(row.logged);
    const auto value = made(row.hole, row.board);
    CHECK(describe(value) == row.wording);
    const validators::HighWording& room = validators::high_wording(format);
    CHECK(room.matches(row.logged, value, false));
    CHECK(room.matches(std::string(row.logged) + "\r", value, false));
  }
}

}  // namespace

TEST_CASE("hand descriptions: Full Tilt's wording of real lines, hi/lo halves in its three forms") {
  // clang-format off
  const std::vector<Row> rows = {
    {"Jc 8d", "Kh Js 9s Ks Kc", "a full house, Kings full of Jacks", "a full house, Kings full of Jacks"},
    {"9s 9h", "5s 2d 9d Ks 7c", "three of a kind, Nines", "three of a kind, Nines"},
    {"Js Ac", "2d As Qc Kc Td", "a straight, Ace high", "a straight, Ace high"},
    {"9h Ts", "As Qh 6h 9d Tc", "two pair, Tens and Nines", "two pair, Tens and Nines"},
    {"2c As", "Kc Ts 5d Qh 7s", "Ace King high", "Ace King high"},
    {"5d Td", "8d 6c 7d Jd 9d", "a straight flush, Jack high", "a straight flush, Jack high"},
    {"Ad 5d", "Jd 7d Jc 9d 9c", "a flush, Ace high", "a flush, Ace high"},
    {"Js 6c 7d Ac", "Qc 8d 9h Ks 6h", "a pair of Sixes", "a pair of Sixes"},
    {"Ks 8c Ac 5c", "Ah 2s 7h Tc Qc", "HI: a pair of Aces; LO: 8,7,5,2,A", "a pair of Aces"},
    {"9s 6d 7s 4c", "As Kc 2d 8c 5c", "HI: Ace King high; LO: 6,5,4,2,A", "Ace King high"},
    {"9c Qh Ah Js", "2h 3c Jh Kh 8d", "a flush, Ace high, for high", "a flush, Ace high"},
    {"5d 3h 4c Kd", "2h 3c Jh Kh 8d", "two pair, Kings and Threes, for high and 8,5,4,3,2, for low",
     "two pair, Kings and Threes"},
    // Deuces are "Twos" (the words of a real line; the cards are ours).
    {"Qd Qs", "2c 2h 7s 9d 4c", "two pair, Queens and Twos", "two pair, Queens and Twos"},
  };
  // clang-format on
  check_rows(rows, "fulltilt", validators::fulltilt_high_description);
  // PokerStars' wording, a wrong top card, a wrong second card, a low half alone.
  const auto straight = made("Js Ac", "2d As Qc Kc Td");
  CHECK_FALSE(validators::fulltilt_description_matches("a straight, Ten to Ace", straight));
  CHECK_FALSE(validators::fulltilt_description_matches("a straight, King high", straight));
  CHECK_FALSE(validators::fulltilt_description_matches("Ace Queen high", made("2c As", "Kc Ts 5d Qh 7s")));
  CHECK_FALSE(validators::fulltilt_description_matches("a pair of Deuces", made("2c 2d", "Kc Ts 5d Qh 7s")));
}

TEST_CASE("hand descriptions: WPN's wording of real lines, and the five cards it names must make the hand") {
  // clang-format off
  const std::vector<Row> rows = {
    {"Kd Qd 5s Js", "Jc 7h 6s 9h 8c", "a pair of Jacks [Js Jc Kd 9h 8c]", "a pair of Jacks"},
    {"Ah Jh 3d Td", "Jc 7h 6s 9h 8c", "a straight, Jack high [Jh Td 9h 8c 7h]", "a straight, Jack high"},
    {"Ks 4c Js Jc", "7s 9d 9c Jd 5h", "a full house, Jacks full of Nines [Js Jd Jc 9d 9c]",
     "a full house, Jacks full of Nines"},
    {"4h 4c 7d 6c", "Kc Kh 3c 5d Jc", "a flush, King high [Kc Jc 6c 4c 3c]", "a flush, King high"},
    {"5c 5s", "8s 4c 2c Td 5d", "three of a kind, Set of Fives [5s 5d 5c Td 8s]", "three of a kind, Set of Fives"},
    {"Jh Ac", "8s 4c 2c Td 5d", "a high card, Ace high [Ac Jh Td 8s 5d]", "a high card, Ace high"},
    {"7d 6d", "As 6c Qh 3s 2c", "a pair of Sixs [6d 6c As Qh 7d]", "a pair of Sixs"},
    {"Tc 4s 3h Qd", "5d 4h As Js 2h", "HI - a straight, Five high [5d 4s 3h 2h As] | LO - [5,4,3,2,1]",
     "a straight, Five high"},
    {"Kc Jc 2h 3s", "8d Jh 9d 5s 2c", "HI - two pair, Jacks and Deuces [Jh Jc 2h 2c 9d]", "two pair, Jacks and Deuces"},
  };
  // clang-format on
  check_rows(rows, "wpn", validators::wpn_high_description);
  const auto pair = made("Kd Qd 5s Js", "Jc 7h 6s 9h 8c");
  // The words without the cards still match; the cards of another hand, or
  // four cards, or another rank in the words do not.
  CHECK(validators::wpn_description_matches("a pair of Jacks", pair, false));
  CHECK_FALSE(validators::wpn_description_matches("a pair of Jacks [Js Jc Kd 9h 9c]", pair, false));
  CHECK_FALSE(validators::wpn_description_matches("a pair of Jacks [Js Jc Kd 9h]", pair, false));
  CHECK_FALSE(validators::wpn_description_matches("a pair of Nines [Js Jc Kd 9h 8c]", pair, false));
  CHECK_FALSE(validators::wpn_description_matches("a pair of Jacks [Js Jc Kd 9h 8c] extra", pair, false));
  // The ace-high straight flush, in the words our own files use and the
  // straight flush's.
  const auto royal = made("4h 5h", "As Ks Qs Js Ts");
  CHECK(validators::wpn_high_description(royal) == "a royal flush");
  CHECK(validators::wpn_description_matches("a royal flush [As Ks Qs Js Ts]", royal, false));
  CHECK(validators::wpn_description_matches("a straight flush, Ace high [As Ks Qs Js Ts]", royal, false));
  CHECK_FALSE(validators::wpn_description_matches("a royal flush", made("9s 8s", "Ks Qs Js Ts 2c"), false));
}

TEST_CASE("hand descriptions: WPN's classic layout, its words of real lines and the kicker it may name") {
  // clang-format off
  const std::vector<Row> rows = {
    {"5c Jh 8c Jd", "6d 7d 7c Kc 6h", "Two pairs. Js and 7s", "Two pairs. Js and 7s"},
    {"Ks Ad", "7d 9d 9h 7s Tc", "Two pairs. 9s and 7s (kicker A)", "Two pairs. 9s and 7s"},
    {"As 6c", "Kh 9s 5d 9d 2h", "One pair of 9s (kicker A)", "One pair of 9s"},
    {"6h 7s", "Kh 9s 5d 9d 2h", "One pair of 9s", "One pair of 9s"},
    {"Td 3d", "7c Qd Kd Ad Js", "Flush, A high", "Flush, A high"},
    {"3c 6h 7d 8c", "9h Td 7c Ah 3s", "Straight to 10", "Straight to 10"},
    {"Th Js Tc 5c", "Qd 4d 7d Jc Td", "Three Of Kind of 10s", "Three Of Kind of 10s"},
    {"8c 3c", "3h 4s 3d 8s Jc", "Full House (3/8)", "Full House (3/8)"},
    // "High card K" (Jc Kd) was shown on a hand with no board; ours has one.
    {"Jc Kd", "2c 5d 8h 9s 3c", "High card K", "High card K"},
  };
  // clang-format on
  check_rows(rows, "wpn", validators::wpn_classic_high_description);
  // The wrong kicker, a kicker where the hand has none, another pair.
  const auto nines = made("As 6c", "Kh 9s 5d 9d 2h");
  CHECK_FALSE(validators::wpn_description_matches("One pair of 9s (kicker K)", nines, false));
  CHECK_FALSE(validators::wpn_description_matches("One pair of 8s", nines, false));
  const auto full_house = made("8c 3c", "3h 4s 3d 8s Jc");
  CHECK_FALSE(validators::wpn_description_matches("Full House (3/8) (kicker J)", full_house, false));
  CHECK_FALSE(validators::wpn_description_matches("Full House (8/3)", full_house, false));
}

TEST_CASE("hand descriptions: CoinPoker's wording names the category alone") {
  // clang-format off
  const std::vector<Row> rows = {
    // Hand #132077200001: 3420147a's flush, Hero's two pair; #132080300053: the next three;
    // #108166800316 (run twice): the full house; #108805901372: the four of a kind.
    {"4h Ah", "7h Jh Qh 4d Qs", "Flush", "Flush"},
    {"Jc Kd", "7h Jh Qh 4d Qs", "Two Pair", "Two Pair"},
    {"Jh Jd", "4c 5d Jc Ah 9s", "Three Of A Kind", "Three Of A Kind"},
    {"Ks Ts", "4c 5d Jc Ah 9s", "High Card", "High Card"},
    {"As Qd", "4c 5d Jc Ah 9s", "One Pair", "One Pair"},
    {"7c 7h", "7d 4s 6h 6d Qs", "Full House", "Full House"},
    {"Jh Jd", "8s Qh Js Jc 8c", "Four Of A Kind", "Four Of A Kind"},
  };
  // clang-format on
  check_rows(rows, "coinpoker", validators::coinpoker_high_description);
  // Another category, and PokerStars' wording, are not CoinPoker's.
  CHECK_FALSE(validators::coinpoker_description_matches("Two Pair", made("As Qd", "4c 5d Jc Ah 9s")));
  CHECK_FALSE(validators::coinpoker_description_matches("a pair of Aces", made("As Qd", "4c 5d Jc Ah 9s")));
}

TEST_CASE("hand descriptions: Seals With Clubs' wording, the kickers after a plus") {
  // clang-format off
  const std::vector<Row> rows = {
    // LHE-6max-mBTC-2.00-4.00-201305, NLHE-6max-mBTC-1.00-2.00-201304 and
    // NLHE-9max-mBTC-1.00-1.00-201304.side.pot.
    {"5s Ts", "2d Qc 6c 3h 2h", "a Pair of Deuces +QT6", "a pair of Deuces +QT6"},
    {"6d 4d", "Td 3h 5s Ah Kh", "High Card Ace +KT65", "high card Ace +KT65"},
    {"Td Tc", "5h 5d Kh 6s 8h", "Two Pair, Tens and Fives +K", "two pair, Tens and Fives +K"},
  };
  // clang-format on
  check_rows(rows, "sealswithclubs", validators::sealswithclubs_high_description);
  // Wrong kickers, and the words without them.
  CHECK_FALSE(validators::sealswithclubs_description_matches("a Pair of Deuces +QJ7", made("5s Ts", "2d Qc 6c 3h 2h")));
  CHECK_FALSE(validators::sealswithclubs_description_matches("a Pair of Deuces", made("5s Ts", "2d Qc 6c 3h 2h")));
}

TEST_CASE("hand descriptions: Everleaf's lower-case wording of real lines") {
  // clang-format off
  const std::vector<Row> rows = {
    // NLHE-10max-USD-0.01-0.02-201008.2Way.All-in.pre, TID_1337923-1, TID_1627660-1, FLO8-10max-USD-0.50-1.00-201003.
    {"4c 4d", "6d Jc Js 3d 9d", "two pairs, jacks and fours", "two pairs, jacks and fours"},
    {"5s Td", "6d Jc Js 3d 9d", "a pair of jacks", "a pair of jacks"},
    {"8s Kh", "2c 5d 9h Jd 4s", "high card king", "high card king"},
    {"Ad Ac", "As Kh Qd 7c 2s", "three of a kind, aces", "three of a kind, aces"},
    {"Kh Qd", "Jh Ts As 4c 2d", "a straight, ace high", "a straight, ace high"},
    {"7h As 6h 3c", "7c 4h Ks 8h Qh", "a flush, queen high", "a flush, queen high"},
    {"9s Jc 6c 9c", "9d 5s 5h Kc 2d", "a full house, nines full of fives", "a full house, nines full of fives"},
    // Deuces are "twos" (FLO8-10max-USD-0.50-1.00-201003, hand #148736049's table).
    {"Ts 2h 3d As", "2c 2s Jh 7d 9c", "three of a kind, twos", "three of a kind, twos"},
  };
  // clang-format on
  check_rows(rows, "everleaf", validators::everleaf_high_description);
  // PokerStars' and Full Tilt's words are not Everleaf's.
  const auto two_pair = made("4c 4d", "6d Jc Js 3d 9d");
  CHECK_FALSE(validators::everleaf_description_matches("two pair, Jacks and Fours", two_pair));
  CHECK_FALSE(validators::everleaf_description_matches("two pair, jacks and fours", two_pair));
  CHECK_FALSE(validators::everleaf_description_matches("two pairs, jacks and nines", two_pair));
}

TEST_CASE("hand descriptions: Enet's wording of real lines, ranks plural throughout") {
  // clang-format off
  const std::vector<Row> rows = {
    // PLO-6max-USD-0.25-0.50-201207.side.pot.failure, PLO-6max-USD-0.25-0.50-201207,
    // PLO-9max-EUR-0.10-0.25-201207.bad.collected, PLO-9max-USD-0.10-0.25-201208.
    {"5c Jc 5h Js", "Td 4h 7d 2d Kc", "A Pair, Jacks", "A Pair, Jacks"},
    {"Kh 3s Th Ks", "Td 4h 7d 2d Kc", "Three of a kind, Kings", "Three of a kind, Kings"},
    {"9d Jd 2d Td", "9c 2c Qd 8s Ac", "Straight, Queens high", "Straight, Queens high"},
    {"2h 4s Jh 4c", "8h 2s Td 2c 6s", "Three of a kind, Twos", "Three of a kind, Twos"},
    {"9h 3c As Ah", "8h 2s Td 2c 6s", "Two Pairs, Aces and Twos", "Two Pairs, Aces and Twos"},
    {"Jd 8s Ad 2s", "4s 2d 3h 5h Qc", "Straight, Fives high", "Straight, Fives high"},
    // Ours: the categories the corpus lacks, in the others' wording.
    {"As 9d", "Kd Jc 4h 8s 2c", "High card, Aces", "High card, Aces"},
    {"Ad 5d", "Jd 7d Jc 9d 3c", "Flush, Aces high", "Flush, Aces high"},
    {"Jh Qh", "Js 8c Th Jc 8d", "Full house, Jacks full of Eights", "Full house, Jacks full of Eights"},
    {"7s 7d", "Kd 7c Qc 7h Ac", "Four of a kind, Sevens", "Four of a kind, Sevens"},
    {"6h 9h", "5d Th Jh 8h Qh", "Straight flush, Queens high", "Straight flush, Queens high"},
    {"Ah Kh", "Qh Jh Th 2c 3d", "Royal flush", "Straight flush, Aces high"},
  };
  // clang-format on
  check_rows(rows, "enet", validators::enet_high_description);
  // A rank singular, another letter case: the same words.
  const auto trips = made("Kh 3s Th Ks", "Td 4h 7d 2d Kc");
  CHECK(validators::enet_description_matches("Three of a kind, King", trips));
  CHECK(validators::enet_description_matches("three of a kind, kings", trips));
  // Another category, another rank, a second rank where there is none.
  CHECK_FALSE(validators::enet_description_matches("A Pair, Kings", trips));
  CHECK_FALSE(validators::enet_description_matches("Three of a kind, Tens", trips));
  CHECK_FALSE(validators::enet_description_matches("Three of a kind, Kings and Tens", trips));
  const auto two_pair = made("9h 3c As Ah", "8h 2s Td 2c 6s");
  CHECK_FALSE(validators::enet_description_matches("Two Pairs, Aces and Eights", two_pair));
  CHECK_FALSE(validators::enet_description_matches("Two Pairs, Twos and Aces", two_pair));
  CHECK_FALSE(validators::enet_description_matches("Straight, Fives high", made("9d Jd 2d Td", "9c 2c Qd 8s Ac")));
  CHECK_FALSE(validators::enet_description_matches("Royal flush", made("6h 9h", "5d Th Jh 8h Qh")));
}

TEST_CASE("hand descriptions: Cake's wording of real show, payout and muck lines") {
  // clang-format off
  const std::vector<Row> rows = {
    // NLHE-6-max-0.05-0.10-201108.Sample, NLHE-10max-9-USD-201202.new.format,
    // NLHE-USD-2-STT-201205.thousand.delimiter, LHE-FR-0.02-0.04-201105.All-in,
    // NLHE-6max-USD-0.25-0.50-201004.new.showdown.formats, NLHE-10max-40-USD-201201.ticketcash,
    // NLHE-play-1-2-201205.
    {"6h Th", "6d 7c 4s Ts As", "Two Pairs Tens and Sixes  ", "Two Pairs Tens and Sixes"},
    {"4h 4c", "2d 4d 5s Qh 8c", "Three of a Kind Fours  ", "Three of a Kind Fours"},
    {"8c Ad", "Th 9h 3s 6c Ks", "High card Ace  ", "High card Ace"},
    {"Kc 7h", "9c Kh Jd 3h Qs", "Pair of Kings  ", "Pair of Kings"},
    {"4h Jh", "Jd 8h Jc 8c 9s", "Full House Jacks full of Eights", "Full House Jacks full of Eights"},
    {"Th Kh", "Jh 5d 5h 5s 9h", "Flush King high", "Flush King high"},
    {"8s 7s", "As 8c 9s 3d 2s", "Flush, Ace high", "Flush Ace high"},
    {"7h 5c", "6d 8c 4s Qd 2h", "Straight Eight high", "Straight Eight high"},
    {"Kh Js", "Ac Ad 9h 7s 6s", "Pair of Aces with King, Jack kickers", "Pair of Aces"},
    // Muck lines: the category in one word.
    {"Td Qd", "6d 7c 4s Ts As", "Pair", "Pair of Tens"},
    {"4h 7h", "Th 9h 3s 6c Ks", "HighCard", "High card King"},
    {"8s 9h", "Jd 8h Jc 8c 9s", "FullHouse", "Full House Eights full of Jacks"},
    // Ours: the categories the corpus lacks, in the others' wording.
    {"7s 7d", "Kd 7c Qc 7h Ac", "Four of a Kind Sevens", "Four of a Kind Sevens"},
    {"6h 9h", "5d Th Jh 8h Qh", "Straight Flush Queen high", "Straight Flush Queen high"},
    {"Ah Kh", "Qh Jh Th 2c 3d", "Royal Flush", "Royal Flush"},
    {"Kh 9h", "Qh Jh Th 2c 3d", "StraightFlush", "Straight Flush King high"},
  };
  // clang-format on
  check_rows(rows, "cake", validators::cake_high_description);
  // Another category or rank, in words or in one word; kickers that are
  // not the hand's own from the top.
  const auto trips = made("4h 4c", "2d 4d 5s Qh 8c");
  CHECK_FALSE(validators::cake_description_matches("Two Pairs Fours and Deuces", trips));
  CHECK_FALSE(validators::cake_description_matches("Three of a Kind Fives", trips));
  CHECK_FALSE(validators::cake_description_matches("TwoPair", trips));
  const auto aces = made("Kh Js", "Ac Ad 9h 7s 6s");
  CHECK(validators::cake_description_matches("Pair of Aces with King kicker", aces));
  CHECK_FALSE(validators::cake_description_matches("Pair of Aces with Jack kicker", aces));
  CHECK_FALSE(validators::cake_description_matches("Pair of Aces with King, Nine kickers", aces));
  CHECK_FALSE(validators::cake_description_matches("Pair of Aces with King, Jack, Nine, Seven kickers", aces));
  CHECK_FALSE(validators::cake_description_matches("Pair of Kings with Ace, Jack kickers", aces));
  CHECK_FALSE(validators::cake_description_matches("Full House Eights full of Jacks", made("4h Jh", "Jd 8h Jc 8c 9s")));
}

TEST_CASE("hand descriptions: PKR's wording of real lines, low ranks in digits") {
  // clang-format off
  const std::vector<Row> rows = {
    // NLHE-10max-USD-0.02-0.04-201206, PLO-6max-USD-0.02-0.04-201205,
    // NLHE-USD-1.00-2.00-201009.third.card.format, NLHE-USD-MTT-201205,
    // NLHE-2max-USD-0.02-0.04-200903.All-in.on.turn, NLHE-USD-STT-201205.
    {"As 3h", "Jd 9d Qd Kh 7s", "High Card: Ace", "High Card: Ace"},
    {"Jh Ts", "Jd 9d Qd Kh 7s", "Straight, King high", "Straight, King high"},
    {"Jc 7c", "3h Qc 7h Qs 7d", "Full House, 7s over Queens", "Full House, 7s over Queens"},
    {"Qd Th", "3h Qc 7h Qs 7d", "Full House, Queens over 7s", "Full House, Queens over 7s"},
    {"2s 2d", "3c 5s Qc 9c 6d", "One Pair: 2s", "One Pair: 2s"},
    {"Ac As", "5s Jd Jc 8s 6s", "Two Pairs: Aces, Jacks", "Two Pairs: Aces, Jacks"},
    {"Jh Qs", "5s Jd Jc 8s 6s", "Three of a Kind: Jacks", "Three of a Kind: Jacks"},
    {"8c 7c", "6s Qc 2c 6h Tc", "Flush, Queen high", "Flush, Queen high"},
    {"Ad 8s 4d 4c", "7h 9c 2c Ah 8c", "Two Pairs: Aces, 8s", "Two Pairs: Aces, 8s"},
    {"5s 4d", "4s Qc 2c 4c 6d", "Three of a Kind: 4s", "Three of a Kind: 4s"},
    {"2h 3d", "9s Ac 5s 4s 2c", "Straight, 5 high", "Straight, 5 high"},
    {"Kc Ac", "Jc Qs 6c Ts Kh", "Straight, Ace high", "Straight, Ace high"},
    // Ours: the categories the corpus lacks, in the others' wording.
    {"7s 7d", "Kd 7c Qc 7h Ac", "Four of a Kind: 7s", "Four of a Kind: 7s"},
    {"6h 9h", "5d Th Jh 8h Qh", "Straight Flush, Queen high", "Straight Flush, Queen high"},
    {"5h 6h", "7h 8h 9h 2c 3d", "Straight Flush, 9 high", "Straight Flush, 9 high"},
    {"Ah Kh", "Qh Jh Th 2c 3d", "Royal Flush", "Royal Flush"},
  };
  // clang-format on
  check_rows(rows, "pkr", validators::pkr_high_description);
  // Another category, another rank (in words or digits), the ranks swapped.
  const auto full_house = made("Jc 7c", "3h Qc 7h Qs 7d");
  CHECK_FALSE(validators::pkr_description_matches("Full House, Queens over 7s", full_house));
  CHECK_FALSE(validators::pkr_description_matches("Two Pairs: Queens, 7s", full_house));
  CHECK_FALSE(validators::pkr_description_matches("Full House, 8s over Queens", full_house));
  const auto deuces = made("2s 2d", "3c 5s Qc 9c 6d");
  CHECK_FALSE(validators::pkr_description_matches("One Pair: 3s", deuces));
  CHECK_FALSE(validators::pkr_description_matches("High Card: Queen", deuces));
  CHECK_FALSE(validators::pkr_description_matches("Straight, 6 high", made("2h 3d", "9s Ac 5s 4s 2c")));
}

TEST_CASE("hand descriptions: same_hand_words compares words, not their case, commas or plurals") {
  CHECK(validators::same_hand_words("Two Pairs, Aces and Twos", "two pairs aces and deuce"));
  CHECK(validators::same_hand_words("Straight, 5 high", "Straight Five high"));
  CHECK(validators::same_hand_words("One Pair: 10s", "one pair tens"));
  CHECK(validators::same_hand_words("  Pair of Sixes \r", "Pair of Six"));
  CHECK_FALSE(validators::same_hand_words("Pair of Sixes", "Pair of Sevens"));
  CHECK_FALSE(validators::same_hand_words("Pair of Sixes", "a Pair of Sixes"));
  CHECK_FALSE(validators::same_hand_words("Straight, 5 high", "Straight, 5"));
}

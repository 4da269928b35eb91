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
#include "validators/description_words.h"
#include "validators/hand_description.h"
#include "validators/room_wordings.h"

namespace {

using card_text::cards;

// Two hole cards play any five of seven; four or more play exactly two (Omaha).
engine::HighValue made(std::string_view hole, std::string_view board) {
  auto h = cards(hole);
  const auto b = cards(board);
  if (h.size() >= 4) return engine::best_omaha_high(h, b);
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
  // A comma alone is no word; a long word is compared letter by letter.
  CHECK(validators::same_hand_words("Pair , of Sixes", "Pair of Sixes"));
  CHECK(validators::same_hand_words("THREE_OF_A_KIND TWO", "three_of_a_kind deuce"));
  CHECK_FALSE(validators::same_hand_words("THREE_OF_A_KIND TWO", "THREE_OF_A_KINDS TWO"));
  CHECK_FALSE(validators::same_hand_words("Pair of Sixes", "Pair of Sixes kicker"));
}

TEST_CASE("hand descriptions: OnGame's category names and ranks in capitals") {
  // clang-format off
  const std::vector<Row> rows = {
    // CashGame/GeneralHands (HHSmithy), cash/OnGame/Flop (fpdb), tour/OnGame S-755-6811.
    {"5s 5h", "7c Qh 3d 7d 4s", "TWO_PAIR SEVEN, FIVE", "TWO_PAIR SEVEN, FIVE"},
    {"Qc 4c 8h 9h", "Ts 6c Qd Ac 2d", "PAIR QUEEN", "PAIR QUEEN"},
    {"9c 4s Jd 6c", "2d 4d Jh As Jc", "FULL_HOUSE JACK, FOUR", "FULL_HOUSE JACK, FOUR"},
    {"Js 5c 9c 2h", "3h 2d 2s 4d Ts", "THREE_OF_A_KIND TWO", "THREE_OF_A_KIND TWO"},
    {"6s Th 3d 5d", "7s 4c 8s 2d 4h", "STRAIGHT EIGHT", "STRAIGHT EIGHT"},
    {"Td Js", "Ad Qd Kc Jd 9s", "STRAIGHT ACE", "STRAIGHT ACE"},
    // Ours: the categories these rows lack (the corpus's "FLUSH ACE", "HIGH_CARD
    // ACE", "FOUR_OF_A_KIND ACE" lines, and a straight flush it has not).
    {"Ad 5d", "Jd 7d Jc 9d 3c", "FLUSH ACE", "FLUSH ACE"},
    {"As 9d", "Kd Jc 4h 8s 2c", "HIGH_CARD ACE", "HIGH_CARD ACE"},
    {"Ad Ah", "As Ac 4h 8s 2c", "FOUR_OF_A_KIND ACE", "FOUR_OF_A_KIND ACE"},
    {"6h 9h", "5d Th Jh 8h Qh", "STRAIGHT_FLUSH QUEEN", "STRAIGHT_FLUSH QUEEN"},
  };
  // clang-format on
  check_rows(rows, "ongame", validators::ongame_high_description);
  const auto two_pair = made("5s 5h", "7c Qh 3d 7d 4s");
  CHECK_FALSE(validators::ongame_description_matches("TWO_PAIR SEVEN, FOUR", two_pair));
  CHECK_FALSE(validators::ongame_description_matches("TWO_PAIR FIVE, SEVEN", two_pair));
  CHECK_FALSE(validators::ongame_description_matches("PAIR SEVEN", two_pair));
  CHECK_FALSE(validators::ongame_description_matches("FULL_HOUSE JACK, FOUR", two_pair));
  CHECK(validators::ongame_description_matches("ROYAL_FLUSH", made("Ah Kh", "Qh Jh Th 2c 3d")));
}

TEST_CASE("hand descriptions: Entraction's wording, a flush's top cards and the kickers it names") {
  // clang-format off
  const std::vector<Row> rows = {
    // PLO-6max-EUR-0.02-0.04-201103 and the Table_*.txt files of unsupported-sites/entraction.
    {"Qc Qs 4h 7d", "3d Ah 8h Jd 6s", "a pair of Queens", "a pair of Queens"},
    {"6c Qh 3h 5h", "3d Ah 8h Jd 6s", "two pairs, Sixes and Threes", "two pairs, Sixes and Threes"},
    {"2h 2s Ah As", "6s Js 3s 2c 9s", "a flush, Ace high", "a flush, Ace high"},
    {"Tc 7s 2h Js 9d", "Kc 2s 2d 8d 5d", "three of a kind, Deuces", "three of a kind, Deuces"},
    {"9d Qs 6s 3s", "7s 3c 5h Js 8c", "a straight, Nine high", "a straight, Nine high"},
    {"Qh 4s 2d 2s", "Qc 6s 4c Ad Qd", "a full house, Queens full of Fours", "a full house, Queens full of Fours"},
    {"9s Qs 2c 5d", "7s 5s Jd As 6s", "a flush, Ace and Queen high", "a flush, Ace high"},
    {"Jh 8h 2d 9d", "Qs 3c 7h Kh 9h", "a flush, King and Jack high", "a flush, King high"},
    {"Qc Ad 4c 3s", "7d 7h Ah 8h 2d", "two pairs, Aces and Sevens, with Queen as kicker", "two pairs, Aces and Sevens"},
    {"Js 5c Qc 6h", "Ah 2s 9c 3c 6d", "a pair of Sixes, with Ace and Queen as kickers", "a pair of Sixes"},
    {"Ah Jc 2h 8c", "Ac As 6d 7s 7d", "three of a kind, Aces, with Jack as kicker", "three of a kind, Aces"},
    // Ours: the categories the corpus lacks.
    {"As 9d", "Kd Jc 4h 8s 2c", "high card Ace", "high card Ace"},
    {"Ad Ah", "As Ac 4h 8s 2c", "four of a kind, Aces", "four of a kind, Aces"},
    {"6h 9h", "5d Th Jh 8h Qh", "a straight flush, Queen high", "a straight flush, Queen high"},
  };
  // clang-format on
  check_rows(rows, "entraction", validators::entraction_high_description);
  // Another category or rank; a flush's second card, or a kicker, it does not hold.
  const auto two_pair = made("6c Qh 3h 5h", "3d Ah 8h Jd 6s");
  CHECK_FALSE(validators::entraction_description_matches("two pairs, Sixes and Fives", two_pair));
  CHECK_FALSE(validators::entraction_description_matches("a pair of Sixes", two_pair));
  const auto flush = made("9s Qs 2c 5d", "7s 5s Jd As 6s");
  CHECK_FALSE(validators::entraction_description_matches("a flush, Ace and Jack high", flush));
  CHECK_FALSE(validators::entraction_description_matches("a flush, Queen high", flush));
  const auto aces = made("Ah Jc 2h 8c", "Ac As 6d 7s 7d");
  CHECK_FALSE(validators::entraction_description_matches("three of a kind, Aces, with Eight as kicker", aces));
  CHECK_FALSE(validators::entraction_description_matches("three of a kind, Aces, with Jack", aces));
}

TEST_CASE("hand descriptions: Absolute's lower-case ranks, a straight from its lowest card") {
  // clang-format off
  const std::vector<Row> rows = {
    // cash/Absolute and tour/Absolute (fpdb), the 2011 freeroll's show lines.
    {"Ac Ah", "Qs Ks 6s Js Td", "Straight, ten to ace", "Straight, ten to ace"},
    {"Qd 6d", "Kh 3s 5c 6c 5d", "Two Pair, sixes and fives", "Two Pair, sixes and fives"},
    {"9h 6d", "5d 3c 9d 8d 7s", "Straight, five to nine", "Straight, five to nine"},
    {"7h Kc", "5d 3c 9d 8d 7s", "One pair, sevens", "One pair, sevens"},
    {"Kc 5s", "8s Ks Qs Jd As", "Flush, ace high", "Flush, ace high"},
    {"Ts 5s", "8h Jc 9c 6s 3d", "jack high", "jack high"},
    {"Jc As", "9s Jh Js 8c 3d", "Three of a kind, jacks", "Three of a kind, jacks"},
    {"Ts Ks", "4d Th Td Kd 2d", "Full house, tens full of kings", "Full house, tens full of kings"},
    // The summary's first kicker (a real line's words, our cards).
    {"3c Ah", "3s Kd 9s 7h 2c", "One pair, threes(ace kicker)", "One pair, threes"},
    // Ours: the categories the corpus lacks.
    {"Ad Ah", "As Ac 4h 8s 2c", "Four of a kind, aces", "Four of a kind, aces"},
    {"6h 9h", "5d Th Jh 8h Qh", "Straight flush, eight to queen", "Straight flush, eight to queen"},
    {"Ah Kh", "Qh Jh Th 2c 3d", "Royal flush", "Straight flush, ten to ace"},
  };
  // clang-format on
  check_rows(rows, "absolute", validators::absolute_high_description);
  const auto straight = made("9h 6d", "5d 3c 9d 8d 7s");
  CHECK_FALSE(validators::absolute_description_matches("Straight, nine high", straight));
  CHECK_FALSE(validators::absolute_description_matches("Straight, six to ten", straight));
  CHECK_FALSE(validators::absolute_description_matches("Flush, nine high", straight));
  CHECK_FALSE(
      validators::absolute_description_matches("One pair, threes(king kicker)", made("3c Ah", "3s Kd 9s 7h 2c")));
}

TEST_CASE("hand descriptions: Merge's winner words") {
  // clang-format off
  const std::vector<Row> rows = {
    // Merge/CashGame (HHSmithy), cash and tour/Merge (fpdb).
    {"Ad Ah", "Js Qh Jd 6h Th", "Two Pair Aces and Jacks", "Two Pair Aces and Jacks"},
    {"Ac Qc", "Ts 6c 6d 4c Kh", "Pair of Sixes", "Pair of Sixes"},
    {"7d 6s Qh Th", "4h Qs Qd 8c As", "Three of a Kind Queens", "Three of a Kind Queens"},
    {"Ah Kd", "Qd 7c 8s 9h Js", "Ace High", "Ace High"},
    {"Th Ad", "5h 3h Jh 8s 8h", "Flush Jack High", "Flush Jack High"},
    {"Tc 9c", "4d 8c 7s 6s Jh", "Jack High Straight", "Jack High Straight"},
    {"Ad 3s", "5h 3c Kd 3d Ks", "Full House - Threes over Kings", "Full House - Threes over Kings"},
    // Hi/lo: the high half is judged (a low half as the corpus writes it).
    {"2s 8h 3c 2h", "3h 8s Ad Td 8c", "Full House - Eights over Threes - Lo (8-3-2)", "Full House - Eights over Threes"},
    // Ours: the categories the corpus lacks.
    {"Ad Ah", "As Ac 4h 8s 2c", "Four of a Kind Aces", "Four of a Kind Aces"},
    {"6h 9h", "5d Th Jh 8h Qh", "Queen High Straight Flush", "Queen High Straight Flush"},
    {"Ah Kh", "Qh Jh Th 2c 3d", "Royal Flush", "Royal Flush"},
  };
  // clang-format on
  check_rows(rows, "merge", validators::merge_high_description);
  const auto full_house = made("Ad 3s", "5h 3c Kd 3d Ks");
  CHECK_FALSE(validators::merge_description_matches("Full House - Kings over Threes", full_house));
  CHECK_FALSE(validators::merge_description_matches("Two Pair Kings and Threes", full_house));
  // A stale word of an earlier street (StreetTests/River.txt, board rewritten).
  CHECK_FALSE(validators::merge_description_matches("Pair of Nines", made("9s 9d", "5d Ks 7c Jc 7d")));
}

TEST_CASE("hand descriptions: PokerTracker's exports' words") {
  // clang-format off
  const std::vector<Row> rows = {
    // NLHE-EUR-0.05-0.10-201901.iPoker.new.version, NLHE-EUR-10-20-202104.iPoker.all.in.blind,
    // NLHE-EUR-5-10-202104.iPoker.shows.one and the other iPoker exports.
    {"Ah Ac", "Jd Qs 8c 3s Tc", "One Pair, Aces", "One Pair, Aces"},
    {"Qd Td", "Jd Qs 8c 3s Tc", "Two Pair, Queens and Tens", "Two Pair, Queens and Tens"},
    {"Kd Th", "Qh Ad 5s Jh 4c", "Straight, Ace High", "Straight, Ace High"},
    {"9s Qs", "6h Js 3d Ts 2c", "High Card, Queen", "High Card, Queen"},
    {"Ac Kd", "Td Kc 4c Kh 5h", "Three of a Kind, Kings", "Three of a Kind, Kings"},
    // Ours: the categories the corpus lacks.
    {"Ad 5d", "Jd 7d Jc 9d 3c", "Flush, Ace High", "Flush, Ace High"},
    {"Jh Qh", "Js 8c Th Jc 8d", "Full House, Jacks full of Eights", "Full House, Jacks full of Eights"},
    {"Ad Ah", "As Ac 4h 8s 2c", "Four of a Kind, Aces", "Four of a Kind, Aces"},
    {"6h 9h", "5d Th Jh 8h Qh", "Straight Flush, Queen High", "Straight Flush, Queen High"},
  };
  // clang-format on
  check_rows(rows, "pokertracker", validators::pokertracker_high_description);
  const auto trips = made("Ac Kd", "Td Kc 4c Kh 5h");
  CHECK_FALSE(validators::pokertracker_description_matches("One Pair, Kings", trips));
  CHECK_FALSE(validators::pokertracker_description_matches("Three of a Kind, Aces", trips));
}

TEST_CASE("hand descriptions: Boss Media's and IGT's message keys") {
  // clang-format off
  const std::vector<Row> rows = {
    // Boss: cash/Boss and tour/Boss (fpdb), BossMedia/CashGame (HHSmithy);
    // IGT: IGT/CashGame (ItalyToast).
    {"5c Jc", "5h Th 8c 9d 6s", "$(STR_G_WIN_PAIR) $(STR_G_CARDS_FIVES)", "$(STR_G_WIN_PAIR) $(STR_G_CARDS_FIVES)"},
    {"4s 7s 9c 7c", "Kh 2s 8d Kd Qc", "$(STR_G_WIN_TWOPAIR) $(STR_G_CARDS_KINGS) $(STR_G_ANDTEXT) $(STR_G_CARDS_SEVENS)",
     "$(STR_G_WIN_TWOPAIR) $(STR_G_CARDS_KINGS) $(STR_G_ANDTEXT) $(STR_G_CARDS_SEVENS)"},
    {"Js 8h Qh 7d", "8s 4s 5d 6c 7h", "$(STR_G_WIN_STRAIGHT) $(STR_G_CARD_EIGHT)", "$(STR_G_WIN_STRAIGHT) $(STR_G_CARD_EIGHT)"},
    {"Kh Jh As 3d", "5h Qh Kd 4d Kc", "$(STR_G_WIN_THREEOFAKIND) $(STR_G_CARDS_KINGS)",
     "$(STR_G_WIN_THREEOFAKIND) $(STR_G_CARDS_KINGS)"},
    {"7c 8c", "Qc Ts 6c Qh 4c", "$(STR_G_WIN_FLUSH) $(STR_G_CARD_QUEEN)", "$(STR_G_WIN_FLUSH) $(STR_G_CARD_QUEEN)"},
    {"9d Jd Ad Ah", "8d 3d 2d Kd Jh", "$(STR_G_WIN_ACEHIGHFLUSH)", "$(STR_G_WIN_ACEHIGHFLUSH)"},
    {"Ac Jh", "4h Kd Qs Ts 2c", "$(STR_G_WIN_ACEHIGHSTRAIGHT)", "$(STR_G_WIN_ACEHIGHSTRAIGHT)"},
    {"5s 4h As 5d", "Ks Kd Ac Kh Tc", "$(STR_G_WIN_FULLHOUSE)", "$(STR_G_WIN_FULLHOUSE)"},
    {"2s 5c", "Jd 8c 7s 4h 3d", "$(STR_G_WIN_HIGHCARD) $(STR_G_CARD_JACK)", "$(STR_G_WIN_HIGHCARD) $(STR_G_CARD_JACK)"},
    // The kicker that decided: T-T-A-Q-9 (the ace and queen on the board), A-K-Q-T-9.
    {"Td 9h", "3h Qd Tc 4h As", "$(STR_G_WIN_PAIR) $(STR_G_CARDS_TENS), $(STR_G_CARD_NINE) $(STR_G_KICKERTEXT)",
     "$(STR_G_WIN_PAIR) $(STR_G_CARDS_TENS)"},
    {"Ks Qh", "9c Ah Th 6c 2s", "$(STR_G_WIN_HIGHCARD) $(STR_G_CARD_ACE), $(STR_G_CARD_QUEEN) $(STR_G_KICKERTEXT)",
     "$(STR_G_WIN_HIGHCARD) $(STR_G_CARD_ACE)"},
    // IGT: ranks singular, blanks after.
    {"2s Ts 2d Td", "7c Js 8h Jd 5c", "$(STR_G_WIN_TWOPAIR) $(STR_G_CARD_JACK) $(STR_G_ANDTEXT) $(STR_G_CARD_TEN)",
     "$(STR_G_WIN_TWOPAIR) $(STR_G_CARDS_JACKS) $(STR_G_ANDTEXT) $(STR_G_CARDS_TENS)"},
    {"3s 4s 5s As", "Js 4h 2h 8d Th", "$(STR_G_WIN_PAIR) $(STR_G_CARD_FOUR)  ", "$(STR_G_WIN_PAIR) $(STR_G_CARDS_FOURS)"},
    // Ours: the categories the corpus lacks, and a full house with its ranks.
    {"Ad Ah", "As Ac 4h 8s 2c", "$(STR_G_WIN_FOUROFAKIND) $(STR_G_CARDS_ACES)", "$(STR_G_WIN_FOUROFAKIND) $(STR_G_CARDS_ACES)"},
    {"6h 9h", "5d Th Jh 8h Qh", "$(STR_G_WIN_STRAIGHTFLUSH) $(STR_G_CARD_QUEEN)",
     "$(STR_G_WIN_STRAIGHTFLUSH) $(STR_G_CARD_QUEEN)"},
    {"Ah Kh", "Qh Jh Th 2c 3d", "$(STR_G_WIN_ROYALFLUSH)", "$(STR_G_WIN_ROYALFLUSH)"},
    {"Jh Qh", "Js 8c Th Jc 8d", "$(STR_G_WIN_FULLHOUSE) $(STR_G_CARD_JACK) $(STR_G_ANDTEXT) $(STR_G_CARD_EIGHT)",
     "$(STR_G_WIN_FULLHOUSE)"},
  };
  // clang-format on
  check_rows(rows, "boss", validators::message_key_high_description);
  CHECK(validators::high_wording("igt").matches("$(STR_G_WIN_PAIR) $(STR_G_CARD_FOUR)  ",
                                                made("3s 4s 5s As", "Js 4h 2h 8d Th"), false));
  // Another category, rank or kicker; the ranks of a full house swapped.
  const auto tens = made("Td 9h", "3h Qd Tc 4h As");
  CHECK_FALSE(validators::message_key_description_matches("$(STR_G_WIN_PAIR) $(STR_G_CARDS_NINES)", tens));
  CHECK_FALSE(validators::message_key_description_matches("$(STR_G_WIN_TWOPAIR) $(STR_G_CARDS_TENS)", tens));
  CHECK_FALSE(validators::message_key_description_matches(
      "$(STR_G_WIN_PAIR) $(STR_G_CARDS_TENS), $(STR_G_CARD_KING) $(STR_G_KICKERTEXT)", tens));
  CHECK_FALSE(validators::message_key_description_matches(
      "$(STR_G_WIN_FULLHOUSE) $(STR_G_CARD_EIGHT) $(STR_G_ANDTEXT) $(STR_G_CARD_JACK)",
      made("Jh Qh", "Js 8c Th Jc 8d")));
  CHECK_FALSE(
      validators::message_key_description_matches("$(STR_G_WIN_ACEHIGHFLUSH)", made("7c 8c", "Qc Ts 6c Qh 4c")));
}

TEST_CASE("hand descriptions: PartyPoker's words, a full stop after them, a kicker that decided") {
  // clang-format off
  const std::vector<Row> rows = {
    // PartyPoker's cash/Flop and tour files (fpdb, HHSmithy), a PartyPoker
    // hand in HHSmithy's 888 folder (Pacific/CashGame/GameTypeTests/PotLimitHoldem),
    // the emailed layout's "[ words -- cards ]".
    {"2c Qs", "Kh 7c 2h Ts Tc", "two pairs, Tens and Twos.", "two pairs, Tens and Deuces"},
    {"8c 8d", "8s 5c 6h Ac Tc", "three of a kind, Eights.", "three of a kind, Eights"},
    {"7c 8c", "2s 9d As Qc 5c", "high card Ace.", "high card Ace"},
    {"6h Kh", "4s Qh 5d 7s 3d", "a straight, Three to Seven.", "a straight, Three to Seven"},
    {"Ks 2d", "Ad Jd 8d 2c Td", "a flush, Ace high.", "a flush, Ace high"},
    {"2s 2d", "2c 7c 4d 3c 4s", "a full house, Twos full of Fours.", "a full house, Deuces full of Fours"},
    {"Jh Ts 4c Qc", "6d 7c Qh 6c Ad", "two pairs, Queens and Sixes.", "two pairs, Queens and Sixes"},
    {"3h As Qc 5s", "Qh Jd Td 7d Kc", "a straight, Ten to Ace.", "a straight, Ten to Ace"},
    // The payouts' "high card, Ace.", a show line's leading blank, the
    // emailed layout's words (the cards ours).
    {"7c 8c", "2s 9d As Qc 5c", "high card, Ace.", "high card Ace"},
    {"6d 9s 8h 9c", "8c 7c Qh Jd Ts", " a straight, Eight to Queen.", "a straight, Eight to Queen"},
    {"Kc Qc", "2c 7d 9h Ks 3s", "a pair of kings -- Kc,Ks,Qc,9h,7d", "a pair of Kings"},
    // A kicker (the words of a real line, the cards ours).
    {"Ah 5c", "Qs Jd 2h 2s 4s", "a pair of Deuces with Ace kicker.", "a pair of Deuces"},
    // Ours: the categories the corpus lacks.
    {"7s 7d", "Kd 7c Qc 7h Ac", "four of a kind, Sevens.", "four of a kind, Sevens"},
    {"6h 9h", "5d Th Jh 8h Qh", "a straight flush, Eight to Queen.", "a straight flush, Eight to Queen"},
  };
  // clang-format on
  check_rows(rows, "partypoker", validators::partypoker_high_description);
  const auto deuces = made("Ah 5c", "Qs Jd 2h 2s 4s");
  CHECK_FALSE(validators::partypoker_description_matches("a pair of Deuces with Five kicker.", deuces));
  CHECK_FALSE(validators::partypoker_description_matches("a pair of Fours.", deuces));
  CHECK_FALSE(validators::partypoker_description_matches("two pairs, Deuces and Fours.", deuces));
  CHECK_FALSE(validators::partypoker_description_matches("a pair of queens -- Kc,Ks,Qc,9h,7d",
                                                         made("Kc Qc", "2c 7d 9h Ks 3s")));
}

TEST_CASE("hand descriptions: PokerNow's words, ranks as its cards write them") {
  // clang-format off
  const std::vector<Row> rows = {
    // PokerNow's CSV exports (the corpus folder).
    {"Qc 7c", "8d Qd 5c 4h Td", "Pair, Q's", "Pair, Q's"},
    {"Ts 5s", "Th 8s Ac Qd 8c", "Two Pair, 10's & 8's", "Two Pair, 10's & 8's"},
    {"5s 7c", "Qh 6d 7s 7d Kh", "Three of a Kind, 7's", "Three of a Kind, 7's"},
    {"Kh Th", "Kd 4h Kc 4d 7s", "Full House, K's over 4's", "Full House, K's over 4's"},
    {"8s Jd", "9s Tc 5c 3c Qd", "Straight, Q High", "Straight, Q High"},
    {"Jh 5c", "Tc Jc 8d Qc 8c", "Flush, Qc High", "Flush, Q High"},
    {"Ad Kd", "7d Th 6c 4d 2s", "A High", "A High"},
    {"5c Jh", "Jd 6c Js Jc Td", "Four of a Kind, J's", "Four of a Kind, J's"},
    {"Ts 9s", "8s 6s 9d 7s 9h", "Straight Flush, 10s High", "Straight Flush, 10 High"},
    // Our own royal flush, as tests/data/pokernow/oddchip.txt words it.
    {"2c 3d", "As Ks Qs Js Ts", "Straight Flush, A High", "Straight Flush, A High"},
  };
  // clang-format on
  check_rows(rows, "pokernow", validators::pokernow_high_description);
  const auto two_pair = made("Ts 5s", "Th 8s Ac Qd 8c");
  CHECK_FALSE(validators::pokernow_description_matches("Two Pair, 10's & A's", two_pair));
  CHECK_FALSE(validators::pokernow_description_matches("Pair, 10's", two_pair));
  CHECK_FALSE(validators::pokernow_description_matches("Two Pair, 8's & 10's", two_pair));
  CHECK_FALSE(validators::pokernow_description_matches("Flush, Kc High", made("Jh 5c", "Tc Jc 8d Qc 8c")));
}

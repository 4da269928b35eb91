// Split Hold'em (PokerStars, 2018): two boards dealt street by street, each
// pot split in two halves, one per board, and two show downs in which every
// player shows his hand again. The hand is the corpus one
// (NLHE-Split-6max-USD-1.00-2.00-201803.txt) without its chat lines.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/audit_expect.h"

namespace {

// Line 28 is Player1's show in the second show down, 30 the collect of the
// second board's half.
std::string hand(const std::string& second_show, const std::string& second_collect) {
  return "PokerStars Hand #184487904738:  Split Hold'em No Limit ($1/$2 USD) - 2018/03/28 13:38:18 ET\n"
         "Table 'Rhodesia' 6-max Seat #3 is the button\n"
         "Seat 1: Player0 ($430.69 in chips)\n"
         "Seat 2: Player1 ($138.26 in chips)\n"
         "Seat 3: Player2 ($284.50 in chips)\n"
         "Seat 4: Hero ($160 in chips)\n"
         "Hero: posts small blind $1\n"
         "Player0: posts big blind $2\n"
         "*** HOLE CARDS ***\n"
         "Dealt to Hero [Qs Jd]\n"
         "Player1: raises $4 to $6\n"
         "Player2: calls $6\n"
         "Hero: folds\n"
         "Player0: folds\n"
         "*** FIRST FLOP *** [Ks 4c 8c]\n"
         "*** SECOND FLOP *** [4s Qd 5h]\n"
         "Player1: bets $7.41\n"
         "Player2: calls $7.41\n"
         "*** FIRST TURN *** [Ks 4c 8c] [8d]\n"
         "*** SECOND TURN *** [4s Qd 5h] [Ac]\n"
         "*** FIRST RIVER *** [Ks 4c 8c 8d] [6h]\n"
         "*** SECOND RIVER *** [4s Qd 5h Ac] [Ts]\n"
         "*** FIRST SHOW DOWN ***\n"
         "Player1: shows [7c 6c] (two pair, Eights and Sixes)\n"
         "Player2: shows [3d Ad] (a pair of Eights)\n"
         "Player1 collected $14.91 from pot\n"
         "*** SECOND SHOW DOWN ***\n" +
         second_show + "\n" + "Player2: shows [3d Ad] (a pair of Aces)\n" + second_collect +
         "\n"
         "*** SUMMARY ***\n"
         "Total pot $29.82 | Rake $0\n"
         "FIRST Board [Ks 4c 8c 8d 6h]\n"
         "SECOND Board [4s Qd 5h Ac Ts]\n"
         "Seat 1: Player0 (big blind) folded before Flop\n"
         "Seat 2: Player1 showed [7c 6c] and won ($14.91) with two pair, Eights and Sixes, and lost with high card "
         "Ace\n"
         "Seat 3: Player2 (button) showed [3d Ad] and lost with a pair of Eights, and won ($14.91) with a pair of "
         "Aces\n"
         "Seat 4: Hero (small blind) folded before Flop\n";
}

}  // namespace

// Paying both halves to Player1 was reported as suit-used-to-break-tie
// ("the hands tie"), as if the two winners of the two boards were tied hands.
TEST_CASE("Split Hold'em: each board's half goes to that board's best hand") {
  const std::string show = "Player1: shows [7c 6c] (high card Ace)";
  CHECK_AUDIT(hand(show, "Player2 collected $14.91 from pot"), "pokerstars", {});
  // The second board's half is judged at its own collect line (30); lines
  // 36 and 37 are the summary lines, which say each won one half
  // (Player2's "and lost with .., and won ($14.91) with ..": the second).
  CHECK_AUDIT(
      hand(show, "Player1 collected $14.91 from pot"), "pokerstars",
      {{"wrong-winner", 30, 1}, {"inconsistent-record", 36, 1, "Player1"}, {"inconsistent-record", 37, 1, "Player2"}});
}

// Found by the generator's mutation tests: a player's second show line
// replaced his first, so a card changed in one of the two went unnoticed.
TEST_CASE("inconsistent-record: a player shows another hand in the second show down") {
  CHECK_AUDIT(hand("Player1: shows [7c 5c] (high card Ace)", "Player2 collected $14.91 from pot"), "pokerstars",
              {{"inconsistent-record", 28, 10}});
  // The same two cards in the other order are the same hand.
  CHECK_AUDIT(hand("Player1: shows [6c 7c] (high card Ace)", "Player2 collected $14.91 from pot"), "pokerstars", {});
}

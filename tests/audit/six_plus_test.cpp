// 6+ Hold'em (short deck, PokerStars): the button blind and antes, the
// short-deck ranking at showdown (trips beat a straight, a flush beats a
// full house), and cards the 36-card deck does not hold (invalid-card).
#include <doctest/doctest.h>

#include <string>

#include "tests/support/audit_expect.h"

namespace six_plus_test {

namespace {

// Hand `number`'s lines up to the hole cards: heads-up, $100 each, antes
// of $1, Hero on the button posting the $1 button blind (lines 1 to 8).
std::string opening(const std::string& number) {
  return "PokerStars Hand #" + number +
         ": 6+ Hold'em No Limit (Button Blind $1 - Ante $1  USD) - 2024/06/01 12:00:00 ET\n"
         "Table 'Short' 6-max Seat #1 is the button\n"
         "Seat 1: Hero ($100 in chips)\n"
         "Seat 2: Villain ($100 in chips)\n"
         "Hero: posts the ante $1\n"
         "Villain: posts the ante $1\n"
         "Hero: posts button blind $1\n"
         "*** HOLE CARDS ***\n";
}

// Two players all-in on the flop, $100 each; seat 1 has the button blind.
// Line 12 is the flop, 18 and 19 the shows, 20 the collect.
// `hero_says`/`villain_says`: the hand descriptions of the show lines ("" none).
std::string hand(const std::string& hero, const std::string& villain, const std::string& board,
                 const std::string& winner, const std::string& hero_says = "", const std::string& villain_says = "") {
  auto says = [](const std::string& d) { return d.empty() ? std::string() : " (" + d + ")"; };
  const std::string flop = board.substr(0, 8), turn = board.substr(9, 2), river = board.substr(12, 2);
  return opening("4600") +
         "Dealt to Hero [" + hero + "]\n"
         "Villain: raises $2 to $3\n"
         "Hero: calls $2\n"
         "*** FLOP *** [" + flop + "]\n"
         "Villain: bets $96 and is all-in\n"
         "Hero: calls $96 and is all-in\n"
         "*** TURN *** [" + flop + "] [" + turn + "]\n"
         "*** RIVER *** [" + flop + " " + turn + "] [" + river + "]\n"
         "*** SHOW DOWN ***\n"
         "Hero: shows [" + hero + "]" + says(hero_says) + "\n"
         "Villain: shows [" + villain + "]" + says(villain_says) + "\n" +
         winner + " collected $200 from pot\n"
         "*** SUMMARY ***\n"
         "Total pot $200 | Rake $0\n"
         "Board [" + board + "]\n"
         "Seat 1: Hero (button blind) showed [" + hero + "]\n"
         "Seat 2: Villain showed [" + villain + "]\n";
}

}  // namespace

TEST_CASE("6+ Hold'em: three of a kind beats a straight") {
  // Hero: 8-8-8; Villain: T-9-8-7-6. Under the standard ranking the straight wins.
  const std::string board = "8c 7d 6s Kh Ad";
  CHECK_AUDIT(hand("8h 8s", "Ts 9d", board, "Hero"), "pokerstars", {});
  CHECK_AUDIT(hand("8h 8s", "Ts 9d", board, "Villain"), "pokerstars", {{"wrong-winner", 20, 1}});
}

TEST_CASE("6+ Hold'em: a flush beats a full house, A-6-7-8-9 is a straight") {
  const std::string board = "Kh Kd 9h 7h Qc";
  CHECK_AUDIT(hand("Ah 6h", "Ks 9s", board, "Hero"), "pokerstars", {});
  CHECK_AUDIT(hand("Ah 6h", "Ks 9s", board, "Villain"), "pokerstars", {{"wrong-winner", 20, 1}});
  // The wheel A-6-7-8-9 beats a pair of kings.
  CHECK_AUDIT(hand("Ac 8d", "Ks Tc", "9s 7d 6c Kh Qh", "Hero"), "pokerstars", {});
  CHECK_AUDIT(hand("Ac 8d", "Ks Tc", "9s 7d 6c Kh Qh", "Villain"), "pokerstars", {{"wrong-winner", 20, 1}});
}

TEST_CASE("invalid-card: a deuce in 6+ Hold'em, whose deck starts at the six, the six in its place is fine") {
  const auto report = audit_expect::audit(hand("Ac 8d", "Js Tc", "9s 7d 6c Kh 2h", "Hero"), "pokerstars");
  const auto* f = audit_expect::find(report, "invalid-card");
  REQUIRE(f != nullptr);
  CHECK(f->pos.line == 12);
  CHECK(f->message.find("2h") != std::string::npos);
  // The same hand with the six of hearts for the deuce: the wheel wins, no finding.
  CHECK_AUDIT(hand("Ac 8d", "Js Tc", "9s 7d 6c Kh 6h", "Hero"), "pokerstars", {});
}

// Found by the generator: the show lines' descriptions were judged under the
// standard ranking, so a 6+ player's trips that also make a straight, or his
// A-6-7-8-9, were reported as hand-description-mismatch.
TEST_CASE("6+ Hold'em: hand descriptions follow the short-deck ranking") {
  // 8-8-8 with 6-7-9-T: a straight under the standard ranking, trips here.
  const std::string board = "8d 8c 6s 7h Td";
  CHECK_AUDIT(hand("8h 9s", "Ac Ad", board, "Hero", "three of a kind, Eights", "two pair, Aces and Eights"),
              "pokerstars", {});
  CHECK_AUDIT(hand("8h 9s", "Ac Ad", board, "Hero", "a straight, Six to Ten", "two pair, Aces and Eights"),
              "pokerstars", {{"hand-description-mismatch", 18, 7}});
  // The lowest straight reads from the ace to the nine.
  CHECK_AUDIT(hand("Ac 8d", "Ks Tc", "9s 7d 6c Kh Qh", "Hero", "a straight, Ace to Nine", "a pair of Kings"),
              "pokerstars", {});
  CHECK_AUDIT(hand("Ac 8d", "Ks Tc", "9s 7d 6c Kh Qh", "Hero", "a straight, Five to Nine", "a pair of Kings"),
              "pokerstars", {{"hand-description-mismatch", 18, 7}});
}

namespace {

// A heads-up 6+ hand in PHH: p1 and p2 100 each, `blinds` and `antes` as
// PHH writes them. Pre-flop the small blind (p2 heads-up) completes and p1
// checks; with antes only p1 acts first. After the flop p1 acts first: both
// check the flop, p1 bets `turn_bet` on the turn (line 15) and p2 calls,
// both check the river.
std::string phh_hand(const std::string& blinds, const std::string& antes, const std::string& turn_bet,
                     const std::string& min_bet) {
  const bool blinded = blinds != "[0, 0]";
  return "variant = \"NS\"\n"
         "antes = " + antes + "\n"
         "blinds_or_straddles = " + blinds + "\n"
         "min_bet = " + min_bet + "\n"
         "starting_stacks = [100, 100]\n"
         "actions = [\n"
         "  \"d dh p1 AcAd\",\n"
         "  \"d dh p2 KcKd\",\n" +
         std::string(blinded ? "  \"p2 cc\",\n  \"p1 cc\",\n" : "  \"p1 cc\",\n  \"p2 cc\",\n") +
         "  \"d db 9s7d6c\",\n"
         "  \"p1 cc\",\n"
         "  \"p2 cc\",\n"
         "  \"d db Kh\",\n"
         "  \"p1 cbr " + turn_bet + "\",\n"
         "  \"p2 cc\",\n"
         "  \"d db Qh\",\n"
         "  \"p1 cc\",\n"
         "  \"p2 cc\",\n"
         "]\n";
}

audit::HandReport audit_phh(const std::string& text) {
  return audit::audit_phh_hand(text, 1, 1, "test", "six-plus", audit::AuditSettings{});
}

// The PHH hand with a turn bet of `short_bet` gives exactly one
// bet-below-minimum, at the bet, asking for `least`; with `least` it is
// legal from end to end.
void check_smallest_bet(const std::string& blinds, const std::string& antes, const std::string& min_bet,
                        const std::string& short_bet, const std::string& least) {
  const auto small = audit_phh(phh_hand(blinds, antes, short_bet, min_bet));
  REQUIRE(small.findings.size() == 1);
  const auto* f = audit_expect::find(small, "bet-below-minimum");
  REQUIRE(f != nullptr);
  CHECK(f->pos.line == 15);
  CHECK(f->expected.text == "bet at least " + least);
  CHECK(audit_phh(phh_hand(blinds, antes, least, min_bet)).findings.empty());
}

}  // namespace

TEST_CASE("6+ Hold'em: with ordinary blinds the big blind is the smallest bet") {
  check_smallest_bet("[10, 20]", "[0, 0]", "20", "3", "20");
}

TEST_CASE("6+ Hold'em: with antes only, PHH's min_bet is the smallest bet") {
  check_smallest_bet("[0, 0]", "[5, 5]", "10", "3", "10");
}

TEST_CASE("6+ Hold'em: a PHH min_bet above the big blind is the smallest bet") {
  check_smallest_bet("[10, 20]", "[0, 0]", "40", "20", "40");
}

TEST_CASE("6+ Hold'em: with a button blind, the button blind is the smallest bet") {
  // Heads-up with a $1 button blind (Hero's) and $1 antes: Villain opens
  // the flop for `bet` (line 13), Hero calls, both check the turn and the
  // river, and Hero's flush beats Villain's full house.
  const auto hand_betting = [](const std::string& bet, const std::string& pot) {
    return opening("4601") +
           "Dealt to Hero [Ah 6h]\n"
           "Villain: raises $2 to $3\n"
           "Hero: calls $2\n"
           "*** FLOP *** [Kh Kd 9h]\n"
           "Villain: bets $" + bet + "\n"
           "Hero: calls $" + bet + "\n"
           "*** TURN *** [Kh Kd 9h] [7h]\n"
           "Villain: checks\n"
           "Hero: checks\n"
           "*** RIVER *** [Kh Kd 9h 7h] [Qc]\n"
           "Villain: checks\n"
           "Hero: checks\n"
           "*** SHOW DOWN ***\n"
           "Villain: shows [Ks 9s]\n"
           "Hero: shows [Ah 6h]\n"
           "Hero collected $" + pot + " from pot\n"
           "*** SUMMARY ***\n"
           "Total pot $" + pot + " | Rake $0\n"
           "Board [Kh Kd 9h 7h Qc]\n"
           "Seat 1: Hero (button blind) showed [Ah 6h] and won ($" + pot + ")\n"
           "Seat 2: Villain showed [Ks 9s] and lost\n";
  };
  const auto report = audit_expect::audit(hand_betting("0.50", "9"), "pokerstars");
  REQUIRE(report.findings.size() == 1);
  const auto* f = audit_expect::find(report, "bet-below-minimum");
  REQUIRE(f != nullptr);
  CHECK(f->pos.line == 13);
  CHECK(f->expected.text == "bet at least $1.00");
  CHECK(audit_expect::audit(hand_betting("1", "10"), "pokerstars").findings.empty());
}

}  // namespace six_plus_test

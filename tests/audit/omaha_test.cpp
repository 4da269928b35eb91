// Omaha and Omaha hi/lo at showdown (TRICKY_CASES.md TC-29, TC-30, TC-31,
// TC-35): exactly two hole cards and three board cards, the odd unit of a
// hi/lo pot to the high half, quartering, and the scoop when no low
// qualifies. Three players put $0.41 each into a $1.23 pot (no rake); seat 1
// is the button.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "engine/money_text.h"
#include "tests/support/audit_expect.h"

namespace {

struct Player {
  std::string name;
  std::string cards;   // "As 3s Kc Qh"
};

std::string money(int cents) { return engine::money_text(engine::Chips{cents}, "$"); }

// seats 1 (button), 2 (small blind), 3 (big blind); `paid` in collect-line order.
std::string hand(const std::string& game, const std::vector<Player>& p, const std::string& board,
                 const std::vector<std::pair<int, int>>& paid) {
  const std::string b = board;
  const std::string flop = b.substr(0, 8), turn = b.substr(9, 2), river = b.substr(12, 2);
  std::string t = "PokerStars Hand #4300: " + game + " ($0.01/$0.02 USD) - 2024/06/01 12:00:00 ET\n";
  t += "Table 'Omicron' 6-max Seat #1 is the button\n";
  for (int i = 0; i < 3; ++i) t += "Seat " + std::to_string(i + 1) + ": " + p[i].name + " ($5.01 in chips)\n";
  t += p[1].name + ": posts small blind $0.01\n" + p[2].name + ": posts big blind $0.02\n*** HOLE CARDS ***\n";
  t += p[0].name + ": calls $0.02\n" + p[1].name + ": calls $0.01\n" + p[2].name + ": checks\n";
  t += "*** FLOP *** [" + flop + "]\n";
  t += p[1].name + ": bets $0.06\n" + p[2].name + ": calls $0.06\n" + p[0].name + ": calls $0.06\n";
  t += "*** TURN *** [" + flop + "] [" + turn + "]\n";
  t += p[1].name + ": bets $0.24\n" + p[2].name + ": calls $0.24\n" + p[0].name + ": calls $0.24\n";
  t += "*** RIVER *** [" + flop + " " + turn + "] [" + river + "]\n";
  t += p[1].name + ": bets $0.09\n" + p[2].name + ": calls $0.09\n" + p[0].name + ": calls $0.09\n";
  t += "*** SHOW DOWN ***\n";
  for (int i : {1, 2, 0}) t += p[i].name + ": shows [" + p[i].cards + "]\n";
  std::map<int, int> won;
  for (auto [who, cents] : paid) {
    t += p[who].name + " collected " + money(cents) + " from pot\n";
    won[who] += cents;
  }
  t += "*** SUMMARY ***\nTotal pot $1.23 | Rake $0\nBoard [" + b + "]\n";
  const char* tag[] = {" (button)", " (small blind)", " (big blind)"};
  for (int i = 0; i < 3; ++i) {
    t += "Seat " + std::to_string(i + 1) + ": " + p[i].name + tag[i] + " showed [" + p[i].cards + "] and ";
    t += won.count(i) ? "won (" + money(won[i]) + ")\n" : std::string("lost\n");
  }
  return t;
}

std::vector<std::string> rules(const audit::HandReport& r) {
  std::vector<std::string> out;
  for (const auto& f : r.findings) out.emplace_back(engine::rule_id(f.rule));
  return out;
}

const std::string kO8 = "Omaha Hi/Lo Pot Limit";
const std::string kPlo = "Omaha Pot Limit";

}  // namespace

TEST_CASE("TC-30: O/8 quartering, the odd unit of the pot goes high, the low half's to the first seat left of the button") {
  // C (button) QsQcJhJd, B AhAh... B Ah3h9c9d, A As3sKcQh; board 2c 5d 7h Ks Kd.
  const std::vector<Player> p{{"C", "Qs Qc Jh Jd"}, {"B", "Ah 3h 9c 9d"}, {"A", "As 3s Kc Qh"}};
  const std::string board = "2c 5d 7h Ks Kd";
  // A: high 62 + low 30 = 92; B: low 31.
  const auto ok = audit_expect::audit(hand(kO8, p, board, {{2, 62}, {2, 30}, {1, 31}}));
  CHECK(ok.replayed);
  CHECK(rules(ok).empty());
  // The low half's odd cent to A (seat 3) instead of B (seat 2).
  CHECK(rules(audit_expect::audit(hand(kO8, p, board, {{2, 62}, {2, 31}, {1, 30}}))) ==
        std::vector<std::string>{"odd-chip-wrong-recipient"});
}

TEST_CASE("TC-31: O/8 with no qualifying low: the high hand scoops, halves or a low to a non-qualifier are caught") {
  // X 4c4d9s9h (one low rank in the hand), Y KhKcJs9c (trip kings), Z 2s2d3d3h (pairs the board).
  const std::vector<Player> p{{"X", "4c 4d 9s 9h"}, {"Y", "Kh Kc Js 9c"}, {"Z", "2s 2d 3d 3h"}};
  const std::string board = "Ad 2h 3c Ks Qd";
  CHECK(rules(audit_expect::audit(hand(kO8, p, board, {{1, 123}}))).empty());
  CHECK(rules(audit_expect::audit(hand(kO8, p, board, {{1, 62}, {2, 61}}))) ==
        std::vector<std::string>{"scoop-not-awarded"});
}

TEST_CASE("TC-35 shape: a low half to a hand that does not qualify") {
  // A has the only low (8-6-3-2-A); B 9s9dTcTd and C KsQdJdTh have none; C's trips win high.
  const std::vector<Player> p{{"B", "9s 9d Tc Td"}, {"C", "Ks Qd Jd Th"}, {"A", "Ac 3d Qs Js"}};
  const std::string board = "2h 6c 8d Kc Kh";
  CHECK(rules(audit_expect::audit(hand(kO8, p, board, {{1, 62}, {2, 61}}))).empty());
  CHECK(rules(audit_expect::audit(hand(kO8, p, board, {{1, 62}, {0, 61}}))) ==
        std::vector<std::string>{"low-awarded-to-non-qualifier"});
}

TEST_CASE("TC-29: Omaha plays exactly two hole cards, the wheel on the board does not play") {
  // X KhKdQcQs: pair of kings; Y 6h7cJdJc: 7-high straight; Z 9s9h8d8c: nines.
  const std::vector<Player> p{{"X", "Kh Kd Qc Qs"}, {"Y", "6h 7c Jd Jc"}, {"Z", "9s 9h 8d 8c"}};
  const std::string board = "Ac 2d 3h 4s 5c";
  CHECK(rules(audit_expect::audit(hand(kPlo, p, board, {{1, 123}}))).empty());
  // Trap: "the board plays" and all three chop.
  CHECK(rules(audit_expect::audit(hand(kPlo, p, board, {{0, 41}, {1, 41}, {2, 41}}))) ==
        std::vector<std::string>{"wrong-winner"});
}

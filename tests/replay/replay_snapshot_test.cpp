// Trace::after, the table after each betting action (replay/trace.h): chips
// are conserved, and the player it names as due next is the one the next
// action of the same street was judged against.
#include <doctest/doctest.h>

#include <memory>
#include <string_view>
#include <vector>

#include "engine/profile.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"

using engine::Chips;

namespace {

// samples/replay_side_pots.txt with a checked-down turn (no second side pot): a short all-in call, a
// short all-in raise, two side pots.
constexpr std::string_view kHand = R"(PokerStars Hand #260500000001:  Hold'em No Limit ($0.25/$0.50 USD) - 2024/05/02 20:41:07 ET
Table 'Kepler III' 6-max Seat #1 is the button
Seat 1: Alice ($60 in chips)
Seat 2: Bob ($12 in chips)
Seat 3: Carol ($50 in chips)
Seat 4: Dave ($30 in chips)
Seat 5: Erin ($8 in chips)
Bob: posts small blind $0.25
Carol: posts big blind $0.50
*** HOLE CARDS ***
Dave: raises $1 to $1.50
Erin: calls $1.50
Alice: calls $1.50
Bob: calls $1.25
Carol: calls $1
*** FLOP *** [Kh 8d 3c]
Bob: checks
Carol: bets $4
Dave: raises $6 to $10
Erin: calls $6.50 and is all-in
Alice: folds
Bob: raises $0.50 to $10.50 and is all-in
Carol: calls $6.50
Dave: calls $0.50
*** TURN *** [Kh 8d 3c] [2s]
Carol: checks
Dave: checks
*** RIVER *** [Kh 8d 3c 2s] [Jc]
Carol: checks
Dave: checks
*** SHOW DOWN ***
Carol: shows [Kc Qc] (a pair of Kings)
Dave: shows [As Ad] (a pair of Aces)
Bob: shows [8s 8h] (three of a kind, Eights)
Bob collected $12 from side pot-1
Erin: shows [Kd Ks] (three of a kind, Kings)
Erin collected $33.50 from main pot
*** SUMMARY ***
Total pot $45.50 Main pot $33.50. Side pot-1 $12. | Rake $0
Board [Kh 8d 3c 2s Jc]
Seat 1: Alice (button) folded on the Flop
Seat 2: Bob (small blind) showed [8s 8h] and won ($12) with three of a kind, Eights
Seat 3: Carol (big blind) showed [Kc Qc] and lost with a pair of Kings
Seat 4: Dave showed [As Ad] and lost with a pair of Aces
Seat 5: Erin showed [Kd Ks] and won ($33.50) with three of a kind, Kings
)";

}  // namespace

TEST_CASE("replay: the snapshot after every action") {
  engine::HandRecord record;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_pokerstars_hand(kHand, 1, 1, record, findings) == parser::ParseStatus::kOk);
  const replay::Trace t = replay::replay_hand(record, *engine::find_profile("pokerstars", false), /*snapshots=*/true);
  REQUIRE(t.steps.size() == 17);
  REQUIRE(t.after.size() == t.steps.size());  // one table per step
  CHECK(replay::replay_hand(record, *engine::find_profile("pokerstars", false)).after.empty());  // audits take none
  const Chips total{16000};
  for (std::size_t k = 0; k < t.steps.size(); ++k) {
    CAPTURE(k);
    const replay::Snapshot& s = t.after[k];
    REQUIRE(s.seats.size() == record.players.size());
    Chips sum = s.pot;
    for (const auto& p : s.seats) {
      CHECK(p.stack >= Chips{0});
      sum += p.stack;
    }
    CHECK(sum == total);
    if (k + 1 < t.steps.size() &&
        record.actions[t.steps[k].action].street == record.actions[t.steps[k + 1].action].street) {
      CHECK(!s.round_complete);
      CHECK(s.next.actor == t.steps[k + 1].legal.actor);
      CHECK(s.next.to_call == t.steps[k + 1].legal.to_call);
      CHECK(s.next.min_to == t.steps[k + 1].legal.min_to);
    } else {
      CHECK(s.round_complete);
      CHECK(s.next.actor == -1);
    }
  }
  // Bob's short all-in raise (step 10) leaves Carol free to raise and Dave not.
  CHECK(t.after[10].seats[1].all_in);
  CHECK(t.after[10].seats[1].street_bet == Chips{1050});
  CHECK(t.after[10].next.can_raise);
  CHECK(t.after[11].next.actor == 3);
  CHECK(!t.after[11].next.can_raise);
  CHECK(t.after[11].next.to_call == Chips{50});
  CHECK(t.after.back().pot == Chips{4550});
}

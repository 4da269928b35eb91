// Replay of whole hands written as PokerStars text: pots, refunds, stacks.
#include <doctest/doctest.h>

#include <memory>
#include <string_view>
#include <vector>

#include "engine/profile.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"

using engine::Chips;

namespace {

struct Replayed {
  engine::HandRecord record;
  std::vector<engine::Finding> findings;
  replay::Trace trace;
};

// Keeps the record alive beside the trace that points at it.
std::unique_ptr<Replayed> run(std::string_view text, std::string_view profile = "pokerstars") {
  auto r = std::make_unique<Replayed>();
  const auto status = parser::parse_pokerstars_hand(text, 1, 1, r->record, r->findings);
  REQUIRE(status == parser::ParseStatus::kOk);
  r->trace = replay::replay_hand(r->record, *engine::find_profile(profile, r->record.game.tournament));
  return r;
}

// TC-23 in chips (amounts in the log are whole chips; the engine holds centi-units).
constexpr std::string_view kTc23 = R"(PokerStars Hand #1: Tournament #9, $1+$0.10 USD Hold'em No Limit - Level I (50/100) - 2024/01/01 10:00:00 ET
Table '9 1' 9-max Seat #1 is the button
Seat 1: E (5000 in chips)
Seat 2: A (300 in chips)
Seat 3: B (700 in chips)
Seat 4: C (1500 in chips)
Seat 5: D (2000 in chips)
A: posts small blind 50
B: posts big blind 100
*** HOLE CARDS ***
C: raises 200 to 300
D: calls 300
E: calls 300
A: calls 250 and is all-in
B: raises 400 to 700 and is all-in
C: calls 400
D: folds
E: calls 400
*** FLOP *** [Ks Qd 7c]
C: bets 800 and is all-in
E: calls 800
*** TURN *** [Ks Qd 7c] [4h]
*** RIVER *** [Ks Qd 7c 4h] [2s]
*** SHOW DOWN ***
C: shows [7d 7h] (three of a kind, Sevens)
E: shows [As Ad] (a pair of Aces)
B: shows [Qs Qc] (three of a kind, Queens)
A: shows [Kh Kd] (three of a kind, Kings)
C collected 1600 from side pot-2
B collected 1200 from side pot-1
A collected 1500 from main pot
*** SUMMARY ***
Total pot 4300 Main pot 1500. Side pot-1 1200. Side pot-2 1600. | Rake 0
Board [Ks Qd 7c 4h 2s]
Seat 1: E (button) showed [As Ad] and lost with a pair of Aces
Seat 2: A (small blind) showed [Kh Kd] and won (1500) with three of a kind, Kings
Seat 3: B (big blind) showed [Qs Qc] and won (1200) with three of a kind, Queens
Seat 4: C showed [7d 7h] and won (1600) with three of a kind, Sevens
Seat 5: D folded before Flop
)";

}  // namespace

TEST_CASE("TC-23 replayed from text: three pots and a folded contributor") {
  auto r = run(kTc23);
  CHECK(r->findings.empty());
  const auto& t = r->trace;
  CHECK(t.steps.size() == 10);
  for (const auto& s : t.steps) CHECK(s.violations.empty());
  REQUIRE(t.pots.pots.size() == 3);
  CHECK(t.pots.pots[0].amount == Chips{150000});
  CHECK(t.pots.pots[1].amount == Chips{120000});
  CHECK(t.pots.pots[2].amount == Chips{160000});
  CHECK(t.pots.refund_to == -1);
  CHECK(t.players[4].folded);
  CHECK(t.players[4].contributed == Chips{30000});
}

TEST_CASE("button order for odd chips starts left of the button seat") {
  auto r = run(kTc23);
  const auto order = replay::button_order(r->record);
  CHECK(order == std::vector<int>{1, 2, 3, 4, 0});
}

TEST_CASE("button order: a seat list out of seat order is still ordered by seat from the button") {
  engine::HandRecord rec;
  for (int seat : {5, 2, 9, 7}) {
    engine::PlayerRecord p;
    p.seat = seat;
    rec.players.push_back(p);
  }
  rec.button_seat = 5;
  // Clockwise from seat 5: 7, 9, then 2, and the button (5) last.
  CHECK(replay::button_order(rec) == std::vector<int>{3, 2, 1, 0});
  rec.button_seat = 9;  // from 9: 2, 5, 7, 9
  CHECK(replay::button_order(rec) == std::vector<int>{1, 0, 3, 2});
}

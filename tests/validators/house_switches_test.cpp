// Profile switches that no built-in profile sets (house rules), and the
// two-round limit cap where built-in profiles disagree: each is audited
// with the switch off and on, on the same hand.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "engine/profile.h"
#include "engine/profile_choice.h"
#include "parser/pokerstars_parser.h"
#include "replay/trace.h"
#include "validators/validate.h"

namespace {

// The rule ids found in `text` (one hand) under `profile`, with their lines.
std::string findings(std::string_view text, const engine::Profile& profile) {
  engine::HandRecord rec;
  std::vector<engine::Finding> found;
  const auto status = parser::parse_pokerstars_hand(text, 1, 1, rec, found);
  REQUIRE(status == parser::ParseStatus::kOk);
  const replay::Trace trace = replay::replay_hand(rec, profile);
  for (auto& f : trace.findings) found.push_back(f);
  for (auto& f : validators::validate(trace)) found.push_back(f);
  std::string out;
  for (const auto& f : found) out += std::string(engine::rule_id(f.rule)) + " " + std::to_string(f.pos.line) + "\n";
  return out;
}

engine::Profile stars() { return *engine::find_profile("pokerstars", false); }

// Five-card draw, $0.10/$0.20 limit: BB then four raises before the draw
// (a bet and four raises, line 12 is the fourth raise).
constexpr std::string_view kFourRaises = R"(PokerStars Hand #4700: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/01 12:00:00 ET
Table 'Draw' 6-max Seat #1 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bea ($10 in chips)
Seat 3: Cid ($10 in chips)
Bea: posts small blind $0.05
Cid: posts big blind $0.10
*** DEALING HANDS ***
Ann: raises $0.10 to $0.20
Bea: raises $0.10 to $0.30
Cid: raises $0.10 to $0.40
Ann: raises $0.10 to $0.50
Bea: calls $0.20
Cid: calls $0.10
*** FIRST DRAW ***
Bea: discards 4 cards
Cid: discards 4 cards
Ann: stands pat
Bea: checks
Cid: checks
Ann: checks
*** SHOW DOWN ***
Ann: shows [Ah Ad Kc Qs 2d] (a pair of Aces)
Bea: mucks hand
Cid: mucks hand
Ann collected $1.50 from pot
*** SUMMARY ***
Total pot $1.50 | Rake $0
Seat 1: Ann (button) showed [Ah Ad Kc Qs 2d] and won ($1.50) with a pair of Aces
Seat 2: Bea (small blind) mucked
Seat 3: Cid (big blind) mucked
)";

}  // namespace

TEST_CASE("limit cap in a two-round game: pokerstars caps at a bet and 3 raises, robert allows 4") {
  CHECK(findings(kFourRaises, stars()) == "raise-cap-exceeded 12\n");
  CHECK(findings(kFourRaises, *engine::find_profile("robert", false)) == "");
  CHECK(findings(kFourRaises, *engine::find_profile("tda", false)) == "");
}

TEST_CASE("draw_discard_limit three_or_four_once: a second exchange of four in one round is wrong-card-count") {
  engine::Profile house = stars();
  house.limit_cap_two_rounds = 4;
  CHECK(findings(kFourRaises, house) == "");
  house.draw_discard_limit = engine::DrawDiscardLimit::kThreeOrFourOnce;
  CHECK(findings(kFourRaises, house) == "wrong-card-count 17\n");
}

TEST_CASE("draw_fold_before_open_checks: a fold before the opening bet keeps the player in") {
  // Antes only: Bea "folds" with nothing to call, then calls Cid's bet.
  constexpr std::string_view kHand = R"(PokerStars Hand #4701: 5 Card Draw Limit ($0.10/$0.20 USD) - 2024/06/01 12:00:00 ET
Table 'Draw' 6-max Seat #1 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bea ($10 in chips)
Seat 3: Cid ($10 in chips)
Ann: posts the ante $0.05
Bea: posts the ante $0.05
Cid: posts the ante $0.05
*** DEALING HANDS ***
Bea: folds
Cid: bets $0.10
Ann: folds
Bea: calls $0.10
*** FIRST DRAW ***
Bea: discards 1 card
Cid: stands pat
Bea: checks
Cid: checks
*** SHOW DOWN ***
Bea: shows [Ah Ad Kc Qs 2d] (a pair of Aces)
Cid: mucks hand
Bea collected $0.35 from pot
*** SUMMARY ***
Total pot $0.35 | Rake $0
Seat 1: Ann (button) folded before the Draw
Seat 2: Bea showed [Ah Ad Kc Qs 2d] and won ($0.35) with a pair of Aces
Seat 3: Cid mucked
)";
  engine::Profile house = stars();
  CHECK(findings(kHand, house).find("action-by-inactive-player 13") != std::string::npos);
  house.draw_fold_before_open_checks = true;
  CHECK(findings(kHand, house) == "");
}

TEST_CASE("disconnect_protection: a disconnected player is all-in for the pot so far, the rest is a side pot") {
  // Cid calls pre-flop, disconnects; Ann and Bea bet $2 each on the flop,
  // a side pot Cid cannot win. Cid has the best hand: main pot $3 to him.
  constexpr std::string_view kHand = R"(PokerStars Hand #4702: Hold'em No Limit ($0.50/$1 USD) - 2024/06/01 12:00:00 ET
Table 'Net' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bea ($50 in chips)
Seat 3: Cid ($50 in chips)
Bea: posts small blind $0.50
Cid: posts big blind $1
*** HOLE CARDS ***
Ann: calls $1
Bea: calls $0.50
Cid: checks
*** FLOP *** [2c 7d 9h]
Cid is being treated as all-in
Bea: bets $2
Ann: calls $2
*** TURN *** [2c 7d 9h] [Js]
Bea: checks
Ann: checks
*** RIVER *** [2c 7d 9h Js] [3s]
Bea: checks
Ann: checks
*** SHOW DOWN ***
Bea: shows [Kh Qh] (high card King)
Ann: shows [8s 8d] (a pair of Eights)
Cid: shows [Ac Ad] (a pair of Aces)
Ann collected $4 from side pot
Cid collected $3 from main pot
*** SUMMARY ***
Total pot $7 Main pot $3. Side pot $4. | Rake $0
Board [2c 7d 9h Js 3s]
Seat 1: Ann (button) showed [8s 8d] and won ($4) with a pair of Eights
Seat 2: Bea (small blind) showed [Kh Qh] and lost with high card King
Seat 3: Cid (big blind) showed [Ac Ad] and won ($3) with a pair of Aces
)";
  engine::Profile house = stars();
  // Without it Cid is due to act on every street after the flop's line.
  const std::string without = findings(kHand, house);
  for (const char* at : {"action-out-of-turn 15\n", "action-out-of-turn 18\n", "action-out-of-turn 21\n",
                         "round-closed-early 16\n", "round-closed-early 19\n", "round-closed-early 22\n"})
    CHECK(without.find(at) != std::string::npos);
  house.disconnect_protection = true;
  CHECK(findings(kHand, house) == "");
  // The same by name, as --set gives it, on top of the site's own profile.
  const std::vector<engine::SwitchSetting> on{{"disconnect_protection", "true"}};
  CHECK(findings(kHand, engine::ProfileChoice("", on).for_hand("pokerstars", "pokerstars", false)) == "");
}

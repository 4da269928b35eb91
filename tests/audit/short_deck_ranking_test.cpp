// Short deck's two rankings of three of a kind against a straight
// (Profile::short_deck_trips_beat_straight): each room's default, PHH's
// default, and --set choosing the other. The same cards each time: trips
// against a straight that the board completes, the pot given to one of them.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/support/audit_expect.h"

namespace {

const std::vector<engine::SwitchSetting> kTripsWin{{"short_deck_trips_beat_straight", "true"}};
const std::vector<engine::SwitchSetting> kStraightWins{{"short_deck_trips_beat_straight", "false"}};

// A GGPoker short-deck hand, all-in on the flop: Hero's three eights
// against Villain's straight, six to ten. `winner` collects the $200 pot at
// line 21.
std::string ggpoker_hand(const std::string& winner) {
  const bool villain = winner == "Villain";
  return "Poker Hand #SD1000001: ShortDeck No Limit ($1) - 2024/06/01 12:00:00\n"
         "Table 'SD 1' 6-max Seat #1 is the button\n"
         "Seat 1: Hero ($100 in chips)\n"
         "Seat 2: Villain ($100 in chips)\n"
         "Hero: posts the ante $1\n"
         "Villain: posts the ante $1\n"
         "Hero: posts button blind $1\n"
         "*** HOLE CARDS ***\n"
         "Dealt to Hero [8h 8s]\n"
         "Dealt to Villain [Ts 9d]\n"
         "Villain: raises $2 to $3\n"
         "Hero: calls $2\n"
         "*** FLOP *** [8c 7d 6s]\n"
         "Villain: bets $96 and is all-in\n"
         "Hero: calls $96 and is all-in\n"
         "Hero: shows [8h 8s]\n"
         "Villain: shows [Ts 9d]\n"
         "*** TURN *** [8c 7d 6s] [Kh]\n"
         "*** RIVER *** [8c 7d 6s Kh] [Ad]\n"
         "*** SHOW DOWN ***\n" +
         winner + " collected $200 from pot\n"
         "*** SUMMARY ***\n"
         "Total pot $200 | Rake $0\n"
         "Board [8c 7d 6s Kh Ad]\n"
         "Seat 1: Hero (button) showed [8h 8s] and " +
         std::string(villain ? "lost" : "won ($200)") +
         " with Three Eights\n"
         "Seat 2: Villain showed [Ts 9d] and " +
         (villain ? "won ($200)" : "lost") + " with Tens-High Straight\n";
}

// A heads-up PHH short-deck hand all-in pre-flop: p1's three kings against
// p2's straight, nine to king (the cards of the corpus's Triton hand). PHH
// states no winner: `finishing_stacks` (line 17) says who took the 200.
std::string phh_hand(const std::string& finishing) {
  return "variant = \"NS\"\n"
         "antes = [0, 0]\n"
         "blinds_or_straddles = [10, 20]\n"
         "min_bet = 20\n"
         "starting_stacks = [100, 100]\n"
         "actions = [\n"
         "  \"d dh p1 KhKs\",\n"
         "  \"d dh p2 QhQd\",\n"
         "  \"p2 cbr 100\",\n"
         "  \"p1 cc\",\n"
         "  \"p1 sm KhKs\",\n"
         "  \"p2 sm QhQd\",\n"
         "  \"d db 9h6cKc\",\n"
         "  \"d db Jh\",\n"
         "  \"d db Ts\",\n"
         "]\n"
         "finishing_stacks = " +
         finishing + "\n";
}

audit::HandReport audit_phh(const std::string& text, const std::vector<engine::SwitchSetting>& switches = {}) {
  return audit::audit_phh_hand(text, 1, 1, "test", "short-deck",
                               audit::AuditSettings{.profile = engine::ProfileChoice("", switches)});
}

std::vector<std::string> rules_of(const audit::HandReport& report) {
  std::vector<std::string> rules;
  for (const auto& f : report.findings) rules.emplace_back(engine::rule_id(f.rule));
  return rules;
}

}  // namespace

TEST_CASE("short deck: GGPoker's default ranks a straight above three of a kind, --set the other way") {
  const auto straight = audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Villain"));
  CHECK(straight.findings.empty());
  const auto trips = audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Hero"));
  REQUIRE(trips.findings.size() == 1);
  CHECK(trips.findings[0].rule == engine::Rule::kWrongWinner);
  CHECK(trips.findings[0].pos.line == 21);
  // The switch set the other way turns both round.
  const auto set_straight =
      audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Villain"), "", kTripsWin);
  REQUIRE(set_straight.findings.size() == 1);
  CHECK(set_straight.findings[0].rule == engine::Rule::kWrongWinner);
  CHECK(audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Hero"), "", kTripsWin).findings.empty());
}

TEST_CASE("short deck: the pokerstars profile ranks three of a kind above a straight, --set the other way") {
  // The GGPoker hand's cards judged under the pokerstars profile, whose 6+
  // Hold'em ranks trips above a straight (its published 6+ rules).
  CHECK(audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Hero"), "pokerstars").findings.empty());
  const auto straight = audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Villain"), "pokerstars");
  REQUIRE(straight.findings.size() == 1);
  CHECK(straight.findings[0].rule == engine::Rule::kWrongWinner);
  CHECK(audit_expect::audit_room(parser::SiteFormat::kGgpoker, ggpoker_hand("Villain"), "pokerstars", kStraightWins)
            .findings.empty());
}

TEST_CASE("short deck: PHH's default ranks three of a kind above a straight, as the corpus's Triton hand was played") {
  // phh/phua-xuan-2019.phh (Triton London 2019) records no result; Triton's
  // short-deck rules rank three of a kind above a straight, so Phua's three
  // kings took the pot from Xuan's straight. PHH files take that ranking
  // unless --set says otherwise.
  CHECK(audit_phh(phh_hand("[200, 0]")).findings.empty());
  CHECK(rules_of(audit_phh(phh_hand("[0, 200]"))) == std::vector<std::string>{"stack-mismatch", "stack-mismatch"});
  CHECK(audit_phh(phh_hand("[0, 200]"), kStraightWins).findings.empty());
  CHECK(rules_of(audit_phh(phh_hand("[200, 0]"), kStraightWins)) ==
        std::vector<std::string>{"stack-mismatch", "stack-mismatch"});
}

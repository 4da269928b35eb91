// The source documents' rules that PHH can state, on PHH (issue 23): a
// player dealt in without an ante (its `antes` hold 0 for him), limit stakes
// whose big bet is not twice the small bet, and hold'em's first actors,
// over a button straddle too.
// (PHH states the blinds it posts, so a late or mis-sized blind is nothing
// it can say; source_rules_test.cpp has those on PokerStars text.)
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_hand.h"
#include "tests/support/hand_text.h"

namespace source_rules_phh_test {

namespace {

using hand_text::with;

std::string findings(std::string_view text, const std::vector<engine::SwitchSetting>& switches = {}) {
  std::string out;
  const audit::AuditSettings settings{.profile = engine::ProfileChoice({}, switches)};
  for (const auto& f : audit::audit_phh_hand(text, 1, 1, "test.phh", "test", settings).findings)
    out += std::string(engine::rule_id(f.rule)) + " " + std::to_string(f.pos.line) + ":" +
           std::to_string(f.pos.column) + "\n";
  return out;
}

constexpr std::string_view kAntes =
    "variant = 'F2L3D'\n"
    "antes = [5, 5, 5]\n"
    "blinds_or_straddles = [0, 0, 0]\n"
    "small_bet = 10\n"
    "big_bet = 20\n"
    "starting_stacks = [1000, 1000, 1000]\n"
    "actions = [\n"
    "  'd dh p1 7h6c4c3d2c', 'd dh p2 ?????????\?', 'd dh p3 AsQs6s5c3c',\n"
    "  'p1 cbr 10', 'p2 f', 'p3 f',\n"
    "]\n";

constexpr std::string_view kLimit =
    "variant = 'FT'\n"
    "antes = [0, 0, 0]\n"
    "blinds_or_straddles = [5, 10, 0]\n"
    "small_bet = 10\n"
    "big_bet = 20\n"
    "starting_stacks = [1000, 1000, 1000]\n"
    "actions = [\n"
    "  'd dh p1 AsKs', 'd dh p2 ???\?', 'd dh p3 ???\?',\n"
    "  'p3 f', 'p1 cc', 'p2 cc',\n"
    "  'd db 2c7d9h', 'p1 cc', 'p2 cbr 10', 'p1 f',\n"
    "]\n";

constexpr std::string_view kNoLimit =
    "variant = 'NT'\n"
    "antes = [0, 0, 0]\n"
    "blinds_or_straddles = [1, 2, 0]\n"
    "min_bet = 2\n"
    "starting_stacks = [200, 200, 200]\n"
    "actions = [\n"
    "  'd dh p1 AsKs', 'd dh p2 ???\?', 'd dh p3 ???\?',\n"
    "  'p3 cc', 'p1 cc', 'p2 cc',\n"
    "  'd db 2c7d9h', 'p1 cc', 'p2 cbr 4', 'p3 f', 'p1 f',\n"
    "]\n";

}  // namespace

TEST_CASE("wrong-forced-bet-amount, PHH: a player dealt in without an ante, where the others ante") {
  CHECK(findings(kAntes) == "");
  CHECK(findings(with("antes = [5, 5, 5]", "antes = [5, 5, 0]", kAntes)) == "wrong-forced-bet-amount 8:4\n");
}

TEST_CASE("irregular-stakes, PHH: a limit big bet that is not twice the small bet") {
  CHECK(findings(kLimit) == "");
  CHECK(findings(with("big_bet = 20", "big_bet = 30", kLimit)) == "irregular-stakes 1:1\n");
}

TEST_CASE("wrong-first-actor, PHH: left of the big blind pre-flop, left of the button on the flop") {
  CHECK(findings(kNoLimit) == "");
  CHECK(findings(with("'p3 cc', 'p1 cc', 'p2 cc',", "'p1 cc', 'p3 cc', 'p2 cc',", kNoLimit))
            .starts_with("wrong-first-actor 8:4\n"));
  CHECK(
      findings(with("'p1 cc', 'p2 cbr 4', 'p3 f', 'p1 f',", "'p2 cc', 'p1 cc', 'p3 cbr 4', 'p2 f', 'p1 f',", kNoLimit))
          .starts_with("wrong-first-actor 9:19\n"));
}

TEST_CASE("wrong-first-actor, PHH: over a button straddle, the small blind or, with utg_skip_straddler, UTG opens") {
  // p5, the button of five, straddles 4 in a 1/2 game.
  constexpr std::string_view kButtonStraddle =
      "variant = 'NT'\n"
      "antes = [0, 0, 0, 0, 0]\n"
      "blinds_or_straddles = [1, 2, 0, 0, 4]\n"
      "min_bet = 2\n"
      "starting_stacks = [200, 200, 200, 200, 200]\n"
      "actions = [\n"
      "  'd dh p1 ???\?', 'd dh p2 ???\?', 'd dh p3 ???\?', 'd dh p4 ???\?', 'd dh p5 ???\?',\n"
      "  'p1 f', 'p2 f', 'p3 cc', 'p4 f', 'p5 cbr 12', 'p3 f',\n"
      "]\n";
  const std::vector<engine::SwitchSetting> any_seat{{"straddles", "any_seat"}};
  const std::vector<engine::SwitchSetting> skip{{"straddles", "any_seat"},
                                                {"button_straddle_order", "utg_skip_straddler"}};
  CHECK(findings(kButtonStraddle, any_seat) == "");
  CHECK(findings(kButtonStraddle, skip) == "wrong-first-actor 8:4\naction-out-of-turn 8:20\n");
  const std::string utg_first =
      with("'p1 f', 'p2 f', 'p3 cc', 'p4 f',", "'p3 cc', 'p4 f', 'p1 f', 'p2 f',", kButtonStraddle);
  CHECK(findings(utg_first, skip) == "");
  CHECK(findings(utg_first, any_seat) == "wrong-first-actor 8:4\naction-out-of-turn 8:21\n");
}

}  // namespace source_rules_phh_test

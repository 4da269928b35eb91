// Player names at the start of a line: the longest seated name that fits
// wins ("Al: Jr: folds" is Al: Jr's, not Al's), whatever the seat order,
// and every hand reads its own seat list (the matcher's tables are reused
// from hand to hand on a thread).
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "parser/pokerstars_parser.h"

namespace {

struct Parsed {
  engine::HandRecord record;
  std::vector<engine::Finding> findings;
};

Parsed parse(const std::string& text) {
  Parsed p;
  parser::parse_pokerstars_hand(text, 1, 1, p.record, p.findings);
  return p;
}

using engine::Act;
using Actors = std::vector<std::pair<int, Act>>;

// Who did what (player index, act), in log order.
Actors actors(const engine::HandRecord& record) {
  Actors out;
  for (const engine::ActionRecord& a : record.actions) out.emplace_back(a.player, a.kind);
  return out;
}

const std::string kPrefixNames =
    "PokerStars Hand #1:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:15:40 ET\n"
    "Table 'T' 6-max Seat #1 is the button\n"
    "Seat 1: Al ($50 in chips)\n"
    "Seat 2: Alan ($50 in chips)\n"
    "Seat 3: Al Capone ($50 in chips)\n"
    "Seat 4: Bo ($50 in chips)\n"
    "Seat 5: Al: Jr ($50 in chips)\n"
    "Alan: posts small blind $0.25\n"
    "Al Capone: posts big blind $0.50\n"
    "*** HOLE CARDS ***\n"
    "Bo: folds\n"
    "Al: Jr: folds\n"
    "Al: raises $1 to $1.50\n"
    "Alan: folds\n"
    "Al Capone: folds\n"
    "Uncalled bet ($1) returned to Al\n"
    "Al collected $1.25 from pot\n"
    "*** SUMMARY ***\n"
    "Total pot $1.25 | Rake $0\n"
    "Seat 1: Al (button) collected ($1.25)\n"
    "Seat 2: Alan (small blind) folded before Flop\n"
    "Seat 3: Al Capone (big blind) folded before Flop\n"
    "Seat 4: Bo folded before Flop (didn't bet)\n"
    "Seat 5: Al: Jr folded before Flop (didn't bet)\n";

}  // namespace

TEST_CASE("seated names: the longest name that fits, among names sharing first bytes") {
  const Parsed p = parse(kPrefixNames);
  CHECK(p.findings.empty());
  REQUIRE(p.record.players.size() == 5);
  // "Al: Jr: folds" is Al: Jr's: Al's name followed by ": " fits too, but
  // is shorter.
  CHECK(actors(p.record) == Actors{{1, Act::kPostSmallBlind}, {2, Act::kPostBigBlind}, {3, Act::kFold}, {4, Act::kFold},
                                   {0, Act::kRaise}, {1, Act::kFold}, {2, Act::kFold}, {0, Act::kUncalledReturn},
                                   {0, Act::kCollect}});
}

TEST_CASE("seated names: each hand matches its own seat list, not the previous hand's") {
  REQUIRE(parse(kPrefixNames).findings.empty());
  // Other names on the same thread: Zoe's first byte started no name of
  // the previous hand, Bob's and Bobby's started Bo's; nobody is Al now.
  const Parsed p = parse(
      "PokerStars Hand #2:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:16:40 ET\n"
      "Table 'T' 6-max Seat #2 is the button\n"
      "Seat 2: Zoe ($50 in chips)\n"
      "Seat 5: Bob ($50 in chips)\n"
      "Seat 6: Bobby ($50 in chips)\n"
      "Bob: posts small blind $0.25\n"
      "Bobby: posts big blind $0.50\n"
      "*** HOLE CARDS ***\n"
      "Zoe: folds\n"
      "Bob: folds\n"
      "Uncalled bet ($0.25) returned to Bobby\n"
      "Bobby collected $0.50 from pot\n"
      "*** SUMMARY ***\n"
      "Total pot $0.50 | Rake $0\n"
      "Seat 2: Zoe (button) folded before Flop (didn't bet)\n"
      "Seat 5: Bob (small blind) folded before Flop\n"
      "Seat 6: Bobby (big blind) collected ($0.50)\n");
  CHECK(p.findings.empty());
  CHECK(actors(p.record) == Actors{{1, Act::kPostSmallBlind}, {2, Act::kPostBigBlind}, {0, Act::kFold}, {1, Act::kFold},
                                   {2, Act::kUncalledReturn}, {2, Act::kCollect}});
  // Bo's seat taken by Cy: "Bo: folds" is a stranger's line now.
  const Parsed stranger = parse(std::string(kPrefixNames).replace(kPrefixNames.find("Seat 4: Bo ("), 12, "Seat 4: Cy ("));
  REQUIRE(stranger.findings.size() >= 1);
  CHECK(stranger.findings.front().rule == engine::Rule::kInconsistentRecord);
  CHECK(stranger.findings.front().pos.line == 11);
}

// The PokerTracker / Hold'em Manager export corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every PokerTracker export hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // Every hand of the four layouts is read and replayed; the folder's 11
  // tournament summaries hold none (no-hands-in-file).
  room_corpus::check_room_corpus(
      {"PokerTracker-exports", parser::SiteFormat::kPokerTracker, "pokertracker_expected.tsv", 528, 528});
}

// The PokerNow corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every PokerNow hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // All but the 6 hands cut short by the export are replayed (bomb pots too).
  room_corpus::check_room_corpus({"PokerNow", parser::SiteFormat::kPokerNow, "pokernow_expected.tsv", 6962, 6956});
}

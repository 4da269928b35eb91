// The BetOnline (Chico network) corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every BetOnline (Chico network) hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"BetOnline-Chico", parser::SiteFormat::kBetOnline, "betonline_expected.tsv", 68, 67});
}

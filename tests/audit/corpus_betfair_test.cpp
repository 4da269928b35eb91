// The Betfair corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Betfair hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Betfair", parser::SiteFormat::kBetfair, "betfair_expected.tsv", 1, 1});
}

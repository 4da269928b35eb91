// The Everest Poker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Everest hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Everest", parser::SiteFormat::kEverest, "everest_expected.tsv", 7, 7});
}

// The Everleaf Gaming corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Everleaf hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Everleaf", parser::SiteFormat::kEverleaf, "everleaf_expected.tsv", 233, 233});
}

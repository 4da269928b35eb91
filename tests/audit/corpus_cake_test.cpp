// The Cake poker network corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Cake poker network hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Cake", parser::SiteFormat::kCake, "cake_expected.tsv", 49, 47});
}

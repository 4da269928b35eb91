// The IGT corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every IGT hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"IGT", parser::SiteFormat::kIgt, "igt_expected.tsv", 15, 15});
}

// The PKR corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every PKR hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"PKR", parser::SiteFormat::kPkr, "pkr_expected.tsv", 107, 105});
}

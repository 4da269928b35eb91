// The Seals With Clubs corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Seals With Clubs hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus(
      {"SealsWithClubs", parser::SiteFormat::kSealsWithClubs, "sealswithclubs_expected.tsv", 7, 7});
}

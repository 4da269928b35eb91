// The Winamax corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Winamax hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // Every hand is replayed: stud, Omaha Hi/Lo and 2-7 triple draw as well.
  room_corpus::check_room_corpus({"Winamax", parser::SiteFormat::kWinamax, "winamax_expected.tsv", 351, 351});
}

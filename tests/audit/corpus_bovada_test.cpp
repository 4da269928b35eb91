// The Bovada / Ignition / Bodog corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Bovada hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // All but the two hands the log cuts short are replayed.
  room_corpus::check_room_corpus({"Bovada-Ignition", parser::SiteFormat::kBovada, "bovada_expected.tsv", 1814, 1812});
}

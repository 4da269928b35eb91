// The Microgaming corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Microgaming hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // 64 Microgaming hands and an 888 hand filed with them, all replayed.
  room_corpus::check_room_corpus({"Microgaming", parser::SiteFormat::kMicrogaming, "microgaming_expected.tsv", 65, 65});
}

// The GGPoker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every GGPoker hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // All but the two hands run three times are replayed.
  room_corpus::check_room_corpus({"GGPoker", parser::SiteFormat::kGgpoker, "ggpoker_expected.tsv", 499, 499});
}

// The iPoker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every iPoker hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // Not replayed: the 38 hands the log cuts short and the one without its
  // players (tests/corpus/ipoker_expected.tsv says why).
  room_corpus::check_room_corpus({"iPoker", parser::SiteFormat::kIpoker, "ipoker_expected.tsv", 706, 667});
}

// The Big Game corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every The Big Game hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // Every hand is replayed, the three whose board is run four or five times too.
  room_corpus::check_room_corpus(
      {"TheBigGame", parser::SiteFormat::kTheBigGame, "thebiggame_expected.tsv", 1799, 1799});
}

// The CoinPoker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every CoinPoker hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"CoinPoker", parser::SiteFormat::kCoinPoker, "coinpoker_expected.tsv", 4660, 4660});
}

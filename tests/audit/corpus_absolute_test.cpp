// The Absolute Poker / UltimateBet corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Absolute Poker and UltimateBet hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Absolute-UB", parser::SiteFormat::kAbsolute, "absolute_expected.tsv", 101, 101});
}

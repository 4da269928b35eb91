// The Boss Media corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Boss Media hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Boss", parser::SiteFormat::kBoss, "boss_expected.tsv", 163, 161});
}

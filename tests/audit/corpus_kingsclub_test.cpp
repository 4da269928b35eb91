// The Kings Club corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Kings Club hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // 33 hands, every one replayed: the 2 of 2-7 drawmaha too (a draw inside
  // a flop game, docs/games.md G-DRAWMAHA).
  room_corpus::check_room_corpus({"KingsClub", parser::SiteFormat::kKingsClub, "kingsclub_expected.tsv", 33, 33});
}

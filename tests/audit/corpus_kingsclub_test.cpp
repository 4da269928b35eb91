// The Kings Club corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Kings Club hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // 33 hands; the 7 of the five games the engine has no rules for yet
  // (A-5 single draw, 2-7 razz, badeucey, badacey, 2-7 drawmaha) are read
  // and named unsupported-game.
  room_corpus::check_room_corpus({"KingsClub", parser::SiteFormat::kKingsClub, "kingsclub_expected.tsv", 33, 26});
}

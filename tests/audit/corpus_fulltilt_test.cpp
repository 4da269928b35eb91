// The Full Tilt Poker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Full Tilt hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // Five hands are written without seats or actions (truncated-hand,
  // inconsistent-record): read, not replayed. The Irish hand is replayed
  // (docs/games.md G-IRISH).
  room_corpus::check_room_corpus({"FullTilt", parser::SiteFormat::kFullTilt, "fulltilt_expected.tsv", 507, 502});
}

// The OnGame corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every OnGame hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // 419 OnGame hands and three of other formats the HHSmithy fixtures filed
  // under OnGame: two PokerStars hands (counted, read by the PokerStars
  // reader elsewhere) and a PartyPoker one (replayed); one OnGame hand is cut
  // in its summary (truncated-hand): read, not replayed.
  room_corpus::check_room_corpus({"OnGame", parser::SiteFormat::kOngame, "ongame_expected.tsv", 422, 419});
}

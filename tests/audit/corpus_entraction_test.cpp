// The Entraction corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Entraction hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // 330 Entraction hands, every one replayed, and two PokerStars hands the
  // HHSmithy fixtures filed under Entraction (counted, read by the
  // PokerStars reader elsewhere).
  room_corpus::check_room_corpus({"Entraction", parser::SiteFormat::kEntraction, "entraction_expected.tsv", 332, 330});
}

// The WPN (Winning Poker Network) corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every WPN hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // Three hands are cut short (truncated-hand): read, not replayed.
  room_corpus::check_room_corpus({"WPN-ACR", parser::SiteFormat::kWpn, "wpn_expected.tsv", 281, 278});
}

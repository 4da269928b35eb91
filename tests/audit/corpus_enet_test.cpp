// The Enet corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Enet hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  room_corpus::check_room_corpus({"Enet", parser::SiteFormat::kEnet, "enet_expected.tsv", 6, 6});
}

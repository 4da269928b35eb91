// The ACPC match-log corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every ACPC hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // 3-player limit Kuhn poker, 3,000 hands a file: every one read and replayed.
  room_corpus::check_room_corpus({"ACPC", parser::SiteFormat::kAcpc, "acpc_expected.tsv", 18000, 18000});
}

// The Merge Gaming corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every Merge hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // Not replayed: a hand cut short (truncated-hand).
  room_corpus::check_room_corpus({"Merge", parser::SiteFormat::kMerge, "merge_expected.tsv", 178, 177});
}

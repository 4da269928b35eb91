// The 888poker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every 888poker hand is read and every finding on it is explained" * doctest::test_suite("corpus")) {
  // All but the unreadable ones listed in tests/corpus/888_expected.tsv are
  // replayed: hands cut short, hands whose seat list names nobody (the
  // PartyPoker hand filed with them is read by the PartyPoker reader).
  room_corpus::check_room_corpus({"888", parser::SiteFormat::kPacific, "888_expected.tsv", 2415, 2411});
}

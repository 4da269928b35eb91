// The PartyPoker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every PartyPoker hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // All but two are replayed (tests/corpus/partypoker_expected.tsv): two
  // hands cut short. Double Hold'em is replayed (docs/games.md G-DOUBLE).
  room_corpus::check_room_corpus({"PartyPoker", parser::SiteFormat::kPartyPoker, "partypoker_expected.tsv", 168, 166});
}

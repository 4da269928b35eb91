// The PartyPoker corpus check (tests/support/room_corpus.h).
#include <doctest/doctest.h>

#include "tests/support/room_corpus.h"

TEST_CASE("corpus: every PartyPoker hand is read and every finding on it is explained" *
          doctest::test_suite("corpus")) {
  // All but the unreadable ones listed in tests/corpus/partypoker_expected.tsv
  // are replayed: the 2019 layout and the games not read yet (stud, Double
  // Hold'em), hands cut short, hands in which a player outside the seat list
  // acts.
  room_corpus::check_room_corpus({"PartyPoker", parser::SiteFormat::kPartyPoker, "partypoker_expected.tsv", 168, 135});
}

// PartyPoker hands of our own (tests/data/partypoker/): its peculiar lines
// read clean under the partypoker profile, and one deliberate error of each
// category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/room_hands.h"

namespace {

std::string data(std::string_view name) { return room_hands::data("partypoker", name); }

std::string findings_of(const std::string& text) {
  return room_hands::findings_of(parser::SiteFormat::kPartyPoker, text);
}

}  // namespace

TEST_CASE("PartyPoker: its own lines read clean (cash, tournament, Mac client, fixed limit)") {
  const room_hands::Row rows[] = {
      // Preludes, seats in no order, a seated player never dealt in, raises
      // that state the chips they add, "is all-In" as a bet and as a short
      // call, the uncalled part paid as "the side pot 1", notices.
      {"clean.txt", "partypoker holdem no-limit"},
      // 2005 tournament: no blind posts (the "Blinds(50/100)" line says
      // them), "$1,902" chips, a trailing "." on actions.
      {"tournament.txt", "partypoker holdem no-limit"},
      // Mac client: "seat 1:", "$26,02 USD", "calls[ $1 USD ]", a big blind
      // posted with the dead small one, two lines glued into one each,
      // "wins Lo (...)".
      {"limit_mac.txt", "partypoker omaha fixed-limit"},
  };
  room_hands::check_rows(parser::SiteFormat::kPartyPoker, "partypoker", rows);
}

TEST_CASE("PartyPoker: one deliberate error of each category") {
  const room_hands::Row rows[] = {
      // Illegal raise: Dot's "raises [$0.15 USD]" over the $0.10 big blind.
      {"raise.txt", "partypoker holdem no-limit\nraise-below-minimum 13:5"},
      // Wrong split: a royal flush on the board, the pot paid $0.20 / $0.05 / $0.05.
      {"split.txt", "partypoker holdem no-limit\ntie-not-split-equally 30:1"},
      // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to Ann on the
      // button, not to Cid, the first winner left of it.
      {"oddchip.txt", "partypoker holdem no-limit\nodd-chip-wrong-recipient 26:1"},
      // Side pot: Cid folded on the river and is paid the side pot.
      {"sidepot.txt", "partypoker holdem no-limit\nineligible-player-awarded 28:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kPartyPoker, "partypoker", rows);
}

TEST_CASE("PartyPoker: a hand cut short, a foreign line, an unseated player and an unread layout give findings") {
  const std::string clean = data("raise.txt");
  // Cut before anyone is paid.
  CHECK(findings_of(clean.substr(0, clean.find("Dot wins"))) ==
        "partypoker holdem no-limit unread\ntruncated-hand 17:1");
  // A line PartyPoker never writes.
  std::string foreign = clean;
  foreign.insert(foreign.find("Ann folds"), "** Summary **\n");
  CHECK(findings_of(foreign) == "partypoker holdem no-limit unread\nparse-error 14:1");
  // A player the seat list does not hold acts.
  std::string unseated = clean;
  unseated.insert(unseated.find("Ann folds"), "Zed calls [$0.15 USD]\n");
  CHECK(findings_of(unseated) == "partypoker holdem no-limit unread\ninconsistent-record 14:1");
  // The other layout.
  CHECK(findings_of("***** Hand History For Game 1618961225358jrdwo4ad458 *****\n") ==
        "partypoker unknown no-limit unread\nunsupported-game 1:1");
  // No header.
  CHECK(findings_of("Seat 1: Ann ( $2 USD )\n") == "partypoker unknown no-limit unread\nparse-error 1:1");
}

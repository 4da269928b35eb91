// PartyPoker hands of our own (tests/data/partypoker/): its peculiar lines
// read clean under the partypoker profile, and one deliberate error of each
// category gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

namespace partypoker_hands_test {

namespace {

std::string data(std::string_view name) { return room_hands::data("partypoker", name); }

std::string findings_of(const std::string& text) {
  return room_hands::findings_of(parser::SiteFormat::kPartyPoker, text);
}

}  // namespace

TEST_CASE("PartyPoker: its own lines read clean (cash, tournament, Mac client, fixed limit, emailed layout, stud)") {
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
      // The emailed layout: an id with letters, "Texas Holdem Game Table
      // (NL)", the button on the table line, a name the seat list cuts at its
      // blank ("Bob" for "Bob Smith"), "raises 0.75 to 0.75", "calls (4.25)",
      // "is all-In." of the action before, "Creating Main Pot ...", the
      // summary's pots after the rake and the balances with the cards shown
      // and what each collected, a seated player who "sits out".
      {"emailed_clean.txt", "partypoker holdem no-limit"},
      // Seven-card stud: "** Dealing **" to "** Dealing River **", the
      // hero's cards a street at a time, "opens", "bring-ins", "completes",
      // a show in the order dealt.
      {"stud_clean.txt", "partypoker stud7 fixed-limit"},
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
      // Wrong description: clean.txt with Carol's three eights written "a
      // full house, Eights full of Kings." on her show line and her two
      // payouts; found at the show line's words.
      {"description.txt", "partypoker holdem no-limit\nhand-description-mismatch 45:23"},
  };
  room_hands::check_rows(parser::SiteFormat::kPartyPoker, "partypoker", rows);
}

TEST_CASE("PartyPoker: the emailed layout's and a payout's words are judged too") {
  // Ann's kings called queens before their five cards.
  const std::string emailed =
      hand_text::with("[ a pair of kings -- ", "[ a pair of queens -- ", data("emailed_clean.txt"));
  CHECK(findings_of(emailed) == "partypoker holdem no-limit\nhand-description-mismatch 27:37");
  // A show line without words: the first payout's describe the hand.
  const std::string payout = hand_text::with(
      "side pot 1 with three of a kind, Eights.", "side pot 1 with three of a kind, Nines.",
      hand_text::with("Carol shows [ 8c, 8d ]three of a kind, Eights.", "Carol shows [ 8c, 8d ]", data("clean.txt")));
  CHECK(findings_of(payout) == "partypoker holdem no-limit\nhand-description-mismatch 47:47");
}

TEST_CASE("PartyPoker: one deliberate error of each category in the emailed layout and in stud") {
  const room_hands::Row rows[] = {
      // Illegal raise: Ann's "raises 50 to 50" over the 40 big blind.
      {"emailed_raise.txt", "partypoker holdem no-limit\nraise-below-minimum 15:5"},
      // Wrong split: a royal flush on the board, the summary's collects $0.05 / $0.20 / $0.05.
      {"emailed_split.txt", "partypoker holdem no-limit\ntie-not-split-equally 29:1"},
      // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to Ann on the button.
      {"emailed_oddchip.txt", "partypoker holdem no-limit\nodd-chip-wrong-recipient 26:1"},
      // Side pot: Cid folded on the river and collects the side pot.
      {"emailed_sidepot.txt", "partypoker holdem no-limit\nineligible-player-awarded 32:1"},
      // Illegal raise: Hero "raises [$1.50 USD]" on 5th street, where a raise adds $1.
      {"stud_raise.txt", "partypoker stud7 fixed-limit\nlimit-wrong-increment 31:6"},
      // Wrong split: hi-lo, the high hand $2.55 and the low $1.55 of $4.10.
      {"stud_split.txt", "partypoker stud7 fixed-limit\ntie-not-split-equally 42:1"},
      // Odd chip: hi-lo, $4.15 split with the odd cent to the low hand.
      {"stud_oddchip.txt", "partypoker stud7 fixed-limit\nodd-chip-wrong-recipient 45:1"},
      // Side pot: Cid folded on 7th street and is paid the side pot.
      {"stud_sidepot.txt", "partypoker stud7 fixed-limit\nineligible-player-awarded 43:1"},
  };
  room_hands::check_rows(parser::SiteFormat::kPartyPoker, "partypoker", rows);
}

TEST_CASE("PartyPoker: a hand cut short, a foreign line, an unseated player and an unread layout give findings") {
  const std::string clean = data("raise.txt");
  // Cut before anyone is paid: the raise below the minimum before the cut
  // is still reported.
  CHECK(findings_of(clean.substr(0, clean.find("Dot wins"))) ==
        "partypoker holdem no-limit unread\ntruncated-hand 17:1\nraise-below-minimum 13:5");
  // A line PartyPoker never writes.
  std::string foreign = clean;
  foreign.insert(foreign.find("Ann folds"), "** Summary **\n");
  CHECK(findings_of(foreign) == "partypoker holdem no-limit unread\nparse-error 14:1\nraise-below-minimum 13:5");
  // A player the seat list does not hold acts: he is seated where he acts,
  // his stack unknown, and the hand is audited (Zed then contests the pot).
  std::string unseated = clean;
  unseated.insert(unseated.find("Ann folds"), "Zed calls [$0.15 USD]\n");
  CHECK(findings_of(unseated) ==
        "partypoker holdem no-limit\ninconsistent-record 14:1\nraise-below-minimum 13:5\nwinner-did-not-show 19:1");
  // Unless he joined the table: PartyPoker writes no seat line for him.
  std::string joined = unseated;
  joined.insert(joined.find("Ben posts"), "Zed has joined the table.\n");
  CHECK(findings_of(joined) == "partypoker holdem no-limit\nraise-below-minimum 14:5\nwinner-did-not-show 20:1");
  // The other layout, a game it does not write.
  CHECK(findings_of("***** Hand History For Game 1618961225358jrdwo4ad458 *****\n"
                    "0.01/0.02 Razz Game Table (FL) - Mon Jul 12 13:38:32 EDT 2010\n") ==
        "partypoker unknown no-limit unread\nparse-error 2:11");
  // A point card set in Texas Hold'em, a line only Double Hold'em has.
  CHECK(findings_of(room_hands::with_line(clean, "Ann folds", "Ann - Selects point card")) ==
        "partypoker holdem no-limit\nunrecognized-line 14:1\nraise-below-minimum 13:5");
  // No header.
  CHECK(findings_of("Seat 1: Ann ( $2 USD )\n") == "partypoker unknown no-limit unread\nparse-error 1:1");
}

TEST_CASE("PartyPoker: a deal of three cards, or of other cards than the show down shows, stays reported") {
  const std::string clean = data("clean.txt");
  // Carol's show at line 45 replaces her hand as read; her deal (line 19) is judged apart.
  CHECK(findings_of(hand_text::with("Dealt to Carol [  8c 8d ]", "Dealt to Carol [  8c 8d 2h ]", clean)) ==
        "partypoker holdem no-limit\nwrong-card-count 19:1");
  CHECK(findings_of(hand_text::with("Dealt to Carol [  8c 8d ]", "Dealt to Carol [  8c 9d ]", clean)) ==
        "partypoker holdem no-limit\ninconsistent-record 45:7");
}

TEST_CASE("PartyPoker: an unknown line is a warning and the hand is replayed without it") {
  // A seated name, then words that are no action PartyPoker writes.
  CHECK(findings_of(room_hands::with_line(data("raise.txt"), "Ann folds", "Ann dances")) ==
        "partypoker holdem no-limit\nunrecognized-line 14:1\nraise-below-minimum 13:5");
  // In both layouts, at its line, column 1; the hand as clean as without it.
  CHECK(findings_of(room_hands::with_line(data("clean.txt"), "Alice folds", "Zorglub the mighty blinks")) ==
        "partypoker holdem no-limit\nunrecognized-line 20:1");
  CHECK(findings_of(room_hands::with_line(data("emailed_clean.txt"), "Dot folds", "Zorglub the mighty blinks")) ==
        "partypoker holdem no-limit\nunrecognized-line 14:1");
  // After the payouts, with the hand's own finding kept.
  CHECK(findings_of(data("raise.txt") + "Zorglub the mighty blinks\n") ==
        "partypoker holdem no-limit\nunrecognized-line 19:1\nraise-below-minimum 13:5");
  // The last line of a hand nobody is paid in is where the log was cut.
  const std::string raise = data("raise.txt");
  CHECK(findings_of(raise.substr(0, raise.find("Dot wins")) + "Zorglub the mighty blinks\n") ==
        "partypoker holdem no-limit unread\ntruncated-hand 18:1\nraise-below-minimum 13:5");
}

TEST_CASE("PartyPoker: a line that begins as one PartyPoker writes and cannot be read stops the hand") {
  const std::string raise = data("raise.txt");
  const char* const damaged[] = {
      "Ann calls [$0.1x USD]",      // an action word, then an amount that cannot be read
      "Ann folds now",              // an action word, then more
      "Zed raises [$abc USD]",      // a name the seat list lacks, before a verb
      "** Dealing Flip ** [ 2d ]",  // a street marker
      "Seat 9: broken",             // a seat line
      "Dealt to Ann [ Ah, K ]",     // hole cards
      "Zorglub blinks.Ann folds",   // a glued line whose first part is no line
  };
  for (const char* line : damaged) {
    CAPTURE(line);
    CHECK(findings_of(room_hands::with_line(raise, "Ann folds", line)) ==
          "partypoker holdem no-limit unread\nparse-error 14:1\nraise-below-minimum 13:5");
  }
  // The findings of the lines before stay with the unreadable hand.
  CHECK(findings_of(room_hands::with_line(room_hands::with_line(raise, "Ann folds", "Ann calls [$0.1x USD]"),
                                          "Ben posts", "Zorglub the mighty blinks")) ==
        "partypoker holdem no-limit unread\nunrecognized-line 10:1\nparse-error 15:1\nraise-below-minimum 14:5");
}

TEST_CASE("PartyPoker: the harmless lines it writes are read silently") {
  // Chat, table events, time-bank and tournament notices
  // (docs/unrecognized-lines.md): none moves a chip.
  const char* const harmless[] = {
      "Ann: nice hand",
      "Ann has left the table.",
      "Ann is sitting out",
      "Ann will be using her time bank for this hand.",
      "Ann did not respond in time",
      "Ann Forward Folds",
      "Player Ann finished in 3.",
      ">You have options at Table  11531 Table!.",
      "Congratulations to player Ann for winning",
      "Your time bank will be activated in 6 secs.",
  };
  for (const char* line : harmless) {
    CAPTURE(line);
    CHECK(findings_of(room_hands::with_line(data("raise.txt"), "Ann folds", line)) ==
          "partypoker holdem no-limit\nraise-below-minimum 13:5");
  }
}

TEST_CASE("PartyPoker: a header damaged after the room's own prefix is its own hand's parse-error") {
  // Issue 21, point 2: the hand before keeps its lines and is read as alone
  // (it was lost with the damaged one: 1 hand, unreadable). The damaged
  // hand's parse-error is at the damage: the banner's number.
  CHECK(room_hands::file_findings(room_hands::with_damaged_second(data("raise.txt"), "Hand History for Game 100200301",
                                                                  "Hand History for Game ?")) ==
        "1 partypoker holdem no-limit\nraise-below-minimum 13:5\n"
        "20 partypoker unknown no-limit unread\nparse-error 20:29");
}

TEST_CASE("PartyPoker: Double Hold'em, whose point card the log does not name (docs/games.md G-DOUBLE)") {
  // Three hole cards, "NAME - Selects point card" on the flop. Alice's
  // [Ah Kd 7c] makes aces and kings or, with the seven as her point card,
  // aces alone; Carol's [Qh Jh 5c] is ace high whatever her point card:
  // Alice wins whichever cards they set.
  CHECK(findings_of(data("double_clean.txt")) == "partypoker double-holdem no-limit");
  // The same pot paid to Carol: a wrong winner, whatever their choices.
  CHECK(findings_of(data("double_winner.txt")) == "partypoker double-holdem no-limit\nwrong-winner 34:1");
  // Carol's [Ac 9s 3h] makes aces and nines, or aces alone with the three as
  // her point card: either player may have won, so the pot paid to Carol is
  // not judged, while its money still is. Her words must name a hand one of
  // her choices makes: "high card, Ace" names none.
  std::string either = data("double_winner.txt");
  either.replace(either.find("[ Qh, Jh, 5c ]"), 14, "[ Ac, 9s, 3h ]");
  CHECK(findings_of(either) == "partypoker double-holdem no-limit\nhand-description-mismatch 33:27");
  either.replace(either.find("]high card, Ace."), 16, "]two pairs, Aces and Nines.");
  CHECK(findings_of(either) == "partypoker double-holdem no-limit");
  either.replace(either.find("]two pairs, Aces and Nines."), 27, "]a pair of Aces.");
  CHECK(findings_of(either) == "partypoker double-holdem no-limit");
  either.replace(either.find("Carol wins $0.70"), 16, "Carol wins $0.80");
  CHECK(findings_of(either) == "partypoker double-holdem no-limit\nchip-conservation 34:1");
  // Four cards shown in a three-card game.
  std::string four = data("double_clean.txt");
  four.replace(four.find("[ Qh, Jh, 5c ]"), 14, "[ Qh, Jh, 5c, 3c ]");
  CHECK(findings_of(four) == "partypoker double-holdem no-limit\nwrong-card-count 33:7");
}

}  // namespace partypoker_hands_test

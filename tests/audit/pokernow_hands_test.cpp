// PokerNow logs of our own (tests/data/pokernow/, CSV newest row first):
// its peculiar rows read clean under the pokernow profile, and one
// deliberate error of each category gives its exact finding ids and the
// file's line and column.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "parser/decode.h"
#include "parser/site_headers.h"
#include "tests/support/room_hands.h"
#include "tests/support/test_util.h"

namespace pokernow_hands_test {

namespace {

std::string data(std::string_view name) { return room_hands::data("pokernow", name); }

// Per hand of the file, as the audit splits it: "#id format game structure"
// then "rule line:column" per finding, in report order.
std::string findings_of(const std::string& text) {
  audit::HandWorkspace workspace;
  std::string out;
  for (const parser::SiteHand& span : parser::split_site_hands(text).hands) {
    const audit::HandReport report =
        audit::audit_room_hand(span.format, std::string_view(text).substr(span.offset, span.length), span.line,
                               span.column, "test", audit::AuditSettings{}, workspace);
    if (!out.empty()) out.append("\n");
    out.append("#").append(report.hand_id).append(" ").append(room_hands::report_lines(report));
  }
  return out;
}

}  // namespace

TEST_CASE("PokerNow: its own rows read clean (straddle, run it twice, dead button, effective all-in)") {
  // Hand #1 (the oldest header style): a UTG straddle, `Your hand is`, an
  // uncalled bet, a show after the ending row, the host's stack change.
  // Hand #2: all in before the flop, run twice, the pot split by board.
  // Hand #3 (the newest header style): a dead button; "bets 125.50 and go
  // all in" that covers every opponent with chips left, then the call
  // written "raises to 125.50 and go all in".
  CHECK(findings_of(data("session.txt")) ==
        "#3 pokernow holdem no-limit\n#2 pokernow holdem no-limit\n#1 pokernow holdem no-limit");
}

TEST_CASE("PokerNow: one deliberate error of each category, at the file's line and column") {
  struct Row {
    const char* file;
    const char* want;
  };
  const Row rows[] = {
      // Illegal raise: Ann raises to 1.50 over the 1.00 big blind (line 7,
      // the verb after `"""Ann @ a1"" `).
      {"raise.txt", "#5 pokernow holdem no-limit\nraise-below-minimum 7:15"},
      // Wrong split: a board both players play, the pot paid 12.50 / 8.00.
      {"split.txt", "#6 pokernow holdem no-limit\ntie-not-split-equally 4:2"},
      // Odd chip: 0.05 split 0.03 / 0.02, the odd cent to Ann (the button),
      // not to Cid, the first winner left of it.
      {"oddchip.txt", "#7 pokernow holdem no-limit\nodd-chip-wrong-recipient 4:2"},
      // Side pot category: Bob folded and is paid the pot.
      {"ineligible.txt", "#8 pokernow holdem no-limit\nineligible-player-awarded 3:2\nwrong-winner 3:2"},
      // The export stops while the hand is dealt: truncated, not a parse error.
      {"cut.txt", "#9 pokernow holdem no-limit unread\ntruncated-hand 2:2"},
      // Wrong description: session.txt with Dan's pair of aces (hand #2)
      // written "Two Pair, A's & J's"; found at the words.
      {"description.txt",
       "#3 pokernow holdem no-limit\n#2 pokernow holdem no-limit\nhand-description-mismatch 26:46\n#1 pokernow holdem "
       "no-limit"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.file);
    CHECK(findings_of(data(row.file)) == row.want);
  }
}

TEST_CASE("PokerNow: over a straddle the least raise is one big blind more (straddle_min_raise three_bb)") {
  // 0.25/0.50, Dee straddles 1.00: Ann's raise to 1.50 stands, as
  // PokerNow's software let one stand (game_2-17.csv, hand #18); to 1.25
  // is short of it (line 8, the verb).
  CHECK(findings_of(data("straddle_raise.txt")) == "#7 pokernow holdem no-limit");
  CHECK(findings_of(data("straddle_raise_short.txt")) == "#7 pokernow holdem no-limit\nraise-below-minimum 8:15");
}

TEST_CASE("PokerNow: a player's row it cannot read is a parse error at its line") {
  std::string text = data("raise.txt");
  const std::size_t at = text.find("\"\"\"Ann @ a1\"\" raises");
  REQUIRE(at != std::string::npos);
  text.insert(at + 13, "juggles and ");
  CHECK(findings_of(text) == "#5 pokernow holdem no-limit unread\nparse-error 7:2");
}

TEST_CASE("PokerNow: a row of no kind PokerNow writes is a warning and the hand is replayed without it") {
  // Between Bob's and Cid's folds (order 170000000550000): at the row's
  // entry, inside its quote; the raise's own finding kept.
  const std::string row = "\"Zorglub the mighty blinks\",2023-11-14T22:13:25.500Z,170000000550000";
  CHECK(findings_of(room_hands::with_line(data("raise.txt"), "\"\"\"Bob @ b2\"\" folds", row)) ==
        "#5 pokernow holdem no-limit\nunrecognized-line 6:2\nraise-below-minimum 8:15");
  // A player's row that goes on with no action word PokerNow writes is no
  // row it writes either: a warning (docs/unrecognized-lines.md).
  for (const char* entry : {"\"\"\"Bob @ b2\"\" dances\"", "\"\"\"Bob @ b2\"\" has requested the time bank\""}) {
    CAPTURE(entry);
    CHECK(findings_of(room_hands::with_line(data("raise.txt"), "\"\"\"Bob @ b2\"\" folds",
                                            std::string(entry) + ",2023-11-14T22:13:25.500Z,170000000550000")) ==
          "#5 pokernow holdem no-limit\nunrecognized-line 6:2\nraise-below-minimum 8:15");
  }
  // A player's action (an action word: posts, folds, checks, calls, bets,
  // raises, shows, collected, paid), a board, the stacks, a hand's start or
  // end that cannot be read may be what the replay needs: the hand stops
  // there, the findings before it kept: the unknown row's and Ann's raise
  // below the minimum (the log writes the newest row first: the rows read
  // before the stop stand below it).
  const char* const damaged[] = {
      "\"\"\"Bob @ b2\"\" calls 1x\",2023-11-14T22:13:25.500Z,170000000550000",
      "\"Flop:  [2♣, 7♥]x\",2023-11-14T22:13:25.500Z,170000000550000",
      "\"-- ending hand #5x --\",2023-11-14T22:13:25.500Z,170000000550000",
  };
  for (const char* line : damaged) {
    CAPTURE(line);
    std::string text = room_hands::with_line(data("raise.txt"), "\"\"\"Bob @ b2\"\" folds", line);
    // The unknown row before it in time: after Ann's raise.
    text = room_hands::with_line(text, "\"\"\"Ann @ a1\"\" raises",
                                 "\"Zorglub the mighty blinks\",2023-11-14T22:13:24.500Z,170000000450000");
    CHECK(findings_of(text) ==
          "#5 pokernow holdem no-limit unread\nunrecognized-line 8:2\nparse-error 6:2\nraise-below-minimum 9:15");
  }
  // Its notes are read silently: the host's settings, warnings, the
  // viewer's own cards, the cards left undealt, a player's and the host's
  // other rows (docs/unrecognized-lines.md).
  const char* const notes[] = {
      "\"The game's small blind was changed from 0.50 to 1.00.\"",
      "\"WARNING: the admin queued a stack change\"",
      "\"Your hand is A♥, 8♥\"",
      "\"Undealt cards: 2♣, 7♥ [9♠]\"",
      "\"The player \"\"Dan @ d4\"\" requested a seat.\"",
      "\"The admin approved the player \"\"Dan @ d4\"\" participation.\"",
  };
  for (const char* note : notes) {
    CAPTURE(note);
    const std::string text = room_hands::with_line(data("raise.txt"), "\"\"\"Bob @ b2\"\" folds",
                                                   std::string(note) + ",2023-11-14T22:13:25.500Z,170000000550000");
    CHECK(findings_of(text) == "#5 pokernow holdem no-limit\nraise-below-minimum 8:15");
  }
}

TEST_CASE("PokerNow: a bomb pot is replayed: its bets are antes and the flop comes without a pre-flop round") {
  // Hand #10: every player's 4.00 bomb bet (one `posts a bet of`, two
  // `calls ... (bomb pot bet)`) makes a 12.00 pot; the flop is bet and won.
  CHECK(findings_of(data("bomb.txt")) == "#10 pokernow holdem no-limit");
  // Hand #11: a check logged between the bomb bets and the flop is an
  // action in a round that does not exist, at its verb; nothing else.
  CHECK(findings_of(data("bomb_check.txt")) == "#11 pokernow holdem no-limit\naction-after-round-closed 9:15");
  // Hand #12: one player's bomb bet is 2.00 where the others put in 4.00.
  CHECK(findings_of(data("bomb_short.txt")) == "#12 pokernow holdem no-limit\nwrong-forced-bet-amount 9:15");
}

}  // namespace pokernow_hands_test

// ACPC match logs of our own (tests/data/acpc/): a no-limit hold'em match
// with one deliberate error of each kind, a clean limit hold'em match, a
// Kuhn poker match and a three-player split; each hand's exact findings and
// positions. A log states each player's payoff, never a collect: a pot paid
// to the wrong hand or its odd chip to the wrong player is the payoffs'
// stack-mismatch. No side pot can form: each game definition handaudit
// reads gives every player the same stack, reset each hand.
#include <doctest/doctest.h>

#include <string>

#include "parser/acpc_parser.h"
#include "tests/support/hand_text.h"
#include "tests/support/room_hands.h"

TEST_CASE("ACPC: a no-limit hold'em match, its deliberate errors found where they are") {
  const std::string got = room_hands::file_findings(room_hands::data("acpc", "nolimit.log"));
  std::string want;
  for (int hand = 0; hand < 20; ++hand) {
    if (hand > 0) want += "\n";
    want += std::to_string(5 + hand) + " acpc holdem no-limit";
    // r300 then r400: a raise of 100 over a raise of 200.
    if (hand == 6) want += "\nraise-below-minimum 11:13";
    // r300 f c: a call logged after the big blind folded, the hand over.
    if (hand == 8) want += "\naction-after-round-closed 13:14";
    // A flop bet of 50 (r150: 150 in the hand) at 50/100.
    if (hand == 9) want += "\nbet-below-minimum 14:13";
    // r25000 with a 20,000 stack; the replay takes the wager as logged, so
    // the payoffs of the all-in as the server would have capped it differ.
    if (hand == 10) want += "\nwager-exceeds-stack 15:13\nstack-mismatch 15:44";
    // The payoffs swapped: the aces won the 600 pot.
    if (hand == 11) want += "\nstack-mismatch 16:48\nstack-mismatch 16:53";
  }
  CHECK(got == want);
}

TEST_CASE("ACPC: a limit hold'em match reads clean, the pre-flop and flop caps reached") {
  const std::string got = room_hands::file_findings(room_hands::data("acpc", "limit.log"));
  CHECK(got == "2 acpc holdem fixed-limit\n3 acpc holdem fixed-limit\n4 acpc holdem fixed-limit\n"
               "5 acpc holdem fixed-limit\n6 acpc holdem fixed-limit");
  // One raise more on the flop than maxRaises 4 allows: the game's cap, heads-up too.
  const std::string text =
      hand_text::with("STATE:3:rrrc/rrrrc/", "STATE:3:rrrc/rrrrrc/", room_hands::data("acpc", "limit.log"));
  CHECK(room_hands::file_findings(text).find("5 acpc holdem fixed-limit\nraise-cap-exceeded 5:18") != std::string::npos);
}

TEST_CASE("ACPC: Kuhn poker, a second bet and a card outside its deck") {
  const std::string got = room_hands::file_findings(room_hands::data("acpc", "kuhn.log"));
  CHECK(got == "2 acpc kuhn fixed-limit\n3 acpc kuhn fixed-limit\n4 acpc kuhn fixed-limit\n5 acpc kuhn fixed-limit\n"
               "6 acpc kuhn fixed-limit\nraise-cap-exceeded 6:10\n"
               "7 acpc kuhn fixed-limit\ninvalid-card 7:16");
  // A payoff that is not what the showdown gives: the king's pot paid to the jack.
  const std::string text =
      hand_text::with("STATE:5:ccc:Ks|2s|Js:2|-1|-1", "STATE:5:ccc:Ks|Qs|Js:-1|-1|2", room_hands::data("acpc", "kuhn.log"));
  CHECK(room_hands::file_findings(text).find("7 acpc kuhn fixed-limit\nstack-mismatch 7:22\nstack-mismatch 7:28") !=
        std::string::npos);
}

TEST_CASE("ACPC: the game is the opening comment's, or told from the line") {
  CHECK(parser::acpc_game_named("project_acpc_server/trunk/kuhn.limit.3p.game")->variant == engine::Variant::kKuhn);
  CHECK(parser::acpc_game_named("holdem.nolimit.2p.reverse_blinds.game")->stack == 20000);
  CHECK_FALSE(parser::acpc_game_named("leduc.game"));
  // Without the comment: one card each is Kuhn, r<N> no limit.
  CHECK(room_hands::file_findings("STATE:0:crfc:As|Ks|Qs:3|-2|-1:a|b|c") == "1 acpc kuhn fixed-limit");
  CHECK(room_hands::file_findings("STATE:0:r300c/cr900f:Ks6h|Qd2c/8s6cJc:-300|300:a|b") == "1 acpc holdem no-limit");
  // A game handaudit does not know is named unsupported.
  const std::string leduc = "# name/game/hands/seed m project_acpc_server/trunk/leduc.game 1 1\nSTATE:0:cc:Ks|Qs:0|0:a|b";
  CHECK(room_hands::file_findings(leduc) == "2 acpc unknown no-limit unread\nunsupported-game 2:1");
  // A line that cannot be read is a parse-error where it fails.
  CHECK(room_hands::file_findings("STATE:0:cx:As|Ks:1|-1:a|b") == "1 acpc unknown no-limit unread\nparse-error 1:10");
}

TEST_CASE("ACPC: three-player hold'em, the button first pre-flop and seat 1 after") {
  // No limit: a raise and two folds; checked down; an all-in on the flop
  // called by the button after the big blind folds.
  CHECK(room_hands::file_findings(room_hands::data("acpc", "nolimit3p.log")) ==
        "2 acpc holdem no-limit\n3 acpc holdem no-limit\n4 acpc holdem no-limit");
  // Limit: the button folds on the flop, the small blind's river bet is called.
  CHECK(room_hands::file_findings(room_hands::data("acpc", "limit3p.log")) == "2 acpc holdem fixed-limit");
  // The all-in's payoffs as if the big blind's 300 went to the loser: both
  // showdown players' results are wrong.
  const std::string text = hand_text::with("20300|-300|-20000", "20000|-300|-19700",
                                           room_hands::data("acpc", "nolimit3p.log"));
  CHECK(room_hands::file_findings(text).ends_with("4 acpc holdem no-limit\nstack-mismatch 4:54\nstack-mismatch 4:65"));
}

TEST_CASE("ACPC: a split is judged through the payoffs, its odd chip too") {
  // Three-player limit hold'em: the small blind folds, the big blind and
  // the button play the royal flush on the board for 25 chips; under the
  // default profile the odd chip is the big blind's, first left of the
  // button: payoffs -5|3|2.
  const std::string text = room_hands::data("acpc", "oddchip3p.log");
  CHECK(room_hands::file_findings(text) == "2 acpc holdem fixed-limit");
  // The odd chip paid to the button: ACPC writes no collect, so the
  // payoffs the split gives are what is wrong.
  CHECK(room_hands::file_findings(hand_text::with("-5|3|2", "-5|2|3", text)) ==
        "2 acpc holdem fixed-limit\nstack-mismatch 2:53\nstack-mismatch 2:55");
  // The pot divided exactly, as ACPC's server divides a split pot: half
  // chips.
  CHECK(room_hands::file_findings(hand_text::with("-5|3|2", "-5|2.5|2.5", text)) ==
        "2 acpc holdem fixed-limit\nodd-chip-invalid 2:53");
}

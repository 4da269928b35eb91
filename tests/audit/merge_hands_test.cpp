// Merge Gaming hands of our own (tests/data/merge/): its peculiar elements
// read clean under the default profile, and one deliberate error of each
// category gives its exact finding ids and positions. Each file is a whole
// document (the `<description>` then the hands), split as the input layer
// splits it, so that every hand gets the description as its opening.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hand_record.h"
#include "parser/merge_parser.h"
#include "parser/site_headers.h"
#include "tests/support/room_hands.h"

namespace merge_hands_test {

namespace {

std::string findings_of(const char* name) { return room_hands::file_findings(room_hands::data("merge", name)); }

// The record of a document's hand `index` (from 0), read clean by the
// Merge reader with the document's description as its opening.
engine::HandRecord read_hand(const std::string& text, std::size_t index) {
  const parser::SiteSplit split = parser::split_site_hands(text);
  REQUIRE(split.hands.size() > index);
  const parser::SiteHand& h = split.hands[index];
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  parser::MergeScratch scratch;
  REQUIRE(parser::parse_merge_hand(std::string_view(text).substr(h.offset, h.length), h.line, h.column, h.opening, rec,
                                   findings, scratch) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  return rec;
}

// The returns and collects of a document's one hand, a line each:
// "return Alice 200", "collect Alice 300 pot 0" (amounts in cents, pots
// from 0: the main pot).
std::string payouts_of(const std::string& text) {
  const engine::HandRecord rec = read_hand(text, 0);
  std::string out;
  for (const engine::ActionRecord& a : rec.actions) {
    if (a.kind != engine::Act::kCollect && a.kind != engine::Act::kUncalledReturn) continue;
    out.append(a.kind == engine::Act::kCollect ? "collect " : "return ");
    out.append(rec.players[static_cast<std::size_t>(a.player)].name);
    out.append(" ").append(std::to_string(a.amount.minor_units()));
    if (a.kind == engine::Act::kCollect) out.append(" pot ").append(std::to_string(a.pot));
    out.append("\n");
  }
  return out;
}

}  // namespace

TEST_CASE("Merge: its own elements read clean (raise to a street total, both forms of the uncalled bet)") {
  // Hand 1: "RAISE 0.30" is a street total, "CALL 0.25" what it adds, a bet
  // no one calls is inside the winner's share ($1.17 = $0.67 + $0.50).
  // Hand 2: the uncalled $0.30 is a winner of its own (uncalled="true").
  // Seats count from 0, the dealer is a seat number.
  CHECK(findings_of("clean.xml") == "2 merge holdem no-limit\n31 merge holdem no-limit");
}

TEST_CASE("Merge: fixed-limit rules of the merge profile") {
  // A round that begins heads-up has no cap: a bet and five raises on the flop.
  CHECK(findings_of("limit_heads_up.xml") == "2 merge holdem fixed-limit");
  // The same round begun three-handed (Alice folds after the first raise)
  // keeps it: the fourth and fifth raises are past it.
  CHECK(findings_of("limit_cap_three.xml") ==
        "2 merge holdem fixed-limit\nraise-cap-exceeded 23:3\nraise-cap-exceeded 24:3");
  // Bet $0.20, all in to $0.32 (half a bet or more): it counts as a full
  // raise and the next raise goes a bet above it, to $0.52 ...
  CHECK(findings_of("limit_short_allin.xml") == "2 merge holdem fixed-limit");
  // ... not to $0.40, completing the last full raise as PokerStars does.
  CHECK(findings_of("limit_short_allin_wrong.xml") == "2 merge holdem fixed-limit\nlimit-wrong-increment 26:3");
}

TEST_CASE("Merge: one deliberate error of each category") {
  // Illegal raise: Alice raises to $0.15 over the $0.10 big blind.
  CHECK(findings_of("raise.xml") == "2 merge holdem no-limit\nraise-below-minimum 13:3");
  // Wrong split: all three play the royal flush on the board; Alice is paid it all.
  CHECK(findings_of("split.xml") == "2 merge holdem no-limit\ntie-not-split-equally 45:3");
  // Odd chip: $0.25 split $0.13 / $0.12, the odd cent to Alice on the
  // button, not to Carol, first left of it among the winners.
  CHECK(findings_of("oddchip.xml") == "2 merge holdem no-limit\nodd-chip-wrong-recipient 40:3");
  // Side pot: Bob, all in for $2, is paid the $8 side pot too.
  CHECK(findings_of("sidepot.xml") == "2 merge holdem no-limit\nineligible-player-awarded 44:3");
  // Card error: the ace of spades is Alice's and the board's.
  CHECK(findings_of("cards.xml") == "2 merge holdem no-limit\nduplicate-card 18:2");
  // Wrong description: clean.xml with its first winner's ace high (Ah Kd on
  // 2c 7d 9s) written hand="Pair of Kings"; found at the words.
  CHECK(findings_of("description.xml") ==
        "2 merge holdem no-limit\nhand-description-mismatch 26:73\n31 merge holdem no-limit");
}

TEST_CASE("Merge: the description gives the structure and stakes, the hand its game, table and hero") {
  const std::string text = room_hands::data("merge", "clean.xml");
  const parser::SiteSplit split = parser::split_site_hands(text);
  REQUIRE(split.hands.size() == 2);
  const parser::SiteHand& h = split.hands[1];
  CHECK(h.opening.text.starts_with("<description type=\"Holdem\""));
  const engine::HandRecord rec = read_hand(text, 1);
  CHECK(rec.hand_id == "9000-2");
  CHECK(rec.table == "9000");
  CHECK(rec.game.big_blind == engine::Chips{10});
  CHECK(rec.button_seat == 2);  // dealer="1", seats counted from 0
  REQUIRE(rec.hero >= 0);
  CHECK(rec.players[static_cast<std::size_t>(rec.hero)].name == "Alice");
}

TEST_CASE("Merge: a seat that acts but is not listed gets a stand-in, and an unruled game is named") {
  std::string text = room_hands::data("merge", "raise.xml");
  // Carol's seat 2 left out of <players>: inconsistent-record where seat 2 first
  // acts; Alice's short raise is judged as before.
  const std::string carol = "\t\t<player seat=\"2\" nickname=\"Carol\" balance=\"$10.00\" dealtin=\"true\" />\n";
  const std::size_t at = text.find(carol);
  REQUIRE(at != std::string::npos);
  std::string unlisted = text;
  unlisted.erase(at, carol.size());
  CHECK(room_hands::file_findings(unlisted) ==
        "2 merge holdem no-limit\ninconsistent-record 9:3\nraise-below-minimum 12:3");
  // A game code with no rules: read, not replayed, the game named.
  std::string unknown = text;
  unknown.replace(unknown.find("gametype=\"2\""), 12, "gametype=\"99\"");
  CHECK(room_hands::file_findings(unknown) == "2 merge unknown no-limit unread\nunsupported-game 2:1");
}

TEST_CASE("Merge: half pot limit allows a raise of half the pot after the call (docs/games.md G-HPL-1)") {
  // Alice raises to $0.30 over blinds of $0.05 and $0.10: within pot limit
  // ($0.10 + $0.25 = $0.35), over half pot limit ($0.10 + $0.125 = $0.225).
  std::string text = room_hands::data("merge", "raise.xml");
  text.replace(text.find("No Limit"), 8, "Half Pot Limit");
  text.replace(text.find("amount=\"0.15\""), 13, "amount=\"0.30\"");
  text.replace(text.find("amount=\"0.30\" uncalled"), 13, "amount=\"0.45\"");
  CHECK(room_hands::file_findings(text) == "2 merge holdem half-pot-limit\npot-limit-exceeded 13:3");
  std::string within = text;
  within.replace(within.find("amount=\"0.30\""), 13, "amount=\"0.22\"");
  within.replace(within.find("amount=\"0.45\""), 13, "amount=\"0.37\"");
  CHECK(room_hands::file_findings(within) == "2 merge holdem half-pot-limit");
}

TEST_CASE("Merge: an uncalled bet written as a pot of its own is a return, the main pot paid whole") {
  // Bob is all in preflop for $1.00; Alice bets $2.00 on the flop and Carol
  // folds. Merge writes Alice's $3.00 main pot as pot 1 and her uncalled
  // $2.00 as pot 2 (as HORSE-Tournament-Freeroll.201107.xml, game
  // 36487050-19): the return comes out of pot 2, not the main pot's $3.00.
  const std::string text = room_hands::data("merge", "uncalled_pot.xml");
  CHECK(findings_of("uncalled_pot.xml") == "2 merge holdem no-limit");
  CHECK(payouts_of(text) == "return Alice 200\ncollect Alice 300 pot 0\n");
  // The look-alike: the bet inside the main pot's share ($5.00 as pot 1)
  // is the same return and collect.
  std::string merged = text;
  const std::string pot2 = "\t\t<winner amount=\"2.00\" uncalled=\"false\" potnumber=\"2\" player=\"0\" pottype=\"n\"/>\n";
  const std::size_t at = merged.find(pot2);
  REQUIRE(at != std::string::npos);
  merged.erase(at, pot2.size());
  merged.replace(merged.find("amount=\"3.00\""), 13, "amount=\"5.00\"");
  CHECK(room_hands::file_findings(merged) == "2 merge holdem no-limit");
  CHECK(payouts_of(merged) == "return Alice 200\ncollect Alice 300 pot 0\n");
}

}  // namespace merge_hands_test

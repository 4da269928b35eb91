// All-in cash-outs and run it twice in PokerStars text (tests/data/cashout/,
// hands of our own): audited on their own terms, nothing excused wholesale
// (docs/cash-out.md). Each file's findings with their exact positions.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/audit_expect.h"
#include "tests/support/room_hands.h"

namespace cash_out_test {

namespace {

std::string findings_of(const char* name) {
  const audit::HandReport report = audit_expect::audit(room_hands::data("cashout", name));
  std::string out;
  for (const auto& f : report.findings)
    out.append(engine::rule_id(f.rule)).append(" ").append(std::to_string(f.pos.line)).append(":").append(
        std::to_string(f.pos.column)).append("\n");
  return out;
}

}  // namespace

TEST_CASE("cash-out: a loser's and a winner's cash-out and a hand run twice read clean") {
  // lost: the pot goes to the winner, the house pays the loser $22.77.
  // won: "pot not awarded as player cashed out", the house keeps $38.95.
  for (const char* name : {"lost.txt", "won.txt", "rit.txt"}) {
    CAPTURE(name);
    CHECK(findings_of(name).empty());
  }
}

TEST_CASE("cash-out: errors in a cash-out hand and in a hand run twice are reported where they are") {
  // Alma's collect (line 29) is $1 too much: the pot's payout, conservation and the
  // summary's own "won ($25.96)" all disagree with it.
  CHECK(findings_of("wrong_collect.txt") == "chip-conservation 29:1\npot-amount-mismatch 29:1\ninconsistent-record 34:1\n");
  // Boris is paid $45.10 plus a $0.45 fee for a pot of $41.
  CHECK(findings_of("overpaid.txt") == "chip-conservation 21:1\n");
  // The second run, won by Alma's straight, is paid to Dmitri.
  CHECK(findings_of("rit_wrong.txt") == "wrong-winner 32:1\n");
}

}  // namespace cash_out_test

// GGPoker hands of our own (tests/data/ggpoker/): its peculiar lines read
// clean under the ggpoker profile, and one deliberate error of each category
// gives its exact finding ids and positions.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "audit/audit_hand.h"
#include "tests/support/test_util.h"

namespace {

std::string data(std::string_view name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  const auto dir = std::filesystem::path(source != nullptr ? source : ".") / "tests/data/ggpoker";
  return cli_test::read_file(dir / name);
}

// "rule line:column" per finding, in report order.
std::string findings_of(const std::string& text) {
  audit::HandWorkspace workspace;
  const audit::HandReport report = audit::audit_room_hand(parser::SiteFormat::kGgpoker, text, 1, 1, "test", audit::AuditSettings{}, workspace);
  // Appended piece by piece: chains of + draw GCC 12's false -Wrestrict.
  std::string out = report.format;
  out.append(" ").append(report.game).append(" ").append(report.structure);
  if (!report.replayed) out.append(" unread");
  for (const auto& f : report.findings) {
    out.append("\n").append(engine::rule_id(f.rule)).append(" ");
    out.append(std::to_string(f.pos.line)).append(":").append(std::to_string(f.pos.column));
  }
  return out;
}

}  // namespace

TEST_CASE("GGPoker: its own lines read clean (cash hand, run it twice, straddle, cash-out and insurance)") {
  // clean: "Dealt to NAME" without cards, Jackpot/Bingo/Fortune/Tax beside the rake.
  // rit: all-in on the flop, run twice; "SECOND Board [4h Ts]" lists only the run-out.
  // straddle: "Dee: straddle $2" from UTG.
  // cashout: EV cash-out and all-in insurance lines, a Cashout Risk note in the summary.
  for (const char* name : {"clean.txt", "rit.txt", "straddle.txt", "cashout.txt"}) {
    CAPTURE(name);
    CHECK(findings_of(data(name)) == "ggpoker holdem no-limit");
  }
}

TEST_CASE("GGPoker: one deliberate error of each category") {
  struct Row {
    const char* file;
    const char* want;
  };
  const Row rows[] = {
      // Illegal raise: Ann raises to $1.50 over the $1 big blind.
      {"raise.txt", "ggpoker holdem no-limit\nraise-below-minimum 12:6"},
      // Wrong split: a board both players play, the pot paid $4.50 / $2.
      {"split.txt", "ggpoker holdem no-limit\ntie-not-split-equally 27:1"},
      // Wrong split of a hand run twice: Ann paid the second board Cid won.
      {"rit_wrong.txt", "ggpoker holdem no-limit\nwrong-winner 25:1"},
      // Odd chip: $6.49 split $3.25 / $3.24, the odd cent to Ann, not to the
      // first winner left of the button.
      {"oddchip.txt", "ggpoker holdem no-limit\nodd-chip-wrong-recipient 27:1"},
      // Side pot category: Bob folded and is paid the pot.
      {"ineligible.txt",
       "ggpoker holdem no-limit\nineligible-player-awarded 21:1\nwrong-winner 21:1\ninconsistent-record 25:1"},
  };
  for (const Row& row : rows) {
    CAPTURE(row.file);
    CHECK(findings_of(data(row.file)) == row.want);
  }
}

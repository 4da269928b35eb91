// The input limits of README ("Limits"), each at the limit (accepted) and one
// past it (a positioned parse-error that says which limit, and the hand is
// not replayed); and the pieces in which text without a PokerStars
// header is read.
#include <doctest/doctest.h>

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "cli/audit_command.h"
#include "input/text_block.h"
#include "tests/support/test_util.h"

namespace {

const std::string kHeader = "PokerStars Hand #7: Hold'em No Limit ($0.25/$0.50 USD) - 2024/01/01 10:00:00 ET\n";
const std::string kTable = "Table 'Wide' 9-max Seat #1 is the button\n";

// A hand with `seats` seat lines; line 3 is the first seat line.
std::string hand_with_seats(int seats) {
  std::string text = kHeader + kTable;
  for (int i = 1; i <= seats; ++i) text += "Seat " + std::to_string(i) + ": P" + std::to_string(i) + " ($50 in chips)\n";
  return text + "*** SUMMARY ***\nTotal pot $0 | Rake $0\n";
}

// A hand of `actions` actions: two posts, then checks (the parser counts
// them; the replay, which would object, never sees more than the limit).
// The first post is on line 5.
std::string hand_with_actions(int actions) {
  std::string text = kHeader + kTable + "Seat 1: Ann ($50 in chips)\nSeat 2: Bob ($50 in chips)\n" +
                     "Ann: posts small blind $0.25\nBob: posts big blind $0.50\n*** HOLE CARDS ***\n";
  for (int i = 2; i < actions; ++i) text += i % 2 == 0 ? "Ann: checks\n" : "Bob: checks\n";
  return text + "*** SUMMARY ***\nTotal pot $0.75 | Rake $0\n";
}

// A hand whose line 4 is `length` bytes long (a chat line: any text passes).
std::string hand_with_line(std::size_t length) {
  const std::string said = "Ann said, \"";
  std::string line = said + std::string(length - said.size() - 1, 'z') + "\"";
  return kHeader + kTable + "Seat 1: Ann ($50 in chips)\n" + line + "\n*** SUMMARY ***\n";
}

// A hand whose first seat (line 3) has `stack` in chips.
std::string hand_with_stack(const std::string& stack) {
  return kHeader + kTable + "Seat 1: Ann (" + stack + " in chips)\nSeat 2: Bob ($50 in chips)\n*** SUMMARY ***\n";
}

std::string phh_with_players(int players) {
  std::string stacks;
  for (int i = 0; i < players; ++i) stacks += (i ? ", " : "") + std::string("200");
  return "variant = 'NT'\nantes = [0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [" + stacks +
         "]\nactions = []\n";
}

// `actions` actions, the two blinds included (the record counts them as
// posts); line 6 holds the actions.
std::string phh_with_actions(int actions) {
  std::string list;
  for (int i = 0; i < actions - 2; ++i) list += std::string(i ? ", " : "") + (i % 2 ? "'p2 cc'" : "'p1 cc'");
  return "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
         "actions = [" + list + "]\n";
}

struct Limit {
  const char* name;
  std::function<std::string()> at;    // at the limit: accepted
  std::function<std::string()> past;  // one past it
  bool phh;
  const char* message;                // in the parse-error's message
  std::uint32_t line;                 // of the parse-error
};

audit::HandReport audit_paths(const std::string& text, bool phh) {
  return phh ? audit::audit_phh_hand(text, 1, 1, "t", "t", {}) : audit::audit_hand(text, 1, 1, "t", {});
}

bool mentions(const audit::HandReport& r, const std::string& message) {
  for (const auto& f : r.findings)
    if (f.message.find(message) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("limits: at each limit the hand is read, one past it a parse-error names the limit") {
  const Limit limits[] = {
      {"64 seats", [] { return hand_with_seats(64); }, [] { return hand_with_seats(65); }, false,
       "more than 64 seats in one hand", 67},
      {"4,096 actions", [] { return hand_with_actions(4096); }, [] { return hand_with_actions(4097); }, false,
       "more than 4096 actions in one hand", 5 + 1 + 4096},  // the *** HOLE CARDS *** line comes after two posts
      {"64 KiB per line", [] { return hand_with_line(64 * 1024); }, [] { return hand_with_line(64 * 1024 + 1); },
       false, "line longer than 64 KiB", 4},
      {"largest amount", [] { return hand_with_stack("$43980465111.03"); },
       [] { return hand_with_stack("$43980465111.04"); }, false, "amount is too large", 3},
      {"two decimals", [] { return hand_with_stack("$50.000"); }, [] { return hand_with_stack("$50.001"); }, false,
       "amount has more than two decimal places", 3},
      {"64 PHH players", [] { return phh_with_players(64); }, [] { return phh_with_players(65); }, true,
       "more than 64 players in one hand", 5},
      {"4,096 PHH actions", [] { return phh_with_actions(4096); }, [] { return phh_with_actions(4097); }, true,
       "more than 4096 actions in one hand", 6},
  };
  for (const Limit& limit : limits) {
    const std::string name = limit.name;
    CAPTURE(name);
    const audit::HandReport at = audit_paths(limit.at(), limit.phh);
    CHECK_FALSE(mentions(at, limit.message));
    const audit::HandReport past = audit_paths(limit.past(), limit.phh);
    CHECK_FALSE(past.replayed);
    REQUIRE(!past.findings.empty());
    const engine::Finding& f = past.findings.front();
    CHECK(f.rule == engine::Rule::kParseError);
    CHECK(f.message.find(limit.message) != std::string::npos);
    CHECK(f.pos.line == limit.line);
  }
}

TEST_CASE("limits: a header line over 64 KiB is a header that cannot be read") {
  std::string header = kHeader;
  header.insert(header.find(" - 2024"), std::string(64 * 1024, ' '));
  const audit::HandReport r = audit_paths(header + kTable + "*** SUMMARY ***\n", false);
  REQUIRE(!r.findings.empty());
  CHECK(r.findings.front().rule == engine::Rule::kParseError);
  CHECK(r.findings.front().message.starts_with("cannot read the hand header"));
  CHECK(r.findings.front().pos.line == 1);
}

TEST_CASE("limits: another site's text is cut before a hand, never inside one, however long") {
  // Over 64 MiB of another site's hands (no PokerStars header): the text is
  // passed on in pieces that end before a hand's first line (it used to be
  // held back whole up to 64 MiB and cut there, inside a hand, whose lines
  // after the cut came out as text outside any hand). Long lines keep the
  // number of hands (and the test's time) small.
  const std::string hand_lines = "Ann said, \"" + std::string(16000, 'z') + "\"\nBob: folds\n\n";
  std::string text;
  int hands = 0;
  // Past the 64 MiB up to which text without any hand is held back.
  while (text.size() <= (std::size_t{64} << 20) + 2 * input::BlockRecycler::kReadBytes) {
    text += "Full Tilt Poker Game #" + std::to_string(1000000 + ++hands) + ": Table T (6 max) - $0.25/$0.50\n";
    text += hand_lines;
  }
  const cli_test::TempDir dir;
  cli::AuditOptions options;
  options.paths = {dir.write("big.txt", text)};
  options.format = cli::ReportFormat::kJson;
  options.jobs = 2;
  options.quiet = true;
  text.clear();
  text.shrink_to_fit();
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  cli::run_audit(options, out, err);
  const std::string report = cli_test::slurp(out);
  std::fclose(out);
  std::fclose(err);
  CHECK(report.find("\"type\":\"summary\",\"files\":1,\"hands\":" + std::to_string(hands) + ",") !=
        std::string::npos);
  CHECK(report.find("\"outside_hands\":0,") != std::string::npos);
}

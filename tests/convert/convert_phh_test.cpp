// convert --to phh: the fields of a known hand, heads-up reversal, the
// document layout (.phh for one hand, .phhs tables for several, a comment for
// a hand with no PHH form), the same bytes for every -j, and the samples read
// back and replayed without a parse error.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "audit/audit_hand.h"
#include "cli/audit_command.h"
#include "convert/convert_phh.h"
#include "parser/phh_parser.h"
#include "tests/support/test_util.h"

namespace fs = std::filesystem;

namespace {

std::string convert_phh(const std::vector<std::string>& paths, unsigned jobs = 1, std::string* err_text = nullptr) {
  cli::ConvertOptions options;
  options.paths = paths;
  options.to = cli::ConvertFormat::kPhh;
  options.jobs = jobs;
  options.quiet = err_text == nullptr;
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  cli::run_convert(options, out, err);
  std::string text = cli_test::slurp(out);
  if (err_text != nullptr) *err_text = cli_test::slurp(err);
  std::fclose(out);
  std::fclose(err);
  return text;
}

bool has_line(const std::string& text, const std::string& line) {
  return ("\n" + text).find("\n" + line + "\n") != std::string::npos;
}

}  // namespace

TEST_CASE("convert phh: a known hand's fields, in PHH order with raise-to totals") {
  const cli_test::TempDir dir;
  const std::string text = convert_phh({dir.write("hand.txt", cli_test::raised_hand())});
  // p1 the small blind, p3 the button; one hand: a plain .phh, no table.
  CHECK(text.find("[1]") == std::string::npos);
  CHECK(has_line(text, "variant = \"NT\""));
  CHECK(has_line(text, "antes = [0.00, 0.00, 0.00]"));
  CHECK(has_line(text, "blinds_or_straddles = [0.25, 0.50, 0.00]"));
  CHECK(has_line(text, "min_bet = 0.50"));
  CHECK(has_line(text, "starting_stacks = [50.00, 50.00, 50.00]"));
  CHECK(has_line(text, "players = [\"Bob\", \"Cy\", \"Ann\"]"));
  CHECK(has_line(text, "seats = [2, 4, 1]"));
  CHECK(text.find(
            "actions = [\n  \"d dh p1 ????\",\n  \"d dh p2 AhAd\",\n  \"d dh p3 ????\",\n  \"p3 cbr 1.50\",\n"
            "  \"p1 f\",\n  \"p2 cbr 4.50\",\n  \"p3 cc\",\n  \"d db 2c7dKs\",\n  \"p2 cbr 5.00\",\n"
            "  \"p3 cbr 10.00\",\n  \"p2 cc\",\n  \"d db 3h\",\n  \"p2 cc\",\n  \"p3 cbr 35.50\",\n  \"p2 f\",\n]") !=
        std::string::npos);
  CHECK(has_line(text, "hand = \"1\""));
  CHECK(has_line(text, "table = \"Halley\""));
  CHECK(has_line(text, "seat_count = 6"));
  CHECK(has_line(text, "currency = \"USD\""));
  CHECK(has_line(text, "time = 21:15:40"));
  CHECK(has_line(text, "time_zone_abbreviation = \"CET\""));
  // Results: the log's own (after rake); the rake as a user field.
  CHECK(has_line(text, "finishing_stacks = [49.75, 35.50, 64.25]"));
  CHECK(has_line(text, "winnings = [0.00, 0.00, 28.75]"));
  CHECK(has_line(text, "_rake = 0.50"));

  // Read back: the same betting, replayed with no finding: the winner's
  // finishing stack is short of the whole pot by the `_rake` the file states.
  engine::HandRecord back;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_phh_hand(text, 1, 1, "hand", back, findings) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  CHECK(back.stated.rake == engine::Chips{50});
  CHECK(audit::audit_phh_hand(text, 1, 1, "hand.phh", "hand", {}).findings.empty());
  // Without it the replay pays the whole pot: Ann's stack is 0.50 short.
  std::string unraked = text;
  unraked.erase(unraked.find("_rake = 0.50\n"), std::string_view("_rake = 0.50\n").size());
  const auto report = audit::audit_phh_hand(unraked, 1, 1, "hand.phh", "hand", {});
  REQUIRE(report.findings.size() == 1);
  CHECK(report.findings[0].rule == engine::Rule::kStackMismatch);
  CHECK(report.findings[0].player == "Ann");
  // A rake that does not account for the difference is no excuse.
  std::string other = text;
  other.replace(other.find("_rake = 0.50"), std::string_view("_rake = 0.50").size(), "_rake = 0.40");
  CHECK(audit::audit_phh_hand(other, 1, 1, "hand.phh", "hand", {}).findings.size() == 1);
}

TEST_CASE("convert phh: heads-up blinds are written reversed, p1 the big blind") {
  const cli_test::TempDir dir;
  const std::string text = convert_phh({dir.write("hu.txt", cli_test::sample_hand(7))});
  CHECK(has_line(text, "players = [\"Bob\", \"Alice\"]"));
  CHECK(has_line(text, "blinds_or_straddles = [0.25, 0.50]"));
  CHECK(text.find("\"p2 f\"") != std::string::npos);
  CHECK(has_line(text, "finishing_stacks = [50.25, 49.75]"));
}

TEST_CASE("convert phh: .phhs tables for several hands, comments for hands with no PHH form, same bytes for any -j") {
  const cli_test::TempDir dir;
  std::string many;
  for (int i = 1; i <= 40; ++i) many += cli_test::sample_hand(i);
  const std::string hands = dir.write("many.txt", many);
  const std::string draw = dir.write(
      "draw.txt",
      "PokerStars Hand #99:  5 Card Draw Limit ($0.10/$0.20 USD) - 2009/11/24 20:01:40 ET\n"
      "Table 'T' 6-max Seat #1 is the button\nSeat 1: A ($5 in chips)\nSeat 2: B ($5 in chips)\n"
      "A: posts small blind $0.05\nB: posts big blind $0.10\n*** DEALING HANDS ***\nA: folds\n"
      "Uncalled bet ($0.05) returned to B\nB collected $0.10 from pot\n*** SUMMARY ***\nTotal pot $0.10 | Rake $0\n"
      "Seat 1: A (button) (small blind) folded before the Draw\nSeat 2: B (big blind) collected ($0.10)\n");
  std::string err;
  const std::string one = convert_phh({draw, hands}, 1, &err);
  CHECK(one == convert_phh({draw, hands}, 4));
  CHECK(err.find("hand 99 not converted: fixed-limit draw5 has no PHH variant code") != std::string::npos);
  CHECK(err.find("40 hands converted, 1 not converted") != std::string::npos);
  CHECK(one.rfind("# ", 0) == 0);  // the skipped hand's comment comes first, unnumbered
  CHECK(has_line(one, "[1]"));
  CHECK(has_line(one, "[40]"));
  CHECK(one.find("[41]") == std::string::npos);
  // Our reader takes it as a .phhs: 40 tables, each a hand that replays.
  const parser::PhhSplit split = parser::split_phh(one);
  CHECK(split.tables);
  REQUIRE(split.hands.size() == 40);
  for (const auto& span : split.hands) {
    const auto report =
        audit::audit_phh_hand(one.substr(span.offset, span.length), span.line, span.column, "out", "out", {});
    CHECK(report.replayed);
    CHECK(report.findings.empty());
  }
}

TEST_CASE("convert phh: the samples read back and replay without a parse error") {
  const char* src = std::getenv("HANDAUDIT_SOURCE");
  if (src == nullptr) {
    MESSAGE("HANDAUDIT_SOURCE not set: skipped");
    return;
  }
  for (const char* sample :
       {"clean_cash_nl.txt", "clean_limit_and_pl.txt", "clean_tournament.txt", "replay_side_pots.txt", "errors.txt"}) {
    CAPTURE(sample);
    const std::string text = convert_phh({(fs::path(src) / "samples" / sample).string()});
    const parser::PhhSplit split = parser::split_phh(text);
    CHECK(!split.hands.empty());
    CHECK(split.junk.empty());
    for (const auto& span : split.hands) {
      const auto report =
          audit::audit_phh_hand(text.substr(span.offset, span.length), span.line, span.column, "out", "out", {});
      CHECK(report.replayed);
      for (const auto& f : report.findings) CHECK(f.rule != engine::Rule::kParseError);
    }
  }
}

#include "cli/rules_command.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <sstream>
#include <string>

#include "cli/profiles_text.h"
#include "cli/rooms_text.h"
#include "engine/profile_switches.h"
#include "tests/support/test_util.h"
#include "validators/catalogue.h"

TEST_CASE("rules: one aligned line per rule in catalogue order") {
  const std::string table = cli::rules_table();
  std::istringstream lines(table);
  std::string line;
  int i = 0;
  std::size_t category_column = std::string::npos;
  while (std::getline(lines, line)) {
    const auto rule = static_cast<engine::Rule>(i++);
    CAPTURE(line);
    CHECK(line.starts_with(std::string(engine::rule_id(rule)) + " "));
    const std::string category(engine::category_id(engine::rule_category(rule)));
    const std::size_t at = line.find("  " + category + " ");
    REQUIRE(at != std::string::npos);
    if (category_column == std::string::npos) category_column = at;
    CHECK(at <= category_column);  // ids padded to one width
    CHECK(line.substr(category_column).find(category) == 2);
    CHECK(line.ends_with(std::string(validators::rule_doc(rule).summary)));
  }
  CHECK(i == engine::kRuleCount);
}

TEST_CASE("rules ID: the whole doc, an unknown id is a usage error") {
  const std::string text = cli::rule_text(engine::Rule::kRaiseBelowMinimum);
  CHECK(text.starts_with("raise-below-minimum: "));
  CHECK(text.find("category: illegal-bet\n") != std::string::npos);
  CHECK(text.find("severity: error\n") != std::string::npos);
  for (const char* section : {"What it checks:", "Authority:", "Profile switches:", "Example:"})
    CHECK(text.find(section) != std::string::npos);

  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  CHECK(cli::run_rules("no-such-rule", out, err) == audit::ExitCode::kUsage);
  CHECK(cli_test::slurp(out).empty());
  CHECK(cli_test::slurp(err).find("unknown rule id 'no-such-rule'") != std::string::npos);
  CHECK(cli::run_rules("parse-error", out, err) == audit::ExitCode::kOk);
  CHECK(cli_test::slurp(out).starts_with("parse-error: "));
  std::fclose(out);
  std::fclose(err);
}

TEST_CASE("rules --profiles: every built-in profile with every switch, the site's evidence beside its values") {
  const std::string text = cli::profiles_text();
  for (std::string_view label : {"tda — ", "wsop (tournament hands) — ", "wsop (cash hands) — ", "robert — ",
                                 "pokerstars — "})
    CHECK(text.find(label) != std::string::npos);
  // Profiles that disagree show it: the limit cap, the stud odd chip.
  CHECK(text.find("robert — Robert's Rules of Poker (cash)\n  bba_order") != std::string::npos);
  const auto section = [&](std::string_view label) {
    const std::size_t at = text.find(label);
    return text.substr(at, text.find("\n\n", at) - at);
  };
  CHECK(section("tda — ").find("limit_cap                      4\n") != std::string::npos);
  CHECK(section("robert — ").find("limit_cap                      3\n") != std::string::npos);
  CHECK(section("tda — ").find("stud_odd_chip                  suit_in_five_cards") != std::string::npos);
  CHECK(section("robert — ").find("stud_odd_chip                  suit_all_cards") != std::string::npos);
  CHECK(section("wsop (tournament hands) — ").find("hilo_identical_even            true") != std::string::npos);
  CHECK(section("pokerstars — ").find("draw_own_discards              never                  its published") !=
        std::string::npos);
  CHECK(section("fulltilt — ").find("draw_reshuffle_mucked          true                   the same rules") !=
        std::string::npos);
  // Every switch is listed once per profile (twenty-five sections).
  std::size_t count = 0;
  for (std::size_t at = text.find("  disconnect_protection"); at != std::string::npos;
       at = text.find("  disconnect_protection", at + 1))
    ++count;
  CHECK(count == 25);
  CHECK(section("everleaf — ").find("actions_mark_all_in            false") != std::string::npos);
  CHECK(section("boss — ").find("limit_small_blind              half_bet") != std::string::npos);
  CHECK(section("kingsclub — ").find("limit_small_blind              half_bet") != std::string::npos);
  CHECK(section("cake — ").find("button_mode                    dead") != std::string::npos);
  CHECK(section("bovada — ").find("no straddle in any Bovada log") != std::string::npos);
  CHECK(section("ggpoker — ").find("straddle_redoubles             true") != std::string::npos);
  CHECK(section("888 — ").find("actions_mark_all_in            false") != std::string::npos);
  CHECK(section("888 — ").find("button_mode                    held_when_small_blind_gone") != std::string::npos);
  CHECK(section("888 — ").find("tournament_rebuys_logged       false") != std::string::npos);
  CHECK(section("ipoker (tournament hands) — ").find("tournament_rebuys_logged       false") != std::string::npos);
  CHECK(section("pokermaster — ").find("straddles                      utg") != std::string::npos);
  CHECK(section("winamax — ").find("straddles                      none") != std::string::npos);
  CHECK(section("pokernow — ").find("button_mode                    dead") != std::string::npos);
  CHECK(section("ipoker (tournament hands) — ").find("button_mode                    dead") != std::string::npos);
  CHECK(section("ipoker (cash hands) — ").find("disconnect_protection          true") != std::string::npos);
  CHECK(section("partypoker — ").find("odd_chip_unit                  cent_or_chip") != std::string::npos);
  CHECK(section("partypoker — ").find("second_small_blind_live        true") != std::string::npos);
  CHECK(section("wpn — ").find("disconnect_protection          true") != std::string::npos);
  CHECK(section("fulltilt — ").find("limit_short_all_in             counts_as_full") != std::string::npos);
  CHECK(section("bovada — ").find("limit_short_all_in             taken_as_full_bet") != std::string::npos);
  CHECK(section("ipoker (cash hands) — ").find("limit_short_all_in             taken_as_full_bet") != std::string::npos);
  CHECK(section("merge — ").find("limit_short_all_in             counts_as_full") != std::string::npos);
  CHECK(section("merge — ").find("heads_up_uncap                 round_begins_heads_up") != std::string::npos);
  CHECK(section("everest — ").find("heads_up_uncap                 heads_up_before_cap") != std::string::npos);
  CHECK(section("everest — ").find("disconnect_protection          true") != std::string::npos);
  CHECK(section("fulltilt — ").find("button_mode                    dead") != std::string::npos);
  CHECK(section("thebiggame — ").find("button_straddle_order          utg_skip_any_straddler") != std::string::npos);
  CHECK(section("thebiggame — ").find("restraddles                    true") != std::string::npos);
  CHECK(section("thebiggame — ").find("chip_in_play_without_currency  true") != std::string::npos);
  CHECK(section("coinpoker — ").find("rake_no_flop_no_drop           false") != std::string::npos);
  CHECK(section("coinpoker — ").find("tournament_chips_in_cents      true") != std::string::npos);
  CHECK(section("pokernow — ").find("straddle_min_raise             three_bb") != std::string::npos);
  // PokerStars: values the logs show name their evidence; the rest say so.
  const std::string stars = section("pokerstars — ");
  CHECK(stars.find("Betting is capped") != std::string::npos);
  CHECK(stars.find("bba_order                      bb_first               * default: not visible in the logs") !=
        std::string::npos);
}

TEST_CASE("rules --switches: every switch with its values and which profiles give it which value") {
  const std::string text = cli::switches_text();
  for (const engine::ProfileSwitch& s : engine::profile_switches()) {
    CAPTURE(s.name);
    CHECK(text.find(std::string(s.name) + " — " + std::string(s.summary) + "\n  values: " +
                    std::string(s.values) + "\n") != std::string::npos);
  }
  CHECK(text.find("draw_burns — draw: cards burnt before each draw round\n  values: a whole number from 0 to 3\n"
                  "  1: tda, wsop (tournament hands), wsop (cash hands), robert, pokernow\n"
                  "  0: pokerstars, pokermaster, ggpoker, winamax, bovada, 888, ipoker (cash hands), ipoker (tournament "
                  "hands), partypoker, wpn, fulltilt, thebiggame, coinpoker, everleaf, boss, kingsclub, cake, microgaming, merge, everest\n") != std::string::npos);
  CHECK(text.find("draw_reshuffle_mucked — draw: whether folded hands go into a reshuffle with the discards\n"
                  "  values: true, false\n  true: tda, wsop (tournament hands), wsop (cash hands), robert, pokernow, "
                  "fulltilt\n  false: pokerstars,") != std::string::npos);
  CHECK(text.ends_with("Set one with --set NAME=VALUE (audit, replay) or the project file's \"set\" object.\n"));
}

TEST_CASE("rules ID: the formats that cannot check a rule, each with the fact its log lacks") {
  const std::string pot = cli::rule_text(engine::Rule::kPotAmountMismatch);
  CHECK(pot.find("\nNot checked on:\n  PHH: the summary's total pot is not written (PHH states each player's "
                 "winnings, not the pot)\n") != std::string::npos);
  const std::string stacks = cli::rule_text(engine::Rule::kStackContinuity);
  CHECK(stacks.find("\nNot checked on:\n  PHH: the players' names from hand to hand is not written") !=
        std::string::npos);
  CHECK(cli::rule_text(engine::Rule::kRaiseBelowMinimum)
            .ends_with("\nNot checked on:\n  none: every format handaudit reads writes what it needs\n"));
}

TEST_CASE("rules --rooms: docs/rooms.md holds the table handaudit prints") {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  const std::string doc = cli_test::read_file(std::filesystem::path(source != nullptr ? source : ".") / "docs/rooms.md");
  const std::string open = "<!-- rooms-table: generated by `handaudit rules --rooms` -->\n";
  const std::size_t from = doc.find(open);
  const std::size_t to = doc.find("<!-- /rooms-table -->");
  REQUIRE(from != std::string::npos);
  REQUIRE(to != std::string::npos);
  const std::string table = cli::rooms_table();
  CHECK_MESSAGE(doc.substr(from + open.size(), to - from - open.size()) == table,
                "docs/rooms.md is out of date: regenerate its table with `handaudit rules --rooms`");
  CHECK(table.starts_with("| rule | pokerstars | phh |"));
  CHECK(table.find("| raise-below-minimum | yes | yes |") != std::string::npos);
  CHECK(table.find("| rake-invalid | yes | no: the summary's rake |") != std::string::npos);
}

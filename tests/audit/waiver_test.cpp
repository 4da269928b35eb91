// Waivers (audit/waiver.h, issue 24 point 2): which findings a waiver takes
// out, which it leaves, and when it stops holding.
#include "audit/waiver.h"

#include <doctest/doctest.h>

namespace waiver_test {

namespace {

engine::Finding finding(engine::Rule rule, std::string player, std::uint32_t line) {
  engine::Finding f;
  f.rule = rule;
  f.player = std::move(player);
  f.pos = {line, 1};
  return f;
}

audit::HandReport hand(std::string table, std::string hand_id) {
  audit::HandReport report;
  report.table = std::move(table);
  report.hand_id = std::move(hand_id);
  report.replayed = true;
  report.findings = {finding(engine::Rule::kRaiseBelowMinimum, "Bob", 11),
                     finding(engine::Rule::kRaiseBelowMinimum, "Alice", 12),
                     finding(engine::Rule::kWrongWinner, "Bob", 20)};
  return report;
}

audit::Waiver waiver(engine::Rule rule, std::string table, std::string hand_id, std::string player,
                     std::string expires = "2026-12-31") {
  return {rule, std::move(table), std::move(hand_id), std::move(player), "ticket 1", std::move(expires)};
}

}  // namespace

TEST_CASE("waivers: dates are calendar days written YYYY-MM-DD") {
  CHECK(audit::is_date("2026-11-27"));
  CHECK(audit::is_date("2028-02-29"));
  CHECK_FALSE(audit::is_date("2027-02-29"));
  CHECK_FALSE(audit::is_date("2026-13-01"));
  CHECK_FALSE(audit::is_date("2026-1-01"));
  CHECK_FALSE(audit::is_date("2026/11/27"));
  CHECK_FALSE(audit::is_date("+026-11-27"));
  CHECK_FALSE(audit::is_date(""));
  CHECK(audit::is_date(audit::today_utc()));
}

TEST_CASE("waivers: a waiver for a player takes only that player's findings of its rule") {
  const audit::WaiverSet set({waiver(engine::Rule::kRaiseBelowMinimum, "", "", "Bob")}, "2026-11-27");
  audit::HandReport report = hand("Vesta IV", "100");
  audit::apply_waivers(report, set);
  REQUIRE(report.waived.size() == 1);
  CHECK(report.waived[0].finding.player == "Bob");
  CHECK(report.waived[0].finding.pos.line == 11);
  CHECK(report.waived[0].waiver == 0);
  // Alice's raise and Bob's other rule stay, in their order.
  REQUIRE(report.findings.size() == 2);
  CHECK(report.findings[0].player == "Alice");
  CHECK(report.findings[1].rule == engine::Rule::kWrongWinner);
  CHECK(report.expired_waivers.empty());
}

TEST_CASE("waivers: every field given must match") {
  const audit::WaiverSet set({waiver(engine::Rule::kRaiseBelowMinimum, "Vesta IV", "101", ""),
                              waiver(engine::Rule::kRaiseBelowMinimum, "Ceres", "", "")},
                             "2026-11-27");
  audit::HandReport other_hand = hand("Vesta IV", "100");
  audit::apply_waivers(other_hand, set);
  CHECK(other_hand.waived.empty());
  CHECK(other_hand.findings.size() == 3);

  audit::HandReport same_hand = hand("Vesta IV", "101");
  audit::apply_waivers(same_hand, set);
  CHECK(same_hand.waived.size() == 2);
  CHECK(same_hand.findings.size() == 1);

  audit::HandReport ceres = hand("Ceres", "7");
  audit::apply_waivers(ceres, set);
  REQUIRE(ceres.waived.size() == 2);
  CHECK(ceres.waived[0].waiver == 1);
}

TEST_CASE("waivers: a waiver holds through its last day, then its findings are reported again") {
  const std::vector<audit::Waiver> waivers = {waiver(engine::Rule::kWrongWinner, "", "100", "", "2026-11-27")};
  audit::HandReport on_the_day = hand("Vesta IV", "100");
  audit::apply_waivers(on_the_day, audit::WaiverSet(waivers, "2026-11-27"));
  CHECK(on_the_day.waived.size() == 1);
  CHECK(on_the_day.findings.size() == 2);

  audit::HandReport day_after = hand("Vesta IV", "100");
  const audit::WaiverSet later(waivers, "2026-11-28");
  CHECK(later.expired(0));
  audit::apply_waivers(day_after, later);
  CHECK(day_after.waived.empty());
  CHECK(day_after.findings.size() == 3);
  CHECK(day_after.expired_waivers == std::vector<std::uint32_t>{0});
}

TEST_CASE("waivers: a waiver in force wins over an expired one that matches first") {
  const audit::WaiverSet set({waiver(engine::Rule::kWrongWinner, "", "", "Bob", "2020-01-01"),
                              waiver(engine::Rule::kWrongWinner, "Vesta IV", "", "")},
                             "2026-11-27");
  audit::HandReport report = hand("Vesta IV", "100");
  audit::apply_waivers(report, set);
  REQUIRE(report.waived.size() == 1);
  CHECK(report.waived[0].waiver == 1);
  CHECK(report.expired_waivers.empty());
}

TEST_CASE("waivers: one refused where it was read keeps its place and matches nothing") {
  audit::Waiver refused = waiver(engine::Rule::kWrongWinner, "", "", "Bob");
  refused.usable = false;
  const audit::WaiverSet set({refused, waiver(engine::Rule::kWrongWinner, "", "", "Bob")}, "2026-11-27");
  audit::HandReport report = hand("Vesta IV", "100");
  audit::apply_waivers(report, set);
  REQUIRE(report.waived.size() == 1);
  CHECK(report.waived[0].waiver == 1);
}

TEST_CASE("waivers: a cross-hand finding is matched by its table and its later hand") {
  validators::TableFindings table;
  table.table = "Gamma";
  validators::CrossHandFinding c;
  c.finding = finding(engine::Rule::kStackContinuity, "Bob", 55);
  c.hand_id = "242000000039";
  c.previous_hand_id = "242000000038";
  table.findings = {c, c};
  table.findings[1].hand_id = "242000000040";
  audit::apply_waivers(
      table, audit::WaiverSet({waiver(engine::Rule::kStackContinuity, "Gamma", "242000000040", "")}, "2026-11-27"));
  REQUIRE(table.findings.size() == 1);
  CHECK(table.findings[0].hand_id == "242000000039");
  REQUIRE(table.waived.size() == 1);
  CHECK(table.waived[0].finding.hand_id == "242000000040");
}

}  // namespace waiver_test

// Hands run three times (GGPoker's "Hand was run three times"): every run's
// board is read, each board's part of the pot is judged on its own, and the
// JSON, PHH and OHH of such a hand carry all three boards; handaudit's PHH
// and OHH readers take them back to the same boards and awards.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "convert/convert_support.h"
#include "engine/profile.h"
#include "parser/ggpoker_parser.h"
#include "parser/ohh_parser.h"
#include "parser/phh_parser.h"
#include "replay/awards.h"
#include "replay/trace.h"
#include "tests/support/room_hands.h"

namespace run_three_times_test {

namespace {

// tests/data/ggpoker/rit3.txt: Cid's aces against Ann's kings, all-in on
// the flop [2d 7c 8s], run three times: Cid wins the first board, Ann's set
// the second and the third. $203 less $5 rake and $1 jackpot: $197.
std::string rit3() { return room_hands::data("ggpoker", "rit3.txt"); }

convert::SourceFormat ggpoker() { return convert::SourceFormat::of_room(parser::SiteFormat::kGgpoker); }

constexpr int kAnn = 0;
constexpr int kCid = 2;

engine::HandRecord read_ggpoker(const std::string& text) {
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_ggpoker_hand(text, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  return rec;
}

engine::HandRecord read_phh(const std::string& text) {
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_phh_hand(text, 1, 1, "rit3", rec, findings) == parser::ParseStatus::kOk);
  CHECK(findings.empty());
  return rec;
}

std::vector<std::string> boards_of(const engine::HandRecord& rec) {
  std::vector<std::string> out;
  for (std::size_t r = 0; r < rec.runs; ++r) out.push_back(engine::card_list_text(rec.boards[r]));
  return out;
}

const std::vector<std::string> kBoards = {"[2d 7c 8s Jh 3d]", "[2d 7c 8s Kd 4h]", "[2d 7c 8s Kh 5c]"};

// Pot 0's award to `player` in centi-units, whole or board `b`'s part.
engine::Chips award_of(const replay::Trace& t, int player) { return t.awards.at(0)->shares.at(player); }
engine::Chips board_award_of(const replay::Trace& t, std::size_t b, int player) {
  const auto award = replay::board_part_award(t, 0, engine::Chips{19700}, b);
  REQUIRE(award.has_value());
  return award->shares.contains(player) ? award->shares.at(player) : engine::Chips{0};
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("run three times: three boards, $197 split $65.67 / $65.67 / $65.66, the extra cents to the earlier boards") {
  const engine::HandRecord rec = read_ggpoker(rit3());
  CHECK(rec.runs == 3);
  CHECK(boards_of(rec) == kBoards);
  const replay::Trace t = replay::replay_hand(rec, *engine::find_profile("ggpoker", true));
  CHECK(board_award_of(t, 0, kCid) == engine::Chips{6567});
  CHECK(board_award_of(t, 1, kAnn) == engine::Chips{6567});
  CHECK(board_award_of(t, 2, kAnn) == engine::Chips{6566});
  CHECK(board_award_of(t, 2, kCid) == engine::Chips{0});
  // The pot as built ($203, no rake taken) over the three boards: 6767 + 6767 + 6766.
  CHECK(award_of(t, kCid) == engine::Chips{6767});
  CHECK(award_of(t, kAnn) == engine::Chips{13533});
}

TEST_CASE("run three times: the JSON lists three boards and the awards by the log") {
  convert::ConvertWorkspace w;
  std::string json;
  convert::append_converted_hand(w, json, rit3(), 1, 1, "rit3", ggpoker());
  CHECK(has(json, R"("boards":[["2d","7c","8s","Jh","3d"],["2d","7c","8s","Kd","4h"],["2d","7c","8s","Kh","5c"]])"));
  CHECK(has(json, R"("status":"clean")"));
}

TEST_CASE("run three times: PHH deals each later run from the split, shows each hand once, reads back") {
  convert::ConvertWorkspace w;
  const std::string phh = convert::convert_to_phh(w, rit3(), 1, 1, "rit3", ggpoker(), "").text;
  CHECK(has(phh, "\"d db Jh\",\n  \"d db 3d\",\n  \"d db Kd # second run\",\n  \"d db 4h\",\n"
                 "  \"d db Kh # third run\",\n  \"d db 5c\",\n"));
  CHECK(has(phh, "\"p1 sm KcKs\""));
  CHECK(!has(phh.substr(phh.find("p1 sm KcKs") + 1), "p1 sm"));
  CHECK(has(phh, "finishing_stacks = [131.33, 97.00, 65.67]"));
  const engine::HandRecord rec = read_phh(phh);
  CHECK(rec.runs == 3);
  CHECK(boards_of(rec) == kBoards);
}

TEST_CASE("run three times: OHH writes every run's streets and reads back to the same boards") {
  convert::ConvertWorkspace w;
  const std::string ohh = convert::convert_to_ohh(w, rit3(), 1, 1, "rit3", ggpoker(), "").text;
  CHECK(has(ohh, R"("Run_It_Twice")"));
  engine::HandRecord rec;
  std::vector<engine::Finding> findings;
  REQUIRE(parser::parse_ohh_hand(ohh, 1, 1, rec, findings) == parser::ParseStatus::kOk);
  CHECK(rec.runs == 3);
  CHECK(boards_of(rec) == kBoards);
}

TEST_CASE("PHH reader: later runs part where the betting closed") {
  convert::ConvertWorkspace w;
  const std::string phh = convert::convert_to_phh(w, rit3(), 1, 1, "rit3", ggpoker(), "").text;
  const std::string head = phh.substr(0, phh.find("  \"d db 2d7c8s\""));
  const std::string tail = phh.substr(phh.find("]\nhand = "));
  const std::string shows = "  \"p1 sm KcKs\",\n  \"p3 sm AcAd\",\n";
  SUBCASE("all-in on the flop, two deals after the river: one more run of turn and river") {
    const std::string text = head + "  \"d db 2d7c8s\",\n  \"p1 cc\",\n  \"p2 cc\",\n  \"p3 cbr 97.00\",\n  \"p1 cc\",\n"
                                    "  \"p2 f\",\n" + shows + "  \"d db Jh\",\n  \"d db 3d\",\n  \"d db Kd\",\n  \"d db 4h\",\n" + tail;
    const engine::HandRecord rec = read_phh(text);
    CHECK(boards_of(rec) == std::vector<std::string>{"[2d 7c 8s Jh 3d]", "[2d 7c 8s Kd 4h]"});
  }
  SUBCASE("all-in on the turn, two deals after the river: two more runs of the river") {
    const std::string text = head + "  \"d db 2d7c8s\",\n  \"p1 cc\",\n  \"p2 cc\",\n  \"p3 cc\",\n  \"d db Jh\",\n"
                                    "  \"p1 cc\",\n  \"p2 cc\",\n  \"p3 cbr 97.00\",\n  \"p1 cc\",\n  \"p2 f\",\n" + shows +
                             "  \"d db 3d\",\n  \"d db 4h\",\n  \"d db 5c\",\n" + tail;
    const engine::HandRecord rec = read_phh(text);
    CHECK(boards_of(rec) == std::vector<std::string>{"[2d 7c 8s Jh 3d]", "[2d 7c 8s Jh 4h]", "[2d 7c 8s Jh 5c]"});
  }
  SUBCASE("deals that make no run: a wrong card count at the first of them") {
    const std::string text = head + "  \"d db 2d7c8s\",\n  \"p1 cc\",\n  \"p2 cc\",\n  \"p3 cbr 97.00\",\n  \"p1 cc\",\n"
                                    "  \"p2 f\",\n" + shows + "  \"d db Jh\",\n  \"d db 3d\",\n  \"d db Kd\",\n  \"d db 4h\",\n"
                                    "  \"d db Kh\",\n" + tail;
    engine::HandRecord rec;
    std::vector<engine::Finding> findings;
    REQUIRE(parser::parse_phh_hand(text, 1, 1, "rit3", rec, findings) == parser::ParseStatus::kOk);
    REQUIRE(findings.size() == 1);
    CHECK(engine::rule_id(findings[0].rule) == "wrong-card-count");
    CHECK(rec.runs == 1);
  }
}

}  // namespace run_three_times_test

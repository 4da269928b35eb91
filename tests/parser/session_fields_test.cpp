// What the PokerStars parser records for the cross-hand audits: the start
// time of a header, the tournament id, fast-fold hands, where the table line
// names the button, rebuys and add-ons, and the table of a hand in a game
// that is not replayed.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "parser/header_stamp.h"
#include "parser/pokerstars_parser.h"

namespace session_fields_test {

namespace {

// Seconds since 1970-01-01 of a civil date and time.
constexpr std::int64_t at(std::int64_t days, int h, int m, int s) { return days * 86400 + h * 3600 + m * 60 + s; }

// The record's views point into the text: both live as long as the result.
struct Parsed {
  std::string text;
  engine::HandRecord record;
};

// `record` is a view into `text`; a Parsed is neither copied nor moved once filled.
const engine::HandRecord& parse(Parsed& holder, std::string text) {
  holder.text = std::move(text);
  std::vector<engine::Finding> findings;
  parser::parse_pokerstars_hand(holder.text, 1, 1, holder.record, findings);
  return holder.record;
}

const std::string kBody =
    "Seat 1: Ann (1500 in chips)\n"
    "Seat 2: Bob (1500 in chips)\n"
    "Ann: posts small blind 10\n"
    "Bob: posts big blind 20\n"
    "*** HOLE CARDS ***\n"
    "Ann: folds\n"
    "Uncalled bet (10) returned to Bob\n"
    "Bob collected 20 from pot\n"
    "Bob re-buys and receives 3000 chips for 250 StarsCoin\n"
    "Ann takes the add-on and receives 1500 chips for $1\n"
    "*** SUMMARY ***\n"
    "Total pot 20 | Rake 0\n"
    "Seat 1: Ann (button) (small blind) folded before Flop\n"
    "Seat 2: Bob (big blind) collected (20)\n";

}  // namespace

TEST_CASE("header_time: the ET time when the header has one, else the first, seconds since 1970") {
  // 2021-07-30 is day 18838 since 1970-01-01; 2009-10-12 is day 14529.
  struct Case {
    const char* header;
    std::optional<std::int64_t> seconds;
  };
  const Case cases[] = {
      {"PokerStars Hand #1:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/07/30 21:15:40 ET", at(18838, 21, 15, 40)},
      {"PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02) - 2021/07/30 20:45:25 CET [2021/07/30 14:45:25 ET]",
       at(18838, 14, 45, 25)},
      {"PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02) - 2021/07/30 8:05:09 CET", at(18838, 8, 5, 9)},
      {"PokerStars Game #1: Hold'em No Limit ($1/$2) - 2009/10/12 - 23:45:12 (ET)", at(14529, 23, 45, 12)},
      {"Run It Once Poker Hand #1:  Hold'em No Limit (€0.05/€0.10) - 2019/06/25 16:12 UTC", std::nullopt},
      {"PokerStars Hand #1: Hold'em No Limit (1/2) - 2021/13/30 21:15:40 ET", std::nullopt},
      {"PokerStars Hand #1: Hold'em No Limit (1/2)", std::nullopt},
  };
  for (const Case& c : cases) {
    CAPTURE(c.header);
    CHECK(parser::header_time(c.header) == c.seconds);
  }
}

TEST_CASE("civil_seconds: a date and time taken apart gives header_time's seconds, out of range none") {
  engine::HandTime t{2021, 7, 30, 21, 15, 40, true, {}};
  CHECK(parser::civil_seconds(t) == at(18838, 21, 15, 40));
  CHECK(parser::civil_seconds(t) == parser::header_time("2021/07/30 21:15:40"));
  t.zone = "CET";  // the zone is not applied
  CHECK(parser::civil_seconds(t) == at(18838, 21, 15, 40));
  engine::HandTime date_only{2021, 7, 30, 0, 0, 0, false, {}};
  CHECK_FALSE(parser::civil_seconds(date_only));
  for (const engine::HandTime bad : {engine::HandTime{2021, 13, 30, 1, 0, 0, true, {}},
                                      engine::HandTime{2021, 7, 0, 1, 0, 0, true, {}},
                                      engine::HandTime{2021, 7, 30, 24, 0, 0, true, {}},
                                      engine::HandTime{2021, 7, 30, 23, 60, 0, true, {}},
                                      engine::HandTime{2021, 7, 30, 23, 59, 61, true, {}}}) {
    CHECK_FALSE(parser::civil_seconds(bad));
  }
}

TEST_CASE("parser: tournament id, start time, button position, rebuys and add-ons") {
  Parsed held;
  const auto& r = parse(held,
      "PokerStars Hand #7: Tournament #2473317509, $12+$1 USD Hold'em No Limit - Level I (10/20) - "
      "2021/07/30 21:15:40 ET\n"
      "Table '2473317509 1' 6-max Seat #1 is the button\n" +
      kBody);
  CHECK(r.tournament_id == "2473317509");
  CHECK(r.table == "2473317509 1");
  CHECK_FALSE(r.fast_fold);
  CHECK(r.start_time == at(18838, 21, 15, 40));
  CHECK(r.button_pos.line == 2);
  CHECK(r.button_pos.column == 34);  // the "1" of "Seat #1"
  REQUIRE(r.chips_added.size() == 2);
  CHECK(r.chips_added[0].player == 1);
  CHECK(r.chips_added[0].amount == engine::Chips{300000});
  CHECK(r.chips_added[0].pos.line == 11);
  CHECK(r.chips_added[1].player == 0);
  CHECK(r.chips_added[1].amount == engine::Chips{150000});
}

TEST_CASE("parser: Zoom and Rush hands are fast-fold, the table of a game not replayed is still read") {
  Parsed zoom, zoom_tournament, rush, held;
  CHECK(parse(zoom, "PokerStars Zoom Hand #229229075998:  Hold'em No Limit ($0.01/$0.02) - 2021/08/21 20:45:25 ET\n"
              "Table 'Halley' 6-max Seat #1 is the button\n" +
              kBody)
            .fast_fold);
  CHECK(zoom.record.start_time == 0);  // no table session to order: not read
  CHECK(parse(zoom_tournament, "PokerStars Hand #153368666353: Zoom Tournament #1537004521, $24.55+$2.45 USD Hold'em No Limit - "
              "Level II (15/30) - 2016/05/01 20:45:25 ET\n"
              "Table '1537004521 1' 6-max Seat #1 is the button\n" +
              kBody)
            .fast_fold);
  CHECK(parse(rush, "Full Tilt Rush Hand #1:  Hold'em No Limit ($0.01/$0.02) - 2016/05/01 20:45:25 ET\n"
              "Table 'Rush' 6-max Seat #1 is the button\n" +
              kBody)
            .fast_fold);
  const auto& stud = parse(held,
      "PokerStars Hand #35874004239:  7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:22:42 ET\n"
      "Table 'Atalante II' 8-max\n"
      "Seat 1: Ann ($1 in chips)\n");
  CHECK(stud.table == "Atalante II");
  CHECK(stud.button_seat == 0);
}

}  // namespace session_fields_test
